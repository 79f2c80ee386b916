//! `fevga puzzles`: mine puzzles into a file (fevga-learn's `mine`), count a file's puzzles
//! by theme and difficulty, or prove them by rollouts played to the end (fevga-learn's `prove`).

use std::io::Write;
use std::time::Instant;

use fevga_learn::mine::{MineConfig, mine};
use fevga_learn::prove::{MIN_LEAD, ProveConfig, SIGMAS, WINDOW, prove};
use fevga_learn::{Puzzle, Theme, parse_puzzles};

use crate::{number, options, read_input};

/// `fevga puzzles --count N --seed S --out PATH [--playouts K] [--horizon T] [--max-easy E]
/// [--sample D] [--per-game G] [--after FILE] [--report REPORT --trials T [--threads N]]`, or
/// `--stats PATH`, or `--regrade PATH`, or `--prove PATH --out REPORT [--trials T] [--seed S]
/// [--threads N]`.
///
/// Mining `--after FILE` keeps FILE's puzzles (only those proven in REPORT, if given) and mines
/// on to N in all; with `--report`, every new candidate is proven to the end with T trials and
/// the run's seed, kept only if proven, and its proof line appended to REPORT.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut cfg = MineConfig::default();
    let mut out = None;
    let mut stats = None;
    let mut proving = None;
    let mut prove_cfg = ProveConfig::default();
    let mut after = None;
    let mut report = None;
    let mut trials_given = false;
    for (name, value) in options(
        args,
        &[
            "count", "seed", "out", "playouts", "horizon", "stats", "max-easy", "sample", "per-game", "regrade",
            "prove", "trials", "threads", "after", "report",
        ],
    )? {
        match name {
            "count" => cfg.count = number(name, value)?,
            "seed" => {
                cfg.seed = number(name, value)?;
                prove_cfg.seed = cfg.seed;
            }
            "prove" => proving = Some(value.to_string()),
            "trials" => {
                prove_cfg.trials = number(name, value)?;
                trials_given = true;
            }
            "threads" => prove_cfg.threads = crate::threads_option(value)?,
            "playouts" => cfg.playouts = number(name, value)?,
            "horizon" => cfg.horizon = number(name, value)?,
            "max-easy" => cfg.max_easy = number(name, value)?,
            "sample" => cfg.sample = number(name, value)?,
            "per-game" => cfg.per_game = number(name, value)?,
            "stats" => stats = Some(value.to_string()),
            "regrade" => return regrade(value),
            "after" => after = Some(value.to_string()),
            "report" => report = Some(value.to_string()),
            _ => out = Some(value.to_string()),
        }
    }
    if let Some(path) = proving {
        let report = out.ok_or("--prove needs --out REPORT (the report, resumed if it exists)")?;
        return prove_file(&path, &report, &prove_cfg);
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
    if report.is_some() {
        cfg.prove = Some(ProveConfig {
            seed: cfg.seed,
            ..prove_cfg
        });
    } else if trials_given {
        return Err("--trials when mining needs --report REPORT (where the proofs go)".into());
    }
    let earlier = match &after {
        None => Vec::new(),
        Some(file) => earlier_puzzles(file, report.as_deref())?,
    };
    let mut proofs = match (&report, cfg.prove) {
        (Some(r), Some(pc)) => Some(open_report(r, &pc)?.0),
        _ => None,
    };
    let mut file = std::fs::File::create(&path).map_err(|e| format!("{path}: {e}"))?;
    let mut extra = if cfg.max_easy == usize::MAX {
        String::new()
    } else {
        format!(
            " --max-easy {} --sample {} --per-game {}",
            cfg.max_easy, cfg.sample, cfg.per_game
        )
    };
    if let Some(a) = &after {
        extra += &format!(" --after {a}");
    }
    if let (Some(r), Some(pc)) = (&report, cfg.prove) {
        extra += &format!(" --report {r} --trials {}", pc.trials);
    }
    let proof_line = match cfg.prove {
        Some(pc) => format!(
            "# proven to the end: {} trials a play, seed {}, lead >= {MIN_LEAD:.2} and > {SIGMAS} se over \
             every play within {WINDOW:.2}\n",
            pc.trials, pc.seed
        ),
        None => String::new(),
    };
    let kept = match (&after, &report) {
        (Some(a), Some(r)) => format!(
            "# the {} puzzles of {a} proven in {r} kept as they were\n",
            earlier.len()
        ),
        (Some(a), None) => format!("# the {} puzzles of {a} kept as they were\n", earlier.len()),
        _ => String::new(),
    };
    let header = format!(
        "# Fevga puzzles: fevga puzzles --count {} --seed {} --playouts {} --horizon {}{extra}\n\
         {kept}# margin {:.2} points (expert's ranking); play-outs: mean difference > 2 standard errors\n\
         {proof_line}# id|rules|position|roll|best|best equity|second|second equity|difficulty|theme\n",
        cfg.count, cfg.seed, cfg.playouts, cfg.horizon, cfg.margin
    );
    file.write_all(header.as_bytes()).map_err(|e| format!("{path}: {e}"))?;
    for p in &earlier {
        writeln!(file, "{p}").map_err(|e| format!("{path}: {e}"))?;
    }
    let start = Instant::now();
    let mut failed = None;
    let (puzzles, s) = mine(&cfg, &earlier, |p, proof, s| {
        let mut write = || -> std::io::Result<()> {
            writeln!(file, "{p}")?;
            file.flush()?;
            if let (Some(f), Some(proof)) = (proofs.as_mut(), proof) {
                writeln!(f, "{proof}")?;
                f.flush()?;
            }
            Ok(())
        };
        if failed.is_none()
            && let Err(e) = write()
        {
            failed = Some(format!("{path}: {e}"));
        }
        eprintln!(
            "{} d{} {:>6.0}s games {} decisions {} skipped {} margin {} confirmed {} dropped {} unproven {}",
            p.id,
            p.difficulty,
            start.elapsed().as_secs_f64(),
            s.games,
            s.decisions,
            s.easy_skipped,
            s.margin_passed,
            s.confirmed,
            s.easy_dropped,
            s.unproven
        );
    });
    if let Some(e) = failed {
        return Err(e);
    }
    println!(
        "{} puzzles ({} earlier, {} new) in {:.0} s: {} games, {} decisions ({} passed over as clear at \
         0 ply), {} passed the margin, {} confirmed by play-outs ({} of them left out as difficulty 1, \
         {} not proven to the end)",
        puzzles.len(),
        earlier.len(),
        puzzles.len() - earlier.len(),
        start.elapsed().as_secs_f64(),
        s.games,
        s.decisions,
        s.easy_skipped,
        s.margin_passed,
        s.confirmed,
        s.easy_dropped,
        s.unproven
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

/// The first line of a proof report: what the run measured, so that a resumed run can check
/// it continues the same one.
fn report_header(cfg: &ProveConfig) -> String {
    format!(
        "# fevga puzzles --prove: trials {} seed {} (to the end, common dice; plays within {WINDOW:.2} of \
         the 0-ply best; proven: lead >= {MIN_LEAD:.2} and > {SIGMAS} se)",
        cfg.trials, cfg.seed
    )
}

/// The puzzles of `file` to mine after: all of them, or with a proof `report` only those it
/// calls proven.
fn earlier_puzzles(file: &str, report: Option<&str>) -> Result<Vec<Puzzle>, String> {
    let puzzles = parse_puzzles(&read_input(file)?).map_err(|e| format!("{file}: {e}"))?;
    let Some(report) = report else {
        return Ok(puzzles);
    };
    let text = match std::fs::read_to_string(report) {
        Ok(text) => text,
        Err(e) => {
            return Err(format!(
                "{report}: {e} (--after with --report keeps the puzzles it proves)"
            ));
        }
    };
    let proven: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut f = l.split('|');
            let id = f.next()?;
            (f.next()? == "proven").then_some(id)
        })
        .collect();
    Ok(puzzles
        .into_iter()
        .filter(|p| proven.contains(&p.id.as_str()))
        .collect())
}

