//! The Learn section's state and words for it: the inputs, what is loaded when needed, where
//! the person is, and the match put aside while learning (kept here, handed back on leaving).

use fevga_core::{Match, Play};
use fevga_i18n::{Lang, Messages};
use fevga_learn::{Filter, LESSONS, Lesson, Progress, Puzzle, Theme, Verdict};

/// The page's address fragment that opens the section (`#learn`, the rules pages link to it).
pub const LEARN_LINK: &str = "learn";

/// A file the section loads when it is needed (the glue fetches it, or reads the storage).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LearnFile {
    /// The section's words in a language (`learn/<lang>.ftl`).
    Words(Lang),
    /// The puzzles (`learn/puzzles.txt`).
    Puzzles,
    /// The person's progress, from local storage.
    Progress,
}

/// What the person asks of the section: a `data-action` starting with `learn`, with its
/// `data-arg`, or a filter's `<select data-learn>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LearnInput {
    /// Opens the section (its list).
    Open,
    /// Leaves it: the match comes back.
    Close,
    /// Back to the list of lessons.
    List,
    /// Opens the lesson of this index in [`LESSONS`].
    Lesson(usize),
    /// The next lesson.
    Next,
    /// Shows the lesson's hint.
    Hint,
    /// The same lesson or puzzle again, from its start.
    Retry,
    /// Opens the puzzles (loading them the first time).
    Puzzles,
    /// The next puzzle.
    NextPuzzle,
    /// Offer only this theme (`None`: all).
    Theme(Option<Theme>),
    /// Offer only this difficulty (`None`: all).
    Difficulty(Option<u8>),
}

impl LearnInput {
    /// The input of a `data-action` and its `data-arg` (empty if none), if it is the section's.
    #[must_use]
    pub fn from_action(action: &str, arg: &str) -> Option<LearnInput> {
        Some(match action {
            "learn" => LearnInput::Open,
            "learn-close" => LearnInput::Close,
            "learn-list" => LearnInput::List,
            "learn-lesson" => LearnInput::Lesson(arg.parse().ok().filter(|&i| i < LESSONS.len())?),
            "learn-next" => LearnInput::Next,
            "learn-hint" => LearnInput::Hint,
            "learn-retry" => LearnInput::Retry,
            "learn-puzzles" => LearnInput::Puzzles,
            "learn-next-puzzle" => LearnInput::NextPuzzle,
            "learn-theme" if arg.is_empty() => LearnInput::Theme(None),
            "learn-theme" => LearnInput::Theme(Some(arg.parse().ok()?)),
            "learn-level" if arg.is_empty() => LearnInput::Difficulty(None),
            "learn-level" => LearnInput::Difficulty(Some(arg.parse().ok().filter(|d| (1..=5).contains(d))?)),
            _ => return None,
        })
    }
}

/// Something loaded when needed: asked for, there, or not to be had.
#[derive(Debug, Clone)]
pub enum Load<T> {
    /// Not asked for yet.
    Idle,
    /// Asked for, not come yet.
    Loading,
    /// Here.
    Ready(T),
    /// It could not be loaded (offline before it was cached, a broken file).
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

/// Where in the section the person is.
#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    /// The list of lessons (and the way to the puzzles).
    List,
    /// A lesson: its index in [`LESSONS`], the hint shown, the last try.
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

/// The Learn section's state.
#[derive(Debug)]
pub struct Learning {
    /// The match put aside while learning.
    stash: Match,
    /// The section's words.
    pub(in crate::app) words: Load<Messages>,
    /// The puzzles.
    pub(in crate::app) puzzles: Load<Vec<Puzzle>>,
    /// The person's progress (read from storage when the section opens).
    pub(in crate::app) progress: Progress,
    /// The stored progress could not be read: it starts anew (and is kept only once changed).
    pub(in crate::app) progress_lost: bool,
    /// Which puzzles are offered.
    pub(in crate::app) filter: Filter,
    /// Where the person is.
    pub(in crate::app) screen: Screen,
}

impl Learning {
    /// The section opened, on its list, the match `stash` put aside; its words asked for.
    pub(in crate::app) fn new(stash: Match) -> Learning {
        Learning {
            stash,
            words: Load::Loading,
            puzzles: Load::Idle,
            progress: Progress::default(),
            progress_lost: false,
            filter: Filter::default(),
            screen: Screen::List,
        }
    }

