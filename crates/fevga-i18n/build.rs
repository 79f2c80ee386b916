//! The message files as the page carries them: comment lines (translators' notes) emptied, so
//! they cost nothing in the first download. The reader skips them anyway.

use std::path::Path;
use std::{env, fs};

fn main() {
    let out = env::var("OUT_DIR").expect("build.rs: OUT_DIR is not set (run the build through cargo, which sets it)");
    for lang in ["en", "de", "tr", "bg"] {
        let src = format!("ftl/{lang}.ftl");
        println!("cargo:rerun-if-changed={src}");
        let text =
            fs::read_to_string(&src).unwrap_or_else(|e| panic!("build.rs: cannot read the message file {src}: {e}"));
        // A comment becomes an empty line, so a reader's line numbers still match the file.
        let kept: String = text
            .lines()
            .map(|l| if l.trim_start().starts_with('#') { "" } else { l })
            .flat_map(|l| [l, "\n"])
            .collect();
        let dest = Path::new(&out).join(format!("{lang}.ftl"));
        fs::write(&dest, kept).unwrap_or_else(|e| panic!("build.rs: cannot write {}: {e}", dest.display()));
    }
}
