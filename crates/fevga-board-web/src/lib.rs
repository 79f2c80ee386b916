//! The board's browser glue for the pages that enter a turn through it on a board drawn by
//! `fevga-board`: the game page (its board, also in the review), the friend page, the Games page
//! (the practice of one's mistakes) and the Learn page (lessons and puzzles). A tap or a click on a point or a
//! tray (or away from them), a drag from a checker (a checker follows the pointer, one pointer at
//! a time), and the board's keys (the arrows move its focus, Enter or Space taps the focused
//! spot, Escape cancels). It translates only: every event becomes one [`BoardInput`]
//! handed to the page, which decides.
//!
//! One module: [`listen`] wires a [`LiveBoard`] (its `<svg>`, whether it is turned, whose checker
//! a drag carries, which checkers may be dragged, the page's handler); [`is_on_board`] tells the
//! page which keys are the board's, and [`focus_board`] hands the board the keyboard focus.

#![warn(missing_docs)]

use std::cell::{Cell, RefCell};

use fevga_board::{FocusKey, Spot, geometry};
use fevga_core::decimal::Decimal;
use fevga_core::{Color, WhitePoint};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What the person did on the live board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardInput {
    /// A tap or a click on a spot.
    Tap(Spot),
    /// A tap or a click on the board away from every point and tray.
    TapOutside,
    /// A checker pressed on a point has moved far enough to be a drag (once a drag, before the
    /// checker follows the pointer): the page may take it up, so its targets show.
    DragStart(WhitePoint),
    /// A checker dragged from a point and let go over a spot.
    Drag {
        /// Where the drag began.
        from: WhitePoint,
        /// Where the checker was let go.
        to: Spot,
    },
    /// An arrow, Home or End key on the board (as the key reads: the page moves the focus along
    /// the path of the checkers it moves, with `geometry::move_focus`).
    Focus(FocusKey),
    /// Enter or Space on the board: the focused spot is tapped.
    Activate,
    /// Escape on the board.
    Cancel,
}

/// The page's live board: where it is and what the glue must ask of the page.
#[derive(Debug, Clone, Copy)]
pub struct LiveBoard {
    /// The selector of the `<svg>` that takes input (a page whose board is not always live
    /// selects it only while a turn is entered).
    pub svg: &'static str,
    /// Whether the board is drawn turned half round (Black's home at the bottom).
    pub turned: fn() -> bool,
    /// The side whose checker a drag carries.
    pub mover: fn() -> Color,
    /// Whether a press on this point may become a drag (else letting go is a click, a tap).
    pub draggable: fn(WhitePoint) -> bool,
    /// The page's handler of each input.
    pub on: fn(BoardInput),
}

/// Pointer moves shorter than this (viewBox units) are a tap, not a drag.
const DRAG_START: f64 = 20.0;

/// A checker held by a pointer.
#[derive(Debug, Clone, Copy)]
struct Drag {
    /// The point it was pressed on.
    from: WhitePoint,
    /// The `pointerId` of the pointer holding it (another pointer neither moves nor drops it).
    pointer: i32,
    /// Where the pointer went down, in board coordinates.
    start: (f64, f64),
    /// Whether it has moved far enough to be a drag rather than a tap.
    moved: bool,
}

thread_local! {
    static BOARD: RefCell<Option<LiveBoard>> = const { RefCell::new(None) };
    static DRAG: Cell<Option<Drag>> = const { Cell::new(None) };
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn board() -> Option<LiveBoard> {
    BOARD.with(|b| *b.borrow())
}

fn on(event: &str, f: impl FnMut(web_sys::Event) + 'static) -> Result<(), JsValue> {
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(f);
    document()
        .ok_or("no document")?
        .add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// Listens to the live board's pointer and keys (once: a second call changes the board asked).
/// The listeners are the document's, so a listener on the board itself hears an event first.
///
/// # Errors
/// The browser's, if a listener cannot be added.
pub fn listen(live: LiveBoard) -> Result<(), JsValue> {
    let first = BOARD.with(|b| b.borrow_mut().replace(live).is_none());
    if first {
        on("click", on_click)?;
        on("pointerdown", on_pointer_down)?;
        on("pointermove", on_pointer_move)?;
        on("pointerup", on_pointer_up)?;
        on("keydown", on_key)?;
    }
    Ok(())
}

/// Whether `e` happened on the live board.
fn on_board(e: &web_sys::Event, live: &LiveBoard) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(live.svg).ok().flatten())
        .is_some()
}

