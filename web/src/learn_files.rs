//! The Learn section's files, loaded only when the section asks for them: its words and the
//! puzzles fetched from `learn/` (static files beside the page, cached by the service worker for
//! offline), and the person's progress in local storage. Each comes back as an input.

use wasm_bindgen::prelude::*;

use crate::app::{Input, LearnFile};
use crate::dom::{call, fetch_text, storage_get, storage_set};

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
