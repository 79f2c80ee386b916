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

/// `--regrade` rewrites only the difficulty field: a copy of the shipped file with some
/// difficulties spoiled comes back as the shipped file (whose difficulties the levels give
/// today, see fevga-learn's tests), and a damaged file is refused and left unchanged.
#[test]
fn regrade_restores_each_difficulty_and_refuses_a_bad_file() {
    let dir = std::env::temp_dir().join(format!("fevga-regrade-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = std::fs::read_to_string(SHIPPED).unwrap();
    // The first ten puzzles (and the header) keep the test quick.
    let head: String = shipped.lines().take(13).map(|l| format!("{l}\n")).collect();
    let spoiled: String = head
        .lines()
        .map(|l| {
            if l.starts_with('#') {
                return format!("{l}\n");
            }
            let mut f: Vec<String> = l.split('|').map(str::to_string).collect();
            f[8] = if f[8] == "5" { "1".into() } else { "5".into() };
            format!("{}\n", f.join("|"))
        })
        .collect();
    assert_ne!(spoiled, head);
    let path = dir.join("p.txt");
    std::fs::write(&path, &spoiled).unwrap();
    let out = fevga(&["puzzles", "--regrade", path.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("10 difficulties changed: p0001 "),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), head);
    let bad = format!("{head}p9999|fevga|W:24x15 B:12x15 W|6-5|24/13|x|24/18 24/19|0|1|sprint\n");
    std::fs::write(&path, &bad).unwrap();
    let out = fevga(&["puzzles", "--regrade", path.to_str().unwrap()], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("line 14"), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), bad, "nothing written");
    std::fs::remove_dir_all(&dir).ok();
}
