//! Two pages playing live through the relay's own hub (in-process, its real state and limits):
//! after the invitation, no link is copied by hand. Each page's relay frames go to the hub as a
//! WebSocket would carry them, and what the hub says comes back as the page's news.

use fevga_core::correspondence::Status;
use fevga_core::{Color, Rules};
use fevga_i18n::Lang;
use fevga_relay::hub::{ConnId, Hub, Limits};
use tokio::sync::mpsc;

use super::{BASE, page};
use crate::action::Action;
use crate::app::{App, Env, Input};
use crate::page::{Turn, turn_of};
use crate::relay::{Link, News};

fn env() -> Env {
    Env {
        now: || 5.0,
        date: |ms, _| format!("t{ms}"),
        base: BASE.to_string(),
    }
}

/// A page with its connection to the hub.
struct Side {
    app: App,
    conn: ConnId,
    rx: mpsc::Receiver<fevga_relay::frame::Event>,
}

impl Side {
    fn new(hub: &Hub, seed: u8) -> Side {
        let (tx, rx) = mpsc::channel(64);
        let (conn, _) = hub.connect(tx).unwrap();
        let mut app = App::new(page(seed), Lang::En, env(), None);
        app.apply(Input::Relay(News::Open));
        Side { app, conn, rx }
    }

    /// The frame's effects: the frames go to the hub.
    fn frame(&mut self, hub: &Hub) {
        for f in self.app.effects().relay {
            hub.frame(self.conn, &f);
        }
    }

    /// What the hub queued for this page, as the page's news.
    fn hear(&mut self) -> usize {
        let mut n = 0;
        while let Ok(e) = self.rx.try_recv() {
            self.app.apply(Input::Relay(News::Frame(e.to_string())));
            n += 1;
        }
        n
    }
}

/// Until both pages are quiet: frames out, news in.
fn settle(hub: &Hub, a: &mut Side, b: &mut Side) {
    settle_all(hub, &mut [a, b]);
}

/// Until all the pages are quiet.
fn settle_all(hub: &Hub, sides: &mut [&mut Side]) {
    for _ in 0..20 {
        let mut heard = 0;
        for s in sides.iter_mut() {
            s.frame(hub);
        }
        for s in sides.iter_mut() {
            heard += s.hear();
        }
        if heard == 0 {
            return;
        }
    }
    panic!("the pages never settled");
}

/// Ann invites (the invitation travels as a link), Bo joins, and both pages settle: the game
/// started live.
fn joined(hub: &Hub) -> (Side, Side) {
    let (mut ann, mut bo) = (Side::new(hub, 1), Side::new(hub, 2));
    ann.app.apply(Input::click(Action::Invite {
        rules: Rules::Fevga,
        length: 1,
        side: Color::White,
        name: "Ann".into(),
    }));
    settle(hub, &mut ann, &mut bo);
    bo.app.apply(Input::address(ann.app.link().expect("the invitation")));
    bo.app.apply(Input::click(Action::Join { name: "Bo".into() }));
    settle(hub, &mut ann, &mut bo);
    (ann, bo)
}

#[test]
fn a_whole_match_is_played_live_after_the_invitation() {
    // A test plays far faster than people: the rate is opened up (what a refusal as too fast
    // does is the relay module's test).
    let hub = Hub::new(Limits {
        burst: 100_000,
        ..Limits::default()
    });
    // The invitation itself travels as a link (Bo has no room to look in yet).
    let (mut ann, mut bo) = joined(&hub);
    let game = |s: &Side| s.app.page().current().cloned().expect("a game shown");
    assert!(
        !matches!(game(&ann).status(), Status::Invited),
        "Ann took Bo's answer live"
    );
    // Both are present in the room, each sees the other.
    let room = game(&ann).game_id().to_string();
    assert!(ann.app.live().presence(&room).is_some_and(|p| p.friend));
    assert!(bo.app.live().presence(&room).is_some_and(|p| p.friend));
    // The tab's title counts the games waiting for our move: one of the two pages has it.
    let titles = [ann.app.title(), bo.app.title()];
    assert_eq!(titles.iter().filter(|t| t.starts_with("(1) ")).count(), 1, "{titles:?}");
    let mut turns = 0;
    for _ in 0..2_000 {
        let (from, to) = if turn_of(&game(&ann)) == Turn::Ours {
            (&mut ann, &mut bo)
        } else {
            (&mut bo, &mut ann)
        };
        match game(from).status() {
            Status::Over { .. } => break,
            Status::Reveal(_) => from.app.apply(Input::click(Action::Reveal)),
            Status::Play(_) => {
                from.app.apply(Input::choose(0));
                from.app.apply(Input::click(Action::Play));
                turns += 1;
            }
            Status::Invited | Status::Waiting => panic!(
                "stuck after {turns} turns: {:?} / {:?}; notices {:?} {:?}",
                game(from).status(),
                game(to).status(),
                from.app.page().notice(),
                to.app.page().notice()
            ),
        }
        settle(&hub, from, to);
    }
    assert!(matches!(game(&ann).status(), Status::Over { .. }), "the match ended");
    assert_eq!(game(&ann).link(), game(&bo).link(), "both hold the same last link");
    assert!(turns > 10, "{turns} turns played live");
    assert_eq!(ann.app.live().link(), Link::Open);
}

