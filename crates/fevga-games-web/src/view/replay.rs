//! A kept game's replay: the board at a step from the person's side (the turn's play marked),
//! the line that says the step, the step buttons and the record to export.

use std::fmt::Write as _;

use fevga_board::{BoardView, DiceView, Marks, Orientation, esc};
use fevga_core::{Color, Game, StepTo};
use fevga_i18n::{Arg, MessageLabels, color_name};

use super::parts::{Context, button, notice_html};
use super::words::row_words;
use crate::act::Act;
use crate::page::Page;
use crate::question::replay;
use crate::store::Kept;

/// The board at a replay's step, from the person's side: the turn's play marked.
#[must_use]
pub fn replay_view(game: &Game, step: usize, bottom: Color) -> BoardView {
    let history = game.history();
    let position = history.get(step).map_or_else(|| game.position(), |t| t.before);
    let mut marks = Marks::default();
    let mut dice = None;
    if let Some(t) = step.checked_sub(1).and_then(|i| history.get(i)) {
        if let Some(p) = t.play {
            for m in p.moves() {
                marks.last_from.push(t.color.to_white(m.from()));
                if let StepTo::Point(q) = m.to() {
                    marks.last_to.push(t.color.to_white(q));
                }
            }
        }
        dice = Some(DiceView {
            last: true,
            ..DiceView::new(t.dice, t.color, &[])
        });
    }
    BoardView {
        board: position.board(),
        marks,
        dice,
        orientation: Orientation::with_bottom(bottom),
        numbers: true,
        numbering: bottom,
        focus: None,
        interactive: false,
    }
}

/// The line that says a replay's step: the start, or the turn just played, numbered as the
/// record numbers it (the turn's number, its play in the mover's own numbering).
#[must_use]
pub fn step_words(game: &Game, step: usize, cx: Context) -> String {
    let m = cx.m;
    let n = game.history().len();
    let Some(t) = step.checked_sub(1).and_then(|i| game.history().get(i)) else {
        return cx
            .g
            .tf("games-at-start", &[("total", Arg::Num(i64::try_from(n).unwrap_or(0)))]);
    };
    let side = color_name(m, t.color);
    let dice = t.dice.higher_first().to_string();
    let num = Arg::Num(i64::try_from(step).unwrap_or(0));
    let line = match t.play {
        Some(p) => m.tf(
            "review-turn",
            &[
                ("n", num),
                ("side", Arg::Str(&side)),
                ("dice", Arg::Str(&dice)),
                ("move", Arg::Str(&p.notation())),
            ],
        ),
        None => m.tf(
            "review-pass",
            &[("n", num), ("side", Arg::Str(&side)), ("dice", Arg::Str(&dice))],
        ),
    };
    let of = cx.g.tf(
        "games-step-of",
        &[("n", num), ("total", Arg::Num(i64::try_from(n).unwrap_or(0)))],
    );
    format!("{line} {of}")
}

fn side_of(kept: &Kept) -> Color {
    kept.you.unwrap_or(Color::White)
}

/// A kept game's replay: the board at the step, the step buttons, the board in words and the
/// record to export (Copy, Download) or delete.
#[must_use]
pub fn replay_html(page: &Page, kept: &Kept, step: usize, cx: Context) -> String {
    let g = cx.g;
    let (head, rest) = row_words(kept, cx);
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{}</p>"#,
        button(Act::List, &g.t("games-back")),
        esc(&head),
        esc(&rest)
    );
    s.push_str(&notice_html(page, cx));
    let Ok(game) = replay(kept) else {
        return s;
    };
    let bottom = side_of(kept);
    let _ = write!(
        s,
        r#"<div class="board">{}</div><p class="turn" id="g-turn">{}</p>"#,
        fevga_board::standalone_svg(&replay_view(&game, step, bottom), &MessageLabels(cx.m)),
        esc(&step_words(&game, step, cx))
    );
    let n = game.history().len();
    let nav = |act: Act, key: &str, off: bool| {
        format!(
            r#"<button type="button" data-action="{}"{} aria-keyshortcuts="{}">{}</button>"#,
            act.as_str(),
            if off { " disabled" } else { "" },
            act.key().unwrap_or_default(),
            esc(&g.t(key))
        )
    };
    let _ = write!(
        s,
        r#"<div class="actions steps">{}{}{}{}</div><p class="hint">{}</p>"#,
        nav(Act::First, "games-first", step == 0),
        nav(Act::Prev, "games-prev", step == 0),
        nav(Act::Next, "games-next", step >= n),
        nav(Act::Last, "games-last", step >= n),
        esc(&g.t("games-keys"))
    );
    let position = game.history().get(step).map_or_else(|| game.position(), |t| t.before);
    let _ = write!(
        s,
        r#"<details class="text"><summary>{}</summary><ul>"#,
        esc(&cx.m.t("board-text"))
    );
    for line in fevga_i18n::text_lines(&position, bottom, cx.m) {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></details>");
    let _ = write!(
        s,
        r#"<section class="export"><h2>{}</h2><textarea id="g-record" rows="6" readonly spellcheck="false">{}</textarea><p class="buttons">{}{}</p></section>"#,
        esc(&g.t("games-record")),
        esc(&kept.record),
        button(Act::Copy, &g.t("games-copy")),
        button(Act::Download, &g.t("games-download")),
    );
    // Deleting asks first: Delete or Keep, in place of the button.
    if page.confirming_delete() {
        let _ = write!(
            s,
            r#"<p class="delete confirm" role="group" aria-labelledby="g-delete-ask"><span id="g-delete-ask">{}</span> {} {}</p>"#,
            esc(&g.t("games-delete-ask")),
            button(Act::DeleteYes, &g.t("games-delete-yes")),
            button(Act::KeepGame, &g.t("games-delete-no"))
        );
    } else {
        let _ = write!(
            s,
            r#"<p class="delete">{}</p>"#,
            button(Act::Delete, &g.t("games-delete"))
        );
    }
    s
}
