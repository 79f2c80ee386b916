//! Giving something away: the clipboard, the system's share sheet and downloads, each with a
//! visible confirmation. Every page's "Copy", "Share" and "Download" goes through here, so each
//! says what happened the same way: a short line at the foot of the window ([`confirm`]) that a
//! screen reader says too (`role="status"`), gone after a few seconds.

use std::cell::Cell;

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::{document, window};

/// The id of the confirmation's element (added at the end of the body when first needed).
pub const CONFIRM_ID: &str = "kit-confirm";

/// How long a confirmation stays in sight.
const CONFIRM_MS: i32 = 3500;

thread_local! {
    /// The confirmation shown last: an older one's timer leaves a newer one alone.
    static SHOWN: Cell<u32> = const { Cell::new(0) };
}

/// What to say once it is known whether a copy worked: the words for yes and for no.
#[derive(Debug, Clone)]
pub struct Said {
    /// Said when it worked ("Link copied").
    pub done: String,
    /// Said when it did not ("Could not copy: select the text and copy it").
    pub failed: String,
}

/// Shows `text` at the foot of the window for a few seconds (and says it to a screen reader).
pub fn confirm(text: &str) {
    let doc = document();
    let el = doc.get_element_by_id(CONFIRM_ID).or_else(|| {
        let p = doc.create_element("p").ok()?;
        p.set_id(CONFIRM_ID);
        p.set_class_name("kit-confirm");
        let _ = p.set_attribute("role", "status");
        doc.body()?.append_child(&p).ok()?;
        Some(p)
    });
    let Some(el) = el else { return };
    // Emptied first, so the same words said twice are announced twice.
    el.set_text_content(None);
    el.set_text_content(Some(text));
    let _ = el.remove_attribute("hidden");
    let n = SHOWN.with(|s| {
        s.set(s.get().wrapping_add(1));
        s.get()
    });
    let hide = Closure::once_into_js(move || {
        if SHOWN.with(Cell::get) == n
            && let Some(el) = document().get_element_by_id(CONFIRM_ID)
        {
            let _ = el.set_attribute("hidden", "");
        }
    });
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(hide.unchecked_ref(), CONFIRM_MS);
}

/// Puts `text` on the clipboard and confirms with `said.done`, or `said.failed` if the browser
/// refused (no permission, an insecure page).
pub fn copy(text: &str, said: Said) {
    let promise = window().navigator().clipboard().write_text(text);
    let Said { done, failed } = said;
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| confirm(&done));
    let no = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| confirm(&failed));
    let _ = promise.then2(&ok, &no);
    // Each copy makes one pair, kept until the promise settles (a few bytes a copy).
    ok.forget();
    no.forget();
}

/// Offers `url` to the system's share sheet where the browser has one (the sheet is its own
/// confirmation; one closed without sharing says nothing); elsewhere copies it, as [`copy`].
pub fn share(url: &str, title: &str, said: Said) {
    let nav = window().navigator();
    let share = Reflect::get(&nav, &"share".into()).ok().filter(JsValue::is_function);
    let Some(share) = share else {
        return copy(url, said);
    };
    let data = Object::new();
    let _ = Reflect::set(&data, &"url".into(), &url.into());
    let _ = Reflect::set(&data, &"title".into(), &title.into());
    let Ok(promise) = share.unchecked_ref::<Function>().call1(&nav, &data) else {
        return copy(url, said);
    };
    // Closed without sharing is the person's choice; any other refusal (not allowed here) copies.
    let url = url.to_owned();
    let refused = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        if Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .as_deref()
            != Some("AbortError")
        {
            copy(&url, said.clone());
        }
    });
    let _ = promise.unchecked_into::<js_sys::Promise>().catch(&refused);
    refused.forget();
}

/// Downloads `text` as a file named `name` (UTF-8 plain text) and confirms with `said`; false
/// (and nothing downloaded) if the browser refused to make the file.
pub fn download(name: &str, text: &str, said: &str) -> bool {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return false;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let made = document()
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = &made {
        a.set_href(&url);
        a.set_download(name);
        a.click();
        confirm(said);
    }
    let _ = web_sys::Url::revoke_object_url(&url);
    made.is_some()
}
