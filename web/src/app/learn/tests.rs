//! The Learn section's controller, natively: opening and leaving keep the match, a lesson's
//! right and wrong tries, a puzzle's answer from its file, progress kept, bad files refused.

use fevga_board::Spot;
use fevga_core::{Play, SeededDice};
use fevga_i18n::Lang;
use fevga_learn::{LESSONS, SHIPPED, Theme, parse_puzzles};

use super::*;
use crate::app::{Button, Input};
use crate::settings::Settings;
use crate::view;

const EN: &str = include_str!("../../../../crates/fevga-i18n/ftl/learn/en.ftl");

fn learn_source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => EN,
        Lang::De => include_str!("../../../../crates/fevga-i18n/ftl/learn/de.ftl"),
        Lang::Tr => include_str!("../../../../crates/fevga-i18n/ftl/learn/tr.ftl"),
        Lang::Bg => include_str!("../../../../crates/fevga-i18n/ftl/learn/bg.ftl"),
    }
}

fn app() -> App {
    App::new(Settings::default(), Box::new(SeededDice::new(3)), 3)
}

/// Opens the section and hands it what it asked for.
fn opened(app: &mut App, progress: Option<&str>) {
    app.handle(Input::Learn(LearnInput::Open));
    let fx = app.take_effects();
    assert_eq!(fx.learn_load, vec![LearnFile::Progress, LearnFile::Words(Lang::En)]);
    app.handle(Input::LearnLoaded {
        file: LearnFile::Progress,
        text: progress.map(String::from),
    });
    app.handle(Input::LearnLoaded {
        file: LearnFile::Words(Lang::En),
        text: Some(EN.to_string()),
    });
}

/// Enters `play` on the board step by step (drags), then Done if it is still asked for.
fn enter(app: &mut App, play: &Play) {
    let side = app.to_move();
    for s in play.steps() {
        let to = match s.to() {
            fevga_core::StepTo::Point(p) => Spot::Point(side.to_white(p)),
            fevga_core::StepTo::Off => Spot::Tray(side),
        };
        app.handle(Input::Drag {
            from: side.to_white(s.from),
            to,
        });
    }
    if app.can_confirm() {
        app.handle(Input::Button(Button::Done));
    }
}

fn screen(app: &App) -> Screen {
    app.learning().unwrap().screen.clone()
}

#[test]
fn opening_and_leaving_keep_the_match_and_write_no_save_meanwhile() {
    let mut app = app();
    app.handle(Input::Button(Button::Roll));
    let before = crate::save::save_match(app.mtch());
    app.take_effects();
    opened(&mut app, None);
    // The list shows the board at the start, not the match put aside (nothing to play on it).
    assert_eq!(app.shown_position(), fevga_core::Position::start());
    assert!(app.game().history().is_empty() && app.movable_points().is_empty());
    app.handle(Input::Learn(LearnInput::Lesson(0)));
    let fx = app.take_effects();
    assert_eq!(fx.save, None, "the lesson is not saved over the match");
    assert_eq!(app.game().position(), LESSONS[0].position());
    // Back to the list: the start again.
    app.handle(Input::Learn(LearnInput::List));
    assert_eq!(app.shown_position(), fevga_core::Position::start());
    app.handle(Input::Learn(LearnInput::Close));
    assert!(app.learning().is_none());
    assert_eq!(crate::save::save_match(app.mtch()), before);
    // Inputs of the section do nothing once it is closed.
    app.handle(Input::Learn(LearnInput::Lesson(1)));
    assert_eq!(crate::save::save_match(app.mtch()), before);
}

