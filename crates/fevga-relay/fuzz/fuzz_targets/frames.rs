//! Any text as a client's frame and as the relay's: reading never panics, and whatever reads is
//! written back the same way (a frame's one reading).
#![no_main]

use fevga_relay::frame::{Command, Event};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(c) = Command::parse(text) {
        assert_eq!(Command::parse(&c.to_string()), Ok(c));
    }
    if let Ok(e) = Event::parse(text) {
        // An error frame's words after its code are the relay's own: only the code is read.
        assert_eq!(Event::parse(&e.to_string()), Ok(e));
    }
});
