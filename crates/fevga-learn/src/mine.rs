//! Mining puzzles (feature `mine`, run by `fevga puzzles`): games between the computer's
//! levels, played by fevga-ai's play-out loop ([`fevga_ai::play_out`]), levels drawn at random
//! for each side. Every decision with at least two legal plays is a candidate, at most
//! [`MineConfig::per_game`] kept per game, one decision in [`MineConfig::sample`] looked at
//! (drawn from the seed), each position and roll at most once. A candidate is
//! kept when both tests pass:
//!
//! 1. **Margin.** Expert's ranking ([`fevga_ai::review::analyse`] at [`Level::Expert`]: 1 ply
//!    over the best eight, 2 plies for the closest within its budget) puts the best play at
//!    least [`MineConfig::margin`] (default [`MARGIN`], 0.10 points) ahead of the second, both
//!    at the best's depth (the second is re-rated at that depth if the ranking left it
//!    shallower); equities rounded to 0.001 as stored.
//! 2. **Play-outs.** Each of the two plays is played out [`MineConfig::playouts`] times (K,
//!    default 32) with common random numbers (the k-th play-out of both uses the same dice),
//!    both sides choosing as [`Level::Strong`] (the network's best at 0 ply), truncated after
//!    [`MineConfig::horizon`] turns (default 8) and scored by the network's equity for the
//!    puzzle's mover there (exact if the game ended). With `d_k` the k-th difference (best
//!    minus second), the puzzle is kept only if `mean(d) > 2 · sd(d) / √K` (two standard
//!    errors, `sd` with K − 1).
//!
//! 3. **Proof to the end** (when [`MineConfig::prove`] is set): the candidate, given its id,
//!    is proven by [`crate::prove::prove`]: rollouts played to the end with common dice; it is
//!    kept only if proven (the stored best leads every play within 0.10 of it at 0 ply by at
//!    least 0.05 points and three standard errors).
//!
//! Graded by the weakest level sure to choose the best play ([`grade`]), themed by
//! [`Theme::of`]. The same [`MineConfig`] (seed included) and the same earlier puzzles give the
//! same puzzles.

use std::collections::HashSet;

use fevga_ai::neural::{self, Scratch};
use fevga_ai::review::analyse;
use fevga_ai::{BEGINNER_MARGIN, Depth, Evaluator, INTERMEDIATE_MARGIN, Level, Rated, choose, embedded, equity};
use fevga_core::{Color, Dice, DiceSource, MoveGen, Play, Position, Rules, SeededDice};

use crate::prove::{Proof, ProveConfig, Status, prove};
use crate::{MARGIN, Puzzle, Theme};

/// The levels a mined game's two sides are drawn from: the four the shipped puzzles were mined
/// with (not [`Level::ALL`], which grew novice in issue 33), so a file mined again from its seed
/// is the same file.
pub const MINED_LEVELS: [Level; 4] = [Level::Beginner, Level::Intermediate, Level::Strong, Level::Expert];

/// How puzzles are mined.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MineConfig {
    /// Puzzles wanted.
    pub count: usize,
    /// The seed every game, choice and play-out derives from.
    pub seed: u64,
    /// The least gap between best and second best (points of equity).
    pub margin: f32,
    /// Play-outs per play (K).
    pub playouts: usize,
    /// Turns a play-out runs before the network judges it.
    pub horizon: usize,
    /// Puzzles kept from one game at most.
    pub per_game: usize,
    /// One decision in this many is looked at (drawn from the seed), so a game's puzzles come
    /// from all its stages, not only its first turns.
    pub sample: u64,
    /// Puzzles of difficulty 1 kept at most (the rest of the count goes to harder ones). Once
    /// they are full, a decision whose 0-ply best stands alone within [`BEGINNER_MARGIN`] (so
    /// that beginner is sure to find it when expert agrees) is passed over before expert's
    /// costly ranking.
    pub max_easy: usize,
    /// The last test, if set: each candidate proven by rollouts played to the end
    /// ([`prove`]), kept only if [`Status::Proven`].
    pub prove: Option<ProveConfig>,
}

