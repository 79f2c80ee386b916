//! Rollouts: candidate plays each played out many times by a fast policy (strong: the network's
//! best play at 0 ply), their results averaged into equities with standard errors.
//!
//! - **Common random numbers**: trial `i` rolls the same dice for every candidate (its own
//!   seeded stream, derived from the seed and `i` alone), so the result does not depend on how
//!   the trials are shared among threads, and in short (truncated) trials the differences
//!   between candidates are measured with less noise than each equity (in games played to the
//!   end the candidates' games soon part ways and the gain is small; see `diff_se`).
//! - **Stratified first rolls**: trial `i`'s first roll (the opponent's, after the candidate)
//!   is the `i mod 36`-th of the 36 ordered rolls, and its second (the mover's) the
//!   `(i + i / 36) mod 36`-th, each list shuffled by the seed: every block of 36 trials rolls
//!   each of the 36 once at both turns (and 1,296 trials every pair once), so the luck of the
//!   first roll cancels exactly and most of the second's. The trials are a multiple of 36;
//!   the standard errors are stratified by the first roll (conservative for the second).
//! - **Luck (variance reduction)**: optionally, each turn of a trial also finds the policy's
//!   play for all 21 rolls and subtracts the luck of the roll made (its 0-ply value minus the
//!   mean over the 21), as gnubg's variance reduction does. The correction has mean zero, so
//!   the estimate stays unbiased; it costs 21 move choices a turn instead of one, more than it
//!   saves with a 0-ply policy (measured in the README), so it is off by default.
//! - **Truncation**: a trial may stop after `truncate` half-moves and take the network's 0-ply
//!   outputs of the position reached instead of playing to the end.
//!
//! | module | what it owns |
//! |---|---|
//! | `config` | [`RolloutConfig`] and [`RolloutError`] |
//! | `dice` | a trial's dice: the stratified first two rolls, then its own stream |
//! | `trial` | one trial played out by the policy, less the luck, on one thread's buffers |
//! | `summary` | [`RolledPlay`]: the trials' means and stratified errors, best first |

mod config;
mod dice;
mod summary;
mod trial;

use fevga_core::{Dice, Play, Position, Rules};

pub use config::{RolloutConfig, RolloutError};
pub use summary::RolledPlay;

use self::dice::Strata;
use self::summary::summarise;
use self::trial::Worker;
use crate::net::{Net, OUTPUTS, Outputs};
use crate::{Level, embedded, review};

/// The best `top` plays of `dice` in `pos` by the expert's ranking ([`review::analyse`] at
/// [`Level::Expert`]), best first: the candidates worth rolling out.
#[must_use]
pub fn candidates(pos: &Position, rules: Rules, dice: Dice, top: usize) -> Vec<Play> {
    best_of(review::Analysis::new(pos, rules, dice, Level::Expert, None), top)
}

/// The best `top` plays of an analysis run to the end, best first.
pub(crate) fn best_of(analysis: review::Analysis, top: usize) -> Vec<Play> {
    analysis.finish().into_iter().take(top).map(|r| r.play).collect()
}

/// Rolls out each of `plays` (plays of the side to move in some position), best first by mean
/// equity (equals keep their order).
///
/// # Errors
/// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
pub fn rollout(plays: &[Play], rules: Rules, config: &RolloutConfig) -> Result<Vec<RolledPlay>, RolloutError> {
    rollout_by(embedded(), plays, rules, config)
}

/// [`rollout`] with `net` as the policy and the judge of truncated trials (a benchmark set made
/// by another network than the embedded one).
///
/// # Errors
/// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
pub fn rollout_by(
    net: &Net,
    plays: &[Play],
    rules: Rules,
    config: &RolloutConfig,
) -> Result<Vec<RolledPlay>, RolloutError> {
    let results = trial_outputs(net, plays, rules, config)?;
    Ok(summarise(plays, &results, config.trials))
}