#[test]
fn a_lesson_right_is_kept_and_a_wrong_try_starts_it_again_with_its_hint() {
    let mut app = app();
    opened(&mut app, None);
    let i = LESSONS.iter().position(|l| l.id == "block").unwrap();
    let lesson = &LESSONS[i];
    app.handle(Input::Learn(LearnInput::Lesson(i)));
    let wrong = lesson
        .legal_plays()
        .into_iter()
        .find(|p| !lesson.check(p).is_right())
        .unwrap();
    enter(&mut app, &wrong);
    let Screen::Lesson { hint, tried, .. } = screen(&app) else {
        panic!()
    };
    assert!(hint && !tried.unwrap().verdict.is_right());
    // The board is the person's again, at the lesson's start.
    assert!(app.board_active());
    assert_eq!(app.shown_position(), lesson.position());
    let fx = app.take_effects();
    assert!(fx.learn_save.is_some_and(|t| !t.contains("lesson block")));
    assert!(fx.learn_say.contains(&LearnSay::Verdict));
    let m = Messages::new(Lang::En);
    let status = view::render(&app, &m)[2].1.clone();
    assert!(status.contains("Not quite.") && status.contains("Hint:"), "{status}");
    let right = lesson.accepted()[0];
    enter(&mut app, &right);
    assert!(app.learning().unwrap().tried().unwrap().verdict.is_right());
    assert!(!app.board_active(), "a lesson done is not played on");
    assert_eq!(app.game().position(), right.position());
    let fx = app.take_effects();
    assert!(fx.learn_save.unwrap().contains("lesson block"));
    assert_eq!(fx.focus, Some(Focus::Action("learn-next")));
    app.handle(Input::Learn(LearnInput::Next));
    assert!(matches!(screen(&app), Screen::Lesson { index, .. } if index == i + 1));
    // Kept: a new visit reads it back.
    let text = app.learning().unwrap().progress.to_string();
    let mut again = self::app();
    opened(&mut again, Some(&text));
    assert!(again.learning().unwrap().progress.is_lesson_done("block"));
    let list = view::render(&again, &m)[2].1.clone();
    assert!(list.contains("1 of 10 lessons done") && list.contains("✓"), "{list}");
}

#[test]
fn a_lesson_with_one_play_waits_for_the_person() {
    let mut app = app();
    opened(&mut app, None);
    let i = LESSONS.iter().position(|l| l.id == "higher-die").unwrap();
    app.handle(Input::Learn(LearnInput::Lesson(i)));
    assert_eq!(app.take_effects().timer, None, "no forced play");
    assert!(app.board_active());
}

#[test]
fn puzzles_load_when_opened_and_are_judged_by_their_file() {
    let mut app = app();
    opened(&mut app, None);
    app.take_effects();
    app.handle(Input::Learn(LearnInput::Puzzles));
    assert_eq!(app.take_effects().learn_load, vec![LearnFile::Puzzles]);
    app.handle(Input::LearnLoaded {
        file: LearnFile::Puzzles,
        text: Some(SHIPPED.to_string()),
    });
    let all = parse_puzzles(SHIPPED).unwrap();
    let first = app.learning().unwrap().puzzle().unwrap().clone();
    assert_eq!(first.id, all[0].id);
    assert_eq!(app.viewer(), first.position.turn(), "the mover at the bottom");
    enter(&mut app, &first.best);
    let l = app.learning().unwrap();
    assert!(l.tried().unwrap().verdict.is_right());
    assert_eq!((l.progress.streak(), l.progress.solved()), (1, 1));
    assert_eq!(app.marks().arrows, Vec::new());
    app.handle(Input::Learn(LearnInput::NextPuzzle));
    let second = app.learning().unwrap().puzzle().unwrap().clone();
    assert_eq!(second.id, all[1].id);
    enter(&mut app, &second.second);
    let l = app.learning().unwrap();
    assert!(!l.tried().unwrap().verdict.is_right());
    assert_eq!((l.progress.streak(), l.progress.failed()), (0, 1));
    // The best play and the person's as arrows; the equities in words.
    assert!(
        app.marks()
            .arrows
            .iter()
            .any(|a| a.kind == fevga_board::ArrowKind::Best)
    );
    let m = Messages::new(Lang::En);
    let status = view::render(&app, &m)[2].1.clone();
    let best = second.best.notation();
    assert!(status.contains(&format!("Best: {best}")), "{status}");
    let yours = m.decimal(f64::from(second.second_equity), 3, true);
    assert!(
        status.contains(&format!("Yours: {}, {yours}", second.second.notation())),
        "{status}"
    );
    // Try again: the same puzzle from its start.
    app.handle(Input::Learn(LearnInput::Retry));
    assert_eq!(app.learning().unwrap().puzzle().unwrap().id, second.id);
    assert!(app.board_active());
    // A filter offers its theme only.
    app.handle(Input::Learn(LearnInput::Theme(Some(Theme::Race))));
    assert_eq!(app.learning().unwrap().puzzle().unwrap().theme, Theme::Race);
}

