//! The controls the markup names: every `data-action` the view writes, in every state a match
//! goes through, is a [`Control`], and every control is written by some state.

use std::collections::BTreeSet;

use fevga_i18n::Lang;

use super::{cx, date, invite, link, page};
use crate::action::Action;
use crate::control::Control;
use crate::page::{Page, Turn, turn_of};
use crate::view;

/// The `data-action` words of a page's markup.
fn words(html: &str) -> Vec<String> {
    html.split(r#"data-action=""#)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// Adds the words `page` writes now.
fn scan(page: &Page, seen: &mut BTreeSet<String>) {
    for w in words(&view::render(page, cx(Lang::En, &date))) {
        assert!(w.parse::<Control>().is_ok(), "data-action={w:?} names no control");
        seen.insert(w);
    }
}

#[test]
fn every_data_action_written_is_a_control_and_every_control_is_written() {
    let mut seen = BTreeSet::new();
    let (mut ann, mut bo) = (page(1), page(2));
    scan(&ann, &mut seen); // the empty list
    let invitation = invite(&mut ann, 3);
    scan(&ann, &mut seen); // the invitation sent: copy, share
    bo.handle(Action::Open(invitation), 2.0);
    scan(&bo, &mut seen); // the invitation opened: join
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    // A whole match, both pages drawn at every turn; a play entered half and whole on the way.
    let mut t = 4.0;
    for _ in 0..2000 {
        scan(&ann, &mut seen);
        scan(&bo, &mut seen);
        let (from, to) = if turn_of(ann.current().unwrap()) == Turn::Ours {
            (&mut ann, &mut bo)
        } else {
            (&mut bo, &mut ann)
        };
        if turn_of(from.current().unwrap()) == Turn::Over {
            break;
        }
        // Resigning asked (its answers written), then set aside.
        from.handle(Action::Resign, t);
        scan(from, &mut seen);
        from.handle(Action::ResignNo, t);
        match from.current().unwrap().status() {
            fevga_core::correspondence::Status::Reveal(_) => from.handle(Action::Reveal, t),
            _ => {
                if let Some(step) = from.plays().first().and_then(|p| p.steps().first().copied()) {
                    let mover = from.entry().map_or(fevga_core::Color::White, fevga_board::Entry::mover);
                    from.handle(Action::Tap(fevga_board::Spot::Point(mover.to_white(step.from))), t);
                    scan(from, &mut seen); // a checker taken up
                }
                from.handle(Action::Choose(0), t);
                scan(from, &mut seen); // a whole play entered: undo, done
                from.handle(Action::Play, t);
            }
        }
        let l = link(from);
        to.handle(Action::Open(l), t);
        t += 1.0;
    }
    scan(&ann, &mut seen); // the end: rematch
    ann.handle(Action::List, t);
    scan(&ann, &mut seen); // the list with games: show, forget
    ann.handle(Action::Forget(0), t);
    scan(&ann, &mut seen); // deleting asked: its answers
    // With the site's relay: the list offers to anyone and lists others' challenges (take), an
    // offered game can be withdrawn.
    let mut live = crate::relay::Live::default();
    live.news(crate::relay::News::Open, 0.0);
    let mut cem = page(3);
    let invitation = invite(&mut cem, 1);
    let fragment = &invitation[invitation.find("game=").unwrap()..];
    live.news(
        crate::relay::News::Frame(format!("offer c3m0000000000000 {fragment}")),
        1.0,
    );
    let id = cem.current().unwrap().game_id().to_string();
    live.offer(&id, fragment);
    // Cem's room joined and the friend in it: a live game offers to tell Cem of his move.
    live.plan(&[crate::relay::Want {
        room: id.clone(),
        side: Some(cem.current().unwrap().side()),
        link: None,
    }]);
    live.news(crate::relay::News::Frame(format!("here {id} 1 1 0")), 2.0);
    let date = |ms: f64| format!("t{ms}");
    for p in [&ann, &cem] {
        let mut c = cx(Lang::En, &date);
        c.live = &live;
        c.permission = crate::notify::Permission::Ask;
        for w in words(&view::render(p, c)) {
            assert!(w.parse::<Control>().is_ok(), "data-action={w:?} names no control");
            seen.insert(w);
        }
    }
    let all: BTreeSet<String> = Control::ALL.iter().map(|c| c.as_str().to_string()).collect();
    assert_eq!(seen, all, "the controls written and the controls read differ");
}

#[test]
fn a_control_reads_back_as_itself() {
    for c in Control::ALL {
        assert_eq!(c.as_str().parse::<Control>(), Ok(c));
    }
    assert!("launch".parse::<Control>().is_err());
}