#[test]
fn a_page_that_was_away_catches_up_when_it_comes_back() {
    let hub = Hub::new(Limits::default());
    let (mut ann, mut bo) = joined(&hub);
    // Ann's connection drops; Bo sees her away.
    hub.disconnect(ann.conn);
    ann.app.apply(Input::Relay(News::Closed));
    bo.hear();
    let room = bo.app.page().current().unwrap().game_id().to_string();
    assert!(bo.app.live().presence(&room).is_some_and(|p| !p.friend), "Ann away");
    // Whoever is to move while Ann is away: if it is Bo, his play waits at the relay.
    let bo_game = bo.app.page().current().cloned().unwrap();
    let bo_moves = turn_of(&bo_game) == Turn::Ours;
    if bo_moves {
        match bo_game.status() {
            Status::Reveal(_) => bo.app.apply(Input::click(Action::Reveal)),
            _ => {
                bo.app.apply(Input::choose(0));
                bo.app.apply(Input::click(Action::Play));
            }
        }
        for f in bo.app.effects().relay {
            hub.frame(bo.conn, &f);
        }
    }
    // Ann comes back on a new connection: she joins after the last message she heard and gets
    // what she missed.
    let (tx, rx) = mpsc::channel(64);
    ann.conn = hub.connect(tx).unwrap().0;
    ann.rx = rx;
    ann.app.apply(Input::Relay(News::Open));
    settle(&hub, &mut ann, &mut bo);
    let (a, b) = (ann.app.page().current().unwrap(), bo.app.page().current().unwrap());
    assert_eq!(a.link(), b.link(), "Ann caught up");
    assert!(bo.app.live().presence(&room).is_some_and(|p| p.friend), "Ann back");
}

#[test]
fn a_forged_link_passed_by_the_relay_is_refused_and_changes_nothing() {
    let hub = Hub::new(Limits::default());
    let (mut ann, _bo) = joined(&hub);
    let before = ann.app.page().current().unwrap().link();
    let room = ann.app.page().current().unwrap().game_id().to_string();
    // A stranger who knows the room takes Black's seat and sends a link of another game.
    let (tx, _rx) = mpsc::channel(64);
    let (stranger, _) = hub.connect(tx).unwrap();
    hub.frame(stranger, &format!("join {room} b"));
    let mut other = Side::new(&hub, 9);
    other.app.apply(Input::click(Action::Invite {
        rules: Rules::Fevga,
        length: 1,
        side: Color::Black,
        name: "X".into(),
    }));
    let forged = other.app.link().unwrap();
    let fragment = &forged[forged.find("game=").unwrap()..];
    hub.frame(stranger, &format!("send {room} {fragment}"));
    ann.hear();
    assert_eq!(ann.app.page().current().unwrap().link(), before, "nothing changed");
}

