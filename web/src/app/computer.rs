//! The computer, from the page's side: the page asks it a question (its play, a hint, a
//! rollout of the hint's plays) and goes on when the answer comes. It runs in a Web Worker with its own wasm (the browser side
//! is `crate::worker`), so the page never runs a search and no task of the page waits for one.
//! The questions and answers are [`fevga_ai::protocol`]'s; an answer is read against the
//! question it answers (its play must be legal there), and an answer to a question no longer
//! asked (the game moved on) is dropped.

use fevga_ai::protocol::{Reply, Request};
use fevga_core::Phase;

use super::{Announcement, App, Message};

/// Where the computer's worker stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ComputerState {
    /// Not started yet, or starting: questions wait for it.
    #[default]
    Loading,
    /// It takes questions.
    Ready,
    /// It could not start, or broke down: nothing is asked any more.
    Failed,
}

/// The question the page waits on.
#[derive(Debug)]
pub(super) struct Asked {
    /// Its number (answers to older numbers are dropped).
    pub(super) id: u32,
    /// What was asked, to read the answer against.
    pub(super) request: Request,
}

impl App {
    /// Asks the computer; the question replaces any earlier one still open.
    pub(super) fn ask_computer(&mut self, request: Request) {
        if self.computer == ComputerState::Failed {
            return;
        }
        self.asked_count = self.asked_count.wrapping_add(1);
        let id = self.asked_count;
        self.out.ask = Some((id, request.to_text()));
        self.asked = Some(Asked { id, request });
    }

    /// Starts the computer's turn (a timer ran out): it rolls if it has to, then asks for a play.
    pub(super) fn computer_turn(&mut self) {
        let side = self.to_move();
        if self.is_human(side) {
            return;
        }
        if self.phase() == Phase::Roll {
            let Ok(dice) = self.keeping.mtch_mut().game_mut().roll(&mut *self.dice) else {
                return;
            };
            // What was said about the person's turn is over with it.
            self.messages.clear();
            self.fresh_roll = true;
            self.out.announcements.push(Announcement::Rolled { side, dice });
        }
        let game = self.keeping.mtch().game();
        let Some(dice) = game.dice() else { return };
        let request = Request::Choose {
            rules: game.rules(),
            position: game.position(),
            dice,
            level: self.settings.level,
            seed: self.rng.next_u64(),
        };
        self.ask_computer(request);
    }

    /// An answer from the computer: read against its question, then acted on.
    pub(super) fn answer(&mut self, id: u32, text: &str) {
        let Some(asked) = self.asked.take_if(|a| a.id == id) else {
            return;
        };
        match Reply::from_text(text, &asked.request) {
            Ok(Reply::Progress { done, total }) => {
                if matches!(asked.request, Request::Rollout { .. }) {
                    self.rollout_progress(done, total);
                }
                self.asked = Some(asked);
            }
            Ok(Reply::Chosen(choice)) => {
                if choice.is_none()
                    && let Some(dice) = self.keeping.mtch().game().dice()
                {
                    let side = self.to_move();
                    let why = self.why_pass(dice);
                    self.say(Message::NoMove { side, dice, why });
                }
                self.finish_turn(choice);
            }
            Ok(Reply::Ranked(ranked)) => {
                if !self.tutor_ready(&asked.request, &ranked) {
                    self.hint_ready(&asked.request, ranked);
                }
            }
            Ok(Reply::RolledOut(rolled)) => self.rollout_ready(&asked.request, rolled),
            // A worker of another build, or a broken answer (the page asks for no review nor
            // rating: the Games page does): the computer is not to be trusted.
            Ok(Reply::Failed(_) | Reply::Rated(..)) | Err(_) => self.computer_failed(),
        }
    }

    /// The worker is up: questions asked meanwhile were waiting for it and go on by themselves.
    pub(super) fn computer_ready(&mut self) {
        if self.computer == ComputerState::Loading {
            self.computer = ComputerState::Ready;
        }
    }

    /// The worker could not start or broke down: said once, nothing more is asked, and the
    /// page offers to go on with both sides played here.
    pub(super) fn computer_failed(&mut self) {
        if self.computer == ComputerState::Failed {
            return;
        }
        self.computer = ComputerState::Failed;
        self.asked = None;
        self.coach.forget();
        self.out.announcements.push(Announcement::ComputerFailed);
    }

    /// Goes on without the computer: the person plays both sides of this game.
    pub(super) fn pass_and_play(&mut self) {
        use crate::settings::Opponent;
        if self.settings.opponent == Opponent::Human {
            return;
        }
        self.settings.opponent = Opponent::Human;
        self.settings_changed = true;
        // A computer's turn that was due is now the person's: its timer would ask no one.
        if matches!(self.pending, None | Some((_, super::Pending::Computer))) {
            self.advance();
        }
    }

    /// Where the computer's worker stands.
    #[must_use]
    pub fn computer(&self) -> ComputerState {
        self.computer
    }

    /// Whether the computer is wanted but cannot play: the status says so (whatever else was
    /// said since) and offers pass-and-play.
    #[must_use]
    pub fn computer_unavailable(&self) -> bool {
        self.computer == ComputerState::Failed && self.settings.opponent == crate::settings::Opponent::Computer
    }

    /// Whether a question to the computer is open.
    #[must_use]
    pub fn asking(&self) -> bool {
        self.asked.is_some()
    }
}
