//! Any text: the position parser never panics, and what it accepts round-trips canonically.
#![no_main]

use fevga_core::{Color, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(pos) = Position::from_text(text) {
        let canonical = pos.to_text();
        let again = Position::from_text(&canonical).expect("canonical text parses");
        assert_eq!(again, pos);
        assert_eq!(again.to_text(), canonical);
        assert_eq!(Position::from_board(&pos.board()), Ok(pos));
        for c in [Color::White, Color::Black] {
            assert!(pos.on_board(c) <= 15);
        }
    }
});
