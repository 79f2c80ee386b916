//! A kept game or a card read with the core: a record replayed ([`replay`]), a game's result
//! ([`result_of`]), and a card of the deck read for practice ([`Question`]: its position, roll,
//! plays and the best and played ones).

use fevga_core::record::{self, RecordError};
use fevga_core::{Color, Dice, Game, Phase, Play, Position, Rules};

use crate::deck::Card;
use crate::store::Kept;

/// A card read for practice: the position, the roll, its plays, and the two equities.
#[derive(Debug, Clone)]
pub struct Question {
    /// The card.
    pub card: Card,
    /// The rule set.
    pub rules: Rules,
    /// The position, the mover to play.
    pub position: Position,
    /// The roll.
    pub dice: Dice,
    /// Every legal play.
    pub plays: Vec<Play>,
    /// The best play's index in `plays`.
    pub best: usize,
    /// The play made in the game's index in `plays`.
    pub played: usize,
}

impl Question {
    /// Reads a card; `None` if it no longer makes sense (a damaged card).
    #[must_use]
    pub fn of(card: &Card) -> Option<Question> {
        let rules: Rules = card.rules.parse().ok()?;
        let position: Position = card.position.parse().ok()?;
        let dice: Dice = card.dice.parse().ok()?;
        let plays = position.legal_plays(rules, dice);
        let find = |text: &str| plays.iter().position(|p| p.notation() == text);
        let (best, played) = (find(&card.best)?, find(&card.played)?);
        Some(Question {
            card: card.clone(),
            rules,
            position,
            dice,
            plays,
            best,
            played,
        })
    }

    /// The mover.
    #[must_use]
    pub fn mover(&self) -> Color {
        self.position.turn()
    }

    /// Whether `choice` is the best play (or leaves the same position).
    #[must_use]
    pub fn is_right(&self, choice: usize) -> bool {
        let after = |i: usize| self.plays.get(i).map(|p| self.position.after(Some(p)));
        choice == self.best || (after(choice).is_some() && after(choice) == after(self.best))
    }
}

/// A kept game read: its replayed game, or why its record cannot be read.
///
/// # Errors
/// The core's [`RecordError`] naming the line at fault.
pub fn replay(kept: &Kept) -> Result<Game, RecordError> {
    record::import(&kept.record).map(|(g, _)| g)
}

/// What makes a record the game it is, for telling whether a game is kept already: its rules,
/// the players' names, the start and every turn (side, roll, play) as the core reads them, so
/// two records of one game that differ in spacing (or in a header such as the aids) are the
/// same game; `None` for a record that cannot be read.
#[must_use]
pub fn game_key(text: &str) -> Option<String> {
    use std::fmt::Write as _;
    let (game, info) = record::import(text).ok()?;
    let start = game.history().first().map_or_else(|| game.position(), |t| t.before);
    let mut key = format!(
        "{}\n{}\n{}\n{start}\n",
        game.rules().as_str(),
        info.names.white,
        info.names.black
    );
    for t in game.history() {
        let play = t.play.map(|p| p.notation()).unwrap_or_default();
        let _ = writeln!(key, "{} {} {play}", t.color.letter(), t.dice);
    }
    Some(key)
}

/// The game's result, if over.
#[must_use]
pub fn result_of(game: &Game) -> Option<fevga_core::GameResult> {
    match game.phase() {
        Phase::Over(r) => Some(r),
        _ => None,
    }
}
