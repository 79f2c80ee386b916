//! `fevga best` and `fevga hint`: the computer's choice, or the plays ranked, one JSON line per
//! input line `<rules>\t<position>\t<d1>-<d2>`.

use fevga_ai::{Level, Rated, review};
use fevga_core::{Position, SeededDice};
use serde_json::{Value, json};

use crate::plays::{parse_line, serve};
use crate::{level_option, number, options};

fn not_over(pos: &Position) -> Result<(), String> {
    match pos.winner() {
        Some(w) => Err(format!("the game is over: {} has borne off all 15", w.title())),
        None => Ok(()),
    }
}

/// `fevga best --level L --seed S`.
pub fn run_best(args: &[String]) -> Result<(), String> {
    let mut level = Level::default();
    let mut seed = None;
    for (name, value) in options(args, &["level", "seed"])? {
        match name {
            "level" => level = level_option(value)?,
            _ => seed = Some(number::<u64>(name, value)?),
        }
    }
    let mut rng = SeededDice::new(seed.unwrap_or_else(fevga_core::random_seed));
    serve(|line| {
        let (rules, pos, dice) = parse_line(line)?;
        not_over(&pos)?;
        Ok(match fevga_ai::choose(&pos, rules, dice, level, &mut rng) {
            Some(p) => json!({"move": p.notation(), "position": p.position().to_text()}),
            None => json!({"move": null, "position": pos.passed().to_text()}),
        })
    })
}

fn round(x: f32, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (f64::from(x) * f).round() / f
}

/// A rated play as JSON: equity in points, the outcome chances in percent, and the depth.
pub fn rated_json(r: &Rated) -> Value {
    use fevga_ai::{LOSE2, WIN, WIN2};
    json!({
        "move": r.play.notation(),
        "equity": round(r.equity, 3),
        "win": round(100.0 * r.outputs[WIN], 1),
        "win2": round(100.0 * r.outputs[WIN2], 1),
        "lose2": round(100.0 * r.outputs[LOSE2], 1),
        "plies": r.depth.plies(),
    })
}

/// `fevga hint --level L --top N`.
pub fn run_hint(args: &[String]) -> Result<(), String> {
    let mut level = Level::Expert;
    let mut top = 5usize;
    for (name, value) in options(args, &["level", "top"])? {
        match name {
            "level" => level = level_option(value)?,
            _ => top = number(name, value)?,
        }
    }
    if top == 0 {
        return Err("--top must be at least 1".into());
    }
    serve(|line| {
        let (rules, pos, dice) = parse_line(line)?;
        not_over(&pos)?;
        let ranked = review::analyse(&pos, rules, dice, level, None);
        Ok(Value::Array(ranked.iter().take(top).map(rated_json).collect()))
    })
}
