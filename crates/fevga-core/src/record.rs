//! Game records: a text with the rules, the match length and score, and one line per turn.
//!
//! ```text
//! Fevga record
//! Rules: fevga
//! Match: 5
//! Score: 2-1
//! White: Ann
//! Black: Bob
//! 1. W 6-5: 24/13
//! 2. B 4-2: 24/18
//! 3. W 3-3: pass
//! Result: White wins 1 point
//! ```
//!
//! `Score` is White's and Black's points before this game. `White:` and `Black:` name the players
//! when they are known (a friend's game; as [`crate::link::sanitize_name`] keeps a name, left out
//! when empty). A game set up from a position has a
//! `Position:` header and no opening roll; otherwise the first turn is the opening roll, the mover's
//! (higher) die first. Moves are in the mover's own numbering. A game stopped after a roll and
//! before its play ends with `Roll: <W|B> <d1>-<d2>` (the roll in play, written as a turn would
//! write it), so a saved game resumes with the same dice. What helped the players ([`Aids`]) is
//! said by optional headers: `Tutor: W B` (the sides that played with the tutor) and one
//! `Takeback: <n>` per play taken back and made again (turn `n`). Import replays every line and
//! names the first one that is wrong.

use std::fmt;
use std::fmt::Write as _;

use crate::link::{MAX_NAME_CHARS, sanitize_name};
use crate::{
    Aids, ByColor, Color, Dice, DiceError, Game, GameError, GameResult, Match, Opening, Phase, Position, Rules,
};

use RecordErrorKind as K;

const MAGIC: &str = "Fevga record";

/// What a record says besides the game itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordInfo {
    /// The match length in points (1: a single game).
    pub match_length: u32,
    /// Each side's points before this game.
    pub score: ByColor<u32>,
    /// Each side's player's name (empty: not known), as [`sanitize_name`] keeps it.
    pub names: ByColor<String>,
}

impl Default for RecordInfo {
    fn default() -> Self {
        RecordInfo {
            match_length: 1,
            score: ByColor::default(),
            names: ByColor::default(),
        }
    }
}

impl RecordInfo {
    /// A match's length and the score before its current game (no names).
    #[must_use]
    pub fn of_match(m: &Match) -> RecordInfo {
        RecordInfo {
            match_length: m.length(),
            score: m.score_before_game(),
            names: ByColor::default(),
        }
    }
}

/// Writes a match's current game as a record, with the match length and the score before it.
#[must_use]
pub fn export_match(m: &Match) -> String {
    export(m.game(), RecordInfo::of_match(m))
}

/// Reads a record back as a match: its game at the score the record states.
///
/// # Errors
/// As [`import`] (which already refuses a score at or above the match length, naming the
/// header's line).
pub fn import_match(text: &str) -> Result<Match, RecordError> {
    let (game, info) = import(text)?;
    Match::resume(info.match_length, info.score, game).map_err(|e| RecordError {
        line: 1,
        kind: K::Game(e),
    })
}

/// The result line's text.
#[must_use]
pub fn result_text(r: GameResult) -> String {
    let unit = if r.points == 1 { "point" } else { "points" };
    format!("{} wins {} {unit}", r.winner.title(), r.points)
}

/// Writes a game as a record.
#[must_use]
pub fn export(game: &Game, info: RecordInfo) -> String {
    let mut out = format!(
        "{MAGIC}\nRules: {}\nMatch: {}\nScore: {}-{}\n",
        game.rules(),
        info.match_length,
        info.score.white,
        info.score.black
    );
    for c in Color::BOTH {
        let name = sanitize_name(info.names.get(c));
        if !name.is_empty() {
            let _ = writeln!(out, "{}: {name}", c.title());
        }
    }
    if !game.has_opening() {
        let _ = writeln!(out, "Position: {}", game.start().to_text());
    }
    let aids = game.aids();
    let tutored: Vec<String> = [Color::White, Color::Black]
        .into_iter()
        .filter(|&c| *aids.tutor.get(c))
        .map(|c| c.letter().to_string())
        .collect();
    if !tutored.is_empty() {
        let _ = writeln!(out, "Tutor: {}", tutored.join(" "));
    }
    for n in &aids.taken_back {
        let _ = writeln!(out, "Takeback: {n}");
    }
    for (i, t) in game.history().iter().enumerate() {
        let play = t.play.map_or_else(|| "pass".to_string(), |p| p.notation());
        let _ = writeln!(out, "{}. {} {}: {play}", i + 1, t.color.letter(), t.dice);
    }
    if let Phase::Play(dice) = game.phase() {
        let _ = writeln!(out, "Roll: {} {dice}", game.position().turn().letter());
    }
    if let Some(r) = game.result() {
        let _ = writeln!(out, "Result: {}", result_text(r));
    }
    out
}

