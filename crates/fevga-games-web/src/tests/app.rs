//! The loop's side of the page, natively: an input (with what was stored as it came) changes the
//! state and hands out effects, which a small stand-in for the browser runs here the way the
//! glue does (the storage written, made to fit; the live region; the focus; the questions to
//! the worker; the record given away).

use fevga_ai::protocol::{Reply, Request};
use fevga_core::Color;
use fevga_i18n::{Lang, Messages};

use super::{DAY, finished_game, practising, rate, record_of};
use crate::act::Act;
use crate::app::{App, Arrival, Effects, Focus, Give, Input};
use crate::screen::Screen;
use crate::store::{self, Games, Opponent};
use crate::stored::{Fit, Stored, fit};

const NOW: f64 = 20_000.0 * 86_400_000.0;

fn date(_: Lang, ms: f64) -> String {
    format!("t{ms}")
}

/// What the page's glue would find and do in a browser.
#[derive(Default)]
struct Browser {
    stored: Stored,
    /// The most the storage takes for the games (bytes); none if 0.
    room: usize,
    live: String,
    asked: Vec<(u32, String)>,
    given: Vec<Give>,
    focus: Vec<Focus>,
    address: Option<String>,
}

impl Browser {
    fn arrive(&self, input: Input, typing: bool) -> Arrival {
        Arrival {
            input,
            stored: self.stored.clone(),
            now_ms: NOW,
            typing,
        }
    }

    /// Runs a frame's effects as the glue does; the games that did not fit come back as an input.
    fn run(&mut self, fx: Effects) -> Option<Input> {
        if let Some(deck) = fx.deck {
            self.stored.deck = deck;
        }
        if let Some(reviews) = fx.reviews {
            self.stored.reviews = reviews;
        }
        let room = if self.room == 0 { usize::MAX } else { self.room };
        let mut put = None;
        let fitted = fx.games.map(|mut w| {
            fit(&mut w.games, w.keep, |text| {
                let fits = text.len() <= room;
                if fits {
                    put = Some(text.to_string());
                }
                fits
            })
        });
        if let Some(text) = put {
            self.stored.games = text;
        }
        if fx.inbox_taken && fitted.is_none_or(|f| f.fits) {
            self.stored.inbox.clear();
        }
        if let Some(text) = fx.say {
            self.live = text;
        }
        self.asked.extend(fx.ask);
        self.given.extend(fx.give);
        self.focus.extend(fx.focus);
        if fx.address.is_some() {
            self.address = fx.address;
        }
        fitted.filter(|f| f.dropped > 0 || !f.fits).map(Input::GamesFull)
    }

    /// An input, then its frame (and the frames of what it gave back).
    fn input(&mut self, app: &mut App, input: Input, typing: bool) {
        app.handle(self.arrive(input, typing));
        while let Some(next) = self.run(app.take_effects()) {
            app.handle(self.arrive(next, false));
        }
    }
}

/// The markup of one region of the frame drawn now, if it is drawn.
fn region(app: &App, id: &str) -> Option<String> {
    app.render().into_iter().find(|(k, _)| *k == id).map(|(_, html)| html)
}

fn press(act: Act) -> Input {
    Input::Press {
        act,
        id: 0,
        paste: String::new(),
    }
}

fn import(record: &str) -> Input {
    Input::Press {
        act: Act::Import,
        id: 0,
        paste: record.to_string(),
    }
}

/// The game page's inbox holding one finished game, played by White against the computer.
fn inbox_of(record: &str) -> String {
    let entry = store::entry(
        record,
        Opponent::Computer(store::Level::Beginner),
        Some(Color::White),
        10 * DAY,
    );
    store::inbox_with("", &entry).expect("an inbox")
}

