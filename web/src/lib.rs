//! The Fevga page: state ([`app`]) apart from drawing ([`view`], [`geometry`]), words from the
//! message files ([`i18n`]), saves ([`save`]), and this module, the only one that touches the
//! browser: events, timers, one redraw per animation frame, storage, animation, announcements.

pub mod app;
pub mod i18n;
pub mod save;
pub mod view;

use std::cell::RefCell;

use fevga_board::geometry;
use fevga_core::{Color, DiceSource, OsDice, SeededDice};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent, PointerEvent, Window};

use crate::app::{Action, App, Opponent, Settings, Spot};
use crate::i18n::{Lang, Messages};
use crate::save::LoadError;

// The JS API (window.fevga) is part of this bundle.
pub use fevga_wasm as api;

const SETTINGS_KEY: &str = "fevga.settings";
const GAME_KEY: &str = "fevga.game";
use view::{FOCUS_TRAY_BLACK as TRAY_B, FOCUS_TRAY_WHITE as TRAY_W};

struct Ui {
    app: App,
    msgs: Messages,
    /// Focused board element: a point 1–24 or a tray.
    focus: u8,
    regions: Vec<(&'static str, String)>,
    frame_requested: bool,
    timer: Option<(i32, Action)>,
    drag: Option<Drag>,
    saved: String,
    reduced_motion: bool,
}

#[derive(Clone, Copy)]
struct Drag {
    from: u8,
    pointer: i32,
    start: (f64, f64),
    moved: bool,
}

thread_local! {
    static UI: RefCell<Option<Ui>> = const { RefCell::new(None) };
    /// The failure notice in the current language, kept apart from the state the panic interrupted.
    static FAILED: RefCell<String> = const { RefCell::new(String::new()) };
}

fn window() -> Window {
    web_sys::window().expect("a window")
}

fn document() -> Document {
    window().document().expect("a document")
}

fn by_id(id: &str) -> Option<Element> {
    document().get_element_by_id(id)
}

fn storage_get(key: &str) -> Option<String> {
    window().local_storage().ok().flatten()?.get_item(key).ok().flatten()
}

fn storage_set(key: &str, value: &str) {
    if let Some(s) = window().local_storage().ok().flatten() {
        // A full or disabled storage only loses the save.
        let _ = s.set_item(key, value);
    }
}

fn random_seed() -> u64 {
    let mut d = OsDice::new().ok();
    (0..8).fold(0u64, |acc, _| (acc << 8) | u64::from(d.as_mut().map_or(1, |x| x.die()))) ^ (js_sys::Date::now() as u64)
}

/// The language: `?lang=` first, then the saved choice, then the browser's languages.
fn choose_lang(saved: Option<Lang>) -> Lang {
    let from_query = window()
        .location()
        .search()
        .ok()
        .and_then(|q| web_sys::UrlSearchParams::new_with_str(&q).ok())
        .and_then(|p| p.get("lang"))
        .and_then(|c| Lang::from_code(&c));
    from_query.or(saved).unwrap_or_else(|| {
        window()
            .navigator()
            .languages()
            .iter()
            .filter_map(|v| v.as_string())
            .find_map(|c| Lang::from_code(&c))
            .unwrap_or_default()
    })
}

/// If the page ever fails, it says so and offers a reload instead of freezing silently.
fn install_panic_notice() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Fevga failed: {info}").into());
        let text = FAILED.with(|f| f.try_borrow().map(|t| t.clone()).unwrap_or_default());
        if let Some(status) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("status"))
        {
            status.set_inner_html(&format!(
                r#"<p class="msg" role="alert"><a href="">{}</a></p>"#,
                view::esc(&text)
            ));
        }
    }));
}

