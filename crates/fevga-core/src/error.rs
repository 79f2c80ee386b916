//! One error type per kind of failure; every message names the fault.

use std::fmt;

use crate::{Color, Dice, Phase};

/// A position text or board that is not a valid position (§11).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// The text has nothing in it.
    Empty,
    /// A token that is neither a list nor the side to move (the token).
    UnknownToken(String),
    /// A side to move other than `W` or `B` (the token).
    BadSide(String),
    /// No list for this colour.
    MissingList(Color),
    /// Two lists for this colour.
    ListTwice(Color),
    /// `W:` with nothing after it (use `W:-` for no checkers).
    EmptyList(Color),
    /// A point number outside 1–24.
    PointOutOfRange {
        /// The colour whose list names it.
        color: Color,
        /// The number as written (White's numbering).
        point: u32,
    },
    /// A count of 0, e.g. `13x0`.
    CountBelowOne {
        /// The colour whose list has it.
        color: Color,
        /// The point (White's numbering).
        point: u8,
    },
    /// The same point twice in one list.
    PointListedTwice {
        /// The colour whose list has it.
        color: Color,
        /// The point (White's numbering).
        point: u8,
    },
    /// More than 15 checkers of one colour.
    TooManyCheckers {
        /// The colour.
        color: Color,
        /// Its checkers counted so far.
        count: u32,
    },
    /// Both colours on one point.
    SharedPoint {
        /// The point (White's numbering).
        point: u8,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError as E;
        match self {
            E::Empty => f.write_str("empty position: expected e.g. \"W:24x15 B:12x15 W\""),
            E::UnknownToken(t) => write!(
                f,
                "unknown token {t:?} in position: expected e.g. \"W:24x14,13 B:12x15 B\""
            ),
            E::BadSide(t) => write!(f, "side to move {t:?} must be W or B"),
            E::MissingList(c) => write!(f, "position has no {c} list (\"{}:...\")", c.letter()),
            E::ListTwice(c) => write!(f, "position lists {c} twice"),
            E::EmptyList(c) => write!(f, "{c} list is empty: write \"{}:-\" for no checkers", c.letter()),
            E::PointOutOfRange { color, point } => write!(f, "{color} point {point} is outside 1-24"),
            E::CountBelowOne { color, point } => write!(f, "{color} count on point {point} is below 1"),
            E::PointListedTwice { color, point } => write!(f, "{color} point {point} is listed twice"),
            E::TooManyCheckers { color, count } => write!(f, "{color} has {count} checkers; at most 15"),
            E::SharedPoint { point } => write!(f, "both colours on point {point}"),
        }
    }
}

impl std::error::Error for PositionError {}

/// Dice that are not two numbers 1–6.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceError {
    /// A die outside 1–6 (the value).
    OutOfRange(u8),
    /// A dice text that is not two digits, e.g. `6-` (the text).
    Malformed(String),
    /// The platform has no random source (its message).
    NoRandomness(String),
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::OutOfRange(d) => write!(f, "die {d} is outside 1-6"),
            DiceError::Malformed(s) => write!(f, "malformed dice {s:?}: expected e.g. 6-5"),
            DiceError::NoRandomness(e) => write!(f, "no random source for dice: {e}"),
        }
    }
}

impl std::error::Error for DiceError {}

/// A well-formed play that the rules do not allow here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalPlay {
    /// The text moves a checker from a point where the mover has none.
    NoChecker {
        /// The mover.
        color: Color,
        /// The point, in the mover's numbering.
        point: u8,
    },
    /// The text lands on (or stops over) a point the opponent holds (§3).
    ClosedPoint {
        /// The mover.
        color: Color,
        /// The point, in the mover's numbering.
        point: u8,
    },
    /// The play is not among the legal plays of the roll (§6).
    NotAmongLegal {
        /// The roll.
        dice: Dice,
        /// The play as the text gave it, in canonical notation (§1).
        notation: String,
    },
    /// A pass was given but the roll can be played (§6.5).
    MustMove {
        /// The roll.
        dice: Dice,
        /// How many legal plays it has.
        legal: usize,
    },
    /// A move was given but nothing can be played (§6.5).
    NoLegalPlay {
        /// The roll.
        dice: Dice,
    },
    /// In a turn entered step by step: this die from this point leads to no legal play.
    BadStep {
        /// The point, in the mover's numbering.
        from: u8,
        /// The die.
        die: u8,
    },
    /// In a turn entered step by step: this checker cannot reach that point.
    BadMove {
        /// The checker's point, in the mover's numbering.
        from: u8,
        /// Where it was asked to go.
        to: crate::StepTo,
    },
}

