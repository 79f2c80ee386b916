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
//! review  <level>, then the game record                 → reviewed, then a line per turn:
//!                                                          - (no choice) or <best …> | <played …>
//!         (while it works: progress <turns rated> <turns>)
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

use std::fmt::{self, Write as _};

use fevga_core::record::{self, RecordInfo};
use fevga_core::{Dice, Game, MoveText, Play, Position, Rules, SeededDice};

use crate::lookahead::Depth;
use crate::net::OUTPUTS;
use crate::review::{Analysis, Review, Reviewer, analysis_level};
use crate::{Level, Outputs, Progress, Rated, RolledPlay, Rollout, RolloutConfig, Search};

/// What the page asks the computer.
#[derive(Debug, Clone)]
pub enum Request {
    /// The computer's play for a turn: the level's choice, its random part drawn from `seed`.
    Choose {
        /// The rule set.
        rules: Rules,
        /// The position, the computer's side to move.
        position: Position,
        /// The roll in play.
        dice: Dice,
        /// The level that chooses.
        level: Level,
        /// Seeds the level's random choice (beginner and intermediate choose among near-best plays).
        seed: u64,
    },
    /// Every legal play ranked, best first (a hint), at `level`'s analysis depth.
    Hint {
        /// The rule set.
        rules: Rules,
        /// The position, the asking side to move.
        position: Position,
        /// The roll in play.
        dice: Dice,
        /// The level whose analysis depth ranks ([`crate::review::analysis_level`]).
        level: Level,
    },
    /// Every play of a game rated against the best.
    Review {
        /// The game (its record crosses, with every turn).
        game: Box<Game>,
        /// The level whose analysis depth rates.
        level: Level,
    },
    /// Plays rolled out ([`crate::rollout`] on one thread, a slice at a time).
    Rollout {
        /// The rule set.
        rules: Rules,
        /// The position, the asking side to move.
        position: Position,
        /// The roll in play.
        dice: Dice,
        /// The plays to roll out: legal plays of `dice` in `position`, at least one.
        plays: Vec<Play>,
        /// Trials a play: a positive multiple of 36.
        trials: usize,
        /// Half-moves before the network judges (0: to the end).
        truncate: usize,
        /// The dice's seed.
        seed: u64,
    },
}

/// What the computer answers.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// The chosen play, or `None` when the side cannot move.
    Chosen(Option<Play>),
    /// The legal plays ranked, best first.
    Ranked(Vec<Rated>),
    /// The game's review.
    Reviewed(Review),
    /// The plays rolled out, best first.
    RolledOut(Vec<RolledPlay>),
    /// Work done so far, of all: a review's turns rated, a rollout's trials played.
    Progress {
        /// Turns rated, or trials played.
        done: usize,
        /// Turns in the game, or trials in all.
        total: usize,
    },
    /// The worker could not read the request (a page and a worker of different builds).
    Failed(String),
}

/// Why a message cannot be read: the part at fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageError {
    /// The first word names no kind of message (the word).
    Kind(String),
    /// A field is missing (its name).
    Missing(&'static str),
    /// A field cannot be read: its name and why.
    Field(&'static str, String),
    /// A reply that does not answer the request it is read against (its kind).
    Mismatch(&'static str),
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::Kind(k) => write!(f, "{k:?} is no kind of computer message"),
            MessageError::Missing(name) => write!(f, "the message has no {name}"),
            MessageError::Field(name, why) => write!(f, "the message's {name}: {why}"),
            MessageError::Mismatch(kind) => write!(f, "a {kind} reply does not answer this request"),
        }
    }
}

impl std::error::Error for MessageError {}

/// The tab-separated fields of a line, read in order by name.
struct Fields<'a>(std::str::Split<'a, char>);

