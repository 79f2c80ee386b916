//! A small multilayer perceptron: inputs → sigmoid hidden layer → three sigmoid outputs, and the
//! gradients TD(λ) needs.
//!
//! The outputs, for the side the inputs describe (see [`crate::features`]): [`WIN`] = P(win),
//! [`WIN2`] = P(win 2 points), [`LOSE2`] = P(lose 2 points). Forward passes allocate nothing: the
//! caller keeps the hidden-layer buffer.

use fevga_core::SeededDice;

/// Outputs of the network.
pub const OUTPUTS: usize = 3;
/// Output index: the side wins.
pub const WIN: usize = 0;
/// Output index: the side wins 2 points (the loser bore off none).
pub const WIN2: usize = 1;
/// Output index: the side loses 2 points.
pub const LOSE2: usize = 2;

/// The network's outputs: P(win), P(win 2), P(lose 2).
pub type Outputs = [f32; OUTPUTS];

/// Expected points for the side: 2·P(win) − 1 + P(win 2) − P(lose 2), in −2..2.
#[must_use]
pub fn equity(y: &Outputs) -> f32 {
    2.0 * y[WIN] - 1.0 + y[WIN2] - y[LOSE2]
}

/// The same outcome probabilities seen from the other side.
#[must_use]
pub fn flip(y: &Outputs) -> Outputs {
    [1.0 - y[WIN], y[LOSE2], y[WIN2]]
}

#[inline]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The weights. `w1` is input-major (row `i` holds input `i`'s weights to every hidden unit), so
/// a sparse input vector adds only the rows of its non-zero inputs; `w2` is output-major.
#[derive(Debug, Clone, PartialEq)]
pub struct Net {
    pub(crate) inputs: usize,
    pub(crate) hidden: usize,
    pub(crate) w1: Vec<f32>,
    pub(crate) b1: Vec<f32>,
    pub(crate) w2: Vec<f32>,
    pub(crate) b2: [f32; OUTPUTS],
}

impl Net {
    /// Small random weights (uniform in ±0.1 for the first layer, ±0.5/√hidden for the second),
    /// reproducible from `rng`.
    #[must_use]
    pub fn random(inputs: usize, hidden: usize, rng: &mut SeededDice) -> Net {
        let mut uniform = |scale: f32| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * scale;
        let w1 = (0..inputs * hidden).map(|_| uniform(0.1)).collect();
        let b1 = (0..hidden).map(|_| uniform(0.1)).collect();
        let s2 = 0.5 / (hidden as f32).sqrt();
        let w2 = (0..OUTPUTS * hidden).map(|_| uniform(s2)).collect();
        Net {
            inputs,
            hidden,
            w1,
            b1,
            w2,
            b2: [0.0; OUTPUTS],
        }
    }

    /// Input units: [`crate::features::INPUTS`] for a network this build can use.
    #[must_use]
    pub const fn inputs(&self) -> usize {
        self.inputs
    }

    /// The feature set the network reads ([`crate::features::FeatureSet::of_inputs`]).
    #[must_use]
    pub const fn features(&self) -> crate::features::FeatureSet {
        crate::features::FeatureSet::of_inputs(self.inputs)
    }

    /// The same network reading the larger feature set `set`: the new inputs' rows of weights
    /// are zero, so its outputs are unchanged (every set starts with the one before it). A set
    /// no larger than the network's leaves it as it is.
    #[must_use]
    pub fn widened(&self, set: crate::features::FeatureSet) -> Net {
        let mut net = self.clone();
        if set.inputs() > self.inputs {
            net.w1.resize(set.inputs() * self.hidden, 0.0);
            net.inputs = set.inputs();
        }
        net
    }

