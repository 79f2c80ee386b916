//! The page drawn from the state, read only: one string of SVG or HTML per region, so the frame
//! replaces only the regions whose text changed. Every word comes from the message files.
//!
//! By screen region: [`board`] (the adapter to `fevga-board`), [`panel`] (status, buttons,
//! information), [`coach`] (the hint and the game review in the status), [`settings`] (header and
//! settings form); [`words`] words the state; [`tutor`] the tutor's warning; [`controls`] the
//! button and the question all of them draw (below them all, so no region's module calls back
//! into another's).

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
        assert!(form.contains(r#"name="level" value="intermediate" checked"#));
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

    /// A finished game (the person against the computer) and its review, as the page shows it.
    fn reviewed(seed: u64) -> App {
        let mut app = with(Settings::default(), seed);
        finish(&mut app);
        app.handle(Input::Button(Button::Review));
        for _ in 0..10_000 {
            let Some((id, text)) = app.take_effects().ask else {
                break;
            };
            app.handle(Input::Answer {
                id,
                text: fevga_ai::protocol::answer(&text),
            });
        }
        assert!(app.review().is_some(), "the review is ready");
        app
    }

    #[test]
    fn the_reviews_turns_are_buttons_and_its_totals_rate_each_side() {
        let mut app = reviewed(4);
        let (review, _) = app.review().unwrap();
        let rated: Vec<usize> = (0..review.turns.len())
            .filter(|&i| review.turns[i].best.is_some())
            .collect();
        let totals = review.totals;
        assert!(rated.len() > 5);
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let status = status_html(&app, &m);
            // Every rated turn, and only those, a button that shows it, and a column of the graph.
            assert_eq!(
                status
                    .matches(r#"<button type="button" data-action="review-turn""#)
                    .count(),
                rated.len()
            );
            assert_eq!(status.matches(r#"<g data-action="review-turn""#).count(), rated.len());
            for i in &rated {
                assert!(
                    status.contains(&format!(
                        r#"<button type="button" data-action="review-turn" data-turn="{i}">"#
                    )),
                    "turn {i}"
                );
            }
            // The renamed loss row, the error rate, the rating with its band's name.
            for key in [
                "review-lost",
                "review-error-rate",
                "review-rating",
                "review-rating-note",
            ] {
                assert!(status.contains(&fevga_board::esc(&m.t(key))), "{} {key}", lang.as_str());
            }
            for t in totals {
                let band = t.band().expect("both sides decided");
                let rating = m.decimal(f64::from(t.rating().unwrap()), 1, false);
                let word = m.t(&format!("review-band-{}", band.name()));
                assert!(
                    status.contains(&format!(
                        r#"<td><b>{rating}</b><span class="band {}">{word}</span></td>"#,
                        band.name()
                    )),
                    "{}: {rating} {word}",
                    lang.as_str()
                );
                assert!(status.contains(&m.decimal(f64::from(t.error_rate_mp()), 1, false)));
            }
        }
        // The turn chosen is the current one, in the list and on the board.
        let m = Messages::new(Lang::En);
        let i = rated[rated.len() / 2];
        app.handle(Input::ReviewTurn(i));
        let status = status_html(&app, &m);
        assert!(status.contains(&format!(
            r#"data-action="review-turn" data-turn="{i}" aria-current="step">"#
        )));
        assert_eq!(status.matches("aria-current").count(), 1);
        assert_eq!(status.matches(r#" current""#).count(), 1);
    }

    #[test]
    fn the_win_chance_graph_draws_the_viewer_s_chances_and_marks_the_turn_shown() {
        let mut app = reviewed(4);
        let m = Messages::new(Lang::En);
        let (review, _) = app.review().unwrap();
        let chances = review.win_chances(app.viewer());
        let status = status_html(&app, &m);
        // One vertex a rated turn, at the viewer's chance (100 = sure to lose, 0 = sure to win).
        let line = status
            .split(r#"<polyline points=""#)
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let vertices: Vec<(usize, f32)> = line
            .split_whitespace()
            .map(|v| {
                let (x, y) = v.split_once(',').unwrap();
                (x.parse::<usize>().unwrap() / 4, 1.0 - y.parse::<f32>().unwrap() / 100.0)
            })
            .collect();
        assert_eq!(vertices.len(), chances.len());
        for ((i, p), (j, q)) in vertices.iter().zip(&chances) {
            assert_eq!(i, j);
            assert!((p - q).abs() <= 0.006, "turn {i}: drawn {p}, chance {q}");
        }
        let caption = m.tf(
            "review-graph",
            &[("side", Arg::Str(&words::side_name(&app, &m, app.viewer())))],
        );
        assert!(status.contains(&fevga_board::esc(&caption)));
        // A mistake's dot carries its label; the turn shown is marked by a line.
        for (i, t) in review.turns.iter().enumerate().filter(|(_, t)| t.label.is_some()) {
            let label = t.label.unwrap().name();
            assert!(
                status.contains(&format!(r#"data-turn="{i}"><rect"#))
                    && status.contains(&format!(r#"<circle class="{label} "#))
            );
        }
        assert!(!status.contains(r#"<line class="at""#));
        let i = chances[chances.len() / 2].0;
        app.handle(Input::ReviewTurn(i));
        let status = status_html(&app, &m);
        assert!(status.contains(&format!(r#"<line class="at" x1="{x}" y1="0" x2="{x}""#, x = i * 4 + 2)));
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

    #[test]
    fn the_mistake_buttons_are_marked_when_there_is_none_that_way() {
        let m = Messages::new(Lang::En);
        let mut app = reviewed(4);
        let disabled = |app: &App, b: Button| {
            controls_html(app, &m).contains(&format!(
                r#"data-action="{}" class="" aria-disabled="true""#,
                b.as_str()
            ))
        };
        // From the list: none behind.
        assert!(disabled(&app, Button::ReviewPrevMistake));
        let ahead = app.review_mistake(true);
        assert_eq!(disabled(&app, Button::ReviewNextMistake), ahead.is_none());
        // At the last turn, none ahead; behind as the controller says.
        let n = app.review().unwrap().0.turns.len();
        app.handle(Input::ReviewTurn(n - 1));
        assert!(disabled(&app, Button::ReviewNextMistake));
        assert_eq!(
            disabled(&app, Button::ReviewPrevMistake),
            app.review_mistake(false).is_none()
        );
        assert!(controls_html(&app, &m).contains(r#"data-action="review-next-mistake""#));
    }

    /// Reasons in words (issue 18): every labelled turn's reason under its verdict, in each
    /// language, no other turn with one, and never a raw key.
    #[test]
    fn a_labelled_turn_says_why_the_best_play_was_better() {
        let mut app = reviewed(4);
        let turns = app.review().unwrap().0.turns.clone();
        let labelled: Vec<usize> = (0..turns.len()).filter(|&i| turns[i].label.is_some()).collect();
        assert!(!labelled.is_empty(), "the game has a doubtful play or worse");
        for (i, turn) in turns.iter().enumerate() {
            app.handle(Input::ReviewTurn(i));
            for lang in Lang::ALL {
                let m = Messages::new(lang);
                let status = status_html(&app, &m);
                match turn.reason {
                    Some(r) => {
                        assert!(turn.label.is_some());
                        let line = coach::reason_line(&m, r);
                        assert!(!line.contains("reason-"), "{} {line}", lang.as_str());
                        assert!(
                            status.contains(&format!(r#"<span class="reason">{}</span>"#, fevga_board::esc(&line))),
                            "{} turn {i}",
                            lang.as_str()
                        );
                    }
                    None => assert!(!status.contains(r#"class="reason""#), "turn {i}"),
                }
            }
        }
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
