//! Would a race table pay? The network's opinion of pure races against rollouts of them: run
//! `cargo test --release -p fevga-ai --test race -- --ignored --nocapture` (a few minutes). It
//! prints the mean error of the network's win chance and equity in races, and how often the
//! network's 0-ply play in a race differs from the play rollouts rate best.

use fevga_ai::{Level, embedded, equity, features, neural};
use fevga_core::{Color, Dice, DiceSource, Position, Rules, SeededDice};

/// Whether `pos` is a pure race (no checker can meet an opposing one any more).
fn is_race(pos: &Position, rules: Rules) -> bool {
    let mut x = vec![0.0; features::INPUTS];
    features::write(pos, rules, &mut x);
    x[features::RACE] == 1.0
}

/// Races from self-play at strong: the first race position of each game, then every 6th.
fn races(count: usize) -> Vec<(Rules, Position)> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        let rules = if seed % 2 == 0 { Rules::Fevga } else { Rules::Multezim };
        let mut rng = SeededDice::new(1000 + seed);
        seed += 1;
        let mut pos = Position::start();
        let mut seen = 0;
        for _ in 0..2000 {
            if pos.winner().is_some() {
                break;
            }
            if is_race(&pos, rules) {
                if seen % 6 == 0 && out.len() < count {
                    out.push((rules, pos));
                }
                seen += 1;
            }
            let dice = rng.roll();
            pos = pos.after(fevga_ai::choose(&pos, rules, dice, Level::Strong, &mut rng).as_ref());
        }
    }
    out
}

/// The side to move's points (−2..2) from playing `pos` out at strong with `rng`'s dice.
fn play_out(pos: Position, rules: Rules, rng: &mut SeededDice) -> f32 {
    let me = pos.turn();
    let mut p = pos;
    loop {
        if let Some(w) = p.winner() {
            let loser = w.other();
            let points = if p.borne_off(loser) == 0 { 2.0 } else { 1.0 };
            return if w == me { points } else { -points };
        }
        let dice: Dice = rng.roll();
        p = p.after(fevga_ai::choose(&p, rules, dice, Level::Strong, rng).as_ref());
    }
}

#[test]
#[ignore = "a measurement, run by hand"]
fn race_evaluation_against_rollouts() {
    let net = embedded();
    let mut s = neural::Scratch::new(net);
    let set = races(120);
    assert!(set.iter().all(|(r, p)| is_race(p, *r) && p.winner().is_none()));
    let trials = 2400;
    let (mut err_win, mut err_eq, mut big) = (0.0f64, 0.0f64, 0);
    for (k, (rules, pos)) in set.iter().enumerate() {
        let y = neural::outputs(net, &mut s, pos, *rules);
        let mut rng = SeededDice::new(7 + k as u64);
        let (mut wins, mut pts) = (0u32, 0.0f64);
        for _ in 0..trials {
            let v = play_out(*pos, *rules, &mut rng);
            wins += u32::from(v > 0.0);
            pts += f64::from(v);
        }
        let (p_win, eq) = (f64::from(wins) / f64::from(trials), pts / f64::from(trials));
        let dw = (f64::from(y[0]) - p_win).abs();
        err_win += dw;
        err_eq += (f64::from(equity(&y)) - eq).abs();
        big += usize::from(dw > 0.05);
    }
    let n = set.len() as f64;
    // A rollout of 2,400 games has a standard error of up to 0.01 in the win chance.
    println!(
        "RACE {} positions, {trials} rollouts each: mean |P(win) error| {:.4}, mean |equity error| {:.4}, {} off by more than 0.05 (rollout standard error ≤ 0.010); {} of {} sides to move {:?}",
        set.len(),
        err_win / n,
        err_eq / n,
        big,
        set.iter().filter(|(_, p)| p.turn() == Color::White).count(),
        set.len(),
        Color::White
    );
}
