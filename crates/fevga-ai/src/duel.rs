//! Games played out between two players, once for everyone: TD training, the learning curve's
//! duplicate games against the baseline, `fevga match` and the tests. One loop rolls, asks the
//! side to move for its play, plays it or passes, and stops at the game's value.
//!
//! Also here: the match statistics, duplicate games against the hand-made evaluation at
//! [`Level::BaselineGreedy`] and the points share with its 95% interval.

use fevga_core::{Color, Dice, DiceSource, GameError, MoveGen, Opening, Play, Position, Rules, SeededDice};

use crate::net::Net;
use crate::neural::{self, Scratch};
use crate::{Level, choose};

/// Longer than any game lasts: each play moves at least one pip, and a side cannot pass forever.
pub const MAX_TURNS: usize = 5_000;

/// How one game went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSummary {
    /// The rule set played.
    pub rules: Rules,
    /// Turns taken, passes included.
    pub turns: usize,
    /// The side that won (after [`MAX_TURNS`], which no legal game reaches: the last to move).
    pub winner: Color,
    /// Points won: 1 or 2 (0 if the game was stopped after [`MAX_TURNS`]).
    pub points: u8,
}

/// Plays a game from the opening (§2, rolled with `dice`) to its end. `player` chooses for
/// whichever side is to move: it gets the position, the roll and the dice (for its own random
/// choices, if it shares them), and returns its play (`None`: it passes). Called once a turn,
/// so a learner can learn after every turn.
///
/// # Errors
/// [`GameError::Dice`] if `dice` gives a die outside 1–6 for the opening.
pub fn play_out<D: DiceSource>(
    rules: Rules,
    dice: &mut D,
    player: impl FnMut(&Position, Dice, &mut D) -> Option<Play>,
) -> Result<GameSummary, GameError> {
    let opening = Opening::roll(dice)?;
    Ok(play_from(
        rules,
        Position::start_with(opening.first()),
        opening.dice(),
        dice,
        player,
    ))
}

/// Plays a game from `start`, the side to move there rolling `first`; as [`play_out`] after the
/// opening.
pub fn play_from<D: DiceSource>(
    rules: Rules,
    start: Position,
    first: Dice,
    dice: &mut D,
    player: impl FnMut(&Position, Dice, &mut D) -> Option<Play>,
) -> GameSummary {
    match play_until(rules, start, first, dice, MAX_TURNS, player) {
        Ending::Over(game) => game,
        // Unreachable in a legal game; stopped rather than looping.
        Ending::Stopped { position, turns } => GameSummary {
            rules,
            turns,
            winner: position.turn().other(),
            points: 0,
        },
    }
}

/// How a game played for at most a number of turns ([`play_until`]) stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The game ended.
    Over(GameSummary),
    /// The turns ran out first: the position reached (its side to move has not rolled yet).
    Stopped {
        /// The position after the last turn played.
        position: Position,
        /// Turns played, passes included.
        turns: usize,
    },
}

