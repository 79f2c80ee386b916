//! A kept game on the analysis board: the board at a turn from the person's side (the play
//! made and the best one as arrows), the review beside it, the board in words and the record
//! to export.

use std::fmt::Write as _;

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation, esc};
use fevga_core::{Color, StepTo};
use fevga_i18n::MessageLabels;

use super::analysis::{review_html, turn_html};
use super::explore::{explore_html, explore_view};
use super::parts::{Context, button, notice_html};
use super::words::row_words;
use crate::act::Act;
use crate::analysis::Analysed;
use crate::page::Page;
use crate::store::Kept;

/// The board at a turn of the analysis board, from the person's side: before turn `step` is
/// played, with its roll, the play made and (once rated, if another) the best play as arrows;
/// past the last turn, the end with the last play marked.
#[must_use]
pub fn replay_view(a: &Analysed, step: usize, bottom: Color) -> BoardView {
    let game = &a.game;
    let history = game.history();
    let mut marks = Marks::default();
    let (position, dice) = match history.get(step) {
        Some(t) => {
            if let Some(p) = t.play {
                marks.arrows = Arrow::of_play(t.color, &p, ArrowKind::Played);
                if let Some(best) = a.review.turns.get(step).and_then(|r| r.best)
                    && best.play.position() != p.position()
                {
                    marks
                        .arrows
                        .extend(Arrow::of_play(t.color, &best.play, ArrowKind::Best));
                }
            }
            let faces: Vec<u8> = t.dice.faces().collect();
            (t.before, Some(DiceView::new(t.dice, t.color, &faces)))
        }
        None => {
            let last = history.last();
            if let Some(t) = last
                && let Some(p) = t.play
            {
                for m in p.moves() {
                    marks.last_from.push(t.color.to_white(m.from()));
                    if let StepTo::Point(q) = m.to() {
                        marks.last_to.push(t.color.to_white(q));
                    }
                }
            }
            let dice = last.map(|t| DiceView {
                last: true,
                ..DiceView::new(t.dice, t.color, &[])
            });
            (game.position(), dice)
        }
    };
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

fn side_of(kept: &Kept) -> Color {
    kept.you.unwrap_or(Color::White)
}

/// A kept game on the analysis board: the board at the turn shown with the turn in words, its
/// verdict and the steps, the review beside it (on a phone, below), then the board in words
/// and the record to export (Copy, Download) or delete.
#[must_use]
pub fn replay_html(page: &Page, kept: &Kept, step: usize, cx: Context) -> String {
    let g = cx.g;
    let (head, rest) = row_words(kept, page.reviews().rated(kept.id), cx);
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{}</p>"#,
        button(Act::List, &g.t("games-back")),
        esc(&head),
        esc(&rest)
    );
    s.push_str(&notice_html(page, cx));
    let Some(a) = page.analysed(kept.id) else {
        return s;
    };
    let game = &a.game;
    let bottom = side_of(kept);
    match page.explore() {
        Some(e) => {
            let _ = write!(
                s,
                r#"<div class="analysis"><div class="stage"><div class="board{}">{}</div>"#,
                if e.entry().is_some() { " live" } else { "" },
                super::parts::board_svg(&explore_view(e, page.focus(), bottom), cx.m),
            );
            explore_html(&mut s, page, e, cx);
        }
        None => {
            let _ = write!(
                s,
                r#"<div class="analysis"><div class="stage"><div class="board">{}</div>"#,
                fevga_board::standalone_svg(&replay_view(&a, step, bottom), &MessageLabels(cx.m)),
            );
            turn_html(&mut s, page, &a, step, cx);
        }
    }
    s.push_str("</div>");
    review_html(&mut s, &a, step, bottom, cx);
    s.push_str("</div>");
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
