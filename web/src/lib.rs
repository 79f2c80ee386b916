//! The Fevga page: the game page, the crate `fevga-web`, which Trunk builds from `index.html` and
//! `Trunk.toml` at the repository's root. One loop, one way round, the page kit's
//! (`fevga_page_web::run`, the friend, Games and Learn pages run on it too):
//!
//! DOM event → [`events`] makes an [`app::Input`] → [`frame::dispatch`] → [`app::App::handle`]
//! changes the state → one frame per animation frame: [`view::render`] draws the regions from
//! the state (reading only) → [`app::App::take_effects`] → [`effects::run`] (storage,
//! animation, live region, timer, focus, dialog); a timer that runs out is an input again.
//!
//! | module | what it owns |
//! |---|---|
//! | this module | start-up, the module list, the tests' probe (`uiState`) |
//! | [`app`] | the controller: all state, [`app::App::handle`] in, [`app::App::take_effects`] out; no DOM, no rules (tested natively); take back of a play against the computer below expert (the core's `Game::take_back`) |
//! | `app/input.rs`, `output.rs` | [`app::Input`] (with `Key`, `Button`); messages, announcements, questions, [`app::Effects`] |
//! | `app/read.rs`, `marks.rs` | what the view reads; the board's marks, worked out once per change |
//! | `app/keeping.rs` | the match and how it is kept: serialized and saved only after a change (a dirty flag); the two tabs' ownership (another tab's save, "Continue here") |
//! | `app/turn.rs`, `games.rs` | the turn flow (what comes next, rolls, forced plays, the end of a turn); starting games (settings, links, new match, next game, take back) |
//! | `app/entry.rs` | the human's turn: `fevga-board`'s `Entry`, its taps said and announced |
//! | `app/computer.rs` | questions to the computer's worker, and its answers read against them |
//! | `app/coach.rs` | the hint and the rollout of its plays, and whether a finished game offers its review on the Games page (`review_offered`: the game is kept there); their state in `app/coach/state.rs`; the hint in mid-turn (the rest of the turn for the dice left) in `app/coach/rest.rs` |
//! | `app/tutor.rs` | the tutor, per player: Done on a play that loses a mistake's worth warns first (Play it anyway / Take back) |
//! | `app/pace.rs` | every delay and slide, one owner |
//! | `app/guide.rs` | the guided first game ([`app::Tip`], [`app::Guide`]); when a tip applies is the core's `Moment` |
//! | [`settings`] | [`settings::Settings`] and their one vocabulary (`SettingKey`, values, `Settings::set`) |
//! | [`save`] | settings and match saves (record, roll in play, checksum) |
//! | [`view`] | the state as SVG/HTML strings per region, read only (tested natively): `board` (through `fevga-board`), `panel` (with, at a game's end, the link that reviews it on the Games page), `settings` (with the header), `coach` (the hint's panel and its rollout, reasons in words), `words`, `guide`, `tutor`, and below them all `controls` (the button and the question) |
//! | [`ui`], [`frame`] | the browser side: the state as the kit's loop holds it; this page's hooks of the loop (regions, effects, scrolls, title, where the focus falls back) |
//! | [`effects`], [`anim`] | storage writes, live region, timer, focus, dialog, questions to the computer, a link copied (the kit's copy and confirmation); checker slides |
//! | [`worker`] | the computer's Web Worker: the kit's client (`fevga_page_web::worker`), started after the first board; this page adds the JS API's computer calls as promises; what it hears goes to the loop through the dispatch handed to it at start |
//! | [`events`], [`dom`] | DOM events → [`app::Input`] (the board's taps, drags and keys through `fevga-board-web`, the friend and Games pages' glue too); window, storage, language choice, failure notice |
//! | [`page_words`] | the page's words, one language at a time: `words/<lang>.ftl` fetched at start and when another is chosen, kept |
//!
//! | file of `web/` | what it owns |
//! |---|---|
//! | `computer/worker.js` | the worker itself: loads `fevga-computer`'s wasm, runs one job at a time in 30 ms slices (a newer question replaces it), answers the JS API's calls |
//! | `boot.js`, `sw.js` | the module loader (no inline script: CSP) and the update bar, sending a `#game=` address to `friend/` and an old `#learn` address to `learn/`; the offline service worker |
//! | `site.css`, `theme.js` | the site's one palette (light and dark via `light-dark()`) and type scale, linked first by every page; the kept colour choice applied before first paint |
//! | `style.css` | this page's own style |
//! | `friend/`, `games/`, `learn/` | the Play-a-friend, Games and Learn pages (their wasm: `fevga-friend-web`, `fevga-games-web`, `fevga-learn-web`); `pages.css`, the look they share, put before each one's own style sheet by its build script |
//! | `diagram/`, `editor/`, `rules/` | the diagram element's script and iframe page, the position editor's page (their wasm: `fevga-diagram-web`); the rules pages |
//! | `tests/browser.rs` | the board in a real browser: the drawn SVG agrees with the hit-testing geometry, every language labels every point |

