//! The JS API in wasm (run in Node by wasm-bindgen-test-runner): structured answers, and bad
//! input as JS errors, never a panic.
#![cfg(target_arch = "wasm32")]

use fevga_wasm::{Game, ai_play, apply_move, legal_plays, parse_position, why_not};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &key.into()).unwrap()
}

fn message(e: JsValue) -> String {
    get(&e, "message").as_string().unwrap()
}

fn s(text: &str) -> JsValue {
    text.into()
}

const START: &str = "W:24x15 B:12x15 W";

#[wasm_bindgen_test]
fn legal_plays_are_plain_objects() {
    let plays = legal_plays(&s("fevga"), &s(START), &s("6-5")).unwrap();
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
        message(legal_plays(&s("chess"), &s(START), &s("6-5")).unwrap_err()),
        "unknown rules \"chess\": expected \"fevga\" or \"multezim\""
    );
    assert_eq!(
        message(legal_plays(&s("fevga"), &s("W:24x16 B:12x15 W"), &s("6-5")).unwrap_err()),
        "White has 16 checkers; at most 15"
    );
    assert_eq!(
        message(legal_plays(&s("fevga"), &s(START), &s("6-7")).unwrap_err()),
        "die 7 is outside 1-6"
    );
    assert!(message(parse_position(&s("W:24x15 B:24 W")).unwrap_err()).contains("both colours on point 24"));
    assert!(
        message(apply_move(&s("fevga"), &s(START), &s("6-5"), &s("24/18")).unwrap_err()).contains("not a legal play")
    );
    assert!(message(apply_move(&s("fevga"), &s(START), &s("6-5"), &s("24/x")).unwrap_err()).contains("malformed"));
}

#[wasm_bindgen_test]
fn a_game_through_the_api() {
    let mut g = Game::new(&JsValue::UNDEFINED, &3.into()).unwrap();
    assert!(g.play(&s("24/13")).is_err(), "no play before the opening roll");
    g.set_dice(&s("6-5")).unwrap();
    g.play(&s("24/13")).unwrap();
    let state = g.state().unwrap();
    assert_eq!(
        get(&get(&state, "position"), "text").as_string().unwrap(),
        "W:24x14,13 B:12x15 B"
    );
    assert_eq!(get(&state, "phase").as_string().unwrap(), "roll");
    let record = g.record();
    let back = Game::from_record(&s(&record)).unwrap();
    assert_eq!(back.record(), record);
    assert!(message(Game::from_record(&s("nonsense")).unwrap_err()).starts_with("line 1:"));
    let won = "Fevga record\nRules: fevga\nMatch: 5\nScore: 9-0\n1. W 6-5: 24/13\n";
    assert_eq!(
        message(Game::from_record(&s(won)).unwrap_err()),
        "line 4: score 9-0 in a match to 5: the match was already over"
    );
    assert_eq!(
        message(Game::new(&s("fevga"), &0.into()).unwrap_err()),
        "match length 0: must be at least 1"
    );
    assert!(
        Game::new(&JsValue::NULL, &JsValue::NULL).is_ok(),
        "null means the default"
    );
}

/// The error's class (`TypeError`, `RangeError`, `Error`) and message.
fn thrown(e: JsValue) -> (String, String) {
    let class = get(&get(&e, "constructor"), "name").as_string().unwrap();
    (class, message(e))
}

fn type_error(e: JsValue) -> String {
    let (class, msg) = thrown(e);
    assert_eq!(class, "TypeError", "{msg}");
    msg
}

