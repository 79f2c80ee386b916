//! Novice's choice (issue 33): the gentlest level, for someone who learned the rules ten minutes
//! ago. It ranks the roll's plays at 0 ply like beginner, then draws one among those within
//! [`NOVICE_MARGIN`] of the best, weighing each by exp(−(best − equity) / [`NOVICE_SPREAD`]),
//! so it often plays a loose play and now and then a plainly worse one, yet never throws
//! checkers away ([`throws_away`]).

use fevga_core::{Play, Position, SeededDice};

use crate::Rated;
use crate::level::{NOVICE_MARGIN, NOVICE_SPREAD};

/// The mover's point where all fifteen start (its own numbering).
const HEAD: u8 = 24;

/// Checkers the side to move in `pos` bears off with `play`.
#[must_use]
pub fn borne_off_by(pos: &Position, play: &Play) -> u8 {
    let me = pos.turn();
    play.position().borne_off(me) - pos.borne_off(me)
}

/// Whether choosing `play` among `ranked` (every legal play of one roll in `pos`, with its
/// 0-ply equity) throws checkers away:
///
/// - **a bear-off skipped for nothing**: another play bears off more checkers, and `play`'s
///   equity is below the best equity of the plays that bear off the most;
/// - **all fifteen left on the head**: the mover has all 15 on its starting point, `play` leaves
///   them there and another play does not.
///
/// The best play never throws checkers away, so a choice always remains.
#[must_use]
pub fn throws_away(pos: &Position, play: &Rated, ranked: &[Rated]) -> bool {
    let me = pos.turn();
    let most = ranked.iter().map(|r| borne_off_by(pos, &r.play)).max().unwrap_or(0);
    let best_of_most = ranked
        .iter()
        .filter(|r| borne_off_by(pos, &r.play) == most)
        .map(|r| r.equity)
        .fold(f32::MIN, f32::max);
    let skips = borne_off_by(pos, &play.play) < most && play.equity < best_of_most;
    let on_head = |r: &Rated| r.play.position().count_own(me, HEAD) == 15;
    let stays = pos.count_own(me, HEAD) == 15 && on_head(play) && ranked.iter().any(|r| !on_head(r));
    skips || stays
}

/// Novice's pick among `ranked` (every legal play of one roll in `pos`, best first at 0 ply).
pub(crate) fn pick(pos: &Position, ranked: &[Rated], rng: &mut SeededDice) -> Play {
    let best = ranked[0].equity;
    let weights: Vec<(f32, Play)> = ranked
        .iter()
        .take_while(|r| r.equity >= best - NOVICE_MARGIN)
        .filter(|r| !throws_away(pos, r, ranked))
        .map(|r| (((r.equity - best) / NOVICE_SPREAD).exp(), r.play))
        .collect();
    let total: f32 = weights.iter().map(|(w, _)| w).sum();
    // A uniform draw in 0..total, 24 bits fine.
    let mut at = rng.below(1 << 24) as f32 / (1u32 << 24) as f32 * total;
    for &(w, play) in &weights {
        if at < w {
            return play;
        }
        at -= w;
    }
    weights.last().map_or(ranked[0].play, |&(_, p)| p)
}
