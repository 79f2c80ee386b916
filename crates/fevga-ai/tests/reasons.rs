//! Every reason said is justified, and no reason earlier in the order was left unsaid: over
//! seeded games in both rule sets, every pair (first legal play, another legal play) is
//! compared, and the reason given is checked against the two positions by a naive reading of
//! the boards written here (White's numbering, counted point by point), independent of the
//! core's bit masks.

mod common;

use std::collections::BTreeMap;

use fevga_ai::reason::Reason;
use fevga_core::shape::{BLOCK, SHORT_BLOCK};
use fevga_core::{Color, Dice, DiceSource, Position, Rules, SeededDice};

/// A side's own point `p` on the board (White's numbering).
fn white(c: Color, p: usize) -> usize {
    match c {
        Color::White => p,
        Color::Black if p <= 12 => p + 12,
        Color::Black => p - 12,
    }
}

/// `c`'s checkers on each of its own points (index 1–24).
fn own(pos: &Position, c: Color) -> [u32; 25] {
    let b = pos.board();
    let mut out = [0u32; 25];
    for (p, n) in out.iter_mut().enumerate().skip(1) {
        *n = u32::from(b.checkers(c)[white(c, p)]);
    }
    out
}

fn longest(points: &[bool; 25]) -> u32 {
    let (mut best, mut run) = (0, 0);
    for &held in &points[1..] {
        run = if held { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// The facts, read naively: borne off, pips, checkers behind a block of `BLOCK`, points
/// the other side still has to pass and their longest run, home, head.
struct Facts {
    off: u32,
    lead: i64,
    behind: u32,
    passing: u32,
    run: u32,
    home: u32,
    head: u32,
}

fn facts(pos: &Position, c: Color) -> Facts {
    let me = own(pos, c);
    let them = own(pos, c.other());
    let pips = |s: &[u32; 25]| (1..=24).map(|p| p as i64 * i64::from(s[p])).sum::<i64>();
    // The other side's held points in my numbering.
    let mut theirs = [false; 25];
    for q in 1..=24 {
        if them[q] > 0 {
            theirs[white(c, white(c.other(), q))] = true;
        }
    }
    let k = usize::from(BLOCK);
    let behind = (1..=24)
        .filter(|&p| (1..p).any(|lo| lo + k - 1 < p && (lo..lo + k).all(|x| theirs[x])))
        .map(|p| me[p])
        .sum();
    // My points on their path ahead of their rearmost checker, in their numbering.
    let rear = (1..=24).rev().find(|&q| them[q] > 0).unwrap_or(0);
    let mut passing = [false; 25];
    for (q, held) in passing.iter_mut().enumerate().take(rear).skip(1) {
        let mine = if q <= 12 { q + 12 } else { q - 12 };
        *held = me[mine] > 0;
    }
    Facts {
        off: 15 - me.iter().sum::<u32>(),
        lead: pips(&them) - pips(&me),
        behind,
        passing: passing.iter().filter(|&&x| x).count() as u32,
        run: longest(&passing),
        home: me[1..=6].iter().sum(),
        head: me[24],
    }
}

/// The reason the order of `Reason`'s variants calls for.
fn expected(c: Color, best: &Position, played: &Position) -> Reason {
    let (b, p) = (facts(best, c), facts(played, c));
    let n = |x: u32| u8::try_from(x).unwrap();
    if b.off > p.off {
        Reason::BearsOff { more: n(b.off - p.off) }
    } else if b.lead > 0 && p.lead <= 0 {
        Reason::LeadsRace {
            lead: u32::try_from(b.lead).unwrap(),
        }
    } else if p.behind > b.behind {
        Reason::Stranded {
            more: n(p.behind - b.behind),
        }
    } else if b.run >= u32::from(SHORT_BLOCK) && b.run > p.run {
        Reason::LongerBlock {
            best: n(b.run),
            played: n(p.run),
        }
    } else if b.passing > p.passing {
        Reason::MorePointsToPass {
            more: n(b.passing - p.passing),
        }
    } else if b.home > p.home {
        Reason::MoreHome {
            more: n(b.home - p.home),
        }
    } else if p.head > b.head {
        Reason::OffHead {
            more: n(p.head - b.head),
        }
    } else {
        Reason::InTheOdds
    }
}

#[test]
fn every_reason_said_is_justified_by_the_two_positions() {
    let mut said: BTreeMap<&str, usize> = BTreeMap::new();
    let mut pairs = 0;
    for rules in [Rules::Fevga, Rules::Multezim] {
        for seed in 0..30u64 {
            let mut rng = SeededDice::new(seed);
            let mut pos = Position::start();
            let mut dice = Dice::new(6, 5).unwrap();
            for _ in 0..400 {
                if pos.winner().is_some() {
                    break;
                }
                let plays = pos.legal_plays(rules, dice);
                let c = pos.turn();
                for other in plays.iter().skip(1) {
                    let (best, played) = (plays[0].position(), other.position());
                    let r = Reason::of(c, &best, &played);
                    assert_eq!(
                        r,
                        expected(c, &best, &played),
                        "{rules} {pos} {dice}: {} against {}",
                        plays[0],
                        other
                    );
                    *said.entry(r.name()).or_default() += 1;
                    pairs += 1;
                }
                // Half the plays greedy by the hand-made evaluation (blocks get built), half at
                // random.
                pos = common::half_greedy(&pos, c, &plays, &mut rng);
                dice = rng.roll();
            }
        }
    }
    // Races where the lead is close: random homes, every roll (bear-off plays waste pips
    // differently, so one play can keep a lead the other gives up).
    let mut rng = SeededDice::new(99);
    for _ in 0..400 {
        let mut spots = |n: u64| {
            let mut pts = [0u8; 7];
            for _ in 0..n {
                pts[1 + rng.below(6) as usize] += 1;
            }
            pts
        };
        let (w, b) = (spots(3 + (pairs as u64 % 7)), spots(3 + (pairs as u64 % 5)));
        let list = |pts: [u8; 7], off: usize| {
            (1..=6)
                .filter(|&p| pts[p] > 0)
                .map(|p| format!("{}x{}", p + off, pts[p]))
                .collect::<Vec<_>>()
                .join(",")
        };
        let pos: Position = format!("W:{} B:{} W", list(w, 0), list(b, 12)).parse().unwrap();
        for dice in Dice::all() {
            let plays = pos.legal_plays(Rules::Fevga, dice);
            for other in plays.iter().skip(1) {
                let (best, played) = (plays[0].position(), other.position());
                let r = Reason::of(Color::White, &best, &played);
                assert_eq!(
                    r,
                    expected(Color::White, &best, &played),
                    "{pos} {dice}: {} against {}",
                    plays[0],
                    other
                );
                *said.entry(r.name()).or_default() += 1;
                pairs += 1;
            }
        }
    }
    // Every reason was said somewhere, so every branch above was checked.
    for name in [
        "bears-off",
        "leads-race",
        "stranded",
        "longer-block",
        "more-points-to-pass",
        "more-home",
        "off-head",
        "in-the-odds",
    ] {
        assert!(
            said.get(name).copied().unwrap_or(0) > 0,
            "{name} never said in {pairs} pairs: {said:?}"
        );
    }
}
