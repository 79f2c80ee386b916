//! Proof of the shipped puzzles (data/puzzles.txt): every line parses (positions, rolls and both
//! plays legal, ids unique), each decision is a real choice, the recorded margin is at least
//! [`MARGIN`], the best play is what expert chooses today (or within [`TOLERANCE`] of it at
//! expert's own depth), and every theme is what its predicates say. Also: bad lines are named
//! by number and fault, and a try is judged with the stored equities.

use std::collections::{BTreeMap, HashSet};

use fevga_ai::review::analyse;
use fevga_ai::{Level, choose};
use fevga_core::{Rules, SeededDice};
use fevga_learn::{MARGIN, Puzzle, PuzzleFault, Reason, SHIPPED, Theme, Verdict, parse_puzzles};

/// How far (points, at expert's depth) the stored best may fall behind expert's choice today,
/// should the network or expert's search change: the review's "doubtful" threshold.
const TOLERANCE: f32 = fevga_ai::review::DOUBTFUL;

fn shipped() -> Vec<Puzzle> {
    parse_puzzles(SHIPPED).unwrap_or_else(|e| panic!("data/puzzles.txt: {e}"))
}

#[test]
fn shipped_puzzles_parse_are_legal_and_real_choices() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), puzzles.len(), "ids are unique");
    for r in Rules::ALL {
        assert!(puzzles.iter().any(|p| p.rules == r), "no {r} puzzle");
    }
    for p in &puzzles {
        assert!(p.position.winner().is_none(), "{}", p.id);
        let legal = p.position.legal_plays(p.rules, p.dice);
        assert!(legal.len() >= 2, "{}: {} legal plays", p.id, legal.len());
        assert!(p.position.is_legal(p.rules, p.dice, &p.best), "{}", p.id);
        assert!(p.position.is_legal(p.rules, p.dice, &p.second), "{}", p.id);
        assert!(p.margin() >= MARGIN - 1e-4, "{}: margin {}", p.id, p.margin());
        assert!((1..=5).contains(&p.difficulty), "{}", p.id);
        // The line written back is the line read.
        let again = parse_puzzles(&p.to_string()).unwrap();
        assert_eq!(again[0], *p);
    }
}

#[test]
fn shipped_themes_match_their_predicates() {
    for p in shipped() {
        assert_eq!(Theme::of(&p.position, p.rules, &p.best), p.theme, "{}", p.id);
    }
}

#[test]
fn shipped_best_plays_are_what_expert_chooses_today() {
    let mut exact = 0;
    let puzzles = shipped();
    for p in &puzzles {
        let choice = choose(&p.position, p.rules, p.dice, Level::Expert, &mut SeededDice::new(0));
        let choice = choice.unwrap_or_else(|| panic!("{}: expert passes", p.id));
        if choice.position() == p.best.position() {
            exact += 1;
            continue;
        }
        // Within the tolerance at expert's depth, both plays weighed alike.
        let ranked = analyse(&p.position, p.rules, p.dice, Level::Expert, Some(&p.best));
        let top = ranked[0].equity;
        let best = ranked
            .iter()
            .find(|r| r.play.position() == p.best.position())
            .map_or(f32::NEG_INFINITY, |r| r.equity);
        assert!(
            top - best <= TOLERANCE,
            "{}: expert prefers {choice} by {}",
            p.id,
            top - best
        );
    }
    println!("expert chooses the stored best in {exact} of {} puzzles", puzzles.len());
}

#[cfg(feature = "mine")]
#[test]
fn shipped_difficulties_are_the_weakest_level_that_finds_the_best() {
    for p in shipped() {
        assert_eq!(fevga_learn::mine::difficulty(&p), p.difficulty, "{}", p.id);
    }
}

#[test]
fn counts_by_theme_and_difficulty() {
    let puzzles = shipped();
    let mut by: BTreeMap<String, usize> = BTreeMap::new();
    for p in &puzzles {
        *by.entry(format!("rules {}", p.rules)).or_default() += 1;
        *by.entry(format!("theme {}", p.theme)).or_default() += 1;
        *by.entry(format!("difficulty {}", p.difficulty)).or_default() += 1;
    }
    println!("{} puzzles", puzzles.len());
    for (k, n) in &by {
        println!("{k}: {n}");
    }
    assert_eq!(
        by.iter()
            .filter(|(k, _)| k.starts_with("theme"))
            .map(|(_, n)| n)
            .sum::<usize>(),
        puzzles.len()
    );
}