impl<'a> Fields<'a> {
    fn of(line: &'a str) -> Fields<'a> {
        Fields(line.split('\t'))
    }

    fn next(&mut self, name: &'static str) -> Result<&'a str, MessageError> {
        self.0.next().ok_or(MessageError::Missing(name))
    }

    fn parse<T: std::str::FromStr>(&mut self, name: &'static str) -> Result<T, MessageError>
    where
        T::Err: fmt::Display,
    {
        let text = self.next(name)?;
        text.parse()
            .map_err(|e: T::Err| MessageError::Field(name, e.to_string()))
    }
}

impl Request {
    /// The request as text.
    #[must_use]
    pub fn to_text(&self) -> String {
        match self {
            Request::Choose {
                rules,
                position,
                dice,
                level,
                seed,
            } => {
                format!("choose\t{rules}\t{position}\t{dice}\t{level}\t{seed}")
            }
            Request::Hint {
                rules,
                position,
                dice,
                level,
            } => format!("hint\t{rules}\t{position}\t{dice}\t{level}"),
            Request::Review { game, level } => {
                format!("review\t{level}\n{}", record::export(game, RecordInfo::default()))
            }
            Request::Rollout {
                rules,
                position,
                dice,
                plays,
                trials,
                truncate,
                seed,
            } => {
                let mut out = format!("rollout\t{rules}\t{position}\t{dice}\t{trials}\t{truncate}\t{seed}");
                for p in plays {
                    out.push('\n');
                    out.push_str(&p.notation());
                }
                out
            }
        }
    }

    /// Reads a request.
    ///
    /// # Errors
    /// [`MessageError`] naming the kind or field that cannot be read.
    pub fn from_text(text: &str) -> Result<Request, MessageError> {
        let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
        let mut f = Fields::of(first);
        match f.next("kind")? {
            "choose" => Ok(Request::Choose {
                rules: f.parse("rules")?,
                position: f.parse("position")?,
                dice: f.parse("dice")?,
                level: f.parse("level")?,
                seed: f.parse("seed")?,
            }),
            "hint" => Ok(Request::Hint {
                rules: f.parse("rules")?,
                position: f.parse("position")?,
                dice: f.parse("dice")?,
                level: f.parse("level")?,
            }),
            "rollout" => {
                let (rules, position, dice) = (f.parse("rules")?, f.parse("position")?, f.parse("dice")?);
                let (trials, truncate, seed) = (f.parse("trials")?, f.parse("truncate")?, f.parse("seed")?);
                let config = RolloutConfig {
                    trials,
                    truncate,
                    seed,
                    ..RolloutConfig::default()
                };
                config
                    .checked_trials()
                    .map_err(|e| MessageError::Field("trials", e.to_string()))?;
                let plays = rest
                    .split('\n')
                    .map(|t| {
                        read_play(&position, rules, dice, t)?
                            .ok_or(MessageError::Field("play", "a pass cannot be rolled out".into()))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Request::Rollout {
                    rules,
                    position,
                    dice,
                    plays,
                    trials,
                    truncate,
                    seed,
                })
            }
            "review" => {
                let level = f.parse("level")?;
                let (game, _) = record::import(rest).map_err(|e| MessageError::Field("record", e.to_string()))?;
                Ok(Request::Review {
                    game: Box::new(game),
                    level,
                })
            }
            other => Err(MessageError::Kind(other.to_string())),
        }
    }
}

/// A play's text: its notation, or `pass`.
fn play_text(play: Option<&Play>) -> String {
    play.map_or_else(|| "pass".to_string(), Play::notation)
}

/// Reads a play of `dice` in `pos` back from its text, checked to be legal there.
fn read_play(pos: &Position, rules: Rules, dice: Dice, text: &str) -> Result<Option<Play>, MessageError> {
    let move_text: MoveText = text
        .parse()
        .map_err(|e: fevga_core::ParseMoveError| MessageError::Field("play", e.to_string()))?;
    pos.find_play(rules, dice, &move_text)
        .map_err(|e| MessageError::Field("play", e.to_string()))
}

fn write_rolled(out: &mut String, r: &RolledPlay) {
    out.push_str(&r.play.notation());
    let values = [r.equity, r.equity_se, r.diff_se]
        .into_iter()
        .chain(r.outputs)
        .chain(r.outputs_se);
    for v in values {
        let _ = write!(out, "\t{:016x}", v.to_bits());
    }
}

/// A rolled-out play's line, its play legal in `pos`: means within their ranges, errors
/// finite and not negative.
fn read_rolled(
    line: &str,
    pos: &Position,
    rules: Rules,
    dice: Dice,
    trials: usize,
) -> Result<RolledPlay, MessageError> {
    // The values in `write_rolled`'s order: each one's name and greatest value (the equity
    // runs from -2, everything else from 0).
    const VALUES: [(&str, f64); 3 + 2 * OUTPUTS] = [
        ("equity", 2.0),
        ("error", 4.0),
        ("error", 4.0),
        ("outputs", 1.0),
        ("outputs", 1.0),
        ("outputs", 1.0),
        ("error", 1.0),
        ("error", 1.0),
        ("error", 1.0),
    ];
    let mut f = Fields::of(line);
    let play = read_play(pos, rules, dice, f.next("play")?)?
        .ok_or(MessageError::Field("play", "a pass cannot be rolled out".into()))?;
    let mut v = [0f64; 3 + 2 * OUTPUTS];
    for (x, (i, &(name, max))) in v.iter_mut().zip(VALUES.iter().enumerate()) {
        let hex = f.next(name)?;
        let bits = u64::from_str_radix(hex, 16).ok().filter(|_| hex.len() == 16);
        let min = if i == 0 { -max } else { 0.0 };
        *x = bits
            .map(f64::from_bits)
            .filter(|x| (min..=max).contains(x))
            .ok_or_else(|| {
                MessageError::Field(name, format!("{hex} is not the 16 hex digits of a value in its range"))
            })?;
    }
    if f.0.next().is_some() {
        return Err(MessageError::Field("play", "more fields than a rolled play has".into()));
    }
    Ok(RolledPlay {
        play,
        outputs: [v[3], v[4], v[5]],
        outputs_se: [v[6], v[7], v[8]],
        equity: v[0],
        equity_se: v[1],
        diff_se: v[2],
        trials,
    })
}

fn write_rated(out: &mut String, r: &Rated) {
    let y = r.outputs;
    let _ = write!(
        out,
        "{}\t{:08x}\t{:08x}\t{:08x}\t{}",
        r.play.notation(),
        y[0].to_bits(),
        y[1].to_bits(),
        y[2].to_bits(),
        r.depth.plies()
    );
}

fn read_rated(f: &mut Fields<'_>, pos: &Position, rules: Rules, dice: Dice) -> Result<Rated, MessageError> {
    let play = read_play(pos, rules, dice, f.next("play")?)?.ok_or(MessageError::Missing("play"))?;
    let mut outputs: Outputs = [0.0; 3];
    for y in &mut outputs {
        let hex = f.next("outputs")?;
        let bits = u32::from_str_radix(hex, 16).map_err(|e| MessageError::Field("outputs", e.to_string()))?;
        *y = f32::from_bits(bits);
        if !(0.0..=1.0).contains(y) {
            return Err(MessageError::Field(
                "outputs",
                format!("{hex} is not a chance from 0 to 1"),
            ));
        }
    }
    let depth = match f.parse::<u8>("plies")? {
        0 => Depth::Zero,
        1 => Depth::One,
        2 => Depth::Two,
        n => return Err(MessageError::Field("plies", format!("{n} is not 0, 1 or 2"))),
    };
    Ok(Rated::new(play, outputs, depth))
}

impl Reply {
    /// The reply as text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        match self {
            Reply::Chosen(play) => {
                let _ = write!(out, "chosen\t{}", play_text(play.as_ref()));
            }
            Reply::Ranked(list) => {
                out.push_str("ranked");
                for r in list {
                    out.push('\n');
                    write_rated(&mut out, r);
                }
            }
            Reply::Reviewed(review) => {
                out.push_str("reviewed");
                for t in &review.turns {
                    out.push('\n');
                    match (&t.best, &t.played_rated) {
                        (Some(best), Some(played)) => {
                            write_rated(&mut out, best);
                            out.push_str("\t|\t");
                            write_rated(&mut out, played);
                        }
                        _ => out.push('-'),
                    }
                }
            }
            Reply::RolledOut(list) => {
                out.push_str("rolledout");
                for r in list {
                    out.push('\n');
                    write_rolled(&mut out, r);
                }
            }
            Reply::Progress { done, total } => {
                let _ = write!(out, "progress\t{done}\t{total}");
            }
            Reply::Failed(why) => {
                let _ = write!(out, "failed\t{}", why.replace(['\t', '\n'], " "));
            }
        }
        out
    }

    /// Reads a reply to `request`: its plays are read in the request's positions and must be
    /// legal there, a review must rate every turn of the request's game.
    ///
    /// # Errors
    /// [`MessageError`] naming what cannot be read, or [`MessageError::Mismatch`] for a reply of
    /// another kind than the request asks for.
    pub fn from_text(text: &str, request: &Request) -> Result<Reply, MessageError> {
        let mut lines = text.split('\n');
        let mut f = Fields::of(lines.next().unwrap_or(""));
        let kind = f.next("kind")?;
        match (kind, request) {
            ("progress", _) => Ok(Reply::Progress {
                done: f.parse("done")?,
                total: f.parse("total")?,
            }),
            ("failed", _) => Ok(Reply::Failed(f.next("why")?.to_string())),
            (
                "chosen",
                Request::Choose {
                    rules, position, dice, ..
                },
            ) => Ok(Reply::Chosen(read_play(position, *rules, *dice, f.next("play")?)?)),
            (
                "ranked",
                Request::Hint {
                    rules, position, dice, ..
                },
            ) => lines
                .map(|line| read_rated(&mut Fields::of(line), position, *rules, *dice))
                .collect::<Result<_, _>>()
                .map(Reply::Ranked),
            ("reviewed", Request::Review { game, level }) => {
                let history = game.history();
                let mut ratings = Vec::with_capacity(history.len());
                for (t, line) in history.iter().zip(lines.by_ref()) {
                    if line == "-" {
                        ratings.push(None);
                        continue;
                    }
                    let (best, played) = line.split_once("\t|\t").ok_or(MessageError::Missing("played"))?;
                    let best = read_rated(&mut Fields::of(best), &t.before, game.rules(), t.dice)?;
                    let played = read_rated(&mut Fields::of(played), &t.before, game.rules(), t.dice)?;
                    ratings.push(Some((best, played)));
                }
                if ratings.len() != history.len() || lines.next().is_some() {
                    return Err(MessageError::Field(
                        "turns",
                        format!("the game has {} turns", history.len()),
                    ));
                }
                Ok(Reply::Reviewed(Review::assemble(
                    game.rules(),
                    history,
                    analysis_level(*level),
                    &ratings,
                )))
            }
            (
                "rolledout",
                Request::Rollout {
                    rules,
                    position,
                    dice,
                    plays,
                    trials,
                    ..
                },
            ) => {
                let rolled = lines
                    .map(|line| read_rolled(line, position, *rules, *dice, *trials))
                    .collect::<Result<Vec<_>, _>>()?;
                let asked = |r: &RolledPlay| plays.iter().any(|p| p.position() == r.play.position());
                if rolled.len() != plays.len() || !rolled.iter().all(asked) {
                    return Err(MessageError::Field(
                        "plays",
                        format!("{} plays were asked for", plays.len()),
                    ));
                }
                Ok(Reply::RolledOut(rolled))
            }
            ("chosen", _) => Err(MessageError::Mismatch("chosen")),
            ("rolledout", _) => Err(MessageError::Mismatch("rolledout")),
            ("ranked", _) => Err(MessageError::Mismatch("ranked")),
            ("reviewed", _) => Err(MessageError::Mismatch("reviewed")),
            (other, _) => Err(MessageError::Kind(other.to_string())),
        }
    }
}

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
    Review(Box<Reviewer>),
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
            Request::Review { game, level } => Work::Review(Box::new(Reviewer::new(game, *level))),
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
            Work::Review(r) => r.step(evals).map(Reply::Reviewed),
            Work::Rollout(r) => {
                let trials = usize::try_from(evals / EVALS_A_TRIAL).unwrap_or(usize::MAX);
                r.step(trials).map(Reply::RolledOut)
            }
            Work::Refused(why) => Some(Reply::Failed(why.clone())),
        }
    }

    /// Turns rated and in all, for a review; trials played and in all, for a rollout.
    #[must_use]
    pub fn progress(&self) -> Option<Reply> {
        match &self.work {
            Work::Review(r) => {
                let (done, total) = r.progress();
                Some(Reply::Progress { done, total })
            }
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