#[wasm_bindgen_test]
fn a_wrong_type_is_a_type_error_naming_the_argument() {
    let n = JsValue::from(5);
    assert_eq!(
        type_error(legal_plays(&n, &s(START), &s("6-5")).unwrap_err()),
        r#"legalPlays: rules must be a string ("fevga" or "multezim"), got number"#
    );
    assert_eq!(
        type_error(legal_plays(&s("fevga"), &JsValue::NULL, &s("6-5")).unwrap_err()),
        r#"legalPlays: position must be a string (position text like "W:24x15 B:12x15 W"), got null"#
    );
    assert_eq!(
        type_error(legal_plays(&s("fevga"), &s(START), &js_sys::Array::new()).unwrap_err()),
        r#"legalPlays: dice must be a string (like "6-5"), got array"#
    );
    assert_eq!(
        type_error(parse_position(&JsValue::UNDEFINED).unwrap_err()),
        r#"parsePosition: position must be a string (position text like "W:24x15 B:12x15 W"), got undefined"#
    );
    assert_eq!(
        type_error(apply_move(&s("fevga"), &s(START), &s("6-5"), &JsValue::TRUE).unwrap_err()),
        r#"applyMove: move must be a string (like "24/13" or "pass"), got boolean"#
    );
    assert_eq!(
        type_error(ai_play(&s("fevga"), &s(START), &s("6-5"), &js_sys::Object::new()).unwrap_err()),
        r#"aiPlay: level must be a string ("novice", "beginner", "intermediate", "strong", "expert", "baseline" or "baseline-greedy"), got object"#
    );
    assert_eq!(
        type_error(Game::new(&n, &JsValue::UNDEFINED).unwrap_err()),
        r#"Game: rules must be a string ("fevga" or "multezim"), got number"#
    );
    assert_eq!(
        type_error(Game::new(&s("fevga"), &s("3")).unwrap_err()),
        "Game: matchLength must be an integer from 0 to 4294967295 (points to win), got string"
    );
    assert_eq!(
        type_error(Game::from_record(&JsValue::from(js_sys::BigInt::from(5))).unwrap_err()),
        "fromRecord: text must be a string (a game record), got bigint"
    );
    let mut g = Game::new(&JsValue::UNDEFINED, &JsValue::UNDEFINED).unwrap();
    let f = js_sys::Function::new_no_args("");
    assert_eq!(
        type_error(g.set_dice(&f).unwrap_err()),
        r#"setDice: dice must be a string (like "6-5"), got function"#
    );
    assert_eq!(
        type_error(g.play(&JsValue::symbol(None)).unwrap_err()),
        r#"play: move must be a string (like "24/13" or "pass"), got symbol"#
    );
    assert_eq!(
        type_error(g.ai_play(&n).unwrap_err()),
        r#"aiPlay: level must be a string ("novice", "beginner", "intermediate", "strong", "expert", "baseline" or "baseline-greedy"), got number"#
    );
    // Values of the right type still get the engine's own errors.
    let (class, msg) = thrown(g.ai_play(&s("grandmaster")).unwrap_err());
    assert_eq!(
        (class.as_str(), msg.as_str()),
        (
            "Error",
            r#"unknown level "grandmaster": expected "novice", "beginner", "intermediate", "strong", "expert", "baseline" or "baseline-greedy""#
        )
    );
}

#[wasm_bindgen_test]
fn a_match_length_is_an_integer_in_range() {
    for (bad, shown) in [
        (1.5, "1.5"),
        (-1.0, "-1"),
        (f64::NAN, "NaN"),
        (f64::INFINITY, "Infinity"),
        (4_294_967_296.0, "4294967296"),
    ] {
        let (class, msg) = thrown(Game::new(&s("fevga"), &bad.into()).unwrap_err());
        assert_eq!(class, "RangeError", "{msg}");
        assert_eq!(
            msg,
            format!("Game: matchLength must be an integer from 0 to 4294967295 (points to win), got {shown}")
        );
    }
    let g = Game::new(&s("multezim"), &4_294_967_295.0.into()).unwrap();
    assert_eq!(get(&g.state().unwrap(), "matchLength").as_f64(), Some(4_294_967_295.0));
    assert!(
        Game::new(&s("fevga"), &(-0.0).into()).is_err(),
        "-0 is 0: the engine's error"
    );
}

#[wasm_bindgen_test]
fn why_not_names_the_rule_or_says_nothing() {
    let p = s("W:24x14,15 B:12x14,5 W");
    let got = why_not(&s("fevga"), &p, &s("1-1"), &s("24/23")).unwrap();
    let section = js_sys::Reflect::get(&got, &"section".into()).unwrap();
    let reason = js_sys::Reflect::get(&got, &"reason".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert_eq!(section.as_string().as_deref(), Some("§4"));
    assert!(reason.starts_with("the head rule"), "{reason}");
    assert!(why_not(&s("fevga"), &p, &s("3-1"), &s("15/14")).unwrap().is_null());
    assert_eq!(
        type_error(why_not(&s("fevga"), &p, &s("3-1"), &JsValue::from(7)).unwrap_err()),
        r#"whyNot: step must be a string (a step such as "24/23" or "3/off"), got number"#
    );
    assert!(why_not(&s("fevga"), &p, &s("3-1"), &s("15-14")).is_err());
}
