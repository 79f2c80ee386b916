//! Reading a message's text: the tab-separated fields of a line, a play's text, and
//! [`MessageError`], why a message cannot be read. Requests and replies read and write their
//! fields through this module.

use std::fmt;

use fevga_core::{Dice, MoveText, Play, Position, Rules};

/// Why a message cannot be read: the part at fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageError {
    /// The first word names no kind of message (the word).
    Kind(String),
    /// A field is missing (its name).
    Missing(&'static str),
    /// A field cannot be read: its name and why.
    Field(&'static str, String),
    /// A reply that does not answer the request it is read against (its kind).
    Mismatch(&'static str),
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::Kind(k) => write!(f, "{k:?} is no kind of computer message"),
            MessageError::Missing(name) => write!(f, "the message has no {name}"),
            MessageError::Field(name, why) => write!(f, "the message's {name}: {why}"),
            MessageError::Mismatch(kind) => write!(f, "a {kind} reply does not answer this request"),
        }
    }
}

impl std::error::Error for MessageError {}

/// The tab-separated fields of a line, read in order by name.
pub(super) struct Fields<'a>(std::str::Split<'a, char>);

impl<'a> Fields<'a> {
    pub(super) fn of(line: &'a str) -> Fields<'a> {
        Fields(line.split('\t'))
    }

    pub(super) fn next(&mut self, name: &'static str) -> Result<&'a str, MessageError> {
        self.0.next().ok_or(MessageError::Missing(name))
    }

    pub(super) fn parse<T: std::str::FromStr>(&mut self, name: &'static str) -> Result<T, MessageError>
    where
        T::Err: fmt::Display,
    {
        let text = self.next(name)?;
        text.parse()
            .map_err(|e: T::Err| MessageError::Field(name, e.to_string()))
    }

    /// Whether the line has a field left (reading it).
    pub(super) fn more(&mut self) -> bool {
        self.0.next().is_some()
    }
}

/// A play's text: its notation, or `pass`.
pub(super) fn play_text(play: Option<&Play>) -> String {
    play.map_or_else(|| "pass".to_string(), Play::notation)
}

/// Reads a play of `dice` in `pos` back from its text, checked to be legal there.
pub(super) fn read_play(pos: &Position, rules: Rules, dice: Dice, text: &str) -> Result<Option<Play>, MessageError> {
    let move_text: MoveText = text
        .parse()
        .map_err(|e: fevga_core::ParseMoveError| MessageError::Field("play", e.to_string()))?;
    pos.find_play(rules, dice, &move_text)
        .map_err(|e| MessageError::Field("play", e.to_string()))
}
