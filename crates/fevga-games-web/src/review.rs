//! The background review of the finished games, one at a time, by the computer's worker (the
//! game page's `computer/worker.js`, speaking `fevga_ai::protocol`): which game is asked, the
//! answers read against the question, the progress, and the stop after a failure (no more
//! reviews on this visit).

use fevga_ai::Level;
use fevga_ai::protocol::{Reply, Request};
use fevga_ai::review::Review;

use crate::page::Page;

/// The question asked: its number, the game's id and the request (a reply is read against it).
#[derive(Debug)]
struct Asked {
    n: u32,
    game: u64,
    request: Request,
}

/// The reviews' bookkeeping.
#[derive(Debug, Default)]
pub struct Reviews {
    asked: Option<Asked>,
    /// The number of the last question asked.
    last: u32,
    /// The worker failed or answered in another build's words: nothing more is asked.
    stopped: bool,
    /// A review under way: turns rated and in all, as the worker said last.
    progress: Option<(usize, usize)>,
}

/// What an answer of the worker says.
#[derive(Debug)]
pub enum Heard {
    /// Not an answer to the question asked (an older one's): nothing.
    Stale,
    /// The review under way: turns rated and in all.
    Progress(usize, usize),
    /// The game `.0` is reviewed.
    Reviewed(u64, Box<Review>),
    /// An answer that cannot be read (a worker of another build, or one that failed): no more
    /// reviews on this visit.
    Unreadable,
}

impl Reviews {
    /// A review under way: turns rated and in all.
    #[must_use]
    pub const fn progress(&self) -> Option<(usize, usize)> {
        self.progress
    }

    /// The next question, if none is asked: the newest finished game not yet reviewed, as its
    /// number and text.
    pub fn next(&mut self, page: &Page) -> Option<(u32, String)> {
        if self.asked.is_some() || self.stopped {
            return None;
        }
        let (game, replayed) = page.next_to_review()?;
        self.last += 1;
        let total = replayed.history().len();
        let request = Request::Review {
            game: Box::new(replayed),
            level: Level::Expert,
        };
        let text = request.to_text();
        self.asked = Some(Asked {
            n: self.last,
            game,
            request,
        });
        self.progress = Some((0, total));
        Some((self.last, text))
    }

    /// Reads answer `n` of the worker.
    pub fn hear(&mut self, n: u32, text: &str) -> Heard {
        let Some(asked) = self.asked.as_ref().filter(|a| a.n == n) else {
            return Heard::Stale;
        };
        match Reply::from_text(text, &asked.request) {
            Ok(Reply::Progress { done, total }) => {
                self.progress = Some((done, total));
                Heard::Progress(done, total)
            }
            Ok(Reply::Reviewed(review)) => {
                let game = asked.game;
                self.asked = None;
                self.progress = None;
                Heard::Reviewed(game, Box::new(review))
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
        self.progress = None;
    }
}
