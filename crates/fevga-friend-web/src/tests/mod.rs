//! The friend page natively: two pages exchange links as two friends would, through the
//! addresses the view offers; the controls the markup names; the loop's effects and focus rules.
//!
//! | module | what it checks |
//! |---|---|
//! | this module | the helpers: pages, contexts, links, a match played out |
//! | `links` | whole matches by links, refused links, resigning, the list, the links' lengths |
//! | `board` | a turn entered on the board, refusals said, the keys, stepping through turns, the review, the hint |
//! | `markup` | every `data-action` the view writes is a [`Control`](crate::control::Control), and every control is written |
//! | `app` | the effects of the loop: what is kept, said and focused, copy and share |
//! | `live` | two pages playing a whole match through the relay's real hub, a page away that catches up, a forged link passed on |

mod app;
mod board;
mod links;
mod live;
mod markup;

use fevga_core::fair_dice::Secret;
use fevga_core::{Color, Rules};
use fevga_i18n::{Lang, Messages};

use crate::action::Action;
use crate::page::{Page, Turn, turn_of};
use crate::shelf::Shelf;
use crate::view::{self, Context};

pub(crate) const BASE: &str = "https://example.org/friend/";

/// A page whose secrets come from a counter (distinct per page by `seed`).
pub(crate) fn page(seed: u8) -> Page {
    let mut n = 0u8;
    Page::new(
        Shelf::default(),
        Box::new(move || {
            n += 1;
            let mut b = [seed; 32];
            b[0] = n;
            Some(Secret::from_bytes(b))
        }),
    )
}

pub(crate) fn cx<'a>(lang: Lang, date: &'a dyn Fn(f64) -> String) -> Context<'a> {
    Context {
        m: Messages::of(lang),
        f: Messages::friend(lang),
        base: BASE,
        date,
        // The relay's state of a page that has not tried it (a test's few bytes, never freed).
        live: Box::leak(Box::default()),
        permission: crate::notify::Permission::Unsupported,
    }
}

pub(crate) fn date(ms: f64) -> String {
    format!("t{ms}")
}

/// The address the shown game offers to send (panics if there is none).
pub(crate) fn link(p: &Page) -> String {
    let g = p.current().expect("a game shown");
    assert!(g.sent_last(), "nothing to send");
    view::address(BASE, g)
}

pub(crate) fn invite(ann: &mut Page, length: u32) -> String {
    ann.handle(
        Action::Invite {
            rules: Rules::Fevga,
            length,
            side: Color::White,
            name: "Ann".into(),
        },
        1.0,
    );
    link(ann)
}

/// Whoever's turn it is acts (plays the first legal play, or reveals) and hands the link over,
/// until the match is over or `max` links went; the number of links sent.
pub(crate) fn play_out(ann: &mut Page, bo: &mut Page, max: usize) -> usize {
    let mut t = 10.0;
    for sent in 0..max {
        let (from, to) = if turn_of(ann.current().unwrap()) == Turn::Ours {
            (&mut *ann, &mut *bo)
        } else {
            (&mut *bo, &mut *ann)
        };
        if turn_of(from.current().unwrap()) == Turn::Over {
            return sent;
        }
        match from.current().unwrap().status() {
            fevga_core::correspondence::Status::Reveal(_) => from.handle(Action::Reveal, t),
            _ => {
                // The list's way: the first play, entered whole, then Done.
                from.handle(Action::Choose(0), t);
                from.handle(Action::Play, t);
            }
        }
        // Nothing refused; a play that ends a game of the match says so.
        assert!(
            from.notice().is_none_or(|n| n.key == "friend-game-end"),
            "{:?}",
            from.notice()
        );
        let l = link(from);
        to.handle(Action::Open(l), t);
        assert!(!to.notice().is_some_and(|n| n.error), "{:?}", to.notice());
        t += 1.0;
    }
    max
}

/// Ann and Bo with the game joined and accepted: (Ann, Bo, whose turn it is to play).
pub(crate) fn started() -> (Page, Page) {
    let (mut ann, mut bo) = (page(1), page(2));
    let invitation = invite(&mut ann, 3);
    bo.handle(Action::Open(invitation), 2.0);
    bo.handle(Action::Join { name: "Bo".into() }, 2.0);
    ann.handle(Action::Open(link(&bo)), 3.0);
    (ann, bo)
}

/// The page whose turn it is to play, after reveals are handed over.
pub(crate) fn mover<'a>(ann: &'a mut Page, bo: &'a mut Page) -> &'a mut Page {
    loop {
        let (from, to) = if turn_of(ann.current().unwrap()) == Turn::Ours {
            (&mut *ann, &mut *bo)
        } else {
            (&mut *bo, &mut *ann)
        };
        if matches!(
            from.current().unwrap().status(),
            fevga_core::correspondence::Status::Play(_)
        ) {
            return if turn_of(ann.current().unwrap()) == Turn::Ours {
                ann
            } else {
                bo
            };
        }
        from.handle(Action::Reveal, 5.0);
        let l = link(from);
        to.handle(Action::Open(l), 5.0);
    }
}
