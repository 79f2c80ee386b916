//! The rules of `docs/rules.md`, section by section. Every expected result below was
//! worked out by hand from the rules text (the derivation is in the comments), never copied from
//! the engine. Position texts are always in White's numbering; move notation is in the mover's.

use std::collections::BTreeSet;

use fevga_core::record::{RecordInfo, export, import};
use fevga_core::{
    Color, Dice, DiceError, DiceSource, Game, GameError, GameResult, IllegalPlay, Match, MoveText, Opening,
    OpeningRoll, ParseMoveError, PartialTurn, Phase, Play, Position, PositionError, RecordErrorKind, Refusal, Rules,
    SeededDice, WhitePoint,
};

const F: Rules = Rules::Fevga;
const M: Rules = Rules::Multezim;
const BOTH: [Rules; 2] = [Rules::Fevga, Rules::Multezim];

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

#[track_caller]
fn pos(text: &str) -> Position {
    Position::from_text(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

#[track_caller]
fn wp(n: u8) -> WhitePoint {
    WhitePoint::new(n).unwrap_or_else(|| panic!("{n} is no point"))
}

#[track_caller]
fn dice(text: &str) -> Dice {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// Every legal play's resulting position text; checks one play per final position (§6.5).
#[track_caller]
fn plays(rules: Rules, pos_text: &str, dice_text: &str) -> BTreeSet<String> {
    let list = pos(pos_text).legal_plays(rules, dice(dice_text));
    let set: BTreeSet<String> = list.iter().map(|p| p.position().to_text()).collect();
    assert_eq!(
        set.len(),
        list.len(),
        "two plays with the same final position: {rules} {pos_text} {dice_text}"
    );
    set
}

/// Every legal play's canonical notation.
#[track_caller]
fn notations(rules: Rules, pos_text: &str, dice_text: &str) -> BTreeSet<String> {
    pos(pos_text)
        .legal_plays(rules, dice(dice_text))
        .iter()
        .map(Play::notation)
        .collect()
}

fn set<S: AsRef<str>>(items: &[S]) -> BTreeSet<String> {
    items.iter().map(|s| s.as_ref().to_string()).collect()
}

#[track_caller]
fn assert_plays<S: AsRef<str>>(rules: Rules, pos_text: &str, dice_text: &str, want: &[S]) {
    assert_eq!(
        plays(rules, pos_text, dice_text),
        set(want),
        "rules {rules}, position {pos_text}, dice {dice_text}"
    );
}

#[track_caller]
fn assert_notations(rules: Rules, pos_text: &str, dice_text: &str, want: &[&str]) {
    assert_eq!(
        notations(rules, pos_text, dice_text),
        set(want),
        "rules {rules}, position {pos_text}, dice {dice_text}"
    );
}

/// `W:<list> <tail>` for each White list: results of White's plays share the Black list and turn.
fn white_lists(lists: &[&str], tail: &str) -> Vec<String> {
    lists.iter().map(|l| format!("W:{l} {tail}")).collect()
}

/// `W:<white> B:<list> W` for each Black list: results of Black's plays.
fn black_lists(white: &str, lists: &[&str]) -> Vec<String> {
    lists.iter().map(|l| format!("W:{white} B:{l} W")).collect()
}

#[track_caller]
fn find(rules: Rules, pos_text: &str, dice_text: &str, text: &str) -> Result<Play, IllegalPlay> {
    let mv: MoveText = text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"));
    pos(pos_text)
        .find_play(rules, dice(dice_text), &mv)
        .map(|p| p.expect("a move, not a pass"))
}

/// Dice from a fixed list, for opening rolls with ties.
#[derive(Debug)]
struct Script(Vec<u8>);

impl DiceSource for Script {
    fn die(&mut self) -> u8 {
        assert!(!self.0.is_empty(), "script ran out of dice");
        self.0.remove(0)
    }
}

/// A game from a set-up position with the given roll set.
#[track_caller]
fn game_at(rules: Rules, pos_text: &str, dice_text: &str) -> Game {
    let mut g = Game::from_position(rules, pos(pos_text));
    g.set_dice(dice(dice_text)).unwrap();
    g
}

/// Plays a game to its end, always choosing the first legal play.
fn play_out(game: &mut Game, src: &mut SeededDice) {
    for _ in 0..20_000 {
        match game.phase() {
            Phase::Opening => {
                game.roll_opening(src).unwrap();
            }
            Phase::Roll => {
                game.roll(src).unwrap();
            }
            Phase::Play(_) => match game.legal_plays().first().copied() {
                Some(p) => game.play(&p).unwrap(),
                None => game.pass().unwrap(),
            },
            Phase::Over(_) => return,
        }
    }
    panic!("game did not end");
}

// ---------------------------------------------------------------------------------------------
// §1 Board, numbering, notation
// ---------------------------------------------------------------------------------------------

#[test]
fn s1_views_are_twelve_apart() {
    for p in 1..=12u8 {
        assert_eq!(Color::Black.to_white(p), wp(p + 12));
        assert_eq!(Color::Black.to_white(p + 12), wp(p));
        assert_eq!(Color::Black.own(wp(p + 12)), p);
        assert_eq!(Color::White.to_white(p), wp(p));
        assert_eq!(Color::White.to_white(p + 12), wp(p + 12));
    }
    for p in WhitePoint::all() {
        for c in Color::BOTH {
            assert_eq!(c.to_white(c.own(p)), p, "the conversion is one mapping each way");
        }
    }
    assert_eq!(WhitePoint::new(0), None);
    assert_eq!(WhitePoint::new(25), None);
    // Black: 13 on its 24 (White's 12), one on its 13 (White's 1), one on its 1 (White's 13).
    let p = pos("W:24x13,2 B:12x13,1,13 W");
    assert_eq!(p.count_own(Color::Black, 24), 13);
    assert_eq!(p.count_own(Color::Black, 13), 1);
    assert_eq!(p.count_own(Color::Black, 1), 1);
    assert_eq!(p.count_own(Color::Black, 12), 0);
    assert_eq!(p.count_own(Color::White, 24), 13);
    assert_eq!(p.count_own(Color::White, 2), 1);
    assert_eq!(p.count_own(Color::White, 14), 0);
    assert_eq!(p.at(wp(12)), Some((Color::Black, 13)));
    assert_eq!(p.at(wp(1)), Some((Color::Black, 1)));
    assert_eq!(p.at(wp(13)), Some((Color::Black, 1)));
    assert_eq!(p.at(wp(24)), Some((Color::White, 13)));
    assert_eq!(p.at(wp(2)), Some((Color::White, 1)));
    assert_eq!(p.at(wp(14)), None);
}

#[test]
fn s1_fifteen_checkers_each_side() {
    let p = Position::start();
    for c in [Color::White, Color::Black] {
        assert_eq!(p.on_board(c), 15);
        assert_eq!(p.borne_off(c), 0);
    }
    let p = pos("W:24x14,13 B:12x15 B");
    assert_eq!(p.on_board(Color::White), 15);
    let p = pos("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W");
    assert_eq!(p.on_board(Color::White), 9);
    assert_eq!(p.borne_off(Color::White), 6);
    assert_eq!(p.borne_off(Color::Black), 0);
}

#[test]
fn s1_pip_count_in_own_numbering() {
    let p = Position::start();
    assert_eq!(p.pips(Color::White), 360);
    assert_eq!(p.pips(Color::Black), 360);
    // White's 1 is 1 pip; Black on White's 13 is on its own 1.
    let p = pos("W:1 B:13 W");
    assert_eq!((p.pips(Color::White), p.pips(Color::Black)), (1, 1));
    // White on 13 is 13 pips; Black on White's 1 is on its own 13.
    let p = pos("W:13 B:1 W");
    assert_eq!((p.pips(Color::White), p.pips(Color::Black)), (13, 13));
    // 24+24+6 = 54; Black: White 18 = own 6, White 7 = own 19: 25.
    let p = pos("W:24x2,6 B:18,7 W");
    assert_eq!((p.pips(Color::White), p.pips(Color::Black)), (54, 25));
    // 24×13 + 2 = 314; Black 24×13 + 13 + 1 = 326.
    let p = pos("W:24x13,2 B:12x13,1,13 W");
    assert_eq!((p.pips(Color::White), p.pips(Color::Black)), (314, 326));
}

#[test]
fn s1_notation_is_in_the_movers_numbering() {
    // Black from its start (White's 12) plays 6-5: its 24/13 ends on White's 1.
    assert_notations(F, "W:24x15 B:12x15 B", "6-5", &["24/13"]);
    assert_plays(F, "W:24x15 B:12x15 B", "6-5", &["W:24x15 B:12x14,1 W"]);
    // Black's runner on its 15 (White's 3): 15/11 frees the rest (§4).
    assert_notations(F, "W:24x15 B:12x14,3 B", "4-3", &["24/21 15/11", "15/8"]);
}

#[test]
fn s1_a_play_named_in_the_other_sides_numbers() {
    // Black's 24/22 24/18 from its start (White's 12) lands on White's 10 and 6.
    let black = find(F, "W:24x15 B:12x14,20 B", "6-2", "24/22 24/18").unwrap();
    assert_eq!(black.notation(), "24/22 24/18");
    assert_eq!(black.notation_in(Color::Black, Color::Black), "24/22 24/18");
    assert_eq!(black.notation_in(Color::Black, Color::White), "12/10 12/6");
    // Crossing White's 1/24 seam; bearing off stays "off".
    let runner = find(F, "W:24x15 B:13,2 B", "6-5", "14/3").unwrap();
    assert_eq!(runner.notation_in(Color::Black, Color::White), "2/15");
    let home = find(F, "W:24x15 B:14,13 B", "6-5", "2/off 1/off").unwrap();
    assert_eq!(home.notation_in(Color::Black, Color::White), "14/off 13/off");
    let white = find(F, "W:24x15 B:12x15 W", "6-5", "24/13").unwrap();
    assert_eq!(white.notation_in(Color::White, Color::Black), "12/1");
}

#[test]
fn s1_one_checker_with_both_dice_is_written_without_stopover() {
    assert_notations(F, "W:24x15 B:12x15 W", "6-5", &["24/13"]);
    // 20/19/14 (the 5 first would land on the closed 15): written 20/14.
    assert_notations(F, "W:20 B:15 W", "5-1", &["20/14"]);
}

#[test]
fn s1_notation_groups_equal_moves_and_orders_descending() {
    // 20/14 twice; 14/8 is closed, so only two 6s can be played.
    assert_notations(F, "W:20x2 B:8 W", "6-6", &["20/14(2)"]);
    assert_plays(F, "W:20x2 B:8 W", "6-6", &["W:14x2 B:8 B"]);
    // 13/7 and 8/2; 7/1 is closed and 2 cannot bear off while 7 is outside home.
    assert_notations(F, "W:13,8 B:1 W", "6-6", &["13/7 8/2"]);
    assert_plays(F, "W:13,8 B:1 W", "6-6", &["W:7,2 B:1 B"]);
    // Bear-offs.
    assert_notations(F, "W:3,2 B:12 W", "6-5", &["3/off 2/off"]);
}

#[test]
fn s1_parser_accepts_stopover_and_other_forms() {
    let start = "W:24x15 B:12x15 W";
    for text in ["24/13", "24/18/13", "24/19/13"] {
        let play = find(F, start, "6-5", text).unwrap();
        assert_eq!(play.position().to_text(), "W:24x14,13 B:12x15 B", "{text}");
        assert_eq!(play.notation(), "24/13");
    }
    assert_eq!("24/18/13".parse::<MoveText>().unwrap().moves(), &[(24, 18), (18, 13)]);
    assert_eq!("20/14(2)".parse::<MoveText>().unwrap().moves(), &[(20, 14), (20, 14)]);
    assert_eq!("6/off 5/off".parse::<MoveText>().unwrap().moves(), &[(6, 0), (5, 0)]);
    assert_eq!("13/7 8/2".parse::<MoveText>().unwrap().moves(), &[(13, 7), (8, 2)]);
    let p = find(F, "W:20x2 B:8 W", "6-6", "20/14(2)").unwrap();
    assert_eq!(p.position().to_text(), "W:14x2 B:8 B");
    let p = find(F, "W:20x2 B:8 W", "6-6", "20/14 20/14").unwrap();
    assert_eq!(p.position().to_text(), "W:14x2 B:8 B");
    // Order of the moves in the text does not matter.
    let p = find(F, "W:13,8 B:1 W", "6-6", "8/2 13/7").unwrap();
    assert_eq!(p.position().to_text(), "W:7,2 B:1 B");
    assert!("pass".parse::<MoveText>().unwrap().is_pass());
}

#[test]
fn s1_parser_rejects_malformed_moves() {
    assert_eq!(
        "25/13".parse::<MoveText>(),
        Err(ParseMoveError::PointOutOfRange("25".into()))
    );
    // Numbers too large for a point at all (above 255, too) are out of range, not malformed.
    assert_eq!(
        "256/13".parse::<MoveText>(),
        Err(ParseMoveError::PointOutOfRange("256".into()))
    );
    assert_eq!(
        "13/24".parse::<MoveText>(),
        Err(ParseMoveError::NotForward { from: 13, to: 24 })
    );
    assert_eq!(
        "13/13".parse::<MoveText>(),
        Err(ParseMoveError::NotForward { from: 13, to: 13 })
    );
    assert_eq!(
        "6/off/3".parse::<MoveText>(),
        Err(ParseMoveError::OffNotLast("6/off/3".into()))
    );
    assert_eq!(
        "20/14(5)".parse::<MoveText>(),
        Err(ParseMoveError::BadRepeat("20/14(5)".into()))
    );
    assert_eq!(
        "20/14(0)".parse::<MoveText>(),
        Err(ParseMoveError::BadRepeat("20/14(0)".into()))
    );
    assert!(matches!("24x13".parse::<MoveText>(), Err(ParseMoveError::BadToken(_))));
    assert!(matches!("24/".parse::<MoveText>(), Err(ParseMoveError::BadToken(_))));
    assert_eq!(
        "20/14(3) 13/7(2)".parse::<MoveText>(),
        Err(ParseMoveError::TooManySteps)
    );
    assert_eq!(
        "24/18/12/6/1/off".parse::<MoveText>(),
        Err(ParseMoveError::TooManySteps)
    );
}

// ---------------------------------------------------------------------------------------------
// §2 Start of a game
// ---------------------------------------------------------------------------------------------

#[test]
fn s2_start_position() {
    let p = Position::start();
    assert_eq!(p.to_text(), "W:24x15 B:12x15 W");
    assert_eq!(p.at(wp(24)), Some((Color::White, 15)));
    assert_eq!(p.at(wp(12)), Some((Color::Black, 15)));
    assert_eq!(p.count_own(Color::Black, 24), 15);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p, pos("W:24x15 B:12x15 W"));
    let g = Game::new(F);
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.position(), p);
}

#[test]
fn s2_higher_opening_die_moves_first_with_exactly_those_numbers() {
    let mut g = Game::new(F);
    g.set_opening(6, 5).unwrap();
    assert_eq!(g.position().turn(), Color::White);
    let d = g.dice().unwrap();
    assert_eq!((d.high(), d.low()), (6, 5));
    assert_eq!(g.legal_plays().len(), 1);
    assert_eq!(g.legal_plays()[0].notation(), "24/13");

    // Black wins the opening with the 6: the same play in its own numbering.
    let mut g = Game::new(F);
    g.set_opening(5, 6).unwrap();
    assert_eq!(g.position().turn(), Color::Black);
    let played = g.play_text("24/13").unwrap().unwrap();
    assert_eq!(played.position().to_text(), "W:24x15 B:12x14,1 W");

    // Black 5, White 2: Black plays 5-2 with its first checker, 24/17 (White's 5).
    let mut g = Game::new(M);
    g.set_opening(2, 5).unwrap();
    assert_eq!(g.position().to_text(), "W:24x15 B:12x15 B");
    let names: BTreeSet<String> = g.legal_plays().iter().map(Play::notation).collect();
    assert_eq!(names, set(&["24/17"]));
    g.play_text("24/17").unwrap();
    assert_eq!(g.position().to_text(), "W:24x15 B:12x14,5 W");
    assert_eq!(g.phase(), Phase::Roll);
}

#[test]
fn s2_opening_tie_is_rolled_again() {
    let mut g = Game::new(F);
    let got = g.roll_opening(&mut Script(vec![4, 4, 1, 1, 2, 5])).unwrap();
    assert_eq!((got.white(), got.black(), got.first()), (2, 5, Color::Black));
    assert_eq!(g.position().turn(), Color::Black);
    let d = g.dice().unwrap();
    assert_eq!((d.high(), d.low()), (5, 2));
    assert!(!d.is_double());
}

#[test]
fn s2_an_opening_tie_is_reported_and_leaves_the_game_in_the_opening() {
    let mut g = Game::new(F);
    let mut script = Script(vec![4, 4, 6, 3]);
    assert_eq!(g.roll_opening_once(&mut script), Ok(OpeningRoll::Tie(4)));
    assert_eq!(g.phase(), Phase::Opening);
    let OpeningRoll::Decided(o) = g.roll_opening_once(&mut script).unwrap() else {
        panic!("6 and 3 decide the opening")
    };
    assert_eq!((o.white(), o.black(), o.first()), (6, 3, Color::White));
    assert_eq!(g.dice(), Some(dice("6-3")));
}

#[test]
fn s2_the_opener_is_the_side_with_the_higher_die() {
    let o = Opening::new(2, 6).unwrap();
    assert_eq!((o.first(), o.dice()), (Color::Black, dice("6-2")));
    assert_eq!(Opening::from_mover(Color::Black, dice("6-2")), Ok(o));
    assert_eq!(
        Opening::from_mover(Color::White, dice("2-6")),
        Err(GameError::OpeningLowerDie {
            mover: Color::White,
            dice: dice("2-6")
        })
    );
    assert_eq!(Opening::new(4, 4), Err(GameError::OpeningDouble(dice("4-4"))));
}

#[test]
fn s2_opening_roll_is_never_a_double() {
    let mut g = Game::new(F);
    assert!(matches!(g.set_opening(3, 3), Err(GameError::OpeningDouble(_))));
    assert_eq!(g.phase(), Phase::Opening);
    for seed in 0..300 {
        let mut g = Game::new(F);
        let o = g.roll_opening(&mut SeededDice::new(seed)).unwrap();
        let (w, b) = (o.white(), o.black());
        assert_ne!(w, b);
        assert_eq!(g.opening(), Some(o));
        let d = g.dice().unwrap();
        assert!(!d.is_double());
        assert_eq!((d.high(), d.low()), (w.max(b), w.min(b)));
        let first = if w > b { Color::White } else { Color::Black };
        assert_eq!(g.position().turn(), first);
    }
}

#[test]
fn s2_a_die_outside_one_to_six_is_refused() {
    // Each die shows 1 to 6: a dice source that gives anything else is refused, and the game
    // still waits for its roll.
    let mut g = Game::new(F);
    assert_eq!(
        g.roll_opening(&mut Script(vec![0, 0])),
        Err(GameError::Dice(DiceError::OutOfRange(0)))
    );
    assert_eq!(g.phase(), Phase::Opening);
    let mut g = Game::from_position(F, Position::start());
    assert_eq!(
        g.roll(&mut Script(vec![6, 7])),
        Err(GameError::Dice(DiceError::OutOfRange(7)))
    );
    assert_eq!(g.phase(), Phase::Roll);
    assert_eq!(g.roll(&mut Script(vec![6, 5])), Ok(dice("6-5")));
}

#[test]
fn s2_sides_alternate_and_later_rolls_may_be_doubles() {
    let mut g = Game::new(F);
    // Nothing can be rolled or played before the opening roll.
    assert!(matches!(
        g.roll(&mut Script(vec![1, 2])),
        Err(GameError::WrongPhase { .. })
    ));
    assert!(matches!(g.play_text("24/13"), Err(GameError::WrongPhase { .. })));
    g.set_opening(2, 5).unwrap();
    assert!(matches!(g.set_opening(6, 5), Err(GameError::WrongPhase { .. })));
    g.play_text("24/17").unwrap();
    assert_eq!(g.position().turn(), Color::White);
    // White rolls 3-3: 24/21/18/15, and 15/12 is Black's head: three steps.
    let d = g.roll(&mut Script(vec![3, 3])).unwrap();
    assert!(d.is_double());
    let names: BTreeSet<String> = g.legal_plays().iter().map(Play::notation).collect();
    assert_eq!(names, set(&["24/15"]));
    g.play_text("24/15").unwrap();
    assert_eq!(g.position().to_text(), "W:24x14,15 B:12x14,5 B");
    assert_eq!(g.position().turn(), Color::Black);
    let h = g.history();
    assert_eq!(h.len(), 2);
    assert_eq!((h[0].color, h[1].color), (Color::Black, Color::White));
}

// ---------------------------------------------------------------------------------------------
// §3 Moving
// ---------------------------------------------------------------------------------------------

#[test]
fn s3_each_die_moves_one_checker_exactly_that_many_points_forward() {
    // 3 and 1 with checkers on 20 and 18: 20/16, 18/14, 20/17 18/17, 20/19 18/15.
    let want = white_lists(&["18,16", "20,14", "17x2", "19,15"], "B:12 B");
    for r in BOTH {
        assert_plays(r, "W:20,18 B:12 W", "3-1", &want);
    }
}

#[test]
fn s3_a_double_is_played_four_times() {
    // One checker: four 2s, 20/12 (White's 12 is empty here).
    assert_plays(F, "W:20 B:1 W", "2-2", &["W:12 B:1 B"]);
    assert_notations(F, "W:20 B:1 W", "2-2", &["20/12"]);
    // Two checkers, four 1s split 4+0, 3+1, 2+2 (= 4+0), 1+3, 0+4.
    let want = white_lists(&["18,16", "17x2", "19,15", "20,14"], "B:1 B");
    for r in BOTH {
        assert_plays(r, "W:20,18 B:1 W", "1-1", &want);
    }
    for p in pos("W:20,18 B:1 W").legal_plays(F, dice("1-1")) {
        assert_eq!(p.dice_used(), 4);
    }
}

#[test]
fn s3_single_checker_closes_a_point() {
    // 20/15 would land on the lone Black checker: only 20/19/14.
    assert_plays(F, "W:20 B:15 W", "5-1", &["W:14 B:15 B"]);
    // 20/16 lands on Black, so the 3 goes first: 20/17/13.
    assert_plays(F, "W:20 B:16 W", "4-3", &["W:13 B:16 B"]);
    // Black's checker on its 20 (White's 8); White's lone checker on White's 3 is Black's 15.
    assert_plays(F, "W:3 B:8 B", "5-1", &["W:3 B:2 W"]);
    assert_notations(F, "W:3 B:8 B", "5-1", &["20/14"]);
}

#[test]
fn s3_single_checker_closes_a_point_for_stopovers() {
    // Both stop-overs (15 and 19) closed, the landing point 14 open: no play at all.
    for r in BOTH {
        assert_plays::<&str>(r, "W:20 B:19,15 W", "5-1", &[]);
    }
    // Double: 20/17 is open, 17/14 lands on Black: one step only.
    assert_plays(F, "W:20 B:14 W", "3-3", &["W:17 B:14 B"]);
    // Black: stop-overs own 19 (White's 7) and own 15 (White's 3) closed.
    assert_plays::<&str>(F, "W:7,3 B:8 B", "5-1", &[]);
    // The illegal path is rejected as text too.
    assert!(matches!(
        find(F, "W:20 B:19,15 W", "5-1", "20/14"),
        Err(IllegalPlay::NoLegalPlay { .. })
    ));
}

#[test]
fn s3_own_checkers_stack_without_limit() {
    // 19/13 makes fifteen on 13; 13/7 is closed by Black.
    assert_plays(F, "W:19,13x14 B:7 W", "6-6", &["W:13x15 B:7 B"]);
    assert_notations(F, "W:19,13x14 B:7 W", "6-6", &["19/13"]);
}

// ---------------------------------------------------------------------------------------------
// §4 Head rule (Fevga)
// ---------------------------------------------------------------------------------------------

#[test]
fn s4_from_the_start_one_checker_moves_with_both_dice() {
    for r in BOTH {
        assert_plays(r, "W:24x15 B:12x15 W", "4-2", &["W:24x14,18 B:12x15 B"]);
        assert_plays(r, "W:24x15 B:12x15 W", "6-5", &["W:24x14,13 B:12x15 B"]);
        assert_notations(r, "W:24x15 B:12x15 W", "6-5", &["24/13"]);
    }
}

#[test]
fn s4_only_the_first_checker_moves_until_it_reaches_the_opponents_quadrant() {
    for r in BOTH {
        // Runner on 20: 20/17 only; 24/22 or 24/23 are not allowed.
        assert_plays(r, "W:24x14,20 B:12x15 W", "2-1", &["W:24x14,17 B:12x15 B"]);
        // Runner on 17: 17/12 is closed, so 17/14 then 14/9; never 24/19.
        assert_plays(r, "W:24x14,17 B:12x15 W", "5-3", &["W:24x14,9 B:12x15 B"]);
        assert!(matches!(
            find(r, "W:24x14,17 B:12x15 W", "5-3", "24/19 17/14"),
            Err(IllegalPlay::NotAmongLegal { .. })
        ));
    }
}

#[test]
fn s4_head_rule_frees_others_die_by_die() {
    for r in BOTH {
        // 13/11 with the 2 frees the others for the 1; 13/12 is closed.
        assert_plays(
            r,
            "W:24x14,13 B:12x15 W",
            "2-1",
            &["W:24x13,23,11 B:12x15 B", "W:24x14,10 B:12x15 B"],
        );
        // 15/11 with the 4 frees the others for the 3; 15/12 is closed.
        assert_plays(
            r,
            "W:24x14,15 B:12x15 W",
            "4-3",
            &["W:24x13,21,11 B:12x15 B", "W:24x14,8 B:12x15 B"],
        );
        assert_notations(r, "W:24x14,15 B:12x15 W", "4-3", &["24/21 15/11", "15/8"]);
    }
}

#[test]
fn s4_head_rule_die_by_die_within_a_double() {
    // Fevga: 20/16/12 reaches 12 after two 4s; the last two 4s are free:
    // 12/8/4, 12/8 + 24/20, 24/20/16, 24/20 twice.
    assert_plays(
        F,
        "W:24x14,20 B:1x15 W",
        "4-4",
        &white_lists(&["24x14,4", "24x13,20,8", "24x13,16,12", "24x12,20x2,12"], "B:1x15 B"),
    );
}

#[test]
fn s4_reaching_point_12_is_enough() {
    // 14/12 with the 2 reaches the opponent's starting quadrant, so the 1 is 24/23 (12/11 is closed).
    // 14/13 then 13/11 is closed.
    assert_plays(F, "W:24x14,14 B:11x15 W", "2-1", &["W:24x13,23,12 B:11x15 B"]);
    // A first checker already on 12 frees all of them.
    assert_plays(
        F,
        "W:24x14,12 B:1x15 W",
        "2-1",
        &white_lists(
            &["24x13,21,12", "24x12,23,22,12", "24x13,22,11", "24x13,23,10", "24x14,9"],
            "B:1x15 B",
        ),
    );
}

#[test]
fn s4_two_checkers_off_the_head_free_all() {
    // 13 on 24 (not 14): every checker may move, though none reached 12.
    let want = white_lists(
        &[
            "24x12,21,20,18",
            "24x13,18,17",
            "24x13,20,15",
            "24x11,23,22,20,18",
            "24x12,22,19,18",
            "24x12,22,20,17",
            "24x12,23,18x2",
            "24x12,23,20,16",
            "24x13,19,16",
        ],
        "B:12x15 B",
    );
    for r in BOTH {
        assert_plays(r, "W:24x13,20,18 B:12x15 W", "2-1", &want);
    }
}

#[test]
fn s4_head_rule_for_black() {
    // Black's runner on its 15 (White's 3); its 12 is White's 24 (closed).
    for r in BOTH {
        assert_plays(
            r,
            "W:24x15 B:12x14,3 B",
            "4-3",
            &black_lists("24x15", &["23,12x13,9", "20,12x14"]),
        );
    }
}

#[test]
fn s4_runner_blocked_by_the_opponents_head_keeps_the_others_waiting() {
    // Black 4-4 after White's 24/13: 24/20/16, then 16/12 would land on White's 24: two steps only.
    for r in BOTH {
        assert_plays(r, "W:24x14,13 B:12x15 B", "4-4", &["W:24x14,13 B:12x14,4 W"]);
        assert_notations(r, "W:24x14,13 B:12x15 B", "4-4", &["24/16"]);
    }
}

// ---------------------------------------------------------------------------------------------
// §5 Forbidden walls (Fevga)
// ---------------------------------------------------------------------------------------------

// Black on White's 18–13 blocks every 6 and every 5 but 24/19.
const Q_BLOCK: &str = "B:18,17,16,15,14,13";

#[test]
fn s5_wall_of_own_starting_quadrant_forbidden() {
    // Only 24/19 can be played, and it would complete 19–24: pass (Black can still move, so
    // this is rule 1, not rule 3).
    assert_plays::<&str>(F, &format!("W:24x2,23,22,21,20 {Q_BLOCK} W"), "6-5", &[]);
    // Black: its 24,23,22,21,20 are White's 12..8; its 19 is White's 7; White blocks its 18..13.
    assert_plays::<&str>(F, "W:6,5,4,3,2,1 B:12x2,11,10,9,8 B", "6-5", &[]);
}

#[test]
fn s5_wall_kept_from_turn_start_is_exempt() {
    assert_plays(
        F,
        &format!("W:24x2,23,22,21,20,19 {Q_BLOCK} W"),
        "6-5",
        &[format!("W:24,23,22,21,20,19x2 {Q_BLOCK} B")],
    );
    assert_plays(
        F,
        "W:6,5,4,3,2,1 B:12x2,11,10,9,8,7 B",
        "6-5",
        &["W:6,5,4,3,2,1 B:12,11,10,9,8,7x2 W"],
    );
    assert_notations(F, "W:6,5,4,3,2,1 B:12x2,11,10,9,8,7 B", "6-5", &["24/19"]);
}

#[test]
fn s5_wall_in_front_of_opponents_corner_forbidden() {
    // White 11/6 (the only play: every other 5 and 6 hits Black's 5..1) would complete 6–11.
    assert_plays::<&str>(F, "W:11x2,10,9,8,7 B:5,4,3,2,1 W", "6-5", &[]);
    // Held at the start: exempt.
    assert_plays(
        F,
        "W:11x2,10,9,8,7,6 B:5,4,3,2,1 W",
        "6-5",
        &["W:11,10,9,8,7,6x2 B:5,4,3,2,1 B"],
    );
    // Black: its 11..7 are White's 23..19, its 6 is White's 18, White holds its 5..1 (White's 17..13).
    assert_plays::<&str>(F, "W:17,16,15,14,13 B:23x2,22,21,20,19 B", "6-5", &[]);
    assert_plays(
        F,
        "W:17,16,15,14,13 B:23x2,22,21,20,19,18 B",
        "6-5",
        &["W:17,16,15,14,13 B:23,22,21,20,19,18x2 W"],
    );
}

// White 6-1: 8/2 is the only 6; the 1 is 6/5, 5/4, 4/3, 3/2 or 2/1, the last completing 1–6.
const HOME_WALL: &str = "W:8,6,5,4,3,2";
const HOME_NO_WALL: [&str; 4] = ["5x2,4,3,2x2", "6,4x2,3,2x2", "6,5,3x2,2x2", "6,5,4,2x3"];

fn home_results(black: &str, with_wall: bool) -> Vec<String> {
    let mut lists: Vec<&str> = HOME_NO_WALL.to_vec();
    if with_wall {
        lists.push("6,5,4,3,2,1");
    }
    white_lists(&lists, &format!("B:{black} B"))
}

#[test]
fn s5_other_wall_forbidden_only_if_opponent_cannot_move() {
    // Black's only checkers on its 19 (White's 7): White's 1–6 leaves it no step.
    assert_plays(F, &format!("{HOME_WALL} B:7x15 W"), "6-1", &home_results("7x15", false));
    // One Black checker on its 22 (White's 10) can still move: the wall is allowed.
    assert_plays(
        F,
        &format!("{HOME_WALL} B:10,7x14 W"),
        "6-1",
        &home_results("10,7x14", true),
    );
    assert!(find(F, &format!("{HOME_WALL} B:10,7x14 W"), "6-1", "8/2 2/1").is_ok());
    assert!(matches!(
        find(F, &format!("{HOME_WALL} B:7x15 W"), "6-1", "8/2 2/1"),
        Err(IllegalPlay::NotAmongLegal { .. })
    ));
}

#[test]
fn s5_opponent_blocked_by_its_head_rule() {
    // Black: 14 on its 24 (White's 12) and its first checker on its 19 (White's 7): only that
    // checker may move, and White's 1–6 blocks it.
    assert_plays(
        F,
        &format!("{HOME_WALL} B:12x14,7 W"),
        "6-1",
        &home_results("12x14,7", false),
    );
    // 13 on its 24: the head rule no longer holds; 24/23 is a step, so the wall is allowed.
    assert_plays(
        F,
        &format!("{HOME_WALL} B:12x13,7x2 W"),
        "6-1",
        &home_results("12x13,7x2", true),
    );
}

#[test]
fn s5_opponent_blocked_by_its_bear_off_rule() {
    // Black: fourteen on its 1 (White's 13) cannot bear off while one waits on its 19 (White's 7).
    assert_plays(
        F,
        &format!("{HOME_WALL} B:13x14,7 W"),
        "6-1",
        &home_results("13x14,7", false),
    );
    // All fifteen Black checkers home: they can bear off, the wall is allowed. (8/7 is open
    // now, but 8/7/1 ends in the same wall.)
    assert_plays(
        F,
        &format!("{HOME_WALL} B:13x15 W"),
        "6-1",
        &home_results("13x15", true),
    );
}

#[test]
fn s5_other_wall_for_black_mover() {
    // Mirror: Black's 8,6,5,4,3,2 are White's 20,18,17,16,15,14; White waits on its 19.
    let no_wall = ["17x2,16,15,14x2", "18,16x2,15,14x2", "18,17,15x2,14x2", "18,17,16,14x3"];
    let mut with_wall = no_wall.to_vec();
    with_wall.push("18,17,16,15,14,13");
    assert_plays(
        F,
        "W:19x15 B:20,18,17,16,15,14 B",
        "6-1",
        &black_lists("19x15", &no_wall),
    );
    // White's head rule: 14 on 24 and its runner on 19 cannot move.
    assert_plays(
        F,
        "W:24x14,19 B:20,18,17,16,15,14 B",
        "6-1",
        &black_lists("24x14,19", &no_wall),
    );
    // 13 on 24: White can play 24/23 etc., so the wall is allowed.
    assert_plays(
        F,
        "W:24x13,19x2 B:20,18,17,16,15,14 B",
        "6-1",
        &black_lists("24x13,19x2", &with_wall),
    );
}

#[test]
fn s5_opponent_able_to_move_with_one_die_only_counts() {
    // White plays 4/2 3/2 and holds 2–7 (Black's 14–19). Black's checker on its 20 (White's 8) is
    // stuck; the one on its 13 (White's 1) can move only with a 6, to its 7 (White's 19).
    let open = "W:24,23,22,21,20,7,6,5,4x2,3x2 B:8,1 W";
    let play = find(F, open, "2-1", "4/2 3/2").unwrap();
    assert_eq!(play.position().to_text(), "W:24,23,22,21,20,7,6,5,4,3,2x2 B:8,1 B");
    // With White's 19 held too (19–24 was held at the start, so it is exempt itself), Black has
    // no step at all and the new wall 2–7 is forbidden.
    let closed = "W:24,23,22,21,20,19,7,6,5,4x2,3x2 B:8,1 W";
    assert!(matches!(
        find(F, closed, "2-1", "4/2 3/2"),
        Err(IllegalPlay::NotAmongLegal { .. })
    ));
    // Multezim has no wall rule.
    assert!(find(M, closed, "2-1", "4/2 3/2").is_ok());
}

#[test]
fn s5_seven_point_run_exemption_covers_only_the_same_six_points() {
    // White held 7–12 at the start. 12/6 12/7 would hold 6–12: 7–12 is exempt but 6–11 is new
    // (rule 2). 12/6 11/6 breaks both. Every other 5 and 6 lands on Black.
    assert_plays(
        F,
        "W:12x3,11,10,9,8,7 B:5,4,3,2,1 W",
        "6-5",
        &["W:12x2,10,9,8,7,6x2 B:5,4,3,2,1 B"],
    );
    assert!(matches!(
        find(F, "W:12x3,11,10,9,8,7 B:5,4,3,2,1 W", "6-5", "12/6 12/7"),
        Err(IllegalPlay::NotAmongLegal { .. })
    ));
    // Both walls held at the start: 12/6 12/7 keeps them both and is allowed.
    assert_plays(
        F,
        "W:12x3,11,10,9,8,7,6 B:5,4,3,2,1 W",
        "6-5",
        &white_lists(&["12,11,10,9,8,7x2,6x2", "12x2,10,9,8,7,6x3"], "B:5,4,3,2,1 B"),
    );
}

#[test]
fn s5_seven_point_run_with_exempt_quadrant_and_new_other_wall() {
    // White holds 19–24 at the start; four 6s, all 24/18 (18/12 hits Black, every other 6 too).
    // The result holds 18–24: 19–24 exempt, 18–23 new but Black can still move (its 24 → 23).
    assert_plays(
        F,
        "W:24x5,23,22,21,20,19 B:17,16,15,14,13,12 W",
        "6-6",
        &["W:24,23,22,21,20,19,18x4 B:17,16,15,14,13,12 B"],
    );
    assert_notations(F, "W:24x5,23,22,21,20,19 B:17,16,15,14,13,12 W", "6-6", &["24/18(4)"]);
}

#[test]
fn s5_runs_across_the_opponents_start_are_no_wall() {
    // Black waits on its 7 (White's 19), blocked by White's 13–18 (held at the start).
    let p = "W:18x2,17,16,15,14,13,12,11,10,9x3 B:19x15 W";
    // 18/16 9/8 holds 8–18: runs like 8–13 are Black's 20..24,1: not consecutive, no wall.
    let play = find(F, p, "2-1", "18/16 9/8").unwrap();
    assert_eq!(
        play.position().to_text(),
        "W:18,17,16x2,15,14,13,12,11,10,9x2,8 B:19x15 B"
    );
    // 9/7 9/8 holds 7–12 (Black's 19–24), a real new wall, and Black cannot move: forbidden.
    assert!(matches!(
        find(F, p, "2-1", "9/7 9/8"),
        Err(IllegalPlay::NotAmongLegal { .. })
    ));
}

#[test]
fn s5_wall_formed_and_broken_in_one_turn_is_allowed() {
    // 3-3: 11/8, 10/7, and each 9 may go 9/6/3 (8/5, 7/4 are closed, nothing bears off).
    // The last result (both 9s to 3, 9/3(2)) starts with a 9/6, which holds 11,10,9,8,7,6 (the
    // 6–11 wall) after that first step; the wall is gone at the end, so the play is allowed.
    let want = white_lists(
        &[
            "9,8x2,7x2,3",
            "8x2,7x2,6x2",
            "10,8x2,7,6,3",
            "11,8,7x2,6,3",
            "11,10,8,7,3x2",
        ],
        "B:5,4 B",
    );
    for r in BOTH {
        assert_plays(r, "W:11,10,9x2,8,7 B:5,4 W", "3-3", &want);
    }
}

// ---------------------------------------------------------------------------------------------
// §6 Which plays are legal
// ---------------------------------------------------------------------------------------------

#[test]
fn s6_double_falls_back_to_three_steps_when_four_end_in_wall() {
    // 5-5: the runner goes 21/16/11/6; each 11 may go to 6; everything else hits Black's 5..1.
    // Every four-step play ends on 11,10,9,8,7,6x2 (new 6–11; in Mültezim five of 7–12);
    // of the three-step plays only 21/16 11/6(2) breaks it.
    for r in BOTH {
        assert_plays(
            r,
            "W:21,11x2,10,9,8,7 B:5,4,3,2,1 W",
            "5-5",
            &["W:16,10,9,8,7,6x2 B:5,4,3,2,1 B"],
        );
        assert_notations(r, "W:21,11x2,10,9,8,7 B:5,4,3,2,1 W", "5-5", &["21/16 11/6(2)"]);
        let p = pos("W:21,11x2,10,9,8,7 B:5,4,3,2,1 W").legal_plays(r, dice("5-5"));
        assert_eq!(p[0].dice_used(), 3);
        // Black mirror.
        assert_plays(
            r,
            "W:17,16,15,14,13 B:23x2,22,21,20,19,9 B",
            "5-5",
            &["W:17,16,15,14,13 B:22,21,20,19,18x2,4 W"],
        );
    }
}

#[test]
fn s6_higher_die_when_only_one_can_be_played() {
    // Either 20/14 or 20/15, never both (9 is closed).
    assert_plays(F, "W:20 B:9 W", "6-5", &["W:14 B:9 B"]);
    // Black: its 20 (White's 8), White on its 9 (White's 21).
    assert_plays(F, "W:21 B:8 B", "6-5", &["W:21 B:2 W"]);
    assert_notations(F, "W:21 B:8 B", "6-5", &["20/14"]);
    // The higher die cannot be played at all: the lower is.
    assert_plays(F, "W:20 B:14,9 W", "6-5", &["W:15 B:14,9 B"]);
    // Both single dice reach the same position (bearing off the last checker): one play, with the 2.
    let list = pos("W:1 B:12x15 W").legal_plays(F, dice("2-1"));
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].dice_used(), 1);
    assert_eq!(list[0].steps()[0].die, 2);
}

