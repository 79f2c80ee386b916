//! The link's bytes one field at a time: varints (LEB128) written and read, flag bits, the
//! dice byte, and a [`Reader`] that names the field being read when the bytes run out.

use super::error::GameLinkError;
use crate::{Color, Dice};

pub(super) fn put_varint(out: &mut Vec<u8>, mut n: u32) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// A cursor over the link's bytes; every read names its field when the bytes run out.
pub(super) struct Reader<'a>(pub(super) &'a [u8]);

impl Reader<'_> {
    pub(super) fn byte(&mut self, what: &'static str) -> Result<u8, GameLinkError> {
        let (&b, rest) = self.0.split_first().ok_or(GameLinkError::Truncated(what))?;
        self.0 = rest;
        Ok(b)
    }

    pub(super) fn bytes<const N: usize>(&mut self, what: &'static str) -> Result<[u8; N], GameLinkError> {
        let (head, rest) = self.0.split_at_checked(N).ok_or(GameLinkError::Truncated(what))?;
        self.0 = rest;
        let mut out = [0u8; N];
        out.copy_from_slice(head);
        Ok(out)
    }

    pub(super) fn varint(&mut self, what: &'static str) -> Result<u32, GameLinkError> {
        let mut n = 0u32;
        for shift in [0, 7, 14, 21, 28] {
            let b = self.byte(what)?;
            let part = u32::from(b & 0x7F);
            if shift == 28 && part > 0x0F {
                return Err(GameLinkError::Malformed(what));
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                // One way to write each number: no trailing zero groups.
                if b == 0 && shift > 0 {
                    return Err(GameLinkError::Malformed(what));
                }
                return Ok(n);
            }
        }
        Err(GameLinkError::Malformed(what))
    }

    /// A count of items of at least `min_size` bytes each: never more than the bytes left allow.
    pub(super) fn count(&mut self, what: &'static str, min_size: usize) -> Result<usize, GameLinkError> {
        let n = self.varint(what)? as usize;
        if n.saturating_mul(min_size) > self.0.len() {
            return Err(GameLinkError::Truncated(what));
        }
        Ok(n)
    }
}

pub(super) const fn bit(on: bool, n: u8) -> u8 {
    if on { 1 << n } else { 0 }
}

pub(super) const fn is_black(c: Color) -> bool {
    matches!(c, Color::Black)
}

pub(super) const fn color_of(black: bool) -> Color {
    if black { Color::Black } else { Color::White }
}

pub(super) fn dice_byte(d: Dice) -> u8 {
    (d.first() - 1) * 6 + d.second() - 1
}
