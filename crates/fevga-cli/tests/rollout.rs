//! `fevga rollout` as a user runs it.

mod common;

use common::fevga;
use serde_json::Value;

fn lines(o: &std::process::Output) -> Vec<Value> {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

const MIDGAME: &str = "W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W";

#[test]
fn rollout_answers_each_line_best_first_and_goes_on_after_errors() {
    let input = format!("fevga\t{MIDGAME}\t6-3\nbogus\nfevga\tW:- B:13 B\t1-2\nmultezim\t{MIDGAME}\t2-1\n");
    let out = fevga(&["rollout", "--trials", "72", "--truncate", "4", "--top", "3"], &input);
    let l = lines(&out);
    assert_eq!(l.len(), 4);
    let plays = l[0].as_array().unwrap();
    assert_eq!(plays.len(), 3);
    for p in plays {
        for key in [
            "equity",
            "equity_se",
            "diff_se",
            "win",
            "win_se",
            "win2",
            "lose2",
            "trials",
        ] {
            assert!(p[key].is_number(), "{key} in {p}");
        }
        assert_eq!(p["trials"], 72);
    }
    let eq: Vec<f64> = plays.iter().map(|p| p["equity"].as_f64().unwrap()).collect();
    assert!(eq.windows(2).all(|w| w[0] >= w[1]), "{eq:?}");
    assert_eq!(plays[0]["diff_se"], 0.0);
    assert!(l[1]["error"].as_str().unwrap().contains("tab-separated"));
    assert!(l[2]["error"].as_str().unwrap().contains("over"));
    assert!(l[3].as_array().is_some_and(|a| !a.is_empty()));
}

#[test]
fn rollout_is_reproducible_from_its_seed_for_any_threads() {
    let run = |seed: &str, threads: &str| {
        fevga(
            &[
                "rollout",
                MIDGAME,
                "6-3",
                "--trials",
                "72",
                "--truncate",
                "6",
                "--top",
                "2",
                "--seed",
                seed,
                "--threads",
                threads,
            ],
            "",
        )
    };
    let one = run("5", "1");
    assert_eq!(lines(&one).len(), 1);
    assert_eq!(one.stdout, run("5", "2").stdout);
    assert_eq!(one.stdout, run("5", "3").stdout);
    assert_ne!(one.stdout, run("6", "1").stdout);
}

#[test]
fn rollout_prints_a_table_and_refuses_bad_arguments() {
    let out = fevga(
        &["rollout", MIDGAME, "6-3", "--trials", "36", "--truncate", "2", "--text"],
        "",
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("36 trials truncated after 2 half-moves"), "{text}");
    assert!(text.contains(" 1. "), "{text}");
    for (args, says) in [
        (&["rollout", "--trials", "100"][..], "multiple of 36"),
        (&["rollout", "--luck", "maybe"], "--luck"),
        (&["rollout", "--top", "0"], "--top"),
        (&["rollout", MIDGAME], "a position and a roll"),
        (&["rollout", "W:24x16 B:12x15 W", "6-5"], ""),
        (&["rollout", MIDGAME, "7-1"], ""),
    ] {
        let out = fevga(args, "");
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(says) && err.starts_with("fevga: "), "{args:?}: {err}");
    }
}
