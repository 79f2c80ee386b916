//! The analysis board's review (issue 31): the turn shown in words with its verdict and reason,
//! the steps to the previous and next mistake, the win-chance graph (an axis, the mistakes
//! marked, a column per turn to step to), each side's totals, error rate and rating, and the
//! list of every turn with its rating. Read only: the review is the one the page kept
//! ([`Analysed`]), as far as it is rated.

use std::fmt::Write as _;

use fevga_ai::review::{Band, Label, Review, TurnReview};
use fevga_board::{color_class, esc};
use fevga_core::Color;
use fevga_i18n::{Arg, Messages, color_name, reason_line};

use super::parts::Context;
use crate::act::Act;
use crate::analysis::Analysed;
use crate::page::{Page, ROLLOUT_TRIALS, TurnRollout};

fn num(n: usize) -> Arg<'static> {
    Arg::Num(i64::try_from(n).unwrap_or(0))
}

/// A label's word's key.
pub(super) const fn label_key(label: Label) -> &'static str {
    match label {
        Label::Doubtful => "review-doubtful",
        Label::Mistake => "review-mistake",
        Label::Blunder => "review-blunder",
    }
}

/// A label's word.
fn label_word(m: &Messages, label: Label) -> String {
    m.t(label_key(label))
}

/// A performance rating band's name.
fn band_word(m: &Messages, band: Band) -> String {
    m.t(match band {
        Band::WorldClass => "review-band-world-class",
        Band::Expert => "review-band-expert",
        Band::Advanced => "review-band-advanced",
        Band::Intermediate => "review-band-intermediate",
        Band::Casual => "review-band-casual",
        Band::Beginner => "review-band-beginner",
    })
}

/// A side's name: the record's name for it, else the colour's.
fn side_name(a: &Analysed, m: &Messages, c: Color) -> String {
    let name = a.names.get(c);
    if name.is_empty() {
        color_name(m, c)
    } else {
        name.clone()
    }
}

/// The turn shown in words: who rolled what and played what (in the mover's numbering, as the
/// record writes it), or the end of the game.
#[must_use]
pub fn turn_words(a: &Analysed, step: usize, cx: Context) -> String {
    let m = cx.m;
    let n = a.turns();
    let Some(t) = a.game.history().get(step) else {
        return cx.g.tf("games-at-end", &[("total", num(n))]);
    };
    let side = side_name(a, m, t.color);
    let dice = t.dice.higher_first().to_string();
    let line = match t.play {
        Some(p) => m.tf(
            "review-turn",
            &[
                ("n", num(step + 1)),
                ("side", Arg::Str(&side)),
                ("dice", Arg::Str(&dice)),
                ("move", Arg::Str(&p.notation())),
            ],
        ),
        None => m.tf(
            "review-pass",
            &[
                ("n", num(step + 1)),
                ("side", Arg::Str(&side)),
                ("dice", Arg::Str(&dice)),
            ],
        ),
    };
    let of = cx.g.tf("games-step-of", &[("n", num(step + 1)), ("total", num(n))]);
    format!("{line} {of}")
}

/// The verdict on the turn shown (and the reason in words), once it is rated.
#[must_use]
pub fn verdict_words(a: &Analysed, step: usize, cx: Context) -> Option<(String, Option<String>)> {
    let m = cx.m;
    let t = a.review.turns.get(step)?;
    let verdict = match (t.label, t.best) {
        (Some(label), Some(best)) => m.tf(
            "review-verdict",
            &[
                ("label", Arg::Str(&label_word(m, label))),
                ("loss", Arg::Str(&m.decimal(f64::from(t.loss), 3, false))),
                ("best", Arg::Str(&best.play.notation())),
            ],
        ),
        (None, Some(_)) => m.t("review-good"),
        (None, None) if t.played.is_some() => m.t("review-only"),
        _ => return None,
    };
    let why = t.reason.filter(|_| t.label.is_some()).map(|r| reason_line(m, r));
    Some((verdict, why))
}

