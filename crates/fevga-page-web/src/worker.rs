//! The computer's Web Worker, from a page's side: one envelope and one error path for every
//! page that asks the computer (the game, Play a friend, Your games). The worker's script is the
//! game page's `computer/worker.js`; the questions and answers are texts of `fevga_ai::protocol`,
//! which this module never reads.
//!
//! Messages to the worker: `{ id, job }` (a question; a newer one replaces the one running) and
//! whatever [`post`] is given (the game page's JS API calls). From it: `{ ready: true }`,
//! `{ failed }`, `{ id, reply }`, and anything else, handed on as [`News::Other`].
//!
//! The worker is started by the first question, or earlier by [`start`]; a script that cannot be
//! fetched, fails to run or says it failed is [`News::Failed`], once, and the next question makes
//! a new attempt.

use std::cell::{Cell, RefCell};

use js_sys::{Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// What the worker said.
#[derive(Debug)]
pub enum News {
    /// It is up (its wasm loaded).
    Ready,
    /// It cannot work: not started, or gone. Questions asked get no answer.
    Failed,
    /// The answer to question `id`.
    Answer {
        /// The question's number, as asked.
        id: u32,
        /// The answer's text.
        text: String,
    },
    /// Any other message (the game page's JS API answers), as it came.
    Other(JsValue),
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    static SCRIPT: RefCell<String> = const { RefCell::new(String::new()) };
    static LISTENER: Cell<Option<fn(News)>> = const { Cell::new(None) };
}

/// Names the worker's script (relative to the page, with the build's `?v=` if any) and the
/// page's listener of what it says. Call once at start-up, before any question.
pub fn connect(script: &str, listener: fn(News)) {
    SCRIPT.with(|s| *s.borrow_mut() = script.to_owned());
    LISTENER.with(|l| l.set(Some(listener)));
}

fn tell(news: News) {
    if let Some(f) = LISTENER.with(Cell::get) {
        f(news);
    }
}

/// The field `key` of a message, or `undefined`.
#[must_use]
pub fn field(o: &JsValue, key: &str) -> JsValue {
    Reflect::get(o, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// Starts the worker unless it runs; false if it cannot be started (the listener hears
/// [`News::Failed`]).
pub fn start() -> bool {
    if WORKER.with(|w| w.borrow().is_some()) {
        return true;
    }
    let url = SCRIPT.with(|s| s.borrow().clone());
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let Ok(worker) = Worker::new_with_options(&url, &options) else {
        tell(News::Failed);
        return false;
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| on_message(e.data()));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|_| failed());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|w| *w.borrow_mut() = Some(worker));
    true
}

/// The worker is gone: stopped, and the page told.
fn failed() {
    if let Some(worker) = WORKER.with(|w| w.borrow_mut().take()) {
        worker.terminate();
    }
    tell(News::Failed);
}

fn on_message(data: JsValue) {
    if field(&data, "ready").is_truthy() {
        tell(News::Ready);
    } else if !field(&data, "failed").is_undefined() {
        failed();
    } else if let (Some(id), Some(text)) = (field(&data, "id").as_f64(), field(&data, "reply").as_string()) {
        tell(News::Answer { id: id as u32, text });
    } else {
        tell(News::Other(data));
    }
}

/// Posts a message as it is (starting the worker if needed); the browser's error if it cannot
/// be sent (not started, or a value that cannot be copied).
///
/// # Errors
/// The worker could not be started, or the message not copied to it.
pub fn post(message: &JsValue) -> Result<(), JsValue> {
    if !start() {
        return Err(JsError::new("the computer could not start").into());
    }
    WORKER.with(|w| match w.borrow().as_ref() {
        Some(worker) => worker.post_message(message),
        None => Err(JsError::new("the computer could not start").into()),
    })
}

/// Asks question `id` (its text); the answer comes as [`News::Answer`]. A question that cannot
/// be sent is [`News::Failed`].
pub fn ask(id: u32, text: &str) {
    let m = Object::new();
    let _ = Reflect::set(&m, &"id".into(), &id.into());
    let _ = Reflect::set(&m, &"job".into(), &text.into());
    if !start() {
        return; // the listener has heard it failed
    }
    if post(&m).is_err() {
        failed();
    }
}
