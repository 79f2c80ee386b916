//! Whole matches by links, and the links refused.

use fevga_core::Color;
use fevga_i18n::Lang;

use super::{cx, date, invite, link, page, play_out};
use crate::action::Action;
use crate::page::{Turn, turn_of};
use crate::shelf::Shelf;
use crate::view;

#[test]
fn two_friends_play_a_whole_match_by_links() {
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 3);
    assert_eq!(turn_of(ann.current().unwrap()), Turn::Theirs);
    bo.handle(Action::Open(invitation), 2.0);
    // The invitation is shown first: who invites, to what; Bo gives a name and joins.
    assert!(bo.shelf().games().is_empty());
    for lang in Lang::ALL {
        let html = view::render(&bo, cx(lang, &date));
        assert!(html.contains("Ann") && html.contains(r#"data-action="join""#), "{html}");
        assert!(!html.contains("friend-"), "{lang:?}: a raw key");
    }
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    assert_eq!(bo.notice().map(|n| n.key), Some("friend-joined"));
    let answer = link(&bo);
    ann.handle(Action::Open(answer), 3.0);
    assert_eq!(ann.current().unwrap().their_name(), "Bo");
    let sent = play_out(&mut ann, &mut bo, 2000);
    assert!(sent < 2000 && sent > 20, "{sent}");
    let (a, b) = (ann.current().unwrap(), bo.current().unwrap());
    assert_eq!(turn_of(a), Turn::Over);
    assert_eq!(turn_of(b), Turn::Over);
    assert_eq!(a.match_state().score(), b.match_state().score());
    let winner = a.match_state().winner().unwrap();
    assert!(*a.match_state().score().get(winner) >= 3);
    // The end is shown with the score, in each language, and a rematch is offered.
    for lang in Lang::ALL {
        let html = view::render(&ann, cx(lang, &date));
        assert!(html.contains(r#"data-action="rematch""#));
        assert!(!html.contains("friend-"), "{lang:?}: a raw key in {html}");
    }
}

#[test]
fn old_replayed_tampered_and_third_person_links_change_nothing() {
    let (mut ann, mut bo, mut cy) = (page(1), page(2), page(3));
    let invitation = invite(&mut ann, 1);
    bo.handle(Action::Open(invitation.clone()), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    let answer = link(&bo);
    ann.handle(Action::Open(answer.clone()), 3.0);
    play_out(&mut ann, &mut bo, 4);
    // Whose link is out now: take it, then the friend moves on.
    let (from, to) = if ann.current().unwrap().sent_last() {
        (&mut ann, &mut bo)
    } else {
        (&mut bo, &mut ann)
    };
    let latest = link(from);
    let before = to.shelf().to_text();
    to.take_dirty();
    // The same link twice.
    to.handle(Action::Open(latest.clone()), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-replay"));
    // An older link of the game.
    to.handle(Action::Open(answer.clone()), 9.0);
    assert!(to.notice().is_some_and(|n| n.error), "{:?}", to.notice());
    // A tampered link: one character changed, and a link cut short.
    let at = latest.len() - 10;
    let mut bytes = latest.clone().into_bytes();
    bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
    to.handle(Action::Open(String::from_utf8(bytes).unwrap()), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-damaged"));
    to.handle(Action::Open(latest[..latest.len() - 20].to_string()), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-damaged"));
    to.handle(Action::Open("no link here".into()), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-no-link"));
    assert!(!to.take_dirty());
    assert_eq!(to.shelf().to_text(), before, "nothing changed");
    // A third person opening the link joins nothing: it is no invitation.
    cy.handle(Action::Open(latest), 9.0);
    assert_eq!(cy.notice().map(|n| n.key), Some("friend-err-unknown"));
    assert!(cy.shelf().games().is_empty());
    // The invitation opened by a third person makes a game of theirs; its answer is refused
    // by the inviter, whose game has a friend already.
    cy.handle(Action::Open(invitation), 9.0);
    cy.handle(Action::Join { name: "Cy".into() }, 9.0);
    let stray = link(&cy);
    ann.handle(Action::Open(stray), 9.0);
    assert!(ann.notice().is_some_and(|n| n.error), "{:?}", ann.notice());
    // The own link.
    let mut dee = page(4);
    let own = invite(&mut dee, 1);
    dee.handle(Action::Open(own), 9.0);
    assert_eq!(dee.notice().map(|n| n.key), Some("friend-err-own"));
}

#[test]
fn a_link_changed_on_the_way_is_refused_as_changed_and_ours_as_not_ours() {
    use fevga_core::link::GameLink;
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 1);
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    play_out(&mut ann, &mut bo, 6);
    let (from, to) = if ann.current().unwrap().sent_last() {
        (&mut ann, &mut bo)
    } else {
        (&mut bo, &mut ann)
    };
    let latest = link(from);
    let fragment = GameLink::find_in(&latest).unwrap();
    let read = GameLink::from_fragment(fragment).unwrap();
    let before = to.shelf().to_text();
    // Whoever passed it on changed the sender's name (and made the checksum right): refused.
    let renamed = GameLink {
        name: "Mallory".into(),
        ..read.clone()
    };
    to.handle(Action::Open(renamed.to_fragment()), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-signature"));
    // The sender's own link, changed and sent back to them: not theirs, not to send on.
    from.handle(Action::Open(renamed.to_fragment()), 9.0);
    assert_eq!(from.notice().map(|n| n.key), Some("friend-err-not-ours"));
    // A later version's link.
    to.handle(Action::Open(fragment.replacen("game=2.", "game=3.", 1)), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-newer"));
    for lang in Lang::ALL {
        let text = view::notice_text(to, cx(lang, &date)).unwrap();
        assert!(!text.contains("friend-err"), "{lang:?}: {text}");
    }
    assert_eq!(to.shelf().to_text(), before, "nothing changed");
    // The genuine link, which it had taken before, is still known as such.
    to.handle(Action::Open(latest), 9.0);
    assert_eq!(to.notice().map(|n| n.key), Some("friend-err-replay"));
}

#[test]
fn resign_and_rematch() {
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 1);
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    bo.handle(Action::Resign, 4.0);
    bo.handle(Action::ResignYes, 4.0);
    assert_eq!(turn_of(bo.current().unwrap()), Turn::Over);
    ann.handle(Action::Open(link(&bo)), 5.0);
    assert_eq!(ann.notice().map(|n| n.key), Some("friend-resigned-them"));
    assert!(matches!(
        ann.current().unwrap().status(),
        fevga_core::correspondence::Status::Over {
            winner: Color::White,
            resigned: true
        }
    ));
    let html = view::render(&ann, cx(Lang::De, &date));
    assert!(html.contains("aufgegeben"), "{html}");
    // A rematch: a new game with a new link, the old one kept.
    ann.handle(Action::Rematch, 6.0);
    assert_eq!(ann.shelf().games().len(), 2);
    bo.handle(Action::Open(link(&ann)), 7.0);
    bo.handle(Action::Join { name: "Bo".into() }, 7.0);
    assert_eq!(bo.notice().map(|n| n.key), Some("friend-joined"));
    assert_eq!(bo.shelf().games().len(), 2);
}

#[test]
fn the_list_names_whose_turn_and_the_date_in_every_language() {
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 1);
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    ann.handle(Action::List, 4.0);
    for lang in Lang::ALL {
        let html = view::render(&ann, cx(lang, &date));
        assert!(html.contains("Bo"), "{html}");
        assert!(html.contains("t3"), "the date of the last change: {html}");
        assert!(!html.contains("friend-"), "{lang:?}: a raw key");
    }
    // The shelf as stored brings the same list back (a reload).
    let back = Shelf::from_text(&ann.shelf().to_text());
    assert_eq!(back.games().len(), 1);
    assert_eq!(back.games()[0].game.their_name(), "Bo");
}

/// Link lengths (fragments) at 10, 50 and 100 turns of a game, through a 7-point match of
/// games played out by links: printed for the README, and held under 1,500 characters (the
/// address adds the page's own, about 40 more).
#[test]
fn link_lengths_stay_short() {
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 7);
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    let (mut longest, mut most_turns) = (0, 0);
    let mut at: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
    while play_out(&mut ann, &mut bo, 1) == 1 {
        let from = if ann.current().unwrap().sent_last() { &ann } else { &bo };
        let g = from.current().unwrap();
        let (len, turns) = (g.link().len(), g.match_state().game().history().len());
        longest = longest.max(len);
        most_turns = most_turns.max(turns);
        for mark in [10, 50, 100] {
            if turns >= mark {
                // The first time a game reaches that many turns.
                at.entry(mark).or_insert(len);
            }
        }
    }
    println!(
        "longest game {most_turns} turns; link when a game first reached 10, 50, 100 turns: {at:?}; longest {longest}"
    );
    assert!(at.contains_key(&50), "{at:?}");
    assert!(longest < 1500, "{longest}");
}

#[test]
fn an_answer_or_a_half_of_the_roll_is_not_said_as_a_play() {
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 3);
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    let key = ann.notice().expect("a notice").key;
    // Said as what it is: Bo joined (and who opens).
    assert!(
        matches!(key, "friend-they-joined-play" | "friend-they-joined-reveal"),
        "{key}"
    );
    let opens = matches!(
        ann.current().unwrap().status(),
        fevga_core::correspondence::Status::Play(_)
    );
    assert_eq!(key == "friend-they-joined-play", opens);
    if !opens {
        // Ann sends her half; Bo hears it as a half of the roll, not as a play.
        ann.handle(Action::Reveal, 3.5);
        bo.handle(Action::Open(link(&ann)), 3.6);
        assert_eq!(bo.notice().expect("a notice").key, "friend-they-revealed-play");
    }
    // After a real play, the receiver hears that the friend played.
    let from_ann = turn_of(ann.current().unwrap()) == Turn::Ours;
    let (from, to) = if from_ann {
        (&mut ann, &mut bo)
    } else {
        (&mut bo, &mut ann)
    };
    if let fevga_core::correspondence::Status::Play(_) = from.current().unwrap().status() {
        from.handle(Action::Choose(0), 4.0);
        from.handle(Action::Play, 4.0);
        to.handle(Action::Open(link(from)), 5.0);
        assert_eq!(to.notice().expect("a notice").key, "friend-they-moved");
    }
}

#[test]
fn an_invitation_no_page_writes_is_refused_when_opened() {
    let mut ann = page(1);
    let invitation = invite(&mut ann, 3);
    let fragment = &invitation[invitation.find("game=").unwrap()..];
    let mut forged = fevga_core::link::GameLink::from_fragment(fragment).unwrap();
    forged.chain_length = fevga_core::correspondence::MAX_CHAIN;
    let mut bo = page(2);
    bo.handle(Action::Open(forged.to_fragment()), 2.0);
    assert_eq!(bo.notice().map(|n| n.key), Some("friend-err-unusual"));
    assert!(bo.invitation().is_none(), "not shown to join");
    for lang in Lang::ALL {
        let text = view::notice_text(&bo, cx(lang, &date)).unwrap();
        assert!(!text.contains("friend-err"), "{lang:?}: {text}");
    }
    // As a page writes it, it opens.
    bo.handle(Action::Open(invitation), 3.0);
    assert!(bo.invitation().is_some());
}

#[test]
fn a_watch_address_shows_the_match_read_only_or_our_own_game_as_ours() {
    let (mut ann, mut bo, mut cy) = (page(1), page(2), page(3));
    let invitation = invite(&mut ann, 3);
    // An invitation has nothing to watch yet.
    let early = invitation.replacen("#game=", "#watch&game=", 1);
    cy.handle(Action::Open(early), 1.0);
    assert_eq!(cy.notice().map(|n| n.key), Some("friend-err-watch-early"));
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    play_out(&mut ann, &mut bo, 8);
    let game = ann.current().unwrap();
    let url = view::watch_address(super::BASE, &game.link());
    cy.handle(Action::Open(url.clone()), 4.0);
    let watched = cy.watching().expect("watching");
    assert_eq!(watched.match_state().score(), game.match_state().score());
    assert_eq!(cy.turns(), game.match_state().game().history().len());
    assert!(cy.shelf().games().is_empty());
    // Stepping back through the turns, as on a game of one's own.
    cy.handle(Action::Back, 5.0);
    assert_eq!(cy.back(), 1);
    assert!(cy.replayed().is_some());
    for lang in Lang::ALL {
        let html = view::render(&cy, cx(lang, &date));
        assert!(
            html.contains(r#"class="watch-state""#) && html.contains("../games/"),
            "{html}"
        );
        assert!(!html.contains("friend-"), "{lang:?}: a raw key");
    }
    // Its review is filed on the Games page as a game watched, for no side, with both names
    // (a link names its sender: once each player's link has come through the relay, the
    // spectator knows both).
    for t in 0..6 {
        if !cy.watching().unwrap().names().white.is_empty() {
            break;
        }
        play_out(&mut ann, &mut bo, 1);
        cy.handle(
            Action::Relayed(ann.current().unwrap().link()),
            5.0 + f64::from(t) / 10.0,
        );
    }
    let game = ann.current().unwrap();
    let review = view::watched_review_address(cy.watching().unwrap(), Lang::Bg);
    let fragment = review.strip_prefix("../games/?lang=bg#").expect(&review);
    let record = fevga_core::link::RecordLink::from_fragment(fragment).unwrap();
    assert_eq!((record.source, record.you), (fevga_core::link::Source::Watched, None));
    assert!(fragment.ends_with("&from=watched"), "{fragment}");
    let (_, info) = fevga_core::record::import(&record.record).unwrap();
    assert_eq!(info.names, game.names());
    // Ann opening the watch address of her own game sees her game, not a spectator's view.
    let url = view::watch_address(super::BASE, &game.link());
    ann.handle(Action::Open(url), 6.0);
    assert!(ann.watching().is_none() && ann.current().is_some());
    // Back to the list: nothing watched.
    cy.handle(Action::List, 7.0);
    assert!(cy.watching().is_none());
    // A damaged watch address says so.
    cy.handle(Action::Open(format!("{}#watch&game=2.AAAA", super::BASE)), 8.0);
    assert!(cy.notice().is_some_and(|n| n.error));
    assert!(cy.watching().is_none());
}

#[test]
fn the_end_of_a_game_in_a_match_is_said_on_both_sides_with_its_points_and_the_score() {
    use crate::page::game_end;
    use fevga_core::correspondence::Status;
    let (mut ann, mut bo) = super::started();
    let mut t = 10.0;
    // Link by link until a play ends the match's first game.
    let winner_is_ann = loop {
        assert!(t < 2000.0, "no game ended");
        let ann_acts = turn_of(ann.current().unwrap()) == Turn::Ours;
        let (from, to) = if ann_acts {
            (&mut ann, &mut bo)
        } else {
            (&mut bo, &mut ann)
        };
        if let Status::Reveal(_) = from.current().unwrap().status() {
            from.handle(Action::Reveal, t);
        } else {
            from.handle(Action::Choose(0), t);
            from.handle(Action::Play, t);
        }
        let l = link(from);
        to.handle(Action::Open(l), t);
        t += 1.0;
        if from.ended().is_some() {
            break ann_acts;
        }
    };
    let (winner, loser) = if winner_is_ann { (&ann, &bo) } else { (&bo, &ann) };
    // Both sides: the notice says the game's end, the same winner and points on both.
    for p in [winner, loser] {
        assert_eq!(p.notice().map(|n| n.key), Some("friend-game-end"));
        assert!(game_end(p.current().unwrap()).is_some(), "the match goes on");
    }
    let end = winner.ended().unwrap();
    assert_eq!(loser.ended(), Some(end));
    assert_eq!(end.winner, winner.current().unwrap().side());
    assert!(matches!(end.points, 1 | 2));
    let score = winner.current().unwrap().match_state().score();
    assert_eq!(*score.get(end.winner), end.points);
    // In words, in every language: who won, the points, the score; then the next game's opening.
    for lang in Lang::ALL {
        for p in [winner, loser] {
            let html = view::render(p, cx(lang, &date));
            assert!(html.contains(r#"<p class="game-end">"#), "{lang:?}: {html}");
            assert!(!html.contains("friend-"), "{lang:?}: a raw key in {html}");
            let said = view::notice_text(p, cx(lang, &date)).unwrap();
            assert!(said.contains(&end.points.to_string()), "{lang:?}: {said}");
            assert!(
                said.contains(&format!("{}–{}", score.get(Color::White), score.get(Color::Black))),
                "{said}"
            );
        }
    }
    let said = |p| view::notice_text(p, cx(Lang::En, &date)).unwrap();
    assert!(said(winner).starts_with("You win this game"), "{}", said(winner));
    assert!(said(loser).starts_with("Your friend wins this game"), "{}", said(loser));
    assert!(!said(loser).contains("Your friend played"));
    // The loser's page goes on to the next game: to open it, or to send the half of its roll.
    let html = view::render(loser, cx(Lang::En, &date));
    assert!(
        html.contains("You open the next game") || html.contains(r#"data-action="reveal""#),
        "{html}"
    );
    let html = view::render(winner, cx(Lang::En, &date));
    assert!(html.contains("The next game starts when"), "{html}");
}

#[test]
fn resigning_asks_first_says_it_gives_the_whole_match_and_can_be_set_aside() {
    let (mut ann, mut bo) = super::started();
    let before = ann.shelf().to_text();
    ann.take_dirty();
    // Asked: nothing resigned yet; the question on the page says what it means, in each language.
    ann.handle(Action::Resign, 4.0);
    assert!(ann.asking_resign());
    assert!(!ann.take_dirty(), "nothing changed by asking");
    for lang in Lang::ALL {
        let html = view::render(&ann, cx(lang, &date));
        assert!(html.contains(r#"role="alertdialog""#), "{html}");
        assert!(html.contains(r#"aria-describedby="resign-d""#));
        assert!(html.contains(r#"data-action="resign-yes""#) && html.contains(r#"data-action="resign-no""#));
        assert!(
            !html.contains(r#"data-action="resign">"#),
            "the question replaces the button"
        );
        assert!(!html.contains("friend-"), "{lang:?}: a raw key in {html}");
        assert!(html.contains("0–0"), "{lang:?}: the score it ends at: {html}");
    }
    let html = view::render(&ann, cx(Lang::En, &date));
    assert!(html.contains("the whole match, not only this game"), "{html}");
    // Keep playing (the button, or Escape): the question goes, nothing changed.
    ann.handle(Action::ResignNo, 5.0);
    assert!(!ann.asking_resign());
    assert_eq!(ann.shelf().to_text(), before);
    // Any other action sets it aside too; a yes without the question is refused.
    ann.handle(Action::Resign, 5.0);
    ann.handle(Action::Back, 5.0);
    assert!(!ann.asking_resign());
    ann.handle(Action::ResignYes, 5.0);
    assert_eq!(ann.notice().map(|n| n.key), Some("friend-err-not-now"));
    assert_eq!(ann.shelf().to_text(), before);
    // Asked and answered yes: the match is over, the friend hears it.
    ann.handle(Action::Resign, 6.0);
    ann.handle(Action::ResignYes, 6.0);
    assert_eq!(turn_of(ann.current().unwrap()), Turn::Over);
    bo.handle(Action::Open(link(&ann)), 7.0);
    assert_eq!(bo.notice().map(|n| n.key), Some("friend-resigned-them"));
}

#[test]
fn two_matches_with_one_friend_are_told_apart_and_one_is_deleted_from_this_device_after_asking() {
    use fevga_core::Rules;
    let (mut ann, mut bo) = (page(1), page(2));
    // Two matches with Bo: one of Fevga to 3 started at 1, one of Mültezim to 5 started at 50.
    let first = invite(&mut ann, 3);
    ann.handle(
        Action::Invite {
            rules: Rules::Multezim,
            length: 5,
            side: Color::White,
            name: "Ann".into(),
        },
        50.0,
    );
    let second = link(&ann);
    for (l, t) in [(first, 2.0), (second, 51.0)] {
        bo.handle(Action::Open(l), t);
        bo.handle(Action::Join { name: "Bo".into() }, t);
        ann.handle(Action::Open(link(&bo)), t + 1.0);
    }
    ann.handle(Action::List, 60.0);
    let rows = |p: &crate::page::Page, lang| {
        let html = view::render(p, cx(lang, &date));
        html.split("<li>").skip(1).map(str::to_string).collect::<Vec<_>>()
    };
    for lang in Lang::ALL {
        let r = rows(&ann, lang);
        assert_eq!(r.len(), 2, "{r:?}");
        assert_ne!(r[0], r[1]);
        assert!(
            r.iter().all(|row| row.contains("Bo") && !row.contains("friend-")),
            "{lang:?}: {r:?}"
        );
    }
    let r = rows(&ann, Lang::En);
    assert!(r[0].contains("Mültezim, match to 5, you 0–0, started t50"), "{}", r[0]);
    assert!(r[1].contains("Fevga, match to 3, you 0–0, started t1"), "{}", r[1]);
    // Delete asks first, saying it only forgets it here; Keep it changes nothing.
    let before = ann.shelf().to_text();
    ann.handle(Action::Forget(1), 61.0);
    let html = view::render(&ann, cx(Lang::En, &date));
    assert!(
        html.contains(r#"role="alertdialog""#) && html.contains("only forgotten here"),
        "{html}"
    );
    ann.handle(Action::ForgetNo, 62.0);
    assert_eq!(ann.shelf().to_text(), before);
    assert!(ann.asking_forget().is_none());
    // Asked again, and yes: gone from this device; Bo's page still has it.
    ann.handle(Action::Forget(1), 63.0);
    ann.handle(Action::ForgetYes, 63.0);
    assert_eq!(ann.notice().map(|n| n.key), Some("friend-forgotten"));
    assert_eq!(ann.shelf().games().len(), 1);
    assert_eq!(bo.shelf().games().len(), 2);
    assert!(ann.take_dirty());
    // A yes without the question deletes nothing.
    ann.handle(Action::ForgetYes, 64.0);
    assert_eq!(ann.shelf().games().len(), 1);
}

#[test]
fn finished_matches_are_folded_away_below_the_ones_going_on() {
    let (mut ann, mut bo) = super::started();
    // A second match, resigned by Ann: finished.
    ann.handle(
        Action::Invite {
            rules: fevga_core::Rules::Fevga,
            length: 1,
            side: Color::White,
            name: "Ann".into(),
        },
        20.0,
    );
    bo.handle(Action::Open(link(&ann)), 21.0);
    bo.handle(Action::Join { name: "Bo".into() }, 21.0);
    ann.handle(Action::Open(link(&bo)), 22.0);
    ann.handle(Action::Resign, 23.0);
    ann.handle(Action::ResignYes, 23.0);
    ann.handle(Action::List, 24.0);
    for lang in Lang::ALL {
        let html = view::render(&ann, cx(lang, &date));
        let fold = html.find(r#"<details class="finished">"#).expect("the fold");
        let (going, finished) = html.split_at(fold);
        assert_eq!(going.matches(r#"data-action="show""#).count(), 1, "{html}");
        assert_eq!(finished.matches(r#"data-action="show""#).count(), 1, "{html}");
        assert!(finished.contains("(1)"), "{finished}");
        assert!(
            !finished.contains("<details class=\"finished\" open>"),
            "folded at first"
        );
    }
    // Opened: it stays open whatever is drawn next (the state's, not the DOM's), until closed.
    ann.handle(Action::Finished, 25.0);
    ann.handle(Action::Stored(String::new()), 26.0);
    assert!(view::render(&ann, cx(Lang::En, &date)).contains(r#"<details class="finished" open>"#));
    ann.handle(Action::Finished, 27.0);
    assert!(!view::render(&ann, cx(Lang::En, &date)).contains(r#"<details class="finished" open>"#));
}

#[test]
fn a_link_is_read_out_of_a_chat_line_and_a_cut_or_doubled_one_says_what_is_wrong() {
    use crate::page::read_link;
    let mut ann = page(1);
    let address = invite(&mut ann, 3);
    let fragment = &address[address.find("game=").unwrap()..];
    // Read out of a chat line with words after it, a capitalised key, a full stop after it.
    for text in [
        format!("Here is our game: {address} see you tomorrow!"),
        format!("{address}."),
        format!("{address}\nsent from my phone"),
        address.replace("#game=", "#GAME="),
        format!("#{fragment} and again #{fragment}"),
    ] {
        assert_eq!(read_link(&text).as_deref(), Ok(fragment), "{text}");
    }
    // An address cut before `game=` (or at it): no link, said as such.
    for text in ["#gam", "https://example.org/friend/#ga", "#game=", "#game=1.", "hello"] {
        assert_eq!(read_link(text), Err("friend-err-no-link"), "{text}");
    }
    // Two different links: which one is meant is not guessed.
    let mut dee = page(4);
    let other = invite(&mut dee, 1);
    assert_eq!(read_link(&format!("{address} or {other}")), Err("friend-err-two-links"));
    // On the page: the chat line opens the invitation; a cut address says what is wrong.
    let mut bo = page(2);
    bo.handle(Action::Open(format!("Play me! {address} :)")), 2.0);
    assert!(bo.invitation().is_some(), "{:?}", bo.notice());
    bo.handle(Action::Open("#GAM".into()), 3.0);
    assert_eq!(bo.notice().map(|n| n.key), Some("friend-err-no-link"));
    for lang in Lang::ALL {
        let text = view::notice_text(&bo, cx(lang, &date)).unwrap();
        assert!(
            text.contains("game=") && !text.contains("friend-err"),
            "{lang:?}: {text}"
        );
    }
}

#[test]
fn the_next_games_opening_shows_its_own_turns_not_the_last_games() {
    use fevga_core::correspondence::Status;
    let (mut ann, mut bo) = super::started();
    let mut t = 10.0;
    // Until a game of the match ends; then until someone is to play the next game's opening.
    let mut ended = false;
    for _ in 0..3000 {
        let ann_acts = turn_of(ann.current().unwrap()) == Turn::Ours;
        let (from, to) = if ann_acts {
            (&mut ann, &mut bo)
        } else {
            (&mut bo, &mut ann)
        };
        if ended && matches!(from.current().unwrap().status(), Status::Play(_)) {
            // The board shows the new game's start, and the turns are that game's: none yet.
            let game = from.current().unwrap();
            assert!(game.match_state().game().history().len() > 10, "the last game's turns");
            assert_eq!(from.turns(), 0, "the shown game's turns");
            assert_eq!(from.shown_game().unwrap().history().len(), 0);
            let html = view::render(from, cx(Lang::En, &date));
            assert!(!html.contains("Turn "), "no turn counter of the last game: {html}");
            assert!(html.contains("You open the next game"), "{html}");
            return;
        }
        if let Status::Reveal(_) = from.current().unwrap().status() {
            from.handle(Action::Reveal, t);
        } else {
            from.handle(Action::Choose(0), t);
            from.handle(Action::Play, t);
        }
        ended |= from.ended().is_some();
        let l = link(from);
        to.handle(Action::Open(l), t);
        t += 1.0;
    }
    panic!("no next game's opening");
}

#[test]
fn joined_with_the_relay_open_the_page_does_not_ask_to_send_the_link_back() {
    let (mut ann, mut bo) = (page(1), page(2));
    bo.handle(Action::Open(invite(&mut ann, 1)), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    let date = |ms: f64| format!("t{ms}");
    let by_link = view::notice_text(&bo, cx(Lang::En, &date)).unwrap();
    assert!(by_link.contains("Send the link back"), "{by_link}");
    let mut live = crate::relay::Live::default();
    live.news(crate::relay::News::Open, 0.0);
    for lang in Lang::ALL {
        let mut c = cx(lang, &date);
        c.live = &live;
        let said = view::notice_text(&bo, c).unwrap();
        assert_ne!(said, view::notice_text(&bo, cx(lang, &date)).unwrap(), "{lang:?}");
        assert!(!said.contains("friend-"), "{said}");
    }
    let mut c = cx(Lang::En, &date);
    c.live = &live;
    let said = view::notice_text(&bo, c).unwrap();
    assert!(
        !said.contains("Send the link back") && said.contains("site's server"),
        "{said}"
    );
}

#[test]
fn names_keep_flags_and_families_whole_and_are_isolated_wherever_shown() {
    let family = "\u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}";
    let greece = "\u{1f1ec}\u{1f1f7}";
    let (mut ann, mut bo) = (page(1), page(2));
    // Ann's name: a family then a flag; Bo's: Arabic letters (right to left) then a number.
    ann.handle(
        Action::Invite {
            rules: fevga_core::Rules::Fevga,
            length: 3,
            side: Color::White,
            name: format!("{family}{greece}"),
        },
        1.0,
    );
    assert_eq!(ann.name(), format!("{family}{greece}"), "kept whole");
    let rtl = "\u{645}\u{631}\u{64a}\u{645} 2";
    bo.handle(Action::Open(link(&ann)), 2.0);
    let html = view::render(&bo, cx(Lang::En, &date));
    assert!(html.contains(&format!("<bdi>{family}{greece}</bdi>")), "{html}");
    assert!(
        html.contains(r#"dir="auto""#),
        "the name box follows what is typed: {html}"
    );
    bo.handle(Action::Join { name: rtl.into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    assert_eq!(ann.current().unwrap().their_name(), rtl);
    // The game's heading and, in the list, the row and Delete's label and question.
    let html = view::render(&ann, cx(Lang::De, &date));
    assert!(html.contains(&format!("<bdi>{rtl}</bdi>")), "{html}");
    ann.handle(Action::List, 4.0);
    ann.handle(Action::Forget(0), 4.0);
    let html = view::render(&ann, cx(Lang::Tr, &date));
    assert_eq!(
        html.matches(&format!("<bdi>{rtl}</bdi>")).count(),
        2,
        "row and question: {html}"
    );
    assert!(
        html.contains(&format!("\u{2068}{rtl}\u{2069}")),
        "the label isolated too: {html}"
    );
    // A name of 30 flags typed: cut at 12 whole flags (the bytes a link keeps), never half of one.
    bo.handle(
        Action::Join {
            name: greece.repeat(30),
        },
        5.0,
    );
    assert_eq!(bo.name(), greece.repeat(12));
}

#[test]
fn the_intro_says_what_the_relay_does_rather_than_no_server() {
    let page = page(1);
    for (lang, not) in [
        (Lang::En, "no server"),
        (Lang::De, "kein server"),
        (Lang::Tr, "sunucu yok"),
        (Lang::Bg, "без сървър"),
    ] {
        let html = view::render(&page, cx(lang, &date)).to_lowercase();
        let intro = &html[html.find(r#"<p class="intro">"#).unwrap()..];
        let intro = &intro[..intro.find("</p>").unwrap()];
        assert!(!intro.contains(not), "{lang:?}: {intro}");
        // The server named, and what it cannot do.
        let server = ["server", "server", "sunucu", "сървър"][Lang::ALL.iter().position(|&l| l == lang).unwrap()];
        assert!(intro.contains(server), "{lang:?}: {intro}");
        if lang == Lang::En {
            assert!(
                intro.contains("only passes links") && intro.contains("cannot choose them"),
                "{intro}"
            );
        }
    }
}
