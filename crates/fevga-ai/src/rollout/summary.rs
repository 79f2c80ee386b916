//! A rollout's trials summed up: [`RolledPlay`], each play's means and standard errors, the
//! errors stratified by the first roll, and the plays ranked best first.

use fevga_core::Play;

use crate::net::{LOSE2, OUTPUTS, WIN, WIN2};

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
/// A trial's equity in points from its outputs (−2…2 for outputs in 0…1).
pub(super) fn equity_of(y: &[f64; OUTPUTS]) -> f64 {
    2.0 * y[WIN] - 1.0 + y[WIN2] - y[LOSE2]
}

/// The plays' results, trial by trial (`results[t * plays.len() + c]`), as rolled plays best
/// first.
pub(super) fn summarise(plays: &[Play], results: &[[f64; OUTPUTS]], trials: usize) -> Vec<RolledPlay> {
    let n = plays.len();
    if n == 0 {
        return Vec::new();
    }
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
