//! `fevga rollout`: the best plays (by the expert's ranking) each played out many times with
//! common dice, one JSON line per input line (or a table with `--text`); `--bench` times it.

use std::time::Instant;

use fevga_ai::{LOSE2, RolledPlay, RolloutConfig, WIN, WIN2, candidates, rollout};
use fevga_core::{Dice, Position, Rules, SeededDice};
use serde_json::{Value, json};

use crate::plays::{parse_line, serve};
use crate::{number, options};

/// The options every rollout command shares: `--trials --truncate --seed --threads --luck`.
pub(crate) fn config_option(config: &mut RolloutConfig, name: &str, value: &str) -> Result<bool, String> {
    match name {
        "trials" => config.trials = number(name, value)?,
        "truncate" => config.truncate = number(name, value)?,
        "seed" => config.seed = number(name, value)?,
        "threads" => config.threads = number(name, value)?,
        "luck" => {
            config.luck = match value {
                "on" => true,
                "off" => false,
                _ => return Err(format!("--luck {value:?}: expected \"on\" or \"off\"")),
            }
        }
        _ => return Ok(false),
    }
    config.checked_trials().map_err(|e| e.to_string())?;
    Ok(true)
}

/// The names [`config_option`] reads.
pub(crate) const CONFIG_OPTIONS: [&str; 5] = ["trials", "truncate", "seed", "threads", "luck"];

fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

fn play_json(r: &RolledPlay) -> Value {
    json!({
        "move": r.play.notation(),
        "equity": round(r.equity, 4),
        "equity_se": round(r.equity_se, 4),
        "diff_se": round(r.diff_se, 4),
        "win": round(100.0 * r.outputs[WIN], 2),
        "win_se": round(100.0 * r.outputs_se[WIN], 2),
        "win2": round(100.0 * r.outputs[WIN2], 2),
        "win2_se": round(100.0 * r.outputs_se[WIN2], 2),
        "lose2": round(100.0 * r.outputs[LOSE2], 2),
        "lose2_se": round(100.0 * r.outputs_se[LOSE2], 2),
        "trials": r.trials,
    })
}

fn describe(c: &RolloutConfig) -> String {
    let depth = if c.truncate == 0 {
        "to the end".to_string()
    } else {
        format!("truncated after {} half-moves", c.truncate)
    };
    let luck = if c.luck {
        "luck subtracted"
    } else {
        "no luck correction"
    };
    format!("{} trials {depth}, {luck}, seed {}", c.trials, c.seed)
}

fn print_table(rules: Rules, pos: &Position, dice: Dice, c: &RolloutConfig, list: &[RolledPlay]) {
    println!("{rules} {pos} {dice}: {}", describe(c));
    println!(
        "    {:<24} {:>8} {:>7} {:>9} {:>7} {:>6} {:>6} {:>6}",
        "move", "equity", "se", "diff se", "win %", "se", "win2 %", "lose2 %"
    );
    for (i, r) in list.iter().enumerate() {
        println!(
            "{:>2}. {:<24} {:>+8.4} {:>7.4} {:>9.4} {:>7.2} {:>6.2} {:>6.2} {:>6.2}",
            i + 1,
            r.play.notation(),
            r.equity,
            r.equity_se,
            r.diff_se,
            100.0 * r.outputs[WIN],
            100.0 * r.outputs_se[WIN],
            100.0 * r.outputs[WIN2],
            100.0 * r.outputs[LOSE2]
        );
    }
}

