//! The opening roll (§2): one die a side, a tie rolled again, the higher side starts with both.

use crate::{Color, Dice, DiceSource, GameError};

/// A decided opening roll (§2): one die each, never equal. The higher side starts and plays
/// exactly those two numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Opening {
    white: u8,
    black: u8,
}

impl Opening {
    /// A decided opening for code paths that cannot be reached (an endless stream of ties).
    pub(crate) const UNREACHED: Opening = Opening { white: 2, black: 1 };

    /// White's and Black's dice.
    ///
    /// # Errors
    /// [`GameError::Dice`] for a die outside 1–6, [`GameError::OpeningDouble`] for a tie.
    pub fn new(white: u8, black: u8) -> Result<Opening, GameError> {
        let dice = Dice::new(white, black).map_err(GameError::Dice)?;
        if dice.is_double() {
            return Err(GameError::OpeningDouble(dice));
        }
        Ok(Opening { white, black })
    }

    /// Rolls the opening as §2 does: one die each (White's, then Black's), a tie rolled again,
    /// until it is decided.
    ///
    /// # Errors
    /// [`GameError::Dice`] if the source gives a die outside 1–6.
    pub fn roll(dice: &mut (impl DiceSource + ?Sized)) -> Result<Opening, GameError> {
        loop {
            match Opening::new(dice.die(), dice.die()) {
                Err(GameError::OpeningDouble(_)) => {}
                decided => return decided,
            }
        }
    }

    /// The opening as a record writes it: the side that moved first, with its own die first.
    ///
    /// # Errors
    /// As [`Opening::new`], and [`GameError::OpeningLowerDie`] if `mover`'s die is the lower one.
    pub fn from_mover(mover: Color, dice: Dice) -> Result<Opening, GameError> {
        let (mine, theirs) = (dice.first(), dice.second());
        let opening = match mover {
            Color::White => Opening::new(mine, theirs)?,
            Color::Black => Opening::new(theirs, mine)?,
        };
        if opening.first() != mover {
            return Err(GameError::OpeningLowerDie { mover, dice });
        }
        Ok(opening)
    }

    /// White's die.
    #[must_use]
    pub const fn white(self) -> u8 {
        self.white
    }

    /// Black's die.
    #[must_use]
    pub const fn black(self) -> u8 {
        self.black
    }

    /// The side that moves first: the one with the higher die.
    #[must_use]
    pub const fn first(self) -> Color {
        if self.white > self.black {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The roll the first side plays, its own (higher) die first.
    #[must_use]
    pub fn dice(self) -> Dice {
        // Both dice were checked by `Opening::new`.
        if self.white > self.black {
            Dice(self.white, self.black)
        } else {
            Dice(self.black, self.white)
        }
    }
}

/// One roll of the opening: a tie (rolled again) or the decided opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpeningRoll {
    /// Both sides rolled this number: roll again (§2).
    Tie(u8),
    /// The opening is decided; the game is now in [`Phase::Play`](crate::Phase::Play).
    Decided(Opening),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SeededDice;

    /// Dice that repeat a fixed list.
    struct Script(Vec<u8>, usize);
    impl DiceSource for Script {
        fn die(&mut self) -> u8 {
            self.1 += 1;
            self.0[self.1 - 1]
        }
    }

    #[test]
    fn s2_a_tie_is_rolled_again_and_the_higher_die_starts() {
        let o = Opening::roll(&mut Script(vec![3, 3, 6, 6, 2, 5], 0)).unwrap();
        assert_eq!((o.white(), o.black(), o.first()), (2, 5, Color::Black));
        let mut seeded = SeededDice::new(7);
        let o = Opening::roll(&mut seeded).unwrap();
        assert_ne!(o.white(), o.black());
    }

    #[test]
    fn s2_a_die_outside_one_to_six_is_an_error() {
        assert!(matches!(
            Opening::roll(&mut Script(vec![7, 2], 0)),
            Err(GameError::Dice(_))
        ));
    }
}
