//! The record link: `#record=<base64url>&from=friend&you=black`, a game's record handed to the
//! Games page to keep and review (the friend page's "Review this game" writes it, with
//! `from=watched` and no side for a match of others watched). This module
//! owns the format: one writer ([`RecordLink::to_fragment`]) and one reader
//! ([`RecordLink::from_fragment`]).
//!
//! | part | value | left out |
//! |---|---|---|
//! | `record=` | the record's text ([`crate::record`]'s format), UTF-8, as base64url without padding | never |
//! | `from=` | where the game comes from: a [`Source`] word | for [`Source::Imported`] |
//! | `you=` | the side of the person the game is kept for: `white` or `black` | when not known |
//!
//! The players' names are no part of the link: the record's `White:` and `Black:` headers carry
//! them, so a record downloaded from the Games page names them too. The record is checked when
//! the Games page imports it (the core's `record::import` names the line at fault), not here.

use std::fmt;

use super::base64url;
use super::game::decode_base64url;
use crate::Color;

crate::words! {
    /// Where a record link's game comes from: who the person played, as the Games page files it.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum Source: ALL, "source" {
        /// A record from elsewhere: who played is not known (what a link without `from=` says).
        #[default]
        Imported = "imported",
        /// A friend, by links (the friend page's "Review this game").
        Friend = "friend",
        /// A match of others the person watched on the friend page (issue 32's spectator): they
        /// played no side of it, so it is kept for no side (`you=` is left out).
        Watched = "watched",
    }
}

/// A game's record on its way to the Games page.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RecordLink {
    /// The record's text ([`crate::record`]'s format, the players' names in its headers).
    pub record: String,
    /// Where the game comes from.
    pub source: Source,
    /// The side of the person the game is kept for (their mistakes go to their deck), if known.
    pub you: Option<Color>,
}

/// Why a fragment is not a record link: the part at fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordLinkError {
    /// No `record=` part.
    NotARecordLink,
    /// `record=` is not base64url: the position of the first fault in its value (its length
    /// for a length no encoding has).
    Base64(usize),
    /// `record=` decodes to bytes that are not UTF-8 text.
    Utf8,
    /// `record=` holds no record.
    Empty,
    /// `from=` names no [`Source`] (the value, cut to 24 characters).
    Source(String),
    /// `you=` names no side (the value, cut to 24 characters).
    Side(String),
}

impl fmt::Display for RecordLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordLinkError::NotARecordLink => f.write_str("this is not a record link (no record=)"),
            RecordLinkError::Base64(at) => write!(f, "the record link is damaged at character {at} of its record"),
            RecordLinkError::Utf8 => f.write_str("the record link's record is not text"),
            RecordLinkError::Empty => f.write_str("the record link holds no record"),
            RecordLinkError::Source(v) => write!(
                f,
                "the record link's source {v:?} is not {}",
                crate::alternatives(&Source::ALL.map(Source::as_str))
            ),
            RecordLinkError::Side(v) => write!(f, "the record link's side {v:?} is not \"white\" or \"black\""),
        }
    }
}

impl std::error::Error for RecordLinkError {}

/// A value as an error names it: at most 24 characters.
fn cut(value: &str) -> String {
    value.chars().take(24).collect()
}

impl RecordLink {
    /// The fragment's key, `record=`: the one place it is written.
    pub const PREFIX: &'static str = "record=";