#[test]
fn a_stranger_takes_an_open_challenge_and_the_game_starts_live() {
    let hub = Hub::new(Limits::default());
    let (mut ann, mut cem) = (Side::new(&hub, 1), Side::new(&hub, 3));
    ann.app.apply(Input::Offer {
        rules: Rules::Fevga,
        length: 3,
        side: Color::Black,
        name: "Ann".into(),
    });
    settle(&hub, &mut ann, &mut cem);
    let id = ann.app.page().current().unwrap().game_id().to_string();
    assert_eq!(ann.app.live().offered().len(), 1);
    assert_eq!(cem.app.live().lobby().len(), 1, "Cem sees Ann's offer");
    assert!(ann.app.live().lobby().is_empty(), "not her own");
    cem.app.apply(Input::Take(id.clone()));
    settle(&hub, &mut ann, &mut cem);
    assert!(cem.app.page().invitation().is_some(), "Cem has the invitation to join");
    assert!(
        ann.app.live().offered().is_empty() && cem.app.live().lobby().is_empty(),
        "the offer is gone"
    );
    cem.app.apply(Input::click(Action::Join { name: "Cem".into() }));
    settle(&hub, &mut ann, &mut cem);
    let game = ann.app.page().current().unwrap();
    assert_ne!(game.status(), Status::Invited, "Cem's answer reached Ann live");
    assert_eq!(game.their_name(), "Cem");
    assert!(ann.app.live().presence(&id).is_some_and(|p| p.friend));
    // A second stranger is too late.
    let mut dan = Side::new(&hub, 4);
    dan.frame(&hub);
    dan.hear();
    assert!(dan.app.live().lobby().is_empty());
}

