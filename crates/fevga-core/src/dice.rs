use std::fmt;
use std::str::FromStr;

/// A roll of two dice, each 1–6. Stored as rolled; [`Dice::high`] and [`Dice::low`] order them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dice(pub(crate) u8, pub(crate) u8);

impl Dice {
    /// Two dice as rolled, first then second.
    ///
    /// # Errors
    /// [`DiceError::OutOfRange`] for a value outside 1–6.
    pub fn new(d1: u8, d2: u8) -> Result<Dice, DiceError> {
        for d in [d1, d2] {
            if !(1..=6).contains(&d) {
                return Err(DiceError::OutOfRange(d));
            }
        }
        Ok(Dice(d1, d2))
    }

    /// The 21 distinct rolls, doubles first within each high die (1-1, 2-1, 2-2, 3-1, …, 6-6).
    #[must_use]
    pub fn all() -> [Dice; 21] {
        let mut out = [Dice(1, 1); 21];
        let mut i = 0;
        for hi in 1..=6u8 {
            for lo in 1..=hi {
                out[i] = Dice(hi, lo);
                i += 1;
            }
        }
        out
    }

    /// How many of the 36 equally likely ordered outcomes give this roll (1 for a double, else 2).
    #[must_use]
    pub const fn weight(self) -> u32 {
        if self.is_double() { 1 } else { 2 }
    }

    /// The first die as rolled (in an opening as a record writes it: the mover's die).
    #[must_use]
    pub const fn first(self) -> u8 {
        self.0
    }

    /// The second die as rolled.
    #[must_use]
    pub const fn second(self) -> u8 {
        self.1
    }

    /// The higher of the two dice (either, for a double).
    #[must_use]
    pub const fn high(self) -> u8 {
        if self.0 >= self.1 { self.0 } else { self.1 }
    }

    /// The lower of the two dice (either, for a double).
    #[must_use]
    pub const fn low(self) -> u8 {
        if self.0 >= self.1 { self.1 } else { self.0 }
    }

    /// The same roll with the higher die first, as players, the rules and the hints write a roll
    /// (`6-5`); a record keeps the dice as rolled.
    #[must_use]
    pub const fn higher_first(self) -> Dice {
        Dice(self.high(), self.low())
    }

    /// Whether both dice show the same number: four steps of it (§3).
    #[must_use]
    pub const fn is_double(self) -> bool {
        self.0 == self.1
    }

    /// The dice a play of this roll may use: four for a double, else two.
    #[must_use]
    pub const fn count(self) -> usize {
        if self.is_double() { 4 } else { 2 }
    }

    /// The numbers to play, highest first: a double's number four times (§3), else both dice.
    pub fn faces(self) -> impl Iterator<Item = u8> {
        let (hi, lo) = (self.high(), self.low());
        [hi, lo, hi, hi]
            .into_iter()
            .take(self.count())
            .map(move |v| if self.is_double() { hi } else { v })
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0, self.1)
    }
}

impl FromStr for Dice {
    type Err = DiceError;

    /// `6-5`, `65`, `6 5`, `6,5` or `6–5`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let digits: Vec<char> = s
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | ',' | '–' | '\t'))
            .collect();
        match digits.as_slice() {
            [a, b] if a.is_ascii_digit() && b.is_ascii_digit() => Dice::new(*a as u8 - b'0', *b as u8 - b'0'),
            _ => Err(DiceError::Malformed(s.to_string())),
        }
    }
}

/// Where dice come from: a seeded generator for tests and replays, the OS for play.
pub trait DiceSource {
    /// One die, uniformly 1–6. Other values are refused by [`Game`](crate::Game)'s rolls.
    fn die(&mut self) -> u8;

    /// Two dice, as [`die`](DiceSource::die) gives them (unchecked).
    fn roll(&mut self) -> Dice {
        let a = self.die();
        let b = self.die();
        Dice(a, b)
    }
}

/// A reproducible dice source (SplitMix64): the same seed gives the same dice on every platform.
#[derive(Debug, Clone)]
pub struct SeededDice {
    state: u64,
}

