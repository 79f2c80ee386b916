//! `fevga benchmark-gen` (builds or extends the benchmark set, a decision at a time, resumable)
//! and `fevga benchmark` (a level's error rate on it, per class).

use std::io::Write;
use std::time::Instant;

use fevga_ai::benchmark::{self, Decision, ErrorRate};
use fevga_ai::{Level, Net, RolloutConfig, Stage};

use crate::rollout::{CONFIG_OPTIONS, config_option};
use crate::{level_option, number, options};

/// Where the set lives, from the repository root.
pub const DEFAULT_SET: &str = "bench/decisions.tsv";

/// The generator's settings line: a set is only extended with the settings it was begun with,
/// and rebuilt by them (`judge` names the network by its file name, and expert's stages).
fn settings(seed: u64, top: usize, c: &RolloutConfig, judge: &str) -> String {
    format!(
        "# fevga benchmark set: seed={seed} top={top} trials={} truncate={} luck={} {judge}",
        c.trials,
        c.truncate,
        if c.luck { "on" } else { "off" }
    )
}

/// `fevga benchmark-gen --seed S --decisions N --net WEIGHTS [--stages SPEC] [--out PATH]
/// [--top K] [--trials T] [--truncate K] [--luck on|off] [--threads N]`.
pub fn run_gen(args: &[String]) -> Result<(), String> {
    let mut seed = None;
    let mut count = None;
    let mut net = None;
    let mut stages = Level::Expert.stages();
    let mut out = DEFAULT_SET.to_string();
    let mut top = 5usize;
    let mut config = RolloutConfig {
        truncate: 7,
        ..RolloutConfig::default()
    };
    let known: Vec<&str> = CONFIG_OPTIONS
        .iter()
        .copied()
        .filter(|n| *n != "seed")
        .chain(["seed", "decisions", "out", "top", "net", "stages"])
        .collect();
    for (name, value) in options(args, &known)? {
        if name != "seed" && config_option(&mut config, name, value)? {
            continue;
        }
        match name {
            "seed" => seed = Some(number::<u64>(name, value)?),
            "decisions" => count = Some(number::<usize>(name, value)?),
            "top" => top = number(name, value)?,
            "net" => net = Some((crate::load_net(value)?, value)),
            "stages" => stages = crate::stages_option(value)?,
            _ => out = value.to_string(),
        }
    }
    let (Some(seed), Some(count)) = (seed, count) else {
        return Err("benchmark-gen needs --seed S and --decisions N".into());
    };
    if top < 2 {
        return Err("--top must be at least 2: a benchmark compares plays".into());
    }
    let (net, net_path) = net.ok_or(
        "benchmark-gen needs --net WEIGHTS: the network that plays the games and judges the plays (the set names it, so it can be rebuilt)",
    )?;
    let judge = benchmark::Judge { net, expert: stages };
    let net_name = std::path::Path::new(net_path)
        .file_name()
        .map_or(net_path.into(), |n| n.to_string_lossy());
    let head = settings(
        seed,
        top,
        &config,
        &format!("net={net_name} stages={}", crate::stages_spec(stages)),
    );
    let existing = match std::fs::read_to_string(&out) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{out}: {e}")),
    };
    let done = if existing.is_empty() {
        Vec::new()
    } else {
        if existing.lines().next() != Some(head.as_str()) {
            return Err(format!(
                "{out} was begun with other settings ({:?}); extend it with those, or write to another --out",
                existing.lines().next().unwrap_or("")
            ));
        }
        benchmark::read(&existing).map_err(|e| format!("{out}: {e}"))?
    };
    if done.len() >= count {
        eprintln!("{out} already holds {} decisions", done.len());
        return Ok(());
    }
    let clock = Instant::now();
    let list = judge.decisions(seed, count);
    eprintln!(
        "{} decisions chosen from seeded games in {:.1} s",
        list.len(),
        clock.elapsed().as_secs_f64()
    );
    for (i, d) in done.iter().enumerate() {
        if list.get(i) != Some(&(d.rules, d.position, d.dice)) {
            return Err(format!(
                "{out}: decision {} is not the generator's (was it made with another seed?)",
                i + 1
            ));
        }
    }
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&out)
        .map_err(|e| format!("{out}: {e}"))?;
    if existing.is_empty() {
        writeln!(file, "{head}").map_err(|e| format!("{out}: {e}"))?;
        writeln!(
            file,
            "# <class>\\t<rules>\\t<position>\\t<dice>\\t<trials>\\t<truncate>\\t<move>|<equity>|<se>|<diff se>;… (best first; see README.md here)"
        )
        .map_err(|e| format!("{out}: {e}"))?;
    }
    let clock = Instant::now();
    for (i, &(rules, position, dice)) in list.iter().enumerate().skip(done.len()) {
        let c = RolloutConfig {
            seed: benchmark::decision_seed(seed, i),
            ..config
        };
        let d = judge.judge(rules, position, dice, top, &c).map_err(|e| e.to_string())?;
        // One write a line: a reader (or a commit) meanwhile sees whole decisions only.
        file.write_all(format!("{}\n", d.to_line()).as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("{out}: {e}"))?;
        let made = i + 1 - done.len();
        let secs = clock.elapsed().as_secs_f64();
        eprintln!(
            "{}/{} {} {:.1} s, {:.2} s a decision, {:.0} s to go",
            i + 1,
            list.len(),
            d.class,
            secs,
            secs / made as f64,
            secs / made as f64 * (list.len() - i - 1) as f64
        );
    }
    Ok(())
}

