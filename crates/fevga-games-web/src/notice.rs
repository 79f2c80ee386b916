//! What the last action gave, as the page says it: a message key of the games bundle with what
//! it names ([`Notice`]), and the key naming why a record is refused ([`record_error_key`]).

use fevga_core::record::{RecordError, RecordErrorKind};
use fevga_core::{Color, Refusal};

/// What the last action gave: a message key of the games bundle and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The message key.
    pub key: &'static str,
    /// Whether it is a refusal (nothing changed).
    pub error: bool,
    /// A number the message names (a line, a count), 0 if none.
    pub n: usize,
    /// A text the message quotes (the line refused), empty if none.
    pub text: String,
    /// The rule a refused record's play breaks, and the side that played it (said with the
    /// game page's why-not sentences, in the mover's numbering, as the record numbers points).
    pub why: Option<(Refusal, Color)>,
}

impl Notice {
    /// A notice that something was done (`n`: the count it names, or 0).
    #[must_use]
    pub fn info(key: &'static str, n: usize) -> Notice {
        Notice {
            key,
            error: false,
            n,
            text: String::new(),
            why: None,
        }
    }

    /// A refusal: nothing changed (`n`: the line at fault, or 0; `text`: the line quoted).
    #[must_use]
    pub fn error(key: &'static str, n: usize, text: String) -> Notice {
        Notice {
            key,
            error: true,
            n,
            text,
            why: None,
        }
    }
}

/// The message key naming why a record is refused.
#[must_use]
pub fn record_error_key(e: &RecordError) -> &'static str {
    match e.kind {
        RecordErrorKind::NotARecord(_) => "games-err-not-record",
        RecordErrorKind::Syntax(_) | RecordErrorKind::HeaderAfterTurns(_) | RecordErrorKind::AfterEnd(_) => {
            "games-err-syntax"
        }
        RecordErrorKind::TurnNumber { .. } => "games-err-turn-number",
        RecordErrorKind::UnknownHeader(_) | RecordErrorKind::BadHeader { .. } => "games-err-header",
        RecordErrorKind::WrongSide { .. } => "games-err-side",
        RecordErrorKind::Dice(_) => "games-err-dice",
        RecordErrorKind::Game(_) => "games-err-illegal",
        RecordErrorKind::ResultMismatch { .. } => "games-err-result",
        RecordErrorKind::Missing(_) => "games-err-missing",
    }
}
