//! The Games page's browser glue: it starts the page kit's loop ([`Runner`]) over the page
//! ([`App`]) and turns what happens in the browser into inputs: clicks on the controls (their
//! `data-action` read as an [`Act`]), the list of plays, the replay's keys, the card's board,
//! a file chosen, the address's `#record=`, the storage changed by another tab or the game page,
//! and the computer's Web Worker (`computer/worker.js`, through the kit's [`worker`]) reviewing
//! the finished games in the background.

use std::cell::RefCell;

use fevga_i18n::{Lang, Messages};
use fevga_page_web::run::Runner;
use fevga_page_web::{document, field_value, storage_get, window, worker};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::act::Act;
use crate::action::{Action, link_action};
use crate::app::{App, Input};
use crate::deck::DECK_KEY;
use crate::effects::arrival;
use crate::otb::Setup;

/// The computer's worker, from this page's folder.
const WORKER: &str = "../computer/worker.js";

/// A card's board while it takes a play.
const BOARD: &str = "#app .board.live svg";

thread_local! {
    static RUNNER: RefCell<Option<Runner<App>>> = const { RefCell::new(None) };
}

fn runner() -> Option<Runner<App>> {
    RUNNER.with(|r| r.borrow().clone())
}

/// The one way in: the input, with what the browser holds as it comes.
fn dispatch(input: Input) {
    if let Some(r) = runner() {
        r.dispatch(arrival(input));
    }
}

/// Reads the page (`None` before it started).
fn read<R>(f: impl FnOnce(&App) -> R) -> Option<R> {
    runner().and_then(|r| r.read(f))
}

/// Starts the page: the header, the listeners, the loop; the kept games and deck and a record
/// in the address come in as the first inputs, then the reviews.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let lang = fevga_page_web::choose_lang(None);
    let _ = document()
        .document_element()
        .map(|e| e.set_attribute("lang", lang.as_str()));
    document().set_title(&fevga_page_web::header::page_title(
        Messages::of(lang),
        &Messages::games(lang).t("games-title"),
    ));
    // The site's one header (its way home names the game as the language does: Mültezim in
    // Turkish), with the mistakes due today.
    let due = crate::deck::due_today(&storage_get(DECK_KEY).unwrap_or_default(), js_sys::Date::now());
    let header = fevga_page_web::header::Header {
        here: fevga_page_web::header::Place::Games,
        root: "../",
        due,
        tools: "",
    };
    fevga_page_web::header::show_header(Messages::of(lang), &header);
    fevga_page_web::header::listen_language_menu()?;
    RUNNER.with(|r| *r.borrow_mut() = Some(Runner::new(App::new(lang, date_text))));
    worker::connect(WORKER, on_news);
    listen()?;
    dispatch(Input::Stored);
    open_address();
    Ok(())
}

/// What the computer's worker said, as an input.
fn on_news(news: worker::News) {
    match news {
        worker::News::Answer { id, text } => dispatch(Input::Answer { id, text }),
        worker::News::Failed => dispatch(Input::WorkerFailed),
        worker::News::Ready | worker::News::Other(_) => {}
    }
}

/// Imports the record of a `#record=` address (the core's `RecordLink`: the friend page's
/// "Review this game"), and takes it out of the address so that a reload does not import it
/// again.
fn open_address() {
    let hash = window().location().hash().unwrap_or_default();
    let Some(action) = link_action(&hash) else {
        return;
    };
    let l = window().location();
    let here = format!("{}{}", l.pathname().unwrap_or_default(), l.search().unwrap_or_default());
    let _ = window()
        .history()
        .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&here)));
    dispatch(Input::Page(action));
}

fn listen() -> Result<(), JsValue> {
    let on = |target: &web_sys::EventTarget, kind: &str, f: fn(web_sys::Event)| -> Result<(), JsValue> {
        let c = Closure::<dyn FnMut(web_sys::Event)>::new(f);
        target.add_event_listener_with_callback(kind, c.as_ref().unchecked_ref())?;
        c.forget();
        Ok(())
    };
    on(&document(), "click", on_click)?;
    on(&document(), "change", on_change)?;
    on(&document(), "keydown", on_key)?;
    // A card's board: taps, drags and its keys through the board's shared glue.
    fevga_board_web::listen(fevga_board_web::LiveBoard {
        svg: BOARD,
        turned: || {
            fevga_board::Orientation::with_bottom(read(App::board_bottom).unwrap_or(fevga_core::Color::White))
                .is_turned()
        },
        mover: board_mover,
        draggable: |_| true,
        on: |input| dispatch(Input::Board(input)),
    })?;
    // Another tab (the game page, or this page) wrote the games or the deck.
    on(&window(), "storage", |_| dispatch(Input::Stored))?;
    on(&window(), "hashchange", |_| open_address())?;
    Ok(())
}

