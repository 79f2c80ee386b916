//! Any valid position and roll: enumeration never panics and every play keeps the invariants.
#![no_main]

use fevga_core::{Board, Color, Dice, MoveGen, Position, Rules, StepTo};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 26 {
        return;
    }
    // Byte i (0..24): point i+1 in White's numbering; high bit = colour, low nibble = count.
    let mut board = Board { white: [0; 25], black: [0; 25], turn: Color::White };
    let mut totals = [0u8; 2];
    for (i, &b) in data[..24].iter().enumerate() {
        let n = b & 0x0F;
        let black = usize::from(b >> 7);
        if totals[black] + n > 15 {
            continue;
        }
        totals[black] += n;
        if black == 1 { board.black[i + 1] = n } else { board.white[i + 1] = n }
    }
    board.turn = if data[24] & 1 == 0 { Color::White } else { Color::Black };
    let Ok(pos) = Position::from_board(&board) else { return };
    let rules = Rules::ALL[usize::from(data[24] >> 1) % 2];
    let dice = Dice::all()[usize::from(data[25]) % 21];
    let mut plays = Vec::new();
    MoveGen::new().legal_plays(&pos, rules, dice, &mut plays);
    let mover = pos.turn();
    for (i, p) in plays.iter().enumerate() {
        assert_eq!(p.dice_used(), plays[0].dice_used(), "all plays use the most dice");
        assert!(p.dice_used() >= 1 && p.dice_used() <= dice.count());
        assert!(plays[..i].iter().all(|q| q.position() != p.position()), "one play per position");
        let after = p.position();
        assert_eq!(after.turn(), mover.other());
        assert_eq!(after.on_board(mover) + after.borne_off(mover), 15);
        assert_eq!(after.board().on_board(mover.other()), pos.board().on_board(mover.other()));
        for s in p.steps() {
            match s.to() {
                StepTo::Point(to) => assert_eq!(to + s.die, s.from),
                StepTo::Off => assert!(s.from <= s.die),
            }
        }
        assert_eq!(Position::from_text(&after.to_text()), Ok(after));
    }
    // Notation round trip on a few plays (each look-up enumerates again).
    for p in plays.iter().step_by(plays.len() / 4 + 1) {
        let text = p.notation().parse().expect("notation parses");
        assert_eq!(pos.find_play(rules, dice, &text).map(|q| q.position()), Ok(p.position()));
    }
});
