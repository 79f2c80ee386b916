//! The point numbers beside the points, upright on a turned board.

use std::fmt::Write;

use fevga_core::WhitePoint;

use crate::BoardView;
use crate::geometry as g;
use crate::svg::{n, upright};

/// The 24 numbers, in the view's numbering, above the top row and below the bottom row.
pub(crate) fn draw(s: &mut String, view: &BoardView) {
    for p in WhitePoint::all() {
        let (x, y) = g::number_center(p);
        let turn = upright(view.orientation.is_turned(), x, y);
        let number = view.numbering.own(p);
        let (x, y) = (n(x), n(y));
        let _ = write!(
            s,
            r#"<text class="num" x="{x}" y="{y}" dominant-baseline="central"{turn} aria-hidden="true">{number}</text>"#
        );
    }
}
