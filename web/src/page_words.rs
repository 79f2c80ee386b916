//! The page's words, one language at a time. The page does not carry its message files: the
//! build puts fevga-i18n's `ftl/<lang>.ftl` beside it as `words/<lang>.ftl` (scripts/ftl.mjs), and
//! the page fetches the chosen language's file at start and when the person picks another (the
//! service worker keeps each one once asked for, so it plays offline in every language it has
//! shown). A language read is kept for the page's life: at most four.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use fevga_i18n::{Lang, Messages};

use crate::dom::{call, fetch_text, of_this_build};

thread_local! {
    static READ: RefCell<[Option<&'static Messages>; 4]> = const { RefCell::new([None; 4]) };
}

fn slot(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
}

/// Where `lang`'s file is, beside the page (with the build's id, so a page never reads another
/// build's words).
#[must_use]
pub fn url(lang: Lang) -> String {
    of_this_build(&format!("words/{}.ftl", lang.as_str()))
}

/// The words of `lang`, if they have been read.
#[must_use]
pub fn cached(lang: Lang) -> Option<&'static Messages> {
    READ.with(|r| r.borrow()[slot(lang)])
}

/// Reads a fetched file as `lang`'s words and keeps them (a language read again keeps the first).
///
/// # Errors
/// The file's first fault, with its line, as English text for the console.
pub fn keep(lang: Lang, text: &str) -> Result<&'static Messages, String> {
    if let Some(m) = cached(lang) {
        return Ok(m);
    }
    let read =
        Messages::read(lang, text).map_err(|e| format!("words/{}.ftl: line {}: {}", lang.as_str(), e.line, e.what))?;
    // Leaked on purpose: the words live as long as the page, and each language is read once.
    let m: &'static Messages = Box::leak(Box::new(read));
    READ.with(|r| r.borrow_mut()[slot(lang)] = Some(m));
    Ok(m)
}

/// The words of `lang`, handed to `done` once read: at once if they are kept, else after the
/// file is fetched. `done` gets the reason when the file cannot be had or read.
pub fn load(lang: Lang, done: impl FnOnce(Result<&'static Messages, String>) + 'static) {
    if let Some(m) = cached(lang) {
        done(Ok(m));
        return;
    }
    let Ok(promise) = fetch_text(&url(lang)) else {
        done(Err(format!("words/{}.ftl: fetch refused", lang.as_str())));
        return;
    };
    // One callback for both outcomes: the promise's `then(ok, err)` calls exactly one of them.
    let done = std::rc::Rc::new(RefCell::new(Some(done)));
    let on_err = done.clone();
    let ok = Closure::once_into_js(move |text: JsValue| {
        let result = text
            .as_string()
            .ok_or_else(|| format!("words/{}.ftl: not text", lang.as_str()))
            .and_then(|t| keep(lang, &t));
        if let Some(f) = done.borrow_mut().take() {
            f(result);
        }
    });
    let err = Closure::once_into_js(move |e: JsValue| {
        let why = e.as_string().unwrap_or_else(|| "unreachable".into());
        if let Some(f) = on_err.borrow_mut().take() {
            f(Err(format!("words/{}.ftl: {why}", lang.as_str())));
        }
    });
    let _ = call(&promise, "then", &[ok, err]);
}

/// The words of the first language of `order` whose file can be had and read ([`load`], one
/// after another), handed to `done`; the last reason if none can.
pub fn load_first(mut order: Vec<Lang>, done: impl FnOnce(Result<&'static Messages, String>) + 'static) {
    if order.is_empty() {
        done(Err("no language to load".into()));
        return;
    }
    let lang = order.remove(0);
    load(lang, move |words| match words {
        Err(_) if !order.is_empty() => load_first(order, done),
        result => done(result),
    });
}
