//! The tests' probe (`window.gamesState()`): the page's state as a plain object, read by the
//! end-to-end tests (never by the page itself).

use wasm_bindgen::JsValue;

use crate::app::App;
use crate::question::replay;
use crate::screen::Screen;

/// The page as the tests read it: `screen`, the replay's `step` and `turns`, the number of
/// `games` kept and `reviewed`, the turns of the game shown `rated`, the deck's `cards` and `due`, the `notice` key, `reviewing`;
/// while practising, `answered`, the best play (`best`, `bestIndex`, `bestSteps` as the board
/// reads them), the `mover`, the `choice` and the steps `entered`.
#[must_use]
pub fn state(app: &App) -> JsValue {
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &k.into(), &v);
    };
    let p = app.page();
    let count = |n: usize| JsValue::from(n as f64);
    let games = p.games().games();
    set("games", count(games.len()));
    set("reviewed", count(games.iter().filter(|k| k.rates.is_some()).count()));
    set("cards", count(p.deck().cards().len()));
    set("due", count(p.deck().due(p.today())));
    set("notice", p.notice().map_or(JsValue::NULL, |n| n.key.into()));
    set("reviewing", app.reviewing().into());
    match p.screen() {
        Screen::List => set("screen", "list".into()),
        Screen::OverTheBoard => {
            set("screen", "board".into());
            if let Some(o) = p.over_the_board() {
                set("turnsEntered", count(o.game().history().len()));
                set("entering", o.entry().is_some().into());
                set("phase", o.game().phase().name().into());
            }
        }
        Screen::Replay { id, step } => {
            set("screen", "replay".into());
            set("step", count(*step));
            let turns = p
                .games()
                .get(*id)
                .and_then(|k| replay(k).ok())
                .map_or(0, |g| g.history().len());
            set("turns", count(turns));
            set("rated", count(p.analysed(*id).map_or(0, |a| a.rated)));
        }
        Screen::Practice { answered, choice, .. } => {
            set("screen", "practice".into());
            set("answered", answered.map_or(JsValue::NULL, JsValue::from));
            if let Some(q) = p.question() {
                set("best", q.plays[q.best].notation().into());
                set("bestIndex", count(q.best));
                // The best play's steps as the board reads them: [from, to] in White's
                // numbers, 0 for off.
                let mover = q.mover();
                let steps = js_sys::Array::new();
                for st in q.plays[q.best].steps() {
                    let to = match st.to() {
                        fevga_core::StepTo::Point(t) => mover.to_white(t).get(),
                        fevga_core::StepTo::Off => 0,
                    };
                    let pair = js_sys::Array::of2(&mover.to_white(st.from).get().into(), &to.into());
                    steps.push(&pair);
                }
                set("bestSteps", steps.into());
                set("mover", mover.as_str().into());
            }
            set("choice", choice.map_or(JsValue::NULL, &count));
            set("entered", count(p.entry().map_or(0, |e| e.turn().steps().len())));
        }
    }
    o.into()
}
