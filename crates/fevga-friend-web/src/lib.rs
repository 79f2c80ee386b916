//! Play a friend by link (issue 19): the friend page's own wasm, built into `dist/friend/` by
//! `scripts/build-pages.sh` (`web/pages.tsv`) and loaded only when that page (`friend/`) opens, so
//! the game page's first download does not grow. The rules, the dice and every check of a link
//! are `fevga-core`'s `Correspondence`; the words are `fevga-i18n`'s friend bundle. The page runs
//! on the page kit's one loop (`fevga_page_web::run`): input → [`app::App::apply`] → state →
//! render → effects.
//!
//! | module | what it owns |
//! |---|---|
//! | [`action`] | the state's inputs: one [`action::Action`] per click, tap, key, link or piece of news |
//! | [`control`] | the controls' `data-action` words, written by the view and read by the glue |
//! | [`notice`] | what an action gave: the notice, the core's refusals in words, what a move says |
//! | [`page`] | the state and the one way through it, [`page::Page::handle`] |
//! | [`hint`] | the computer's hint: the question, its answer for the roll still in play, the games in which one was asked |
//! | [`shelf`] | the games kept (each side's save and its last change) under one storage key, merged game by game with what another tab wrote |
//! | [`view`] | the state drawn as HTML (the list, an invitation, a game, the link to send), read only, tested natively |
//! | [`qr`] | the link's QR code as SVG |
//! | [`relay`] | live play through the site's relay: the connection's state, the rooms joined, the links passed on, who is present |
//! | [`app`] | the state as the loop holds it: the inputs and what follows them (the focus rules), the region drawn, the effects of a frame |
//! | `effects` | the loop's side in the browser: the effects run (storage, the live region, the focus, copy and share, the computer's worker), the worker's news as inputs |
//! | `live` | the running loop, for the listeners that are plain functions |
//! | `socket` | the WebSocket to the site's relay: its address, its news in, the frames out, reconnection |
//! | `board` | the board's pointer and keys, through `fevga-board-web`; the arrow keys off the board step through the turns |
//! | `tests` | two pages exchanging links natively, as two friends would; the markup's controls; the effects and the focus rules |
//! | this module | the start and the browser's events in (clicks, the list of plays, another tab's games, a new address) |
//!
//! The page itself is `web/friend/` (`index.html`, `friend.js`, `friend.css`); the game page's
//! `boot.js` sends a `#game=` address there.

#![warn(missing_docs)]

pub mod action;
pub mod app;
pub mod control;
pub mod hint;
pub mod notice;
pub mod notify;
pub mod page;
pub mod qr;
pub mod relay;
pub mod shelf;
pub mod view;

mod board;
mod effects;
mod live;
mod socket;

#[cfg(test)]
mod tests;

use fevga_core::fair_dice::Secret;
use fevga_core::{Color, Rules};
use fevga_i18n::{Lang, Messages};
use fevga_page_web::run::Runner;
use fevga_page_web::{document, field_value, storage_get, window};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::action::Action;
use crate::app::{App, Env, Input};
use crate::control::Control;
use crate::effects::{HINTED_KEY, NAME_KEY, SHOWN_KEY, WORKER_SCRIPT};
use crate::page::Page;
use crate::shelf::{SHELF_KEY, Shelf};

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

/// A time written as the language does.
fn date(ms: f64, lang: Lang) -> String {
    js_sys::Date::new(&JsValue::from(ms))
        .to_locale_string(lang.as_str(), &JsValue::UNDEFINED)
        .as_string()
        .unwrap_or_default()
}