/// The game a record's headers describe.
fn new_game(rules: Option<Rules>, start: Option<Position>) -> Game {
    let r = rules.unwrap_or_default();
    start.map_or_else(|| Game::new(r), |p| Game::from_position(r, p))
}

/// Sets a roll as a record writes it: `mover`'s die first in the opening, else the roll as rolled.
fn set_roll(g: &mut Game, mover: Color, dice: Dice) -> Result<(), K> {
    if g.phase() == Phase::Opening {
        let o = Opening::from_mover(mover, dice).map_err(K::Game)?;
        return g.set_opening(o.white(), o.black()).map_err(K::Game);
    }
    if g.phase() == Phase::Roll && g.position().turn() != mover {
        return Err(K::WrongSide {
            expected: g.position().turn(),
        });
    }
    g.set_dice(dice).map_err(K::Game)
}

/// Reads `<W|B> <d1>-<d2>`.
fn side_and_dice(text: &str) -> Result<(Color, Dice), K> {
    let mut parts = text.split_whitespace();
    let (Some(c), Some(d), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(K::Syntax(text.to_string()));
    };
    let color = c.parse::<Color>().map_err(|_| K::Syntax(text.to_string()))?;
    Ok((color, d.parse().map_err(K::Dice)?))
}

/// Reads a record, replaying and checking every turn.
///
/// # Errors
/// A [`RecordError`] naming the first line that is wrong and why.
pub fn import(text: &str) -> Result<(Game, RecordInfo), RecordError> {
    let mut rules = None;
    let mut info = RecordInfo::default();
    let mut start: Option<Position> = None;
    let mut game: Option<Game> = None;
    let mut turns = 0usize;
    let mut seen_magic = false;
    let mut ended = false;
    let mut result_line: Option<(usize, String)> = None;
    // The line of the `Match:` or `Score:` header read last: where an impossible score is named.
    let mut score_line = 0;
    let mut aids = Aids::default();
    // Each `Takeback:` with its line: checked against the turns once they are read.
    let mut taken_back: Vec<(usize, usize)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let err = |kind| RecordError { line: line_no, kind };
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if !seen_magic {
            if line != MAGIC {
                return Err(err(K::NotARecord(line.to_string())));
            }
            seen_magic = true;
            continue;
        }
        if ended {
            return Err(err(K::AfterEnd(line.to_string())));
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
            match key {
                "Result" => {
                    result_line = Some((line_no, value.to_string()));
                    ended = true;
                    continue;
                }
                "Roll" => {
                    let (color, dice) = side_and_dice(value).map_err(err)?;
                    let g = game.get_or_insert_with(|| new_game(rules, start));
                    set_roll(g, color, dice).map_err(err)?;
                    ended = true;
                    continue;
                }
                _ if game.is_some() => return Err(err(K::HeaderAfterTurns(line.to_string()))),
                "Rules" => rules = Some(value.parse::<Rules>().map_err(|e| bad(&e.to_string()))?),
                "Match" => {
                    score_line = line_no;
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
                    info.score = ByColor::new(w, b);
                    score_line = line_no;
                }
                "White" | "Black" => {
                    if sanitize_name(value) != value {
                        return Err(bad(&format!(
                            "expected a name of at most {MAX_NAME_CHARS} characters, spaces single, no control characters"
                        )));
                    }
                    let c = if key == "White" { Color::White } else { Color::Black };
                    *info.names.get_mut(c) = value.to_string();
                }
                "Position" => start = Some(Position::from_text(value).map_err(|e| bad(&e.to_string()))?),
                "Tutor" => {
                    for side in value.split_whitespace() {
                        let c = side
                            .parse::<Color>()
                            .map_err(|_| bad("expected the sides, W and/or B"))?;
                        *aids.tutor.get_mut(c) = true;
                    }
                }
                "Takeback" => {
                    let n = value
                        .parse()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| bad("expected a turn number, at least 1"))?;
                    taken_back.push((line_no, n));
                }
                _ => return Err(err(K::UnknownHeader(key.to_string()))),
            }
            continue;
        }
        // A turn: "<n>. <W|B> <d1>-<d2>: <play>".
        let g = game.get_or_insert_with(|| new_game(rules, start));
        turns += 1;
        let (head, play) = line.split_once(':').ok_or_else(|| err(K::Syntax(line.to_string())))?;
        let (number, rest) = head
            .trim()
            .split_once('.')
            .ok_or_else(|| err(K::Syntax(line.to_string())))?;
        let number: usize = number.parse().map_err(|_| err(K::Syntax(line.to_string())))?;
        if number != turns {
            return Err(err(K::TurnNumber {
                expected: turns,
                found: number,
            }));
        }
        let (color, dice) = side_and_dice(rest).map_err(|k| match k {
            K::Syntax(_) => err(K::Syntax(line.to_string())),
            k => err(k),
        })?;
        set_roll(g, color, dice).map_err(err)?;
        g.play_text(play.trim()).map_err(|e| err(K::Game(e)))?;
    }
    if !seen_magic {
        return Err(RecordError {
            line: 1,
            kind: K::Missing("the first line \"Fevga record\""),
        });
    }
    Match::check(info.match_length, info.score).map_err(|e| RecordError {
        line: score_line,
        kind: K::Game(e),
    })?;
    let mut game = game.unwrap_or_else(|| new_game(rules, start));
    // A turn taken back was played again: it is one of the game's turns, or the one in play.
    let in_play = usize::from(matches!(game.phase(), Phase::Play(_)));
    for &(line, n) in &taken_back {
        if n > game.history().len() + in_play {
            return Err(RecordError {
                line,
                kind: K::BadHeader {
                    key: "Takeback".into(),
                    value: n.to_string(),
                    why: format!("the game has {} turns", game.history().len() + in_play),
                },
            });
        }
        aids.taken_back.push(n);
    }
    game.set_aids(aids);
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

