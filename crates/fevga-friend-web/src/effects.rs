//! The [`App`] on the kit's loop, and its effects run in the browser: the games, the name and
//! the hinted games kept on this device, the game shown kept for the tab's session, the live
//! region, the keyboard focus, the link copied or shared (confirmed at the foot of the window),
//! the question handed to the computer's worker, whose news comes back as inputs.

use fevga_page_web::run::{Page, Runner};
use fevga_page_web::worker::{self, News};
use fevga_page_web::{document, focus_element, share, storage_get, storage_set, window};

use crate::app::{App, Effects, Input};
use crate::live;
use crate::shelf::{SHELF_KEY, Shelf};

/// The storage key of the name last typed.
pub(crate) const NAME_KEY: &str = "fevga.friend-name";

/// The storage key of the games (ids) in which hints were asked.
pub(crate) const HINTED_KEY: &str = "fevga.friend-hinted";

/// The session key of the game shown in this tab (its id): a reload shows it again.
pub(crate) const SHOWN_KEY: &str = "fevga.friend-shown";

/// The computer's worker: the game page's, one folder up.
pub(crate) const WORKER_SCRIPT: &str = "../computer/worker.js";

impl Page for App {
    type Action = Input;
    type Effects = Effects;

    fn handle(&mut self, action: Input) {
        self.apply(action);
    }

    fn render(&self) -> Vec<(&'static str, String)> {
        self.regions()
    }

    fn take_effects(&mut self) -> Effects {
        self.effects()
    }

    fn run(fx: Effects, runner: &Runner<Self>) {
        if let Some(save) = fx.save {
            // Merged first with what another tab may have written, which this page then takes in.
            let ours = save.shelf.to_text();
            let mut shelf = save.shelf;
            shelf.merge(Shelf::from_text(&storage_get(SHELF_KEY).unwrap_or_default()));
            let text = shelf.to_text();
            let _ = storage_set(SHELF_KEY, &text);
            let _ = storage_set(NAME_KEY, &save.name);
            if text != ours {
                runner.dispatch(Input::stored(text));
            }
        }
        if let Some(text) = &fx.hinted {
            let _ = storage_set(HINTED_KEY, text);
        }
        if let Some(s) = window().session_storage().ok().flatten() {
            let _ = match &fx.shown {
                Some(id) => s.set_item(SHOWN_KEY, id),
                None => s.remove_item(SHOWN_KEY),
            };
        }
        if let Some(text) = &fx.live
            && let Some(live) = document().get_element_by_id("announce")
        {
            live.set_text_content(Some(text));
        }
        let doc = document();
        if let Some(el) = fx.focus.iter().find_map(|q| doc.query_selector(q).ok().flatten()) {
            focus_element(&el);
        }
        if let Some(give) = fx.give {
            if give.share {
                share::share(&give.url, &give.title, give.said);
            } else {
                share::copy(&give.url, give.said);
            }
        }
        if let Some(text) = &fx.ask {
            worker::ask(1, text);
        }
        if !fx.relay.is_empty() {
            crate::socket::send(&fx.relay);
        }
        if let Some(ms) = fx.relay_retry {
            crate::socket::retry_in(ms);
        }
        if let Some(title) = &fx.title {
            document().set_title(title);
        }
        if let Some(n) = &fx.notify {
            crate::notify::show(n);
        }
    }
}

/// What the computer's worker says: an answer, or that it cannot answer.
pub(crate) fn on_news(news: News) {
    match news {
        News::Answer { text, .. } => live::dispatch(Input::answer(text)),
        News::Failed => live::dispatch(Input::no_answer()),
        News::Ready | News::Other(_) => {}
    }
}
