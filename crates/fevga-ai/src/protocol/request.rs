//! What the page asks the computer: [`Request`], and its text (written by the page, read by
//! the worker).

use fevga_core::{Dice, Play, Position, Rules};

use super::text::{Fields, MessageError, read_play};
use crate::{Level, RolloutConfig};

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
    /// One play rated against the best, as a review rates a turn (a turn of a game kept and
    /// reviewed a turn at a time, or a play tried while exploring): both at the same depth.
    Rate {
        /// The rule set.
        rules: Rules,
        /// The position, the playing side to move.
        position: Position,
        /// The roll in play.
        dice: Dice,
        /// The play to rate: legal for `dice` in `position`.
        play: Play,
        /// The level whose analysis depth rates ([`crate::review::analysis_level`]).
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
            Request::Rate {
                rules,
                position,
                dice,
                play,
                level,
            } => format!("rate\t{rules}\t{position}\t{dice}\t{level}\t{}", play.notation()),
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
            "rate" => {
                let (rules, position, dice) = (f.parse("rules")?, f.parse("position")?, f.parse("dice")?);
                let level = f.parse("level")?;
                let play = read_play(&position, rules, dice, f.next("play")?)?
                    .ok_or(MessageError::Field("play", "a pass cannot be rated".into()))?;
                Ok(Request::Rate {
                    rules,
                    position,
                    dice,
                    play,
                    level,
                })
            }
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
            other => Err(MessageError::Kind(other.to_string())),
        }
    }
}
