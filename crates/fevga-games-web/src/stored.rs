//! What this device keeps for the page, as an input finds it: the texts under the five keys
//! ([`Stored`], read by the glue as each input comes), taken in ([`Stored::take_in`]: the game
//! page's game in play and its finished games absorbed into the list), and the games written so
//! that they fit ([`fit`]: the oldest finished games dropped until the storage takes them).
//! The formats are `fevga-keep`'s.

use crate::deck::Deck;
use crate::reviews::Reviews;
use crate::store::Games;

/// The texts kept under the page's keys (empty where nothing is kept).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stored {
    /// The games (`store::GAMES_KEY`).
    pub games: String,
    /// The game page's finished games not yet taken in (`store::INBOX_KEY`).
    pub inbox: String,
    /// The game page's game in play (`store::CURRENT_KEY`).
    pub current: String,
    /// The deck (`deck::DECK_KEY`).
    pub deck: String,
    /// The reviews (`reviews::REVIEWS_KEY`).
    pub reviews: String,
}

/// The games and deck as stored, the game page's games taken in.
#[derive(Debug)]
pub struct TakenIn {
    /// The games, with the game page's.
    pub games: Games,
    /// The deck.
    pub deck: Deck,
    /// The reviews.
    pub reviews: Reviews,
    /// Whether taking the game page's games in changed the list (it is to be written).
    pub changed: bool,
    /// Whether the inbox is in the list: it may be emptied once the list is written (or at
    /// once, when nothing changed).
    pub inbox_taken: bool,
}

impl Stored {
    /// The games and the deck as stored, the game page's game in play and its inbox absorbed
    /// (`now`: the id of a game taken in without one).
    #[must_use]
    pub fn take_in(&self, now: u64) -> TakenIn {
        let (mut games, deck, reviews) = self.as_is();
        let before = games.clone();
        games.absorb(&self.current, &self.inbox, now);
        let changed = games != before;
        let inbox_taken = !self.inbox.is_empty() && (changed || self.games == games.to_text());
        TakenIn {
            games,
            deck,
            reviews,
            changed,
            inbox_taken,
        }
    }

    /// The games, the deck and the reviews as stored, nothing taken in.
    #[must_use]
    pub fn as_is(&self) -> (Games, Deck, Reviews) {
        (
            Games::from_text(&self.games),
            Deck::from_text(&self.deck),
            Reviews::from_text(&self.reviews),
        )
    }
}

/// How a write of the games went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fit {
    /// The oldest finished games dropped to make room.
    pub dropped: usize,
    /// Whether the storage took them at last (if not, what is stored stays as it was).
    pub fits: bool,
}

/// Writes `games` with `set` (false: the storage refused); while it refuses, drops the oldest
/// game (finished first, never `keep`) and tries again.
pub fn fit(games: &mut Games, keep: u64, mut set: impl FnMut(&str) -> bool) -> Fit {
    let mut dropped = 0;
    let mut fits = set(&games.to_text());
    while !fits && games.drop_oldest(keep) {
        dropped += 1;
        fits = set(&games.to_text());
    }
    Fit { dropped, fits }
}