/// A proof report opened to append (its header written if it is new, checked to be of the same
/// trials and seed if not), and the lines already in it.
fn open_report(report: &str, cfg: &ProveConfig) -> Result<(std::fs::File, Vec<String>), String> {
    let header = report_header(cfg);
    let old = match std::fs::read_to_string(report) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{report}: {e}")),
    };
    if !old.is_empty() && old.lines().next() != Some(header.as_str()) {
        return Err(format!(
            "{report}: made by another run (its first line is not {header:?}); give another --out"
        ));
    }
    let done: Vec<String> = old
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(str::to_string)
        .collect();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(report)
        .map_err(|e| format!("{report}: {e}"))?;
    if old.is_empty() {
        writeln!(
            file,
            "{header}\n# id|status|worst margin|its se|worst play|plays compared|trials|seed|leads (play:mean:se)"
        )
        .map_err(|e| format!("{report}: {e}"))?;
    }
    Ok((file, done))
}

/// `--prove PATH --out REPORT`: each puzzle of `path` proven ([`prove`]), one report line as
/// each finishes; the ids already in `report` (of a run with the same trials and seed) are
/// skipped, so a stopped run resumes. Then a summary of the whole report.
fn prove_file(path: &str, report: &str, cfg: &ProveConfig) -> Result<(), String> {
    let puzzles = parse_puzzles(&read_input(path)?).map_err(|e| format!("{path}: {e}"))?;
    fevga_ai::RolloutConfig {
        trials: cfg.trials,
        ..fevga_ai::RolloutConfig::default()
    }
    .checked_trials()
    .map_err(|e| e.to_string())?;
    let (mut file, mut done) = open_report(report, cfg)?;
    let is_done = |done: &[String], id: &str| done.iter().any(|l| l.split('|').next() == Some(id));
    let todo: Vec<&Puzzle> = puzzles.iter().filter(|p| !is_done(&done, &p.id)).collect();
    eprintln!(
        "{} puzzles, {} already in {report}, {} to prove",
        puzzles.len(),
        puzzles.len() - todo.len(),
        todo.len()
    );
    let start = Instant::now();
    let mut games = 0usize;
    for (i, p) in todo.iter().enumerate() {
        let proof = prove(p, cfg).map_err(|e| e.to_string())?;
        let line = proof.to_string();
        writeln!(file, "{line}")
            .and_then(|()| file.flush())
            .map_err(|e| format!("{report}: {e}"))?;
        games += (proof.leads.len() + 1) * cfg.trials;
        let secs = start.elapsed().as_secs_f64();
        let rate = games as f64 / secs.max(1e-9);
        eprintln!(
            "{} {} {:>6.0}s {}/{} plays {} games {games} ({rate:.0} games/s, {:.0} s a puzzle)",
            p.id,
            proof.status().word(),
            secs,
            i + 1,
            todo.len(),
            proof.leads.len() + 1,
            secs / (i + 1) as f64,
        );
        done.push(line);
    }
    print!("{}", prove_summary(&puzzles, &done));
    Ok(())
}

