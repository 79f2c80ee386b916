//! What the AI's integration tests share: the next position of a random game whose plays are half
//! at random and half greedy by the hand-made evaluation (so blocks get built and races come).

use fevga_core::{Color, Play, Position, SeededDice};

/// The position after `pos` (its side `mover`, its legal `plays`): a pass if there is no play,
/// else one at random or the hand-made evaluation's best, as `rng` says.
#[must_use]
pub fn half_greedy(pos: &Position, mover: Color, plays: &[Play], rng: &mut SeededDice) -> Position {
    if plays.is_empty() {
        pos.passed()
    } else if rng.below(2) == 0 {
        plays[rng.below(plays.len() as u64) as usize].position()
    } else {
        plays
            .iter()
            .map(|p| p.position())
            .max_by(|a, b| fevga_ai::evaluate(a, mover).total_cmp(&fevga_ai::evaluate(b, mover)))
            .unwrap()
    }
}