#[test]
fn a_try_is_judged_with_the_stored_equities() {
    let p = &shipped()[0];
    assert_eq!(p.check(&p.best), Verdict::Right);
    assert_eq!(
        p.check(&p.second),
        Verdict::Wrong(Reason::Worse {
            equity: Some(p.second_equity),
            best: p.best_equity
        })
    );
    assert_eq!(p.check_text(&p.best.notation()), Verdict::Right);
    assert!(matches!(p.check_text("24/1"), Verdict::Wrong(Reason::Illegal(_))));
    assert!(matches!(p.check_text("nonsense"), Verdict::Wrong(Reason::Illegal(_))));
    // A legal play the data does not rate: the equity is left to the hook.
    let legal = p.position.legal_plays(p.rules, p.dice);
    if let Some(other) = legal
        .iter()
        .find(|q| q.position() != p.best.position() && q.position() != p.second.position())
    {
        assert_eq!(
            p.check(other),
            Verdict::Wrong(Reason::Worse {
                equity: None,
                best: p.best_equity
            })
        );
        let rated = p.check_rated(other, |_| Some(-1.5));
        assert_eq!(
            rated,
            Verdict::Wrong(Reason::Worse {
                equity: Some(-1.5),
                best: p.best_equity
            })
        );
    }
}

/// Whether a fault is the one expected.
type FaultIs = fn(&PuzzleFault) -> bool;

#[test]
fn a_bad_line_is_named_by_number_and_fault() {
    let good = "p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/21|+0.100|20/17|-0.100|1|sprint";
    assert_eq!(parse_puzzles(&format!("# c\n\n{good}\n")).map(|v| v.len()), Ok(1));
    let cases: &[(&str, FaultIs)] = &[
        ("p1|fevga|W:24x15 B:12x15 W|3-3", |f| {
            matches!(f, PuzzleFault::Fields { found: 4 })
        }),
        ("|fevga|W:24x13,20,16 B:12x15 W|2-1|24/21|0.1|20/17|0|1|sprint", |f| {
            *f == PuzzleFault::EmptyId
        }),
        ("p1|tavla|W:24x13,20,16 B:12x15 W|2-1|24/21|0.1|20/17|0|1|sprint", |f| {
            matches!(f, PuzzleFault::Rules(_))
        }),
        ("p1|fevga|W:24x16 B:12x15 W|2-1|24/21|0.1|20/17|0|1|sprint", |f| {
            matches!(f, PuzzleFault::Position(_))
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|3-7|24/21|0.1|20/17|0|1|sprint", |f| {
            matches!(f, PuzzleFault::Dice(_))
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/x|0.1|20/17|0|1|sprint", |f| {
            matches!(f, PuzzleFault::Move(..))
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/12|0.1|20/17|0|1|sprint", |f| {
            matches!(f, PuzzleFault::Illegal(..))
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/21|0.1|24/21|0|1|sprint", |f| {
            *f == PuzzleFault::SamePlay
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/21|abc|20/17|0|1|sprint", |f| {
            matches!(f, PuzzleFault::Equity(..))
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/21|0.1|20/17|0|9|sprint", |f| {
            matches!(f, PuzzleFault::Difficulty(_))
        }),
        ("p1|fevga|W:24x13,20,16 B:12x15 W|2-1|24/21|0.1|20/17|0|1|tempo", |f| {
            matches!(f, PuzzleFault::Theme(_))
        }),
    ];
    for (line, is) in cases {
        let e = parse_puzzles(&format!("# header\n{line}")).unwrap_err();
        assert_eq!(e.line, 2, "{line}");
        assert!(is(&e.fault), "{line}: {e}");
        assert!(e.to_string().starts_with("line 2: "), "{e}");
    }
    let e = parse_puzzles(&format!("{good}\n{good}")).unwrap_err();
    assert_eq!((e.line, e.fault), (2, PuzzleFault::DuplicateId("p1".into())));
}

#[test]
fn a_puzzles_line_is_found_by_id_with_the_fields_the_puzzle_is_read_from() {
    for p in shipped().iter().step_by(37) {
        let line = fevga_learn::PuzzleLine::find(SHIPPED, &p.id).unwrap_or_else(|| panic!("{}", p.id));
        assert_eq!(line.id, p.id);
        assert_eq!(line.rules.parse::<Rules>().unwrap(), p.rules);
        assert_eq!(line.position.parse::<fevga_core::Position>().unwrap(), p.position);
        assert_eq!(line.dice.parse::<fevga_core::Dice>().unwrap(), p.dice);
        assert_eq!(line.best, p.best.notation());
    }
    assert_eq!(fevga_learn::PuzzleLine::find(SHIPPED, "p9999"), None);
    assert_eq!(
        fevga_learn::PuzzleLine::find("# only a comment\n\np0001|x", "p0001"),
        None
    );
    assert_eq!(
        fevga_learn::PuzzleLine::split("a|b|c"),
        Err(PuzzleFault::Fields { found: 3 })
    );
}
