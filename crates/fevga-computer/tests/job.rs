//! The worker's module in wasm (Node): a question's text in, the answer's text out, the same
//! answer the engine gives natively ([`fevga_ai::protocol::answer`]); a question it cannot read
//! is answered `failed`, never a trap.
#![cfg(target_arch = "wasm32")]

use fevga_ai::protocol::answer;
use fevga_computer::Job;
use wasm_bindgen_test::*;

fn run(text: &str, evals: f64) -> (String, usize) {
    let mut job = Job::new(text);
    let mut steps = 0;
    loop {
        steps += 1;
        if let Some(reply) = job.step(evals) {
            return (reply, steps);
        }
    }
}

#[wasm_bindgen_test]
fn a_question_is_answered_as_the_engine_answers_it() {
    for q in [
        "choose\tfevga\tW:24x15 B:12x15 W\t6-5\texpert\t1",
        "choose\tmultezim\tW:24x13,20,18 B:12x14,7 W\t3-1\tbeginner\t9",
        "hint\tfevga\tW:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W\t6-3\texpert",
    ] {
        let (reply, _) = run(q, 2_000.0);
        assert_eq!(reply, answer(q), "{q}");
    }
    // Worked out in many small slices: the same answer.
    let q = "hint\tfevga\tW:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W\t6-3\texpert";
    let (sliced, steps) = run(q, 50.0);
    assert_eq!(sliced, answer(q));
    assert!(steps > 1, "{steps} steps");
}

#[wasm_bindgen_test]
fn a_rollout_reports_its_progress_and_a_rating_is_the_one_worked_out_whole() {
    let q = "rollout\tfevga\tW:24x15 B:12x15 W\t6-5\t36\t2\t7\n24/13";
    let job = Job::new(q);
    assert_eq!(job.progress().as_deref(), Some("progress\t0\t36"));
    assert_eq!(run(q, 2_000.0).0, answer(q));
    // A turn of a game rated, as the Games page asks a turn at a time.
    let rate = "rate\tfevga\tW:24x14,13 B:12x15 B\t4-2\tstrong\t24/18";
    assert!(answer(rate).starts_with("rated\n"), "{}", answer(rate));
    assert_eq!(run(rate, 2_000.0).0, answer(rate));
    assert_eq!(Job::new("hint\tfevga\tW:24x15 B:12x15 W\t6-5\texpert").progress(), None);
}

#[wasm_bindgen_test]
fn a_question_that_cannot_be_read_is_answered_failed() {
    for q in [
        "",
        "think",
        "choose\tfevga",
        "hint\tfevga\tW:24x16 B:12x15 W\t6-5\texpert",
        "review\tstrong\nnot a record",
        "rate\tfevga\tW:24x15 B:12x15 W\t6-5\tstrong\t24/12",
    ] {
        let (reply, steps) = run(q, f64::NAN);
        assert!(reply.starts_with("failed\t"), "{q:?}: {reply}");
        assert_eq!(steps, 1);
        assert_eq!(reply, answer(q));
    }
}
