//! A reproducible benchmark set: positions from seeded random self-play, every phase of the game.

use crate::{Dice, DiceSource, MoveGen, Play, Position, Rules, SeededDice};

/// Up to `count` positions from seeded random games, both rule sets, in game order.
#[must_use]
pub fn positions(seed: u64, count: usize) -> Vec<(Rules, Position)> {
    let mut rng = SeededDice::new(seed);
    let mut movegen = MoveGen::new();
    let mut plays = Vec::new();
    let mut out = Vec::with_capacity(count);
    'games: for game in 0.. {
        let rules = Rules::ALL[game % 2];
        let mut pos = Position::start();
        loop {
            if out.len() == count {
                break 'games;
            }
            out.push((rules, pos));
            let dice = rng.roll();
            movegen.legal_plays(&pos, rules, dice, &mut plays);
            pos = match plays.len() {
                0 => pos.passed(),
                n => plays[rng.below(n as u64) as usize].position(),
            };
            if pos.winner().is_some() {
                continue 'games;
            }
        }
    }
    out
}

/// Enumerates every position × all 21 rolls; returns the total number of plays found.
pub fn enumerate(set: &[(Rules, Position)], movegen: &mut MoveGen, scratch: &mut Vec<Play>) -> u64 {
    let rolls = Dice::all();
    let mut total = 0u64;
    for (rules, pos) in set {
        for &dice in &rolls {
            total += movegen.legal_plays(pos, *rules, dice, scratch) as u64;
        }
    }
    total
}
