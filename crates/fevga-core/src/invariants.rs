//! The invariants every position and every set of legal plays keeps, checked in one place for
//! the property tests, the fuzz targets and `fevga selfplay`: 15 checkers a side, no shared
//! point, steps only forward by their die, the most dice used, one play per final position, the
//! opponent untouched, and the text forms round-tripping.

use crate::{Color, Dice, MoveText, Play, Position, Rules, StepTo};

/// 15 checkers a side (on the board plus borne off), never both colours on one point, and the
/// position text round trip (§11).
///
/// # Errors
/// The first broken invariant, in words.
pub fn check_position(pos: &Position) -> Result<(), String> {
    let b = pos.board();
    if let Some(p) = (1..=24).find(|&p| b.white[p] > 0 && b.black[p] > 0) {
        return Err(format!("both colours on point {p}"));
    }
    for color in [Color::White, Color::Black] {
        let on = b.on_board(color);
        if on != pos.on_board(color) || u32::from(on) + u32::from(pos.borne_off(color)) != 15 {
            return Err(format!(
                "{}: {on} on board, {} borne off",
                color.title(),
                pos.borne_off(color)
            ));
        }
    }
    let text = pos.to_text();
    if text.parse::<Position>().as_ref() != Ok(pos) {
        return Err(format!("position text round trip fails for {text}"));
    }
    Ok(())
}

/// The legal plays of `dice` in `before`: every play uses the same number of dice (1 to the
/// roll's count), one play per final position, the turn passes to the opponent, whose checkers
/// stay; every step moves forward by its die, no die is used more often than rolled, and the
/// pips moved add up. `round_trips` plays (spread over the list) also have their position checked
/// and their notation parsed back to the same play.
///
/// # Errors
/// The first broken invariant, in words, naming the play.
pub fn check_plays(
    before: &Position,
    rules: Rules,
    dice: Dice,
    plays: &[Play],
    round_trips: usize,
) -> Result<(), String> {
    let mover = before.turn();
    let used = plays.first().map_or(0, Play::dice_used);
    if !plays.is_empty() && !(1..=dice.count()).contains(&used) {
        return Err(format!("plays use {used} dice of {dice}"));
    }
    let rolled: Vec<u8> = dice.faces().collect();
    let stride = plays.len() / round_trips.max(1) + 1;
    for (i, p) in plays.iter().enumerate() {
        let name = p.notation();
        if p.dice_used() != used || p.steps().len() != used {
            return Err(format!("{name}: uses {} dice, others {used}", p.dice_used()));
        }
        if plays[..i].iter().any(|q| q.position() == p.position()) {
            return Err(format!("{name}: two plays reach the same position"));
        }
        let after = p.position();
        if after.turn() != mover.other() || p.mover() != mover {
            return Err(format!("{name}: the turn does not pass to the opponent"));
        }
        if after.board().on_board(mover.other()) != before.board().on_board(mover.other())
            || after.pips(mover.other()) != before.pips(mover.other())
        {
            return Err(format!("{name}: the opponent's checkers moved"));
        }
        let mut left = rolled.clone();
        let mut pips = 0u32;
        for s in p.steps() {
            let Some(k) = left.iter().position(|&d| d == s.die) else {
                return Err(format!("{name}: die {} used more often than rolled", s.die));
            };
            left.remove(k);
            let forward = match s.to() {
                StepTo::Point(to) => to + s.die == s.from,
                StepTo::Off => s.from <= s.die,
            };
            if !forward {
                return Err(format!(
                    "{name}: step from {} with a {} is not forward by its die",
                    s.from, s.die
                ));
            }
            pips += u32::from(match s.to() {
                StepTo::Point(_) => s.die,
                StepTo::Off => s.from,
            });
        }
        if before.pips(mover).checked_sub(after.pips(mover)) != Some(pips) {
            return Err(format!("{name}: the pips moved are not the steps' sum"));
        }
        if round_trips > 0 && i % stride == 0 {
            check_position(&after).map_err(|e| format!("{name}: {e}"))?;
            let text: MoveText = name
                .parse()
                .map_err(|e| format!("{name}: notation does not parse: {e}"))?;
            match before.find_play(rules, dice, &text) {
                Ok(Some(q)) if q.position() == after => {}
                other => return Err(format!("{name}: the notation finds {other:?}")),
            }
        }
    }
    if plays.is_empty() {
        let pass: MoveText = "pass".parse().map_err(|e| format!("{e}"))?;
        if before.find_play(rules, dice, &pass) != Ok(None) {
            return Err("no legal play, but a pass is refused".into());
        }
    }
    Ok(())
}
