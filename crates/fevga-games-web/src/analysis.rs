//! A kept game with its review as kept so far (issue 31: the analysis board): the game replayed,
//! the turns' ratings read back from `fevga-keep`'s reviews (each line a turn, as the computer's
//! protocol writes it) and assembled by `fevga_ai::review::Review::assemble`, the one place a
//! review is worked out; what the review still needs ([`Next`]); the turns a person steps to
//! (the previous or next mistake).

use fevga_ai::Level;
use fevga_ai::protocol::{Request, read_rating_line};
use fevga_ai::review::{Label, Review};
use fevga_core::record::{self, RecordError};
use fevga_core::{ByColor, Game};

use crate::store::Kept;

/// The level whose analysis rates every kept game (the expert's depth).
pub const LEVEL: Level = Level::Expert;

/// A kept game and its review as far as it is rated.
#[derive(Debug, Clone)]
pub struct Analysed {
    /// The game replayed from its record.
    pub game: Game,
    /// The players' names as the record gives them (empty where it names none).
    pub names: ByColor<String>,
    /// The review of the turns rated so far (the first [`Analysed::rated`] turns).
    pub review: Review,
    /// How many of the kept lines read as their turns' ratings (the first bad one and those
    /// after it are to be rated again).
    pub rated: usize,
}

impl Analysed {
    /// Reads a kept game with its review's kept `lines`; a line that does not read as its
    /// turn's rating ends what is taken.
    ///
    /// # Errors
    /// The core's [`RecordError`] when the game's record cannot be read.
    pub fn of(kept: &Kept, lines: &[String]) -> Result<Analysed, RecordError> {
        let (game, info) = record::import(&kept.record)?;
        let rules = game.rules();
        let ratings: Vec<_> = game
            .history()
            .iter()
            .zip(lines)
            .map_while(|(t, line)| read_rating_line(line, &t.before, rules, t.dice).ok())
            .collect();
        let review = Review::assemble(rules, game.history(), LEVEL, &ratings);
        Ok(Analysed {
            rated: ratings.len(),
            review,
            game,
            names: info.names,
        })
    }

    /// The turns in the game.
    #[must_use]
    pub fn turns(&self) -> usize {
        self.game.history().len()
    }

    /// Whether every turn is rated.
    #[must_use]
    pub fn complete(&self) -> bool {
        self.rated >= self.turns()
    }

    /// What the review needs next, once `turn` turns are rated.
    #[must_use]
    pub fn next(&self, turn: usize) -> Next {
        let Some(t) = self.game.history().get(turn) else {
            return Next::Done;
        };
        let rules = self.game.rules();
        match t.play {
            Some(play) if t.before.legal_plays(rules, t.dice).len() >= 2 => Next::Ask(Request::Rate {
                rules,
                position: t.before,
                dice: t.dice,
                play,
                level: LEVEL,
            }),
            _ => Next::NoChoice,
        }
    }

    /// The turn of the next mistake or blunder after turn `from` (`forward`), or before it;
    /// `None` if there is none that way.
    #[must_use]
    pub fn mistake_from(&self, from: usize, forward: bool) -> Option<usize> {
        let big = |i: &usize| {
            self.review
                .turns
                .get(*i)
                .is_some_and(|t| matches!(t.label, Some(Label::Mistake | Label::Blunder)))
        };
        if forward {
            (from + 1..self.review.turns.len()).find(big)
        } else {
            (0..from.min(self.review.turns.len())).rev().find(big)
        }
    }
}

/// What a review needs next.
#[derive(Debug, Clone)]
pub enum Next {
    /// The computer's rating of the next turn's play.
    Ask(Request),
    /// The next turn has no choice to rate (one play, or none): its line is `-`.
    NoChoice,
    /// Every turn is rated.
    Done,
}
