//! The computer player. For now a hand-made evaluation (race, blocks in the opponent's path,
//! primes, trapped checkers), searched one ply (greedy) or two (expectation over the opponent's
//! 21 rolls and its best reply). The AI issue replaces the evaluation with a trained one.
//!
//! The trained evaluation, not yet wired into the levels: [`features`] (the inputs), [`net`] (the
//! network), [`weights`] (its file), [`neural`] (position → equity, greedy choice) and [`train`]
//! (TD(λ) self-play and the duplicate match against the hand-made evaluation).

mod eval;
pub mod features;
pub mod net;
pub mod neural;
pub mod train;
pub mod weights;

use fevga_core::{Dice, Game, GameAction, GameError, MoveGen, Phase, Play, Position, Rules, SeededDice};

pub use eval::evaluate;
pub use net::Net;
pub use neural::NeuralEval;
pub use weights::WeightsError;

/// How strong the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Level {
    /// The evaluation with noise: makes mistakes a beginner can punish.
    Easy,
    /// The best play by the evaluation, one ply.
    #[default]
    Normal,
    /// Two plies: the opponent's best reply to each of its 21 rolls.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    #[must_use]
    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// Chooses a play of `dice` in `pos` (None: no legal play). `rng` adds the Easy level's noise and
/// breaks ties, so a seeded source gives reproducible games.
#[must_use]
pub fn choose(pos: &Position, rules: Rules, dice: Dice, level: Level, rng: &mut SeededDice) -> Option<Play> {
    Search::new(pos, rules, dice, level).run(rng)
}

/// The computer's turn in a game that has rolled: chooses, then plays or passes. Returns the
/// play made (`None`: the side could not move and passed).
///
/// # Errors
/// [`GameError::WrongPhase`] unless the game is in [`Phase::Play`].
pub fn play_turn(game: &mut Game, level: Level, rng: &mut SeededDice) -> Result<Option<Play>, GameError> {
    let choice = Search::for_game(game, level)?.run(rng);
    game.play_or_pass(choice.as_ref())?;
    Ok(choice)
}

/// Where a [`Search`] stands after a slice of work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// More candidate plays are left to weigh.
    Thinking,
    /// The choice: a play, or `None` when the side cannot move.
    Chosen(Option<Play>),
}

/// A choice made a few candidate plays at a time, so a page can think between frames.
#[derive(Debug)]
pub struct Search {
    rules: Rules,
    level: Level,
    me: fevga_core::Color,
    plays: Vec<Play>,
    next: usize,
    best: Option<(f32, Play)>,
    movegen: MoveGen,
    replies: Vec<Play>,
}

impl Search {
    /// A search for the roll in play in `game`.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless the game is in [`Phase::Play`].
    pub fn for_game(game: &Game, level: Level) -> Result<Search, GameError> {
        let Phase::Play(dice) = game.phase() else {
            return Err(GameError::WrongPhase {
                action: GameAction::Play,
                phase: game.phase(),
            });
        };
        Ok(Search::new(&game.position(), game.rules(), dice, level))
    }

    /// A search over the plays of `dice` in `pos`.
    #[must_use]
    pub fn new(pos: &Position, rules: Rules, dice: Dice, level: Level) -> Search {
        let mut movegen = MoveGen::new();
        let mut plays = Vec::new();
        movegen.legal_plays(pos, rules, dice, &mut plays);
        Search {
            rules,
            level,
            me: pos.turn(),
            plays,
            next: 0,
            best: None,
            movegen,
            replies: Vec::new(),
        }
    }

    /// Weighs every remaining candidate and returns the choice.
    pub fn run(mut self, rng: &mut SeededDice) -> Option<Play> {
        loop {
            if let Progress::Chosen(c) = self.step(usize::MAX, rng) {
                return c;
            }
        }
    }

