//! Move notation (§1), in the mover's own numbering: canonical output and lenient parsing.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::position::{Side, flip_mask};
use crate::{CheckerMove, Color, Dice, IllegalPlay, Play, Position, Rules, Step, StepTo};

/// Formats checker moves canonically (§1): one entry per checker without its stop-overs
/// (`24/13`), equal moves grouped (`20/14(2)`), bear-offs as `N/off`, in descending order.
#[must_use]
pub fn format_moves(moves: &[CheckerMove]) -> String {
    format_numbered(moves, |p| p)
}

/// [`format_moves`] with every point renamed by `number` (`off` stays `off`).
fn format_numbered(moves: &[CheckerMove], number: impl Fn(u8) -> u8) -> String {
    // (from, to) with to = 0 for off, so "off" sorts below every point; in descending order, each
    // put in its place (a play has at most four moves: no general sort is linked for them).
    let mut sorted: Vec<(u8, u8)> = Vec::with_capacity(moves.len());
    for m in moves {
        let to = match m.to() {
            StepTo::Point(p) => number(p),
            StepTo::Off => 0,
        };
        let key = (number(m.from()), to);
        sorted.insert(sorted.partition_point(|&k| k > key), key);
    }
    let moves = sorted;
    let mut out = String::new();
    let mut i = 0;
    while i < moves.len() {
        let n = moves[i..].iter().take_while(|m| **m == moves[i]).count();
        if !out.is_empty() {
            out.push(' ');
        }
        let (from, to) = moves[i];
        out.push_str(&from.to_string());
        out.push('/');
        if to == 0 {
            out.push_str("off");
        } else {
            out.push_str(&to.to_string());
        }
        if n > 1 {
            let _ = write!(out, "({n})");
        }
        i += n;
    }
    out
}

impl Play {
    /// The canonical notation (§1), in the mover's numbering: `24/13`, `20/14(2)`, `6/off 5/off`.
    #[must_use]
    pub fn notation(&self) -> String {
        format_moves(&self.moves())
    }

    /// The notation of `mover`'s play with the points named in `numbering`'s numbering: the
    /// canonical notation when they are the same side, else the numbers a board labelled for
    /// `numbering` shows where the checkers went (`24/18` by Black is `12/6` in White's numbers).
    #[must_use]
    pub fn notation_in(&self, mover: Color, numbering: Color) -> String {
        format_steps(self.steps(), mover, numbering)
    }
}

/// Steps of `mover` (a whole play or part of one) in canonical notation, the points named in
/// `numbering`'s numbering: what a board entering a turn step by step writes of each move.
#[must_use]
pub fn format_steps(steps: &[Step], mover: Color, numbering: Color) -> String {
    let moves = CheckerMove::join(steps.iter().map(|s| (s.from, s.to)));
    format_numbered(&moves, |p| numbering.own(mover.to_white(p)))
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())
    }
}

/// A parsed move text: checker movements `from → to` (to 0 = off), each stop-over its own
/// movement. Checked against the rules only by [`Position::find_play`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveText {
    moves: Vec<(u8, u8)>,
}

/// Why a move text is malformed (as opposed to well-formed but illegal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseMoveError {
    /// A token that is not `from/to`, e.g. `24-13x`.
    BadToken(String),
    /// A point number outside 1–24.
    PointOutOfRange(String),
    /// A move that goes backwards or nowhere, e.g. `13/24`.
    NotForward {
        /// Where the move starts.
        from: u8,
        /// Where it would end.
        to: u8,
    },
    /// `off` anywhere but at the end of a move.
    OffNotLast(String),
    /// A repeat count of 0 or above 4, e.g. `(5)`.
    BadRepeat(String),
    /// More than four checker steps in all.
    TooManySteps,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::BadToken(t) => write!(f, "malformed move {t:?}: expected e.g. 24/13, 6/off or 20/14(2)"),
            ParseMoveError::PointOutOfRange(t) => write!(f, "point {t:?} is outside 1-24"),
            ParseMoveError::NotForward { from, to } => {
                write!(
                    f,
                    "move {from}/{to} does not go forward (moves go from higher to lower points)"
                )
            }
            ParseMoveError::OffNotLast(t) => write!(f, "in {t:?}, \"off\" can only come last"),
            ParseMoveError::BadRepeat(t) => write!(f, "repeat count in {t:?} must be 1-4"),
            ParseMoveError::TooManySteps => f.write_str("more than four moves: a roll moves at most four times"),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl MoveText {
    /// The movements, stop-overs split, repeats expanded.
    #[must_use]
    pub fn moves(&self) -> &[(u8, u8)] {
        &self.moves
    }

    /// Whether the text says "no move" (empty, `pass` or `-`).
    #[must_use]
    pub fn is_pass(&self) -> bool {
        self.moves.is_empty()
    }

    /// The mover's checkers after these movements, or the first point that runs out of checkers.
    fn apply(&self, me: Side) -> Result<Side, u8> {
        let mut counts = [0i16; 25];
        for p in 1..=24u8 {
            counts[usize::from(p)] = i16::from(me.count(p));
        }
        // Net change first, so a stop-over may pass through an empty point in any order.
        for &(from, to) in &self.moves {
            counts[usize::from(from)] -= 1;
            if to != 0 {
                counts[usize::from(to)] += 1;
            }
        }
        let mut out = 0u128;
        for p in 1..=24u8 {
            // The total is conserved, so no point can exceed 15 once none is negative.
            let c = u128::try_from(counts[usize::from(p)]).map_err(|_| p)?;
            out += c * Side::unit(p);
        }
        Ok(Side(out))
    }
}

