//! Times the trained evaluation: features + forward pass per position, over positions from
//! random games. `cargo run --release -p fevga-ai --example eval_speed [weights]`.

use std::time::Instant;

use fevga_ai::net::equity;
use fevga_ai::neural::{Scratch, outputs};
use fevga_ai::{Net, features};
use fevga_core::{DiceSource, Position, Rules, SeededDice};

fn main() {
    let net = match std::env::args().nth(1) {
        Some(path) => Net::from_bytes(&std::fs::read(&path).expect("read weights")).expect("weights"),
        None => Net::random(features::INPUTS, 80, &mut SeededDice::new(1)),
    };
    // Positions after every play of random games.
    let mut rng = SeededDice::new(2);
    let mut positions = Vec::new();
    while positions.len() < 20_000 {
        let mut pos = Position::start();
        while pos.winner().is_none() {
            let plays = pos.legal_plays(Rules::Fevga, rng.roll());
            positions.extend(plays.iter().map(|p| p.position()));
            pos = if plays.is_empty() {
                pos.with_turn(pos.turn().other())
            } else {
                plays[rng.below(plays.len() as u64) as usize].position()
            };
        }
    }
    let mut s = Scratch::new(&net);
    let mut sum = 0.0f32;
    let start = Instant::now();
    let mut n = 0u64;
    while n == 0 || start.elapsed().as_secs_f64() < 2.0 {
        for pos in &positions {
            sum += equity(&outputs(&net, &mut s, pos, Rules::Fevga));
        }
        n += positions.len() as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    let mut x = vec![0.0; features::INPUTS];
    let t = Instant::now();
    for pos in &positions {
        features::write(pos, Rules::Fevga, &mut x);
        sum += x[200];
    }
    let features_us = 1e6 * t.elapsed().as_secs_f64() / positions.len() as f64;
    println!("features alone: {features_us:.2} µs each");
    println!(
        "{n} evaluations in {secs:.2} s: {:.0} evals/s ({:.2} µs each; checksum {sum:.1})",
        n as f64 / secs,
        1e6 * secs / n as f64
    );
}
