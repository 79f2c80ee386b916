//! The board's input: taps, drags and the board's keys come through the shared glue
//! (`fevga-board-web`) as actions; the arrow keys off the board step through the game's turns.
//! It translates only.

use fevga_board::{Orientation, Spot};
use fevga_board_web::{BoardInput, LiveBoard};
use fevga_core::Color;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::page::Action;
use fevga_page_web::document;

use crate::{PAGE, act};

/// The board's tab stop, focused again after an input on the board.
const FOCUSED: &str = r#"#app .board.live [tabindex="0"]"#;

/// The side whose home is drawn at the bottom (the board is turned for Black).
fn bottom() -> Color {
    PAGE.with(|p| {
        p.borrow()
            .as_ref()
            .and_then(|(page, _)| page.current().map(fevga_core::correspondence::Correspondence::side))
    })
    .unwrap_or(Color::White)
}

fn mover() -> Color {
    PAGE.with(|p| {
        p.borrow()
            .as_ref()
            .and_then(|(page, _)| page.entry().map(fevga_board::Entry::mover))
    })
    .unwrap_or(Color::White)
}

fn focus() -> Option<Spot> {
    PAGE.with(|p| p.borrow().as_ref().map(|(page, _)| page.focus()))
}

fn on_board(input: BoardInput) {
    let action = match input {
        BoardInput::Tap(spot) => Action::Tap(spot),
        BoardInput::Drag { from, to } => Action::Drag { from, to },
        BoardInput::Focus(key) => Action::Focus(key),
        BoardInput::Activate => match focus() {
            Some(spot) => Action::Tap(spot),
            None => return,
        },
        BoardInput::TapOutside | BoardInput::DragStart(_) | BoardInput::Cancel => return,
    };
    act(action, Some(FOCUSED));
}

/// Listens to the live board (`#app .board.live svg`) and to the replay's arrow keys.
pub(crate) fn listen() -> Result<(), JsValue> {
    fevga_board_web::listen(LiveBoard {
        svg: "#app .board.live svg",
        turned: || Orientation::with_bottom(bottom()).is_turned(),
        mover,
        draggable: |_| true,
        on: on_board,
    })?;
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(on_key);
    document().add_event_listener_with_callback("keydown", cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// The arrow keys off the board and off the form's fields step through the game's turns.
fn on_key(e: web_sys::Event) {
    let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    if e.default_prevented() || k.alt_key() || k.ctrl_key() || k.meta_key() || fevga_board_web::is_on_board(&e) {
        return;
    }
    let in_field = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("input, select, textarea, button, a").ok().flatten())
        .is_some();
    if in_field {
        return;
    }
    let action = match k.key().as_str() {
        "ArrowLeft" => Action::Back,
        "ArrowRight" => Action::Forward,
        _ => return,
    };
    e.prevent_default();
    act(action, Some(".replay p"));
}