/// `fevga rollout [<position> <d1>-<d2>] [--rules R] [--top N] [--trials T] [--truncate K]
/// [--seed S] [--threads N] [--luck on|off] [--text]`, or `fevga rollout --bench …`.
pub fn run(args: &[String]) -> Result<(), String> {
    let text = args.iter().any(|a| a == "--text");
    let bench = args.iter().any(|a| a == "--bench");
    let mut rest: Vec<String> = args
        .iter()
        .filter(|a| *a != "--text" && *a != "--bench")
        .cloned()
        .collect();
    let given = if rest.first().is_some_and(|a| !a.starts_with("--")) {
        if rest.len() < 2 || rest[1].starts_with("--") {
            return Err("rollout takes a position and a roll (e.g. 'W:24x15 B:12x15 W' 6-5), or reads stdin".into());
        }
        let pair = (rest[0].clone(), rest[1].clone());
        rest.drain(..2);
        Some(pair)
    } else {
        None
    };
    let mut config = RolloutConfig::default();
    let mut top = 5usize;
    let mut rules = Rules::Fevga;
    let mut positions = 10usize;
    let known: Vec<&str> = CONFIG_OPTIONS
        .iter()
        .copied()
        .chain(["top", "rules", "positions"])
        .collect();
    for (name, value) in options(&rest, &known)? {
        if config_option(&mut config, name, value)? {
            continue;
        }
        match name {
            "top" => top = number(name, value)?,
            "positions" => positions = number(name, value)?,
            _ => rules = value.parse().map_err(|e: fevga_core::UnknownWord| e.to_string())?,
        }
    }
    if top == 0 {
        return Err("--top must be at least 1".into());
    }
    if bench {
        return run_bench(&config, top, positions);
    }
    let answer = |rules: Rules, pos: Position, dice: Dice| -> Result<Value, String> {
        if let Some(w) = pos.winner() {
            return Err(format!("the game is over: {} has borne off all 15", w.title()));
        }
        let plays = candidates(&pos, rules, dice, top);
        let list = rollout(&plays, rules, &config).map_err(|e| e.to_string())?;
        if text {
            print_table(rules, &pos, dice, &config, &list);
        }
        Ok(Value::Array(list.iter().map(play_json).collect()))
    };
    match given {
        Some((position, roll)) => {
            let pos = Position::from_text(&position).map_err(|e| e.to_string())?;
            let dice: Dice = roll.parse().map_err(|e: fevga_core::DiceError| e.to_string())?;
            let reply = answer(rules, pos, dice)?;
            if !text {
                println!("{reply}");
            }
            Ok(())
        }
        None if text => serve(|line| {
            let (rules, pos, dice) = parse_line(line)?;
            answer(rules, pos, dice).map(|_| Value::Null)
        }),
        None => serve(|line| {
            let (rules, pos, dice) = parse_line(line)?;
            answer(rules, pos, dice)
        }),
    }
}

/// `fevga rollout --bench`: rolls out the best `top` plays of `count` decisions from the
/// benchmark position set (both rule sets) and reports the games played out a second.
fn run_bench(config: &RolloutConfig, top: usize, count: usize) -> Result<(), String> {
    let mut rng = SeededDice::new(2026);
    let mut set = Vec::new();
    for (rules, pos) in fevga_core::bench::positions(2026, count * 20) {
        if set.len() == count {
            break;
        }
        let dice = fevga_core::DiceSource::roll(&mut rng);
        if pos.winner().is_none() && pos.legal_plays(rules, dice).len() >= 2 {
            set.push((rules, candidates(&pos, rules, dice, top)));
        }
    }
    let cpu = process_cpu();
    let start = Instant::now();
    let mut games = 0usize;
    for (rules, plays) in &set {
        games += rollout(plays, *rules, config).map_err(|e| e.to_string())?.len() * config.trials;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "decisions: {} (top {top}), {}, {} thread(s)",
        set.len(),
        describe(config),
        config.threads.max(1)
    );
    println!("games played out: {games} in {secs:.2} s");
    if let (Some(a), Some(b)) = (cpu, process_cpu()) {
        // On a shared machine the clock also counts waiting for a core.
        println!(
            "CPU time {:.2} s: {:.0} trials a CPU-second",
            b - a,
            games as f64 / (b - a)
        );
    }
    println!("{:.0} trials/s", games as f64 / secs);
    Ok(())
}

/// The CPU time this process has used, all threads, in seconds (Linux's `/proc/self/stat`,
/// in scheduler ticks of 1/100 s). `None` elsewhere.
fn process_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    let mut fields = text.rsplit_once(')')?.1.split_whitespace();
    let utime: u64 = fields.nth(11)?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some((utime + stime) as f64 / 100.0)
}