/// The live board's coordinates (viewBox units, the unturned layout) of a pointer.
fn board_coords(live: &LiveBoard, x: i32, y: i32) -> Option<(f64, f64)> {
    let r = document()?.query_selector(live.svg).ok()??.get_bounding_client_rect();
    geometry::client_to_board(
        (r.left(), r.top(), r.width(), r.height()),
        f64::from(x),
        f64::from(y),
        (live.turned)(),
    )
}

/// The spot under a pointer, if any.
fn spot_under(live: &LiveBoard, x: i32, y: i32) -> Option<Spot> {
    board_coords(live, x, y).and_then(|(x, y)| geometry::spot_at(x, y))
}

/// The spot whose element (`data-point`, `data-tray`) a click landed in: also right for a click
/// without a pointer's place (one a screen reader or a script sends).
fn spot_of_target(e: &web_sys::Event) -> Option<Spot> {
    let el: web_sys::Element = e.target()?.dyn_into().ok()?;
    let attr = |name: &str| el.closest(&format!("[{name}]")).ok().flatten()?.get_attribute(name);
    if let Some(p) = attr("data-point")
        .and_then(|p| p.parse::<u8>().ok())
        .and_then(WhitePoint::new)
    {
        return Some(Spot::Point(p));
    }
    match attr("data-tray")?.as_str() {
        "W" => Some(Spot::Tray(Color::White)),
        "B" => Some(Spot::Tray(Color::Black)),
        _ => None,
    }
}

/// A click on the live board: the spot it landed on is tapped (or the board away from every
/// spot); the click that ends a drag is not.
fn on_click(e: web_sys::Event) {
    let dragged = DRAG.with(Cell::take).is_some_and(|d| d.moved);
    let (Some(live), Some(m)) = (board(), e.dyn_ref::<web_sys::MouseEvent>()) else {
        return;
    };
    if dragged || !on_board(&e, &live) {
        return;
    }
    let input = match spot_of_target(&e).or_else(|| spot_under(&live, m.client_x(), m.client_y())) {
        Some(spot) => BoardInput::Tap(spot),
        None => BoardInput::TapOutside,
    };
    (live.on)(input);
}

/// A press on a checker the page lets drag may become a drag; any other press ends the last.
fn on_pointer_down(e: web_sys::Event) {
    DRAG.with(|d| d.set(None));
    let (Some(live), Some(p)) = (board(), e.dyn_ref::<web_sys::PointerEvent>()) else {
        return;
    };
    if on_board(&e, &live)
        && let Some((x, y)) = board_coords(&live, p.client_x(), p.client_y())
        && let Some(Spot::Point(from)) = geometry::spot_at(x, y)
        && (live.draggable)(from)
    {
        let drag = Drag {
            from,
            pointer: p.pointer_id(),
            start: (x, y),
            moved: false,
        };
        DRAG.with(|d| d.set(Some(drag)));
    }
}

fn on_pointer_move(e: web_sys::Event) {
    let (Some(live), Some(p)) = (board(), e.dyn_ref::<web_sys::PointerEvent>()) else {
        return;
    };
    if p.buttons() == 0 {
        return;
    }
    let Some(drag) = DRAG.with(Cell::get).filter(|d| d.pointer == p.pointer_id()) else {
        return;
    };
    let Some((x, y)) = board_coords(&live, p.client_x(), p.client_y()) else {
        return;
    };
    if !drag.moved && (x - drag.start.0).hypot(y - drag.start.1) <= DRAG_START {
        return;
    }
    if !drag.moved {
        DRAG.with(|d| d.set(Some(Drag { moved: true, ..drag })));
        if let Some(root) = document().and_then(|d| d.document_element()) {
            let _ = root.class_list().add_1("dragging");
        }
        // Taken up: the page may show where it can go while it is dragged.
        (live.on)(BoardInput::DragStart(drag.from));
    }
    ghost(&live, Some((drag.from, x, y)));
}