/// Plays from `start` as [`play_from`] does, but at most `limit` turns (half-moves, passes
/// included; at least one): a truncated rollout stops there and evaluates the position reached.
/// The dice after the last turn played are not rolled.
pub fn play_until<D: DiceSource>(
    rules: Rules,
    start: Position,
    first: Dice,
    dice: &mut D,
    limit: usize,
    mut player: impl FnMut(&Position, Dice, &mut D) -> Option<Play>,
) -> Ending {
    let (mut pos, mut roll) = (start, first);
    let mut turns = 0;
    loop {
        turns += 1;
        let play = player(&pos, roll, dice);
        pos = pos.after(play.as_ref());
        if let Some((winner, points)) = pos.game_value() {
            return Ending::Over(GameSummary {
                rules,
                turns,
                winner,
                points,
            });
        }
        if turns >= limit {
            return Ending::Stopped { position: pos, turns };
        }
        roll = dice.roll();
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

/// Plays one game, the network (greedy, 0 ply) for `net_side` and the baseline for the other.
fn duel(
    rules: Rules,
    net: &Net,
    s: &mut Scratch,
    net_side: Color,
    seed: u64,
    movegen: &mut MoveGen,
    plays: &mut Vec<Play>,
) -> Result<GameSummary, GameError> {
    let mut dice = SeededDice::new(seed);
    let mut jitter = SeededDice::new(seed ^ 0x5EED_BA5E);
    play_out(rules, &mut dice, |pos, roll, _| {
        if pos.turn() == net_side {
            movegen.legal_plays(pos, rules, roll, plays);
            neural::best_play(net, s, plays, rules).map(|(p, _)| p)
        } else {
            choose(pos, rules, roll, Level::BaselineGreedy, &mut jitter)
        }
    })
}

/// Duplicate games against the hand-made evaluation at [`Level::BaselineGreedy`]: each of `deals` dice
/// sequences is played twice, the network taking White then Black, so luck largely cancels.
/// Rule sets alternate deal by deal. The interval treats deals as independent samples of a
/// ratio (delta method).
///
/// # Errors
/// None in practice: [`GameError::Dice`] from [`play_out`] (the seeded dice give only 1–6).
///
/// # Panics
/// If `rules` is empty.
pub fn against_baseline(net: &Net, deals: usize, rules: &[Rules], seed: u64) -> Result<Score, GameError> {
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
            let game = duel(r, net, &mut s, side, deal_seed, &mut movegen, &mut plays)?;
            if game.winner == side {
                won += u32::from(game.points);
            } else {
                lost += u32::from(game.points);
            }
        }
        per_deal.push((f64::from(won), f64::from(won + lost)));
    }
    let points: f64 = per_deal.iter().map(|d| d.0).sum();
    let total: f64 = per_deal.iter().map(|d| d.1).sum();
    let (_, ci95) = points_share(&per_deal);
    Ok(Score {
        games: 2 * deals,
        points: points as u32,
        against: (total - points) as u32,
        ci95,
    })
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
    use crate::features;

    #[test]
    fn duplicate_score_counts_every_game() {
        let net = Net::random(features::INPUTS, 8, &mut SeededDice::new(1));
        let s = against_baseline(&net, 3, &Rules::ALL, 11).unwrap();
        assert_eq!(s.games, 6);
        assert!(s.points + s.against >= 6 && s.points + s.against <= 12);
        assert!((0.0..=1.0).contains(&s.share()) && s.ci95 >= 0.0);
        assert_eq!(s, against_baseline(&net, 3, &Rules::ALL, 11).unwrap());
    }

    /// A game stopped after `limit` turns: the position the same game reached then, with the
    /// dice after it not rolled; a game that ends first says so.
    #[test]
    fn play_until_stops_after_its_turns() {
        let first = Dice::new(6, 5).unwrap();
        let random = |pos: &Position, roll: Dice, d: &mut SeededDice| {
            let plays = pos.legal_plays(Rules::Fevga, roll);
            (!plays.is_empty()).then(|| plays[d.below(plays.len() as u64) as usize])
        };
        let mut seen = Vec::new();
        let whole = play_from(
            Rules::Fevga,
            Position::start(),
            first,
            &mut SeededDice::new(9),
            |p, r, d| {
                let play = random(p, r, d);
                seen.push(p.after(play.as_ref()));
                play
            },
        );
        for limit in [1, 5, 12] {
            let mut dice = SeededDice::new(9);
            let ending = play_until(Rules::Fevga, Position::start(), first, &mut dice, limit, random);
            assert_eq!(
                ending,
                Ending::Stopped {
                    position: seen[limit - 1],
                    turns: limit
                }
            );
        }
        let ending = play_until(
            Rules::Fevga,
            Position::start(),
            first,
            &mut SeededDice::new(9),
            10_000,
            random,
        );
        assert_eq!(ending, Ending::Over(whole));
    }

    #[test]
    fn a_game_from_the_opening_ends_with_its_value() {
        let mut dice = SeededDice::new(4);
        let mut turns = 0;
        let g = play_out(Rules::Fevga, &mut dice, |pos, roll, d| {
            turns += 1;
            let plays = pos.legal_plays(Rules::Fevga, roll);
            (!plays.is_empty()).then(|| plays[d.below(plays.len() as u64) as usize])
        })
        .unwrap();
        assert_eq!(g.turns, turns);
        assert!(g.points == 1 || g.points == 2);
    }
}
