//! The board of a task, from the mover's side with the roll: while it takes a play, the play
//! being entered (its checkers that can move, the one taken up and where it may go, the dice
//! left, the board's focus); once a puzzle's try was wrong, the best play and the person's drawn
//! as arrows on its start (the best alone once its answer was shown); once right, where the play
//! left it.

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation, Spot};
use fevga_core::{Color, Play, StepTo};

use crate::page::Page;

/// A play's moves as arrows of `kind` (the mover's numbering turned into White's).
fn arrows(mover: Color, play: &Play, kind: ArrowKind) -> impl Iterator<Item = Arrow> + '_ {
    play.moves().into_iter().map(move |m| Arrow {
        from: mover.to_white(m.from()),
        to: match m.to() {
            StepTo::Point(t) => Spot::Point(mover.to_white(t)),
            StepTo::Off => Spot::Tray(mover),
        },
        kind,
    })
}

/// The board the page shows, if a task is on it.
#[must_use]
pub fn board_view(page: &Page) -> Option<BoardView> {
    let (_, start, dice) = page.task()?;
    let mover = start.turn();
    let mut marks = Marks::default();
    let mut left: Vec<u8> = dice.faces().collect();
    if let Some(e) = page.entry() {
        e.mark(&mut marks);
        left = e.dice_left();
    } else if let Some(t) = page.tried() {
        if t.verdict.is_right() {
            left.clear();
        } else if let Some(p) = page.puzzle() {
            marks.arrows.extend(arrows(mover, &t.play, ArrowKind::Played));
            marks.arrows.extend(arrows(mover, &p.best, ArrowKind::Best));
        }
    } else if page.answer_shown()
        && let Some(p) = page.puzzle()
    {
        marks.arrows.extend(arrows(mover, &p.best, ArrowKind::Best));
    }
    Some(BoardView {
        board: page.shown()?.board(),
        marks,
        dice: Some(DiceView::new(dice, mover, &left)),
        orientation: Orientation::with_bottom(mover),
        numbers: true,
        numbering: mover,
        focus: page.entry().map(|_| page.focus()),
        interactive: page.entry().is_some(),
    })
}
