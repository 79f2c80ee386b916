//! `fevga benchmark-gen` and `fevga benchmark` as a user runs them.

mod common;

use std::path::PathBuf;

use common::fevga;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fevga-bench-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("set.tsv")
}

fn decisions(text: &str) -> Vec<&str> {
    text.lines().filter(|l| !l.starts_with('#')).collect()
}

const QUICK: [&str; 6] = ["--trials", "36", "--truncate", "2", "--top", "3"];

fn generate(out: &str, count: &str, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["benchmark-gen", "--seed", "5", "--decisions", count, "--out", out];
    args.extend(QUICK);
    args.extend(extra);
    fevga(&args, "")
}

#[test]
fn the_set_is_built_resumed_and_scored() {
    let path = scratch("resume");
    let out = path.to_str().unwrap();
    let _ = std::fs::remove_file(&path);
    let first = generate(out, "5", &[]);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let five = std::fs::read_to_string(&path).unwrap();
    assert!(five.starts_with("# fevga benchmark set: seed=5 top=3 trials=36 truncate=2 luck=off\n"));
    assert_eq!(decisions(&five).len(), 5);
    let classes: Vec<&str> = decisions(&five).iter().map(|l| l.split('\t').next().unwrap()).collect();
    assert_eq!(classes, ["sprint", "contact", "walls", "race", "bearoff"]);
    // Extended (or resumed) with the same settings: the first five stay as they were.
    assert!(generate(out, "7", &[]).status.success());
    let seven = std::fs::read_to_string(&path).unwrap();
    assert!(seven.starts_with(&five));
    assert_eq!(decisions(&seven).len(), 7);
    // Built in one go, the same file.
    let other = scratch("one-go");
    let _ = std::fs::remove_file(&other);
    assert!(
        generate(other.to_str().unwrap(), "7", &["--threads", "2"])
            .status
            .success()
    );
    assert_eq!(std::fs::read_to_string(&other).unwrap(), seven);
    // Other settings are refused.
    let refused = generate(out, "9", &["--luck", "on"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("other settings"));

    let scored = fevga(&["benchmark", "--level", "strong", "--set", out], "");
    assert!(scored.status.success(), "{}", String::from_utf8_lossy(&scored.stderr));
    let text = String::from_utf8(scored.stdout).unwrap();
    assert!(text.starts_with("strong on "), "{text}");
    for row in ["sprint", "contact", "walls", "race", "bearoff", "overall"] {
        assert!(text.lines().any(|l| l.starts_with(row)), "{row}: {text}");
    }
    let overall = text.lines().find(|l| l.starts_with("overall")).unwrap();
    assert_eq!(overall.split_whitespace().nth(1), Some("7"), "{overall}");
    // Every level at once: a Markdown table, a row a level.
    let all = fevga(&["benchmark", "--level", "all", "--set", out], "");
    assert!(all.status.success(), "{}", String::from_utf8_lossy(&all.stderr));
    let text = String::from_utf8(all.stdout).unwrap();
    assert!(
        text.contains("| level | overall | sprint | contact | walls | race | bearoff | unrolled |"),
        "{text}"
    );
    for level in [
        "beginner",
        "intermediate",
        "strong",
        "expert",
        "baseline",
        "baseline-greedy",
    ] {
        assert!(text.contains(&format!("| {level} | **")), "{level}: {text}");
    }
}

#[test]
fn bad_sets_and_arguments_are_refused() {
    let path = scratch("bad");
    std::fs::write(
        &path,
        "# header\ncontact\tfevga\tW:24x15 B:12x15 W\t6-5\t36\t0\t24/13|0|0|0\n",
    )
    .unwrap();
    let out = fevga(&["benchmark", "--level", "strong", "--set", path.to_str().unwrap()], "");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 2") && err.contains("sprint"), "{err}");
    for (args, says) in [
        (&["benchmark"][..], "--level"),
        (&["benchmark", "--level", "godlike"], "level"),
        (
            &["benchmark", "--level", "strong", "--set", "/no/such/set.tsv"],
            "/no/such/set.tsv",
        ),
        (&["benchmark-gen", "--seed", "1"], "--decisions"),
        (
            &["benchmark-gen", "--seed", "1", "--decisions", "5", "--top", "1"],
            "--top",
        ),
        (
            &["benchmark-gen", "--seed", "1", "--decisions", "5", "--trials", "50"],
            "multiple of 36",
        ),
    ] {
        let out = fevga(args, "");
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
