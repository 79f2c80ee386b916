//! A "your move" diagram's calls (feature `task`): the reader's acts in, the task's markup and
//! what to say out. Every check, verdict and word is `fevga_diagram::task`'s; an act that cannot
//! be read ends the list there.

use fevga_diagram::task::TaskAct;
use fevga_diagram::{Diagram, error_markup};
use wasm_bindgen::prelude::*;

use crate::{pairs, text};

/// The diagram and the acts read (up to the first that cannot be).
fn read(position: &JsValue, attrs: &JsValue, acts: &JsValue) -> Result<(Diagram, Vec<TaskAct>), String> {
    let d = Diagram::from_attrs(&text(position), &pairs(attrs)).map_err(|(lang, e)| error_markup(lang, &e))?;
    let mover = d.frames()[0].position.turn();
    let list: Vec<TaskAct> = if js_sys::Array::is_array(acts) {
        js_sys::Array::from(acts)
            .iter()
            .map_while(|v| TaskAct::read(&text(&v), mover))
            .collect()
    } else {
        Vec::new()
    };
    Ok((d, list))
}

/// The task's markup after the reader's `acts` (an array of strings: `tap 13`, `drag 24 18`,
/// `key left`, `escape`, `undo`, `done`, `answer`, `retry`); a diagram that is no task is drawn
/// as `renderDiagram` draws it, a fault inside the widget.
#[wasm_bindgen(js_name = renderTask)]
#[must_use]
pub fn render_task(position: &JsValue, attrs: &JsValue, acts: &JsValue, play_href: &JsValue) -> String {
    match read(position, attrs, acts) {
        Ok((d, list)) => d.render_task(&list, &text(play_href)),
        Err(markup) => markup,
    }
}

/// What the element's live region says after the last act: the verdict, or what the step did.
#[wasm_bindgen(js_name = taskSaid)]
#[must_use]
pub fn task_said(position: &JsValue, attrs: &JsValue, acts: &JsValue) -> String {
    read(position, attrs, acts).map_or_else(|_| String::new(), |(d, list)| d.task_said(&list))
}
