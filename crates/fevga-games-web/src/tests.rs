//! The Games page's logic, natively: import (and refusals), replay, a review turned into cards,
//! practice and the deck's clearing, and every screen drawn in the four languages without a
//! raw key; the loop's inputs and effects (`app`) and the controls' words (`act`).

mod act;
mod app;

use fevga_ai::Level;
use fevga_ai::protocol::{Job, Reply, Request, rating_line};
use fevga_ai::review::review;
use fevga_core::record::{self, RecordInfo};
use fevga_core::{Color, Game, Phase, Rules, SeededDice};
use fevga_i18n::{Lang, Messages};

use crate::action::{Action, link_action};
use crate::deck::Deck;
use crate::page::{About, Page};
use crate::reviews::Reviews;
use crate::screen::{Said, Screen};
use crate::store::{self, Games, Opponent};
use crate::view::{self, Context};
use fevga_board::Spot;

const DAY: u64 = 86_400_000;

/// A whole game played with seeded dice, each side taking the first legal play (so it makes
/// mistakes for the review to find).
fn finished_game(seed: u64) -> Game {
    let mut g = Game::new(Rules::Fevga);
    let mut dice = SeededDice::new(seed);
    g.roll_opening(&mut dice).unwrap();
    loop {
        match g.phase() {
            Phase::Over(_) => return g,
            Phase::Roll => {
                g.roll(&mut dice).unwrap();
            }
            Phase::Play(_) => {
                let play = g.legal_plays().first().copied();
                g.play_or_pass(play.as_ref()).unwrap();
            }
            Phase::Opening => unreachable!("rolled"),
        }
    }
}

fn record_of(g: &Game) -> String {
    record::export(g, RecordInfo::default())
}

fn date(ms: f64) -> String {
    format!("t{ms}")
}

fn cx<'a>(lang: Lang, date: &'a dyn Fn(f64) -> String) -> Context<'a> {
    Context {
        m: Messages::of(lang),
        g: Messages::games(lang),
        date,
    }
}

/// The computer's rating of a turn as its worker gives it, at the strong level's depth (a
/// test's quicker stand-in for the expert's: the page keeps whatever rating comes).
pub(crate) fn rate(request: &Request) -> String {
    let Request::Rate {
        rules,
        position,
        dice,
        play,
        ..
    } = request
    else {
        panic!("a turn to rate")
    };
    let quick = Request::Rate {
        rules: *rules,
        position: *position,
        dice: *dice,
        play: *play,
        level: Level::Strong,
    };
    let Reply::Rated(best, played) = Job::new(&quick).run() else {
        panic!("a rating")
    };
    rating_line(&Some((best, played)))
}

/// Rates every turn the page asks for, as the worker would; how many it asked.
/// The first turn of a reviewed game whose play was not the best (panics if it has none).
pub(crate) fn turn_not_played_best(p: &Page, id: u64) -> usize {
    p.analysed(id)
        .expect("the game reviewed")
        .review
        .turns
        .iter()
        .position(|t| {
            t.best
                .zip(t.played_rated)
                .is_some_and(|(b, m)| b.play.position() != m.play.position())
        })
        .expect("a turn not played best")
}

pub(crate) fn rate_all(p: &mut Page) -> usize {
    let mut asked = 0;
    while let Some(q) = p.next_question() {
        let About::Turn { id, turn, .. } = q.about else {
            panic!("a turn to rate")
        };
        asked += 1;
        p.handle(Action::Rated {
            id,
            turn,
            line: rate(&q.request),
        });
    }
    asked
}

fn new_page() -> Page {
    Page::new(Games::default(), Deck::default(), Reviews::default(), 20_000 * DAY)
}

/// No raw key and no unfilled variable in any language.
fn assert_words(page: &Page) {
    for lang in Lang::ALL {
        let html = view::render(page, cx(lang, &date));
        assert!(!html.contains("games-"), "{lang:?}: a raw key in {html}");
        assert!(!html.contains("{ $"), "{lang:?}: a variable left in {html}");
        if let Some(n) = view::notice_text(page, cx(lang, &date)) {
            assert!(!n.contains("games-") && !n.contains("{ $"), "{lang:?}: {n}");
        }
    }
}