#[test]
fn s6_most_dice_must_be_used() {
    // 8/2 alone or 20/15 alone would use one die; both dice can be used: 20/15 8/2 or 20/9.
    assert_plays(F, "W:20,8 B:14,3 W", "6-5", &["W:15,2 B:14,3 B", "W:9,8 B:14,3 B"]);
    assert!(matches!(
        find(F, "W:20,8 B:14,3 W", "6-5", "8/2"),
        Err(IllegalPlay::NotAmongLegal { .. })
    ));
}

#[test]
fn s6_higher_die_rule_applies_after_forbidden_plays_are_dropped() {
    // 12/6 11/6 (both dice) ends on a new 6–11; 12/6 alone too; 11/6 alone makes 6–12 with
    // 6–11 new. Left: 12/7, the lower die.
    assert_plays(
        F,
        "W:12,11x2,10,9,8,7 B:5,4,3,2,1 W",
        "6-5",
        &["W:11x2,10,9,8,7x2 B:5,4,3,2,1 B"],
    );
    // Mültezim: every result keeps five or six points of 7–12.
    assert_plays::<&str>(M, "W:12,11x2,10,9,8,7 B:5,4,3,2,1 W", "6-5", &[]);
}

#[test]
fn s6_same_final_position_is_one_play() {
    // Five splits of four 1s, two of them the same final position.
    assert_eq!(pos("W:20,18 B:1 W").legal_plays(F, dice("1-1")).len(), 4);
    // 6-5 from the start: 24/18/13 and 24/19/13 are one play.
    assert_eq!(Position::start().legal_plays(F, dice("6-5")).len(), 1);
    // The only play's position is what `is_legal` and `play` accept.
    let start = Position::start();
    let play = start.legal_plays(F, dice("6-5"))[0];
    assert!(start.is_legal(F, dice("6-5"), &play));
    assert!(!start.is_legal(F, dice("4-2"), &play));
    assert_eq!(start.play(F, dice("6-5"), &play).unwrap(), pos("W:24x14,13 B:12x15 B"));
    assert!(matches!(
        start.play(F, dice("4-2"), &play),
        Err(IllegalPlay::NotAmongLegal { .. })
    ));
}

