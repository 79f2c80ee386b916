//! The reviews made in the background, a turn at a time, by the computer's worker (the game
//! page's `computer/worker.js`, speaking `fevga_ai::protocol`): which turn is asked (the page
//! says which, [`Page::next_to_rate`]), the answer read against the question, the progress, and
//! the stop after a failure (no more reviews on this visit). Each answer is kept at once with
//! the game's review, so a reload goes on from the next turn.

use fevga_ai::Rated;
use fevga_ai::protocol::{Reply, Request, rating_line};
use fevga_core::Play;

use crate::page::{Page, ToRate};

/// The question asked: its number, the game and turn, and the request (a reply is read
/// against it).
#[derive(Debug)]
struct Asked {
    n: u32,
    game: u64,
    turn: usize,
    tried: Option<u32>,
    choose: bool,
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
        let Some(ToRate {
            id,
            turn,
            total,
            tried,
            choose,
            request,
        }) = page.next_to_rate()
        else {
            self.progress = None;
            return None;
        };
        self.last += 1;
        let text = request.to_text();
        self.asked = Some(Asked {
            n: self.last,
            game: id,
            turn,
            tried,
            choose,
            request,
        });
        if tried.is_none() && !choose {
            self.progress = Some((id, turn, total));
        }
        Some((self.last, text))
    }

    /// Reads answer `n` of the worker.
    pub fn hear(&mut self, n: u32, text: &str) -> Heard {
        let Some(asked) = self.asked.take_if(|a| a.n == n) else {
            return Heard::Stale;
        };
        match Reply::from_text(text, &asked.request) {
            Ok(Reply::Rated(best, played)) => match asked.tried {
                Some(serial) => Heard::Tried(serial, best, played),
                None => Heard::Rated(asked.game, asked.turn, rating_line(&Some((best, played)))),
            },
            Ok(Reply::Chosen(play)) if asked.choose => Heard::Chosen(play),
            Ok(Reply::Progress { .. }) => {
                self.asked = Some(asked);
                Heard::Stale
            }
            Ok(_) | Err(_) => {
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
