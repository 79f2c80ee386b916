//! What the page shows and says: where the person is ([`Screen`]), a try and its verdict
//! ([`Tried`]), the puzzles' file as it loads ([`Load`]), what the last input on the board did
//! ([`Said`]) and what an action announces ([`Say`]).

use fevga_board::Tapped;
use fevga_core::{Play, Refusal};
use fevga_learn::Verdict;

/// Something loaded when needed: asked for, there, or not to be had.
#[derive(Debug, Clone)]
pub enum Load<T> {
    /// Not asked for yet.
    Idle,
    /// Asked for, not come yet.
    Loading,
    /// Here.
    Ready(T),
    /// It could not be loaded (offline before it was kept, a broken file).
    Failed,
}

/// A lesson or puzzle tried: how it went.
#[derive(Debug, Clone, PartialEq)]
pub struct Tried {
    /// The play made.
    pub play: Play,
    /// The verdict.
    pub verdict: Verdict,
}

/// Where the person is.
#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    /// The list of lessons (and the way to the puzzles).
    List,
    /// A lesson: its index in [`LESSONS`](fevga_learn::LESSONS), the hint shown, the last try.
    Lesson {
        /// Its index.
        index: usize,
        /// The hint is shown.
        hint: bool,
        /// The last try, if any.
        tried: Option<Tried>,
    },
    /// The puzzles: the one on the board (by index in the file), if any, and its try.
    Puzzle {
        /// Its index in the loaded puzzles (`None`: none left under the filter, or loading).
        index: Option<usize>,
        /// The try, once made.
        tried: Option<Tried>,
    },
}

/// What the last input on the board did that is said (on screen and to a screen reader).
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

/// What the page announces after an action (worded by the view).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Say {
    /// A lesson or puzzle is on the board: its task.
    Task,
    /// The try's verdict.
    Verdict,
    /// The lesson's hint, asked for.
    Hint,
    /// What the board did.
    Board,
}
