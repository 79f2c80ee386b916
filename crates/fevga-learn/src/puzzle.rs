//! Puzzles: a position and a roll with one clearly best play, mined from games and proven by
//! play-outs (`fevga puzzles`; the mining is in `mine`, the rule in `data/README.md`).
//!
//! The data is one puzzle a line, fields separated by `|` (position texts and plays contain
//! spaces):
//!
//! ```text
//! id|rules|position|roll|best|best equity|second|second equity|difficulty|theme
//! p0001|fevga|W:24x14,20 B:12x15 W|4-2|20/14|+0.123|24/22 20/16|+0.010|3|sprint
//! ```
//!
//! Blank lines and lines starting with `#` are skipped. Plays are in the mover's numbering
//! (§1), positions in §11's text, equities in points for the mover after the play (expert's
//! ranking), difficulty 1–5 ([`Puzzle::difficulty`]).

use std::fmt;

use fevga_core::decimal::{self, Decimal};
use fevga_core::{
    Dice, DiceError, IllegalPlay, MoveText, ParseMoveError, Play, Position, PositionError, Rules, UnknownWord,
};

use crate::{Reason, Theme, Verdict};

/// The least gap, in points of equity, between a puzzle's best and second-best play at mining.
pub const MARGIN: f32 = 0.10;

/// One puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Puzzle {
    /// A stable id, unique in the file (`p0001`, …).
    pub id: String,
    /// The rule set played.
    pub rules: Rules,
    /// The position, the side to move to play.
    pub position: Position,
    /// The roll.
    pub dice: Dice,
    /// The best play (expert's choice, confirmed by play-outs).
    pub best: Play,
    /// The mover's equity after the best play (points, expert's ranking).
    pub best_equity: f32,
    /// The second-best play.
    pub second: Play,
    /// The mover's equity after the second-best play, at the same depth.
    pub second_equity: f32,
    /// 1 beginner, 2 intermediate, 3 strong, 4 expert: the weakest level sure to choose the
    /// best play; 5 if none of them is.
    pub difficulty: u8,
    /// What the puzzle is about.
    pub theme: Theme,
}

impl Puzzle {
    /// The margin the puzzle was kept for: best minus second-best equity.
    #[must_use]
    pub fn margin(&self) -> f32 {
        self.best_equity - self.second_equity
    }

    /// Judges a try: right if it is the best play; else the core's refusal for an illegal play,
    /// or the equity given away (known for the second-best play; for the others `None`: the
    /// hook for a page that rates them itself is [`Puzzle::check_rated`]).
    #[must_use]
    pub fn check(&self, play: &Play) -> Verdict {
        self.check_rated(play, |_| None)
    }

    /// [`Puzzle::check`] with `rate` giving the equity of a legal play the data does not store
    /// (for example the network at the depth expert uses).
    pub fn check_rated(&self, play: &Play, rate: impl FnOnce(&Play) -> Option<f32>) -> Verdict {
        if !self.position.is_legal(self.rules, self.dice, play) {
            return Verdict::Wrong(Reason::Illegal(IllegalPlay::NotAmongLegal {
                dice: self.dice,
                notation: play.notation(),
            }));
        }
        if play.position() == self.best.position() {
            return Verdict::Right;
        }
        let equity = if play.position() == self.second.position() {
            Some(self.second_equity)
        } else {
            rate(play)
        };
        Verdict::Wrong(Reason::Worse {
            equity,
            best: self.best_equity,
        })
    }

    /// Judges a try written as a move (§1): a text the rules refuse gets the core's reason.
    pub fn check_text(&self, text: &str) -> Verdict {
        let found = text
            .parse::<MoveText>()
            .map_err(|e| IllegalPlay::NotAmongLegal {
                dice: self.dice,
                notation: e.to_string(),
            })
            .and_then(|t| self.position.find_play(self.rules, self.dice, &t));
        match found {
            Ok(Some(play)) => self.check(&play),
            Ok(None) => Verdict::Wrong(Reason::Illegal(IllegalPlay::MustMove {
                dice: self.dice,
                legal: self.position.legal_plays(self.rules, self.dice).len(),
            })),
            Err(e) => Verdict::Wrong(Reason::Illegal(e)),
        }
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's line in the data file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}|{}|{}|{}|{}|{}|{}|{}|{}|{}",
            self.id,
            self.rules,
            self.position,
            self.dice,
            self.best.notation(),
            Decimal::fixed(f64::from(self.best_equity), 3).plus(),
            self.second.notation(),
            Decimal::fixed(f64::from(self.second_equity), 3).plus(),
            self.difficulty,
            self.theme
        )
    }
}

