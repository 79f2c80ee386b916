//! The opening roll (§2): one die a side, a tie rolled again, the higher side starts with both.

use crate::{Color, Dice, GameError};

/// A decided opening roll (§2): one die each, never equal. The higher side starts and plays
/// exactly those two numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Opening {
    white: u8,
    black: u8,
}

impl Opening {
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
    /// The opening is decided; the game is now in [`Phase::Play`].
    Decided(Opening),
}
