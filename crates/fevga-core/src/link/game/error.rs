//! Why a text is not a correspondence link ([`GameLinkError`]): the fault in its form.

use std::fmt;

use super::model::GAME_LINK_VERSION;

/// Why a text is not a correspondence link: the fault in its form (what it says is checked by
/// `Correspondence`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameLinkError {
    /// No `game=` part.
    NotAGameLink,
    /// A version this code does not read (the text after `game=`).
    Version(String),
    /// A character outside base64url, or an impossible length (its position).
    Base64(usize),
    /// The bytes end early, while reading the named field: the link was cut.
    Truncated(&'static str),
    /// The checksum does not match: the link was changed or damaged.
    Checksum,
    /// A field with a value the format never writes (the field).
    Malformed(&'static str),
}

impl fmt::Display for GameLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameLinkError::NotAGameLink => f.write_str("this is not a game link (no game=)"),
            GameLinkError::Version(v) => {
                write!(
                    f,
                    "game link version {v:?}: this page reads versions 1 to {GAME_LINK_VERSION}: it was made by a newer version of Fevga"
                )
            }
            GameLinkError::Base64(at) => write!(f, "the game link is damaged at character {at}"),
            GameLinkError::Truncated(what) => write!(f, "the game link is cut short (in the {what})"),
            GameLinkError::Checksum => f.write_str("the game link was changed or damaged (checksum)"),
            GameLinkError::Malformed(what) => write!(f, "the game link's {what} cannot be read"),
        }
    }
}

impl std::error::Error for GameLinkError {}