impl Default for MineConfig {
    fn default() -> Self {
        MineConfig {
            count: 300,
            seed: 1,
            margin: MARGIN,
            playouts: 32,
            horizon: 8,
            per_game: 2,
            sample: 3,
            max_easy: usize::MAX,
            prove: None,
        }
    }
}

/// What mining did so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MineStats {
    /// Games played.
    pub games: usize,
    /// Decisions with at least two legal plays looked at.
    pub decisions: usize,
    /// Of those, how many passed the margin test.
    pub margin_passed: usize,
    /// Of those, how many the play-outs confirmed.
    pub confirmed: usize,
    /// Confirmed but left out: difficulty 1 when [`MineConfig::max_easy`] were already kept.
    pub easy_dropped: usize,
    /// Passed over before expert's ranking: clear at 0 ply once the easy ones were full.
    pub easy_skipped: usize,
    /// Confirmed by the play-outs but not proven to the end ([`MineConfig::prove`]).
    pub unproven: usize,
}

/// A play-out's outcome statistics: the mean difference and its standard error.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayoutTest {
    /// Mean of best minus second over the play-outs.
    pub mean: f64,
    /// Its standard error, `sd / √K`.
    pub se: f64,
}

impl PlayoutTest {
    /// The rule: the mean favours the best by more than two standard errors.
    #[must_use]
    pub fn confirms(&self) -> bool {
        self.mean > 2.0 * self.se
    }

    /// The statistics of differences `d`.
    #[must_use]
    pub fn of(d: &[f64]) -> PlayoutTest {
        let k = d.len() as f64;
        let mean = d.iter().sum::<f64>() / k.max(1.0);
        let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
        PlayoutTest {
            mean,
            se: (var / k.max(1.0)).sqrt(),
        }
    }
}

/// The difficulty: 1–4 for the weakest of beginner, intermediate, strong and expert sure to
/// choose `best`, 5 if none is. `zero` is the 0-ply ranking of every legal play (best first:
/// what beginner, intermediate and strong choose from), `expert` expert's choice. Beginner and
/// intermediate choose at random among the plays within their margin of the 0-ply best, so
/// they are sure only when the best is alone within it.
#[must_use]
pub fn grade(zero: &[Rated], expert: Option<&Play>, best: &Play) -> u8 {
    let is_best = |p: &Play| p.position() == best.position();
    if let Some(top) = zero.first()
        && is_best(&top.play)
    {
        let close = |m: f32| zero.iter().take_while(|r| r.equity >= top.equity - m).count();
        if close(BEGINNER_MARGIN) == 1 {
            return 1;
        }
        if close(INTERMEDIATE_MARGIN) == 1 {
            return 2;
        }
        return 3;
    }
    if expert.is_some_and(is_best) { 4 } else { 5 }
}

/// `puzzle`'s difficulty as the levels play today ([`grade`] of strong's 0-ply ranking and
/// expert's choice): what a shipped puzzle must say, re-graded when the network or a level's
/// search changes (`fevga puzzles --regrade`).
#[must_use]
pub fn difficulty(puzzle: &Puzzle) -> u8 {
    let zero = analyse(&puzzle.position, puzzle.rules, puzzle.dice, Level::Strong, None);
    let expert = choose(
        &puzzle.position,
        puzzle.rules,
        puzzle.dice,
        Level::Expert,
        &mut SeededDice::new(0),
    );
    grade(&zero, expert.as_ref(), &puzzle.best)
}

fn round3(x: f32) -> f32 {
    (x * 1000.0).round() / 1000.0
}

/// The network and buffers the play-outs use.
struct Playouts {
    scratch: Scratch,
    movegen: MoveGen,
    plays: Vec<Play>,
}

