//! DOM events turned into [`Input`]s: buttons, taps and clicks on the board, drags, keys, the
//! settings form and the language menu. Nothing here decides anything about the game; what the
//! pointer does between pointerdown and pointerup (the ghost checker) is drawn here directly.

use fevga_board::{FocusKey, Spot, geometry};
use fevga_core::{Color, WhitePoint};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, EventTarget, KeyboardEvent, MouseEvent, PointerEvent};

use crate::anim;
use crate::app::{Button, Input, Key, LearnInput, REVIEW_TURN};
use crate::dom::{GAME_KEY, by_id, document, window};
use crate::frame::dispatch;
use crate::settings::SettingKey;
use crate::ui::{self, Drag};

/// How far (viewBox units) a pointer moves before a press becomes a drag.
const DRAG_START: f64 = 20.0;

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
            if action == REVIEW_TURN {
                if let Some(i) = closest_attr(e.target(), "data-turn").and_then(|t| t.parse().ok()) {
                    dispatch(Input::ReviewTurn(i));
                }
            } else if let Ok(b) = action.parse::<Button>() {
                dispatch(Input::Button(b));
            } else if let Some(l) =
                LearnInput::from_action(&action, &closest_attr(e.target(), "data-arg").unwrap_or_default())
            {
                dispatch(Input::Learn(l));
            }
        }
    })?;
    // While the review is shown, its keys (arrows, Home, End) work anywhere but in a form
    // control or the dialog; the board's own keys reach it through the board's listener.
    on(&doc, "keydown", |e| {
        let Some(k) = e.dyn_ref::<KeyboardEvent>() else { return };
        if e.default_prevented() || k.alt_key() || k.ctrl_key() || k.meta_key() || in_form_control(e.target()) {
            return;
        }
        if !ui::read(|ui| ui.app.review().is_some()).unwrap_or(false) {
            return;
        }
        if let Some(key @ Key::Focus(FocusKey::Left | FocusKey::Right | FocusKey::Home | FocusKey::End)) =
            Key::from_dom(&k.key())
        {
            e.prevent_default();
            dispatch(Input::Key(key));
        }
    })?;
    on(&doc, "change", |e| {
        if let Some((key, value)) = e.target().and_then(|t| setting_of(&t)) {
            dispatch(Input::Setting(key, value));
        }
        // The Learn section's filters: `<select data-learn="learn-theme">` and the like.
        if let Some(select) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            && let Some(action) = select.get_attribute("data-learn")
            && let Some(l) = LearnInput::from_action(&action, &select.value())
        {
            dispatch(Input::Learn(l));
        }
    })?;
    // Another tab saved the game: it moved last and owns it now.
    on(&window(), "storage", |e| {
        if let Some(e) = e.dyn_ref::<web_sys::StorageEvent>()
            && e.key().as_deref() == Some(GAME_KEY)
            && let Some(text) = e.new_value()
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
    let board = by_id("board").ok_or("no #board")?;
    on(&board, "click", on_board_click)?;
    on(&board, "keydown", |e| {
        if let Some(key) = e.dyn_ref::<KeyboardEvent>().and_then(|k| Key::from_dom(&k.key())) {
            e.prevent_default();
            dispatch(Input::Key(key));
        }
    })?;
    on(&board, "pointerdown", on_pointer_down)?;
    on(&board, "pointermove", on_pointer_move)?;
    on(&board, "pointerup", on_pointer_up)?;
    Ok(())
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

fn on_board_click(e: Event) {
    anim::finish_all();
    let Some(e) = e.dyn_ref::<MouseEvent>() else { return };
    // A drag that ended on a target has already moved.
    if ui::with(|ui| ui.drag.take()).flatten().is_some_and(|d| d.moved) {
        return;
    }
    let point = closest_attr(e.target(), "data-point")
        .and_then(|p| p.parse::<u8>().ok())
        .and_then(WhitePoint::new);
    let input = if let Some(p) = point {
        Input::TapPoint(p)
    } else if closest_attr(e.target(), "data-tray").is_some() {
        Input::TapTray
    } else {
        match board_spot(e.client_x(), e.client_y()) {
            Some(Spot::Point(p)) => Input::TapPoint(p),
            Some(Spot::Tray(_)) => Input::TapTray,
            None => Input::TapOutside,
        }
    };
    dispatch(input);
}

fn on_pointer_down(e: Event) {
    let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
    let Some((x, y)) = board_coords(p.client_x(), p.client_y()) else {
        return;
    };
    if let Some(Ok(point)) = geometry::hit(x, y) {
        let pointer = p.pointer_id();
        ui::with(|ui| {
            let movable = ui.app.movable_points().contains(&point);
            ui.drag = movable.then_some(Drag {
                from: point,
                pointer,
                start: (x, y),
                moved: false,
            });
        });
    }
}

fn on_pointer_move(e: Event) {
    let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
    let Some((x, y)) = board_coords(p.client_x(), p.client_y()) else {
        return;
    };
    // The borrow ends before the ghost is drawn.
    let dragging = ui::with(|ui| {
        let color = ui.app.to_move();
        let d = ui.drag.as_mut()?;
        let far = (x - d.start.0).hypot(y - d.start.1) > DRAG_START;
        if d.pointer == p.pointer_id() && (far || d.moved) {
            let started = !std::mem::replace(&mut d.moved, true);
            return Some((d.from, color, started));
        }
        None
    })
    .flatten();
    if let Some((from, color, started)) = dragging {
        if started {
            // Taken up: the board shows where it can go while it is dragged.
            dispatch(Input::DragStart(from));
        }
        ghost(Some((from, color, x, y)));
    }
}

fn on_pointer_up(e: Event) {
    let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
    ghost(None);
    let drag = ui::read(|ui| ui.drag).flatten();
    let Some(d) = drag.filter(|d| d.moved && d.pointer == p.pointer_id()) else {
        return;
    };
    if let Some(to) = board_spot(p.client_x(), p.client_y()) {
        dispatch(Input::Drag { from: d.from, to });
    }
}

/// The board spot under a pointer, if any.
fn board_spot(x: i32, y: i32) -> Option<Spot> {
    let (bx, by) = board_coords(x, y)?;
    geometry::spot_at(bx, by)
}

/// The board coordinates (viewBox units, the unturned layout) of a pointer.
fn board_coords(x: i32, y: i32) -> Option<(f64, f64)> {
    let r = by_id("board")?.get_bounding_client_rect();
    let flipped = ui::read(|ui| ui.app.board_flipped()).unwrap_or(false);
    geometry::client_to_board(
        (r.left(), r.top(), r.width(), r.height()),
        f64::from(x),
        f64::from(y),
        flipped,
    )
}

/// Whether a key went to a form control (or the settings dialog, or the board, which has its
/// own listener).
fn in_form_control(target: Option<EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    el.closest("input, select, textarea, [contenteditable], dialog, #board")
        .ok()
        .flatten()
        .is_some()
}

fn closest_attr(target: Option<EventTarget>, attr: &str) -> Option<String> {
    let el: Element = target?.dyn_into().ok()?;
    el.closest(&format!("[{attr}]")).ok().flatten()?.get_attribute(attr)
}

/// Draws (or removes) the checker following a drag.
fn ghost(at: Option<(WhitePoint, Color, f64, f64)>) {
    let doc = document();
    if let Some(old) = doc.get_element_by_id("ghost") {
        old.remove();
    }
    let Some((from, color, x, y)) = at else { return };
    // Inside the (possibly turned) field group, so board coordinates apply.
    let Some(field) = by_id("field") else { return };
    let class = match color {
        Color::Black => "ck b ghost",
        Color::White => "ck w ghost",
    };
    if let Ok(c) = doc.create_element_ns(Some("http://www.w3.org/2000/svg"), "circle") {
        let _ = c.set_attribute("id", "ghost");
        let _ = c.set_attribute("class", class);
        let _ = c.set_attribute("cx", &x.to_string());
        let _ = c.set_attribute("cy", &y.to_string());
        let _ = c.set_attribute("r", &geometry::RADIUS.to_string());
        let _ = c.set_attribute("data-from", &from.to_string());
        let _ = field.append_child(&c);
    }
}
