//! Proving puzzles by rollouts played to the end (feature `mine`, run by `fevga puzzles
//! --prove`; issue 33).
//!
//! For a puzzle, the plays compared are its stored best and second and every legal play within
//! [`WINDOW`] (0.10 points) of the 0-ply best ([`Level::Strong`]'s ranking), each position once.
//! Each is played out to the end (no truncation) [`ProveConfig::trials`] times by strong with
//! common random numbers ([`fevga_ai::rollout_trials`]: trial `k` of every play rolls the same
//! dice, the first two rolls stratified), from the puzzle's own seed ([`puzzle_seed`], the run's
//! seed and the puzzle's id). For every other play the paired differences `d_k = best − other`
//! give a mean and a standard error `sd / √T` (`sd` with T − 1; the plain error, which the
//! stratification of the first rolls can only make conservative). The puzzle is **proven** when
//! for every other play `mean ≥` [`MIN_LEAD`] (0.05 points) and `mean >` [`SIGMAS`] (3) standard
//! errors; **reversed** when some other play leads the stored best by more than three standard
//! errors.
//!
//! The same puzzle, trials and run seed give the same [`Proof`] (and report line) for any
//! number of threads.

use std::fmt;

use fevga_ai::review::analyse;
use fevga_ai::{Level, RolloutConfig, RolloutError, rollout_trials};
use fevga_core::{Play, SeededDice};

use crate::Puzzle;

/// The 0-ply window: every play within this of the 0-ply best is compared (points).
pub const WINDOW: f32 = 0.10;
/// The least mean lead of the best over every other play (points).
pub const MIN_LEAD: f64 = 0.05;
/// The mean lead must exceed this many standard errors of the difference.
pub const SIGMAS: f64 = 3.0;

/// How puzzles are proven.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProveConfig {
    /// Trials per play, a positive multiple of 36 (1,296 covers every pair of first rolls once).
    pub trials: usize,
    /// The run's seed; each puzzle's is [`puzzle_seed`] of it and the id.
    pub seed: u64,
    /// Threads sharing a puzzle's trials (the result is the same for any number).
    pub threads: usize,
}

impl Default for ProveConfig {
    fn default() -> Self {
        ProveConfig {
            trials: 1296,
            seed: 1,
            threads: 1,
        }
    }
}

/// The seed of puzzle `id`'s rollouts in a run seeded `seed`: FNV-1a of the id mixed with the
/// seed by the core's seeded stream (stable across platforms and versions of Rust).
#[must_use]
pub fn puzzle_seed(seed: u64, id: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    SeededDice::new(seed ^ h).next_u64()
}

/// The plays a puzzle's proof compares: the stored best first, then the stored second, then
/// every legal play within [`WINDOW`] of the 0-ply best in 0-ply order; each position once.
#[must_use]
pub fn compared(puzzle: &Puzzle) -> Vec<Play> {
    let zero = analyse(&puzzle.position, puzzle.rules, puzzle.dice, Level::Strong, None);
    let top = zero.first().map_or(f32::INFINITY, |r| r.equity);
    let mut plays = vec![puzzle.best];
    let window = zero.iter().take_while(|r| r.equity >= top - WINDOW).map(|r| r.play);
    for p in std::iter::once(puzzle.second).chain(window) {
        if plays.iter().all(|q| q.position() != p.position()) {
            plays.push(p);
        }
    }
    plays
}

/// The paired differences of the best against one other play.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lead {
    /// The other play.
    pub play: Play,
    /// Mean of best minus other over the trials (points).
    pub mean: f64,
    /// Its standard error, `sd / √T`.
    pub se: f64,
}

impl Lead {
    /// The lead of `best` over `other`, trial by trial.
    #[must_use]
    pub fn of(play: Play, best: &[f64], other: &[f64]) -> Lead {
        let d: Vec<f64> = best.iter().zip(other).map(|(a, b)| a - b).collect();
        let k = d.len() as f64;
        let mean = d.iter().sum::<f64>() / k.max(1.0);
        let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
        Lead {
            play,
            mean,
            se: (var / k.max(1.0)).sqrt(),
        }
    }

