//! The header (title, New game, Settings, the language menu) and the settings form. Inputs are
//! named and valued in the settings vocabulary ([`SettingKey`], [`Settings::value`]), which is
//! what the page reads back.

use std::fmt::Write;

use fevga_ai::Level;
use fevga_board::esc;
use fevga_core::{Color, Rules};

use super::controls::{button, question};
use super::words::color_name;
use crate::app::{App, Button, Confirm};
use crate::settings::{MATCH_LENGTHS, Opponent, SettingKey, Settings, Speed};
use fevga_i18n::{Arg, Messages};
use fevga_page_web::header::{Header, Place};
use fevga_page_web::theme::Theme;

/// One radio button of `key` with `value`, checked if the settings hold it.
fn radio(s: &mut String, st: &Settings, key: SettingKey, value: &str, label: &str) {
    let _ = write!(
        s,
        r#"<label class="opt"><input type="radio" name="{}" value="{value}"{}> {}</label>"#,
        key.as_str(),
        if st.value(key) == value { " checked" } else { "" },
        esc(label)
    );
}

fn fieldset(s: &mut String, legend: &str, body: impl FnOnce(&mut String)) {
    let _ = write!(s, r#"<fieldset><legend>{}</legend>"#, esc(legend));
    body(s);
    s.push_str("</fieldset>");
}

/// A fieldset for a setting that means something only against the computer: disabled, with a
/// note saying so, in pass-and-play.
fn computer_fieldset(s: &mut String, st: &Settings, m: &Messages, legend: &str, body: impl FnOnce(&mut String)) {
    if st.opponent == Opponent::Computer {
        fieldset(s, legend, body);
        return;
    }
    let _ = write!(s, r#"<fieldset disabled><legend>{}</legend>"#, esc(legend));
    body(s);
    let _ = write!(s, r#"<p class="desc">{}</p></fieldset>"#, esc(&m.t("computer-only")));
}

/// The settings form, showing the choices waiting for an answer if a question is asked.
#[must_use]
pub fn settings_html(app: &App, m: &Messages) -> String {
    let st = &app.form_settings();
    let mut s = format!(r#"<h2 id="settings-title">{}</h2>"#, esc(&m.t("settings")));
    fieldset(&mut s, &m.t("opponent"), |s| {
        for o in Opponent::ALL {
            let label = m.t(&format!("opponent-{}", o.as_str()));
            radio(s, st, SettingKey::Opponent, o.as_str(), &label);
        }
    });
    debug_assert!(SettingKey::Human.computer_only() && SettingKey::Level.computer_only());
    computer_fieldset(&mut s, st, m, &m.t("play-as"), |s| {
        for c in [Color::White, Color::Black] {
            radio(s, st, SettingKey::Human, &c.letter().to_string(), &color_name(m, c));
        }
    });
    computer_fieldset(&mut s, st, m, &m.t("level"), |s| {
        for l in Level::ALL {
            let label = m.t(&format!("level-{}", l.as_str()));
            radio(s, st, SettingKey::Level, l.as_str(), &label);
        }
    });
    fieldset(&mut s, &m.t("rules"), |s| {
        for r in Rules::ALL {
            let name = r.as_str();
            radio(s, st, SettingKey::Rules, name, &m.t(&format!("rules-{name}")));
            let _ = write!(s, r#"<p class="desc">{}</p>"#, esc(&m.t(&format!("rules-{name}-desc"))));
        }
    });
    fieldset(&mut s, &m.t("match-length"), |s| {
        for n in MATCH_LENGTHS {
            let label = m.tf("points", &[("n", Arg::Num(n.into()))]);
            radio(s, st, SettingKey::Length, &n.to_string(), &label);
        }
    });
    let _ = write!(s, r#"<p class="small">{}</p>"#, esc(&m.t("settings-restart")));
    fieldset(&mut s, &m.t("speed"), |s| {
        for v in Speed::ALL {
            let label = m.t(&format!("speed-{}", v.as_str()));
            radio(s, st, SettingKey::Speed, v.as_str(), &label);
        }
    });
    fieldset(&mut s, &m.t("theme"), |s| {
        for t in Theme::ALL {
            radio(s, st, SettingKey::Theme, t.as_str(), &m.t(t.message_key()));
        }
    });
    for key in [
        SettingKey::AutoRoll,
        SettingKey::AutoDone,
        SettingKey::Animate,
        SettingKey::Tutor,
    ] {
        // Pass-and-play: the tutor for either player, both or neither (below).
        if key == SettingKey::Tutor && st.opponent == Opponent::Human {
            continue;
        }
        // Against the computer the tutor's box is the person's side.
        let on = match key {
            SettingKey::Tutor => *st.tutor.get(st.human),
            _ => st.value(key) == "1",
        };
        let _ = write!(
            s,
            r#"<label class="opt"><input type="checkbox" name="{}"{}> {}</label>"#,
            key.as_str(),
            if on { " checked" } else { "" },
            esc(&m.t(key.as_str()))
        );
    }
    if st.opponent == Opponent::Human {
        fieldset(&mut s, &m.t("tutor"), |s| {
            radio(s, st, SettingKey::Tutor, "0", &m.t("tutor-off"));
            for c in [Color::White, Color::Black] {
                radio(s, st, SettingKey::Tutor, &c.letter().to_string(), &color_name(m, c));
            }
            radio(s, st, SettingKey::Tutor, "1", &m.t("tutor-both"));
        });
    }
    // The guided first game, again (it starts over from its first tip).
    let _ = write!(
        s,
        r#"<p class="opt"><button type="button" data-action="{}">{}</button></p>"#,
        Button::GuideRestart.as_str(),
        esc(&m.t("guide-restart"))
    );
    s.push_str(r#"<div class="dialog-buttons">"#);
    if matches!(app.confirm(), Some(Confirm::Settings(_))) {
        question(&mut s, m, &m.t("confirm-restart"));
    }
    button(&mut s, m, Button::CloseSettings, true, app.confirm().is_none());
    s.push_str("</div>");
    s
}

/// The header: the site's one header (the page kit's, its Learn a link to the Learn page) with
/// the game page's own buttons: New game (New match in a match: the label says what it starts)
/// and Settings.
#[must_use]
pub fn header_html(app: &App, m: &Messages) -> String {
    let mut tools = String::new();
    let new_word = if app.mtch().length() > 1 {
        "new-match"
    } else {
        "new-game"
    };
    let _ = write!(
        tools,
        r#"<button type="button" data-action="{}">{}</button>"#,
        Button::NewGame.as_str(),
        esc(&m.t(new_word))
    );
    let _ = write!(
        tools,
        r#"<button type="button" data-action="{}">{}</button>"#,
        Button::Settings.as_str(),
        esc(&m.t("settings"))
    );
    fevga_page_web::header::header_html(
        m,
        &Header {
            here: Place::Play,
            root: "",
            due: app.games_due(),
            tools: &tools,
        },
    )
}
