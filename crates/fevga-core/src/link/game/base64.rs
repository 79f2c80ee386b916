//! Base64url without padding, as links write their bytes ([`base64url`], [`from_base64url`]).

use super::error::GameLinkError;

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding.
#[must_use]
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(B64[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Reads base64url without padding (a trailing `=` is refused too).
///
/// # Errors
/// [`GameLinkError::Base64`] naming the first character that is not base64url, or the end for a
/// length no encoding has.
pub fn from_base64url(text: &str) -> Result<Vec<u8>, GameLinkError> {
    decode_base64url(text).map_err(GameLinkError::Base64)
}

/// Reads base64url without padding; `Err`: the position of the first fault (the text's length
/// for a length no encoding has).
pub(crate) fn decode_base64url(text: &str) -> Result<Vec<u8>, usize> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for (i, c) in text.bytes().enumerate() {
        let v = B64.iter().position(|&b| b == c).ok_or(i)?;
        acc = (acc << 6 | v as u32) & 0xFFFF;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    // 6 leftover bits (a length of 4n + 1) cannot come from any byte string; leftover bits
    // must be zero, as the encoder writes them.
    if bits >= 6 || acc & ((1 << bits) - 1) != 0 {
        return Err(text.len());
    }
    Ok(out)
}
