//! What an action gave, for the person to read and hear: a [`Notice`] (a message key of the
//! friend bundle, an error or not), the core's refusals named in the person's words
//! ([`error_key`]), and what a move on the board is to say to a screen reader ([`Said`]).

use fevga_core::correspondence::CorrespondenceError;
use fevga_core::link::GameLinkError;

/// What the last action gave, as a message key of the friend bundle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Notice {
    /// The message key.
    pub key: &'static str,
    /// Whether it is a refusal (nothing changed).
    pub error: bool,
}

impl Notice {
    /// A piece of news (the friend moved, we joined).
    #[must_use]
    pub const fn info(key: &'static str) -> Notice {
        Notice { key, error: false }
    }

    /// A refusal: nothing changed.
    #[must_use]
    pub const fn error(key: &'static str) -> Notice {
        Notice { key, error: true }
    }
}

/// The message key that names a refusal of the core in the person's words.
#[must_use]
pub fn error_key(e: &CorrespondenceError) -> &'static str {
    use CorrespondenceError as E;
    match e {
        E::Format(GameLinkError::Version(_)) => "friend-err-newer",
        E::Format(_) => "friend-err-damaged",
        E::OtherGame { .. } => "friend-err-other-game",
        E::OwnLink => "friend-err-own",
        E::NotOurs => "friend-err-not-ours",
        E::Signature => "friend-err-signature",
        E::Ahead => "friend-err-ahead",
        E::Rules { .. } | E::Settings(_) => "friend-err-settings",
        E::Unusual(_) => "friend-err-unusual",
        E::NotOurCommitment | E::OtherCommitment => "friend-err-third",
        E::Old => "friend-err-old",
        E::Replay => "friend-err-replay",
        E::OurReveal | E::Reveal(_) | E::RevealIndex { .. } | E::Dice { .. } | E::Unrevealed(_) => "friend-err-dice",
        E::Diverges(_)
        | E::Illegal(..)
        | E::NoSuchPlay(..)
        | E::NotTheirTurn(_)
        | E::NothingNew
        | E::Protocol(_)
        | E::Score(_) => "friend-err-moves",
        E::ChainExhausted => "friend-err-exhausted",
        E::NotNow(_) | E::Play(_) | E::Save(_) => "friend-err-not-now",
    }
}

/// What the board's last action is to say to a screen reader (besides a notice or a refusal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A move made on the board: its notation and the dice still to play.
    Moved {
        /// The move, in the viewer's numbers.
        notation: String,
        /// Dice still to play (0: Done may be pressed).
        left: usize,
    },
    /// A move taken back: the dice still to play.
    Undone {
        /// Dice still to play.
        left: usize,
    },
    /// Another turn shown (stepping back or forward).
    Turn,
}
