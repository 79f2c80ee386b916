//! Play a friend by link (issue 19): the friend page's own wasm, built into `dist/friend/` by
//! `scripts/build-pages.sh` (`web/pages.tsv`) and loaded only when that page (`friend/`) opens, so the game page's
//! first download does not grow. The rules, the dice and every check of a link are
//! `fevga-core`'s `Correspondence`; the words are `fevga-i18n`'s friend bundle.
//!
//! | module | what it owns |
//! |---|---|
//! | [`page`] | the state and the one way through it, [`page::Page::handle`]; the core's refusals as words |
//! | [`shelf`] | the games kept (each side's save and its last change) under one storage key, merged game by game with what another tab wrote |
//! | [`view`] | the state drawn as HTML (the list, a game, the link to send), read only, tested natively |
//! | [`qr`] | the link's QR code as SVG |
//! | `board` | the board's pointer and keys, through `fevga-board-web`; the arrow keys off the board step through the turns |
//! | `hint` | the computer's Web Worker (`computer/worker.js`), started when a hint is asked |
//! | `tests` | two pages exchanging links natively, as two friends would |
//! | this module | the browser glue: events in, HTML out, storage, clipboard, share sheet |
//!
//! The page itself is `web/friend/` (`index.html`, `friend.js`, `friend.css`); the game page's
//! `boot.js` sends a `#game=` address there.

#![warn(missing_docs)]

pub mod page;
pub mod qr;
pub mod shelf;
pub mod view;

mod board;
mod hint;

#[cfg(test)]
mod tests;

use std::cell::RefCell;

use fevga_core::fair_dice::Secret;
use fevga_core::{Color, Rules};
use fevga_i18n::{Lang, Messages};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use fevga_page_web::{document, field_value, focus, focus_element, storage_get, storage_set, window};

use crate::page::{Action, Page};
use crate::shelf::{SHELF_KEY, Shelf};

/// The storage key of the name last typed.
const NAME_KEY: &str = "fevga.friend-name";

/// The storage key of the games (ids) in which hints were asked.
const HINTED_KEY: &str = "fevga.friend-hinted";

thread_local! {
    pub(crate) static PAGE: RefCell<Option<(Page, Lang)>> = const { RefCell::new(None) };
}

/// The session key of the game shown in this tab (its id): a reload shows it again.
const SHOWN_KEY: &str = "fevga.friend-shown";

fn now() -> f64 {
    js_sys::Date::now()
}

/// The page's address without its query and fragment: the links start with it (the friend
/// chooses their own language).
fn base() -> String {
    let l = window().location();
    format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_default())
}

/// The page's address without its fragment.
fn here() -> String {
    base() + &window().location().search().unwrap_or_default()
}

fn session() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

/// Starts the page: the kept games, a link in the address, the listeners, the first drawing.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let lang = fevga_page_web::choose_lang(None);
    let shelf = Shelf::from_text(&storage_get(SHELF_KEY).unwrap_or_default());
    let mut page = Page::new(shelf, Box::new(|| Secret::random().ok()));
    page.name = storage_get(NAME_KEY).unwrap_or_default();
    page.hinted = page::hinted_from_text(&storage_get(HINTED_KEY).unwrap_or_default());
    // The game this tab showed before a reload.
    let shown = session().and_then(|s| s.get_item(SHOWN_KEY).ok().flatten());
    if let Some(i) = shown.and_then(|id| {
        page.shelf
            .games()
            .iter()
            .position(|k| k.game.game_id().to_string() == id)
    }) {
        page.handle(Action::Show(i), now());
    }
    let _ = document()
        .document_element()
        .map(|e| e.set_attribute("lang", lang.as_str()));
    // The site's one header (its way home names the game as the language does: Mültezim in
    // Turkish), with the mistakes due today in the deck the Games page keeps (fevga-keep's format).
    let deck = storage_get(fevga_keep::deck::DECK_KEY).unwrap_or_default();
    let header = fevga_page_web::header::Header {
        here: fevga_page_web::header::Place::Friend,
        root: "../",
        due: fevga_keep::deck::due_today(&deck, js_sys::Date::now()),
        learn: None,
        tools: "",
    };
    fevga_page_web::header::show_header(Messages::of(lang), &header);
    document().set_title(&fevga_page_web::header::page_title(
        Messages::of(lang),
        &Messages::friend(lang).t("friend-title"),
    ));
    fevga_page_web::header::listen_language_menu()?;
    PAGE.with(|p| *p.borrow_mut() = Some((page, lang)));
    listen()?;
    if !open_address() {
        render(false);
    }
    Ok(())
}

