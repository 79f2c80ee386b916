use std::fmt;

use crate::{Color, Position};

/// Where a step ends: a point of the mover's numbering, or off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StepTo {
    Off,
    Point(u8),
}

/// One die moving one checker, in the mover's own numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    /// 0 means borne off.
    pub(crate) to: u8,
    pub die: u8,
}

impl Step {
    pub(crate) const EMPTY: Step = Step { from: 0, to: 0, die: 0 };

    #[must_use]
    pub const fn to(&self) -> StepTo {
        if self.to == 0 {
            StepTo::Off
        } else {
            StepTo::Point(self.to)
        }
    }

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

    /// The canonical notation (§1), in the mover's numbering: `24/13`, `20/14(2)`, `6/off 5/off`.
    #[must_use]
    pub fn notation(&self) -> String {
        crate::notation::format_steps(self.steps())
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())
    }
}
