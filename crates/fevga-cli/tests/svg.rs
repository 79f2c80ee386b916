//! `fevga svg` as a user runs it.

use std::process::{Command, Output};

fn fevga(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fevga")).args(args).output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

/// Checks that the tags balance under one `<svg>` root, attributes are quoted and text has no
/// raw `<` or stray `&`; returns the start tags.
fn well_formed(doc: &str) -> Vec<String> {
    let body = doc.strip_suffix('\n').expect("a final newline");
    assert!(
        body.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{}",
        &body[..80]
    );
    let mut open: Vec<String> = Vec::new();
    let mut tags = Vec::new();
    let mut rest = body;
    while let Some(lt) = rest.find('<') {
        let between = &rest[..lt];
        assert!(
            !open.is_empty() || between.is_empty(),
            "text outside the root: {between:?}"
        );
        for (i, _) in between.match_indices('&') {
            let entity = &between[i..between[i..].find(';').map_or(i + 1, |e| i + e + 1)];
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(&entity),
                "{entity}"
            );
        }
        let gt = rest[lt..].find('>').expect("a tag ends") + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop().as_deref(), Some(name), "</{name}>");
            if open.is_empty() {
                assert!(rest.is_empty(), "after the root: {rest:?}");
            }
            continue;
        }
        assert_eq!(tag.matches('"').count() % 2, 0, "quotes in <{tag}>");
        let name = tag.split([' ', '/']).next().unwrap().to_string();
        assert!(!open.is_empty() || tags.is_empty(), "a second root <{name}>");
        tags.push(tag.to_string());
        if !tag.ends_with('/') {
            open.push(name);
        }
    }
    assert!(open.is_empty(), "unclosed: {open:?}");
    tags
}

fn count(tags: &[String], prefix: &str) -> usize {
    tags.iter().filter(|t| t.starts_with(prefix)).count()
}

#[test]
fn the_start_position_is_a_diagram_of_30_checkers() {
    let out = fevga(&["svg", "W:24x15 B:12x15 W"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty());
    let tags = well_formed(&text(&out.stdout));
    assert_eq!(count(&tags, "circle class=\"ck w\""), 15);
    assert_eq!(count(&tags, "circle class=\"ck b\""), 15);
    assert_eq!(count(&tags, "circle class=\"ck "), 30);
    assert_eq!(count(&tags, "g class=\"pt\" data-point="), 24);
    assert_eq!(count(&tags, "text class=\"num\""), 24);
    assert_eq!(count(&tags, "style"), 1);
    // A picture: no buttons, no tab stops.
    assert!(
        !tags
            .iter()
            .any(|t| t.contains("tabindex") || t.contains("role=\"button\""))
    );
    assert!(
        tags.iter()
            .any(|t| t.contains("aria-label=\"Point 24: 15 white checkers\""))
    );
    assert!(
        tags.iter()
            .any(|t| t.contains("aria-label=\"Black bear-off tray: 0 borne off\""))
    );
}

#[test]
fn last_move_flip_and_numbers() {
    // Black (not to move) just played its 24/13: White's 12 to White's 1.
    let out = fevga(&[
        "svg",
        "W:24x15 B:12x14,1 W",
        "--last-move",
        "24/13",
        "--flip",
        "--no-numbers",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let tags = well_formed(&text(&out.stdout));
    assert!(
        tags.iter()
            .any(|t| t.starts_with("g class=\"pt last-to\" data-point=\"1\""))
    );
    assert_eq!(count(&tags, "g class=\"pt last-to\""), 1);
    // The 14 left on 12 are squeezed: the ring goes round their top checker.
    assert_eq!(count(&tags, "circle class=\"last-from-mark\""), 1);
    assert!(
        tags.iter()
            .any(|t| t.starts_with("g id=\"field\" transform=\"rotate(180 "))
    );
    assert_eq!(count(&tags, "text class=\"num\""), 0);
    // A stop-over is not a start; the start of a run gets its ring.
    let out = fevga(&["svg", "W:24x2,13 B:12x15 B", "--last-move", "24/18/13"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let tags = well_formed(&text(&out.stdout));
    assert!(
        tags.iter()
            .any(|t| t.starts_with("g class=\"pt last-to\" data-point=\"13\""))
    );
    assert_eq!(count(&tags, "circle class=\"last-from-mark\""), 1);
    assert_eq!(count(&tags, "g class=\"pt last-to\""), 1);
}

#[test]
fn the_diagram_goes_to_a_file() {
    let file = std::env::temp_dir().join(format!("fevga-svg-test-{}.svg", std::process::id()));
    let path = file.to_str().unwrap();
    let out = fevga(&[
        "svg",
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W",
        "-o",
        path,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty());
    let doc = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    let tags = well_formed(&doc);
    // 9 White and 15 Black on the board, 6 White borne off.
    assert_eq!(count(&tags, "circle class=\"ck "), 24);
    assert_eq!(count(&tags, "rect class=\"slab w\""), 6);
}

/// Fails with exit code 1 and one line on stderr that contains `want`.
fn fails(args: &[&str], want: &str) {
    let out = fevga(args);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    assert!(out.stdout.is_empty());
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("fevga: ") && err.contains(want), "{args:?}: {err}");
}

#[test]
fn errors_are_one_clear_line() {
    fails(
        &["svg", "W:24x16 B:12x15 W"],
        "position \"W:24x16 B:12x15 W\": White has 16 checkers; at most 15",
    );
    fails(&["svg", "bogus"], "unknown token \"bogus\" in position");
    fails(&["svg"], "svg needs a position");
    fails(
        &["svg", "W:24x15 B:12x15 W", "--last-move", "24-13x"],
        "--last-move \"24-13x\": malformed move",
    );
    fails(
        &["svg", "W:24x15 B:12x15 W", "--last-move", "13/24"],
        "does not go forward",
    );
    // Checked against the rules: taken back, no roll allows it (the head rule holds the rest).
    fails(
        &["svg", "W:24x15 B:12x13,1,2 W", "--last-move", "24/13 24/14"],
        "--last-move \"24/13 24/14\": no roll allows this play",
    );
    fails(
        &["svg", "W:24x15 B:12x15 W", "--last-move", "24/13"],
        "Black (the side not to move, so the one that moved last) has no checker on its 13",
    );
    fails(&["svg", "W:24x15 B:12x15 W", "--last-move"], "--last-move needs a move");
    fails(&["svg", "W:24x15 B:12x15 W", "--size", "3"], "unknown option --size");
    fails(&["svg", "W:24x15 B:12x15 W", "-o"], "-o needs a file name");
    fails(
        &["svg", "W:24x15 B:12x15 W", "-o", "/nonexistent-dir/x.svg"],
        "cannot write /nonexistent-dir/x.svg",
    );
}
