//! The one loop every page runs: `Action -> handle -> state -> render -> effects`.
//!
//! A page's state implements [`Page`]: it takes actions ([`Page::handle`], no DOM), draws itself
//! as regions of markup ([`Page::render`], reading only) and hands out what the browser must do
//! ([`Page::take_effects`]), which the page's glue runs ([`Page::run`]) outside the state's
//! borrow, so an effect may dispatch again. A [`Runner`] holds the state: an action changes it
//! and asks for a frame; one frame per animation frame, however many actions came, draws the
//! regions whose markup changed (keeping the keyboard focus where it was) and then runs the
//! effects. Storage news from another tab, a timer that runs out or the computer's answer come
//! in as actions like a click does. While a control is pressed (a button held down), the frames
//! wait for its release: a region written under the pointer would swallow the click.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::{document, focus_element, window};

/// A page's state, as the loop sees it.
pub trait Page: Sized + 'static {
    /// What the person (or the browser) did: the one way in.
    type Action;
    /// What the browser must do after a frame: kept by the state until taken.
    type Effects;

    /// Applies one action to the state (no DOM here).
    fn handle(&mut self, action: Self::Action);

    /// The page's regions as `(element id, markup)`; a region is written only when its markup
    /// changed since it was last written.
    fn render(&self) -> Vec<(&'static str, String)>;

    /// The effects asked for since they were last taken.
    fn take_effects(&mut self) -> Self::Effects;

    /// Runs the effects in the browser, outside the state's borrow (so it may dispatch).
    fn run(effects: Self::Effects, runner: &Runner<Self>);

    /// Called after the region `id` was written again (to scroll a list, say).
    fn drawn(&self, _id: &str, _el: &web_sys::Element) {}

    /// Called once a frame's regions are drawn (the document's title and language, say).
    fn after_draw(&self) {}

    /// Where the focus goes when the focused element is gone after a redraw (selectors, in
    /// order): the page's main button, say.
    fn focus_fallback(&self) -> &'static [&'static str] {
        &[]
    }
}

struct Inner<P: Page> {
    state: P,
    /// Each region's markup as last written.
    drawn: Vec<(&'static str, String)>,
    frame_asked: bool,
}

/// The loop's holder of a page's state (cheap to clone: one state, shared).
pub struct Runner<P: Page>(Rc<RefCell<Inner<P>>>);

impl<P: Page> std::fmt::Debug for Runner<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Runner")
    }
}

impl<P: Page> Clone for Runner<P> {
    fn clone(&self) -> Self {
        Runner(Rc::clone(&self.0))
    }
}

impl<P: Page> Runner<P> {
    /// A loop over `state`; nothing is drawn until the first action or [`Runner::frame`].
    #[must_use]
    pub fn new(state: P) -> Self {
        watch_presses();
        Runner(Rc::new(RefCell::new(Inner {
            state,
            drawn: Vec::new(),
            frame_asked: false,
        })))
    }

    /// The one way in: the action changes the state and a frame is asked for. An action that
    /// comes while the state is borrowed (from inside `handle` or `render`) waits for the next
    /// turn of the event loop rather than being lost.
    pub fn dispatch(&self, action: P::Action) {
        match self.0.try_borrow_mut() {
            Ok(mut inner) => inner.state.handle(action),
            Err(_) => {
                let me = self.clone();
                let later = Closure::once_into_js(move || me.dispatch(action));
                let _ = window().set_timeout_with_callback(later.unchecked_ref());
                return;
            }
        }
        self.request_frame();
    }

    /// Reads the state (the tests' probes, a listener that needs a fact); `None` while it is
    /// being changed.
    pub fn read<R>(&self, f: impl FnOnce(&P) -> R) -> Option<R> {
        self.0.try_borrow().ok().map(|i| f(&i.state))
    }

    /// Changes the state outside the loop's way in (at start-up, before the first frame).
    pub fn with<R>(&self, f: impl FnOnce(&mut P) -> R) -> Option<R> {
        self.0.try_borrow_mut().ok().map(|mut i| f(&mut i.state))
    }

    /// Asks for a frame unless one is asked for already.
    pub fn request_frame(&self) {
        let Ok(mut inner) = self.0.try_borrow_mut() else {
            return;
        };
        if std::mem::replace(&mut inner.frame_asked, true) {
            return;
        }
        drop(inner);
        let me = self.clone();
        let cb = Closure::once_into_js(move || me.frame());
        let _ = window().request_animation_frame(cb.unchecked_ref());
    }

