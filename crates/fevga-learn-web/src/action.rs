//! The state's actions: one [`Action`] per click, tap, key, choice of a filter or piece of news
//! (the puzzles' file came, another tab kept its progress), and the action a control asks for
//! ([`Action::of`]).

use fevga_board::{FocusKey, Spot};
use fevga_core::WhitePoint;
use fevga_learn::{LESSONS, Theme};

use crate::act::Act;

/// What comes into the page's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// The list of lessons.
    List,
    /// The lesson of this index in [`LESSONS`], from its start.
    Lesson(usize),
    /// The next lesson (after the last: the list).
    Next,
    /// Shows the lesson's hint.
    Hint,
    /// The same lesson or puzzle again, from its start.
    Retry,
    /// Opens the puzzles (their file fetched the first time).
    Puzzles,
    /// The next puzzle under the filter (the one on the board, untried and its answer unseen,
    /// skipped).
    NextPuzzle,
    /// Shows the puzzle's answer: a failed try.
    ShowAnswer,
    /// The puzzle of this id on the board (from the list of failed ones).
    OpenPuzzle(String),
    /// Offer only this theme (`None`: all).
    Theme(Option<Theme>),
    /// Offer only this difficulty (`None`: all).
    Difficulty(Option<u8>),
    /// The puzzles' rule set (`None`: both).
    Rules(Option<fevga_core::Rules>),
    /// The play entered is the answer.
    Done,
    /// Takes back the last move entered.
    Undo,
    /// A tap or click on a spot of the board (or Enter on its focused spot).
    Tap(Spot),
    /// A checker dragged on the board.
    Drag {
        /// Where it was taken.
        from: WhitePoint,
        /// Where it was let go.
        to: Spot,
    },
    /// An arrow, Home or End key on the board.
    Focus(FocusKey),
    /// Escape on the board: the checker taken up is put down.
    Deselect,
    /// The puzzles' file came (`None`: it could not be had).
    PuzzlesLoaded(Option<String>),
    /// The progress as another tab kept it.
    Stored(Option<String>),
}

impl Action {
    /// The action of a control with its `data-arg` (a lesson's index) or value (a filter's; empty:
    /// all), if it names one: an index or value out of range names none.
    #[must_use]
    pub fn of(act: Act, arg: &str) -> Option<Action> {
        Some(match act {
            Act::Lesson => Action::Lesson(arg.parse().ok().filter(|&i| i < LESSONS.len())?),
            Act::List => Action::List,
            Act::Next => Action::Next,
            Act::Hint => Action::Hint,
            Act::Retry => Action::Retry,
            Act::Puzzles => Action::Puzzles,
            Act::NextPuzzle => Action::NextPuzzle,
            Act::Answer => Action::ShowAnswer,
            Act::Again if arg.is_empty() => return None,
            Act::Again => Action::OpenPuzzle(arg.to_string()),
            Act::Done => Action::Done,
            Act::Undo => Action::Undo,
            Act::Theme if arg.is_empty() => Action::Theme(None),
            Act::Theme => Action::Theme(Some(arg.parse().ok()?)),
            Act::Level if arg.is_empty() => Action::Difficulty(None),
            Act::Level => Action::Difficulty(Some(arg.parse().ok().filter(|d| (1..=5).contains(d))?)),
            Act::Rules if arg.is_empty() => Action::Rules(None),
            Act::Rules => Action::Rules(Some(arg.parse().ok()?)),
        })
    }
}
