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

use fevga_core::{Color, Dice, DiceSource, MoveGen, Play, Position, Rules, SeededDice};

use crate::duel::{Ending, MAX_TURNS, play_until};
use crate::net::{LOSE2, Net, OUTPUTS, Outputs, WIN, WIN2, flip};
use crate::neural::{self, Scratch};
use crate::{Level, embedded, review};

/// How a rollout is run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RolloutConfig {
    /// Games played out per candidate: a positive multiple of 36 (the strata of the first roll).
    pub trials: usize,
    /// Half-moves played after the candidate before the network judges the position reached;
    /// 0 plays every trial to the end.
    pub truncate: usize,
    /// Subtract each roll's luck (see the module notes).
    pub luck: bool,
    /// The seed of every trial's dice.
    pub seed: u64,
    /// Threads sharing the trials (0 counts as 1); the result is the same for any number.
    pub threads: usize,
}

impl RolloutConfig {
    /// The trials, if they are a positive multiple of 36: the one check of a configuration,
    /// made by every rollout and by whoever reads one from outside before it is used.
    ///
    /// # Errors
    /// [`RolloutError::Trials`] otherwise.
    pub fn checked_trials(&self) -> Result<usize, RolloutError> {
        match self.trials {
            t if t > 0 && t.is_multiple_of(36) => Ok(t),
            t => Err(RolloutError::Trials(t)),
        }
    }
}

impl Default for RolloutConfig {
    /// 1,296 trials to the end, no luck correction, seed 1, one thread.
    fn default() -> Self {
        RolloutConfig {
            trials: 1296,
            truncate: 0,
            luck: false,
            seed: 1,
            threads: 1,
        }
    }
}

/// A refused rollout configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RolloutError {
    /// The trials are not a positive multiple of 36.
    Trials(usize),
}

impl std::fmt::Display for RolloutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RolloutError::Trials(n) => write!(
                f,
                "trials {n}: must be a positive multiple of 36 (the first roll is spread evenly over its 36 ways)"
            ),
        }
    }
}

impl std::error::Error for RolloutError {}

/// A play rolled out: means over the trials and their standard errors, from the view of the
/// side that made it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RolledPlay {
    /// The play.
    pub play: Play,
    /// Mean P(win), P(win 2), P(lose 2) (indexed by [`WIN`], [`WIN2`], [`LOSE2`]).
    pub outputs: [f64; OUTPUTS],
    /// The standard error of each of `outputs`.
    pub outputs_se: [f64; OUTPUTS],
    /// Mean equity in points (−2..2).
    pub equity: f64,
    /// Its standard error.
    pub equity_se: f64,
    /// The standard error of this play's equity minus the best play's, trial by trial (the
    /// dice are common, so in truncated rollouts it is usually below `equity_se`); 0 for the
    /// best.
    pub diff_se: f64,
    /// Trials played.
    pub trials: usize,
}

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
    Ok(summarise(plays, &results, trials))
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

/// The plays' results, trial by trial (`results[t * plays.len() + c]`), as rolled plays best
/// first.
fn summarise(plays: &[Play], results: &[[f64; OUTPUTS]], trials: usize) -> Vec<RolledPlay> {
    let n = plays.len();
    if n == 0 {
        return Vec::new();
    }
    let equity_of = |y: &[f64; OUTPUTS]| 2.0 * y[WIN] - 1.0 + y[WIN2] - y[LOSE2];
    let mut rolled: Vec<RolledPlay> = plays
        .iter()
        .enumerate()
        .map(|(c, play)| {
            let at = |t: usize| &results[t * n + c];
            let mut outputs = [0.0; OUTPUTS];
            let mut outputs_se = [0.0; OUTPUTS];
            for k in 0..OUTPUTS {
                (outputs[k], outputs_se[k]) = stratified(trials, |t| at(t)[k]);
            }
            let (equity, equity_se) = stratified(trials, |t| equity_of(at(t)));
            RolledPlay {
                play: *play,
                outputs,
                outputs_se,
                equity,
                equity_se,
                diff_se: 0.0,
                trials,
            }
        })
        .collect();
    let order = {
        let mut idx: Vec<usize> = (0..n).collect();
        idx.sort_by(|&a, &b| rolled[b].equity.total_cmp(&rolled[a].equity));
        idx
    };
    let best = order[0];
    for c in 0..n {
        rolled[c].diff_se = stratified(trials, |t| {
            equity_of(&results[t * n + c]) - equity_of(&results[t * n + best])
        })
        .1;
    }
    order.into_iter().map(|c| rolled[c]).collect()
}

