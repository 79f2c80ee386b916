//! The one running page: the kit's [`Runner`] over the [`App`], held where the listeners that
//! are plain functions (the board's, the worker's) can reach it.

use std::cell::RefCell;

use fevga_page_web::run::Runner;

use crate::app::{App, Input};

thread_local! {
    static RUNNER: RefCell<Option<Runner<App>>> = const { RefCell::new(None) };
}

/// Holds the page's runner (once, at the start).
pub(crate) fn set(runner: Runner<App>) {
    RUNNER.with(|r| *r.borrow_mut() = Some(runner));
}

/// The one way in: hands the input to the runner (nothing before the page started).
pub(crate) fn dispatch(input: Input) {
    let runner = RUNNER.with(|r| r.borrow().clone());
    if let Some(runner) = runner {
        runner.dispatch(input);
    }
}

/// Reads the page's state (`None` before it started, or while it changes).
pub(crate) fn read<R>(f: impl FnOnce(&App) -> R) -> Option<R> {
    let runner = RUNNER.with(|r| r.borrow().clone())?;
    runner.read(f)
}
