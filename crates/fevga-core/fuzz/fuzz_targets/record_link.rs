//! Any input as a record link (the Games page's `#record=`): reading never panics, whatever reads
//! back writes a fragment that reads back the same, and one link has one fragment.
//!
//! The first byte picks the form: the text of a fragment, or a link built from the rest (its
//! bytes as the record, when they are text; the byte's bits as the source and the side), which
//! must round-trip exactly.
#![no_main]

use fevga_core::Color;
use fevga_core::link::{RecordLink, Source};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    if mode & 1 == 0 {
        if let Ok(link) = RecordLink::from_fragment(text) {
            let fragment = link.to_fragment();
            assert_eq!(RecordLink::from_fragment(&fragment).as_ref(), Ok(&link));
            assert_eq!(RecordLink::from_fragment(&format!("#{fragment}")), Ok(link));
        }
    } else {
        let link = RecordLink {
            record: text.to_string(),
            source: Source::ALL[usize::from(mode >> 4) % Source::ALL.len()],
            you: [None, Some(Color::White), Some(Color::Black), None][usize::from(mode >> 2 & 3)],
        };
        match RecordLink::from_fragment(&link.to_fragment()) {
            Ok(back) => assert_eq!(back, link),
            // Only a record with nothing in it is refused.
            Err(e) => assert!(text.trim().is_empty(), "{e}: {text:?}"),
        }
    }
});
