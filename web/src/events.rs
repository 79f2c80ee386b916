//! DOM events turned into [`Input`]s: buttons, keys, the settings form and the language menu; the
//! board's taps, drags (the checker that follows the pointer) and keys come through the shared
//! glue, `fevga-board-web`, as `BoardInput`s. Nothing here decides anything about the game.

use fevga_board::Spot;
use fevga_board_web::{BoardInput, LiveBoard};
use fevga_core::Color;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, EventTarget};

use crate::anim;
use crate::app::{Button, Input, Key};
use crate::dom::{GAME_KEY, by_id, document, storage_get, window};
use crate::frame::dispatch;
use crate::settings::SettingKey;
use crate::ui;

fn on(target: &EventTarget, event: &str, f: impl FnMut(Event) + 'static) -> Result<(), JsValue> {
    let cb = Closure::<dyn FnMut(Event)>::new(f);
    target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// Listens to everything the page reacts to.
pub fn listen() -> Result<(), JsValue> {
    let doc = document();
    // Buttons anywhere (header, controls, dialog).
    // A button that cannot act now (aria-disabled) does nothing, not even cut a slide short.
    on(&doc, "click", |e| {
        if closest_attr(e.target(), "aria-disabled").as_deref() == Some("true") {
            return;
        }
        if let Some(action) = closest_attr(e.target(), "data-action") {
            anim::finish_all();
            if let Ok(b) = action.parse::<Button>() {
                dispatch(Input::Button(b));
            }
        }
    })?;
    on(&doc, "change", |e| {
        if let Some((key, value)) = e.target().and_then(|t| setting_of(&t)) {
            dispatch(Input::Setting(key, value));
        }
    })?;
    // Another tab saved the game: it moved last and owns it now. The event tells of a past
    // write, which may come late: one made before this page saved its own (a write by the
    // document this one reloaded, say) is not the storage's now and is no one's claim.
    on(&window(), "storage", |e| {
        if let Some(e) = e.dyn_ref::<web_sys::StorageEvent>()
            && e.key().as_deref() == Some(GAME_KEY)
            && let Some(text) = e.new_value()
            && storage_get(GAME_KEY).as_deref() == Some(text.as_str())
        {
            dispatch(Input::SavedElsewhere(text));
        }
    })?;
    // A position link followed while the page is open.
    on(&window(), "hashchange", |_| {
        if let Some(fragment) = crate::dom::take_link(crate::app::is_page_link) {
            dispatch(Input::Link(fragment));
        }
    })?;
    // The settings dialog closed by Escape: any question asked there is answered "keep playing".
    if let Some(dialog) = by_id("settings-dialog") {
        on(&dialog, "close", |_| dispatch(Input::Button(Button::CloseSettings)))?;
    }
    // A click on the board cuts the slides short first (this listener hears it before the
    // shared glue's, which is the document's), also the click that ends a drag.
    let board = by_id("board").ok_or("no #board")?;
    on(&board, "click", |_| anim::finish_all())?;
    // The board is always live: the controller decides what an input does now (the match).
    fevga_board_web::listen(LiveBoard {
        svg: "#board",
        turned: || ui::read(|ui| ui.app.board_flipped()).unwrap_or(false),
        mover: || ui::read(|ui| ui.app.to_move()).unwrap_or(Color::White),
        draggable: |from| ui::read(|ui| ui.app.movable_points().contains(&from)).unwrap_or(false),
        on: on_board,
    })
}

/// An input on the board, as the controller's.
fn on_board(input: BoardInput) {
    dispatch(match input {
        BoardInput::Tap(Spot::Point(p)) => Input::TapPoint(p),
        BoardInput::Tap(Spot::Tray(_)) => Input::TapTray,
        BoardInput::TapOutside => Input::TapOutside,
        BoardInput::DragStart(from) => Input::DragStart(from),
        BoardInput::Drag { from, to } => Input::Drag { from, to },
        BoardInput::Focus(key) => Input::Key(Key::Focus(key)),
        BoardInput::Activate => Input::Key(Key::Activate),
        BoardInput::Cancel => Input::Key(Key::Cancel),
    });
}

/// The setting a form input (or the language menu) now holds: its name and value.
fn setting_of(target: &EventTarget) -> Option<(SettingKey, String)> {
    let (name, value) = if let Some(sel) = target.dyn_ref::<web_sys::HtmlSelectElement>() {
        (sel.name(), sel.value())
    } else {
        let input = target.dyn_ref::<web_sys::HtmlInputElement>()?;
        let value = if input.type_() == "checkbox" {
            if input.checked() { "1" } else { "0" }.to_string()
        } else {
            input.value()
        };
        (input.name(), value)
    };
    Some((name.parse().ok()?, value))
}

fn closest_attr(target: Option<EventTarget>, attr: &str) -> Option<String> {
    let el: Element = target?.dyn_into().ok()?;
    el.closest(&format!("[{attr}]")).ok().flatten()?.get_attribute(attr)
}