    /// The fragment, without `#`: `record=<base64url>`, then `&from=<source>` unless the source
    /// is [`Source::Imported`], then `&you=<side>` when known.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let mut s = format!("{}{}", RecordLink::PREFIX, base64url(self.record.as_bytes()));
        if self.source != Source::Imported {
            s.push_str("&from=");
            s.push_str(self.source.as_str());
        }
        if let Some(you) = self.you {
            s.push_str("&you=");
            s.push_str(you.as_str());
        }
        s
    }

    /// Reads a fragment (with or without `#`, or a whole address: what follows its `#`), with
    /// other `&`-separated parts beside it, which are ignored; of a part given twice, the first
    /// counts.
    ///
    /// # Errors
    /// A [`RecordLinkError`] naming the part at fault.
    pub fn from_fragment(fragment: &str) -> Result<RecordLink, RecordLinkError> {
        let fragment = fragment.trim();
        let fragment = fragment.split_once('#').map_or(fragment, |(_, after)| after);
        let (mut record, mut from, mut you) = (None, None, None);
        for part in fragment.split('&') {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            let slot = match key {
                "record" => &mut record,
                "from" => &mut from,
                "you" => &mut you,
                _ => continue,
            };
            slot.get_or_insert(value);
        }
        let code = record.ok_or(RecordLinkError::NotARecordLink)?;
        let bytes = decode_base64url(code).map_err(RecordLinkError::Base64)?;
        let record = String::from_utf8(bytes).map_err(|_| RecordLinkError::Utf8)?;
        if record.trim().is_empty() {
            return Err(RecordLinkError::Empty);
        }
        let source = match from {
            Some(v) => v.parse().map_err(|_| RecordLinkError::Source(cut(v)))?,
            None => Source::Imported,
        };
        let you = match you {
            Some(v) => Some(v.parse::<Color>().map_err(|_| RecordLinkError::Side(cut(v)))?),
            None => None,
        };
        Ok(RecordLink { record, source, you })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str =
        "Fevga record\nRules: fevga\nMatch: 3\nScore: 1-0\nWhite: Ann\nBlack: Ελένη & Bob\n1. W 6-5: 24/13\n";

    fn friend() -> RecordLink {
        RecordLink {
            record: RECORD.into(),
            source: Source::Friend,
            you: Some(Color::Black),
        }
    }

    #[test]
    fn a_record_link_round_trips() {
        for source in Source::ALL {
            for you in [None, Some(Color::White), Some(Color::Black)] {
                let link = RecordLink {
                    source,
                    you,
                    ..friend()
                };
                let f = link.to_fragment();
                assert!(f.starts_with("record="), "{f}");
                assert_eq!(RecordLink::from_fragment(&f), Ok(link.clone()));
                assert_eq!(RecordLink::from_fragment(&format!("#{f}")), Ok(link.clone()));
                assert_eq!(RecordLink::from_fragment(&format!(" #x=1&{f}&y\n")), Ok(link.clone()));
                let address = format!("../games/?lang=de&record=no#{f}");
                assert_eq!(RecordLink::from_fragment(&address), Ok(link));
            }
        }
        let f = friend().to_fragment();
        assert!(f.ends_with("&from=friend&you=black"), "{f}");
        // A match of others watched: from=watched, no side.
        let watched = RecordLink {
            source: Source::Watched,
            you: None,
            ..friend()
        };
        let f = watched.to_fragment();
        assert!(f.ends_with("&from=watched"), "{f}");
        assert_eq!(RecordLink::from_fragment(&f), Ok(watched));
        // An import is the bare record, as the first links wrote it.
        let imported = RecordLink {
            record: RECORD.into(),
            ..RecordLink::default()
        };
        assert_eq!(
            imported.to_fragment(),
            format!("record={}", base64url(RECORD.as_bytes()))
        );
        // The parts in any order, the words in any case; the first of a part given twice.
        let code = base64url(RECORD.as_bytes());
        assert_eq!(
            RecordLink::from_fragment(&format!("you=B&from=Friend&record={code}&from=imported")),
            Ok(friend())
        );
    }

    #[test]
    fn every_fault_is_named_and_nothing_panics() {
        let code = base64url(RECORD.as_bytes());
        let err = |f: &str| RecordLink::from_fragment(f).unwrap_err();
        assert_eq!(err("game=1.abcd"), RecordLinkError::NotARecordLink);
        assert_eq!(err(""), RecordLinkError::NotARecordLink);
        assert_eq!(err("records=abcd"), RecordLinkError::NotARecordLink);
        assert_eq!(err("record=ab*d"), RecordLinkError::Base64(2));
        assert_eq!(err("record=abcde"), RecordLinkError::Base64(5));
        assert_eq!(err("record=@@@"), RecordLinkError::Base64(0));
        assert_eq!(
            err(&format!("record={}", base64url(b"\xff\xfe"))),
            RecordLinkError::Utf8
        );
        assert_eq!(err("record="), RecordLinkError::Empty);
        assert_eq!(err(&format!("record={}", base64url(b" \n"))), RecordLinkError::Empty);
        assert_eq!(
            err(&format!("record={code}&from=computer")),
            RecordLinkError::Source("computer".into())
        );
        assert_eq!(
            err(&format!("record={code}&you={}", "x".repeat(40))),
            RecordLinkError::Side("x".repeat(24))
        );
        assert_eq!(
            err(&format!("record={code}&you=")),
            RecordLinkError::Side(String::new())
        );
        assert_eq!(
            err(&format!("record={code}&from=computer")).to_string(),
            "the record link's source \"computer\" is not \"imported\", \"friend\" or \"watched\""
        );
        // Cut anywhere: read or refused, never a panic.
        let f = friend().to_fragment();
        for cut in 0..f.len() {
            let _ = RecordLink::from_fragment(&f[..cut]);
        }
    }
}
