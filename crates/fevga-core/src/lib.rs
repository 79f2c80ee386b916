//! The rules of Fevga (and Mültezim), as fixed by the project's rules document `docs/rules.md`;
//! `§N` in comments and test names cites its sections.
//!
//! Positions are always valid: they are built only through [`Position::start`], the validating
//! parser ([`Position::from_text`], or [`str::parse`]) or [`Position::from_board`]. The engine
//! works from the mover's view (as wildbg does); [`Board`] gives the display view in White's
//! numbering.
//!
//! Concepts live in private modules and are re-exported here: board and numbering (§1)
//! `position`, the rule sets (§4, §5, §9) `rules`, legal plays (§3–7, §9) `movegen`, a turn
//! entered step by step `turn`, game and match flow (§2, §8) `game`, position text (§11) `text`.
//! The text formats are public namespaces: [`notation`] (moves, §1), [`record`] (games) and
//! [`link`] (a position to play from, as the game's address carries it). So is [`shape`], a
//! position's shape (held points, blocks, the rearmost checker, the sprint, all home) on masks,
//! with its named lengths of points in a row.
//!
//! The rules themselves are small named predicates in `movegen`, each with its unit tests: the
//! head rule `movable` (§4), `bear_off_source` (§7), the building limit `wall_ok` (§5, §9),
//! `keep_most_dice` (§6.3) and `keep_higher_die` (§6.4). What Mültezim plays differently (§9) is
//! one table, `RuleSet`, in `rules`.

#![warn(missing_docs)]

#[macro_use]
mod words;
pub mod bench;
mod color;
mod correspondence;
mod dice;
mod fair_dice;
mod game;
#[doc(hidden)]
pub mod invariants;
pub mod link;
mod match_play;
mod moment;
mod movegen;
pub mod notation;
mod opening;
mod play;
mod position;
pub mod record;
mod rules;
pub mod shape;
mod text;
mod turn;
mod why;

pub use color::{ByColor, Color, WhitePoint, flip_point};
pub use correspondence::{Correspondence, CorrespondenceError, MAX_CHAIN, Setup, Status, Update, chain_length_for};
pub use dice::{Dice, DiceError, DiceSource, SeededDice};
#[cfg(feature = "os-random")]
pub use dice::{OsDice, random_seed};
pub use fair_dice::{Chain, GameId, Secret, Value, chain_step, fair_opening, fair_roll, unroll};
pub use game::{Aids, Game, GameAction, GameError, GameResult, Phase, TurnRecord};
pub use match_play::Match;
pub use moment::Moment;
pub use movegen::MoveGen;
pub use notation::{MoveText, ParseMoveError};
pub use opening::{Opening, OpeningRoll};
pub use play::{CheckerMove, IllegalPlay, Play, Step, StepTo};
pub use position::{Board, CHECKERS, Position, PositionError};
pub use record::{RecordError, RecordErrorKind, RecordInfo};
pub use rules::Rules;
pub use turn::{Destination, PartialTurn};
pub use why::{Blocked, Refusal, StepTextError};
pub use words::{UnknownWord, alternatives};
// The words! macro's comparison, for the crates that define their own word enums.
#[doc(hidden)]
pub use words::is_word as __is_word;
