//! Checkers sliding from where they were (Web Animations on the drawn elements), short, and
//! finished at once by any tap.

use fevga_board::{Spot, geometry};
use fevga_core::decimal::Decimal;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::app::Anim;
use crate::dom::document;

/// Slides each moved checker along its path to where it is drawn now, at the pace the
/// controller set.
pub fn slide(anims: &[Anim]) {
    let doc = document();
    for a in anims {
        let Some(&end) = a.path.last() else { continue };
        let id = match end {
            Spot::Point(p) => format!("ck-{p}"),
            Spot::Tray(c) => format!("ck-tray-{}", c.letter()),
        };
        let Some(el) = doc.get_element_by_id(&id) else { continue };
        let here = center_of(&el);
        let frames = js_sys::Array::new();
        for spot in &a.path[..a.path.len() - 1] {
            let (x, y) = geometry::spot_center(*spot, 0, 1);
            frames.push(&keyframe(&format!(
                "translate({}px, {}px)",
                Decimal::num(x - here.0),
                Decimal::num(y - here.1)
            )));
        }
        frames.push(&keyframe("translate(0px, 0px)"));
        let opts = js_sys::Object::new();
        let duration = f64::from(a.duration_ms());
        let _ = js_sys::Reflect::set(&opts, &"duration".into(), &duration.into());
        let _ = js_sys::Reflect::set(&opts, &"easing".into(), &"ease-in-out".into());
        if let Ok(f) = js_sys::Reflect::get(&el, &"animate".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
            let _ = f.call2(&el, &frames, &opts);
        }
    }
}

fn keyframe(transform: &str) -> js_sys::Object {
    let f = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&f, &"transform".into(), &transform.into());
    f
}

/// The centre of a drawn checker in viewBox units (the board writes plain decimals: no float
/// parser needed).
fn center_of(el: &Element) -> (f64, f64) {
    let num = |a: &str| el.get_attribute(a).and_then(|v| fevga_core::decimal::parse(v.trim()));
    match (num("cx"), num("cy")) {
        (Some(x), Some(y)) => (x, y),
        _ => (
            num("x").unwrap_or(0.0) + num("width").unwrap_or(0.0) / 2.0,
            num("y").unwrap_or(0.0) + num("height").unwrap_or(0.0) / 2.0,
        ),
    }
}

/// Finishes every running animation (a tap skips them).
pub fn finish_all() {
    let doc = document();
    if let Ok(list) = js_sys::Reflect::get(&doc, &"getAnimations".into())
        .and_then(|f| f.dyn_into::<js_sys::Function>())
        .and_then(|f| f.call0(&doc))
    {
        for a in js_sys::Array::from(&list).iter() {
            if let Ok(f) = js_sys::Reflect::get(&a, &"finish".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
                let _ = f.call0(&a);
            }
        }
    }
}
