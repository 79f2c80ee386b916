//! Supervised training, as wildbg trains its networks: positions gathered from self-play, each
//! labelled by a deeper look of a teacher network, then a student fitted to those labels by
//! stochastic gradient descent. TD(λ) ([`crate::Trainer`]) learns from its own next guess; here
//! every target is a search's answer, so the student learns what the teacher sees a roll or two
//! further on.
//!
//! - [`gather`]: seeded self-play by a network at 0 ply, a random legal play now and then
//!   ([`GatherConfig::explore`]) so that the set holds positions good play would not reach;
//!   every distinct position with the side to move about to roll, once.
//! - [`label`]: the side to move's outputs averaged over its 21 rolls, each answered by the
//!   teacher's best play at 0 ply and that play judged at a [`Depth`] (0: a 1-ply label, 1: a
//!   2-ply label); [`rollout_label`]: the same by the teacher's rollouts, played from the
//!   position (truncated or to the end), each position with dice of its own.
//! - [`fit`]: one shuffled pass of gradient descent on the cross-entropy of each of the three
//!   sigmoid outputs; [`loss`] measures a set without learning.
//!
//! Samples are written one a line by [`Sample::to_line`] (`rules<TAB>position<TAB>y0 y1 y2`) so a
//! labelled set is made once and fitted many times.

use std::collections::HashSet;

use fevga_core::{Dice, MoveGen, Play, Position, Rules, SeededDice};

use crate::duel::play_out;
use crate::features;
use crate::lookahead::{Depth, Evaluator};
use crate::net::{Net, OUTPUTS, Outputs, equity};
use crate::neural::{self, Scratch};
use crate::rollout::{self, RolloutConfig, RolloutError};

/// A position and what the teacher says of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    /// The rule set.
    pub rules: Rules,
    /// The position, its side to move about to roll.
    pub position: Position,
    /// The side to move's P(win), P(win 2), P(lose 2).
    pub target: Outputs,
}

impl Sample {
    /// `rules<TAB>position<TAB>y0 y1 y2`.
    #[must_use]
    pub fn to_line(&self) -> String {
        let [a, b, c] = self.target;
        format!("{}\t{}\t{a:.5} {b:.5} {c:.5}", self.rules, self.position)
    }

    /// Reads a line written by [`Sample::to_line`].
    ///
    /// # Errors
    /// A message naming the field that is wrong.
    pub fn parse(line: &str) -> Result<Sample, String> {
        let f: Vec<&str> = line.split('\t').collect();
        let [rules, position, target] = f[..] else {
            return Err(format!("{} fields, 3 wanted", f.len()));
        };
        let rules = rules.parse::<Rules>().map_err(|e| format!("rules: {e}"))?;
        let position = Position::from_text(position).map_err(|e| format!("position: {e}"))?;
        let y: Vec<f32> = target
            .split(' ')
            .map(|v| v.parse::<f32>().map_err(|e| format!("target {v:?}: {e}")))
            .collect::<Result<_, _>>()?;
        let [a, b, c] = y[..] else {
            return Err(format!("{} target values, 3 wanted", y.len()));
        };
        if ![a, b, c].iter().all(|v| (0.0..=1.0).contains(v)) {
            return Err(format!("target {target:?} is not three probabilities"));
        }
        Ok(Sample {
            rules,
            position,
            target: [a, b, c],
        })
    }
}

/// How positions are gathered.
#[derive(Debug, Clone)]
pub struct GatherConfig {
    /// Seeds every die and every exploring choice.
    pub seed: u64,
    /// Self-play games.
    pub games: usize,
    /// The chance that a side plays a random legal play instead of its best.
    pub explore: f64,
    /// Rule sets, game by game in turn.
    pub rules: Vec<Rules>,
}

