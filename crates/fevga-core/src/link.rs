//! The game's addresses, three formats with one owner each, every one with one writer
//! (`to_fragment`) and one reader (`from_fragment`):
//!
//! - a position to play from: `#position=<text>&dice=6-5&rules=multezim` ([`Link`], the fragment
//!   after the game's URL). Diagrams write it for "play from here"; the game reads it and writes
//!   it for "copy link to this position";
//! - a correspondence match: `#game=1.<base64url>` ([`GameLink`], `link/game.rs`), what two
//!   friends send each other to play by links; `Correspondence` checks it;
//! - a game's record for the Games page: `#record=<base64url>&from=friend&you=black`
//!   ([`RecordLink`], `link/record.rs`), what the friend page's "Review this game" opens.

use std::fmt::{self, Write as _};

use crate::{Dice, Position, Rules};

mod game;
mod record;

pub use record::{RecordLink, RecordLinkError, Source};

pub use game::{
    GAME_LINK_VERSION, GameLink, GameLinkError, GameSummary, LinkTurn, MAX_NAME_CHARS, Reveal, base64url, canonical,
    from_base64url, play_code, play_of_code, sanitize_name,
};

/// A position to play from, as a link carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    /// The position (§11).
    pub position: Position,
    /// The roll in play, if the side to move has rolled.
    pub dice: Option<Dice>,
    /// The rule set (left out of the fragment when it is the default).
    pub rules: Rules,
}

/// Why a link's fragment is not a position to play from: the part at fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// No `position=` part.
    NoPosition,
    /// `position=` is not a position (§11).
    Position(String),
    /// `dice=` is not a roll (the value).
    Dice(String),
    /// `rules=` names no rule set (the value).
    Rules(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NoPosition => f.write_str("the link has no position"),
            LinkError::Position(v) => write!(f, "the link's position {v:?} cannot be read"),
            LinkError::Dice(v) => write!(f, "the link's dice {v:?} are not a roll"),
            LinkError::Rules(v) => write!(f, "the link's rules {v:?} are not fevga or multezim"),
        }
    }
}

impl std::error::Error for LinkError {}

impl Link {
    /// The fragment, without `#`: `position=…`, then `dice=…` and `rules=…` when they say
    /// something (the default rules are left out).
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let mut s = format!("position={}", encode(&self.position.to_text()));
        if let Some(d) = self.dice {
            let _ = write!(s, "&dice={}-{}", d.first(), d.second());
        }
        if self.rules != Rules::default() {
            let _ = write!(s, "&rules={}", self.rules.as_str());
        }
        s
    }

    /// Reads a fragment (with or without `#`); unknown parts are ignored.
    pub fn from_fragment(fragment: &str) -> Result<Link, LinkError> {
        let (mut position, mut dice, mut rules) = (None, None, Rules::default());
        for part in fragment.trim_start_matches('#').split('&') {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            let v = decode(v);
            match k {
                "position" => position = Some(Position::from_text(&v).map_err(|_| LinkError::Position(v))?),
                "dice" => dice = Some(v.parse::<Dice>().map_err(|_| LinkError::Dice(v))?),
                "rules" => rules = v.parse().map_err(|_| LinkError::Rules(v))?,
                _ => {}
            }
        }
        Ok(Link {
            position: position.ok_or(LinkError::NoPosition)?,
            dice,
            rules,
        })
    }
}

/// Percent-encodes what a fragment must not hold raw (spaces, `&`, `#`, `%`, non-ASCII).
#[must_use]
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b":,-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// Undoes [`encode`] (and `+` for a space); a broken escape stays as it is.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                match std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_round_trips_and_names_its_faults() {
        let link = Link {
            position: Position::from_text("W:24x14,13 B:12x15 B").unwrap(),
            dice: Some(Dice::new(6, 5).unwrap()),
            rules: Rules::Multezim,
        };
        let f = link.to_fragment();
        assert_eq!(f, "position=W:24x14,13%20B:12x15%20B&dice=6-5&rules=multezim");
        assert_eq!(Link::from_fragment(&format!("#{f}")), Ok(link));
        assert_eq!(
            Link::from_fragment("position=W:24x15+B:12x15+W").map(|l| (l.dice, l.rules)),
            Ok((None, Rules::Fevga))
        );
        assert_eq!(Link::from_fragment("dice=6-5"), Err(LinkError::NoPosition));
        assert_eq!(
            Link::from_fragment("position=W:24x16"),
            Err(LinkError::Position("W:24x16".into()))
        );
        assert_eq!(
            Link::from_fragment("position=W:24x15%20B:12x15%20W&dice=7-1"),
            Err(LinkError::Dice("7-1".into()))
        );
        assert_eq!(
            Link::from_fragment("position=W:24x15%20B:12x15%20W&rules=chess"),
            Err(LinkError::Rules("chess".into()))
        );
        assert_eq!(decode("%4"), "%4");
        assert_eq!(decode("a%zzb"), "a%zzb");
    }
}