    /// The rule: at least [`MIN_LEAD`] and more than [`SIGMAS`] standard errors.
    #[must_use]
    pub fn holds(&self) -> bool {
        self.mean >= MIN_LEAD && self.mean > SIGMAS * self.se
    }

    /// The other play leads the best by more than [`SIGMAS`] standard errors.
    #[must_use]
    pub fn reversed(&self) -> bool {
        self.mean < -SIGMAS * self.se
    }
}

/// A puzzle's proof: the stored best's lead over every other play compared.
#[derive(Debug, Clone, PartialEq)]
pub struct Proof {
    /// The puzzle's id.
    pub id: String,
    /// The stored best play.
    pub best: Play,
    /// Its lead over each other play, in [`compared`]'s order.
    pub leads: Vec<Lead>,
    /// Trials per play.
    pub trials: usize,
    /// The puzzle's seed ([`puzzle_seed`]).
    pub seed: u64,
}

/// What a proof found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Every lead holds.
    Proven,
    /// Some lead does not hold, none reversed.
    Unproven,
    /// Another play leads the stored best by more than three standard errors.
    Reversed,
}

impl Status {
    /// The word in a report line.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Status::Proven => "proven",
            Status::Unproven => "unproven",
            Status::Reversed => "reversed",
        }
    }
}

impl Proof {
    /// Proven, unproven or reversed.
    #[must_use]
    pub fn status(&self) -> Status {
        if self.leads.iter().any(Lead::reversed) {
            Status::Reversed
        } else if self.leads.iter().all(Lead::holds) {
            Status::Proven
        } else {
            Status::Unproven
        }
    }

    /// The smallest lead (the worst margin), `None` if the puzzle had one play to compare.
    #[must_use]
    pub fn worst(&self) -> Option<&Lead> {
        self.leads.iter().min_by(|a, b| a.mean.total_cmp(&b.mean))
    }
}

impl fmt::Display for Proof {
    /// The report line: `id|status|worst margin|its se|worst play|plays compared|trials|seed|
    /// leads` (leads `play:mean:se` joined by `;`, in [`compared`]'s order).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mean, se, play) = self
            .worst()
            .map_or((0.0, 0.0, String::new()), |l| (l.mean, l.se, l.play.notation()));
        let leads: Vec<String> = self
            .leads
            .iter()
            .map(|l| format!("{}:{:+.4}:{:.4}", l.play.notation(), l.mean, l.se))
            .collect();
        write!(
            f,
            "{}|{}|{mean:+.4}|{se:.4}|{play}|{}|{}|{}|{}",
            self.id,
            self.status().word(),
            self.leads.len() + 1,
            self.trials,
            self.seed,
            leads.join(";")
        )
    }
}

