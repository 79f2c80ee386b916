//! The coach's own state (private fields): the hint asked for, the review worked out or
//! shown, and the rollouts asked for either. The [`App`](crate::app::App) asks the questions
//! and hands the answers in; the coach keeps them for the turn they are for.

use fevga_ai::review::Review;
use fevga_ai::{Rated, RolledPlay};
use fevga_core::{Dice, Position};

use super::{PlaysRollout, ROLLOUT_TRIALS};

/// A hint for one turn: the turn it is for, its ranking once found (empty until then), and the
/// rollout of its plays if one was asked for.
#[derive(Debug)]
struct Hint {
    turn: (Position, Option<Dice>),
    ranked: Vec<Rated>,
    rollout: Option<PlaysRollout>,
}

/// A game's review, shown: one turn on the board (or none: the list), and the rollouts asked
/// for its turns (the best play against the played one), by turn.
#[derive(Debug)]
struct Reviewing {
    review: Review,
    at: Option<usize>,
    rollouts: Vec<(usize, PlaysRollout)>,
}

/// The turn a hint is for: its position and roll.
pub(in crate::app) type TurnKey = (Position, Option<Dice>);

/// A step through the review shown (the coach's own inputs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::app) enum ReviewStep {
    /// Forward from the list to the first turn, then turn by turn.
    Next,
    /// Back turn by turn, from the first to the list.
    Prev,
    /// To a turn (one past the last is ignored).
    Go(usize),
    /// To the first turn.
    First,
    /// To the last turn.
    Last,
    /// Closes the review.
    Close,
}

/// The coach's state: the hint asked for (kept with its turn), the review worked out (its
/// progress) or shown, and the rollouts asked for either. What needs the game or the computer
/// (the turn in play, the question to ask) is the [`App`]'s; the coach keeps the answers.
#[derive(Debug, Default)]
pub(in crate::app) struct Coach {
    /// A hint asked for (kept with the turn it is for).
    hint: Option<Hint>,
    /// Turns rated and in all while the computer reviews the game.
    progress: Option<(usize, usize)>,
    /// The finished game's review, shown.
    reviewing: Option<Reviewing>,
}

impl Coach {
    /// Forgets the hint, the review and its progress (a new turn of play, the computer gone).
    pub(in crate::app) fn forget(&mut self) {
        self.hint = None;
        self.reviewing = None;
        self.progress = None;
    }

    /// Turns rated and in all while the computer reviews the game.
    pub(in crate::app) fn progress(&self) -> Option<(usize, usize)> {
        self.progress
    }

    /// Stops waiting for a review (the question was dropped).
    pub(in crate::app) fn drop_progress(&mut self) {
        self.progress = None;
    }

    /// The ranking of the hint asked for `turn`, if it is the one kept (empty while it is
    /// found).
    pub(in crate::app) fn hint_of(&self, turn: &TurnKey) -> Option<&[Rated]> {
        self.hint.as_ref().filter(|h| h.turn == *turn).map(|h| &h.ranked[..])
    }

    /// The rollout of the hint's plays, if one was asked for.
    pub(in crate::app) fn hint_rollout(&self) -> Option<&PlaysRollout> {
        self.hint.as_ref()?.rollout.as_ref()
    }

    /// Whether a review is shown.
    pub(in crate::app) fn reviewing(&self) -> bool {
        self.reviewing.is_some()
    }

    /// A hint is asked for `turn`: kept, without its ranking yet.
    pub(in crate::app) fn ask_hint(&mut self, turn: TurnKey) {
        self.hint = Some(Hint {
            turn,
            ranked: Vec::new(),
            rollout: None,
        });
    }

    /// The hint of `turn` (the turn in play), if the answer is about it (`position` with
    /// `dice`).
    fn hint_answered(&mut self, turn: &TurnKey, position: Position, dice: Dice) -> Option<&mut Hint> {
        self.hint
            .as_mut()
            .filter(|h| h.turn == *turn && *turn == (position, Some(dice)))
    }

    /// The computer's ranking for the hint of `position` with `dice`: kept if `turn` (the turn
    /// in play) is still that one (true).
    pub(in crate::app) fn hint_ranked(
        &mut self,
        turn: &TurnKey,
        position: Position,
        dice: Dice,
        ranked: Vec<Rated>,
    ) -> bool {
        let Some(h) = self.hint_answered(turn, position, dice) else {
            return false;
        };
        h.ranked = ranked;
        true
    }

