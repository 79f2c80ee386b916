//! What the page shows ([`Screen`]: the list, a game on the analysis board, a game from a real
//! board being entered, or a card) and what the last input on a
//! card's board did that is said ([`Said`]).

use fevga_board::Tapped;
use fevga_core::Refusal;

/// What the page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    /// The list of games and the deck.
    List,
    /// A kept game's replay: the position after `step` turns.
    Replay {
        /// The game's id.
        id: u64,
        /// Turns played on the board shown (0: the start).
        step: usize,
    },
    /// A game from a real board: its setup, then the game being entered.
    OverTheBoard,
    /// A card of the deck.
    Practice {
        /// The card's key.
        key: String,
        /// The chosen play's index: the play entered on the board or chosen from the list,
        /// `None` until one is complete.
        choice: Option<usize>,
        /// `Some(right)` once checked.
        answered: Option<bool>,
    },
}

/// What a tap, drag or undo on a card's board did that is said (on screen and to a screen
/// reader).
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
