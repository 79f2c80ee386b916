//! The rules of Fevga (and Mültezim), as fixed by the project's rules document `docs/rules.md`;
//! `§N` in comments and test names cites its sections.
//!
//! Positions are always valid: they are built only through [`Position::start`], the validating
//! parser ([`Position::from_text`], or [`str::parse`]) or [`Position::from_board`]. The engine
//! works from the mover's view (as wildbg does); [`Board`] gives the display view in White's
//! numbering.
//!
//! The root exports the rules; the private modules behind it, and the public namespaces:
//!
//! | Module | What it holds |
//! |---|---|
//! | `position`, `color` | the board, its numbering and the sides (§1, §11) |
//! | `rules` | the rule sets, [`Rules`]: what Mültezim plays differently (§9), one table |
//! | `movegen`, `play` | legal plays (§3–7, §9), each rule a named predicate with its tests; `movegen`'s parts: `mask` (point masks), `step` (single-die steps), `wall` (the building limit), `search` ([`MoveGen`]) |
//! | `turn`, `why` | a turn entered step by step, and the rule behind a refused step |
//! | `dice`, `opening` | dice sources and the opening roll (§2) |
//! | `game`, `match_play` | game and match flow, scoring (§2, §8); `game`'s parts: `phase` (where a game stands, its result), `aids` (the tutor, plays taken back), `error` (the refusals) |
//! | `text` | the position text (§11) |
//! | [`decimal`] | numbers written and read with integer arithmetic, for the pages (no float formatting in their wasm) |
//! | [`shape`] | a position's shape, its one owner: held points, blocks, the rearmost checker, the sprint, all home, on masks; the named lengths of points in a row |
//! | `moment` | the moments a rule first matters |
//! | `words` | the one convention for enums stored or typed as words |
//! | [`notation`] | move text (§1) |
//! | [`record`] | game records |
//! | [`reason`] | the names of a review's reasons: which shape fact tells two plays apart |
//! | [`link`] | the game's addresses: a position to play from, and the correspondence link |
//! | [`fair_dice`] | dice from two players' secrets, with no server: hash chains, commit, reveal |
//! | [`signing`] | who wrote a correspondence link: each side's Ed25519 key, derived from its secret |
//! | [`correspondence`] | a match played by links: one side's state, every refusal named |
//! | [`bench`](mod@bench) | a reproducible benchmark set of positions |
//!
//! The rules themselves are small named predicates in `movegen`: the head rule `movable` (§4) and
//! `bear_off_source` (§7) in `movegen/step.rs`, the building limit `wall_ok` (§5, §9) in
//! `movegen/wall.rs`, `keep_most_dice` (§6.3) and `keep_higher_die` (§6.4) in `movegen/search.rs`.

#![warn(missing_docs)]

#[macro_use]
mod words;
pub mod bench;
mod color;
pub mod correspondence;
pub mod decimal;
mod dice;
pub mod fair_dice;
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
pub mod reason;
pub mod record;
mod rules;
pub mod shape;
pub mod signing;
mod text;
mod turn;
mod why;

pub use color::{ByColor, Color, WhitePoint, flip_point};
pub use dice::{Dice, DiceError, DiceSource, SeededDice};
#[cfg(feature = "os-random")]
pub use dice::{OsDice, random_seed};
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
