//! The page's controls as words: what each button (and the card's list of plays) does, written
//! by the view as its `data-action` ([`Act::as_str`]) and read back by the glue
//! ([`str::parse`]), so the two cannot drift apart (a test renders every screen and holds the
//! markup to the list).

fevga_core::words! {
    /// What a control of the page does: its `data-action`.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Act: ALL, "action" {
        /// Opens a kept game's replay (the game is the button's `data-id`).
        Open = "open",
        /// Back to the list.
        List = "list",
        /// The replay's start.
        First = "first",
        /// One turn back in the replay.
        Prev = "prev",
        /// One turn on in the replay.
        Next = "next",
        /// The replay's end.
        Last = "last",
        /// The previous mistake or blunder.
        PrevMistake = "prev-mistake",
        /// The next mistake or blunder.
        NextMistake = "next-mistake",
        /// A turn of the review's list or graph (the turn is the control's `data-id`).
        Turn = "turn",
        /// Opens the entry of a game from a real board.
        Otb = "otb",
        /// Starts the game from a real board as set up (the glue reads the setup's fields).
        OtbStart = "otb-start",
        /// Gives the roll chosen (the glue reads the two dice).
        OtbRoll = "otb-roll",
        /// Takes back the roll or turn last given.
        OtbUndo = "otb-undo",
        /// Keeps the game from a real board and opens it on the analysis board.
        OtbKeep = "otb-keep",
        /// Rolls out the turn shown's best and played plays.
        RollOut = "roll-out",
        /// Tries another line from the turn shown.
        Explore = "explore",
        /// Takes back the last play of the line tried.
        ExploreBack = "explore-back",
        /// Back to the game's line.
        ExploreLeave = "explore-leave",
        /// The line's roll (a `<select>`: the roll's index in `Dice::all()`).
        Roll = "roll",
        /// Imports the record pasted in the import box.
        Import = "import",
        /// Copies the record shown.
        Copy = "copy",
        /// Downloads the record shown as a `.txt` file.
        Download = "download",
        /// Asks to delete the game shown (a second step confirms).
        Delete = "delete",
        /// Deletes the game shown (the second step).
        DeleteYes = "delete-yes",
        /// Keeps the game shown: the question to delete it put away.
        KeepGame = "keep-game",
        /// Practises the next mistake due.
        Practise = "practise",
        /// The card's list of plays (a `<select>`: a play chosen).
        Choose = "choose",
        /// Checks the play chosen.
        Check = "check",
        /// Takes back the last move entered on the card's board.
        Undo = "undo",
        /// Asks to empty the deck.
        AskClear = "ask-clear",
        /// Empties the deck (the second step).
        Clear = "clear",
    }
}

impl Act {
    /// The key a replay's step button answers to (`aria-keyshortcuts`), if it is one.
    #[must_use]
    pub const fn key(self) -> Option<&'static str> {
        match self {
            Act::First => Some("Home"),
            Act::Prev => Some("ArrowLeft"),
            Act::Next => Some("ArrowRight"),
            Act::Last => Some("End"),
            Act::PrevMistake => Some("Shift+ArrowLeft"),
            Act::NextMistake => Some("Shift+ArrowRight"),
            _ => None,
        }
    }
}
