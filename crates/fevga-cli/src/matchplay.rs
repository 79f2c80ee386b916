//! `fevga match`: two levels over duplicate dice — each dice sequence is played twice, the
//! levels swapping colours — with the first level's share of the points, a 95% interval, the
//! 2-point games and the time each level takes per move. `--threads N` shares the deals among N
//! threads; each deal's games depend only on its seed, so the figures are the same for any N.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use fevga_ai::{Level, Net, Progress, Search, Stage, embedded, play_out, points_share};
use fevga_core::{Color, Rules, SeededDice};

use crate::{level_option, number, options};

/// One level's side of the match.
#[derive(Debug, Clone)]
struct Player {
    level: Level,
    /// The network the level plays by.
    net: &'static Net,
    /// Its deeper search stages (the level's unless measured otherwise).
    stages: &'static [Stage],
    /// Seconds per decision (a roll with two plays or more).
    times: Vec<f64>,
    /// This thread's CPU time in the searches, where the system tells it (Linux), in seconds.
    cpu: f64,
    evals: u64,
    points: u32,
    twos: u32,
}

impl Player {
    fn new(level: Level, net: &'static Net, stages: Option<&'static [Stage]>) -> Player {
        Player {
            level,
            net,
            stages: stages.unwrap_or(level.stages()),
            times: Vec::new(),
            cpu: 0.0,
            evals: 0,
            points: 0,
            twos: 0,
        }
    }

    /// Adds another thread's figures for the same level.
    fn absorb(&mut self, other: Player) {
        self.times.extend(other.times);
        self.cpu += other.cpu;
        self.evals += other.evals;
        self.points += other.points;
        self.twos += other.twos;
    }
}

/// Plays one deal (the same dice twice, the levels swapping colours); returns the points the
/// first level won and all points.
fn deal(players: &mut [Player; 2], rules: Rules, seed: u64) -> Result<(f64, f64), String> {
    let (mut won, mut total) = (0u32, 0u32);
    for white in [0, 1] {
        let (w, pts) = game(players, white, rules, seed)?;
        players[w].points += u32::from(pts);
        players[w].twos += u32::from(pts == 2);
        total += u32::from(pts);
        if w == 0 {
            won += u32::from(pts);
        }
    }
    Ok((f64::from(won), f64::from(total)))
}

/// Plays one game, `white` and `black` indexing `players`; returns the winner's index and the
/// points (0 if it did not end).
fn game(players: &mut [Player; 2], white: usize, rules: Rules, seed: u64) -> Result<(usize, u8), String> {
    let mut dice = SeededDice::new(seed);
    // Each seat's own random choices (the beginner's), the same in both games of a deal.
    let mut jitter = [SeededDice::new(seed ^ 0x5EED_0001), SeededDice::new(seed ^ 0x5EED_0002)];
    let game = play_out(rules, &mut dice, |pos, roll, _| {
        let seat = usize::from(pos.turn() == Color::Black);
        let who = if seat == 0 { white } else { 1 - white };
        let p = &mut players[who];
        let cpu = thread_cpu();
        let start = Instant::now();
        let mut search = Search::with_stages(pos, rules, roll, p.level, p.net, p.stages);
        let choice = loop {
            if let Progress::Chosen(c) = search.step(usize::MAX, &mut jitter[seat]) {
                break c;
            }
        };
        if search.plays().len() >= 2 {
            p.times.push(start.elapsed().as_secs_f64());
            if let (Some(a), Some(b)) = (cpu, thread_cpu()) {
                p.cpu += b - a;
            }
            p.evals += search.evaluations();
        }
        choice
    })
    .map_err(|e| e.to_string())?;
    if game.points == 0 {
        return Ok((0, 0));
    }
    let w = if game.winner == Color::White { white } else { 1 - white };
    Ok((w, game.points))
}

/// The CPU time this thread has run, in seconds (Linux's scheduler statistics, which advance at
/// scheduler ticks: single moves read coarsely, sums over many moves are fair). `None` elsewhere.
fn thread_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 * 1e-9)
}

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

