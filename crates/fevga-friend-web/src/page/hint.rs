//! The computer's hint on the roll in play (the hint is the player's own business, as in
//! correspondence chess; the page says it was used): the question handed to the worker once,
//! its answer kept only for the roll still in play, and the games in which one was asked, kept
//! on this device.

use fevga_ai::Level;
use fevga_ai::protocol::{Reply, Request};
use fevga_core::correspondence::Correspondence;
use fevga_core::{Phase, Play};

use super::Page;
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
        position: fevga_core::Position,
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

impl Page {
    /// The hint: asked, or its best play for the roll in play.
    #[must_use]
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// The hint's best play, if it is for the position shown now.
    #[must_use]
    pub fn hint_play(&self) -> Option<Play> {
        let game = self.current()?.game_to_play()?;
        match &self.hint {
            Hint::Ready { position, play } if *position == game.position() => Some(*play),
            _ => None,
        }
    }

    /// Whether a hint was asked in the game shown.
    #[must_use]
    pub fn used_hints(&self) -> bool {
        self.current()
            .is_some_and(|g| self.hinted.contains(&g.game_id().to_string()))
    }

    /// The question for the computer not yet handed to its worker, as text (marked handed).
    pub fn take_hint_request(&mut self) -> Option<String> {
        match &mut self.hint {
            Hint::Asked { request, sent } if !*sent => {
                *sent = true;
                Some(request.to_text())
            }
            _ => None,
        }
    }

    /// The hinted games' ids as text (for storage); empty if none.
    #[must_use]
    pub fn hinted_text(&self) -> String {
        self.hinted.join("\n")
    }

    /// Asks the computer for the best play of the roll in play.
    pub(super) fn ask_hint(&mut self) {
        let Some(c) = self.current() else {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        };
        let id = c.game_id().to_string();
        let Some(game) = c.game_to_play() else {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        };
        let Phase::Play(dice) = game.phase() else {
            return;
        };
        if game.legal_plays().is_empty() {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        }
        self.hint = Hint::Asked {
            request: Request::Hint {
                rules: game.rules(),
                position: game.position(),
                dice,
                level: Level::Expert,
            },
            sent: false,
        };
        if !self.hinted.contains(&id) {
            self.hinted.push(id);
        }
    }

    /// The computer's answer: kept if it answers the hint asked, for the roll still in play.
    pub(super) fn hint_answer(&mut self, text: &str) {
        let Hint::Asked { request, .. } = &self.hint else {
            return;
        };
        let Request::Hint { position, .. } = *request else {
            return;
        };
        let best = match Reply::from_text(text, request) {
            Ok(Reply::Ranked(ranked)) => ranked.first().map(|r| r.play),
            _ => None,
        };
        let still = self
            .current()
            .and_then(Correspondence::game_to_play)
            .is_some_and(|g| g.position() == position);
        match best {
            Some(play) if still => self.hint = Hint::Ready { position, play },
            _ => {
                self.hint = Hint::None;
                self.notice = Some(Notice::error("friend-err-hint"));
            }
        }
    }
}
