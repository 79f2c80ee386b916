//! The turn entered on the friend page's board: a checker tapped then its target (or dragged),
//! one die at a time, undo, and the play the steps complete. The rules are `fevga-core`'s
//! [`PartialTurn`] (where a checker may go, why a step is refused); this keeps only the selected
//! checker and how the steps group into moves, and speaks the board's language (White's
//! numbering, spots).

use fevga_board::Spot;
use fevga_core::{Color, Game, PartialTurn, Phase, Play, Refusal, StepTo, WhitePoint};

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
    /// A turn of `game`'s roll, if the game waits for a play.
    #[must_use]
    pub fn new(game: &Game) -> Option<Entry> {
        let Phase::Play(dice) = game.phase() else {
            return None;
        };
        Some(Entry {
            turn: PartialTurn::new(game.position(), game.rules(), dice),
            selected: None,
            moves: Vec::new(),
        })
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

    /// The points (White's numbering) whose checker can make a step now.
    #[must_use]
    pub fn movable(&self) -> Vec<WhitePoint> {
        let mover = self.mover();
        let mut pts: Vec<WhitePoint> = self.turn.next_steps().iter().map(|s| mover.to_white(s.from)).collect();
        pts.sort_unstable();
        pts.dedup();
        pts
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
