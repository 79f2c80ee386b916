//! The coach in the status: the hint's ranked plays, and the game review (totals per side, the
//! turn on the board, every rated turn).

use std::fmt::Write;

use fevga_ai::Rated;
use fevga_ai::review::{Band, Label, Review};
use fevga_board::{color_class, esc};
use fevga_core::Color;
use fevga_core::decimal::Decimal;

use super::words::{color_name, side_name};
use crate::app::{App, Button, HintRest, PlaysRollout, REVIEW_TURN, ROLLOUT_TRIALS};
pub use fevga_i18n::reason_line;
use fevga_i18n::{Arg, Messages};

/// A probability as a whole percentage.
fn percent(m: &Messages, p: f32) -> String {
    m.decimal(f64::from(p) * 100.0, 0, false)
}

/// The best plays for the roll in play, or that they are being looked for.
pub fn hint_html(s: &mut String, app: &App, m: &Messages) {
    let Some(ranked) = app.hint() else { return };
    if ranked.is_empty() {
        let _ = write!(s, r#"<p class="hint-wait">{}</p>"#, esc(&m.t("hint-wait")));
        return;
    }
    if let Some(rest) = app.hint_rest() {
        hint_rest_html(s, app, m, rest);
        return;
    }
    let side = app.to_move();
    let dice = app
        .game()
        .dice()
        .map(|d| d.higher_first().to_string())
        .unwrap_or_default();
    let _ = write!(
        s,
        r#"<section class="hint"><h2>{}</h2><ol>"#,
        esc(&m.tf("hint-title", &[("dice", Arg::Str(&dice))]))
    );
    for (i, r) in ranked.iter().enumerate() {
        let notation = r.play.notation_in(side, app.viewer());
        let why = app
            .hint_reason(i)
            .map(|r| format!(r#" <span class="reason">{}</span>"#, esc(&reason_line(m, r))))
            .unwrap_or_default();
        hint_item(s, m, i == 0, &notation, r, &why);
    }
    s.push_str("</ol>");
    rollout_html(s, app, m, app.hint_rollout(), app.can_roll_out(), side);
    s.push_str("</section>");
}

/// One play of a hint's list: its notation and equity, its odds, and `why` (a reason's markup,
/// or nothing); `best` marks the first.
fn hint_item(s: &mut String, m: &Messages, best: bool, notation: &str, r: &Rated, why: &str) {
    let [win, win2, lose2] = r.outputs;
    let _ = write!(
        s,
        r#"<li{}><b>{}</b> <span class="odds">{}</span>{why}</li>"#,
        if best { r#" class="best""# } else { "" },
        esc(&m.tf(
            "hint-play",
            &[
                ("move", Arg::Str(notation)),
                ("equity", Arg::Str(&m.decimal(f64::from(r.equity), 3, true)))
            ]
        )),
        esc(&m.tf(
            "hint-odds",
            &[
                ("win", Arg::Str(&percent(m, win))),
                ("win2", Arg::Str(&percent(m, win2))),
                ("lose2", Arg::Str(&percent(m, lose2)))
            ]
        ))
    );
}

/// The hint once steps of the turn are entered: the best ways to play the dice left (the
/// steps still to make, each with its whole play's equity), or first, if none of the best
/// plays continues the steps entered, that they are not part of one, with the button that
/// takes them back.
fn hint_rest_html(s: &mut String, app: &App, m: &Messages, rest: &HintRest) {
    let side = app.to_move();
    let dice: Vec<String> = app.dice_left().iter().map(u8::to_string).collect();
    let _ = write!(
        s,
        r#"<section class="hint hint-rest"><h2>{}</h2>"#,
        esc(&m.tf("hint-rest-title", &[("dice", Arg::Str(&dice.join("-")))]))
    );
    if rest.off_best {
        let _ = write!(s, r#"<p class="hint-off-best">{} "#, esc(&m.t("hint-off-best")));
        super::controls::button(s, m, Button::HintUndo, true, false);
        s.push_str("</p>");
    }
    s.push_str("<ol>");
    for (i, (r, steps)) in rest.plays.iter().enumerate() {
        let notation = fevga_core::notation::format_steps(steps, side, app.viewer());
        hint_item(s, m, i == 0 && !rest.off_best, &notation, r, "");
    }
    s.push_str("</ol></section>");
}

/// Under the hint or a reviewed turn: the button that rolls its plays out (if `can`), the
/// rollout's progress, or its result (each play of `side`'s with its equity and standard error,
/// best first, and its chances).
fn rollout_html(s: &mut String, app: &App, m: &Messages, rollout: Option<&PlaysRollout>, can: bool, side: Color) {
    match rollout {
        None if can => {
            s.push_str(r#"<p class="rollout-ask">"#);
            super::controls::button(s, m, Button::RollOut, true, false);
            let _ = write!(
                s,
                r#" <span class="rollout-about">{}</span></p>"#,
                esc(&m.tf(
                    "rollout-about",
                    &[("trials", Arg::Num(i64::try_from(ROLLOUT_TRIALS).unwrap_or(0)))]
                ))
            );
        }
        None => {}
        Some(PlaysRollout::Running { done, total }) => {
            let percent = m.decimal(100.0 * *done as f64 / (*total).max(1) as f64, 0, false);
            let _ = write!(
                s,
                r#"<p class="rollout-wait" role="status"><progress max="{total}" value="{done}"></progress> {}</p>"#,
                esc(&m.tf("rollout-wait", &[("percent", Arg::Str(&percent))]))
            );
        }
        Some(PlaysRollout::Done(rolled)) => {
            let trials = rolled.first().map_or(ROLLOUT_TRIALS, |r| r.trials);
            let _ = write!(
                s,
                r#"<div class="rollout"><h3>{}</h3><ol>"#,
                esc(&m.tf(
                    "rollout-title",
                    &[("trials", Arg::Num(i64::try_from(trials).unwrap_or(0)))]
                ))
            );
            for (i, r) in rolled.iter().enumerate() {
                let notation = r.play.notation_in(side, app.viewer());
                let [win, win2, lose2] = r.outputs.map(|p| p as f32);
                let _ = write!(
                    s,
                    r#"<li{}><b>{}</b> <span class="odds">{}</span></li>"#,
                    if i == 0 { r#" class="best""# } else { "" },
                    esc(&m.tf(
                        "rollout-play",
                        &[
                            ("move", Arg::Str(&notation)),
                            ("equity", Arg::Str(&m.decimal(r.equity, 3, true))),
                            ("error", Arg::Str(&m.decimal(r.equity_se, 3, false)))
                        ]
                    )),
                    esc(&m.tf(
                        "hint-odds",
                        &[
                            ("win", Arg::Str(&percent(m, win))),
                            ("win2", Arg::Str(&percent(m, win2))),
                            ("lose2", Arg::Str(&percent(m, lose2)))
                        ]
                    ))
                );
            }
            s.push_str("</ol></div>");
        }
    }
}

fn label_word(m: &Messages, label: Label) -> String {
    m.t(match label {
        Label::Doubtful => "review-doubtful",
        Label::Mistake => "review-mistake",
        Label::Blunder => "review-blunder",
    })
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

/// The viewer's chance to win over the game ([`Review::win_chances`]): a line through the rated
/// turns, a dot per play marked by its label, the turn shown; a column per rated turn is a
/// button to it (for a pointer: the list below is the keyboard's and the screen reader's way).
fn win_graph(s: &mut String, app: &App, review: &Review, at: Option<usize>, m: &Messages) {
    let side = app.viewer();
    let chances = review.win_chances(side);
    if chances.len() < 2 {
        return;
    }
    // x: the turn's index, 4 units a turn; y: 0 (sure to win) to 100 (sure to lose).
    const STEP: usize = 4;
    let width = STEP * review.turns.len();
    // Whole units, with integer arithmetic (no float formatting in the page).
    let y = |p: f32| Decimal::fixed(f64::from(100.0 - 100.0 * p.clamp(0.0, 1.0)), 0);
    let label = m.tf("review-graph", &[("side", Arg::Str(&side_name(app, m, side)))]);
    let _ = write!(
        s,
        r#"<figure class="review-graph"><svg viewBox="0 0 {width} 100" preserveAspectRatio="none" aria-hidden="true"><line class="even" x1="0" y1="50" x2="{width}" y2="50"/>"#
    );
    if let Some(i) = at {
        let _ = write!(
            s,
            r#"<line class="at" x1="{x}" y1="0" x2="{x}" y2="100"/>"#,
            x = i * STEP + STEP / 2
        );
    }
    s.push_str(r#"<polyline points=""#);
    for &(i, p) in &chances {
        let _ = write!(s, "{},{} ", i * STEP + STEP / 2, y(p));
    }
    s.push_str(r#""/>"#);
    for &(i, p) in &chances {
        let t = &review.turns[i];
        let _ = write!(
            s,
            r#"<g data-action="{REVIEW_TURN}" data-turn="{i}"><rect x="{}" y="0" width="{STEP}" height="100"/><circle class="{} {}" cx="{}" cy="{}" r="1.6"/></g>"#,
            i * STEP,
            t.label.map_or("good", Label::name),
            color_class(t.color),
            i * STEP + STEP / 2,
            y(p)
        );
    }
    let _ = write!(s, "</svg><figcaption>{}</figcaption></figure>", esc(&label));
}

/// The review: its progress while worked out; then each side's totals, the turn shown on the
/// board with its verdict, and the list of rated turns.
pub fn review_html(s: &mut String, app: &App, m: &Messages) {
    if let Some((done, total)) = app.review_progress() {
        let n = |v: usize| Arg::Num(i64::try_from(v).unwrap_or(0));
        let _ = write!(
            s,
            r#"<p class="review-wait">{}</p>"#,
            esc(&m.tf("review-wait", &[("done", n(done)), ("total", n(total))]))
        );
        return;
    }
    let Some((review, at)) = app.review() else { return };
    // A row per figure, a column per side: narrow enough for a phone.
    let _ = write!(
        s,
        r#"<section class="review"><h2>{}</h2><table class="review-totals"><tr><th></th>"#,
        esc(&m.t("review-title"))
    );
    for c in [Color::White, Color::Black] {
        let _ = write!(
            s,
            r#"<th><span class="chip {}"></span>{}</th>"#,
            color_class(c),
            esc(&side_name(app, m, c))
        );
    }
    s.push_str("</tr>");
    let [w, b] = &review.totals;
    let rows: [(&str, [String; 2]); 6] = [
        ("review-decisions", [w.decisions.to_string(), b.decisions.to_string()]),
        (
            "review-lost",
            [w.loss, b.loss].map(|l| m.decimal(f64::from(l), 3, false)),
        ),
        ("review-doubtful", [w.doubtful.to_string(), b.doubtful.to_string()]),
        ("review-mistake", [w.mistakes.to_string(), b.mistakes.to_string()]),
        ("review-blunder", [w.blunders.to_string(), b.blunders.to_string()]),
        (
            "review-error-rate",
            [w, b].map(|t| {
                if t.decisions == 0 {
                    "–".to_string()
                } else {
                    m.decimal(f64::from(t.error_rate_mp()), 1, false)
                }
            }),
        ),
    ];
    for (key, [x, y]) in rows {
        let _ = write!(s, "<tr><th>{}</th><td>{x}</td><td>{y}</td></tr>", esc(&m.t(key)));
    }
    // The performance rating with its band's name.
    let _ = write!(s, r#"<tr class="rating"><th>{}</th>"#, esc(&m.t("review-rating")));
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
    s.push_str("</tr>");
    s.push_str("</table>");
    let _ = write!(
        s,
        r#"<p class="review-thresholds">{}</p>"#,
        esc(&m.t("review-thresholds"))
    );
    let _ = write!(
        s,
        r#"<p class="review-thresholds">{}</p>"#,
        esc(&m.t("review-rating-note"))
    );
    win_graph(s, app, review, at, m);
    match at.and_then(|i| review.turns.get(i)) {
        Some(t) => {
            let n = Arg::Num(i64::try_from(t.number).unwrap_or(0));
            let side = color_name(m, t.color);
            let dice = t.dice.higher_first().to_string();
            let line = match t.played {
                Some(p) => {
                    let mv = p.notation_in(t.color, app.viewer());
                    let a = [
                        ("n", n),
                        ("side", Arg::Str(&side)),
                        ("dice", Arg::Str(&dice)),
                        ("move", Arg::Str(&mv)),
                    ];
                    m.tf("review-turn", &a)
                }
                None => m.tf(
                    "review-pass",
                    &[("n", n), ("side", Arg::Str(&side)), ("dice", Arg::Str(&dice))],
                ),
            };
            let verdict = match (t.label, t.best) {
                (Some(label), Some(best)) => m.tf(
                    "review-verdict",
                    &[
                        ("label", Arg::Str(&label_word(m, label))),
                        ("loss", Arg::Str(&m.decimal(f64::from(t.loss), 3, false))),
                        ("best", Arg::Str(&best.play.notation_in(t.color, app.viewer()))),
                    ],
                ),
                (None, Some(_)) => m.t("review-good"),
                (None, None) if t.played.is_some() => m.t("review-only"),
                _ => String::new(),
            };
            let why = t
                .reason
                .filter(|_| t.label.is_some())
                .map(|r| format!(r#" <span class="reason">{}</span>"#, esc(&reason_line(m, r))))
                .unwrap_or_default();
            let _ = write!(
                s,
                r#"<p class="review-turn" aria-live="polite"><span class="chip {}"></span>{} <b>{}</b>{why}</p>"#,
                color_class(t.color),
                esc(&line),
                esc(&verdict)
            );
            rollout_html(s, app, m, app.review_rollout(), app.can_roll_out_turn(), t.color);
        }
        None => {
            let _ = write!(s, r#"<p class="review-turn">{}</p>"#, esc(&m.t("review-start")));
        }
    }
    // Every rated turn a button: the board shows it.
    s.push_str(r#"<ol class="review-list">"#);
    for (i, t) in review.turns.iter().enumerate().filter(|(_, t)| t.best.is_some()) {
        let mv = t
            .played
            .map(|p| p.notation_in(t.color, app.viewer()))
            .unwrap_or_default();
        let _ = write!(
            s,
            r#"<li value="{}" class="{}{}"><button type="button" data-action="{REVIEW_TURN}" data-turn="{i}"{}><span class="chip {}"></span><span class="roll">{}</span> {} <span class="verdict">{}</span></button></li>"#,
            t.number,
            t.label.map_or("good", Label::name),
            if at == Some(i) { " current" } else { "" },
            if at == Some(i) { r#" aria-current="step""# } else { "" },
            color_class(t.color),
            t.dice.higher_first(),
            esc(&mv),
            esc(&t.label.map_or_else(String::new, |l| format!(
                "{} {}",
                label_word(m, l),
                m.decimal(-f64::from(t.loss), 3, true)
            )))
        );
    }
    s.push_str("</ol></section>");
}
