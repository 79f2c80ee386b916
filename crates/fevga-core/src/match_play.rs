//! Matches (§8): games until one side reaches the agreed number of points.

use crate::{Color, Game, GameAction, GameError, Rules};

/// A match to `length` points (1 = a single game): games until one side reaches the length (§8).
#[derive(Debug, Clone)]
pub struct Match {
    length: u32,
    /// Points of the finished games before the current one: White, Black.
    banked: [u32; 2],
    game: Game,
}

impl Match {
    /// A new match to `length` points under `rules`.
    ///
    /// # Errors
    /// [`GameError::BadMatchLength`] for a length of 0.
    pub fn new(rules: Rules, length: u32) -> Result<Match, GameError> {
        Match::resume(length, [0, 0], Game::new(rules))
    }

    /// A match resumed at a score (before the current game) with a game in progress.
    ///
    /// # Errors
    /// [`GameError::BadMatchLength`] for a length of 0.
    pub fn resume(length: u32, score: [u32; 2], game: Game) -> Result<Match, GameError> {
        if length == 0 {
            return Err(GameError::BadMatchLength(length));
        }
        Ok(Match {
            length,
            banked: score,
            game,
        })
    }

    /// The points a side needs to win the match.
    #[must_use]
    pub const fn length(&self) -> u32 {
        self.length
    }

    /// The current game.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The current game, to roll and play in.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The score before the current game: `[white, black]`.
    #[must_use]
    pub const fn score_before_game(&self) -> [u32; 2] {
        self.banked
    }

    /// The score including the current game if it is over: `[white, black]`.
    #[must_use]
    pub fn score(&self) -> [u32; 2] {
        let mut s = self.banked;
        if let Some(r) = self.game.result() {
            let points = &mut s[r.winner as usize];
            *points = points.saturating_add(u32::from(r.points));
        }
        s
    }

    /// The side that has reached the match length.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        let s = self.score();
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| s[c as usize] >= self.length)
    }

    /// Starts the next game once the current one is over and the match goes on.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] while the game is not over; [`GameError::MatchOver`] once a side
    /// has reached the match length.
    pub fn next_game(&mut self) -> Result<(), GameError> {
        if self.game.result().is_none() {
            return Err(GameError::WrongPhase {
                action: GameAction::NextGame,
                phase: self.game.phase(),
            });
        }
        if let Some(winner) = self.winner() {
            return Err(GameError::MatchOver { winner });
        }
        self.banked = self.score();
        self.game = Game::new(self.game.rules());
        Ok(())
    }
}
