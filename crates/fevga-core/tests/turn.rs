//! Turns entered step by step (§6 as a board enforces it): exactly the legal plays can be
//! completed, every offered step leads to one, and undo restores.

use std::collections::BTreeSet;

use fevga_core::{Dice, PartialTurn, Position, Rules, StepTo, bench};

/// Every final position reachable by following `next_steps` to completion.
fn completions(turn: &mut PartialTurn, out: &mut BTreeSet<String>) {
    if let Some(play) = turn.completed() {
        out.insert(play.position().to_text());
        assert!(turn.next_steps().is_empty(), "a completed turn offers no more steps");
        return;
    }
    let next = turn.next_steps();
    assert!(!next.is_empty(), "an offered step must lead to a legal play");
    for s in next {
        let before = turn.position();
        turn.step(s).unwrap();
        completions(turn, out);
        assert_eq!(turn.undo(), Some(s));
        assert_eq!(turn.position(), before);
    }
}

#[test]
fn stepping_reaches_exactly_the_legal_plays() {
    for (rules, pos) in bench::positions(11, 150) {
        for dice in Dice::all() {
            let mut turn = PartialTurn::new(pos, rules, dice);
            let want: BTreeSet<String> = turn.plays().iter().map(|p| p.position().to_text()).collect();
            let mut got = BTreeSet::new();
            if turn.dice_needed() > 0 {
                completions(&mut turn, &mut got);
            } else {
                assert!(turn.next_steps().is_empty());
            }
            assert_eq!(got, want, "{rules} {} {dice}", pos.to_text());
        }
    }
}

#[test]
fn destinations_with_one_die_or_several() {
    let mut turn = PartialTurn::new(Position::start(), Rules::Fevga, Dice::new(6, 5).unwrap());
    let mut dest: Vec<(StepTo, usize)> = turn.destinations(24).iter().map(|d| (d.to, d.steps.len())).collect();
    dest.sort();
    assert_eq!(
        dest,
        vec![(StepTo::Point(13), 2), (StepTo::Point(18), 1), (StepTo::Point(19), 1)]
    );
    assert!(turn.destinations(13).is_empty());
    turn.move_checker(24, StepTo::Point(13)).unwrap();
    assert_eq!(turn.completed().unwrap().notation(), "24/13");
    assert!(turn.move_checker(24, StepTo::Point(20)).is_err());
    turn.reset();
    assert_eq!(turn.position(), Position::start());
}

#[test]
fn maximal_dice_are_enforced_as_the_player_goes() {
    // White's last checker on 8, Black on White's 2: the 6 (8/2) is closed, so only 8/3 starts a
    // play, and then the 6 bears off from 3 (the highest point): 8/off with both dice.
    let pos = Position::from_text("W:8 B:2 W").unwrap();
    let turn = PartialTurn::new(pos, Rules::Fevga, Dice::new(6, 5).unwrap());
    let steps: Vec<_> = turn.next_steps().iter().map(|s| (s.from, s.die)).collect();
    assert_eq!(steps, vec![(8, 5)]);
    // Black on 3 and 1: the 5 (8/3) is closed; 8/2 then the 5 bears off from 2.
    let pos = Position::from_text("W:8 B:3,1 W").unwrap();
    let turn = PartialTurn::new(pos, Rules::Fevga, Dice::new(6, 5).unwrap());
    let steps: Vec<_> = turn.next_steps().iter().map(|s| (s.from, s.die)).collect();
    assert_eq!(steps, vec![(8, 6)]);
    // Higher die: White's one checker on 10, Black on 3 and 2. 10/4 then 4/3 is closed, 10/9
    // then 9/3 is closed: either die alone, and it must be the 6.
    let pos = Position::from_text("W:10 B:3,2 W").unwrap();
    let turn = PartialTurn::new(pos, Rules::Fevga, Dice::new(6, 1).unwrap());
    let steps: Vec<_> = turn.next_steps().iter().map(|s| (s.from, s.die)).collect();
    assert_eq!(steps, vec![(10, 6)]);
}

#[test]
fn a_named_stop_over_must_be_open() {
    use fevga_core::{IllegalPlay, MoveText};
    // White on 20, Black on White's 15: 20/19/14 is legal with 5-1 (1 first), 20/15/14 is not.
    let pos = Position::from_text("W:20,24x14 B:15,12x14 W").unwrap();
    let dice = Dice::new(5, 1).unwrap();
    let ok: MoveText = "20/19/14".parse().unwrap();
    assert_eq!(
        pos.find_play(Rules::Fevga, dice, &ok).unwrap().unwrap().notation(),
        "20/14"
    );
    let bad: MoveText = "20/15/14".parse().unwrap();
    assert_eq!(
        pos.find_play(Rules::Fevga, dice, &bad),
        Err(IllegalPlay::ClosedPoint {
            color: fevga_core::Color::White,
            point: 15
        })
    );
}
