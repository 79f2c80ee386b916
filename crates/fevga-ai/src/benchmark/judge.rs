//! Making a set: [`Judge`] plays seeded games between [`PAIRINGS`], keeps decisions class by
//! class, and rolls out each one's best plays, seeded by [`decision_seed`].

use fevga_core::{Dice, Play, Position, Rules, SeededDice};

use super::class::Class;
use super::decision::{Decision, JudgedPlay};
use crate::review::Analysis;
use crate::rollout::best_of;
use crate::{Level, Net, RolloutConfig, RolloutError, Search, Stage, play_out, rollout_by};

/// The pairs of levels whose games give the decisions (first as White in even rounds), each
/// in both rule sets.
pub const PAIRINGS: [(Level, Level); 4] = [
    (Level::Beginner, Level::Strong),
    (Level::Intermediate, Level::Expert),
    (Level::BaselineGreedy, Level::Intermediate),
    (Level::Baseline, Level::Strong),
];

/// Who makes a set: the network that plays the network levels of its games, ranks each
/// decision's candidates at expert's depth (with the expert stages `expert`) and plays and
/// ends the rollouts. A set is rebuilt from its seed only by the judge that made it, so the
/// set's settings line names it: the committed set was made by td1 with the expert stages of
/// its day, before another network was embedded (`bench/README.md`).
#[derive(Debug, Clone, Copy)]
pub struct Judge {
    /// The network.
    pub net: &'static Net,
    /// Expert's stages after the 0-ply ranking, for the games and the candidates.
    pub expert: &'static [Stage],
}

impl Judge {
    /// The embedded network with the levels' own stages.
    #[must_use]
    pub fn embedded() -> Judge {
        Judge {
            net: crate::embedded(),
            expert: Level::Expert.stages(),
        }
    }

    /// `level`'s search of the plays of `dice` in `pos`, by this judge's network and, at
    /// expert, its stages.
    fn search(&self, pos: &Position, rules: Rules, dice: Dice, level: Level) -> Search {
        let stages = if level == Level::Expert {
            self.expert
        } else {
            level.stages()
        };
        Search::with_stages(pos, rules, dice, level, self.net, stages)
    }

    /// The best `top` plays of `dice` in `pos` by this judge's expert ranking, best first.
    #[must_use]
    pub fn candidates(&self, pos: &Position, rules: Rules, dice: Dice, top: usize) -> Vec<Play> {
        best_of(
            Analysis::of(self.search(pos, rules, dice, Level::Expert), rules, None),
            top,
        )
    }

    /// The first `count` decisions of the set with `seed` (fewer only if some class never
    /// fills up in 100,000 games): each turn with at least two plays of seeded games between
    /// [`PAIRINGS`], whose network levels play by this judge's network, is kept with chance one
    /// half, sorted into its class; the classes take turns in [`Class::ALL`]'s order. The first
    /// `n` are the same for any `count` ≥ `n`.
    #[must_use]
    pub fn decisions(&self, seed: u64, count: usize) -> Vec<(Rules, Position, Dice)> {
        let need = count.div_ceil(Class::ALL.len());
        let mut by_class: Vec<Vec<(Rules, Position, Dice)>> = vec![Vec::new(); Class::ALL.len()];
        let mut seeds = SeededDice::new(seed);
        for g in 0..100_000usize {
            if by_class.iter().all(|c| c.len() >= need) {
                break;
            }
            let rules = Rules::ALL[g % 2];
            let (a, b) = PAIRINGS[(g / 2) % PAIRINGS.len()];
            let (white, black) = if (g / (2 * PAIRINGS.len())).is_multiple_of(2) {
                (a, b)
            } else {
                (b, a)
            };
            let mut dice = SeededDice::new(seeds.next_u64());
            let mut pick = SeededDice::new(seeds.next_u64());
            let mut jitter = SeededDice::new(seeds.next_u64());
            let played = play_out(rules, &mut dice, |pos, roll, _| {
                if pos.legal_plays(rules, roll).len() >= 2 && pick.below(2) == 0 {
                    let c = Class::of(pos, rules);
                    // `by_class` has a list for each of `Class::ALL`.
                    if let Some(list) = Class::ALL
                        .iter()
                        .zip(by_class.iter_mut())
                        .find_map(|(k, list)| (*k == c).then_some(list))
                    {
                        list.push((rules, *pos, roll));
                    }
                }
                let level = if pos.turn() == fevga_core::Color::White {
                    white
                } else {
                    black
                };
                self.search(pos, rules, roll, level).run(&mut jitter)
            });
            debug_assert!(played.is_ok(), "seeded dice are 1-6");
        }
        let mut out = Vec::with_capacity(count);
        for k in 0..need {
            for c in &by_class {
                if out.len() < count
                    && let Some(d) = c.get(k)
                {
                    out.push(*d);
                }
            }
        }
        out
    }

    /// Judges a decision: its best `top` plays ([`Judge::candidates`]) rolled out by this
    /// judge's network with `config` (whose seed the caller sets, see [`decision_seed`]).
    ///
    /// # Errors
    /// [`RolloutError`] for a bad `config`.
    pub fn judge(
        &self,
        rules: Rules,
        position: Position,
        dice: Dice,
        top: usize,
        config: &RolloutConfig,
    ) -> Result<Decision, RolloutError> {
        let plays = self.candidates(&position, rules, dice, top);
        let rolled = rollout_by(self.net, &plays, rules, config)?;
        Ok(Decision {
            class: Class::of(&position, rules),
            rules,
            position,
            dice,
            trials: config.trials,
            truncate: config.truncate,
            plays: rolled
                .iter()
                .map(|r| JudgedPlay {
                    play: r.play,
                    equity: r.equity,
                    se: r.equity_se,
                    diff_se: r.diff_se,
                })
                .collect(),
        })
    }
}

/// The rollout seed of decision `index` of the set with `seed`.
#[must_use]
pub fn decision_seed(seed: u64, index: usize) -> u64 {
    let mut mix = SeededDice::new(seed ^ (index as u64).wrapping_mul(0x9FB2_1C65_1E98_DF25));
    mix.next_u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_are_prefix_stable_and_cover_every_class() {
        let ten = Judge::embedded().decisions(3, 10);
        let fifteen = Judge::embedded().decisions(3, 15);
        assert_eq!(ten.len(), 10);
        assert_eq!(&fifteen[..10], &ten[..]);
        for (i, (rules, pos, dice)) in fifteen.iter().enumerate() {
            assert_eq!(Class::of(pos, *rules), Class::ALL[i % 5], "{i}");
            assert!(pos.legal_plays(*rules, *dice).len() >= 2);
        }
        assert!(fifteen.iter().any(|d| d.0 == Rules::Fevga) && fifteen.iter().any(|d| d.0 == Rules::Multezim));
        assert_ne!(Judge::embedded().decisions(4, 5), ten[..5]);
    }

    #[test]
    fn judging_a_decision_rolls_out_its_best_plays() {
        let (rules, position, dice) = Judge::embedded().decisions(3, 5)[3];
        let config = RolloutConfig {
            trials: 72,
            truncate: 3,
            seed: decision_seed(3, 3),
            ..RolloutConfig::default()
        };
        let d = Judge::embedded().judge(rules, position, dice, 3, &config).unwrap();
        assert_eq!(d.class, Class::Race);
        assert!(d.plays.len() >= 2 && d.plays.len() <= 3);
        assert_eq!(Decision::parse(&d.to_line()).unwrap().plays.len(), d.plays.len());
        assert_eq!(d.loss(Some(&d.plays[0].play)), (0.0, true));
    }
}
