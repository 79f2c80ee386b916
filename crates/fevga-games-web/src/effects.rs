//! The browser's side of the loop: what an input reads as it comes ([`arrival`]: the stored
//! texts, the clock, whether the person is typing) and what a frame's [`Effects`] do (the
//! storage written, the live region, the keyboard focus, a question to the computer's worker,
//! the record copied or downloaded with a visible confirmation). The state's side is `app.rs`;
//! this module makes it a [`run::Page`] for the page kit's [`Runner`].

use fevga_page_web::run::{self, Runner};
use fevga_page_web::{document, focus, share, storage_get, storage_remove, storage_set, worker};

use crate::act::Act;
use crate::app::{App, Arrival, Effects, Focus, Give, Input};
use crate::deck::DECK_KEY;
use crate::reviews::REVIEWS_KEY;
use crate::store::{CURRENT_KEY, GAMES_KEY, INBOX_KEY};
use crate::stored::{self, Stored};

/// The input with what the browser holds as it comes.
#[must_use]
pub fn arrival(input: Input) -> Arrival {
    let get = |key: &str| storage_get(key).unwrap_or_default();
    // Keys typed into a field stay there, and a redraw would wipe what was typed.
    let typing = document()
        .active_element()
        .is_some_and(|e| matches!(e.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
    Arrival {
        input,
        stored: Stored {
            games: get(GAMES_KEY),
            inbox: get(INBOX_KEY),
            current: get(CURRENT_KEY),
            deck: get(DECK_KEY),
            reviews: get(REVIEWS_KEY),
        },
        now_ms: js_sys::Date::now(),
        typing,
    }
}

impl run::Page for App {
    type Action = Arrival;
    type Effects = Effects;

    fn handle(&mut self, arrival: Arrival) {
        App::handle(self, arrival);
    }

    fn render(&self) -> Vec<(&'static str, String)> {
        App::render(self)
    }

    fn take_effects(&mut self) -> Effects {
        App::take_effects(self)
    }

    fn run(fx: Effects, runner: &Runner<Self>) {
        run(fx, runner);
    }
}

/// Runs a frame's effects. Games that do not fit as they are come back as
/// [`Input::GamesFull`], once everything else is written.
fn run(fx: Effects, runner: &Runner<App>) {
    if let Some(text) = &fx.deck {
        let _ = storage_set(DECK_KEY, text);
    }
    // A review the storage refuses is made again on a later visit: nothing more to do.
    if let Some(text) = &fx.reviews {
        let _ = storage_set(REVIEWS_KEY, text);
    }
    let fit = fx
        .games
        .map(|mut w| stored::fit(&mut w.games, w.keep, |text| storage_set(GAMES_KEY, text)));
    if fx.inbox_taken && fit.is_none_or(|f| f.fits) {
        let _ = storage_remove(INBOX_KEY);
    }
    if let Some(text) = &fx.say
        && let Some(live) = document().get_element_by_id("announce")
    {
        live.set_text_content(Some(text));
    }
    match fx.focus {
        Some(Focus::Control(act)) => {
            focus(&format!(r#"#app [data-action="{}"]:not([disabled])"#, act.as_str()));
        }
        Some(Focus::Board) => focus_board(),
        None => {}
    }
    match fx.give {
        Some(Give::Copy { text, said }) => share::copy(&text, said),
        Some(Give::Download { name, text, said }) => {
            let _ = share::download(&name, &text, &said);
        }
        None => {}
    }
    if let Some(fragment) = &fx.address {
        set_fragment(fragment);
    }
    if let Some((n, text)) = &fx.ask {
        worker::ask(*n, text);
    }
    if let Some(fit) = fit.filter(|f| f.dropped > 0 || !f.fits) {
        runner.dispatch(arrival(Input::GamesFull(fit)));
    }
}

/// Puts `fragment` in the address in place of the one there (no new history entry).
fn set_fragment(fragment: &str) {
    let w = fevga_page_web::window();
    let l = w.location();
    let here = format!(
        "{}{}{fragment}",
        l.pathname().unwrap_or_default(),
        l.search().unwrap_or_default()
    );
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&here));
    }
}

/// Hands the focus to the card's board's tab stop, or, once the board no longer takes a play,
/// to the list of plays (or the next card's button).
fn focus_board() {
    if !fevga_board_web::focus_board() {
        focus(&format!(
            r#"#app #g-play, #app [data-action="{}"]"#,
            Act::Practise.as_str()
        ));
    }
}
