//! Positions (§1, §11): always valid, stored from the mover's view.

use crate::color::{Color, WhitePoint, flip_point};
use crate::play::Play;
use std::fmt;

/// Checkers per side.
pub const CHECKERS: u8 = 15;

/// One side's checkers on its own points, four bits a point: nibble `p-1` counts point `p`.
/// Fifteen fits a nibble, so 24 points fit 96 bits and a side compares as one integer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub(crate) struct Side(pub(crate) u128);

/// `UNITS[p]` is one checker on point `p`; a table is cheaper than a 128-bit variable shift.
const UNITS: [u128; 25] = {
    let mut t = [0u128; 25];
    let mut p = 1;
    while p <= 24 {
        t[p] = 1u128 << (4 * (p - 1));
        p += 1;
    }
    t
};

const NIBBLE_LOW_BITS: u128 = 0x1111_1111_1111_1111_1111_1111;

impl Side {
    #[inline]
    pub(crate) const fn count(self, point: u8) -> u8 {
        ((self.0 >> (4 * (point as u32 - 1))) & 0xF) as u8
    }

    /// One checker on `point` (1–24).
    #[inline]
    pub(crate) const fn unit(point: u8) -> u128 {
        UNITS[point as usize]
    }

    /// Checkers on the board.
    pub(crate) const fn on_board(self) -> u8 {
        let mut x = self.0;
        let mut n = 0u32;
        while x != 0 {
            n += (x & 0xF) as u32;
            x >>= 4;
        }
        n as u8
    }

    /// Bit `p-1` set where the side has a checker on its own point `p`.
    #[inline]
    pub(crate) fn mask(self) -> u32 {
        let x = self.0;
        let any = (x | (x >> 1) | (x >> 2) | (x >> 3)) & NIBBLE_LOW_BITS;
        let mut m = 0u32;
        let mut bits = any;
        while bits != 0 {
            let i = bits.trailing_zeros();
            m |= 1 << (i / 4);
            bits &= bits - 1;
        }
        m
    }

    /// Pip count in the side's own numbering.
    pub(crate) fn pips(self) -> u32 {
        (1..=24u8).map(|p| u32::from(p) * u32::from(self.count(p))).sum()
    }
}

/// Rotates a 24-point mask by 12: one side's numbering to the other's (§1).
#[inline]
#[must_use]
pub const fn flip_mask(m: u32) -> u32 {
    ((m << 12) | (m >> 12)) & 0xFF_FFFF
}

/// A valid position and the side to move.
///
/// Invariants, kept by every constructor: at most 15 checkers a side, never both colours on a
/// point. `me` is the side to move, `them` the other, each in its own numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) me: Side,
    pub(crate) them: Side,
    pub(crate) turn: Color,
}

/// A position laid out for display: checkers per point in White's numbering (index 1–24; index 0
/// is unused), and the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's checkers on each point (White's numbering).
    pub white: [u8; 25],
    /// Black's checkers on each point (White's numbering).
    pub black: [u8; 25],
    /// The side to move.
    pub turn: Color,
}