/// Proves one puzzle: [`compared`]'s plays rolled out to the end with common dice.
///
/// # Errors
/// [`RolloutError::Trials`] unless `config.trials` is a positive multiple of 36.
pub fn prove(puzzle: &Puzzle, config: &ProveConfig) -> Result<Proof, RolloutError> {
    let plays = compared(puzzle);
    let seed = puzzle_seed(config.seed, &puzzle.id);
    let rc = RolloutConfig {
        trials: config.trials,
        truncate: 0,
        luck: false,
        seed,
        threads: config.threads,
    };
    let t = rollout_trials(&plays, puzzle.rules, &rc)?;
    let n = plays.len();
    let column = |c: usize| -> Vec<f64> { (0..config.trials).map(|k| t[k * n + c]).collect() };
    let best = column(0);
    let leads = (1..n).map(|c| Lead::of(plays[c], &best, &column(c))).collect();
    Ok(Proof {
        id: puzzle.id.clone(),
        best: puzzle.best,
        leads,
        trials: config.trials,
        seed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{SHIPPED, parse_puzzles};

    fn shipped() -> Vec<Puzzle> {
        parse_puzzles(SHIPPED).unwrap()
    }

    #[test]
    fn the_rule_is_a_twentieth_of_a_point_and_three_standard_errors() {
        let p = shipped()[0].best;
        let lead = |best: &[f64], other: &[f64]| Lead::of(p, best, other);
        // A steady lead of 0.06: proven; of 0.04: too small however sure.
        assert!(lead(&[0.06; 4], &[0.0; 4]).holds());
        assert!(!lead(&[0.04; 4], &[0.0; 4]).holds());
        // A mean of 0.5 with an error of 0.5 / √4 · √(4/3)… too noisy for three errors.
        let noisy = lead(&[1.0, 0.0, 1.0, 0.0], &[0.0; 4]);
        assert!((noisy.mean - 0.5).abs() < 1e-12);
        assert!((noisy.se - (1.0f64 / 3.0 / 4.0).sqrt()).abs() < 1e-12, "{noisy:?}");
        assert!(!noisy.holds() && !noisy.reversed());
        assert!(lead(&[0.0; 4], &[0.06; 4]).reversed());
        let proof = |leads: Vec<Lead>| Proof {
            id: "x".into(),
            best: p,
            leads,
            trials: 4,
            seed: 0,
        };
        let good = lead(&[0.2, 0.3, 0.2, 0.3], &[0.0; 4]);
        let small = lead(&[0.04; 4], &[0.0; 4]);
        let back = lead(&[0.0; 4], &[0.1, 0.2, 0.1, 0.2]);
        assert_eq!(proof(vec![good]).status(), Status::Proven);
        assert_eq!(proof(vec![good, small]).status(), Status::Unproven);
        assert_eq!(proof(vec![small, back, good]).status(), Status::Reversed);
        assert_eq!(proof(vec![good, small, back]).worst(), Some(&back));
    }

    #[test]
    fn the_seed_depends_on_the_run_and_the_id() {
        assert_eq!(puzzle_seed(1, "p0001"), puzzle_seed(1, "p0001"));
        assert_ne!(puzzle_seed(1, "p0001"), puzzle_seed(1, "p0002"));
        assert_ne!(puzzle_seed(1, "p0001"), puzzle_seed(2, "p0001"));
    }

    #[test]
    fn the_plays_compared_are_best_second_and_the_zero_ply_window() {
        for p in shipped().iter().step_by(40) {
            let plays = compared(p);
            assert_eq!(plays[0], p.best, "{}", p.id);
            assert_eq!(plays[1].position(), p.second.position(), "{}", p.id);
            let zero = analyse(&p.position, p.rules, p.dice, Level::Strong, None);
            for r in zero.iter().take_while(|r| r.equity >= zero[0].equity - WINDOW) {
                assert!(plays.iter().any(|q| q.position() == r.play.position()), "{}", p.id);
            }
            for (i, a) in plays.iter().enumerate() {
                assert!(plays[i + 1..].iter().all(|b| b.position() != a.position()), "{}", p.id);
            }
        }
    }

    /// A sample of the shipped puzzles' proofs, rebuilt from their seed with a few trials: the
    /// same line again, on one thread or two; another run seed gives other trials.
    #[test]
    fn a_proof_is_rebuilt_from_its_seed() {
        let cfg = ProveConfig {
            trials: 36,
            seed: 7,
            threads: 1,
        };
        let all = shipped();
        let sample: Vec<&Puzzle> = all.iter().step_by(97).collect();
        assert!(sample.len() >= 3);
        let mut differs = false;
        for p in sample {
            let line = prove(p, &cfg).unwrap().to_string();
            assert!(line.starts_with(&format!("{}|", p.id)), "{line}");
            assert!(line.contains(&format!("|36|{}|", puzzle_seed(7, &p.id))), "{line}");
            let two = ProveConfig { threads: 2, ..cfg };
            assert_eq!(prove(p, &two).unwrap().to_string(), line);
            differs |= prove(p, &ProveConfig { seed: 8, ..cfg }).unwrap().to_string() != line;
        }
        assert!(differs);
        assert_eq!(
            prove(&all[0], &ProveConfig { trials: 35, ..cfg }),
            Err(RolloutError::Trials(35))
        );
    }

    /// The shipped proof report (`data/proof.txt`): one line a run's puzzle.
    const REPORT: &str = include_str!("../data/proof.txt");

    /// The report's line of puzzle `id`.
    fn report_line(id: &str) -> Option<&'static str> {
        REPORT
            .lines()
            .find(|l| !l.starts_with('#') && l.split('|').next() == Some(id))
    }

    /// The run seed the report's first line names.
    fn run_seed() -> u64 {
        REPORT
            .lines()
            .next()
            .and_then(|h| h.split(" seed ").nth(1))
            .and_then(|t| t.split(' ').next())
            .and_then(|t| t.parse().ok())
            .expect("the report's first line names its seed")
    }

    /// Every shipped puzzle is proven to the end in the shipped report: its line says proven,
    /// with at least 1,296 trials, a worst margin of at least 0.05 points and more than three
    /// standard errors, the seed its id gives with the report's run seed, and leads over exactly
    /// the plays [`compared`] gives it today.
    #[test]
    fn every_shipped_puzzle_is_proven_to_the_end() {
        let run_seed = run_seed();
        for p in &shipped() {
            let line = report_line(&p.id).unwrap_or_else(|| panic!("{} has no proof", p.id));
            let f: Vec<&str> = line.split('|').collect();
            assert_eq!(f[1], "proven", "{line}");
            let (margin, se): (f64, f64) = (f[2].parse().unwrap(), f[3].parse().unwrap());
            assert!(margin >= MIN_LEAD && margin > SIGMAS * se, "{line}");
            assert!(f[6].parse::<usize>().unwrap() >= 1296, "{line}");
            assert_eq!(f[7].parse::<u64>().unwrap(), puzzle_seed(run_seed, &p.id), "{line}");
            let plays = compared(p);
            assert_eq!(f[5].parse::<usize>().unwrap(), plays.len(), "{line}");
            let leads: Vec<&str> = f[8].split(';').map(|l| l.split(':').next().unwrap()).collect();
            let others: Vec<String> = plays[1..].iter().map(Play::notation).collect();
            assert_eq!(leads, others, "{line}");
        }
    }

    /// A sample of the report's lines rebuilt exactly from their seed, with all their trials
    /// played to the end again: the three shipped bear-off puzzles of fewest plays compared
    /// (short games, so the test stays short).
    #[test]
    fn a_sample_of_the_shipped_proofs_is_rebuilt_exactly() {
        let all = shipped();
        let mut sample: Vec<&Puzzle> = all.iter().filter(|p| p.theme == crate::Theme::BearOff).collect();
        sample.sort_by_key(|p| compared(p).len());
        for p in sample.into_iter().take(3) {
            let line = report_line(&p.id).unwrap();
            let f: Vec<&str> = line.split('|').collect();
            let cfg = ProveConfig {
                trials: f[6].parse().unwrap(),
                seed: run_seed(),
                threads: 2,
            };
            assert_eq!(prove(p, &cfg).unwrap().to_string(), line, "{}", p.id);
        }
    }

    /// A puzzle whose stored answer is swapped for the worst legal play is not proven: the
    /// rollouts put the real best far ahead of it (reversed), while the puzzle itself (p0003, a
    /// bear-off: two checkers off with 4-3 rather than one; short games, little noise) is
    /// proven by the same trials.
    #[test]
    fn a_reversed_answer_is_not_proven() {
        let cfg = ProveConfig {
            trials: 144,
            seed: 3,
            threads: 2,
        };
        let all = shipped();
        let p = all.iter().find(|p| p.id == "p0003").unwrap();
        let zero = analyse(&p.position, p.rules, p.dice, Level::Strong, None);
        let right = prove(p, &cfg).unwrap();
        assert_eq!(right.status(), Status::Proven, "{right}");
        let worst = zero.last().unwrap().play;
        assert_ne!(worst.position(), p.best.position());
        let swapped = Puzzle {
            best: worst,
            second: p.best,
            ..p.clone()
        };
        let wrong = prove(&swapped, &cfg).unwrap();
        assert_eq!(wrong.status(), Status::Reversed, "{wrong}");
        assert!(wrong.to_string().contains("|reversed|"), "{wrong}");
        let lead = wrong
            .leads
            .iter()
            .find(|l| l.play.position() == p.best.position())
            .unwrap();
        assert!(lead.mean < 0.0 && !lead.holds(), "{lead:?}");
    }
}
