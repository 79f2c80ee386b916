//! The computer's Web Worker, started only when a hint is asked (`../computer/worker.js`, the
//! game page's, beside this page in the site). It translates only: the question's text goes
//! in (`fevga_ai::protocol`), the answer's text comes back as [`Action::HintAnswer`]; a worker
//! that cannot start answers with an empty text, which the page refuses with a sentence.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::act;
use crate::page::Action;

/// The worker's script: the game page's, one folder up.
const SCRIPT: &str = "../computer/worker.js";

thread_local! {
    static WORKER: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
}

fn get(o: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(o, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// The worker is gone: the hint asked gets no answer.
fn failed() {
    WORKER.with(|w| {
        if let Some(worker) = w.borrow_mut().take() {
            worker.terminate();
        }
    });
    act(Action::HintAnswer(String::new()), None);
}

fn start() -> Option<web_sys::Worker> {
    if let Some(w) = WORKER.with(|w| w.borrow().clone()) {
        return Some(w);
    }
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(SCRIPT, &options).ok()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        let data = e.data();
        if !get(&data, "failed").is_undefined() {
            failed();
        } else if let Some(text) = get(&data, "reply").as_string() {
            act(Action::HintAnswer(text), Some(r#"#app .board.live [tabindex="0"]"#));
            // The best play said to a screen reader (or why none came, said by `act`).
            let doc = fevga_page_web::document();
            if let (Ok(Some(p)), Some(live)) = (doc.query_selector("#app .hints p"), doc.get_element_by_id("announce"))
            {
                live.set_text_content(p.text_content().as_deref());
            }
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|_| failed());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|w| *w.borrow_mut() = Some(worker.clone()));
    Some(worker)
}

/// Hands the question's text to the worker (starting it the first time).
pub(crate) fn ask(text: &str) {
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"id".into(), &1.into());
    let _ = js_sys::Reflect::set(&message, &"job".into(), &text.into());
    if start().is_none_or(|w| w.post_message(&message).is_err()) {
        failed();
    }
}