    /// The rolled-out plays of the hint of `position` with `dice`: kept if `turn` (the turn in
    /// play) is still that one (true).
    pub(in crate::app) fn hint_rolled_out(
        &mut self,
        turn: &TurnKey,
        position: Position,
        dice: Dice,
        rolled: Vec<RolledPlay>,
    ) -> bool {
        let Some(h) = self.hint_answered(turn, position, dice) else {
            return false;
        };
        h.rollout = Some(PlaysRollout::Done(rolled));
        true
    }

    /// The worker's progress on the rollout under way.
    pub(in crate::app) fn rollout_progress(&mut self, done: usize, total: usize) {
        if let Some(r) = self.running_rollout() {
            *r = PlaysRollout::Running { done, total };
        }
    }

    /// The rolled-out plays of the review's rollout under way.
    pub(in crate::app) fn review_rolled_out(&mut self, rolled: Vec<RolledPlay>) {
        if let Some(r) = self.running_rollout() {
            *r = PlaysRollout::Done(rolled);
        }
    }

    /// The review is being worked out: none of `total` turns rated yet.
    pub(in crate::app) fn review_asked(&mut self, total: usize) {
        self.progress = Some((0, total));
    }

    /// The review's progress.
    pub(in crate::app) fn review_progress(&mut self, done: usize, total: usize) {
        self.progress = Some((done, total));
    }

    /// The review came: shown from its list.
    pub(in crate::app) fn review_ready(&mut self, review: Review) {
        self.progress = None;
        self.reviewing = Some(Reviewing {
            review,
            at: None,
            rollouts: Vec::new(),
        });
    }

    /// The review shown and its turn on the board.
    pub(in crate::app) fn review(&self) -> Option<(&Review, Option<usize>)> {
        self.reviewing.as_ref().map(|r| (&r.review, r.at))
    }

    /// Steps the review shown, if one is (false: none is).
    pub(in crate::app) fn handle(&mut self, step: ReviewStep) -> bool {
        let Some(r) = self.reviewing.as_mut() else {
            return false;
        };
        let n = r.review.turns.len();
        let last = n.checked_sub(1);
        match step {
            ReviewStep::Next | ReviewStep::Prev => {
                r.at = match (r.at, step == ReviewStep::Next) {
                    (None, true) => last.map(|_| 0),
                    (Some(i), true) => Some((i + 1).min(last.unwrap_or(0))),
                    (Some(0), false) | (None, false) => None,
                    (Some(i), false) => Some(i - 1),
                };
            }
            ReviewStep::Go(i) if i < n => r.at = Some(i),
            ReviewStep::Go(_) => {}
            ReviewStep::First | ReviewStep::Last if n == 0 => {}
            ReviewStep::First => r.at = Some(0),
            ReviewStep::Last => r.at = Some(n - 1),
            ReviewStep::Close => self.reviewing = None,
        }
        true
    }

    /// The rollout asked for the review's turn shown, if any.
    pub(in crate::app) fn review_rollout(&self) -> Option<&PlaysRollout> {
        let r = self.reviewing.as_ref()?;
        let at = r.at?;
        Some(&r.rollouts.iter().find(|(i, _)| *i == at)?.1)
    }

    /// A rollout of the review's turn shown is asked for.
    pub(in crate::app) fn review_rollout_asked(&mut self) {
        if let Some(r) = self.reviewing.as_mut()
            && let Some(at) = r.at
        {
            // A rollout of this turn dropped before it ended gives way to the new one.
            r.rollouts.retain(|(i, _)| *i != at);
            r.rollouts.push((
                at,
                PlaysRollout::Running {
                    done: 0,
                    total: ROLLOUT_TRIALS,
                },
            ));
        }
    }

    /// A rollout of the hint's plays is asked for.
    pub(in crate::app) fn hint_rollout_asked(&mut self) {
        if let Some(h) = self.hint.as_mut() {
            h.rollout = Some(PlaysRollout::Running {
                done: 0,
                total: ROLLOUT_TRIALS,
            });
        }
    }

    /// The rollout under way: the review's (the only one asked for while a review is
    /// shown), or the hint's.
    fn running_rollout(&mut self) -> Option<&mut PlaysRollout> {
        let running = |r: &&mut PlaysRollout| matches!(r, PlaysRollout::Running { .. });
        match self.reviewing.as_mut() {
            Some(r) => r.rollouts.iter_mut().map(|(_, x)| x).find(|x| running(x)),
            None => self.hint.as_mut()?.rollout.as_mut().filter(running),
        }
    }

    /// The reviewed turn whose rollout is under way, if any.
    pub(in crate::app) fn review_rollout_turn(&self) -> Option<usize> {
        self.reviewing.as_ref().and_then(|r| {
            r.rollouts
                .iter()
                .find(|(_, x)| matches!(x, PlaysRollout::Running { .. }))
                .map(|(i, _)| *i)
        })
    }
}