/// Which play of a puzzle line a fault is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// The best play (field 5).
    Best,
    /// The second-best play (field 7).
    Second,
}

impl fmt::Display for Which {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Which::Best => "best play",
            Which::Second => "second play",
        })
    }
}

/// What is wrong with a puzzle line.
#[derive(Debug, Clone, PartialEq)]
pub enum PuzzleFault {
    /// Not ten `|`-separated fields.
    Fields {
        /// How many there were.
        found: usize,
    },
    /// An empty id.
    EmptyId,
    /// The id was used by an earlier line.
    DuplicateId(String),
    /// Not a rule set.
    Rules(UnknownWord),
    /// Not a position text (§11).
    Position(PositionError),
    /// Not a roll.
    Dice(DiceError),
    /// A play that is not a move text (§1).
    Move(Which, ParseMoveError),
    /// A play the rules refuse here.
    Illegal(Which, IllegalPlay),
    /// A pass where a play is needed (a puzzle has at least two plays).
    Pass(Which),
    /// The best and the second play are the same play.
    SamePlay,
    /// An equity that is not a number in −2…2.
    Equity(Which, String),
    /// A difficulty not in 1–5.
    Difficulty(String),
    /// Not a theme.
    Theme(UnknownWord),
}

impl fmt::Display for PuzzleFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleFault::Fields { found } => write!(f, "expected 10 fields separated by '|', found {found}"),
            PuzzleFault::EmptyId => f.write_str("the id is empty"),
            PuzzleFault::DuplicateId(id) => write!(f, "the id {id:?} is used twice"),
            PuzzleFault::Rules(e) => write!(f, "rules: {e}"),
            PuzzleFault::Position(e) => write!(f, "position: {e}"),
            PuzzleFault::Dice(e) => write!(f, "roll: {e}"),
            PuzzleFault::Move(w, e) => write!(f, "{w}: {e}"),
            PuzzleFault::Illegal(w, e) => write!(f, "{w}: {e}"),
            PuzzleFault::Pass(w) => write!(f, "{w}: a pass, but a puzzle needs a play"),
            PuzzleFault::SamePlay => f.write_str("the best and the second play are the same"),
            PuzzleFault::Equity(w, t) => write!(f, "{w}'s equity {t:?} is not a number in -2..2"),
            PuzzleFault::Difficulty(t) => write!(f, "difficulty {t:?} is not 1-5"),
            PuzzleFault::Theme(e) => write!(f, "theme: {e}"),
        }
    }
}

/// A puzzle file line that is not a puzzle: its number (from 1) and the fault.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong.
    pub fault: PuzzleFault,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.fault)
    }
}

impl std::error::Error for PuzzleError {}

fn play(pos: &Position, rules: Rules, dice: Dice, text: &str, which: Which) -> Result<Play, PuzzleFault> {
    let t: MoveText = text.parse().map_err(|e| PuzzleFault::Move(which, e))?;
    pos.find_play(rules, dice, &t)
        .map_err(|e| PuzzleFault::Illegal(which, e))?
        .ok_or(PuzzleFault::Pass(which))
}

fn equity(text: &str, which: Which) -> Result<f32, PuzzleFault> {
    // fevga-core's integer reader (no float parser in the page's wasm), narrowed.
    #[allow(clippy::cast_possible_truncation)]
    match decimal::parse(text.trim()).map(|e| e as f32) {
        Some(e) if (-2.0..=2.0).contains(&e) => Ok(e),
        _ => Err(PuzzleFault::Equity(which, text.to_string())),
    }
}

