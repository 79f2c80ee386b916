//! The AI commands as a user runs them: best, hint, review, match, tutor-stats.

mod common;

use std::process::Output;

use common::fevga;
use serde_json::Value;

fn lines(o: &Output) -> Vec<Value> {
    String::from_utf8(o.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

const MIDGAME: &str = "fevga\tW:24x14,13 B:12x14,8 W\t3-1\n";

#[test]
fn best_answers_each_line_passes_and_goes_on_after_errors() {
    let input = format!(
        "fevga\tW:24x15 B:12x15 W\t6-5\n\
         fevga\tW:13 B:12x3,11x3,10x3,9x3,8x3 W\t1-2\n\
         bogus line\n\
         fevga\tW:- B:13 B\t1-2\n\
         {MIDGAME}"
    );
    for level in [
        "novice",
        "beginner",
        "intermediate",
        "strong",
        "expert",
        "baseline",
        "hard",
    ] {
        let out = fevga(&["best", "--level", level, "--seed", "3"], &input);
        assert!(out.status.success(), "{}", stderr(&out));
        let l = lines(&out);
        assert_eq!(l.len(), 5);
        assert_eq!(l[0]["move"], "24/13");
        assert_eq!(l[0]["position"], "W:24x14,13 B:12x15 B");
        assert_eq!(l[1]["move"], Value::Null);
        assert_eq!(l[1]["position"], "W:13 B:12x3,11x3,10x3,9x3,8x3 B");
        assert!(l[2]["error"].as_str().unwrap().contains("tab-separated"));
        assert!(l[3]["error"].as_str().unwrap().contains("over"));
        let after = l[4]["position"].as_str().unwrap();
        assert!(after.ends_with(" B"), "{after}");
        assert!(l[4]["move"].is_string());
    }
    // The same seed, the same answers (the beginner chooses at random).
    let a = fevga(&["best", "--level", "beginner", "--seed", "5"], MIDGAME);
    let b = fevga(&["best", "--level", "beginner", "--seed", "5"], MIDGAME);
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn best_and_hint_refuse_bad_arguments() {
    for args in [
        &["best", "--level", "godlike"][..],
        &["best", "--seed", "x"],
        &["best", "--depth", "2"],
        &["hint", "--top", "0"],
        &["hint", "--level"],
        &["review"],
        &["review", "--json"],
        &["review", "/no/such/file"],
        &["review", "-", "--level", "nope"],
        &["match", "--white", "expert"],
        &["match", "--white", "expert", "--black", "strong", "--games", "3"],
        &["match", "--white", "expert", "--black", "strong", "--games", "0"],
        &["match", "--white", "x", "--black", "strong"],
        &["match", "--white", "expert", "--black", "strong", "--rules", "chess"],
    ] {
        let out = fevga(args, "");
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(stderr(&out).starts_with("fevga: "), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn hint_ranks_plays_with_equity_and_chances() {
    let input = "fevga\tW:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W\t6-3\nbad\n";
    let out = fevga(&["hint", "--level", "expert", "--top", "3"], input);
    assert!(out.status.success(), "{}", stderr(&out));
    let l = lines(&out);
    assert_eq!(l.len(), 2);
    let list = l[0].as_array().unwrap();
    assert_eq!(list.len(), 3);
    for h in list {
        assert!(h["move"].is_string());
        let e = h["equity"].as_f64().unwrap();
        assert!((-2.0..=2.0).contains(&e));
        for k in ["win", "win2", "lose2"] {
            assert!((0.0..=100.0).contains(&h[k].as_f64().unwrap()), "{h}");
        }
        // Equity in points from the chances: P(win) − P(lose) + P(win 2) − P(lose 2).
        let (w, w2, l2) = (
            h["win"].as_f64().unwrap(),
            h["win2"].as_f64().unwrap(),
            h["lose2"].as_f64().unwrap(),
        );
        assert!(((2.0 * w - 100.0 + w2 - l2) / 100.0 - e).abs() < 0.005, "{h}");
    }
    assert!(list[0]["plies"].as_u64().unwrap() >= 1);
    assert!(
        list.windows(2)
            .all(|w| w[0]["equity"].as_f64() >= w[1]["equity"].as_f64())
    );
    assert!(l[1]["error"].is_string());
    // No play: an empty list.
    let out = fevga(&["hint"], "fevga\tW:13 B:12x3,11x3,10x3,9x3,8x3 W\t1-2\n");
    assert_eq!(lines(&out), vec![Value::Array(vec![])]);
}

/// A short game record: the opening, then a few turns from `fevga best`.
fn record() -> String {
    "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n\
     1. W 6-5: 24/13\n2. B 4-2: 24/18\n3. W 3-1: 24/23 13/10\n4. B 5-3: 18/10\n"
        .to_string()
}

#[test]
fn review_prints_each_turn_and_totals() {
    let out = fevga(&["review", "-", "--level", "intermediate"], &record());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let l: Vec<&str> = text.lines().collect();
    // Intermediate's random choice is no ranking: its review ranks as strong does (0 ply).
    assert!(
        l[0].starts_with("review of a fevga game at level strong (best plays weighed at up to 0 ply)"),
        "{text}"
    );
    assert!(l[1].contains("1. W 6-5: 24/13") && l[1].contains("forced"), "{text}");
    assert!(
        l.iter().any(|x| x.starts_with("White: error rate ")) && l.iter().any(|x| x.starts_with("Black: error rate "))
    );
    assert!(text.contains(" mp ("), "{text}");

    let out = fevga(&["review", "-", "--json"], &record());
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["level"], "expert");
    let turns = v["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 4);
    assert_eq!(turns[0]["move"], "24/13");
    for t in turns {
        let loss = t["loss"].as_f64().unwrap();
        assert!(loss >= 0.0);
        let label = match loss {
            x if x >= 0.16 => Value::from("blunder"),
            x if x >= 0.08 => Value::from("mistake"),
            x if x >= 0.02 => Value::from("doubtful"),
            _ => Value::Null,
        };
        // The label follows the rounded loss except right at a threshold.
        if ![0.02, 0.08, 0.16].iter().any(|b| (loss - b).abs() < 0.001) {
            assert_eq!(t["label"], label, "{t}");
        }
    }
    assert!(v["totals"]["W"]["decisions"].is_u64() && v["totals"]["B"]["mistakes"].is_u64());
    // The error rate: mean equity lost per decision with a choice, in millipoints.
    for side in ["W", "B"] {
        let t = &v["totals"][side];
        let (rate, mean) = (t["error_rate_mp"].as_f64().unwrap(), t["mean_loss"].as_f64().unwrap());
        assert!((rate - 1000.0 * mean).abs() <= 0.6, "{t}");
        // The performance rating: half the error rate, with its band (none without a choice).
        if t["decisions"].as_u64().unwrap() > 0 {
            assert!((t["rating"].as_f64().unwrap() - rate / 2.0).abs() <= 0.1, "{t}");
            assert!(t["band"].is_string(), "{t}");
        } else {
            assert!(t["rating"].is_null() && t["band"].is_null(), "{t}");
        }
    }
    // A bad record names its line.
    let out = fevga(&["review", "-"], "Fevga record\nRules: fevga\n1. W 6-5: 24/12\n");
    assert!(!out.status.success());
    assert!(stderr(&out).contains("line"), "{}", stderr(&out));
}

#[test]
fn match_reports_share_interval_and_times() {
    let args = [
        "match",
        "--white",
        "intermediate",
        "--black",
        "beginner",
        "--games",
        "4",
        "--seed",
        "7",
        "--rules",
        "multezim",
    ];
    let out = fevga(&args, "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let l: Vec<&str> = text.lines().collect();
    assert_eq!(l.len(), 5, "{text}");
    assert!(l[0].starts_with("intermediate vs beginner: 4 games (2 deals"), "{text}");
    assert!(l[0].contains("rules multezim, seed 7"));
    assert!(
        l[1].starts_with("intermediate share of points: ") && l[1].contains("95% CI"),
        "{text}"
    );
    assert!(l[2].starts_with("2-point games: "));
    assert!(
        l[3].starts_with("intermediate: wall ") && l[3].contains("ms a move"),
        "{text}"
    );
    assert!(l[4].starts_with("beginner: wall "));
    // The figures (times aside) of a run with these extra options.
    let figures = |extra: &[&str]| {
        let out = fevga(&[&args[..], extra].concat(), "");
        assert!(out.status.success(), "{}", stderr(&out));
        let text = String::from_utf8(out.stdout).unwrap();
        text.lines().take(3).map(str::to_string).collect::<Vec<_>>()
    };
    // Reproducible from the seed, and the same games when shared among threads.
    assert_eq!(figures(&[]), l[..3]);
    assert_eq!(figures(&["--threads", "3"]), l[..3]);
    let refused = fevga(&[&args[..], &["--threads", "0"]].concat(), "");
    assert!(
        stderr(&refused).contains("--threads \"0\": 1–64"),
        "{}",
        stderr(&refused)
    );
}

/// `fevga net` describes a weights file and writes its half-float copy, which reads back as the
/// same shape in half floats and at about half the bytes; a missing or damaged file is refused.
#[test]
fn net_describes_a_weights_file_and_writes_its_half_copy() {
    let full = concat!(env!("CARGO_MANIFEST_DIR"), "/../fevga-ai/nets/sv4.weights");
    let dir = std::env::temp_dir().join(format!("fevga-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let half = dir.join("sv4.half.weights");
    let out = fevga(&["net", full, "--half", half.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("227 inputs (feature set 2) -> 80 hidden -> 3 outputs, 18483 parameters, f32, 73964 bytes"),
        "{text}"
    );
    let again = fevga(&["net", half.to_str().unwrap()], "");
    let text = String::from_utf8(again.stdout).unwrap();
    assert!(text.contains("(feature set 2) -> 80 hidden"), "{text}");
    assert!(text.contains("half floats, 36998 bytes"), "{text}");
    // Refusals: no file, an unknown option, a damaged file.
    assert!(stderr(&fevga(&["net"], "")).contains("needs a weights file"));
    assert!(stderr(&fevga(&["net", full, "--bits", "8"], "")).contains("unknown option --bits"));
    let mut bytes = std::fs::read(full).unwrap();
    bytes[100] ^= 1;
    let bad = dir.join("bad.weights");
    std::fs::write(&bad, &bytes).unwrap();
    let refused = fevga(&["net", bad.to_str().unwrap()], "");
    assert!(!refused.status.success());
    assert!(stderr(&refused).contains("damaged file"), "{}", stderr(&refused));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Another search measured against a level's own: `--white-stages` (here expert's own stages
/// written out, so both sides play alike and every deal is shared), and bad specs refused by
/// name.
#[test]
fn match_measures_other_search_stages_and_refuses_bad_ones() {
    let args = [
        "match",
        "--white",
        "expert",
        "--black",
        "expert",
        "--white-stages",
        "1:8:0.24,2:3:0.08:24000",
        "--games",
        "2",
        "--seed",
        "3",
    ];
    let out = fevga(&args, "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("the first level searches with stages"), "{text}");
    // The same search on both sides over one deal's two games: each side wins one.
    assert!(text.contains("expert share of points: 0.500"), "{text}");
    for (spec, says) in [
        ("3:2:0.05", "plies must be 1 or 2"),
        ("2:1:0.05", "keep at least 2 plays"),
        ("2:2", "expected PLIES:KEEP:MARGIN"),
        ("2:2:x", "expected PLIES:KEEP:MARGIN"),
        ("1:8:0.24,2:2:-1", "a margin of 0 points or more"),
    ] {
        let out = fevga(
            &[
                "match",
                "--white",
                "expert",
                "--black",
                "strong",
                "--white-stages",
                spec,
            ],
            "",
        );
        assert!(!out.status.success(), "{spec}");
        assert!(stderr(&out).contains(says), "{spec}: {}", stderr(&out));
    }
    let out = fevga(&["benchmark", "--level", "expert", "--stages", "2:2"], "");
    assert!(stderr(&out).contains("expected PLIES:KEEP:MARGIN"), "{}", stderr(&out));
}

/// `fevga tutor-stats` (issue 33): the stops a game before and after the tutor's quiet plays,
/// every blunder warned, the same figures from the same seed.
#[test]
fn tutor_stats_counts_stops_before_and_after() {
    let args = ["tutor-stats", "--games", "6", "--seed", "3", "--level", "novice"];
    let out = fevga(&args, "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let l: Vec<&str> = text.lines().collect();
    assert_eq!(l.len(), 5, "{text}");
    assert!(l[0].starts_with("tutor stops: 6 games, the person played by novice against beginner"));
    let per_game = |line: &str| -> f64 {
        line.split(": ")
            .nth(1)
            .and_then(|v| v.split(' ').next())
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(l[2].starts_with("stops a game, every mistake warned: "), "{text}");
    assert!(l[3].starts_with("stops a game, quiet after a warning: "), "{text}");
    assert!(per_game(l[3]) <= per_game(l[2]), "{text}");
    assert!(
        l[4].starts_with("blunders warned: ") && l[4].ends_with("(100%)"),
        "{text}"
    );
    assert_eq!(fevga(&args, "").stdout, text.as_bytes());
    assert!(!fevga(&["tutor-stats", "--level", "master"], "").status.success());
}
