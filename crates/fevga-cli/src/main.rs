//! `fevga`: the rules engine on the command line. `fevga help` lists the commands; each has its
//! own module:
//!
//! | module | what it owns |
//! |---|---|
//! | `plays` | `fevga plays`: one JSON line of legal plays per input line |
//! | `show` | `fevga show`: a text diagram in White's numbering and the point lists |
//! | `svg` | `fevga svg`: a position as a standalone SVG diagram, checked and drawn as the rules pages' are (`fevga-diagram`) |
//! | `why` | `fevga why`: whether a single step may start the turn, and if not the rule (and section) that stops it |
//! | `record` | `fevga record`: a game record replayed, every line checked |
//! | `selfplay` | `fevga selfplay`: random legal games, invariants checked after every play |
//! | `bench` | `fevga bench`: legal-play enumeration counted, then timed |
//! | `best` | `fevga best` and `fevga hint`: the computer's choice, or the plays ranked |
//! | `review` | `fevga review`: every play of a game record rated by the equity it gave away |
//! | `matchplay` | `fevga match`: two levels over duplicate dice, with the points share and its 95% interval |
//! | `tutorstats` | `fevga tutor-stats`: the tutor's stops a game for a weak player, before and after its quiet plays |
//! | `rollout` | `fevga rollout`: the best plays played out with common dice (`--bench` times it) |
//! | `benchmark` | `fevga benchmark-gen` (builds or extends the benchmark set) and `fevga benchmark` (a level's error rate on it) |
//! | `train` | `fevga train`: TD(λ) self-play with a learning curve and checkpoints |
//! | `supervised` | `fevga train --supervised`: positions labelled by a teacher's deeper look, a network fitted to them |
//! | `net` | `fevga net`: what a weights file holds, and its half-float copy |
//! | `puzzles` | `fevga puzzles`: puzzles mined into a file (`fevga-learn`'s `mine`), counted or graded again |

#![warn(missing_docs)]

mod bench;
mod benchmark;
mod best;
mod checkpoint;
mod matchplay;
mod net;
mod plays;
mod puzzles;
mod record;
mod review;
mod rollout;
mod selfplay;
mod show;
mod supervised;
mod svg;
mod train;
mod tutorstats;
mod why;

use std::process::ExitCode;

const USAGE: &str = "\
fevga - Fevga and Mültezim rules engine