fn rate_row(name: &str, r: &ErrorRate) -> String {
    format!(
        "{name:<9} {:>9} {:>11.1} {:>8.1} {:>9}",
        r.decisions,
        1000.0 * r.mean,
        1000.0 * r.se,
        r.unrolled
    )
}

/// `fevga benchmark --level L|all [--set PATH] [--seed S] [--net WEIGHTS] [--stages SPEC]`.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut levels = None;
    let mut path = DEFAULT_SET.to_string();
    let mut seed = 1u64;
    let mut net = None;
    let mut stages = None;
    for (name, value) in options(args, &["level", "set", "seed", "net", "stages"])? {
        match name {
            "net" => net = Some(crate::load_net(value)?),
            "stages" => stages = Some(crate::stages_option(value)?),
            "level" if value == "all" => levels = Some(Level::EVERY.to_vec()),
            "level" => levels = Some(vec![level_option(value)?]),
            "set" => path = value.to_string(),
            _ => seed = number(name, value)?,
        }
    }
    let levels = levels.ok_or("benchmark needs --level L (or --level all)")?;
    let text = crate::read_input(&path)?;
    let set: Vec<Decision> = benchmark::read(&text).map_err(|e| format!("{path}: {e}"))?;
    if set.is_empty() {
        return Err(format!("{path}: no decisions"));
    }
    match levels[..] {
        [level] => print_level(&set, &path, level, seed, (net, stages)),
        _ => print_table(&set, &path, &levels, seed, (net, stages)),
    }
    Ok(())
}

/// The rollouts' precision, for the reader to set beside the error rates.
fn precision_line(set: &[Decision]) -> String {
    let (se, gap) = benchmark::precision(set);
    format!(
        "rollouts: the second play's difference from the best {:.1} mp on average, its standard error {:.1} mp",
        1000.0 * gap,
        1000.0 * se
    )
}

/// Every level's error rate, a row each (Markdown), per class and overall: mean ± standard
/// error in millipoints.
fn print_table(set: &[Decision], path: &str, levels: &[Level], seed: u64, how: How) {
    println!(
        "{} decisions in {path}; error rate in millipoints a decision, ± its standard error",
        set.len()
    );
    println!("{}", precision_line(set));
    let classes = benchmark::Class::ALL;
    let mut head = "| level | overall |".to_string();
    for c in classes {
        head += &format!(" {c} |");
    }
    println!("{head} unrolled |");
    println!("|---|---|{}---|", "---|".repeat(classes.len()));
    for &level in levels {
        let s = scores(set, level, seed, how);
        let cell = |r: &ErrorRate| format!("{:.1} ± {:.1}", 1000.0 * r.mean, 1000.0 * r.se);
        let mut row = format!("| {} | **{}** |", level.as_str(), cell(&s.overall));
        for (_, r) in &s.classes {
            row += &format!(" {} |", cell(r));
        }
        println!("{row} {} |", s.overall.unrolled);
    }
}

/// How the levels play: by another network, with other search stages (None: the level's own).
type How = (Option<&'static Net>, Option<&'static [Stage]>);

/// The level's scores, by `net` and `stages` if given, else by the embedded network and the
/// level's own stages.
fn scores(set: &[Decision], level: Level, seed: u64, how: How) -> benchmark::Scores {
    match how {
        (None, None) => benchmark::score_level(set, level, seed),
        (net, stages) => benchmark::score_level_with(
            set,
            level,
            seed,
            net.unwrap_or(fevga_ai::embedded()),
            stages.unwrap_or(level.stages()),
        ),
    }
}

fn print_level(set: &[Decision], path: &str, level: Level, seed: u64, how: How) {
    let clock = Instant::now();
    let scores = scores(set, level, seed, how);
    println!(
        "{} on {path}: {} decisions, error rate in millipoints of equity lost per decision ({:.1} s)",
        level.as_str(),
        set.len(),
        clock.elapsed().as_secs_f64()
    );
    println!("{}", precision_line(set));
    println!("class     decisions  error (mp)  se (mp)  unrolled");
    for (class, r) in &scores.classes {
        println!("{}", rate_row(class.as_str(), r));
    }
    println!("{}", rate_row("overall", &scores.overall));
}