    /// One frame now: draws the regions that changed, then runs the effects. While a control is
    /// pressed, the frame waits (asked again a little later) so the click lands on what was
    /// pressed.
    pub fn frame(&self) {
        let effects = {
            let Ok(mut inner) = self.0.try_borrow_mut() else {
                return;
            };
            inner.frame_asked = false;
            if pressed() {
                drop(inner);
                let me = self.clone();
                let later = Closure::once_into_js(move || me.request_frame());
                let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 40);
                return;
            }
            let inner = &mut *inner;
            draw(&inner.state, &mut inner.drawn);
            inner.state.take_effects()
        };
        P::run(effects, self);
    }

    /// Forgets what was drawn, so the next frame writes every region (after the page's words
    /// changed under the same markup, say).
    pub fn redraw_all(&self) {
        if let Ok(mut inner) = self.0.try_borrow_mut() {
            inner.drawn.clear();
        }
        self.request_frame();
    }
}

thread_local! {
    /// When a control was pressed (milliseconds since 1970), while it is held; whether the document's
    /// listeners are in place.
    static PRESS: Cell<Option<f64>> = const { Cell::new(None) };
    static WATCHED: Cell<bool> = const { Cell::new(false) };
}

/// The longest a press holds the frames back (a release the page never hears of).
const MAX_HOLD_MS: f64 = 800.0;

fn now() -> f64 {
    js_sys::Date::now()
}

/// Whether a control is held down now.
fn pressed() -> bool {
    PRESS.with(|p| p.get().is_some_and(|t| now() - t < MAX_HOLD_MS))
}

/// Listens, once, for presses on the page's controls (a button, a link, a list, a control by its
/// `data-action`; not a board, whose drags show their targets as they go) and their release.
fn watch_presses() {
    if WATCHED.with(|w| w.replace(true)) {
        return;
    }
    let down = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        let control = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("button, a, select, summary, [data-action]").ok().flatten())
            .is_some_and(|el| el.closest("svg").ok().flatten().is_none() || el.tag_name() == "g");
        if control {
            PRESS.with(|p| p.set(Some(now())));
        }
    });
    let up = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| PRESS.with(|p| p.set(None)));
    let doc = document();
    let _ = doc.add_event_listener_with_callback_and_bool("pointerdown", down.as_ref().unchecked_ref(), true);
    for kind in ["pointerup", "pointercancel"] {
        let _ = doc.add_event_listener_with_callback_and_bool(kind, up.as_ref().unchecked_ref(), true);
    }
    down.forget();
    up.forget();
}

/// Writes the regions whose markup changed and puts the keyboard focus back where it was.
fn draw<P: Page>(state: &P, drawn: &mut Vec<(&'static str, String)>) {
    let doc = document();
    let active = doc.active_element().and_then(|e| focus_selector(&e));
    for (id, html) in state.render() {
        let slot = drawn.iter().position(|(k, _)| *k == id);
        if slot.is_some_and(|i| drawn[i].1 == html) {
            continue;
        }
        if let Some(el) = doc.get_element_by_id(id) {
            el.set_inner_html(&html);
            state.drawn(id, &el);
        }
        match slot {
            Some(i) => drawn[i].1 = html,
            None => drawn.push((id, html)),
        }
    }
    restore_focus(active.as_deref(), state.focus_fallback());
    state.after_draw();
}

/// The selector that finds the focused element again once redrawn: a board's point, a field by
/// its id, or a button by its action (and the turn, item or kept game it names).
#[must_use]
pub fn focus_selector(e: &web_sys::Element) -> Option<String> {
    if let Some(p) = e.get_attribute("data-point") {
        return Some(format!("[data-point=\"{p}\"]"));
    }
    let Some(action) = e.get_attribute("data-action") else {
        let id = e.id();
        return (!id.is_empty()).then(|| format!("#{id}"));
    };
    let mut sel = format!("[data-action=\"{action}\"]");
    for attr in ["data-turn", "data-i", "data-id"] {
        if let Some(v) = e.get_attribute(attr) {
            sel.push_str(&format!("[{attr}=\"{v}\"]"));
        }
    }
    Some(sel)
}

/// Puts the keyboard focus back on the element `active` finds; if it is gone, on the first of
/// `fallback` there is (never on the page's body when it had been somewhere).
pub fn restore_focus(active: Option<&str>, fallback: &[&str]) {
    let Some(sel) = active else { return };
    let doc = document();
    let el = std::iter::once(sel)
        .chain(fallback.iter().copied())
        .find_map(|s| doc.query_selector(s).ok().flatten());
    if let Some(el) = el
        && doc.active_element().as_ref() != Some(&el)
    {
        focus_element(&el);
    }
}
