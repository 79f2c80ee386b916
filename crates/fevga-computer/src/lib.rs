//! The computer player's own wasm module, run by the page's Web Worker (`web/computer/worker.js`)
//! so that no search ever runs on the page's thread. It translates only:
//!
//! - [`Job`]: a question of the page ([`fevga_ai::protocol`]'s text) worked out a slice at a time,
//!   so the worker can take a newer question between slices;
//! - the JS API with its computer calls (`aiPlay`, `Game.aiPlay`, and the rest of `fevga-wasm`),
//!   which the page's `fevga.aiPlay` forwards here; used directly (in Node, or any page that
//!   imports `computer/fevga_computer.js`) they answer at once.
//!
//! `scripts/build-pages.sh` (`web/pages.tsv`) builds it into `dist/computer/` with its glue and the worker's
//! script; the friend page (a hint) and the Games page (reviews a turn at a time, lines tried, rollouts, the computer on a real board) start the same worker.

#![warn(missing_docs)]

use fevga_ai::protocol::{self, Reply, Request};
use wasm_bindgen::prelude::*;

pub use fevga_wasm as api;

/// A question of the page being worked out.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Job {
    job: Result<protocol::Job, String>,
}

#[wasm_bindgen]
impl Job {
    /// Starts the work a question's text asks for. A text that cannot be read is answered by the
    /// first [`Job::step`] with a `failed` reply naming why.
    #[wasm_bindgen(constructor)]
    #[must_use]
    pub fn new(request: &str) -> Job {
        Job {
            job: Request::from_text(request)
                .map(|r| protocol::Job::new(&r))
                .map_err(|e| e.to_string()),
        }
    }

    /// Works for about `evals` network evaluations; the reply's text once done.
    pub fn step(&mut self, evals: f64) -> Option<String> {
        match &mut self.job {
            // `as` saturates: a negative or NaN budget is 0, a huge one the largest.
            Ok(job) => job.step(evals as u64).map(|r| r.to_text()),
            Err(why) => Some(Reply::Failed(why.clone()).to_text()),
        }
    }

    /// A rollout's progress as a reply's text (`progress …`), if the job is a rollout.
    #[must_use]
    pub fn progress(&self) -> Option<String> {
        self.job.as_ref().ok()?.progress().map(|r| r.to_text())
    }
}
