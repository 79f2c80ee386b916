//! The page natively: the state through its actions as the glue sends them, the page drawn in
//! four languages, what the effects ask of the browser. `markup.rs`: the controls the markup
//! names.

mod markup;

use fevga_board::Spot;
use fevga_core::{Play, Refusal, StepTo};
use fevga_i18n::{Lang, Messages};
use fevga_learn::{LESSONS, SHIPPED, Theme, parse_puzzles};

use crate::act::Act;
use crate::action::Action;
use crate::app::{App, Effects, Focus};
use crate::page::{Load, Screen};
use crate::view::{self, Context};

fn app(lang: Lang, stored: Option<&str>) -> App {
    App::new(lang, stored, 0)
}

fn html(app: &App) -> String {
    app.render().into_iter().map(|(_, h)| h).collect()
}

fn cx(lang: Lang) -> Context<'static> {
    Context {
        m: Messages::of(lang),
        w: Messages::learn(lang),
        due: 0,
    }
}

/// Enters `play` on the board move by move (drags), then Done.
fn enter(app: &mut App, play: &Play) {
    let side = app.mover();
    for s in play.steps() {
        let to = match s.to() {
            StepTo::Point(p) => Spot::Point(side.to_white(p)),
            StepTo::Off => Spot::Tray(side),
        };
        app.handle(Action::Drag {
            from: side.to_white(s.from),
            to,
        });
    }
    app.handle(Action::Done);
}

/// A progress text as the page keeps it, these lessons done.
fn kept(lessons: &[&str]) -> String {
    let mut p = fevga_learn::Progress::default();
    for id in lessons {
        p.lesson_done(id);
    }
    p.to_string()
}

/// The page's markup without the board's drawing (its style sheet has braces of its own).
fn words_of(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find("<svg") {
        out.push_str(&rest[..i]);
        rest = rest[i..].split_once("</svg>").map_or("", |(_, r)| r);
    }
    out.push_str(rest);
    out
}

fn lesson_index(id: &str) -> usize {
    LESSONS.iter().position(|l| l.id == id).unwrap()
}

