//! The puzzles: the person's record and rating with its history, the filters (theme,
//! difficulty, rules, with how many puzzles each offers), the puzzle on the board: its theme,
//! difficulty and rules, whose checkers are the person's, the task, the verdict with the
//! equities as the file states them and the reason, and the buttons (Done and Undo while the
//! board takes the play; show the answer, skip; the next puzzle, try again), and the list of
//! failed puzzles to try again.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::{Arg, Messages};
use fevga_learn::{Puzzle, Reason, Theme, Verdict};

use super::Context;
use super::parts::{button, entry_buttons, task_screen};
use crate::act::Act;
use crate::page::{Load, Page};

/// The theme's word.
fn theme_name(w: &Messages, t: Theme) -> String {
    w.t(&format!("theme-{}", t.as_str()))
}

/// The game page's word for the weakest level that finds a puzzle's answer.
fn level_key(difficulty: u8) -> &'static str {
    match difficulty {
        1 => "level-beginner",
        2 => "level-intermediate",
        3 => "level-strong",
        _ => "level-expert",
    }
}

/// An equity in points, signed, to three places.
fn equity(w: &Messages, e: f32) -> String {
    w.decimal(f64::from(e), 3, true)
}

/// The answer in one line: right, by how much; else the best play and its equity.
#[must_use]
pub fn answer_line(p: &Puzzle, right: bool, w: &Messages) -> String {
    let best = p.best.notation();
    if right {
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
                ("equity", Arg::Str(&equity(w, p.best_equity))),
            ],
        )
    }
}

/// Why the best play is better than `other` (the one played, or the second best when the answer
/// was right), said from the two positions as the review says it (`fevga_i18n::reason_line`);
/// the theme's own sentence when no single fact tells them apart.
#[must_use]
pub fn reason_text(x: &Puzzle, other: &fevga_core::Play, cx: Context) -> String {
    match fevga_core::reason::Reason::of(x.position.turn(), &x.best.position(), &other.position()) {
        fevga_core::reason::Reason::InTheOdds => cx.w.t(&format!("puzzle-why-{}", x.theme.as_str())),
        r => fevga_i18n::reason_line(cx.m, r),
    }
}

/// What the puzzles' screen says when no puzzle is on the board: loading, failed, no puzzle of
/// this choice at all, or none left to solve.
#[must_use]
pub fn empty_line(page: &Page, cx: Context) -> String {
    cx.w.t(match page.puzzles() {
        Load::Ready(all) if !all.iter().any(|p| page.filter().admits(p)) => "puzzle-empty",
        Load::Ready(_) => "puzzle-none",
        Load::Failed => "learn-failed",
        Load::Idle | Load::Loading => "learn-loading",
    })
}

/// The filters, with how many puzzles each choice offers together with the other filters.
fn filters(s: &mut String, page: &Page, all: &[Puzzle], cx: Context) {
    let (m, w) = (cx.m, cx.w);
    let f = page.filter();
    let count = |g: fevga_learn::Filter| all.iter().filter(|p| g.admits(p)).count();
    let _ = write!(
        s,
        r#"<div class="filters"><label>{}<select id="f-theme" data-action="{}"><option value="">{}</option>"#,
        esc(&w.t("puzzle-theme")),
        Act::Theme.as_str(),
        esc(&w.t("puzzle-all"))
    );
    for t in Theme::ALL {
        let n = count(fevga_learn::Filter { theme: Some(t), ..*f });
        let _ = write!(
            s,
            r#"<option value="{}"{}>{} ({n})</option>"#,
            t.as_str(),
            if f.theme == Some(t) { " selected" } else { "" },
            esc(&theme_name(w, t))
        );
    }
    let _ = write!(
        s,
        r#"</select></label><label>{}<select id="f-level" data-action="{}"><option value="">{}</option>"#,
        esc(&w.t("puzzle-level")),
        Act::Level.as_str(),
        esc(&w.t("puzzle-all"))
    );
    for d in 1..=4u8 {
        let n = count(fevga_learn::Filter {
            difficulty: Some(d),
            ..*f
        });
        let _ = write!(
            s,
            r#"<option value="{d}"{}>{} ({n})</option>"#,
            if f.difficulty == Some(d) { " selected" } else { "" },
            esc(&m.t(level_key(d)))
        );
    }
    let _ = write!(
        s,
        r#"</select></label><label>{}<select id="f-rules" data-action="{}"><option value="">{}</option>"#,
        esc(&w.t("puzzle-rules")),
        Act::Rules.as_str(),
        esc(&w.t("puzzle-all"))
    );
    for r in fevga_core::Rules::ALL {
        let n = count(fevga_learn::Filter { rules: Some(r), ..*f });
        let _ = write!(
            s,
            r#"<option value="{}"{}>{} ({n})</option>"#,
            r.as_str(),
            if f.rules == Some(r) { " selected" } else { "" },
            esc(&m.t(&format!("rules-{}", r.as_str())))
        );
    }
    s.push_str("</select></label></div>");
}

