//! The one cell that holds the page: the controller, the words of its language, and what the
//! browser side keeps between events (the regions as drawn, the running timer, a drag in
//! progress). Borrowed briefly, never across a call that could come back into the page.

use std::cell::RefCell;

use crate::app::{App, Input, Pending};
use fevga_core::WhitePoint;
use fevga_i18n::Messages;

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
    /// The checker being dragged, if any.
    pub drag: Option<Drag>,
}

/// A checker held by a pointer.
#[derive(Debug, Clone, Copy)]
pub struct Drag {
    /// The point it was picked up from.
    pub from: WhitePoint,
    /// The `pointerId` of the pointer holding it.
    pub pointer: i32,
    /// Where the pointer went down, in board coordinates.
    pub start: (f64, f64),
    /// Whether it has moved far enough to be a drag rather than a tap.
    pub moved: bool,
}

impl Ui {
    /// The cell's contents for `app`, with the words of its language.
    #[must_use]
    pub fn new(app: App) -> Ui {
        let msgs = Messages::of(app.settings().lang);
        Ui {
            app,
            msgs,
            drawn: Vec::new(),
            frame_requested: false,
            timer: None,
            drag: None,
        }
    }

    /// Hands an input to the controller; a new language brings its words.
    pub fn handle(&mut self, input: Input) {
        self.app.handle(input);
        let lang = self.app.settings().lang;
        if self.msgs.lang() != lang {
            self.msgs = Messages::of(lang);
        }
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
