//! The message files as the page carries them: comment lines (translators' notes) emptied, so
//! they cost nothing in the first download. The reader skips them anyway.

use std::path::Path;
use std::{env, fs};

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for lang in ["en", "de", "tr", "bg"] {
        let src = format!("ftl/{lang}.ftl");
        println!("cargo:rerun-if-changed={src}");
        let text = fs::read_to_string(&src).expect("the message file is there");
        // A comment becomes an empty line, so a reader's line numbers still match the file.
        let kept: String = text
            .lines()
            .map(|l| if l.trim_start().starts_with('#') { "" } else { l })
            .flat_map(|l| [l, "\n"])
            .collect();
        fs::write(Path::new(&out).join(format!("{lang}.ftl")), kept).expect("OUT_DIR is writable");
    }
}
