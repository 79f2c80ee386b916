//! What the page shows and says: where the person is ([`Screen`]), a try and its verdict
//! ([`Tried`]), the puzzles' file as it loads ([`Load`]), what the last input on the board did
//! ([`Said`]) and what an action announces ([`Say`]).

use fevga_core::Play;
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
        /// The answer was shown before any try (a failed try, rated as one).
        shown: bool,
    },
}

pub use fevga_board::Said;

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