/// The summary of a proof report's lines for `puzzles`: proven of proved by rule set, theme and
/// difficulty, the worst margin among the proven, the reversed and unproven ids, and the ids
/// whose stored best some other play outscored (reversed or not). Run again on a finished
/// report, `--prove` proves nothing and prints this summary.
fn prove_summary(puzzles: &[Puzzle], lines: &[String]) -> String {
    let mut rows: Vec<(&Puzzle, &str, f64)> = Vec::new();
    for p in puzzles {
        if let Some(f) = lines
            .iter()
            .map(|l| l.split('|').collect::<Vec<_>>())
            .find(|f| f.len() > 3 && f[0] == p.id)
        {
            rows.push((p, f[1], f[2].parse().unwrap_or(f64::NAN)));
        }
    }
    let proven = |keep: &dyn Fn(&Puzzle) -> bool| {
        let of: Vec<_> = rows.iter().filter(|r| keep(r.0)).collect();
        let n = of.iter().filter(|r| r.1 == "proven").count();
        format!("{n} of {}", of.len())
    };
    let mut text = format!(
        "proven: {} ({} puzzles in the file)\n",
        proven(&|_| true),
        puzzles.len()
    );
    for r in fevga_core::Rules::ALL {
        text += &format!("rules {r}: {}\n", proven(&|p| p.rules == r));
    }
    for t in Theme::ALL {
        text += &format!("theme {t}: {}\n", proven(&|p| p.theme == t));
    }
    for d in 1..=5u8 {
        text += &format!("difficulty {d}: {}\n", proven(&|p| p.difficulty == d));
    }
    let worst = rows
        .iter()
        .filter(|r| r.1 == "proven")
        .min_by(|a, b| a.2.total_cmp(&b.2));
    if let Some((p, _, m)) = worst {
        text += &format!("worst margin among the proven: {m:+.4} ({})\n", p.id);
    }
    for word in ["reversed", "unproven"] {
        let ids: Vec<&str> = rows.iter().filter(|r| r.1 == word).map(|r| r.0.id.as_str()).collect();
        text += &format!("{word}: {} {}\n", ids.len(), ids.join(" "));
    }
    // Reversed or not by three standard errors: the rollouts rate another play higher.
    let behind: Vec<&str> = rows.iter().filter(|r| r.2 < 0.0).map(|r| r.0.id.as_str()).collect();
    text += &format!(
        "behind another play (worst margin < 0): {} {}\n",
        behind.len(),
        behind.join(" ")
    );
    text
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
