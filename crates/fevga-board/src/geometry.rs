//! Where things are on the board: one coordinate system (the SVG viewBox) for drawing, hit
//! testing and animation. White's numbering: 13–24 along the top from left to right, 12–1 along
//! the bottom; both sides travel counter-clockwise. Black's bear-off tray is at the top left
//! (beside its home, White's 13–18), White's at the bottom right.
//!
//! Everything here is in the unturned layout; a board drawn turned half round
//! ([`crate::Orientation::BlackBottom`]) rotates the whole field about its centre, so a caller
//! maps a pointer with `(WIDTH - x, HEIGHT - y)` before [`hit`].

use fevga_core::decimal::Decimal;
use fevga_core::{Color, WhitePoint};

/// Where a checker is drawn: a point (White's numbering, 1–24) or a side's bear-off tray. Also
/// the board's keyboard focus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spot {
    /// A point (White's numbering).
    Point(WhitePoint),
    /// The bear-off tray of that colour.
    Tray(Color),
}

impl Spot {
    /// All 26 spots: points 1–24, then White's and Black's trays.
    pub fn all() -> impl Iterator<Item = Spot> {
        WhitePoint::all()
            .map(Spot::Point)
            .chain([Spot::Tray(Color::White), Spot::Tray(Color::Black)])
    }
}

/// Trays, field and bar, with 12 units of frame on each side: points stay at least 24 CSS px wide
/// on a 360 px phone (WCAG 2.5.8).
/// Width of the whole board (viewBox units).
pub const WIDTH: f64 = 2.0 * TRAY_W + 24.0 + 12.0 * POINT_W + BAR_W;
/// Height of the whole board (viewBox units).
pub const HEIGHT: f64 = 800.0;
/// Frame margin above and below the points: the field's lip, then the band of point numbers.
pub const MARGIN: f64 = 44.0;
/// How far the field reaches past the points' bases into the margin.
pub const FIELD_LIP: f64 = 8.0;
/// The band between the frame's edge and the field where the point numbers are drawn.
pub const NUMBER_BAND: f64 = MARGIN - FIELD_LIP;
/// The largest font size (viewBox units) of the point numbers and stack counts that the board
/// has room for: numbers in [`NUMBER_BAND`], two digits across a checker. A page may draw labels
/// this large where the board is small (36 units are 12 CSS px on a 360 px phone).
pub const LABEL_FONT_MAX: f64 = 36.0;
/// Width of a bear-off tray.
pub const TRAY_W: f64 = 54.0;
/// Left edge of the playing field.
pub const FIELD_X: f64 = TRAY_W + 12.0;
/// Width of a point (the base of its triangle).
pub const POINT_W: f64 = 76.0;
/// Width of the bar between the field's halves.
pub const BAR_W: f64 = 44.0;
/// Room for [`FULL_STACK`] checkers; what is left between the rows' tips holds the dice.
pub const POINT_H: f64 = 322.0;
/// Radius of a checker.
pub const RADIUS: f64 = 32.0;
/// Checkers stacked at full spacing before a stack is squeezed.
pub const FULL_STACK: usize = 5;
/// Side of a die; the dice sit between the rows' tips, in the middle of the right half.
pub const DIE: f64 = 64.0;

// The sizes agree, checked when compiling: the largest label font leaves air above and below its
// digits (about 0.73 em tall) in the number band, and two bold digits (about 0.7 em each) fit
// across a checker; a full stack fits its point; the dice fit between the rows' tips.
const _: () = assert!(0.73 * LABEL_FONT_MAX + 8.0 <= NUMBER_BAND);
const _: () = assert!(1.4 * LABEL_FONT_MAX <= 2.0 * RADIUS - 6.0);
const _: () = assert!(FULL_STACK as f64 * 2.0 * RADIUS <= POINT_H);
const _: () = assert!(MARGIN + POINT_H <= (HEIGHT - DIE) / 2.0);

/// The board's `viewBox`, `0 0 WIDTH HEIGHT`, written with integer arithmetic (no float
/// formatting in the pages' wasm).
#[must_use]
pub fn view_box() -> String {
    format!("0 0 {} {}", Decimal::num(WIDTH), Decimal::num(HEIGHT))
}

