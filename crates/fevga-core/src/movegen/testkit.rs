//! What the module's tests share: positions from their §11 texts, point masks from lists and
//! back, rolls, and the positions a roll's legal plays lead to.

use super::mask::points_desc;
use crate::{Dice, Position, Rules};

pub(super) const F: Rules = Rules::Fevga;
pub(super) const M: Rules = Rules::Multezim;

/// A position from its §11 text.
#[track_caller]
pub(super) fn pos(text: &str) -> Position {
    text.parse::<Position>().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The mask of the mover's points `list`.
pub(super) fn points(list: &[u8]) -> u32 {
    list.iter().fold(0, |m, &p| m | (1 << (p - 1)))
}

/// The points of a mask, highest first.
pub(super) fn listed(mask: u32) -> Vec<u8> {
    points_desc(mask).collect()
}

pub(super) fn dice(high: u8, low: u8) -> Dice {
    Dice::new(high, low).unwrap()
}

/// The texts of the positions the legal plays lead to.
pub(super) fn finals(rules: Rules, pos: &Position, dice: Dice) -> Vec<String> {
    pos.legal_plays(rules, dice)
        .iter()
        .map(|p| p.position().to_text())
        .collect()
}