/// The trials of a [`rollout`] one by one, not summed up: the equity (points, −2…2, for the
/// side that made the play) of play `c` in trial `t` is at `t * plays.len() + c`, plays in the
/// order given. Trial `t` rolls the same dice for every play (common random numbers), so paired
/// differences between plays can be formed trial by trial (`fevga puzzles --prove`); the
/// values are those [`rollout`] averages, the same for any `config.threads`.
///
/// # Errors
/// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
pub fn rollout_trials(plays: &[Play], rules: Rules, config: &RolloutConfig) -> Result<Vec<f64>, RolloutError> {
    Ok(trial_outputs(embedded(), plays, rules, config)?
        .iter()
        .map(summary::equity_of)
        .collect())
}

/// Every trial's outputs for every play, `results[t * plays.len() + c]`, the trials shared
/// among `config.threads` threads.
fn trial_outputs(
    net: &Net,
    plays: &[Play],
    rules: Rules,
    config: &RolloutConfig,
) -> Result<Vec<[f64; OUTPUTS]>, RolloutError> {
    let trials = config.checked_trials()?;
    let n = plays.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    // Per trial, per candidate: the mover's outputs.
    let mut results = vec![[0f64; OUTPUTS]; trials * n];
    let threads = config.threads.clamp(1, trials);
    let per = trials.div_ceil(threads);
    let strata = Strata::pair(config.seed);
    std::thread::scope(|scope| {
        for (k, chunk) in results.chunks_mut(per * n).enumerate() {
            scope.spawn(move || {
                let mut w = Worker::new(net, rules, config.luck);
                for (j, row) in chunk.chunks_mut(n).enumerate() {
                    w.trials(plays, k * per + j, &strata, config, row);
                }
            });
        }
    });
    Ok(results)
}

/// The outputs of `pos` for its side to move, about to roll: the mean over `config.trials`
/// trials played by `net` at 0 ply from there (the first two rolls stratified, truncated as
/// `config` says), on one thread whatever `config.threads` says. It is the value of any play
/// that leads to `pos`, seen by the other side: [`rollout`] of that play with `net` embedded
/// gives the same trials ([`crate::supervised`] labels positions with it).
///
/// # Errors
/// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
pub fn position(net: &Net, pos: &Position, rules: Rules, config: &RolloutConfig) -> Result<Outputs, RolloutError> {
    let trials = config.checked_trials()?;
    let strata = Strata::pair(config.seed);
    let mut w = Worker::new(net, rules, config.luck);
    let mut sum = [0f64; OUTPUTS];
    for t in 0..trials {
        let y = w.trial_from(*pos, pos.turn(), t, &strata, config);
        for k in 0..OUTPUTS {
            sum[k] += y[k];
        }
    }
    // The luck correction can push a mean a little outside 0–1.
    Ok(sum.map(|v| (v / trials as f64).clamp(0.0, 1.0) as f32))
}

/// A rollout on one thread, a few trials at a time (a Web Worker's way, which has no threads
/// and must look at its messages between slices of work): after its last step its result is
/// [`rollout`]'s for the same plays, rules and configuration (whatever `config.threads` says).
#[derive(Debug)]
pub struct Rollout {
    plays: Vec<Play>,
    rules: Rules,
    config: RolloutConfig,
    strata: [Strata; 2],
    results: Vec<[f64; OUTPUTS]>,
    done: usize,
    worker: Worker<'static>,
}

impl Rollout {
    /// A rollout of `plays` (plays of the side to move in one position) with no trial played.
    ///
    /// # Errors
    /// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
    pub fn new(plays: Vec<Play>, rules: Rules, config: RolloutConfig) -> Result<Rollout, RolloutError> {
        let trials = config.checked_trials()?;
        Ok(Rollout {
            results: vec![[0f64; OUTPUTS]; trials * plays.len()],
            plays,
            rules,
            strata: Strata::pair(config.seed),
            config,
            done: 0,
            worker: Worker::new(embedded(), rules, config.luck),
        })
    }

