//! The Learn section's files, loaded only when the section asks for them: its words and the
//! puzzles fetched from `learn/` (static files beside the page, cached by the service worker for
//! offline), and the person's progress in local storage. Each comes back as an input.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::{Input, LearnFile};
use crate::dom::{storage_get, storage_set, window};

/// The local-storage key the Learn section's progress is kept under.
pub const LEARN_KEY: &str = "fevga.learn";

/// Where a file is, beside the page.
fn url(file: LearnFile) -> Option<String> {
    match file {
        LearnFile::Words(lang) => Some(format!("learn/{}.ftl", lang.as_str())),
        LearnFile::Puzzles => Some("learn/puzzles.txt".to_string()),
        LearnFile::Progress => None,
    }
}

/// Loads `file` and hands it back through `dispatch` (`None`: it could not be had).
pub fn load(file: LearnFile, dispatch: fn(Input)) {
    let Some(url) = url(file) else {
        dispatch(Input::LearnLoaded {
            file,
            text: storage_get(LEARN_KEY),
        });
        return;
    };
    let failed = move |_: JsValue| dispatch(Input::LearnLoaded { file, text: None });
    let Ok(promise) = fetch_text(&url) else {
        failed(JsValue::NULL);
        return;
    };
    let ok = Closure::once_into_js(move |text: JsValue| {
        dispatch(Input::LearnLoaded {
            file,
            text: text.as_string(),
        });
    });
    let err = Closure::once_into_js(failed);
    let _ = call(&promise, "then", &[ok, err]);
}

/// Keeps the progress text (a storage that refuses it keeps the old one: nothing to warn about).
pub fn save(text: &str) {
    let _ = storage_set(LEARN_KEY, text);
}

/// `fetch(url)` then `response.text()`, as one promise; a response that is not 200 rejects.
fn fetch_text(url: &str) -> Result<JsValue, JsValue> {
    let win: JsValue = window().into();
    let fetched = call(&win, "fetch", &[JsValue::from_str(url)])?;
    let text = Closure::once_into_js(|res: JsValue| -> Result<JsValue, JsValue> {
        let ok = js_sys::Reflect::get(&res, &"ok".into())?.as_bool() == Some(true);
        if !ok {
            return Err(JsValue::from_str("not found"));
        }
        call(&res, "text", &[])
    });
    call(&fetched, "then", &[text])
}

/// Calls the method `name` of `target` with `args`.
fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &name.into())?.dyn_into()?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(target, &args)
}
