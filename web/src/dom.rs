//! The game page's own browser basics: elements by id, its storage keys, the address's link, the
//! build's files, and the notice shown if the page ever fails. The window, the document, local
//! storage and the language are the page kit's (`fevga_page_web`).

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::Element;

/// The local-storage key that says the guided first game was shown (or skipped).
pub const GUIDE_KEY: &str = "fevga.guide";

/// The local-storage key the settings are saved under.
pub const SETTINGS_KEY: &str = "fevga.settings";
/// The local-storage key the match is saved under.
pub const GAME_KEY: &str = "fevga.game";

thread_local! {
    /// The failure notice in the current language, kept apart from the state a panic interrupted.
    static FAILED: RefCell<String> = const { RefCell::new(String::new()) };
}

// The window, the document and local storage are the page kit's (one owner for every page).
pub use fevga_page_web::{document, storage_get, storage_remove, storage_set, window};

/// The document's element with this `id`, if any.
pub fn by_id(id: &str) -> Option<Element> {
    document().get_element_by_id(id)
}

/// Your games (issue 18): the number of the person's mistakes due for practice today, from the
/// deck the Games page keeps (the game page never changes it): read once, at start.
pub fn games_due() -> usize {
    use fevga_keep::deck::{DECK_KEY, due_today};
    due_today(&storage_get(DECK_KEY).unwrap_or_default(), js_sys::Date::now())
}

/// Whether the storage can be reached at all (a blocked one throws or is missing).
pub fn storage_available() -> bool {
    window().local_storage().ok().flatten().is_some()
}

/// Whether the person asked for less motion.
pub fn reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Sets the failure notice's words (the current language's).
pub fn set_failure_notice(text: String) {
    FAILED.with(|f| *f.borrow_mut() = text);
}

/// If the page ever fails, it says so and offers a reload instead of freezing silently.
pub fn install_panic_notice() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Fevga failed: {info}").into());
        let text = FAILED.with(|f| f.try_borrow().map(|t| t.clone()).unwrap_or_default());
        if let Some(status) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("status"))
        {
            status.set_inner_html(&format!(
                r#"<p class="msg" role="alert"><a href="">{}</a></p>"#,
                fevga_board::esc(&text)
            ));
        }
    }));
}

/// The address's fragment if it is one of the page's links (`ours` says which: the caller
/// knows them, this helper does not), taken out of the address (the history entry is replaced,
/// not added).
pub fn take_link(ours: fn(&str) -> bool) -> Option<String> {
    let loc = window().location();
    let hash = loc.hash().ok()?;
    let fragment = hash.strip_prefix('#')?.to_string();
    if !ours(&fragment) {
        return None;
    }
    let clean = format!("{}{}", loc.pathname().ok()?, loc.search().ok()?);
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&clean));
    }
    Some(fragment)
}

/// The build id of the page (`boot.js?v=<id>` in index.html), so the files it fetches later (its
/// words, the computer's worker) are of the same build.
pub fn build_id() -> Option<String> {
    let script = document().query_selector("script[src*='boot.js']").ok()??;
    let src = script.get_attribute("src")?;
    let (_, query) = src.split_once("?v=")?;
    let id: String = query.chars().take_while(char::is_ascii_alphanumeric).collect();
    (!id.is_empty()).then_some(id)
}

/// `path` beside the page with the build's id (`path?v=<id>`), or as it is for a build without one.
pub fn of_this_build(path: &str) -> String {
    match build_id() {
        Some(id) => format!("{path}?v={id}"),
        None => path.to_string(),
    }
}

/// `fetch(url)` then `response.text()`, as one promise; a response that is not 200 rejects.
pub fn fetch_text(url: &str) -> Result<JsValue, JsValue> {
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
pub fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &name.into())?.dyn_into()?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(target, &args)
}