/// The person's rating (provisional while its deviation is wide) and, after two rated tries, its
/// history as a line: the ratings after each try, scaled to their own range, its words for a
/// screen reader.
fn rating_html(s: &mut String, page: &Page, cx: Context) {
    let w = cx.w;
    let p = page.progress();
    let r = p.rating();
    let key = if r.deviation > PROVISIONAL {
        "puzzle-rating-new"
    } else {
        "puzzle-rating"
    };
    let _ = write!(
        s,
        r#"<div class="rating"><p>{}</p>"#,
        esc(&w.tf(key, &[("rating", Arg::Num(r.shown()))]))
    );
    let h = p.history();
    if let (Some(first), Some(last)) = (h.first(), h.last())
        && h.len() >= 2
    {
        let (lo, hi) = h
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), x| (lo.min(x.rating), hi.max(x.rating)));
        let span = (hi - lo).max(1.0);
        let step = 120.0 / (h.len() - 1) as f64;
        let points: Vec<String> = h
            .iter()
            .enumerate()
            .map(|(i, x)| format!("{:.1},{:.1}", i as f64 * step, 26.0 - (x.rating - lo) / span * 24.0))
            .collect();
        let label = w.tf(
            "puzzle-rating-graph",
            &[
                ("count", Arg::Num(i64::try_from(h.len()).unwrap_or(0))),
                ("from", Arg::Num(first.shown())),
                ("to", Arg::Num(last.shown())),
            ],
        );
        let end = points.last().map_or("0,0", String::as_str);
        let (cx_, cy) = end.split_once(',').unwrap_or(("0", "0"));
        let _ = write!(
            s,
            r#"<svg class="history" viewBox="-4 -2 128 32" width="128" height="32" role="img" aria-label="{0}"><title>{0}</title><polyline points="{1}"/><circle cx="{cx_}" cy="{cy}" r="3"/></svg>"#,
            esc(&label),
            points.join(" ")
        );
    }
    s.push_str("</div>");
}

/// A rating deviation above this is a provisional rating (lichess's mark, 110).
const PROVISIONAL: f64 = 110.0;

/// The failed puzzles to try again, the oldest first: each a button naming its theme,
/// difficulty, rules and roll.
fn again_html(s: &mut String, page: &Page, all: &[Puzzle], cx: Context) {
    let (m, w) = (cx.m, cx.w);
    let ids = page.progress().failed_ids();
    if ids.is_empty() {
        return;
    }
    let _ = write!(
        s,
        r#"<details class="again"><summary>{}</summary><ul>"#,
        esc(&w.tf(
            "puzzle-again-list",
            &[("count", Arg::Num(i64::try_from(ids.len()).unwrap_or(0)))]
        ))
    );
    for x in ids.iter().filter_map(|id| all.iter().find(|p| p.id == *id)) {
        let words = [
            theme_name(w, x.theme),
            m.t(level_key(x.difficulty)),
            m.t(&format!("rules-{}", x.rules.as_str())),
            x.dice.higher_first().to_string(),
        ]
        .join(" · ");
        let _ = write!(s, "<li>{}</li>", button(Act::Again, &x.id, &words, false));
    }
    s.push_str("</ul></details>");
}

