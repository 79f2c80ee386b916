//! Everything that can happen to the page, as data: the one way into [`super::App::handle`]. The
//! glue turns DOM events into these and decides nothing itself.

use fevga_board::{FocusKey, Spot};
use fevga_core::WhitePoint;
use fevga_i18n::Lang;

use super::output::Pending;
use crate::settings::SettingKey;

/// One input to the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A tap (click) on a point; it also takes the board's keyboard focus.
    TapPoint(WhitePoint),
    /// A tap on a bear-off tray: the selected checker bears off (either tray takes it).
    TapTray,
    /// A tap on the board away from any point or tray: drops the selection.
    TapOutside,
    /// A checker on a point picked up by a pointer and moved far enough to be a drag: it is
    /// taken up, so its targets show while it is dragged (new-player review #19).
    DragStart(WhitePoint),
    /// A checker dragged from a point and dropped on a spot.
    Drag {
        /// The point it was picked up from.
        from: WhitePoint,
        /// Where it was dropped.
        to: Spot,
    },
    /// A key pressed while the board has the focus.
    Key(Key),
    /// A button (`data-action`).
    Button(Button),
    /// A settings input changed: its key and value as [`crate::settings::Settings::value`]
    /// writes them (the language menu too).
    Setting(SettingKey, String),
    /// A timer the page asked for ran out.
    Timer(Pending),
    /// The system's reduced-motion preference, at start and whenever it changes.
    ReducedMotion(bool),
    /// The match could not be saved (the storage is full, blocked or missing).
    SaveFailed,
    /// Another tab saved this save text: it moved last and owns the game now.
    SavedElsewhere(String),
    /// The page was opened with a position in its address (`#position=…`, the fragment).
    Link(String),
    /// The computer's worker has started and takes questions.
    ComputerReady,
    /// The page is opened for the first time (nothing in storage says the guide was seen):
    /// the guided first game starts.
    FirstVisit,
    /// The computer's worker could not start (an old browser, a blocked file) or broke down.
    ComputerFailed,
    /// The computer answered question `id` with this text ([`fevga_ai::protocol::Reply`]).
    Answer {
        /// The question's number, as the page handed it out ([`super::Effects::ask`]).
        id: u32,
        /// The reply's text.
        text: String,
    },
    /// The number of the person's mistakes due for practice today, read at start from the deck
    /// the Games page keeps (the game page never changes it).
    GamesDue(usize),
    /// The words of a language the person chose have been read: the page shows them now.
    WordsLoaded(Lang),
    /// The words of the language the person chose cannot be had (offline, and never shown on
    /// this device): the page stays in the language it shows.
    WordsUnavailable {
        /// The language chosen.
        wanted: Lang,
        /// The language the page shows (and goes back to).
        shown: Lang,
    },
}

/// A key on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Arrows, Home, End: move the board's focus.
    Focus(FocusKey),
    /// Enter or Space: act on the focused point or tray, as a tap would.
    Activate,
    /// Escape: drop the selection.
    Cancel,
}

fevga_core::words! {
    /// A button of the page, named by its `data-action`.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Button: ALL, "button" {
        /// Rolls the dice (the opening roll too).
        Roll = "roll",
        /// Takes back the last move of the turn being entered.
        Undo = "undo",
        /// Confirms the turn entered.
        Done = "done",
        /// Starts the next game of the match.
        NextGame = "next-game",
        /// The header's New game: a new match with the current settings.
        NewGame = "new-game",
        /// Offered when a match is over.
        NewMatch = "new-match",
        /// Opens the settings dialog.
        Settings = "settings",
        /// Closes it (a pending question is answered "keep playing").
        CloseSettings = "close-settings",
        /// Slides the last move's checkers again.
        Replay = "replay",
        /// Yes to the question asked (start again).
        Confirm = "confirm",
        /// No to the question asked: the game goes on.
        KeepPlaying = "keep-playing",
        /// Takes the game back from the tab that moved last, and goes on with it here.
        TakeBack = "take-back",
        /// Copies a link to the position on the board.
        CopyLink = "copy-link",
        /// Ranks the best plays of the person's roll.
        Hint = "hint",
        /// Takes back every step of the turn entered, to see the hint's best play (offered when
        /// the steps are not part of it).
        HintUndo = "hint-undo",
        /// Plays the hint's plays out (a rollout in the computer's worker).
        RollOut = "roll-out",
        /// Go on without the computer: both sides are played on this device (offered when the
        /// computer cannot start).
        PassAndPlay = "pass-and-play",
        /// Puts the guide's tip away; the guide goes on.
        GuideOk = "guide-ok",
        /// Skips the guide for good.
        GuideSkip = "guide-skip",
        /// Shows the guide again from its first tip (settings).
        GuideRestart = "guide-restart",
        /// The tutor's warning: the play goes ahead as entered.
        TutorPlay = "tutor-play",
        /// The tutor's warning: the play is taken back, to be entered again.
        TutorTakeBack = "tutor-take-back",
        /// Takes back the person's last play against the computer (below expert), the reply
        /// with it: the same roll is played again; the record notes it.
        TakeBackPlay = "take-back-play",
    }
}
