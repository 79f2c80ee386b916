//! TD(λ) self-play, as TD-Gammon learned: the network plays both sides greedily (0 ply) and after
//! every play nudges its prediction for the previous position toward the one for the next, and
//! the last toward the actual result. Single-threaded and seeded: a seed reproduces a network
//! bit for bit (on one build and platform).
//!
//! Perspective: the network speaks for the side to move. The traces, though, follow three fixed
//! targets seen from White — White wins, White wins 2, White loses 2 — so a Black-to-move
//! prediction is flipped onto them (P(White wins) = 1 − P(Black wins), and so on) before its
//! gradient joins the traces. Play choice uses the mover's view of the position after each play.
//!
//! The game loop itself is [`play_out`], shared with the measuring stick
//! ([`against_baseline`](crate::against_baseline)).

use fevga_core::{Color, GameError, MoveGen, Play, Rules, SeededDice};

use crate::duel::{GameSummary, play_out};
use crate::features;
use crate::net::{Net, OUTPUTS, Outputs, Traces, flip};
use crate::neural::{self, Scratch};

/// Training settings.
#[derive(Debug, Clone)]
pub struct TrainConfig {
    /// Seeds the initial weights and every die.
    pub seed: u64,
    /// Hidden units of a new network.
    pub hidden: usize,
    /// Trace decay.
    pub lambda: f32,
    /// Learning rate at the start; it falls as `alpha / √(1 + games / alpha_games)`.
    pub alpha: f32,
    /// Games over which the learning rate falls to 1/√2 of its start.
    pub alpha_games: f32,
    /// Rule sets, played in turn game by game.
    pub rules: Vec<Rules>,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            seed: 1,
            hidden: 80,
            lambda: 0.7,
            alpha: 0.1,
            alpha_games: 25_000.0,
            rules: Rules::ALL.to_vec(),
        }
    }
}

/// Maps a prediction of `turn`'s side onto the White-view targets: `(source, sign)` per target.
fn white_map(turn: Color) -> [(usize, f32); OUTPUTS] {
    match turn {
        Color::White => [(0, 1.0), (1, 1.0), (2, 1.0)],
        Color::Black => [(0, -1.0), (2, 1.0), (1, 1.0)],
    }
}

/// A prediction of `turn`'s side, seen from White.
fn white_view(y: &Outputs, turn: Color) -> Outputs {
    match turn {
        Color::White => *y,
        Color::Black => flip(y),
    }
}

/// The learner: a network, its traces and the dice.
#[derive(Debug)]
pub struct Trainer {
    config: TrainConfig,
    net: Net,
    traces: Traces,
    scratch: Scratch,
    movegen: MoveGen,
    plays: Vec<Play>,
    dice: SeededDice,
    games: u64,
}

impl Trainer {
    /// Starts from `net`, or from random weights drawn from the seed.
    ///
    /// # Panics
    /// If `config.rules` is empty.
    #[must_use]
    pub fn new(config: TrainConfig, net: Option<Net>) -> Trainer {
        assert!(!config.rules.is_empty(), "no rule set to train on");
        let mut dice = SeededDice::new(config.seed);
        let net = net.unwrap_or_else(|| Net::random(features::INPUTS, config.hidden, &mut dice));
        Trainer {
            traces: Traces::new(&net),
            scratch: Scratch::new(&net),
            net,
            movegen: MoveGen::new(),
            plays: Vec::new(),
            dice,
            games: 0,
            config,
        }
    }

    /// The network as trained so far.
    #[must_use]
    pub fn net(&self) -> &Net {
        &self.net
    }

    /// Games played so far.
    #[must_use]
    pub const fn games(&self) -> u64 {
        self.games
    }

    /// The learning rate for the next game.
    #[must_use]
    pub fn alpha(&self) -> f32 {
        self.config.alpha / (1.0 + self.games as f32 / self.config.alpha_games).sqrt()
    }

    /// Plays one game against itself, learning after every turn.
    ///
    /// # Errors
    /// None in practice: [`GameError::Dice`] from [`play_out`] (the seeded dice give only 1–6).
    pub fn play_game(&mut self) -> Result<GameSummary, GameError> {
        let rules = self.config.rules[(self.games % self.config.rules.len() as u64) as usize];
        let alpha = self.alpha();
        let lambda = self.config.lambda;
        self.traces.clear();
        let Trainer {
            net,
            traces,
            scratch: s,
            movegen,
            plays,
            dice,
            ..
        } = self;
        let game = play_out(rules, dice, |pos, roll, _| {
            // The prediction for the position before the roll, and its gradient.
            features::write_set(net.features(), pos, rules, &mut s.x);
            let y = net.forward(&s.x, &mut s.h);
            let turn = pos.turn();
            traces.add(net, &s.x, &s.h, &y, lambda, white_map(turn));
            // The mover's choice, and the prediction for the position it leads to.
            movegen.legal_plays(pos, rules, roll, plays);
            let (play, mover_view) = match neural::best_play(net, s, plays, rules) {
                Some((play, y)) => (Some(play), y),
                None => (None, neural::outputs_after(net, s, &pos.passed(), rules)),
            };
            let (now, then) = (white_view(&y, turn), white_view(&mover_view, turn));
            let delta = [then[0] - now[0], then[1] - now[1], then[2] - now[2]];
            net.learn(traces, &delta, alpha);
            play
        })?;
        self.games += 1;
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NeuralEval;
    use fevga_core::Position;

    fn config(seed: u64) -> TrainConfig {
        TrainConfig {
            seed,
            hidden: 16,
            ..TrainConfig::default()
        }
    }

    #[test]
    fn training_is_reproducible_from_the_seed() {
        let run = |seed| {
            let mut t = Trainer::new(config(seed), None);
            let games: Vec<GameSummary> = (0..200).map(|_| t.play_game().unwrap()).collect();
            (games, t.net().to_bytes())
        };
        let (games, bytes) = run(7);
        assert!(games.iter().all(|g| g.points > 0), "a game did not finish");
        assert!(games.iter().any(|g| g.rules == Rules::Multezim));
        assert_eq!((games.clone(), bytes.clone()), run(7));
        assert_ne!(bytes, run(8).1);
    }

    #[test]
    fn learns_that_a_won_race_is_won() {
        let mut t = Trainer::new(config(3), None);
        for _ in 0..300 {
            t.play_game().unwrap();
        }
        let mut eval = NeuralEval::new(t.net().clone());
        let rules = Rules::Fevga;
        // Races with no contact: White with 3 checkers home against Black's 12 far away, and
        // the reverse. The net must prefer the side far ahead, whoever is to move.
        for turn in ['W', 'B'] {
            let ahead = Position::from_text(&format!("W:3,2,1 B:18x4,17x4,16x4 {turn}")).unwrap();
            let behind = Position::from_text(&format!("W:6x4,5x4,4x4 B:15,14,13 {turn}")).unwrap();
            let good = eval.equity_for(&ahead, rules, Color::White);
            let bad = eval.equity_for(&behind, rules, Color::White);
            assert!(good > bad + 0.5, "{turn} to move: won race {good}, lost race {bad}");
            assert!(
                good > 0.0 && bad < 0.0,
                "{turn} to move: won race {good}, lost race {bad}"
            );
        }
    }
}