    /// Plays the next `trials` trials (at least one, each for every play, at most those left);
    /// the result once every trial is played, best first.
    pub fn step(&mut self, trials: usize) -> Option<Vec<RolledPlay>> {
        let n = self.plays.len();
        let end = (self.done + trials.max(1)).min(self.config.trials);
        while self.done < end && n > 0 {
            let row = &mut self.results[self.done * n..(self.done + 1) * n];
            self.worker
                .trials(&self.plays, self.done, &self.strata, &self.config, row);
            self.done += 1;
        }
        self.done = end;
        (self.done == self.config.trials).then(|| summarise(&self.plays, &self.results, self.config.trials))
    }

    /// Trials played so far (each for every play).
    #[must_use]
    pub fn done(&self) -> usize {
        self.done
    }

    /// Trials in all.
    #[must_use]
    pub fn trials(&self) -> usize {
        self.config.trials
    }

    /// The rule set the plays are played out under.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::{LOSE2, WIN, WIN2, equity};

    fn pos(text: &str) -> Position {
        Position::from_text(text).unwrap()
    }

    fn config(trials: usize, luck: bool) -> RolloutConfig {
        RolloutConfig {
            trials,
            truncate: 0,
            luck,
            seed: 7,
            threads: 1,
        }
    }

    #[test]
    fn trials_must_be_a_positive_multiple_of_36() {
        let plays = Position::start().legal_plays(Rules::Fevga, Dice::new(6, 5).unwrap());
        for t in [0, 35, 100] {
            assert_eq!(
                rollout(&plays, Rules::Fevga, &config(t, false)),
                Err(RolloutError::Trials(t))
            );
        }
        assert!(RolloutError::Trials(5).to_string().contains("multiple of 36"));
        assert_eq!(rollout(&[], Rules::Fevga, &config(36, true)), Ok(Vec::new()));
    }

