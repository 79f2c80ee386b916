//! A turn entered on the board, the one way the game, friend, Games and Learn pages do it (the
//! game, a friend's game, the practice of one's mistakes, a lesson or puzzle; the position editor
//! asks the core's [`PartialTurn`] itself): a checker tapped then its target, or dragged, one
//! die or several at a time, undo, and the play the steps complete. The rules are `fevga-core`'s
//! [`PartialTurn`] (where a checker may go, why a step is refused); this keeps only the selected
//! checker and how the steps group into moves, and speaks the board's language (White's
//! numbering, [`Spot`]s, [`Marks`]).

use fevga_core::{Color, Dice, Game, PartialTurn, Phase, Play, Position, Refusal, Rules, StepTo, WhitePoint};

use crate::{Marks, Spot};

/// What a tap or a drag did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tapped {
    /// A checker that can move was taken up.
    Selected,
    /// The selection was put down (the same checker tapped again, or a spot with nothing to do).
    Dropped,
    /// The selected checker moved (one or more steps).
    Moved,
    /// The core refused: the rule behind it.
    Refused(Refusal),
}

/// What the board did that a screen reader is to hear: the Games and Learn pages' one account of
/// it (the sentence is `fevga_i18n::said_line`'s).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// A move was made.
    Moved,
    /// The last move was taken back.
    Undone,
    /// The core refused a step: the rule behind it.
    Refused(Refusal),
}

impl Said {
    /// What a tap or drag did that is worth saying: a checker taken up or put down is seen, not
    /// said; an empty point or a die not in the roll needs no sentence.
    #[must_use]
    pub fn of(tapped: Tapped) -> Option<Said> {
        match tapped {
            Tapped::Moved => Some(Said::Moved),
            Tapped::Refused(Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. })
            | Tapped::Selected
            | Tapped::Dropped => None,
            Tapped::Refused(r) => Some(Said::Refused(r)),
        }
    }
}

/// A turn being entered on the board.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The steps so far, checked by the core.
    turn: PartialTurn,
    /// The selected checker's point (the mover's numbering).
    selected: Option<u8>,
    /// How many steps each move made (undo takes back a whole move).
    moves: Vec<usize>,
}

impl Entry {
    /// A turn of `dice` from `position` under `rules`.
    #[must_use]
    pub fn new(position: Position, rules: Rules, dice: Dice) -> Entry {
        Entry {
            turn: PartialTurn::new(position, rules, dice),
            selected: None,
            moves: Vec::new(),
        }
    }

    /// A turn of `game`'s roll, if the game waits for a play.
    #[must_use]
    pub fn of_game(game: &Game) -> Option<Entry> {
        let Phase::Play(dice) = game.phase() else {
            return None;
        };
        Some(Entry::new(game.position(), game.rules(), dice))
    }

    /// Whether this entry is for `game`'s roll in play.
    #[must_use]
    pub fn is_for(&self, game: &Game) -> bool {
        game.phase() == Phase::Play(self.turn.dice()) && game.position() == self.turn.start()
    }

    /// The side entering its turn.
    #[must_use]
    pub fn mover(&self) -> Color {
        self.turn.start().turn()
    }

    /// The core's turn in progress.
    #[must_use]
    pub const fn turn(&self) -> &PartialTurn {
        &self.turn
    }

    /// The selected checker's point (White's numbering).
    #[must_use]
    pub fn selected(&self) -> Option<WhitePoint> {
        self.selected.map(|p| self.mover().to_white(p))
    }

    /// Puts the selected checker down.
    pub fn deselect(&mut self) {
        self.selected = None;
    }

    /// The mover's highest checker that can move (White's numbering), where a turn usually
    /// starts: the board's keyboard focus at the start of a turn.
    #[must_use]
    pub fn first_movable(&self) -> Option<WhitePoint> {
        let mover = self.mover();
        self.turn
            .next_steps()
            .iter()
            .map(|s| s.from)
            .max()
            .map(|p| mover.to_white(p))
    }

    /// The points (White's numbering) whose checker can make a step now.
    #[must_use]
    pub fn movable(&self) -> Vec<WhitePoint> {
        let mover = self.mover();
        let from: Vec<WhitePoint> = self.turn.next_steps().iter().map(|s| mover.to_white(s.from)).collect();
        WhitePoint::all().filter(|p| from.contains(p)).collect()
    }

