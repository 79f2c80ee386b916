//! The page's actions: what the person (or the computer's worker) does to the Games page's state,
//! each entering by [`Page::handle`], and the action an address's `#record=` asks for.
//!
//! [`Page::handle`]: crate::page::Page::handle

use fevga_ai::{Rated, RolledPlay};
use fevga_board::{FocusKey, Spot};
use fevga_core::link::{RecordLink, RecordLinkError};
use fevga_core::{Dice, Play, WhitePoint};

use crate::otb::Setup;

/// The fragment of the game page's "Review this game": the game it played last.
pub const CURRENT: &str = "current";

/// The start of the fragment that names the kept game shown (`#open=<id>`), so that a reload
/// or a bookmark shows it again.
pub const OPEN: &str = "open=";

/// The fragment for what `shown` shows: the kept game's, or none (the list).
#[must_use]
pub fn fragment_of(shown: Option<u64>) -> String {
    shown.map_or_else(String::new, |id| format!("#{OPEN}{id}"))
}

/// The action an address's fragment asks for: [`Action::Open`] for `#open=<id>`,
/// [`Action::OpenCurrent`] for `#current`,
/// [`Action::Link`] for a record link,
/// [`Action::BadLink`] for a `record=` the core's [`RecordLink`] refuses, `None` when the
/// fragment holds no record link.
#[must_use]
pub fn link_action(fragment: &str) -> Option<Action> {
    let bare = fragment.trim().trim_start_matches('#');
    if bare == CURRENT {
        return Some(Action::OpenCurrent);
    }
    if let Some(id) = bare.strip_prefix(OPEN).and_then(|id| id.parse().ok()) {
        return Some(Action::Open(id));
    }
    match RecordLink::from_fragment(fragment) {
        Err(RecordLinkError::NotARecordLink) => None,
        Err(_) => Some(Action::BadLink),
        Ok(link) => Some(Action::Link(link)),
    }
}

/// One action of the person (or of the computer's worker).
#[derive(Debug, Clone)]
pub enum Action {
    /// Opens a kept game on the analysis board, at its first turn.
    Open(u64),
    /// Opens the game the game page played last (the address `#current`, its "Review this
    /// game"): the glue finds its record in what the game page wrote.
    OpenCurrent,
    /// Opens the kept game with this record on the analysis board.
    OpenRecord(String),
    /// Back to the list.
    List,
    /// One turn back (−1) or on (+1) in the replay.
    Step(i32),
    /// To the replay's start or end.
    Ends(bool),
    /// Imports a record text (pasted, or from a file): who played is not known.
    Import(String),
    /// Imports the record a record link brings (the address's `#record=`, as the core's
    /// [`RecordLink`] reads it), filed by its source and side; a record kept already is opened,
    /// not kept twice.
    Link(RecordLink),
    /// A `#record=` address that is no record link ([`RecordLink::from_fragment`] refused it).
    BadLink,
    /// Asks to delete the game shown (a second step confirms).
    AskDelete,
    /// Deletes a kept game, once asked.
    Delete(u64),
    /// Keeps the game shown: the question to delete it put away.
    KeepGame,
    /// The computer's rating of a kept game's turn (counted from 0): its line, as the
    /// protocol writes it, kept with the game's review.
    Rated {
        /// The game's id.
        id: u64,
        /// The turn, counted from 0.
        turn: usize,
        /// The rating's line.
        line: String,
    },
    /// To the previous mistake or blunder of the game shown.
    PrevMistake,
    /// To the next mistake or blunder of the game shown.
    NextMistake,
    /// To a turn of the game shown (counted from 0; past the last: the end).
    Turn(usize),
    /// Opens the entry of a game from a real board (its setup).
    OtbOpen,
    /// Starts a game from a real board, set up so.
    OtbStart(Setup),
    /// The roll given for the game from a real board (in the opening: White's die, Black's).
    OtbRoll(Dice),
    /// Takes back the roll or turn last given on the game from a real board.
    OtbUndo,
    /// Keeps the game from a real board in the list and opens it on the analysis board.
    OtbKeep,
    /// The computer's play for its roll on the game from a real board (`None`: it passes).
    OtbChosen(Option<Play>),
    /// Rolls out the turn shown's best and played plays.
    RollOut,
    /// The rollout's progress: trials played and in all.
    RolloutProgress(usize, usize),
    /// The rollout done: the plays, best first by it.
    RolledOut(Vec<RolledPlay>),
    /// Tries another line from the turn shown.
    Explore,
    /// Takes back the last play of the line tried (none left: back to the game's line).
    ExploreBack,
    /// Back to the game's line, the line tried dropped.
    ExploreLeave,
    /// Another roll for the line's turn being entered.
    ExploreDice(Dice),
    /// The computer's verdict on a play tried: the best play's rating and the play's.
    TriedRated {
        /// The play tried's serial.
        serial: u32,
        /// The best play's rating.
        best: Rated,
        /// The play's rating.
        played: Rated,
    },
    /// Starts practising the mistakes due.
    Practise,
    /// Chooses a play of the card's roll from the list (its index in the legal plays): the
    /// board shows it entered.
    Choose(usize),
    /// A tap (or Enter) on a spot of the card's board.
    Tap(Spot),
    /// A checker dragged on the card's board.
    Drag {
        /// Where the drag began.
        from: WhitePoint,
        /// Where it was let go.
        to: Spot,
    },
    /// A key that moves the card's board's focus (as the key reads on the board seen).
    Focus(FocusKey),
    /// Takes back the last move entered on the card's board.
    Undo,
    /// Checks the chosen play against the card's best.
    Check,
    /// Asks to empty the deck (a second step confirms).
    AskClear,
    /// Empties the deck.
    Clear,
}
