//! The page's controls as the markup names them: each button (and each filter's `<select>`)
//! carries one of these words in its `data-action`, written by the view with [`Act::as_str`] and
//! read back by the glue with `parse`, so the two cannot drift apart (a test draws the page in
//! its states and checks both ways).

fevga_core::words! {
    /// A control of the page, by its `data-action` word.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Act: ALL, "control" {
        /// Open a lesson (its index in `data-arg`).
        Lesson = "lesson",
        /// Back to the list of lessons.
        List = "list",
        /// The next lesson (after the last: the list).
        Next = "next",
        /// Show the lesson's hint.
        Hint = "hint",
        /// The same lesson or puzzle again, from its start.
        Retry = "retry",
        /// Open the puzzles.
        Puzzles = "puzzles",
        /// The next puzzle (or skip this one).
        NextPuzzle = "next-puzzle",
        /// Show the puzzle's answer (a failed try, rated as one).
        Answer = "answer",
        /// A failed puzzle from the list to try again (its id in `data-arg`).
        Again = "again",
        /// The play entered is the answer: judge it.
        Done = "done",
        /// Take back the last move entered.
        Undo = "undo",
        /// The puzzles' theme filter (a `<select>`; empty: all).
        Theme = "theme",
        /// The puzzles' difficulty filter (a `<select>`; empty: all).
        Level = "level",
        /// The puzzles' rule-set filter (a `<select>`; empty: both).
        Rules = "rules",
    }
}
