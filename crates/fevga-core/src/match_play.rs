//! Matches (§8): games until one side reaches the agreed number of points.

use crate::{ByColor, Color, Game, GameAction, GameError, Rules};

/// A match to `length` points (1 = a single game): games until one side reaches the length (§8).
#[derive(Debug, Clone)]
pub struct Match {
    length: u32,
    /// Points of the finished games before the current one.
    banked: ByColor<u32>,
    game: Game,
}

impl Match {
    /// A new match to `length` points under `rules`.
    ///
    /// # Errors
    /// [`GameError::BadMatchLength`] for a length of 0.
    pub fn new(rules: Rules, length: u32) -> Result<Match, GameError> {
        Match::resume(length, ByColor::default(), Game::new(rules))
    }

    /// A match resumed at a score (before the current game) with a game in progress.
    ///
    /// # Errors
    /// As [`Match::check`].
    pub fn resume(length: u32, score: ByColor<u32>, game: Game) -> Result<Match, GameError> {
        Match::check(length, score)?;
        Ok(Match {
            length,
            banked: score,
            game,
        })
    }

    /// Whether a match to `length` can stand at `score` before one of its games (§8): the length
    /// is at least 1 and neither side has reached it yet.
    ///
    /// # Errors
    /// [`GameError::BadMatchLength`] for a length of 0, [`GameError::ScoreReached`] if a side's
    /// points are at or above the length.
    pub const fn check(length: u32, score: ByColor<u32>) -> Result<(), GameError> {
        if length == 0 {
            return Err(GameError::BadMatchLength(length));
        }
        if score.white >= length || score.black >= length {
            return Err(GameError::ScoreReached { length, score });
        }
        Ok(())
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

    /// The score before the current game.
    #[must_use]
    pub const fn score_before_game(&self) -> ByColor<u32> {
        self.banked
    }

    /// The score including the current game if it is over.
    #[must_use]
    pub fn score(&self) -> ByColor<u32> {
        let mut s = self.banked;
        if let Some(r) = self.game.result() {
            let points = s.get_mut(r.winner);
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
            .find(|&c| *s.get(c) >= self.length)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s8_a_match_resumes_only_below_its_length() {
        // Given a match to 5, When it is resumed at 4-4, Then it goes on; at 5-0 or 0-9 a side
        // had already won it (§8), so no game of it can be in progress.
        assert!(Match::resume(5, ByColor::new(4, 4), Game::new(Rules::Fevga)).is_ok());
        for score in [[5, 0], [0, 9], [7, 7]].map(|[w, b]| ByColor::new(w, b)) {
            assert_eq!(
                Match::resume(5, score, Game::new(Rules::Fevga)).err(),
                Some(GameError::ScoreReached { length: 5, score })
            );
        }
        assert_eq!(
            Match::resume(0, ByColor::default(), Game::new(Rules::Fevga)).err(),
            Some(GameError::BadMatchLength(0))
        );
        assert_eq!(
            GameError::ScoreReached {
                length: 5,
                score: ByColor::new(9, 0)
            }
            .to_string(),
            "score 9-0 in a match to 5: the match was already over"
        );
    }
}