#![warn(missing_docs)]

pub mod anim;
pub mod app;
pub mod dom;
pub mod effects;
pub mod events;
pub mod frame;
pub mod page_words;
pub mod save;
pub mod settings;
pub mod ui;
pub mod view;
pub mod worker;

use fevga_board::geometry;
use fevga_core::{DiceSource, OsDice, SeededDice};
use wasm_bindgen::prelude::*;

use crate::app::App;
use crate::dom::{GAME_KEY, GUIDE_KEY, SETTINGS_KEY, by_id, storage_get, window};
use crate::ui::Ui;

// The JS API (window.fevga) is not in this bundle: the rules' calls are `fevga-wasm`'s own module
// (`api/`), which boot.js loads after the first board; the computer's calls are forwarded from
// here to its worker ([`worker::ai_play`]).

/// A promise and, until it is settled, its resolve and reject functions.
type Settle = (js_sys::Promise, Option<(js_sys::Function, js_sys::Function)>);

thread_local! {
    /// The promise `firstBoard()` hands out.
    static FIRST_BOARD: std::cell::RefCell<Option<Settle>> = const { std::cell::RefCell::new(None) };
}

/// A promise settled once the first board is drawn (resolved), or once the page cannot start
/// because its words cannot be had (rejected with the reason): boot.js waits for it.
#[wasm_bindgen(js_name = firstBoard)]
pub fn first_board() -> js_sys::Promise {
    FIRST_BOARD.with(|f| {
        let mut f = f.borrow_mut();
        if let Some((p, _)) = f.as_ref() {
            return p.clone();
        }
        let mut fns = None;
        let p = js_sys::Promise::new(&mut |resolve, reject| fns = Some((resolve, reject)));
        *f = Some((p.clone(), fns));
        p
    })
}

/// Settles [`first_board`]'s promise (once).
fn settle_first_board(result: Result<(), String>) {
    let _ = first_board();
    let fns = FIRST_BOARD.with(|f| f.borrow_mut().as_mut().and_then(|(_, fns)| fns.take()));
    if let Some((resolve, reject)) = fns {
        let _ = match result {
            Ok(()) => resolve.call0(&JsValue::NULL),
            Err(why) => reject.call1(&JsValue::NULL, &JsValue::from_str(&why)),
        };
    }
}

/// Starts the page when the module loads: the language chosen (`?lang=`, the saved settings,
/// the browser's), its words fetched ([`page_words`]), then [`begin`].
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    dom::install_panic_notice();
    // The worker hands what it hears to the loop, which sits above it.
    worker::connect(frame::dispatch);
    let _ = first_board();
    let saved = storage_get(SETTINGS_KEY);
    let settings = saved.as_deref().map(save::load_settings).unwrap_or_default();
    let lang = fevga_page_web::choose_lang(saved.as_ref().map(|_| settings.lang));
    // The chosen language's words; if they cannot be had (offline, and never shown on this
    // device), those of a language that can, so the page always starts (it says why).
    let mut order = vec![lang];
    order.extend(fevga_i18n::Lang::ALL.into_iter().filter(|&l| l != lang));
    page_words::load_first(order, move |words| match words {
        Ok(msgs) => settle_first_board(begin(msgs, lang).map_err(|e| format!("{e:?}"))),
        Err(why) => {
            web_sys::console::error_1(&format!("Fevga cannot start: {why}").into());
            settle_first_board(Err(why));
        }
    });
    Ok(())
}

