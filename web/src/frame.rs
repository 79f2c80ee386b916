//! The loop: an input changes the state ([`dispatch`]) and asks for a frame; the frame draws
//! the regions whose markup changed (reading the state only), then runs the effects the state
//! hands out. One frame per animation frame, however many inputs came.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::Input;
use crate::dom::{by_id, document, set_failure_notice, window};
use crate::ui::{self, Ui};
use crate::{effects, view};

/// The one way into the page: the input goes to the controller and a frame is requested.
pub fn dispatch(input: Input) {
    ui::with(|ui| ui.handle(input, dispatch));
    request_frame();
}

/// Asks for a frame unless one is asked for already.
pub fn request_frame() {
    let need = ui::with(|ui| !std::mem::replace(&mut ui.frame_requested, true)).unwrap_or(false);
    if need {
        let cb = Closure::once_into_js(frame);
        let _ = window().request_animation_frame(cb.unchecked_ref());
    }
}

/// One frame: draw, then take the effects and run them (outside the cell's borrow).
pub fn frame() {
    let taken = ui::with(|ui| {
        ui.frame_requested = false;
        draw(ui);
        let fx = ui.app.take_effects();
        let said: Vec<String> = fx
            .announcements
            .iter()
            .map(|a| view::announcement_text(&ui.app, ui.msgs, a))
            .chain(fx.learn_say.iter().map(|s| view::learn_said(&ui.app, s)))
            .collect();
        (fx, said, ui.msgs)
    });
    if let Some((fx, said, m)) = taken {
        effects::run(fx, &said, m, dispatch);
    }
}

/// Replaces the regions whose markup changed, keeps the keyboard focus, and sets the document's
/// language, title and failure notice.
fn draw(ui: &mut Ui) {
    let doc = document();
    let active = doc.active_element().and_then(|e| focus_selector(&e));
    for (id, html) in view::render(&ui.app, ui.msgs) {
        let slot = ui.drawn.iter().position(|(k, _)| *k == id);
        if slot.is_some_and(|i| ui.drawn[i].1 == html) {
            continue;
        }
        if let Some(el) = by_id(id) {
            el.set_inner_html(&html);
            if id == "info" {
                keep_newest_move_in_view(&el);
            }
            if id == "status" {
                keep_reviewed_turn_in_view(&el);
            }
        }
        match slot {
            Some(i) => ui.drawn[i].1 = html,
            None => ui.drawn.push((id, html)),
        }
    }
    restore_focus(active.as_deref());
    let m = ui.msgs;
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("lang", m.lang().as_str());
    }
    // The language menu shows the language shown, also after a choice whose words could not be
    // had (its markup did not change, so it was not written again).
    if let Some(menu) = by_id("lang").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
        && menu.value() != m.lang().as_str()
        && ui.app.settings().lang == m.lang()
    {
        menu.set_value(m.lang().as_str());
    }
    doc.set_title(&format!("{} – {}", m.t("app-title"), m.t("app-tagline")));
    set_failure_notice(m.t("failed"));
}

/// Scrolls the move list to its newest entry.
fn keep_newest_move_in_view(info: &web_sys::Element) {
    if let Some(list) = info.query_selector("ol.history").ok().flatten() {
        list.set_scroll_top(list.scroll_height());
    }
}

/// Scrolls the review's list to the turn shown on the board (within the list only).
fn keep_reviewed_turn_in_view(status: &web_sys::Element) {
    let list = status.query_selector("ol.review-list").ok().flatten();
    let current = status.query_selector("ol.review-list li.current").ok().flatten();
    if let (Some(list), Some(li)) = (list, current.and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok())) {
        let top = li.offset_top() - list.client_height() / 2;
        list.set_scroll_top(top.max(0));
    }
}

/// The selector that finds the focused element again once redrawn: a point, or a button by its
/// action (a turn of the review's list by its turn too).
fn focus_selector(e: &web_sys::Element) -> Option<String> {
    if let Some(p) = e.get_attribute("data-point") {
        return Some(format!("[data-point=\"{p}\"]"));
    }
    let action = e.get_attribute("data-action")?;
    Some(match e.get_attribute("data-turn") {
        Some(t) => format!("[data-action=\"{action}\"][data-turn=\"{t}\"]"),
        None => format!("[data-action=\"{action}\"]"),
    })
}

/// Puts the keyboard focus back where it was before a region was replaced. A button that is
/// gone (Roll after rolling, Done after the turn) hands the focus to the main button of the
/// controls, so it never falls to the page's body.
fn restore_focus(active: Option<&str>) {
    let Some(sel) = active else { return };
    let doc = document();
    let el = [sel, "#controls button.primary", "#controls button"]
        .into_iter()
        .find_map(|s| doc.query_selector(s).ok().flatten());
    if let Some(el) = el
        && doc.active_element().as_ref() != Some(&el)
    {
        if let Ok(h) = el.clone().dyn_into::<web_sys::HtmlElement>() {
            let _ = h.focus();
        } else if let Ok(svg) = el.dyn_into::<web_sys::SvgElement>() {
            let _ = svg.focus();
        }
    }
}
