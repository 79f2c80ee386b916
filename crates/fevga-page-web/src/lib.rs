//! The page kit: what every page of the site shares in the browser, so each page's own glue keeps
//! only what is its own. The game page, the friend, Games and Learn pages and the position editor
//! use it.
//!
//! | module | what it owns |
//! |---|---|
//! | this module | the window and document, local storage, a form field's value, the focus (an HTML or SVG element) |
//! | [`lang`] | the one language choice, the same answer on every page: `?lang=` in the address (then kept), else the choice kept on this device, else the browser's languages in order, else English |
//! | [`theme`] | the site's colours: as the system asks, always light or always dark, one choice kept for every page; `web/theme.js` applies it before the first paint; the palette (light and dark via `light-dark()`) is `web/site.css`'s |
//! | [`run`] | the one loop: a page's state ([`run::Page`]) takes actions, draws its regions and hands out effects; a [`run::Runner`] draws one frame per animation frame, keeping the keyboard focus |
//! | [`worker`] | the computer's Web Worker from a page's side: one envelope (`{ id, job }` out, `{ id, reply }` back) and one error path |
//! | [`share`] | the clipboard, the share sheet and downloads, each confirmed by a line at the foot of the window |
//! | [`header`] | the one header, the same places in the same order on every page: the game's name (the way home), Learn, Your games, Play a friend, How to play, then the page's own buttons and the language menu; the rules pages write the same markup by hand, held to it by a test |

#![warn(missing_docs)]

pub mod header;
pub mod lang;
pub mod run;
pub mod share;
pub mod theme;
pub mod worker;

pub use lang::{LANG_KEY, choose_lang, keep_lang};

/// Every page's memory allocator in the browser (the kit's, so each page has it once): Talc, which
/// makes a page's wasm smaller than Rust's default allocator and allocates faster.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use wasm_bindgen::JsCast;

/// The page's window (a page always has one).
///
/// # Panics
/// Outside a browser page.
#[must_use]
pub fn window() -> web_sys::Window {
    web_sys::window().expect("a window")
}

/// The page's document.
///
/// # Panics
/// Outside a browser page.
#[must_use]
pub fn document() -> web_sys::Document {
    window().document().expect("a document")
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// The text kept under `key` on this device, if any (and if storage may be read).
#[must_use]
pub fn storage_get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Keeps `value` under `key`; false if the storage refused (full, or not allowed).
pub fn storage_set(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Forgets what is kept under `key`; false if the storage refused.
pub fn storage_remove(key: &str) -> bool {
    storage().is_some_and(|s| s.remove_item(key).is_ok())
}

/// The value of the form field with this id (an input, a select or a text area), or "".
#[must_use]
pub fn field_value(id: &str) -> String {
    let Some(e) = document().get_element_by_id(id) else {
        return String::new();
    };
    e.dyn_ref::<web_sys::HtmlInputElement>()
        .map(web_sys::HtmlInputElement::value)
        .or_else(|| {
            e.dyn_ref::<web_sys::HtmlSelectElement>()
                .map(web_sys::HtmlSelectElement::value)
        })
        .or_else(|| {
            e.dyn_ref::<web_sys::HtmlTextAreaElement>()
                .map(web_sys::HtmlTextAreaElement::value)
        })
        .unwrap_or_default()
}

/// Focuses an HTML or SVG element (a board's points are SVG, which `HtmlElement::focus` cannot
/// reach); false if it is neither.
pub fn focus_element(el: &web_sys::Element) -> bool {
    if let Some(h) = el.dyn_ref::<web_sys::HtmlElement>() {
        return h.focus().is_ok();
    }
    el.dyn_ref::<web_sys::SvgElement>().is_some_and(|s| s.focus().is_ok())
}

/// Focuses the first element `selector` finds; false if there is none.
pub fn focus(selector: &str) -> bool {
    document()
        .query_selector(selector)
        .ok()
        .flatten()
        .is_some_and(|el| focus_element(&el))
}
