//! The board's logic in a real browser: the drawn SVG agrees with the geometry used for hit
//! testing, and every language labels every point.
#![cfg(target_arch = "wasm32")]

use fevga_board::geometry;
use fevga_core::{SeededDice, WhitePoint};
use fevga_i18n::{Lang, Messages};
use fevga_web::app::App;
use fevga_web::settings::Settings;
use fevga_web::view;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn board(app: &App, lang: Lang) -> web_sys::Element {
    let doc = web_sys::window().unwrap().document().unwrap();
    let svg = doc
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "svg")
        .unwrap();
    svg.set_attribute("viewBox", &format!("0 0 {} {}", geometry::WIDTH, geometry::HEIGHT))
        .unwrap();
    svg.set_attribute("width", &geometry::WIDTH.to_string()).unwrap();
    svg.set_attribute("height", &geometry::HEIGHT.to_string()).unwrap();
    svg.set_inner_html(&view::board_svg(app, &Messages::new(lang)));
    doc.body().unwrap().append_child(&svg).unwrap();
    svg
}

#[wasm_bindgen_test]
fn drawn_points_are_where_hit_testing_looks() {
    let app = App::new(Settings::default(), Box::new(SeededDice::new(1)), 1);
    let svg = board(&app, Lang::En);
    let origin = svg.get_bounding_client_rect();
    for p in WhitePoint::all() {
        let el = svg
            .query_selector(&format!("[data-point=\"{p}\"] path"))
            .unwrap()
            .expect("a point triangle");
        let r = el.get_bounding_client_rect();
        let (x, y) = (
            r.left() - origin.left() + r.width() / 2.0,
            r.top() - origin.top() + r.height() / 2.0,
        );
        assert_eq!(geometry::hit(x, y), Some(Ok(p)), "point {p}");
    }
    // The start: 15 White checkers on 24, 15 Black on 12.
    assert_eq!(
        svg.query_selector_all("[data-point=\"24\"] circle.ck.w")
            .unwrap()
            .length(),
        15
    );
    assert_eq!(
        svg.query_selector_all("[data-point=\"12\"] circle.ck.b")
            .unwrap()
            .length(),
        15
    );
    svg.remove();
}

#[wasm_bindgen_test]
fn every_language_labels_every_point() {
    let app = App::new(Settings::default(), Box::new(SeededDice::new(2)), 2);
    for lang in Lang::ALL {
        let svg = board(&app, lang);
        let labelled = svg.query_selector_all("[data-point][aria-label]").unwrap();
        assert_eq!(labelled.length(), 24);
        for i in 0..labelled.length() {
            let el: web_sys::Element = labelled.item(i).unwrap().dyn_into().unwrap();
            let label = el.get_attribute("aria-label").unwrap();
            assert!(!label.starts_with("point-"), "{}: {label}", lang.as_str());
        }
        svg.remove();
    }
}
