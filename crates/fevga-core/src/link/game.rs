//! The correspondence link: `#game=2.<base64url>`, everything the receiver needs to check a match
//! played by links (see `docs/fair-dice.md`). This module owns the format only: bytes in and out,
//! no rule, no dice and no key; `Correspondence` checks what a link says.
//!
//! Version 2, the bytes before base64url (no padding), integers as LEB128 varints:
//!
//! | field | bytes |
//! |---|---|
//! | flags: sender Black, Mültezim, inviter Black, White's head, Black's head, resigned, resigned side Black, rematch | 1 |
//! | game id | 8 |
//! | match length, chain length | varint, varint |
//! | the previous match's id (rematch only) | 8 |
//! | for each side with a head, White first: head, public key, revealed index (0: none), value (if any) | 32 + 32 + varint (+ 32) |
//! | sender's name: length, UTF-8 | 1 + ≤ 96 |
//! | previous games: count, each result (bit 0 Black won, bit 1 two points) and turn count | varint, (1 + varint)… |
//! | the current game's turns: count, each dice ((d1−1)·6 + d2−1) and play code (0 pass, i + 1 the i-th legal play in canonical order) | varint, (1 + varint)… |
//! | the sender's Ed25519 signature of `fevga link v2` and the bytes above | 64 |
//! | checksum: the first 4 bytes of SHA-256(`fevga link v2`, the bytes above) | 4 |
//!
//! Version 1 (`#game=1.…`, the matches begun before links were signed) has no keys and no
//! signature, and its checksum is tagged `fevga link v1`.
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

