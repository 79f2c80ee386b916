//! The human's turn, entered step by step on the board: selecting a checker, moving it by a tap
//! or a drag, Undo and Done. The entry itself is the board's [`Entry`] (every page enters a turn
//! the same way, and every rule question goes to `fevga-core`); this says what each tap did:
//! the status's "why not", the live region's words, the tutor and Done.

use fevga_board::{Entry, Spot, Tapped};
use fevga_core::{Dice, PartialTurn, Refusal, WhitePoint};

use super::{Announcement, App, Focus, Message};

impl App {
    /// Puts the selected checker down.
    pub(super) fn deselect(&mut self) {
        if let Some(e) = self.entry.as_mut() {
            e.deselect();
        }
    }

    /// Takes the "why not" sentence off the status (the person did something else).
    pub(super) fn forget_why_not(&mut self) {
        self.messages.retain(|m| !matches!(m, Message::WhyNot { .. }));
    }

    /// Starts entering a turn with `dice` unless the one being entered is for this roll; true if
    /// it started one.
    pub(super) fn begin_entry(&mut self, dice: Dice) -> bool {
        let game = self.keeping.mtch().game();
        let new = self
            .turn()
            .is_none_or(|t| t.start() != game.position() || t.dice() != dice);
        if new {
            self.entry = Some(Entry::new(game.position(), game.rules(), dice));
        }
        new
    }

    /// Puts the board's tab stop on a checker that can move (the mover's highest one, where
    /// a turn usually starts) and hands the focus there.
    pub(super) fn focus_first_movable(&mut self) {
        if let Some(p) = self.entry.as_ref().and_then(Entry::first_movable) {
            self.focus = Spot::Point(p);
            self.out.focus = Some(Focus::Spot(self.focus));
        }
    }

    /// A tap or Enter on a spot: selects a movable checker, moves the selected one there, or
    /// drops the selection, saying why where a rule refuses.
    pub(super) fn tap(&mut self, spot: Spot) {
        if !self.board_active() {
            return;
        }
        let Some(tapped) = self.entry.as_mut().map(|e| e.tap(spot)) else {
            return;
        };
        self.tapped(tapped);
    }

    /// The start of a drag: the checker is taken up if it can move (why not is said when it
    /// is let go).
    pub(super) fn drag_start(&mut self, from: WhitePoint) {
        if self.board_active()
            && let Some(e) = self.entry.as_mut()
            && e.take_up_at(from) == Tapped::Selected
        {
            self.forget_why_not();
        }
    }

    /// A drag from a point to another point or the mover's tray.
    pub(super) fn drag(&mut self, from: WhitePoint, to: Spot) {
        if !self.board_active() {
            return;
        }
        let Some(tapped) = self.entry.as_mut().map(|e| e.drag(from, to)) else {
            return;
        };
        self.tapped(tapped);
    }

    /// What a tap or a drag did, said: a step made is announced (and may end the turn), a
    /// refused one explained; a checker taken up forgets an earlier "why not".
    fn tapped(&mut self, tapped: Tapped) {
        match tapped {
            Tapped::Moved => self.moved(),
            Tapped::Refused(refusal) => self.explain(refusal),
            Tapped::Selected => self.forget_why_not(),
            Tapped::Dropped => {}
        }
    }

    /// Shows the sentence for a refused step (only one such sentence shows at a time). An empty
    /// point or a die not in the roll needs no sentence.
    fn explain(&mut self, refusal: Refusal) {
        self.forget_why_not();
        if matches!(refusal, Refusal::NoSuchDie { .. } | Refusal::NoChecker { .. }) {
            return;
        }
        let mover = self.to_move();
        self.messages.push(Message::WhyNot { refusal, mover });
        // Said in the live region too: a screen reader hears why.
        self.out.announcements.push(Announcement::WhyNot { refusal, mover });
    }

    /// A move made: announced with the dice left; Done pressed for the person if they asked.
    fn moved(&mut self) {
        let viewer = self.viewer();
        let Some(notation) = self.entry.as_ref().and_then(|e| e.last_move(viewer)) else {
            return;
        };
        // A step made: an earlier "why not" no longer applies.
        self.forget_why_not();
        let left = self.steps_left();
        self.out.announcements.push(Announcement::Moved { notation, left });
        if self.settings.auto_done && self.can_confirm() {
            self.done();
        }
    }

    /// Takes back the last move of the turn being entered (all the steps one tap made).
    pub(super) fn undo(&mut self) {
        if let Some(e) = self.entry.as_mut() {
            e.undo();
            let left = self.steps_left();
            self.out.announcements.push(Announcement::Undone { left });
        }
    }

    /// Whether Done would confirm a complete play.
    #[must_use]
    pub fn can_confirm(&self) -> bool {
        self.pending.is_none()
            && self.turn().and_then(PartialTurn::completed).is_some()
            && self.tutor_warning().is_none()
    }

    /// Confirms the turn.
    pub(super) fn done(&mut self) {
        if self.pending.is_none()
            && let Some(play) = self.turn().and_then(PartialTurn::completed)
            && !self.tutor_asks(play)
        {
            self.finish_turn(Some(play));
        }
    }

    /// Dice left to play in the turn being entered.
    #[must_use]
    pub fn dice_left(&self) -> Vec<u8> {
        self.turn().map(PartialTurn::dice_left).unwrap_or_default()
    }

    /// Steps still to enter before the turn is complete.
    #[must_use]
    pub fn steps_left(&self) -> usize {
        self.entry.as_ref().map_or(0, Entry::steps_left)
    }
}
