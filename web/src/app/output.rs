//! Everything the controller hands out: messages and announcements (worded by the view), checker
//! slides, what the page waits for, and the [`Effects`] of a frame.

use fevga_board::Spot;
use fevga_core::{Blocked, Color, Dice, Opening, Play, Refusal, StepTo};
use fevga_i18n::Lang;

use super::Button;
use fevga_core::link::Link;

use crate::settings::Settings;

/// A message for the player; the view words it in the current language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// The opening roll is decided: each side's die, who starts and with which roll.
    Opening(Opening),
    /// Both sides rolled the same number: roll again.
    OpeningTie {
        /// The number both sides rolled.
        die: u8,
    },
    /// The side cannot move with this roll and passes.
    NoMove {
        /// The side that passes.
        side: Color,
        /// Its roll.
        dice: Dice,
        /// What blocks each number of the roll (the core's words; the mover's numbering).
        why: Vec<(u8, Blocked)>,
    },
    /// Only one play was possible; it was made.
    Forced {
        /// The side that played.
        side: Color,
        /// The play, in the board's numbers.
        notation: String,
    },
    /// The saved game could not be read; a new game started.
    SaveCorrupt,
    /// The saved game is from an older version; a new game started.
    SaveOutdated,
    /// The saved game is from a newer version: it is kept, and this game is not saved.
    SaveNewer,
    /// The game could not be saved (storage full or blocked): it lasts while the page is open.
    SaveFailed,
    /// Another tab moved last: the game goes on there (this tab can take it back).
    Elsewhere,
    /// The address held a position that cannot be played from.
    BadLink,
    /// The person's last play was taken back: the same roll is to be played again.
    TakenBack,
    /// The words of the language chosen cannot be had now (no connection); the page stays in
    /// the language it shows.
    WordsUnavailable(Lang),
    /// The point the person tapped for the selected checker is farther than the dice left add
    /// up to: its distance (points).
    TooFar {
        /// How far the point is from the checker.
        distance: u8,
    },
    /// The rule that stops the step the person tried (points in the mover's numbering).
    WhyNot {
        /// The rule that refuses the step.
        refusal: Refusal,
        /// The side whose step it was.
        mover: Color,
    },
}

/// Something to say to screen-reader users. Notation is in the board's numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Announcement {
    /// A side rolled.
    Rolled {
        /// Who rolled.
        side: Color,
        /// The roll.
        dice: Dice,
    },
    /// A side's whole play was made.
    Played {
        /// Who played.
        side: Color,
        /// The play.
        notation: String,
    },
    /// A side could not move with its roll and passed.
    Passed {
        /// Who passed.
        side: Color,
        /// The roll it could not play.
        dice: Dice,
        /// What blocks each number of the roll (the mover's numbering).
        why: Vec<(u8, Blocked)>,
    },
    /// The game is over.
    GameOver {
        /// Who won.
        winner: Color,
        /// The points the winner scores for it.
        points: u8,
    },
    /// The person moved a checker in the turn being entered; `left` dice are still to play.
    Moved {
        /// The move just made.
        notation: String,
        /// How many dice are still to play.
        left: usize,
    },
    /// A move of the turn being entered was taken back.
    Undone {
        /// How many dice are still to play.
        left: usize,
    },
    /// The hint is ready; its best play.
    Hint {
        /// The best play.
        notation: String,
    },
    /// The hint's plays are rolled out; the best by the rollout.
    RolledOut {
        /// The best play.
        notation: String,
    },
    /// A person's turn starts (after the other side's move was shown).
    TurnStarts {
        /// Whose turn it is.
        side: Color,
    },
    /// A new match or game began (the live region's old words no longer hold).
    NewGame,
    /// The computer could not start (or broke down): the page offers pass-and-play.
    ComputerFailed,
    /// The hint, asked once steps of the turn are entered: none of its best plays continues
    /// them.
    HintOffBest,
    /// A point tapped is farther than the dice left add up to (as the status says it).
    TooFar {
        /// How far the point is from the checker.
        distance: u8,
    },
    /// A step the person tried is refused: the rule, as the status says it.
    WhyNot {
        /// The rule that refuses the step.
        refusal: Refusal,
        /// The side whose step it was.
        mover: Color,
    },
    /// The guide shows a new tip.
    Tip(super::Tip),
}