#[test]
fn the_first_input_takes_in_the_game_pages_games_and_the_review_runs_in_the_background() {
    let g = finished_game(7);
    let mut b = Browser {
        stored: Stored {
            inbox: inbox_of(&record_of(&g)),
            ..Stored::default()
        },
        ..Browser::default()
    };
    let mut app = App::new(Lang::En, date);
    b.input(&mut app, Input::Stored, false);
    // Taken in, written, the inbox emptied; a background change says nothing.
    assert_eq!(Games::from_text(&b.stored.games).games().len(), 1);
    assert!(b.stored.inbox.is_empty());
    assert_eq!(b.live, "");
    assert!(app.reviewing());
    let (n, question) = b.asked.pop().expect("a turn asked");
    // The turns before it had no choice: rated `-` without asking, and kept.
    let before = b.stored.reviews.clone();
    assert!(question.starts_with("rate\t"), "{question}");
    assert!(
        region(&app, "reviewing")
            .unwrap()
            .starts_with("The computer is reviewing a game: ")
    );
    // An older question's answer, or one that is no answer, is nothing.
    let request = Request::from_text(&question).unwrap();
    let line = rate(&request);
    let reply = format!("rated\n{line}");
    b.input(
        &mut app,
        Input::Answer {
            id: n + 7,
            text: reply.clone(),
        },
        false,
    );
    b.input(
        &mut app,
        Input::Answer {
            id: n,
            text: Reply::Progress { done: 3, total: 40 }.to_text(),
        },
        false,
    );
    assert!(b.asked.is_empty() && b.stored.reviews == before);
    let list = region(&app, "app");
    // The answer: kept at once with the game's review, and the next turn asked. The list is
    // shown, not that game: only the progress line moves, the rest stays as drawn.
    b.input(&mut app, Input::Answer { id: n, text: reply }, false);
    assert!(b.stored.reviews.contains(&line), "{}", b.stored.reviews);
    assert_eq!(b.asked.len(), 1);
    assert_eq!(
        region(&app, "app"),
        list,
        "the list stays as drawn: only the progress moves"
    );
    assert!(
        region(&app, "reviewing")
            .unwrap()
            .starts_with("The computer is reviewing a game: ")
    );
    // Every turn answered: the game's rates and the person's mistakes written; nothing more
    // to ask.
    while let Some((n, question)) = b.asked.pop() {
        let line = rate(&Request::from_text(&question).unwrap());
        b.input(
            &mut app,
            Input::Answer {
                id: n,
                text: format!("rated\n{line}"),
            },
            false,
        );
    }
    assert!(!app.reviewing());
    assert!(Games::from_text(&b.stored.games).games()[0].rates.is_some());
    assert!(!crate::deck::Deck::from_text(&b.stored.deck).cards().is_empty());
    assert_eq!(b.live, "", "a review in the background says nothing");
    assert_eq!(region(&app, "reviewing").as_deref(), Some(""));
}

