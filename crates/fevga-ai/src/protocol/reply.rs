//! What the computer answers: [`Reply`], and its text (written by the worker, read by the page
//! against the request it answers), with the lines of a rated and of a rolled-out play.

use std::fmt::Write as _;

use fevga_core::{Dice, Play, Position, Rules};

use super::request::Request;
use super::text::{Fields, MessageError, play_text, read_play};
use crate::lookahead::Depth;
use crate::net::OUTPUTS;
use crate::review::TurnRating;
use crate::{Outputs, Rated, RolledPlay};

/// What the computer answers.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// The chosen play, or `None` when the side cannot move.
    Chosen(Option<Play>),
    /// The legal plays ranked, best first.
    Ranked(Vec<Rated>),
    /// A play rated: the best play's rating and the play's, at the same depth.
    Rated(Rated, Rated),
    /// The plays rolled out, best first.
    RolledOut(Vec<RolledPlay>),
    /// Work done so far, of all: a rollout's trials played.
    Progress {
        /// Trials played.
        done: usize,
        /// Trials in all.
        total: usize,
    },
    /// The worker could not read the request (a page and a worker of different builds).
    Failed(String),
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
    if f.more() {
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

/// A turn's rating as one line: `-` for a turn without a rating, else the best play's rating
/// and the played one's, `<best …>\t|\t<played …>` (a review's line, a `rated` reply's, and what
/// a kept review stores a turn at a time).
#[must_use]
pub fn rating_line(rating: &TurnRating) -> String {
    let mut out = String::new();
    match rating {
        Some((best, played)) => {
            write_rated(&mut out, best);
            out.push_str("\t|\t");
            write_rated(&mut out, played);
        }
        None => out.push('-'),
    }
    out
}

/// Reads [`rating_line`]'s line back for a turn played from `pos` with `dice`: both plays must
/// be legal there.
///
/// # Errors
/// [`MessageError`] naming the field that cannot be read.
pub fn read_rating_line(line: &str, pos: &Position, rules: Rules, dice: Dice) -> Result<TurnRating, MessageError> {
    if line == "-" {
        return Ok(None);
    }
    let (best, played) = line.split_once("\t|\t").ok_or(MessageError::Missing("played"))?;
    let best = read_rated(&mut Fields::of(best), pos, rules, dice)?;
    let played = read_rated(&mut Fields::of(played), pos, rules, dice)?;
    Ok(Some((best, played)))
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
            Reply::Rated(best, played) => {
                out.push_str("rated\n");
                out.push_str(&rating_line(&Some((*best, *played))));
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
    /// legal there, a rating must be of the play asked about.
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
            (
                "rated",
                Request::Rate {
                    rules,
                    position,
                    dice,
                    play,
                    ..
                },
            ) => {
                let line = lines.next().ok_or(MessageError::Missing("rating"))?;
                let rating = read_rating_line(line, position, *rules, *dice)?;
                match rating {
                    Some((best, rated)) if rated.play.position() == play.position() && lines.next().is_none() => {
                        Ok(Reply::Rated(best, rated))
                    }
                    _ => Err(MessageError::Field(
                        "rating",
                        "not the rating of the play asked for".into(),
                    )),
                }
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
            ("rated", _) => Err(MessageError::Mismatch("rated")),
            (other, _) => Err(MessageError::Kind(other.to_string())),
        }
    }
}