/// Opens a game link in the address, if any (at the start, or when only the fragment changed),
/// and takes it out of the address: a reload shows the game rather than opening the link again.
fn open_address() -> bool {
    let hash = window().location().hash().unwrap_or_default();
    if fevga_core::link::GameLink::find_in(&hash).is_none() {
        return false;
    }
    let _ = window()
        .history()
        .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&here())));
    act(Action::Open(hash), None);
    true
}

fn listen() -> Result<(), JsValue> {
    let click = Closure::<dyn FnMut(web_sys::Event)>::new(on_click);
    document().add_event_listener_with_callback("click", click.as_ref().unchecked_ref())?;
    click.forget();
    board::listen()?;
    let change = Closure::<dyn FnMut(web_sys::Event)>::new(on_change);
    document().add_event_listener_with_callback("change", change.as_ref().unchecked_ref())?;
    change.forget();
    // Another tab wrote the games: take its news in.
    let storage = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
        let stored = Shelf::from_text(&storage_get(SHELF_KEY).unwrap_or_default());
        PAGE.with(|p| {
            if let Some((page, _)) = p.borrow_mut().as_mut() {
                page.shelf.merge(stored);
            }
        });
        render(false);
    });
    window().add_event_listener_with_callback("storage", storage.as_ref().unchecked_ref())?;
    storage.forget();
    // A link opened in a tab that shows this page already changes only the fragment.
    let hash = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
        open_address();
    });
    window().add_event_listener_with_callback("hashchange", hash.as_ref().unchecked_ref())?;
    hash.forget();
    Ok(())
}

fn on_change(e: web_sys::Event) {
    let Some(el) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return;
    };
    if el.get_attribute("data-action").as_deref() == Some("choose")
        && let Ok(i) = field_value("f-play").parse()
    {
        act(Action::Choose(i), Some("#f-play"));
    }
}

