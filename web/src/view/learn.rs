//! The Learn section drawn from the state, read only: the list of lessons, a lesson's text and
//! verdict, a puzzle's task, verdict (equity against the best, the theme's reason), streak and
//! filters. The board itself is the game's ([`super::board_svg`]). Words come from the
//! section's own bundle (`ftl/learn/`, fetched when the section opens); until it is there, the
//! page's bundle says it is loading.

use std::fmt::Write;

use fevga_board::esc;
use fevga_i18n::{Arg, Messages};
use fevga_learn::{LESSONS, Lesson, Part, Reason, Theme};

use super::controls::button;
use super::words::message_text;
use crate::app::{App, Button, LearnSay, Learning, Load, Message, Screen};

/// The words of the section, if they are there.
fn words(l: &Learning) -> Option<&Messages> {
    match l.words() {
        Load::Ready(w) => Some(w),
        _ => None,
    }
}

/// The status region while learning: the list, or the lesson's or puzzle's text and verdict.
#[must_use]
pub fn status_html(app: &App, l: &Learning, m: &Messages) -> String {
    let Some(w) = words(l) else {
        let key = if matches!(l.words(), Load::Failed) {
            "learn-failed"
        } else {
            "learn-loading"
        };
        return format!(r#"<p class="msg">{}</p>"#, esc(&m.t(key)));
    };
    let mut s = String::new();
    if l.progress_lost() {
        let _ = write!(s, r#"<p class="msg">{}</p>"#, esc(&w.t("learn-progress-lost")));
    }
    match l.screen() {
        Screen::List => {
            list(&mut s, l, w);
            // One's own mistakes, due on the Games page (issue 18), beside the lessons.
            if app.games_due() > 0 {
                let _ = write!(s, r#"<p class="learn-due">{}</p>"#, super::settings::games_link(app, m));
            }
        }
        Screen::Lesson { index, hint, .. } => lesson(&mut s, app, l, w, m, &LESSONS[*index], *index, *hint),
        Screen::Puzzle { .. } => puzzle(&mut s, app, l, w, m),
    }
    s
}

/// The list of lessons, each with its mark when done, and the way to the puzzles.
fn list(s: &mut String, l: &Learning, w: &Messages) {
    let done = l.progress().lessons_done();
    let _ = write!(
        s,
        r#"<section class="learn"><h2>{}</h2><p>{}</p><ol class="lessons">"#,
        esc(&w.t("learn-lessons")),
        esc(&w.tf(
            "learn-done-count",
            &[
                ("done", Arg::Num(done as i64)),
                ("total", Arg::Num(LESSONS.len() as i64))
            ]
        ))
    );
    for (i, lesson) in LESSONS.iter().enumerate() {
        let is_done = l.progress().is_lesson_done(lesson.id);
        let _ = write!(
            s,
            r#"<li><button type="button" class="lesson{}" data-action="learn-lesson" data-arg="{i}">{}{}</button></li>"#,
            if is_done { " done" } else { "" },
            esc(&w.t(&lesson.key(Part::Title))),
            if is_done {
                format!(
                    r#" <span class="tick">✓<span class="sr-only"> {}</span></span>"#,
                    esc(&w.t("learn-done"))
                )
            } else {
                String::new()
            }
        );
    }
    let _ = write!(
        s,
        r#"</ol><h2>{}</h2><p>{}</p><p><button type="button" class="primary" data-action="learn-puzzles">{}</button></p></section>"#,
        esc(&w.t("learn-puzzles")),
        esc(&w.t("learn-puzzles-intro")),
        esc(&w.t("learn-puzzles-open"))
    );
}

/// The rules page's section, one click away.
fn rules_link(s: &mut String, w: &Messages, section: &str) {
    let _ = write!(
        s,
        r#" <a class="why-rule" href="rules/{}.html#s{}" target="_blank" rel="noopener">{}</a>"#,
        w.lang().as_str(),
        section.trim_start_matches('§'),
        esc(&w.tf("learn-rules", &[("section", Arg::Str(section))]))
    );
}

/// The "why not" sentences of the game's entry, as the game's status shows them.
fn why_nots(s: &mut String, app: &App, m: &Messages) {
    for msg in app.messages() {
        if let Message::WhyNot { refusal, .. } = msg {
            let _ = write!(s, r#"<p class="msg">{}"#, esc(&message_text(app, m, msg)));
            rules_link(s, m, refusal.section());
            s.push_str("</p>");
        } else if let Message::TooFar { .. } = msg {
            let _ = write!(s, r#"<p class="msg">{}</p>"#, esc(&message_text(app, m, msg)));
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn lesson(s: &mut String, app: &App, l: &Learning, w: &Messages, m: &Messages, x: &Lesson, i: usize, hint: bool) {
    let _ = write!(
        s,
        r#"<section class="learn"><p class="step">{}</p><h2>{}</h2><p>{}</p><p class="task"><b>{}</b>"#,
        esc(&w.tf(
            "learn-lesson-of",
            &[("n", Arg::Num(i as i64 + 1)), ("total", Arg::Num(LESSONS.len() as i64))]
        )),
        esc(&w.t(&x.key(Part::Title))),
        esc(&w.t(&x.key(Part::Intro))),
        esc(&w.t(&x.key(Part::Task)))
    );
    rules_link(s, w, x.section);
    s.push_str("</p>");
    why_nots(s, app, m);
    if let Some(t) = l.tried() {
        if t.verdict.is_right() {
            let _ = write!(
                s,
                r#"<p class="verdict right"><b>{}</b> {}</p>"#,
                esc(&w.t("learn-right")),
                esc(&w.t(&x.key(Part::Why)))
            );
        } else {
            let _ = write!(
                s,
                r#"<p class="verdict wrong"><b>{}</b> {}</p>"#,
                esc(&w.t("learn-wrong")),
                esc(&wrong_text(w, &t.verdict))
            );
        }
    }
    if hint && !l.tried().is_some_and(|t| t.verdict.is_right()) {
        let _ = write!(
            s,
            r#"<p class="hint-text">{}</p>"#,
            esc(&w.tf("learn-hint-line", &[("hint", Arg::Str(&w.t(&x.key(Part::Hint))))]))
        );
    }
    s.push_str("</section>");
}

/// A wrong lesson try's sentence: the lesson's own reason.
fn wrong_text(w: &Messages, v: &fevga_learn::Verdict) -> String {
    match v {
        fevga_learn::Verdict::Wrong(Reason::Lesson(key)) => w.t(key),
        _ => String::new(),
    }
}

/// The theme's word.
fn theme_name(w: &Messages, t: Theme) -> String {
    w.t(&format!("theme-{}", t.as_str()))
}

fn puzzle(s: &mut String, app: &App, l: &Learning, w: &Messages, m: &Messages) {
    let _ = write!(s, r#"<section class="learn"><h2>{}</h2>"#, esc(&w.t("learn-puzzles")));
    let p = l.progress();
    let _ = write!(
        s,
        r#"<p class="streak">{}</p>"#,
        esc(&w.tf(
            "puzzle-record",
            &[
                ("streak", Arg::Num(i64::from(p.streak()))),
                ("best", Arg::Num(i64::from(p.best_streak()))),
                ("solved", Arg::Num(p.solved() as i64)),
                ("failed", Arg::Num(p.failed() as i64)),
            ]
        ))
    );
    match l.puzzles() {
        Load::Ready(_) => {}
        Load::Failed => {
            let _ = write!(s, r#"<p class="msg">{}</p></section>"#, esc(&m.t("learn-failed")));
            return;
        }
        _ => {
            let _ = write!(s, r#"<p class="msg">{}</p></section>"#, esc(&m.t("learn-loading")));
            return;
        }
    }
    let Some(x) = l.puzzle() else {
        let _ = write!(s, r#"<p class="msg">{}</p></section>"#, esc(&w.t("puzzle-none")));
        return;
    };
    let _ = write!(
        s,
        r#"<p class="step">{} · {}</p><p class="you">{}</p><p class="task"><b>{}</b></p>"#,
        esc(&theme_name(w, x.theme)),
        esc(&m.t(level_key(x.difficulty))),
        esc(&w.tf(
            "puzzle-you",
            &[("side", Arg::Str(&fevga_i18n::color_name(m, x.position.turn())))]
        )),
        esc(&w.tf("puzzle-task", &[("dice", Arg::Str(&x.dice.higher_first().to_string()))]))
    );
    why_nots(s, app, m);
    if let Some(t) = l.tried() {
        let best = x.best.notation();
        let eq = |v: f32| w.decimal(f64::from(v), 3, true);
        if t.verdict.is_right() {
            let _ = write!(
                s,
                r#"<p class="verdict right"><b>{}</b> {}</p>"#,
                esc(&w.t("learn-right")),
                esc(&w.tf(
                    "puzzle-right",
                    &[
                        ("best", Arg::Str(&best)),
                        ("margin", Arg::Str(&w.decimal(f64::from(x.margin()), 3, false)))
                    ]
                ))
            );
        } else {
            let yours = match &t.verdict {
                fevga_learn::Verdict::Wrong(Reason::Worse { equity: Some(e), .. }) => w.tf(
                    "puzzle-yours",
                    &[("play", Arg::Str(&t.play.notation())), ("equity", Arg::Str(&eq(*e)))],
                ),
                _ => w.tf(
                    "puzzle-yours-below",
                    &[
                        ("play", Arg::Str(&t.play.notation())),
                        ("equity", Arg::Str(&eq(x.second_equity))),
                    ],
                ),
            };
            let _ = write!(
                s,
                r#"<p class="verdict wrong"><b>{}</b> {}</p><p>{}</p>"#,
                esc(&w.t("learn-wrong")),
                esc(&w.tf(
                    "puzzle-best",
                    &[("best", Arg::Str(&best)), ("equity", Arg::Str(&eq(x.best_equity)))]
                )),
                esc(&yours)
            );
        }
        let _ = write!(
            s,
            r#"<p class="reason">{}</p>"#,
            esc(&w.t(&format!("puzzle-why-{}", x.theme.as_str())))
        );
    }
    s.push_str("</section>");
}

/// The page's word for the weakest level that finds a puzzle's answer.
fn level_key(difficulty: u8) -> &'static str {
    match difficulty {
        1 => "level-beginner",
        2 => "level-intermediate",
        3 => "level-strong",
        _ => "level-expert",
    }
}

/// The buttons under the board while learning.
#[must_use]
pub fn controls_html(app: &App, l: &Learning, m: &Messages) -> String {
    let mut s = String::new();
    let Some(w) = words(l) else { return s };
    let act = |s: &mut String, action: &str, arg: &str, word: &str, primary: bool| {
        let _ = write!(
            s,
            r#"<button type="button" data-action="{action}"{}{}>{}</button>"#,
            if arg.is_empty() {
                String::new()
            } else {
                format!(r#" data-arg="{arg}""#)
            },
            if primary { r#" class="primary""# } else { "" },
            esc(&w.t(word))
        );
    };
    let entering = app.turn().is_some();
    if entering {
        let steps = app.turn().is_some_and(|t| !t.steps().is_empty());
        button(&mut s, m, Button::Done, app.can_confirm(), true);
        button(&mut s, m, Button::Undo, steps, false);
    }
    match l.screen() {
        Screen::List => {}
        Screen::Lesson { index, .. } => {
            let right = l.tried().is_some_and(|t| t.verdict.is_right());
            if right {
                let last = *index + 1 == LESSONS.len();
                act(
                    &mut s,
                    "learn-next",
                    "",
                    if last { "learn-all" } else { "learn-next" },
                    true,
                );
                act(&mut s, "learn-retry", "", "learn-retry", false);
            } else {
                act(&mut s, "learn-hint", "", "learn-hint", false);
            }
            act(&mut s, "learn-list", "", "learn-all", false);
        }
        Screen::Puzzle { .. } => {
            if l.tried().is_some() {
                act(&mut s, "learn-next-puzzle", "", "puzzle-next", true);
                if !l.tried().is_some_and(|t| t.verdict.is_right()) {
                    act(&mut s, "learn-retry", "", "learn-retry", false);
                }
            } else if l.puzzle().is_some() {
                act(&mut s, "learn-next-puzzle", "", "puzzle-skip", false);
            }
            act(&mut s, "learn-list", "", "learn-all", false);
        }
    }
    s
}

/// The information region while learning: the puzzles' filters (on the puzzles' screen).
#[must_use]
pub fn info_html(l: &Learning, m: &Messages) -> String {
    let (Some(w), Screen::Puzzle { .. }, Load::Ready(all)) = (words(l), l.screen(), l.puzzles()) else {
        return String::new();
    };
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<div class="filters"><label>{}<select data-learn="learn-theme"><option value="">{}</option>"#,
        esc(&w.t("puzzle-theme")),
        esc(&w.t("puzzle-all"))
    );
    for t in Theme::ALL {
        let n = all.iter().filter(|p| p.theme == t).count();
        let _ = write!(
            s,
            r#"<option value="{}"{}>{} ({n})</option>"#,
            t.as_str(),
            if l.filter().theme == Some(t) { " selected" } else { "" },
            esc(&theme_name(w, t))
        );
    }
    let _ = write!(
        s,
        r#"</select></label><label>{}<select data-learn="learn-level"><option value="">{}</option>"#,
        esc(&w.t("puzzle-level")),
        esc(&w.t("puzzle-all"))
    );
    for d in 1..=4u8 {
        let n = all.iter().filter(|p| p.difficulty == d).count();
        let _ = write!(
            s,
            r#"<option value="{d}"{}>{} ({n})</option>"#,
            if l.filter().difficulty == Some(d) {
                " selected"
            } else {
                ""
            },
            esc(&m.t(level_key(d)))
        );
    }
    s.push_str("</select></label></div>");
    s
}

/// What the live region says for the section.
#[must_use]
pub fn learn_said(app: &App, say: &LearnSay) -> String {
    let Some(l) = app.learning() else { return String::new() };
    let Some(w) = words(l) else { return String::new() };
    match say {
        LearnSay::Task => {
            if let Some(x) = l.lesson() {
                format!("{} {}", w.t(&x.key(Part::Title)), w.t(&x.key(Part::Task)))
            } else if let Some(p) = l.puzzle() {
                w.tf("puzzle-task", &[("dice", Arg::Str(&p.dice.higher_first().to_string()))])
            } else {
                w.t("puzzle-none")
            }
        }
        LearnSay::Verdict => {
            let right = l.tried().is_some_and(|t| t.verdict.is_right());
            let head = w.t(if right { "learn-right" } else { "learn-wrong" });
            match (l.lesson(), l.puzzle(), l.tried()) {
                (Some(x), _, Some(_)) if right => format!("{head} {}", w.t(&x.key(Part::Why))),
                (Some(x), _, Some(t)) => {
                    format!("{head} {} {}", wrong_text(w, &t.verdict), w.t(&x.key(Part::Hint)))
                }
                (Some(x), _, None) => w.t(&x.key(Part::Hint)),
                (_, Some(p), Some(_)) => {
                    let best = p.best.notation();
                    let line = if right {
                        w.tf(
                            "puzzle-right",
                            &[
                                ("best", Arg::Str(&best)),
                                ("margin", Arg::Str(&w.decimal(f64::from(p.margin()), 3, false))),
                            ],
                        )
                    } else {
                        w.tf(
                            "puzzle-best",
                            &[
                                ("best", Arg::Str(&best)),
                                ("equity", Arg::Str(&w.decimal(f64::from(p.best_equity), 3, true))),
                            ],
                        )
                    };
                    format!("{head} {line}")
                }
                _ => String::new(),
            }
        }
    }
}
