//! The human's turn, entered step by step on the board: selecting a checker, moving it by a tap
//! or a drag, Undo and Done. The rules are `fevga-core`'s [`PartialTurn`]; this only keeps the
//! selection and how many steps each move made.

use fevga_board::Spot;
use fevga_core::{Dice, PartialTurn, Refusal, StepTo, WhitePoint, notation};

use super::{Announcement, App, Focus, Message};

/// The human's turn being entered: the core's [`PartialTurn`], the selected checker and how
/// the steps group into moves. One value, so a turn is forgotten in one assignment.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The steps entered so far, checked by the core.
    pub turn: PartialTurn,
    /// The selected point (the mover's numbering).
    pub selected: Option<u8>,
    /// How many steps each move made (Undo takes back a whole move).
    pub moves: Vec<usize>,
}

impl App {
    /// The selected point (the mover's numbering), if a checker is selected.
    #[must_use]
    pub fn selected(&self) -> Option<u8> {
        self.entry.as_ref().and_then(|e| e.selected)
    }

    /// Selects the checker on `point` (the mover's numbering), or none.
    pub(super) fn select(&mut self, point: Option<u8>) {
        if let Some(e) = self.entry.as_mut() {
            e.selected = point;
        }
        // A checker taken up: a sentence about an earlier refusal no longer applies.
        if point.is_some() {
            self.forget_why_not();
        }
    }

    /// Takes the "why not" sentence off the status (the person did something else).
    pub(super) fn forget_why_not(&mut self) {
        self.messages.retain(|m| !matches!(m, Message::WhyNot { .. }));
    }

    /// Starts entering a turn with `dice` unless the one being entered is for this roll; true if
    /// it started one.
    pub(super) fn begin_entry(&mut self, dice: Dice) -> bool {
        let game = self.mtch.game();
        let new = self
            .turn()
            .is_none_or(|t| t.start() != game.position() || t.dice() != dice);
        if new {
            self.entry = Some(Entry {
                turn: PartialTurn::new(game.position(), game.rules(), dice),
                selected: None,
                moves: Vec::new(),
            });
        }
        new
    }

    /// Puts the board's tab stop on a checker that can move (the mover's highest one, where
    /// a turn usually starts) and hands the focus there.
    pub(super) fn focus_first_movable(&mut self) {
        let side = self.to_move();
        let Some(turn) = self.turn() else { return };
        if let Some(from) = turn.next_steps().iter().map(|s| s.from).max() {
            self.focus = Spot::Point(side.to_white(from));
            self.out.focus = Some(Focus::Spot(self.focus));
        }
    }

    /// A tap or Enter on a point: selects a movable checker, moves the
    /// selected one there, or drops the selection.
    pub(super) fn tap_point(&mut self, point: WhitePoint) {
        if !self.board_active() {
            return;
        }
        let own = self.to_move().own(point);
        if let Some(from) = self.selected() {
            if from == own {
                self.select(None);
                return;
            }
            if self.move_selected(StepTo::Point(own)) {
                return;
            }
            // Not a target: say why the step there is refused, if a rule refuses it.
            let why = self.turn().and_then(|t| t.why_not_move(from, StepTo::Point(own)));
            if self.explain(why) {
                self.select(None);
                return;
            }
        }
        let movable = self.turn().is_some_and(|t| !t.destinations(own).is_empty());
        self.select(movable.then_some(own));
        if !movable {
            // One of the mover's checkers that cannot move: the core says which rule holds it.
            let why = self.turn().and_then(|t| t.why_not_checker(own));
            self.explain(why);
        }
    }

    /// Shows the sentence for a refused step (only one such sentence shows at a time); true if
    /// there was one to show. An empty point or a die not in the roll needs no sentence.
    fn explain(&mut self, refusal: Option<Refusal>) -> bool {
        self.forget_why_not();
        let mover = self.to_move();
        match refusal {
            None | Some(Refusal::NoSuchDie { .. } | Refusal::NoChecker { .. }) => false,
            Some(refusal) => {
                self.messages.push(Message::WhyNot { refusal, mover });
                // Said in the live region too: a screen reader hears why.
                self.out.announcements.push(Announcement::WhyNot { refusal, mover });
                true
            }
        }
    }

    /// A tap on a bear-off tray: the selected checker bears off, or the page says why not.
    pub(super) fn tap_tray(&mut self) {
        if let (true, Some(from)) = (self.board_active(), self.selected())
            && !self.move_selected(StepTo::Off)
        {
            let why = self.turn().and_then(|t| t.why_not_move(from, StepTo::Off));
            self.explain(why);
            self.select(None);
        }
    }

    /// A drag from a point to another point or the mover's tray.
    pub(super) fn drag(&mut self, from_white: WhitePoint, to: Spot) {
        if !self.board_active() {
            return;
        }
        let side = self.to_move();
        let to = match to {
            Spot::Point(p) if p != from_white => StepTo::Point(side.own(p)),
            Spot::Tray(c) if c == side => StepTo::Off,
            _ => return,
        };
        let from = side.own(from_white);
        self.select(Some(from));
        if !self.move_selected(to) {
            self.select(None);
            let why = self.turn().and_then(|t| t.why_not_move(from, to));
            self.explain(why);
        }
    }

    /// Moves the selected checker to `to` if it can go there; true if it moved.
    fn move_selected(&mut self, to: StepTo) -> bool {
        let viewer = self.viewer();
        let Some(e) = self.entry.as_mut() else {
            return false;
        };
        let Some(from) = e.selected else {
            return false;
        };
        let before = e.turn.steps().len();
        if e.turn.move_checker(from, to).is_err() {
            return false;
        }
        e.moves.push(e.turn.steps().len() - before);
        e.selected = None;
        let notation = notation::format_steps(&e.turn.steps()[before..], e.turn.start().turn(), viewer);
        // A step made: an earlier "why not" no longer applies.
        self.messages.retain(|m| !matches!(m, Message::WhyNot { .. }));
        let left = self.steps_left();
        self.out.announcements.push(Announcement::Moved { notation, left });
        if self.settings.auto_done && self.can_confirm() {
            self.done();
        }
        true
    }

    /// Takes back the last move of the turn being entered (all the steps one tap made).
    pub(super) fn undo(&mut self) {
        if let Some(e) = self.entry.as_mut() {
            for _ in 0..e.moves.pop().unwrap_or(1) {
                e.turn.undo();
            }
            e.selected = None;
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
        self.turn()
            .map_or(0, |t| t.dice_needed().saturating_sub(t.steps().len()))
    }
}
