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
//! Also here: the measuring stick, duplicate games against the hand-made evaluation at
//! [`Level::BaselineGreedy`].

use fevga_core::{Color, Dice, DiceSource, MoveGen, Opening, Play, Position, Rules, SeededDice};

use crate::net::{Net, OUTPUTS, Outputs, Traces, flip};
use crate::neural::{self, Scratch};
use crate::{Level, choose, features};

/// Longer than any game lasts: each play moves at least one pip, and a side cannot pass forever.
const MAX_TURNS: usize = 5_000;

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

/// How one training game went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSummary {
    pub rules: Rules,
    pub turns: usize,
    pub winner: Color,
    pub points: u8,
}

/// The opening (§2): one die each until they differ; the higher side moves first with both.
pub fn opening(dice: &mut impl DiceSource) -> (Position, Dice) {
    loop {
        // White's die, then Black's; a tie is an error of `Opening::new`, and is rolled again.
        if let Ok(o) = Opening::new(dice.die(), dice.die()) {
            return (Position::start_with(o.first()), o.dice());
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
    pub fn play_game(&mut self) -> GameSummary {
        let rules = self.config.rules[(self.games % self.config.rules.len() as u64) as usize];
        let alpha = self.alpha();
        let lambda = self.config.lambda;
        self.traces.clear();
        let (mut pos, mut roll) = opening(&mut self.dice);
        let mut turns = 0;
        loop {
            turns += 1;
            // The prediction for the position before the roll, and its gradient.
            let s = &mut self.scratch;
            features::write(&pos, rules, &mut s.x);
            let y = self.net.forward(&s.x, &mut s.h);
            let turn = pos.turn();
            self.traces.add(&self.net, &s.x, &s.h, &y, lambda, white_map(turn));
            // The mover's choice, and the prediction for the position it leads to.
            self.movegen.legal_plays(&pos, rules, roll, &mut self.plays);
            let (next, mover_view) = match neural::best_play(&self.net, s, &self.plays, rules) {
                Some((play, y)) => (play.position(), y),
                None => {
                    let next = pos.with_turn(turn.other());
                    (next, neural::outputs_after(&self.net, s, &next, rules))
                }
            };
            let (now, then) = (white_view(&y, turn), white_view(&mover_view, turn));
            let delta = [then[0] - now[0], then[1] - now[1], then[2] - now[2]];
            self.net.learn(&self.traces, &delta, alpha);
            if let Some((winner, points)) = next.game_value() {
                self.games += 1;
                return GameSummary {
                    rules,
                    turns,
                    winner,
                    points,
                };
            }
            if turns >= MAX_TURNS {
                // Unreachable in a legal game; stop rather than loop.
                self.games += 1;
                return GameSummary {
                    rules,
                    turns,
                    winner: turn,
                    points: 0,
                };
            }
            pos = next;
            roll = self.dice.roll();
        }
    }
}

/// Points won in duplicate games against the baseline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Score {
    /// Games played (two per dice sequence).
    pub games: usize,
    /// Points the network won.
    pub points: u32,
    /// Points the baseline won.
    pub against: u32,
    /// Half-width of the 95% confidence interval of [`Score::share`].
    pub ci95: f64,
}

impl Score {
    /// The network's share of all points won.
    #[must_use]
    pub fn share(&self) -> f64 {
        f64::from(self.points) / f64::from((self.points + self.against).max(1))
    }
}

/// Plays one game, the network for `net_side` and the baseline for the other; returns the
/// winner and the points.
fn duel(
    rules: Rules,
    net: &Net,
    s: &mut Scratch,
    net_side: Color,
    seed: u64,
    movegen: &mut MoveGen,
    plays: &mut Vec<Play>,
) -> (Color, u8) {
    let mut dice = SeededDice::new(seed);
    let mut jitter = SeededDice::new(seed ^ 0x5EED_BA5E);
    let (mut pos, mut roll) = opening(&mut dice);
    for _ in 0..MAX_TURNS {
        let play = if pos.turn() == net_side {
            movegen.legal_plays(&pos, rules, roll, plays);
            neural::best_play(net, s, plays, rules).map(|(p, _)| p)
        } else {
            choose(&pos, rules, roll, Level::BaselineGreedy, &mut jitter)
        };
        pos = play.map_or(pos.with_turn(pos.turn().other()), |p| p.position());
        if let Some(result) = pos.game_value() {
            return result;
        }
        roll = dice.roll();
    }
    (pos.turn(), 0)
}

/// Duplicate games against the hand-made evaluation at [`Level::BaselineGreedy`]: each of `deals` dice
/// sequences is played twice, the network taking White then Black, so luck largely cancels.
/// Rule sets alternate deal by deal. The interval treats deals as independent samples of a
/// ratio (delta method).
///
/// # Panics
/// If `rules` is empty.
#[must_use]
pub fn against_baseline(net: &Net, deals: usize, rules: &[Rules], seed: u64) -> Score {
    let mut s = Scratch::new(net);
    let mut movegen = MoveGen::new();
    let mut plays = Vec::new();
    let mut per_deal = Vec::with_capacity(deals);
    let mut seeds = SeededDice::new(seed);
    for d in 0..deals {
        let r = rules[d % rules.len()];
        let deal_seed = seeds.next_u64();
        let (mut won, mut lost) = (0u32, 0u32);
        for side in [Color::White, Color::Black] {
            let (winner, points) = duel(r, net, &mut s, side, deal_seed, &mut movegen, &mut plays);
            if winner == side {
                won += u32::from(points);
            } else {
                lost += u32::from(points);
            }
        }
        per_deal.push((f64::from(won), f64::from(won + lost)));
    }
    let points: f64 = per_deal.iter().map(|d| d.0).sum();
    let total: f64 = per_deal.iter().map(|d| d.1).sum();
    let (_, ci95) = points_share(&per_deal);
    Score {
        games: 2 * deals,
        points: points as u32,
        against: (total - points) as u32,
        ci95,
    }
}

/// The first side's share of the points over duplicate-dice deals `(its points, all points)`,
/// and the half-width of its 95% interval (deals as independent samples of a ratio: the delta
/// method).
#[must_use]
pub fn points_share(per_deal: &[(f64, f64)]) -> (f64, f64) {
    let points: f64 = per_deal.iter().map(|d| d.0).sum();
    let total: f64 = per_deal.iter().map(|d| d.1).sum();
    let n = per_deal.len() as f64;
    let ratio = points / total.max(1.0);
    let mean_total = total / n.max(1.0);
    let var = per_deal.iter().map(|(w, t)| (w - ratio * t).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (ratio, 1.96 * (var / n.max(1.0)).sqrt() / mean_total.max(1e-9))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NeuralEval;

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
            let games: Vec<GameSummary> = (0..200).map(|_| t.play_game()).collect();
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
            t.play_game();
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

    #[test]
    fn duplicate_score_counts_every_game() {
        let net = Net::random(features::INPUTS, 8, &mut SeededDice::new(1));
        let s = against_baseline(&net, 3, &Rules::ALL, 11);
        assert_eq!(s.games, 6);
        assert!(s.points + s.against >= 6 && s.points + s.against <= 12);
        assert!((0.0..=1.0).contains(&s.share()) && s.ci95 >= 0.0);
        assert_eq!(s, against_baseline(&net, 3, &Rules::ALL, 11));
    }
}
