//! The computer's Web Worker, from the page's side (`web/computer/worker.js` is the other
//! side). It is started once the first board is drawn, or at the first question if that comes
//! sooner; questions asked before it is up wait in its queue. It translates only: the page's
//! questions and the computer's answers are texts ([`fevga_ai::protocol`]), and the JS API's
//! computer calls ([`ai_play`], [`game_ai_play`]) are forwarded as they came and answered as
//! promises.
//!
//! The envelope and the error path are the page kit's ([`fevga_page_web::worker`]: `{ id, job }`
//! out, `{ ready }`, `{ failed }`, `{ id, reply }` back); this page adds the JS API's calls,
//! `{ call, id, args }` out and `{ call: id, result }` or `{ call: id, error }` back.

use std::cell::{Cell, RefCell};

use fevga_page_web::worker::{self as kit, News, field};
use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;

use crate::app::Input;
use crate::dom::of_this_build;

/// The worker's script, beside the page; its glue and wasm are loaded with the same build id.
const SCRIPT: &str = "computer/worker.js";

/// The JS API's calls waiting for an answer: the last number handed out, and each call's resolve
/// and reject functions by number.
type Calls = (u32, Vec<(u32, (Function, Function))>);

thread_local! {
    static CALLS: RefCell<Calls> = const { RefCell::new((0, Vec::new())) };
    /// The way into the page for what the worker says ([`connect`]).
    static DISPATCH: Cell<Option<fn(Input)>> = const { Cell::new(None) };
}

/// Hands the worker the page's way in (`crate::frame::dispatch`, given at start-up): the
/// worker sits below the loop and never names it. The kit's worker client is pointed at this
/// build's script.
pub fn connect(dispatch: fn(Input)) {
    DISPATCH.with(|d| d.set(Some(dispatch)));
    kit::connect(&of_this_build(SCRIPT), on_news);
}

/// Tells the page, once it is connected (before, the page is not there to hear it).
fn dispatch(input: Input) {
    if let Some(f) = DISPATCH.with(Cell::get) {
        f(input);
    }
}

/// The resolve and reject functions of call `id`, taken out of the waiting calls.
fn take_call(id: u32) -> Option<(Function, Function)> {
    CALLS.with(|c| {
        let calls = &mut c.borrow_mut().1;
        let i = calls.iter().position(|(k, _)| *k == id)?;
        Some(calls.swap_remove(i).1)
    })
}

fn set(o: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(o, &key.into(), value);
}

/// Starts the worker if it is not started yet.
pub fn start() {
    kit::start();
}

/// What the worker said, for the page or for a JS API call.
fn on_news(news: News) {
    match news {
        News::Ready => dispatch(Input::ComputerReady),
        News::Failed => failed(),
        News::Answer { id, text } => dispatch(Input::Answer { id, text }),
        News::Other(data) => call_answered(&data),
    }
}

/// The worker is gone for good: the page is told, and the JS API's calls are refused (a later
/// call makes a new attempt).
fn failed() {
    let waiting: Vec<(Function, Function)> = CALLS.with(|c| c.borrow_mut().1.drain(..).map(|(_, f)| f).collect());
    for (_, reject) in waiting {
        let _ = reject.call1(&JsValue::NULL, &JsError::new("the computer could not start").into());
    }
    dispatch(Input::ComputerFailed);
}

/// `{ call: id, result }` or `{ call: id, error }`: a JS API call's answer.
fn call_answered(data: &JsValue) {
    let Some(call) = field(data, "call").as_f64() else {
        return;
    };
    let Some((resolve, reject)) = take_call(call as u32) else {
        return;
    };
    let error = field(data, "error");
    let _ = if error.is_undefined() {
        resolve.call1(&JsValue::NULL, &field(data, "result"))
    } else {
        // The error as the engine raised it: its kind (TypeError or Error) and message.
        let message = field(&error, "message").as_string().unwrap_or_default();
        let err: JsValue = if field(&error, "name").as_string().as_deref() == Some("TypeError") {
            js_sys::TypeError::new(&message).into()
        } else {
            js_sys::Error::new(&message).into()
        };
        reject.call1(&JsValue::NULL, &err)
    };
}

/// Hands a question of the page to the worker (starting it if needed).
pub fn ask(id: u32, text: &str) {
    kit::ask(id, text);
}

/// Forwards a JS API call to the computer's module in the worker; a promise of its answer.
fn call(name: &str, args: &[&JsValue]) -> Promise {
    Promise::new(&mut |resolve, reject| {
        let id = CALLS.with(|c| {
            let mut c = c.borrow_mut();
            c.0 = c.0.wrapping_add(1);
            c.0
        });
        let m = Object::new();
        set(&m, "call", &name.into());
        set(&m, "id", &id.into());
        set(&m, "args", &args.iter().copied().collect::<Array>());
        CALLS.with(|c| c.borrow_mut().1.push((id, (resolve, reject.clone()))));
        // An argument that cannot be copied to the worker (a function, say) is refused here.
        if let Err(e) = kit::post(&m) {
            take_call(id);
            let message = field(&e, "message")
                .as_string()
                .unwrap_or_else(|| "cannot be sent".into());
            let _ = reject.call1(
                &JsValue::NULL,
                &js_sys::TypeError::new(&format!("{name}: {message}")).into(),
            );
        }
    })
}

/// The computer's play, as a promise: `{ move, position }`, or `null` when the side cannot move.
/// The arguments are `aiPlay`'s of the computer's own module (`computer/fevga_computer.js`,
/// where it answers at once); on the page the computer runs in its worker, so the answer comes
/// later. A wrong argument rejects with the same `TypeError` or `Error`.
#[wasm_bindgen(js_name = aiPlay)]
pub fn ai_play(rules: &JsValue, position: &JsValue, dice: &JsValue, level: &JsValue) -> Promise {
    call("aiPlay", &[rules, position, dice, level])
}

/// The computer's play for the roll in play of the game in `record` (a game record's text), as a
/// promise of its move text (`"pass"` if none). `Game.prototype.aiPlay` on the page uses it.
#[wasm_bindgen(js_name = gameAiPlay)]
pub fn game_ai_play(record: &JsValue, level: &JsValue) -> Promise {
    call("gameAiPlay", &[record, level])
}

/// The build id the computer's worker was started with (its script's `?v=`), as a promise:
/// `null` for a build without one. The page and its worker are always of one build; this says
/// which (a deploy brings a new worker with the new page).
#[wasm_bindgen(js_name = computerBuild)]
pub fn computer_build() -> Promise {
    call("build", &[])
}