/// Starts the page: the kept games, the game this tab showed, a link in the address, the
/// listeners, the first frame.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let lang = fevga_page_web::choose_lang(None);
    let page = Page::new(
        Shelf::from_text(&storage_get(SHELF_KEY).unwrap_or_default()),
        Box::new(|| Secret::random().ok()),
    )
    .named(&storage_get(NAME_KEY).unwrap_or_default())
    .hinted_in(&storage_get(HINTED_KEY).unwrap_or_default());
    // The game this tab showed before a reload.
    let shown = window()
        .session_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(SHOWN_KEY).ok().flatten());
    let env = Env {
        now: js_sys::Date::now,
        date,
        base: base(),
    };
    let app = App::new(page, lang, env, shown.as_deref());
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
        tools: "",
    };
    fevga_page_web::header::show_header(Messages::of(lang), &header);
    document().set_title(&fevga_page_web::header::page_title(
        Messages::of(lang),
        &Messages::friend(lang).t("friend-title"),
    ));
    fevga_page_web::header::listen_language_menu()?;
    let runner = Runner::new(app);
    live::set(runner.clone());
    fevga_page_web::worker::connect(WORKER_SCRIPT, effects::on_news);
    socket::connect();
    socket::listen_online();
    live::dispatch(Input::Permission(notify::permission()));
    listen()?;
    if !open_address() {
        runner.request_frame();
    }
    Ok(())
}

/// Opens a game link in the address, if any (at the start, or when only the fragment changed),
/// and takes it out of the address: a reload shows the game rather than opening the link again.
/// A watch address stays (nothing is kept of a match watched: a reload watches it again).
/// A fragment with no link in it (an address cut before `game=`) is opened too: the page says
/// what is wrong rather than showing the list as if nothing had come.
fn open_address() -> bool {
    let hash = window().location().hash().unwrap_or_default();
    if hash.trim_start_matches('#').trim().is_empty() {
        return false;
    }
    if !view::is_watch_address(&hash) {
        let _ = window()
            .history()
            .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&here())));
    }
    live::dispatch(Input::address(hash));
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
    // Another tab wrote the games: its news comes in.
    let storage = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
        live::dispatch(Input::stored(storage_get(SHELF_KEY).unwrap_or_default()));
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

/// The control an event came from (a button, or the list of plays), read from its `data-action`.
fn control_of(e: &web_sys::Event, selector: &str) -> Option<(Control, web_sys::Element)> {
    let el = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(selector).ok().flatten())?;
    let control = el.get_attribute("data-action")?.parse().ok()?;
    Some((control, el))
}

fn on_change(e: web_sys::Event) {
    if let Some((Control::Choose, _)) = control_of(&e, "[data-action]")
        && let Ok(i) = field_value("f-play").parse()
    {
        live::dispatch(Input::choose(i));
    }
}

