//! `fevga tutor-stats`: how often the tutor stops a weak player (issue 33). Simulated games,
//! the person played by a level that keeps every play it chose ("Play it anyway"), so the
//! same games give the stops of the tutor that warns every mistake (as before issue 33) and of
//! [`fevga_ai::tutor::Tutor`] (a blunder always; a mistake unless it warned on the last
//! [`fevga_ai::tutor::QUIET_PLAYS`] plays), per game with a 95% interval.

use fevga_ai::Level;
use fevga_ai::tutor::{GameStops, stops_in_game};
use fevga_core::{Rules, SeededDice};

use crate::{level_option, number, options};

/// The mean of `xs` and the half-width of its 95% interval (normal approximation).
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// Runs `fevga tutor-stats [--games N] [--seed S] [--level L] [--opponent L] [--rules R]`.
pub fn run(args: &[String]) -> Result<(), String> {
    let (mut games, mut seed, mut person, mut computer) = (200u64, 1u64, Level::Beginner, Level::Beginner);
    let mut rules: Vec<Rules> = Rules::ALL.to_vec();
    for (name, value) in options(args, &["games", "seed", "level", "opponent", "rules"])? {
        match name {
            "games" => games = number(name, value)?,
            "seed" => seed = number(name, value)?,
            "level" => person = level_option(value)?,
            "opponent" => computer = level_option(value)?,
            _ if value == "both" => rules = Rules::ALL.to_vec(),
            _ => rules = vec![value.parse().map_err(|e: fevga_core::UnknownWord| e.to_string())?],
        }
    }
    if games == 0 {
        return Err("--games: at least 1".to_string());
    }
    let mut seeds = SeededDice::new(seed);
    let (mut before, mut after) = (Vec::new(), Vec::new());
    let mut total = GameStops::default();
    for g in 0..games {
        let r = rules[g as usize % rules.len()];
        let s = stops_in_game(r, seeds.next_u64(), person, computer);
        before.push(f64::from(s.mistakes));
        after.push(f64::from(s.stops));
        total.judged += s.judged;
        total.mistakes += s.mistakes;
        total.blunders += s.blunders;
        total.stops += s.stops;
        total.blunders_warned += s.blunders_warned;
    }
    let rules_word = if rules.len() > 1 { "both" } else { rules[0].as_str() };
    println!(
        "tutor stops: {games} games, the person played by {person} against {computer}, rules {rules_word}, seed {seed}"
    );
    println!(
        "plays judged: {} ({:.1} a game); mistakes or worse {}, blunders {}",
        total.judged,
        f64::from(total.judged) / games as f64,
        total.mistakes,
        total.blunders
    );
    let (b, bh) = mean_ci(&before);
    let (a, ah) = mean_ci(&after);
    println!(
        "stops a game, every mistake warned: {b:.2} (95% CI {:.2}-{:.2})",
        b - bh,
        b + bh
    );
    println!(
        "stops a game, quiet after a warning: {a:.2} (95% CI {:.2}-{:.2})",
        a - ah,
        a + ah
    );
    let warned = if total.blunders == 0 {
        100.0
    } else {
        100.0 * f64::from(total.blunders_warned) / f64::from(total.blunders)
    };
    println!(
        "blunders warned: {} of {} ({warned:.0}%)",
        total.blunders_warned, total.blunders
    );
    Ok(())
}