/// One line of a puzzle file, its ten fields as written, trimmed, not yet checked ([`Puzzle`]
/// is the line read and checked): the one place that knows their order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzleLine<'a> {
    /// The id (`p0012`).
    pub id: &'a str,
    /// The rule set (`fevga`, `multezim`).
    pub rules: &'a str,
    /// The position text.
    pub position: &'a str,
    /// The roll (`5-2`, either die first).
    pub dice: &'a str,
    /// The best play, in the mover's numbering.
    pub best: &'a str,
    /// The best play's equity.
    pub best_equity: &'a str,
    /// The second-best play.
    pub second: &'a str,
    /// The second-best play's equity.
    pub second_equity: &'a str,
    /// The difficulty, 1–5.
    pub difficulty: &'a str,
    /// The theme.
    pub theme: &'a str,
}

impl<'a> PuzzleLine<'a> {
    /// The fields of `line` (not blank, not a comment).
    ///
    /// # Errors
    /// [`PuzzleFault::Fields`] if it does not have ten.
    pub fn split(line: &'a str) -> Result<PuzzleLine<'a>, PuzzleFault> {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let &[
            id,
            rules,
            position,
            dice,
            best,
            best_equity,
            second,
            second_equity,
            difficulty,
            theme,
        ] = f.as_slice()
        else {
            return Err(PuzzleFault::Fields { found: f.len() });
        };
        Ok(PuzzleLine {
            id,
            rules,
            position,
            dice,
            best,
            best_equity,
            second,
            second_equity,
            difficulty,
            theme,
        })
    }

    /// The line of the puzzle `id` in the puzzle file `text`, unchecked (the position editor
    /// takes a puzzle's position, roll and best play from it, and the diagram checks them); `None`
    /// if no line has that id.
    #[must_use]
    pub fn find(text: &'a str, id: &str) -> Option<PuzzleLine<'a>> {
        text.lines()
            .map(str::trim)
            .filter(|t| !t.is_empty() && !t.starts_with('#'))
            .filter_map(|t| PuzzleLine::split(t).ok())
            .find(|l| l.id == id)
    }
}

/// One line (already known not to be blank or a comment).
fn parse_line(line: &str) -> Result<Puzzle, PuzzleFault> {
    let PuzzleLine {
        id,
        rules,
        position,
        dice,
        best,
        best_equity: best_eq,
        second,
        second_equity: second_eq,
        difficulty,
        theme,
    } = PuzzleLine::split(line)?;
    if id.is_empty() {
        return Err(PuzzleFault::EmptyId);
    }
    let rules: Rules = rules.parse().map_err(PuzzleFault::Rules)?;
    let position: Position = position.parse().map_err(PuzzleFault::Position)?;
    let dice: Dice = dice.parse().map_err(PuzzleFault::Dice)?;
    let best = play(&position, rules, dice, best, Which::Best)?;
    let second = play(&position, rules, dice, second, Which::Second)?;
    if best.position() == second.position() {
        return Err(PuzzleFault::SamePlay);
    }
    let difficulty = match difficulty.parse::<u8>() {
        Ok(d @ 1..=5) => d,
        _ => return Err(PuzzleFault::Difficulty(difficulty.to_string())),
    };
    Ok(Puzzle {
        id: id.to_string(),
        rules,
        position,
        dice,
        best,
        best_equity: equity(best_eq, Which::Best)?,
        second,
        second_equity: equity(second_eq, Which::Second)?,
        difficulty,
        theme: theme.parse().map_err(PuzzleFault::Theme)?,
    })
}

/// Reads a puzzle file: every line checked against the rules (positions, rolls, plays legal),
/// ids unique. Blank lines and `#` comments are skipped.
///
/// # Errors
/// The first bad line, with its number and the fault.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let err = |fault| PuzzleError { line: i + 1, fault };
        let p = parse_line(t).map_err(err)?;
        // A linear look-up: a few hundred ids, and no hash set's code in the page.
        if out.iter().any(|q: &Puzzle| q.id == p.id) {
            return Err(err(PuzzleFault::DuplicateId(p.id)));
        }
        out.push(p);
    }
    Ok(out)
}

/// The puzzles shipped with the crate (`data/puzzles.txt`).
pub const SHIPPED: &str = include_str!("../data/puzzles.txt");