#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    install_panic_notice();
    let saved_settings = storage_get(SETTINGS_KEY);
    let mut settings = saved_settings.as_deref().map(save::load_settings).unwrap_or_default();
    settings.lang = choose_lang(saved_settings.as_ref().map(|_| settings.lang));
    let dice: Box<dyn DiceSource> = match OsDice::new() {
        Ok(d) => Box::new(d),
        Err(_) => Box::new(SeededDice::new(js_sys::Date::now() as u64)),
    };
    let mut app = App::new(settings, dice, random_seed());
    if let Some(text) = storage_get(GAME_KEY) {
        match save::load_match(&text) {
            Ok((m, last)) => {
                // The saved match decides its own rules and length.
                app.settings.rules = m.game().rules();
                app.settings.match_length = m.length();
                app.resume(m, last);
            }
            Err(LoadError::Outdated(_)) => app.messages.push(app::Message::SaveOutdated),
            Err(LoadError::Corrupt(_)) => app.messages.push(app::Message::SaveCorrupt),
        }
    }
    let reduced_motion = window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    let msgs = Messages::new(app.settings.lang);
    UI.with(|u| {
        *u.borrow_mut() = Some(Ui {
            app,
            msgs,
            focus: 24,
            regions: Vec::new(),
            frame_requested: false,
            timer: None,
            drag: None,
            saved: String::new(),
            reduced_motion,
        })
    });
    if let Some(svg) = by_id("board") {
        svg.set_attribute("viewBox", &format!("0 0 {} {}", geometry::WIDTH, geometry::HEIGHT))?;
    }
    listen()?;
    // The first board is drawn now, not a frame later; the mark lets tests time it.
    draw();
    if let Some(p) = window().performance() {
        let _ = p.mark("fevga-board");
    }
    Ok(())
}

/// Runs `f` on the UI state, then schedules a redraw.
fn with_ui(f: impl FnOnce(&mut Ui)) {
    UI.with(|u| {
        if let Some(ui) = u.borrow_mut().as_mut() {
            f(ui);
        }
    });
    request_frame();
}

fn request_frame() {
    let need = UI.with(|u| {
        u.borrow_mut()
            .as_mut()
            .is_some_and(|ui| !std::mem::replace(&mut ui.frame_requested, true))
    });
    if need {
        let cb = Closure::once_into_js(draw);
        let _ = window().request_animation_frame(cb.unchecked_ref());
    }
}

/// One redraw: replace the regions whose text changed, then animate, announce, save, schedule.
fn draw() {
    let mut anims = Vec::new();
    let mut announcements = Vec::new();
    UI.with(|u| {
        let mut guard = u.borrow_mut();
        let Some(ui) = guard.as_mut() else { return };
        ui.frame_requested = false;
        let m = &ui.msgs;
        let regions: [(&'static str, String); 6] = [
            ("header", view::header_html(m)),
            ("board", view::board_svg(&ui.app, m, ui.focus)),
            ("status", view::status_html(&ui.app, m)),
            ("controls", view::controls_html(&ui.app, m)),
            ("info", view::info_html(&ui.app, m)),
            ("settings-body", view::settings_html(&ui.app, m)),
        ];
        let doc = document();
        let active = doc
            .active_element()
            .and_then(|e| e.get_attribute("data-point").or_else(|| e.get_attribute("data-action")));
        for (id, html) in regions {
            let changed = ui
                .regions
                .iter()
                .find(|(k, _)| *k == id)
                .is_none_or(|(_, old)| *old != html);
            if changed {
                if let Some(el) = by_id(id) {
                    el.set_inner_html(&html);
                }
                match ui.regions.iter_mut().find(|(k, _)| *k == id) {
                    Some(slot) => slot.1 = html,
                    None => ui.regions.push((id, html)),
                }
            }
        }
        restore_focus(active.as_deref());
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", ui.msgs.lang().code());
        }
        FAILED.with(|f| *f.borrow_mut() = ui.msgs.t("failed"));
        doc.set_title(&format!("{} – {}", ui.msgs.t("app-title"), ui.msgs.t("app-tagline")));
        ui.app.fresh_roll = false;
        anims = std::mem::take(&mut ui.app.anims);
        let said = std::mem::take(&mut ui.app.announcements);
        announcements = said
            .iter()
            .map(|a| view::announcement_text(&ui.app, &ui.msgs, a))
            .collect();
        let text = save::save_match(&ui.app.mtch, ui.app.last_move.as_ref());
        if text != ui.saved {
            storage_set(GAME_KEY, &text);
            ui.saved = text;
        }
        if !ui.reduced_motion {
            animate(&anims);
        }
        schedule(ui);
    });
    if !announcements.is_empty()
        && let Some(live) = by_id("live")
    {
        live.set_text_content(Some(&announcements.join(" ")));
    }
}

