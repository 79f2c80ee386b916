//! The computer player. Four playing levels search the trained network: from `beginner` (0 ply,
//! choosing at random among the plays close to the best) to `expert` (1 ply over the best
//! candidates, then 2 plies for the closest). The hand-made evaluation (race, blocks, primes,
//! trapped checkers) stays as the fixed yardstick, `baseline` (1 ply: the opponent's best reply
//! to each of its 21 rolls) and `baseline-greedy` (0 ply).
//!
//! Plies: *0 ply* judges a play by the position it leads to, *1 ply* averages over the
//! opponent's 21 rolls and its best reply to each, *2 plies* over our 21 rolls after that.
//!
//! The modules are private and their items re-exported here: `level` ([`Level`], the margins
//! and expert's stages), `search` ([`choose`], [`play_turn`], [`Search`]), `lookahead` (plays
//! judged at 0–2 plies: [`Evaluator`], [`PlyCursor`], the [`embedded`] network), `baseline`
//! (the hand-made [`evaluate`]), `net` ([`Net`], [`Outputs`]), `weights` (its file),
//! `train` (TD(λ) self-play: [`Trainer`]) and `duel` (games played out, [`play_out`], and the
//! match statistics). Some are namespaces: [`features`] (the network's inputs), [`neural`]
//! (position → outputs, for tools that drive the network themselves), [`review`] (rating
//! the plays of a game), [`reason`] (why the better play was better, in one fact) and
//! [`protocol`] (the computer's messages to and from a page, and the
//! [`protocol::Job`] a worker runs). `rollout` plays candidates out to the end (or a truncation)
//! with common dice: [`rollout`], [`candidates`], [`RolloutConfig`]; [`benchmark`] is a
//! namespace: the benchmark set of rolled-out decisions, its classes and a level's error rate on it.
//! [`supervised`] is a namespace too: positions from self-play labelled by a teacher's deeper
//! look, and a network fitted to them (issue 21's training after TD(λ)).

#![warn(missing_docs)]

mod baseline;
pub mod benchmark;
mod duel;
pub mod features;
mod level;
mod lookahead;
mod net;
pub mod neural;
pub mod protocol;
pub mod reason;
pub mod review;
mod rollout;
mod search;
pub mod supervised;
mod train;
mod weights;

pub use baseline::evaluate;
pub use duel::{
    Ending, GameSummary, MAX_TURNS, Score, against_baseline, play_from, play_out, play_until, points_share,
};
pub use level::{BEGINNER_MARGIN, EXPERT_EVALS, INTERMEDIATE_MARGIN, Level, Stage};
pub use lookahead::{Depth, Evaluator, PlyCursor, embedded};
pub use net::{LOSE2, Net, OUTPUTS, Outputs, Traces, WIN, WIN2, equity, flip};
pub use neural::NeuralEval;
pub use rollout::{RolledPlay, Rollout, RolloutConfig, RolloutError, candidates, rollout, rollout_by};
pub use search::{Progress, Rated, Search, choose, play_turn};
pub use train::{TrainConfig, Trainer};
pub use weights::{FORMAT_VERSION, FORMAT_VERSION_HALF, MAX_HIDDEN, WeightsError};