fn on_click(e: web_sys::Event) {
    let Some((control, el)) = control_of(&e, "button[data-action], summary[data-action]") else {
        return;
    };

    if el.get_attribute("aria-disabled").as_deref() == Some("true") {
        return;
    }
    let action = match control {
        Control::Start => Action::Invite {
            rules: field_value("f-rules").parse().unwrap_or(Rules::Fevga),
            length: field_value("f-length").parse().unwrap_or(1),
            side: field_value("f-side").parse().unwrap_or(Color::White),
            name: field_value("f-name"),
        },
        Control::Open => Action::Open(field_value("f-paste")),
        Control::Show => Action::Show(
            el.get_attribute("data-i")
                .and_then(|i| i.parse().ok())
                .unwrap_or(usize::MAX),
        ),
        Control::List => Action::List,
        Control::Play => Action::Play,
        Control::Undo => Action::Undo,
        Control::Back => Action::Back,
        Control::Forward => Action::Forward,
        Control::Hint => Action::Hint,
        Control::Reveal => Action::Reveal,
        // The fold of finished matches is the state's (a frame drawn again keeps it as it is).
        Control::Finished => {
            e.prevent_default();
            return live::dispatch(Input::Act {
                action: Action::Finished,
                after: app::After::Keep(r#"#app [data-action="finished"]"#),
            });
        }
        Control::Forget => Action::Forget(
            el.get_attribute("data-i")
                .and_then(|i| i.parse().ok())
                .unwrap_or(usize::MAX),
        ),
        Control::ForgetYes => Action::ForgetYes,
        Control::ForgetNo => return live::dispatch(Input::click(Action::ForgetNo)),
        Control::Notify => return notify::ask(|p| live::dispatch(Input::Permission(p))),
        Control::Resign => Action::Resign,
        Control::ResignYes => Action::ResignYes,
        Control::ResignNo => return live::dispatch(Input::click(Action::ResignNo)),
        Control::Rematch => Action::Rematch,
        Control::Join => Action::Join {
            name: field_value("f-name"),
        },
        Control::Copy => return live::dispatch(Input::Copy),
        Control::Share => return live::dispatch(Input::Share),
        Control::Choose => return,
        Control::Offer => {
            return live::dispatch(Input::Offer {
                rules: field_value("f-rules").parse().unwrap_or(Rules::Fevga),
                length: field_value("f-length").parse().unwrap_or(1),
                side: field_value("f-side").parse().unwrap_or(Color::White),
                name: field_value("f-name"),
            });
        }
        Control::Take => return live::dispatch(Input::Take(el.get_attribute("data-arg").unwrap_or_default())),
        Control::Withdraw => return live::dispatch(Input::Withdraw(el.get_attribute("data-arg").unwrap_or_default())),
    };
    live::dispatch(Input::click(action));
}

/// Lets tests read the page: the shown game's `status`, `side`, `turns` of its current game,
/// `score`, the `link` to send (empty if none) and the number of `games` kept; for a match
/// watched, `watching`, its `turns`, `score`, `winner` and `live` (`here`: both players there).
#[wasm_bindgen(js_name = friendState)]
pub fn friend_state() -> JsValue {
    let o = js_sys::Object::new();
    live::read(|app| {
        let (page, lang, base) = (app.page(), app.lang(), app.base());
        let set = |k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(&o, &k.into(), &v);
        };
        set("games", (page.shelf().games().len() as f64).into());
        set("lobby", (app.live().lobby().len() as f64).into());
        set("notice", page.notice().map_or(JsValue::NULL, |n| n.key.into()));
        if page.invitation().is_some() {
            set("status", "invitation".into());
        }
        if let Some(w) = page.watching() {
            // A match watched: its turns, score, winner and whether both players are there.
            set("watching", true.into());
            set("turns", (w.match_state().game().history().len() as f64).into());
            let score = w.match_state().score();
            set(
                "score",
                format!("{}-{}", score.get(Color::White), score.get(Color::Black)).into(),
            );
            set("winner", w.winner().map_or(JsValue::NULL, |c| c.as_str().into()));
            let here = app.live().presence(&w.game_id().to_string()).is_some_and(|p| p.friend);
            set("live", (if here { "here" } else { "other" }).into());
            set("back", (page.back() as f64).into());
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
            // Live play: the relay's connection and the friend's presence in this game's room.
            let live = match app.live().link() {
                relay::Link::Idle => "idle",
                relay::Link::Down(_) => "off",
                relay::Link::Open => match app.live().presence(&g.game_id().to_string()) {
                    Some(p) if p.friend => "here",
                    Some(_) => "away",
                    None => "open",
                },
            };
            set("live", live.into());
            set(
                "offered",
                app.live()
                    .offered()
                    .iter()
                    .any(|c| c.id == g.game_id().to_string())
                    .into(),
            );
            set("turns", (g.match_state().game().history().len() as f64).into());
            let score = g.match_state().score();
            set(
                "score",
                format!("{}-{}", score.get(Color::White), score.get(Color::Black)).into(),
            );
            set(
                "link",
                if g.sent_last() {
                    view::address(base, g)
                } else {
                    String::new()
                }
                .into(),
            );
            set("fragmentLength", (g.link().len() as f64).into());
            set("back", (page.back() as f64).into());
            set("hinted", page.used_hints().into());
            set("hint", page.hint_play().map_or(JsValue::NULL, |p| p.notation().into()));
            set("review", view::review_address(g, lang).into());
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
    });
    o.into()
}
