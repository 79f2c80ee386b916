//! Any move text against a few positions and rolls: parsing and matching never panic, and a
//! matched play is legal and its own notation finds it again.
#![no_main]

use fevga_core::{Dice, MoveText, Position, Rules};
use libfuzzer_sys::fuzz_target;

const POSITIONS: [&str; 4] = [
    "W:24x15 B:12x15 W",
    "W:24x14,13 B:12x15 B",
    "W:20x3,18,16x2,13,11x2,9,6,5x2,3,1 B:23x2,22,21x3,14,12x3,8x2,7 W",
    "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W",
];

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let Ok(parsed) = text.parse::<MoveText>() else { return };
    let pos = Position::from_text(POSITIONS[usize::from(sel) % 4]).unwrap();
    let rules = Rules::ALL[usize::from(sel >> 2) % 2];
    let dice = Dice::all()[usize::from(sel >> 3) % 21];
    match pos.find_play(rules, dice, &parsed) {
        Ok(Some(play)) => {
            assert!(pos.is_legal(rules, dice, &play));
            let again: MoveText = play.notation().parse().expect("canonical notation parses");
            assert_eq!(pos.find_play(rules, dice, &again), Ok(Some(play)));
        }
        // A pass is accepted only when nothing can be played.
        Ok(None) => assert!(pos.legal_plays(rules, dice).is_empty()),
        Err(_) => {}
    }
});