fn on_click(e: web_sys::Event) {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("button[data-action]").ok().flatten())
    else {
        return;
    };
    if el.get_attribute("aria-disabled").as_deref() == Some("true") {
        return;
    }
    let action = match el.get_attribute("data-action").unwrap_or_default().as_str() {
        "start" => Action::Invite {
            rules: field_value("f-rules").parse().unwrap_or(Rules::Fevga),
            length: field_value("f-length").parse().unwrap_or(1),
            side: field_value("f-side").parse().unwrap_or(Color::White),
            name: field_value("f-name"),
        },
        "open" => Action::Open(field_value("f-paste")),
        "show" => Action::Show(
            el.get_attribute("data-i")
                .and_then(|i| i.parse().ok())
                .unwrap_or(usize::MAX),
        ),
        "list" => Action::List,
        "play" => Action::Play,
        "undo" => Action::Undo,
        "back" => Action::Back,
        "forward" => Action::Forward,
        "hint" => Action::Hint,
        "reveal" => Action::Reveal,
        "resign" => Action::Resign,
        "rematch" => Action::Rematch,
        "join" => Action::Join {
            name: field_value("f-name"),
        },
        "copy" => return copy(),
        "share" => return share(),
        _ => return,
    };
    // Stepping through the turns keeps the focus on the button pressed; Undo hands it to the
    // board; the others to the first thing to do next.
    let keep = match action {
        Action::Back => Some(r#"#app [data-action="back"]"#),
        Action::Forward => Some(r#"#app [data-action="forward"]"#),
        Action::Undo => Some(r#"#app .board.live [tabindex="0"]"#),
        _ => None,
    };
    act(action, keep);
}

/// Applies an action, writes the games if they changed, draws again; `keep_focus`: the element
/// (a selector) that keeps the focus, else the first thing to do gets it.
fn act(action: Action, keep_focus: Option<&str>) {
    let hint = PAGE.with(|p| {
        let mut p = p.borrow_mut();
        let (page, _) = p.as_mut()?;
        page.handle(action, now());
        page.take_hint_request()
    });
    save();
    render(keep_focus.is_none());
    if let Some(selector) = keep_focus {
        announce();
        focus(selector);
    }
    if let Some(text) = hint {
        hint::ask(&text);
    }
}

/// Writes the games if they changed: merged first with what another tab may have written.
fn save() {
    PAGE.with(|p| {
        if let Some((page, _)) = p.borrow_mut().as_mut() {
            if !page.take_dirty() {
                return;
            }
            let stored = Shelf::from_text(&storage_get(SHELF_KEY).unwrap_or_default());
            page.shelf.merge(stored);
            let _ = storage_set(SHELF_KEY, &page.shelf.to_text());
            let _ = storage_set(NAME_KEY, &page.name);
        }
    });
    PAGE.with(|p| {
        if let Some((page, _)) = p.borrow().as_ref()
            && !page.hinted.is_empty()
        {
            let _ = storage_set(HINTED_KEY, &page.hinted_text());
        }
    });
}

/// Says the notice, or the refused step's reason, in the live region.
fn announce() {
    let text = PAGE.with(|p| {
        let p = p.borrow();
        let (page, lang) = p.as_ref()?;
        let cx = view::Context {
            m: Messages::of(*lang),
            f: Messages::friend(*lang),
            base: "",
            date: &|_| String::new(),
        };
        view::notice_text(page, cx)
            .or_else(|| view::why_sentence(page, cx))
            .or_else(|| view::said_text(page, cx))
    });
    if let Some(live) = document().get_element_by_id("announce") {
        live.set_text_content(text.as_deref());
    }
}

/// Draws the page; `announce`: the notice goes to the live region, and the focus to the first
/// thing to do.
fn render(announce: bool) {
    let base = base();
    let (html, notice) = PAGE.with(|p| {
        let p = p.borrow();
        let Some((page, lang)) = p.as_ref() else {
            return (String::new(), None);
        };
        let lang_tag = lang.as_str();
        let date = move |ms: f64| -> String {
            js_sys::Date::new(&JsValue::from(ms))
                .to_locale_string(lang_tag, &JsValue::UNDEFINED)
                .as_string()
                .unwrap_or_default()
        };
        let cx = view::Context {
            m: Messages::of(*lang),
            f: Messages::friend(*lang),
            base: &base,
            date: &date,
        };
        (view::render(page, cx), view::notice_text(page, cx))
    });
    let shown = PAGE.with(|p| {
        let p = p.borrow();
        p.as_ref()
            .and_then(|(page, _)| page.current())
            .map(|g| g.game_id().to_string())
    });
    if let Some(s) = session() {
        let _ = match shown {
            Some(id) => s.set_item(SHOWN_KEY, &id),
            None => s.remove_item(SHOWN_KEY),
        };
    }
    if let Some(app) = document().get_element_by_id("app") {
        app.set_inner_html(&html);
    }
    if announce {
        if let Some(live) = document().get_element_by_id("announce") {
            live.set_text_content(notice.as_deref());
        }
        // The first thing to do on our turn is on the board.
        // The first thing to do, in this order: play, reveal, the link to send, the list's start.
        let first = [
            r#"#app [data-action="play"]"#,
            r#"#app .board.live [tabindex="0"]"#,
            r#"#app [data-action="join"]"#,
            r#"#app [data-action="reveal"]"#,
            "#app #f-link",
            r#"#app [data-action="rematch"]"#,
            r#"#app [data-action="show"]"#,
            "#app #f-name",
        ]
        .iter()
        .find_map(|q| document().query_selector(q).ok().flatten());
        if let Some(el) = first {
            focus_element(&el);
        }
    }
}

/// The link to send, as written in its box.
fn link_text() -> String {
    field_value("f-link")
}

fn say(key: &str) {
    let text = PAGE.with(|p| p.borrow().as_ref().map(|(_, lang)| Messages::friend(*lang).t(key)));
    if let Some(live) = document().get_element_by_id("announce") {
        live.set_text_content(text.as_deref());
    }
}

/// Copies the link: the clipboard's promise says whether it worked.
fn copy() {
    let text = link_text();
    let promise = window().navigator().clipboard().write_text(&text);
    let ok = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| say("friend-copied"));
    let failed = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| say("friend-copy-failed"));
    let _ = promise.then2(&ok, &failed);
    // Each copy makes one pair: kept alive until the promise settles (a few bytes a copy).
    ok.forget();
    failed.forget();
}

