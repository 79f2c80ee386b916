//! The computer's side of the protocol: a request worked out a slice at a time ([`Job`]), so
//! that a newer request can replace it, and [`answer`], a request's text answered whole.

use fevga_core::SeededDice;

use super::reply::Reply;
use super::request::Request;
use crate::lookahead::Depth;
use crate::review::{Analysis, rate};
use crate::{Level, Progress, Rollout, RolloutConfig, Search};

/// A request being worked out, a slice at a time: what the computer's worker runs.
#[derive(Debug)]
pub struct Job {
    work: Work,
}

#[derive(Debug)]
enum Work {
    Choose {
        search: Search,
        level: Level,
        rng: SeededDice,
    },
    Hint(Analysis),
    Rate(Analysis, fevga_core::Play),
    Rollout(Box<Rollout>),
    /// A request no work can answer (a rollout's trials not a multiple of 36): why.
    Refused(String),
}

/// The network evaluations a rollout's trial is counted as, for [`Job::step`]'s budget: about
/// what one trial of five plays truncated after seven half-moves costs.
const EVALS_A_TRIAL: u64 = 1_000;

impl Job {
    /// Starts the work a request asks for.
    #[must_use]
    pub fn new(request: &Request) -> Job {
        let work = match request {
            Request::Choose {
                rules,
                position,
                dice,
                level,
                seed,
            } => Work::Choose {
                search: Search::new(position, *rules, *dice, *level),
                level: *level,
                rng: SeededDice::new(*seed),
            },
            Request::Hint {
                rules,
                position,
                dice,
                level,
            } => Work::Hint(Analysis::new(position, *rules, *dice, *level, None)),
            Request::Rate {
                rules,
                position,
                dice,
                play,
                level,
            } => Work::Rate(Analysis::new(position, *rules, *dice, *level, Some(play)), *play),
            Request::Rollout {
                rules,
                plays,
                trials,
                truncate,
                seed,
                ..
            } => {
                let config = RolloutConfig {
                    trials: *trials,
                    truncate: *truncate,
                    seed: *seed,
                    ..RolloutConfig::default()
                };
                match Rollout::new(plays.clone(), *rules, config) {
                    Ok(r) => Work::Rollout(Box::new(r)),
                    Err(e) => Work::Refused(e.to_string()),
                }
            }
        };
        Job { work }
    }

    /// Works for about `evals` network evaluations (a level that does not look ahead chooses
    /// at once); the reply once it is done.
    pub fn step(&mut self, evals: u64) -> Option<Reply> {
        match &mut self.work {
            Work::Choose { search, level, rng } => {
                let progress = if level.depth() > Depth::Zero {
                    search.step_evals(evals, rng)
                } else {
                    search.step(usize::MAX, rng)
                };
                match progress {
                    Progress::Chosen(play) => Some(Reply::Chosen(play)),
                    Progress::Thinking => None,
                }
            }
            Work::Hint(a) => a.step(evals).map(Reply::Ranked),
            Work::Rate(a, play) => a.step(evals).map(|ranked| {
                let (best, played) = rate(&ranked, play);
                Reply::Rated(best, played)
            }),
            Work::Rollout(r) => {
                let trials = usize::try_from(evals / EVALS_A_TRIAL).unwrap_or(usize::MAX);
                r.step(trials).map(Reply::RolledOut)
            }
            Work::Refused(why) => Some(Reply::Failed(why.clone())),
        }
    }

    /// Trials played and in all, for a rollout.
    #[must_use]
    pub fn progress(&self) -> Option<Reply> {
        match &self.work {
            Work::Rollout(r) => Some(Reply::Progress {
                done: r.done(),
                total: r.trials(),
            }),
            _ => None,
        }
    }

    /// Runs the job to its end.
    #[must_use]
    pub fn run(mut self) -> Reply {
        loop {
            if let Some(reply) = self.step(u64::MAX) {
                return reply;
            }
        }
    }
}

/// Answers a request's text with the reply's text, worked out whole: for callers that may wait
/// (tests, the command line). A request that cannot be read is answered with `failed`.
#[must_use]
pub fn answer(request: &str) -> String {
    match Request::from_text(request) {
        Ok(r) => Job::new(&r).run().to_text(),
        Err(e) => Reply::Failed(e.to_string()).to_text(),
    }
}
