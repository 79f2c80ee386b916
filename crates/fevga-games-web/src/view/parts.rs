//! The pieces every screen of the Games page draws with: what the view needs besides the state
//! ([`Context`]), the buttons (their `data-action` an [`Act`]'s word) and the notice of the last
//! action.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::{Arg, Messages};

use crate::act::Act;
use crate::page::Page;

/// What the view needs besides the state: the words and the language's way of writing a date.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    /// The game page's words (sides, rules, levels, the review's and the reasons' words).
    pub m: &'a Messages,
    /// The Games page's words.
    pub g: &'a Messages,
    /// Writes a time (milliseconds since 1970) as the language does.
    pub date: &'a dyn Fn(f64) -> String,
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context").finish_non_exhaustive()
    }
}

/// A button that cannot act now is `aria-disabled` (never removed or `disabled`, so the focus
/// stays on it).
pub fn button_if(act: Act, words: &str, can: bool) -> String {
    let b = button(act, words);
    if can {
        b
    } else {
        b.replacen("<button ", r#"<button aria-disabled="true" "#, 1)
    }
}

/// A button of the page: its action's word, its words.
pub fn button(act: Act, words: &str) -> String {
    format!(
        r#"<button type="button" data-action="{}">{}</button>"#,
        act.as_str(),
        esc(words)
    )
}

/// The text of the notice, if any (also for the live region).
#[must_use]
pub fn notice_text(page: &Page, cx: Context) -> Option<String> {
    let n = page.notice()?;
    let count = i64::try_from(n.n).unwrap_or(0);
    let mut text = match n.why {
        // The rule the play breaks, as the game page says it (the record's numbering: the mover's).
        Some((refusal, mover)) => fevga_i18n::why_line(cx.m, refusal, mover, mover),
        None => cx.g.tf(n.key, &[("n", Arg::Num(count))]),
    };
    if n.error && n.key.starts_with("games-err-") && n.n > 0 {
        text =
            cx.g.tf("games-err-line", &[("n", Arg::Num(count)), ("why", Arg::Str(&text))]);
        if !n.text.is_empty() {
            let _ = write!(text, " «{}»", n.text);
        }
    }
    Some(text)
}

/// Whether the notice is a record refused at the import box (shown there, beside the text
/// kept to be mended, rather than at the top).
#[must_use]
pub fn at_import(page: &Page) -> bool {
    page.notice().is_some_and(|n| n.error) && !page.draft().is_empty()
}

/// The notice as a paragraph (a refusal is an alert), or nothing.
#[must_use]
pub fn notice_html(page: &Page, cx: Context) -> String {
    match (page.notice(), notice_text(page, cx)) {
        (Some(n), Some(text)) => format!(
            r#"<p class="notice{}" id="g-notice"{}>{}</p>"#,
            if n.error { " error" } else { "" },
            if n.error { r#" role="alert""# } else { "" },
            esc(&text)
        ),
        _ => String::new(),
    }
}

/// A board's SVG: a live board named by its keys (how the arrows follow the path, the words of
/// every page's board), a picture as before.
#[must_use]
pub fn board_svg(view: &fevga_board::BoardView, m: &Messages) -> String {
    let labels = fevga_i18n::MessageLabels(m);
    if view.interactive {
        fevga_board::standalone_svg_named(view, &labels, &m.t("board-label"))
    } else {
        fevga_board::standalone_svg(view, &labels)
    }
}