impl Playouts {
    /// One truncated play-out from `after` (the mover has just played): `horizon` turns of
    /// 0-ply greedy play, then the mover's equity by the network (exact if the game ended).
    fn run(&mut self, after: Position, rules: Rules, mover: Color, seed: u64, horizon: usize) -> f64 {
        let net = embedded();
        let mut dice = SeededDice::new(seed);
        let mut pos = after;
        for _ in 0..horizon {
            if pos.winner().is_some() {
                break;
            }
            let roll = dice.roll();
            self.movegen.legal_plays(&pos, rules, roll, &mut self.plays);
            let play = neural::best_play(net, &mut self.scratch, &self.plays, rules).map(|(p, _)| p);
            pos = pos.after(play.as_ref());
        }
        let y = neural::outputs(net, &mut self.scratch, &pos, rules);
        let e = if pos.turn() == mover {
            equity(&y)
        } else {
            equity(&fevga_ai::flip(&y))
        };
        f64::from(e)
    }

    /// The play-out test of `best` against `second`, common random numbers from `seed`.
    fn test(&mut self, cfg: &MineConfig, rules: Rules, best: &Play, second: &Play, seed: u64) -> PlayoutTest {
        let mut seeds = SeededDice::new(seed);
        let d: Vec<f64> = (0..cfg.playouts)
            .map(|_| {
                let s = seeds.next_u64();
                let a = self.run(best.position(), rules, best.mover(), s, cfg.horizon);
                let b = self.run(second.position(), rules, second.mover(), s, cfg.horizon);
                a - b
            })
            .collect();
        PlayoutTest::of(&d)
    }
}

