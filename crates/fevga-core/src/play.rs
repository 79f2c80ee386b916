use std::fmt;

use crate::{Color, Dice, Position};

/// Where a step ends: a point of the mover's numbering, or off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StepTo {
    /// Borne off (§7).
    Off,
    /// A point, 1–24, in the mover's numbering.
    Point(u8),
}

/// One die moving one checker, in the mover's own numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// The point the checker leaves, 1–24.
    pub from: u8,
    /// 0 means borne off.
    pub(crate) to: u8,
    /// The die played, 1–6.
    pub die: u8,
}

impl Step {
    pub(crate) const EMPTY: Step = Step { from: 0, to: 0, die: 0 };

    /// Where the checker lands, or [`StepTo::Off`].
    #[must_use]
    pub const fn to(&self) -> StepTo {
        step_to(self.to)
    }

    /// Whether the step bears the checker off (§7).
    #[must_use]
    pub const fn is_bear_off(&self) -> bool {
        self.to == 0
    }
}

/// A legal play: the position it leads to (the opponent to move) and one sequence of steps that
/// reaches it. Two sequences reaching the same position are the same play (§6.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    pub(crate) result: Position,
    pub(crate) steps: [Step; 4],
    pub(crate) len: u8,
}

impl Play {
    /// The position after the play, the opponent to move.
    #[must_use]
    pub const fn position(&self) -> Position {
        self.result
    }

    /// The side that made the play.
    #[must_use]
    pub const fn mover(&self) -> Color {
        self.result.turn.other()
    }

    /// The steps, in the order they can be played.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// Dice used.
    #[must_use]
    pub const fn dice_used(&self) -> usize {
        self.len as usize
    }

    /// One entry per checker moved, its consecutive steps joined (`24/18 18/13` is one move
    /// `24/13` with a stop-over on 18), in the order the checkers first moved.
    #[must_use]
    pub fn moves(&self) -> Vec<CheckerMove> {
        CheckerMove::join(self.steps().iter().map(|s| (s.from, s.to)))
    }
}

/// One checker's movement in a play, in the mover's numbering: where it started and every point
/// it landed on (stop-overs, then where it ended).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CheckerMove {
    from: u8,
    /// Landing points in order; 0 means borne off (only ever last).
    stops: [u8; 4],
    len: u8,
}

impl CheckerMove {
    /// Joins single movements `(from, to)` (to 0 = off) into checker moves: a movement that leaves
    /// the point where an earlier move ended continues that checker.
    pub(crate) fn join(movements: impl IntoIterator<Item = (u8, u8)>) -> Vec<CheckerMove> {
        let mut out: Vec<CheckerMove> = Vec::with_capacity(4);
        for (from, to) in movements {
            match out.iter_mut().rev().find(|m| m.end() != 0 && m.end() == from) {
                Some(m) if usize::from(m.len) < m.stops.len() => {
                    m.stops[usize::from(m.len)] = to;
                    m.len += 1;
                }
                _ => out.push(CheckerMove {
                    from,
                    stops: [to, 0, 0, 0],
                    len: 1,
                }),
            }
        }
        out
    }

    fn end(self) -> u8 {
        self.stops[usize::from(self.len) - 1]
    }

    /// The point the checker started on.
    #[must_use]
    pub const fn from(&self) -> u8 {
        self.from
    }

    /// Where the checker ended.
    #[must_use]
    pub fn to(&self) -> StepTo {
        step_to(self.end())
    }

    /// Every place the checker landed, in order: stop-overs, then where it ended.
    pub fn path(&self) -> impl Iterator<Item = StepTo> + '_ {
        self.stops[..usize::from(self.len)].iter().map(|&p| step_to(p))
    }
}

const fn step_to(p: u8) -> StepTo {
    if p == 0 { StepTo::Off } else { StepTo::Point(p) }
}

/// A well-formed play that the rules do not allow here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalPlay {
    /// The text moves a checker from a point where the mover has none.
    NoChecker {
        /// The mover.
        color: Color,
        /// The point, in the mover's numbering.
        point: u8,
    },
    /// The text lands on (or stops over) a point the opponent holds (§3).
    ClosedPoint {
        /// The mover.
        color: Color,
        /// The point, in the mover's numbering.
        point: u8,
    },
    /// The play is not among the legal plays of the roll (§6).
    NotAmongLegal {
        /// The roll.
        dice: Dice,
        /// The play as the text gave it, in canonical notation (§1).
        notation: String,
    },
    /// A pass was given but the roll can be played (§6.5).
    MustMove {
        /// The roll.
        dice: Dice,
        /// How many legal plays it has.
        legal: usize,
    },
    /// A move was given but nothing can be played (§6.5).
    NoLegalPlay {
        /// The roll.
        dice: Dice,
    },
    /// In a turn entered step by step: this die from this point leads to no legal play.
    BadStep {
        /// The point, in the mover's numbering.
        from: u8,
        /// The die.
        die: u8,
    },
    /// In a turn entered step by step: this checker cannot reach that point.
    BadMove {
        /// The checker's point, in the mover's numbering.
        from: u8,
        /// Where it was asked to go.
        to: crate::StepTo,
    },
}

impl fmt::Display for IllegalPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalPlay as E;
        match self {
            E::NoChecker { color, point } => write!(f, "{} has no checker to move from point {point}", color.title()),
            E::ClosedPoint { color, point } => {
                write!(
                    f,
                    "{}'s point {point} holds an opposing checker: no checker may land or stop there",
                    color.title()
                )
            }
            E::NotAmongLegal { dice, notation } => write!(f, "{notation} is not a legal play of {dice}"),
            E::MustMove { dice, legal } => write!(f, "cannot pass: {dice} has {legal} legal plays"),
            E::NoLegalPlay { dice } => write!(f, "{dice} cannot be played here: the only play is to pass"),
            E::BadStep { from, die } => write!(f, "a {die} from point {from} leads to no legal play"),
            E::BadMove { from, to } => match to {
                crate::StepTo::Off => write!(f, "the checker on {from} cannot bear off now"),
                crate::StepTo::Point(p) => write!(f, "the checker on {from} cannot reach {p} now"),
            },
        }
    }
}

impl std::error::Error for IllegalPlay {}

#[cfg(test)]
mod tests {
    use super::*;

    fn joined(m: &[(u8, u8)]) -> Vec<(u8, Vec<StepTo>)> {
        CheckerMove::join(m.iter().copied())
            .iter()
            .map(|c| (c.from(), c.path().collect()))
            .collect()
    }

    #[test]
    fn one_checkers_steps_join_with_their_stop_overs() {
        use StepTo::{Off, Point};
        assert_eq!(joined(&[(24, 18), (18, 13)]), vec![(24, vec![Point(18), Point(13)])]);
        assert_eq!(joined(&[(3, 2), (2, 0)]), vec![(3, vec![Point(2), Off])]);
        // Two checkers on one point move apart; a bear-off never continues.
        assert_eq!(
            joined(&[(20, 14), (20, 14)]),
            vec![(20, vec![Point(14)]), (20, vec![Point(14)])]
        );
        assert_eq!(joined(&[(5, 0), (6, 0)]), vec![(5, vec![Off]), (6, vec![Off])]);
        // A double's four steps of one checker.
        assert_eq!(
            joined(&[(24, 21), (21, 18), (18, 15), (15, 12)]),
            vec![(24, vec![Point(21), Point(18), Point(15), Point(12)])]
        );
    }
}