/// Puts the keyboard focus back where it was before a region was replaced.
fn restore_focus(active: Option<&str>) {
    let Some(key) = active else { return };
    let doc = document();
    let sel = if key.chars().all(|c| c.is_ascii_digit()) {
        format!("[data-point=\"{key}\"]")
    } else {
        format!("[data-action=\"{key}\"]")
    };
    if let Some(el) = doc.query_selector(&sel).ok().flatten()
        && doc.active_element().as_ref() != Some(&el)
    {
        if let Ok(h) = el.clone().dyn_into::<web_sys::HtmlElement>() {
            let _ = h.focus();
        } else if let Ok(svg) = el.dyn_into::<web_sys::SvgElement>() {
            let _ = svg.focus();
        }
    }
}

/// Starts the timer for the state's pending action, if it is not running already.
fn schedule(ui: &mut Ui) {
    let want = ui.app.pending;
    match (ui.timer, want) {
        (Some((_, a)), Some((_, b))) if a == b => {}
        (old, want) => {
            if let Some((id, _)) = old {
                window().clear_timeout_with_handle(id);
            }
            ui.timer = None;
            if let Some((ms, action)) = want {
                let cb = Closure::once_into_js(move || {
                    with_ui(|ui| {
                        ui.timer = None;
                        ui.app.run(action);
                    })
                });
                let delay = if ui.reduced_motion { ms / 2 } else { ms };
                if let Ok(id) =
                    window().set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), delay as i32)
                {
                    ui.timer = Some((id, action));
                }
            }
        }
    }
}

/// Slides moved checkers from where they were (short, and skipped on any tap).
fn animate(anims: &[app::Anim]) {
    // One path per checker: consecutive steps of one checker join.
    let mut paths: Vec<Vec<Spot>> = Vec::new();
    for a in anims {
        match paths.iter_mut().find(|p| p.last() == Some(&a.from)) {
            Some(p) => p.push(a.to),
            None => paths.push(vec![a.from, a.to]),
        }
    }
    let doc = document();
    for path in paths {
        let end = *path.last().expect("two spots");
        let id = match end {
            Spot::Point(p) => format!("ck-{p}"),
            Spot::Tray(c) => format!("ck-tray-{}", c.letter()),
        };
        let Some(el) = doc.get_element_by_id(&id) else { continue };
        let here = center_of(&el);
        let frames = js_sys::Array::new();
        for (_i, spot) in path.iter().enumerate().take(path.len() - 1) {
            let (x, y) = geometry::spot_center(*spot, 0, 1);
            let f = js_sys::Object::new();
            let _ = js_sys::Reflect::set(
                &f,
                &"transform".into(),
                &format!("translate({}px, {}px)", x - here.0, y - here.1).into(),
            );
            frames.push(&f);
        }
        let last = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&last, &"transform".into(), &"translate(0px, 0px)".into());
        frames.push(&last);
        let opts = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&opts, &"duration".into(), &((path.len() - 1) as f64 * 260.0).into());
        let _ = js_sys::Reflect::set(&opts, &"easing".into(), &"ease-in-out".into());
        if let Ok(f) = js_sys::Reflect::get(&el, &"animate".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
            let _ = f.call2(&el, &frames, &opts);
        }
    }
}

/// The centre of a drawn checker in viewBox units.
fn center_of(el: &Element) -> (f64, f64) {
    let num = |a: &str| el.get_attribute(a).and_then(|v| v.parse::<f64>().ok());
    match (num("cx"), num("cy")) {
        (Some(x), Some(y)) => (x, y),
        _ => (
            num("x").unwrap_or(0.0) + num("width").unwrap_or(0.0) / 2.0,
            num("y").unwrap_or(0.0) + num("height").unwrap_or(0.0) / 2.0,
        ),
    }
}