#[test]
fn s6_no_play_means_the_turn_passes() {
    let mut g = game_at(F, "W:20 B:19,15 W", "5-1");
    assert!(g.must_pass());
    assert!(g.legal_plays().is_empty());
    assert!(matches!(
        g.play_text("20/14"),
        Err(GameError::Illegal(IllegalPlay::NoLegalPlay { .. }))
    ));
    assert_eq!(g.play_text("pass").unwrap(), None);
    assert_eq!(g.position().to_text(), "W:20 B:19,15 B");
    assert_eq!(g.phase(), Phase::Roll);
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.history()[0].play, None);
    // find_play: a pass is no play; it is told apart from a pass that is not allowed.
    let pass: MoveText = "pass".parse().unwrap();
    assert_eq!(pos("W:20 B:19,15 W").find_play(F, dice("5-1"), &pass), Ok(None));
    assert!(matches!(
        Position::start().find_play(F, dice("6-5"), &pass),
        Err(IllegalPlay::MustMove { legal: 1, .. })
    ));
}

#[test]
fn s6_cannot_pass_when_a_play_exists() {
    let mut g = game_at(F, "W:24x15 B:12x15 W", "6-5");
    assert!(!g.must_pass());
    assert!(matches!(
        g.pass(),
        Err(GameError::Illegal(IllegalPlay::MustMove { legal: 1, .. }))
    ));
    assert!(matches!(
        g.play_text("pass"),
        Err(GameError::Illegal(IllegalPlay::MustMove { .. }))
    ));
    // Illegal plays are rejected with the reason.
    assert!(matches!(
        g.play_text("24/18 24/19"),
        Err(GameError::Illegal(IllegalPlay::NotAmongLegal { .. }))
    ));
    assert!(matches!(
        g.play_text("13/7"),
        Err(GameError::Illegal(IllegalPlay::NoChecker {
            color: Color::White,
            point: 13
        }))
    ));
    assert!(matches!(g.play_text("13/24"), Err(GameError::BadMove(_))));
    assert_eq!(g.phase(), Phase::Play(dice("6-5")));
    g.play_text("24/18/13").unwrap();
    assert_eq!(g.position().to_text(), "W:24x14,13 B:12x15 B");
    // Black has no checker on its 13.
    assert!(matches!(
        find(F, "W:24x14,13 B:12x15 B", "6-5", "13/7"),
        Err(IllegalPlay::NoChecker {
            color: Color::Black,
            point: 13
        })
    ));
}

