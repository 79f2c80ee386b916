//! The pieces the screens draw with: the buttons (their `data-action` an [`Act`]'s word), the
//! rules page's section a click away, what the board just did in words (a refused step says its
//! rule), and the screen of a task: the board with the task's text and buttons beside it.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::{Arg, MessageLabels, Messages};

use super::Context;
use super::board::board_view;
use crate::act::Act;
use crate::page::{Page, Said};

/// A button of the page: its action's word, its words; `arg` in `data-arg` if not empty, the
/// page's main button `primary`.
pub fn button(act: Act, arg: &str, words: &str, primary: bool) -> String {
    format!(
        r#"<button type="button" data-action="{}"{}{}>{}</button>"#,
        act.as_str(),
        if arg.is_empty() {
            String::new()
        } else {
            format!(r#" data-arg="{}""#, esc(arg))
        },
        if primary { r#" class="primary""# } else { "" },
        esc(words)
    )
}

/// A button that cannot act now is `aria-disabled` (never removed or `disabled`, so the focus
/// stays on it).
pub fn button_if(act: Act, words: &str, primary: bool, can: bool) -> String {
    let b = button(act, "", words, primary);
    if can {
        b
    } else {
        b.replacen("<button ", r#"<button aria-disabled="true" "#, 1)
    }
}

/// The rules page's section (`§7`) one click away, in `m`'s language.
pub fn rules_link(s: &mut String, w: &Messages, m: &Messages, section: &str) {
    let _ = write!(
        s,
        r#" <a class="why-rule" href="../rules/{}.html#s{}" target="_blank" rel="noopener">{}</a>"#,
        m.lang().as_str(),
        esc(section.trim_start_matches('§')),
        esc(&w.tf("learn-rules", &[("section", Arg::Str(section))]))
    );
}

/// What the last input on the board did, in words: the move made and the dice left (or that the
/// play is complete), the move taken back, or the rule that refused a step.
#[must_use]
pub fn board_said(page: &Page, cx: Context) -> Option<String> {
    fevga_i18n::said_line(cx.m, page.said()?, page.entry()?, &cx.w.t("learn-complete"))
}

/// The line under the task: what the board just did (a refusal says its rule, with the rules
/// page's section), else how to play on it while it takes a play.
fn said_html(s: &mut String, page: &Page, cx: Context) {
    match (page.said(), board_said(page, cx)) {
        (Some(Said::Refused(r)), Some(text)) => {
            let _ = write!(s, r#"<p class="said why">{}"#, esc(&text));
            rules_link(s, cx.w, cx.m, r.section());
            s.push_str("</p>");
        }
        (_, Some(text)) => {
            let _ = write!(s, r#"<p class="said">{}</p>"#, esc(&text));
        }
        (_, None) if page.entry().is_some_and(|e| e.moves() == 0) => {
            let _ = write!(s, r#"<p class="said how">{}</p>"#, esc(&cx.w.t("learn-how")));
        }
        _ => {}
    }
}

/// Done and Undo while the board takes a play.
pub fn entry_buttons(s: &mut String, page: &Page, cx: Context) {
    if let Some(e) = page.entry() {
        s.push_str(&button_if(Act::Done, &cx.m.t("done"), true, e.completed().is_some()));
        s.push_str(&button_if(Act::Undo, &cx.m.t("undo"), false, e.moves() > 0));
    }
}

/// A task's screen: the board (live while it takes a play) and beside it (below, on a phone)
/// `text` (the task and the verdict), the line of what the board did, then `buttons`; the
/// board as text under them, for a screen reader.
pub fn task_screen(s: &mut String, page: &Page, cx: Context, text: &str, buttons: &str) {
    let Some(view) = board_view(page) else { return };
    let live = page.entry().is_some();
    let _ = write!(
        s,
        r#"<div class="play"><div class="board{}">{}</div><div class="side">{text}"#,
        if live { " live" } else { "" },
        // The live board named by its keys (how the arrows follow the path), as on every page.
        if live {
            fevga_board::standalone_svg_named(&view, &MessageLabels(cx.m), &cx.m.t("board-label"))
        } else {
            fevga_board::standalone_svg(&view, &MessageLabels(cx.m))
        },
    );
    said_html(s, page, cx);
    let _ = write!(s, r#"<div class="actions">{buttons}</div>"#);
    if let Some(pos) = page.shown() {
        let _ = write!(
            s,
            r#"<details class="text"><summary>{}</summary><ul>"#,
            esc(&cx.m.t("board-text"))
        );
        for line in fevga_i18n::text_lines(&pos, view.numbering, cx.m) {
            let _ = write!(s, "<li>{}</li>", esc(&line));
        }
        s.push_str("</ul></details>");
    }
    s.push_str("</div></div>");
}