impl fmt::Display for IllegalPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalPlay as E;
        match self {
            E::NoChecker { color, point } => write!(f, "{color} has no checker to move from point {point}"),
            E::ClosedPoint { color, point } => {
                write!(
                    f,
                    "{color}'s point {point} holds an opposing checker: no checker may land or stop there"
                )
            }
            E::NotAmongLegal { dice, notation } => write!(f, "{notation} is not a legal play of {dice}"),
            E::MustMove { dice, legal } => write!(f, "cannot pass: {dice} has {legal} legal plays"),
            E::NoLegalPlay { dice } => write!(f, "{dice} cannot be played here: the only play is to pass"),
            E::BadStep { from, die } => write!(f, "a {die} from point {from} leads to no legal play"),
            E::BadMove { from, to } => match to {
                crate::StepTo::Off => write!(f, "the checker on {from} cannot bear off now"),
                crate::StepTo::Point(p) => write!(f, "the checker on {from} cannot reach {p} now"),
            },
        }
    }
}

impl std::error::Error for IllegalPlay {}

/// What a player asked the game to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameAction {
    /// Roll (or set) the opening roll.
    RollOpening,
    /// Roll (or set) the dice of a turn.
    Roll,
    /// Make a play.
    Play,
    /// Pass a turn that cannot be played.
    Pass,
    /// Start the next game of a match.
    NextGame,
}

impl fmt::Display for GameAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameAction::RollOpening => "roll the opening",
            GameAction::Roll => "roll",
            GameAction::Play => "play",
            GameAction::Pass => "pass",
            GameAction::NextGame => "start the next game",
        })
    }
}

/// A request the game cannot take in its current phase, or an illegal play in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// E.g. rolling twice, or playing before rolling.
    WrongPhase {
        /// What was asked.
        action: GameAction,
        /// The phase the game was in.
        phase: Phase,
    },
    /// A well-formed play the rules do not allow.
    Illegal(IllegalPlay),
    /// A malformed move text.
    BadMove(crate::ParseMoveError),
    /// An opening roll must not be a double (§2).
    OpeningDouble(Dice),
    /// The side that moves first in the opening had the lower die (§2); the roll is written with
    /// the mover's die first.
    OpeningLowerDie {
        /// The side said to move first.
        mover: Color,
        /// The roll as written, the mover's die first.
        dice: Dice,
    },
    /// A match must be played to at least one point.
    BadMatchLength(u32),
    /// The match is over: no next game.
    MatchOver {
        /// The side that won the match.
        winner: Color,
    },
    /// Dice that are not two numbers 1–6.
    Dice(DiceError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::WrongPhase { action, phase } => {
                let why = match phase {
                    Phase::Opening => "the opening roll comes first",
                    Phase::Roll => "the dice must be rolled",
                    Phase::Play(_) => "the roll must be played",
                    Phase::Over(_) => "the game is over",
                };
                write!(f, "cannot {action} now: {why}")
            }
            GameError::Illegal(e) => e.fmt(f),
            GameError::BadMove(e) => e.fmt(f),
            GameError::OpeningDouble(d) => write!(f, "the opening roll {d} is a double; ties are rolled again"),
            GameError::OpeningLowerDie { mover, dice } => {
                write!(f, "{mover} cannot open with {dice}: the higher die moves first")
            }
            GameError::BadMatchLength(n) => write!(f, "match length {n}: must be at least 1"),
            GameError::MatchOver { winner } => write!(f, "the match is over: {winner} won it"),
            GameError::Dice(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<IllegalPlay> for GameError {
    fn from(e: IllegalPlay) -> Self {
        GameError::Illegal(e)
    }
}

impl From<crate::ParseMoveError> for GameError {
    fn from(e: crate::ParseMoveError) -> Self {
        GameError::BadMove(e)
    }
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
            K::WrongSide { expected } => write!(f, "it is {expected}'s turn"),
            K::Dice(e) => e.fmt(f),
            K::Game(e) => e.fmt(f),
            K::ResultMismatch { stated, actual } => write!(f, "result says {stated:?} but the game gives {actual:?}"),
            K::Missing(what) => write!(f, "missing {what}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// An unknown rule-set name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseRulesError(pub String);

impl fmt::Display for ParseRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rules {:?}: expected \"fevga\" or \"multezim\"", self.0)
    }
}

impl std::error::Error for ParseRulesError {}
