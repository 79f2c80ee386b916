//! The list: the lessons, each with its mark when done, the way to the puzzles, and the person's
//! own mistakes to practise on the Games page (from the first visit: what fills them, and how many
//! are due), and the rules.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::Arg;
use fevga_learn::{LESSONS, Part};

use super::Context;
use super::parts::button;
use crate::act::Act;
use crate::page::Page;

/// The list screen.
#[must_use]
pub fn list_html(page: &Page, cx: Context) -> String {
    let (m, w) = (cx.m, cx.w);
    let p = page.progress();
    let title = m.t("learn-open");
    let mut s = format!(r#"<h1>{}</h1>"#, esc(&title));
    if page.progress_lost() {
        let _ = write!(s, r#"<p class="notice error">{}</p>"#, esc(&w.t("learn-progress-lost")));
    }
    let count = |n: usize| Arg::Num(i64::try_from(n).unwrap_or(0));
    // The lessons' heading, unless the page's title says it already (Dersler, Уроци).
    let lessons = w.t("learn-lessons");
    let _ = write!(
        s,
        r#"<section class="lessons">{}<p>{}</p><ol class="lessons">"#,
        if lessons == title {
            String::new()
        } else {
            format!("<h2>{}</h2>", esc(&lessons))
        },
        esc(&w.tf(
            "learn-done-count",
            &[("done", count(p.lessons_done())), ("total", count(LESSONS.len()))]
        ))
    );
    for (i, lesson) in LESSONS.iter().enumerate() {
        let done = p.is_lesson_done(lesson.id);
        let title = w.t(&lesson.key(Part::Title));
        let mut b = button(Act::Lesson, &i.to_string(), &title, false);
        if done {
            let tick = format!(
                r#" <span class="tick">✓<span class="sr-only"> {}</span></span></button>"#,
                esc(&w.t("learn-done"))
            );
            b = b
                .replacen("</button>", &tick, 1)
                .replacen("<button ", r#"<button class="done" "#, 1);
        }
        let _ = write!(s, "<li>{b}</li>");
    }
    let _ = write!(
        s,
        r#"</ol></section><section class="puzzles"><h2>{}</h2><p>{}</p><p>{}</p></section>"#,
        esc(&w.t("learn-puzzles")),
        esc(&w.t("learn-puzzles-intro")),
        button(Act::Puzzles, "", &w.t("learn-puzzles-open"), true)
    );
    // One's own mistakes, practised on the Games page (issue 18), beside the lessons and the
    // puzzles from the first visit: what fills them, and the way there with how many are due.
    let _ = write!(
        s,
        r#"<section class="mistakes"><h2>{}</h2><p>{}</p><p class="due-line">{}</p></section>"#,
        esc(&w.t("learn-mistakes")),
        esc(&w.t("learn-mistakes-intro")),
        fevga_page_web::header::games_link(m, "../", cx.due, false)
    );
    // The rules, section by section: what every lesson and refusal links into.
    let _ = write!(
        s,
        r#"<section class="rules"><h2>{}</h2><p>{}</p><p><a href="../rules/{}.html">{}</a></p></section>"#,
        esc(&w.t("learn-rules-title")),
        esc(&w.t("learn-rules-intro")),
        m.lang().as_str(),
        esc(&m.t("how-to-play"))
    );
    s
}