/// The system's share sheet where the browser has one; otherwise the link is copied.
fn share() {
    let nav = window().navigator();
    let has_share = js_sys::Reflect::get(&nav, &"share".into()).is_ok_and(|f| f.is_function());
    if !has_share {
        return copy();
    }
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &link_text().into());
    if let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) {
        let _ = f.unchecked_ref::<js_sys::Function>().call1(&nav, &data);
    }
}

/// Lets tests read the page: the shown game's `status`, `side`, `turns` of its current game,
/// `score`, the `link` to send (empty if none) and the number of `games` kept.
#[wasm_bindgen(js_name = friendState)]
pub fn friend_state() -> JsValue {
    PAGE.with(|p| {
        let p = p.borrow();
        let o = js_sys::Object::new();
        let set = |k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(&o, &k.into(), &v);
        };
        if let Some((page, lang)) = p.as_ref() {
            set("games", (page.shelf.games().len() as f64).into());
            set("notice", page.notice().map_or(JsValue::NULL, |n| n.key.into()));
            if page.invitation().is_some() {
                set("status", "invitation".into());
            }
            if let Some(g) = page.current() {
                let status = match g.status() {
                    fevga_core::correspondence::Status::Invited => "invited",
                    fevga_core::correspondence::Status::Waiting => "waiting",
                    fevga_core::correspondence::Status::Play(_) => "play",
                    fevga_core::correspondence::Status::Reveal(_) => "reveal",
                    fevga_core::correspondence::Status::Over { .. } => "over",
                };
                set("status", status.into());
                set("side", g.side().as_str().into());
                set("turns", (g.match_state().game().history().len() as f64).into());
                let score = g.match_state().score();
                set(
                    "score",
                    format!("{}-{}", score.get(Color::White), score.get(Color::Black)).into(),
                );
                set(
                    "link",
                    if g.sent_last() {
                        view::address(&base(), g)
                    } else {
                        String::new()
                    }
                    .into(),
                );
                set("fragmentLength", (g.link().len() as f64).into());
                set("back", (page.back() as f64).into());
                set("hinted", page.used_hints().into());
                set("hint", page.hint_play().map_or(JsValue::NULL, |p| p.notation().into()));
                set("review", view::review_address(g, *lang).into());
                if let Some(e) = page.entry() {
                    set("steps", (e.turn().steps().len() as f64).into());
                    let movable: js_sys::Array = e.movable().iter().map(|p| JsValue::from(p.get())).collect();
                    set("movable", movable.into());
                    let plays: js_sys::Array = e
                        .turn()
                        .plays()
                        .iter()
                        .map(|p| {
                            let steps: js_sys::Array = p
                                .steps()
                                .iter()
                                .map(|s| {
                                    let from = e.mover().to_white(s.from).get();
                                    let to = match s.to() {
                                        fevga_core::StepTo::Point(q) => i32::from(e.mover().to_white(q).get()),
                                        fevga_core::StepTo::Off => 0,
                                    };
                                    JsValue::from(js_sys::Array::of2(&from.into(), &to.into()))
                                })
                                .collect();
                            JsValue::from(steps)
                        })
                        .collect();
                    set("plays", plays.into());
                }
            }
        }
        o.into()
    })
}