    /// One input of the section (not [`LearnInput::Open`], the [`App`](crate::app::App)'s):
    /// the section's own state changes here (the filter, the hint shown, which lesson is next);
    /// what the board must show, or what is said, goes back to the app.
    pub(in crate::app) fn handle(&mut self, input: LearnInput) -> Option<LearnTask> {
        Some(match input {
            LearnInput::Open => return None,
            LearnInput::Close => LearnTask::Close,
            LearnInput::List => LearnTask::List,
            LearnInput::Lesson(i) => LearnTask::Lesson(i),
            LearnInput::Next => {
                let next = match &self.screen {
                    Screen::Lesson { index, .. } => index + 1,
                    _ => 0,
                };
                if next < LESSONS.len() {
                    LearnTask::Lesson(next)
                } else {
                    LearnTask::List
                }
            }
            LearnInput::Hint => {
                let Screen::Lesson { hint, .. } = &mut self.screen else {
                    return None;
                };
                *hint = true;
                LearnTask::Say(LearnSay::Verdict)
            }
            LearnInput::Retry => match self.screen {
                Screen::Lesson { index, .. } => LearnTask::Lesson(index),
                Screen::Puzzle { index: Some(i), .. } => LearnTask::Puzzle(i),
                _ => return None,
            },
            LearnInput::Puzzles => LearnTask::Puzzles,
            LearnInput::NextPuzzle => LearnTask::NextPuzzle,
            LearnInput::Theme(t) => {
                self.filter.theme = t;
                LearnTask::NextPuzzle
            }
            LearnInput::Difficulty(d) => {
                self.filter.difficulty = d;
                LearnTask::NextPuzzle
            }
        })
    }

    /// The section left: the match put aside.
    pub(in crate::app) fn into_stash(self) -> Match {
        self.stash
    }

    /// The section's words.
    #[must_use]
    pub fn words(&self) -> &Load<Messages> {
        &self.words
    }

    /// The puzzles.
    #[must_use]
    pub fn puzzles(&self) -> &Load<Vec<Puzzle>> {
        &self.puzzles
    }

    /// The person's progress.
    #[must_use]
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The stored progress could not be read: it starts anew (and is kept only once changed).
    #[must_use]
    pub fn progress_lost(&self) -> bool {
        self.progress_lost
    }

    /// Which puzzles are offered.
    #[must_use]
    pub fn filter(&self) -> &Filter {
        &self.filter
    }

    /// Where the person is.
    #[must_use]
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The lesson on the board, if one is.
    #[must_use]
    pub fn lesson(&self) -> Option<&'static Lesson> {
        match self.screen {
            Screen::Lesson { index, .. } => LESSONS.get(index),
            _ => None,
        }
    }

    /// The puzzle on the board, if one is.
    #[must_use]
    pub fn puzzle(&self) -> Option<&Puzzle> {
        match (&self.screen, &self.puzzles) {
            (Screen::Puzzle { index: Some(i), .. }, Load::Ready(all)) => all.get(*i),
            _ => None,
        }
    }

    /// The last try of the lesson or puzzle on the board.
    #[must_use]
    pub fn tried(&self) -> Option<&Tried> {
        match &self.screen {
            Screen::Lesson { tried, .. } | Screen::Puzzle { tried, .. } => tried.as_ref(),
            Screen::List => None,
        }
    }
}

/// The announcements of the section (worded by the view with the section's words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LearnSay {
    /// A lesson or puzzle is on the board: its task.
    Task,
    /// The try's verdict.
    Verdict,
}

/// What the app does for an input of the section ([`Learning::handle`]): the board's part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::app) enum LearnTask {
    /// Leave the section: the match comes back.
    Close,
    /// The list of lessons, with no board task.
    List,
    /// The lesson of this index on the board, from its start.
    Lesson(usize),
    /// The puzzle of this index on the board again, from its start.
    Puzzle(usize),
    /// Open the puzzles (loading them the first time).
    Puzzles,
    /// The next puzzle under the filter.
    NextPuzzle,
    /// Say this.
    Say(LearnSay),
}
