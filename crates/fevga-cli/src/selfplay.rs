//! `fevga selfplay`: random legal games through the game flow, invariants checked after every play.

use fevga_core::invariants::{check_plays, check_position};
use fevga_core::{Color, Game, Phase, Rules, SeededDice};

use crate::{number, options};

/// Longer than any game can last: each play moves at least one pip and passes alternate with
/// plays (a side cannot pass forever while the other has checkers to move).
const MAX_TURNS: usize = 5_000;

#[derive(Debug, Default)]
struct Totals {
    games: u64,
    plies: u64,
    plays_offered: u64,
    rolls: u64,
    passes: u64,
    doubles_won: u64,
    white_wins: u64,
}

pub fn run(args: &[String]) -> Result<(), String> {
    let mut games = 100u64;
    let mut seed = 1u64;
    let mut rule_sets = vec![Rules::Fevga];
    for (name, value) in options(args, &["games", "seed", "rules"])? {
        match name {
            "games" => games = number(name, value)?,
            "seed" => seed = number(name, value)?,
            "rules" if value == "both" => rule_sets = Rules::ALL.to_vec(),
            _ => rule_sets = vec![value.parse::<Rules>().map_err(|e| e.to_string())?],
        }
    }
    let mut dice = SeededDice::new(seed);
    let mut t = Totals::default();
    for g in 0..games {
        let rules = rule_sets[(g as usize) % rule_sets.len()];
        play_game(rules, &mut dice, &mut t).map_err(|e| format!("game {} ({rules}, seed {seed}): {e}", g + 1))?;
    }
    let rolls = t.rolls.max(1) as f64;
    println!("games: {}", t.games);
    println!(
        "plies: {} ({:.1} a game)",
        t.plies,
        t.plies as f64 / t.games.max(1) as f64
    );
    println!("average plays per roll: {:.2}", t.plays_offered as f64 / rolls);
    println!(
        "passes: {} ({:.2}% of rolls)",
        t.passes,
        100.0 * t.passes as f64 / rolls
    );
    println!(
        "white wins: {:.1}%",
        100.0 * t.white_wins as f64 / t.games.max(1) as f64
    );
    println!(
        "2-point games: {:.1}%",
        100.0 * t.doubles_won as f64 / t.games.max(1) as f64
    );
    println!("invariants: ok");
    Ok(())
}

fn play_game(rules: Rules, dice: &mut SeededDice, t: &mut Totals) -> Result<(), String> {
    let mut game = Game::new(rules);
    game.roll_opening(dice).map_err(|e| e.to_string())?;
    for _ in 0..MAX_TURNS {
        match game.phase() {
            Phase::Over(result) => {
                let pos = game.position();
                if pos.borne_off(result.winner) != 15 {
                    return Err(format!(
                        "{} won with checkers left: {}",
                        result.winner.title(),
                        pos.to_text()
                    ));
                }
                let expected = if pos.borne_off(result.winner.other()) == 0 {
                    2
                } else {
                    1
                };
                if result.points != expected {
                    return Err(format!("game scored {} points, expected {expected}", result.points));
                }
                t.games += 1;
                t.doubles_won += u64::from(result.points == 2);
                t.white_wins += u64::from(result.winner == Color::White);
                return Ok(());
            }
            Phase::Roll => {
                game.roll(dice).map_err(|e| e.to_string())?;
            }
            Phase::Play(roll) => {
                let before = game.position();
                let plays = game.legal_plays().to_vec();
                t.rolls += 1;
                t.plays_offered += plays.len() as u64;
                check_plays(&before, rules, roll, &plays, 2)
                    .map_err(|e| format!("{e} in {} with {roll}", before.to_text()))?;
                if plays.is_empty() {
                    t.passes += 1;
                    game.pass().map_err(|e| e.to_string())?;
                } else {
                    let play = plays[dice.below(plays.len() as u64) as usize];
                    game.play(&play).map_err(|e| e.to_string())?;
                }
                t.plies += 1;
                check_position(&game.position()).map_err(|e| format!("{e} after {}", before.to_text()))?;
            }
            Phase::Opening => return Err("still in the opening after the opening roll".into()),
        }
    }
    Err(format!("no result after {MAX_TURNS} turns"))
}
