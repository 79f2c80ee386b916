//! The position editor's calls (feature `editor`, built into `editor/` only): each translates
//! to `fevga-diagram` and the core, and answers in plain values; a fault comes back as its words
//! in the editor's language, never as a trap.

use fevga_core::link::Link;
use fevga_core::{Board, Color, Position, StepTo};
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
        .chain(["white", "black", "rules-fevga", "rules-multezim", "app-title"].map(|k| (k.to_string(), page.t(k))));
    for (k, v) in words {
        let _ = js_sys::Reflect::set(&out, &JsValue::from_str(&k), &JsValue::from_str(&v));
    }
    out
}

/// The site's language for this page (the page kit's one choice: `?lang=`, the kept choice, the
/// browser's languages, English), as its tag.
#[wasm_bindgen(js_name = siteLang)]
#[must_use]
pub fn site_lang() -> String {
    fevga_page_web::choose_lang(None).as_str().to_string()
}

/// Draws the site's one header into the page's `<header>` in `lang`, and listens to its language
/// menu (a choice is kept for every page and the page reloads in it).
#[wasm_bindgen(js_name = showSiteHeader)]
pub fn show_site_header(lang_tag: &JsValue) {
    use fevga_page_web::header::{Header, Place, listen_language_menu, show_header};
    let header = Header {
        here: Place::Editor,
        root: "../",
        due: 0,
        tools: "",
    };
    show_header(Messages::of(lang(lang_tag)), &header);
    let _ = listen_language_menu();
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
        Err((l, e)) => e.message(Messages::diagram(l)),
    }
}

/// The diagram's first frame as a standalone SVG file; empty if it cannot be drawn.
#[wasm_bindgen(js_name = diagramSvg)]
#[must_use]
pub fn diagram_svg(position: &JsValue, attrs: &JsValue) -> String {
    Diagram::from_attrs(&text(position), &pairs(attrs)).map_or_else(|_| String::new(), |d| d.svg(0))
}

/// The colours an embed may set, in order, each with the diagram's own light colour
/// (`#rrggbb`, or empty for one it does not set as a colour): `[[name, colour], …]`.
#[wasm_bindgen(js_name = colourDefaults)]
#[must_use]
pub fn colour_defaults() -> js_sys::Array {
    fevga_diagram::COLORS
        .iter()
        .map(|c| {
            let d = fevga_diagram::default_color(c).unwrap_or_default();
            JsValue::from(js_sys::Array::of2(&JsValue::from_str(c), &JsValue::from_str(d)))
        })
        .collect()
}

/// How many positions the diagram of `position` with `attrs` shows (the element's, then one
/// after each play of `moves`); 0 if it cannot be drawn.
#[wasm_bindgen(js_name = frameCount)]
#[must_use]
pub fn frame_count(position: &JsValue, attrs: &JsValue) -> u32 {
    Diagram::from_attrs(&text(position), &pairs(attrs)).map_or(0, |d| u32::try_from(d.frames().len()).unwrap_or(0))
}

/// One of Learn's puzzles as a "your move" diagram: `[position, rules, dice, answer]` (dice
/// higher first, the answer in the mover's numbering) for the puzzle `id` (`p0012`; case and
/// spaces do not matter) of the puzzles' file `file`, as written there (the diagram checks them
/// as it checks any); or `[fault]` in `lang` if the file has no such puzzle.
#[wasm_bindgen(js_name = puzzleTask)]
#[must_use]
pub fn puzzle_task(file: &JsValue, id: &JsValue, lang_tag: &JsValue) -> js_sys::Array {
    let s = |v: &str| JsValue::from_str(v);
    let file = text(file);
    let id = text(id).trim().to_ascii_lowercase();
    match fevga_learn::PuzzleLine::find(&file, &id) {
        Some(p) => {
            // Higher die first, as the editor's lists of rolls write them.
            let dice = p
                .dice
                .parse::<fevga_core::Dice>()
                .map_or_else(|_| p.dice.to_string(), |d| format!("{}-{}", d.high(), d.low()));
            let out = js_sys::Array::of3(&s(p.position), &s(p.rules), &s(&dice));
            out.push(&s(p.best));
            out
        }
        None => {
            let words = Messages::editor(lang(lang_tag));
            js_sys::Array::of1(&s(
                &words.tf("editor-puzzle-unknown", &[("id", fevga_i18n::Arg::Str(&id))])
            ))
        }
    }
}

/// A field of the editor's play state: `fields[name]` as text.
fn field(fields: &JsValue, name: &str) -> String {
    js_sys::Reflect::get(fields, &JsValue::from_str(name))
        .map(|v| text(&v))
        .unwrap_or_default()
}

