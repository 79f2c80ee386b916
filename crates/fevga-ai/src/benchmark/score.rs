//! A level's error rate on a set: the equity each choice loses against the rolled-out best
//! ([`ErrorRate`]), by class and overall ([`Scores`]), and how finely the set judges
//! ([`precision`]).

use fevga_core::{Play, SeededDice};

use super::class::Class;
use super::decision::Decision;
use crate::{Level, choose};

/// An error rate: the mean equity lost per decision.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ErrorRate {
    /// Decisions scored.
    pub decisions: usize,
    /// Mean equity lost (points).
    pub mean: f64,
    /// Its standard error (the decisions as a sample).
    pub se: f64,
    /// Choices that were not among the plays rolled out (charged as the worst of them).
    pub unrolled: usize,
}

impl ErrorRate {
    fn of(losses: &[(f64, bool)]) -> ErrorRate {
        let n = losses.len();
        if n == 0 {
            return ErrorRate::default();
        }
        let mean = losses.iter().map(|l| l.0).sum::<f64>() / n as f64;
        let var = losses.iter().map(|l| (l.0 - mean).powi(2)).sum::<f64>() / (n - 1).max(1) as f64;
        ErrorRate {
            decisions: n,
            mean,
            se: (var / n as f64).sqrt(),
            unrolled: losses.iter().filter(|l| !l.1).count(),
        }
    }
}

/// Error rates on a set, per class (in [`Class::ALL`]'s order) and overall.
#[derive(Debug, Clone, PartialEq)]
pub struct Scores {
    /// Each class's rate.
    pub classes: Vec<(Class, ErrorRate)>,
    /// Over all decisions.
    pub overall: ErrorRate,
}

/// Scores the choices `chooser` makes on `set`.
pub fn score(set: &[Decision], mut chooser: impl FnMut(&Decision) -> Option<Play>) -> Scores {
    let losses: Vec<(Class, (f64, bool))> = set.iter().map(|d| (d.class, d.loss(chooser(d).as_ref()))).collect();
    let classes = Class::ALL
        .iter()
        .map(|&c| {
            let of: Vec<(f64, bool)> = losses.iter().filter(|l| l.0 == c).map(|l| l.1).collect();
            (c, ErrorRate::of(&of))
        })
        .collect();
    let all: Vec<(f64, bool)> = losses.iter().map(|l| l.1).collect();
    Scores {
        classes,
        overall: ErrorRate::of(&all),
    }
}

/// How finely the set's rollouts judge: over its decisions, the mean standard error of the
/// second play's difference from the best, and the mean of that difference (points).
#[must_use]
pub fn precision(set: &[Decision]) -> (f64, f64) {
    let seconds: Vec<(f64, f64)> = set
        .iter()
        .filter(|d| d.plays.len() >= 2)
        .map(|d| (d.plays[1].diff_se, d.plays[0].equity - d.plays[1].equity))
        .collect();
    let n = seconds.len().max(1) as f64;
    (
        seconds.iter().map(|s| s.0).sum::<f64>() / n,
        seconds.iter().map(|s| s.1).sum::<f64>() / n,
    )
}

/// Scores `level`'s choices on `set` (`seed` for the random choices of beginner and
/// intermediate and the baselines' ties).
#[must_use]
pub fn score_level(set: &[Decision], level: Level, seed: u64) -> Scores {
    let mut rng = SeededDice::new(seed);
    score(set, |d| choose(&d.position, d.rules, d.dice, level, &mut rng))
}

/// Scores `level` playing by `net` with the deeper search `stages` (a candidate network or
/// search; the embedded network and [`Level::stages`] are the level's own), as [`score_level`]
/// otherwise.
#[must_use]
pub fn score_level_with(
    set: &[Decision],
    level: Level,
    seed: u64,
    net: &'static crate::Net,
    stages: &'static [crate::Stage],
) -> Scores {
    let mut rng = SeededDice::new(seed);
    score(set, |d| {
        crate::Search::with_stages(&d.position, d.rules, d.dice, level, net, stages).run(&mut rng)
    })
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::benchmark::tests::tiny;
    use fevga_core::Rules;

    #[test]
    fn scoring_a_known_tiny_set() {
        let (set, pa, pb) = tiny();
        assert_eq!(set[0].class, Class::of(&set[0].position, Rules::Fevga));
        assert_eq!(set[1].class, Class::of(&set[1].position, Rules::Fevga));
        // The best in both: nothing lost.
        let best = score(&set, |d| Some(d.plays[0].play));
        assert_eq!(best.overall.mean, 0.0);
        assert_eq!(best.overall.decisions, 2);
        // 0.3 lost on the first (0.4 - 0.1), 0.05 on the second.
        let s = score(&set, |d| Some(if d.class == Class::Contact { pa[2] } else { pb[0] }));
        assert!((s.overall.mean - 0.175).abs() < 1e-12);
        assert!((s.overall.se - 0.125).abs() < 1e-12); // sd of {0.3, 0.05} / sqrt 2
        let contact = s.classes.iter().find(|c| c.0 == Class::Contact).unwrap().1;
        assert!((contact.mean - 0.3).abs() < 1e-12 && contact.decisions == 1 && contact.se == 0.0);
        assert_eq!(s.classes.iter().find(|c| c.0 == Class::Blocks).unwrap().1.decisions, 0);
        assert_eq!(s.overall.unrolled, 0);
        // A play outside the three rolled out is charged as the worst of them.
        let outside = pa[3];
        let s = score(&set[..1], |_| Some(outside));
        assert!((s.overall.mean - 0.3).abs() < 1e-12);
        assert_eq!(s.overall.unrolled, 1);
        let (se, gap) = precision(&set);
        assert!((se - 0.005).abs() < 1e-12 && (gap - 0.075).abs() < 1e-12);
    }
}
