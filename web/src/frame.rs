//! The loop, the page kit's ([`fevga_page_web::run`]) over this page's state ([`Ui`]): an input
//! changes the state ([`dispatch`]) and asks for a frame; the frame draws the regions whose
//! markup changed (reading the state only), then runs the effects the state hands out. One frame
//! per animation frame, however many inputs came.

use fevga_i18n::Messages;
use fevga_page_web::run::{Page, Runner};
use wasm_bindgen::JsCast;

use crate::app::{Effects, Input};
use crate::dom::{by_id, document, set_failure_notice};
use crate::ui::{self, Ui};
use crate::{effects, view};

/// The one way into the page: the input goes to the controller and a frame is requested.
pub fn dispatch(input: Input) {
    if let Some(r) = ui::runner() {
        r.dispatch(input);
    }
}

/// One frame now (the first board, drawn at start rather than a frame later).
pub fn frame() {
    if let Some(r) = ui::runner() {
        r.frame();
    }
}

/// A frame's effects, with the announcements in the words of the page.
#[derive(Debug)]
pub struct Frame {
    fx: Effects,
    said: Vec<String>,
    m: &'static Messages,
}

impl Page for Ui {
    type Action = Input;
    type Effects = Frame;

    fn handle(&mut self, input: Input) {
        Ui::handle(self, input, dispatch);
    }

    fn render(&self) -> Vec<(&'static str, String)> {
        view::render(&self.app, self.msgs).into()
    }

    fn take_effects(&mut self) -> Frame {
        let fx = self.app.take_effects();
        let said = fx
            .announcements
            .iter()
            .map(|a| view::announcement_text(&self.app, self.msgs, a))
            .collect();
        Frame { fx, said, m: self.msgs }
    }

    fn run(frame: Frame, _: &Runner<Ui>) {
        effects::run(frame.fx, &frame.said, frame.m, dispatch);
    }

    fn drawn(&self, id: &str, el: &web_sys::Element) {
        if id == "info" {
            keep_newest_move_in_view(el);
        }
        if id == "status" {
            reveal_new_hint(el);
        }
    }

    /// The document's language, title and failure notice; the language menu shows the language
    /// shown, also after a choice whose words could not be had (its markup did not change, so
    /// it was not written again).
    fn after_draw(&self) {
        let m = self.msgs;
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", m.lang().as_str());
        }
        if let Some(menu) = by_id("lang").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
            && menu.value() != m.lang().as_str()
            && self.app.settings().lang == m.lang()
        {
            menu.set_value(m.lang().as_str());
        }
        document().set_title(&format!("{} – {}", m.t("app-title"), m.t("app-tagline")));
        // The board's name says its keys: the arrows follow the path (fevga_board::geometry).
        if let Some(board) = by_id("board") {
            let name = m.t("board-label");
            if board.get_attribute("aria-label").as_deref() != Some(name.as_str()) {
                let _ = board.set_attribute("aria-label", &name);
            }
        }
        set_failure_notice(m.t("failed"));
    }

    /// A button that is gone (Roll after rolling, Done after the turn) hands the focus to the
    /// main button of the controls, so it never falls to the page's body.
    fn focus_fallback(&self) -> &'static [&'static str] {
        &["#controls button.primary", "#controls button"]
    }
}

thread_local! {
    /// Whether the status showed a hint when it was last drawn.
    static HINT_SHOWN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A hint that has just appeared, on a phone held upright (where style.css makes the board stick
/// to the top of the screen, the text below it), is brought into view just below the board if
/// its start is under the board or off the screen, so its plays are read with the board and its
/// arrows in view (issue 33). Once only: the redraws that follow (a roll-out's progress) leave
/// the page where the person scrolled it. Where the board does not stick nothing moves.
fn reveal_new_hint(status: &web_sys::Element) {
    let hint = status.query_selector(".hint").ok().flatten();
    let was = HINT_SHOWN.with(|h| h.replace(hint.is_some()));
    let (Some(hint), false) = (hint, was) else { return };
    let Some(wrap) = document().query_selector(".board-wrap").ok().flatten() else {
        return;
    };
    let Some(window) = web_sys::window() else { return };
    let sticks = window
        .get_computed_style(&wrap)
        .ok()
        .flatten()
        .and_then(|s| s.get_property_value("position").ok())
        .is_some_and(|p| p == "sticky");
    if !sticks {
        return;
    }
    let (board, text) = (wrap.get_bounding_client_rect(), hint.get_bounding_client_rect());
    let screen = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    if text.top() < board.bottom() || text.top() > screen - 48.0 {
        hint.scroll_into_view_with_bool(true);
    }
}

/// Scrolls the move list to its newest entry.
fn keep_newest_move_in_view(info: &web_sys::Element) {
    if let Some(list) = info.query_selector("ol.history").ok().flatten() {
        list.set_scroll_top(list.scroll_height());
    }
}
