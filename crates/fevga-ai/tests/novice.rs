//! Novice (issue 33), the gentlest level, over random games: every play legal, within its
//! margin of the 0-ply best, and never throwing checkers away — no bear-off skipped for nothing,
//! never all fifteen left on the head when another play moves one — and it does vary.

use std::collections::HashSet;

use fevga_ai::novice::{borne_off_by, throws_away};
use fevga_ai::review::analyse;
use fevga_ai::{Level, NOVICE_MARGIN, choose, play_out};
use fevga_core::{Color, Rules, SeededDice};

#[test]
fn novice_never_throws_checkers_away_in_random_games() {
    // Decisions seen where some play bore off fewer than another (the bear-off rule could bite),
    // and where novice chose a play other than the 0-ply best.
    let (mut bear_off_choices, mut not_best, mut decisions) = (0, 0, 0);
    for rules in Rules::ALL {
        for seed in 0..6u64 {
            // Novice against beginner, each side in turn.
            let novice = if seed.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            };
            let mut dice = SeededDice::new(seed);
            let game = play_out(rules, &mut dice, |pos, roll, rng| {
                let level = if pos.turn() == novice {
                    Level::Novice
                } else {
                    Level::Beginner
                };
                let play = choose(pos, rules, roll, level, rng);
                let legal = pos.legal_plays(rules, roll);
                assert_eq!(play.is_none(), legal.is_empty(), "{pos} {roll}");
                let p = play?;
                assert!(legal.contains(&p), "an illegal play {pos} {roll}");
                if level == Level::Novice && legal.len() > 1 {
                    decisions += 1;
                    let ranked = analyse(pos, rules, roll, Level::Strong, None);
                    let me = ranked.iter().find(|r| r.play == p).expect("ranked");
                    assert!(me.equity >= ranked[0].equity - NOVICE_MARGIN - 1e-6, "{pos} {roll}");
                    assert!(!throws_away(pos, me, &ranked), "{pos} {roll}: {p}");
                    // The two rules spelled out again, directly.
                    let most = legal.iter().map(|q| borne_off_by(pos, q)).max().unwrap_or(0);
                    if borne_off_by(pos, &p) < most {
                        let best_most = ranked
                            .iter()
                            .filter(|r| borne_off_by(pos, &r.play) == most)
                            .map(|r| r.equity)
                            .fold(f32::MIN, f32::max);
                        assert!(me.equity >= best_most, "a bear-off skipped for nothing {pos} {roll}");
                    }
                    if legal.iter().any(|q| borne_off_by(pos, q) != most) {
                        bear_off_choices += 1;
                    }
                    let head = |q: &fevga_core::Play| q.position().count_own(pos.turn(), 24) == 15;
                    assert!(!head(&p) || legal.iter().all(head), "all fifteen left on the head");
                    not_best += usize::from(p != ranked[0].play);
                }
                play
            })
            .expect("a game");
            assert!(game.points > 0);
        }
    }
    assert!(bear_off_choices > 20, "only {bear_off_choices} bear-off choices seen");
    assert!(
        not_best * 4 > decisions,
        "novice took the best {not_best} of {decisions}"
    );
}

#[test]
fn novice_varies_where_plays_are_close() {
    let mut rng = SeededDice::new(3);
    let (rules, pos, dice) = fevga_core::bench::positions(5, 200)
        .into_iter()
        .filter(|(_, p)| p.winner().is_none())
        .map(|(r, p)| (r, p, fevga_core::DiceSource::roll(&mut rng)))
        .find(|(r, p, d)| p.legal_plays(*r, *d).len() >= 6)
        .expect("a position with a choice");
    let picks: HashSet<_> = (0..30)
        .map(|s| choose(&pos, rules, dice, Level::Novice, &mut SeededDice::new(s)))
        .collect();
    assert!(picks.len() >= 2, "{pos} {dice}");
}