/// The side entering a play on the card's board.
fn board_mover() -> fevga_core::Color {
    read(App::board_mover).unwrap_or(fevga_core::Color::White)
}

/// The element an event happened on.
fn target(e: &web_sys::Event) -> Option<web_sys::Element> {
    e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// A control's action, from its `data-action`.
fn act_of(el: &web_sys::Element) -> Option<Act> {
    el.get_attribute("data-action")?.parse().ok()
}

fn on_click(e: web_sys::Event) {
    // A button, or a turn's column of the review's graph.
    let Some(el) = target(&e).and_then(|t| t.closest("button[data-action], svg g[data-action]").ok().flatten()) else {
        return;
    };
    let Some(act) = act_of(&el) else { return };
    let id = el.get_attribute("data-id").and_then(|i| i.parse().ok()).unwrap_or(0);
    // A game from a real board: its setup's fields, or the two dice given.
    match act {
        Act::OtbStart => {
            let f = |id: &str| field_value(id);
            if let Some(setup) = Setup::read(
                &f("g-otb-rules"),
                [f("g-otb-white"), f("g-otb-black")],
                &f("g-otb-you"),
                &f("g-otb-computer"),
            ) {
                dispatch(Input::Page(Action::OtbStart(setup)));
            }
            return;
        }
        Act::OtbRoll => {
            let die = |id: &str| field_value(id).parse::<u8>().unwrap_or(0);
            if let Ok(dice) = fevga_core::Dice::new(die("g-die-1"), die("g-die-2")) {
                dispatch(Input::Page(Action::OtbRoll(dice)));
            }
            return;
        }
        _ => {}
    }
    let paste = if act == Act::Import {
        field_value("g-paste")
    } else {
        String::new()
    };
    dispatch(Input::Press { act, id, paste });
}

fn on_change(e: web_sys::Event) {
    let Some(el) = target(&e) else { return };
    if el.id() == "g-file" {
        read_file(&el);
    } else if let Some(act @ (Act::Choose | Act::Roll)) = act_of(&el)
        && let Ok(id) = field_value(&el.id()).parse()
    {
        dispatch(Input::Press {
            act,
            id,
            paste: String::new(),
        });
    }
}

/// Reads the file chosen and imports its text.
fn read_file(el: &web_sys::Element) {
    let Some(file) = el
        .dyn_ref::<web_sys::HtmlInputElement>()
        .and_then(web_sys::HtmlInputElement::files)
        .and_then(|f| f.get(0))
    else {
        return;
    };
    let done = Closure::<dyn FnMut(JsValue)>::new(|text: JsValue| {
        dispatch(Input::Page(Action::Import(text.as_string().unwrap_or_default())));
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| dispatch(Input::FileUnread));
    let _ = file.text().then2(&done, &failed);
    done.forget();
    failed.forget();
}

fn on_key(e: web_sys::Event) {
    let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    // Keys typed into a field stay there.
    let typing = target(&e).is_some_and(|t| matches!(t.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
    let replaying = read(App::replaying).unwrap_or(false);
    if typing || !replaying || k.alt_key() || k.ctrl_key() || k.meta_key() {
        return;
    }
    let action = match k.key().as_str() {
        "ArrowLeft" if k.shift_key() => Action::PrevMistake,
        "ArrowRight" if k.shift_key() => Action::NextMistake,
        "ArrowLeft" => Action::Step(-1),
        "ArrowRight" => Action::Step(1),
        "Home" => Action::Ends(false),
        "End" => Action::Ends(true),
        _ => return,
    };
    e.prevent_default();
    dispatch(Input::Page(action));
}

/// A time written as `lang` does (the browser's own words for dates).
fn date_text(lang: Lang, ms: f64) -> String {
    let options = js_sys::Object::new();
    for (k, v) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&options, &k.into(), &v.into());
    }
    js_sys::Date::new(&JsValue::from(ms))
        .to_locale_string(lang.as_str(), &options)
        .as_string()
        .unwrap_or_default()
}

/// Lets tests read the page: `screen`, the replay's `step` and `turns`, the number of `games`
/// kept and `reviewed`, the deck's `cards` and `due`, the `notice` key, and `reviewing`.
#[wasm_bindgen(js_name = gamesState)]
pub fn games_state() -> JsValue {
    read(crate::probe::state).unwrap_or(JsValue::NULL)
}