impl SeededDice {
    /// A generator started from `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> SeededDice {
        SeededDice { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n`.
    ///
    /// # Panics
    /// If `n` is 0 (there is no number to draw).
    pub fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        // Lemire's multiply-shift with rejection: exact uniformity.
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            let low = m as u64;
            if low >= n.wrapping_neg() % n {
                return (m >> 64) as u64;
            }
        }
    }
}

impl DiceSource for SeededDice {
    fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}

/// Dice from the operating system's (or the browser's) random source, one draw per die.
#[cfg(feature = "os-random")]
#[derive(Debug, Clone)]
pub struct OsDice {
    /// Used only if the OS source fails after it worked at construction.
    fallback: SeededDice,
}

#[cfg(feature = "os-random")]
impl OsDice {
    /// Dice from the platform's random source.
    ///
    /// # Errors
    /// [`DiceError::NoRandomness`] if the platform has no random source.
    pub fn new() -> Result<OsDice, DiceError> {
        let mut seed = [0u8; 8];
        getrandom::fill(&mut seed).map_err(|e| DiceError::NoRandomness(e.to_string()))?;
        Ok(OsDice {
            fallback: SeededDice::new(u64::from_le_bytes(seed)),
        })
    }
}

/// 64 random bits from the operating system (or the browser), for seeding; a fixed value if the
/// platform has no random source.
#[cfg(feature = "os-random")]
#[must_use]
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_ok() {
        return u64::from_le_bytes(b);
    }
    // No random source: a fixed seed still plays fair dice, merely predictable ones.
    0x5EED_F00D_CAFE_D1CE
}

#[cfg(feature = "os-random")]
impl DiceSource for OsDice {
    fn die(&mut self) -> u8 {
        loop {
            let mut b = [0u8; 1];
            if getrandom::fill(&mut b).is_err() {
                return self.fallback.die();
            }
            // 252 = 42 × 6: reject the top four values to stay uniform.
            if b[0] < 252 {
                return b[0] % 6 + 1;
            }
        }
    }
}

/// Dice that are not two numbers 1–6.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceError {
    /// A die outside 1–6 (the value).
    OutOfRange(u8),
    /// A dice text that is not two digits, e.g. `6-` (the text).
    Malformed(String),
    /// The platform has no random source (its message).
    NoRandomness(String),
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::OutOfRange(d) => write!(f, "die {d} is outside 1-6"),
            DiceError::Malformed(s) => write!(f, "malformed dice {s:?}: expected e.g. 6-5"),
            DiceError::NoRandomness(e) => write!(f, "no random source for dice: {e}"),
        }
    }
}

impl std::error::Error for DiceError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roll_is_written_higher_first_and_kept_as_rolled() {
        let d = Dice::new(1, 3).unwrap();
        assert_eq!(d.to_string(), "1-3");
        assert_eq!(d.higher_first().to_string(), "3-1");
        assert_eq!(Dice::new(6, 6).unwrap().higher_first().to_string(), "6-6");
        assert_eq!(d.higher_first().higher_first(), d.higher_first());
    }

    #[test]
    fn twenty_one_rolls_weigh_thirty_six() {
        let all = Dice::all();
        assert_eq!(all.iter().map(|d| d.weight()).sum::<u32>(), 36);
        let mut set = std::collections::HashSet::new();
        for d in all {
            assert!(set.insert((d.high(), d.low())));
        }
    }

    #[test]
    fn a_double_is_played_four_times() {
        let faces = |a, b| Dice::new(a, b).unwrap().faces().collect::<Vec<_>>();
        assert_eq!(faces(3, 3), vec![3, 3, 3, 3]);
        assert_eq!(faces(2, 6), vec![6, 2]);
        assert_eq!(faces(6, 2), vec![6, 2]);
    }

    #[test]
    fn dice_text() {
        assert_eq!("6-5".parse::<Dice>().unwrap(), Dice::new(6, 5).unwrap());
        assert_eq!("34".parse::<Dice>().unwrap(), Dice::new(3, 4).unwrap());
        assert!(matches!("7-1".parse::<Dice>(), Err(DiceError::OutOfRange(7))));
        assert!(matches!("6-".parse::<Dice>(), Err(DiceError::Malformed(_))));
        assert!(matches!("0-1".parse::<Dice>(), Err(DiceError::OutOfRange(0))));
    }

    #[test]
    fn seeded_dice_are_uniform_and_reproducible() {
        let mut a = SeededDice::new(7);
        let mut b = SeededDice::new(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            let d = a.die();
            assert_eq!(d, b.die());
            counts[usize::from(d - 1)] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }
}
