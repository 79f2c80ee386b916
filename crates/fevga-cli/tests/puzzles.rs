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
        assert!(
            text(&out.stdout).starts_with("2 puzzles (0 earlier, 2 new) in "),
            "{}",
            text(&out.stdout)
        );
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
    let out = fevga(&["puzzles", "--count", "2", "--trials", "36", "--out", "/dev/null"], "");
    assert!(text(&out.stderr).contains("--trials when mining needs --report REPORT"));
    let out = fevga(
        &[
            "puzzles",
            "--count",
            "2",
            "--after",
            "/nonexistent/p.txt",
            "--out",
            "/dev/null",
        ],
        "",
    );
    assert!(!out.status.success() && text(&out.stderr).contains("/nonexistent/p.txt"));
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
    // The header and the first ten puzzles keep the test quick.
    let header = shipped.lines().take_while(|l| l.starts_with('#')).count();
    let head: String = shipped.lines().take(header + 10).map(|l| format!("{l}\n")).collect();
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
    let line = format!("line {}", header + 11);
    assert!(text(&out.stderr).contains(&line), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), bad, "nothing written");
    std::fs::remove_dir_all(&dir).ok();
}

/// `--prove`: one report line a puzzle; a second run skips the ids already there; a line
/// removed is rebuilt from its seed exactly; a report of another run (other seed) is refused,
/// and so are trials that are not a multiple of 36.
#[test]
fn prove_writes_a_report_that_resumes_and_rebuilds_from_its_seed() {
    let dir = std::env::temp_dir().join(format!("fevga-prove-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = std::fs::read_to_string(SHIPPED).unwrap();
    // Three puzzles from the start, the middle and the end of the file.
    let sample: String = shipped
        .lines()
        .filter(|l| !l.starts_with('#'))
        .enumerate()
        .filter(|(i, _)| [2, 150, 300].contains(i))
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    assert_eq!(sample.lines().count(), 3);
    let ids: Vec<&str> = sample.lines().map(|l| l.split('|').next().unwrap()).collect();
    let puzzles = dir.join("p.txt");
    std::fs::write(&puzzles, &sample).unwrap();
    let report = dir.join("r.txt");
    let (p, r) = (puzzles.to_str().unwrap(), report.to_str().unwrap());
    let prove = |seed: &str, threads: &str| {
        fevga(
            &[
                "puzzles",
                "--prove",
                p,
                "--out",
                r,
                "--trials",
                "36",
                "--seed",
                seed,
                "--threads",
                threads,
            ],
            "",
        )
    };
    let out = prove("5", "1");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("proven: "), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("rules multezim: "), "{}", text(&out.stdout));
    let first = std::fs::read_to_string(&report).unwrap();
    let lines: Vec<&str> = first.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), 3, "{first}");
    for (line, id) in lines.iter().zip(&ids) {
        let f: Vec<&str> = line.split('|').collect();
        assert_eq!(f.len(), 9, "{line}");
        assert_eq!(f[0], *id);
        assert!(["proven", "unproven", "reversed"].contains(&f[1]), "{line}");
        assert_eq!(f[6], "36");
        assert_eq!(f[7], fevga_learn::prove::puzzle_seed(5, id).to_string());
    }
    // Resumed: nothing left to do, the report unchanged.
    let out = prove("5", "2");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("3 already in"), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("behind another play (worst margin < 0): "),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(std::fs::read_to_string(&report).unwrap(), first);
    // The last line removed comes back the same from its seed, on two threads.
    let cut: String = first
        .lines()
        .filter(|l| !l.starts_with(&format!("{}|", ids[1])))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&report, &cut).unwrap();
    let out = prove("5", "2");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let again = std::fs::read_to_string(&report).unwrap();
    let sorted = |t: &str| {
        let mut v: Vec<String> = t.lines().map(str::to_string).collect();
        v.sort();
        v
    };
    assert_eq!(sorted(&again), sorted(&first));
    // Another seed is another run: refused on this report.
    let out = prove("6", "1");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("made by another run"),
        "{}",
        text(&out.stderr)
    );
    let out = fevga(&["puzzles", "--prove", p, "--out", r, "--trials", "35"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("multiple of 36"), "{}", text(&out.stderr));
    let out = fevga(&["puzzles", "--prove", p], "");
    assert!(
        text(&out.stderr).contains("--prove needs --out"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
}