/// Distinct positions (side to move about to roll, game not over) from `cfg.games` games of
/// `net` against itself at 0 ply, in the order met.
#[must_use]
pub fn gather(net: &Net, cfg: &GatherConfig) -> Vec<(Rules, Position)> {
    let mut seeds = SeededDice::new(cfg.seed);
    let mut scratch = Scratch::new(net);
    let mut movegen = MoveGen::new();
    let mut plays: Vec<Play> = Vec::new();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let threshold = (cfg.explore.clamp(0.0, 1.0) * (1u64 << 32) as f64) as u64;
    for g in 0..cfg.games {
        let Some(&rules) = cfg.rules.get(g % cfg.rules.len().max(1)) else {
            break;
        };
        let mut dice = SeededDice::new(seeds.next_u64());
        let mut choices = SeededDice::new(seeds.next_u64());
        let _ = play_out(rules, &mut dice, |pos, roll, _| {
            if seen.insert((rules, *pos)) {
                out.push((rules, *pos));
            }
            movegen.legal_plays(pos, rules, roll, &mut plays);
            if plays.len() >= 2 && choices.next_u64() >> 32 < threshold {
                return Some(plays[choices.below(plays.len() as u64) as usize]);
            }
            neural::best_play(net, &mut scratch, &plays, rules).map(|(p, _)| p)
        });
    }
    out
}

/// The label of `pos` (its side to move about to roll): over the 21 rolls, the teacher's best
/// play at 0 ply (or the pass) judged at `depth`, weighted by each roll's chance.
pub fn label(eval: &mut Evaluator, movegen: &mut MoveGen, pos: &Position, rules: Rules, depth: Depth) -> Outputs {
    if let Some(y) = neural::finished(pos) {
        return y;
    }
    let mut plays = Vec::new();
    let mut acc = [0.0f32; OUTPUTS];
    for d in Dice::all() {
        movegen.legal_plays(pos, rules, d, &mut plays);
        let after = plays
            .iter()
            .map(|p| {
                let after = p.position();
                (equity(&eval.zero(&after, rules)), after)
            })
            .reduce(|best, x| if x.0 > best.0 { x } else { best })
            .map_or_else(|| pos.passed(), |(_, after)| after);
        let y = eval.at(&after, rules, depth);
        for k in 0..OUTPUTS {
            acc[k] += y[k] * d.weight() as f32;
        }
    }
    acc.map(|v| v / 36.0)
}

/// The label of `pos` by rollouts instead of a look: the position rolled out, played and judged by
/// `net`, its seed mixed with `index` (the position's place in the set), so that every position
/// has dice of its own and a set is the same however it is shared among threads.
///
/// # Errors
/// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
pub fn rollout_label(
    net: &Net,
    pos: &Position,
    rules: Rules,
    config: &RolloutConfig,
    index: usize,
) -> Result<Outputs, RolloutError> {
    let config = RolloutConfig {
        seed: config.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        ..*config
    };
    rollout::position(net, pos, rules, &config)
}

/// One gradient step toward `target` for inputs `x`: cross-entropy on each sigmoid output, so
/// the error at an output's sum is `target − y`. Returns the outputs before the step.
fn step(net: &mut Net, x: &[f32], h: &mut [f32], dh: &mut [f32], target: &Outputs, alpha: f32) -> Outputs {
    let y = net.forward(x, h);
    let n = net.hidden;
    let d: Outputs = std::array::from_fn(|k| target[k] - y[k]);
    // The hidden errors through the output weights as they were.
    for (j, e) in dh[..n].iter_mut().enumerate() {
        let back: f32 = (0..OUTPUTS).map(|k| d[k] * net.w2[k * n + j]).sum();
        *e = back * h[j] * (1.0 - h[j]);
    }
    for (k, &dk) in d.iter().enumerate() {
        net.b2[k] += alpha * dk;
        for (w, &a) in net.w2[k * n..(k + 1) * n].iter_mut().zip(&h[..n]) {
            *w += alpha * dk * a;
        }
    }
    for (b, &e) in net.b1.iter_mut().zip(&dh[..n]) {
        *b += alpha * e;
    }
    for (i, &xi) in x[..net.inputs].iter().enumerate() {
        if xi != 0.0 {
            for (w, &e) in net.w1[i * n..(i + 1) * n].iter_mut().zip(&dh[..n]) {
                *w += alpha * xi * e;
            }
        }
    }
    y
}

