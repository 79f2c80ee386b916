//! The board's input: taps, drags and the board's keys come through the shared glue
//! (`fevga-board-web`) as actions; the arrow keys off the board step through the game's turns.
//! It translates only.

use fevga_board::Orientation;
use fevga_board_web::{BoardInput, LiveBoard};
use fevga_core::Color;
use fevga_core::correspondence::Correspondence;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use fevga_page_web::document;

use crate::action::Action;
use crate::app::Input;
use crate::live;

/// The side whose home is drawn at the bottom (the board is turned for Black).
fn bottom() -> Color {
    live::read(|app| app.page().current().map(Correspondence::side))
        .flatten()
        .unwrap_or(Color::White)
}

fn mover() -> Color {
    live::read(|app| app.page().entry().map(fevga_board::Entry::mover))
        .flatten()
        .unwrap_or(Color::White)
}

fn on_board(input: BoardInput) {
    let action = match input {
        BoardInput::Tap(spot) => Action::Tap(spot),
        BoardInput::Drag { from, to } => Action::Drag { from, to },
        BoardInput::Focus(key) => Action::Focus(key),
        BoardInput::Activate => Action::Activate,
        BoardInput::TapOutside | BoardInput::DragStart(_) | BoardInput::Cancel => return,
    };
    live::dispatch(Input::board(action));
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
    // Escape sets aside the question "resign the whole match?", wherever the focus is.
    if k.key() == "Escape" {
        let asked = live::read(|app| {
            if app.page().asking_resign() {
                Some(Action::ResignNo)
            } else {
                app.page().asking_forget().map(|_| Action::ForgetNo)
            }
        })
        .flatten();
        if let Some(no) = asked {
            e.prevent_default();
            live::dispatch(Input::click(no));
            return;
        }
    }
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
    live::dispatch(Input::key(action));
}
