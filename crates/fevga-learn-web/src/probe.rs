//! The tests' probe (`window.learnState()`): the page's state as a plain object, read by the
//! end-to-end tests (never by the page itself).

use wasm_bindgen::JsValue;

use crate::app::App;
use crate::page::Screen;

/// The page as the tests read it: `screen` (`list`, `lesson`, `puzzle`), the `lesson`'s index
/// or the `puzzle`'s id, the `position` shown (§11's text), the `mover`, whether the board takes
/// a play (`live`) and the steps `entered`, the last try (`tried`: `right`, `wrong` or null),
/// and the puzzles' load (`puzzles`: `idle`, `loading`, `ready`, `failed`).
#[must_use]
pub fn state(app: &App) -> JsValue {
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &k.into(), &v);
    };
    let p = app.page();
    let screen = match p.screen() {
        Screen::List => "list",
        Screen::Lesson { index, .. } => {
            set("lesson", JsValue::from(*index as f64));
            "lesson"
        }
        Screen::Puzzle { .. } => "puzzle",
    };
    set("screen", screen.into());
    if let Some(x) = p.puzzle() {
        set("puzzle", x.id.as_str().into());
    }
    set(
        "position",
        p.shown().map_or(JsValue::NULL, |pos| pos.to_string().into()),
    );
    set("mover", app.mover().as_str().into());
    set("live", p.entry().is_some().into());
    set(
        "entered",
        JsValue::from(p.entry().map_or(0, |e| e.turn().steps().len()) as f64),
    );
    set(
        "tried",
        p.tried().map_or(JsValue::NULL, |t| {
            (if t.verdict.is_right() { "right" } else { "wrong" }).into()
        }),
    );
    let load = match p.puzzles() {
        crate::page::Load::Idle => "idle",
        crate::page::Load::Loading => "loading",
        crate::page::Load::Ready(_) => "ready",
        crate::page::Load::Failed => "failed",
    };
    set("puzzles", load.into());
    o.into()
}
