//! Any valid position and roll: enumeration never panics and every play keeps the invariants.
#![no_main]

use fevga_core::{Board, Color, Dice, MoveGen, Position, Rules, invariants};
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
    // Every play keeps the invariants; a few (each look-up enumerates again) round-trip their text.
    if let Err(e) = invariants::check_plays(&pos, rules, dice, &plays, 4) {
        panic!("{} {dice} {rules}: {e}", pos.to_text());
    }
});
