//! The browser glue: it starts the page kit's loop ([`Runner`]) over the page ([`App`]) and
//! turns what happens in the browser into actions: clicks on the controls (their `data-action`
//! read as an [`Act`]), a filter chosen, the board's taps, drags and keys (through
//! `fevga-board-web`), and the progress kept by another tab.

use std::cell::RefCell;

use fevga_board_web::{BoardInput, LiveBoard};
use fevga_core::Color;
use fevga_i18n::Messages;
use fevga_page_web::header::{Header, Place};
use fevga_page_web::run::Runner;
use fevga_page_web::{document, storage_get, window};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::act::Act;
use crate::action::Action;
use crate::app::{App, LEARN_KEY};

thread_local! {
    static RUNNER: RefCell<Option<Runner<App>>> = const { RefCell::new(None) };
}

fn runner() -> Option<Runner<App>> {
    RUNNER.with(|r| r.borrow().clone())
}

/// The one way in.
fn dispatch(action: Action) {
    if let Some(r) = runner() {
        r.dispatch(action);
    }
}

/// Reads the page (`None` before it started, or while it changes).
pub(crate) fn read<R>(f: impl FnOnce(&App) -> R) -> Option<R> {
    runner().and_then(|r| r.read(f))
}

/// Starts the page: the language, the header, the progress kept, the listeners, the first
/// frame.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let lang = fevga_page_web::choose_lang(None);
    let m = Messages::of(lang);
    let _ = document()
        .document_element()
        .map(|e| e.set_attribute("lang", lang.as_str()));
    document().set_title(&fevga_page_web::header::page_title(m, &m.t("learn-open")));
    // The site's one header, Learn marked, with the mistakes due today on the Games page.
    let deck = storage_get(fevga_keep::deck::DECK_KEY).unwrap_or_default();
    let due = fevga_keep::deck::due_today(&deck, js_sys::Date::now());
    let header = Header {
        here: Place::Learn,
        root: "../",
        due,
        tools: "",
    };
    fevga_page_web::header::show_header(m, &header);
    fevga_page_web::header::listen_language_menu()?;
    let runner = Runner::new(App::new(lang, storage_get(LEARN_KEY).as_deref(), due));
    RUNNER.with(|r| *r.borrow_mut() = Some(runner.clone()));
    listen()?;
    runner.request_frame();
    Ok(())
}

fn listen() -> Result<(), JsValue> {
    let on = |target: &web_sys::EventTarget, kind: &str, f: fn(web_sys::Event)| -> Result<(), JsValue> {
        let c = Closure::<dyn FnMut(web_sys::Event)>::new(f);
        target.add_event_listener_with_callback(kind, c.as_ref().unchecked_ref())?;
        c.forget();
        Ok(())
    };
    on(&document(), "click", on_click)?;
    on(&document(), "change", on_change)?;
    fevga_board_web::listen(LiveBoard {
        svg: "#app .board.live svg",
        turned: || fevga_board::Orientation::with_bottom(mover()).is_turned(),
        mover,
        draggable: |_| true,
        on: on_board,
    })?;
    // Another tab kept its progress: this page takes it.
    on(&window(), "storage", |_| {
        dispatch(Action::Stored(storage_get(LEARN_KEY)))
    })?;
    Ok(())
}

/// The side whose checkers the board's play moves.
fn mover() -> Color {
    read(App::mover).unwrap_or(Color::White)
}

/// An input on the board, as an action (the board's one tab stop tapped for Enter or Space).
fn on_board(input: BoardInput) {
    let action = match input {
        BoardInput::Tap(spot) => Action::Tap(spot),
        BoardInput::Drag { from, to } => Action::Drag { from, to },
        BoardInput::Focus(key) => Action::Focus(key),
        BoardInput::Activate => match read(|a| a.page().focus()) {
            Some(spot) => Action::Tap(spot),
            None => return,
        },
        BoardInput::Cancel | BoardInput::TapOutside => Action::Deselect,
        // Targets show at a tap, not at a drag's start.
        BoardInput::DragStart(_) => return,
    };
    dispatch(action);
}

/// The element an event happened on, the closest that matches `selector`.
fn closest(e: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(selector).ok().flatten())
}

fn on_click(e: web_sys::Event) {
    let Some(el) = closest(&e, "button[data-action]") else {
        return;
    };
    if el.get_attribute("aria-disabled").as_deref() == Some("true") {
        return;
    }
    let Some(act) = el.get_attribute("data-action").and_then(|a| a.parse::<Act>().ok()) else {
        return;
    };
    let arg = el.get_attribute("data-arg").unwrap_or_default();
    if let Some(action) = Action::of(act, &arg) {
        dispatch(action);
    }
}

fn on_change(e: web_sys::Event) {
    let Some(select) =
        closest(&e, "select[data-action]").and_then(|el| el.dyn_into::<web_sys::HtmlSelectElement>().ok())
    else {
        return;
    };
    let Some(act) = select.get_attribute("data-action").and_then(|a| a.parse::<Act>().ok()) else {
        return;
    };
    if let Some(action) = Action::of(act, &select.value()) {
        dispatch(action);
    }
}

/// Lets tests read the page: see `probe`.
#[wasm_bindgen(js_name = learnState)]
pub fn learn_state() -> JsValue {
    read(crate::probe::state).unwrap_or(JsValue::NULL)
}