#[test]
fn import_replay_and_delete() {
    let mut p = new_page();
    assert_words(&p);
    let g = finished_game(3);
    let n = g.history().len();
    p.handle(Action::Import(record_of(&g)));
    assert_eq!(p.notice().unwrap().key, "games-imported");
    let id = p.games().games()[0].id;
    assert_eq!(*p.screen(), Screen::Replay { id, step: 0 });
    assert!(p.take_dirty().games);
    assert_words(&p);
    p.handle(Action::Step(1));
    p.handle(Action::Step(1));
    assert_eq!(*p.screen(), Screen::Replay { id, step: 2 });
    p.handle(Action::Step(-5));
    assert_eq!(*p.screen(), Screen::Replay { id, step: 0 });
    p.handle(Action::Ends(true));
    assert_eq!(*p.screen(), Screen::Replay { id, step: n });
    p.handle(Action::Step(1));
    assert_eq!(*p.screen(), Screen::Replay { id, step: n }, "no step past the end");
    // Past the last turn: the end, the last play marked.
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(html.contains("<svg") && html.contains(&format!("The end of the game ({n} turns).")));
    // A turn: the position before it, with its roll, and the play made as arrows.
    p.handle(Action::Turn(0));
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(
        html.contains("(1 of ") && html.contains(r#"class="arrow played"#),
        "{html}"
    );
    assert!(html.contains(&record_of(&g).lines().nth(4).unwrap()[..5]));
    p.handle(Action::List);
    let list = view::render(&p, cx(Lang::De, &date));
    assert!(list.contains("Geladene Notation") && list.contains("gewinnt"));
    p.handle(Action::Open(id));
    // Deleting asks first: not deleted without the question; Keep (or any other action) puts
    // the question away.
    p.handle(Action::Delete(id));
    assert_eq!(p.games().games().len(), 1, "not without asking");
    p.handle(Action::AskDelete);
    assert!(p.confirming_delete());
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(html.contains("Delete this game for good?") && html.contains(r#"data-action="keep-game""#));
    assert_words(&p);
    p.handle(Action::KeepGame);
    assert!(!p.confirming_delete());
    assert_eq!(p.games().games().len(), 1);
    p.handle(Action::AskDelete);
    p.handle(Action::Step(-1));
    p.handle(Action::Delete(id));
    assert_eq!(p.games().games().len(), 1, "another action put the question away");
    p.handle(Action::AskDelete);
    p.handle(Action::Delete(id));
    assert!(p.games().games().is_empty());
    assert_eq!(*p.screen(), Screen::List);
}

#[test]
fn a_friends_game_by_its_record_link_is_kept_once_with_the_names() {
    use fevga_core::link::{RecordLink, Source};
    let mut p = new_page();
    let g = finished_game(7);
    // As the friend page writes it: the names in the record, from a friend, kept for Black.
    let info = RecordInfo {
        names: fevga_core::ByColor::new("Ann".into(), "Bo".into()),
        ..RecordInfo::default()
    };
    let link = RecordLink {
        record: record::export(&g, info),
        source: Source::Friend,
        you: Some(fevga_core::Color::Black),
    };
    let fragment = format!("#{}", link.to_fragment());
    let Some(Action::Link(read)) = link_action(&fragment) else {
        panic!("a record link: {fragment}");
    };
    assert_eq!(read, link);
    p.handle(Action::Link(read));
    assert_eq!(p.notice().unwrap().key, "games-imported");
    let id = p.games().games()[0].id;
    assert_eq!(*p.screen(), Screen::Replay { id, step: 0 });
    let kept = p.games().get(id).unwrap();
    assert_eq!((kept.opponent, kept.you), (Opponent::Friend, Some(Color::Black)));
    let (head, _) = view::row_words(kept, 0, cx(Lang::De, &date));
    assert!(
        head.contains("Gegen Freunde per Link") && head.contains("Weiß: Ann, Schwarz: Bo"),
        "{head}"
    );
    assert_words(&p);
    // "Review this game" again: the game kept is opened, no second copy.
    p.take_dirty();
    p.handle(link_action(&fragment).unwrap());
    assert_eq!(p.games().games().len(), 1);
    assert_eq!(p.notice().unwrap().key, "games-kept-already");
    assert_eq!(*p.screen(), Screen::Replay { id, step: 0 });
    assert_words(&p);
    // A fragment without a record link is none of the page's business; a damaged one is said.
    assert!(link_action("#game=1.abc").is_none());
    assert!(link_action("").is_none());
    for bad in ["#record=@@@", "#record=", "#record=QQ&from=computer"] {
        assert!(matches!(link_action(bad), Some(Action::BadLink)), "{bad}");
    }
    // An old link with no source is an import, as before.
    let bare = RecordLink {
        record: record_of(&finished_game(8)),
        ..RecordLink::default()
    };
    p.handle(link_action(&bare.to_fragment()).unwrap());
    assert_eq!(p.games().games().len(), 2);
    assert_eq!(p.games().games()[1].opponent, Opponent::Imported);
}

/// A match of others watched on the friend page (issue 32's spectator): its review link files it
/// as watched, for no side; the list says so in every language, names both players and who won
/// (no "you won"); its review deals no card to the person's deck (they made none of its plays).
#[test]
fn a_game_watched_is_listed_as_watched_with_both_names_and_deals_no_card() {
    use fevga_core::link::{RecordLink, Source};
    let g = finished_game(7);
    let Phase::Over(r) = g.phase() else {
        unreachable!("finished")
    };
    let info = RecordInfo {
        names: fevga_core::ByColor::new("Ann".into(), "Bo".into()),
        ..RecordInfo::default()
    };
    let link = RecordLink {
        record: record::export(&g, info),
        source: Source::Watched,
        you: None,
    };
    let fragment = format!("#{}", link.to_fragment());
    let Some(Action::Link(read)) = link_action(&fragment) else {
        panic!("a record link: {fragment}");
    };
    assert_eq!(read, link);
    let mut p = new_page();
    p.handle(Action::Link(read));
    assert_eq!(p.notice().unwrap().key, "games-imported");
    let kept = p.games().games()[0].clone();
    assert_eq!((kept.opponent, kept.you), (Opponent::Watched, None));
    let labels = [
        (Lang::En, "Watched by link", "White: Ann, Black: Bo"),
        (Lang::De, "Zugeschaut per Link", "Weiß: Ann, Schwarz: Bo"),
        (Lang::Tr, "Bağlantıyla izlenen oyun", "Beyaz: Ann, Siyah: Bo"),
        (Lang::Bg, "Гледана игра по връзка", "Белите: Ann, Черните: Bo"),
    ];
    for (lang, label, names) in labels {
        let c = cx(lang, &date);
        let (head, rest) = view::row_words(&kept, 0, c);
        assert!(head.contains(label) && head.contains(names), "{lang:?}: {head}");
        assert!(!head.contains(&c.g.t("games-vs-friend")), "{lang:?}: {head}");
        // Who won, by side: the watcher neither won nor lost.
        let won = c.g.tf(
            "games-won",
            &[
                ("side", fevga_i18n::Arg::Str(&fevga_i18n::color_name(c.m, r.winner))),
                ("n", fevga_i18n::Arg::Num(i64::from(r.points))),
            ],
        );
        assert!(rest.contains(&won), "{lang:?}: {rest}");
        for you in ["games-you-won", "games-you-lost"] {
            let said = c.g.tf(you, &[("n", fevga_i18n::Arg::Num(i64::from(r.points)))]);
            assert!(!rest.contains(&said), "{lang:?}: {rest}");
        }
    }
    assert_words(&p);
    // Its file is named by both players.
    assert!(crate::question::file_name(&kept).ends_with("-ann-vs-bo.txt"));
    // Reviewed: its error rates are noted, and no card is dealt (neither side was the person's).
    assert!(rate_all(&mut p) > 0);
    assert!(p.games().get(kept.id).unwrap().rates.is_some());
    assert!(
        p.analysed(kept.id).unwrap().review.turns.iter().any(|t| matches!(
            t.label,
            Some(fevga_ai::review::Label::Mistake | fevga_ai::review::Label::Blunder)
        )),
        "first-play games have mistakes"
    );
    assert!(p.deck().cards().is_empty(), "no card from a game watched");
    assert_words(&p);
    p.handle(Action::List);
    assert_words(&p);
    // Its review opened again from the friend page: the game kept, still watched.
    p.handle(link_action(&fragment).unwrap());
    assert_eq!(p.notice().unwrap().key, "games-kept-already");
    assert_eq!(p.games().games().len(), 1);
    assert_eq!(p.games().games()[0].opponent, Opponent::Watched);
}

#[test]
fn a_game_kept_already_is_recognised_however_it_is_spaced() {
    let mut p = new_page();
    let good = record_of(&finished_game(5));
    p.handle(Action::Import(good.clone()));
    let id = p.games().games()[0].id;
    p.take_dirty();
    // The same game pasted again with other spacing (blank lines, spaces at the ends of
    // lines, Windows line ends): that game is opened, no second copy.
    let respaced: String = good.lines().map(|l| format!("  {l}  \r\n\r\n")).collect();
    assert_ne!(respaced.trim(), good.trim());
    p.handle(Action::List);
    p.handle(Action::Import(respaced));
    assert_eq!(p.games().games().len(), 1, "{:?}", p.notice());
    assert_eq!(p.notice().unwrap().key, "games-kept-already");
    assert_eq!(*p.screen(), Screen::Replay { id, step: 0 });
    // Another game (other names) is another entry.
    let named = record::export(
        &finished_game(5),
        RecordInfo {
            names: fevga_core::ByColor::new("Ann".into(), String::new()),
            ..RecordInfo::default()
        },
    );
    p.handle(Action::Import(named));
    assert_eq!(p.games().games().len(), 2);
    assert_eq!(p.notice().unwrap().key, "games-imported");
}

#[test]
fn the_result_is_said_from_the_person_s_side_when_known() {
    use fevga_core::link::{RecordLink, Source};
    let g = finished_game(9);
    let Phase::Over(r) = g.phase() else {
        unreachable!("finished")
    };
    let points = |n: u8| {
        if n == 1 {
            "1 point".to_string()
        } else {
            format!("{n} points")
        }
    };
    for you in Color::BOTH {
        let mut p = new_page();
        p.handle(Action::Link(RecordLink {
            record: record_of(&g),
            source: Source::Friend,
            you: Some(you),
        }));
        let kept = p.games().games()[0].clone();
        let (_, rest) = view::row_words(&kept, 0, cx(Lang::En, &date));
        let said = if you == r.winner { "You won" } else { "You lost" };
        assert!(rest.contains(&format!("{said} {}", points(r.points))), "{rest}");
        // The replay's heading says it too, and every language has its words.
        let html = view::render(&p, cx(Lang::En, &date));
        assert!(html.contains(said), "{html}");
        assert_words(&p);
        p.handle(Action::List);
        assert_words(&p);
    }
    // Not known whose side: who won, as before.
    let mut p = new_page();
    p.handle(Action::Import(record_of(&g)));
    let (_, rest) = view::row_words(&p.games().games()[0], 0, cx(Lang::En, &date));
    assert!(rest.contains(" won ") && !rest.contains("You"), "{rest}");
}

#[test]
fn a_refused_play_says_the_rule_it_breaks_at_the_import_box() {
    use fevga_core::{PartialTurn, Refusal};
    let g = finished_game(5);
    let good = record_of(&g);
    let lines: Vec<&str> = good.lines().collect();
    let first_turn = lines.iter().position(|l| l.starts_with("1. ")).unwrap();
    // A turn whose roll has a step onto a point the opponent holds: that step written instead.
    let (i, line, mover) = g
        .history()
        .iter()
        .enumerate()
        .skip(1)
        .find_map(|(i, t)| {
            let turn = PartialTurn::new(t.before, g.rules(), t.dice);
            let d = t.dice.higher_first().to_string();
            (1..=24u8).find_map(|from| {
                t.dice.faces().filter(|&die| die < from).find_map(|die| {
                    matches!(turn.why_not(from, die), Some(Refusal::PointHeld { .. })).then(|| {
                        let side = t.color.letter();
                        (i, format!("{}. {side} {d}: {from}/{}", i + 1, from - die), t.color)
                    })
                })
            })
        })
        .expect("a step onto a held point in a whole game");
    let mut bad: Vec<String> = lines[..first_turn + i].iter().map(ToString::to_string).collect();
    bad.push(line.clone());
    let mut p = new_page();
    p.handle(Action::Import(bad.join("\n")));
    let n = p.notice().unwrap().clone();
    assert_eq!(n.key, "games-err-illegal");
    assert!(
        matches!(n.why, Some((Refusal::PointHeld { .. }, c)) if c == mover),
        "{n:?} {line}"
    );
    assert!(p.games().games().is_empty(), "nothing added");
    // Said with the game page's sentence, beside the import box (not at the top).
    let html = view::render(&p, cx(Lang::En, &date));
    let at = html.find("is held by your opponent").expect("the rule said");
    assert!(at > html.find(r#"id="g-paste""#).unwrap(), "beside the import box");
    assert!(html.contains(r#"aria-describedby="g-notice""#));
    assert_eq!(
        html.matches("g-notice\"").count(),
        2,
        "said once, the box pointing to it"
    );
    let words = view::notice_text(&p, cx(Lang::Tr, &date)).unwrap();
    assert!(
        words.starts_with(&format!("{}. satır: ", first_turn + i + 1)),
        "{words}"
    );
    assert!(words.contains(&line), "{words}");
    assert_words(&p);
}

#[test]
fn the_replay_numbers_each_turn_as_the_record_does() {
    use fevga_core::link::{RecordLink, Source};
    let g = finished_game(4);
    let text = record_of(&g);
    // Kept for Black (the board turned for Black): each side's play is still said in the
    // mover's own numbering, with the turn's number, as the record writes it.
    let mut p = new_page();
    p.handle(Action::Link(RecordLink {
        record: text.clone(),
        source: Source::Friend,
        you: Some(Color::Black),
    }));
    let turns: Vec<&str> = text.lines().filter(|l| l.contains(". ") && l.contains(':')).collect();
    assert_eq!(turns.len(), g.history().len());
    let a = p.analysed(p.replayed().unwrap()).unwrap();
    for (i, line) in turns.iter().enumerate() {
        let step = i + 1;
        let said = view::turn_words(&a, i, cx(Lang::En, &date));
        let (head, play) = line.split_once(": ").unwrap();
        assert!(said.starts_with(&format!("Turn {step}: ")), "{said}");
        if play != "pass" {
            assert!(said.contains(&format!("played {play}.")), "{line} / {said}");
        }
        assert!(head.starts_with(&format!("{step}. ")));
    }
}

#[test]
fn a_bad_record_is_refused_with_its_line_and_nothing_changes() {
    let mut p = new_page();
    let good = record_of(&finished_game(5));
    p.handle(Action::Import(good.clone()));
    let before = p.games().clone();
    p.take_dirty();
    // An illegal play on line 6 (a turn's dice changed, so the move no longer fits).
    let lines: Vec<&str> = good.lines().collect();
    let mut bad: Vec<String> = lines.iter().map(ToString::to_string).collect();
    bad[5] = "2. B 1-1: 24/12".to_string();
    p.handle(Action::Import(bad.join("\n")));
    let n = p.notice().unwrap().clone();
    assert!(n.error);
    assert_eq!(n.n, 6);
    assert_eq!(n.text, "2. B 1-1: 24/12");
    assert_eq!(*p.games(), before, "nothing added, nothing lost");
    assert_eq!(
        p.draft(),
        bad.join("\n"),
        "the text refused stays in the box, to be mended"
    );
    assert!(view::render(&p, cx(Lang::En, &date)).contains(">Fevga record\nRules: fevga\n"));
    assert_eq!(p.take_dirty(), crate::page::Dirty::default());
    let words = view::notice_text(&p, cx(Lang::En, &date)).unwrap();
    assert!(words.starts_with("Line 6: "), "{words}");
    assert_words(&p);
    for (text, key) in [
        ("hello", "games-err-not-record"),
        (
            "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n7. W 6-5: 24/13",
            "games-err-turn-number",
        ),
        ("Fevga record\nRules: tavla\n", "games-err-header"),
        (
            "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/13\nResult: Black wins 1 point",
            "games-err-result",
        ),
        (
            "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-9: 24/13",
            "games-err-dice",
        ),
    ] {
        p.handle(Action::Import(text.to_string()));
        assert_eq!(p.notice().map(|n| n.key), Some(key), "{text}");
        assert_eq!(*p.games(), before);
    }
    p.handle(Action::BadLink);
    assert_eq!(p.notice().map(|n| n.key), Some("games-err-link"));
    assert_words(&p);
}

#[test]
fn a_review_fills_the_deck_with_the_persons_mistakes_and_practice_schedules_them() {
    let g = finished_game(7);
    let mut games = Games::default();
    let id = games.keep_played(
        &record_of(&g),
        Opponent::Computer(store::Level::Beginner),
        Some(Color::White),
        10 * DAY,
    );
    let mut p = Page::new(games, Deck::default(), Reviews::default(), 20_000 * DAY);
    let About::Turn {
        id: first,
        turn: first_turn,
        ..
    } = p.next_question().expect("a turn to rate").about
    else {
        panic!("a turn")
    };
    assert_eq!(first, id, "the finished game");
    // The turns before the first choice are rated `-` without asking.
    assert_eq!(p.reviews().rated(id), first_turn);
    assert!(p.reviews().lines(id).iter().all(|l| l == "-"));
    // Half the game rated, then the page made again from what was kept (a reload): it goes on
    // from the next turn.
    let half = g.history().len() / 2;
    while let Some(q) = p.next_question() {
        let About::Turn { id, turn, .. } = q.about else {
            panic!("a turn to rate")
        };
        if turn >= half {
            break;
        }
        p.handle(Action::Rated {
            id,
            turn,
            line: rate(&q.request),
        });
    }
    let kept = p.reviews().clone();
    assert!(kept.rated(id) >= half);
    // The list says the review is under way.
    let (_, rest) = view::row_words(p.games().get(id).unwrap(), kept.rated(id), cx(Lang::En, &date));
    assert!(rest.ends_with("Review under way"), "{rest}");
    assert!(p.games().get(id).unwrap().rates.is_none() && p.deck().cards().is_empty());
    let mut p = Page::new(p.games().clone(), Deck::default(), kept.clone(), 20_000 * DAY);
    assert_eq!(
        match p.next_question().unwrap().about {
            About::Turn { turn, .. } => turn,
            _ => usize::MAX,
        },
        kept.rated(id),
        "resumed where it stopped"
    );
    assert!(rate_all(&mut p) > 0);
    let r = review(&g, Level::Strong);
    assert_eq!(
        p.analysed(id).unwrap().review.turns,
        r.turns,
        "the review kept is the computer's"
    );
    assert!(p.games().get(id).unwrap().rates.is_some());
    assert!(p.next_question().is_none(), "reviewed once");
    // Only White's (the person's) mistakes and blunders became cards.
    let wanted = r
        .turns
        .iter()
        .filter(|t| {
            t.color == fevga_core::Color::White
                && matches!(
                    t.label,
                    Some(fevga_ai::review::Label::Mistake | fevga_ai::review::Label::Blunder)
                )
        })
        .count();
    assert!(wanted > 0, "first-play games have mistakes");
    assert_eq!(p.deck().cards().len(), wanted);
    let dirty = p.take_dirty();
    assert!(dirty.games && dirty.deck && dirty.reviews);
    // The game opened again adds nothing, nor does the same game imported again.
    p.handle(Action::Open(id));
    assert_eq!(rate_all(&mut p), 0);
    p.handle(Action::Import(record_of(&g)));
    assert_eq!(p.notice().unwrap().key, "games-kept-already");
    assert_eq!(rate_all(&mut p), 0);
    assert_eq!(p.deck().cards().len(), wanted);
    assert_words(&p);
    // Practise: a wrong answer, then the right one on the next card.
    p.handle(Action::Practise);
    let q = p.question().expect("a card shown");
    assert_eq!(q.plays[q.played].notation(), q.card.played);
    assert_words(&p);
    let wrong = q.played;
    p.handle(Action::Choose(wrong));
    p.handle(Action::Check);
    assert_eq!(p.notice().unwrap().key, "games-wrong");
    let key = q.card.key.clone();
    let card = p.deck().cards().iter().find(|c| c.key == key).unwrap();
    assert_eq!((card.sm2.lapses, card.sm2.due), (1, p.today() + 1));
    assert_words(&p);
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(html.contains("Best: ") && html.contains("In the game: "));
    let due = p.deck().due(p.today());
    assert_eq!(due, wanted - 1);
    if due > 0 {
        p.handle(Action::Practise);
        let q = p.question().unwrap();
        p.handle(Action::Choose(q.best));
        p.handle(Action::Check);
        assert_eq!(p.notice().unwrap().key, "games-right");
        assert_eq!(p.deck().due(p.today()), due - 1);
    }
    // Clearing asks first.
    p.handle(Action::List);
    p.handle(Action::Clear);
    assert!(!p.deck().cards().is_empty(), "not without asking");
    p.handle(Action::AskClear);
    assert!(p.confirming_clear());
    assert_words(&p);
    p.handle(Action::Clear);
    assert!(p.deck().cards().is_empty());
}

/// A page showing the first card of a reviewed first-play game.
fn practising() -> Page {
    let g = finished_game(7);
    let mut games = Games::default();
    let id = games.keep_played(
        &record_of(&g),
        Opponent::Computer(store::Level::Beginner),
        Some(Color::White),
        10 * DAY,
    );
    let mut p = Page::new(games, Deck::default(), Reviews::default(), 20_000 * DAY);
    rate_all(&mut p);
    assert!(p.games().get(id).unwrap().rates.is_some());
    p.handle(Action::Practise);
    p
}

fn spot_of(mover: fevga_core::Color, to: fevga_core::StepTo) -> Spot {
    match to {
        fevga_core::StepTo::Point(p) => Spot::Point(mover.to_white(p)),
        fevga_core::StepTo::Off => Spot::Tray(mover),
    }
}

#[test]
fn a_card_is_answered_on_the_board_step_by_step_with_undo() {
    let mut p = practising();
    let q = p.question().expect("a card");
    let mover = q.mover();
    // Nothing chosen yet: Check asks for a whole play first and changes nothing.
    assert!(matches!(p.screen(), Screen::Practice { choice: None, .. }));
    p.handle(Action::Check);
    assert_eq!(p.notice().unwrap().key, "games-play-first");
    assert!(matches!(p.screen(), Screen::Practice { answered: None, .. }));
    // The board is live: the card's checkers that can move are marked, the focus on one.
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(html.contains(r#"class="board live""#), "{html}");
    let e = p.entry().expect("the board takes the play");
    assert_eq!(p.focus(), Spot::Point(e.first_movable().unwrap()));
    // The best play entered one die at a time: a tap on the checker, a tap on where it goes.
    let best = q.plays[q.best];
    for (i, st) in best.steps().iter().enumerate() {
        p.handle(Action::Tap(Spot::Point(mover.to_white(st.from))));
        assert!(p.entry().unwrap().selected().is_some());
        p.handle(Action::Tap(spot_of(mover, st.to())));
        assert_eq!(p.said(), Some(Said::Moved), "step {i}");
        if i == 0 && best.steps().len() > 1 {
            // A move said with the dice left; Undo takes it back, and it is entered again.
            let said = view::practice_said(&p, cx(Lang::En, &date)).unwrap();
            assert!(said.contains("left to play"), "{said}");
            p.handle(Action::Undo);
            assert_eq!(p.said(), Some(Said::Undone));
            assert_eq!(p.entry().unwrap().moves(), 0);
            p.handle(Action::Drag {
                from: mover.to_white(st.from),
                to: spot_of(mover, st.to()),
            });
            assert_eq!(p.said(), Some(Said::Moved));
        }
    }
    // Complete: the list shows the play the board made, and Check is right.
    let Screen::Practice { choice: Some(c), .. } = p.screen().clone() else {
        panic!("the play on the board is chosen");
    };
    assert!(q.is_right(c));
    for lang in Lang::ALL {
        let said = view::practice_said(&p, cx(lang, &date)).unwrap();
        assert!(!said.contains("games-") && !said.contains("{ $"), "{lang:?}: {said}");
    }
    assert_words(&p);
    p.handle(Action::Check);
    assert_eq!(p.notice().unwrap().key, "games-right");
    // Answered: the board no longer takes input.
    assert!(p.entry().is_none());
    let before = p.screen().clone();
    p.handle(Action::Tap(Spot::Point(mover.to_white(best.steps()[0].from))));
    assert_eq!(p.screen(), &before);
    assert!(!view::render(&p, cx(Lang::En, &date)).contains("board live"));
}

#[test]
fn a_play_chosen_from_the_list_is_shown_on_the_board_and_a_refused_step_says_why() {
    let mut p = practising();
    let q = p.question().expect("a card");
    let mover = q.mover();
    let played = q.plays[q.played];
    p.handle(Action::Choose(q.played));
    let e = p.entry().unwrap();
    assert_eq!(
        q.position.after(e.completed().as_ref()),
        q.position.after(Some(&played)),
        "the board shows the play chosen"
    );
    assert!(matches!(p.screen(), Screen::Practice { choice: Some(c), .. } if *c == q.played));
    // Undo on the board: the play is no longer whole, nothing is chosen.
    p.handle(Action::Undo);
    assert!(matches!(p.screen(), Screen::Practice { choice: None, .. }));
    // A tap on a point of the opponent's: nothing to take up there, nothing said.
    p.handle(Action::Undo);
    while p.entry().unwrap().moves() > 0 {
        p.handle(Action::Undo);
    }
    let theirs = (1..=24)
        .filter_map(fevga_core::WhitePoint::new)
        .find(|&w| q.position.at(w).is_some_and(|(c, _)| c != mover))
        .unwrap();
    p.handle(Action::Tap(Spot::Point(theirs)));
    assert_eq!(p.said(), None);
    // A refused step says the core's rule in every language: a checker a rule holds, or a step
    // onto a point the opponent holds, on this card or a later one.
    let refused = |p: &mut Page| -> bool {
        let q = p.question().unwrap();
        let mover = q.mover();
        let points: Vec<_> = (1..=24).filter_map(fevga_core::WhitePoint::new).collect();
        for &w in &points {
            if q.position.at(w).is_some_and(|(c, _)| c == mover) {
                p.handle(Action::Tap(Spot::Point(w)));
                if matches!(p.said(), Some(Said::Refused(_))) {
                    return true;
                }
                for &t in points
                    .iter()
                    .filter(|&&t| q.position.at(t).is_some_and(|(c, _)| c != mover))
                {
                    if p.entry().unwrap().selected() != Some(w) {
                        p.handle(Action::Tap(Spot::Point(w)));
                    }
                    p.handle(Action::Tap(Spot::Point(t)));
                    if matches!(p.said(), Some(Said::Refused(_))) {
                        return true;
                    }
                    while p.entry().unwrap().moves() > 0 {
                        p.handle(Action::Undo);
                    }
                }
            }
        }
        false
    };
    let mut found = refused(&mut p);
    while !found && p.deck().due(p.today()) > 1 {
        let q = p.question().unwrap();
        p.handle(Action::Choose(q.best));
        p.handle(Action::Check);
        p.handle(Action::Practise);
        found = refused(&mut p);
    }
    assert!(found, "some card has a step a rule refuses");
    let before = p.entry().unwrap().turn().steps().len();
    for lang in Lang::ALL {
        let said = view::practice_said(&p, cx(lang, &date)).unwrap();
        assert!(!said.is_empty() && !said.contains("why-"), "{lang:?}: {said}");
    }
    assert_eq!(
        p.entry().unwrap().turn().steps().len(),
        before,
        "a refusal changes nothing"
    );
    assert!(view::render(&p, cx(Lang::En, &date)).contains(r#"class="said why""#));
}

#[test]
fn a_line_tried_from_a_turn_gets_the_computers_verdict_a_step_back_and_the_way_back() {
    let g = finished_game(7);
    let mut p = new_page();
    p.handle(Action::Import(record_of(&g)));
    let id = p.replayed().unwrap();
    let games = p.games().clone();
    // A turn with a choice whose play was not the only one.
    let k = g
        .history()
        .iter()
        .position(|t| t.play.is_some() && t.before.legal_plays(g.rules(), t.dice).len() >= 3)
        .unwrap();
    let t = &g.history()[k];
    p.handle(Action::Turn(k));
    p.handle(Action::Explore);
    let e = p.explore().expect("a line tried");
    assert_eq!((e.from, e.position(), e.dice), (k, t.before, t.dice));
    assert_eq!(p.entry().unwrap().mover(), t.color);
    // Another play than the game's, entered on the board a step at a time.
    let plays = t.before.legal_plays(g.rules(), t.dice);
    let other = *plays
        .iter()
        .find(|q| q.position() != t.play.unwrap().position())
        .unwrap();
    for st in other.steps() {
        p.handle(Action::Tap(Spot::Point(t.color.to_white(st.from))));
        p.handle(Action::Tap(spot_of(t.color, st.to())));
    }
    let e = p.explore().unwrap();
    assert_eq!(e.tried.len(), 1, "the play joined the line");
    assert_eq!(e.tried[0].play.map(|q| q.position()), Some(other.position()));
    assert_eq!(e.position().turn(), t.color.other(), "the other side's turn");
    // The computer is asked about it before any turn of the review.
    let q = p.next_question().unwrap();
    let About::Tried(serial) = q.about else {
        panic!("the play tried is asked first")
    };
    let Reply::Rated(best, played) = Job::new(&q.request).run() else {
        panic!("a rating")
    };
    p.handle(Action::TriedRated { serial, best, played });
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(html.contains(r#"class="explore""#), "{html}");
    let verdict = if (best.equity - played.equity).max(0.0) < 0.02 {
        "A good play"
    } else {
        "points lost. Best: "
    };
    assert!(html.contains(verdict), "{html}");
    assert!(view::said(&p, cx(Lang::En, &date)).unwrap().contains(&other.notation()));
    // Played on against the computer: a link to the game page from the line's position.
    let e = p.explore().unwrap();
    let link = fevga_core::link::Link {
        position: e.position(),
        dice: Some(e.dice),
        rules: g.rules(),
    };
    assert!(
        html.contains(&format!(
            r#"href="../?lang=en#{}""#,
            link.to_fragment().replace('&', "&amp;")
        )),
        "{html}"
    );
    assert_words(&p);
    // Another roll for the next turn.
    p.handle(Action::ExploreDice("6-6".parse().unwrap()));
    assert_eq!(p.explore().unwrap().dice, "6-6".parse().unwrap());
    // A step back: the play taken back, the turn to enter again; then back to the review.
    p.handle(Action::ExploreBack);
    let e = p.explore().unwrap();
    assert!(e.tried.is_empty());
    assert_eq!((e.position(), e.dice), (t.before, t.dice));
    p.handle(Action::ExploreLeave);
    assert!(p.explore().is_none());
    assert_eq!(*p.screen(), Screen::Replay { id, step: k });
    // Nothing new kept.
    assert_eq!(*p.games(), games);
    // Stepping through the game ends a line tried too.
    p.handle(Action::Explore);
    p.handle(Action::Step(1));
    assert!(p.explore().is_none());
}

/// Enters `play` on the board of whatever takes a play now, a step at a time.
fn enter_on_board(p: &mut Page, play: &fevga_core::Play) {
    let mover = p.entry().expect("a play to enter").mover();
    for st in play.steps() {
        p.handle(Action::Tap(Spot::Point(mover.to_white(st.from))));
        p.handle(Action::Tap(spot_of(mover, st.to())));
    }
}

#[test]
fn a_game_from_a_real_board_is_entered_roll_by_roll_checked_kept_once_and_reviewed() {
    use crate::otb::Setup;
    // The game to enter, as it was played on a real board.
    let g = finished_game(5);
    let o = g.opening().unwrap();
    let mut p = new_page();
    p.handle(Action::OtbOpen);
    assert_eq!(*p.screen(), Screen::OverTheBoard);
    assert_words(&p);
    let setup = Setup::read("fevga", ["Ann".into(), "Bo".into()], "white", "none").unwrap();
    assert_eq!(Setup::read("tavla", ["".into(), "".into()], "white", "none"), None);
    assert_eq!(Setup::read("fevga", ["".into(), "".into()], "red", "none"), None);
    p.handle(Action::OtbStart(setup));
    // A tied opening is refused, said, and changes nothing.
    p.handle(Action::OtbRoll("4-4".parse().unwrap()));
    assert_eq!(p.notice().map(|n| n.key), Some("games-otb-tie"));
    assert!(p.over_the_board().unwrap().game().opening().is_none());
    for (i, t) in g.history().iter().enumerate() {
        let dice = if i == 0 {
            fevga_core::Dice::new(o.white(), o.black()).unwrap()
        } else {
            t.dice
        };
        p.handle(Action::OtbRoll(dice));
        match t.play {
            Some(play) => {
                // A wrong step first: refused by the core, said, nothing played.
                enter_on_board(&mut p, &play);
            }
            None => assert!(p.entry().is_none(), "a roll that cannot be played passes"),
        }
        assert_eq!(p.over_the_board().unwrap().game().history().len(), i + 1, "turn {i}");
        if i == 3 {
            assert_words(&p);
            // Take back the last turn, and give it again.
            p.handle(Action::OtbUndo);
            assert_eq!(p.over_the_board().unwrap().game().history().len(), i);
            p.handle(Action::OtbRoll(t.dice));
            if let Some(play) = t.play {
                enter_on_board(&mut p, &play);
            }
        }
    }
    let entered = p.over_the_board().unwrap().game().clone();
    assert_eq!(entered.history(), g.history(), "the same game, checked play by play");
    assert!(entered.result().is_some());
    assert_words(&p);
    p.handle(Action::OtbKeep);
    let id = p.replayed().expect("opened on the analysis board");
    let kept = p.games().get(id).unwrap();
    assert_eq!(kept.opponent, Opponent::OverTheBoard);
    assert_eq!(kept.you, Some(Color::White));
    assert!(kept.record.contains("White: Ann") && kept.record.contains("Black: Bo"));
    assert!(view::render(&p, cx(Lang::De, &date)).contains("Am echten Brett"));
    // Reviewed like any other.
    assert!(rate_all(&mut p) > 0);
    assert!(p.games().get(id).unwrap().rates.is_some());
}

#[test]
fn against_the_computer_on_a_real_board_the_person_gives_the_dice_and_the_computer_plays() {
    use crate::otb::Setup;
    let mut p = new_page();
    p.handle(Action::OtbStart(
        Setup::read("multezim", ["".into(), "".into()], "white", "beginner").unwrap(),
    ));
    // White (the person) opens: 6-1.
    p.handle(Action::OtbRoll("6-1".parse().unwrap()));
    let plays = p.entry().unwrap().turn().plays().to_vec();
    enter_on_board(&mut p, &plays[0]);
    // Black's roll, given by the person: the computer is asked for its play.
    p.handle(Action::OtbRoll("5-2".parse().unwrap()));
    assert!(p.entry().is_none(), "the computer's roll is not entered on the board");
    let q = p.next_question().expect("the computer asked");
    assert_eq!(q.about, About::Choose);
    let Reply::Chosen(play) = Job::new(&q.request).run() else {
        panic!("a play")
    };
    p.handle(Action::OtbChosen(play));
    let o = p.over_the_board().unwrap();
    assert_eq!(o.game().history().len(), 2);
    assert_eq!(o.shown().map(|(c, _)| c), Some(Color::Black));
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(
        html.contains("The computer plays") && html.contains("make it on your board"),
        "{html}"
    );
    assert_words(&p);
    // Take back: the computer's play goes with the person's before it, whose roll is to give
    // again (here the opening's).
    p.handle(Action::OtbUndo);
    let g = p.over_the_board().unwrap().game();
    assert_eq!((g.history().len(), g.phase()), (0, fevga_core::Phase::Opening));
}

#[test]
fn a_turns_best_and_played_plays_are_rolled_out_from_the_analysis_board() {
    let g = finished_game(7);
    let mut p = new_page();
    p.handle(Action::Import(record_of(&g)));
    let id = p.replayed().unwrap();
    rate_all(&mut p);
    let k = turn_not_played_best(&p, id);
    p.handle(Action::Turn(k));
    assert!(view::render(&p, cx(Lang::En, &date)).contains(r#"data-action="roll-out""#));
    p.handle(Action::RollOut);
    let q = p.next_question().unwrap();
    assert_eq!(q.about, About::Rollout);
    assert!(p.next_question().is_none(), "asked once");
    p.handle(Action::RolloutProgress(648, 2592));
    assert!(view::render(&p, cx(Lang::En, &date)).contains("Playing on… 25%"));
    let Reply::RolledOut(rolled) = Job::new(&q.request).run() else {
        panic!("a rollout")
    };
    assert_eq!(rolled.len(), 2);
    p.handle(Action::RolledOut(rolled));
    let html = view::render(&p, cx(Lang::En, &date));
    assert!(html.contains("Played on 1296 times each"), "{html}");
    assert_words(&p);
    // Another turn: the rollout belongs to its turn.
    p.handle(Action::Step(1));
    assert!(p.rollout().is_none());
}

#[test]
fn the_computers_answers_in_the_background_leave_what_the_person_did_as_it_was() {
    let g = finished_game(3);
    let mut p = new_page();
    p.handle(Action::Import(record_of(&g)));
    let answer = |p: &mut Page| {
        let q = p.next_question().unwrap();
        let About::Turn { id, turn, .. } = q.about else {
            panic!("a turn")
        };
        p.handle(Action::Rated {
            id,
            turn,
            line: rate(&q.request),
        });
        assert_eq!(p.reviews().rated(id), turn + 1, "the answer kept");
    };
    answer(&mut p);
    assert_eq!(p.notice().map(|n| n.key), Some("games-imported"), "the notice stays");
    p.handle(Action::AskDelete);
    answer(&mut p);
    assert!(
        p.confirming_delete(),
        "the question to delete still waits for its answer"
    );
}
