//! The board as the page draws it: the position shown (the latest, the turn being entered, or
//! an earlier turn stepped back to), its marks, the dice and the hint's arrows.

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation};
use fevga_core::{Color, Game, Play, StepTo};

use crate::page::Page;

/// The board: `game`'s position seen from `me`. Stepped back: the position after that turn with
/// its play marked. At the latest turn: the last play marked until a step is made; on our turn
/// the turn being entered (movable checkers, the selected one, its targets, the dice left) and
/// the hint's best play as arrows.
#[must_use]
pub fn board_view(page: &Page, game: &Game, me: Color) -> BoardView {
    let mut marks = Marks::default();
    let (board, last) = match page.replayed() {
        Some((position, last)) => (position.board(), last),
        None => (
            page.entry()
                .map_or_else(|| game.position(), |e| e.turn().position())
                .board(),
            game.history().last().copied(),
        ),
    };
    let entry = page.entry();
    let begun = entry.is_some_and(|e| !e.turn().steps().is_empty());
    if let Some(t) = last.as_ref().filter(|_| !begun)
        && let Some(p) = t.play
    {
        for m in p.moves() {
            marks.last_from.push(t.color.to_white(m.from()));
            if let StepTo::Point(q) = m.to() {
                marks.last_to.push(t.color.to_white(q));
            }
        }
        // Stepped back: the turn shown drawn as arrows, as the review does.
        if page.back() > 0 {
            arrows(&mut marks, &p, t.color, ArrowKind::Played);
        }
    }
    if let Some(e) = entry {
        e.mark(&mut marks);
    }
    if let Some(p) = page.hint_play().filter(|_| !begun) {
        arrows(&mut marks, &p, game.position().turn(), ArrowKind::Best);
    }
    let dice = match (page.back(), game.phase()) {
        (0, fevga_core::Phase::Play(d)) => {
            let left: Vec<u8> = entry.map_or_else(|| d.faces().collect(), fevga_board::Entry::dice_left);
            Some(DiceView::new(d, game.position().turn(), &left))
        }
        _ => last.as_ref().map(|t| DiceView {
            last: true,
            ..DiceView::new(t.dice, t.color, &[])
        }),
    };
    BoardView {
        board,
        marks,
        dice,
        orientation: Orientation::with_bottom(me),
        numbers: true,
        numbering: me,
        focus: entry.map(|_| page.focus()),
        interactive: entry.is_some(),
    }
}

/// A play's checker moves as arrows.
fn arrows(marks: &mut Marks, play: &Play, mover: Color, kind: ArrowKind) {
    marks.arrows.extend(Arrow::of_play(mover, play, kind));
}
