//! What the page shows ([`Screen`]: the list, a game on the analysis board, a game from a real
//! board being entered, or a card) and what the last input on a
//! card's board did that is said ([`Said`]).

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

pub use fevga_board::Said;
