//! `fevga puzzles`: mining a few puzzles into a file that reads back, and counting the shipped
//! file by theme and difficulty.

mod common;

use common::fevga;

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

const SHIPPED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../fevga-learn/data/puzzles.txt");

#[test]
fn stats_counts_the_shipped_puzzles() {
    let out = fevga(&["puzzles", "--stats", SHIPPED], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    println!("{stdout}");
    let n: usize = stdout
        .lines()
        .next()
        .and_then(|l| l.strip_suffix(" puzzles"))
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert!(n >= 300, "{stdout}");
    for word in ["theme sprint:", "theme wall:", "difficulty 1:", "rules multezim:"] {
        assert!(stdout.contains(word), "{stdout}");
    }
}

#[test]
fn mining_writes_a_file_that_reads_back_and_repeats_with_its_seed() {
    let dir = std::env::temp_dir().join(format!("fevga-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for name in ["a.txt", "b.txt"] {
        let path = dir.join(name);
        let p = path.to_str().unwrap();
        let out = fevga(
            &["puzzles", "--count", "2", "--seed", "5", "--playouts", "8", "--out", p],
            "",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stdout).starts_with("2 puzzles in "), "{}", text(&out.stdout));
        let content = std::fs::read_to_string(&path).unwrap();
        let puzzles = fevga_learn::parse_puzzles(&content).unwrap();
        assert_eq!(puzzles.len(), 2);
        files.push(content);
    }
    assert_eq!(files[0], files[1], "the same seed gives the same file");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_options_and_bad_files_are_refused_by_name() {
    let out = fevga(&["puzzles", "--count", "2"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("--out PATH is needed"));
    let out = fevga(&["puzzles", "--count", "x", "--out", "/dev/null"], "");
    assert!(text(&out.stderr).contains("--count \"x\": expected a number"));
    let out = fevga(
        &["puzzles", "--stats", "-"],
        "# header\np1|fevga|W:24x15 B:12x15 W|6-5\n",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("-: line 2: expected 10 fields"),
        "{}",
        text(&out.stderr)
    );
}
