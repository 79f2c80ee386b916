//! The Games page's browser glue: events in, HTML out, storage, clipboard,
//! download, files, the address's `#record=`, and the computer's Web Worker that reviews the
//! finished games one at a time in the background (`computer/worker.js`, the same worker the
//! game page starts, speaking `fevga_ai::protocol`).

use std::cell::RefCell;

use fevga_ai::Level;
use fevga_ai::protocol::{Reply, Request};
use fevga_i18n::{Lang, Messages};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use fevga_page_web::{document, field_value, storage_get, storage_set, window};

use crate::deck::{DECK_KEY, Deck};
use crate::page::{Action, Page, Screen};
use crate::store::{CURRENT_KEY, GAMES_KEY, Games, INBOX_KEY};
use crate::view;

/// The computer's worker, from this page's folder.
const WORKER: &str = "../computer/worker.js";

struct State {
    page: Page,
    lang: Lang,
    worker: Option<web_sys::Worker>,
    /// The review asked: its message number, the game's id and the request (a reply is read
    /// against it).
    asked: Option<(u32, u64, Request)>,
    next_id: u32,
    reviewing: Option<(usize, usize)>,
    /// A background change waits to be drawn (the person was typing).
    stale: bool,
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
}

fn now() -> u64 {
    // Milliseconds since 1970: whole and positive.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let ms = js_sys::Date::now().max(0.0) as u64;
    ms
}

fn with<R>(f: impl FnOnce(&mut State) -> R) -> Option<R> {
    STATE.with(|s| s.borrow_mut().as_mut().map(f))
}

/// Starts the page: the kept games and deck, a record in the address, the listeners, the
/// first drawing, then the reviews.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    let lang = fevga_page_web::choose_lang(None);
    let mut page = Page::new(Games::default(), Deck::default(), now());
    load(&mut page);
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
        learn: None,
        tools: "",
    };
    fevga_page_web::header::show_header(Messages::of(lang), &header);
    fevga_page_web::header::listen_language_menu()?;
    STATE.with(|s| {
        *s.borrow_mut() = Some(State {
            page,
            lang,
            worker: None,
            asked: None,
            next_id: 0,
            reviewing: None,
            stale: false,
        });
    });
    listen()?;
    if !open_address() {
        render(false);
    }
    review_next();
    Ok(())
}

/// Imports the record of a `#record=` address (the core's `RecordLink`: the friend page's
/// "Review this game"), and takes it out of the address so that a reload does not import it
/// again.
fn open_address() -> bool {
    let hash = window().location().hash().unwrap_or_default();
    let Some(action) = crate::page::link_action(&hash) else {
        return false;
    };
    let l = window().location();
    let here = format!("{}{}", l.pathname().unwrap_or_default(), l.search().unwrap_or_default());
    let _ = window()
        .history()
        .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&here)));
    act(action);
    true
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
        turned: || fevga_board::Orientation::with_bottom(board_mover()).is_turned(),
        mover: board_mover,
        draggable: |_| true,
        on: on_board,
    })?;
    // Another tab (the game page, or this page) wrote the games or the deck.
    on(&window(), "storage", |_| {
        with(|s| load(&mut s.page));
        background_render();
        review_next();
    })?;
    on(&window(), "hashchange", |_| {
        open_address();
    })?;
    Ok(())
}

/// A card's board while it takes a play.
const BOARD: &str = "#app .board.live svg";

/// The side entering a play on the card's board.
fn board_mover() -> fevga_core::Color {
    with(|s| s.page.entry().map(fevga_board::Entry::mover))
        .flatten()
        .unwrap_or(fevga_core::Color::White)
}

/// An input on the card's board, as an action; the focus stays on the board's tab stop.
fn on_board(input: fevga_board_web::BoardInput) {
    use fevga_board_web::BoardInput;
    let action = match input {
        BoardInput::Tap(spot) => Action::Tap(spot),
        BoardInput::Drag { from, to } => Action::Drag { from, to },
        BoardInput::Focus(key) => Action::Focus(key),
        BoardInput::Activate => match with(|s| s.page.focus()) {
            Some(spot) => Action::Tap(spot),
            None => return,
        },
        BoardInput::TapOutside | BoardInput::DragStart(_) | BoardInput::Cancel => return,
    };
    act_keeping(action, "");
    focus_board();
}

