//! The position editor's changes to a position: a point's count of one colour set (the side to
//! move and the colours swapped are the core's `Position::with_turn` and `Position::swapped`),
//! and the position as the editor lists it. Each change is checked by the core ([`Position::from_board`]): a
//! change the core refuses (both colours on a point, more than 15 checkers) is refused with its
//! [`PositionError`], and the position stays as it was.

use fevga_core::{Color, Position, PositionError, WhitePoint};

/// `pos` with `count` checkers of `color` on `point` (White's numbering, 1–24).
///
/// # Errors
/// The core's fault: [`PositionError::PointOutOfRange`] for a point outside 1–24,
/// [`PositionError::TooManyCheckers`], [`PositionError::SharedPoint`].
pub fn set_count(pos: &Position, color: Color, point: u32, count: u8) -> Result<Position, PositionError> {
    let p = u8::try_from(point)
        .ok()
        .filter(|p| (1..=24).contains(p))
        .ok_or(PositionError::PointOutOfRange { color, point })?;
    let mut board = pos.board();
    board.checkers_mut(color)[WhitePoint::ALL[usize::from(p) - 1].index()] = count;
    Position::from_board(&board)
}

/// The position's checkers as the editor lists them: `counts[p]` for White's point `p` (1–24),
/// positive for White's checkers, negative for Black's (index 0 unused).
#[must_use]
pub fn counts(pos: &Position) -> [i8; 25] {
    let mut out = [0i8; 25];
    for (i, p) in WhitePoint::ALL.iter().enumerate() {
        out[i + 1] = match pos.at(*p) {
            Some((Color::White, n)) => i8::try_from(n).unwrap_or(0),
            Some((Color::Black, n)) => -i8::try_from(n).unwrap_or(0),
            None => 0,
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(t: &str) -> Position {
        t.parse().unwrap()
    }

    #[test]
    fn a_count_is_set_or_refused_with_the_cores_reason() {
        let start = Position::start();
        assert_eq!(
            set_count(&start, Color::White, 24, 14).unwrap().to_string(),
            "W:24x14 B:12x15 W"
        );
        let moved = set_count(&set_count(&start, Color::White, 24, 14).unwrap(), Color::White, 13, 1).unwrap();
        assert_eq!(moved.to_string(), "W:24x14,13 B:12x15 W");
        assert_eq!(
            set_count(&moved, Color::White, 13, 0).unwrap().to_string(),
            "W:24x14 B:12x15 W"
        );
        assert_eq!(
            set_count(&pos("W:24x14 B:12x15 W"), Color::White, 12, 1),
            Err(PositionError::SharedPoint { point: 12 })
        );
        assert_eq!(
            set_count(&start, Color::Black, 1, 1),
            Err(PositionError::TooManyCheckers {
                color: Color::Black,
                count: 16
            })
        );
        assert_eq!(
            set_count(&start, Color::White, 25, 1),
            Err(PositionError::PointOutOfRange {
                color: Color::White,
                point: 25
            })
        );
        assert_eq!(
            set_count(&start, Color::White, 0, 1),
            Err(PositionError::PointOutOfRange {
                color: Color::White,
                point: 0
            })
        );
    }

    #[test]
    fn the_lists() {
        let p = pos("W:24x14,13 B:12x15 B");
        let c = counts(&p);
        assert_eq!((c[24], c[13], c[12], c[1]), (14, 1, -15, 0));
    }
}
