//! `fevga train --supervised`: positions from self-play labelled by a teacher's deeper look
//! (`fevga_ai::supervised`), then a network fitted to them epoch by epoch, with the fit on a
//! held-out tenth and a learning curve against the hand-made evaluation after each epoch.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use fevga_ai::features::FeatureSet;
use fevga_ai::supervised::{GatherConfig, Sample, fit, gather, label, loss, rollout_label};
use fevga_ai::{Depth, Evaluator, Net, RolloutConfig, against_baseline};
use fevga_core::{MoveGen, Rules, SeededDice};

use crate::checkpoint::{EVAL_SEED, save};
use crate::{load_net, number, options};

/// `fevga train --supervised --from W --data PATH [--teacher W] [--games N] [--explore P]
/// [--label-ply 1|2 | --label-rollout TRIALS:TRUNCATE] [--epochs E] [--alpha A] [--seed S] [--out PATH] [--half PATH]
/// [--eval-games M] [--rules R] [--features 1|2] [--hidden H] [--threads N]`.
pub fn run(args: &[String]) -> Result<(), String> {
    let known = [
        "from",
        "teacher",
        "data",
        "games",
        "explore",
        "label-ply",
        "label-rollout",
        "epochs",
        "alpha",
        "seed",
        "out",
        "half",
        "eval-games",
        "rules",
        "features",
        "hidden",
        "threads",
    ];
    let mut from = None;
    let mut teacher = None;
    let mut data = None;
    let mut gather_cfg = GatherConfig {
        seed: 1,
        games: 2_000,
        explore: 0.05,
        rules: Rules::ALL.to_vec(),
    };
    let mut by = LabelBy::Look(Depth::Zero);
    let mut epochs = 10usize;
    let mut alpha = 0.01f32;
    let mut out = PathBuf::from("fevga.weights");
    let mut half = None;
    let mut eval_games = 400usize;
    let mut set = None;
    let mut hidden = 0usize;
    let mut threads = 1usize;
    for (name, value) in options(args, &known)? {
        match name {
            "from" => from = Some(value.to_string()),
            "teacher" => teacher = Some(value.to_string()),
            "data" => data = Some(PathBuf::from(value)),
            "games" => gather_cfg.games = number(name, value)?,
            "explore" => gather_cfg.explore = number(name, value)?,
            "label-ply" => {
                by = LabelBy::Look(match value {
                    "1" => Depth::Zero,
                    "2" => Depth::One,
                    _ => return Err(format!("--label-ply {value:?}: 1 or 2")),
                })
            }
            "label-rollout" => by = LabelBy::rollout(value)?,
            "epochs" => epochs = number(name, value)?,
            "alpha" => alpha = number(name, value)?,
            "seed" => gather_cfg.seed = number(name, value)?,
            "out" => out = PathBuf::from(value),
            "half" => half = Some(PathBuf::from(value)),
            "eval-games" => eval_games = number(name, value)?,
            "features" => {
                let v = number::<u32>(name, value)?;
                set = Some(FeatureSet::from_version(v).ok_or(format!("--features {value:?}: 1 or 2"))?);
            }
            "hidden" => {
                hidden = number(name, value)?;
                if hidden == 0 || hidden > fevga_ai::MAX_HIDDEN {
                    return Err(format!("--hidden {value:?}: 1–{}", fevga_ai::MAX_HIDDEN));
                }
            }
            "threads" => threads = crate::threads_option(value)?,
            "rules" if value == "both" => gather_cfg.rules = Rules::ALL.to_vec(),
            _ => gather_cfg.rules = vec![value.parse::<Rules>().map_err(|e| e.to_string())?],
        }
    }
    let by = by.seeded(gather_cfg.seed);
    let from = from.ok_or("--supervised needs --from WEIGHTS (the network to start from)")?;
    let data = data.ok_or("--supervised needs --data PATH (the labelled set: read if it exists, else made)")?;
    if !(0.0..=1.0).contains(&gather_cfg.explore) || alpha.is_nan() || alpha <= 0.0 {
        return Err("--explore must be in 0–1 and --alpha positive".into());
    }
    let mut net = load_net(&from)?.clone();
    if let Some(set) = set {
        if set < net.features() {
            return Err(format!(
                "--features {}: {from} already reads version {}",
                set.version(),
                net.features().version()
            ));
        }
        net = net.widened(set);
    }
    net = net.grown(hidden, &mut SeededDice::new(gather_cfg.seed ^ 0x6120));
    let clock = Instant::now();
    let samples = if data.exists() {
        let text = std::fs::read_to_string(&data).map_err(|e| format!("{}: {e}", data.display()))?;
        let samples = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.starts_with('#') && !l.is_empty())
            .map(|(i, l)| Sample::parse(l).map_err(|e| format!("{}: line {}: {e}", data.display(), i + 1)))
            .collect::<Result<Vec<_>, _>>()?;
        println!("# {} samples read from {}", samples.len(), data.display());
        samples
    } else {
        let teacher_path = teacher.unwrap_or_else(|| from.clone());
        let teacher = load_net(&teacher_path)?;
        let positions = gather(teacher, &gather_cfg);
        println!(
            "# {} positions from {} games (explore {}, seed {}) in {:.0} s",
            positions.len(),
            gather_cfg.games,
            gather_cfg.explore,
            gather_cfg.seed,
            clock.elapsed().as_secs_f64()
        );
        let mut file = std::fs::File::create(&data).map_err(|e| format!("{}: {e}", data.display()))?;
        let head = format!(
            "# fevga train --supervised: teacher {teacher_path}, {} labels, {} games, explore {}, seed {}\n",
            by.describe(),
            gather_cfg.games,
            gather_cfg.explore,
            gather_cfg.seed
        );
        file.write_all(head.as_bytes())
            .map_err(|e| format!("{}: {e}", data.display()))?;
        // Labelled a batch at a time, each batch shared among the threads and written in order,
        // so the file is the same for any --threads (and a stopped run keeps a prefix).
        let mut samples = Vec::with_capacity(positions.len());
        let mut tools: Vec<(Evaluator, MoveGen)> = (0..threads)
            .map(|_| (Evaluator::new(teacher), MoveGen::new()))
            .collect();
        const BATCH: usize = 1_000;
        for (b, batch) in positions.chunks(BATCH).enumerate() {
            let per = batch.len().div_ceil(threads);
            let labelled: Vec<Sample> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .chunks(per)
                    .zip(tools.iter_mut())
                    .enumerate()
                    .map(|(k, (part, (eval, movegen)))| {
                        let first = b * BATCH + k * per;
                        scope.spawn(move || {
                            part.iter()
                                .enumerate()
                                .map(|(i, &(rules, position))| {
                                    let target = match by {
                                        LabelBy::Look(depth) => label(eval, movegen, &position, rules, depth),
                                        // The trials were checked when read; should it fail anyway,
                                        // the command says why rather than panicking.
                                        LabelBy::Rollout(config) => {
                                            rollout_label(teacher, &position, rules, &config, first + i)
                                                .map_err(|e| format!("labelling by rollout: {e}"))?
                                        }
                                    };
                                    Ok(Sample {
                                        rules,
                                        position,
                                        target,
                                    })
                                })
                                .collect::<Result<Vec<_>, String>>()
                        })
                    })
                    .collect();
                let mut labelled = Vec::with_capacity(batch.len());
                for h in handles {
                    labelled.extend(h.join().map_err(|_| "a labelling thread panicked".to_string())??);
                }
                Ok::<_, String>(labelled)
            })?;
            for s in &labelled {
                writeln!(file, "{}", s.to_line()).map_err(|e| format!("{}: {e}", data.display()))?;
            }
            samples.extend(labelled);
            if ((b + 1) * BATCH).is_multiple_of(10_000) {
                eprintln!("{} labelled, {:.0} s", samples.len(), clock.elapsed().as_secs_f64());
            }
        }
        println!(
            "# {} labelled ({}, teacher {teacher_path}) in {:.0} s, written to {}",
            samples.len(),
            by.describe(),
            clock.elapsed().as_secs_f64(),
            data.display()
        );
        samples
    };
    if samples.len() < 10 {
        return Err(format!("{} samples: too few to fit", samples.len()));
    }
    // Every tenth sample held out, to see the fit generalise.
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, s) in samples.into_iter().enumerate() {
        if i % 10 == 9 { held.push(s) } else { train.push(s) }
    }
    let deals = eval_games.div_ceil(2);
    let curve = |net: &Net| -> Result<String, String> {
        if deals == 0 {
            return Ok("-".into());
        }
        let s = against_baseline(net, deals, &Rules::ALL, EVAL_SEED).map_err(|e| e.to_string())?;
        Ok(format!("{:.3} ± {:.3}", s.share(), s.ci95))
    };
    println!(
        "# from {from}: {} training samples, {} held out; alpha {alpha}; curve: share of the points \
         against the hand-made evaluation, {} duplicate games",
        train.len(),
        held.len(),
        2 * deals
    );
    println!("# epoch  train-ce  train-eq  held-ce  held-eq  vs-baseline  seconds");
    let h = loss(&net, &held);
    let t = loss(&net, &train);
    println!(
        "{:7}  {:.5}  {:.5}  {:.5}  {:.5}  {}  {:.0}",
        0,
        t.cross_entropy,
        t.equity_error,
        h.cross_entropy,
        h.equity_error,
        curve(&net)?,
        clock.elapsed().as_secs_f64()
    );
    let mut rng = SeededDice::new(gather_cfg.seed ^ 0x05EE_DF17);
    for e in 1..=epochs {
        // The rate halves over the run's second half.
        let a = if 2 * e > epochs { alpha / 2.0 } else { alpha };
        let t = fit(&mut net, &train, a, &mut rng);
        let h = loss(&net, &held);
        println!(
            "{:7}  {:.5}  {:.5}  {:.5}  {:.5}  {}  {:.0}",
            e,
            t.cross_entropy,
            t.equity_error,
            h.cross_entropy,
            h.equity_error,
            curve(&net)?,
            clock.elapsed().as_secs_f64()
        );
        save(&net, &out, half.as_deref(), e as u64)?;
    }
    println!(
        "# done in {:.0} s, weights in {}",
        clock.elapsed().as_secs_f64(),
        out.display()
    );
    Ok(())
}

