//! The computer's messages: what a page asks ([`Request`]) and what the computer answers
//! ([`Reply`]), as text. The page and the computer's Web Worker are two wasm modules that share no
//! memory, so a message crosses as a string; both ends are this module, so the format has one
//! owner. The page encodes a request and decodes the reply against it (a play is read back in
//! the position it was asked for, and checked to be legal there); the worker decodes the request
//! and runs it as a [`Job`], a slice of work at a time, so that a newer request can replace it.
//!
//! Every message is one or more lines of tab-separated fields; its first word names its kind:
//!
//! ```text
//! choose  <rules> <position> <dice> <level> <seed>      → chosen <play or pass>
//! hint    <rules> <position> <dice> <level>             → ranked, then a line per play:
//!                                                          <play> <P(win)> <P(win 2)> <P(lose 2)> <plies>
//! rate    <rules> <position> <dice> <level> <play>       → rated, then one line:
//!                                                          <best …> | <played …>
//!         (a game is reviewed a turn at a time: a kept review stores these lines)
//! rollout <rules> <position> <dice> <trials> <truncate> <seed>, then a line per play
//!                                                       → rolledout, then a line per play, best first:
//!                                                          <play> <equity> <its se> <diff se>
//!                                                          <P(win)> <P(win 2)> <P(lose 2)> and their ses
//!         (while it works: progress <trials played> <trials>)
//! failed  <why>                                         (a request the worker could not read)
//! ```
//!
//! A chance crosses as its `f32` bits in hex (8 digits), a rollout's means and errors as their
//! `f64` bits (16 digits), so a rating arrives unchanged and the page needs no code to read
//! decimal fractions.
//!
//! | module | what it owns |
//! |---|---|
//! | `request` | [`Request`] and its text |
//! | `reply` | [`Reply`] and its text, a rated and a rolled-out play's line |
//! | `text` | the fields of a line, a play's text, [`MessageError`] |
//! | `job` | [`Job`], a request worked out a slice at a time, and [`answer`] |

mod job;
mod reply;
mod request;
mod text;

pub use job::{Job, answer};
pub use reply::{Reply, rating_line, read_rating_line};
pub use request::Request;
pub use text::MessageError;