/// The turn's line, its verdict, and the steps (by turn and by mistake).
pub fn turn_html(s: &mut String, page: &Page, a: &Analysed, step: usize, cx: Context) {
    let (m, g) = (cx.m, cx.g);
    let chip = a
        .game
        .history()
        .get(step)
        .map(|t| format!(r#"<span class="chip {}"></span>"#, color_class(t.color)))
        .unwrap_or_default();
    let _ = write!(
        s,
        r#"<p class="turn" id="g-turn">{chip}{}</p>"#,
        esc(&turn_words(a, step, cx))
    );
    match verdict_words(a, step, cx) {
        Some((verdict, why)) => {
            let label = a
                .review
                .turns
                .get(step)
                .and_then(|t| t.label)
                .map_or("good", Label::name);
            let _ = write!(s, r#"<p class="verdict-line {label}"><b>{}</b>"#, esc(&verdict));
            if let Some(why) = why {
                let _ = write!(s, r#" <span class="reason">{}</span>"#, esc(&why));
            }
            s.push_str("</p>");
        }
        None if step < a.turns() && step >= a.rated => {
            let _ = write!(
                s,
                r#"<p class="verdict-line wait">{}</p>"#,
                esc(&g.t("games-not-rated"))
            );
        }
        None => s.push_str(r#"<p class="verdict-line"></p>"#),
    }
    let n = a.turns();
    let nav = |act: Act, key: &str, off: bool| {
        // The mistakes' steps are the review's words (the game page's bundle), the others the
        // Games page's.
        let words = if key.starts_with("review-") { m } else { g };
        format!(
            r#"<button type="button" data-action="{}"{} aria-keyshortcuts="{}">{}</button>"#,
            act.as_str(),
            if off { " disabled" } else { "" },
            act.key().unwrap_or_default(),
            esc(&words.t(key))
        )
    };
    let _ = write!(
        s,
        r#"<div class="actions steps">{}{}{}{}</div><div class="actions steps mistakes">{}{}</div><p class="hint">{}</p>"#,
        nav(Act::First, "games-first", step == 0),
        nav(Act::Prev, "games-prev", step == 0),
        nav(Act::Next, "games-next", step >= n),
        nav(Act::Last, "games-last", step >= n),
        nav(
            Act::PrevMistake,
            "review-prev-mistake",
            a.mistake_from(step, false).is_none()
        ),
        nav(
            Act::NextMistake,
            "review-next-mistake",
            a.mistake_from(step, true).is_none()
        ),
        esc(&g.t("games-keys"))
    );
    // Below the steps (they stay where they are): another play tried here, the rollout.
    if step < n {
        let _ = write!(
            s,
            r#"<p class="buttons try">{}</p>"#,
            super::parts::button(Act::Explore, &g.t("games-explore"))
        );
    }
    rollout_html(s, page, a, step, cx);
}

/// The rollout of the turn's best and played plays (where they differ): the button, its
/// progress, or the plays as the rollout ranks them.
fn rollout_html(s: &mut String, page: &Page, a: &Analysed, step: usize, cx: Context) {
    let m = cx.m;
    let differ = a
        .review
        .turns
        .get(step)
        .and_then(|t| t.best.zip(t.played_rated))
        .is_some_and(|(b, p)| b.play.position() != p.play.position());
    if !differ {
        return;
    }
    let trials = Arg::Num(i64::try_from(ROLLOUT_TRIALS).unwrap_or(0));
    match page.rollout() {
        None => {
            let _ = write!(
                s,
                r#"<p class="rollout-ask">{} <span class="hint">{}</span></p>"#,
                super::parts::button(Act::RollOut, &m.t("roll-out")),
                esc(&m.tf("rollout-about", &[("trials", trials)]))
            );
        }
        Some(TurnRollout {
            done: None,
            progress: (done, total),
            ..
        }) => {
            let percent = m.decimal(100.0 * *done as f64 / (*total).max(1) as f64, 0, false);
            let _ = write!(
                s,
                r#"<p class="rollout-wait" role="status"><progress max="{total}" value="{done}"></progress> {}</p>"#,
                esc(&m.tf("rollout-wait", &[("percent", Arg::Str(&percent))]))
            );
        }
        Some(TurnRollout { done: Some(rolled), .. }) => {
            let _ = write!(
                s,
                r#"<div class="rollout"><h3>{}</h3><ol>"#,
                esc(&m.tf("rollout-title", &[("trials", trials)]))
            );
            for (i, r) in rolled.iter().enumerate() {
                let _ = write!(
                    s,
                    r#"<li{}>{}</li>"#,
                    if i == 0 { r#" class="best""# } else { "" },
                    esc(&m.tf(
                        "rollout-play",
                        &[
                            ("move", Arg::Str(&r.play.notation())),
                            ("equity", Arg::Str(&m.decimal(r.equity, 3, true))),
                            ("error", Arg::Str(&m.decimal(r.equity_se, 3, false)))
                        ]
                    ))
                );
            }
            s.push_str("</ol></div>");
        }
    }
}

/// The review beside the board: its progress, the graph, the totals and the list of turns.
pub fn review_html(s: &mut String, a: &Analysed, step: usize, side: Color, cx: Context) {
    let (m, g) = (cx.m, cx.g);
    let _ = write!(
        s,
        r#"<section class="review" aria-labelledby="g-review"><h2 id="g-review">{}</h2>"#,
        esc(&m.t("review-title"))
    );
    if !a.complete() {
        let _ = write!(
            s,
            r#"<p class="reviewing">{}</p>"#,
            esc(&g.tf("games-reviewing", &[("done", num(a.rated)), ("total", num(a.turns()))]))
        );
    }
    graph_html(s, a, step, side, cx);
    totals_html(s, a, cx);
    list_html(s, a, step, cx);
    s.push_str("</section>");
}

/// `side`'s chance to win over the game: a line through the rated turns between an axis (0,
/// 50 and 100 %) and the turns' numbers, a mark under each mistake and blunder, the turn shown;
/// a column per turn is a button to it (for a pointer: the list is the keyboard's way).
fn graph_html(s: &mut String, a: &Analysed, step: usize, side: Color, cx: Context) {
    let review = &a.review;
    let chances = review.win_chances(side);
    let n = a.turns();
    if n == 0 {
        return;
    }
    // x: 4 units a turn; y: 0 (sure to win) to 100 (sure to lose).
    const STEP: usize = 4;
    let width = STEP * n;
    let y = |p: f32| fevga_core::decimal::Decimal::fixed(f64::from(100.0 - 100.0 * p.clamp(0.0, 1.0)), 0);
    let label =
        cx.m.tf("review-graph", &[("side", Arg::Str(&side_name(a, cx.m, side)))]);
    let _ = write!(
        s,
        r#"<figure class="review-graph"><div class="plot"><span class="axis" aria-hidden="true"><span>100%</span><span>50%</span><span>0%</span></span><svg viewBox="0 0 {width} 100" preserveAspectRatio="none" aria-hidden="true"><line class="even" x1="0" y1="50" x2="{width}" y2="50"/>"#
    );
    if step < n {
        let _ = write!(
            s,
            r#"<rect class="at" x="{}" y="0" width="{STEP}" height="100"/>"#,
            step * STEP
        );
    }
    for (i, t) in review.turns.iter().enumerate() {
        let class = t.label.map_or("", Label::name);
        let _ = write!(
            s,
            r#"<g data-action="{}" data-id="{i}"><rect x="{}" y="0" width="{STEP}" height="100"/>"#,
            Act::Turn.as_str(),
            i * STEP
        );
        if matches!(t.label, Some(Label::Mistake | Label::Blunder)) {
            let _ = write!(
                s,
                r#"<rect class="mark {class} {}" x="{}" y="88" width="{STEP}" height="12"/>"#,
                color_class(t.color),
                i * STEP
            );
        }
        s.push_str("</g>");
    }
    if chances.len() >= 2 {
        s.push_str(r#"<polyline points=""#);
        for &(i, p) in &chances {
            let _ = write!(s, "{},{} ", i * STEP + STEP / 2, y(p));
        }
        s.push_str(r#""/>"#);
    }
    let _ = write!(
        s,
        r#"</svg></div><div class="turns" aria-hidden="true"><span>1</span><span>{n}</span></div><figcaption>{}</figcaption></figure>"#,
        esc(&label)
    );
}

/// Each side's totals: choices, equity lost, the labelled plays, the error rate and the
/// rating with its band.
fn totals_html(s: &mut String, a: &Analysed, cx: Context) {
    let m = cx.m;
    let review: &Review = &a.review;
    s.push_str(r#"<table class="review-totals"><tr><th></th>"#);
    for c in Color::BOTH {
        let _ = write!(
            s,
            r#"<th scope="col"><span class="chip {}"></span>{}</th>"#,
            color_class(c),
            esc(&side_name(a, m, c))
        );
    }
    s.push_str("</tr>");
    let [w, b] = &review.totals;
    let rate = |t: &fevga_ai::review::Totals| {
        if t.decisions == 0 {
            "–".to_string()
        } else {
            m.decimal(f64::from(t.error_rate_mp()), 1, false)
        }
    };
    let rows: [(&str, [String; 2]); 4] = [
        ("review-decisions", [w.decisions.to_string(), b.decisions.to_string()]),
        (
            "review-mistake",
            [w, b].map(|t| format!("{} · {}", t.mistakes, t.blunders)),
        ),
        (
            "review-lost",
            [w.loss, b.loss].map(|l| m.decimal(f64::from(l), 3, false)),
        ),
        ("review-error-rate", [rate(w), rate(b)]),
    ];
    for (key, [x, y]) in rows {
        let head = if key == "review-mistake" {
            format!("{} · {}", m.t("review-mistake"), m.t("review-blunder"))
        } else {
            m.t(key)
        };
        let _ = write!(
            s,
            r#"<tr><th scope="row">{}</th><td>{x}</td><td>{y}</td></tr>"#,
            esc(&head)
        );
    }
    let _ = write!(
        s,
        r#"<tr class="rating"><th scope="row">{}</th>"#,
        esc(&m.t("review-rating"))
    );
    for t in [w, b] {
        match (t.rating(), t.band()) {
            (Some(r), Some(band)) => {
                let _ = write!(
                    s,
                    r#"<td><b>{}</b><span class="band {}">{}</span></td>"#,
                    m.decimal(f64::from(r), 1, false),
                    band.name(),
                    esc(&band_word(m, band))
                );
            }
            _ => s.push_str("<td>–</td>"),
        }
    }
    let _ = write!(
        s,
        r#"</tr></table><details class="notes"><summary>{}</summary><p>{}</p><p>{}</p></details>"#,
        esc(&cx.g.t("games-review-notes")),
        esc(&m.t("review-thresholds")),
        esc(&m.t("review-rating-note"))
    );
}

/// Every turn a button: its number, roll, play and verdict; the one shown marked.
fn list_html(s: &mut String, a: &Analysed, step: usize, cx: Context) {
    let m = cx.m;
    s.push_str(r#"<ol class="review-list">"#);
    for (i, t) in a.game.history().iter().enumerate() {
        let rated: Option<&TurnReview> = a.review.turns.get(i);
        let label = rated.and_then(|r| r.label);
        let verdict = match (rated, label) {
            (Some(r), Some(l)) => format!("{} {}", label_word(m, l), m.decimal(-f64::from(r.loss), 3, true)),
            _ => String::new(),
        };
        let mv = t.play.map_or_else(|| "–".to_string(), |p| p.notation());
        let current = i == step;
        let _ = write!(
            s,
            r#"<li value="{}" class="{}{}"><button type="button" data-action="{}" data-id="{i}"{}><span class="chip {}"></span><span class="roll">{}</span> {} <span class="verdict">{}</span></button></li>"#,
            i + 1,
            label.map_or("good", Label::name),
            if current { " current" } else { "" },
            Act::Turn.as_str(),
            if current { r#" aria-current="step""# } else { "" },
            color_class(t.color),
            t.dice.higher_first(),
            esc(&mv),
            esc(&verdict)
        );
    }
    s.push_str("</ol>");
}