    /// White bears off its last two checkers: the game is over whatever the play, two points
    /// since Black bore off none; and a race White cannot lose is worth exactly one point.
    #[test]
    fn a_decided_position_rolls_out_to_its_exact_value() {
        let over = pos("W:1x2 B:12x15 W");
        let plays = over.legal_plays(Rules::Fevga, Dice::new(6, 5).unwrap());
        let r = rollout(&plays, Rules::Fevga, &config(72, true)).unwrap();
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].equity, 2.0);
        assert_eq!(r[0].outputs, [1.0, 1.0, 0.0]);
        assert_eq!((r[0].equity_se, r[0].diff_se), (0.0, 0.0));
        // White bears off two of three checkers on its 1; Black's last two, on its 24, cannot
        // both get off before White's next roll ends the game. White wins one point (Black has
        // borne off 13) in every trial, by every path.
        let sure = pos("W:1x3 B:12x2 W");
        let plays = sure.legal_plays(Rules::Fevga, Dice::new(2, 1).unwrap());
        assert!(!plays.is_empty());
        for luck in [false, true] {
            for p in rollout(&plays, Rules::Fevga, &config(72, luck)).unwrap() {
                assert!((p.equity - 1.0).abs() < 1e-9, "{luck} {p:?}");
                assert!(p.equity_se < 1e-9);
            }
        }
    }

    /// A position's rollout is the rollout of a play that leads to it, seen by the side about to
    /// roll: the same trials, with and without the luck correction; and a sure win is its result.
    #[test]
    fn a_position_rolls_out_as_the_play_that_leads_to_it() {
        let p = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let plays = candidates(&p, Rules::Fevga, Dice::new(6, 3).unwrap(), 2);
        for luck in [false, true] {
            let c = RolloutConfig {
                trials: 72,
                truncate: 5,
                luck,
                seed: 11,
                threads: 2,
            };
            let by_play = rollout(&plays[..1], Rules::Fevga, &c).unwrap()[0].outputs;
            let after = plays[0].position();
            let y = position(embedded(), &after, Rules::Fevga, &c).unwrap();
            let seen = [1.0 - by_play[WIN], by_play[LOSE2], by_play[WIN2]];
            for k in 0..OUTPUTS {
                assert!(
                    (f64::from(y[k]) - seen[k].clamp(0.0, 1.0)).abs() < 1e-6,
                    "{luck} {k}: {y:?} {seen:?}"
                );
            }
            // Another play's position has other values: the label depends on the position.
            let other = position(embedded(), &plays[1].position(), Rules::Fevga, &c).unwrap();
            assert_ne!(y, other);
        }
        // White to roll bears off two of three at least, Black cannot finish first: one point.
        let sure = pos("W:1x3 B:12x2 W");
        assert_eq!(
            position(embedded(), &sure, Rules::Fevga, &config(72, false)),
            Ok([1.0, 0.0, 0.0])
        );
        assert_eq!(
            position(embedded(), &pos("W:1 B:12x15 W"), Rules::Fevga, &config(35, false)),
            Err(RolloutError::Trials(35))
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_rollout_for_any_threads() {
        let p = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let plays = candidates(&p, Rules::Fevga, Dice::new(6, 3).unwrap(), 3);
        assert_eq!(plays.len(), 3);
        let mut c = RolloutConfig {
            trials: 72,
            truncate: 6,
            luck: true,
            seed: 3,
            threads: 1,
        };
        let one = rollout(&plays, Rules::Fevga, &c).unwrap();
        for threads in [2, 3, 5] {
            c.threads = threads;
            assert_eq!(rollout(&plays, Rules::Fevga, &c).unwrap(), one, "{threads} threads");
        }
        c.seed = 4;
        assert_ne!(rollout(&plays, Rules::Fevga, &c).unwrap(), one);
        // Best first, and the best's difference with itself has no error.
        assert!(one.windows(2).all(|w| w[0].equity >= w[1].equity));
        assert_eq!(one[0].diff_se, 0.0);
    }

    /// The trials one by one average to the rollout's equities, play by play in the order
    /// given, for any number of threads; the dice are common, so a play's trials differ from
    /// another's only where the plays do.
    #[test]
    fn the_trials_one_by_one_average_to_the_rollout() {
        let p = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let plays = candidates(&p, Rules::Fevga, Dice::new(6, 3).unwrap(), 3);
        let mut c = config(72, false);
        let t = rollout_trials(&plays, Rules::Fevga, &c).unwrap();
        assert_eq!(t.len(), 72 * 3);
        let rolled = rollout(&plays, Rules::Fevga, &c).unwrap();
        for (i, play) in plays.iter().enumerate() {
            let mean = (0..72).map(|k| t[k * 3 + i]).sum::<f64>() / 72.0;
            let r = rolled.iter().find(|r| r.play == *play).unwrap();
            assert!((mean - r.equity).abs() < 1e-12, "{mean} {r:?}");
        }
        c.threads = 3;
        assert_eq!(rollout_trials(&plays, Rules::Fevga, &c).unwrap(), t);
        assert!(t.iter().all(|e| (-2.0..=2.0).contains(e)));
        assert_eq!(
            rollout_trials(&plays, Rules::Fevga, &config(35, false)),
            Err(RolloutError::Trials(35))
        );
    }

    /// Stepped a few trials at a time (a Web Worker's way), a rollout ends with what the
    /// threaded one gives, and only after its last trial.
    #[test]
    fn a_stepped_rollout_equals_the_threaded_one() {
        let p = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let plays = candidates(&p, Rules::Multezim, Dice::new(5, 2).unwrap(), 3);
        let mut c = config(108, false);
        c.truncate = 5;
        c.threads = 2;
        let threaded = rollout(&plays, Rules::Multezim, &c).unwrap();
        let mut stepped = Rollout::new(plays.clone(), Rules::Multezim, c).unwrap();
        assert_eq!(
            (stepped.done(), stepped.trials(), stepped.rules()),
            (0, 108, Rules::Multezim)
        );
        let mut steps = 0;
        let result = loop {
            steps += 1;
            if let Some(r) = stepped.step(if steps == 1 { 0 } else { 10 }) {
                break r;
            }
            assert!(stepped.done() < 108);
        };
        // 1 trial, then 10 a step: 1 + 10 * 10 = 101, then the last 7.
        assert_eq!((steps, stepped.done()), (12, 108));
        assert_eq!(result, threaded);
        assert_eq!(
            Rollout::new(plays, Rules::Fevga, config(35, false)).err(),
            Some(RolloutError::Trials(35))
        );
        assert_eq!(
            Rollout::new(Vec::new(), Rules::Fevga, config(36, false))
                .unwrap()
                .step(100),
            Some(Vec::new())
        );
    }

    /// Truncated after one half-move, a rollout is the network's 1-ply value exactly: the
    /// stratified first roll covers the opponent's 36 rolls evenly, with or without luck.
    /// Truncated after two, its mean agrees with the network's 2-ply value (what it estimates)
    /// within its standard error, and equals it over 1,296 trials (every pair of rolls). Played to the end, it stays near the network's 0 ply.
    #[test]
    fn a_rollouts_mean_agrees_with_the_network() {
        let p = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let rules = Rules::Fevga;
        let plays = candidates(&p, rules, Dice::new(6, 3).unwrap(), 2);
        let mut eval = crate::Evaluator::default();
        for play in &plays {
            let after = play.position();
            let one_ply = f64::from(equity(&eval.at(&after, rules, crate::Depth::One)));
            let two_ply = f64::from(equity(&eval.at(&after, rules, crate::Depth::Two)));
            for luck in [false, true] {
                let mut c = config(72, luck);
                c.truncate = 1;
                let r = rollout(&[*play], rules, &c).unwrap()[0];
                assert!((r.equity - one_ply).abs() < 1e-5, "{} vs {one_ply}", r.equity);
                assert!(r.equity_se < 1e-6);
                // Two half-moves and 1,296 trials: every pair of first rolls once, so the
                // 2-ply value exactly.
                c.truncate = 2;
                c.trials = 1296;
                let r = rollout(&[*play], rules, &c).unwrap()[0];
                assert!((r.equity - two_ply).abs() < 1e-5, "{} vs {two_ply}", r.equity);
                if !luck {
                    // 360 trials cover some pairs only: near it, within the error.
                    c.trials = 360;
                    let r = rollout(&[*play], rules, &c).unwrap()[0];
                    assert!(r.equity_se > 0.0 && r.equity_se < 0.05, "{r:?}");
                    assert!((r.equity - two_ply).abs() < 4.0 * r.equity_se, "{r:?} vs {two_ply}");
                }
            }
        }
        let r = rollout(&plays, rules, &config(144, false)).unwrap();
        for x in &r {
            let zero = f64::from(equity(&eval.zero(&x.play.position(), rules)));
            assert!(x.equity_se < 0.15, "{x:?}");
            assert!((x.equity - zero).abs() < 4.0 * x.equity_se + 0.15, "{x:?} vs {zero}");
        }
    }

    /// Luck subtracted, the same trials measure far more tightly.
    #[test]
    fn subtracting_luck_reduces_the_error() {
        let p = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let plays = candidates(&p, Rules::Fevga, Dice::new(6, 3).unwrap(), 2);
        let mut c = config(72, false);
        c.truncate = 8;
        let plain = rollout(&plays, Rules::Fevga, &c).unwrap();
        c.luck = true;
        let reduced = rollout(&plays, Rules::Fevga, &c).unwrap();
        assert!(
            reduced[0].equity_se < plain[0].equity_se / 2.0,
            "{reduced:?} vs {plain:?}"
        );
    }
}
