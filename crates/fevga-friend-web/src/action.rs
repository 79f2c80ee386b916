//! What the person (or the browser) does, as the state takes it: one [`Action`] per click, tap,
//! key, pasted link or piece of news (another tab's games, the computer's answer). The glue
//! translates the browser's events into these; [`crate::page::Page::handle`] applies them.

use fevga_board::{FocusKey, Spot};
use fevga_core::{Color, Rules, WhitePoint};

/// One action of the person, or news from outside the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Starts a match and shows its invitation link.
    Invite {
        /// The rule set.
        rules: Rules,
        /// The match length in points.
        length: u32,
        /// The inviter's side.
        side: Color,
        /// The inviter's name (may be empty).
        name: String,
    },
    /// Opens a link (the fragment `game=1.…`, or a whole address holding it).
    Open(String),
    /// Shows a kept game (its index in the shelf).
    Show(usize),
    /// Back to the list of games.
    List,
    /// Chooses a whole play of the roll (its index in the legal plays): the list's way, for the
    /// keyboard and screen readers; the board shows it entered.
    Choose(usize),
    /// A tap (or Enter) on a point or a tray of the board.
    Tap(Spot),
    /// Enter or Space on the board: a tap on the spot that has the board's focus.
    Activate,
    /// A checker dragged from a point to a spot.
    Drag {
        /// The point it left.
        from: WhitePoint,
        /// Where it was let go.
        to: Spot,
    },
    /// Takes back the last move of the turn being entered.
    Undo,
    /// Plays the play entered (passes when the roll has none).
    Play,
    /// Shows the game one turn further back.
    Back,
    /// Shows the game one turn further on (towards the latest).
    Forward,
    /// A key that moves the board's keyboard focus.
    Focus(FocusKey),
    /// Asks the computer for a hint on the roll in play.
    Hint,
    /// The computer's answer to the hint asked (its text; empty: no answer came).
    HintAnswer(String),
    /// Sends our half of the roll that opens the friend's game.
    Reveal,
    /// Asks whether to resign the match (a question on the page: nothing is resigned yet).
    Resign,
    /// Resigns the match: the answer yes to the question [`Action::Resign`] asked.
    ResignYes,
    /// Opens or closes the list's fold of finished matches.
    Finished,
    /// Asks whether to delete a kept match from this device (its index in the shelf).
    Forget(usize),
    /// Deletes the match [`Action::Forget`] asked about from this device.
    ForgetYes,
    /// Keeps the match [`Action::Forget`] asked about (the answer no, or Escape).
    ForgetNo,
    /// Keeps playing: the answer no (or Escape) to the question [`Action::Resign`] asked.
    ResignNo,
    /// Offers a rematch of the finished match (a new game, a new link).
    Rematch,
    /// Joins the game of the invitation opened, under this name (may be empty).
    Join {
        /// Our name for the friend.
        name: String,
    },
    /// Another tab stored the games (the stored text): taken in game by game, nothing else
    /// changes (the notice shown stays).
    Stored(String),
    /// A link (its fragment) the site's relay passed on, live: checked and taken like a link
    /// opened, in whichever game it belongs to; one the game has already (ours, or one taken
    /// before) changes nothing and says nothing.
    Relayed(String),
}