// ---------------------------------------------------------------------------------------------
// §7 Bearing off
// ---------------------------------------------------------------------------------------------

#[test]
fn s7_no_bearing_off_while_a_checker_is_outside_home() {
    // 3 cannot bear off while 20 is out: 20/9 only.
    assert_plays(F, "W:20,3 B:12 W", "6-5", &["W:9,3 B:12 B"]);
}

#[test]
fn s7_bearing_off_becomes_possible_mid_roll() {
    // 8/3 then 3/off, or 8/5 then 5/off: W:5; or 8/3 5/2 (or 5/2 8/3): W:3,2.
    assert_plays(F, "W:8,5 B:12 W", "5-3", &["W:5 B:12 B", "W:3,2 B:12 B"]);
    // Black: its 7 (White's 19) comes home with the 6 (or the 1), then the other die bears off.
    assert_plays(F, "W:24 B:19,13 B", "6-1", &["W:24 B:13 W"]);
    // Double: the three 3s go 3/1 first; only then may a 2 bear off (from 1, the highest).
    assert_plays(F, "W:3x3,1 B:12 W", "2-2", &["W:1x3 B:12 B"]);
}

#[test]
fn s7_die_bears_off_from_its_own_point() {
    // The 4 bears off the checker on 4 although 6 is higher: 4/off 6/5 → W:5.
    assert_plays(
        F,
        "W:6,4 B:12 W",
        "4-1",
        &["W:5 B:12 B", "W:3,2 B:12 B", "W:4,1 B:12 B"],
    );
    // Seed 004: 6-5 bears off from 6 and 5.
    assert!(
        find(
            F,
            "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W",
            "6-5",
            "6/off 5/off"
        )
        .is_ok()
    );
}