#[test]
fn a_spectator_watches_a_live_game_from_the_address_a_player_shares() {
    use crate::view;
    let hub = Hub::new(Limits {
        burst: 100_000,
        ..Limits::default()
    });
    let (mut ann, mut bo) = joined(&hub);
    // Ann's game offers the address to watch it.
    let date = |ms: f64| format!("t{ms}");
    let html = view::render(ann.app.page(), super::cx(Lang::En, &date));
    let mark = r#"id="f-watch" readonly value=""#;
    let at = html.find(mark).expect("the watch address offered") + mark.len();
    let url = html[at..at + html[at..].find('"').unwrap()].replace("&amp;", "&");
    assert!(url.starts_with(BASE) && url.contains("#watch&game=2."), "{url}");
    // Cy opens it: the match, read only, joined to watch.
    let mut cy = Side::new(&hub, 3);
    cy.app.apply(Input::address(url));
    settle_all(&hub, &mut [&mut ann, &mut bo, &mut cy]);
    let watched = |s: &Side| s.app.page().watching().cloned().expect("a match watched");
    let room = watched(&cy).game_id().to_string();
    assert!(
        cy.app.live().presence(&room).is_some_and(|p| p.friend),
        "both players there"
    );
    assert!(
        ann.app.live().presence(&room).is_some_and(|p| p.watchers == 1),
        "the players see one spectator"
    );
    assert!(
        cy.app.page().shelf().games().is_empty(),
        "nothing kept: it is not Cy's game"
    );
    for lang in Lang::ALL {
        let html = view::render(cy.app.page(), super::cx(lang, &date));
        // Bo's name came with his answer; Ann's comes with her first link of the game.
        assert!(html.contains("<bdi>Bo</bdi>"), "{html}");
        assert!(!html.contains(r#"data-action="play""#) && !html.contains(r#"data-action="resign""#));
        assert!(!html.contains("friend-"), "{lang:?}: a raw key in {html}");
    }
    // The players play on live: each move reaches the spectator as it is made.
    let game = |s: &Side| s.app.page().current().cloned().expect("a game shown");
    for _ in 0..12 {
        let from = if turn_of(&game(&ann)) == Turn::Ours {
            &mut ann
        } else {
            &mut bo
        };
        match game(from).status() {
            Status::Over { .. } => break,
            Status::Reveal(_) => from.app.apply(Input::click(Action::Reveal)),
            Status::Play(_) => {
                from.app.apply(Input::choose(0));
                from.app.apply(Input::click(Action::Play));
            }
            other => panic!("{other:?}"),
        }
        settle_all(&hub, &mut [&mut ann, &mut bo, &mut cy]);
        let (a, b) = (game(&ann), game(&bo));
        let latest = if a.sent_last() { a.link() } else { b.link() };
        assert_eq!(watched(&cy).link(), latest, "the spectator is at the latest link");
    }
    assert!(watched(&cy).match_state().game().history().len() > 5);
    assert_eq!(watched(&cy).names().clone(), ann.app.page().current().unwrap().names());
    // Back to the list: the spectator leaves the room.
    cy.app.apply(Input::click(Action::List));
    settle_all(&hub, &mut [&mut ann, &mut bo, &mut cy]);
    assert!(ann.app.live().presence(&room).is_some_and(|p| p.watchers == 0));
}

#[test]
fn a_move_that_makes_it_our_turn_is_told_by_a_notification_once_allowed() {
    use crate::notify::Permission;
    let hub = Hub::new(Limits::default());
    let (mut ann, mut bo) = joined(&hub);
    let html = |s: &Side| s.app.regions()[0].1.clone();
    // Not asked yet: the live game offers the button; refused or unsupported, it does not.
    for s in [&mut ann, &mut bo] {
        s.app.apply(Input::Permission(Permission::Ask));
        assert!(html(s).contains(r#"data-action="notify""#), "{}", html(s));
        s.app.apply(Input::Permission(Permission::Denied));
        assert!(!html(s).contains(r#"data-action="notify""#));
    }
    let game = |s: &Side| s.app.page().current().cloned().expect("a game shown");
    let mut told = 0;
    for _ in 0..12 {
        let ann_moves = turn_of(&game(&ann)) == Turn::Ours;
        let (from, to) = if ann_moves {
            (&mut ann, &mut bo)
        } else {
            (&mut bo, &mut ann)
        };
        to.app.apply(Input::Permission(Permission::Granted));
        match game(from).status() {
            Status::Reveal(_) => from.app.apply(Input::click(Action::Reveal)),
            Status::Play(_) => {
                from.app.apply(Input::choose(0));
                from.app.apply(Input::click(Action::Play));
            }
            _ => break,
        }
        from.frame(&hub);
        to.app.effects();
        to.hear();
        let n = to.app.effects().notify;
        if turn_of(&game(to)) == Turn::Ours {
            let n = n.expect("told: our move");
            assert_eq!(n.tag, game(to).game_id().to_string());
            assert!(n.body.contains(game(to).their_name()), "{}", n.body);
            told += 1;
        } else {
            assert_eq!(n, None, "not our move: nothing told");
        }
        // Nothing told twice, and not when notifications are not allowed.
        assert_eq!(to.app.effects().notify, None);
        to.app.apply(Input::Permission(Permission::Denied));
        settle(&hub, &mut ann, &mut bo);
    }
    assert!(told > 3, "{told}");
}

#[test]
fn a_play_made_in_another_tab_and_passed_back_by_the_relay_is_no_error() {
    let hub = Hub::new(Limits {
        burst: 100_000,
        ..Limits::default()
    });
    let (mut ann, mut bo) = joined(&hub);
    // Ann's second tab: the same games (as storage gives them), the same game shown.
    let id = ann.app.page().current().unwrap().game_id().to_string();
    let shelf = ann.app.page().shelf().clone();
    let (tx, rx) = mpsc::channel(64);
    let (conn, _) = hub.connect(tx).unwrap();
    let mut app = App::new(
        crate::page::Page::new(shelf, Box::new(|| None)),
        Lang::En,
        env(),
        Some(&id),
    );
    app.apply(Input::Relay(News::Open));
    let mut tab = Side { app, conn, rx };
    settle_all(&hub, &mut [&mut ann, &mut bo, &mut tab]);
    // Play until Ann's first tab makes a play; the second hears it from the relay first.
    for _ in 0..8 {
        let game = ann.app.page().current().cloned().unwrap();
        let ann_moves = turn_of(&game) == Turn::Ours;
        let from = if ann_moves { &mut ann } else { &mut bo };
        match from.app.page().current().unwrap().status() {
            Status::Reveal(_) => from.app.apply(Input::click(Action::Reveal)),
            _ => {
                from.app.apply(Input::choose(0));
                from.app.apply(Input::click(Action::Play));
            }
        }
        settle_all(&hub, &mut [&mut ann, &mut bo, &mut tab]);
        if ann_moves {
            let notice = tab.app.page().notice();
            assert!(!notice.is_some_and(|n| n.error), "the second tab: {notice:?}");
            return;
        }
    }
    panic!("Ann never moved");
}

#[test]
fn the_link_to_send_is_folded_away_while_the_friend_is_on_the_page() {
    let hub = Hub::new(Limits::default());
    let (mut ann, mut bo) = joined(&hub);
    // Whoever sent last has the link out: folded while the friend is there.
    let (sender, other) = if ann.app.page().current().unwrap().sent_last() {
        (&mut ann, &mut bo)
    } else {
        (&mut bo, &mut ann)
    };
    let html = sender.app.regions()[0].1.clone();
    assert!(html.contains(r#"<details class="share-fold">"#), "{html}");
    assert!(html.contains(r#"id="f-link""#), "still there");
    // The friend leaves: the link is the way again, in full view.
    hub.disconnect(other.conn);
    sender.hear();
    let html = sender.app.regions()[0].1.clone();
    assert!(
        !html.contains("share-fold") && html.contains(r#"<section class="share">"#),
        "{html}"
    );
}
