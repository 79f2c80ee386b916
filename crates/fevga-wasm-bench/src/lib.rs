//! The enumeration and network benchmarks as a bare wasm module (no imports, no bindings) for
//! Node: `scripts/bench.sh` builds it for wasm32-unknown-unknown and runs
//! `scripts/wasm-bench.mjs`, the wasm side of `fevga bench` and `fevga bench --network`.

#![warn(missing_docs)]
#![allow(unsafe_code)] // `no_mangle` exports for the bare wasm module.

use std::cell::RefCell;

use fevga_core::{MoveGen, Play, Position, Rules, bench};

thread_local! {
    static SET: RefCell<Vec<(Rules, Position)>> = const { RefCell::new(Vec::new()) };
}

/// Builds the benchmark set (the same as `fevga bench`); returns its size.
#[unsafe(no_mangle)]
pub extern "C" fn prepare(seed: u64, count: u32) -> u32 {
    SET.with(|s| {
        *s.borrow_mut() = bench::positions(seed, count as usize);
        s.borrow().len() as u32
    })
}

/// One pass over the set × 21 rolls; returns the number of plays found.
#[unsafe(no_mangle)]
pub extern "C" fn run() -> u64 {
    let mut generator = MoveGen::new();
    let mut scratch: Vec<Play> = Vec::new();
    SET.with(|s| bench::enumerate(&s.borrow(), &mut generator, &mut scratch))
}

/// One network forward pass (features included) per position of the set, as `fevga bench
/// --network` makes them; returns the sum of the win chances (a checksum).
#[unsafe(no_mangle)]
pub extern "C" fn run_network() -> f64 {
    use fevga_ai::{embedded, neural};
    let net = embedded();
    let mut scratch = neural::Scratch::new(net);
    SET.with(|s| {
        s.borrow()
            .iter()
            .map(|(rules, pos)| f64::from(neural::outputs(net, &mut scratch, pos, *rules)[0]))
            .sum()
    })
}