#[test]
fn the_page_opens_on_its_list_with_the_progress_kept_and_fetches_nothing() {
    let mut a = app(Lang::En, Some(&kept(&["setup", "walls"])));
    assert_eq!(*a.page().screen(), Screen::List);
    let list = html(&a);
    assert!(
        list.contains("2 of 10 lessons done") && list.matches('✓').count() == 2,
        "{list}"
    );
    assert!(list.contains(r#"<h1>Learn</h1>"#));
    assert_eq!(a.take_effects(), Effects::default(), "nothing asked before an action");
    // The list, with nothing on the board.
    assert_eq!(a.page().shown(), None);
    assert!(!list.contains("<svg"));
}

#[test]
fn a_lesson_right_is_kept_and_a_wrong_try_starts_it_again_with_its_hint() {
    let mut a = app(Lang::En, None);
    let i = lesson_index("block");
    let lesson = &LESSONS[i];
    a.handle(Action::Lesson(i));
    let fx = a.take_effects();
    assert_eq!(fx.focus, Some(Focus::Board));
    assert!(
        fx.say.is_some_and(|s| s.contains("Build in front of your opponent")),
        "the task is said"
    );
    assert_eq!(a.page().shown(), Some(lesson.position()));
    let wrong = lesson
        .legal_plays()
        .into_iter()
        .find(|p| !lesson.check(p).is_right())
        .unwrap();
    enter(&mut a, &wrong);
    let Screen::Lesson { hint, tried, .. } = a.page().screen().clone() else {
        panic!()
    };
    assert!(hint && !tried.unwrap().verdict.is_right());
    // The board is the person's again, at the lesson's start.
    assert!(a.page().entry().is_some_and(|e| e.moves() == 0));
    assert_eq!(a.page().shown(), Some(lesson.position()));
    let fx = a.take_effects();
    assert!(fx.save.is_some_and(|t| !t.contains("lesson block")));
    assert!(fx.say.is_some_and(|s| s.starts_with("Not quite.")));
    assert_eq!(fx.focus, Some(Focus::Board));
    let page = html(&a);
    assert!(page.contains("Not quite.") && page.contains("Hint:"), "{page}");
    let right = lesson.accepted()[0];
    enter(&mut a, &right);
    assert!(a.page().tried().unwrap().verdict.is_right());
    assert!(a.page().entry().is_none(), "a lesson done is not played on");
    assert_eq!(a.page().shown(), Some(right.position()));
    let fx = a.take_effects();
    assert!(fx.save.unwrap().contains("lesson block"));
    assert_eq!(fx.focus, Some(Focus::Control(Act::Next)));
    a.handle(Action::Next);
    assert!(matches!(a.page().screen(), Screen::Lesson { index, .. } if *index == i + 1));
    // Kept: a new visit reads it back.
    let text = a.page().progress().to_string();
    let again = app(Lang::En, Some(&text));
    assert!(again.page().progress().is_lesson_done("block"));
    assert!(html(&again).contains("1 of 10 lessons done"));
}

/// The last lesson, done, leads on to the puzzles; its one way back to the list is the one at
/// the top (review new-player-3 #23: it had two "All lessons").
#[test]
fn the_last_lesson_leads_on_to_the_puzzles_with_one_way_back() {
    for lang in Lang::ALL {
        let mut a = app(lang, None);
        let last = LESSONS.len() - 1;
        a.handle(Action::Lesson(last));
        enter(&mut a, &LESSONS[last].accepted()[0]);
        let page = html(&a);
        let w = Messages::learn(lang);
        assert_eq!(page.matches(&format!(">{}<", w.t("learn-all"))).count(), 1, "{page}");
        assert!(
            page.contains(&format!(
                r#"data-action="puzzles" class="primary">{}<"#,
                w.t("learn-puzzles-open")
            )),
            "{page}"
        );
        assert!(!page.contains(r#"data-action="next""#), "{page}");
        assert_eq!(a.take_effects().focus, Some(Focus::Control(Act::Puzzles)));
        a.handle(Action::List);
        assert_eq!(*a.page().screen(), Screen::List);
        assert_eq!(a.take_effects().focus, Some(Focus::Control(Act::Lesson)));
    }
}

/// Practising one's own mistakes is on the list from the first visit: what fills it, and the
/// way to it, with how many are due once some are.
#[test]
fn the_list_shows_practising_ones_mistakes_from_the_first_visit() {
    for lang in Lang::ALL {
        let w = Messages::learn(lang);
        let m = Messages::of(lang);
        let first = html(&app(lang, None));
        assert!(
            first.contains(&format!("<h2>{}</h2>", w.t("learn-mistakes"))),
            "{first}"
        );
        assert!(
            first.contains(&fevga_board::esc(&w.t("learn-mistakes-intro"))),
            "{first}"
        );
        assert!(first.contains(r#"href="../games/?lang="#) && !first.contains(r#"class="due""#));
        assert!(
            first.contains(&format!(r#"<a href="../rules/{}.html">"#, lang.as_str())),
            "{first}"
        );
        let due = html(&App::new(lang, None, 3));
        assert!(
            due.contains(r#"class="due""#)
                && due.contains(&fevga_board::esc(
                    &m.tf("your-games-due", &[("n", fevga_i18n::Arg::Num(3))])
                )),
            "{due}"
        );
    }
}

#[test]
fn a_lesson_with_one_play_waits_for_the_person_and_done_waits_for_a_whole_play() {
    let mut a = app(Lang::En, None);
    let i = lesson_index("higher-die");
    a.handle(Action::Lesson(i));
    assert!(
        a.page().entry().is_some_and(|e| e.completed().is_none()),
        "no forced play"
    );
    assert!(html(&a).contains(r#"<button aria-disabled="true" type="button" data-action="done""#));
    a.handle(Action::Done);
    assert!(a.page().tried().is_none(), "Done before the play is whole does nothing");
}

#[test]
fn a_refused_step_says_its_rule_with_the_rules_page_and_undo_takes_a_move_back() {
    let mut a = app(Lang::En, None);
    // The first lesson with a step the core refuses with a rule (the head rule, a held point…).
    let mut refused = None;
    'find: for (i, lesson) in LESSONS.iter().enumerate() {
        a.handle(Action::Lesson(i));
        let e = a.page().entry().unwrap().clone();
        for from in e.movable() {
            for to in fevga_core::WhitePoint::ALL {
                let mut probe = e.clone();
                if let fevga_board::Tapped::Refused(r) = probe.drag(from, Spot::Point(to))
                    && !matches!(r, Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. })
                {
                    refused = Some((lesson, from, to, r));
                    break 'find;
                }
            }
        }
    }
    let (lesson, from, to, r) = refused.expect("a step the core refuses");
    a.handle(Action::Drag {
        from,
        to: Spot::Point(to),
    });
    let page = html(&a);
    assert!(page.contains(r#"<p class="said why">"#), "{page}");
    assert!(page.contains(&format!("../rules/en.html#s{}", r.section().trim_start_matches('§'))));
    assert!(a.take_effects().say.is_some());
    assert_eq!(a.page().shown(), Some(lesson.position()), "nothing moved");
    // A move made, then taken back.
    let step = lesson.accepted()[0].steps()[0];
    let mover = a.mover();
    let to = match step.to() {
        StepTo::Point(p) => Spot::Point(mover.to_white(p)),
        StepTo::Off => Spot::Tray(mover),
    };
    // The refusal stays said while the board's focus moves; Escape puts a checker down.
    a.handle(Action::Focus(fevga_board::FocusKey::Left));
    assert!(html(&a).contains(r#"<p class="said why">"#));
    a.handle(Action::Tap(Spot::Point(mover.to_white(step.from))));
    assert!(a.page().entry().unwrap().selected().is_some());
    a.handle(Action::Deselect);
    assert!(a.page().entry().unwrap().selected().is_none());
    a.handle(Action::Tap(Spot::Point(mover.to_white(step.from))));
    a.handle(Action::Tap(to));
    assert_eq!(a.page().entry().unwrap().moves(), 1);
    a.handle(Action::Undo);
    assert_eq!(a.page().entry().unwrap().moves(), 0);
    assert!(html(&a).contains("Move taken back."));
}

#[test]
fn every_lessons_refusals_say_rules_and_their_section_in_every_language_never_a_key() {
    let mut checked = 0;
    for lang in Lang::ALL {
        let w = Messages::learn(lang);
        for i in 0..LESSONS.len() {
            let mut a = app(lang, None);
            a.handle(Action::Lesson(i));
            let Some(e) = a.page().entry().cloned() else { continue };
            // Each step of the lesson's position the core refuses with a rule, once per rule.
            let mut rules_seen = Vec::new();
            for from in e.movable() {
                for to in fevga_core::WhitePoint::ALL {
                    let mut probe = e.clone();
                    let fevga_board::Tapped::Refused(r) = probe.drag(from, Spot::Point(to)) else {
                        continue;
                    };
                    if matches!(r, Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. })
                        || rules_seen.contains(&r.section())
                    {
                        continue;
                    }
                    rules_seen.push(r.section());
                    let mut b = app(lang, None);
                    b.handle(Action::Lesson(i));
                    b.handle(Action::Drag {
                        from,
                        to: Spot::Point(to),
                    });
                    // The text a person reads (tags and their attributes left out).
                    let mut text = String::new();
                    let mut in_tag = false;
                    for c in words_of(&html(&b)).chars() {
                        match c {
                            '<' => in_tag = true,
                            '>' => in_tag = false,
                            c if !in_tag => text.push(c),
                            _ => {}
                        }
                    }
                    let link = w.tf("learn-rules", &[("section", fevga_i18n::Arg::Str(r.section()))]);
                    assert!(text.contains(&link), "{lang:?} lesson {i}: no {link:?} in {text}");
                    for key in ["learn-", "board-", "why-", "rules-"] {
                        assert!(!text.contains(key), "{lang:?} lesson {i}: a raw key {key}… in {text}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 8, "only {checked} refusals rendered");
}

#[test]
fn filters_count_together_show_the_rules_and_an_empty_choice_says_so() {
    use fevga_core::Rules;
    let all = parse_puzzles(SHIPPED).unwrap();
    let mut a = app(Lang::En, None);
    a.handle(Action::Puzzles);
    a.handle(Action::PuzzlesLoaded(Some(SHIPPED.to_string())));
    // The puzzle says which rules apply.
    let p = a.page().puzzle().unwrap().clone();
    let rules_word = Messages::of(Lang::En).t(&format!("rules-{}", p.rules.as_str()));
    assert!(html(&a).contains(&format!("· {rules_word}</p>")), "{}", html(&a));
    // Mültezim only: every puzzle offered is Mültezim, and the theme counts are Mültezim's.
    a.handle(Action::Rules(Some(Rules::Multezim)));
    assert_eq!(a.page().puzzle().unwrap().rules, Rules::Multezim);
    let page = html(&a);
    for t in Theme::ALL {
        let n = all
            .iter()
            .filter(|q| q.theme == t && q.rules == Rules::Multezim)
            .count();
        let word = Messages::learn(Lang::En).t(&format!("theme-{}", t.as_str()));
        assert!(page.contains(&format!(">{word} ({n})</option>")), "{t:?} {n}: {page}");
    }
    // A choice no puzzle has: said, with no board.
    let empty = Theme::ALL
        .iter()
        .flat_map(|&t| (1..=4u8).map(move |d| (t, d)))
        .find(|&(t, d)| {
            !all.iter()
                .any(|q| q.theme == t && q.difficulty == d && q.rules == Rules::Multezim)
        })
        .expect("some choice is empty");
    a.handle(Action::Theme(Some(empty.0)));
    a.handle(Action::Difficulty(Some(empty.1)));
    assert!(a.page().puzzle().is_none());
    let page = html(&a);
    assert!(page.contains(&Messages::learn(Lang::En).t("puzzle-empty")), "{page}");
    assert!(!page.contains(&Messages::learn(Lang::En).t("puzzle-none")));
    assert!(!page.contains("<svg"), "no board left over");
    // Both rules again: the choice comes back to a puzzle (or says all are solved).
    a.handle(Action::Rules(None));
    a.handle(Action::Theme(None));
    a.handle(Action::Difficulty(None));
    assert!(a.page().puzzle().is_some());
}

#[test]
fn a_puzzles_reason_is_its_positions_own_in_every_language() {
    use fevga_learn::Theme;
    let all = parse_puzzles(SHIPPED).unwrap();
    for lang in Lang::ALL {
        let c = cx(lang);
        // The bear-off puzzles no longer share one sentence: their reasons differ with the position.
        let lines: std::collections::BTreeSet<String> = all
            .iter()
            .filter(|p| p.theme == Theme::BearOff)
            .map(|p| view::puzzle::reason_text(p, &p.second, c))
            .collect();
        assert!(
            lines.len() > 1,
            "{lang:?}: one sentence for every bear-off puzzle: {lines:?}"
        );
        for l in &lines {
            assert!(
                !l.contains("reason-") && !l.contains("puzzle-"),
                "{lang:?}: a raw key in {l}"
            );
        }
    }
    // A puzzle whose best play bears off more says so.
    let p = all
        .iter()
        .find(|p| {
            fevga_core::reason::Reason::of(p.position.turn(), &p.best.position(), &p.second.position()).name()
                == "bears-off"
        })
        .expect("a puzzle won by bearing off more");
    let en = view::puzzle::reason_text(p, &p.second, cx(Lang::En));
    assert!(en.starts_with("The best play bears off"), "{en}");
}

#[test]
fn puzzles_load_when_opened_and_are_judged_by_their_file() {
    let mut a = app(Lang::En, None);
    a.handle(Action::Puzzles);
    let fx = a.take_effects();
    assert!(fx.fetch, "the puzzles' file is fetched when they open");
    assert!(html(&a).contains("Loading…"));
    a.handle(Action::Puzzles);
    assert!(!a.take_effects().fetch, "asked once");
    a.handle(Action::PuzzlesLoaded(Some(SHIPPED.to_string())));
    let all = parse_puzzles(SHIPPED).unwrap();
    let first = a.page().puzzle().unwrap().clone();
    assert_eq!(first.id, all[0].id);
    assert_eq!(a.mover(), first.position.turn(), "the mover at the bottom");
    assert_eq!(a.take_effects().focus, Some(Focus::Board));
    enter(&mut a, &first.best);
    let p = a.page().progress();
    assert!(a.page().tried().unwrap().verdict.is_right());
    assert_eq!((p.streak(), p.solved()), (1, 1));
    assert!(
        view::board_view(a.page()).unwrap().marks.arrows.is_empty(),
        "no arrows for a right answer"
    );
    assert_eq!(a.take_effects().focus, Some(Focus::Control(Act::NextPuzzle)));
    // The next one is the progress's choice near the rating, now higher.
    let expected = a
        .page()
        .progress()
        .next_puzzle(&all, fevga_learn::Filter::default(), Some(&first.id))
        .unwrap()
        .id
        .clone();
    assert!(a.page().progress().rating().rating > fevga_learn::Rating::SOLVER.rating);
    a.handle(Action::NextPuzzle);
    let second = a.page().puzzle().unwrap().clone();
    assert_eq!(second.id, expected);
    assert!(a.page().progress().is_solved(&first.id), "next after a try is no skip");
    enter(&mut a, &second.second);
    let p = a.page().progress();
    assert!(!a.page().tried().unwrap().verdict.is_right());
    assert_eq!((p.streak(), p.failed()), (0, 1));
    let fx = a.take_effects();
    assert_eq!(fx.focus, Some(Focus::Control(Act::Retry)));
    assert!(fx.save.unwrap().contains(&format!("failed {}", second.id)));
    // The best play and the person's as arrows; the equities in words.
    let view = view::board_view(a.page()).unwrap();
    assert!(view.marks.arrows.iter().any(|x| x.kind == fevga_board::ArrowKind::Best));
    assert!(
        view.marks
            .arrows
            .iter()
            .any(|x| x.kind == fevga_board::ArrowKind::Played)
    );
    let page = html(&a);
    let w = Messages::learn(Lang::En);
    assert!(page.contains(&format!("Best: {}", second.best.notation())), "{page}");
    let yours = w.decimal(f64::from(second.second_equity), 3, true);
    assert!(
        page.contains(&format!("Yours: {}, {yours}", second.second.notation())),
        "{page}"
    );
    // Try again: the same puzzle from its start.
    a.handle(Action::Retry);
    assert_eq!(a.page().puzzle().unwrap().id, second.id);
    assert!(a.page().entry().is_some());
    // A filter offers its theme only.
    a.handle(Action::Theme(Some(Theme::Race)));
    assert_eq!(a.page().puzzle().unwrap().theme, Theme::Race);
    a.handle(Action::Difficulty(Some(1)));
    let p = a.page().puzzle().unwrap();
    assert_eq!((p.theme, p.difficulty), (Theme::Race, 1));
}

/// Skip moves on without a try or a rating; Show the answer is a failed try, rated, with the
/// best play drawn; the failed puzzle is in the list to try again and opens from it; the rating
/// and its history are on the page.
#[test]
fn skip_show_the_answer_and_the_list_to_try_again() {
    let mut a = app(Lang::En, None);
    a.handle(Action::Puzzles);
    a.handle(Action::PuzzlesLoaded(Some(SHIPPED.to_string())));
    let start = a.page().progress().rating();
    let page = html(&a);
    assert!(page.contains("Your puzzle rating: 1300 (provisional)"), "{page}");
    assert!(page.contains(r#"data-action="answer""#) && !page.contains("class=\"again\""));
    // Three skips, three puzzles, no rating change.
    let mut seen = vec![a.page().puzzle().unwrap().id.clone()];
    for _ in 0..3 {
        a.handle(Action::NextPuzzle);
        let id = a.page().puzzle().unwrap().id.clone();
        assert!(!seen.contains(&id), "{id} again after {seen:?}");
        seen.push(id);
    }
    assert_eq!(a.page().progress().rating(), start);
    assert!(a.take_effects().save.unwrap().contains(&format!("skipped {}", seen[0])));
    // The answer shown: a loss, the best play drawn alone, the reason said.
    let x = a.page().puzzle().unwrap().clone();
    a.handle(Action::ShowAnswer);
    assert!(a.page().answer_shown() && a.page().entry().is_none());
    assert!(a.page().progress().rating().rating < start.rating);
    assert!(a.page().progress().is_failed(&x.id));
    let arrows = view::board_view(a.page()).unwrap().marks.arrows;
    assert!(!arrows.is_empty() && arrows.iter().all(|r| r.kind == fevga_board::ArrowKind::Best));
    let page = html(&a);
    assert!(
        page.contains("Answer shown.") && page.contains(&format!("Best: {}", x.best.notation())),
        "{page}"
    );
    assert!(!page.contains(r#"data-action="answer""#));
    assert_eq!(a.take_effects().focus, Some(Focus::Control(Act::NextPuzzle)));
    // Shown twice is one loss.
    let after = a.page().progress().rating();
    a.handle(Action::ShowAnswer);
    assert_eq!(a.page().progress().rating(), after);
    // On to another; the failed one is listed, and opens from the list.
    a.handle(Action::NextPuzzle);
    assert_ne!(a.page().puzzle().unwrap().id, x.id);
    assert!(!a.page().progress().history().is_empty());
    let page = html(&a);
    assert!(page.contains("To try again (1)"), "{page}");
    assert!(
        page.contains(&format!(r#"data-action="again" data-arg="{}""#, x.id)),
        "{page}"
    );
    a.handle(Action::OpenPuzzle(x.id.clone()));
    assert_eq!(a.page().puzzle().unwrap().id, x.id);
    // Solved now: off the list; not rated again.
    let before = a.page().progress().rating();
    enter(&mut a, &x.best);
    assert!(a.page().progress().is_solved(&x.id));
    assert_eq!(a.page().progress().rating(), before);
    assert!(!html(&a).contains("To try again"));
    // An unknown id opens nothing.
    a.handle(Action::OpenPuzzle("p9999".into()));
    assert_eq!(a.page().puzzle().unwrap().id, x.id);
    // Two rated tries draw the history.
    a.handle(Action::NextPuzzle);
    let y = a.page().puzzle().unwrap().clone();
    enter(&mut a, &y.best);
    let page = html(&a);
    assert!(page.contains(r#"<svg class="history""#), "{page}");
    assert!(page.contains("Your rating over your last 2 rated puzzles"), "{page}");
}

#[test]
fn files_that_cannot_be_read_say_so_and_change_nothing_else() {
    let mut a = app(Lang::En, Some("not a progress text"));
    assert!(a.page().progress_lost());
    assert!(html(&a).contains("could not be read"));
    a.handle(Action::Puzzles);
    a.handle(Action::PuzzlesLoaded(None));
    assert!(matches!(a.page().puzzles(), Load::Failed));
    assert!(html(&a).contains("could not be loaded"));
    // Asked again when opened again; a broken file fails too.
    a.handle(Action::List);
    a.handle(Action::Puzzles);
    assert!(a.take_effects().fetch);
    a.handle(Action::PuzzlesLoaded(Some("p1|fevga|nonsense".into())));
    assert!(matches!(a.page().puzzles(), Load::Failed));
    assert_eq!(a.page().puzzle(), None);
    // Another tab's unreadable progress changes nothing; a readable one is taken.
    a.handle(Action::Stored(Some("nonsense".into())));
    assert_eq!(a.page().progress().lessons_done(), 0);
    a.handle(Action::Stored(Some(kept(&["setup"]))));
    assert!(a.page().progress().is_lesson_done("setup") && !a.page().progress_lost());
}

#[test]
fn controls_are_read_strictly() {
    assert_eq!(Action::of(Act::Lesson, "3"), Some(Action::Lesson(3)));
    assert_eq!(Action::of(Act::Lesson, "99"), None);
    assert_eq!(Action::of(Act::Lesson, "x"), None);
    assert_eq!(Action::of(Act::Theme, ""), Some(Action::Theme(None)));
    assert_eq!(Action::of(Act::Theme, "wall"), Some(Action::Theme(Some(Theme::Block))));
    assert_eq!(Action::of(Act::Theme, "walls"), None);
    assert_eq!(Action::of(Act::Level, "6"), None);
    assert_eq!(Action::of(Act::Level, "2"), Some(Action::Difficulty(Some(2))));
    assert!("roll".parse::<Act>().is_err());
}

#[test]
fn every_language_draws_every_screen_without_missing_words() {
    for lang in Lang::ALL {
        let mut a = app(lang, Some(&kept(&["setup"])));
        let c = cx(lang);
        let keys: Vec<String> = c.w.keys().chain(c.m.keys()).map(String::from).collect();
        let mut pages = vec![html(&a)];
        let mut said = Vec::new();
        for (i, lesson) in LESSONS.iter().enumerate() {
            a.handle(Action::Lesson(i));
            a.handle(Action::Hint);
            pages.push(html(&a));
            said.extend(a.take_effects().say);
            enter(&mut a, &lesson.accepted()[0]);
            pages.push(html(&a));
            said.extend(a.take_effects().say);
        }
        a.handle(Action::Puzzles);
        pages.push(html(&a));
        a.handle(Action::PuzzlesLoaded(Some(SHIPPED.into())));
        for t in Theme::ALL {
            a.handle(Action::Theme(Some(t)));
            let p = a.page().puzzle().unwrap().clone();
            let step = p.best.steps()[0];
            let mover = a.mover();
            a.handle(Action::Drag {
                from: mover.to_white(step.from),
                to: match step.to() {
                    StepTo::Point(q) => Spot::Point(mover.to_white(q)),
                    StepTo::Off => Spot::Tray(mover),
                },
            });
            pages.push(html(&a));
            said.extend(a.take_effects().say);
            a.handle(Action::Retry);
            enter(&mut a, &p.second);
            pages.push(html(&a));
            said.extend(a.take_effects().say);
        }
        for page in pages.iter().map(|p| words_of(p)).chain(said) {
            for key in &keys {
                assert!(!page.contains(&format!(">{key}<")), "{} shows {key}", lang.as_str());
                assert!(
                    !page.contains(&format!("{key} ")) || !key.contains('-'),
                    "{} shows {key}",
                    lang.as_str()
                );
            }
            assert!(!page.contains('{'), "unfilled variable in {}: {page}", lang.as_str());
        }
    }
}
