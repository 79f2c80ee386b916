//! The position editor's calls (feature `editor`, built into `editor/` only): each translates
//! to `fevga-diagram` and the core, and answers in plain values; a fault comes back as its words
//! in the editor's language, never as a trap.

use fevga_core::link::Link;
use fevga_core::{Board, Color, Position};
use fevga_diagram::edit::{counts, set_count};
use fevga_diagram::{Diagram, position_why};
use fevga_i18n::{Lang, Messages};
use wasm_bindgen::prelude::*;

use crate::{pairs, text};

/// The language of a tag (`en`, `de-AT`…), English if none.
fn lang(v: &JsValue) -> Lang {
    Lang::from_tag(&text(v)).unwrap_or_default()
}

/// The editor's words in `lang`: every `editor-…` message, and from the game's words the sides'
/// names (`white`, `black`) and the rule sets' (`rules-fevga`, `rules-multezim`: in Turkish the
/// game is Mültezim and the rule sets Yunan usulü and Türk usulü), as an object of key → text.
#[wasm_bindgen(js_name = editorWords)]
#[must_use]
pub fn editor_words(lang_tag: &JsValue) -> js_sys::Object {
    let l = lang(lang_tag);
    let out = js_sys::Object::new();
    let m = Messages::editor(l);
    let page = Messages::of(l);
    let words = m
        .keys()
        .map(|k| (k.to_string(), m.t(k)))
        .chain(["white", "black", "rules-fevga", "rules-multezim"].map(|k| (k.to_string(), page.t(k))));
    for (k, v) in words {
        let _ = js_sys::Reflect::set(&out, &JsValue::from_str(&k), &JsValue::from_str(&v));
    }
    out
}

/// The start position's text.
#[wasm_bindgen(js_name = startPosition)]
#[must_use]
pub fn start_position() -> String {
    Position::start().to_string()
}

/// `[text, fault]` after an edit: the new position's text and no fault, or the old text and
/// the core's reason in `lang`.
fn answer(before: &str, after: Result<Position, fevga_core::PositionError>, l: Lang) -> js_sys::Array {
    let (t, fault) = match after {
        Ok(p) => (p.to_string(), String::new()),
        Err(e) => (before.to_string(), position_why(&e, Messages::diagram(l))),
    };
    js_sys::Array::of2(&JsValue::from_str(&t), &JsValue::from_str(&fault))
}

/// Sets `count` checkers of `color` (`white` or `black`) on `point` (White's numbering) of the
/// position `position`: `[text, fault]`.
#[wasm_bindgen(js_name = setCount)]
#[must_use]
pub fn set_count_js(
    position: &JsValue,
    color: &JsValue,
    point: &JsValue,
    count: &JsValue,
    lang_tag: &JsValue,
) -> js_sys::Array {
    let l = lang(lang_tag);
    let before = text(position);
    let pos = match before.parse::<Position>() {
        Ok(p) => p,
        Err(e) => return answer(&before, Err(e), l),
    };
    let Ok(color) = text(color).parse::<Color>() else {
        return answer(&before, Ok(pos), l);
    };
    let num = |v: &JsValue| {
        v.as_f64()
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map_or(0.0, f64::trunc)
    };
    let point = num(point).min(99.0) as u32;
    let count = num(count).min(99.0) as u8;
    answer(&before, set_count(&pos, color, point, count), l)
}

/// The position with `turn` (`white` or `black`) to move, with the colours swapped (`swap`), or
/// with no checker on the board, the same side to move (`clear`): `[text, fault]`.
#[wasm_bindgen(js_name = changePosition)]
#[must_use]
pub fn change_position(position: &JsValue, turn: &JsValue, lang_tag: &JsValue) -> js_sys::Array {
    let l = lang(lang_tag);
    let before = text(position);
    let after = before.parse::<Position>().map(|p| match text(turn).as_str() {
        "swap" => p.swapped(),
        "clear" => Position::from_board(&Board {
            white: [0; 25],
            black: [0; 25],
            turn: p.turn(),
        })
        .unwrap_or(p),
        t => t.parse::<Color>().map_or(p, |c| p.with_turn(c)),
    });
    answer(&before, after, l)
}

/// The number White's point `point` (1–24) has on a board with `bottom`'s (`white` or `black`)
/// numbers, as the diagram labels it; 0 for a point outside 1–24.
#[wasm_bindgen(js_name = boardNumber)]
#[must_use]
pub fn board_number(bottom: &JsValue, point: &JsValue) -> u8 {
    let bottom = text(bottom).parse::<Color>().unwrap_or(Color::White);
    let p = point
        .as_f64()
        .filter(|f| (1.0..=24.0).contains(f))
        .map_or(0, |f| f as usize);
    if p == 0 {
        return 0;
    }
    bottom.own(fevga_core::WhitePoint::ALL[p - 1])
}

/// The position's checkers by point (White's numbering, index 1–24): positive White's,
/// negative Black's; index 0 is the side to move (1 White, −1 Black); empty if the text is not
/// a position.
#[wasm_bindgen(js_name = positionCounts)]
#[must_use]
pub fn position_counts(position: &JsValue) -> Vec<i8> {
    text(position)
        .parse::<Position>()
        .map(|p| {
            let mut c = counts(&p);
            c[0] = if p.turn() == Color::White { 1 } else { -1 };
            c.to_vec()
        })
        .unwrap_or_default()
}

/// The game's address fragment for `position` (`#` not included), with `dice` (`6-5`, or
/// empty) and `rules`: `fevga_core::link`'s format; empty if the position or dice cannot be read.
#[wasm_bindgen(js_name = gameFragment)]
#[must_use]
pub fn game_fragment(position: &JsValue, dice: &JsValue, rules: &JsValue) -> String {
    let Ok(position) = text(position).parse::<Position>() else {
        return String::new();
    };
    let dice = match text(dice).as_str() {
        "" => None,
        d => match d.parse() {
            Ok(d) => Some(d),
            Err(_) => return String::new(),
        },
    };
    let rules = text(rules).parse().unwrap_or_default();
    Link { position, dice, rules }.to_fragment()
}

/// Why the diagram of `position` with `attrs` cannot be drawn, in its language; empty if it can.
#[wasm_bindgen(js_name = diagramFault)]
#[must_use]
pub fn diagram_fault(position: &JsValue, attrs: &JsValue) -> String {
    match Diagram::from_attrs(&text(position), &pairs(attrs)) {
        Ok(_) => String::new(),
        Err((l, e)) => e.message(Messages::of(l)),
    }
}

/// The diagram's first frame as a standalone SVG file; empty if it cannot be drawn.
#[wasm_bindgen(js_name = diagramSvg)]
#[must_use]
pub fn diagram_svg(position: &JsValue, attrs: &JsValue) -> String {
    Diagram::from_attrs(&text(position), &pairs(attrs)).map_or_else(|_| String::new(), |d| d.svg(0))
}