#[test]
fn s7_bear_off_with_higher_die_from_highest_point() {
    // 6 and 5 from 3 and 2: both off.
    assert_plays(F, "W:3,2 B:12 W", "6-5", &["W:- B:12 B"]);
    // 5/off 3/off, or 5/2 then the 5 bears off the 3 (the highest once 5 is empty).
    assert_plays(F, "W:5,3 B:12 W", "5-3", &["W:- B:12 B", "W:2 B:12 B"]);
    assert_notations(F, "W:5,3 B:12 W", "5-3", &["5/off 3/off", "5/2 3/off"]);
    // The 6 bears off the 6; the 3, from the 2 only once the 6 is gone.
    assert_plays(F, "W:6,2 B:3,1 W", "6-3", &["W:- B:3,1 B"]);
    // Black: its 3 and 2 (White's 15, 14).
    assert_plays(F, "W:24 B:15,14 B", "6-5", &["W:24 B:- W"]);
}

#[test]
fn s7_bear_off_not_allowed_while_a_checker_is_higher() {
    // 5 and 3 with checkers on 6 and 2: 6/1 and 6/3 land on Black, 5 and 3 are empty and 6 is
    // higher, so the 2 cannot bear off: no play.
    assert_plays::<&str>(F, "W:6,2 B:3,1 W", "5-3", &[]);
    // 4 and 3 with 5 and 2: first 5/1 or 5/2, then the other die bears off from 2.
    assert_plays(F, "W:5,2 B:12 W", "4-3", &["W:1 B:12 B", "W:2 B:12 B"]);
    assert!(matches!(
        find(F, "W:5,2 B:12 W", "4-3", "5/1 2/off").map(|p| p.position().to_text()),
        Ok(t) if t == "W:1 B:12 B"
    ));
}

#[test]
fn s7_bearing_off_is_never_compulsory() {
    // 2/off 6/5, or 6/4 2/1, or 6/3: both kinds of play are legal.
    assert_plays(
        F,
        "W:6,2 B:12 W",
        "2-1",
        &["W:5 B:12 B", "W:3,2 B:12 B", "W:4,1 B:12 B"],
    );
    // Black: its 6 and 1 (White's 18, 13): 6/off 1/off, or 6/5 and the 6 bears off from 5.
    assert_plays(F, "W:24 B:18,13 B", "6-1", &["W:24 B:- W", "W:24 B:13 W"]);
}