impl Board {
    /// `color`'s checkers on each point (White's numbering; index 0 unused).
    #[must_use]
    pub const fn checkers(&self, color: Color) -> &[u8; 25] {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// `color`'s checkers on each point, to change.
    pub const fn checkers_mut(&mut self, color: Color) -> &mut [u8; 25] {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Checkers of `color` on points 1–24 (at most 255: the sum saturates on boards that are
    /// not positions).
    #[must_use]
    pub fn on_board(&self, color: Color) -> u8 {
        self.checkers(color)[1..].iter().fold(0u8, |n, &c| n.saturating_add(c))
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start (§2): 15 White on White's 24, 15 Black on Black's 24 (White's 12), White to move.
    #[must_use]
    pub const fn start() -> Position {
        Position::start_with(Color::White)
    }

    /// The start with the given side to move (the winner of the opening roll).
    #[must_use]
    pub const fn start_with(turn: Color) -> Position {
        let head = Side(15u128 << (4 * 23));
        Position {
            me: head,
            them: head,
            turn,
        }
    }

    /// Builds a position from a display board, checking every invariant. Index 0 of each array
    /// is ignored.
    ///
    /// # Errors
    /// [`PositionError::TooManyCheckers`] for more than 15 checkers of a colour,
    /// [`PositionError::SharedPoint`] for a point with checkers of both colours.
    pub fn from_board(board: &Board) -> Result<Position, PositionError> {
        for color in [Color::White, Color::Black] {
            let n: u32 = board.checkers(color)[1..].iter().map(|&c| u32::from(c)).sum();
            if n > u32::from(CHECKERS) {
                return Err(PositionError::TooManyCheckers { color, count: n });
            }
        }
        let mut white = Side::default();
        let mut black = Side::default();
        for p in 1..=24u8 {
            let (w, b) = (board.white[usize::from(p)], board.black[usize::from(p)]);
            if w > 0 && b > 0 {
                return Err(PositionError::SharedPoint { point: p });
            }
            white.0 += u128::from(w) * Side::unit(p);
            black.0 += u128::from(b) * Side::unit(flip_point(p));
        }
        Ok(Position::from_sides(white, black, board.turn))
    }

    /// The same position with the colours exchanged: each side's checkers go to the other
    /// colour on the same points of its own numbering (White's 24 becomes Black's 24), the
    /// borne-off counts with them, and the other colour is to move. The board is symmetric, so
    /// the result is always a position; swapping twice gives the position back.
    #[must_use]
    pub const fn swapped(&self) -> Position {
        Position {
            me: self.me,
            them: self.them,
            turn: self.turn.other(),
        }
    }

    pub(crate) const fn from_sides(white: Side, black: Side, turn: Color) -> Position {
        match turn {
            Color::White => Position {
                me: white,
                them: black,
                turn,
            },
            Color::Black => Position {
                me: black,
                them: white,
                turn,
            },
        }
    }

    pub(crate) fn side(&self, color: Color) -> Side {
        if color == self.turn { self.me } else { self.them }
    }

    /// The side to move.
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The same checkers with the other side to move.
    #[must_use]
    pub const fn with_turn(&self, turn: Color) -> Position {
        if turn as u8 == self.turn as u8 {
            *self
        } else {
            Position {
                me: self.them,
                them: self.me,
                turn,
            }
        }
    }

    /// Checkers of `color` on `point` in that side's own numbering (1–24); 0 outside.
    #[must_use]
    pub fn count_own(&self, color: Color, point: u8) -> u8 {
        if (1..=24).contains(&point) {
            self.side(color).count(point)
        } else {
            0
        }
    }

    /// The owner and number of checkers on the board's point `p`.
    #[must_use]
    pub fn at(&self, p: WhitePoint) -> Option<(Color, u8)> {
        for color in [Color::White, Color::Black] {
            let n = self.count_own(color, color.own(p));
            if n > 0 {
                return Some((color, n));
            }
        }
        None
    }

    /// The display board in White's numbering.
    #[must_use]
    pub fn board(&self) -> Board {
        let mut b = Board {
            white: [0; 25],
            black: [0; 25],
            turn: self.turn,
        };
        for p in WhitePoint::all() {
            b.white[p.index()] = self.count_own(Color::White, Color::White.own(p));
            b.black[p.index()] = self.count_own(Color::Black, Color::Black.own(p));
        }
        b
    }

    /// Pip count of `color`: its checkers' points in its own numbering, summed (§1).
    #[must_use]
    pub fn pips(&self, color: Color) -> u32 {
        self.side(color).pips()
    }

    /// Checkers of `color` on the board.
    #[must_use]
    pub fn on_board(&self, color: Color) -> u8 {
        self.side(color).on_board()
    }

    /// Checkers of `color` borne off: 15 minus those on the board (§11).
    #[must_use]
    pub fn borne_off(&self, color: Color) -> u8 {
        CHECKERS - self.on_board(color)
    }

    /// The side that has borne off all 15, if any (§8).
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        if self.them.0 == 0 {
            Some(self.turn.other())
        } else if self.me.0 == 0 {
            Some(self.turn)
        } else {
            None
        }
    }

    /// Points the game is worth to `winner` if it has borne off all (§8): 2 if the loser has
    /// borne off none, else 1.
    #[must_use]
    pub fn game_value(&self) -> Option<(Color, u8)> {
        let w = self.winner()?;
        Some((w, if self.borne_off(w.other()) == 0 { 2 } else { 1 }))
    }

    /// The position after the side to move passes (§6: it cannot move): the same checkers, the
    /// other side to move.
    #[must_use]
    pub const fn passed(&self) -> Position {
        self.with_turn(self.turn.other())
    }

    /// The position after the side to move plays `play`, or passes if there is none: what a
    /// turn leaves, with the other side to move.
    #[must_use]
    pub const fn after(&self, play: Option<&Play>) -> Position {
        match play {
            Some(p) => p.position(),
            None => self.passed(),
        }
    }

    /// Applies the mover's checkers `me_after` and hands the turn over.
    pub(crate) const fn hand_over(&self, me_after: Side) -> Position {
        Position {
            me: self.them,
            them: me_after,
            turn: self.turn.other(),
        }
    }
}

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
            E::MissingList(c) => write!(f, "position has no {c} list (\"{}:...\")", c.letter(), c = c.title()),
            E::ListTwice(c) => write!(f, "position lists {c} twice", c = c.title()),
            E::EmptyList(c) => write!(
                f,
                "{c} list is empty: write \"{}:-\" for no checkers",
                c.letter(),
                c = c.title()
            ),
            E::PointOutOfRange { color, point } => {
                write!(f, "{color} point {point} is outside 1-24", color = color.title())
            }
            E::CountBelowOne { color, point } => {
                write!(f, "{color} count on point {point} is below 1", color = color.title())
            }
            E::PointListedTwice { color, point } => {
                write!(f, "{color} point {point} is listed twice", color = color.title())
            }
            E::TooManyCheckers { color, count } => {
                write!(f, "{color} has {count} checkers; at most 15", color = color.title())
            }
            E::SharedPoint { point } => write!(f, "both colours on point {point}"),
        }
    }
}

impl std::error::Error for PositionError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Dice, Rules};

    #[test]
    fn a_pass_hands_the_turn_over_and_a_play_leaves_its_position() {
        let pos = Position::start();
        let passed = pos.passed();
        assert_eq!(passed.turn(), Color::Black);
        assert_eq!(
            (passed.board().white, passed.board().black),
            (pos.board().white, pos.board().black)
        );
        assert_eq!(pos.after(None), passed);
        let plays = pos.legal_plays(Rules::Fevga, Dice::new(6, 5).unwrap());
        assert_eq!(pos.after(plays.first()), plays[0].position());
        assert_ne!(pos.after(plays.first()), passed);
    }

    #[test]
    fn swapping_colours_keeps_each_sides_own_points_and_hands_over_the_turn() {
        let pos: Position = "W:24x14,13 B:12x15 B".parse().unwrap();
        let swapped = pos.swapped();
        assert_eq!(swapped.to_string(), "W:24x15 B:12x14,1 W");
        assert_eq!(swapped.swapped(), pos);
        let off: Position = "W:6,5 B:18x2 W".parse().unwrap();
        assert_eq!(off.swapped().to_string(), "W:6x2 B:18,17 B");
        assert_eq!(off.swapped().borne_off(Color::Black), 13);
    }

    #[test]
    fn masks_and_counts() {
        let s = Side(Side::unit(24) * 14 + Side::unit(13) + Side::unit(1));
        assert_eq!(s.count(24), 14);
        assert_eq!(s.on_board(), 16);
        assert_eq!(s.mask(), (1 << 23) | (1 << 12) | 1);
        assert_eq!(flip_mask(1 << 23), 1 << 11);
        assert_eq!(flip_mask(1), 1 << 12);
    }
}
