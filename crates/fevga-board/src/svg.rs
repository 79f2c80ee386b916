//! Writing SVG: escaping, the shared `<defs>`, text kept upright, and the style of a standalone
//! diagram.

use fevga_core::decimal::Decimal;

/// Escapes text for an SVG (or HTML) attribute or text node.
#[must_use]
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Black's checkers' and the frame's gradients, referred to by the style (`url(#gb)`,
/// `url(#gf)`). White's checkers are one colour: a browser's forced dark mode inverts a
/// gradient's light colours (not a plain fill's), which would turn White as dark as Black.
pub const DEFS: &str = concat!(
    r##"<defs><radialGradient id="gb" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#5a5553"/>"##,
    r##"<stop offset=".6" stop-color="#2a2725"/><stop offset="1" stop-color="#141211"/></radialGradient>"##,
    r##"<linearGradient id="gf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b3a25"/>"##,
    r##"<stop offset=".5" stop-color="#4a2f1f"/><stop offset="1" stop-color="#3a2417"/></linearGradient></defs>"##
);

/// The class on a standalone diagram's root `<svg>`; [`STYLE`]'s rules apply only inside it.
pub const ROOT_CLASS: &str = "fevga-board";

/// The board's colours for a standalone diagram: the `#board` rules of the page's
/// `web/style.css` with its colour variables written out (a test in the page checks they agree),
/// without what only a pointer or keyboard uses (focus rings, cursors, the drag ghost, the roll
/// animation).
pub const STYLE: &str = concat!(
    ".fevga-board text{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif}",
    ".fevga-board .frame{fill:url(#gf)}",
    ".fevga-board .field{fill:#e6d3ae}",
    ".fevga-board .tri.a{fill:#9d3b25}",
    ".fevga-board .tri.b{fill:#2f4a46}",
    ".fevga-board .hit{fill:transparent}",
    ".fevga-board .num{fill:#d9c3a3;font-size:22px;text-anchor:middle;font-weight:600}",
    ".fevga-board .tray rect:first-child{fill:#36231a;stroke:#1e130d;stroke-width:2}",
    ".fevga-board .tray.target rect:first-child{fill:#5b4a1c;stroke:#e8b04a;stroke-width:4}",
    ".fevga-board .slab.w{fill:#f7f1e4;stroke:#b9ab93}",
    ".fevga-board .slab.b{fill:#262322;stroke:#555}",
    ".fevga-board .ck{stroke-width:2.5}",
    ".fevga-board .ck.w{fill:#f7f1e4;stroke:#b9ab93}",
    ".fevga-board .ck.b{fill:url(#gb);stroke:#050505}",
    ".fevga-board .count{font-size:26px;font-weight:700;text-anchor:middle}",
    ".fevga-board .count.w{fill:#3b2a1c}",
    ".fevga-board .count.b{fill:#f3eadb}",
    ".fevga-board .pt.movable .ck:last-of-type{stroke:#f5d27a;stroke-width:4}",
    ".fevga-board .pt.selected .ck:last-of-type{stroke:#e8b04a;stroke-width:7}",
    ".fevga-board .pt.target .tri{filter:brightness(1.35)}",
    ".fevga-board .dest{fill:#e8b04a;opacity:.85}",
    // A board that takes a play (fevga-board-web): its keyboard focus and the dragged checker.
    ".fevga-board .pt:focus,.fevga-board .tray:focus{outline:none}",
    ".fevga-board .pt:focus-visible .hit{stroke:#e0a030;stroke-width:6}",
    ".fevga-board .tray:focus-visible rect:first-child{stroke:#e0a030;stroke-width:6}",
    ".fevga-board .ghost{opacity:.8;pointer-events:none}",
    ".fevga-board .die rect{fill:#fbf7ee;stroke:#8a7a62;stroke-width:2}",
    ".fevga-board .dice.b .die rect{fill:#2b2726;stroke:#000}",
    ".fevga-board .die circle{fill:#2a2220}",
    ".fevga-board .dice.b .die circle{fill:#f3eadb}",
    ".fevga-board .dice .die.w rect{fill:#fbf7ee;stroke:#8a7a62}",
    ".fevga-board .dice .die.w circle{fill:#2a2220}",
    ".fevga-board .dice .die.b rect{fill:#2b2726;stroke:#000}",
    ".fevga-board .dice .die.b circle{fill:#f3eadb}",
    ".fevga-board .die.used{opacity:.35}",
    ".fevga-board .dice.last .die.used{opacity:.5}",
    ".fevga-board .last-to .ck:last-of-type{stroke:#7cc4ff;stroke-width:5}",
    ".fevga-board .last-from-mark{fill:none;stroke:#7cc4ff;stroke-width:4;stroke-dasharray:6 6}",
    ".fevga-board .arrow line{stroke-width:9;stroke-linecap:round;opacity:.9}",
    ".fevga-board .arrow path{opacity:.9}",
    ".fevga-board .arrow.best line{stroke:#e8b04a}",
    ".fevga-board .arrow.best path{fill:#e8b04a}",
    ".fevga-board .arrow.played line{stroke:#7cc4ff;stroke-dasharray:14 10}",
    ".fevga-board .arrow.played path{fill:#7cc4ff}",
);

/// A coordinate or length as the board writes it: to 0.01, trailing zeros dropped, with integer
/// arithmetic ([`Decimal::num`]: no float formatting in the pages' wasm).
pub(crate) fn n(v: f64) -> Decimal {
    Decimal::num(v)
}

/// Keeps text upright on a board turned half round: a counter-rotation about `(x, y)`.
pub(crate) fn upright(turned: bool, x: f64, y: f64) -> String {
    if turned {
        format!(r#" transform="rotate(180 {} {})""#, n(x), n(y))
    } else {
        String::new()
    }
}

/// ` tabindex="0|-1" role="button"` for an element of an interactive board; else ` role="img"`:
/// a point or tray of a picture is an image its label names (a label on an element without a
/// role is not allowed, and assistive technology ignores it).
pub(crate) fn button_attrs(interactive: bool, focused: bool) -> String {
    if interactive {
        format!(r#" tabindex="{}" role="button""#, if focused { 0 } else { -1 })
    } else {
        r#" role="img""#.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping() {
        assert_eq!(esc(r#"<a href="x">&'"#), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
        assert_eq!(esc("Ünlü – 24"), "Ünlü – 24");
    }

    #[test]
    fn every_style_rule_is_scoped() {
        for rule in STYLE.split_inclusive('}') {
            assert!(rule.starts_with(".fevga-board "), "{rule}");
        }
    }
}
