//! `fevga bench`: count, then time, legal-play enumeration over a fixed set of positions × 21 rolls.

use std::time::{Duration, Instant};

use fevga_core::{MoveGen, bench};

use crate::{number, options};

pub fn run(args: &[String]) -> Result<(), String> {
    let mut count = 2_000usize;
    let mut seed = 2026u64;
    let mut seconds = 3.0f64;
    let network = args.first().is_some_and(|a| a == "--network");
    let args = if network { &args[1..] } else { args };
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
    if network {
        return network_rate(&set, Duration::from_secs_f64(seconds));
    }
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

/// `fevga bench --network`: forward passes of the embedded network (features included) over the
/// position set, and separately the features alone.
fn network_rate(set: &[(fevga_core::Rules, fevga_core::Position)], budget: Duration) -> Result<(), String> {
    use fevga_ai::{features, neural};
    let net = fevga_ai::embedded();
    let mut s = neural::Scratch::new(net);
    let mut x = vec![0.0f32; features::INPUTS];
    // One pass's sum of the win chances, added in f64 in the set's order: the wasm build must
    // print the same (scripts/test.sh compares the two lines; its network adds with SIMD).
    let one: f64 = set
        .iter()
        .map(|(rules, pos)| f64::from(neural::outputs(net, &mut s, pos, *rules)[0]))
        .sum();
    println!("network: {one:.6}");
    let time = |f: &mut dyn FnMut() -> f32| {
        let start = Instant::now();
        let mut n = 0u64;
        let mut sink = 0.0f32;
        while n == 0 || start.elapsed() < budget / 2 {
            sink += f();
            n += set.len() as u64;
        }
        (n as f64 / start.elapsed().as_secs_f64(), sink)
    };
    let (feat, _) = time(&mut || {
        let mut acc = 0.0;
        for (rules, pos) in set {
            features::write(pos, *rules, &mut x);
            acc += x[0];
        }
        acc
    });
    let (rate, sink) = time(&mut || {
        let mut acc = 0.0;
        for (rules, pos) in set {
            acc += neural::outputs(net, &mut s, pos, *rules)[0];
        }
        acc
    });
    println!("positions: {} (checksum {sink:.1})", set.len());
    println!("features alone: {feat:.0}/s");
    println!("{rate:.0} network evaluations/s");
    Ok(())
}
