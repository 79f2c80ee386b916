//! The one owner of argument checking: every entry point takes its arguments as `&JsValue` and reads
//! them here. A value of the wrong JS type becomes a `TypeError` (a number out of range a
//! `RangeError`) naming the function, the argument and what was expected, e.g.
//! `legalPlays: rules must be a string ("fevga" or "multezim"), got number`. Values of the right
//! type go on to the engine, whose own errors name what is wrong with them.
//!
//! wasm-bindgen's own conversions (`&str`, `Option<u32>`, …) trust the caller: a number where a
//! string is expected corrupts the module's memory. So nothing typed crosses the boundary.

use wasm_bindgen::JsValue;

/// What a JS value is, for messages: its `typeof`, with `null` and arrays told apart.
fn kind(v: &JsValue) -> String {
    if v.is_null() {
        "null".into()
    } else if js_sys::Array::is_array(v) {
        "array".into()
    } else {
        v.js_typeof().as_string().unwrap_or_default()
    }
}

fn type_error(func: &str, name: &str, expected: &str, v: &JsValue) -> JsValue {
    js_sys::TypeError::new(&format!("{func}: {name} must be {expected}, got {}", kind(v))).into()
}

/// `undefined` and `null` both mean "not given", as wasm-bindgen's `Option` did.
fn given(v: &JsValue) -> bool {
    !v.is_undefined() && !v.is_null()
}

/// A string argument; `hint` says what it holds (`"fevga" or "multezim"`).
///
/// # Errors
/// A `TypeError` for any other type.
pub fn string(v: &JsValue, func: &str, name: &str, hint: &str) -> Result<String, JsValue> {
    v.as_string()
        .ok_or_else(|| type_error(func, name, &format!("a string ({hint})"), v))
}

/// A string argument that may be left out (`undefined` or `null`).
///
/// # Errors
/// A `TypeError` for any other type.
pub fn optional_string(v: &JsValue, func: &str, name: &str, hint: &str) -> Result<Option<String>, JsValue> {
    given(v).then(|| string(v, func, name, hint)).transpose()
}

/// A whole-number argument from 0 to `u32::MAX` that may be left out (`undefined` or `null`); `hint`
/// says what it counts.
///
/// # Errors
/// A `TypeError` for a value that is not a number, a `RangeError` for a number that is not an
/// integer in range (fractions, NaN, infinities, negatives, 2^32 and above).
pub fn optional_u32(v: &JsValue, func: &str, name: &str, hint: &str) -> Result<Option<u32>, JsValue> {
    if !given(v) {
        return Ok(None);
    }
    let expected = format!("an integer from 0 to {} ({hint})", u32::MAX);
    let x = v.as_f64().ok_or_else(|| type_error(func, name, &expected, v))?;
    if x.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&x) {
        // Exact: an integer in u32's range.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return Ok(Some(x as u32));
    }
    // JS's own spelling: `Infinity`, `1e+300`, `-0` as `0`.
    let got = js_sys::Number::from(x)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default();
    Err(js_sys::RangeError::new(&format!("{func}: {name} must be {expected}, got {got}")).into())
}