fn parse_point(s: &str, token: &str) -> Result<u8, ParseMoveError> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseMoveError::BadToken(token.to_string()));
    }
    // All digits: any failure is a number out of range.
    match s.parse::<u8>() {
        Ok(p @ 1..=24) => Ok(p),
        _ => Err(ParseMoveError::PointOutOfRange(s.to_string())),
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Accepts `24/13`, `24/18/13`, `6/off`, `6/o`, `20/14(2)`, in any order, separated by white
    /// space or commas; `pass`, `-` or nothing for no move.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut moves = Vec::new();
        let trimmed = s.trim();
        if trimmed.is_empty() || trimmed == "-" || trimmed.eq_ignore_ascii_case("pass") {
            return Ok(MoveText { moves });
        }
        for token in trimmed
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
        {
            let (body, repeat) = match token.find('(') {
                Some(i) => {
                    let inner = token[i + 1..]
                        .strip_suffix(')')
                        .ok_or_else(|| ParseMoveError::BadToken(token.to_string()))?;
                    let n: u8 = inner
                        .parse()
                        .map_err(|_| ParseMoveError::BadRepeat(token.to_string()))?;
                    if !(1..=4).contains(&n) {
                        return Err(ParseMoveError::BadRepeat(token.to_string()));
                    }
                    (&token[..i], n)
                }
                None => (token, 1),
            };
            let parts: Vec<&str> = body.split('/').collect();
            if parts.len() < 2 {
                return Err(ParseMoveError::BadToken(token.to_string()));
            }
            let mut points = Vec::with_capacity(parts.len());
            for (i, part) in parts.iter().enumerate() {
                let lower = part.to_ascii_lowercase();
                if lower == "off" || lower == "o" {
                    if i != parts.len() - 1 {
                        return Err(ParseMoveError::OffNotLast(token.to_string()));
                    }
                    points.push(0);
                } else {
                    points.push(parse_point(part, token)?);
                }
            }
            for _ in 0..repeat {
                for w in points.windows(2) {
                    let (from, to) = (w[0], w[1]);
                    if from == 0 || (to != 0 && to >= from) {
                        return Err(ParseMoveError::NotForward { from, to });
                    }
                    moves.push((from, to));
                }
            }
        }
        if moves.len() > 4 {
            return Err(ParseMoveError::TooManySteps);
        }
        Ok(MoveText { moves })
    }
}

impl Position {
    /// Finds the legal play a move text (§1) describes: `Ok(None)` for a pass (an empty text or
    /// `pass`) when the side cannot move.
    ///
    /// # Errors
    /// [`IllegalPlay`] naming why the text is not a legal play of `dice` here: a pass when a play
    /// exists, a move when none does, a closed stop-over, a missing checker, or a play that is not
    /// among the legal ones.
    pub fn find_play(&self, rules: Rules, dice: Dice, text: &MoveText) -> Result<Option<Play>, IllegalPlay> {
        match_play(self, dice, text, &self.legal_plays(rules, dice))
    }
}

/// The legal play (among `plays`, the legal plays of `dice` in `pos`) that the text describes.
pub(crate) fn match_play(
    pos: &Position,
    dice: Dice,
    text: &MoveText,
    plays: &[Play],
) -> Result<Option<Play>, IllegalPlay> {
    if text.is_pass() {
        return match plays.len() {
            0 => Ok(None),
            legal => Err(IllegalPlay::MustMove { dice, legal }),
        };
    }
    if plays.is_empty() {
        return Err(IllegalPlay::NoLegalPlay { dice });
    }
    // Every point the text lands on, stop-overs included, must be open (§3).
    let closed = flip_mask(pos.them.mask());
    if let Some(&(_, to)) = text
        .moves()
        .iter()
        .find(|&&(_, to)| to != 0 && closed & (1 << (to - 1)) != 0)
    {
        return Err(IllegalPlay::ClosedPoint {
            color: pos.turn,
            point: to,
        });
    }
    let after = text
        .apply(pos.me)
        .map_err(|point| IllegalPlay::NoChecker { color: pos.turn, point })?;
    match plays.iter().find(|p| p.result.them == after) {
        Some(p) => Ok(Some(*p)),
        None => Err(IllegalPlay::NotAmongLegal {
            dice,
            notation: format_moves(&CheckerMove::join(text.moves().iter().copied())),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(m: &[(u8, u8)]) -> String {
        format_moves(&CheckerMove::join(m.iter().copied()))
    }

    #[test]
    fn format_joins_and_groups() {
        assert_eq!(fmt(&[(24, 18), (18, 13)]), "24/13");
        assert_eq!(fmt(&[(20, 14), (20, 14)]), "20/14(2)");
        assert_eq!(fmt(&[(5, 0), (6, 0)]), "6/off 5/off");
        assert_eq!(fmt(&[(8, 2), (13, 7)]), "13/7 8/2");
        assert_eq!(fmt(&[(3, 2), (2, 0)]), "3/off");
    }
    #[test]
    fn parse_forms() {
        let t: MoveText = "24/18/13".parse().unwrap();
        assert_eq!(t.moves(), &[(24, 18), (18, 13)]);
        let t: MoveText = "6/o 5/OFF".parse().unwrap();
        assert_eq!(t.moves(), &[(6, 0), (5, 0)]);
        assert_eq!("20/14(2)".parse::<MoveText>().unwrap().moves(), &[(20, 14), (20, 14)]);
        assert!("pass".parse::<MoveText>().unwrap().is_pass());
        // The errors are tested with §1 in tests/rules.rs.
    }
}
