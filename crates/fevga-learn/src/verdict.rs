//! The answer to a try: right, or wrong with the reason (the core's refusal, the lesson's own
//! reason, or the equity a puzzle's answer gave away).

use std::fmt;

use fevga_core::IllegalPlay;
use fevga_core::decimal::Decimal;

/// An equity to three places, with integer arithmetic (no float formatting in the page).
fn eq(e: f32) -> Decimal {
    Decimal::fixed(f64::from(e), 3)
}

/// What a lesson or puzzle says to a try.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// The play does what was asked.
    Right,
    /// It does not, and why.
    Wrong(Reason),
}

impl Verdict {
    /// Whether the try was right.
    #[must_use]
    pub const fn is_right(&self) -> bool {
        matches!(self, Verdict::Right)
    }
}

/// Why a try was wrong.
#[derive(Debug, Clone, PartialEq)]
pub enum Reason {
    /// The rules refuse the play: the core's own refusal (§1–§9).
    Illegal(IllegalPlay),
    /// Legal, but not what the lesson asks: the message key that explains it
    /// (`lesson-<id>-wrong`, in the four ftl files).
    Lesson(String),
    /// Legal, but a puzzle's best play is better: the mover's equity after the play tried (when
    /// known from the stored data, else `None`), and after the best (points, 2-ply).
    Worse {
        /// The equity of the play tried, if the puzzle stores it.
        equity: Option<f32>,
        /// The equity of the best play.
        best: f32,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Illegal(e) => write!(f, "not a legal play: {e}"),
            Reason::Lesson(key) => write!(f, "not what the lesson asks ({key})"),
            Reason::Worse { equity: Some(e), best } => {
                write!(
                    f,
                    "legal, but it gives away {} points ({} against {})",
                    eq(best - e),
                    eq(*e).plus(),
                    eq(*best).plus()
                )
            }
            Reason::Worse { equity: None, best } => write!(f, "legal, but not the best play ({})", eq(*best).plus()),
        }
    }
}