/// The column (0–11, left to right) and whether the point is in the top row.
#[must_use]
pub const fn column(point: WhitePoint) -> (usize, bool) {
    let n = point.get();
    if n >= 13 {
        ((n - 13) as usize, true)
    } else {
        ((12 - n) as usize, false)
    }
}

/// The point in a column (0–11, left to right; a larger one counts as 11) of the top or bottom
/// row: [`column`]'s inverse.
#[must_use]
pub const fn point_at(col: usize, top: bool) -> WhitePoint {
    let col = if col > 11 { 11 } else { col };
    WhitePoint::ALL[if top { 12 + col } else { 11 - col }]
}

/// Left edge of a column.
#[must_use]
pub fn column_x(col: usize) -> f64 {
    let bar = if col >= 6 { BAR_W } else { 0.0 };
    FIELD_X + col as f64 * POINT_W + bar
}

/// Centre x of a point.
#[must_use]
pub fn point_cx(point: WhitePoint) -> f64 {
    column_x(column(point).0) + POINT_W / 2.0
}

/// Right edge of the playing field.
#[must_use]
pub fn field_right() -> f64 {
    column_x(11) + POINT_W
}

/// Centre of the `index`-th checker (0 = the base) of a stack of `count` on `point`.
#[must_use]
pub fn checker_center(point: WhitePoint, index: usize, count: usize) -> (f64, f64) {
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

/// Centre of a point's number (White's numbering) in the band outside its row, drawn with
/// `dominant-baseline="central"` so that it is centred there at any font size.
#[must_use]
pub fn number_center(point: WhitePoint) -> (f64, f64) {
    let (_, top) = column(point);
    let y = NUMBER_BAND / 2.0;
    (point_cx(point), if top { y } else { HEIGHT - y })
}

/// The field (the light area under both rows) of a half: x, y, width, height; the left half
/// unless `right`.
#[must_use]
pub fn field_rect(right: bool) -> (f64, f64, f64, f64) {
    let half = 6.0 * POINT_W;
    let x = if right { FIELD_X + half + BAR_W } else { FIELD_X };
    (x, NUMBER_BAND, half, HEIGHT - 2.0 * NUMBER_BAND)
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

/// A pointer at client coordinates (`x`, `y`) over a board's `<svg>` whose box on the screen is
/// `rect` (left, top, width, height), in board coordinates (viewBox units, the unturned layout):
/// the drawing keeps its aspect ratio, scaled once and centred ("xMidYMid meet"), and a board
/// turned half round (`turned`) reads the other way. `None` for a box with no size.
#[must_use]
pub fn client_to_board(rect: (f64, f64, f64, f64), x: f64, y: f64, turned: bool) -> Option<(f64, f64)> {
    let (left, top, width, height) = rect;
    if width <= 0.0 || height <= 0.0 {
        return None;
    }
    let scale = (width / WIDTH).min(height / HEIGHT);
    let ox = left + (width - WIDTH * scale) / 2.0;
    let oy = top + (height - HEIGHT * scale) / 2.0;
    let (bx, by) = ((x - ox) / scale, (y - oy) / scale);
    Some(if turned { (WIDTH - bx, HEIGHT - by) } else { (bx, by) })
}

/// The spot under a board coordinate, if any.
#[must_use]
pub fn spot_at(x: f64, y: f64) -> Option<Spot> {
    Some(match hit(x, y)? {
        Ok(p) => Spot::Point(p),
        Err(c) => Spot::Tray(c),
    })
}

/// The point or tray under a viewBox coordinate, if any: `Some(Ok(point))` or `Some(Err(tray))`.
#[must_use]
pub fn hit(x: f64, y: f64) -> Option<Result<WhitePoint, Color>> {
    for color in [Color::White, Color::Black] {
        let (tx, ty, tw, th) = tray_rect(color);
        if x >= tx && x <= tx + tw && y >= ty && y <= ty + th {
            return Some(Err(color));
        }
    }
    let top = y < HEIGHT / 2.0;
    (0..12)
        .find(|&c| x >= column_x(c) && x < column_x(c) + POINT_W)
        .map(|col| Ok(point_at(col, top)))
}

/// A key that moves the board's keyboard focus. Left and Right follow the path of the side
/// whose checkers the person moves ([`path`]), across the board's corners, so one key carries a
/// checker's way from its start to its tray; Up and Down go across the board as it is seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FocusKey {
    /// One spot back along the path, towards its start (ArrowLeft).
    Left,
    /// One spot forward along the path, towards the side's home and its tray (ArrowRight).
    Right,
    /// To the facing point of the top row as seen, same column (ArrowUp).
    Up,
    /// To the facing point of the bottom row as seen, same column (ArrowDown).
    Down,
    /// To the path's first point, the side's own 24, its starting corner (Home).
    Home,
    /// To the path's last point, the side's own 1 (End); Right from there is its tray.
    End,
}

impl FocusKey {
    /// Every key, in declaration order.
    pub const ALL: [FocusKey; 6] = [
        FocusKey::Left,
        FocusKey::Right,
        FocusKey::Up,
        FocusKey::Down,
        FocusKey::Home,
        FocusKey::End,
    ];

    /// The key of a DOM `KeyboardEvent.key` value (`ArrowLeft`, `Home`, ...), if it moves focus.
    #[must_use]
    pub fn from_key(key: &str) -> Option<FocusKey> {
        Some(match key {
            "ArrowLeft" => FocusKey::Left,
            "ArrowRight" => FocusKey::Right,
            "ArrowUp" => FocusKey::Up,
            "ArrowDown" => FocusKey::Down,
            "Home" => FocusKey::Home,
            "End" => FocusKey::End,
            _ => return None,
        })
    }
}

/// `side`'s path as the keyboard follows it: its own points 24 down to 1 (§1: its starting
/// corner to the end of its home, the way its checkers move; [`Color::to_white`] names them on
/// the board), then its bear-off tray. 25 spots; the other side's tray is not on it.
pub fn path(side: Color) -> impl DoubleEndedIterator<Item = Spot> + Clone {
    (1..=24u8)
        .rev()
        .map(move |own| Spot::Point(side.to_white(own)))
        .chain([Spot::Tray(side)])
}

/// Where `spot` is on `side`'s [`path`] (0 = its own 24, 23 = its own 1, 24 = its tray); `None`
/// for the other side's tray, which is not on it.
#[must_use]
pub fn path_index(spot: Spot, side: Color) -> Option<usize> {
    match spot {
        Spot::Point(p) => Some(24 - usize::from(side.own(p))),
        Spot::Tray(c) if c == side => Some(24),
        Spot::Tray(_) => None,
    }
}

/// The board's keys for the person moving `side`'s checkers on a board drawn turned half round
/// or not (`turned`). Left and Right step back and forward along `side`'s [`path`] (own 24 …
/// own 1, then its tray), around the corners, and stop at its ends; from the other side's tray
/// (reached by a tap), Right goes on to own 12 and Left back to own 13, the points beside it.
/// Home and End go to the path's first and last point (own 24, own 1). Up and Down go to the
/// facing point of the top or bottom row as the board is seen (from a tray, to the corner
/// point beside it).
#[must_use]
pub fn move_focus(focus: Spot, key: FocusKey, side: Color, turned: bool) -> Spot {
    let at = |i: usize| {
        if i >= 24 {
            Spot::Tray(side)
        } else {
            Spot::Point(side.to_white(24 - i as u8))
        }
    };
    match (key, path_index(focus, side)) {
        (FocusKey::Right, Some(i)) => at((i + 1).min(24)),
        (FocusKey::Left, Some(i)) => at(i.saturating_sub(1)),
        (FocusKey::Right, None) => at(12),
        (FocusKey::Left, None) => at(11),
        (FocusKey::Home, _) => at(0),
        (FocusKey::End, _) => at(23),
        // Up and Down read the screen: on a turned board the screen's top is the layout's bottom.
        (FocusKey::Up, _) => across(focus, !turned),
        (FocusKey::Down, _) => across(focus, turned),
    }
}

/// The point facing `focus` in the top row (`top`) or the bottom row of the unturned layout, in
/// its column (a tray's column is the corner point beside it).
fn across(focus: Spot, top: bool) -> Spot {
    let col = match focus {
        Spot::Tray(Color::White) => 11,
        Spot::Tray(Color::Black) => 0,
        Spot::Point(p) => column(p).0,
    };
    Spot::Point(point_at(col, top))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(n: u8) -> WhitePoint {
        WhitePoint::new(n).expect("a point")
    }

    #[test]
    fn a_pointer_on_the_screen_finds_the_point_under_it_scaled_centred_and_turned() {
        // A box twice the board's width and as tall as it: scale 1, the board centred across.
        let rect = (100.0, 50.0, 2.0 * WIDTH, HEIGHT);
        let p = w(20);
        let (x, y) = checker_center(p, 0, 1);
        let (cx, cy) = (100.0 + WIDTH / 2.0 + x, 50.0 + y);
        let at = client_to_board(rect, cx, cy, false).expect("a box with a size");
        assert!((at.0 - x).abs() < 1e-9 && (at.1 - y).abs() < 1e-9);
        assert_eq!(spot_at(at.0, at.1), Some(Spot::Point(p)));
        // Turned half round, the same place on the screen is the point the half turn brings
        // there: 20 is column 7 of the top row, so column 11 − 7 = 4 of the bottom row, point 8.
        assert_eq!(column(p), (7, true));
        let turned = client_to_board(rect, cx, cy, true).expect("a box with a size");
        assert_eq!(spot_at(turned.0, turned.1), Some(Spot::Point(w(8))));
        assert_eq!(column(w(8)), (4, false));
        // Half the size: half the scale.
        let small = (0.0, 0.0, WIDTH / 2.0, HEIGHT / 2.0);
        let at = client_to_board(small, x / 2.0, y / 2.0, false).expect("a box");
        assert_eq!(spot_at(at.0, at.1), Some(Spot::Point(p)));
        assert_eq!(client_to_board((0.0, 0.0, 0.0, 10.0), 1.0, 1.0, false), None);
    }

    #[test]
    fn columns_and_hits_agree() {
        for p in WhitePoint::all() {
            let (x, y) = checker_center(p, 0, 1);
            assert_eq!(hit(x, y), Some(Ok(p)), "point {p}");
        }
        assert_eq!(column(w(24)), (11, true));
        assert_eq!(column(w(1)), (11, false));
        assert_eq!(column(w(12)), (0, false));
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
    fn numbers_have_their_band() {
        for p in WhitePoint::all() {
            let (x, y) = number_center(p);
            assert_eq!(x, point_cx(p));
            let (_, fy, _, fh) = field_rect(false);
            assert!(
                y + LABEL_FONT_MAX * 0.4 <= fy || y - LABEL_FONT_MAX * 0.4 >= fy + fh,
                "{p}"
            );
            assert!(
                y - LABEL_FONT_MAX * 0.4 >= 0.0 && y + LABEL_FONT_MAX * 0.4 <= HEIGHT,
                "{p}"
            );
        }
    }

    #[test]
    fn stacks_stay_inside_their_point() {
        for n in 1..=15 {
            let (_, y) = checker_center(w(24), n - 1, n);
            assert!(y + RADIUS <= MARGIN + POINT_H + 0.01, "{n}");
            let (_, y) = checker_center(w(1), n - 1, n);
            assert!(y - RADIUS >= HEIGHT - MARGIN - POINT_H - 0.01, "{n}");
        }
    }

    /// The rows as a keyboard user sees them, left to right: each ends at a tray.
    fn rows() -> [Vec<Spot>; 2] {
        let row = |points: Vec<u8>| {
            let mut r = vec![Spot::Tray(Color::Black)];
            r.extend(points.into_iter().map(|n| Spot::Point(w(n))));
            r.push(Spot::Tray(Color::White));
            r
        };
        [row((13..=24).collect()), row((1..=12).rev().collect())]
    }

    #[test]
    fn the_rows_run_left_to_right_as_drawn() {
        for row in rows() {
            let xs: Vec<f64> = row.iter().map(|&s| spot_center(s, 0, 1).0).collect();
            assert!(xs.windows(2).all(|w| w[0] < w[1]), "{row:?}: {xs:?}");
        }
        let [top, bottom] = rows();
        for (t, b) in top[1..13].iter().zip(&bottom[1..13]) {
            assert_eq!(spot_center(*t, 0, 1).0, spot_center(*b, 0, 1).0, "{t:?} above {b:?}");
            assert!(spot_center(*t, 0, 1).1 < HEIGHT / 2.0 && spot_center(*b, 0, 1).1 > HEIGHT / 2.0);
        }
    }

    fn p(n: u8) -> Spot {
        Spot::Point(w(n))
    }

    /// Where a spot is seen on a board turned half round or not: x, and whether in the top half.
    fn seen(s: Spot, turned: bool) -> (f64, bool) {
        let (x, y) = spot_center(s, 0, 1);
        if turned {
            (WIDTH - x, HEIGHT - y < HEIGHT / 2.0)
        } else {
            (x, y < HEIGHT / 2.0)
        }
    }

    #[test]
    fn each_sides_path_runs_the_way_its_checkers_move_around_the_corners_to_its_tray() {
        // White's numbering: White from its head 24 along the top to 13, round the corner to 12,
        // along the bottom to 1, off; Black from its head (White's 12) along the bottom to 1,
        // round to 24, along the top to 13, off.
        let white: Vec<Spot> = (1..=24).rev().map(p).chain([Spot::Tray(Color::White)]).collect();
        let black: Vec<Spot> = (1..=12)
            .rev()
            .chain((13..=24).rev())
            .map(p)
            .chain([Spot::Tray(Color::Black)])
            .collect();
        assert_eq!(path(Color::White).collect::<Vec<_>>(), white);
        assert_eq!(path(Color::Black).collect::<Vec<_>>(), black);
        for side in [Color::White, Color::Black] {
            let all: Vec<Spot> = path(side).collect();
            for (i, &s) in all.iter().enumerate() {
                assert_eq!(path_index(s, side), Some(i), "{side:?} {s:?}");
            }
            assert_eq!(path_index(Spot::Tray(side.other()), side), None);
            // Each step is a neighbour on the board: the next column of a row, the facing point
            // at a corner, and the tray drawn beside the last point.
            for pair in all.windows(2) {
                let ((x0, top0), (x1, top1)) = (seen(pair[0], false), seen(pair[1], false));
                let next_column = top0 == top1 && ((x1 - x0).abs() - POINT_W).abs() <= BAR_W;
                let corner = top0 != top1 && x0 == x1;
                let tray = pair[1] == Spot::Tray(side) && top0 == top1 && (x1 - x0).abs() < POINT_W;
                assert!(next_column || corner || tray, "{side:?}: {pair:?}");
            }
        }
    }

    #[test]
    fn every_key_from_every_spot_for_both_sides_on_both_boards() {
        // The rule sets (Fevga, Mültezim, docs/rules.md §9) share the board and its paths (§1),
        // so the keys are the same under both: nothing here depends on them.
        let mut seen_keys = 0;
        for side in [Color::White, Color::Black] {
            let way: Vec<Spot> = path(side).collect();
            for turned in [false, true] {
                for s in Spot::all() {
                    for key in FocusKey::ALL {
                        let got = move_focus(s, key, side, turned);
                        let i = way.iter().position(|&x| x == s);
                        match (key, i) {
                            (FocusKey::Right, Some(i)) => assert_eq!(got, way[(i + 1).min(24)]),
                            (FocusKey::Left, Some(i)) => assert_eq!(got, way[i.saturating_sub(1)]),
                            // The other side's tray: between own 13 and own 12, beside it.
                            (FocusKey::Right, None) => assert_eq!(got, p(side.to_white(12).get())),
                            (FocusKey::Left, None) => assert_eq!(got, p(side.to_white(13).get())),
                            (FocusKey::Home, _) => assert_eq!(got, p(side.to_white(24).get())),
                            (FocusKey::End, _) => assert_eq!(got, p(side.to_white(1).get())),
                            (FocusKey::Up | FocusKey::Down, _) => {
                                // The facing point in the row the key points to, as seen: the
                                // same column (a tray's: the corner point beside it).
                                let (x, top) = seen(got, turned);
                                assert_eq!(top, key == FocusKey::Up, "{key:?} from {s:?}");
                                let (sx, _) = seen(s, turned);
                                assert!((x - sx).abs() < POINT_W, "{key:?} from {s:?} to {got:?}");
                                assert!(matches!(got, Spot::Point(_)));
                            }
                        }
                        seen_keys += 1;
                    }
                }
            }
        }
        assert_eq!(seen_keys, 2 * 2 * 26 * 6);
    }

    #[test]
    fn arrow_round_trips_and_the_corners() {
        for side in [Color::White, Color::Black] {
            let way: Vec<Spot> = path(side).collect();
            for turned in [false, true] {
                let key = |s, k| move_focus(s, k, side, turned);
                for (i, &s) in way.iter().enumerate() {
                    if i < 24 {
                        assert_eq!(key(key(s, FocusKey::Right), FocusKey::Left), s, "{side:?} {s:?}");
                    }
                    if i > 0 {
                        assert_eq!(key(key(s, FocusKey::Left), FocusKey::Right), s, "{side:?} {s:?}");
                    }
                    if let Spot::Point(_) = s {
                        let (up, down) = (key(s, FocusKey::Up), key(s, FocusKey::Down));
                        let back = if up == s {
                            key(down, FocusKey::Up)
                        } else {
                            key(up, FocusKey::Down)
                        };
                        assert_eq!(back, s, "across and back from {s:?}");
                    }
                }
                // The ends: Left stays on the head, Right on the tray.
                assert_eq!(key(way[0], FocusKey::Left), way[0]);
                assert_eq!(key(way[24], FocusKey::Right), way[24]);
            }
        }
        let white = |s, k| move_focus(s, k, Color::White, false);
        let black = |s, k| move_focus(s, k, Color::Black, true);
        // White's corner 13/12 and its tray; Black's corner (White's 1/24) and its tray.
        assert_eq!(white(p(13), FocusKey::Right), p(12));
        assert_eq!(white(p(12), FocusKey::Left), p(13));
        assert_eq!(white(p(1), FocusKey::Right), Spot::Tray(Color::White));
        assert_eq!(white(p(24), FocusKey::Left), p(24));
        assert_eq!(white(Spot::Tray(Color::Black), FocusKey::Right), p(12));
        assert_eq!(black(p(1), FocusKey::Right), p(24));
        assert_eq!(black(p(24), FocusKey::Left), p(1));
        assert_eq!(black(p(13), FocusKey::Right), Spot::Tray(Color::Black));
        assert_eq!(black(p(12), FocusKey::Left), p(12));
        // Up and Down as seen: on Black's turned board White's 13 is at the bottom right.
        assert_eq!(black(p(13), FocusKey::Up), p(12));
        assert_eq!(white(p(13), FocusKey::Down), p(12));
        // The walks of the keyboard end-to-end tests (White, unturned): the ends, across, and
        // the corner 13/12.
        let mut f = p(24);
        let mut walk = Vec::new();
        for key in [
            "ArrowLeft",
            "ArrowRight",
            "ArrowDown",
            "ArrowRight",
            "Home",
            "End",
            "ArrowUp",
        ] {
            f = white(f, FocusKey::from_key(key).unwrap());
            walk.push(f);
        }
        assert_eq!(walk, [p(24), p(23), p(2), p(1), p(24), p(1), p(24)]);
        for _ in 0..11 {
            f = white(f, FocusKey::Right);
        }
        assert_eq!(f, p(13));
        assert_eq!(white(f, FocusKey::Right), p(12));
        assert_eq!(FocusKey::from_key("Enter"), None);
    }

    #[test]
    fn spots_hit_where_they_are_drawn() {
        for s in Spot::all() {
            let (x, y) = spot_center(s, 0, 1);
            let want = match s {
                Spot::Point(p) => Ok(p),
                Spot::Tray(c) => Err(c),
            };
            assert_eq!(hit(x, y), Some(want), "{s:?}");
        }
    }
}
