//! What a player asked the game to do ([`GameAction`]) and why the game refused it
//! ([`GameError`]).

use std::fmt;

use super::phase::Phase;
use crate::{ByColor, Color, Dice, DiceError, IllegalPlay};

/// What a player asked the game to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameAction {
    /// Roll (or set) the opening roll.
    RollOpening,
    /// Roll (or set) the dice of a turn.
    Roll,
    /// Make a play.
    Play,
    /// Pass a turn that cannot be played.
    Pass,
    /// Start the next game of a match.
    NextGame,
    /// Take back a play.
    TakeBack,
}

impl fmt::Display for GameAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameAction::RollOpening => "roll the opening",
            GameAction::Roll => "roll",
            GameAction::Play => "play",
            GameAction::Pass => "pass",
            GameAction::NextGame => "start the next game",
            GameAction::TakeBack => "take back a play",
        })
    }
}

/// A request the game cannot take in its current phase, or an illegal play in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// E.g. rolling twice, or playing before rolling.
    WrongPhase {
        /// What was asked.
        action: GameAction,
        /// The phase the game was in.
        phase: Phase,
    },
    /// A well-formed play the rules do not allow.
    Illegal(IllegalPlay),
    /// A malformed move text.
    BadMove(crate::ParseMoveError),
    /// An opening roll must not be a double (§2).
    OpeningDouble(Dice),
    /// The side that moves first in the opening had the lower die (§2); the roll is written with
    /// the mover's die first.
    OpeningLowerDie {
        /// The side said to move first.
        mover: Color,
        /// The roll as written, the mover's die first.
        dice: Dice,
    },
    /// A match must be played to at least one point.
    BadMatchLength(u32),
    /// A score before a game at which a side has already reached the match length (§8): that
    /// match is over, so no game of it can be in progress.
    ScoreReached {
        /// The match length.
        length: u32,
        /// Each side's points.
        score: ByColor<u32>,
    },
    /// The match is over: no next game.
    MatchOver {
        /// The side that won the match.
        winner: Color,
    },
    /// Dice that are not two numbers 1–6.
    Dice(DiceError),
    /// The side has no play to take back: none yet, or its last turn was a pass.
    NothingToTakeBack(Color),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::WrongPhase { action, phase } => {
                let why = match phase {
                    Phase::Opening => "the opening roll comes first",
                    Phase::Roll => "the dice must be rolled",
                    Phase::Play(_) => "the roll must be played",
                    Phase::Over(_) => "the game is over",
                };
                write!(f, "cannot {action} now: {why}")
            }
            GameError::Illegal(e) => e.fmt(f),
            GameError::BadMove(e) => e.fmt(f),
            GameError::OpeningDouble(d) => write!(f, "the opening roll {d} is a double; ties are rolled again"),
            GameError::OpeningLowerDie { mover, dice } => {
                write!(
                    f,
                    "{} cannot open with {dice}: the higher die moves first",
                    mover.title()
                )
            }
            GameError::BadMatchLength(n) => write!(f, "match length {n}: must be at least 1"),
            GameError::ScoreReached { length, score } => {
                let (w, b) = (score.white, score.black);
                write!(f, "score {w}-{b} in a match to {length}: the match was already over")
            }
            GameError::MatchOver { winner } => write!(f, "the match is over: {} won it", winner.title()),
            GameError::Dice(e) => e.fmt(f),
            GameError::NothingToTakeBack(side) => write!(f, "{} has no play to take back", side.title()),
        }
    }
}

impl std::error::Error for GameError {}

impl From<IllegalPlay> for GameError {
    fn from(e: IllegalPlay) -> Self {
        GameError::Illegal(e)
    }
}

impl From<crate::ParseMoveError> for GameError {
    fn from(e: crate::ParseMoveError) -> Self {
        GameError::BadMove(e)
    }
}
