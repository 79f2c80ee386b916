//! `fevga puzzles`: mine puzzles into a file (fevga-learn's `mine`), or count a file's puzzles
//! by theme and difficulty.

use std::io::Write;
use std::time::Instant;

use fevga_learn::mine::{MineConfig, mine};
use fevga_learn::{Puzzle, Theme, parse_puzzles};

use crate::{number, options, read_input};

/// `fevga puzzles --count N --seed S --out PATH [--playouts K] [--horizon T] [--max-easy E]
/// [--sample D] [--per-game G]`, or `--stats PATH`, or `--regrade PATH`.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut cfg = MineConfig::default();
    let mut out = None;
    let mut stats = None;
    for (name, value) in options(
        args,
        &[
            "count", "seed", "out", "playouts", "horizon", "stats", "max-easy", "sample", "per-game", "regrade",
        ],
    )? {
        match name {
            "count" => cfg.count = number(name, value)?,
            "seed" => cfg.seed = number(name, value)?,
            "playouts" => cfg.playouts = number(name, value)?,
            "horizon" => cfg.horizon = number(name, value)?,
            "max-easy" => cfg.max_easy = number(name, value)?,
            "sample" => cfg.sample = number(name, value)?,
            "per-game" => cfg.per_game = number(name, value)?,
            "stats" => stats = Some(value.to_string()),
            "regrade" => return regrade(value),
            _ => out = Some(value.to_string()),
        }
    }
    if let Some(path) = stats {
        let puzzles = parse_puzzles(&read_input(&path)?).map_err(|e| format!("{path}: {e}"))?;
        print!("{}", counts(&puzzles));
        return Ok(());
    }
    let path = out.ok_or("--out PATH is needed (or --stats PATH, or --regrade PATH)")?;
    if cfg.playouts < 2 {
        return Err("--playouts must be at least 2 (a standard error needs two)".into());
    }
    let mut file = std::fs::File::create(&path).map_err(|e| format!("{path}: {e}"))?;
    let extra = if cfg.max_easy == usize::MAX {
        String::new()
    } else {
        format!(
            " --max-easy {} --sample {} --per-game {}",
            cfg.max_easy, cfg.sample, cfg.per_game
        )
    };
    let header = format!(
        "# Fevga puzzles: fevga puzzles --count {} --seed {} --playouts {} --horizon {}{extra}\n\
         # margin {:.2} points (expert's ranking); play-outs: mean difference > 2 standard errors\n\
         # id|rules|position|roll|best|best equity|second|second equity|difficulty|theme\n",
        cfg.count, cfg.seed, cfg.playouts, cfg.horizon, cfg.margin
    );
    file.write_all(header.as_bytes()).map_err(|e| format!("{path}: {e}"))?;
    let start = Instant::now();
    let mut failed = None;
    let (puzzles, s) = mine(&cfg, |p, s| {
        if failed.is_none()
            && let Err(e) = writeln!(file, "{p}").and_then(|()| file.flush())
        {
            failed = Some(format!("{path}: {e}"));
        }
        eprintln!(
            "{} d{} {:>6.0}s games {} decisions {} skipped {} margin {} confirmed {} dropped {}",
            p.id,
            p.difficulty,
            start.elapsed().as_secs_f64(),
            s.games,
            s.decisions,
            s.easy_skipped,
            s.margin_passed,
            s.confirmed,
            s.easy_dropped
        );
    });
    if let Some(e) = failed {
        return Err(e);
    }
    println!(
        "{} puzzles in {:.0} s: {} games, {} decisions ({} passed over as clear at 0 ply), {} passed \
         the margin, {} confirmed by play-outs ({} of them left out as difficulty 1)",
        puzzles.len(),
        start.elapsed().as_secs_f64(),
        s.games,
        s.decisions,
        s.easy_skipped,
        s.margin_passed,
        s.confirmed,
        s.easy_dropped
    );
    print!("{}", counts(&puzzles));
    Ok(())
}

/// `--regrade PATH`: every puzzle's difficulty graded again as the levels play today (after a
/// change of network or search), the file rewritten with only that field changed; prints what
/// moved. A file that does not read is refused and left as it was.
fn regrade(path: &str) -> Result<(), String> {
    let text = read_input(path)?;
    parse_puzzles(&text).map_err(|e| format!("{path}: {e}"))?;
    let (mut out, mut moved) = (String::with_capacity(text.len()), Vec::new());
    for line in text.lines() {
        match parse_puzzles(line).map_err(|e| format!("{path}: {e}"))?.pop() {
            Some(mut p) => {
                let d = fevga_learn::mine::difficulty(&p);
                if d != p.difficulty {
                    moved.push(format!("{} {}->{d}", p.id, p.difficulty));
                    p.difficulty = d;
                }
                out += &format!("{p}\n");
            }
            None => out += &format!("{line}\n"),
        }
    }
    crate::write_atomic(std::path::Path::new(path), out.as_bytes())?;
    println!("{} difficulties changed: {}", moved.len(), moved.join(", "));
    print!("{}", counts(&parse_puzzles(&out).map_err(|e| format!("{path}: {e}"))?));
    Ok(())
}

/// Counts by theme and by difficulty, and by rule set.
fn counts(puzzles: &[Puzzle]) -> String {
    let mut text = format!("{} puzzles\n", puzzles.len());
    for r in fevga_core::Rules::ALL {
        let n = puzzles.iter().filter(|p| p.rules == r).count();
        text += &format!("rules {r}: {n}\n");
    }
    for t in Theme::ALL {
        let n = puzzles.iter().filter(|p| p.theme == t).count();
        text += &format!("theme {t}: {n}\n");
    }
    for d in 1..=5u8 {
        let n = puzzles.iter().filter(|p| p.difficulty == d).count();
        text += &format!("difficulty {d}: {n}\n");
    }
    text
}
