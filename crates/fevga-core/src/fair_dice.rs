//! Fair dice without a server: the rule that turns two players' secrets into dice, and the checks
//! of what the other side reveals. `docs/fair-dice.md` explains it for players.
//!
//! Each side draws a [`Secret`] and turns it into a **hash chain** for the match: `x[N]` comes from
//! the secret, `x[k-1] = H(tag, game id, side, k, x[k])`, and the **head** `x[0]` is published
//! (committed) before the side sees anything of the other's chain but its head. Roll `k` of the
//! match (`k ≥ 1`; the opening rolls of every game count as one roll each) is derived from both
//! sides' `x[k]` by [`fair_roll`] or [`fair_opening`]. A side reveals its chain from the front:
//! showing `x[k]` shows every `x[j]`, `j < k` (hash it forward), never `x[k+1]`. So the head fixes
//! every value a side will ever reveal, and a roll is known only to whoever holds both values.

use std::fmt;

use sha2::{Digest, Sha256};

use crate::{Color, Dice, Opening};

/// One chain value (or head, or secret): 32 bytes.
pub type Value = [u8; 32];

const TAG_SEED: &[u8] = b"fevga seed v1";
const TAG_CHAIN: &[u8] = b"fevga chain v1";
const TAG_DICE: &[u8] = b"fevga dice v1";
const TAG_GAME_ID: &[u8] = b"fevga game id v1";

/// A side's secret for one match: 32 random bytes that only its holder ever sees (until the
/// chain built from it is revealed). Use a fresh one for every match.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(Value);

impl fmt::Debug for Secret {
    /// Never prints the bytes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

impl Secret {
    /// A secret from 32 bytes the caller drew (the page: `crypto.getRandomValues`).
    #[must_use]
    pub const fn from_bytes(bytes: Value) -> Secret {
        Secret(bytes)
    }

    /// The secret's bytes, to store them where only their owner can read them.
    #[must_use]
    pub const fn to_bytes(&self) -> Value {
        self.0
    }

    /// A secret from the operating system's (or the browser's) random source.
    ///
    /// # Errors
    /// [`DiceError::NoRandomness`](crate::DiceError::NoRandomness) if the platform has none.
    #[cfg(feature = "os-random")]
    pub fn random() -> Result<Secret, crate::DiceError> {
        let mut b = [0u8; 32];
        getrandom::fill(&mut b).map_err(|e| crate::DiceError::NoRandomness(e.to_string()))?;
        Ok(Secret(b))
    }

    /// The game id of a match this secret's holder invites to: 8 bytes of its hash.
    #[must_use]
    pub fn game_id(&self) -> GameId {
        let h = hash(&[TAG_GAME_ID, &self.0]);
        let mut id = [0u8; 8];
        id.copy_from_slice(&h[..8]);
        GameId(id)
    }
}

/// A match's id: chosen by the inviter, in every link and every hash of the match, so links and
/// chains of two matches never mix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameId(pub [u8; 8]);

impl fmt::Display for GameId {
    /// 16 hex digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

/// SHA-256 of the parts, one after the other.
fn hash(parts: &[&[u8]]) -> Value {
    let mut h = Sha256::new();
    for p in parts {
        h.update(p);
    }
    h.finalize().into()
}

/// SHA-256 of the parts (for the link's checksum).
pub(crate) fn digest(parts: &[&[u8]]) -> Value {
    hash(parts)
}

const fn side_byte(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// `x[k-1]` from `x[k]`: one step of `color`'s chain towards its head.
#[must_use]
pub fn chain_step(game: GameId, color: Color, k: u32, value: &Value) -> Value {
    hash(&[TAG_CHAIN, &game.0, &[side_byte(color)], &k.to_le_bytes(), value])
}

/// A side's own chain: what it derives from its secret, never sent as a whole.
#[derive(Clone)]
pub struct Chain {
    game: GameId,
    color: Color,
    length: u32,
    top: Value,
}

impl fmt::Debug for Chain {
    /// Never prints the secret end of the chain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Chain({} {} of {})", self.game, self.color, self.length)
    }
}

impl Chain {
    /// `color`'s chain of `length` values in match `game`, from its secret.
    #[must_use]
    pub fn new(secret: &Secret, game: GameId, color: Color, length: u32) -> Chain {
        let top = hash(&[TAG_SEED, &game.0, &[side_byte(color)], &secret.0]);
        Chain {
            game,
            color,
            length,
            top,
        }
    }

    /// The number of rolls the chain can serve.
    #[must_use]
    pub const fn length(&self) -> u32 {
        self.length
    }

    /// `x[k]` (`k` at most the length; larger `k` give the top value): `length − k` hashes.
    #[must_use]
    pub fn value(&self, k: u32) -> Value {
        let mut v = self.top;
        let mut i = self.length;
        while i > k {
            v = chain_step(self.game, self.color, i, &v);
            i -= 1;
        }
        v
    }

    /// The whole chain `x[0..=length]`, worked out in one pass (`length` hashes).
    #[must_use]
    pub fn values(&self) -> Vec<Value> {
        let mut values = Vec::with_capacity(self.length as usize + 1);
        let mut v = self.top;
        values.push(v);
        for k in (1..=self.length).rev() {
            v = chain_step(self.game, self.color, k, &v);
            values.push(v);
        }
        values.reverse();
        values
    }