USAGE:
  fevga plays                  read '<rules>\\t<position>\\t<d1>-<d2>' lines from stdin,
                               write one JSON line of legal plays (or an error) per line
  fevga best [--level L] [--seed S]
                               read the same lines; answer each with the computer's play:
                               {\"move\":\"24/13\",\"position\":\"<after>\"} (\"move\":null: a pass)
  fevga hint [--level L] [--top N]
                               read the same lines; answer each with the best N plays ranked
                               (move, equity in points, win %, win-2 %, lose-2 %, plies)
  fevga rollout [<position> <d1>-<d2>] [--rules R] [--top N] [--trials T] [--truncate K]
                [--seed S] [--threads N] [--luck on|off] [--text]
                               the best N plays (default 5, by the expert's ranking) each played
                               out T times (default 1296, a multiple of 36) by strong, with the
                               same dice for every play; K > 0 stops after K half-moves and asks
                               the network; --luck on subtracts each roll's luck (slower).
                               Without a position, reads the same lines as hint. One JSON line
                               each (equity, win/win2/lose2 % with standard errors), best first;
                               --text prints a table. Reproducible from S for any --threads.
  fevga rollout --bench [--positions N] [--top N] [--trials T] [--truncate K] [--threads N]
                               time rollouts of N decisions: games played out a second
  fevga benchmark-gen --seed S --decisions N --net WEIGHTS [--stages SPEC] [--out PATH]
                      [--top K] [--trials T] [--truncate K] [--luck on|off] [--threads N]
                               build the benchmark set (default bench/decisions.tsv; top 5,
                               1296 trials, truncated after 7 half-moves): decisions from games
                               between levels played by WEIGHTS (expert with SPEC, default its
                               own stages), each with its best K plays rolled out by WEIGHTS,
                               one line a decision; run again with the same settings to resume
                               or extend
  fevga benchmark --level L|all [--set PATH] [--seed S] [--net WEIGHTS] [--stages SPEC]
                               L's error rate on the set: mean equity lost per decision, in
                               millipoints, per class (sprint, contact, walls, race, bearoff)
                               and overall, with standard errors; --level all: every level, a
                               Markdown table
  fevga review <file|-> [--level L] [--json]
                               rate every play of a game record by the equity it gave away:
                               doubtful >= 0.02, mistake >= 0.08, blunder >= 0.16 points
  fevga match --white L1 --black L2 [--games N] [--seed S] [--rules fevga|multezim|both]
              [--white-net WEIGHTS] [--black-net WEIGHTS]
              [--white-stages SPEC] [--black-stages SPEC] [--threads N]
                               duplicate-dice games between two levels: L1's share of the
                               points with a 95% interval, 2-point games, time per move;
                               SPEC: deeper search stages PLIES:KEEP:MARGIN[:EVALS], comma
                               separated (expert's: 1:8:0.24,2:3:0.08:24000); --threads N
                               shares the deals among N threads (the same figures for any N)
  fevga tutor-stats [--games N] [--seed S] [--level L] [--opponent L] [--rules R]
                               the tutor's stops a game for a person played by L (default
                               beginner; every play kept) against L (default beginner): every
                               mistake warned, then quiet after a warning; blunders warned
  fevga show <position>        draw a position, e.g. fevga show 'W:24x14,13 B:12x15 B'
  fevga svg <position> [--last-move M] [--lang L] [--rules R] [--bottom C] [--flip]
            [--no-numbers] [-o FILE]
                               draw a position as an SVG diagram (stdout, or FILE); --last-move
                               marks the last play of the side not to move, in its numbering,
                               and is checked against the rules; --flip puts Black at the bottom
  fevga record <file|->         replay a game record, checking every line; show where it ends
  fevga selfplay [--games N] [--seed S] [--rules fevga|multezim|both]
                               random legal games with invariants checked after every play
  fevga bench [--positions N] [--seed S] [--seconds T]
                               count then time legal-play enumeration (positions x 21 rolls)
  fevga train --seed S --games N [--from weights] [--out path] [--half path] [--eval-every K]
              [--eval-games M] [--rules fevga|multezim|both] [--hidden H] [--lambda L] [--alpha A]
                               TD(lambda) self-play training; prints a learning curve against the
                               hand-made evaluation and writes checkpoints (path and path.<games>);
                               --half also writes the half-float file the engine ships, at each save
  fevga train --supervised --from W --data PATH [--teacher W] [--games N] [--explore P]
              [--label-ply 1|2 | --label-rollout TRIALS:TRUNCATE] [--epochs E] [--alpha A] [--seed S] [--out path] [--half path]
              [--eval-games M] [--rules R] [--features 1|2] [--hidden H] [--threads N]
                               supervised training: positions from N self-play games of the
                               teacher (default W), each labelled by its 1- or 2-ply look and
                               written to PATH (read instead if it exists), then W fitted to
                               them for E epochs; fit on a held-out tenth and a curve per epoch;
                               --features 2 first widens W to the second input set (new inputs
                               weighted zero), --hidden H grows its hidden layer to H units;
                               --threads N labels on N threads (the same file for any N)
  fevga net <weights> [--half PATH]
                               what a weights file holds (feature set, shape, parameters);
                               --half writes its half-float copy, the form the engine embeds
  fevga why <position> <d1>-<d2> <from>/<to> [--rules R]
                               whether that single step may start the turn, and if not the rule
                               (and its section) that stops it
  fevga puzzles --count N --seed S --out PATH [--playouts K] [--horizon T]
                [--max-easy E] [--sample D] [--per-game G]
                               mine puzzles from games between the levels: expert's best play
                               >= 0.10 ahead of the second and confirmed by K play-outs each
                               (mean difference > 2 standard errors); one line a puzzle;
                               at most E of difficulty 1, one decision in D looked at, at most
                               G puzzles a game
                [--after FILE] [--report REPORT --trials T [--threads N]]
                               --after: keep FILE's puzzles (with --report, those it proves),
                               mine on to N in all, new ids after FILE's; --report: prove each
                               new candidate to the end (T trials, seed S), keep it only if
                               proven, its line appended to REPORT
  fevga puzzles --stats PATH   read a puzzle file, check it, count by theme and difficulty
  fevga puzzles --regrade PATH grade every puzzle's difficulty again as the levels play today
                               (after a change of network or search); rewrites PATH in place
  fevga puzzles --prove PATH --out REPORT [--trials T] [--seed S] [--threads N]
                               prove each puzzle by rollouts to the end (T = 1296 each, common
                               dice, seed per puzzle from S and its id): the stored best must
                               lead every play within 0.10 of the 0-ply best by >= 0.05 and
                               > 3 standard errors; one report line a puzzle as it ends, ids
                               already in REPORT skipped (resume); a summary at the end
  fevga help                   this text

Levels: beginner, intermediate (default), strong, expert (the trained network, weakest first);
baseline and baseline-greedy (the hand-made evaluation at 1 and 0 ply, the yardstick).
Rules are 'fevga' (default) or 'multezim'. Positions use the text of docs/rules.md section 11:
'W:<points> B:<points> <side>' in White's numbering, e.g. the start 'W:24x15 B:12x15 W'.
";

/// A network read from a weights file, kept for the rest of the run (the searches borrow it
/// for good).
fn load_net(path: &str) -> Result<&'static fevga_ai::Net, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    net_from_bytes(path, &bytes)
}

/// The network in `bytes`, read from `path` (named in the error).
fn net_from_bytes(path: &str, bytes: &[u8]) -> Result<&'static fevga_ai::Net, String> {
    let net = fevga_ai::Net::from_bytes(bytes).map_err(|e| format!("{path}: {e}"))?;
    Ok(Box::leak(Box::new(net)))
}