/// The page, once its words are read (those of `wanted`, or of another language if they could
/// not be had, which is then said): the settings and the saved match as storage holds them now
/// (read here, not before the words came, so nothing written meanwhile is missed), the cell,
/// the listeners, the first board drawn now (not a frame later; the mark lets tests time it),
/// and the computer's worker once the board is up.
fn begin(msgs: &'static fevga_i18n::Messages, wanted: fevga_i18n::Lang) -> Result<(), JsValue> {
    let mut settings = storage_get(SETTINGS_KEY)
        .as_deref()
        .map(save::load_settings)
        .unwrap_or_default();
    settings.lang = msgs.lang();
    // The colours are the site's, kept by the page kit (another page may have changed them).
    settings.theme = fevga_page_web::theme::kept_theme();
    let dice: Box<dyn DiceSource> = match OsDice::new() {
        Ok(d) => Box::new(d),
        Err(_) => Box::new(SeededDice::new(js_sys::Date::now() as u64)),
    };
    let mut app = App::new(settings, dice, fevga_core::random_seed());
    if let Some(text) = storage_get(GAME_KEY) {
        app.restore(&text);
    }
    app.handle(app::Input::ReducedMotion(dom::reduced_motion()));
    app.handle(app::Input::GamesDue(dom::games_due()));
    if msgs.lang() != wanted {
        app.handle(app::Input::WordsUnavailable {
            wanted,
            shown: msgs.lang(),
        });
    }
    if !dom::storage_available() {
        app.handle(app::Input::SaveFailed);
    }
    // A link to a position (`#position=…`): played from, then taken out of the address so a
    // reload resumes the game rather than asking again.
    if let Some(fragment) = dom::take_link(app::is_page_link) {
        app.handle(app::Input::Link(fragment));
    }
    // A first visit (nothing says the guide was seen): the guided first game.
    if dom::storage_available() && storage_get(GUIDE_KEY).is_none() {
        app.handle(app::Input::FirstVisit);
    }
    ui::install(Ui::new(app, msgs));
    if let Some(svg) = by_id("board") {
        svg.set_attribute("viewBox", &geometry::view_box())?;
    }
    events::listen()?;
    frame::frame();
    if let Some(p) = window().performance() {
        let _ = p.mark("fevga-board");
    }
    // A question asked sooner starts it.
    let start_worker = Closure::once_into_js(worker::start);
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(start_worker.unchecked_ref(), 0);
    Ok(())
}

fn set(o: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(o, &key.into(), value);
}

/// Lets tests read the page's state: `position`, `phase` (`opening`, `roll`, `play`, `over`),
/// `winner` (`white`/`black`) and `points` once the game is over, `turns`, `history`, `dice`,
/// `lang`, and `busy` (the page waits for a timer).
#[wasm_bindgen(js_name = uiState)]
pub fn ui_state() -> JsValue {
    ui::read(|ui| {
        let o = js_sys::Object::new();
        let game = ui.app.game();
        set(&o, "position", &game.position().to_text().into());
        set(&o, "phase", &game.phase().name().into());
        let result = game.result();
        let winner = result.map(|r| r.winner.as_str());
        set(&o, "winner", &winner.map_or(JsValue::NULL, JsValue::from));
        set(&o, "points", &result.map_or(JsValue::NULL, |r| r.points.into()));
        set(&o, "turns", &(game.history().len() as f64).into());
        set(&o, "lang", &ui.msgs.lang().as_str().into());
        set(
            &o,
            "dice",
            &game.dice().map_or_else(String::new, |d| d.to_string()).into(),
        );
        let history: js_sys::Array = game
            .history()
            .iter()
            .map(|t| {
                let play = t.play.map_or("pass".into(), |p| p.notation());
                JsValue::from(format!("{} {} {play}", t.color.letter(), t.dice))
            })
            .collect();
        set(&o, "history", &history);
        set(&o, "busy", &ui.app.busy().into());
        o.into()
    })
    .unwrap_or(JsValue::NULL)
}
