//! The computer's part of the JS API (the `computer` feature): the page's bundle leaves it out,
//! and the computer's own module (`fevga-computer`, which runs in the page's worker) has it.

use std::sync::LazyLock;

use fevga_ai::Level;
use fevga_core::SeededDice;
use wasm_bindgen::prelude::*;

use crate::{Game, PlayJs, args, dice, err, position, rules, to_js};

/// The levels' words for a `TypeError`, written once (not on every call).
static LEVEL_HINT: LazyLock<String> = LazyLock::new(|| fevga_core::alternatives(&Level::EVERY.map(Level::as_str)));

fn level_named(s: &str) -> Result<Level, JsValue> {
    s.parse().map_err(err)
}

fn level(func: &str, v: &JsValue) -> Result<Level, JsValue> {
    level_named(&args::string(v, func, "level", &LEVEL_HINT)?)
}

/// The computer's play (`{ move, position }`), or `null` when the side cannot move.
#[wasm_bindgen(js_name = aiPlay)]
pub fn ai_play(
    rules_name: &JsValue,
    position_text: &JsValue,
    dice_text: &JsValue,
    level_name: &JsValue,
) -> Result<JsValue, JsValue> {
    const F: &str = "aiPlay";
    let (r, pos, d) = (rules(F, rules_name)?, position(F, position_text)?, dice(F, dice_text)?);
    let lvl = level(F, level_name)?;
    let mut rng = SeededDice::new(fevga_core::random_seed());
    let play = fevga_ai::choose(&pos, r, d, lvl, &mut rng);
    match play {
        Some(p) => to_js(&PlayJs::from(&p)),
        None => Ok(JsValue::NULL),
    }
}

#[wasm_bindgen]
impl Game {
    /// Lets the computer play the current roll; returns its move text (`"pass"` if none).
    #[wasm_bindgen(js_name = aiPlay)]
    pub fn ai_play(&mut self, level_name: &JsValue) -> Result<String, JsValue> {
        let lvl = args::optional_string(level_name, "aiPlay", "level", &LEVEL_HINT)?
            .map(|s| level_named(&s))
            .transpose()?
            .unwrap_or_default();
        let mut rng = SeededDice::new(fevga_core::random_seed());
        let play = fevga_ai::play_turn(self.inner.game_mut(), lvl, &mut rng).map_err(err)?;
        Ok(play.map_or_else(|| "pass".into(), |p| p.notation()))
    }
}