    /// The same network with `hidden` hidden units: the new units get small random input
    /// weights (±0.1, from `rng`) and zero output weights, so the outputs are unchanged until
    /// training moves them. A number no larger than today's leaves it as it is.
    #[must_use]
    pub fn grown(&self, hidden: usize, rng: &mut SeededDice) -> Net {
        if hidden <= self.hidden {
            return self.clone();
        }
        let mut uniform = || ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * 0.1;
        let old = self.hidden;
        let mut w1 = Vec::with_capacity(self.inputs * hidden);
        for row in self.w1.chunks_exact(old) {
            w1.extend_from_slice(row);
            w1.extend((old..hidden).map(|_| uniform()));
        }
        let mut b1 = self.b1.clone();
        b1.extend((old..hidden).map(|_| uniform()));
        let mut w2 = Vec::with_capacity(OUTPUTS * hidden);
        for row in self.w2.chunks_exact(old) {
            w2.extend_from_slice(row);
            w2.resize(w2.len() + hidden - old, 0.0);
        }
        Net {
            inputs: self.inputs,
            hidden,
            w1,
            b1,
            w2,
            b2: self.b2,
        }
    }

    /// Hidden units.
    #[must_use]
    pub const fn hidden(&self) -> usize {
        self.hidden
    }

    /// Number of weights and biases.
    #[must_use]
    pub const fn parameters(&self) -> usize {
        self.inputs * self.hidden + self.hidden + OUTPUTS * self.hidden + OUTPUTS
    }

    /// The outputs for inputs `x`; leaves the hidden activations in `h` (for [`Traces::add`]).
    ///
    /// # Panics
    /// If `x` or `h` is shorter than the layer it feeds. (The `expect` on a block of the hidden
    /// layer never fires: the block's slice is `BLOCK` long by construction.)
    #[inline]
    // In the computer's wasm (feature `simd`) the hidden layer's blocks are added four lanes at
    // a time (SIMD128, in every browser since 2023); each lane adds the same terms in the same
    // order as the scalar code, so the outputs are those of a scalar build.
    #[cfg_attr(all(target_arch = "wasm32", feature = "simd"), target_feature(enable = "simd128"))]
    pub fn forward(&self, x: &[f32], h: &mut [f32]) -> Outputs {
        let n = self.hidden;
        let h = &mut h[..n];
        h.copy_from_slice(&self.b1);
        // The non-zero inputs first (most are zero), then the hidden sums a block of units at a
        // time, so each block stays in registers while every active row is added to it.
        let mut active = [(0u32, 0.0f32); 256];
        let mut count = 0;
        for (i, &xi) in x[..self.inputs].iter().enumerate() {
            if xi != 0.0 && count < active.len() {
                active[count] = (i as u32, xi);
                count += 1;
            }
        }
        let active = &active[..count];
        if count == 256 {
            // More inputs than the buffer holds (a network wider than this engine's): row by row.
            for (i, &xi) in x[..self.inputs].iter().enumerate() {
                if xi != 0.0 {
                    let row = &self.w1[i * n..(i + 1) * n];
                    for (a, &w) in h.iter_mut().zip(row) {
                        *a += xi * w;
                    }
                }
            }
        } else {
            const BLOCK: usize = 16;
            let mut start = 0;
            while start + BLOCK <= n {
                let mut acc = [0.0f32; BLOCK];
                acc.copy_from_slice(&h[start..start + BLOCK]);
                for &(i, xi) in active {
                    let at = i as usize * n + start;
                    // An array, not a slice: its length is known, so `row[k]` needs no bounds check.
                    let row: &[f32; BLOCK] = self.w1[at..at + BLOCK]
                        .try_into()
                        .expect("at..at + BLOCK is BLOCK long");
                    for k in 0..BLOCK {
                        acc[k] += xi * row[k];
                    }
                }
                h[start..start + BLOCK].copy_from_slice(&acc);
                start += BLOCK;
            }
            for &(i, xi) in active {
                let row = &self.w1[i as usize * n + start..(i as usize + 1) * n];
                for (a, &w) in h[start..].iter_mut().zip(row) {
                    *a += xi * w;
                }
            }
        }
        for a in h.iter_mut() {
            *a = sigmoid(*a);
        }
        let mut y = self.b2;
        for (k, yk) in y.iter_mut().enumerate() {
            let row = &self.w2[k * n..(k + 1) * n];
            *yk = sigmoid(*yk + row.iter().zip(h.iter()).map(|(w, a)| w * a).sum::<f32>());
        }
        y
    }