// ---------------------------------------------------------------------------------------------
// §8 End and scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn s8_game_value_one_or_two_points() {
    // (position, who has borne off all and what the game is worth)
    let cases: [(&str, Option<(Color, u8)>); 6] = [
        ("W:- B:12x15 B", Some((Color::White, 2))),
        ("W:- B:12x14 B", Some((Color::White, 1))),
        ("W:- B:13 B", Some((Color::White, 1))),
        ("W:24x15 B:- W", Some((Color::Black, 2))),
        ("W:1 B:- W", Some((Color::Black, 1))),
        ("W:1 B:13 W", None),
    ];
    for (text, value) in cases {
        assert_eq!(pos(text).game_value(), value, "{text}");
        assert_eq!(pos(text).winner(), value.map(|(c, _)| c), "{text}");
    }
    // No triple game: even a loser with all fifteen on its starting point loses only 2.
    assert_eq!(pos("W:- B:12x15 B").game_value().unwrap().1, 2);
}

#[test]
fn s8_first_side_to_bear_off_all_wins() {
    // Set up, roll, play the last checker off: (rules, position, roll, play, result).
    let white = |points| GameResult {
        winner: Color::White,
        points,
    };
    let black = |points| GameResult {
        winner: Color::Black,
        points,
    };
    let cases = [
        // Black has borne off none: 2 points.
        (F, "W:1 B:12x15 W", "2-1", "1/off", white(2)),
        // Black has borne off one: 1 point.
        (F, "W:1 B:12x14 W", "6-6", "1/off", white(1)),
        // Black wins, White has borne off none: 2 points.
        (M, "W:24x15 B:13 B", "1-1", "1/off", black(2)),
        // White has borne off twelve: 1 point.
        (F, "W:24x3 B:14,13 B", "2-1", "2/off 1/off", black(1)),
    ];
    for (rules, start, roll, play, result) in cases {
        let mut g = game_at(rules, start, roll);
        g.play_text(play).unwrap();
        let case = format!("{rules} {start} {roll}: {play}");
        assert_eq!(g.result(), Some(result), "{case}");
        assert_eq!(g.phase(), Phase::Over(result), "{case}");
        // The game is over: nothing more can be rolled.
        assert!(
            matches!(g.roll(&mut Script(vec![1, 2])), Err(GameError::WrongPhase { .. })),
            "{case}"
        );
    }

    // A position already won is over at once, and has no plays.
    let g = Game::from_position(F, pos("W:- B:12x3 B"));
    assert_eq!(g.result(), Some(white(1)));
    assert!(pos("W:- B:12x3 B").legal_plays(F, dice("6-5")).is_empty());
}

#[test]
fn s8_match_to_a_number_of_points() {
    assert!(matches!(Match::new(F, 0), Err(GameError::BadMatchLength(0))));
    // A 2-point game decides a 3-point match from 1-0.
    let mut m = Match::resume(3, fevga_core::ByColor::new(1, 0), game_at(F, "W:1 B:12x15 W", "2-1")).unwrap();
    assert!(matches!(m.next_game(), Err(GameError::WrongPhase { .. })));
    m.game_mut().play_text("1/off").unwrap();
    assert_eq!(m.score().to_array(), [3, 0]);
    assert_eq!(m.winner(), Some(Color::White));
    assert_eq!(m.next_game(), Err(GameError::MatchOver { winner: Color::White }));
    // A 1-point game from 0-1 does not; the next game starts with the opening roll.
    let mut m = Match::resume(3, fevga_core::ByColor::new(0, 1), game_at(F, "W:1 B:12x14 W", "2-1")).unwrap();
    m.game_mut().play_text("1/off").unwrap();
    assert_eq!(m.score().to_array(), [1, 1]);
    assert_eq!(m.winner(), None);
    m.next_game().unwrap();
    assert_eq!(m.score_before_game().to_array(), [1, 1]);
    assert_eq!(m.score().to_array(), [1, 1]);
    assert_eq!(m.game().phase(), Phase::Opening);
    assert_eq!(m.game().position(), Position::start());
    // Black reaching the length wins.
    let mut m = Match::resume(2, fevga_core::ByColor::new(1, 1), game_at(M, "W:24x15 B:13 B", "3-2")).unwrap();
    m.game_mut().play_text("1/off").unwrap();
    assert_eq!(m.score().to_array(), [1, 3]);
    assert_eq!(m.winner(), Some(Color::Black));
}

#[test]
fn s8_whole_matches_played_out() {
    for (rules, length, seed) in [(F, 1, 1u64), (F, 5, 2), (M, 3, 3), (M, 1, 4)] {
        let mut m = Match::new(rules, length).unwrap();
        let mut src = SeededDice::new(seed);
        let mut totals = [0u32; 2];
        loop {
            play_out(m.game_mut(), &mut src);
            let r = m.game().result().unwrap();
            let end = m.game().position();
            assert_eq!(end.on_board(r.winner), 0);
            let loser_off = end.borne_off(r.winner.other());
            assert_eq!(r.points, if loser_off == 0 { 2 } else { 1 });
            totals[r.winner as usize] += u32::from(r.points);
            assert_eq!(m.score().to_array(), totals);
            if let Some(w) = m.winner() {
                assert!(totals[w as usize] >= length);
                assert!(totals[w.other() as usize] < length);
                assert!(m.next_game().is_err());
                break;
            }
            assert!(totals.iter().all(|&t| t < length));
            m.next_game().unwrap();
        }
    }
}

#[test]
fn s8_record_round_trip() {
    let mut g = Game::new(F);
    g.set_opening(6, 5).unwrap();
    g.play_text("24/13").unwrap();
    g.set_dice(dice("4-4")).unwrap();
    g.play_text("24/16").unwrap();
    let info = RecordInfo {
        match_length: 3,
        score: fevga_core::ByColor::new(1, 0),
        ..RecordInfo::default()
    };
    let text = export(&g, info.clone());
    assert!(text.contains("1. W 6-5: 24/13\n"), "{text}");
    assert!(text.contains("2. B 4-4: 24/16\n"), "{text}");
    let (back, back_info) = import(&text).unwrap();
    assert_eq!(back_info, info);
    assert_eq!(back.position(), g.position());
    assert_eq!(back.position().to_text(), "W:24x14,13 B:12x14,4 W");

    // A whole game, with passes and bear-offs, survives the round trip.
    let mut g = Game::new(M);
    play_out(&mut g, &mut SeededDice::new(9));
    let (back, _) = import(&export(&g, RecordInfo::default())).unwrap();
    assert_eq!(back.position(), g.position());
    assert_eq!(back.result(), g.result());
    assert_eq!(back.history().len(), g.history().len());

    // An illegal play is reported on its line.
    let bad = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/18 24/19\n";
    let err = import(bad).unwrap_err();
    assert_eq!(err.line, 5);
    assert!(matches!(
        err.kind,
        RecordErrorKind::Game(GameError::Illegal(IllegalPlay::NotAmongLegal { .. }))
    ));
}

// ---------------------------------------------------------------------------------------------
// §9 Mültezim
// ---------------------------------------------------------------------------------------------

#[test]
fn s9_multezim_first_checker_must_pass_point_12() {
    // 14/12 does not free the others in Mültezim; 12/11 and 13/11 hit Black: one die, the higher.
    assert_plays(M, "W:24x14,14 B:11x15 W", "2-1", &["W:24x14,12 B:11x15 B"]);
    // A runner on 12 still holds the others back: 12/10 or 12/11 first.
    assert_plays(
        M,
        "W:24x14,12 B:1x15 W",
        "2-1",
        &white_lists(&["24x13,23,10", "24x14,9", "24x13,22,11"], "B:1x15 B"),
    );
    // Within a double: 20/16/12/8 frees the others only for the fourth 4.
    assert_plays(
        M,
        "W:24x14,20 B:1x15 W",
        "4-4",
        &white_lists(&["24x14,4", "24x13,20,8"], "B:1x15 B"),
    );
}

#[test]
fn s9_multezim_head_rule_for_black() {
    // Black: 14 on its 24 (White's 12), runner on its 12 (White's 24). White's 1 is Black's 13.
    let p = "W:1x15 B:24,12x14 B";
    assert_plays(
        F,
        p,
        "2-1",
        &black_lists(
            "1x15",
            &["24,12x13,9", "24,12x12,11,10", "23,12x13,10", "22,12x13,11", "21,12x14"],
        ),
    );
    assert_plays(
        M,
        p,
        "2-1",
        &black_lists("1x15", &["23,12x13,10", "22,12x13,11", "21,12x14"]),
    );
}

#[test]
fn s9_multezim_black_runner_reaching_its_12_mid_roll() {
    // Black: 14 on its 24 (White's 12), runner on its 14 (White's 2); its 13 is White's 1 (closed),
    // its 12 is White's 24 (open). The 1 first is closed, so 14/12 comes first.
    let p = "W:1x15 B:12x14,2 B";
    // Fevga: its 12 frees the others for the 1: 24/23 or 12/11.
    assert_plays(F, p, "2-1", &black_lists("1x15", &["24,12x13,11", "23,12x14"]));
    // Mültezim: still held back on its 12; only 12/11 follows.
    assert_plays(M, p, "2-1", &black_lists("1x15", &["23,12x14"]));
    assert_notations(M, p, "2-1", &["14/11"]);
}

#[test]
fn s9_multezim_more_than_four_points_in_opponents_table_forbidden() {
    // 13/7 13/8 ends on 11,10,9,8,7 (five of 7–12); 13/7 11/6 on 10,9,8,7 (four).
    let p = "W:13x2,11,10,9,8 B:5,4,3,2,1 W";
    assert_plays(
        F,
        p,
        "6-5",
        &white_lists(&["11,10,9,8x2,7", "13,10,9,8,7,6"], "B:5,4,3,2,1 B"),
    );
    assert_plays(M, p, "6-5", &["W:13,10,9,8,7,6 B:5,4,3,2,1 B"]);
    // Black mirror: its 13,11,10,9,8 are White's 1,23,22,21,20.
    let p = "W:17,16,15,14,13 B:23,22,21,20,1x2 B";
    assert_plays(
        F,
        p,
        "6-5",
        &black_lists("17,16,15,14,13", &["23,22,21,20x2,19", "22,21,20,19,18,1"]),
    );
    assert_plays(M, p, "6-5", &["W:17,16,15,14,13 B:22,21,20,19,18,1 W"]);
}

