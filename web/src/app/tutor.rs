//! The tutor (issue 18, setting `tutor`): when a person presses Done on a play, the computer's
//! worker ranks the roll's plays at [`tutor::LEVEL`]'s depth (strong's: 0 ply, every play
//! weighed, quick); a play the side's [`tutor::Tutor`] warns of (every blunder; a mistake,
//! unless it warned on this turn or the side's last two plays, issue 33) is not made at once:
//! the page says so in one line with the loss and the reason, and offers "Play it anyway" (made
//! as entered) and "Take back" (the turn is entered again). Anything else is played without a
//! word.

use fevga_ai::Rated;
use fevga_ai::protocol::Request;
use fevga_ai::reason::Reason;
use fevga_ai::tutor;
use fevga_core::{Dice, PartialTurn, Phase, Play, Position};

use super::App;
use super::computer::ComputerState;

/// The tutor's check of one play, kept with the turn it is for.
#[derive(Debug, Clone, Copy)]
pub(super) struct Tutor {
    turn: (Position, Dice),
    play: Play,
    /// The warning, once the ranking says the play is a mistake or worse.
    warning: Option<Warning>,
}

/// What the tutor says of a play before it is made.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Warning {
    /// The play entered.
    pub play: Play,
    /// The best play of the roll.
    pub best: Play,
    /// Equity the entered play gives away against the best (at least a mistake's worth).
    pub loss: f32,
    /// What the best play does that the entered one does not.
    pub reason: Reason,
}

impl App {
    /// Whether the tutor checks the play `play` before it is made: the setting is on, the turn
    /// is a person's with a choice, the computer can answer. If so, it asks and returns true;
    /// the play waits for the answer.
    pub(super) fn tutor_asks(&mut self, play: Play) -> bool {
        let game = self.keeping.mtch().game();
        let Phase::Play(dice) = game.phase() else {
            return false;
        };
        let turn = (game.position(), dice);
        let side = self.to_move();
        if !*self.settings.tutor.get(side)
            || !self.is_human(side)
            || self.computer == ComputerState::Failed
            || game.legal_plays().len() < 2
        {
            return false;
        }
        // Asked already, and waiting for the answer, or warned: Done again changes nothing.
        if self
            .tutor
            .is_some_and(|t| t.turn == turn && t.play == play && (t.warning.is_some() || self.asking()))
        {
            return true;
        }
        let request = Request::Hint {
            rules: game.rules(),
            position: turn.0,
            dice,
            level: tutor::LEVEL,
        };
        // The record says this side played with the tutor.
        self.keeping.mtch_mut().game_mut().note_tutor(side);
        self.tutor = Some(Tutor {
            turn,
            play,
            warning: None,
        });
        self.ask_computer(request);
        true
    }

    /// The ranking for the tutor's question, if `request` was it (true: taken here). The play
    /// is made if it loses less than a mistake; otherwise the warning stands.
    pub(super) fn tutor_ready(&mut self, request: &Request, ranked: &[Rated]) -> bool {
        let Request::Hint {
            position, dice, level, ..
        } = request
        else {
            return false;
        };
        if *level != tutor::LEVEL {
            return false;
        }
        let Some(play) = self
            .tutor
            .filter(|t| t.turn == (*position, *dice) && t.warning.is_none())
            .map(|t| t.play)
        else {
            return false;
        };
        // The play was changed meanwhile (Undo): nothing to judge, nothing made.
        if self.entered() != Some(play) {
            self.tutor = None;
            return true;
        }
        let side = position.turn();
        let mine = ranked.iter().find(|r| r.play.position() == play.position());
        match (ranked.first(), mine) {
            (Some(best), Some(mine)) if self.tutor_memory.get_mut(side).judge(best.equity - mine.equity) => {
                let warning = Warning {
                    play,
                    best: best.play,
                    loss: best.equity - mine.equity,
                    reason: Reason::of(position.turn(), &best.play.position(), &play.position()),
                };
                if let Some(t) = self.tutor.as_mut() {
                    t.warning = Some(warning);
                }
                // The keyboard's next Enter answers the warning (Take back: the safe answer).
                self.out.focus = Some(super::Focus::Button(super::Button::TutorTakeBack));
            }
            // Fine, or a ranking without the play (it cannot be judged): played as entered.
            _ => {
                self.tutor_memory.get_mut(side).made();
                self.finish_turn(Some(play));
            }
        }
        true
    }

    /// The tutor's warning about the play entered, while it stands.
    #[must_use]
    pub fn tutor_warning(&self) -> Option<Warning> {
        let game = self.keeping.mtch().game();
        let Phase::Play(dice) = game.phase() else {
            return None;
        };
        self.tutor
            .filter(|t| t.turn == (game.position(), dice) && self.entered() == Some(t.play))
            .and_then(|t| t.warning)
    }

    /// The complete play entered on the board, if any.
    fn entered(&self) -> Option<Play> {
        self.turn().and_then(PartialTurn::completed)
    }

    /// "Play it anyway": the play entered is made.
    pub(super) fn tutor_play_anyway(&mut self) {
        if let Some(w) = self.tutor_warning() {
            if let Some(t) = self.tutor.as_mut() {
                t.warning = None;
            }
            let side = self.to_move();
            self.tutor_memory.get_mut(side).made();
            self.finish_turn(Some(w.play));
        }
    }

    /// "Take back": the play's steps are taken back; the person enters the turn again.
    pub(super) fn tutor_take_back(&mut self) {
        if self.tutor_warning().is_none() {
            return;
        }
        self.tutor = None;
        while self.turn().is_some_and(|t| !t.steps().is_empty()) {
            self.undo();
        }
        self.focus_first_movable();
    }
}