/// Draws (or, with `None`, removes) the checker that follows a drag, in the mover's colour
/// (`data-from` says the point it left).
fn ghost(live: &LiveBoard, at: Option<(WhitePoint, f64, f64)>) {
    let Some(doc) = document() else { return };
    if let Some(old) = doc.get_element_by_id("board-ghost") {
        old.remove();
    }
    let Some((from, x, y)) = at else { return };
    // Inside the (possibly turned) field group of the live board: board coordinates apply.
    let field = format!("{} #field", live.svg);
    let Some(field) = doc.query_selector(&field).ok().flatten() else {
        return;
    };
    let class = format!("ck {} ghost", fevga_board::color_class((live.mover)()));
    if let Ok(c) = doc.create_element_ns(Some("http://www.w3.org/2000/svg"), "circle") {
        let _ = c.set_attribute("id", "board-ghost");
        let _ = c.set_attribute("class", &class);
        // Written as the board writes its coordinates (no float formatting in the pages).
        let _ = c.set_attribute("cx", &Decimal::num(x).to_string());
        let _ = c.set_attribute("cy", &Decimal::num(y).to_string());
        let _ = c.set_attribute("r", &Decimal::num(geometry::RADIUS).to_string());
        let _ = c.set_attribute("data-from", &from.to_string());
        let _ = field.append_child(&c);
    }
}

/// The end of a drag: the checker goes where the pointer was let go.
fn on_pointer_up(e: web_sys::Event) {
    let (Some(live), Some(p)) = (board(), e.dyn_ref::<web_sys::PointerEvent>()) else {
        return;
    };
    let drag = DRAG.with(Cell::get);
    if drag.is_some_and(|d| d.pointer != p.pointer_id()) {
        return;
    }
    if let Some(root) = document().and_then(|d| d.document_element()) {
        let _ = root.class_list().remove_1("dragging");
    }
    ghost(&live, None);
    // The click that follows reads (and clears) the drag, so it is not also a tap.
    let Some(from) = drag.filter(|d| d.moved).map(|d| d.from) else {
        DRAG.with(|d| d.set(None));
        return;
    };
    if let Some(to) = spot_under(&live, p.client_x(), p.client_y()) {
        (live.on)(BoardInput::Drag { from, to });
    }
}

/// The board's keys; keys elsewhere are the page's.
fn on_key(e: web_sys::Event) {
    let (Some(live), Some(k)) = (board(), e.dyn_ref::<web_sys::KeyboardEvent>()) else {
        return;
    };
    if e.default_prevented() || k.alt_key() || k.ctrl_key() || k.meta_key() || !on_board(&e, &live) {
        return;
    }
    let input = match k.key().as_str() {
        "Enter" | " " => BoardInput::Activate,
        "Escape" => BoardInput::Cancel,
        key => match FocusKey::from_key(key) {
            Some(f) => BoardInput::Focus(f),
            None => return,
        },
    };
    e.prevent_default();
    (live.on)(input);
}

/// Whether a key event happened on the live board (the page leaves those to [`listen`]'s).
#[must_use]
pub fn is_on_board(e: &web_sys::Event) -> bool {
    board().is_some_and(|live| on_board(e, &live))
}

/// Hands the keyboard focus to the live board's tab stop (an SVG element, which
/// `HtmlElement::focus` cannot reach); false if there is no live board.
pub fn focus_board() -> bool {
    let Some(live) = board() else { return false };
    let stop = format!(r#"{} [tabindex="0"]"#, live.svg);
    let Some(el) = document().and_then(|d| d.query_selector(&stop).ok().flatten()) else {
        return false;
    };
    match el.dyn_into::<web_sys::SvgElement>() {
        Ok(svg) => svg.focus().is_ok(),
        Err(_) => false,
    }
}