#[test]
fn files_that_cannot_be_read_say_so_and_change_nothing_else() {
    let mut app = app();
    app.handle(Input::Learn(LearnInput::Open));
    app.handle(Input::LearnLoaded {
        file: LearnFile::Progress,
        text: Some("not a progress text".into()),
    });
    app.handle(Input::LearnLoaded {
        file: LearnFile::Words(Lang::En),
        text: None,
    });
    let l = app.learning().unwrap();
    assert!(l.progress_lost && matches!(l.words, Load::Failed));
    let m = Messages::new(Lang::En);
    assert!(view::render(&app, &m)[2].1.contains("could not be loaded"));
    // Words for another language than the page's are not taken.
    app.handle(Input::LearnLoaded {
        file: LearnFile::Words(Lang::De),
        text: Some(learn_source(Lang::De).into()),
    });
    assert!(matches!(app.learning().unwrap().words, Load::Failed));
    app.handle(Input::Learn(LearnInput::Puzzles));
    app.handle(Input::LearnLoaded {
        file: LearnFile::Puzzles,
        text: Some("p1|fevga|nonsense".into()),
    });
    assert!(matches!(app.learning().unwrap().puzzles, Load::Failed));
    assert_eq!(app.learning().unwrap().puzzle(), None);
}

#[test]
fn actions_are_read_strictly() {
    assert_eq!(
        LearnInput::from_action("learn-lesson", "3"),
        Some(LearnInput::Lesson(3))
    );
    assert_eq!(LearnInput::from_action("learn-lesson", "99"), None);
    assert_eq!(LearnInput::from_action("learn-lesson", "x"), None);
    assert_eq!(
        LearnInput::from_action("learn-theme", ""),
        Some(LearnInput::Theme(None))
    );
    assert_eq!(
        LearnInput::from_action("learn-theme", "wall"),
        Some(LearnInput::Theme(Some(Theme::Block)))
    );
    assert_eq!(LearnInput::from_action("learn-theme", "walls"), None);
    assert_eq!(LearnInput::from_action("learn-level", "6"), None);
    assert_eq!(
        LearnInput::from_action("learn-level", "2"),
        Some(LearnInput::Difficulty(Some(2)))
    );
    assert_eq!(LearnInput::from_action("roll", ""), None);
}

#[test]
fn every_language_draws_the_section_without_missing_words() {
    for lang in Lang::ALL {
        let settings = Settings {
            lang,
            ..Settings::default()
        };
        let mut app = App::new(settings, Box::new(SeededDice::new(1)), 1);
        app.handle(Input::Learn(LearnInput::Open));
        app.handle(Input::LearnLoaded {
            file: LearnFile::Words(lang),
            text: Some(learn_source(lang).into()),
        });
        let m = Messages::new(lang);
        let w = Messages::read(lang, learn_source(lang)).unwrap();
        let keys: Vec<String> = w.keys().chain(m.keys()).map(String::from).collect();
        let mut pages = vec![view::render(&app, &m)];
        for (i, lesson) in LESSONS.iter().enumerate() {
            app.handle(Input::Learn(LearnInput::Lesson(i)));
            app.handle(Input::Learn(LearnInput::Hint));
            pages.push(view::render(&app, &m));
            enter(&mut app, &lesson.accepted()[0]);
            pages.push(view::render(&app, &m));
        }
        app.handle(Input::Learn(LearnInput::Puzzles));
        app.handle(Input::LearnLoaded {
            file: LearnFile::Puzzles,
            text: Some(SHIPPED.into()),
        });
        for t in Theme::ALL {
            app.handle(Input::Learn(LearnInput::Theme(Some(t))));
            let p = app.learning().unwrap().puzzle().unwrap().clone();
            enter(&mut app, &p.second);
            pages.push(view::render(&app, &m));
        }
        for page in pages {
            let html = page.map(|(_, h)| h).concat();
            for key in &keys {
                assert!(!html.contains(&format!(">{key}<")), "{} shows {key}", lang.as_str());
                assert!(
                    !html.contains(&format!("{key} ")) || !key.contains('-'),
                    "{} shows {key}",
                    lang.as_str()
                );
            }
            assert!(!html.contains('{'), "unfilled variable in {}: {html}", lang.as_str());
        }
    }
}