/// Finishes running animations (a tap skips them).
fn skip_animations() {
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

/// The board coordinates (viewBox units) of a pointer event.
fn board_coords(x: f64, y: f64) -> Option<(f64, f64)> {
    let svg = by_id("board")?;
    let r = svg.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    // preserveAspectRatio "xMidYMid meet": one scale, centred.
    let scale = (r.width() / geometry::WIDTH).min(r.height() / geometry::HEIGHT);
    let ox = r.left() + (r.width() - geometry::WIDTH * scale) / 2.0;
    let oy = r.top() + (r.height() - geometry::HEIGHT * scale) / 2.0;
    let (bx, by) = ((x - ox) / scale, (y - oy) / scale);
    let flipped = UI.with(|u| u.borrow().as_ref().is_some_and(|ui| ui.app.board_flipped()));
    Some(if flipped {
        (geometry::WIDTH - bx, geometry::HEIGHT - by)
    } else {
        (bx, by)
    })
}

fn closest_attr(target: Option<web_sys::EventTarget>, attr: &str) -> Option<String> {
    let el: Element = target?.dyn_into().ok()?;
    el.closest(&format!("[{attr}]")).ok().flatten()?.get_attribute(attr)
}

fn on(target: &web_sys::EventTarget, event: &str, f: impl FnMut(Event) + 'static) -> Result<(), JsValue> {
    let cb = Closure::<dyn FnMut(Event)>::new(f);
    target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

fn listen() -> Result<(), JsValue> {
    let doc = document();
    // Buttons anywhere (header, controls, dialog).
    on(&doc, "click", |e| {
        if let Some(action) = closest_attr(e.target(), "data-action") {
            button(&action);
        }
    })?;
    let board = by_id("board").ok_or("no #board")?;
    on(&board, "click", |e| {
        skip_animations();
        let Some(e) = e.dyn_ref::<web_sys::MouseEvent>() else {
            return;
        };
        // A drag that ended on a target has already moved.
        if UI.with(|u| {
            u.borrow_mut()
                .as_mut()
                .and_then(|ui| ui.drag.take())
                .is_some_and(|d| d.moved)
        }) {
            return;
        }
        let target = closest_attr(e.target(), "data-point")
            .and_then(|p| p.parse::<u8>().ok())
            .map(Ok)
            .or_else(|| closest_attr(e.target(), "data-tray").map(|_| Err(())))
            .or_else(|| {
                board_coords(f64::from(e.client_x()), f64::from(e.client_y()))
                    .and_then(|(x, y)| geometry::hit(x, y))
                    .map(|h| h.map_err(|_| ()))
            });
        with_ui(|ui| match target {
            Some(Ok(p)) => {
                ui.focus = p;
                ui.app.tap_point(p);
            }
            Some(Err(())) => ui.app.tap_tray(),
            None => ui.app.selected = None,
        });
    })?;
    on(&board, "keydown", |e| {
        let Some(k) = e.dyn_ref::<KeyboardEvent>() else { return };
        let key = k.key();
        let handled = UI.with(|u| {
            let mut g = u.borrow_mut();
            let Some(ui) = g.as_mut() else { return false };
            let next = view::move_focus(ui.focus, &key);
            if let Some(n) = next {
                ui.focus = n;
                return true;
            }
            match key.as_str() {
                "Enter" | " " => {
                    match ui.focus {
                        TRAY_W | TRAY_B => ui.app.tap_tray(),
                        p => ui.app.tap_point(p),
                    }
                    true
                }
                "Escape" => {
                    ui.app.selected = None;
                    true
                }
                _ => false,
            }
        });
        if handled {
            e.prevent_default();
            request_frame();
            focus_board_element();
        }
    })?;
    on(&board, "pointerdown", |e| {
        let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
        let Some((x, y)) = board_coords(f64::from(p.client_x()), f64::from(p.client_y())) else {
            return;
        };
        if let Some(Ok(point)) = geometry::hit(x, y) {
            let pointer = p.pointer_id();
            UI.with(|u| {
                if let Some(ui) = u.borrow_mut().as_mut() {
                    let movable = ui.app.movable_points().contains(&point);
                    ui.drag = movable.then_some(Drag {
                        from: point,
                        pointer,
                        start: (x, y),
                        moved: false,
                    });
                }
            });
        }
    })?;
    on(&board, "pointermove", |e| {
        let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
        let Some((x, y)) = board_coords(f64::from(p.client_x()), f64::from(p.client_y())) else {
            return;
        };
        // The borrow ends before drawing: drag_ghost reads the state again.
        let dragging = UI.with(|u| {
            let mut g = u.borrow_mut();
            let d = g.as_mut()?.drag.as_mut()?;
            let far = ((x - d.start.0).powi(2) + (y - d.start.1).powi(2)).sqrt() > 20.0;
            if d.pointer == p.pointer_id() && (far || d.moved) {
                d.moved = true;
                return Some(d.from);
            }
            None
        });
        if let Some(from) = dragging {
            drag_ghost(Some((from, x, y)));
        }
    })?;
    on(&board, "pointerup", |e| {
        let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
        let drop =
            board_coords(f64::from(p.client_x()), f64::from(p.client_y())).and_then(|(x, y)| geometry::hit(x, y));
        drag_ghost(None);
        with_ui(|ui| {
            let Some(d) = ui.drag.filter(|d| d.moved && d.pointer == p.pointer_id()) else {
                return;
            };
            let to = match drop {
                Some(Ok(pt)) if pt != d.from => Some(Some(pt)),
                Some(Err(c)) if c == ui.app.to_move() => Some(None),
                _ => None,
            };
            if let Some(to) = to {
                ui.app.drag(d.from, to);
            }
        });
    })?;
    on(&doc, "change", |e| {
        let Some(t) = e.target() else { return };
        if let Some(sel) = t.dyn_ref::<web_sys::HtmlSelectElement>() {
            if sel.id() == "lang"
                && let Some(lang) = Lang::from_code(&sel.value())
            {
                with_ui(|ui| {
                    ui.app.settings.lang = lang;
                    ui.msgs = Messages::new(lang);
                    storage_set(SETTINGS_KEY, &save::save_settings(&ui.app.settings));
                });
            }
        } else if t.dyn_ref::<web_sys::HtmlInputElement>().is_some() {
            apply_settings_form();
        }
    })?;
    Ok(())
}

/// Moves DOM focus to the focused board element after a redraw.
fn focus_board_element() {
    let cb = Closure::once_into_js(|| {
        let focus = UI.with(|u| u.borrow().as_ref().map(|ui| ui.focus));
        let sel = match focus {
            Some(TRAY_W) => "[data-tray=\"W\"]".to_string(),
            Some(TRAY_B) => "[data-tray=\"B\"]".to_string(),
            Some(p) => format!("[data-point=\"{p}\"]"),
            None => return,
        };
        if let Some(el) = document().query_selector(&sel).ok().flatten()
            && let Ok(svg) = el.dyn_into::<web_sys::SvgElement>()
        {
            let _ = svg.focus();
        }
    });
    let _ = window().request_animation_frame(cb.unchecked_ref());
}

/// Draws (or removes) the checker following a drag.
fn drag_ghost(at: Option<(u8, f64, f64)>) {
    let doc = document();
    if let Some(old) = doc.get_element_by_id("ghost") {
        old.remove();
    }
    let Some((from, x, y)) = at else { return };
    // Inside the (possibly turned) field group, so board coordinates apply.
    let Some(board) = by_id("field") else { return };
    let class = match UI.with(|u| u.borrow().as_ref().map(|ui| ui.app.to_move())) {
        Some(Color::Black) => "ck b ghost",
        _ => "ck w ghost",
    };
    if let Ok(c) = doc.create_element_ns(Some("http://www.w3.org/2000/svg"), "circle") {
        let _ = c.set_attribute("id", "ghost");
        let _ = c.set_attribute("class", class);
        let _ = c.set_attribute("cx", &x.to_string());
        let _ = c.set_attribute("cy", &y.to_string());
        let _ = c.set_attribute("r", &geometry::RADIUS.to_string());
        let _ = c.set_attribute("data-from", &from.to_string());
        let _ = board.append_child(&c);
    }
}

fn dialog() -> Option<web_sys::HtmlDialogElement> {
    by_id("settings-dialog")?.dyn_into().ok()
}

fn button(action: &str) {
    skip_animations();
    match action {
        "settings" => {
            if let Some(d) = dialog() {
                let _ = d.show_modal();
            }
        }
        "close-settings" => {
            if let Some(d) = dialog() {
                d.close();
            }
        }
        _ => with_ui(|ui| match action {
            "roll" => ui.app.roll(),
            "undo" => ui.app.undo(),
            "done" => ui.app.done(),
            "next-game" => ui.app.next_game(),
            "new-game" | "new-match" => {
                ui.app.messages.clear();
                ui.app.new_match();
            }
            _ => {}
        }),
    }
}

/// Reads the settings form and applies it.
fn apply_settings_form() {
    let Some(form) = by_id("settings-body") else { return };
    let checked = |name: &str| -> Option<String> {
        form.query_selector(&format!("input[name=\"{name}\"]:checked"))
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
            .map(|i| {
                if i.type_() == "checkbox" {
                    "1".to_string()
                } else {
                    i.value()
                }
            })
    };
    with_ui(|ui| {
        let old = ui.app.settings;
        let mut s: Settings = old;
        if let Some(v) = checked("opponent") {
            s.opponent = if v == "human" {
                Opponent::Human
            } else {
                Opponent::Computer
            };
        }
        if let Some(c) = checked("human").and_then(|v| Color::from_name(&v)) {
            s.human = c;
        }
        if let Some(l) = checked("level").and_then(|v| fevga_ai::Level::from_name(&v)) {
            s.level = l;
        }
        if let Some(r) = checked("rules").and_then(|v| v.parse().ok()) {
            s.rules = r;
        }
        if let Some(n) = checked("length").and_then(|v| v.parse().ok()) {
            s.match_length = n;
        }
        s.auto_roll = checked("auto-roll").is_some();
        s.auto_done = checked("auto-done").is_some();
        if s != old {
            ui.app.apply_settings(s);
            storage_set(SETTINGS_KEY, &save::save_settings(&ui.app.settings));
        }
    });
}

/// Lets tests and pages read the UI's state: the position text and phase.
#[wasm_bindgen(js_name = uiState)]
pub fn ui_state() -> JsValue {
    UI.with(|u| {
        let g = u.borrow();
        let Some(ui) = g.as_ref() else { return JsValue::NULL };
        let o = js_sys::Object::new();
        let game = ui.app.mtch.game();
        let _ = js_sys::Reflect::set(&o, &"position".into(), &game.position().to_text().into());
        let _ = js_sys::Reflect::set(&o, &"phase".into(), &format!("{:?}", game.phase()).into());
        let _ = js_sys::Reflect::set(&o, &"turns".into(), &(game.history().len() as f64).into());
        let _ = js_sys::Reflect::set(&o, &"lang".into(), &ui.msgs.lang().code().into());
        let dice = game.dice().map_or_else(String::new, |d| d.to_string());
        let _ = js_sys::Reflect::set(&o, &"dice".into(), &dice.into());
        let history: js_sys::Array = game
            .history()
            .iter()
            .map(|t| {
                JsValue::from(format!(
                    "{} {} {}",
                    t.color.letter(),
                    t.dice,
                    t.play.map_or("pass".into(), |p| p.notation())
                ))
            })
            .collect();
        let _ = js_sys::Reflect::set(&o, &"history".into(), &history);
        let _ = js_sys::Reflect::set(&o, &"busy".into(), &ui.app.pending.is_some().into());
        o.into()
    })
}
