//! `fevga review <record|->`: every play of a game record rated by the equity it gave away.

use fevga_ai::review::{self, Review, Totals};
use fevga_ai::{Level, Rated};
use fevga_core::{Color, record};
use serde_json::json;

use crate::best::rated_json;
use crate::{level_option, options};

pub fn run(args: &[String]) -> Result<(), String> {
    let json_out = args.iter().any(|a| a == "--json");
    let rest: Vec<String> = args.iter().filter(|a| *a != "--json").cloned().collect();
    let (path, opts) = match rest.split_first() {
        Some((p, opts)) if !p.starts_with("--") || p == "-" => (p.clone(), opts.to_vec()),
        _ => return Err("review takes a record file (or - for stdin), then [--level L] [--json]".into()),
    };
    let mut level = Level::Expert;
    for (_, value) in options(&opts, &["level"])? {
        level = level_option(value)?;
    }
    let text = crate::read_input(&path)?;
    let (game, _) = record::import(&text).map_err(|e| format!("{path}: {e}"))?;
    let r = review::review(&game, level);
    if json_out {
        println!("{}", as_json(&r, game.rules()));
    } else {
        print_text(&r, game.rules());
    }
    Ok(())
}

fn round3(x: f32) -> f64 {
    (f64::from(x) * 1000.0).round() / 1000.0
}

fn move_text(p: Option<fevga_core::Play>) -> String {
    p.map_or_else(|| "pass".to_string(), |p| p.notation())
}

fn totals_json(t: &Totals) -> serde_json::Value {
    json!({
        "decisions": t.decisions,
        "loss": round3(t.loss),
        "mean_loss": round3(t.mean_loss()),
        "error_rate_mp": (f64::from(t.error_rate_mp()) * 10.0).round() / 10.0,
        "rating": t.rating().map(|r| (f64::from(r) * 10.0).round() / 10.0),
        "band": t.band().map(fevga_ai::review::Band::name),
        "doubtful": t.doubtful,
        "mistakes": t.mistakes,
        "blunders": t.blunders,
    })
}

fn as_json(r: &Review, rules: fevga_core::Rules) -> serde_json::Value {
    let turns: Vec<_> = r
        .turns
        .iter()
        .map(|t| {
            json!({
                "turn": t.number,
                "side": t.color.letter().to_string(),
                "dice": t.dice.to_string(),
                "move": t.played.map(|p| p.notation()),
                "choices": t.choices,
                "played": t.played_rated.as_ref().map(rated_json),
                "best": t.best.as_ref().map(rated_json),
                "loss": round3(t.loss),
                "label": t.label.map(review::Label::name),
            })
        })
        .collect();
    json!({
        "rules": rules.as_str(),
        "level": r.level.as_str(),
        "thresholds": {"doubtful": review::DOUBTFUL, "mistake": review::MISTAKE, "blunder": review::BLUNDER},
        "turns": turns,
        "totals": {"W": totals_json(&r.totals[0]), "B": totals_json(&r.totals[1])},
    })
}

fn print_text(r: &Review, rules: fevga_core::Rules) {
    let depth = |b: &Option<Rated>| b.map_or(0, |b| b.depth.plies());
    let deepest = r.turns.iter().map(|t| depth(&t.best)).max().unwrap_or(0);
    println!(
        "review of a {rules} game at level {} (best plays weighed at up to {deepest} ply); doubtful >= {}, mistake >= {}, blunder >= {} points",
        r.level.as_str(),
        review::DOUBTFUL,
        review::MISTAKE,
        review::BLUNDER
    );
    for t in &r.turns {
        let head = format!(
            "{:>3}. {} {}: {}",
            t.number,
            t.color.letter(),
            t.dice,
            move_text(t.played)
        );
        match (t.best, t.played_rated) {
            (Some(best), Some(_)) if t.loss > 0.0 => {
                let label = t.label.map_or("", review::Label::name);
                println!(
                    "{head:<32} best {:<24} loss {:.3} {label}",
                    best.play.notation(),
                    t.loss
                );
            }
            (Some(_), Some(_)) => println!("{head:<32} best"),
            _ if t.played.is_none() => println!("{head:<32} no play"),
            _ => println!("{head:<32} forced"),
        }
    }
    for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
        let t = &r.totals[i];
        println!(
            "{}: error rate {:.1} mp ({} decisions, {:.3} points lost, {:.4} a decision), {} doubtful, {} mistakes, {} blunders{}",
            c.title(),
            t.error_rate_mp(),
            t.decisions,
            t.loss,
            t.mean_loss(),
            t.doubtful,
            t.mistakes,
            t.blunders,
            match (t.rating(), t.band()) {
                (Some(r), Some(b)) => format!("; PR {r:.1} ({})", b.name()),
                _ => String::new(),
            }
        );
    }
}
