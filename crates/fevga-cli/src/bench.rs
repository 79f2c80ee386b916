//! `fevga bench`: count, then time, legal-play enumeration over a fixed set of positions × 21 rolls.

use std::time::{Duration, Instant};

use fevga_core::{MoveGen, bench};

use crate::{number, options};

pub fn run(args: &[String]) -> Result<(), String> {
    let mut count = 2_000usize;
    let mut seed = 2026u64;
    let mut seconds = 3.0f64;
    for (name, value) in options(args, &["positions", "seed", "seconds"])? {
        match name {
            "positions" => count = number(name, value)?,
            "seed" => seed = number(name, value)?,
            _ => seconds = number(name, value)?,
        }
    }
    if count == 0 || seconds.is_nan() || seconds <= 0.0 {
        return Err("--positions and --seconds must be positive".into());
    }
    let set = bench::positions(seed, count);
    let mut generator = MoveGen::new();
    let mut scratch = Vec::new();
    let plays = bench::enumerate(&set, &mut generator, &mut scratch);
    let per_pass = set.len() as u64 * 21;
    println!(
        "positions: {} x 21 rolls = {per_pass} enumerations (seed {seed})",
        set.len()
    );
    println!("plays: {plays}");
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut passes = 0u64;
    while passes == 0 || start.elapsed() < budget {
        let n = bench::enumerate(&set, &mut generator, &mut scratch);
        if n != plays {
            return Err(format!("pass {passes} found {n} plays, the first found {plays}"));
        }
        passes += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("passes: {passes} in {secs:.2} s");
    println!("{:.0} enumerations/s", (passes * per_pass) as f64 / secs);
    Ok(())
}
