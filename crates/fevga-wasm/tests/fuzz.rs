//! The JS API fuzzed from JS (`tests/fuzz.js`), through the same wasm-bindgen glue the page's
//! bundle uses: thousands of seeded calls with arguments of every JS type must each return or
//! throw a JS `Error`, never trap the wasm; a good call still works afterwards.
//! `cargo test --target wasm32-unknown-unknown -p fevga-wasm --test fuzz -- --nocapture` prints
//! the figures.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

#[wasm_bindgen(module = "/tests/fuzz.js")]
extern "C" {
    #[wasm_bindgen(catch)]
    fn fuzz(seed: u32, calls: u32) -> Result<String, JsValue>;
    #[wasm_bindgen(catch, js_name = useAfterFree)]
    fn use_after_free() -> Result<String, JsValue>;
}

fn failed(e: JsValue) -> String {
    js_sys::Error::from(e).message().into()
}

// Links the API's exports into this test's wasm, so the glue has them.
#[allow(unused_imports)]
use fevga_wasm::Game;

#[wasm_bindgen_test]
fn no_argument_traps_the_api() {
    match fuzz(0x5EED, 24_000) {
        Ok(summary) => console_log!("fuzz: {summary}"),
        Err(e) => panic!("{}", failed(e)),
    }
}

#[wasm_bindgen_test]
fn a_freed_game_throws_and_does_not_trap() {
    let messages = use_after_free().unwrap_or_else(|e| panic!("{}", failed(e)));
    assert_eq!(messages, "Error: null pointer passed to rust");
}