/// An object of the given (key, text) pairs.
fn object(pairs: &[(&str, String)]) -> js_sys::Object {
    let out = js_sys::Object::new();
    for (k, v) in pairs {
        let _ = js_sys::Reflect::set(&out, &JsValue::from_str(k), &JsValue::from_str(v));
    }
    out
}

/// White's point `v` (1–24) in `side`'s numbering; `None` for anything else.
fn own_point(side: Color, v: &JsValue) -> Option<u8> {
    let p = v.as_f64().filter(|f| (1.0..=24.0).contains(f))? as usize;
    Some(side.own(fevga_core::WhitePoint::ALL[p - 1]))
}

/// A move played on the board, one click at a time. `fields` holds the editor's state as text:
/// `position`, `lastMove`, `moves` (the diagram's), `rules`, `dice` (`6-5`), `steps` (the turn
/// so far), `bottom`, `lang`. `from` is the clicked checker's point (White's numbering, 1–24);
/// `to` where it goes (1–24, 0 for borne off), or nothing to only choose the checker; with no
/// `from`, only the state is answered. The answer has the same fields (the diagram's changed
/// when a play completes: the first becomes the last move, the next join `moves`), `shown` (the
/// position to draw: the turn so far), `fault` (why the click changed nothing, in words) and
/// `said` (what happened, to announce).
#[wasm_bindgen(js_name = playStep)]
#[must_use]
pub fn play_step(fields: &JsValue, from: &JsValue, to: &JsValue) -> js_sys::Object {
    use fevga_diagram::playing::{RecordFault, Recorded, StepFault, choose, fault_words, step, steps_text, turn};
    let l = Lang::from_tag(&field(fields, "lang")).unwrap_or_default();
    let (m, e) = (Messages::of(l), Messages::editor(l));
    let rules = field(fields, "rules").parse().unwrap_or_default();
    let bottom = field(fields, "bottom").parse().unwrap_or(Color::White);
    let mut rec = Recorded {
        position: Position::start(),
        last_move: field(fields, "lastMove").trim().to_string(),
        moves: field(fields, "moves").trim().to_string(),
    };
    let mut steps = field(fields, "steps");
    let answer = |rec: &Recorded, steps: &str, shown: Option<Position>, fault: String, said: String| {
        object(&[
            ("position", rec.position.to_string()),
            ("lastMove", rec.last_move.clone()),
            ("moves", rec.moves.clone()),
            ("steps", steps.to_string()),
            ("shown", shown.map(|p| p.to_string()).unwrap_or_default()),
            ("fault", fault),
            ("said", said),
        ])
    };
    rec.position = match field(fields, "position").parse::<Position>() {
        Ok(p) => p,
        Err(err) => return answer(&rec, "", None, position_why(&err, Messages::diagram(l)), String::new()),
    };
    let now = match rec.now(rules) {
        Ok(p) => p,
        Err(err) => return answer(&rec, "", None, err.message(Messages::diagram(l)), String::new()),
    };
    let Ok(dice) = field(fields, "dice").parse::<fevga_core::Dice>() else {
        let fault = if from.is_undefined() || from.is_null() {
            String::new()
        } else {
            e.t("editor-choose-roll")
        };
        return answer(&rec, "", Some(now), fault, String::new());
    };
    let mover = now.turn();
    let side = m.t(mover.as_str());
    let dice_text = dice.to_string();
    let mut t = turn(now, rules, dice, &steps).unwrap_or_else(|| fevga_core::PartialTurn::new(now, rules, dice));
    // Made complete (or a roll with no play): recorded.
    let record = |rec: &Recorded, t: &fevga_core::PartialTurn| -> (Recorded, String, String) {
        let play = t.completed();
        match rec.with(rules, dice, play) {
            Ok(r) => {
                let said = play.map_or_else(
                    || e.tf("editor-passed", &[("dice", fevga_i18n::Arg::Str(&dice_text))]),
                    |p| {
                        let mv = format!("{dice_text} {}", p.notation_in(mover, bottom));
                        e.tf("editor-recorded", &[("move", fevga_i18n::Arg::Str(&mv))])
                    },
                );
                (r, said, String::new())
            }
            Err(RecordFault::FirstIsPass) => (
                rec.clone(),
                String::new(),
                e.tf("editor-first-pass", &[("dice", fevga_i18n::Arg::Str(&dice_text))]),
            ),
            Err(RecordFault::Diagram(err)) => (rec.clone(), String::new(), err.message(Messages::diagram(l))),
        }
    };
    if t.dice_needed() == 0 && !(from.is_undefined() || from.is_null()) {
        let (r, said, fault) = record(&rec, &t);
        let shown = r.now(rules).ok();
        return answer(&r, "", shown, fault, said);
    }
    let to_play = || {
        e.tf(
            "editor-to-play",
            &[
                ("side", fevga_i18n::Arg::Str(&side)),
                ("dice", fevga_i18n::Arg::Str(&dice_text)),
            ],
        )
    };
    let Some(from) = own_point(mover, from) else {
        steps = steps_text(&t);
        return answer(&rec, &steps, Some(t.position()), String::new(), to_play());
    };
    let label = |p: u8| i64::from(bottom.own(mover.to_white(p)));
    let done = if to.is_undefined() || to.is_null() {
        choose(&t, from).map(|()| false)
    } else {
        let target = if to.as_f64() == Some(0.0) {
            Some(StepTo::Off)
        } else {
            own_point(mover, to).map(StepTo::Point)
        };
        match target {
            Some(target) => step(&mut t, from, target).map(|()| t.completed().is_some()),
            None => Err(StepFault::NotThere),
        }
    };
    match done {
        Err(f) => answer(
            &rec,
            &steps_text(&t),
            Some(t.position()),
            fault_words(f, mover, bottom, m, e),
            String::new(),
        ),
        Ok(false) if to.is_undefined() || to.is_null() => answer(
            &rec,
            &steps_text(&t),
            Some(t.position()),
            String::new(),
            e.tf("editor-chosen", &[("point", fevga_i18n::Arg::Num(label(from)))]),
        ),
        Ok(false) => answer(&rec, &steps_text(&t), Some(t.position()), String::new(), to_play()),
        Ok(true) => {
            let (r, said, fault) = record(&rec, &t);
            if fault.is_empty() {
                let shown = r.now(rules).ok();
                answer(&r, "", shown, fault, said)
            } else {
                answer(&rec, &steps_text(&t), Some(t.position()), fault, said)
            }
        }
    }
}