/// The mean of `value(t)` over `trials` trials and its standard error, the trials stratified by
/// `t mod 36` (equal strata): the variance within each first roll, or over all trials when a
/// stratum has a single trial (then the error is an upper bound).
fn stratified(trials: usize, value: impl Fn(usize) -> f64) -> (f64, f64) {
    let mean = (0..trials).map(&value).sum::<f64>() / trials as f64;
    let per = trials / 36;
    let var_of_mean = if per >= 2 {
        let mut sum = 0.0;
        for s in 0..36 {
            let m = (0..per).map(|i| value(s + 36 * i)).sum::<f64>() / per as f64;
            let v = (0..per).map(|i| (value(s + 36 * i) - m).powi(2)).sum::<f64>() / (per - 1) as f64;
            sum += v / per as f64;
        }
        sum / (36.0 * 36.0)
    } else {
        let v = (0..trials).map(|t| (value(t) - mean).powi(2)).sum::<f64>() / (trials - 1).max(1) as f64;
        v / trials as f64
    };
    (mean, var_of_mean.max(0.0).sqrt())
}

/// The 36 ordered rolls in an order shuffled by a seed: the strata of the first two rolls.
#[derive(Debug, Clone, Copy)]
struct Strata([Dice; 36]);

impl Strata {
    /// The strata of the first and the second roll for rollouts seeded with `seed`.
    fn pair(seed: u64) -> [Strata; 2] {
        let mut shuffle = SeededDice::new(seed ^ 0x5712_A7A5);
        [Strata::new(&mut shuffle), Strata::new(&mut shuffle)]
    }

    fn new(rng: &mut SeededDice) -> Strata {
        let mut rolls: [Dice; 36] = std::array::from_fn(|s| Dice::new(s as u8 / 6 + 1, s as u8 % 6 + 1).expect("1-6"));
        for i in (1..36).rev() {
            rolls.swap(i, rng.below(i as u64 + 1) as usize);
        }
        Strata(rolls)
    }

    fn get(&self, s: usize) -> Dice {
        self.0[s % 36]
    }
}

/// Trial `t`'s dice: its first two rolls stratified (see the module notes), then a stream of
/// its own from `seed` and `t`.
struct TrialDice {
    second: Option<Dice>,
    rest: SeededDice,
}

