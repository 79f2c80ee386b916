//! Learn to play Fevga (issue 17): interactive lessons, each checked by the rules engine, and
//! puzzles mined from games between the computer's levels and proven by play-outs. No web
//! dependencies; builds for wasm32. The texts live in fevga-i18n's Learn bundle
//! (`ftl/learn/*.ftl`, read by `Messages::learn`) under the keys each lesson names
//! (`lesson-<id>-…`).
//!
//! Modules, one concept each, private and re-exported here (but `mine` and `prove`):
//!
//! | module | what it owns |
//! |---|---|
//! | `lesson` | a [`Lesson`]: position, roll, [`Goal`] (a named predicate over the legal plays), hint, section, message keys; [`Lesson::check`] gives a [`Verdict`] |
//! | `lessons` | the ten lessons in teaching order, [`LESSONS`] |
//! | `puzzle` | [`Puzzle`], the puzzles' line format, [`parse_puzzles`] (a fault names its line) |
//! | `theme` | a puzzle's [`Theme`] by named predicates tried in order (sprint, bear-off, race, wall, runner, contact) |
//! | `verdict` | what a try gets: [`Verdict`], right or wrong with a [`Reason`] (the core's refusal, the lesson's, or the equity a puzzle's try gave away) |
//! | `progress` | what a person did: [`Progress`] (lessons done, puzzles solved, failed and skipped, streak and best streak, the person's rating and its history, each tried puzzle's rating; a failed puzzle comes back [`AGAIN`] puzzles later, else the untried puzzle nearest the person's rating), [`Filter`] (theme, difficulty, rule set), its text for local storage |
//! | `rating` | Glicko-2 [`rating::Rating`]s: a try is a game between the person and the puzzle; a puzzle's first rating from its difficulty |
//! | `mine` | (feature `mine`, run by `fevga puzzles`) puzzles mined from games between levels, kept by margin and play-outs, graded by level |
//! | `prove` | (feature `mine`, run by `fevga puzzles --prove`) a puzzle proven by rollouts played to the end: the stored best's lead over every play near it, with common dice |
//! | `data/` | `puzzles.txt` (the 330 shipped puzzles, each proven to the end), `proof.txt` (each one's proof, rebuilt from its seed by a test) and their README (commands, format, rule, counts) |
//! | `tests/` | `lessons.rs` (every lesson proven, tests named after the rules' sections), `puzzles.rs` (every shipped puzzle checked against the engine today) |

#![warn(missing_docs)]

mod lesson;
mod lessons;
#[cfg(feature = "mine")]
pub mod mine;
mod progress;
#[cfg(feature = "mine")]
pub mod prove;
mod puzzle;
pub mod rating;
mod theme;
mod verdict;

pub use lesson::{Goal, Lesson, Part};
pub use lessons::{LESSONS, lesson, lessons};
pub use progress::{AGAIN, Filter, HISTORY, Progress, ProgressError};
pub use puzzle::{MARGIN, Puzzle, PuzzleError, PuzzleFault, PuzzleLine, SHIPPED, Which, parse_puzzles};
pub use rating::Rating;
pub use theme::{Theme, blocks_after, longest_row, moves_rearmost};
pub use verdict::{Reason, Verdict};