    /// Adds `alpha · Σ_k delta[k] · traces[k]` to the weights: the TD(λ) step.
    pub fn learn(&mut self, traces: &Traces, delta: &Outputs, alpha: f32) {
        fn step(w: &mut [f32], e: &[f32], d: [f32; OUTPUTS]) {
            let len = w.len();
            let (e0, rest) = e.split_at(len);
            let (e1, e2) = rest.split_at(len);
            for (((w, a), b), c) in w.iter_mut().zip(e0).zip(e1).zip(e2) {
                *w += d[0] * a + d[1] * b + d[2] * c;
            }
        }
        let d = delta.map(|x| x * alpha);
        step(&mut self.w1, &traces.w1, d);
        step(&mut self.b1, &traces.b1, d);
        step(&mut self.w2, &traces.w2, d);
        step(&mut self.b2, &traces.b2, d);
    }
}

/// Eligibility traces: per weight, one decaying sum of gradients for each of three *fixed*
/// targets. The targets stay fixed while the side to move alternates, so each position's raw
/// outputs are mapped onto them: see [`Traces::add`].
#[derive(Debug, Clone)]
pub struct Traces {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
}

impl Traces {
    /// Zero traces shaped for `net`.
    #[must_use]
    pub fn new(net: &Net) -> Traces {
        Traces {
            w1: vec![0.0; OUTPUTS * net.w1.len()],
            b1: vec![0.0; OUTPUTS * net.b1.len()],
            w2: vec![0.0; OUTPUTS * net.w2.len()],
            b2: vec![0.0; OUTPUTS * OUTPUTS],
        }
    }

    /// Zero traces: a new game.
    pub fn clear(&mut self) {
        for e in [&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2] {
            e.fill(0.0);
        }
    }

