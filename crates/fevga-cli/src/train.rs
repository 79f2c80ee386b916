//! `fevga train`: TD(λ) self-play with a learning curve against the hand-made evaluation and
//! periodic checkpoints.

use std::path::PathBuf;
use std::time::Instant;

use fevga_ai::{Net, TrainConfig, Trainer, against_baseline};
use fevga_core::Rules;

use crate::checkpoint::{EVAL_SEED, save};
use crate::{number, options};

pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(at) = args.iter().position(|a| a == "--supervised") {
        let rest: Vec<String> = args
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != at)
            .map(|(_, a)| a.clone())
            .collect();
        return crate::supervised::run(&rest);
    }
    let mut config = TrainConfig::default();
    let mut games = 10_000u64;
    let mut from: Option<PathBuf> = None;
    let mut out = PathBuf::from("fevga.weights");
    let mut half: Option<PathBuf> = None;
    let mut eval_every = 1_000u64;
    let mut eval_games = 200usize;
    let known = [
        "seed",
        "games",
        "from",
        "out",
        "half",
        "eval-every",
        "eval-games",
        "rules",
        "hidden",
        "lambda",
        "alpha",
    ];
    for (name, value) in options(args, &known)? {
        match name {
            "seed" => config.seed = number(name, value)?,
            "games" => games = number(name, value)?,
            "from" => from = Some(PathBuf::from(value)),
            "out" => out = PathBuf::from(value),
            "half" => half = Some(PathBuf::from(value)),
            "eval-every" => eval_every = number(name, value)?,
            "eval-games" => eval_games = number(name, value)?,
            "hidden" => config.hidden = number(name, value)?,
            "lambda" => config.lambda = number(name, value)?,
            "alpha" => config.alpha = number(name, value)?,
            "rules" if value == "both" => config.rules = Rules::ALL.to_vec(),
            _ => config.rules = vec![value.parse::<Rules>().map_err(|e| e.to_string())?],
        }
    }
    if config.hidden == 0 || config.hidden > fevga_ai::MAX_HIDDEN {
        return Err(format!("--hidden must be 1–{}", fevga_ai::MAX_HIDDEN));
    }
    if !(0.0..=1.0).contains(&config.lambda) || config.alpha.is_nan() || config.alpha <= 0.0 {
        return Err("--lambda must be in 0–1 and --alpha positive".into());
    }
    let start = match &from {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            Some(Net::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?)
        }
        None => None,
    };
    let deals = eval_games.div_ceil(2);
    let eval_rules = config.rules.clone();
    let mut trainer = Trainer::new(config.clone(), start);
    let net = trainer.net();
    println!(
        "# seed {} rules {} net {}-{}-3 ({} weights, {} bytes) lambda {} alpha {} from {}",
        config.seed,
        eval_rules.iter().map(|r| r.as_str()).collect::<Vec<_>>().join("+"),
        net.inputs(),
        net.hidden(),
        net.parameters(),
        net.to_bytes().len(),
        config.lambda,
        config.alpha,
        from.as_ref().map_or("random".into(), |p| p.display().to_string()),
    );
    println!(
        "# baseline: hand-made evaluation, level normal; {} duplicate games",
        2 * deals
    );
    println!("# games  share   ±95%    net-pts base-pts  turns/game  alpha    games/s  seconds");
    let clock = Instant::now();
    let report = |trainer: &Trainer, turns: u64, since: u64, lap: f64| -> Result<(), String> {
        let score = against_baseline(trainer.net(), deals, &eval_rules, EVAL_SEED).map_err(|e| e.to_string())?;
        println!(
            "{:7}  {:.3}  {:.3}  {:8} {:8}  {:10.1}  {:.4}  {:7.1}  {:7.0}",
            trainer.games(),
            score.share(),
            score.ci95,
            score.points,
            score.against,
            turns as f64 / since.max(1) as f64,
            trainer.alpha(),
            since as f64 / lap.max(1e-9),
            clock.elapsed().as_secs_f64(),
        );
        save(trainer.net(), &out, half.as_deref(), trainer.games())
    };
    if eval_every > 0 && eval_games > 0 {
        report(&trainer, 0, 0, 1.0)?;
    }
    let (mut turns, mut since, mut lap) = (0u64, 0u64, Instant::now());
    while trainer.games() < games {
        turns += trainer.play_game().map_err(|e| e.to_string())?.turns as u64;
        since += 1;
        let at_eval = eval_every > 0 && trainer.games().is_multiple_of(eval_every);
        if at_eval || trainer.games() == games {
            let secs = lap.elapsed().as_secs_f64();
            if eval_games > 0 {
                report(&trainer, turns, since, secs)?;
            } else {
                save(trainer.net(), &out, half.as_deref(), trainer.games())?;
            }
            (turns, since, lap) = (0, 0, Instant::now());
        }
    }
    println!(
        "# done: {} games in {:.0} s, weights in {}{}",
        trainer.games(),
        clock.elapsed().as_secs_f64(),
        out.display(),
        half.as_ref()
            .map_or(String::new(), |h| format!(", half floats in {}", h.display()))
    );
    Ok(())
}