/// A game record that cannot be read, naming the line and the fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line number in the record.
    pub line: usize,
    /// What is wrong with it.
    pub kind: RecordErrorKind,
}

/// What is wrong with a line of a game record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The first line is not `Fevga record`.
    NotARecord(String),
    /// A line that is not a header, a turn (`<n>. <W|B> <d1>-<d2>: <move>`), a `Roll:` or a
    /// `Result:` line.
    Syntax(String),
    /// A header after the first turn.
    HeaderAfterTurns(String),
    /// A turn with the wrong number.
    TurnNumber {
        /// The number the turn should have.
        expected: usize,
        /// The number written.
        found: usize,
    },
    /// A line after the `Roll:` or `Result:` line, which end a record.
    AfterEnd(String),
    /// A header the format does not know.
    UnknownHeader(String),
    /// A known header with a value it cannot take.
    BadHeader {
        /// The header, e.g. `Match`.
        key: String,
        /// Its value as written.
        value: String,
        /// Why the value is refused.
        why: String,
    },
    /// A turn or `Roll:` line for the side that is not to roll.
    WrongSide {
        /// The side to roll.
        expected: Color,
    },
    /// Dice that are not two numbers 1–6.
    Dice(DiceError),
    /// The turn cannot be played: wrong phase, malformed or illegal move, bad opening.
    Game(GameError),
    /// The result line disagrees with the replayed game.
    ResultMismatch {
        /// The result as the line states it.
        stated: String,
        /// The replayed game's result (or `game not over`).
        actual: String,
    },
    /// Something every record needs is missing (what).
    Missing(&'static str),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RecordErrorKind as K;
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            K::NotARecord(s) => write!(f, "{s:?}: a record starts with \"Fevga record\""),
            K::Syntax(s) => write!(f, "cannot read {s:?}"),
            K::HeaderAfterTurns(s) => write!(f, "{s:?}: headers come before the turns"),
            K::TurnNumber { expected, found } => write!(f, "turn {found}: expected turn {expected}"),
            K::AfterEnd(s) => write!(f, "{s:?}: nothing may follow the Roll or Result line"),
            K::UnknownHeader(k) => write!(f, "unknown header {k:?}"),
            K::BadHeader { key, value, why } => write!(f, "header {key}: {value:?}: {why}"),
            K::WrongSide { expected } => write!(f, "it is {}'s turn", expected.title()),
            K::Dice(e) => e.fmt(f),
            K::Game(e) => e.fmt(f),
            K::ResultMismatch { stated, actual } => write!(f, "result says {stated:?} but the game gives {actual:?}"),
            K::Missing(what) => write!(f, "missing {what}"),
        }
    }
}

impl std::error::Error for RecordError {}
