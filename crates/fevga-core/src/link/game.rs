//! The correspondence link: `#game=1.<base64url>`, everything the receiver needs to check a match
//! played by links (see `docs/fair-dice.md`). This module owns the format only: bytes in and out,
//! no rule and no dice; `Correspondence` checks what a link says.
//!
//! Version 1, the bytes before base64url (no padding), integers as LEB128 varints:
//!
//! | field | bytes |
//! |---|---|
//! | flags: sender Black, Mültezim, inviter Black, White's head, Black's head, resigned, resigned side Black, rematch | 1 |
//! | game id | 8 |
//! | match length, chain length | varint, varint |
//! | the previous match's id (rematch only) | 8 |
//! | for each side with a head, White first: head, revealed index (0: none), value (if any) | 32 + varint (+ 32) |
//! | sender's name: length, UTF-8 | 1 + ≤ 96 |
//! | previous games: count, each result (bit 0 Black won, bit 1 two points) and turn count | varint, (1 + varint)… |
//! | the current game's turns: count, each dice ((d1−1)·6 + d2−1) and play code (0 pass, i + 1 the i-th legal play in canonical order) | varint, (1 + varint)… |
//! | checksum: the first 4 bytes of SHA-256(`fevga link v1`, the bytes above) | 4 |
//!
//! | module | what it owns |
//! |---|---|
//! | here | the format: [`GameLink`] to and from its fragment and its bytes, the checksum |
//! | `model` | what a link carries: [`GameLink`], [`Reveal`], [`GameSummary`], [`LinkTurn`], the version |
//! | `error` | the faults of form ([`GameLinkError`]) |
//! | `name` | the sender's name as links carry it ([`sanitize_name`]) |
//! | `code` | play codes among the legal plays in [`canonical`] order |
//! | `base64` | base64url without padding |
//! | `bytes` | varints, flag bits, the dice byte, the field-naming reader |

mod base64;
mod bytes;
mod code;
mod error;
mod model;
mod name;

pub(crate) use base64::decode_base64url;
pub use base64::{base64url, from_base64url};
use bytes::{Reader, bit, color_of, dice_byte, is_black, put_varint};
pub use code::{canonical, play_code, play_of_code};
pub use error::GameLinkError;
pub use model::{GAME_LINK_VERSION, GameLink, GameSummary, LinkTurn, Reveal};
pub use name::{MAX_NAME_CHARS, sanitize_name};

use crate::fair_dice::{GameId, digest};
use crate::{ByColor, Color, Dice, GameResult, Rules};

const TAG_CHECKSUM: &[u8] = b"fevga link v1";

impl GameLink {
    /// The fragment's key, `game=`: the one place it is written (pages look for a link with
    /// [`GameLink::find_in`]).
    pub const PREFIX: &'static str = "game=";

    /// The `game=…` part of a pasted text or a whole address (from `game=` on, white space
    /// around it cut), if it holds one; [`GameLink::from_fragment`] reads what it gives.
    #[must_use]
    pub fn find_in(text: &str) -> Option<&str> {
        let at = text.find(GameLink::PREFIX)?;
        Some(text[at..].trim())
    }

    /// Whether this is an invitation: only the inviter has committed (open it with
    /// `Correspondence::join`; any other link goes to `Correspondence::accept`).
    #[must_use]
    pub fn is_invitation(&self) -> bool {
        self.heads.get(self.inviter.other()).is_none()
    }

