//! The reviews made in the background, a turn at a time, by the computer's worker (the game
//! page's `computer/worker.js`, speaking `fevga_ai::protocol`): which turn is asked (the page
//! says which, [`Page::next_to_rate`]), the answer read against the question, the progress, and
//! the stop after a failure (no more reviews on this visit). Each answer is kept at once with
//! the game's review, so a reload goes on from the next turn.

use fevga_ai::protocol::{Reply, Request, rating_line};
use fevga_ai::{Rated, RolledPlay};
use fevga_core::Play;

use crate::page::{About, Ask, Page};

/// The question asked: its number, the game and turn, and the request (a reply is read
/// against it).
#[derive(Debug)]
struct Asked {
    n: u32,
    about: About,
    request: Request,
}

/// The reviews' bookkeeping.
#[derive(Debug, Default)]
pub struct Reviewing {
    asked: Option<Asked>,
    /// The number of the last question asked.
    last: u32,
    /// The worker failed or answered in another build's words: nothing more is asked.
    stopped: bool,
    /// A review under way: its game, turns rated and in all.
    progress: Option<(u64, usize, usize)>,
}

/// What an answer of the worker says.
#[derive(Debug)]
pub enum Heard {
    /// Not an answer to the question asked (an older one's): nothing.
    Stale,
    /// A turn rated: the game's id, the turn (from 0) and the rating's line.
    Rated(u64, usize, String),
    /// A play tried rated: its serial, the best play's rating and its own.
    Tried(u32, Rated, Rated),
    /// The computer's play on the game from a real board.
    Chosen(Option<Play>),
    /// A rollout's progress: trials played and in all.
    Progress(usize, usize),
    /// A rollout done: the plays, best first by it.
    RolledOut(Vec<RolledPlay>),
    /// An answer that cannot be read (a worker of another build, or one that failed): no more
    /// reviews on this visit.
    Unreadable,
}

impl Reviewing {
    /// A review under way: its game, turns rated and in all.
    #[must_use]
    pub const fn progress(&self) -> Option<(u64, usize, usize)> {
        self.progress
    }

    /// The next question, if none is asked: the next turn the page wants rated, as the
    /// question's number and text.
    pub fn next(&mut self, page: &mut Page) -> Option<(u32, String)> {
        if self.asked.is_some() || self.stopped {
            return None;
        }
        let Some(Ask { about, request }) = page.next_question() else {
            self.progress = None;
            return None;
        };
        self.last += 1;
        let text = request.to_text();
        self.asked = Some(Asked {
            n: self.last,
            about,
            request,
        });
        if let About::Turn { id, turn, total } = about {
            self.progress = Some((id, turn, total));
        }
        Some((self.last, text))
    }

    /// Reads answer `n` of the worker.
    pub fn hear(&mut self, n: u32, text: &str) -> Heard {
        let Some(asked) = self.asked.take_if(|a| a.n == n) else {
            return Heard::Stale;
        };
        match (Reply::from_text(text, &asked.request), asked.about) {
            (Ok(Reply::Rated(best, played)), About::Tried(serial)) => Heard::Tried(serial, best, played),
            (Ok(Reply::Rated(best, played)), About::Turn { id, turn, .. }) => {
                Heard::Rated(id, turn, rating_line(&Some((best, played))))
            }
            (Ok(Reply::Chosen(play)), About::Choose) => Heard::Chosen(play),
            (Ok(Reply::RolledOut(rolled)), About::Rollout) => Heard::RolledOut(rolled),
            (Ok(Reply::Progress { done, total }), about) => {
                self.asked = Some(asked);
                if about == About::Rollout {
                    Heard::Progress(done, total)
                } else {
                    Heard::Stale
                }
            }
            _ => {
                self.stop();
                Heard::Unreadable
            }
        }
    }

    /// The worker cannot work: nothing more is asked on this visit.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.asked = None;
        self.progress = None;
    }
}