    /// Decays every trace by `lambda`, then adds the gradient of the current prediction. Target
    /// `t` is predicted by `sign · y[source] (+ a constant)` where `(source, sign) = map[t]`;
    /// `x`, `h` and `y` are from the [`Net::forward`] that gave `y`.
    pub fn add(&mut self, net: &Net, x: &[f32], h: &[f32], y: &Outputs, lambda: f32, map: [(usize, f32); OUTPUTS]) {
        for e in [&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2] {
            for v in e.iter_mut() {
                *v *= lambda;
            }
        }
        let n = net.hidden;
        let h = &h[..n];
        for (t, &(k, sign)) in map.iter().enumerate() {
            let g = sign * y[k] * (1.0 - y[k]);
            // Output layer: only row k feeds y[k].
            self.b2[t * OUTPUTS + k] += g;
            let e2 = &mut self.w2[t * OUTPUTS * n + k * n..][..n];
            for (e, &a) in e2.iter_mut().zip(h) {
                *e += g * a;
            }
            // Hidden layer: through w2[k][j] and the sigmoid's slope.
            let w2 = &net.w2[k * n..(k + 1) * n];
            let eb1 = &mut self.b1[t * n..(t + 1) * n];
            for ((e, &w), &a) in eb1.iter_mut().zip(w2).zip(h) {
                *e += g * w * a * (1.0 - a);
            }
            let base = t * net.w1.len();
            for (i, &xi) in x[..net.inputs].iter().enumerate() {
                if xi != 0.0 {
                    let row = &mut self.w1[base + i * n..base + (i + 1) * n];
                    for ((e, &w), &a) in row.iter_mut().zip(w2).zip(h) {
                        *e += g * w * a * (1.0 - a) * xi;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> Net {
        Net::random(5, 4, &mut SeededDice::new(3))
    }

    #[test]
    fn outputs_are_probabilities() {
        let net = tiny();
        let mut h = [0.0; 4];
        for x in [[0.0; 5], [1.0, 0.0, 6.0, 0.5, 1.0], [-3.0, 2.0, 1.0, 0.0, 9.0]] {
            for y in net.forward(&x, &mut h) {
                assert!(y > 0.0 && y < 1.0, "{y}");
            }
            assert!(h.iter().all(|&a| a > 0.0 && a < 1.0));
        }
        let y = [0.7, 0.2, 0.05];
        assert!((equity(&y) - 0.55).abs() < 1e-6);
        assert!((equity(&flip(&y)) + 0.55).abs() < 1e-6);
    }

    /// One trace step with λ = 0 is the gradient: compare it with finite differences.
    #[test]
    fn traces_hold_the_gradient() {
        let net = tiny();
        let x = [1.0, 0.0, 2.0, 0.5, 0.0];
        let mut h = [0.0; 4];
        let y = net.forward(&x, &mut h);
        let mut tr = Traces::new(&net);
        // Target 0 is −y[0] (a flipped view), target 1 is y[2], target 2 is y[1].
        let map = [(0, -1.0), (2, 1.0), (1, 1.0)];
        tr.add(&net, &x, &h, &y, 0.0, map);
        let eps = 1e-2;
        for (t, &(k, sign)) in map.iter().enumerate() {
            for idx in [0usize, 5, 9, 13, 19] {
                let mut plus = net.clone();
                plus.w1[idx] += eps;
                let mut minus = net.clone();
                minus.w1[idx] -= eps;
                let numeric = sign * (plus.forward(&x, &mut h)[k] - minus.forward(&x, &mut h)[k]) / (2.0 * eps);
                let analytic = tr.w1[t * net.w1.len() + idx];
                assert!(
                    (numeric - analytic).abs() < 1e-3,
                    "t{t} w1[{idx}]: {numeric} vs {analytic}"
                );
            }
            let mut plus = net.clone();
            plus.w2[k * 4 + 1] += eps;
            let mut minus = net.clone();
            minus.w2[k * 4 + 1] -= eps;
            let numeric = sign * (plus.forward(&x, &mut h)[k] - minus.forward(&x, &mut h)[k]) / (2.0 * eps);
            assert!((numeric - tr.w2[t * 12 + k * 4 + 1]).abs() < 1e-3);
        }
    }

    #[test]
    fn widening_and_growing_keep_the_outputs() {
        use crate::features::{FeatureSet, INPUTS, INPUTS_V2};
        let net = Net::random(INPUTS, 6, &mut SeededDice::new(4));
        let mut x: Vec<f32> = (0..INPUTS_V2).map(|i| (i % 7) as f32 / 3.0).collect();
        let mut h = [0.0; 9];
        let y = net.forward(&x, &mut h);
        let wide = net.widened(FeatureSet::V2);
        assert_eq!((wide.inputs(), wide.features()), (INPUTS_V2, FeatureSet::V2));
        assert_eq!(wide.forward(&x, &mut h), y);
        assert_eq!(wide.widened(FeatureSet::V1), wide);
        let big = wide.grown(9, &mut SeededDice::new(2));
        assert_eq!((big.hidden(), big.parameters()), (9, INPUTS_V2 * 9 + 9 + 27 + 3));
        let z = big.forward(&x, &mut h);
        for k in 0..OUTPUTS {
            assert!((z[k] - y[k]).abs() < 1e-6, "{z:?} {y:?}");
        }
        // The old units keep their weights; the new inputs matter once their weights move.
        assert_eq!(&big.w1[..6], &wide.w1[..6]);
        assert_eq!(big.grown(4, &mut SeededDice::new(2)), big);
        let mut moved = wide.clone();
        moved.w1[INPUTS * 6] = 1.0;
        x[INPUTS] = 1.0;
        assert_ne!(moved.forward(&x, &mut h), wide.forward(&x, &mut h));
    }

    #[test]
    fn learning_moves_the_output_toward_the_target() {
        let mut net = tiny();
        let x = [1.0, 0.0, 2.0, 0.5, 0.0];
        let mut h = [0.0; 4];
        let mut tr = Traces::new(&net);
        let identity = [(0, 1.0), (1, 1.0), (2, 1.0)];
        let target = [1.0, 0.0, 0.0];
        let before = net.forward(&x, &mut h);
        for _ in 0..50 {
            let y = net.forward(&x, &mut h);
            tr.add(&net, &x, &h, &y, 0.0, identity);
            let delta = [target[0] - y[0], target[1] - y[1], target[2] - y[2]];
            net.learn(&tr, &delta, 0.5);
        }
        let after = net.forward(&x, &mut h);
        assert!(after[WIN] > before[WIN] + 0.1 && after[WIN2] < before[WIN2] && after[LOSE2] < before[LOSE2]);
    }
}