/// The puzzles' screen.
#[must_use]
pub fn puzzle_html(page: &Page, cx: Context) -> String {
    let (m, w) = (cx.m, cx.w);
    let p = page.progress();
    let count = |n: usize| Arg::Num(i64::try_from(n).unwrap_or(0));
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="streak">{}</p>"#,
        button(Act::List, "", &w.t("learn-all"), false),
        esc(&w.t("learn-puzzles")),
        esc(&w.tf(
            "puzzle-record",
            &[
                ("streak", Arg::Num(i64::from(p.streak()))),
                ("best", Arg::Num(i64::from(p.best_streak()))),
                ("solved", count(p.solved())),
                ("failed", count(p.failed())),
            ]
        ))
    );
    rating_html(&mut s, page, cx);
    if let Load::Ready(all) = page.puzzles() {
        filters(&mut s, page, all, cx);
    }
    let Some(x) = page.puzzle() else {
        let _ = write!(s, r#"<p class="notice">{}</p>"#, esc(&empty_line(page, cx)));
        if let Load::Ready(all) = page.puzzles() {
            again_html(&mut s, page, all, cx);
        }
        return s;
    };
    let mut text = format!(
        r#"<p class="step">{} · {} · {}</p><p class="you">{}</p><p class="task"><b>{}</b></p>"#,
        esc(&theme_name(w, x.theme)),
        esc(&m.t(level_key(x.difficulty))),
        esc(&m.t(&format!("rules-{}", x.rules.as_str()))),
        esc(&w.tf(
            "puzzle-you",
            &[("side", Arg::Str(&fevga_i18n::color_name(m, x.position.turn())))]
        )),
        esc(&w.tf("puzzle-task", &[("dice", Arg::Str(&x.dice.higher_first().to_string()))]))
    );
    let right = page.tried().is_some_and(|t| t.verdict.is_right());
    if let Some(t) = page.tried() {
        let head = esc(&w.t(if right { "learn-right" } else { "learn-wrong" }));
        let _ = write!(
            text,
            r#"<div class="answer {}"><p class="verdict"><b>{head}</b> {}</p>"#,
            if right { "right" } else { "wrong" },
            esc(&answer_line(x, right, w))
        );
        if !right {
            let play = t.play.notation();
            let yours = match &t.verdict {
                Verdict::Wrong(Reason::Worse { equity: Some(e), .. }) => w.tf(
                    "puzzle-yours",
                    &[("play", Arg::Str(&play)), ("equity", Arg::Str(&equity(w, *e)))],
                ),
                _ => w.tf(
                    "puzzle-yours-below",
                    &[
                        ("play", Arg::Str(&play)),
                        ("equity", Arg::Str(&equity(w, x.second_equity))),
                    ],
                ),
            };
            let _ = write!(text, "<p>{}</p>", esc(&yours));
        }
        let other = if right { &x.second } else { &t.play };
        let _ = write!(
            text,
            r#"<p class="reason">{}</p></div>"#,
            esc(&reason_text(x, other, cx))
        );
    }
    if page.answer_shown() {
        let _ = write!(
            text,
            r#"<div class="answer shown"><p class="verdict"><b>{}</b> {}</p><p class="reason">{}</p></div>"#,
            esc(&w.t("puzzle-shown")),
            esc(&answer_line(x, false, w)),
            esc(&reason_text(x, &x.second, cx))
        );
    }
    let mut buttons = String::new();
    entry_buttons(&mut buttons, page, cx);
    if page.answer_shown() {
        buttons.push_str(&button(Act::NextPuzzle, "", &w.t("puzzle-next"), true));
        buttons.push_str(&button(Act::Retry, "", &w.t("learn-retry"), false));
    } else if page.tried().is_some() {
        buttons.push_str(&button(Act::NextPuzzle, "", &w.t("puzzle-next"), true));
        if !right {
            buttons.push_str(&button(Act::Retry, "", &w.t("learn-retry"), false));
        }
    } else {
        buttons.push_str(&button(Act::Answer, "", &w.t("puzzle-answer"), false));
        buttons.push_str(&button(Act::NextPuzzle, "", &w.t("puzzle-skip"), false));
    }
    task_screen(&mut s, page, cx, &text, &buttons);
    if let Load::Ready(all) = page.puzzles() {
        again_html(&mut s, page, all, cx);
    }
    s
}