    /// The head `x[0]`: the commitment published in the first link.
    #[must_use]
    pub fn head(&self) -> Value {
        self.value(0)
    }
}

/// Checks a revealed `x[index]` against `color`'s head and returns `x[0..=index]` (every value it
/// reveals, the head first), or `None` if it does not hash to the head.
#[must_use]
pub fn unroll(game: GameId, color: Color, head: &Value, index: u32, value: &Value) -> Option<Vec<Value>> {
    let mut values = vec![*value];
    let mut v = *value;
    for k in (1..=index).rev() {
        v = chain_step(game, color, k, &v);
        values.push(v);
    }
    values.reverse();
    (values.first() == Some(head)).then_some(values)
}

/// The stream of uniform ordered outcomes (first die, second die) of roll `k` from both sides'
/// values: SHA-256 blocks, each byte below 252 (= 7 × 36) one outcome, the others skipped, so no
/// outcome is favoured (no modulo bias).
fn outcomes(game: GameId, k: u32, values: [&Value; 2]) -> impl Iterator<Item = (u8, u8)> {
    (0u32..)
        .flat_map(move |block| {
            hash(&[
                TAG_DICE,
                &game.0,
                &k.to_le_bytes(),
                &block.to_le_bytes(),
                values[0],
                values[1],
            ])
        })
        .filter(|&b| b < 252)
        .map(|b| (b % 36 / 6 + 1, b % 6 + 1))
}

/// Roll `k` of match `game` (not an opening): the first outcome of the stream of White's `x[k]`
/// and Black's `x[k]`, each of the 36 ordered outcomes with probability 1/36.
#[must_use]
pub fn fair_roll(game: GameId, k: u32, white: &Value, black: &Value) -> Dice {
    let (a, b) = outcomes(game, k, [white, black]).next().unwrap_or((1, 1));
    Dice(a, b)
}

/// Roll `k` as a game's opening (§2): White's die first, Black's second, ties rolled again (the
/// next outcome of the same stream), so each of the 30 unequal outcomes has probability 1/30.
#[must_use]
pub fn fair_opening(game: GameId, k: u32, white: &Value, black: &Value) -> Opening {
    outcomes(game, k, [white, black])
        .find_map(|(w, b)| Opening::new(w, b).ok())
        .unwrap_or(Opening::UNREACHED)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: GameId = GameId(*b"testgame");

    #[test]
    fn a_chain_reveals_its_past_and_hides_its_future() {
        let chain = Chain::new(&Secret::from_bytes([7; 32]), GAME, Color::White, 50);
        let head = chain.head();
        let values = unroll(GAME, Color::White, &head, 20, &chain.value(20)).unwrap();
        assert_eq!(values.len(), 21);
        assert_eq!(values[7], chain.value(7));
        assert_eq!(chain.values()[..=20], values[..]);
        assert_eq!(chain.values().len(), 51);
        // The wrong index, side, game or value does not reach the head.
        assert!(unroll(GAME, Color::White, &head, 19, &chain.value(20)).is_none());
        assert!(unroll(GAME, Color::Black, &head, 20, &chain.value(20)).is_none());
        assert!(unroll(GameId([0; 8]), Color::White, &head, 20, &chain.value(20)).is_none());
        let mut v = chain.value(20);
        v[31] ^= 1;
        assert!(unroll(GAME, Color::White, &head, 20, &v).is_none());
        // Another secret, another head.
        assert_ne!(
            Chain::new(&Secret::from_bytes([8; 32]), GAME, Color::White, 50).head(),
            head
        );
        assert_eq!(format!("{:?}", Secret::from_bytes([7; 32])), "Secret(..)");
    }

    #[test]
    fn rolls_are_uniform_over_the_36_outcomes_and_openings_over_30() {
        let mut counts = [0u32; 36];
        let mut openings = [0u32; 36];
        let n = 36_000u32;
        for k in 0..n {
            let w = hash(&[&k.to_le_bytes()]);
            let d = fair_roll(GAME, k, &w, &[1; 32]);
            counts[usize::from((d.first() - 1) * 6 + d.second() - 1)] += 1;
            let o = fair_opening(GAME, k, &w, &[1; 32]);
            openings[usize::from((o.white() - 1) * 6 + o.black() - 1)] += 1;
        }
        for (i, c) in counts.iter().enumerate() {
            assert!((850..1150).contains(c), "outcome {i}: {c}");
        }
        for (i, c) in openings.iter().enumerate() {
            if i % 7 == 0 {
                assert_eq!(*c, 0, "a tie opened a game");
            } else {
                assert!((1020..1380).contains(c), "opening {i}: {c}");
            }
        }
        // Both values matter: changing either changes the roll stream.
        let a = [3; 32];
        let rolls = |b: u8| (0..40).map(|k| fair_roll(GAME, k, &a, &[b; 32])).collect::<Vec<_>>();
        assert_ne!(rolls(1), rolls(2));
    }
}