#[test]
fn s9_multezim_points_held_at_the_start_are_not_exempt() {
    // White already holds 11..7 (five). The only play, 20/14/9, keeps five: forbidden; so is
    // 20/14 alone. Fevga has no objection.
    let p = "W:20,11,10,9,8,7 B:15,6,5,4,3,2,1 W";
    assert_plays(F, p, "6-5", &["W:11,10,9x2,8,7 B:15,6,5,4,3,2,1 B"]);
    assert_notations(F, p, "6-5", &["20/9"]);
    assert_plays::<&str>(M, p, "6-5", &[]);
    // Five of 7–12 held from the start; 11/6, the only play, keeps all five: no play.
    assert_plays::<&str>(M, "W:11x2,10,9,8,7,6 B:5,4,3,2,1 W", "6-5", &[]);
}

#[test]
fn s9_multezim_has_no_wall_rule() {
    // Completing 19–24 is fine in Mültezim.
    assert_plays(
        M,
        &format!("W:24x2,23,22,21,20 {Q_BLOCK} W"),
        "6-5",
        &[format!("W:24,23,22,21,20,19 {Q_BLOCK} B")],
    );
    assert_plays(
        M,
        "W:6,5,4,3,2,1 B:12x2,11,10,9,8 B",
        "6-5",
        &["W:6,5,4,3,2,1 B:12,11,10,9,8,7 W"],
    );
    // Blocking the opponent completely is fine in Mültezim.
    assert_plays(M, &format!("{HOME_WALL} B:7x15 W"), "6-1", &home_results("7x15", true));
    assert_plays(
        M,
        &format!("{HOME_WALL} B:12x14,7 W"),
        "6-1",
        &home_results("12x14,7", true),
    );
}

#[test]
fn s9_multezim_bears_off_as_fevga() {
    // §7 holds unchanged: mid-roll bear-off, the highest point, never compulsory, not past a higher one.
    assert_plays(M, "W:8,5 B:12 W", "5-3", &["W:5 B:12 B", "W:3,2 B:12 B"]);
    assert_plays(M, "W:5,3 B:12 W", "5-3", &["W:- B:12 B", "W:2 B:12 B"]);
    assert_plays(
        M,
        "W:6,2 B:12 W",
        "2-1",
        &["W:5 B:12 B", "W:3,2 B:12 B", "W:4,1 B:12 B"],
    );
    assert_plays::<&str>(M, "W:6,2 B:3,1 W", "5-3", &[]);
    assert_plays(M, "W:24 B:19,13 B", "6-1", &["W:24 B:13 W"]);
}

#[test]
fn s9_multezim_double_and_opening() {
    // Everything else is as in Fevga: the opening 6-5 is 24/13, a tie is rolled again.
    let mut g = Game::new(M);
    g.set_opening(6, 5).unwrap();
    let names: BTreeSet<String> = g.legal_plays().iter().map(Play::notation).collect();
    assert_eq!(names, set(&["24/13"]));
    assert!(matches!(
        Game::new(M).set_opening(4, 4),
        Err(GameError::OpeningDouble(_))
    ));
    // Exactly four points of 7–12 are allowed (10,9,8,7 after 21/16 11/6(2)).
    assert_plays(
        M,
        "W:21,11x2,10,9,8,7 B:5,4,3,2,1 W",
        "5-5",
        &["W:16,10,9,8,7,6x2 B:5,4,3,2,1 B"],
    );
}

// ---------------------------------------------------------------------------------------------
// §10 Worked checks (seed 004)
// ---------------------------------------------------------------------------------------------