/// A question the page asks before it throws a game away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// The header's New game, with a game or match in progress.
    NewMatch,
    /// A setting that starts a new match (side, opponent, rules, length), with these settings.
    Settings(Settings),
    /// A position from a link, to play from.
    Link(Link),
}

/// Where the keyboard focus goes after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// A point or tray of the board (its single tab stop).
    Spot(Spot),
    /// A button of the page.
    Button(Button),
}

/// One checker sliding along its path: where it started, every stop-over, where it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anim {
    /// The checker's colour.
    pub color: Color,
    /// The spots it passes, from start to end (points in White's numbering).
    pub path: Vec<Spot>,
    /// How long it takes per point of the path.
    pub step_ms: u32,
}

impl Anim {
    /// The whole slide.
    #[must_use]
    pub fn duration_ms(&self) -> u32 {
        u32::try_from(self.path.len().saturating_sub(1)).unwrap_or(0) * self.step_ms
    }
}

/// What the page waits for before it goes on by itself (the glue owns the timer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pending {
    /// The opening roll is made by itself (auto-roll).
    RollOpening,
    /// A person's roll is made by itself (auto-roll).
    Roll,
    /// The computer rolls (if needed) and plays.
    Computer,
    /// Pass a turn that cannot be played, or play a forced one.
    Forced,
    /// A move is being shown (its checkers slide); the next turn starts after it.
    Shown,
}

/// The settings dialog, opened or closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    /// Show it as a modal dialog.
    Open,
    /// Close it.
    Close,
}

/// What the browser does after the regions are drawn. Everything but `timer` is handed out once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Effects {
    /// Checkers to slide from where they were.
    pub anims: Vec<Anim>,
    /// Words for the live region.
    pub announcements: Vec<Announcement>,
    /// The match's save text, when it changed since the last one handed out.
    pub save: Option<String>,
    /// With a save: the match's current game for the Games page.
    pub games: Option<crate::save::GamesCopy>,
    /// The settings' save text, when they changed.
    pub settings_save: Option<String>,
    /// The wait the state asks for now, in ms (`None`: none). A timer already running for the
    /// same [`Pending`] keeps running; any other is replaced.
    pub timer: Option<(u32, Pending)>,
    /// Move the keyboard focus (a key moved it, a turn began, a question was asked).
    pub focus: Option<Focus>,
    /// Open or close the settings dialog.
    pub dialog: Option<Dialog>,
    /// Copy the page's address with this fragment (a link to the position) to the clipboard.
    pub copy_link: Option<String>,
    /// A question for the computer's worker: its number and its text
    /// ([`fevga_ai::protocol::Request`]); the answer comes back as [`super::Input::Answer`].
    pub ask: Option<(u32, String)>,
    /// The guide's word to keep in storage ([`super::GUIDE_SEEN`], [`super::GUIDE_OFF`]).
    pub guide_save: Option<&'static str>,
}

/// Where a step or play ends as a board spot, for `side`.
pub(super) fn spot(side: Color, to: StepTo) -> Spot {
    match to {
        StepTo::Point(p) => Spot::Point(side.to_white(p)),
        StepTo::Off => Spot::Tray(side),
    }
}

/// One slide per checker of `play`, through its stop-overs; none when checkers jump.
pub(super) fn anims(side: Color, play: &Play, step_ms: u32) -> Vec<Anim> {
    if step_ms == 0 {
        return Vec::new();
    }
    play.moves()
        .iter()
        .map(|m| Anim {
            color: side,
            path: std::iter::once(Spot::Point(side.to_white(m.from())))
                .chain(m.path().map(|to| spot(side, to)))
                .collect(),
            step_ms,
        })
        .collect()
}
