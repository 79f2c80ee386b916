//! The effects a frame hands out, run against the browser: saves to local storage, checker
//! slides, the live region, the timer the state waits for, the keyboard focus, the dialog.

use fevga_board::Spot;
use fevga_i18n::Messages;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::anim;
use crate::app::{Button, Dialog, Effects, Focus, Input, Pending};
use crate::dom::{
    GAME_KEY, GUIDE_KEY, SETTINGS_KEY, by_id, document, storage_get, storage_remove, storage_set, window,
};
use crate::{ui, worker};

/// Runs a frame's effects; `said` is the announcements in words, `m` the page's words. A timer that runs out comes
/// back into the page through `dispatch`. The controller has already paced everything (the
/// speed setting, reduced motion): this runs what it says.
pub fn run(fx: Effects, said: &[String], m: &Messages, dispatch: fn(Input)) {
    if let Some(text) = &fx.save
        && !storage_set(GAME_KEY, text)
    {
        // A save that did not stick must not come back on reload as an older position.
        storage_remove(GAME_KEY);
        dispatch(Input::SaveFailed);
    } else if let Some(copy) = &fx.games {
        keep_in_games(copy);
    }
    if let Some(text) = &fx.settings_save {
        // Settings that cannot be kept are the defaults next time: nothing to warn about.
        let _ = storage_set(SETTINGS_KEY, text);
        // The language and the colours are the site's: kept for every page by the page kit.
        let site = crate::save::load_settings(text);
        let _ = fevga_page_web::keep_lang(site.lang);
        let _ = fevga_page_web::theme::keep_theme(site.theme);
    }
    if let Some(word) = fx.guide_save {
        let _ = storage_set(GUIDE_KEY, word);
    }
    anim::slide(&fx.anims);
    if !said.is_empty()
        && let Some(live) = by_id("live")
    {
        live.set_text_content(Some(&said.join(" ")));
    }
    schedule(fx.timer, dispatch);
    match fx.focus {
        Some(Focus::Spot(spot)) => focus_spot(spot),
        Some(Focus::Button(b)) => focus_button(b),
        None => {}
    }
    if let Some(d) = fx.dialog {
        dialog(d);
    }
    if let Some(fragment) = &fx.copy_link {
        copy_link(fragment, m);
    }
    if let Some((id, text)) = &fx.ask {
        worker::ask(*id, text);
    }
}

/// Your games (issue 18): the game saved is written for the Games page, which takes it in
/// when it opens (`fevga_keep::store`): the game in play under one key, each finished game
/// appended to an inbox. A storage that refuses loses only these copies, never the save.
fn keep_in_games(copy: &crate::save::GamesCopy) {
    use fevga_keep::store::{CURRENT_KEY, INBOX_KEY, inbox_with};
    let entry = copy.entry(js_sys::Date::now());
    let _ = storage_set(CURRENT_KEY, &entry);
    if copy.over()
        && let Some(inbox) = inbox_with(&storage_get(INBOX_KEY).unwrap_or_default(), &entry)
    {
        let _ = storage_set(INBOX_KEY, &inbox);
    }
}

/// Puts the page's address with `fragment` on the clipboard, and says whether it worked (the
/// page kit's confirmation).
fn copy_link(fragment: &str, m: &Messages) {
    let loc = window().location();
    let (Ok(origin), Ok(path)) = (loc.origin(), loc.pathname()) else {
        return;
    };
    let said = fevga_page_web::share::Said {
        done: m.t("link-copied"),
        failed: m.t("link-copy-failed"),
    };
    fevga_page_web::share::copy(&format!("{origin}{path}#{fragment}"), said);
}

/// Keeps the running timer if it waits for the same thing; otherwise replaces it.
fn schedule(want: Option<(u32, Pending)>, dispatch: fn(Input)) {
    ui::with(|ui| {
        if let (Some((_, running)), Some((_, wanted))) = (ui.timer, want)
            && running == wanted
        {
            return;
        }
        if let Some((id, _)) = ui.timer.take() {
            window().clear_timeout_with_handle(id);
        }
        let Some((ms, pending)) = want else { return };
        let cb = Closure::once_into_js(move || {
            ui::with(|ui| ui.timer = None);
            dispatch(Input::Timer(pending));
        });
        let delay = i32::try_from(ms).unwrap_or(i32::MAX);
        if let Ok(id) = window().set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), delay) {
            ui.timer = Some((id, pending));
        }
    });
}

/// Moves the keyboard focus to a point or tray of the board.
fn focus_spot(spot: Spot) {
    let sel = match spot {
        Spot::Point(p) => format!("[data-point=\"{p}\"]"),
        Spot::Tray(c) => format!("[data-tray=\"{}\"]", c.letter()),
    };
    if let Some(el) = document().query_selector(&sel).ok().flatten()
        && let Ok(svg) = el.dyn_into::<web_sys::SvgElement>()
    {
        let _ = svg.focus();
    }
}

/// Moves the keyboard focus to a button of the page, if it is there.
fn focus_button(b: Button) {
    focus_action(b.as_str());
}

/// Moves the keyboard focus to the first element of this `data-action`, if it is there.
fn focus_action(action: &str) {
    let sel = format!("[data-action=\"{action}\"]");
    if let Some(el) = document().query_selector(&sel).ok().flatten()
        && let Ok(h) = el.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = h.focus();
    }
}

fn dialog(d: Dialog) {
    let Some(dialog) = by_id("settings-dialog").and_then(|e| e.dyn_into::<web_sys::HtmlDialogElement>().ok()) else {
        return;
    };
    match d {
        Dialog::Open => {
            let _ = dialog.show_modal();
        }
        Dialog::Close => dialog.close(),
    }
}
