//! The baselines' hand-made evaluation, from one side's view (positive is good for `me`):
//! race, bearing off, blocks and primes, trapped checkers; and the 1-ply value of a position
//! built on it.

use fevga_core::{Color, Dice, MoveGen, Play, Position, Rules};

/// Blocking power of `by` against the other side: `by`'s points that lie ahead of the other
/// side's rearmost checker, and the longest run among them (the core's
/// [`Position::blocking_points`] and [`Position::longest_block`]).
fn blocks(pos: &Position, by: Color) -> (u32, u32) {
    (u32::from(pos.blocking_points(by)), u32::from(pos.longest_block(by)))
}

/// Checkers of `side` still on its starting point ([`Position::on_head`]).
fn on_head(pos: &Position, side: Color) -> u32 {
    u32::from(pos.on_head(side))
}

/// The evaluation: race, bearing off, blocks and primes against the opponent, and the same of
/// the opponent's against us.
#[must_use]
pub fn evaluate(pos: &Position, me: Color) -> f32 {
    let opp = me.other();
    if let Some((w, pts)) = pos.game_value() {
        let v = 1000.0 * f32::from(pts);
        return if w == me { v } else { -v };
    }
    let race = pos.pips(opp) as f32 - pos.pips(me) as f32;
    let off = f32::from(pos.borne_off(me)) - f32::from(pos.borne_off(opp));
    let (my_held, my_prime) = blocks(pos, me);
    let (their_held, their_prime) = blocks(pos, opp);
    let prime = |run: u32| (run * run) as f32;
    let head = on_head(pos, opp) as f32 * 0.3 - on_head(pos, me) as f32 * 0.3;
    race + 4.0 * off + 2.0 * (my_held as f32 - their_held as f32) + 1.5 * (prime(my_prime) - prime(their_prime)) + head
}

/// The value of `pos` for its side to move, averaged over its 21 rolls, each played greedily.
pub(crate) fn reply_value(pos: &Position, rules: Rules, movegen: &mut MoveGen, plays: &mut Vec<Play>) -> f32 {
    let side = pos.turn();
    if pos.winner().is_some() {
        return evaluate(pos, side);
    }
    let mut total = 0.0;
    for dice in Dice::all() {
        movegen.legal_plays(pos, rules, dice, plays);
        let best = if plays.is_empty() {
            evaluate(&pos.passed(), side)
        } else {
            plays
                .iter()
                .map(|p| evaluate(&p.position(), side))
                .fold(f32::MIN, f32::max)
        };
        total += best * dice.weight() as f32;
    }
    total / 36.0
}