    /// The fragment, without `#`: `game=1.<base64url>`.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        format!(
            "{}{GAME_LINK_VERSION}.{}",
            GameLink::PREFIX,
            base64url(&self.to_bytes())
        )
    }

    /// The bytes before base64url, checksum included.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(256);
        let resigned_black = self.resigned.is_some_and(is_black);
        out.push(
            bit(is_black(self.sender), 0)
                | bit(self.rules == Rules::Multezim, 1)
                | bit(is_black(self.inviter), 2)
                | bit(self.heads.white.is_some(), 3)
                | bit(self.heads.black.is_some(), 4)
                | bit(self.resigned.is_some(), 5)
                | bit(resigned_black, 6)
                | bit(self.rematch_of.is_some(), 7),
        );
        out.extend_from_slice(&self.game_id.0);
        put_varint(&mut out, self.match_length);
        put_varint(&mut out, self.chain_length);
        if let Some(id) = self.rematch_of {
            out.extend_from_slice(&id.0);
        }
        for c in Color::BOTH {
            if let Some(head) = self.heads.get(c) {
                out.extend_from_slice(head);
                match self.reveals.get(c) {
                    Some(r) if r.index > 0 => {
                        put_varint(&mut out, r.index);
                        out.extend_from_slice(&r.value);
                    }
                    _ => put_varint(&mut out, 0),
                }
            }
        }
        let name = sanitize_name(&self.name);
        out.push(name.len() as u8);
        out.extend_from_slice(name.as_bytes());
        put_varint(&mut out, self.games.len() as u32);
        for g in &self.games {
            out.push(bit(is_black(g.result.winner), 0) | bit(g.result.points == 2, 1));
            put_varint(&mut out, g.turns);
        }
        put_varint(&mut out, self.turns.len() as u32);
        for t in &self.turns {
            out.push(dice_byte(t.dice));
            put_varint(&mut out, t.play);
        }
        let sum = GameLink::checksum(&out);
        out.extend_from_slice(&sum);
        out
    }

    /// The checksum the format appends to the link's bytes: the first 4 bytes of
    /// SHA-256(`fevga link v1`, bytes). It catches damage, not cheating (anyone can recompute
    /// it; the commitments catch cheats).
    #[must_use]
    pub fn checksum(bytes: &[u8]) -> [u8; 4] {
        let sum = digest(&[TAG_CHECKSUM, bytes]);
        [sum[0], sum[1], sum[2], sum[3]]
    }

    /// Reads a fragment (with or without `#`, and with other `&`-separated parts beside it).
    ///
    /// # Errors
    /// A [`GameLinkError`] naming the fault in the link's form.
    pub fn from_fragment(fragment: &str) -> Result<GameLink, GameLinkError> {
        let body = fragment
            .trim()
            .trim_start_matches('#')
            .split('&')
            .find_map(|part| part.strip_prefix(GameLink::PREFIX))
            .ok_or(GameLinkError::NotAGameLink)?;
        let (version, data) = body.split_once('.').unwrap_or((body, ""));
        if version != GAME_LINK_VERSION.to_string() {
            return Err(GameLinkError::Version(version.chars().take(12).collect()));
        }
        GameLink::from_bytes(&from_base64url(data)?)
    }

    /// Reads the bytes before base64url, checksum first.
    ///
    /// # Errors
    /// As [`GameLink::from_fragment`].
    pub fn from_bytes(bytes: &[u8]) -> Result<GameLink, GameLinkError> {
        let (body, sum) = bytes
            .split_at_checked(bytes.len().saturating_sub(4))
            .filter(|(b, _)| !b.is_empty())
            .ok_or(GameLinkError::Truncated("checksum"))?;
        if GameLink::checksum(body) != *sum {
            return Err(GameLinkError::Checksum);
        }
        let mut r = Reader(body);
        let flags = r.byte("flags")?;
        let has = |n: u8| flags & (1 << n) != 0;
        let game_id = GameId(r.bytes("game id")?);
        let match_length = r.varint("match length")?;
        let chain_length = r.varint("chain length")?;
        if match_length == 0 {
            return Err(GameLinkError::Malformed("match length"));
        }
        let rematch_of = if has(7) {
            Some(GameId(r.bytes("rematch id")?))
        } else {
            None
        };
        let mut heads = ByColor::new(None, None);
        let mut reveals = ByColor::new(None, None);
        for (c, n) in [(Color::White, 3), (Color::Black, 4)] {
            if has(n) {
                *heads.get_mut(c) = Some(r.bytes("commitment")?);
                let index = r.varint("revealed index")?;
                if index > 0 {
                    *reveals.get_mut(c) = Some(Reveal {
                        index,
                        value: r.bytes("revealed value")?,
                    });
                }
            }
        }
        let len = usize::from(r.byte("name")?);
        let (name, rest) = r.0.split_at_checked(len).ok_or(GameLinkError::Truncated("name"))?;
        r.0 = rest;
        let name = std::str::from_utf8(name).map_err(|_| GameLinkError::Malformed("name"))?;
        if sanitize_name(name) != name {
            return Err(GameLinkError::Malformed("name"));
        }
        let mut games = Vec::new();
        for _ in 0..r.count("games", 2)? {
            let b = r.byte("game result")?;
            if b > 3 {
                return Err(GameLinkError::Malformed("game result"));
            }
            games.push(GameSummary {
                result: GameResult {
                    winner: color_of(b & 1 != 0),
                    points: 1 + (b >> 1),
                },
                turns: r.varint("game length")?,
            });
        }
        let mut turns = Vec::new();
        for _ in 0..r.count("turns", 2)? {
            let d = r.byte("dice")?;
            if d >= 36 {
                return Err(GameLinkError::Malformed("dice"));
            }
            turns.push(LinkTurn {
                dice: Dice(d / 6 + 1, d % 6 + 1),
                play: r.varint("play")?,
            });
        }
        if !r.0.is_empty() {
            return Err(GameLinkError::Malformed("end (bytes after the turns)"));
        }
        if !has(5) && has(6) {
            return Err(GameLinkError::Malformed("flags"));
        }
        Ok(GameLink {
            sender: color_of(has(0)),
            game_id,
            rules: if has(1) { Rules::Multezim } else { Rules::Fevga },
            match_length,
            chain_length,
            inviter: color_of(has(2)),
            rematch_of,
            heads,
            reveals,
            name: name.to_string(),
            games,
            turns,
            resigned: has(5).then(|| color_of(has(6))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> GameLink {
        GameLink {
            sender: Color::Black,
            game_id: GameId(*b"12345678"),
            rules: Rules::Multezim,
            match_length: 5,
            chain_length: 3000,
            inviter: Color::White,
            rematch_of: Some(GameId(*b"abcdefgh")),
            heads: ByColor::new(Some([1; 32]), Some([2; 32])),
            reveals: ByColor::new(
                Some(Reveal {
                    index: 7,
                    value: [3; 32],
                }),
                None,
            ),
            name: "Ελένη".into(),
            games: vec![GameSummary {
                result: GameResult {
                    winner: Color::Black,
                    points: 2,
                },
                turns: 300,
            }],
            turns: vec![
                LinkTurn {
                    dice: Dice(6, 5),
                    play: 1,
                },
                LinkTurn {
                    dice: Dice(1, 1),
                    play: 200,
                },
            ],
            resigned: Some(Color::White),
        }
    }

    #[test]
    fn a_game_link_round_trips() {
        let link = sample();
        let f = link.to_fragment();
        assert!(f.starts_with("game=1."), "{f}");
        assert_eq!(GameLink::from_fragment(&format!("#{f}")), Ok(link.clone()));
        assert_eq!(GameLink::from_fragment(&format!("x=1&{f}&y")), Ok(link.clone()));
        // Found in a pasted address or text, and read from there.
        let pasted = format!("  see https://example.org/friend/?lang=de#{f}\n");
        assert_eq!(GameLink::find_in(&pasted), Some(f.as_str()));
        assert_eq!(GameLink::find_in(&pasted).map(GameLink::from_fragment), Some(Ok(link)));
        assert_eq!(GameLink::find_in("position=W:24x15"), None);
    }

    #[test]
    fn every_fault_of_form_is_named() {
        let f = sample().to_fragment();
        assert_eq!(
            GameLink::from_fragment("position=W:24x15"),
            Err(GameLinkError::NotAGameLink)
        );
        assert_eq!(
            GameLink::from_fragment(&f.replacen("game=1.", "game=2.", 1)),
            Err(GameLinkError::Version("2".into()))
        );
        assert_eq!(GameLink::from_fragment("game=1.ab*d"), Err(GameLinkError::Base64(2)));
        assert_eq!(GameLink::from_fragment("game=1.abcde"), Err(GameLinkError::Base64(5)));
        // A character changed: the checksum (or the base64 padding bits) notice it.
        let mut changed = f.clone().into_bytes();
        let at = changed.len() / 2;
        changed[at] = if changed[at] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8(changed).unwrap();
        assert_eq!(GameLink::from_fragment(&changed), Err(GameLinkError::Checksum));
        // Cut anywhere: refused, never a panic.
        for cut in 0..f.len() {
            assert!(GameLink::from_fragment(&f[..cut]).is_err(), "cut at {cut}");
        }
        // The checksum is right but the bytes say something impossible.
        let with_sum = |mut body: Vec<u8>| {
            let sum = GameLink::checksum(&body);
            body.extend_from_slice(&sum);
            GameLink::from_bytes(&body)
        };
        let mut b = sample().to_bytes();
        b.truncate(b.len() - 4);
        let mut extra = b.clone();
        extra.push(0);
        assert_eq!(
            with_sum(extra),
            Err(GameLinkError::Malformed("end (bytes after the turns)"))
        );
        let mut short = b.clone();
        short.pop();
        assert_eq!(with_sum(short), Err(GameLinkError::Truncated("play")));
        let mut zero_length = b.clone();
        zero_length[9] = 0;
        assert_eq!(with_sum(zero_length), Err(GameLinkError::Malformed("match length")));
        assert_eq!(GameLink::from_bytes(&[]), Err(GameLinkError::Truncated("checksum")));
    }

    #[test]
    fn names_are_sanitized_and_base64_is_exact() {
        assert_eq!(sanitize_name("  Ann\t\u{202e}Lee\n "), "Ann Lee");
        assert_eq!(sanitize_name(&"x".repeat(40)).len(), MAX_NAME_CHARS);
        // Cut just after a space: no space left at the end, and sanitizing again changes nothing.
        let long = format!("{} bbb", "a".repeat(MAX_NAME_CHARS - 1));
        assert_eq!(sanitize_name(&long), "a".repeat(MAX_NAME_CHARS - 1));
        assert_eq!(sanitize_name(&sanitize_name(&long)), sanitize_name(&long));
        let mut link = sample();
        link.name = long;
        assert_eq!(
            GameLink::from_fragment(&link.to_fragment()).map(|l| l.name),
            Ok("a".repeat(MAX_NAME_CHARS - 1))
        );
        for n in 0..10u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97) ^ 0xA5).collect();
            assert_eq!(from_base64url(&base64url(&bytes)), Ok(bytes));
        }
        assert_eq!(base64url(b"\xfb\xff"), "-_8");
        assert_eq!(from_base64url("-_9"), Err(GameLinkError::Base64(3)));
    }
}
