//! The page drawn from the state, read only: one string of SVG or HTML per region, so the frame
//! replaces only the regions whose text changed. Every word comes from the message files.
//!
//! By screen region: [`board`] (the adapter to `fevga-board`), [`panel`] (status, buttons,
//! information), [`coach`] (the hint in the status), [`settings`] (header and settings form);
//! [`words`] words the state; [`tutor`] the tutor's warning; [`controls`] the button and the
//! question all of them draw (below them all, so no region's module calls back into another's).

mod board;
mod coach;
mod controls;
mod guide;
mod panel;
mod settings;
mod tutor;
mod words;

pub use board::{board_svg, board_view};
pub use guide::{guide_html, tip_text};
pub use panel::{controls_html, info_html, status_html};
pub use settings::{header_html, settings_html};
pub use words::{announcement_text, message_text, result_text, summary};

use crate::app::App;
use fevga_i18n::Messages;

/// The page's regions: each element's id and its markup.
pub type Regions = [(&'static str, String); 7];

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
        ("guide", guide_html(app, m)),
    ]
}

#[cfg(test)]
mod tests {
    use fevga_core::SeededDice;

    use super::*;
    use crate::app::{Button, Input};
    use crate::settings::Settings;
    use fevga_i18n::{Arg, Lang};

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
                assert!(!page.contains(&format!(">{key}<")), "{} shows {key}", lang.as_str());
            }
            assert!(!page.contains('{'), "unfilled variable in {}", lang.as_str());
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
        assert!(form.contains(r#"name="level" value="novice" checked"#));
        assert!(form.contains(r#"name="human" value="W" checked"#));
        assert!(form.contains(r#"name="length" value="1" checked"#));
        for b in [Button::NewGame, Button::Settings, Button::CloseSettings] {
            assert!(form.contains(&format!(r#"data-action="{}""#, b.as_str())));
        }
    }

    /// Plays the state on by its inputs (timers, the person's first choices) until the game ends.
    fn finish(app: &mut App) {
        for _ in 0..20_000 {
            let fx = app.take_effects();
            if let Some((id, text)) = fx.ask {
                // The computer's worker, at once.
                app.handle(Input::Answer {
                    id,
                    text: fevga_ai::protocol::answer(&text),
                });
                continue;
            }
            if let Some((_, p)) = fx.timer {
                app.handle(Input::Timer(p));
                continue;
            }
            match app.phase() {
                fevga_core::Phase::Over(_) => return,
                fevga_core::Phase::Play(_) if app.can_confirm() => app.handle(Input::Button(Button::Done)),
                fevga_core::Phase::Play(_) => {
                    app.handle(Input::TapPoint(app.movable_points()[0]));
                    match app.targets()[0] {
                        fevga_board::Spot::Point(p) => app.handle(Input::TapPoint(p)),
                        fevga_board::Spot::Tray(_) => app.handle(Input::TapTray),
                    }
                }
                _ => app.handle(Input::Button(Button::Roll)),
            }
        }
        panic!("the game did not end");
    }

    fn with(settings: Settings, seed: u64) -> App {
        App::new(settings, Box::new(SeededDice::new(seed)), seed)
    }

    #[test]
    fn a_forced_play_or_a_pass_says_only_what_happens() {
        let m = Messages::new(Lang::En);
        let mut seen = 0;
        for seed in 0..40 {
            let mut app = rolled(Lang::En, seed);
            // Until the first forced play or pass of the person (the page waits to make it).
            for _ in 0..400 {
                let forced = app.messages().iter().any(|x| {
                    matches!(
                        x,
                        crate::app::Message::Forced { .. } | crate::app::Message::NoMove { .. }
                    )
                });
                if forced && app.is_human(app.to_move()) && matches!(app.phase(), fevga_core::Phase::Play(_)) {
                    let status = status_html(&app, &m);
                    assert!(!status.contains(r#"class="turn""#), "{status}");
                    assert!(!status.contains("dice left") && !status.contains(" 0 "), "{status}");
                    seen += 1;
                    break;
                }
                match app.take_effects().timer {
                    Some((_, p)) => app.handle(Input::Timer(p)),
                    None if app.phase() == fevga_core::Phase::Roll => app.handle(Input::Button(Button::Roll)),
                    None => break,
                }
            }
        }
        assert!(seen > 5, "{seen}");
    }

    #[test]
    fn the_game_end_summary_puts_the_winner_first() {
        let m = Messages::new(Lang::En);
        let mut single = with(Settings::default(), 4);
        finish(&mut single);
        let status = status_html(&single, &m);
        assert!(status.contains(r#"<section class="summary"><h2>"#), "{status}");
        assert!(status.contains("pips left"), "{status}");
        assert!(
            !status.contains("match"),
            "no match sentence for a single game: {status}"
        );
        let s = Settings {
            match_length: 3,
            ..Settings::default()
        };
        for seed in 0..8 {
            let mut app = with(s, seed);
            finish(&mut app);
            let r = app.game().result().unwrap();
            let score = app.mtch().score();
            let (w, l) = (*score.get(r.winner), *score.get(r.winner.other()));
            let lines = summary(&app, &m).unwrap();
            let last = lines.last().unwrap();
            // Winner's (or leader's) points first, joined so the score never wraps.
            let (hi, lo) = (w.max(l), w.min(l));
            assert!(last.contains(&format!("{hi}\u{2060}–\u{2060}{lo}")), "{last}");
            assert!(last.contains("match") || last.contains("to 3"), "{last}");
        }
    }

    #[test]
    fn pass_and_play_disables_the_computers_settings() {
        let m = Messages::new(Lang::En);
        let human = with(
            Settings {
                opponent: crate::settings::Opponent::Human,
                ..Settings::default()
            },
            1,
        );
        let form = settings_html(&human, &m);
        assert_eq!(form.matches("<fieldset disabled>").count(), 2, "{form}");
        assert!(form.contains("Only when playing against the computer"));
        let computer = with(Settings::default(), 1);
        assert!(!settings_html(&computer, &m).contains("disabled"));
    }

    /// "Copy a link to this position" is in sight, not inside the closed "board as text"
    /// disclosure (new-player review 2, #24).
    #[test]
    fn copy_a_link_is_not_hidden_in_the_board_as_text() {
        let m = Messages::new(Lang::En);
        let info = info_html(&with(Settings::default(), 1), &m);
        let copy = info.find(r#"data-action="copy-link""#).expect("the copy-link button");
        let (open, close) = (info.find("<details").unwrap(), info.find("</details>").unwrap());
        assert!(!(open..close).contains(&copy), "{info}");
    }

    #[test]
    fn the_page_shows_the_rules_and_what_new_game_starts() {
        let m = Messages::new(Lang::En);
        let single = with(Settings::default(), 1);
        assert!(info_html(&single, &m).contains(r#"href="rules/en.html"><b>Fevga</b></a> · Single game"#));
        assert!(header_html(&single, &m).contains(">New game<"));
        let s = Settings {
            match_length: 5,
            rules: fevga_core::Rules::Multezim,
            ..Settings::default()
        };
        let mtch = with(s, 1);
        assert!(info_html(&mtch, &m).contains(r##"href="rules/en.html#s9"><b>Mültezim</b></a> · Match to 5 points"##));
        assert!(header_html(&mtch, &m).contains(">New match<"));
        // How to play is always in sight, on the rules page of the page's language.
        for (lang, words) in [
            (Lang::En, "How to play"),
            (Lang::De, "So wird gespielt"),
            (Lang::Tr, "Nasıl oynanır"),
            (Lang::Bg, "Как се играе"),
        ] {
            let header = header_html(&single, &Messages::new(lang));
            let link = format!(r#"<a class="howto" href="rules/{}.html">{words}</a>"#, lang.as_str());
            assert!(header.contains(&link), "{header}");
        }
    }

    #[test]
    fn unavailable_buttons_stay_in_place_marked() {
        let m = Messages::new(Lang::En);
        // Black (the computer) starts: while it moves the person's Roll is there, unavailable.
        let app = (0..100)
            .map(|seed| {
                let mut app = with(Settings::default(), seed);
                while app.phase() == fevga_core::Phase::Opening {
                    app.handle(Input::Button(Button::Roll));
                }
                app
            })
            .find(|app| !app.is_human(app.to_move()))
            .expect("Black starts in some game");
        let controls = controls_html(&app, &m);
        assert!(
            controls.contains(r#"data-action="roll" class="primary" aria-disabled="true""#),
            "{controls}"
        );
        assert!(
            !controls.contains(" disabled"),
            "never the disabled attribute: {controls}"
        );
    }

    /// Review this game (issue 31): at a game's end, a link styled as a button to the Games
    /// page's analysis board, opening the game just finished, in the page's language and words.
    #[test]
    fn a_finished_game_links_to_its_review_on_the_games_page() {
        let mut app = with(Settings::default(), 4);
        let en = Messages::new(Lang::En);
        assert!(!controls_html(&app, &en).contains("review"));
        finish(&mut app);
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let controls = controls_html(&app, &m);
            let link = format!(
                r#"<a class="button review-link" href="games/?lang={}#current">{}</a>"#,
                lang.as_str(),
                fevga_board::esc(&m.t("review"))
            );
            assert!(controls.contains(&link), "{controls}");
        }
        assert!(controls_html(&app, &en).contains(">Review the game</a>"));
        // Nothing saved: nothing to open there.
        app.handle(Input::SaveFailed);
        assert!(!controls_html(&app, &en).contains("review-link"));
    }

    #[test]
    fn the_mistakes_due_are_shown_in_the_header_and_only_when_there_are_some() {
        let m = Messages::new(Lang::En);
        let mut app = App::new(Settings::default(), Box::new(SeededDice::new(1)), 1);
        let header = settings::header_html(&app, &m);
        assert!(header.contains(r#"href="games/?lang=en""#) && !header.contains(r#"class="due""#));
        app.handle(Input::GamesDue(3));
        let header = settings::header_html(&app, &m);
        let said = m.tf("your-games-due", &[("n", Arg::Num(3))]);
        assert!(
            header.contains(&format!(
                r#"<span class="due" aria-label="{}">3</span>"#,
                fevga_board::esc(&said)
            )),
            "{header}"
        );
    }

    /// Every reason's words, in every language, with their figures filled in.
    #[test]
    fn every_reason_has_words_in_every_language() {
        use fevga_ai::reason::Reason;
        let all = [
            Reason::BearsOff { more: 2 },
            Reason::LeadsRace { lead: 7 },
            Reason::Stranded { more: 3 },
            Reason::LongerBlock { best: 4, played: 2 },
            Reason::MorePointsToPass { more: 1 },
            Reason::MoreHome { more: 2 },
            Reason::OffHead { more: 1 },
            Reason::InTheOdds,
        ];
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            for r in all {
                let line = coach::reason_line(&m, r);
                assert!(
                    !line.is_empty() && !line.contains("reason-") && !line.contains('{'),
                    "{line}"
                );
                let figures: Vec<u32> = match r {
                    Reason::BearsOff { more }
                    | Reason::Stranded { more }
                    | Reason::MorePointsToPass { more }
                    | Reason::MoreHome { more }
                    | Reason::OffHead { more } => vec![u32::from(more)],
                    Reason::LeadsRace { lead } => vec![lead],
                    Reason::LongerBlock { best, played } => vec![u32::from(best), u32::from(played)],
                    Reason::InTheOdds => vec![],
                };
                for f in figures.iter().filter(|&&f| f > 1) {
                    assert!(line.contains(&f.to_string()), "{} {line}", lang.as_str());
                }
                if matches!(r, Reason::Stranded { .. }) {
                    assert!(line.contains(&fevga_core::shape::BLOCK.to_string()), "{line}");
                }
            }
        }
    }
}