#[test]
fn the_person_s_actions_are_said_and_keep_the_focus_and_copy_and_download_give_the_record() {
    let record = record_of(&finished_game(3));
    let mut b = Browser::default();
    let mut app = App::new(Lang::En, date);
    b.input(&mut app, Input::Stored, false);
    b.input(&mut app, import(&record), false);
    assert_eq!(b.live, "The record was imported.");
    assert_eq!(b.focus.pop(), Some(Focus::Control(Act::Import)));
    assert_eq!(Games::from_text(&b.stored.games).games().len(), 1);
    b.input(&mut app, press(Act::Next), false);
    assert!(
        b.live.starts_with("Turn 2: ") && b.live.contains("(2 of "),
        "{}",
        b.live
    );
    assert_eq!(b.focus.pop(), Some(Focus::Control(Act::Next)));
    // A key of the replay is said too; the focus stays where it is.
    b.input(&mut app, Input::Page(crate::action::Action::Step(1)), false);
    assert!(b.live.contains("(3 of "), "{}", b.live);
    assert!(b.focus.is_empty());
    // Copy and Download give the record shown, each with its confirmation; the live region and
    // the page stay as they are.
    let said = b.live.clone();
    let drawn = app.render();
    b.input(&mut app, press(Act::Copy), false);
    b.input(&mut app, press(Act::Download), false);
    let id = app.page().games().games()[0].id;
    match &b.given[..] {
        [
            Give::Copy { text, said },
            Give::Download {
                name,
                text: saved,
                said: done,
            },
        ] => {
            assert_eq!(text.trim(), record.trim());
            assert_eq!(saved.trim(), record.trim());
            assert_eq!(said.done, "The record is on the clipboard.");
            assert!(said.failed.starts_with("The record could not be copied"));
            assert!(name.starts_with("fevga-20") && name.ends_with(".txt"), "{name}");
            assert_eq!(name, &crate::question::file_name(app.page().games().get(id).unwrap()));
            assert_eq!(done, "The record was downloaded as a .txt file.");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!((b.live.clone(), app.render()), (said, drawn));
    // In every language, in its own words.
    for lang in Lang::ALL {
        let g = Messages::games(lang);
        for key in ["games-copied", "games-copy-failed", "games-downloaded"] {
            assert!(!g.t(key).starts_with("games-"), "{lang:?}: {key}");
        }
    }
    // A file that cannot be read is said.
    b.input(&mut app, Input::FileUnread, false);
    assert_eq!(b.live, "The file cannot be read.");
    // Delete asks first, the focus on Keep; Keep puts the question away, the focus back on
    // Delete; asked again and answered Delete: the game shown goes, the list comes back.
    b.input(&mut app, press(Act::Delete), false);
    assert!(app.page().confirming_delete());
    assert_eq!(b.focus.last(), Some(&Focus::Control(Act::KeepGame)));
    b.input(&mut app, press(Act::KeepGame), false);
    assert!(!app.page().confirming_delete());
    assert_eq!(b.focus.last(), Some(&Focus::Control(Act::Delete)));
    assert_eq!(Games::from_text(&b.stored.games).games().len(), 1);
    b.input(&mut app, press(Act::Delete), false);
    b.input(&mut app, press(Act::DeleteYes), false);
    assert_eq!(*app.page().screen(), Screen::List);
    assert!(Games::from_text(&b.stored.games).games().is_empty());
}

#[test]
fn a_background_change_waits_while_the_person_types_and_a_write_waiting_is_kept() {
    let mut b = Browser::default();
    let mut app = App::new(Lang::En, date);
    b.input(&mut app, Input::Stored, false);
    assert!(region(&app, "app").is_some());
    // Another tab keeps a game while the person types in the import box: not drawn yet.
    let mut games = Games::default();
    games.keep_played(&record_of(&finished_game(4)), Opponent::Human, None, 5 * DAY);
    b.stored.games = games.to_text();
    b.input(&mut app, Input::Stored, true);
    assert!(region(&app, "app").is_none(), "nothing drawn while typing");
    assert_eq!(app.page().games().games().len(), 1);
    // The person's next action draws it.
    b.input(&mut app, press(Act::List), false);
    assert!(region(&app, "app").unwrap().contains(r#"data-action="open""#));
    // An import not written yet is not undone by the storage as it was.
    app.handle(b.arrive(import(&record_of(&finished_game(5))), false));
    app.handle(b.arrive(Input::Stored, false));
    assert_eq!(app.page().games().games().len(), 2);
    b.run(app.take_effects());
    assert_eq!(Games::from_text(&b.stored.games).games().len(), 2);
}

#[test]
fn games_that_do_not_fit_drop_the_oldest_finished_or_stay_as_they_were() {
    // The fit alone: the oldest finished game dropped until the text fits.
    let mut games = Games::default();
    for (i, seed) in [11, 12, 13].into_iter().enumerate() {
        games.keep_played(
            &record_of(&finished_game(seed)),
            Opponent::Human,
            None,
            (i as u64 + 1) * DAY,
        );
    }
    let mut two = games.clone();
    assert!(two.drop_oldest(0));
    let room = two.to_text().len();
    let mut written = String::new();
    let f = fit(&mut games, 0, |t| {
        let fits = t.len() <= room;
        if fits {
            written = t.to_string();
        }
        fits
    });
    assert_eq!(f, Fit { dropped: 1, fits: true });
    assert_eq!(written, two.to_text());
    // On the page: an import that does not fit drops the oldest, and says so.
    let mut b = Browser {
        stored: Stored {
            games: games.to_text(),
            ..Stored::default()
        },
        room,
        ..Browser::default()
    };
    let mut app = App::new(Lang::En, date);
    b.input(&mut app, Input::Stored, false);
    b.input(&mut app, import(&record_of(&finished_game(14))), false);
    assert_eq!(app.page().notice().map(|n| n.key), Some("games-full-dropped"));
    assert!(b.live.starts_with("The storage was full"), "{}", b.live);
    assert_eq!(app.page().games().games().len(), 2);
    assert_eq!(Games::from_text(&b.stored.games), *app.page().games());
    assert!(
        matches!(app.page().screen(), Screen::Replay { .. }),
        "the game imported is shown"
    );
    // A storage that takes nothing: what is stored stays as it was, and the game page's inbox too.
    let before = b.stored.games.clone();
    b.room = 1;
    b.stored.inbox = inbox_of(&record_of(&finished_game(15)));
    b.input(&mut app, Input::Stored, false);
    assert_eq!(app.page().notice().map(|n| n.key), Some("games-full"));
    assert_eq!(*app.page().screen(), Screen::List);
    assert_eq!(b.stored.games, before);
    assert!(!b.stored.inbox.is_empty(), "the inbox is kept for later");
}

#[test]
fn a_worker_that_fails_stops_the_reviews_for_this_visit() {
    let mut b = Browser {
        stored: Stored {
            inbox: inbox_of(&record_of(&finished_game(7))),
            ..Stored::default()
        },
        ..Browser::default()
    };
    let mut app = App::new(Lang::En, date);
    b.input(&mut app, Input::Stored, false);
    assert_eq!(b.asked.len(), 1);
    b.input(&mut app, Input::WorkerFailed, false);
    assert!(!app.reviewing());
    b.input(&mut app, Input::Stored, false);
    b.input(&mut app, press(Act::List), false);
    assert_eq!(b.asked.len(), 1, "nothing more asked");
    // An answer that cannot be read stops them too.
    let mut app = App::new(Lang::En, date);
    b.asked.clear();
    b.input(&mut app, Input::Stored, false);
    let (n, _) = b.asked.pop().expect("asked");
    b.input(
        &mut app,
        Input::Answer {
            id: n,
            text: "chosen\tpass".into(),
        },
        false,
    );
    assert!(!app.reviewing());
    b.input(&mut app, Input::Stored, false);
    assert!(b.asked.is_empty());
}

#[test]
fn practise_hands_the_focus_to_the_cards_board_and_its_input_keeps_it_there() {
    let card = practising();
    let mut b = Browser {
        stored: Stored {
            games: card.games().to_text(),
            deck: card.deck().to_text(),
            ..Stored::default()
        },
        ..Browser::default()
    };
    let mut app = App::new(Lang::En, date);
    b.input(&mut app, Input::Stored, false);
    b.input(&mut app, press(Act::Practise), false);
    assert!(matches!(app.page().screen(), Screen::Practice { .. }));
    assert_eq!(b.focus.pop(), Some(Focus::Board));
    assert_eq!(app.board_mover(), app.page().question().expect("a card").mover());
    // Enter on the board takes up the checker focused.
    b.input(&mut app, Input::Board(fevga_board_web::BoardInput::Activate), false);
    assert_eq!(b.focus.pop(), Some(Focus::Board));
    assert!(app.page().entry().and_then(fevga_board::Entry::selected).is_some());
    // A play chosen from the list keeps the focus on the list.
    let q = app.page().question().expect("a card");
    b.input(
        &mut app,
        Input::Press {
            act: Act::Choose,
            id: q.best as u64,
            paste: String::new(),
        },
        true,
    );
    assert_eq!(b.focus.pop(), Some(Focus::Control(Act::Choose)));
    assert!(matches!(app.page().screen(), Screen::Practice { choice: Some(_), .. }));
    assert!(
        region(&app, "app").is_some(),
        "the person's own change is drawn while in the list"
    );
}

#[test]
fn review_this_game_on_the_game_page_opens_the_game_it_finished_and_the_address_names_it() {
    let g = finished_game(7);
    let record = record_of(&g);
    let current = store::entry(
        &record,
        Opponent::Computer(store::Level::Beginner),
        Some(Color::White),
        0,
    );
    let mut b = Browser {
        stored: Stored {
            inbox: inbox_of(&record),
            current,
            ..Stored::default()
        },
        ..Browser::default()
    };
    let mut app = App::new(Lang::En, date);
    // The address `#current`, as the glue reads it, before anything else was taken in.
    let action = crate::action::link_action("#current").unwrap();
    b.input(&mut app, Input::Page(action), false);
    let kept = Games::from_text(&b.stored.games);
    assert_eq!(kept.games().len(), 1, "the game page's game taken in once");
    let id = kept.games()[0].id;
    assert_eq!(*app.page().screen(), Screen::Replay { id, step: 0 });
    assert_eq!(b.address.as_deref(), Some(format!("#open={id}").as_str()));
    assert!(region(&app, "app").unwrap().contains(r#"class="analysis""#));
    // A reload: the address opens the same game.
    let mut again = App::new(Lang::En, date);
    let action = crate::action::link_action(&format!("#open={id}")).unwrap();
    b.input(&mut again, Input::Page(action), false);
    assert_eq!(again.page().replayed(), Some(id));
    // Back to the list: the address names no game.
    b.input(&mut again, press(Act::List), false);
    assert_eq!(b.address.as_deref(), Some(""));
    // A game no longer kept: said, the list shown.
    let mut gone = App::new(Lang::En, date);
    b.input(&mut gone, Input::Page(crate::action::Action::Open(id + 1)), false);
    assert_eq!(b.live, "This game is no longer kept (deleted in another tab?).");
}
