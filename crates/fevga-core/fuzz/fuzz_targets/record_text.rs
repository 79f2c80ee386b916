//! Any text as a game record (the page's import, `fevga.Game.fromRecord`, `fevga record`):
//! reading never panics, a record that reads back is a checked game (the invariants hold), and
//! writing it and reading that again gives the same record: one text per game.
#![no_main]

use fevga_core::{invariants, record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok((game, info)) = record::import(text) {
        invariants::check_position(&game.position()).expect("a read game's position is valid");
        let written = record::export(&game, info.clone());
        let (again, info_again) = record::import(&written).expect("a written record reads back");
        assert_eq!(info_again, info);
        assert_eq!(record::export(&again, info_again), written, "one text per game");
    }
    if let Ok(m) = record::import_match(text) {
        let written = record::export_match(&m);
        let again = record::import_match(&written).expect("a written match reads back");
        assert_eq!(record::export_match(&again), written);
    }
});
