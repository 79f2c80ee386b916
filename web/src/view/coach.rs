//! The coach in the status: the hint's ranked plays (or, once steps are entered, the rest of the
//! turn) and the rollout of its plays.

use std::fmt::Write;

use fevga_ai::Rated;
use fevga_board::esc;
use fevga_core::Color;

use crate::app::{App, Button, HintRest, PlaysRollout, ROLLOUT_TRIALS};
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

/// Under the hint: the button that rolls its plays out (if `can`), the rollout's progress, or
/// its result (each play of `side`'s with its equity and standard error,
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
