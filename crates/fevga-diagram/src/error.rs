//! Why a diagram cannot be drawn ([`DiagramError`], [`LastMoveFault`]), in words and as markup
//! ([`error_markup`]).

use std::fmt;

use fevga_board::esc;
use fevga_core::{Color, ParseMoveError, PositionError};
use fevga_i18n::{Arg, Lang, Messages};

use crate::describe::position_why;

/// Why a diagram cannot be drawn: the attribute at fault and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiagramError {
    /// The element's text is not a position (§11).
    Position {
        /// The element's text.
        text: String,
        /// Why it is not a position.
        why: PositionError,
    },
    /// `lang` names a language the diagrams do not speak.
    Lang(String),
    /// An attribute the diagram does not know.
    Attribute(String),
    /// A known attribute with a value it does not take.
    Value {
        /// The attribute's name.
        name: String,
        /// The value it does not take.
        value: String,
    },
    /// `last-move` is not a play that can have led to the position.
    LastMove {
        /// The `last-move` value.
        text: String,
        /// Why it cannot have led to the position.
        why: LastMoveFault,
    },
    /// A part of `arrows` or `highlight` (the `index`-th, from 1) holds something that is not a
    /// point, or an arrow between points, as the diagram numbers them.
    Mark {
        /// The attribute.
        name: String,
        /// The part's place, from 1: its position in the diagram.
        index: usize,
        /// What cannot be read.
        text: String,
    },
    /// `arrows`, `highlight` or `comments` gives more parts (separated by `|`) than the diagram
    /// shows positions.
    Parts {
        /// The attribute.
        name: String,
        /// The parts it gives.
        parts: usize,
        /// The positions shown.
        frames: usize,
    },
    /// `answer` is not a play of the roll to play (`dice`) in the position.
    Answer {
        /// The `answer` value.
        text: String,
        /// The roll.
        dice: fevga_core::Dice,
    },
    /// A "your move" diagram (`answer`) without the roll to play (`dice`).
    TaskDice,
    /// A "your move" diagram (`answer`) is one position: it cannot have `moves`.
    TaskMoves,
    /// Play `index` (from 1) of `moves` is not legal where it comes.
    Step {
        /// The play's place in `moves`, from 1.
        index: usize,
        /// The play as written.
        text: String,
    },
}

impl DiagramError {
    /// The fault in words, in `m`'s language (`m`: the diagram bundle, `Messages::diagram`).
    #[must_use]
    pub fn message(&self, m: &Messages) -> String {
        let s = Arg::Str;
        match self {
            DiagramError::Position { text, why } => format!(
                "{} {}",
                m.tf("diagram-error-position", &[("text", s(text))]),
                position_why(why, Messages::diagram(m.lang()))
            ),
            DiagramError::Lang(v) => m.tf("diagram-error-lang", &[("value", s(v))]),
            DiagramError::Attribute(n) => m.tf("diagram-error-attribute", &[("name", s(n))]),
            DiagramError::Value { name, value } => {
                m.tf("diagram-error-value", &[("name", s(name)), ("value", s(value))])
            }
            DiagramError::LastMove { text, .. } => m.tf("diagram-error-last-move", &[("move", s(text))]),
            DiagramError::Answer { text, dice } => m.tf(
                "diagram-error-answer",
                &[("move", s(text)), ("dice", s(&dice.higher_first().to_string()))],
            ),
            DiagramError::TaskDice => m.t("diagram-error-task-dice"),
            DiagramError::TaskMoves => m.t("diagram-error-task-moves"),
            DiagramError::Mark { name, index, text } => m.tf(
                "diagram-error-mark",
                &[
                    ("name", s(name)),
                    ("n", Arg::Num(i64::try_from(*index).unwrap_or(0))),
                    ("text", s(text)),
                ],
            ),
            DiagramError::Parts { name, parts, frames } => m.tf(
                "diagram-error-parts",
                &[
                    ("name", s(name)),
                    ("parts", Arg::Num(i64::try_from(*parts).unwrap_or(0))),
                    ("frames", Arg::Num(i64::try_from(*frames).unwrap_or(0))),
                ],
            ),
            DiagramError::Step { index, text } => m.tf(
                "diagram-error-step",
                &[("n", Arg::Num(i64::try_from(*index).unwrap_or(0))), ("move", s(text))],
            ),
        }
    }
}

/// In English, with the engine's reason where there is one (for the command line).
impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Position { text, why } => write!(f, "position {text:?}: {why}"),
            DiagramError::LastMove { text, why } => write!(f, "last move {text:?}: {why}"),
            e => f.write_str(&e.message(Messages::diagram(Lang::En))),
        }
    }
}

impl std::error::Error for DiagramError {}

/// Why a `last-move` cannot have led to the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastMoveFault {
    /// Not a move text (§1).
    Malformed(ParseMoveError),
    /// `pass` moves no checker: nothing to mark.
    Pass,
    /// The side that moved last (the one not to move) has no checker where the move ends.
    NotThere {
        /// The side that moved last.
        side: Color,
        /// The point where the move ends (that side's numbering).
        point: u8,
    },
    /// Taken back, the checkers stand where no roll allows this play.
    NotLegal,
}

impl fmt::Display for LastMoveFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LastMoveFault::Malformed(e) => write!(f, "{e}"),
            LastMoveFault::Pass => f.write_str("a pass moves no checker"),
            LastMoveFault::NotThere { side, point } => write!(
                f,
                "{} (the side not to move, so the one that moved last) has no checker on its {point}",
                side.title()
            ),
            LastMoveFault::NotLegal => f.write_str("no roll allows this play from where its checkers started"),
        }
    }
}

/// The markup of a diagram that cannot be drawn: the fault in the widget's language.
#[must_use]
pub fn error_markup(lang: Lang, error: &DiagramError) -> String {
    let m = Messages::diagram(lang);
    format!(
        r#"<p class="fevga-diagram-error" part="error" role="alert" lang="{}">{}</p>"#,
        lang.as_str(),
        esc(&error.message(m))
    )
}
