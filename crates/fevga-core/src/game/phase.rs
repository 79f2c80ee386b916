//! Where a game stands ([`Phase`]) and how it ended ([`GameResult`], §8).

use crate::{Color, Dice};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Before the opening roll (§2).
    Opening,
    /// The side to move must roll.
    Roll,
    /// The side to move has rolled and must play (or pass, if no play is legal).
    Play(Dice),
    /// The game is over.
    Over(GameResult),
}

impl Phase {
    /// A stable name for programs and tests: `opening`, `roll`, `play` or `over`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Opening => "opening",
            Phase::Roll => "roll",
            Phase::Play(_) => "play",
            Phase::Over(_) => "over",
        }
    }
}

/// Who won and how many points the game is worth (§8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// The side that bore off all fifteen.
    pub winner: Color,
    /// 2 if the loser had borne off none, else 1.
    pub points: u8,
}