/// The diagram's fields (`position`, `lastMove`, `moves`, `rules`, `lang`) without the last
/// recorded play: the last of `moves`, or else the last move, the position taken back to before
/// it. `fault` says why nothing changed.
#[wasm_bindgen(js_name = takeBack)]
#[must_use]
pub fn take_back(fields: &JsValue) -> js_sys::Object {
    use fevga_diagram::playing::Recorded;
    let l = Lang::from_tag(&field(fields, "lang")).unwrap_or_default();
    let rules = field(fields, "rules").parse().unwrap_or_default();
    let (p, last_move, moves) = (
        field(fields, "position"),
        field(fields, "lastMove"),
        field(fields, "moves"),
    );
    let pos = match p.parse::<Position>() {
        Ok(p) => p,
        Err(err) => {
            let f = position_why(&err, Messages::diagram(l));
            return object(&[("position", p), ("lastMove", last_move), ("moves", moves), ("fault", f)]);
        }
    };
    let rec = Recorded {
        position: pos,
        last_move: last_move.trim().to_string(),
        moves: moves.trim().to_string(),
    };
    match rec.without_last(rules) {
        Ok(r) => object(&[
            ("position", r.position.to_string()),
            ("lastMove", r.last_move),
            ("moves", r.moves),
            ("fault", String::new()),
        ]),
        Err(why) => {
            let err = fevga_diagram::DiagramError::LastMove {
                text: rec.last_move.clone(),
                why,
            };
            object(&[
                ("position", p),
                ("lastMove", last_move),
                ("moves", moves),
                ("fault", err.message(Messages::diagram(l))),
            ])
        }
    }
}

/// A game link's fragment (`#position=…&dice=…&rules=…`, `fevga_core::link`'s format) read:
/// `[position, dice, rules]` (dice empty if none, else higher die first), or `[fault]` in `lang` if it has a position
/// that cannot be read, or `[]` if it has no position.
#[wasm_bindgen(js_name = readLink)]
#[must_use]
pub fn read_link(fragment: &JsValue, lang_tag: &JsValue) -> js_sys::Array {
    let s = |v: String| JsValue::from_str(&v);
    match Link::from_fragment(&text(fragment)) {
        Ok(link) => js_sys::Array::of3(
            &s(link.position.to_string()),
            // Higher die first, as the editor's lists of rolls write them.
            &s(link
                .dice
                .map(|d| format!("{}-{}", d.high(), d.low()))
                .unwrap_or_default()),
            &s(link.rules.as_str().to_string()),
        ),
        Err(fevga_core::link::LinkError::NoPosition) => js_sys::Array::new(),
        Err(_) => js_sys::Array::of1(&s(Messages::editor(lang(lang_tag)).t("editor-bad-link"))),
    }
}
