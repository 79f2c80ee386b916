//! The controls the markup names: every `data-action` the view writes, in every screen the
//! page goes through, is an [`Act`], and every act is written by some screen.

use std::collections::BTreeSet;

use fevga_i18n::Lang;
use fevga_learn::{LESSONS, SHIPPED};

use super::{app, enter, html};
use crate::act::Act;
use crate::action::Action;
use crate::app::App;

/// The `data-action` words of a page's markup.
fn words(html: &str) -> Vec<String> {
    html.split(r#"data-action=""#)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// Adds the words `app` writes now.
fn scan(a: &App, seen: &mut BTreeSet<String>) {
    for w in words(&html(a)) {
        assert!(w.parse::<Act>().is_ok(), "data-action={w:?} names no control");
        seen.insert(w);
    }
}

#[test]
fn every_data_action_written_is_a_control_and_every_control_is_written() {
    let mut seen = BTreeSet::new();
    let mut a = app(Lang::En, None);
    scan(&a, &mut seen); // the list
    let lesson = &LESSONS[0];
    a.handle(Action::Lesson(0));
    scan(&a, &mut seen); // a lesson: done, undo, hint, list
    let wrong = lesson.legal_plays().into_iter().find(|p| !lesson.check(p).is_right());
    if let Some(wrong) = wrong {
        enter(&mut a, &wrong);
        scan(&a, &mut seen);
    }
    enter(&mut a, &lesson.accepted()[0]);
    scan(&a, &mut seen); // right: next, retry
    a.handle(Action::Puzzles);
    a.handle(Action::PuzzlesLoaded(Some(SHIPPED.into())));
    scan(&a, &mut seen); // a puzzle: the filters, skip
    let p = a.page().puzzle().unwrap().clone();
    enter(&mut a, &p.second);
    scan(&a, &mut seen); // wrong: next puzzle, retry
    let all: BTreeSet<String> = Act::ALL.iter().map(|c| c.as_str().to_string()).collect();
    assert_eq!(seen, all, "the controls written and the controls read differ");
}

#[test]
fn a_control_reads_back_as_itself() {
    for c in Act::ALL {
        assert_eq!(c.as_str().parse::<Act>(), Ok(c));
    }
}

#[test]
fn the_board_takes_input_only_while_a_play_is_entered() {
    let mut a = app(Lang::En, None);
    a.handle(Action::Lesson(0));
    let live = html(&a);
    assert!(live.contains(r#"<div class="board live">"#) && live.contains(r#"tabindex="0""#));
    enter(&mut a, &LESSONS[0].accepted()[0]);
    let done = html(&a);
    assert!(done.contains(r#"<div class="board">"#) && !done.contains("tabindex"));
    assert!(
        done.contains(r#"../rules/en.html#s2""#),
        "the lesson's rule a click away"
    );
}
