//! The page's state as the page kit's loop holds it ([`fevga_page_web::run::Runner`]): the
//! controller, the words of its language, and the running timer (the regions as drawn are the
//! kit's, a drag in progress is `fevga-board-web`'s). Borrowed briefly, never across a call that
//! could come back into the page.

use std::cell::OnceCell;

use fevga_page_web::run::Runner;

use crate::app::{App, Input, Pending};
use fevga_i18n::Messages;

use crate::page_words;

/// The page's state: the controller and what the browser side keeps between events.
#[derive(Debug)]
pub struct Ui {
    /// The controller.
    pub app: App,
    /// The words of the settings' language.
    pub msgs: &'static Messages,
    /// The running timer: its handle and what it waits for.
    pub timer: Option<(i32, Pending)>,
}

impl Ui {
    /// The cell's contents for `app`, with the words of its language.
    #[must_use]
    pub fn new(app: App, msgs: &'static Messages) -> Ui {
        Ui { app, msgs, timer: None }
    }

    /// Hands an input to the controller. A new language brings its words: at once if they were
    /// read before, else once fetched ([`page_words::load`]); until then the page keeps the words
    /// it shows, and if they cannot be had the controller hears so ([`Input::WordsUnavailable`]),
    /// through `dispatch` (the loop's way in, handed down: this cell sits below the loop).
    pub fn handle(&mut self, input: Input, dispatch: fn(Input)) {
        self.app.handle(input);
        let lang = self.app.settings().lang;
        if self.msgs.lang() == lang {
            return;
        }
        if let Some(m) = page_words::cached(lang) {
            self.msgs = m;
            return;
        }
        let shown = self.msgs.lang();
        page_words::load(lang, move |words| match words {
            // The words come back as an input, so the frame that shows them is drawn as always.
            Ok(_) => dispatch(Input::WordsLoaded(lang)),
            Err(why) => {
                web_sys::console::warn_1(&why.into());
                dispatch(Input::WordsUnavailable { wanted: lang, shown });
            }
        });
    }
}

thread_local! {
    static RUNNER: OnceCell<Runner<Ui>> = const { OnceCell::new() };
}

/// Puts the page in the loop (once, at start-up).
pub fn install(ui: Ui) {
    RUNNER.with(|r| {
        let _ = r.set(Runner::new(ui));
    });
}

/// The page's loop, once it has started.
pub fn runner() -> Option<Runner<Ui>> {
    RUNNER.with(|r| r.get().cloned())
}

/// Runs `f` on the page, if it has started (and is not being changed already).
pub fn with<R>(f: impl FnOnce(&mut Ui) -> R) -> Option<R> {
    runner()?.with(f)
}

/// Reads the page, if it has started.
pub fn read<R>(f: impl FnOnce(&Ui) -> R) -> Option<R> {
    runner()?.read(f)
}
