//! The position text of §11: `W:<list> B:<list> <side>`, lists in White's numbering.

use std::fmt;
use std::str::FromStr;

use crate::position::{Board, CHECKERS};
use crate::{ByColor, Color, Position, PositionError};

impl Position {
    /// Parses the position text of §11, e.g. `W:24x14,13 B:12x15 B`.
    ///
    /// # Errors
    /// A [`PositionError`] naming the first fault: an unknown token, a point outside 1–24, a count
    /// below 1, a point listed twice, more than 15 checkers of a colour, both colours on a point.
    pub fn from_text(text: &str) -> Result<Position, PositionError> {
        parse(text)
    }

    /// The canonical position text of §11 (the same as [`Display`](fmt::Display)).
    #[must_use]
    pub fn to_text(&self) -> String {
        format(self)
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format(self))
    }
}

/// The canonical text: points descending, `x1` left out, single spaces.
fn format(pos: &Position) -> String {
    let board = pos.board();
    let mut out = String::with_capacity(48);
    for (color, counts) in [(Color::White, &board.white), (Color::Black, &board.black)] {
        if color == Color::Black {
            out.push(' ');
        }
        out.push(color.letter());
        out.push(':');
        let mut first = true;
        for p in (1..=24).rev() {
            let n = counts[p];
            if n == 0 {
                continue;
            }
            if !first {
                out.push(',');
            }
            first = false;
            out.push_str(&p.to_string());
            if n > 1 {
                out.push('x');
                out.push_str(&n.to_string());
            }
        }
        if first {
            out.push('-');
        }
    }
    out.push(' ');
    out.push(board.turn.letter());
    out
}

/// Parses leniently: points in any order, any white space between tokens (and around commas),
/// `x`/`X`/`×` for counts, either list first. Errors name the fault.
fn parse(text: &str) -> Result<Position, PositionError> {
    let mut board = Board {
        white: [0; 25],
        black: [0; 25],
        turn: Color::White,
    };
    let mut seen = ByColor::new(false, false);
    let mut turn = None;
    // Join list entries split by spaces around commas: "24x14 , 13" is one list.
    let mut tokens: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match tokens.last_mut() {
            Some(last) if last.ends_with(',') || last.ends_with(':') || word.starts_with(',') => last.push_str(word),
            _ => tokens.push(word.to_string()),
        }
    }
    if tokens.is_empty() {
        return Err(PositionError::Empty);
    }
    for token in &tokens {
        if turn.is_some() {
            return Err(PositionError::UnknownToken(token.clone()));
        }
        let Some((head, list)) = token.split_once(':') else {
            if seen == ByColor::new(true, true) {
                turn = Some(match token.as_str() {
                    "W" | "w" => Color::White,
                    "B" | "b" => Color::Black,
                    _ => return Err(PositionError::BadSide(token.clone())),
                });
                continue;
            }
            return Err(PositionError::UnknownToken(token.clone()));
        };
        let color = match head {
            "W" | "w" => Color::White,
            "B" | "b" => Color::Black,
            _ => return Err(PositionError::UnknownToken(token.clone())),
        };
        if std::mem::replace(seen.get_mut(color), true) {
            return Err(PositionError::ListTwice(color));
        }
        parse_list(list, color, board.checkers_mut(color))?;
    }
    for color in [Color::White, Color::Black] {
        if !seen.get(color) {
            return Err(PositionError::MissingList(color));
        }
    }
    board.turn = turn.unwrap_or(Color::White);
    Position::from_board(&board)
}

fn parse_list(list: &str, color: Color, counts: &mut [u8; 25]) -> Result<(), PositionError> {
    if list == "-" {
        return Ok(());
    }
    if list.is_empty() {
        return Err(PositionError::EmptyList(color));
    }
    let mut total = 0u32;
    for entry in list.split(',') {
        let (point, count) = match entry.split_once(['x', 'X', '×']) {
            Some((p, n)) => (p, Some(n)),
            None => (entry, None),
        };
        let number = parse_number(point, entry)?;
        let Some(point) = u8::try_from(number).ok().filter(|p| (1..=24).contains(p)) else {
            return Err(PositionError::PointOutOfRange { color, point: number });
        };
        let count = match count {
            Some(n) => parse_number(n, entry)?,
            None => 1,
        };
        if count < 1 {
            return Err(PositionError::CountBelowOne { color, point });
        }
        let slot = &mut counts[usize::from(point)];
        if *slot != 0 {
            return Err(PositionError::PointListedTwice { color, point });
        }
        total += count;
        // Within 15 in all, the count fits a `u8`.
        let Some(count) = u8::try_from(count).ok().filter(|_| total <= u32::from(CHECKERS)) else {
            return Err(PositionError::TooManyCheckers { color, count: total });
        };
        *slot = count;
    }
    Ok(())
}

fn parse_number(s: &str, entry: &str) -> Result<u32, PositionError> {
    if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionError::UnknownToken(entry.to_string()));
    }
    s.parse().map_err(|_| PositionError::UnknownToken(entry.to_string()))
}
