//! The controls' words: every `data-action` the view writes, on every screen, is an [`Act`]'s
//! word (so the glue reads it), and every [`Act`] is written by some screen.

use std::collections::BTreeSet;

use fevga_board::Spot;
use fevga_i18n::Lang;

use super::{DAY, cx, date, finished_game, practising, record_of};
use crate::act::Act;
use crate::action::Action;
use crate::deck::Deck;
use crate::page::Page;
use crate::store::Games;
use crate::view;

/// Every `data-action="…"` in `html`.
fn actions(html: &str) -> Vec<String> {
    html.split(r#"data-action=""#)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// The page in each of its states: the empty list, a replay (and its deleting asked), the list with a game and a deck
/// (and its clearing asked), a card (a move entered on its board) and a card answered.
fn every_state() -> Vec<Page> {
    let mut pages = vec![Page::new(
        Games::default(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    )];
    let mut replay = Page::new(
        Games::default(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    );
    replay.handle(Action::Import(record_of(&finished_game(3))));
    let mut asked = Page::new(
        replay.games().clone(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    );
    asked.handle(Action::Open(replay.games().games()[0].id));
    asked.handle(Action::AskDelete);
    // A line tried from the first turn, its first move entered (Undo can be pressed).
    let mut tried = Page::new(
        replay.games().clone(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    );
    tried.handle(Action::Open(replay.games().games()[0].id));
    tried.handle(Action::Explore);
    let e = tried.entry().expect("a play to enter");
    let first = e.turn().plays()[0].steps()[0];
    let mover = e.mover();
    tried.handle(Action::Tap(Spot::Point(mover.to_white(first.from))));
    tried.handle(Action::Tap(match first.to() {
        fevga_core::StepTo::Point(q) => Spot::Point(mover.to_white(q)),
        fevga_core::StepTo::Off => Spot::Tray(mover),
    }));
    // A game from a real board: its setup, then a roll given and a move entered.
    let mut setup = Page::new(
        Games::default(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    );
    setup.handle(Action::OtbOpen);
    let mut otb = Page::new(
        Games::default(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    );
    otb.handle(Action::OtbStart(
        crate::otb::Setup::read("fevga", [String::new(), String::new()], "white", "none").unwrap(),
    ));
    otb.handle(Action::OtbRoll("5-3".parse().unwrap()));
    let e = otb.entry().expect("a play to enter");
    let first = e.turn().plays()[0].steps()[0];
    let mover = e.mover();
    otb.handle(Action::Tap(Spot::Point(mover.to_white(first.from))));
    otb.handle(Action::Tap(match first.to() {
        fevga_core::StepTo::Point(q) => Spot::Point(mover.to_white(q)),
        fevga_core::StepTo::Off => Spot::Tray(mover),
    }));
    let mut rolled = Page::new(
        Games::default(),
        Deck::default(),
        crate::reviews::Reviews::default(),
        20_000 * DAY,
    );
    rolled.handle(Action::OtbStart(
        crate::otb::Setup::read("fevga", [String::new(), String::new()], "none", "none").unwrap(),
    ));
    pages.push(setup);
    pages.push(otb);
    pages.push(rolled);
    pages.push(replay);
    pages.push(asked);
    pages.push(tried);
    let card = practising();
    // A reviewed game at a turn not played best: the rollout offered.
    let mut rated = Page::new(
        card.games().clone(),
        Deck::default(),
        card.reviews().clone(),
        20_000 * DAY,
    );
    rated.handle(Action::Open(card.games().games()[0].id));
    let k = super::turn_not_played_best(&rated, card.games().games()[0].id);
    rated.handle(Action::Turn(k));
    pages.push(rated);
    let mut list = Page::new(
        card.games().clone(),
        card.deck().clone(),
        card.reviews().clone(),
        20_000 * DAY,
    );
    pages.push(Page::new(
        card.games().clone(),
        card.deck().clone(),
        card.reviews().clone(),
        20_000 * DAY,
    ));
    list.handle(Action::AskClear);
    pages.push(list);
    let mut entered = practising();
    let q = entered.question().expect("a card");
    let first = q.plays[q.best].steps()[0];
    entered.handle(Action::Tap(Spot::Point(q.mover().to_white(first.from))));
    entered.handle(Action::Tap(super::spot_of(q.mover(), first.to())));
    pages.push(entered);
    let mut answered = practising();
    let q = answered.question().expect("a card");
    answered.handle(Action::Choose(q.best));
    answered.handle(Action::Check);
    pages.push(answered);
    pages
}

#[test]
fn every_data_action_written_is_a_word_and_every_word_is_written() {
    let mut written = BTreeSet::new();
    for page in every_state() {
        for lang in Lang::ALL {
            let html = view::render(&page, cx(lang, &date));
            for word in actions(&html) {
                let act: Act = word
                    .parse()
                    .unwrap_or_else(|e| panic!("{lang:?}: data-action {word:?} is no word: {e}"));
                assert_eq!(act.as_str(), word, "written as its own word");
                written.insert(act.as_str());
            }
        }
    }
    let unwritten: Vec<&str> = Act::ALL
        .iter()
        .map(|a| a.as_str())
        .filter(|w| !written.contains(w))
        .collect();
    assert!(unwritten.is_empty(), "words no screen writes: {unwritten:?}");
}

#[test]
fn the_words_read_back() {
    for act in Act::ALL {
        assert_eq!(act.as_str().parse::<Act>(), Ok(act));
    }
    assert!("play".parse::<Act>().is_err());
    assert_eq!(Act::Next.key(), Some("ArrowRight"));
    assert_eq!(Act::Copy.key(), None);
}
