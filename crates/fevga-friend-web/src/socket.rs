//! The WebSocket to the site's relay: opened at the start, its news handed to the page as
//! [`Input::Relay`], frames sent while it is open, and opened again after a loss (1 s, then
//! twice as long each time, at most 30 s). A relay that never answered is tried three times,
//! then again only when the browser comes back online: a site without one is not asked forever. The relay's address is the site's own (`relay/v1`
//! beside the page's folder), or the page's `<meta name="fevga-relay">`, or `?relay=` in the
//! address; `?relay=off` (or a meta `off`) keeps live play off. A site without a relay answers
//! no WebSocket: the page says live play needs the site's relay and the links work as before.

use std::cell::{Cell, RefCell};

use fevga_page_web::{document, window};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::Input;
use crate::live;
use crate::relay::News;

thread_local! {
    static SOCKET: RefCell<Option<web_sys::WebSocket>> = const { RefCell::new(None) };
    static DELAY: Cell<i32> = const { Cell::new(1_000) };
    /// Whether the relay ever answered on this page.
    static ANSWERED: Cell<bool> = const { Cell::new(false) };
    /// Attempts in a row that never opened.
    static FAILED: Cell<u32> = const { Cell::new(0) };
}

/// Attempts in a row at a relay that never answered before the page stops asking.
const TRIES: u32 = 3;

/// Asks again when the browser comes back online (after the page stopped asking).
pub(crate) fn listen_online() {
    let online = Closure::<dyn FnMut()>::new(|| {
        let idle = SOCKET.with(|s| s.borrow().is_none());
        if idle && FAILED.with(Cell::get) >= TRIES {
            FAILED.with(|f| f.set(0));
            connect();
        }
    });
    let _ = window().add_event_listener_with_callback("online", online.as_ref().unchecked_ref());
    online.forget();
}

/// The relay's WebSocket address, or `None` when live play is off.
fn address() -> Option<String> {
    let location = window().location();
    let query = web_sys::UrlSearchParams::new_with_str(&location.search().unwrap_or_default()).ok();
    let meta = document()
        .query_selector(r#"meta[name="fevga-relay"]"#)
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .filter(|c| !c.trim().is_empty());
    let chosen = query.and_then(|q| q.get("relay")).or(meta);
    if chosen.as_deref() == Some("off") {
        return None;
    }
    let href = location.href().ok()?;
    let url = web_sys::Url::new_with_base(chosen.as_deref().unwrap_or("../relay/v1"), &href).ok()?;
    match url.protocol().as_str() {
        "http:" => url.set_protocol("ws:"),
        "https:" => url.set_protocol("wss:"),
        "ws:" | "wss:" => {}
        _ => return None,
    }
    Some(url.href())
}

/// Opens the connection (at the start, and again after a loss).
pub(crate) fn connect() {
    let Some(url) = address() else { return };
    let Ok(ws) = web_sys::WebSocket::new(&url) else {
        live::dispatch(Input::Relay(News::Closed));
        return;
    };
    let open = Closure::<dyn FnMut()>::new(|| {
        DELAY.with(|d| d.set(1_000));
        ANSWERED.with(|a| a.set(true));
        FAILED.with(|f| f.set(0));
        live::dispatch(Input::Relay(News::Open));
    });
    let message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        if let Some(text) = e.data().as_string() {
            live::dispatch(Input::Relay(News::Frame(text)));
        }
    });
    let close = Closure::<dyn FnMut()>::new(|| {
        SOCKET.with(|s| s.borrow_mut().take());
        live::dispatch(Input::Relay(News::Closed));
        if !ANSWERED.with(Cell::get) {
            let failed = FAILED.with(|f| {
                f.set(f.get() + 1);
                f.get()
            });
            if failed >= TRIES {
                return;
            }
        }
        let delay = DELAY.with(|d| {
            let now = d.get();
            d.set((now * 2).min(30_000));
            now
        });
        let again = Closure::once_into_js(connect);
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(again.unchecked_ref(), delay);
    });
    ws.set_onopen(Some(open.as_ref().unchecked_ref()));
    ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
    ws.set_onclose(Some(close.as_ref().unchecked_ref()));
    open.forget();
    message.forget();
    close.forget();
    SOCKET.with(|s| *s.borrow_mut() = Some(ws));
}

/// Sends the frames, in order, if the connection is open (else they are planned again when it
/// opens).
pub(crate) fn send(frames: &[String]) {
    SOCKET.with(|s| {
        if let Some(ws) = s.borrow().as_ref()
            && ws.ready_state() == web_sys::WebSocket::OPEN
        {
            for f in frames {
                let _ = ws.send_with_str(f);
            }
        }
    });
}

/// Hands in [`News::Retry`] after `ms` (the relay refused frames as too fast).
pub(crate) fn retry_in(ms: i32) {
    let again = Closure::once_into_js(|| live::dispatch(Input::Relay(News::Retry)));
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(again.unchecked_ref(), ms);
}