/// The tag of a version's checksum (and, in version 2, of the signed message).
const fn tag(version: u32) -> &'static [u8] {
    if version == 1 {
        b"fevga link v1"
    } else {
        b"fevga link v2"
    }
}

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

    /// The fragment, without `#`: `game=2.<base64url>` (`game=1.` for a link of version 1).
    #[must_use]
    pub fn to_fragment(&self) -> String {
        format!("{}{}.{}", GameLink::PREFIX, self.version(), base64url(&self.to_bytes()))
    }

    /// The bytes before base64url: the fields, the signature (version 2) and the checksum.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.fields();
        if self.version() > 1 {
            out.extend_from_slice(&self.signature.unwrap_or([0; 64]));
        }
        let sum = GameLink::checksum(self.version(), &out);
        out.extend_from_slice(&sum);
        out
    }

    /// What the sender signs (version 2): a tag and the link's fields, everything before the
    /// signature.
    #[must_use]
    pub fn signed_message(&self) -> Vec<u8> {
        let mut m = tag(GAME_LINK_VERSION).to_vec();
        m.extend_from_slice(&self.fields());
        m
    }

    /// The link's fields, before the signature and the checksum.
    fn fields(&self) -> Vec<u8> {
        let signed = self.version() > 1;
        let mut out = Vec::with_capacity(384);
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
                if signed {
                    out.extend_from_slice(&self.keys.get(c).unwrap_or([0; 32]));
                }
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
        out
    }

    /// The checksum a version's format appends to the link's bytes: the first 4 bytes of
    /// SHA-256(`fevga link v<version>`, bytes). It catches damage, not cheating (anyone can
    /// recompute it; the commitments and the signature catch cheats).
    #[must_use]
    pub fn checksum(version: u32, bytes: &[u8]) -> [u8; 4] {
        let sum = digest(&[tag(version), bytes]);
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
        let version = match version {
            "1" => 1,
            "2" => GAME_LINK_VERSION,
            _ => return Err(GameLinkError::Version(version.chars().take(12).collect())),
        };
        GameLink::from_bytes(version, &from_base64url(data)?)
    }

    /// Reads the bytes before base64url of a link of `version` (1 or 2), checksum first.
    ///
    /// # Errors
    /// As [`GameLink::from_fragment`].
    pub fn from_bytes(version: u32, bytes: &[u8]) -> Result<GameLink, GameLinkError> {
        if !(1..=GAME_LINK_VERSION).contains(&version) {
            return Err(GameLinkError::Version(version.to_string()));
        }
        let signed = version > 1;
        let (body, sum) = bytes
            .split_at_checked(bytes.len().saturating_sub(4))
            .filter(|(b, _)| !b.is_empty())
            .ok_or(GameLinkError::Truncated("checksum"))?;
        if GameLink::checksum(version, body) != *sum {
            return Err(GameLinkError::Checksum);
        }
        let (body, signature) = if signed {
            let (fields, sig) = body
                .split_at_checked(body.len().saturating_sub(64))
                .filter(|(b, _)| !b.is_empty())
                .ok_or(GameLinkError::Truncated("signature"))?;
            (
                fields,
                Some(<[u8; 64]>::try_from(sig).map_err(|_| GameLinkError::Truncated("signature"))?),
            )
        } else {
            (body, None)
        };
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
        let mut keys = ByColor::new(None, None);
        let mut reveals = ByColor::new(None, None);
        for (c, n) in [(Color::White, 3), (Color::Black, 4)] {
            if has(n) {
                *heads.get_mut(c) = Some(r.bytes("commitment")?);
                if signed {
                    *keys.get_mut(c) = Some(r.bytes("public key")?);
                }
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
        if !has(5) && has(6) || signed && !has(3) && !has(4) {
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
            keys,
            reveals,
            name: name.to_string(),
            games,
            turns,
            resigned: has(5).then(|| color_of(has(6))),
            signature,
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
            keys: ByColor::new(Some([4; 32]), Some([5; 32])),
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
            signature: Some([6; 64]),
        }
    }

    /// The sample as a link of version 1: no keys, no signature.
    fn sample_v1() -> GameLink {
        GameLink {
            keys: ByColor::new(None, None),
            signature: None,
            ..sample()
        }
    }

    #[test]
    fn a_game_link_round_trips() {
        let v1 = sample_v1();
        let f1 = v1.to_fragment();
        assert!(f1.starts_with("game=1."), "{f1}");
        assert_eq!(GameLink::from_fragment(&f1), Ok(v1.clone()));
        let link = sample();
        let f = link.to_fragment();
        assert!(f.starts_with("game=2."), "{f}");
        // Version 2 adds each side's key and the signature: 2 × 32 + 64 bytes.
        assert_eq!(link.to_bytes().len(), v1.to_bytes().len() + 128);
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
            GameLink::from_fragment(&f.replacen("game=2.", "game=3.", 1)),
            Err(GameLinkError::Version("3".into()))
        );
        // A version 2 link read as version 1 (or the other way): its checksum's tag differs.
        let v1 = sample_v1().to_fragment();
        assert_eq!(
            GameLink::from_fragment(&f.replacen("game=2.", "game=1.", 1)),
            Err(GameLinkError::Checksum)
        );
        assert_eq!(
            GameLink::from_fragment(&v1.replacen("game=1.", "game=2.", 1)),
            Err(GameLinkError::Checksum)
        );
        assert_eq!(GameLink::from_fragment("game=2.ab*d"), Err(GameLinkError::Base64(2)));
        assert_eq!(GameLink::from_fragment("game=2.abcde"), Err(GameLinkError::Base64(5)));
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
            let sum = GameLink::checksum(1, &body);
            body.extend_from_slice(&sum);
            GameLink::from_bytes(1, &body)
        };
        let mut b = sample_v1().to_bytes();
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
        assert_eq!(GameLink::from_bytes(1, &[]), Err(GameLinkError::Truncated("checksum")));
        // Version 2: a link too short for its signature, and one without a head (so no key).
        let signed = |mut body: Vec<u8>| {
            let sum = GameLink::checksum(2, &body);
            body.extend_from_slice(&sum);
            GameLink::from_bytes(2, &body)
        };
        assert_eq!(signed(vec![0; 40]), Err(GameLinkError::Truncated("signature")));
        let mut no_head = sample();
        no_head.heads = ByColor::new(None, None);
        let mut body = no_head.to_bytes();
        body.truncate(body.len() - 4);
        assert_eq!(signed(body), Err(GameLinkError::Malformed("flags")));
        assert_eq!(
            GameLink::from_bytes(3, &[1, 2, 3]),
            Err(GameLinkError::Version("3".into()))
        );
    }

    #[test]
    fn the_signed_message_is_the_fields_before_the_signature() {
        let link = sample();
        let bytes = link.to_bytes();
        let message = link.signed_message();
        assert!(message.starts_with(b"fevga link v2"));
        let fields = &message[b"fevga link v2".len()..];
        assert_eq!(&bytes[..fields.len()], fields);
        assert_eq!(&bytes[fields.len()..fields.len() + 64], &[6; 64]);
        // The signature is not part of what it signs.
        let resigned = GameLink {
            signature: Some([7; 64]),
            ..link.clone()
        };
        assert_eq!(resigned.signed_message(), message);
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
