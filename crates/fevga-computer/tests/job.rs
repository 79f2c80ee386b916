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
fn a_review_reports_its_progress() {
    let record = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/13\n2. B 4-2: 24/18\n";
    let q = format!("review\tstrong\n{record}");
    let job = Job::new(&q);
    assert_eq!(job.progress().as_deref(), Some("progress\t0\t2"));
    assert_eq!(run(&q, 2_000.0).0, answer(&q));
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
    ] {
        let (reply, steps) = run(q, f64::NAN);
        assert!(reply.starts_with("failed\t"), "{q:?}: {reply}");
        assert_eq!(steps, 1);
        assert_eq!(reply, answer(q));
    }
}
