//! The one cell that holds the page: the controller, the words of its language, and what the
//! browser side keeps between events (the regions as drawn, the running timer; a drag in
//! progress is `fevga-board-web`'s). Borrowed briefly, never across a call that could come back
//! into the page.

use std::cell::RefCell;

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
    /// Each region's markup as last written to the page.
    pub drawn: Vec<(&'static str, String)>,
    /// A frame is asked for and not yet drawn.
    pub frame_requested: bool,
    /// The running timer: its handle and what it waits for.
    pub timer: Option<(i32, Pending)>,
}

impl Ui {
    /// The cell's contents for `app`, with the words of its language.
    #[must_use]
    pub fn new(app: App, msgs: &'static Messages) -> Ui {
        Ui {
            app,
            msgs,
            drawn: Vec::new(),
            frame_requested: false,
            timer: None,
        }
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
    static UI: RefCell<Option<Ui>> = const { RefCell::new(None) };
}

/// Puts the page in the cell (once, at start-up).
pub fn install(ui: Ui) {
    UI.with(|u| *u.borrow_mut() = Some(ui));
}

/// Runs `f` on the page, if it has started.
pub fn with<R>(f: impl FnOnce(&mut Ui) -> R) -> Option<R> {
    UI.with(|u| u.borrow_mut().as_mut().map(f))
}

/// Reads the page, if it has started.
pub fn read<R>(f: impl FnOnce(&Ui) -> R) -> Option<R> {
    UI.with(|u| u.borrow().as_ref().map(f))
}
