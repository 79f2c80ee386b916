//! The tutor's warning in the status (issue 18): one line with the loss, the best play and the
//! reason, and the two answers, "Play it anyway" and "Take back". An alert: a screen reader
//! reads it out as it appears.

use std::fmt::Write;

use fevga_board::esc;
use fevga_i18n::{Arg, Messages};

use super::coach::reason_line;
use super::controls::button;
use crate::app::{App, Button};

/// The warning, if one stands.
pub fn tutor_html(s: &mut String, app: &App, m: &Messages) {
    let Some(w) = app.tutor_warning() else { return };
    let side = app.to_move();
    let line = m.tf(
        "tutor-warning",
        &[
            ("loss", Arg::Str(&m.decimal(f64::from(w.loss), 3, false))),
            ("best", Arg::Str(&w.best.notation_in(side, app.viewer()))),
        ],
    );
    let _ = write!(
        s,
        r#"<div class="tutor" role="alert"><p><b>{}</b> <span class="reason">{}</span></p><p class="answers">"#,
        esc(&line),
        esc(&reason_line(m, w.reason))
    );
    button(s, m, Button::TutorTakeBack, true, true);
    button(s, m, Button::TutorPlay, true, false);
    s.push_str("</p></div>");
}
