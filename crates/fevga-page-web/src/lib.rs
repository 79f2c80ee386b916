//! The page kit: what every page of the site shares in the browser. The window and document,
//! local storage, a form field's value and the focus (here); the one language choice
//! ([`lang`]); the site's colours ([`theme`]); the one header ([`header`]). Each page's own glue
//! keeps only what is its own.

#![warn(missing_docs)]

pub mod header;
pub mod lang;
pub mod theme;

pub use lang::{LANG_KEY, choose_lang, keep_lang};

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
