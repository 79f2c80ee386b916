//! What a correspondence link carries ([`GameLink`], format versions 1 and
//! [`GAME_LINK_VERSION`]): the match's settings, both sides' commitments (and, from version 2,
//! public keys) and reveals, the games before, the current game's turns and the sender's
//! signature. Read, not yet checked against the rules, the dice or the keys.

use crate::fair_dice::{GameId, Value};
use crate::signing::{PublicKey, Signature};
use crate::{ByColor, Color, Dice, GameResult, Rules};

/// The format version new matches write: 2, signed. Version 1 (unsigned, no keys) is still read
/// and written for the matches that began with it.
pub const GAME_LINK_VERSION: u32 = 2;

/// A side's latest revealed chain value: `x[index]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reveal {
    /// The roll the value belongs to (1 = the match's first roll).
    pub index: u32,
    /// The value.
    pub value: Value,
}

/// A finished game before the current one: its result and how many rolls (turns) it used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSummary {
    /// Who won, and the points (§8).
    pub result: GameResult,
    /// Its turns, the opening included.
    pub turns: u32,
}

/// One turn of the current game as the link writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkTurn {
    /// The roll (the opening: the mover's die first, as a record writes it).
    pub dice: Dice,
    /// 0 for a pass, `i + 1` for the `i`-th legal play in [`canonical`](super::code::canonical) order.
    pub play: u32,
}

/// What a correspondence link carries (read, not yet checked against the rules or the dice).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLink {
    /// Who sent it.
    pub sender: Color,
    /// The match's id.
    pub game_id: GameId,
    /// The rule set.
    pub rules: Rules,
    /// The match length in points.
    pub match_length: u32,
    /// How many rolls each side's chain serves.
    pub chain_length: u32,
    /// The side of the player who invited.
    pub inviter: Color,
    /// The previous match's id, when this match is a rematch.
    pub rematch_of: Option<GameId>,
    /// Each side's commitment (chain head), once published.
    pub heads: ByColor<Option<Value>>,
    /// Each side's public key (version 2; `None` in version 1), beside its commitment.
    pub keys: ByColor<Option<PublicKey>>,
    /// Each side's latest revealed chain value.
    pub reveals: ByColor<Option<Reveal>>,
    /// The sender's name (sanitized; may be empty).
    pub name: String,
    /// The finished games before the current one.
    pub games: Vec<GameSummary>,
    /// The current game's turns.
    pub turns: Vec<LinkTurn>,
    /// The side that resigned the match.
    pub resigned: Option<Color>,
    /// The sender's signature of the link (version 2): of [`GameLink::signed_message`].
    pub signature: Option<Signature>,
}

impl GameLink {
    /// The link's format version: 2 when it carries keys, else 1.
    #[must_use]
    pub fn version(&self) -> u32 {
        if self.keys.white.is_some() || self.keys.black.is_some() {
            GAME_LINK_VERSION
        } else {
            1
        }
    }
}
