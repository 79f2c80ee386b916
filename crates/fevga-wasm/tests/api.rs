//! The JS API in wasm (run in Node by wasm-bindgen-test-runner): structured answers, and bad
//! input as JS errors, never a panic.
#![cfg(target_arch = "wasm32")]

use fevga_wasm::{Game, apply_move, legal_plays, parse_position};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &key.into()).unwrap()
}

fn message(e: wasm_bindgen::JsError) -> String {
    let v: JsValue = e.into();
    get(&v, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn legal_plays_are_plain_objects() {
    let plays = legal_plays("fevga", "W:24x15 B:12x15 W", "6-5").unwrap();
    let arr = js_sys::Array::from(&plays);
    assert_eq!(arr.length(), 1);
    assert_eq!(get(&arr.get(0), "move").as_string().unwrap(), "24/13");
    assert_eq!(
        get(&arr.get(0), "position").as_string().unwrap(),
        "W:24x14,13 B:12x15 B"
    );
}

#[wasm_bindgen_test]
fn bad_input_is_a_js_error_naming_the_fault() {
    assert_eq!(
        message(legal_plays("chess", "W:24x15 B:12x15 W", "6-5").unwrap_err()),
        "unknown rules \"chess\": expected \"fevga\" or \"multezim\""
    );
    assert_eq!(
        message(legal_plays("fevga", "W:24x16 B:12x15 W", "6-5").unwrap_err()),
        "White has 16 checkers; at most 15"
    );
    assert_eq!(
        message(legal_plays("fevga", "W:24x15 B:12x15 W", "6-7").unwrap_err()),
        "die 7 is outside 1-6"
    );
    assert!(message(parse_position("W:24x15 B:24 W").unwrap_err()).contains("both colours on point 24"));
    assert!(
        message(apply_move("fevga", "W:24x15 B:12x15 W", "6-5", "24/18").unwrap_err()).contains("not a legal play")
    );
    assert!(message(apply_move("fevga", "W:24x15 B:12x15 W", "6-5", "24/x").unwrap_err()).contains("malformed"));
}

#[wasm_bindgen_test]
fn a_game_through_the_api() {
    let mut g = Game::new(None, Some(3)).unwrap();
    assert!(g.play("24/13").is_err(), "no play before the opening roll");
    g.set_dice("6-5").unwrap();
    g.play("24/13").unwrap();
    let state = g.state().unwrap();
    assert_eq!(
        get(&get(&state, "position"), "text").as_string().unwrap(),
        "W:24x14,13 B:12x15 B"
    );
    assert_eq!(get(&state, "phase").as_string().unwrap(), "roll");
    let record = g.record();
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.record(), record);
    assert!(message(Game::from_record("nonsense").unwrap_err()).starts_with("line 1:"));
    assert!(Game::new(Some("fevga".into()), Some(0)).is_err());
}
