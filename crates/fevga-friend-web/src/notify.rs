//! Telling the person it is their move while the page is in the background: the browser's own
//! notification, asked for once with a button on a live game. No push service: the page shows it
//! itself while it is open and its relay brings the friend's move; nothing leaves the device.
//! The state ([`Permission`], what to say) is tested natively; [`ask`], [`permission`] and
//! [`show`] are the browser's glue.

use wasm_bindgen::prelude::*;

/// What the browser allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Permission {
    /// The browser has no notifications (or the page has not asked it yet what it allows).
    #[default]
    Unsupported,
    /// Not asked yet: the page may offer the button.
    Ask,
    /// Allowed: the page tells the person when it is their move, if the page is hidden.
    Granted,
    /// Refused: never asked again.
    Denied,
}

/// A notification to show: its title, its words, and its tag (the game's id: a newer one of
/// the same game replaces the older).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notify {
    /// The title (the page's).
    pub title: String,
    /// The words.
    pub body: String,
    /// The game's id.
    pub tag: String,
}

/// What the browser allows now.
#[must_use]
pub fn permission() -> Permission {
    let global = js_sys::global();
    if !js_sys::Reflect::has(&global, &"Notification".into()).unwrap_or(false) {
        return Permission::Unsupported;
    }
    match web_sys::Notification::permission() {
        web_sys::NotificationPermission::Granted => Permission::Granted,
        web_sys::NotificationPermission::Denied => Permission::Denied,
        _ => Permission::Ask,
    }
}

/// Asks the browser (from the person's click); `then` is called with what it allows after.
pub fn ask(then: fn(Permission)) {
    if permission() == Permission::Unsupported {
        return;
    }
    let Ok(promise) = web_sys::Notification::request_permission() else {
        return;
    };
    let done = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| then(permission()));
    let _ = promise.then(&done);
    // Called once, when the browser answers; the page lives as long.
    done.forget();
}

/// Shows `n` if the page is hidden and notifications are allowed.
pub fn show(n: &Notify) {
    if !fevga_page_web::document().hidden() || permission() != Permission::Granted {
        return;
    }
    let options = web_sys::NotificationOptions::new();
    options.set_body(&n.body);
    options.set_tag(&n.tag);
    let _ = web_sys::Notification::new_with_options(&n.title, &options);
}
