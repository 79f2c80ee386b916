//! The coach: a hint for the person's turn (the best plays ranked, the best drawn as arrows)
//! and the review of a finished game (every play rated, stepped through on the board). Both
//! think a slice at a time, as the computer does, so the page never stalls; both judge at the
//! expert level's depth whatever level the computer plays.

use fevga_ai::review::{Analysis, Review, Reviewer};
use fevga_ai::{Level, Rated};
use fevga_board::{Arrow, ArrowKind};
use fevga_core::{Color, Dice, Phase, Play, Position, TurnRecord};

use super::computer::SLICE_EVALS;
use super::output::spot;
use super::{App, Pending};

/// How many plays a hint lists.
pub const HINT_PLAYS: usize = 5;

/// A hint for one turn: the turn it is for, and its ranking once found.
#[derive(Debug)]
pub(super) struct Hint {
    turn: (Position, Option<Dice>),
    analysis: Option<Analysis>,
    ranked: Vec<Rated>,
}

/// A game's review: being worked out, then shown, one turn on the board (or none: the list).
#[derive(Debug)]
pub(super) enum Reviewing {
    Running(Box<Reviewer>),
    Ready { review: Review, at: Option<usize> },
}

impl App {
    /// Whether the page offers a hint: the person's turn, with a choice to make.
    #[must_use]
    pub fn hint_offered(&self) -> bool {
        matches!(self.phase(), Phase::Play(_)) && self.entry.is_some() && self.mtch.game().legal_plays().len() >= 2
    }

    /// Whether a hint can be asked for now: offered, nothing under way, not asked yet.
    #[must_use]
    pub fn can_hint(&self) -> bool {
        self.hint_offered() && self.pending.is_none() && self.hint.as_ref().is_none_or(|h| h.turn != self.turn_key())
    }

    fn turn_key(&self) -> (Position, Option<Dice>) {
        let game = self.mtch.game();
        (game.position(), game.dice())
    }

    pub(super) fn start_hint(&mut self) {
        if !self.can_hint() {
            return;
        }
        let game = self.mtch.game();
        let Some(dice) = game.dice() else { return };
        self.hint = Some(Hint {
            turn: self.turn_key(),
            analysis: Some(Analysis::new(&game.position(), game.rules(), dice, Level::Expert, None)),
            ranked: Vec::new(),
        });
        self.pending = Some((0, Pending::Hint));
    }

    pub(super) fn hint_step(&mut self) {
        let key = self.turn_key();
        let (side, viewer) = (self.to_move(), self.viewer());
        let Some(h) = self.hint.as_mut().filter(|h| h.turn == key) else {
            return;
        };
        let Some(a) = h.analysis.as_mut() else { return };
        match a.step(SLICE_EVALS) {
            Some(ranked) => {
                h.analysis = None;
                h.ranked = ranked;
                if let Some(best) = h.ranked.first() {
                    let notation = best.play.notation_in(side, viewer);
                    self.out.announcements.push(super::Announcement::Hint { notation });
                }
            }
            None => self.pending = Some((0, Pending::Hint)),
        }
    }

    /// The hint for the turn in play: `None` if none was asked for; empty while it is found.
    #[must_use]
    pub fn hint(&self) -> Option<&[Rated]> {
        let key = self.turn_key();
        self.hint
            .as_ref()
            .filter(|h| h.turn == key && matches!(self.phase(), Phase::Play(_)))
            .map(|h| &h.ranked[..h.ranked.len().min(HINT_PLAYS)])
    }

    /// Whether the finished game can be reviewed (and is not being, or shown).
    #[must_use]
    pub fn can_review(&self) -> bool {
        matches!(self.phase(), Phase::Over(_)) && self.reviewing.is_none() && self.pending.is_none()
    }

    pub(super) fn start_review(&mut self) {
        if !self.can_review() {
            return;
        }
        self.reviewing = Some(Reviewing::Running(Box::new(Reviewer::new(
            self.mtch.game(),
            Level::Expert,
        ))));
        self.pending = Some((0, Pending::Review));
    }

    pub(super) fn review_step(&mut self) {
        let Some(Reviewing::Running(r)) = self.reviewing.as_mut() else {
            return;
        };
        match r.step(SLICE_EVALS) {
            Some(review) => {
                self.reviewing = Some(Reviewing::Ready { review, at: None });
                self.out.announcements.push(super::Announcement::Reviewed);
            }
            None => self.pending = Some((0, Pending::Review)),
        }
    }

    /// Turns rated so far and in all, while a review is worked out.
    #[must_use]
    pub fn review_progress(&self) -> Option<(usize, usize)> {
        match &self.reviewing {
            Some(Reviewing::Running(r)) => Some(r.progress()),
            _ => None,
        }
    }

    /// The finished review and the turn shown on the board, if any.
    #[must_use]
    pub fn review(&self) -> Option<(&Review, Option<usize>)> {
        match &self.reviewing {
            Some(Reviewing::Ready { review, at }) => Some((review, *at)),
            _ => None,
        }
    }

    /// Steps the reviewed turn shown on the board: forward from the list to the first turn,
    /// back from the first to the list.
    pub(super) fn review_move(&mut self, forward: bool) {
        let Some(Reviewing::Ready { review, at }) = self.reviewing.as_mut() else {
            return;
        };
        let last = review.turns.len().checked_sub(1);
        *at = match (*at, forward) {
            (None, true) => last.map(|_| 0),
            (Some(i), true) => Some((i + 1).min(last.unwrap_or(0))),
            (Some(0), false) | (None, false) => None,
            (Some(i), false) => Some(i - 1),
        };
    }

    pub(super) fn close_review(&mut self) {
        self.reviewing = None;
    }

    /// The turn of the game shown in the review, if one is.
    #[must_use]
    pub fn reviewed_turn(&self) -> Option<&TurnRecord> {
        let (_, at) = self.review()?;
        self.mtch.game().history().get(at?)
    }

    /// The arrows on the board: the reviewed turn's played play and (if another) the best one,
    /// or the hint's best play while no step of the turn is entered.
    pub(super) fn coach_arrows(&self) -> Vec<Arrow> {
        if let Some((review, Some(at))) = self.review() {
            let Some(t) = review.turns.get(at) else {
                return Vec::new();
            };
            let mut arrows = t
                .played
                .map_or_else(Vec::new, |p| arrows_of(t.color, &p, ArrowKind::Played));
            // Below the doubtful threshold a difference is the network's noise: no better play.
            if let Some(best) = t.best.filter(|b| Some(b.play) != t.played && t.label.is_some()) {
                arrows.extend(arrows_of(t.color, &best.play, ArrowKind::Best));
            }
            return arrows;
        }
        if self.turn().is_some_and(|t| !t.steps().is_empty()) {
            return Vec::new();
        }
        match self.hint().and_then(|h| h.first()) {
            Some(best) => arrows_of(self.to_move(), &best.play, ArrowKind::Best),
            None => Vec::new(),
        }
    }
}

/// A play's checker moves as arrows (White's numbering), each drawn once.
fn arrows_of(color: Color, play: &Play, kind: ArrowKind) -> Vec<Arrow> {
    let mut out: Vec<Arrow> = Vec::new();
    for m in play.moves() {
        let a = Arrow {
            from: color.to_white_point(m.from()),
            to: spot(color, m.to()),
            kind,
        };
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}
