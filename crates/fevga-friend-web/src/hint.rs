//! The computer's hint on the roll in play (the hint is the player's own business, as in
//! correspondence chess; the page says it was used): the question handed to the worker once,
//! its answer kept only for the roll still in play, and the games in which one was asked, as
//! kept on this device. The state ([`crate::page::Page`]) holds one [`Hint`].

use fevga_ai::Level;
use fevga_ai::protocol::{Reply, Request};
use fevga_core::{Game, Phase, Play, Position};

use crate::notice::Notice;

/// A hint on the roll in play.
#[derive(Debug, Clone, Default)]
pub enum Hint {
    /// None asked.
    #[default]
    None,
    /// Asked of the computer; the question (its text goes to the worker once).
    Asked {
        /// The question.
        request: Request,
        /// Whether its text was handed to the worker.
        sent: bool,
    },
    /// The computer's best play for the position and roll asked.
    Ready {
        /// The position asked about.
        position: Position,
        /// The best play.
        play: Play,
    },
}

/// The text of the hinted games' ids, one a line (the storage's).
#[must_use]
pub fn hinted_from_text(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() == 16 && l.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_string)
        .collect()
}

impl Hint {
    /// The hint to ask on `game`'s roll: none while the game is not at its play (nothing to ask,
    /// nothing said); refused when the roll has no play to choose.
    ///
    /// # Errors
    /// The notice that says no hint can be asked now.
    pub fn ask(game: &Game) -> Result<Option<Hint>, Notice> {
        let Phase::Play(dice) = game.phase() else {
            return Ok(None);
        };
        if game.legal_plays().is_empty() {
            return Err(Notice::error("friend-err-not-now"));
        }
        Ok(Some(Hint::Asked {
            request: Request::Hint {
                rules: game.rules(),
                position: game.position(),
                dice,
                level: Level::Expert,
            },
            sent: false,
        }))
    }

    /// What the computer's answer `text` makes of the hint asked, `in_play` the position whose
    /// roll is in play now (if any): `None` if no hint is awaited (the answer is left alone);
    /// else its best play, kept if the roll is still in play, or a refusal.
    #[must_use]
    pub fn answer(&self, text: &str, in_play: Option<Position>) -> Option<Result<Hint, Notice>> {
        let Hint::Asked { request, .. } = self else {
            return None;
        };
        let Request::Hint { position, .. } = *request else {
            return None;
        };
        let best = match Reply::from_text(text, request) {
            Ok(Reply::Ranked(ranked)) => ranked.first().map(|r| r.play),
            _ => None,
        };
        Some(match best {
            Some(play) if in_play == Some(position) => Ok(Hint::Ready { position, play }),
            _ => Err(Notice::error("friend-err-hint")),
        })
    }

    /// The best play, if it is for `position`.
    #[must_use]
    pub fn play_for(&self, position: Position) -> Option<Play> {
        match self {
            Hint::Ready { position: p, play } if *p == position => Some(*play),
            _ => None,
        }
    }

    /// The question not yet handed to the worker, as text (marked handed).
    pub fn take_request(&mut self) -> Option<String> {
        match self {
            Hint::Asked { request, sent } if !*sent => {
                *sent = true;
                Some(request.to_text())
            }
            _ => None,
        }
    }
}