    /// Where the selected checker can go.
    #[must_use]
    pub fn targets(&self) -> Vec<Spot> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mover = self.mover();
        self.turn
            .destinations(from)
            .iter()
            .map(|d| match d.to {
                StepTo::Point(p) => Spot::Point(mover.to_white(p)),
                StepTo::Off => Spot::Tray(mover),
            })
            .collect()
    }

    /// What the board highlights for this entry: the checkers that can move, the selected one
    /// and where it can go (the other marks are left as they are).
    pub fn mark(&self, marks: &mut Marks) {
        marks.movable = self.movable();
        marks.selected = self.selected();
        marks.targets = self.targets();
    }

    /// The legal play the steps complete, if they do.
    #[must_use]
    pub fn completed(&self) -> Option<Play> {
        self.turn.completed()
    }

    /// Dice still to play (for the dice drawn).
    #[must_use]
    pub fn dice_left(&self) -> Vec<u8> {
        self.turn.dice_left()
    }

    /// A tap on a spot: takes up a checker that can move, moves the selected one there, or says
    /// why not.
    pub fn tap(&mut self, spot: Spot) -> Tapped {
        let mover = self.mover();
        match spot {
            Spot::Tray(_) => match self.selected {
                Some(from) => self.move_to(from, StepTo::Off),
                None => Tapped::Dropped,
            },
            Spot::Point(p) => {
                let own = mover.own(p);
                if let Some(from) = self.selected {
                    if from == own {
                        self.selected = None;
                        return Tapped::Dropped;
                    }
                    // A target, or a refused step; a tap on another own checker takes that one up.
                    match self.move_to(from, StepTo::Point(own)) {
                        Tapped::Refused(r) if !matches!(r, Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. }) => {
                            return Tapped::Refused(r);
                        }
                        Tapped::Moved => return Tapped::Moved,
                        _ => {}
                    }
                }
                self.take_up(own)
            }
        }
    }

    /// A checker dragged from `from` to `to`.
    pub fn drag(&mut self, from: WhitePoint, to: Spot) -> Tapped {
        let mover = self.mover();
        let to = match to {
            Spot::Point(p) if p != from => StepTo::Point(mover.own(p)),
            Spot::Tray(c) if c == mover => StepTo::Off,
            _ => return Tapped::Dropped,
        };
        self.move_to(mover.own(from), to)
    }

    /// Takes up the checker on `from` (the start of a drag, say) if it can move; else why it
    /// cannot.
    pub fn take_up_at(&mut self, from: WhitePoint) -> Tapped {
        let own = self.mover().own(from);
        self.take_up(own)
    }

    /// Takes up the checker on `own` if it can move; else why it cannot.
    fn take_up(&mut self, own: u8) -> Tapped {
        if self.turn.destinations(own).is_empty() {
            self.selected = None;
            return match self.turn.why_not_checker(own) {
                Some(r) if !matches!(r, Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. }) => Tapped::Refused(r),
                _ => Tapped::Dropped,
            };
        }
        self.selected = Some(own);
        Tapped::Selected
    }

    /// Moves the checker on `from` to `to` by the fewest steps, or says why not (the selection
    /// is dropped either way).
    fn move_to(&mut self, from: u8, to: StepTo) -> Tapped {
        let before = self.turn.steps().len();
        self.selected = None;
        if self.turn.move_checker(from, to).is_ok() {
            self.moves.push(self.turn.steps().len() - before);
            return Tapped::Moved;
        }
        match self.turn.why_not_move(from, to) {
            Some(r) => Tapped::Refused(r),
            None => Tapped::Dropped,
        }
    }

    /// The moves made so far (a move is one tap or drag, of one or more steps).
    #[must_use]
    pub fn moves(&self) -> usize {
        self.moves.len()
    }

    /// Takes back the last move (every step it made); false if there was none.
    pub fn undo(&mut self) -> bool {
        self.selected = None;
        let Some(n) = self.moves.pop() else {
            return false;
        };
        for _ in 0..n {
            self.turn.undo();
        }
        true
    }

    /// The last move made (all its steps) in move notation, points in `viewer`'s numbers.
    #[must_use]
    pub fn last_move(&self, viewer: Color) -> Option<String> {
        let n = *self.moves.last()?;
        let steps = self.turn.steps();
        Some(fevga_core::notation::format_steps(
            &steps[steps.len() - n..],
            self.mover(),
            viewer,
        ))
    }

    /// Dice still to play before the play is complete.
    #[must_use]
    pub fn steps_left(&self) -> usize {
        self.turn.dice_needed().saturating_sub(self.turn.steps().len())
    }

    /// Enters a whole legal play (chosen from the list): its steps, one move each.
    pub fn set_play(&mut self, play: &Play) {
        self.turn.reset();
        self.moves.clear();
        self.selected = None;
        for &s in play.steps() {
            if self.turn.step(s).is_ok() {
                self.moves.push(1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wp(n: u8) -> WhitePoint {
        WhitePoint::new(n).expect("a point")
    }

    /// The opening position of Fevga with White to play `d1`-`d2`.
    fn opening(d1: u8, d2: u8) -> Entry {
        let position: Position = "W:24x15 B:12x15 W".parse().expect("a position");
        Entry::new(position, Rules::Fevga, Dice::new(d1, d2).expect("dice"))
    }

    #[test]
    fn a_tap_takes_up_a_checker_and_a_second_moves_it() {
        let mut e = opening(6, 3);
        // Only the head can move at the start: one checker, from White's 24.
        assert_eq!(e.movable(), vec![wp(24)]);
        assert_eq!(e.first_movable(), Some(wp(24)));
        assert_eq!(e.tap(Spot::Point(wp(24))), Tapped::Selected);
        assert_eq!(e.selected(), Some(wp(24)));
        let targets = e.targets();
        assert!(targets.contains(&Spot::Point(wp(18))) && targets.contains(&Spot::Point(wp(21))));
        let mut marks = Marks::default();
        e.mark(&mut marks);
        assert_eq!(
            (marks.movable, marks.selected, marks.targets),
            (e.movable(), e.selected(), targets)
        );
        // 24 to 15 takes both dice in one move.
        assert_eq!(e.tap(Spot::Point(wp(15))), Tapped::Moved);
        assert_eq!((e.moves(), e.steps_left(), e.selected()), (1, 0, None));
        let play = e.completed().expect("the play is complete");
        assert_eq!(play.steps().len(), 2);
        assert_eq!(e.last_move(Color::White).as_deref(), Some("24/15"));
    }

    #[test]
    fn the_same_checker_tapped_again_is_put_down() {
        let mut e = opening(5, 2);
        assert_eq!(e.tap(Spot::Point(wp(24))), Tapped::Selected);
        assert_eq!(e.tap(Spot::Point(wp(24))), Tapped::Dropped);
        assert_eq!(e.selected(), None);
        assert_eq!(e.moves(), 0);
    }

    #[test]
    fn a_refused_step_names_the_rule_and_changes_nothing() {
        let mut e = opening(6, 3);
        e.tap(Spot::Point(wp(24)));
        assert_eq!(e.tap(Spot::Point(wp(18))), Tapped::Moved);
        // The head rule: a second checker may not leave the head before the first has passed
        // the opponent's start; the core says so.
        let before = e.turn().steps().len();
        match e.tap(Spot::Point(wp(24))) {
            Tapped::Refused(Refusal::HeadRule { .. }) => {}
            other => panic!("expected the head rule, got {other:?}"),
        }
        assert_eq!(e.turn().steps().len(), before);
        assert_eq!(e.selected(), None);
    }

    #[test]
    fn a_drag_moves_and_undo_takes_back_the_whole_move() {
        let mut e = opening(4, 1);
        assert_eq!(e.drag(wp(24), Spot::Point(wp(19))), Tapped::Moved);
        assert_eq!((e.moves(), e.turn().steps().len()), (1, 2));
        assert!(e.undo());
        assert_eq!((e.moves(), e.turn().steps().len()), (0, 0));
        assert!(!e.undo(), "nothing left to take back");
        // A drag onto the other side's tray or the same point does nothing.
        assert_eq!(e.drag(wp(24), Spot::Tray(Color::Black)), Tapped::Dropped);
        assert_eq!(e.drag(wp(24), Spot::Point(wp(24))), Tapped::Dropped);
    }

    #[test]
    fn a_play_chosen_from_a_list_is_entered_whole() {
        let mut e = opening(6, 5);
        let mut other = opening(6, 5);
        other.tap(Spot::Point(wp(24)));
        other.tap(Spot::Point(wp(13)));
        let play = other.completed().expect("complete");
        e.set_play(&play);
        assert_eq!(e.completed(), Some(play));
        assert!(e.undo());
        assert!(e.completed().is_none());
    }
}
