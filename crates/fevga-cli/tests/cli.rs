//! The `fevga` binary as a user runs it.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use common::fevga;

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

#[test]
fn plays_answers_each_line_and_goes_on_after_errors() {
    let input = "fevga\tW:24x15 B:12x15 W\t6-5\n\
                 bogus\tW:24x15 B:12x15 W\t6-5\n\
                 fevga\tW:24x16 B:12x15 W\t6-5\n\
                 fevga\tW:24x15 B:12x15 W\t6-9\n\
                 fevga\tW:24x15 B:12x15 W\n\
                 multezim\tW:24x15 B:12x15 W\t6-6\n\
                 fevga\tW:1 B:13 W\t6-6\n";
    let out = fevga(&["plays"], input);
    assert!(out.status.success());
    let lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), 7, "{lines:?}");
    assert_eq!(
        lines[0],
        r#"{"plays":[{"move":"24/13","position":"W:24x14,13 B:12x15 B"}]}"#
    );
    assert_eq!(
        lines[1],
        r#"{"error":"unknown rules \"bogus\": expected \"fevga\" or \"multezim\""}"#
    );
    assert_eq!(lines[2], r#"{"error":"White has 16 checkers; at most 15"}"#);
    assert_eq!(lines[3], r#"{"error":"die 9 is outside 1-6"}"#);
    assert!(
        lines[4].starts_with(r#"{"error":"expected 3 tab-separated fields"#),
        "{}",
        lines[4]
    );
    // 6-6 from the start: the first checker runs 24/18/12? White's 12 is Black's: 24/18 only.
    assert_eq!(
        lines[5],
        r#"{"plays":[{"move":"24/18","position":"W:24x14,18 B:12x15 B"}]}"#
    );
    // 6-6 with one checker on 1: bears it off and wins.
    assert_eq!(lines[6], r#"{"plays":[{"move":"1/off","position":"W:- B:13 B"}]}"#);
}

#[test]
fn plays_flushes_each_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fevga"))
        .arg("plays")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    stdin.write_all(b"fevga\tW:24x15 B:12x15 W\t2-1\n").unwrap();
    stdin.flush().unwrap();
    let mut line = String::new();
    // Answered while stdin is still open.
    stdout.read_line(&mut line).unwrap();
    assert!(line.starts_with(r#"{"plays":[{"move":"24/21""#), "{line}");
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

#[test]
fn show_draws_seed_004_lists() {
    let out = fevga(&["show", "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W"], "");
    assert!(out.status.success());
    let s = text(&out.stdout);
    for want in [
        "Point 4: 2 × White",
        "Point 13: 3 × Black",
        "White borne off: 6",
        "White pips: 36",
        "Black pips: 48",
        "White to move",
    ] {
        assert!(s.contains(want), "missing {want:?} in\n{s}");
    }
    let bad = fevga(&["show", "W:25 B:12x15"], "");
    assert!(!bad.status.success());
    assert!(text(&bad.stderr).contains("White point 25 is outside 1-24"));
}

#[test]
fn selfplay_reports_a_summary() {
    let out = fevga(&["selfplay", "--games", "20", "--seed", "7", "--rules", "both"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("games: 20"), "{s}");
    assert!(s.contains("invariants: ok"));
    let again = fevga(&["selfplay", "--games", "20", "--seed", "7", "--rules", "both"], "");
    assert_eq!(s, text(&again.stdout), "seeded self-play is reproducible");
}

#[test]
fn bench_counts_then_rates() {
    let out = fevga(&["bench", "--positions", "50", "--seconds", "0.05"], "");
    assert!(out.status.success());
    let s = text(&out.stdout);
    let lines: Vec<&str> = s.lines().collect();
    assert!(lines[1].starts_with("plays: "), "{s}");
    assert!(lines.last().unwrap().ends_with(" enumerations/s"), "{s}");
}

#[test]
fn bad_commands_and_options_fail_with_a_message() {
    for args in [
        &["nonsense"][..],
        &["selfplay", "--games"],
        &["selfplay", "--bogus", "1"],
        &["bench", "--seconds", "x"],
    ] {
        let out = fevga(args, "");
        assert!(!out.status.success(), "{args:?}");
        assert!(text(&out.stderr).starts_with("fevga: "), "{args:?}");
    }
}

#[test]
fn record_replays_and_names_the_first_bad_line() {
    let good = "Fevga record\nRules: fevga\nMatch: 3\nScore: 1-0\n1. W 6-5: 24/13\n2. B 3-1: 24/20\n";
    let out = fevga(&["record", "-"], good);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("turns: 2"), "{s}");
    assert!(s.contains("Position: W:24x14,13 B:12x14,8 W"), "{s}");
    let bad = good.replace("24/20", "24/13");
    let out = fevga(&["record", "-"], &bad);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("line 6: "), "{}", text(&out.stderr));
    // §8: a match already won before this game is refused, naming the Score line.
    let out = fevga(&["record", "-"], &good.replace("Score: 1-0", "Score: 3-0"));
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("line 4: score 3-0 in a match to 3"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn train_prints_a_curve_writes_checkpoints_and_refuses_bad_weights() {
    let dir = std::env::temp_dir().join(format!("fevga-train-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_path = dir.join("t.weights");
    let out_arg = out_path.to_str().unwrap();
    let args = [
        "train",
        "--seed",
        "3",
        "--games",
        "4",
        "--hidden",
        "8",
        "--eval-every",
        "2",
    ];
    let half_path = dir.join("t.half.weights");
    let half_arg = half_path.to_str().unwrap();
    let out = fevga(
        &[&args[..], &["--eval-games", "2", "--out", out_arg, "--half", half_arg]].concat(),
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let rows: Vec<&str> = stdout.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rows.len(), 3, "{stdout}");
    assert!(rows[2].trim_start().starts_with("4 "), "{stdout}");
    let bytes = std::fs::read(&out_path).unwrap();
    assert!(fevga_ai::Net::from_bytes(&bytes).is_ok());
    assert_eq!(std::fs::read(dir.join("t.weights.0000002")).unwrap().len(), bytes.len());
    // The half-float file is the last save's network in format 2, the one the engine ships.
    let half = std::fs::read(&half_path).unwrap();
    let net = fevga_ai::Net::from_bytes(&bytes).unwrap();
    assert_eq!(half, net.to_half_bytes());
    assert_eq!(half[8..12], 2u32.to_le_bytes());
    assert_eq!(half.len(), 28 + 2 * net.parameters() + 4);
    assert!(fevga_ai::Net::from_bytes(&half).is_ok());
    // Continuing from the checkpoint works; a damaged file is refused with the reason.
    let more = [
        "train",
        "--games",
        "1",
        "--eval-games",
        "0",
        "--from",
        out_arg,
        "--out",
        out_arg,
    ];
    assert!(fevga(&more, "").status.success());
    std::fs::write(&out_path, &bytes[..100]).unwrap();
    let bad = fevga(&more, "");
    assert!(!bad.status.success());
    assert!(
        text(&bad.stderr).contains("weights file is 100 bytes"),
        "{}",
        text(&bad.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn supervised_training_labels_once_fits_and_candidate_nets_are_measured() {
    let dir = std::env::temp_dir().join(format!("fevga-supervised-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let start = dir.join("start.weights");
    let start_arg = start.to_str().unwrap();
    let tiny = [
        "train",
        "--seed",
        "3",
        "--games",
        "2",
        "--hidden",
        "8",
        "--eval-games",
        "0",
    ];
    assert!(fevga(&[&tiny[..], &["--out", start_arg]].concat(), "").status.success());
    let data = dir.join("s.tsv");
    let data_arg = data.to_str().unwrap();
    let out_path = dir.join("sv.weights");
    let out_arg = out_path.to_str().unwrap();
    let args = [
        "train",
        "--supervised",
        "--from",
        start_arg,
        "--data",
        data_arg,
        "--games",
        "2",
        "--epochs",
        "2",
        "--eval-games",
        "0",
        "--out",
        out_arg,
    ];
    let out = fevga(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("labelled (1-ply"), "{stdout}");
    let rows: Vec<&str> = stdout.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rows.len(), 3, "{stdout}");
    // The set was written, one sample a line, and is read instead of made the second time.
    let lines = std::fs::read_to_string(&data).unwrap();
    let samples = lines.lines().filter(|l| !l.starts_with('#')).count();
    assert!(samples > 50, "{samples} samples");
    let again = fevga(&args, "");
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert!(text(&again.stdout).contains(&format!("# {samples} samples read")));
    let fitted = std::fs::read(&out_path).unwrap();
    assert_ne!(fitted, std::fs::read(&start).unwrap(), "the fit changed the network");
    // Labelled on three threads, the set is the same file.
    let threaded = dir.join("s3.tsv");
    let mut three = args.to_vec();
    three[5] = threaded.to_str().unwrap();
    three.extend(["--threads", "3"]);
    assert_eq!(three[4], "--data");
    let out = fevga(&three, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&threaded).unwrap(), lines);
    let out = fevga(&[&args[..], &["--threads", "0"]].concat(), "");
    assert!(
        text(&out.stderr).contains("--threads \"0\": 1–64"),
        "{}",
        text(&out.stderr)
    );
    // Labelled by the teacher's rollouts instead: the same file on one thread or two, its
    // labels not the look's; a malformed or unplayable rollout is refused by name.
    let rolled = |name: &str, threads: &str| {
        let path = dir.join(name);
        let mut a = args.to_vec();
        a[5] = path.to_str().unwrap();
        a.extend(["--label-rollout", "36:2", "--threads", threads]);
        let out = fevga(&a, "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains("labelled (rollout (36 trials, truncated after 2)"),
            "{}",
            text(&out.stdout)
        );
        std::fs::read_to_string(&path).unwrap()
    };
    let by_rollout = rolled("r1.tsv", "1");
    assert_eq!(rolled("r2.tsv", "2"), by_rollout);
    let targets = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.rsplit('\t').next().unwrap().to_string())
            .collect()
    };
    assert_eq!(targets(&by_rollout).len(), samples);
    assert_ne!(targets(&by_rollout), targets(&lines));
    for (value, says) in [
        ("144", "TRIALS:TRUNCATE"),
        ("100:7", "multiple of 36"),
        ("36:x", "e.g. 144:7"),
    ] {
        let out = fevga(&[&args[..], &["--label-rollout", value]].concat(), "");
        assert!(!out.status.success());
        assert!(text(&out.stderr).contains(says), "{value}: {}", text(&out.stderr));
    }
    // A candidate network is measured on a benchmark set and in a match; a bad file is refused.
    let set = concat!(env!("CARGO_MANIFEST_DIR"), "/../../bench/decisions.tsv");
    let bench = fevga(&["benchmark", "--level", "strong", "--set", set, "--net", out_arg], "");
    assert!(bench.status.success(), "{}", text(&bench.stderr));
    assert!(text(&bench.stdout).contains("overall"));
    let duel = fevga(
        &[
            "match",
            "--white",
            "strong",
            "--black",
            "strong",
            "--games",
            "2",
            "--white-net",
            out_arg,
        ],
        "",
    );
    assert!(duel.status.success(), "{}", text(&duel.stderr));
    assert!(text(&duel.stdout).contains(&format!("the first level plays by {out_arg}")));
    std::fs::write(&data, "fevga\tW:24x15 B:12x15 W\t0.5 0.5\n").unwrap();
    let bad = fevga(&args, "");
    assert!(!bad.status.success());
    assert!(
        text(&bad.stderr).contains("line 1: 2 target values"),
        "{}",
        text(&bad.stderr)
    );
    let bad = fevga(
        &[
            "benchmark",
            "--level",
            "strong",
            "--set",
            set,
            "--net",
            "/no/such.weights",
        ],
        "",
    );
    assert!(!bad.status.success());
    assert!(text(&bad.stderr).contains("/no/such.weights"), "{}", text(&bad.stderr));
    let bad = fevga(&["train", "--supervised", "--from", start_arg], "");
    assert!(text(&bad.stderr).contains("--data PATH"), "{}", text(&bad.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}