/// Hands the focus to the card's board's tab stop, or, once the board no longer takes a play,
/// to the list of plays (or the next card's button).
fn focus_board() {
    if fevga_board_web::focus_board() {
        return;
    }
    let next = document()
        .query_selector(r#"#app #g-play, #app [data-action="practise"]"#)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = next {
        let _ = el.focus();
    }
}

fn on_change(e: web_sys::Event) {
    let Some(el) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return;
    };
    if el.id() == "g-play" {
        if let Ok(i) = field_value("g-play").parse() {
            act_keeping(Action::Choose(i), "g-play");
        }
    } else if el.id() == "g-file" {
        read_file(&el);
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
        act(Action::Import(text.as_string().unwrap_or_default()));
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| say_key("games-err-file"));
    let _ = file.text().then2(&done, &failed);
    done.forget();
    failed.forget();
}

fn on_key(e: web_sys::Event) {
    let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    // Keys typed into a field stay there.
    let typing = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
    let replaying = with(|s| matches!(s.page.screen(), Screen::Replay { .. })).unwrap_or(false);
    if typing || !replaying || k.alt_key() || k.ctrl_key() || k.meta_key() {
        return;
    }
    let action = match k.key().as_str() {
        "ArrowLeft" => Action::Step(-1),
        "ArrowRight" => Action::Step(1),
        "Home" => Action::Ends(false),
        "End" => Action::Ends(true),
        _ => return,
    };
    e.prevent_default();
    act_keeping(action, "");
}

fn on_click(e: web_sys::Event) {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("button[data-action]").ok().flatten())
    else {
        return;
    };
    let id = || el.get_attribute("data-id").and_then(|i| i.parse().ok()).unwrap_or(0);
    let shown = || match with(|s| s.page.screen().clone()) {
        Some(Screen::Replay { id, .. }) => id,
        _ => 0,
    };
    let action = match el.get_attribute("data-action").unwrap_or_default().as_str() {
        "open" => Action::Open(id()),
        "list" => Action::List,
        "first" => Action::Ends(false),
        "prev" => Action::Step(-1),
        "next" => Action::Step(1),
        "last" => Action::Ends(true),
        "import" => Action::Import(field_value("g-paste")),
        "delete" => Action::Delete(shown()),
        "practise" => Action::Practise,
        "check" => Action::Check,
        "undo" => Action::Undo,
        "ask-clear" => Action::AskClear,
        "clear" => Action::Clear,
        "copy" => return copy(),
        "download" => return download(shown()),
        _ => return,
    };
    let keep = el.get_attribute("data-action").unwrap_or_default();
    let practise = matches!(action, Action::Practise);
    act_keeping(action, &keep);
    // A card shown: the focus goes to its board, where the play is entered.
    if practise && document().query_selector(BOARD).ok().flatten().is_some() {
        focus_board();
    }
}

fn act(action: Action) {
    act_keeping(action, "");
}

