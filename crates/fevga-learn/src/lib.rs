//! Learn to play Fevga (issue 17): interactive lessons, each checked by the rules engine, and
//! puzzles mined from games between the computer's levels and proven by play-outs. No web
//! dependencies; builds for wasm32. The texts live in fevga-i18n's Learn bundle
//! (`ftl/learn/*.ftl`, read by `Messages::learn`) under the keys each lesson names
//! (`lesson-<id>-…`).
//!
//! Modules, one concept each: `lesson` (a [`Lesson`], its [`Goal`] and texts' keys),
//! `lessons` (the ten lessons, [`LESSONS`]), `verdict` (what a try gets: [`Verdict`], [`Reason`]), `theme`
//! (a puzzle's [`Theme`] and its named predicates), `puzzle` ([`Puzzle`], the data format,
//! [`parse_puzzles`]), `progress` (what a person did: [`Progress`], the next puzzle, [`Filter`]) and, with the `mine` feature, [`mine`] (how puzzles are found and proven).

#![warn(missing_docs)]

mod lesson;
mod lessons;
#[cfg(feature = "mine")]
pub mod mine;
mod progress;
mod puzzle;
mod theme;
mod verdict;

pub use lesson::{Goal, Lesson, Part};
pub use lessons::{LESSONS, lesson, lessons};
pub use progress::{AGAIN, Filter, Progress, ProgressError};
pub use puzzle::{MARGIN, Puzzle, PuzzleError, PuzzleFault, SHIPPED, Which, parse_puzzles};
pub use theme::{Theme, blocks_after, longest_row, moves_rearmost};
pub use verdict::{Reason, Verdict};