/// How well a network fits a set: mean cross-entropy over the three outputs, and the mean
/// absolute difference of equity (points).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// Mean cross-entropy per sample (sum over the three outputs).
    pub cross_entropy: f64,
    /// Mean |equity(net) − equity(target)|.
    pub equity_error: f64,
}

fn cross_entropy(y: &Outputs, t: &Outputs) -> f64 {
    (0..OUTPUTS)
        .map(|k| {
            let p = f64::from(y[k]).clamp(1e-7, 1.0 - 1e-7);
            let t = f64::from(t[k]);
            -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
        })
        .sum()
}

/// Measures `net` on `samples` without learning.
#[must_use]
pub fn loss(net: &Net, samples: &[Sample]) -> Fit {
    let mut s = Scratch::new(net);
    let (mut ce, mut eq) = (0.0, 0.0);
    for sample in samples {
        features::write_set(net.features(), &sample.position, sample.rules, &mut s.x);
        let y = net.forward(&s.x, &mut s.h);
        ce += cross_entropy(&y, &sample.target);
        eq += f64::from((equity(&y) - equity(&sample.target)).abs());
    }
    let n = samples.len().max(1) as f64;
    Fit {
        cross_entropy: ce / n,
        equity_error: eq / n,
    }
}

/// One pass over `samples` in an order shuffled by `rng`, a gradient step per sample at rate
/// `alpha`; returns how the network fitted them as it went (before each step).
pub fn fit(net: &mut Net, samples: &[Sample], alpha: f32, rng: &mut SeededDice) -> Fit {
    let mut order: Vec<usize> = (0..samples.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let set = net.features();
    let mut x = vec![0.0; set.inputs()];
    let mut h = vec![0.0; net.hidden];
    let mut dh = vec![0.0; net.hidden];
    let (mut ce, mut eq) = (0.0, 0.0);
    for &i in &order {
        let sample = &samples[i];
        features::write_set(set, &sample.position, sample.rules, &mut x);
        let y = step(net, &x, &mut h, &mut dh, &sample.target, alpha);
        ce += cross_entropy(&y, &sample.target);
        eq += f64::from((equity(&y) - equity(&sample.target)).abs());
    }
    let n = samples.len().max(1) as f64;
    Fit {
        cross_entropy: ce / n,
        equity_error: eq / n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_net(seed: u64) -> Net {
        Net::random(features::INPUTS, 16, &mut SeededDice::new(seed))
    }

    #[test]
    fn the_step_follows_the_gradient_of_the_cross_entropy() {
        // A finite-difference check: the loss after a tiny step falls by about alpha · |grad|².
        let net = small_net(5);
        let pos = Position::from_text("W:24x13,20,16 B:12x15 B").unwrap();
        let mut x = vec![0.0; features::INPUTS];
        features::write(&pos, Rules::Fevga, &mut x);
        let target = [0.8, 0.3, 0.05];
        let mut h = vec![0.0; 16];
        let mut dh = vec![0.0; 16];
        let before = cross_entropy(&net.forward(&x, &mut h), &target);
        // The gradient of one bias of the second layer, by finite differences, against the
        // step's change of that bias.
        let eps = 1e-3;
        let mut plus = net.clone();
        plus.b2[0] += eps;
        let grad = (cross_entropy(&plus.forward(&x, &mut h), &target) - before) / f64::from(eps);
        let mut stepped = net.clone();
        let alpha = 0.01;
        step(&mut stepped, &x, &mut h, &mut dh, &target, alpha);
        let moved = f64::from(stepped.b2[0] - net.b2[0]) / f64::from(alpha);
        assert!((moved + grad).abs() < 1e-2, "step {moved}, −gradient {}", -grad);
        // And a whole step lowers the loss.
        let after = cross_entropy(&stepped.forward(&x, &mut h), &target);
        assert!(after < before, "{after} ≥ {before}");
    }

    #[test]
    fn fitting_learns_the_labels() {
        let teacher = crate::embedded();
        let cfg = GatherConfig {
            seed: 3,
            games: 4,
            explore: 0.1,
            rules: Rules::ALL.to_vec(),
        };
        let positions = gather(teacher, &cfg);
        assert!(positions.len() > 100, "{}", positions.len());
        assert_eq!(positions, gather(teacher, &cfg), "gathering is reproducible");
        let mut eval = Evaluator::new(teacher);
        let mut movegen = MoveGen::new();
        let samples: Vec<Sample> = positions
            .iter()
            .take(120)
            .map(|&(rules, position)| Sample {
                rules,
                position,
                target: label(&mut eval, &mut movegen, &position, rules, Depth::Zero),
            })
            .collect();
        // The student reads the teacher's inputs (feature set 2).
        let mut net = Net::random(features::INPUTS_V2, 16, &mut SeededDice::new(9));
        let start = loss(&net, &samples);
        let mut rng = SeededDice::new(1);
        for _ in 0..40 {
            fit(&mut net, &samples, 0.1, &mut rng);
        }
        let end = loss(&net, &samples);
        assert!(end.equity_error < start.equity_error * 0.6, "{start:?} → {end:?}");
    }

    #[test]
    fn a_label_averages_the_rolls_and_knows_a_won_race() {
        let mut eval = Evaluator::default();
        let mut movegen = MoveGen::new();
        // White to roll, two checkers on its 1 point; Black bore off none: every roll bears off
        // both — two points.
        let pos = Position::from_text("W:1x2 B:18x4,17x4,16x4,15x3 W").unwrap();
        let y = label(&mut eval, &mut movegen, &pos, Rules::Fevga, Depth::One);
        assert_eq!(y, [1.0, 1.0, 0.0]);
        // A position within reach of both: probabilities, and the 2-ply label near the 1-ply one.
        let pos = Position::from_text("W:6x4,5x4,4x4,3x3 B:18x4,17x4,16x4,15x3 W").unwrap();
        let one = label(&mut eval, &mut movegen, &pos, Rules::Fevga, Depth::Zero);
        let two = label(&mut eval, &mut movegen, &pos, Rules::Fevga, Depth::One);
        assert!(
            one.iter().chain(&two).all(|p| (0.0..=1.0).contains(p)),
            "{one:?} {two:?}"
        );
        assert!(
            one[0] > 0.5 && (equity(&one) - equity(&two)).abs() < 0.3,
            "{one:?} {two:?}"
        );
    }

    #[test]
    fn samples_round_trip_and_bad_lines_are_named() {
        let s = Sample {
            rules: Rules::Multezim,
            position: Position::from_text("W:24x13,20,16 B:12x15 B").unwrap(),
            target: [0.5, 0.125, 0.25],
        };
        assert_eq!(Sample::parse(&s.to_line()), Ok(s));
        assert!(
            Sample::parse("fevga\tW:24x15 B:12x15 W")
                .unwrap_err()
                .contains("fields")
        );
        assert!(
            Sample::parse("tavla\tW:24x15 B:12x15 W\t0 0 0")
                .unwrap_err()
                .starts_with("rules")
        );
        assert!(
            Sample::parse("fevga\tW:24x16 B:12x15 W\t0 0 0")
                .unwrap_err()
                .starts_with("position")
        );
        assert!(
            Sample::parse("fevga\tW:24x15 B:12x15 W\t0 0")
                .unwrap_err()
                .contains("3 wanted")
        );
        assert!(
            Sample::parse("fevga\tW:24x15 B:12x15 W\t0 2 0")
                .unwrap_err()
                .contains("probabilities")
        );
    }
}
