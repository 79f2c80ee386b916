//! The browser's side of the loop: the [`run::Page`] the page kit's [`Runner`] runs, and what a
//! frame's [`Effects`] do: the progress kept in local storage, the puzzles' file fetched (its
//! text, or its failure, comes back as an action), the live region, the keyboard focus.

use fevga_page_web::run::{self, Runner};
use fevga_page_web::{document, focus, storage_set, window};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::action::Action;
use crate::app::{App, Effects, Focus, LEARN_KEY, PUZZLES_FILE};

impl run::Page for App {
    type Action = Action;
    type Effects = Effects;

    fn handle(&mut self, action: Action) {
        App::handle(self, action);
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

    fn focus_fallback(&self) -> &'static [&'static str] {
        &[
            "#app .board.live svg [tabindex=\"0\"]",
            "#app button.primary",
            "#app button",
        ]
    }
}

/// Runs a frame's effects.
fn run(fx: Effects, runner: &Runner<App>) {
    if let Some(text) = &fx.save {
        // A storage that refuses keeps the old progress: nothing to warn about.
        let _ = storage_set(LEARN_KEY, text);
    }
    if fx.fetch {
        fetch_puzzles(runner.clone());
    }
    if let Some(text) = &fx.say
        && let Some(live) = document().get_element_by_id("announce")
    {
        live.set_text_content(Some(text));
    }
    match fx.focus {
        Some(Focus::Control(act)) => {
            focus(&format!(
                r#"#app [data-action="{}"]:not([aria-disabled="true"])"#,
                act.as_str()
            ));
        }
        Some(Focus::Board) => {
            fevga_board_web::focus_board();
        }
        None => {}
    }
}

/// Calls the method `name` of `target` with `args`.
fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &name.into())?.dyn_into()?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(target, &args)
}

/// Fetches the puzzles' file beside the page; its text (or `None`) comes back as
/// [`Action::PuzzlesLoaded`].
fn fetch_puzzles(runner: Runner<App>) {
    let failed = {
        let r = runner.clone();
        Closure::once_into_js(move |_: JsValue| r.dispatch(Action::PuzzlesLoaded(None)))
    };
    let text = Closure::once_into_js(|res: JsValue| -> Result<JsValue, JsValue> {
        if js_sys::Reflect::get(&res, &"ok".into())?.as_bool() != Some(true) {
            return Err(JsValue::from_str("not found"));
        }
        call(&res, "text", &[])
    });
    let done = Closure::once_into_js(move |text: JsValue| {
        runner.dispatch(Action::PuzzlesLoaded(text.as_string()));
    });
    let win: JsValue = window().into();
    let asked = call(&win, "fetch", &[JsValue::from_str(PUZZLES_FILE)])
        .and_then(|p| call(&p, "then", &[text]))
        .and_then(|p| call(&p, "then", &[done, failed.clone()]));
    if asked.is_err()
        && let Ok(f) = failed.dyn_into::<js_sys::Function>()
    {
        let _ = f.call1(&JsValue::NULL, &JsValue::NULL);
    }
}
