//! Who wrote a correspondence link: each side signs its links with an Ed25519 key derived from
//! its secret (so nothing more is stored), and the link carries both sides' public keys beside
//! their commitments. The link's format writes and reads the bytes
//! ([`link`](crate::link)); the link checker verifies them (`correspondence`).

use std::fmt;

use ed25519_dalek::{Signer, SigningKey as Ed25519Key, VerifyingKey};

use crate::Color;
use crate::fair_dice::{GameId, Secret, digest};

/// A side's public key, as links carry it.
pub type PublicKey = [u8; 32];
/// A link's signature.
pub type Signature = [u8; 64];

const TAG_KEY: &[u8] = b"fevga signing key v2";

/// A side's signing key in one match: derived from its secret, never stored or sent.
#[derive(Clone)]
pub struct SigningKey(Ed25519Key);

impl fmt::Debug for SigningKey {
    /// Only the public half.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SigningKey(public {:02x?})", &self.public()[..4])
    }
}

impl SigningKey {
    /// `color`'s key in match `game`, from its secret (another match or side: another key).
    #[must_use]
    pub fn derive(secret: &Secret, game: GameId, color: Color) -> SigningKey {
        let side = [u8::from(color == Color::Black)];
        let seed = digest(&[TAG_KEY, &game.0, &side, &secret.to_bytes()]);
        SigningKey(Ed25519Key::from_bytes(&seed))
    }

    /// The public half, which the side's links carry.
    #[must_use]
    pub fn public(&self) -> PublicKey {
        self.0.verifying_key().to_bytes()
    }

    /// The signature of `message`.
    #[must_use]
    pub fn sign(&self, message: &[u8]) -> Signature {
        self.0.sign(message).to_bytes()
    }
}

/// Whether `signature` is `key`'s signature of `message` (strict: no key of small order, no
/// second form of the same signature).
#[must_use]
pub fn verify(key: &PublicKey, message: &[u8], signature: &Signature) -> bool {
    VerifyingKey::from_bytes(key).is_ok_and(|k| {
        k.verify_strict(message, &ed25519_dalek::Signature::from_bytes(signature))
            .is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_only_for_its_key_and_message() {
        let secret = Secret::from_bytes([9; 32]);
        let game = GameId(*b"matchid1");
        let key = SigningKey::derive(&secret, game, Color::White);
        let sig = key.sign(b"the link");
        assert!(verify(&key.public(), b"the link", &sig));
        assert!(!verify(&key.public(), b"the lInk", &sig));
        let black = SigningKey::derive(&secret, game, Color::Black);
        let other_match = SigningKey::derive(&secret, GameId(*b"matchid2"), Color::White);
        assert_ne!(black.public(), key.public());
        assert_ne!(other_match.public(), key.public());
        assert!(!verify(&black.public(), b"the link", &sig));
        let mut bent = sig;
        bent[10] ^= 1;
        assert!(!verify(&key.public(), b"the link", &bent));
        // Not a key at all: refused, not a panic.
        assert!(!verify(&[0xff; 32], b"the link", &sig));
        // The same secret, match and side: the same key (nothing to store).
        assert_eq!(SigningKey::derive(&secret, game, Color::White).public(), key.public());
        assert!(!format!("{key:?}").contains("9, 9"));
    }
}