/// Writes `bytes` to `path` through a temporary file beside it, so that a reader (or a run that
/// is stopped) never sees half a file.
fn write_atomic(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = std::path::Path::new(&tmp);
    std::fs::write(tmp, bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The text of a file, or of stdin for `-`.
fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map_err(|e| format!("reading stdin: {e}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("plays") => plays::run(&args[1..]),
        Some("best") => best::run_best(&args[1..]),
        Some("hint") => best::run_hint(&args[1..]),
        Some("review") => review::run(&args[1..]),
        Some("rollout") => rollout::run(&args[1..]),
        Some("match") => matchplay::run(&args[1..]),
        Some("tutor-stats") => tutorstats::run(&args[1..]),
        Some("show") => show::run(&args[1..]),
        Some("svg") => svg::run(&args[1..]),
        Some("selfplay") => selfplay::run(&args[1..]),
        Some("record") => record::run(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        Some("benchmark") => benchmark::run(&args[1..]),
        Some("benchmark-gen") => benchmark::run_gen(&args[1..]),
        Some("train") => train::run(&args[1..]),
        Some("net") => net::run(&args[1..]),
        Some("why") => why::run(&args[1..]),
        Some("puzzles") => puzzles::run(&args[1..]),
        Some("help" | "--help" | "-h") => {
            print!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command {other:?}\n\n{USAGE}")),
        None => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fevga: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Reads `--name value` options; unknown names and missing values are errors.
pub(crate) fn options<'a>(args: &'a [String], known: &[&str]) -> Result<Vec<(&'a str, &'a str)>, String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let name = a
            .strip_prefix("--")
            .ok_or_else(|| format!("unexpected argument {a:?}"))?;
        if !known.contains(&name) {
            return Err(format!("unknown option --{name} (known: --{})", known.join(", --")));
        }
        let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
        out.push((name, value.as_str()));
    }
    Ok(out)
}

/// Parses a number option.
pub(crate) fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("--{name} {value:?}: expected a number"))
}

/// Parses a `--threads` value: 1 to 64 threads.
pub(crate) fn threads_option(value: &str) -> Result<usize, String> {
    let threads: usize = number("threads", value)?;
    if (1..=64).contains(&threads) {
        Ok(threads)
    } else {
        Err(format!("--threads {value:?}: 1–64"))
    }
}

/// Parses a `--…-stages` value: deeper search stages as `PLIES:KEEP:MARGIN[:EVALS]`, comma
/// separated, e.g. expert's `1:8:0.24,2:3:0.08:24000` (kept for the rest of the run).
pub(crate) fn stages_option(value: &str) -> Result<&'static [fevga_ai::Stage], String> {
    let stage = |text: &str| -> Result<fevga_ai::Stage, String> {
        let bad = || format!("stage {text:?}: expected PLIES:KEEP:MARGIN[:EVALS], e.g. 2:2:0.05:12000");
        let parts: Vec<&str> = text.split(':').collect();
        if !(3..=4).contains(&parts.len()) {
            return Err(bad());
        }
        let depth = match parts[0] {
            "1" => fevga_ai::Depth::One,
            "2" => fevga_ai::Depth::Two,
            _ => return Err(format!("stage {text:?}: plies must be 1 or 2")),
        };
        let keep: usize = parts[1].parse().map_err(|_| bad())?;
        let margin: f32 = parts[2].parse().map_err(|_| bad())?;
        let max_evals: u64 = parts.get(3).map_or(Ok(0), |e| e.parse()).map_err(|_| bad())?;
        if keep < 2 || !(margin.is_finite() && margin >= 0.0) {
            return Err(format!(
                "stage {text:?}: keep at least 2 plays, a margin of 0 points or more"
            ));
        }
        Ok(fevga_ai::Stage {
            depth,
            keep,
            margin,
            max_evals,
        })
    };
    let stages = value.split(',').map(stage).collect::<Result<Vec<_>, _>>()?;
    Ok(Box::leak(stages.into_boxed_slice()))
}

/// Writes `stages` as [`stages_option`] reads them.
pub(crate) fn stages_spec(stages: &[fevga_ai::Stage]) -> String {
    let stage = |s: &fevga_ai::Stage| {
        let plies = s.depth.plies();
        match s.max_evals {
            0 => format!("{plies}:{}:{}", s.keep, s.margin),
            e => format!("{plies}:{}:{}:{e}", s.keep, s.margin),
        }
    };
    stages.iter().map(stage).collect::<Vec<_>>().join(",")
}

/// Parses a `--level` value.
pub(crate) fn level_option(value: &str) -> Result<fevga_ai::Level, String> {
    value.parse().map_err(|e: fevga_core::UnknownWord| e.to_string())
}
