//! The board's browser glue: a tap or a click on a point or tray, a drag from a checker, the
//! board's keys (arrows move its focus, Enter or Space taps), and the arrow keys off the board
//! stepping through the game's turns. It translates only: every event becomes an [`Action`].

use fevga_board::{FocusKey, Orientation, Spot, geometry};
use fevga_core::{Color, WhitePoint};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::page::Action;
use crate::{PAGE, act, document};

/// The board that takes taps: drawn with class `live` on our turn.
const LIVE: &str = "#app .board.live svg";

/// The board's tab stop, focused again after a key on the board.
const FOCUSED: &str = r#"#app .board.live [tabindex="0"]"#;

/// Pointer moves shorter than this (viewBox units) are a tap, not a drag.
const DRAG_START: f64 = 20.0;

/// A drag under way: the point it started from, where, and whether it has moved yet.
type Drag = Option<(WhitePoint, (f64, f64), bool)>;

thread_local! {
    static DRAG: std::cell::Cell<Drag> = const { std::cell::Cell::new(None) };
}

fn on(event: &str, f: impl FnMut(web_sys::Event) + 'static) -> Result<(), JsValue> {
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(f);
    document().add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// Listens to the board's pointer and keys, and to the replay's arrow keys.
pub(crate) fn listen() -> Result<(), JsValue> {
    on("pointerdown", on_pointer_down)?;
    on("pointermove", on_pointer_move)?;
    on("keydown", on_key)?;
    Ok(())
}

/// The side whose home is drawn at the bottom (the board is turned for Black).
fn bottom() -> Color {
    PAGE.with(|p| {
        p.borrow()
            .as_ref()
            .and_then(|(page, _)| page.current().map(fevga_core::Correspondence::side))
    })
    .unwrap_or(Color::White)
}

/// The live board's coordinates (viewBox units, the unturned layout) of a pointer.
fn board_coords(x: i32, y: i32) -> Option<(f64, f64)> {
    let svg = document().query_selector(LIVE).ok()??;
    let r = svg.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    let scale = (r.width() / geometry::WIDTH).min(r.height() / geometry::HEIGHT);
    let ox = r.left() + (r.width() - geometry::WIDTH * scale) / 2.0;
    let oy = r.top() + (r.height() - geometry::HEIGHT * scale) / 2.0;
    let (bx, by) = ((f64::from(x) - ox) / scale, (f64::from(y) - oy) / scale);
    Some(if Orientation::with_bottom(bottom()).is_turned() {
        (geometry::WIDTH - bx, geometry::HEIGHT - by)
    } else {
        (bx, by)
    })
}

fn spot_at(x: f64, y: f64) -> Option<Spot> {
    Some(match geometry::hit(x, y)? {
        Ok(p) => Spot::Point(p),
        Err(c) => Spot::Tray(c),
    })
}

/// A click on the live board (not a button): the spot under it is tapped; the click that ends
/// a drag is not a tap.
pub(crate) fn on_click(e: &web_sys::Event) {
    let Some(m) = e.dyn_ref::<web_sys::MouseEvent>() else {
        return;
    };
    let dragged = DRAG.with(|d| d.take()).is_some_and(|(_, _, moved)| moved);
    if dragged {
        return;
    }
    let on_board = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(LIVE).ok().flatten())
        .is_some();
    if !on_board {
        return;
    }
    if let Some(spot) = board_coords(m.client_x(), m.client_y()).and_then(|(x, y)| spot_at(x, y)) {
        act(Action::Tap(spot), Some(FOCUSED));
    }
}

fn on_pointer_down(e: web_sys::Event) {
    DRAG.with(|d| d.set(None));
    let Some(p) = e.dyn_ref::<web_sys::PointerEvent>() else {
        return;
    };
    if let Some((x, y)) = board_coords(p.client_x(), p.client_y())
        && let Some(Spot::Point(from)) = spot_at(x, y)
    {
        DRAG.with(|d| d.set(Some((from, (x, y), false))));
    }
}