/// What labels a position: the teacher's look (`--label-ply`) or its rollouts (`--label-rollout`).
#[derive(Debug, Clone, Copy)]
enum LabelBy {
    Look(Depth),
    Rollout(RolloutConfig),
}

impl LabelBy {
    /// `TRIALS:TRUNCATE` (trials a positive multiple of 36; truncate 0 plays to the end).
    fn rollout(value: &str) -> Result<LabelBy, String> {
        let wrong = || format!("--label-rollout {value:?}: TRIALS:TRUNCATE, e.g. 144:7");
        let (t, k) = value.split_once(':').ok_or_else(wrong)?;
        let trials: usize = t.parse().map_err(|_| wrong())?;
        let truncate: usize = k.parse().map_err(|_| wrong())?;
        let config = RolloutConfig {
            trials,
            truncate,
            luck: false,
            threads: 1,
            ..RolloutConfig::default()
        };
        config
            .checked_trials()
            .map_err(|e| format!("--label-rollout {value:?}: {e}"))?;
        Ok(LabelBy::Rollout(config))
    }

    /// The rollout labels' dice follow the run's `--seed` (apart from the games' own dice);
    /// a look needs no seed.
    fn seeded(self, seed: u64) -> LabelBy {
        match self {
            LabelBy::Rollout(c) => LabelBy::Rollout(RolloutConfig {
                seed: 0x1AB3_1ED5 ^ seed,
                ..c
            }),
            look => look,
        }
    }

    /// For the set's first line and the run's report.
    fn describe(&self) -> String {
        match self {
            LabelBy::Look(depth) => format!("{}-ply", depth.plies() + 1),
            LabelBy::Rollout(c) if c.truncate == 0 => format!("rollout ({} trials to the end)", c.trials),
            LabelBy::Rollout(c) => format!("rollout ({} trials, truncated after {})", c.trials, c.truncate),
        }
    }
}
