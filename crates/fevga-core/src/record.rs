//! Game records: a text with the rules, the match length and score, and one line per turn.
//!
//! ```text
//! Fevga record
//! Rules: fevga
//! Match: 5
//! Score: 2-1
//! 1. W 6-5: 24/13
//! 2. B 4-2: 24/18
//! 3. W 3-3: pass
//! Result: White wins 1 point
//! ```
//!
//! `Score` is White's and Black's points before this game. A game set up from a position has a
//! `Position:` header and no opening roll; otherwise the first line is the opening roll, the higher
//! die first. Moves are in the mover's own numbering. Import replays every line and names the first
//! one that is wrong.

use crate::error::{RecordError, RecordErrorKind as K};
use crate::game::{Game, GameResult, Phase};
use crate::{Color, Dice, Position, Rules};

const MAGIC: &str = "Fevga record";

/// What a record says besides the game itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordInfo {
    pub match_length: u32,
    /// White's and Black's points before this game.
    pub score: [u32; 2],
}

impl Default for RecordInfo {
    fn default() -> Self {
        RecordInfo {
            match_length: 1,
            score: [0, 0],
        }
    }
}

/// The result line's text.
#[must_use]
pub fn result_text(r: GameResult) -> String {
    let unit = if r.points == 1 { "point" } else { "points" };
    format!("{} wins {} {unit}", r.winner, r.points)
}

/// Writes a game as a record.
#[must_use]
pub fn export(game: &Game, info: RecordInfo) -> String {
    let mut out = format!(
        "{MAGIC}\nRules: {}\nMatch: {}\nScore: {}-{}\n",
        game.rules(),
        info.match_length,
        info.score[0],
        info.score[1]
    );
    if !game.has_opening() {
        out.push_str(&format!("Position: {}\n", game.start().to_text()));
    }
    for (i, t) in game.history().iter().enumerate() {
        let play = t.play.map_or_else(|| "pass".to_string(), |p| p.notation());
        out.push_str(&format!("{}. {} {}: {play}\n", i + 1, t.color.letter(), t.dice));
    }
    if let Some(r) = game.result() {
        out.push_str(&format!("Result: {}\n", result_text(r)));
    }
    out
}

/// Reads a record, replaying and checking every turn.
pub fn import(text: &str) -> Result<(Game, RecordInfo), RecordError> {
    let mut rules = None;
    let mut info = RecordInfo::default();
    let mut start: Option<Position> = None;
    let mut game: Option<Game> = None;
    let mut turns = 0usize;
    let mut seen_magic = false;
    let mut result_line: Option<(usize, String)> = None;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let err = |kind| RecordError { line: line_no, kind };
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if !seen_magic {
            if line != MAGIC {
                return Err(err(K::Syntax(format!("{line} (a record starts with \"{MAGIC}\")"))));
            }
            seen_magic = true;
            continue;
        }
        if result_line.is_some() {
            return Err(err(K::Syntax(line.to_string())));
        }
        if let Some((key, value)) = line.split_once(':').filter(|(k, _)| k.chars().all(char::is_alphabetic)) {
            let value = value.trim();
            let bad = |why: &str| {
                err(K::BadHeader {
                    key: key.to_string(),
                    value: value.to_string(),
                    why: why.to_string(),
                })
            };
            if key == "Result" {
                result_line = Some((line_no, value.to_string()));
                continue;
            }
            if game.is_some() {
                return Err(err(K::Syntax(format!("{line} (headers come before the turns)"))));
            }
            match key {
                "Rules" => rules = Some(value.parse::<Rules>().map_err(|e| bad(&e.to_string()))?),
                "Match" => {
                    info.match_length = value
                        .parse()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| bad("expected a number of points, at least 1"))?;
                }
                "Score" => {
                    let (w, b) = value
                        .split_once('-')
                        .ok_or_else(|| bad("expected White-Black, e.g. 2-1"))?;
                    let w = w.trim().parse().map_err(|_| bad("expected White-Black, e.g. 2-1"))?;
                    let b = b.trim().parse().map_err(|_| bad("expected White-Black, e.g. 2-1"))?;
                    info.score = [w, b];
                }
                "Position" => start = Some(Position::from_text(value).map_err(|e| bad(&e.to_string()))?),
                _ => return Err(err(K::UnknownHeader(key.to_string()))),
            }
            continue;
        }
        // A turn: "<n>. <W|B> <d1>-<d2>: <play>".
        let g = game.get_or_insert_with(|| {
            let r = rules.unwrap_or_default();
            match start {
                Some(p) => Game::from_position(r, p),
                None => Game::new(r),
            }
        });
        turns += 1;
        let (head, play) = line.split_once(':').ok_or_else(|| err(K::Syntax(line.to_string())))?;
        let mut parts = head.split_whitespace();
        let number = parts
            .next()
            .and_then(|n| n.strip_suffix('.'))
            .and_then(|n| n.parse::<usize>().ok());
        let color = parts.next().and_then(Color::from_name);
        let dice = parts.next();
        let (Some(number), Some(color), Some(dice), None) = (number, color, dice, parts.next()) else {
            return Err(err(K::Syntax(line.to_string())));
        };
        if number != turns {
            return Err(err(K::Syntax(format!("{line} (expected turn {turns})"))));
        }
        let dice: Dice = dice.parse().map_err(|e| err(K::Dice(e)))?;
        if g.phase() == Phase::Opening {
            // The mover had the higher die.
            let (mine, theirs) = (dice.first(), dice.second());
            let (w, b) = if color == Color::White {
                (mine, theirs)
            } else {
                (theirs, mine)
            };
            if mine < theirs {
                return Err(err(K::Syntax(format!(
                    "{line} (the opening roll's higher die moves first)"
                ))));
            }
            g.set_opening(w, b).map_err(|e| err(K::Game(e)))?;
        } else {
            if g.phase() == Phase::Roll && g.position().turn() != color {
                return Err(err(K::WrongSide {
                    expected: g.position().turn(),
                }));
            }
            g.set_dice(dice).map_err(|e| err(K::Game(e)))?;
        }
        g.play_text(play.trim()).map_err(|e| err(K::Game(e)))?;
    }
    if !seen_magic {
        return Err(RecordError {
            line: 1,
            kind: K::Missing("the first line \"Fevga record\""),
        });
    }
    let game = game.unwrap_or_else(|| {
        let r = rules.unwrap_or_default();
        start.map_or_else(|| Game::new(r), |p| Game::from_position(r, p))
    });
    if let Some((line, stated)) = result_line {
        let actual = game.result().map_or_else(|| "game not over".to_string(), result_text);
        if !stated.eq_ignore_ascii_case(&actual) {
            return Err(RecordError {
                line,
                kind: K::ResultMismatch { stated, actual },
            });
        }
    }
    Ok((game, info))
}