impl TrialDice {
    /// The dice of trial `t` and its first roll.
    fn new(seed: u64, strata: &[Strata; 2], t: usize) -> (Dice, TrialDice) {
        let mut mix = SeededDice::new(seed ^ (t as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
        let dice = TrialDice {
            second: Some(strata[1].get(t + t / 36)),
            rest: SeededDice::new(mix.next_u64()),
        };
        (strata[0].get(t), dice)
    }
}

impl DiceSource for TrialDice {
    fn die(&mut self) -> u8 {
        self.rest.die()
    }

    fn roll(&mut self) -> Dice {
        self.second.take().unwrap_or_else(|| self.rest.roll())
    }
}

/// `y`, the outputs of `side`, seen by `me`.
fn seen_by(y: &Outputs, side: Color, me: Color) -> [f64; OUTPUTS] {
    let y = if side == me { *y } else { flip(y) };
    y.map(f64::from)
}

/// One thread's buffers.
#[derive(Debug)]
struct Worker<'n> {
    net: &'n Net,
    rules: Rules,
    luck: bool,
    scratch: Scratch,
    movegen: MoveGen,
    plays: Vec<Play>,
}

impl<'n> Worker<'n> {
    fn new(net: &'n Net, rules: Rules, luck: bool) -> Worker<'n> {
        Worker {
            net,
            rules,
            luck,
            scratch: Scratch::new(net),
            movegen: MoveGen::new(),
            plays: Vec::new(),
        }
    }

    /// The policy's play for `roll` in `pos` (strong: the best at 0 ply) and the mover's
    /// outputs after it; `None` for a pass, whose outputs are only worked out if `value`.
    fn choose(&mut self, pos: &Position, roll: Dice, value: bool) -> (Option<Play>, Option<Outputs>) {
        self.movegen.legal_plays(pos, self.rules, roll, &mut self.plays);
        match neural::best_play(self.net, &mut self.scratch, &self.plays, self.rules) {
            Some((p, y)) => (Some(p), Some(y)),
            None if value => (
                None,
                Some(neural::outputs_after(
                    self.net,
                    &mut self.scratch,
                    &pos.passed(),
                    self.rules,
                )),
            ),
            None => (None, None),
        }
    }

    /// Trial `t` of each of `plays`, into `row` (one result a play).
    fn trials(
        &mut self,
        plays: &[Play],
        t: usize,
        strata: &[Strata; 2],
        config: &RolloutConfig,
        row: &mut [[f64; OUTPUTS]],
    ) {
        for (out, play) in row.iter_mut().zip(plays) {
            *out = self.trial(play, t, strata, config);
        }
    }

    /// Trial `t` of `play`: the mover's outputs at the end (or truncation), less the luck.
    fn trial(&mut self, play: &Play, t: usize, strata: &[Strata; 2], config: &RolloutConfig) -> [f64; OUTPUTS] {
        let start = play.position();
        self.trial_from(start, start.turn().other(), t, strata, config)
    }

    /// Trial `t` from `start` (its side to move about to roll the trial's first roll): `me`'s
    /// outputs at the end (or truncation), less the luck.
    fn trial_from(
        &mut self,
        start: Position,
        me: Color,
        t: usize,
        strata: &[Strata; 2],
        config: &RolloutConfig,
    ) -> [f64; OUTPUTS] {
        if let Some(y) = neural::finished(&start) {
            return seen_by(&y, start.turn(), me);
        }
        let limit = if config.truncate == 0 {
            MAX_TURNS
        } else {
            config.truncate
        };
        let (first, mut dice) = TrialDice::new(config.seed, strata, t);
        let mut luck = [0f64; OUTPUTS];
        let rules = self.rules;
        let ending = play_until(rules, start, first, &mut dice, limit, |pos, roll, _| {
            if !self.luck {
                return self.choose(pos, roll, false).0;
            }
            let mover = pos.turn();
            let (mut mean, mut made, mut chosen) = ([0f64; OUTPUTS], [0f64; OUTPUTS], None);
            for r in Dice::all() {
                let (p, y) = self.choose(pos, r, true);
                let v = seen_by(&y.expect("a value was asked for"), mover, me);
                let w = f64::from(r.weight()) / 36.0;
                for k in 0..OUTPUTS {
                    mean[k] += w * v[k];
                }
                if (r.high(), r.low()) == (roll.high(), roll.low()) {
                    (made, chosen) = (v, p);
                }
            }
            for k in 0..OUTPUTS {
                luck[k] += made[k] - mean[k];
            }
            chosen
        });
        let end = match ending {
            Ending::Over(game) => {
                let two = f64::from(game.points == 2);
                if game.winner == me {
                    [1.0, two, 0.0]
                } else {
                    [0.0, 0.0, two]
                }
            }
            Ending::Stopped { position, .. } => seen_by(
                &neural::outputs(self.net, &mut self.scratch, &position, rules),
                position.turn(),
                me,
            ),
        };
        std::array::from_fn(|k| end[k] - luck[k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equity;

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
