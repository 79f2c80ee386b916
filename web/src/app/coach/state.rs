//! The coach's own state (private fields): the hint asked for and the rollout of its plays. The
//! [`App`](crate::app::App) asks the questions and hands the answers in; the coach keeps them
//! for the turn they are for.

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

/// The turn a hint is for: its position and roll.
pub(in crate::app) type TurnKey = (Position, Option<Dice>);

/// The coach's state: the hint asked for (kept with its turn) and the rollout of its plays.
/// What needs the game or the computer (the turn in play, the question to ask) is the
/// [`App`]'s; the coach keeps the answers.
#[derive(Debug, Default)]
pub(in crate::app) struct Coach {
    /// A hint asked for (kept with the turn it is for).
    hint: Option<Hint>,
}

impl Coach {
    /// Forgets the hint (a new turn of play, the computer gone).
    pub(in crate::app) fn forget(&mut self) {
        self.hint = None;
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

    /// The worker's progress on the hint's rollout under way.
    pub(in crate::app) fn rollout_progress(&mut self, done: usize, total: usize) {
        if let Some(r) = self.hint.as_mut().and_then(|h| h.rollout.as_mut())
            && matches!(r, PlaysRollout::Running { .. })
        {
            *r = PlaysRollout::Running { done, total };
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
}
