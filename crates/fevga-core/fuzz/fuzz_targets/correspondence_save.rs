//! Any text as a kept correspondence game (the page's local storage, which a person or another
//! program may have edited): restoring never panics, and what restores saves again as the same
//! text, so a game kept is a game found again.
#![no_main]

use fevga_core::correspondence::Correspondence;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(state) = Correspondence::restore(text) {
        let saved = state.save();
        let again = Correspondence::restore(&saved).expect("a saved game restores");
        assert_eq!(again.save(), saved, "one text per kept game");
        let _ = again.status();
    }
});
