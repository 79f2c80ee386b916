//! The computer's turn: it rolls if it has to, then weighs its candidate plays a few at a time
//! (one short task per timer tick, so the page stays responsive) and plays or passes.

use fevga_ai::{Depth, Progress, Search};
use fevga_core::Phase;

use super::{Announcement, App, Message, Pending};

/// Network evaluations per timer tick when the computer, a hint or a review looks ahead: about
/// 5–15 ms in the browser's wasm, so no task comes near 50 ms (a single unit of the search can
/// make a few thousand in a rare position).
pub(super) const SLICE_EVALS: u64 = 1_500;

impl App {
    /// Starts the computer's turn (a timer ran out).
    pub(super) fn computer_turn(&mut self) {
        let side = self.to_move();
        if self.is_human(side) {
            return;
        }
        if self.phase() == Phase::Roll {
            let Ok(dice) = self.mtch.game_mut().roll(&mut *self.dice) else {
                return;
            };
            // What was said about the person's turn is over with it.
            self.messages.clear();
            self.fresh_roll = true;
            self.out.announcements.push(Announcement::Rolled { side, dice });
        }
        self.thinking = Search::for_game(self.mtch.game(), self.settings.level).ok();
        self.think();
    }

    /// Weighs some candidate plays; plays (or passes) once all are weighed.
    pub(super) fn think(&mut self) {
        let Some(search) = self.thinking.as_mut() else { return };
        // Levels that look ahead weigh candidates against the 21 replies a slice at a time; the
        // others choose in one.
        let progress = if self.settings.level.depth() > Depth::Zero {
            search.step_evals(SLICE_EVALS, &mut self.rng)
        } else {
            search.step(usize::MAX, &mut self.rng)
        };
        let Progress::Chosen(choice) = progress else {
            self.pending = Some((0, Pending::Think));
            return;
        };
        self.thinking = None;
        if choice.is_none()
            && let Some(dice) = self.mtch.game().dice()
        {
            let side = self.to_move();
            self.say(Message::NoMove { side, dice });
        }
        self.finish_turn(choice);
    }
}
