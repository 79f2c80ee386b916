//! The computer player. Five playing levels search the trained network: from `novice` (0 ply,
//! a weighted random choice among the plays within 0.30 of the best, never throwing checkers
//! away) and `beginner` (0 ply, choosing at random among the plays close to the best) to `expert` (1 ply over the best
//! candidates, then 2 plies for the closest). The hand-made evaluation (race, blocks, primes,
//! trapped checkers) stays as the fixed yardstick, `baseline` (1 ply: the opponent's best reply
//! to each of its 21 rolls) and `baseline-greedy` (0 ply).
//!
//! Plies: *0 ply* judges a play by the position it leads to, *1 ply* averages over the
//! opponent's 21 rolls and its best reply to each, *2 plies* over our 21 rolls after that.
//!
//! A façade: the private modules' items are re-exported here; the linked modules are public
//! namespaces.
//!
//! | module | what it owns |
//! |---|---|
//! | `level` | [`Level`] (novice, beginner, intermediate, strong, expert; the two baselines), the margins of the levels that choose at random, expert's [`Stage`]s |
//! | [`novice`] | novice's weighted choice, and what throwing checkers away is ([`novice::throws_away`]) |
//! | `search` | the choice of a play: [`choose`], [`play_turn`], and [`Search`], a slice of work at a time |
//! | `lookahead` | a play judged at 0–2 plies: [`Evaluator`], [`PlyCursor`], the [`embedded`] network |
//! | `baseline` | the hand-made evaluation kept as the yardstick ([`evaluate`]) |
//! | [`features`] | the network's inputs: td1's 213 and the 227 of feature set V2 |
//! | `net` | the network itself, [`Net`] and its [`Outputs`], and the gradients training needs |
//! | [`neural`] | position → outputs, for tools that drive the network themselves ([`NeuralEval`]) |
//! | `weights` | the weights file: `f32` (what training writes) or half floats (what ships) |
//! | `train` | TD(λ) self-play: [`Trainer`] |
//! | [`supervised`] | positions labelled by a teacher's deeper look, and a network fitted to them (issue 21) |
//! | `duel` | games played out ([`play_out`]) and the match statistics |
//! | `rollout` | plays played out with common dice: [`rollout`], [`candidates`], [`RolloutConfig`] (its parts: `config`, the trials' `dice`, one `trial`, the `summary` into [`RolledPlay`]s) |
//! | [`benchmark`] | the benchmark set of rolled-out decisions, its classes and a level's error rate on it (`class`, the file's `decision`s, the `judge` that makes a set, `score`) |
//! | [`review`] | plays rated by the equity they gave away: a hint's ranking, a whole game's review |
//! | [`tutor`] | the tutor's judgement of a play before it is made (every blunder, a mistake unless it just warned), and its stops counted over simulated games |
//! | [`reason`] | why the better play was better: the first of the core's shape facts that tells the two positions apart (tested against a naive reading in `tests/reasons.rs`) |
//! | [`protocol`] | the computer's questions and answers as text, and the [`protocol::Job`] its worker runs (`request`, `reply`, their fields in `text`, `job`) |
//!
//! The networks are in `nets/`, with a README of how each was made: `sv4` and its half-float
//! copy `sv4.half.weights`, the one [`embedded`] ships (played by every level but the baselines
//! since 2026-12-02); `td1`, the network before it, kept with its learning curve as issue 21's
//! yardstick; `td2`, `sv5` and `sv6`, trained and measured but played by no level.

#![warn(missing_docs)]

mod baseline;
pub mod benchmark;
mod duel;
pub mod features;
mod level;
mod lookahead;
mod net;
pub mod neural;
pub mod novice;
pub mod protocol;
pub mod reason;
pub mod review;
mod rollout;
mod search;
pub mod supervised;
mod train;
pub mod tutor;
mod weights;

pub use baseline::evaluate;
pub use duel::{
    Ending, GameSummary, MAX_TURNS, Score, against_baseline, play_from, play_out, play_until, points_share,
};
pub use level::{BEGINNER_MARGIN, EXPERT_EVALS, INTERMEDIATE_MARGIN, Level, NOVICE_MARGIN, NOVICE_SPREAD, Stage};
pub use lookahead::{Depth, Evaluator, PlyCursor, embedded};
pub use net::{LOSE2, Net, OUTPUTS, Outputs, Traces, WIN, WIN2, equity, flip};
pub use neural::NeuralEval;
pub use rollout::{RolledPlay, Rollout, RolloutConfig, RolloutError, candidates, rollout, rollout_by, rollout_trials};
pub use search::{Progress, Rated, Search, choose, play_turn};
pub use train::{TrainConfig, Trainer};
pub use weights::{FORMAT_VERSION, FORMAT_VERSION_HALF, MAX_HIDDEN, WeightsError};
