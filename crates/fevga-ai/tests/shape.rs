//! The network's shape inputs are the core's facts: over seeded games in both rule sets (half
//! the plays greedy by the hand-made evaluation, so blocks get built, half at random), every
//! input that encodes a position's shape equals, bit for bit, the value written from the core's
//! [`Position`] methods (`fevga_core::shape`, `moment`, `has_contact`), for the side to move and
//! for the other side (the same position with the turn passed).

mod common;

use fevga_ai::features::{self, FeatureSet, INPUTS, INPUTS_V2};
use fevga_core::{Dice, DiceSource, Position, Rules, SeededDice};

/// The first input after the 192 per-point inputs (the table in `features`' docs: contact is
/// over is its 8th).
const TAIL: usize = features::RACE - 7;

/// How often each fact was seen true, so the test shows it met them.
#[derive(Debug, Default)]
struct Seen {
    positions: usize,
    race: usize,
    short_block: usize,
    block: usize,
    wall: usize,
    sprint: usize,
    home: usize,
}

/// Checks one position's inputs against the core; `Err` names the first input that differs.
fn check(pos: &Position, rules: Rules, x: &mut [f32], seen: &mut Seen) -> Result<(), String> {
    features::write_set(FeatureSet::V2, pos, rules, x);
    let me = pos.turn();
    let them = me.other();
    // The other side's view: the same checkers, the turn passed.
    let other = pos.passed();
    let want: [(&str, f32); 13] = [
        ("race", f32::from(!pos.has_contact())),
        ("my points ahead", f32::from(pos.blocking_points(me)) / 12.0),
        ("my longest block", f32::from(pos.longest_block(me)) / 6.0),
        ("their points ahead", f32::from(pos.blocking_points(them)) / 12.0),
        ("their longest block", f32::from(pos.longest_block(them)) / 6.0),
        ("my rearmost", f32::from(pos.rearmost(me)) / 24.0),
        ("their rearmost", f32::from(pos.rearmost(them)) / 24.0),
        ("my head", f32::from(pos.on_head(me)) / 15.0),
        ("their head", f32::from(pos.on_head(them)) / 15.0),
        ("my sprint", f32::from(pos.in_sprint(rules))),
        ("their sprint", f32::from(other.in_sprint(rules))),
        ("I am all home", f32::from(pos.all_home())),
        ("they are all home", f32::from(other.all_home())),
    ];
    for (i, (what, value)) in want.into_iter().enumerate() {
        let got = x[TAIL + 7 + i];
        if got.to_bits() != value.to_bits() {
            return Err(format!(
                "{rules} {pos}: input {} ({what}) is {got}, the core's {value}",
                TAIL + 7 + i
            ));
        }
    }
    // The second set's block lengths: each side against the other side's longest block.
    for (s, blocker) in [(0, them), (1, me)] {
        let run = pos.longest_block(blocker);
        let e = &x[INPUTS + 7 * s..INPUTS + 7 * (s + 1)];
        let want = [run >= 4, run >= 5, run >= 6].map(f32::from);
        if e[3..6] != want {
            return Err(format!(
                "{rules} {pos}: side {s}'s block inputs {:?}, the core's run {run}",
                &e[3..6]
            ));
        }
    }
    seen.positions += 1;
    seen.race += usize::from(!pos.has_contact());
    let run = pos.longest_block(me).max(pos.longest_block(them));
    seen.short_block += usize::from(run >= fevga_core::shape::SHORT_BLOCK);
    seen.block += usize::from(run >= fevga_core::shape::BLOCK);
    seen.wall += usize::from(run >= fevga_core::shape::FORBIDDEN_WALL);
    seen.sprint += usize::from(pos.in_sprint(rules));
    seen.home += usize::from(pos.all_home());
    Ok(())
}

#[test]
fn the_networks_shape_inputs_are_the_cores_facts() {
    let mut x = vec![0.0f32; INPUTS_V2];
    let mut seen = Seen::default();
    for rules in [Rules::Fevga, Rules::Multezim] {
        for seed in 0..60u64 {
            let mut rng = SeededDice::new(0x5AA9E + seed);
            let mut pos = Position::start();
            let mut dice = Dice::new(6, 5).unwrap();
            for _ in 0..400 {
                if let Err(e) = check(&pos, rules, &mut x, &mut seen) {
                    panic!("seed {seed}: {e}");
                }
                if pos.winner().is_some() {
                    break;
                }
                let plays = pos.legal_plays(rules, dice);
                let c = pos.turn();
                pos = common::half_greedy(&pos, c, &plays, &mut rng);
                dice = rng.roll();
            }
        }
    }
    println!("{seen:?}");
    assert!(seen.positions > 10_000, "{seen:?}");
    for (what, n) in [
        ("race", seen.race),
        ("short block", seen.short_block),
        ("block", seen.block),
        ("wall", seen.wall),
        ("sprint", seen.sprint),
        ("all home", seen.home),
    ] {
        assert!(n >= 50, "{what} seen only {n} times: {seen:?}");
    }
}

/// The benchmark's classes ask the core ([`fevga_ai::benchmark::Class::of`]): every decision of
/// the committed sets still reads as the class written on its line (reading checks it).
#[test]
fn the_committed_benchmark_sets_keep_their_classes() {
    for name in ["decisions.tsv", "decisions-sv6.tsv"] {
        let path = format!("{}/../../bench/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let set = fevga_ai::benchmark::read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(set.len() >= 1_500, "{name}: {} decisions", set.len());
    }
}
