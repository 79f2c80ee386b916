//! The frame, the field, the trays, the points with their checkers, and the last play's marks.

use std::fmt::Write;

use fevga_core::decimal::Decimal;
use fevga_core::{Color, WhitePoint};

use crate::geometry::{self as g, RADIUS, Spot};
use crate::svg::{DEFS, button_attrs, esc, n, upright};
use crate::{Arrow, ArrowKind, BoardView, Labels, Mark, color_class, dice, labels};

/// The whole board, in drawing order: frame, then the (possibly turned) field group holding the
/// field, trays, points, last-move marks, numbers and dice.
pub(crate) fn draw(s: &mut String, view: &BoardView, labels: &dyn Labels) {
    let (w, h) = (g::WIDTH, g::HEIGHT);
    s.push_str(DEFS);
    let _ = write!(
        s,
        r#"<rect class="frame" x="0" y="0" width="{}" height="{}" rx="18"/>"#,
        n(w),
        n(h)
    );
    let turned = view.orientation.is_turned();
    if turned {
        let _ = write!(
            s,
            r#"<g id="field" transform="rotate(180 {} {})">"#,
            n(w / 2.0),
            n(h / 2.0)
        );
    } else {
        s.push_str(r#"<g id="field">"#);
    }
    for right in [false, true] {
        let (x, y, fw, fh) = g::field_rect(right);
        let (x, y, fw, fh) = (n(x), n(y), n(fw), n(fh));
        let _ = write!(s, r#"<rect class="field" x="{x}" y="{y}" width="{fw}" height="{fh}"/>"#);
    }
    for color in [Color::Black, Color::White] {
        tray(s, view, labels, color);
    }
    for p in WhitePoint::all() {
        point(s, view, labels, p);
    }
    for &from in &view.marks.last_from {
        let k = view.at(from).map_or(0, |(_, k)| usize::from(k));
        // The free slot above the stack; a squeezed stack has none, so its top checker is ringed.
        let (centre, r) = if k >= g::FULL_STACK {
            (g::checker_center(from, k - 1, k), RADIUS + 3.0)
        } else {
            (g::checker_center(from, k, k + 1), RADIUS - 4.0)
        };
        let _ = write!(
            s,
            r#"<circle class="last-from-mark" cx="{}" cy="{}" r="{}"/>"#,
            n(centre.0),
            n(centre.1),
            n(r)
        );
    }
    for a in &view.marks.arrows {
        arrow(s, view, a);
    }
    if view.numbers {
        labels::draw(s, view);
    }
    if let Some(d) = &view.dice {
        dice::draw(s, d, labels);
    }
    s.push_str("</g>");
}

/// A label with the words of the marks that are on.
fn marked(labels: &dyn Labels, mut label: String, marks: &[(bool, Mark)]) -> String {
    for &(on, mark) in marks {
        if on {
            label.push_str(", ");
            label.push_str(&labels.mark(mark));
        }
    }
    label
}

/// A side's bear-off tray with a slab per borne-off checker.
fn tray(s: &mut String, view: &BoardView, labels: &dyn Labels, color: Color) {
    let spot = Spot::Tray(color);
    let (x, y, tw, th) = g::tray_rect(color);
    let count = view.borne_off(color);
    let target = view.marks.targets.contains(&spot);
    let label = marked(labels, labels.tray(color, count), &[(target, Mark::Target)]);
    let _ = write!(
        s,
        r#"<g class="tray{}" data-tray="{}"{} aria-label="{}"><rect x="{}" y="{}" width="{}" height="{}" rx="8"/>"#,
        if target { " target" } else { "" },
        color.letter(),
        button_attrs(view.interactive, view.focus == Some(spot)),
        esc(&label),
        n(x),
        n(y),
        n(tw),
        n(th)
    );
    for i in 0..usize::from(count) {
        let (cx, cy) = g::slab_center(color, i);
        let top = i + 1 == usize::from(count);
        let _ = write!(
            s,
            r#"<rect class="slab {}"{} x="{}" y="{}" width="{}" height="{}" rx="4"/>"#,
            color_class(color),
            if top {
                format!(r#" id="ck-tray-{}""#, color.letter())
            } else {
                String::new()
            },
            n(cx - (tw - 14.0) / 2.0),
            n(cy - g::SLAB_H / 2.0),
            n(tw - 14.0),
            n(g::SLAB_H)
        );
    }
    s.push_str("</g>");
}

/// A point: its hit area, triangle, target dot, checkers and, on a squeezed stack, the count.
fn point(s: &mut String, view: &BoardView, labels: &dyn Labels, p: WhitePoint) {
    let marks = &view.marks;
    let (col, top) = g::column(p);
    let x = g::column_x(col);
    let base = if top { g::MARGIN } else { g::HEIGHT - g::MARGIN };
    let tip = if top {
        g::MARGIN + g::POINT_H
    } else {
        g::HEIGHT - g::MARGIN - g::POINT_H
    };
    let shade = if (col + usize::from(top)) % 2 == 0 { "a" } else { "b" };
    let occupant = view.at(p);
    let is_movable = marks.movable.contains(&p);
    let is_selected = marks.selected == Some(p);
    let is_target = marks.targets.contains(&Spot::Point(p));
    let is_last_to = marks.last_to.contains(&p);
    let label = marked(
        labels,
        labels.point(view.numbering.own(p), occupant),
        &[
            (is_selected, Mark::Selected),
            (is_movable && !is_selected, Mark::Movable),
            (is_target, Mark::Target),
        ],
    );
    let mut class = String::from("pt");
    for (on, c) in [
        (is_movable, " movable"),
        (is_selected, " selected"),
        (is_target, " target"),
        (is_last_to, " last-to"),
        (marks.highlight.contains(&p), " highlight"),
    ] {
        if on {
            class.push_str(c);
        }
    }
    let half_top = n(if top { 0.0 } else { g::HEIGHT / 2.0 });
    let (x_at, base, tip) = (x, n(base), n(tip));
    let x = n(x);
    let _ = write!(
        s,
        r#"<g class="{class}" data-point="{p}"{} aria-label="{}"><rect class="hit" x="{x}" y="{half_top}" width="{}" height="{}"/><path class="tri {shade}" d="M{x} {base} L{} {tip} L{} {base} Z"/>"#,
        button_attrs(view.interactive, view.focus == Some(Spot::Point(p))),
        esc(&label),
        n(g::POINT_W),
        n(g::HEIGHT / 2.0),
        n(x_at + g::POINT_W / 2.0),
        n(x_at + g::POINT_W)
    );
    if is_target {
        let (cx, cy) = g::checker_center(p, 0, 1);
        let _ = write!(
            s,
            r#"<circle class="dest" cx="{}" cy="{}" r="{}"/>"#,
            n(cx),
            n(cy),
            n(RADIUS * 0.45)
        );
    }
    if let Some((c, count)) = occupant {
        let count = usize::from(count);
        for i in 0..count {
            let (cx, cy) = g::checker_center(p, i, count);
            let (cx, cy) = (n(cx), n(cy));
            let _ = write!(
                s,
                r#"<circle class="ck {}"{} cx="{cx}" cy="{cy}" r="{}"/>"#,
                color_class(c),
                if i + 1 == count {
                    format!(r#" id="ck-{p}""#)
                } else {
                    String::new()
                },
                n(RADIUS - 1.5)
            );
        }
        if count > g::FULL_STACK {
            let (cx, cy) = g::checker_center(p, count - 1, count);
            let _ = write!(
                s,
                r#"<text class="count {}" x="{}" y="{}" dominant-baseline="central"{}>{count}</text>"#,
                color_class(c),
                n(cx),
                n(cy),
                upright(view.orientation.is_turned(), cx, cy)
            );
        }
    }
    s.push_str("</g>");
}

/// An arrow from the top checker of `a.from` to the free slot of its point or the middle of the
/// tray: a shaft and a head, in the field's (possibly turned) coordinates.
fn arrow(s: &mut String, view: &BoardView, a: &Arrow) {
    let n = view.at(a.from).map_or(1, |(_, n)| usize::from(n).max(1));
    let (x0, y0) = g::checker_center(a.from, n - 1, n);
    let (x1, y1) = match a.to {
        Spot::Point(p) => {
            let m = view.at(p).map_or(0, |(_, m)| usize::from(m));
            g::checker_center(p, m, m + 1)
        }
        Spot::Tray(c) => {
            let (x, y, w, h) = g::tray_rect(c);
            (x + w / 2.0, y + h / 2.0)
        }
    };
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = dx.hypot(dy);
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (head, half) = (30.0, 17.0);
    let (bx, by) = (x1 - ux * head, y1 - uy * head);
    let r = |v: f64| Decimal::trimmed(v, 1);
    let _ = write!(
        s,
        r#"<g class="arrow {}"><line x1="{}" y1="{}" x2="{}" y2="{}"/><path d="M{} {} L{} {} L{} {} Z"/></g>"#,
        match a.kind {
            ArrowKind::Best => "best",
            ArrowKind::Played => "played",
        },
        r(x0),
        r(y0),
        r(bx),
        r(by),
        r(x1),
        r(y1),
        r(bx - uy * half),
        r(by + ux * half),
        r(bx + uy * half),
        r(by - ux * half),
    );
}
