//! `fevga why` as a user runs it.

use std::process::Command;

fn fevga(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fevga")).args(args).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn each_refusal_names_its_rule_and_section() {
    let p = "W:24x14,15 B:12x14,5 W";
    let (ok, out, _) = fevga(&["why", p, "1-1", "24/23"]);
    assert!(ok);
    assert_eq!(
        out,
        "24/23 with the 1: not allowed: the head rule: only the first checker (on 15) moves until it reaches 12 (§4)\n"
    );
    let (_, out, _) = fevga(&["why", p, "1-1", "24/23", "--rules", "multezim"]);
    assert!(out.ends_with("reaches 11 (§9)\n"), "{out}");
    let (_, out, _) = fevga(&["why", p, "3-1", "15/12"]);
    assert!(
        out.contains("12 is held by the opponent") && out.ends_with("(§3)\n"),
        "{out}"
    );
    let (_, out, _) = fevga(&["why", p, "3-1", "15/14"]);
    assert_eq!(out, "15/14 with the 1: allowed\n");
    let (_, out, _) = fevga(&["why", "W:24x14,5 B:22,12x12,9,7 W", "5-1", "5/off"]);
    assert!(out.contains("all fifteen are home") && out.ends_with("(§7)\n"), "{out}");
}

#[test]
fn bad_input_is_one_clear_line() {
    for (args, want) in [
        (vec!["why"], "why needs a position"),
        (vec!["why", "W:24x16 B:12x15 W", "6-5", "24/18"], "position"),
        (vec!["why", "W:24x15 B:12x15 W", "7-5", "24/18"], "roll \"7-5\""),
        (
            vec!["why", "W:24x15 B:12x15 W", "6-5", "24-18"],
            "write one step as from/to",
        ),
        (vec!["why", "W:24x15 B:12x15 W", "6-5", "18/24"], "moves forward"),
        (
            vec!["why", "W:24x15 B:12x15 W", "6-5", "24/18", "--rules", "chess"],
            "--rules \"chess\"",
        ),
    ] {
        let (ok, out, err) = fevga(&args);
        assert!(!ok && out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}
