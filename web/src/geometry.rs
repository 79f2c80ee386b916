//! Where things are on the board: one coordinate system (the SVG viewBox) for drawing, hit
//! testing and animation. White's numbering: 13–24 along the top from left to right, 12–1 along
//! the bottom; both sides travel counter-clockwise. Black's bear-off tray is at the top left
//! (beside its home, White's 13–18), White's at the bottom right.

use fevga_core::Color;

use crate::app::Spot;

/// Trays, field and bar, with 12 units of frame on each side: points stay at least 24 CSS px wide
/// on a 360 px phone (WCAG 2.5.8).
pub const WIDTH: f64 = 2.0 * TRAY_W + 24.0 + 12.0 * POINT_W + BAR_W;
pub const HEIGHT: f64 = 800.0;
/// Frame margin above and below the points.
pub const MARGIN: f64 = 34.0;
pub const TRAY_W: f64 = 54.0;
/// Left edge of the playing field.
pub const FIELD_X: f64 = TRAY_W + 12.0;
pub const POINT_W: f64 = 76.0;
pub const BAR_W: f64 = 44.0;
pub const POINT_H: f64 = 330.0;
pub const RADIUS: f64 = 32.0;
/// Checkers stacked at full spacing before a stack is squeezed.
pub const FULL_STACK: usize = 5;

/// The column (0–11, left to right) and whether the point is in the top row.
#[must_use]
pub const fn column(point: u8) -> (usize, bool) {
    if point >= 13 {
        ((point - 13) as usize, true)
    } else {
        ((12 - point) as usize, false)
    }
}

/// Left edge of a column.
#[must_use]
pub fn column_x(col: usize) -> f64 {
    let bar = if col >= 6 { BAR_W } else { 0.0 };
    FIELD_X + col as f64 * POINT_W + bar
}

/// Centre x of a point.
#[must_use]
pub fn point_cx(point: u8) -> f64 {
    column_x(column(point).0) + POINT_W / 2.0
}

/// Right edge of the playing field.
#[must_use]
pub fn field_right() -> f64 {
    column_x(11) + POINT_W
}

/// Centre of the `index`-th checker (0 = the base) of a stack of `count` on `point`.
#[must_use]
pub fn checker_center(point: u8, index: usize, count: usize) -> (f64, f64) {
    let (_, top) = column(point);
    let step = if count <= FULL_STACK {
        2.0 * RADIUS
    } else {
        (POINT_H - 2.0 * RADIUS) / (count - 1) as f64
    };
    let offset = RADIUS + index as f64 * step;
    let y = if top { MARGIN + offset } else { HEIGHT - MARGIN - offset };
    (point_cx(point), y)
}

/// The bear-off tray of a side: x, y, width, height.
#[must_use]
pub fn tray_rect(color: Color) -> (f64, f64, f64, f64) {
    match color {
        Color::Black => (6.0, MARGIN, TRAY_W - 6.0, POINT_H),
        Color::White => (WIDTH - TRAY_W, HEIGHT - MARGIN - POINT_H, TRAY_W - 6.0, POINT_H),
    }
}

/// Height of one borne-off checker seen edge-on in the tray.
pub const SLAB_H: f64 = 18.0;

/// Centre of the `index`-th borne-off checker in a tray.
#[must_use]
pub fn slab_center(color: Color, index: usize) -> (f64, f64) {
    let (x, y, w, h) = tray_rect(color);
    let cy = match color {
        Color::Black => y + 6.0 + SLAB_H / 2.0 + index as f64 * (SLAB_H + 1.0),
        Color::White => y + h - 6.0 - SLAB_H / 2.0 - index as f64 * (SLAB_H + 1.0),
    };
    (x + w / 2.0, cy)
}

/// Where a checker sits at `spot` as the `index`-th of `count`.
#[must_use]
pub fn spot_center(spot: Spot, index: usize, count: usize) -> (f64, f64) {
    match spot {
        Spot::Point(p) => checker_center(p, index, count),
        Spot::Tray(c) => slab_center(c, index),
    }
}

/// The point or tray under a viewBox coordinate, if any: `Some(Ok(point))` or `Some(Err(tray))`.
#[must_use]
pub fn hit(x: f64, y: f64) -> Option<Result<u8, Color>> {
    for color in [Color::White, Color::Black] {
        let (tx, ty, tw, th) = tray_rect(color);
        if x >= tx && x <= tx + tw && y >= ty && y <= ty + th {
            return Some(Err(color));
        }
    }
    let top = y < HEIGHT / 2.0;
    (0..12)
        .find(|&c| x >= column_x(c) && x < column_x(c) + POINT_W)
        .map(|col| {
            let col = col as u8;
            Ok(if top { 13 + col } else { 12 - col })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_and_hits_agree() {
        for p in 1..=24u8 {
            let (x, y) = checker_center(p, 0, 1);
            assert_eq!(hit(x, y), Some(Ok(p)), "point {p}");
        }
        assert_eq!(column(24), (11, true));
        assert_eq!(column(1), (11, false));
        assert_eq!(column(12), (0, false));
        let (x, y, w, h) = tray_rect(Color::White);
        assert_eq!(hit(x + w / 2.0, y + h / 2.0), Some(Err(Color::White)));
        assert!(field_right() < WIDTH - TRAY_W);
    }

    #[test]
    fn the_frame_closes_around_the_right_tray() {
        let (x, _, w, _) = tray_rect(Color::White);
        assert!(field_right() + 6.0 <= x);
        assert!(x + w <= WIDTH);
    }

    #[test]
    fn stacks_stay_inside_their_point() {
        for n in 1..=15 {
            let (_, y) = checker_center(24, n - 1, n);
            assert!(y + RADIUS <= MARGIN + POINT_H + 0.01, "{n}");
            let (_, y) = checker_center(1, n - 1, n);
            assert!(y - RADIUS >= HEIGHT - MARGIN - POINT_H - 0.01, "{n}");
        }
    }
}