#[test]
fn s10_worked_checks() {
    let start = Position::start();
    assert_eq!((start.pips(Color::White), start.pips(Color::Black)), (360, 360));
    let play = find(F, "W:24x15 B:12x15 W", "6-5", "24/13").unwrap();
    let after = play.position();
    assert_eq!(after.to_text(), "W:24x14,13 B:12x15 B");
    assert_eq!((after.pips(Color::White), after.pips(Color::Black)), (349, 360));

    let bear = pos("W:1,2,3,4x2,5x2,6x2 B:13x3,14x3,15x3,16x2,17x2,18x2 W");
    assert_eq!(bear.to_text(), "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W");
    assert_eq!((bear.pips(Color::White), bear.pips(Color::Black)), (36, 48));
    assert_eq!(bear.borne_off(Color::White), 6);
    let play = bear
        .find_play(F, dice("6-5"), &"6/off 5/off".parse().unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(play.notation(), "6/off 5/off");
    let after = play.position();
    assert_eq!(after.to_text(), "W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B");
    assert_eq!((after.pips(Color::White), after.pips(Color::Black)), (25, 48));
    assert_eq!(after.borne_off(Color::White), 8);
}

#[test]
fn s10_worked_check_plays() {
    // Seed 004's first diagram: 6-5 from the start has exactly one play.
    for r in BOTH {
        assert_plays(r, "W:24x15 B:12x15 W", "6-5", &["W:24x14,13 B:12x15 B"]);
    }
    // Seed 004's bear-off diagram with 6-5: 6/off 5/off, or 6/off 6/1 (the 5 inside).
    let tail = "B:18x2,17x2,16x2,15x3,14x3,13x3 B";
    assert_plays(
        F,
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W",
        "6-5",
        &white_lists(&["6,5,4x2,3,2,1", "5x2,4x2,3,2,1x2"], tail),
    );
}

// ---------------------------------------------------------------------------------------------
// §11 Position text
// ---------------------------------------------------------------------------------------------

#[test]
fn s11_canonical_texts() {
    assert_eq!(Position::start().to_text(), "W:24x15 B:12x15 W");
    assert_eq!(pos("W:24x14,13 B:12x15 B").to_text(), "W:24x14,13 B:12x15 B");
    assert_eq!(
        pos("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W").to_text(),
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W"
    );
}

#[test]
fn s11_lenient_input_canonical_output() {
    // Any order, any white space, x1 written out, side left out (then White).
    assert_eq!(pos("W:13,24x14 B:12x15 B").to_text(), "W:24x14,13 B:12x15 B");
    assert_eq!(pos("  W:24x14 ,13\tB:12x15\n  B ").to_text(), "W:24x14,13 B:12x15 B");
    assert_eq!(pos("W:24x1,13x14 B:12x15").to_text(), "W:24,13x14 B:12x15 W");
    assert_eq!(pos("W:24x15 B:12x15").turn(), Color::White);
    assert_eq!(pos("W:24x15 B:12x15 B").turn(), Color::Black);
    // "-" for no checkers; borne-off counts are 15 minus those on the board.
    let p = pos("W:- B:12x3 B");
    assert_eq!(p.to_text(), "W:- B:12x3 B");
    assert_eq!(p.borne_off(Color::White), 15);
    assert_eq!(p.borne_off(Color::Black), 12);
}

#[test]
fn s11_board_round_trip() {
    let p = pos("W:24x14,2 B:12x13,1,13 B");
    let b = p.board();
    assert_eq!(b.white[24], 14);
    assert_eq!(b.white[2], 1);
    assert_eq!(b.white[13], 0);
    assert_eq!(b.black[12], 13);
    assert_eq!(b.black[1], 1);
    assert_eq!(b.black[13], 1);
    assert_eq!(b.black[24], 0);
    assert_eq!(b.turn, Color::Black);
    assert_eq!(b.on_board(Color::Black), 15);
    assert_eq!(b.on_board(Color::White), 15);
    assert_eq!(Position::from_board(&b).unwrap(), p);
    let mut shared = b;
    shared.black[12] = 12;
    shared.black[24] = 1;
    assert_eq!(
        Position::from_board(&shared),
        Err(PositionError::SharedPoint { point: 24 })
    );
    let mut many = b;
    many.black[5] = 1;
    assert_eq!(
        Position::from_board(&many),
        Err(PositionError::TooManyCheckers {
            color: Color::Black,
            count: 16
        })
    );
}

#[test]
fn s11_rejects_unknown_tokens() {
    use PositionError as E;
    assert_eq!(Position::from_text("X:24 B:12"), Err(E::UnknownToken("X:24".into())));
    assert_eq!(Position::from_text("W:24y3 B:12"), Err(E::UnknownToken("24y3".into())));
    assert_eq!(
        Position::from_text("W:24x15 B:12x15 W junk"),
        Err(E::UnknownToken("junk".into()))
    );
    assert_eq!(Position::from_text("W:24x15 B:12x15 Z"), Err(E::BadSide("Z".into())));
    assert_eq!(Position::from_text(""), Err(E::Empty));
    assert_eq!(Position::from_text("   "), Err(E::Empty));
    assert_eq!(Position::from_text("W:24x15"), Err(E::MissingList(Color::Black)));
    assert_eq!(Position::from_text("W:24 W:13 B:12"), Err(E::ListTwice(Color::White)));
    assert_eq!(Position::from_text("B:12x15 W:"), Err(E::EmptyList(Color::White)));
}

#[test]
fn s11_rejects_points_outside_1_to_24() {
    use PositionError as E;
    assert_eq!(
        Position::from_text("W:25 B:12"),
        Err(E::PointOutOfRange {
            color: Color::White,
            point: 25
        })
    );
    assert_eq!(
        Position::from_text("W:24x14,0 B:12x15"),
        Err(E::PointOutOfRange {
            color: Color::White,
            point: 0
        })
    );
    assert_eq!(
        Position::from_text("W:24 B:30x2"),
        Err(E::PointOutOfRange {
            color: Color::Black,
            point: 30
        })
    );
    assert_eq!(
        Position::from_text("W:24 B:300"),
        Err(E::PointOutOfRange {
            color: Color::Black,
            point: 300
        })
    );
}

#[test]
fn s11_rejects_count_below_one() {
    assert_eq!(
        Position::from_text("W:24x0 B:12"),
        Err(PositionError::CountBelowOne {
            color: Color::White,
            point: 24
        })
    );
    assert_eq!(
        Position::from_text("W:24 B:12x14,3x0"),
        Err(PositionError::CountBelowOne {
            color: Color::Black,
            point: 3
        })
    );
}

#[test]
fn s11_rejects_point_listed_twice() {
    assert_eq!(
        Position::from_text("W:24,13,24 B:12"),
        Err(PositionError::PointListedTwice {
            color: Color::White,
            point: 24
        })
    );
    assert_eq!(
        Position::from_text("W:24 B:12x3,12x2"),
        Err(PositionError::PointListedTwice {
            color: Color::Black,
            point: 12
        })
    );
}

#[test]
fn s11_rejects_more_than_fifteen_checkers() {
    assert_eq!(
        Position::from_text("W:24x16 B:12"),
        Err(PositionError::TooManyCheckers {
            color: Color::White,
            count: 16
        })
    );
    // A count too large for a point at all (above 255, too) is named as it was written.
    assert_eq!(
        Position::from_text("W:24x300 B:12"),
        Err(PositionError::TooManyCheckers {
            color: Color::White,
            count: 300
        })
    );
    assert_eq!(
        Position::from_text("W:24x10,13x6 B:12"),
        Err(PositionError::TooManyCheckers {
            color: Color::White,
            count: 16
        })
    );
    assert_eq!(
        Position::from_text("W:24 B:12x10,1x6"),
        Err(PositionError::TooManyCheckers {
            color: Color::Black,
            count: 16
        })
    );
    // Exactly fifteen is fine.
    assert!(Position::from_text("W:24x10,13x5 B:12x15").is_ok());
}

#[test]
fn s11_rejects_both_colours_on_one_point() {
    assert_eq!(
        Position::from_text("W:12 B:12x15"),
        Err(PositionError::SharedPoint { point: 12 })
    );
    assert_eq!(
        Position::from_text("W:24x14,3 B:12x14,3 B"),
        Err(PositionError::SharedPoint { point: 3 })
    );
}

#[test]
fn s11_results_are_texts_in_whites_numbering() {
    // Every play's result round-trips through its text.
    for text in ["W:24x15 B:12x15 W", "W:24x14,13 B:12x15 B", "W:8,6,5,4,3,2 B:10,7x14 W"] {
        let p = pos(text);
        for d in Dice::all() {
            for r in BOTH {
                for play in p.legal_plays(r, d) {
                    let after = play.position();
                    assert_eq!(pos(&after.to_text()), after);
                    assert_eq!(after.turn(), p.turn().other());
                }
            }
        }
    }
}

// ---- "Why not?": the rule behind each refused step, named by its section -------------------

/// Why the step `from`/`die` (the mover's numbering) is refused at the start of the turn.
fn why(rules: Rules, pos_text: &str, dice_text: &str, from: u8, die: u8) -> Option<Refusal> {
    let dice: Dice = dice_text.parse().unwrap();
    PartialTurn::new(pos(pos_text), rules, dice).why_not(from, die)
}

#[test]
fn s3_why_not_a_held_point_or_no_checker() {
    for r in [F, M] {
        // The runner on 15 with a 3 would land on 12, Black's head.
        let p = "W:24x14,15 B:12x14,5 W";
        assert_eq!(why(r, p, "3-1", 15, 3), Some(Refusal::PointHeld { point: 12 }));
        assert_eq!(why(r, p, "3-1", 15, 3).unwrap().section(), "§3");
        assert_eq!(why(r, p, "3-1", 1, 3), Some(Refusal::NoChecker { point: 1 }));
        assert_eq!(why(r, p, "3-1", 15, 6), Some(Refusal::NoSuchDie { die: 6 }));
        // An allowed step has no reason.
        assert_eq!(why(r, p, "3-1", 15, 1), None);
    }
}

#[test]
fn s4_why_not_the_head_rule() {
    let p = "W:24x14,15 B:12x14,5 W";
    let head = why(F, p, "1-1", 24, 1).unwrap();
    assert_eq!(head, Refusal::HeadRule { runner: 15, line: 12 });
    assert_eq!(head.section(), "§4");
    // Mültezim: the runner must pass the opponent's start (§9).
    let head = why(M, p, "1-1", 24, 1).unwrap();
    assert_eq!(head, Refusal::HeadRule { runner: 15, line: 11 });
    assert_eq!(head.section(), "§9");
}

#[test]
fn s5_why_not_a_forbidden_wall() {
    let r = why(F, "W:14x5,13x6,12x2,11,5 B:24x2,23x3,22x3,21x4,20x2,19 B", "5-3", 9, 3).unwrap();
    assert_eq!(r, Refusal::BuildingLimit { rules: F });
    assert_eq!(r.section(), "§5");
}

#[test]
fn s6_why_not_fewer_dice_or_the_lower_die() {
    for r in [F, M] {
        // 5/2 would leave the 2 unplayable (24/22 is held, 2 cannot bear off); 5/3 24/21 uses both.
        let more = why(r, "W:24x14,5 B:22,12x12,9,7 W", "3-2", 5, 3).unwrap();
        assert_eq!(more, Refusal::MustUseMoreDice);
        assert_eq!(more.section(), "§6");
        // Only one die can be played from 15 (12 is held either way): it must be the 2.
        let higher = why(r, "W:24x14,15 B:12x14,5 W", "2-1", 15, 1).unwrap();
        assert_eq!(higher, Refusal::MustUseHigherDie { die: 2 });
    }
}

#[test]
fn s7_why_not_bearing_off() {
    for r in [F, M] {
        // A checker still on 24: no bearing off from 5.
        assert_eq!(
            why(r, "W:24x14,5 B:22,12x12,9,7 W", "5-1", 5, 5),
            Some(Refusal::NotAllHome)
        );
    }
    // Black, all home, a 3 from its 2 while its 6 is occupied.
    let p = "W:8x3,7x2,6x4,5x4,4x2 B:18x3,17x5,16x3,15x3,14 B";
    let r = why(F, p, "3-1", 2, 3).unwrap();
    assert_eq!(r, Refusal::HigherPointFirst { point: 6 });
    assert_eq!(r.section(), "§7");
}

#[test]
fn s9_why_not_a_fifth_point_of_the_opponents_table() {
    let r = why(
        M,
        "W:16x4,15x2,14x4,13x2,12x2,5 B:24x2,22x4,21x4,20,2x3,1 B",
        "4-2",
        9,
        2,
    )
    .unwrap();
    assert_eq!(r, Refusal::BuildingLimit { rules: M });
    assert_eq!(r.section(), "§9");
}

#[test]
fn why_not_is_silent_exactly_for_the_steps_the_board_offers() {
    // Over self-played games: a step has no refusal if and only if it is a next step.
    let mut dice = SeededDice::new(11);
    for rules in [F, M] {
        let mut g = Game::new(rules);
        g.roll_opening(&mut dice).unwrap();
        for _ in 0..120 {
            if g.result().is_some() {
                break;
            }
            if g.dice().is_none() {
                g.roll(&mut dice).unwrap();
            }
            let t = PartialTurn::new(g.position(), rules, g.dice().unwrap());
            let next = t.next_steps();
            for from in 1..=24u8 {
                for die in 1..=6u8 {
                    let offered = next.iter().any(|s| s.from == from && s.die == die);
                    assert_eq!(t.why_not(from, die).is_none(), offered, "{} {from} {die}", g.position());
                }
            }
            let p = g.legal_plays().first().copied();
            g.play_or_pass(p.as_ref()).unwrap();
        }
    }
}

#[test]
fn s3_s4_why_not_this_checker_names_a_hidden_rule_before_a_held_point() {
    // Given the runner on 15 and 3-1 in Fevga, When a waiting checker on 24 is asked about,
    // Then the head rule holds it (§4); the runner itself can move, so it has no refusal.
    let p = pos("W:24x14,15 B:12x14,5 W");
    let t = PartialTurn::new(p, F, "3-1".parse().unwrap());
    assert_eq!(t.why_not_checker(24), Some(Refusal::HeadRule { runner: 15, line: 12 }));
    assert_eq!(t.why_not_checker(15), None);
    assert_eq!(t.why_not_checker(3), Some(Refusal::NoChecker { point: 3 }));
    // With 3-3 the runner could only land on the held 12, and nothing else may move: a pass,
    // and the runner's reason is the plain one (§3).
    let t = PartialTurn::new(p, F, "3-3".parse().unwrap());
    assert_eq!(t.why_not_checker(15), Some(Refusal::PointHeld { point: 12 }));
}

#[test]
fn s3_s7_why_not_from_here_to_there_chooses_the_die() {
    use fevga_core::StepTo;
    let t = PartialTurn::new(pos("W:24x14,15 B:12x14,5 W"), F, "3-1".parse().unwrap());
    // 15 to 12 is the 3's step onto a held point (§3); 15 to 14 is allowed.
    assert_eq!(
        t.why_not_move(15, StepTo::Point(12)),
        Some(Refusal::PointHeld { point: 12 })
    );
    assert_eq!(t.why_not_move(15, StepTo::Point(14)), None);
    // Backwards, or farther than a die: no single step, nothing for a rule to refuse.
    assert_eq!(t.why_not_move(15, StepTo::Point(20)), None);
    assert_eq!(t.why_not_move(24, StepTo::Point(13)), None);
    // A bear-off before all are home (§7).
    assert_eq!(t.why_not_move(15, StepTo::Off), Some(Refusal::NotAllHome));
    // Black all home, its 6 occupied: a 3 from its 2 must wait for the higher point (§7).
    let t = PartialTurn::new(
        pos("W:8x3,7x2,6x4,5x4,4x2 B:18x3,17x5,16x3,15x3,14 B"),
        F,
        "3-1".parse().unwrap(),
    );
    assert_eq!(
        t.why_not_move(2, StepTo::Off),
        Some(Refusal::HigherPointFirst { point: 6 })
    );
    assert_eq!(
        t.why_not_step("2/off").unwrap(),
        (3, Some(Refusal::HigherPointFirst { point: 6 }))
    );
}