fn on_pointer_move(e: web_sys::Event) {
    let Some(p) = e.dyn_ref::<web_sys::PointerEvent>() else {
        return;
    };
    if p.buttons() == 0 {
        return;
    }
    let Some((x, y)) = board_coords(p.client_x(), p.client_y()) else {
        return;
    };
    DRAG.with(|d| {
        if let Some((from, start, false)) = d.get()
            && (x - start.0).hypot(y - start.1) > DRAG_START
        {
            d.set(Some((from, start, true)));
        }
    });
    if DRAG.with(std::cell::Cell::get).is_some_and(|(_, _, moved)| moved) {
        let _ = document()
            .document_element()
            .map(|el| el.class_list().add_1("dragging"));
        ghost(Some((x, y)));
    }
}

/// Draws (or, with `None`, removes) the checker that follows a drag, in the mover's colour.
fn ghost(at: Option<(f64, f64)>) {
    let doc = document();
    if let Some(old) = doc.get_element_by_id("f-ghost") {
        old.remove();
    }
    let Some((x, y)) = at else { return };
    // Inside the (possibly turned) field group of the live board: board coordinates apply.
    let Some(field) = doc.query_selector("#app .board.live #field").ok().flatten() else {
        return;
    };
    let class = match PAGE.with(|p| {
        p.borrow()
            .as_ref()
            .and_then(|(page, _)| page.entry().map(fevga_board::Entry::mover))
    }) {
        Some(Color::Black) => "ck b ghost",
        _ => "ck w ghost",
    };
    if let Ok(c) = doc.create_element_ns(Some("http://www.w3.org/2000/svg"), "circle") {
        let _ = c.set_attribute("id", "f-ghost");
        let _ = c.set_attribute("class", class);
        let _ = c.set_attribute("cx", &x.to_string());
        let _ = c.set_attribute("cy", &y.to_string());
        let _ = c.set_attribute("r", &geometry::RADIUS.to_string());
        let _ = field.append_child(&c);
    }
}

/// The end of a drag: the checker goes where the pointer was let go. Called on `pointerup`.
fn on_pointer_up(e: web_sys::Event) {
    let _ = document()
        .document_element()
        .map(|el| el.class_list().remove_1("dragging"));
    ghost(None);
    let Some(p) = e.dyn_ref::<web_sys::PointerEvent>() else {
        return;
    };
    let Some((from, _, true)) = DRAG.with(std::cell::Cell::get) else {
        DRAG.with(|d| d.set(None));
        return;
    };
    if let Some(to) = board_coords(p.client_x(), p.client_y()).and_then(|(x, y)| spot_at(x, y)) {
        act(Action::Drag { from, to }, Some(FOCUSED));
    }
}

/// Listens to `pointerup` (apart: it ends a drag the others began).
pub(crate) fn listen_up() -> Result<(), JsValue> {
    on("pointerup", on_pointer_up)
}

fn on_key(e: web_sys::Event) {
    let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    if e.default_prevented() || k.alt_key() || k.ctrl_key() || k.meta_key() {
        return;
    }
    let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let closest = |q: &str| target.as_ref().and_then(|t| t.closest(q).ok().flatten()).is_some();
    let key = k.key();
    if closest(LIVE) {
        let action = match key.as_str() {
            "Enter" | " " => {
                let focus = PAGE.with(|p| p.borrow().as_ref().map(|(page, _)| page.focus()));
                focus.map(Action::Tap)
            }
            k => FocusKey::from_key(k).map(Action::Focus),
        };
        if let Some(a) = action {
            e.prevent_default();
            act(a, Some(FOCUSED));
        }
        return;
    }
    if closest("input, select, textarea, button, a") {
        return;
    }
    let action = match key.as_str() {
        "ArrowLeft" => Action::Back,
        "ArrowRight" => Action::Forward,
        _ => return,
    };
    e.prevent_default();
    act(action, Some(".replay p"));
}
