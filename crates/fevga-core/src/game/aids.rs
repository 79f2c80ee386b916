//! What helped the players ([`Aids`]): the tutor and plays taken back, and taking a play back
//! ([`Game::take_back`]). Neither changes a rule; the record keeps both.

use super::Game;
use super::error::{GameAction, GameError};
use super::phase::Phase;
use crate::{ByColor, Color};

/// What helped the players in a game, as its record keeps it: neither changes a rule.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Aids {
    /// The sides that played with the tutor (a warning before a costly play) at some point.
    pub tutor: ByColor<bool>,
    /// The turns (numbered from 1, as the record numbers them) whose play was taken back and
    /// made again, in the order it happened.
    pub taken_back: Vec<usize>,
}

impl Game {
    /// What helped the players: the tutor, plays taken back.
    #[must_use]
    pub const fn aids(&self) -> &Aids {
        &self.aids
    }

    /// Notes that `side` plays with the tutor on (the record says so).
    pub fn note_tutor(&mut self, side: Color) {
        *self.aids.tutor.get_mut(side) = true;
    }

    /// Takes back `side`'s last play: the game goes back to the position before it with the same
    /// roll to play again, and the other side's turns since (a reply, a pass) are undone too.
    /// The record notes the turn ([`Aids::taken_back`]).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] before the opening roll, once the game is over, or when `side`
    /// has rolled again (it has seen its next dice); [`GameError::NothingToTakeBack`] when `side`
    /// has not played since (no play yet, or its last turn was a pass).
    pub fn take_back(&mut self, side: Color) -> Result<(), GameError> {
        let j = self.last_play_of(side)?;
        let t = self.history[j];
        self.history.truncate(j);
        self.position = t.before;
        self.begin_turn(t.dice);
        self.aids.taken_back.push(j + 1);
        Ok(())
    }

    /// Whether [`Game::take_back`] would take back a play of `side` now.
    #[must_use]
    pub fn can_take_back(&self, side: Color) -> bool {
        self.last_play_of(side).is_ok()
    }

    /// The turn (index) whose play [`Game::take_back`] takes back, or why there is none now.
    fn last_play_of(&self, side: Color) -> Result<usize, GameError> {
        let seen_next_roll = matches!(self.phase, Phase::Play(_)) && self.position.turn() == side;
        self.require_phase(
            matches!(self.phase, Phase::Roll | Phase::Play(_)) && !seen_next_roll,
            GameAction::TakeBack,
        )?;
        let last = self.history.iter().rposition(|t| t.color == side);
        last.filter(|&j| self.history[j].play.is_some())
            .ok_or(GameError::NothingToTakeBack(side))
    }

    /// Restores what helped the players (a record read back).
    pub(crate) fn set_aids(&mut self, aids: Aids) {
        self.aids = aids;
    }
}