/// Applies an action to what is stored now (another tab may have written since), writes what
/// changed, draws again; the focus goes back to the button pressed (`keep`, a `data-action`)
/// or the element with that id, if it is still there.
fn act_keeping(action: Action, keep: &str) {
    with(|s| {
        load(&mut s.page);
        s.page.now = now();
        s.page.today = crate::deck::day_of(js_sys::Date::now());
        s.page.handle(action);
        save(&mut s.page);
    });
    render(true);
    if !keep.is_empty() {
        let q = format!(r#"#app [data-action="{keep}"]:not([disabled]), #app #{keep}"#);
        if let Some(el) = document()
            .query_selector(&q)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    }
    review_next();
}

/// Reads the games and the deck as stored now (another tab may have written since), the game
/// page's games taken in; if that changed the list, it is written and the inbox emptied.
fn load(page: &mut Page) {
    let mut games = Games::from_text(&storage_get(GAMES_KEY).unwrap_or_default());
    let inbox = storage_get(INBOX_KEY).unwrap_or_default();
    let before = games.clone();
    games.absorb(&storage_get(CURRENT_KEY).unwrap_or_default(), &inbox, now());
    page.games = games;
    page.deck = Deck::from_text(&storage_get(DECK_KEY).unwrap_or_default());
    if page.games != before {
        page.games_changed();
        save(page);
    }
    if !inbox.is_empty() && storage_get(GAMES_KEY).unwrap_or_default() == page.games.to_text() {
        let _ = fevga_page_web::storage_remove(INBOX_KEY);
    }
}

/// Writes the games and the deck if they changed. When the storage refuses the games, the
/// oldest finished game is dropped (then the next) until they fit, and the page says so.
fn save(page: &mut Page) {
    let (games, deck) = page.take_dirty();
    if games {
        let keep = match page.screen() {
            Screen::Replay { id, .. } => *id,
            _ => 0,
        };
        let mut dropped = 0;
        let mut fits = storage_set(GAMES_KEY, &page.games.to_text());
        while !fits && page.games.drop_oldest(keep) {
            dropped += 1;
            fits = storage_set(GAMES_KEY, &page.games.to_text());
        }
        if !fits {
            // Nothing more to drop: what is stored stays as it was.
            page.games = Games::from_text(&storage_get(GAMES_KEY).unwrap_or_default());
            page.handle(Action::List);
            page.storage_full(0);
        } else if dropped > 0 {
            page.storage_full(dropped);
        }
    }
    if deck {
        let _ = storage_set(DECK_KEY, &page.deck.to_text());
    }
}

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

/// Draws the page; `announce`: what the action gave goes to the live region.
fn render(announce: bool) {
    let out = with(|s| {
        let lang = s.lang;
        let date = move |ms: f64| date_text(lang, ms);
        let cx = view::Context {
            m: Messages::of(lang),
            g: Messages::games(lang),
            date: &date,
            reviewing: s.reviewing,
        };
        s.stale = false;
        let said = view::notice_text(&s.page, cx).or_else(|| match s.page.screen() {
            Screen::Practice { .. } => view::practice_said(&s.page, cx),
            Screen::Replay { id, step } => s.page.games.get(*id).and_then(|k| {
                let game = crate::page::replay(k).ok()?;
                let bottom = k.you.unwrap_or(fevga_core::Color::White);
                Some(view::step_words(&game, *step, bottom, cx))
            }),
            _ => None,
        });
        (view::render(&s.page, cx), said)
    });
    let Some((html, said)) = out else { return };
    if let Some(app) = document().get_element_by_id("app") {
        app.set_inner_html(&html);
    }
    if announce && let Some(live) = document().get_element_by_id("announce") {
        live.set_text_content(said.as_deref());
    }
}

/// Draws again after a change that did not come from the person, unless they are typing (then
/// at their next action).
fn background_render() {
    let typing = document()
        .active_element()
        .is_some_and(|e| matches!(e.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
    if typing {
        with(|s| s.stale = true);
    } else {
        render(false);
    }
}

fn say_key(key: &str) {
    let text = with(|s| Messages::games(s.lang).t(key));
    if let Some(live) = document().get_element_by_id("announce") {
        live.set_text_content(text.as_deref());
    }
}

/// Copies the record shown.
fn copy() {
    let text = field_value("g-record");
    let promise = window().navigator().clipboard().write_text(&text);
    let ok = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| say_key("games-copied"));
    let failed = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| say_key("games-copy-failed"));
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}

/// Downloads the record shown as `fevga-<id>.txt`.
fn download(id: u64) {
    let text = field_value("g-record");
    let parts = js_sys::Array::of1(&JsValue::from_str(&text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document()
        .create_element("a")
        .map(JsCast::unchecked_into::<web_sys::HtmlAnchorElement>)
    {
        a.set_href(&url);
        a.set_download(&format!("fevga-{id}.txt"));
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Starts the worker if needed; false if it cannot be.
fn worker() -> Option<web_sys::Worker> {
    if let Some(w) = with(|s| s.worker.clone()).flatten() {
        return Some(w);
    }
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let w = web_sys::Worker::new_with_options(WORKER, &options).ok()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| on_reply(&e.data()));
    w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    with(|s| s.worker = Some(w.clone()));
    Some(w)
}

/// Asks the worker to review the next finished game not yet reviewed, unless one is asked.
fn review_next() {
    let ask = with(|s| {
        if s.asked.is_some() {
            return None;
        }
        let (id, game) = s.page.next_to_review()?;
        s.next_id += 1;
        let total = game.history().len();
        let request = Request::Review {
            game: Box::new(game),
            level: Level::Expert,
        };
        let text = request.to_text();
        s.asked = Some((s.next_id, id, request));
        s.reviewing = Some((0, total));
        Some((s.next_id, text))
    })
    .flatten();
    let Some((n, text)) = ask else { return };
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"id".into(), &n.into());
    let _ = js_sys::Reflect::set(&message, &"job".into(), &text.into());
    match worker() {
        Some(w) if w.post_message(&message).is_ok() => background_render(),
        _ => {
            with(|s| s.reviewing = None);
        }
    }
}

fn on_reply(data: &JsValue) {
    let get = |k: &str| js_sys::Reflect::get(data, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let (Some(n), Some(text)) = (get("id").as_f64(), get("reply").as_string()) else {
        return;
    };
    let reply = with(|s| {
        let (asked, id, request) = s.asked.as_ref()?;
        if f64::from(*asked) != n {
            return None;
        }
        Some((*id, Reply::from_text(&text, request)))
    })
    .flatten();
    match reply {
        Some((_, Ok(Reply::Progress { done, total }))) => {
            with(|s| s.reviewing = Some((done, total)));
            // Only the line that says it changes.
            let line = with(|s| {
                Messages::games(s.lang).tf(
                    "games-reviewing",
                    &[
                        ("done", fevga_i18n::Arg::Num(i64::try_from(done).unwrap_or(0))),
                        ("total", fevga_i18n::Arg::Num(i64::try_from(total).unwrap_or(0))),
                    ],
                )
            });
            if let Some(el) = document().query_selector("#app .reviewing").ok().flatten() {
                el.set_text_content(line.as_deref());
            }
        }
        Some((id, Ok(Reply::Reviewed(review)))) => {
            with(|s| {
                s.asked = None;
                s.reviewing = None;
                load(&mut s.page);
                let notice = s.page.notice().cloned();
                s.page.handle(Action::Reviewed(id, Box::new(review)));
                save(&mut s.page);
                // A review in the background does not take the place of what the person did.
                if let Some(n) = notice {
                    s.page.restore_notice(n);
                }
            });
            background_render();
            review_next();
        }
        Some((_, Ok(_) | Err(_))) => {
            // A worker of another build, or one that failed: no more reviews on this visit.
            with(|s| {
                s.reviewing = None;
            });
            background_render();
        }
        None => {}
    }
}

/// Lets tests read the page: `screen`, the replay's `step` and `turns`, the number of `games`
/// kept and `reviewed`, the deck's `cards` and `due`, the `notice` key, and `reviewing`.
#[wasm_bindgen(js_name = gamesState)]
pub fn games_state() -> JsValue {
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &k.into(), &v);
    };
    with(|s| {
        let p = &s.page;
        let count = |n: usize| JsValue::from(n as f64);
        set("games", count(p.games.games().len()));
        set(
            "reviewed",
            count(p.games.games().iter().filter(|k| k.rates.is_some()).count()),
        );
        set("cards", count(p.deck.cards().len()));
        set("due", count(p.deck.due(p.today)));
        set("notice", p.notice().map_or(JsValue::NULL, |n| n.key.into()));
        set("reviewing", s.reviewing.is_some().into());
        match p.screen() {
            Screen::List => set("screen", "list".into()),
            Screen::Replay { id, step } => {
                set("screen", "replay".into());
                set("step", count(*step));
                let turns = p
                    .games
                    .get(*id)
                    .and_then(|k| crate::page::replay(k).ok())
                    .map_or(0, |g| g.history().len());
                set("turns", count(turns));
            }
            Screen::Practice { answered, .. } => {
                set("screen", "practice".into());
                set("answered", answered.map_or(JsValue::NULL, JsValue::from));
                if let Some(q) = p.question() {
                    set("best", q.plays[q.best].notation().into());
                    set("bestIndex", count(q.best));
                    // The best play's steps as the board reads them: [from, to] in White's
                    // numbers, 0 for off.
                    let mover = q.mover();
                    let steps = js_sys::Array::new();
                    for st in q.plays[q.best].steps() {
                        let to = match st.to() {
                            fevga_core::StepTo::Point(t) => mover.to_white(t).get(),
                            fevga_core::StepTo::Off => 0,
                        };
                        let pair = js_sys::Array::of2(&mover.to_white(st.from).get().into(), &to.into());
                        steps.push(&pair);
                    }
                    set("bestSteps", steps.into());
                    set("mover", mover.as_str().into());
                }
                if let Screen::Practice { choice, .. } = p.screen() {
                    set("choice", choice.map_or(JsValue::NULL, &count));
                }
                set("entered", count(p.entry().map_or(0, |e| e.turn().steps().len())));
            }
        }
    });
    o.into()
}