pub fn run(args: &[String]) -> Result<(), String> {
    let mut levels = [None, None];
    let mut games = 200usize;
    let mut seed = 1u64;
    let mut rules = Rules::ALL.to_vec();
    let mut nets = [None, None];
    let mut stages = [None, None];
    let known = [
        "white",
        "black",
        "games",
        "seed",
        "rules",
        "white-net",
        "black-net",
        "white-stages",
        "black-stages",
        "threads",
    ];
    let mut threads = 1usize;
    for (name, value) in options(args, &known)? {
        match name {
            "white-stages" => stages[0] = Some(crate::stages_option(value)?),
            "black-stages" => stages[1] = Some(crate::stages_option(value)?),
            "white-net" => nets[0] = Some((value.to_string(), crate::load_net(value)?)),
            "black-net" => nets[1] = Some((value.to_string(), crate::load_net(value)?)),
            "white" => levels[0] = Some(level_option(value)?),
            "black" => levels[1] = Some(level_option(value)?),
            "games" => games = number(name, value)?,
            "seed" => seed = number(name, value)?,
            "threads" => threads = crate::threads_option(value)?,
            "rules" if value == "both" => rules = Rules::ALL.to_vec(),
            _ => rules = vec![value.parse::<Rules>().map_err(|e| e.to_string())?],
        }
    }
    let [Some(a), Some(b)] = levels else {
        return Err("match needs --white LEVEL and --black LEVEL".into());
    };
    if games < 2 || !games.is_multiple_of(2) {
        return Err(format!(
            "--games {games}: needs an even number of at least 2 (each deal is played twice)"
        ));
    }
    let deals = games / 2;
    let net = |i: usize| nets[i].as_ref().map_or(embedded(), |n| n.1);
    let mut players = [Player::new(a, net(0), stages[0]), Player::new(b, net(1), stages[1])];
    for (i, n) in nets.iter().enumerate() {
        if let Some((path, _)) = n {
            println!("{} plays by {path}", ["the first level", "the second level"][i]);
        }
    }
    for (i, s) in stages.iter().enumerate() {
        if let Some(s) = s {
            println!(
                "{} searches with stages {s:?}",
                ["the first level", "the second level"][i]
            );
        }
    }
    let mut seeds = SeededDice::new(seed);
    let deal_seeds: Vec<u64> = (0..deals).map(|_| seeds.next_u64()).collect();
    // Per deal: points won by the first level, and all points (None until played).
    let results = Mutex::new(vec![None; deals]);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let clock = Instant::now();
    let work = |mut mine: [Player; 2]| -> Result<[Player; 2], String> {
        loop {
            let d = next.fetch_add(1, Ordering::Relaxed);
            if d >= deals {
                return Ok(mine);
            }
            let r = deal(&mut mine, rules[d % rules.len()], deal_seeds[d])?;
            let mut all = results.lock().map_err(|_| "a match thread failed".to_string())?;
            all[d] = Some(r);
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            if deals >= 10 && n.is_multiple_of(deals / 10) {
                let so_far: Vec<(f64, f64)> = all.iter().flatten().copied().collect();
                eprintln!(
                    "{n}/{deals} deals, {:.0} s, {} {:.3}",
                    clock.elapsed().as_secs_f64(),
                    a.as_str(),
                    points_share(&so_far).0
                );
            }
        }
    };
    let finished: Vec<Result<[Player; 2], String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let fresh = players.clone();
                scope.spawn(|| work(fresh))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a match thread failed".to_string())))
            .collect()
    });
    for f in finished {
        let [x, y] = f?;
        players[0].absorb(x);
        players[1].absorb(y);
    }
    let per_deal: Vec<(f64, f64)> = results
        .into_inner()
        .map_err(|_| "a match thread failed".to_string())?
        .into_iter()
        .flatten()
        .collect();
    let (ratio, ci) = points_share(&per_deal);
    let rules_name = if rules.len() == 2 {
        "both".to_string()
    } else {
        rules[0].as_str().to_string()
    };
    println!(
        "{} vs {}: {games} games ({deals} deals, duplicate dice, colours swapped), rules {rules_name}, seed {seed}",
        a.as_str(),
        b.as_str()
    );
    println!(
        "{} share of points: {ratio:.3} (95% CI {:.3}-{:.3}); points {}-{}",
        a.as_str(),
        ratio - ci,
        ratio + ci,
        players[0].points,
        players[1].points
    );
    println!(
        "2-point games: {} ({} {}, {} {})",
        players[0].twos + players[1].twos,
        a.as_str(),
        players[0].twos,
        b.as_str(),
        players[1].twos
    );
    for p in &mut players {
        let n = p.times.len();
        let total: f64 = p.times.iter().sum();
        let mean = if n == 0 { 0.0 } else { total / n as f64 };
        let med = median(&mut p.times);
        let max = p.times.last().copied().unwrap_or(0.0);
        // On a shared machine the clock also counts time the process waited for a core: the
        // CPU time says how much of it was work, and scales the median accordingly.
        let busy = if p.cpu > 0.0 && total > 0.0 {
            format!(
                "; CPU {:.2} ms a move mean, median about {:.2} (CPU/wall {:.2})",
                p.cpu / n as f64 * 1e3,
                med * p.cpu / total * 1e3,
                p.cpu / total
            )
        } else {
            String::new()
        };
        let rate = if p.evals > 0 && total > 0.0 {
            let secs = if p.cpu > 0.0 { p.cpu } else { total };
            format!(", {:.0} network evaluations/s", p.evals as f64 / secs)
        } else {
            String::new()
        };
        println!(
            "{}: wall {:.2} ms a move mean, {:.2} median, {:.1} max ({n} moves with a choice){busy}{rate}",
            p.level.as_str(),
            mean * 1e3,
            med * 1e3,
            max * 1e3
        );
    }
    Ok(())
}
