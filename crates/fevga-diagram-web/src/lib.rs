//! The `<fevga-diagram>` element's one entry point: attributes in, markup out. It only
//! translates: every check and every word is `fevga-diagram`'s. Whatever a page passes (any
//! type), the answer is markup: a diagram, or the fault named inside the widget.
//!
//! | module or folder | what it owns |
//! |---|---|
//! | this module | the element's calls, built into `dist/diagram/` by `scripts/build-pages.sh` (`web/pages.tsv`) |
//! | `editor` | (feature `editor`) the position editor's calls, built into `dist/editor/` only, so a page of diagrams does not download them |
//! | `task` | (feature `task`) a "your move" diagram played and judged, built into `dist/diagram/task/` only, loaded when a reader starts one |
//! | `web/diagram/` | the element's script (`fevga-diagram.js`) and the iframe page (`index.html`, `frame.js`) |
//! | `web/editor/` | the position editor's page (`index.html`, `editor.js`, `editor.css`) |

#![warn(missing_docs)]

use fevga_diagram::{ATTRIBUTES, Diagram, PENDING, error_markup, style};
use wasm_bindgen::prelude::*;

#[cfg(feature = "editor")]
mod editor;
#[cfg(feature = "task")]
mod task;

/// A value as text: strings as they are, anything else as nothing (the diagram then names
/// what is missing).
pub(crate) fn text(v: &JsValue) -> String {
    v.as_string().unwrap_or_default()
}

/// The markup of frame `frame` of the diagram whose element text is `position` and whose
/// attributes are `attrs` (a flat array: name, value, name, value…); `play_href` is the game's
/// address for "play from here" (empty: no link).
#[wasm_bindgen(js_name = renderDiagram)]
#[must_use]
pub fn render_diagram(position: &JsValue, attrs: &JsValue, frame: &JsValue, play_href: &JsValue) -> String {
    let pairs = pairs(attrs);
    let index = frame
        .as_f64()
        .filter(|f| f.is_finite() && *f >= 0.0)
        .map_or(0, |f| f as usize);
    match Diagram::from_attrs(&text(position), &pairs) {
        Ok(d) => d.render(index, &text(play_href)),
        Err((lang, e)) => error_markup(lang, &e),
    }
}

/// A flat array (name, value, name, value…) as pairs; anything else as none.
pub(crate) fn pairs(attrs: &JsValue) -> Vec<(String, String)> {
    let list: Vec<String> = if js_sys::Array::is_array(attrs) {
        js_sys::Array::from(attrs).iter().map(|v| text(&v)).collect()
    } else {
        Vec::new()
    };
    list.chunks(2)
        .map(|p| (p[0].clone(), p.get(1).cloned().unwrap_or_default()))
        .collect()
}

/// The attributes a diagram reads (the element watches them).
#[wasm_bindgen(js_name = diagramAttributes)]
#[must_use]
pub fn diagram_attributes() -> Vec<String> {
    ATTRIBUTES.iter().map(|a| (*a).to_string()).collect()
}

/// The style every diagram's markup needs; a page adopts it once (a constructed style sheet,
/// which a strict Content-Security-Policy allows) for all its diagrams.
#[wasm_bindgen(js_name = diagramStyle)]
#[must_use]
pub fn diagram_style() -> String {
    style()
}

/// What a diagram shows until it is drawn (it draws when it comes near the view).
#[wasm_bindgen(js_name = diagramPending)]
#[must_use]
pub fn diagram_pending() -> String {
    PENDING.to_string()
}

/// The iframe page's link to the position editor (shown when the page is opened on its own,
/// not framed), in the words of the language tag `lang` (English if none).
#[wasm_bindgen(js_name = editorLinkWord)]
#[must_use]
pub fn editor_link_word(lang: &JsValue) -> String {
    let l = fevga_i18n::Lang::from_tag(&text(lang)).unwrap_or_default();
    fevga_i18n::Messages::diagram(l).t("diagram-edit")
}
