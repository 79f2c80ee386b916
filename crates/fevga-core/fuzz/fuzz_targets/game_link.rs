//! Any input as a correspondence link: reading never panics, whatever reads back writes the
//! same bytes again, and a match that refuses a link is left exactly as it was.
//!
//! The first byte picks the form: the text of a fragment, or the link's bytes (of version 1 or
//! 2, by its second bit) with the checksum appended by the target (so the fuzzer reaches every
//! field past the checksum; a version 2 link's signature it cannot make, so `accept` refuses it
//! there).
#![no_main]

use std::sync::OnceLock;

use fevga_core::correspondence::{Correspondence, Setup};
use fevga_core::fair_dice::Secret;
use fevga_core::link::GameLink;
use fevga_core::{Color, Rules};
use libfuzzer_sys::fuzz_target;

/// A match just begun: White invited, Black answered, White took the answer.
fn white() -> &'static Correspondence {
    static STATE: OnceLock<Correspondence> = OnceLock::new();
    STATE.get_or_init(|| {
        let setup = Setup {
            rules: Rules::Fevga,
            match_length: 1,
            side: Color::White,
            name: "W".into(),
        };
        let (mut w, invite) = Correspondence::invite(setup, Secret::from_bytes([1; 32])).unwrap();
        let (_b, answer) = Correspondence::join(&invite, Secret::from_bytes([2; 32]), "B").unwrap();
        w.accept(&answer).unwrap();
        w
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let text = if mode & 1 == 0 {
        let Ok(text) = std::str::from_utf8(rest) else { return };
        text.to_string()
    } else {
        let version = 1 + u32::from(mode & 2 != 0);
        let mut bytes = rest.to_vec();
        bytes.extend_from_slice(&GameLink::checksum(version, rest));
        if let Ok(link) = GameLink::from_bytes(version, &bytes) {
            assert_eq!(link.to_bytes(), bytes, "one way to write each link");
        }
        format!("game={version}.{}", fevga_core::link::base64url(&bytes))
    };
    if let Ok(link) = GameLink::from_fragment(&text) {
        assert_eq!(GameLink::from_fragment(&link.to_fragment()), Ok(link));
    }
    let mut state = white().clone();
    let (saved, status) = (state.save(), state.status());
    if state.accept(&text).is_err() {
        assert_eq!(state.save(), saved);
        assert_eq!(state.status(), status);
    }
});