    /// Weighs up to `budget` more candidate plays.
    pub fn step(&mut self, budget: usize, rng: &mut SeededDice) -> Progress {
        if self.plays.len() <= 1 {
            return Progress::Chosen(self.plays.first().copied());
        }
        let end = self.plays.len().min(self.next.saturating_add(budget));
        for i in self.next..end {
            let play = self.plays[i];
            let after = play.position();
            let mut score = match self.level {
                Level::Hard => -reply_value(&after, self.rules, &mut self.movegen, &mut self.replies),
                _ => evaluate(&after, self.me),
            };
            if self.level == Level::Easy {
                score += (rng.below(1000) as f32 / 1000.0 - 0.5) * 24.0;
            } else {
                // Tiny jitter: equal plays are chosen among at random, not by generation order.
                score += rng.below(1000) as f32 * 1e-6;
            }
            if self.best.is_none_or(|(b, _)| score > b) {
                self.best = Some((score, play));
            }
        }
        self.next = end;
        if self.next == self.plays.len() {
            Progress::Chosen(self.best.map(|(_, p)| p))
        } else {
            Progress::Thinking
        }
    }
}

/// The value of `pos` for its side to move, averaged over its 21 rolls, each played greedily.
fn reply_value(pos: &Position, rules: Rules, movegen: &mut MoveGen, plays: &mut Vec<Play>) -> f32 {
    let side = pos.turn();
    if pos.winner().is_some() {
        return evaluate(pos, side);
    }
    let mut total = 0.0;
    for dice in Dice::all() {
        movegen.legal_plays(pos, rules, dice, plays);
        let best = if plays.is_empty() {
            evaluate(&pos.with_turn(side.other()), side)
        } else {
            plays
                .iter()
                .map(|p| evaluate(&p.position(), side))
                .fold(f32::MIN, f32::max)
        };
        total += best * dice.weight() as f32;
    }
    total / 36.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_core::DiceSource;

    /// Plays a whole game between two levels; returns the winner's index (0 = first level as White).
    fn duel(rules: Rules, a: Level, b: Level, seed: u64) -> usize {
        let mut rng = SeededDice::new(seed);
        let mut pos = Position::start();
        for _ in 0..2000 {
            let dice = rng.roll();
            let level = if pos.turn() == fevga_core::Color::White { a } else { b };
            pos = match choose(&pos, rules, dice, level, &mut rng) {
                Some(p) => {
                    assert!(pos.is_legal(rules, dice, &p));
                    p.position()
                }
                None => pos.with_turn(pos.turn().other()),
            };
            if let Some(w) = pos.winner() {
                return usize::from(w == fevga_core::Color::Black);
            }
        }
        panic!("game did not end");
    }

    #[test]
    fn plays_only_legal_plays_and_finishes_games() {
        for rules in Rules::ALL {
            for seed in 0..4 {
                duel(rules, Level::Easy, Level::Normal, seed);
            }
        }
    }

    #[test]
    fn stepwise_search_chooses_as_one_call() {
        let mut rng = SeededDice::new(9);
        for (rules, pos) in fevga_core::bench::positions(3, 40) {
            let dice = rng.roll();
            for level in Level::ALL {
                let whole = choose(&pos, rules, dice, level, &mut SeededDice::new(1));
                let mut s = Search::new(&pos, rules, dice, level);
                let mut r = SeededDice::new(1);
                let stepped = loop {
                    if let Progress::Chosen(c) = s.step(2, &mut r) {
                        break c;
                    }
                };
                assert_eq!(whole, stepped);
            }
        }
    }

    #[test]
    fn normal_beats_random_play() {
        // Random play: Easy without the evaluation is not available, so compare against a
        // player that takes the first generated play.
        let mut wins = 0;
        let games = 60;
        for seed in 0..games {
            let mut rng = SeededDice::new(seed);
            let mut pos = Position::start();
            let rules = Rules::Fevga;
            let ai = if seed % 2 == 0 {
                fevga_core::Color::White
            } else {
                fevga_core::Color::Black
            };
            loop {
                let dice = rng.roll();
                let play = if pos.turn() == ai {
                    choose(&pos, rules, dice, Level::Normal, &mut rng)
                } else {
                    let plays = pos.legal_plays(rules, dice);
                    (!plays.is_empty()).then(|| plays[rng.below(plays.len() as u64) as usize])
                };
                pos = play.map_or(pos.with_turn(pos.turn().other()), |p| p.position());
                if let Some(w) = pos.winner() {
                    wins += u32::from(w == ai);
                    break;
                }
            }
        }
        assert!(wins >= 45, "Normal won only {wins} of {games} against random play");
    }
}
