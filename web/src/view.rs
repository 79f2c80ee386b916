//! The page drawn from the state, read only: one string of SVG or HTML per region, so the frame
//! replaces only the regions whose text changed. Every word comes from the message files.
//!
//! By screen region: [`board`] (the adapter to `fevga-board`), [`panel`] (status, buttons,
//! information), [`settings`] (header and settings form); [`words`] words the state.

mod board;
mod panel;
mod settings;
mod words;

pub use board::{board_svg, board_view};
pub use panel::{controls_html, info_html, status_html, text_lines};
pub use settings::{header_html, language_options, settings_html};
pub use words::{announcement_text, message_text, result_text, summary};

use crate::app::App;
use crate::i18n::Messages;

/// The page's regions: each element's id and its markup.
pub type Regions = [(&'static str, String); 6];

/// Every region of the page for the state.
#[must_use]
pub fn render(app: &App, m: &Messages) -> Regions {
    [
        ("header", header_html(app, m)),
        ("board", board_svg(app, m)),
        ("status", status_html(app, m)),
        ("controls", controls_html(app, m)),
        ("info", info_html(app, m)),
        ("settings-body", settings_html(app, m)),
    ]
}

#[cfg(test)]
mod tests {
    use fevga_core::SeededDice;

    use super::*;
    use crate::app::{Button, Input};
    use crate::i18n::Lang;
    use crate::settings::Settings;

    fn rolled(lang: Lang, seed: u64) -> App {
        let settings = Settings {
            lang,
            ..Settings::default()
        };
        let mut app = App::new(settings, Box::new(SeededDice::new(seed)), seed);
        // Rolled until decided (a tie is rolled again).
        while app.phase() == fevga_core::Phase::Opening {
            app.handle(Input::Button(Button::Roll));
        }
        app
    }

    #[test]
    fn every_language_draws_without_missing_keys() {
        let keys: Vec<String> = Messages::new(Lang::En).keys().map(String::from).collect();
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let page = render(&rolled(lang, 2), &m).map(|(_, html)| html).concat();
            for key in &keys {
                // A key shown as text means a message is missing.
                assert!(!page.contains(&format!(">{key}<")), "{} shows {key}", lang.code());
            }
            assert!(!page.contains('{'), "unfilled variable in {}", lang.code());
        }
    }

    /// Drawing only reads: twice gives the same strings, and the state hands out the same effects
    /// as an identical state that was never drawn.
    #[test]
    fn rendering_reads_only() {
        let m = Messages::new(Lang::En);
        let mut drawn = rolled(Lang::En, 5);
        let mut untouched = rolled(Lang::En, 5);
        let first = render(&drawn, &m);
        assert_eq!(render(&drawn, &m), first);
        assert!(first[1].1.contains("dice"), "the roll is drawn");
        assert_eq!(drawn.take_effects(), untouched.take_effects());
        assert_eq!(drawn.marks(), untouched.marks());
        // After the frame's effects, the dice no longer shake.
        assert_ne!(render(&drawn, &m)[1], first[1]);
    }

    #[test]
    fn the_form_speaks_the_settings_vocabulary() {
        let m = Messages::new(Lang::En);
        let app = rolled(Lang::En, 1);
        let form = settings_html(&app, &m) + &header_html(&app, &m);
        for key in crate::settings::SettingKey::ALL {
            assert!(
                form.contains(&format!(r#"name="{}""#, key.as_str())),
                "{}",
                key.as_str()
            );
        }
        assert!(form.contains(r#"name="level" value="normal" checked"#));
        assert!(form.contains(r#"name="human" value="W" checked"#));
        assert!(form.contains(r#"name="length" value="1" checked"#));
        for b in [Button::NewGame, Button::Settings, Button::CloseSettings] {
            assert!(form.contains(&format!(r#"data-action="{}""#, b.as_str())));
        }
    }
}
