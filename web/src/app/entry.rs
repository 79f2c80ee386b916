//! The human's turn, entered step by step on the board: selecting a checker, moving it by a tap
//! or a drag, Undo and Done. The entry itself is the board's [`Entry`] (every page enters a turn
//! the same way, and every rule question goes to `fevga-core`); this says what each tap did:
//! the status's "why not", the live region's words, the tutor and Done.

use fevga_board::{Entry, Spot, Tapped};
use fevga_core::{Dice, PartialTurn, Refusal, StepTo, WhitePoint};

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
        self.messages
            .retain(|m| !matches!(m, Message::WhyNot { .. } | Message::TooFar { .. }));
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
        let selected = self.entry.as_ref().and_then(Entry::selected);
        let Some(tapped) = self.entry.as_mut().map(|e| e.tap(spot)) else {
            return;
        };
        // A point the selected checker cannot reach, with nothing the board says about it (no
        // rule refuses a single step there): why it cannot get there.
        if tapped == Tapped::Dropped
            && let (Some(from), Spot::Point(to)) = (selected, spot)
            && from != to
        {
            self.out_of_reach(from, to);
            return;
        }
        self.tapped(tapped);
    }

    /// Says why the checker on `from` cannot get to `to` (a tap or a drop there did nothing).
    fn out_of_reach(&mut self, from: WhitePoint, to: WhitePoint) {
        self.forget_why_not();
        match self.why_far(from, to) {
            Some(Far::Rule(refusal)) => self.say_why(refusal),
            Some(Far::TooFar(distance)) => {
                self.messages.push(Message::TooFar { distance });
                self.out.announcements.push(Announcement::TooFar { distance });
            }
            None => {}
        }
    }

    /// Why the checker on `from` cannot reach `to` this turn, when the board's entry said
    /// nothing (no single die, or no rule on a single step): the core's refusal of the first
    /// step that stops it on a way the dice left add up to (higher die first), else, for a
    /// distance of one die, that no such die is left; else that the dice left do not add up to
    /// the distance. `None` backwards.
    fn why_far(&self, from: WhitePoint, to: WhitePoint) -> Option<Far> {
        let e = self.entry.as_ref()?;
        let mover = e.mover();
        let (from, to) = (mover.own(from), mover.own(to));
        let distance = from.checked_sub(to).filter(|&d| d > 0)?;
        let turn = e.turn();
        if let Some(r) = first_stop(turn, from, to) {
            return Some(Far::Rule(r));
        }
        match turn.why_not_move(from, StepTo::Point(to)) {
            Some(r) => Some(Far::Rule(r)),
            None => Some(Far::TooFar(distance)),
        }
    }

    /// Says why a step is refused: the status and the live region.
    fn say_why(&mut self, refusal: Refusal) {
        let mover = self.to_move();
        self.messages.push(Message::WhyNot { refusal, mover });
        // Said in the live region too: a screen reader hears why.
        self.out.announcements.push(Announcement::WhyNot { refusal, mover });
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
        // Dropped on a point it cannot reach: why, as for a tap.
        if tapped == Tapped::Dropped
            && let Spot::Point(p) = to
            && p != from
            && self
                .turn()
                .is_some_and(|t| !t.destinations(self.to_move().own(from)).is_empty())
        {
            self.out_of_reach(from, p);
            return;
        }
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
        self.say_why(refusal);
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

/// Why a point cannot be reached ([`App::why_far`]).
enum Far {
    /// A rule of the core stops the checker on the way (or the one die the distance needs is
    /// not left).
    Rule(Refusal),
    /// The dice left do not add up to the distance (points).
    TooFar(u8),
}

/// On the ways the dice left of `turn` take the checker on `from` exactly to `to` (several
/// steps, higher die first), the core's refusal of the first step that cannot be made; `None`
/// if the dice add up to the distance no way (or every step could be made).
fn first_stop(turn: &PartialTurn, from: u8, to: u8) -> Option<Refusal> {
    // Highest first already: each value once.
    let mut dice = turn.dice_left();
    dice.dedup();
    for die in dice {
        let Some(next) = from.checked_sub(die).filter(|&n| n >= to && n > 0) else {
            continue;
        };
        // Only a way that adds up to the distance tells why.
        if !adds_up(&turn.dice_left(), die, from - to) {
            continue;
        }
        let Some(step) = turn.next_steps().into_iter().find(|s| s.from == from && s.die == die) else {
            return turn.why_not(from, die);
        };
        let mut t = turn.clone();
        if next != to
            && t.step(step).is_ok()
            && let Some(r) = first_stop(&t, next, to)
        {
            return Some(r);
        }
    }
    None
}

/// Whether `die` and some of the rest of `dice` (less one `die`) add up to `distance`.
fn adds_up(dice: &[u8], die: u8, distance: u8) -> bool {
    let mut rest = dice.to_vec();
    if let Some(i) = rest.iter().position(|&d| d == die) {
        rest.remove(i);
    }
    let Some(left) = distance.checked_sub(die) else {
        return false;
    };
    if left == 0 {
        return true;
    }
    let mut faces = rest.clone();
    faces.dedup();
    faces.iter().any(|&d| adds_up(&rest, d, left))
}
