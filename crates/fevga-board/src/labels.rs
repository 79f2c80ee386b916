//! The point numbers beside the points, upright on a turned board.

use std::fmt::Write;

use crate::BoardView;
use crate::geometry as g;
use crate::svg::upright;

/// The 24 numbers, in the view's numbering, above the top row and below the bottom row.
pub(crate) fn draw(s: &mut String, view: &BoardView) {
    for p in 1..=24u8 {
        let (_, top) = g::column(p);
        let y = if top {
            g::MARGIN - 12.0
        } else {
            g::HEIGHT - g::MARGIN + 26.0
        };
        let x = g::point_cx(p);
        let turn = upright(view.orientation.is_turned(), x, y - 8.0);
        let number = view.numbering.from_white_point(p);
        let _ = write!(
            s,
            r#"<text class="num" x="{x}" y="{y}"{turn} aria-hidden="true">{number}</text>"#
        );
    }
}
