//! A trial's dice: its first two rolls stratified ([`Strata`], the 36 ordered rolls shuffled by
//! the seed), then a stream of its own ([`TrialDice`]), so trial `i` rolls the same dice for
//! every candidate.

use fevga_core::{Dice, DiceSource, SeededDice};

/// The 36 ordered rolls in an order shuffled by a seed: the strata of the first two rolls.
#[derive(Debug, Clone, Copy)]
pub(super) struct Strata([Dice; 36]);

impl Strata {
    /// The strata of the first and the second roll for rollouts seeded with `seed`.
    pub(super) fn pair(seed: u64) -> [Strata; 2] {
        let mut shuffle = SeededDice::new(seed ^ 0x5712_A7A5);
        [Strata::new(&mut shuffle), Strata::new(&mut shuffle)]
    }

    /// The 36 ordered rolls, shuffled by `rng`.
    ///
    /// # Panics
    /// Never: for `s` below 36, `s / 6 + 1` and `s % 6 + 1` are both 1–6. (The core has no
    /// unchecked way to build an ordered roll; [`Dice::all`] gives the 21 unordered ones only.)
    fn new(rng: &mut SeededDice) -> Strata {
        let mut rolls: [Dice; 36] = std::array::from_fn(|s| {
            Dice::new(s as u8 / 6 + 1, s as u8 % 6 + 1).expect("s / 6 + 1 and s % 6 + 1 are 1-6 for s below 36")
        });
        for i in (1..36).rev() {
            rolls.swap(i, rng.below(i as u64 + 1) as usize);
        }
        Strata(rolls)
    }

    pub(super) fn get(&self, s: usize) -> Dice {
        self.0[s % 36]
    }
}

/// Trial `t`'s dice: its first two rolls stratified (see the notes of the `rollout` module), then a stream of
/// its own from `seed` and `t`.
pub(super) struct TrialDice {
    second: Option<Dice>,
    rest: SeededDice,
}

impl TrialDice {
    /// The dice of trial `t` and its first roll.
    pub(super) fn new(seed: u64, strata: &[Strata; 2], t: usize) -> (Dice, TrialDice) {
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
