//! The rules of Fevga (and Mültezim), as fixed by `shared/rules/fevga.md`.
//!
//! Positions are always valid: they are built only through [`Position::start`],
//! the validating parser ([`Position::from_text`]) or [`Position::from_board`].
//! The engine works from the mover's view (as wildbg does); [`Board`] gives the
//! display view in White's numbering.
//!
//! Sections of fevga.md map onto modules: board and numbering (§1) [`position`],
//! moving, head rule, walls, legality and bearing off (§3–7, §9) [`movegen`],
//! notation (§1) [`notation`], game and match flow (§2, §8) [`game`], position text
//! (§11) [`text`], game records [`record`].

pub mod bench;
mod color;
mod dice;
mod error;
pub mod game;
pub mod movegen;
pub mod notation;
mod play;
pub mod position;
pub mod record;
mod rules;
pub mod text;
pub mod turn;

pub use color::Color;
#[cfg(feature = "os-random")]
pub use dice::OsDice;
pub use dice::{Dice, DiceSource, SeededDice};
pub use error::{DiceError, GameError, IllegalPlay, PositionError, RecordError, RecordErrorKind};
pub use game::{Game, GameResult, Match, Phase};
pub use movegen::MoveGen;
pub use notation::{MoveText, ParseMoveError};
pub use play::{Play, Step, StepTo};
pub use position::{Board, Position};
pub use rules::Rules;
pub use turn::{Destination, PartialTurn};