/// Mines puzzles after `earlier` (a file's puzzles kept as they are: counted in `cfg.count` and
/// in the easy ones, their positions and rolls not mined again) until `cfg.count` are there in
/// all; `found` hears of each new one (with its proof, if proven, and the statistics so far)
/// as it is kept. New ids follow the highest earlier one: `p0001`, `p0002`, … in the order
/// found. Returns the earlier puzzles and the new ones.
pub fn mine(
    cfg: &MineConfig,
    earlier: &[Puzzle],
    mut found: impl FnMut(&Puzzle, Option<&Proof>, &MineStats),
) -> (Vec<Puzzle>, MineStats) {
    let mut stats = MineStats::default();
    let mut puzzles: Vec<Puzzle> = earlier.to_vec();
    let mut seen: HashSet<(Position, u8, u8)> = earlier
        .iter()
        .map(|p| (p.position, p.dice.high(), p.dice.low()))
        .collect();
    let mut next_id = earlier
        .iter()
        .filter_map(|p| p.id.strip_prefix('p')?.parse::<usize>().ok())
        .max()
        .unwrap_or(0)
        + 1;
    let mut seeds = SeededDice::new(cfg.seed);
    let mut eval = Evaluator::default();
    let mut playouts = Playouts {
        scratch: Scratch::new(embedded()),
        movegen: MoveGen::new(),
        plays: Vec::new(),
    };
    while puzzles.len() < cfg.count {
        let rules = Rules::ALL[stats.games % Rules::ALL.len()];
        let game_seed = seeds.next_u64();
        let levels = [
            MINED_LEVELS[seeds.below(MINED_LEVELS.len() as u64) as usize],
            MINED_LEVELS[seeds.below(MINED_LEVELS.len() as u64) as usize],
        ];
        stats.games += 1;
        let mut dice = SeededDice::new(game_seed);
        let mut choices = SeededDice::new(game_seed ^ 0xC401_CE5E);
        let mut kept_here = 0;
        let mut turn = 0u64;
        let _ = fevga_ai::play_out(rules, &mut dice, |pos, roll, _| {
            turn += 1;
            let level = levels[usize::from(pos.turn() == Color::Black)];
            if kept_here >= cfg.per_game || puzzles.len() >= cfg.count {
                return choose(pos, rules, roll, level, &mut choices);
            }
            let seed = SeededDice::new(game_seed ^ turn.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
            if !seed.is_multiple_of(cfg.sample.max(1)) {
                return choose(pos, rules, roll, level, &mut choices);
            }
            let key = (*pos, roll.high(), roll.low());
            let plays = pos.legal_plays(rules, roll);
            if plays.len() < 2 || !seen.insert(key) {
                return choose(pos, rules, roll, level, &mut choices);
            }
            stats.decisions += 1;
            let easy_full = puzzles.iter().filter(|p| p.difficulty == 1).count() >= cfg.max_easy;
            if let Some(p) = consider(
                cfg,
                rules,
                pos,
                roll,
                seed,
                &mut eval,
                &mut playouts,
                &mut stats,
                easy_full,
            ) {
                let p = Puzzle {
                    id: format!("p{next_id:04}"),
                    ..p
                };
                let proof = match &cfg.prove {
                    None => None,
                    Some(pc) => match prove(&p, pc) {
                        Ok(proof) if proof.status() == Status::Proven => Some(proof),
                        _ => {
                            stats.unproven += 1;
                            return choose(pos, rules, roll, level, &mut choices);
                        }
                    },
                };
                found(&p, proof.as_ref(), &stats);
                puzzles.push(p);
                next_id += 1;
                kept_here += 1;
            }
            choose(pos, rules, roll, level, &mut choices)
        });
    }
    (puzzles, stats)
}

/// Whether the 0-ply best (of the ranking `zero`, best first) stands alone within beginner's
/// margin: then the decision is of difficulty 1 unless expert disagrees with 0 ply.
#[must_use]
pub fn clear_at_zero(zero: &[Rated]) -> bool {
    zero.first().is_some_and(|top| {
        zero.iter()
            .take_while(|r| r.equity >= top.equity - BEGINNER_MARGIN)
            .count()
            == 1
    })
}

/// The two tests on one decision; the puzzle (without its id) if both pass and its difficulty
/// still has room (`easy_full`: no more of difficulty 1).
#[allow(clippy::too_many_arguments)]
fn consider(
    cfg: &MineConfig,
    rules: Rules,
    pos: &Position,
    dice: Dice,
    seed: u64,
    eval: &mut Evaluator,
    playouts: &mut Playouts,
    stats: &mut MineStats,
    easy_full: bool,
) -> Option<Puzzle> {
    let zero = analyse(pos, rules, dice, Level::Strong, None);
    if easy_full && clear_at_zero(&zero) {
        stats.easy_skipped += 1;
        return None;
    }
    let ranked = analyse(pos, rules, dice, Level::Expert, None);
    let (best, second) = (ranked.first()?, ranked.get(1)?);
    let second_equity = if second.depth == best.depth || best.depth == Depth::Zero {
        second.equity
    } else {
        equity(&eval.at(&second.play.position(), rules, best.depth))
    };
    let (be, se) = (round3(best.equity), round3(second_equity));
    if be - se < cfg.margin - 1e-4 {
        return None;
    }
    stats.margin_passed += 1;
    if !playouts.test(cfg, rules, &best.play, &second.play, seed).confirms() {
        return None;
    }
    stats.confirmed += 1;
    let difficulty = grade(&zero, Some(&best.play), &best.play);
    if easy_full && difficulty == 1 {
        stats.easy_dropped += 1;
        return None;
    }
    Some(Puzzle {
        id: String::new(),
        rules,
        position: *pos,
        dice,
        best: best.play,
        best_equity: be,
        second: second.play,
        second_equity: se,
        difficulty,
        theme: Theme::of(pos, rules, &best.play),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The levels mined games are played at stay the four the shipped file was mined with,
    /// whatever levels a player may choose among: a file mined again from its seed is the same.
    #[test]
    fn mining_draws_the_four_levels_it_always_did() {
        assert_eq!(
            MINED_LEVELS.map(Level::as_str),
            ["beginner", "intermediate", "strong", "expert"]
        );
    }

    #[test]
    fn the_playout_rule_is_two_standard_errors() {
        assert!(PlayoutTest::of(&[0.2, 0.3, 0.25, 0.2]).confirms());
        assert!(!PlayoutTest::of(&[1.0, -1.0, 1.0, -1.0]).confirms());
        assert!(!PlayoutTest::of(&[0.0, 0.0]).confirms());
    }

    #[test]
    fn mining_is_reproducible_from_its_seed() {
        let cfg = MineConfig {
            count: 2,
            seed: 7,
            playouts: 8,
            ..MineConfig::default()
        };
        let (a, _) = mine(&cfg, &[], |_, _, _| {});
        let (b, _) = mine(&cfg, &[], |_, _, _| {});
        assert_eq!(a.len(), 2);
        assert_eq!(a, b);
        for p in &a {
            assert!(p.margin() >= cfg.margin - 1e-3);
            assert!(p.position.is_legal(p.rules, p.dice, &p.best));
        }
    }

    /// Mining after a file keeps its puzzles, numbers on from its highest id, never mines its
    /// positions again, and with a proof as the last test keeps only proven candidates, each
    /// proof the one [`prove`] gives that puzzle alone.
    #[test]
    fn mining_after_a_file_continues_it_and_proves_to_the_end() {
        let cfg = MineConfig {
            count: 1,
            seed: 7,
            playouts: 8,
            ..MineConfig::default()
        };
        let (first, _) = mine(&cfg, &[], |_, _, _| {});
        let earlier = vec![Puzzle {
            id: "p0009".into(),
            ..first[0].clone()
        }];
        let pc = ProveConfig {
            trials: 36,
            seed: 1,
            threads: 1,
        };
        let proving = MineConfig {
            count: 3,
            prove: Some(pc),
            ..cfg
        };
        let mut heard = Vec::new();
        let (all, s) = mine(&proving, &earlier, |p, proof, _| {
            heard.push((p.clone(), proof.cloned()));
        });
        assert_eq!(all.len(), 3);
        assert_eq!(all[0], earlier[0]);
        assert_eq!(
            all.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(),
            ["p0009", "p0010", "p0011"]
        );
        assert_eq!(heard.len(), 2);
        for (p, proof) in &heard {
            assert!(p.position != earlier[0].position || p.dice != earlier[0].dice, "{p}");
            let proof = proof.as_ref().expect("a proof for each kept puzzle");
            assert_eq!(proof.status(), Status::Proven, "{proof}");
            assert_eq!(proof, &prove(p, &pc).unwrap());
        }
        assert!(s.confirmed >= 2, "{s:?}");
    }

    #[test]
    fn max_easy_caps_the_puzzles_of_difficulty_one() {
        let cfg = MineConfig {
            count: 3,
            seed: 7,
            playouts: 8,
            max_easy: 1,
            ..MineConfig::default()
        };
        let (a, s) = mine(&cfg, &[], |_, _, _| {});
        assert_eq!(a.len(), 3);
        assert_eq!(a.iter().filter(|p| p.difficulty == 1).count(), 1, "{a:?}");
        assert!(s.easy_skipped + s.easy_dropped > 0, "{s:?}");
        // The uncapped run of the same seed finds easy ones where the capped one skips them.
        let (b, _) = mine(
            &MineConfig {
                max_easy: usize::MAX,
                ..cfg
            },
            &[],
            |_, _, _| {},
        );
        assert!(b.iter().filter(|p| p.difficulty == 1).count() > 1, "{b:?}");
    }

    #[test]
    fn clear_at_zero_is_a_lone_best_within_beginners_margin() {
        let pos = Position::from_text("W:24x13,20,16 B:12x15 W").unwrap();
        let rules = Rules::Fevga;
        let dice = Dice::new(2, 1).unwrap();
        let zero = analyse(&pos, rules, dice, Level::Strong, None);
        assert!(zero.len() >= 2);
        let mut alone = zero.clone();
        alone[1].equity = alone[0].equity - BEGINNER_MARGIN - 0.01;
        alone.truncate(2);
        assert!(clear_at_zero(&alone));
        let mut close = alone.clone();
        close[1].equity = close[0].equity - BEGINNER_MARGIN / 2.0;
        assert!(!clear_at_zero(&close));
        assert!(!clear_at_zero(&[]));
    }
}
