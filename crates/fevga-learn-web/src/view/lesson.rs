//! A lesson: which of the ten, its title and text, the task with its rule a click away, the
//! board, the verdict of the last try (the lesson's own reason when wrong), the hint, and the
//! buttons (Done and Undo while the board takes the play; then the next lesson or the list).

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::{Arg, Messages};
use fevga_learn::{LESSONS, Part, Reason, Verdict};

use super::Context;
use super::parts::{button, entry_buttons, rules_link, task_screen};
use crate::act::Act;
use crate::page::Page;

/// A wrong lesson try's sentence: the lesson's own reason.
#[must_use]
pub fn wrong_text(w: &Messages, v: &Verdict) -> String {
    match v {
        Verdict::Wrong(Reason::Lesson(key)) => w.t(key),
        _ => String::new(),
    }
}

/// The lesson screen of the lesson of index `i`.
#[must_use]
pub fn lesson_html(page: &Page, i: usize, hint: bool, cx: Context) -> String {
    let (m, w) = (cx.m, cx.w);
    let Some(x) = LESSONS.get(i) else {
        return String::new();
    };
    let count = |n: usize| Arg::Num(i64::try_from(n).unwrap_or(0));
    let mut s = format!(
        r#"<p class="back">{}</p><p class="step">{}</p><h1>{}</h1><p class="intro">{}</p>"#,
        button(Act::List, "", &w.t("learn-all"), false),
        esc(&w.tf(
            "learn-lesson-of",
            &[("n", count(i + 1)), ("total", count(LESSONS.len()))]
        )),
        esc(&w.t(&x.key(Part::Title))),
        esc(&w.t(&x.key(Part::Intro)))
    );
    let mut text = format!(r#"<p class="task"><b>{}</b>"#, esc(&w.t(&x.key(Part::Task))));
    rules_link(&mut text, w, m, x.section);
    text.push_str("</p>");
    let right = page.tried().is_some_and(|t| t.verdict.is_right());
    if let Some(t) = page.tried() {
        let (class, head, line) = if right {
            ("right", "learn-right", w.t(&x.key(Part::Why)))
        } else {
            ("wrong", "learn-wrong", wrong_text(w, &t.verdict))
        };
        let _ = write!(
            text,
            r#"<p class="verdict {class}"><b>{}</b> {}</p>"#,
            esc(&w.t(head)),
            esc(&line)
        );
    }
    if hint && !right {
        let _ = write!(
            text,
            r#"<p class="hint-text">{}</p>"#,
            esc(&w.tf("learn-hint-line", &[("hint", Arg::Str(&w.t(&x.key(Part::Hint))))]))
        );
    }
    let mut buttons = String::new();
    entry_buttons(&mut buttons, page, cx);
    if right {
        // After the last lesson, on to the puzzles: the way back to the list is the one above.
        if i + 1 == LESSONS.len() {
            buttons.push_str(&button(Act::Puzzles, "", &w.t("learn-puzzles-open"), true));
        } else {
            buttons.push_str(&button(Act::Next, "", &w.t("learn-next"), true));
        }
        buttons.push_str(&button(Act::Retry, "", &w.t("learn-retry"), false));
    } else if !hint {
        buttons.push_str(&button(Act::Hint, "", &w.t("learn-hint"), false));
    }
    task_screen(&mut s, page, cx, &text, &buttons);
    s
}
