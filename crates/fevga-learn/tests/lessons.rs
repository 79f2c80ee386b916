//! Proof of every lesson: its position and roll are legal, the accepted plays are exactly what
//! its goal admits among the legal plays (at least one; and at least one legal play refused
//! unless the lesson is a demonstration), the hint points at a checker that starts an accepted
//! play, and every text exists in all four languages. Tests are named after the rules sections
//! the lessons teach.

use fevga_core::{Dice, Position, Rules};
use fevga_i18n::{Lang, Messages};
use fevga_learn::{Goal, LESSONS, Lesson, Part, Reason, Verdict, lesson};

fn notations(plays: &[fevga_core::Play]) -> Vec<String> {
    let mut v: Vec<String> = plays.iter().map(|p| p.notation()).collect();
    v.sort();
    v
}

/// Everything a lesson must satisfy; returns its accepted plays' notation.
fn prove(l: &Lesson) -> Vec<String> {
    let pos: Position = l.position.parse().unwrap_or_else(|e| panic!("{}: {e}", l.id));
    assert_eq!(pos.turn(), fevga_core::Color::White, "{}: White is to move", l.id);
    assert!(pos.winner().is_none(), "{}: the game is not over", l.id);
    let dice = Dice::new(l.roll.0, l.roll.1).unwrap_or_else(|e| panic!("{}: {e}", l.id));
    let legal = pos.legal_plays(l.rules, dice);
    let accepted = l.accepted();
    // Exactly the legal plays the goal admits, judged one by one by check().
    let admitted: Vec<_> = legal
        .iter()
        .filter(|p| l.goal.admits(&pos, l.rules, p, &legal))
        .copied()
        .collect();
    assert_eq!(notations(&accepted), notations(&admitted), "{}", l.id);
    assert!(!accepted.is_empty(), "{}: no accepted play", l.id);
    for p in &legal {
        let right = accepted.iter().any(|a| a.position() == p.position());
        match l.check(p) {
            Verdict::Right => assert!(right, "{}: {p} judged right", l.id),
            Verdict::Wrong(Reason::Lesson(key)) => {
                assert!(!right, "{}: {p} judged wrong", l.id);
                assert_eq!(key, l.key(Part::Wrong));
            }
            v => panic!("{}: {p} is legal, but {v:?}", l.id),
        }
        assert_eq!(l.check_text(&p.notation()).is_right(), right, "{}: {p} as text", l.id);
    }
    if l.demonstration {
        assert_eq!(
            accepted.len(),
            legal.len(),
            "{}: a demonstration accepts every legal play",
            l.id
        );
    } else {
        assert!(
            accepted.len() < legal.len(),
            "{}: some legal play must miss the task",
            l.id
        );
    }
    // The hint's checker starts an accepted play.
    assert!(
        accepted.iter().any(|p| p.moves().iter().any(|m| m.from() == l.hint)),
        "{}: the hint's point {} starts no accepted play",
        l.id,
        l.hint
    );
    notations(&accepted)
}

fn accepted(id: &str) -> Vec<String> {
    prove(lesson(id).unwrap_or_else(|| panic!("no lesson {id}")))
}

#[test]
fn every_lesson_is_proven_and_ids_are_unique() {
    let mut ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    for l in LESSONS {
        let acc = prove(l);
        println!(
            "{:<13} {:<9} {:<4} {} legal, {} accepted: {}",
            l.id,
            l.rules,
            l.section,
            l.legal_plays().len(),
            acc.len(),
            acc.join(", ")
        );
        assert!(l.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{}", l.id);
    }
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), LESSONS.len(), "lesson ids are unique");
    assert!((8..=12).contains(&LESSONS.len()), "about ten lessons");
}

#[test]
fn every_text_exists_in_all_four_languages() {
    for lang in Lang::ALL {
        let m = Messages::learn(lang);
        let keys: Vec<&str> = m.keys().collect();
        for l in LESSONS {
            for part in Part::ALL {
                let key = l.key(part);
                assert!(keys.contains(&key.as_str()), "{lang}: {key} is missing");
                assert!(!m.t(&key).trim().is_empty(), "{lang}: {key} is empty");
                // Short enough for a phone.
                assert!(m.t(&key).chars().count() <= 330, "{lang}: {key} is too long");
            }
        }
    }
}

#[test]
fn s2_setup_lesson_runs_the_first_checker_from_24() {
    assert_eq!(accepted("setup"), ["24/13"]);
}

#[test]
fn s3_doubles_lesson_plays_one_checker_four_times() {
    assert_eq!(accepted("doubles"), ["16/4"]);
    let l = lesson("doubles").unwrap();
    // 24/12 would land on Black's corner: the core refuses it.
    assert!(matches!(l.check_text("24/12"), Verdict::Wrong(Reason::Illegal(_))));
}

#[test]
fn s4_head_rule_lesson_frees_a_second_checker_die_by_die() {
    assert_eq!(accepted("head-rule"), ["24/23 15/9"]);
    assert!(!lesson("head-rule").unwrap().check_text("15/8").is_right());
    // Wrong order: the 1 first from 24 is refused by the head rule.
    assert!(matches!(
        lesson("head-rule").unwrap().check_text("24/23 15/14"),
        Verdict::Wrong(Reason::Illegal(_))
    ));
}

#[test]
fn s3_closed_point_lesson_goes_round_a_single_checker() {
    assert_eq!(accepted("closed-point"), ["20/13"]);
    // Naming the closed stop-over is refused (E3): 15 holds a black checker.
    let l = lesson("closed-point").unwrap();
    assert!(matches!(l.check_text("20/15/13"), Verdict::Wrong(Reason::Illegal(_))));
    assert!(l.check_text("20/18/13").is_right());
}

#[test]
fn s6_higher_die_lesson_plays_the_six() {
    assert_eq!(accepted("higher-die"), ["8/2"]);
    assert!(matches!(
        lesson("higher-die").unwrap().check_text("8/3"),
        Verdict::Wrong(Reason::Illegal(_))
    ));
}

#[test]
fn s5_walls_lesson_makes_five_in_a_row_and_never_six_in_front_of_the_corner() {
    let acc = accepted("walls");
    assert!(acc.contains(&"9/7 8/7".to_string()), "{acc:?}");
    // 8/7 8/6 would close 6-11, the six points in front of Black's corner (§5.2).
    let l = lesson("walls").unwrap();
    assert!(matches!(l.check_text("8/7 8/6"), Verdict::Wrong(Reason::Illegal(_))));
    assert_eq!(l.goal, Goal::LongestRow(5));
}

#[test]
fn s3_block_lesson_builds_three_points_in_front_of_black() {
    let acc = accepted("block");
    assert!(acc.contains(&"13/9".to_string()), "{acc:?}");
}

#[test]
fn s7_bear_off_lesson_takes_two_off_as_page_004_shows() {
    assert_eq!(accepted("bear-off"), ["6/off 5/off"]);
    assert!(!lesson("bear-off").unwrap().check_text("6/1 6/off").is_right());
}

#[test]
fn s8_double_game_lesson_wins_two_points() {
    assert_eq!(accepted("double-game"), ["2/off 1/off"]);
}

#[test]
fn s9_multezim_lesson_needs_the_first_checker_past_12() {
    assert_eq!(accepted("multezim"), ["24/20 20/8"]);
    // The same position under Fevga frees a second checker in three plays (§9's example).
    let l = lesson("multezim").unwrap();
    let fevga = Lesson {
        rules: Rules::Fevga,
        ..*l
    };
    assert_eq!(fevga.accepted().len(), 3);
}
