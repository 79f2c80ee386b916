//! A card of the deck practised: its board (taking the play, or the best play drawn once
//! answered), what the board just did in words, the list of plays, and the answer with the
//! reason the best play is better.

use std::fmt::Write as _;

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Entry, Marks, Orientation, Spot, esc};
use fevga_core::{Play, Position, StepTo};
use fevga_i18n::{Arg, Messages, color_name};

use super::parts::{Context, button, button_if, notice_html};
use crate::act::Act;
use crate::page::Page;
use crate::question::Question;
use crate::screen::Said;

/// The board of a card: its position from the mover's side with the roll; while it waits for an
/// answer, the play being entered on it (`entry`: its checkers that can move, the one taken up
/// and where it may go, the dice left, the board's focus); once answered, the best play drawn
/// as arrows.
#[must_use]
pub fn practice_view(q: &Question, entry: Option<(&Entry, Spot)>, shown: Option<&Play>) -> BoardView {
    let mover = q.mover();
    let mut marks = Marks::default();
    if let Some((e, focus)) = entry {
        e.mark(&mut marks);
        return BoardView {
            board: e.turn().position().board(),
            marks,
            dice: Some(DiceView::new(q.dice, mover, &e.dice_left())),
            orientation: Orientation::with_bottom(mover),
            numbers: true,
            numbering: mover,
            focus: Some(focus),
            interactive: true,
        };
    }
    if let Some(p) = shown {
        for m in p.moves() {
            let to = match m.to() {
                StepTo::Point(t) => Spot::Point(mover.to_white(t)),
                StepTo::Off => Spot::Tray(mover),
            };
            marks.arrows.push(Arrow {
                from: mover.to_white(m.from()),
                to,
                kind: ArrowKind::Best,
            });
        }
    }
    let faces: Vec<u8> = q.dice.faces().collect();
    BoardView {
        board: q.position.board(),
        marks,
        dice: Some(DiceView::new(q.dice, mover, &faces)),
        orientation: Orientation::with_bottom(mover),
        numbers: true,
        numbering: mover,
        focus: None,
        interactive: false,
    }
}

fn equity(m: &Messages, mp: i32) -> String {
    m.decimal(f64::from(mp) / 1000.0, 3, true)
}

/// What the last input on a card's board did, in words (on screen under the board and in the
/// live region): the move made and the dice left (or that the play is complete), the move taken
/// back, or the rule that refused a step.
#[must_use]
pub fn practice_said(page: &Page, cx: Context) -> Option<String> {
    fevga_i18n::said_line(cx.m, page.said()?, page.entry()?, &cx.g.t("games-complete"))
}

/// A card of the deck: the board taking the play (or showing the best once answered), the task,
/// what the board did, the list of plays with Check and Undo, or the answer.
#[must_use]
pub fn practice_html(page: &Page, q: &Question, choice: Option<usize>, answered: Option<bool>, cx: Context) -> String {
    let (g, m) = (cx.g, cx.m);
    let mover = q.mover();
    let due = page.deck().due(page.today());
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{} · {}</p>"#,
        button(Act::List, &g.t("games-back")),
        esc(&g.t("games-practice-title")),
        esc(&m.t(&format!("rules-{}", q.rules.as_str()))),
        esc(&g.tf("games-due-now", &[("n", Arg::Num(i64::try_from(due).unwrap_or(0)))]))
    );
    // Once answered, the verdict heads the answer below the board (the live region says it too).
    if answered.is_none() {
        s.push_str(&notice_html(page, cx));
    }
    let best = q.plays[q.best];
    let entry = page.entry().map(|e| (e, page.focus()));
    let _ = write!(
        s,
        r#"<div class="board{}">{}</div>"#,
        if entry.is_some() { " live" } else { "" },
        super::parts::board_svg(&practice_view(q, entry, answered.map(|_| &best)), cx.m)
    );
    let dice = q.dice.higher_first().to_string();
    let _ = write!(
        s,
        r#"<p class="task">{}</p>"#,
        esc(&g.tf(
            "games-find",
            &[("side", Arg::Str(&color_name(m, mover))), ("dice", Arg::Str(&dice))]
        ))
    );
    // What the board just did (a refusal says its rule), where the eye is.
    if let Some(said) = practice_said(page, cx) {
        let refused = matches!(page.said(), Some(Said::Refused(_)));
        let _ = write!(
            s,
            r#"<p class="said{}">{}</p>"#,
            if refused { " why" } else { "" },
            esc(&said)
        );
    }
    match answered {
        None => {
            let _ = write!(s, r#"<p class="how">{}</p>"#, esc(&g.t("games-on-board")));
            let mut opts = String::new();
            if choice.is_none() {
                let _ = write!(
                    opts,
                    r#"<option value="" selected disabled>{}</option>"#,
                    esc(&g.t("games-no-play"))
                );
            }
            for (i, p) in q.plays.iter().enumerate() {
                let sel = if Some(i) == choice { " selected" } else { "" };
                let _ = write!(opts, r#"<option value="{i}"{sel}>{}</option>"#, esc(&p.notation()));
            }
            let begun = page.entry().is_some_and(|e| e.moves() > 0);
            let _ = write!(
                s,
                r#"<div class="actions"><label class="plays">{}<select id="g-play" data-action="{}">{opts}</select></label>{}{}</div>"#,
                esc(&g.t("games-your-play")),
                Act::Choose.as_str(),
                button_if(Act::Check, &g.t("games-check"), choice.is_some()),
                button_if(Act::Undo, &m.t("undo"), begun)
            );
        }
        Some(right) => {
            let _ = write!(
                s,
                r#"<div class="answer {}"><p class="verdict">{}</p><p>{}</p><p>{}</p>"#,
                if right { "right" } else { "wrong" },
                esc(&g.t(if right { "games-right" } else { "games-wrong" })),
                esc(&g.tf(
                    "games-best",
                    &[
                        ("play", Arg::Str(&best.notation())),
                        ("equity", Arg::Str(&equity(m, q.card.best_mp)))
                    ]
                )),
                esc(&g.tf(
                    "games-played",
                    &[
                        ("play", Arg::Str(&q.plays[q.played].notation())),
                        ("equity", Arg::Str(&equity(m, q.card.played_mp)))
                    ]
                ))
            );
            if let Some(line) = reason_line(q, m) {
                let _ = write!(s, r#"<p class="reason">{}</p>"#, esc(&line));
            }
            s.push_str("</div>");
            let _ = write!(
                s,
                r#"<div class="actions">{}</div>"#,
                button(
                    Act::Practise,
                    &g.t(if due > 0 { "games-next-card" } else { "games-done" })
                )
            );
        }
    }
    // The board as text, for a screen reader, under the controls.
    let _ = write!(
        s,
        r#"<details class="text"><summary>{}</summary><ul>"#,
        esc(&m.t("board-text"))
    );
    for line in fevga_i18n::text_lines(&q.position, mover, m) {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></details>");
    s
}

/// What the best play does that the one played did not, in words (the engine's reason,
/// worked out again from the two positions the plays leave).
fn reason_line(q: &Question, m: &Messages) -> Option<String> {
    let after = |i: usize| -> Position { q.position.after(q.plays.get(i)) };
    let r = fevga_core::reason::Reason::of(q.mover(), &after(q.best), &after(q.played));
    Some(fevga_i18n::reason_line(m, r))
}
