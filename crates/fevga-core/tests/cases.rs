//! The 2,000 worked examples of `tests/data/cases-sample.jsonl.gz` (docs/rules.md): the
//! set of final positions must agree exactly, and each example's notation must name its play.

mod common;

use std::collections::BTreeSet;

use fevga_core::MoveText;

#[test]
fn worked_examples_agree() {
    let cases = common::worked_examples();
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in &cases {
        let (rules, pos, dice, expected) = (case.rules, &case.position, case.dice, &case.plays);
        let want: BTreeSet<String> = expected.iter().map(|(_, p)| p.clone()).collect();
        let plays = pos.legal_plays(rules, dice);
        let got: BTreeSet<String> = plays.iter().map(|p| p.position().to_text()).collect();
        assert_eq!(got.len(), plays.len(), "one play per final position");
        if got != want {
            failures.push(format!(
                "{rules} {} {dice}: missing {:?} extra {:?}",
                pos.to_text(),
                want.difference(&got).collect::<Vec<_>>(),
                got.difference(&want).collect::<Vec<_>>()
            ));
            continue;
        }
        for (mv, after) in expected {
            let text: MoveText = mv.parse().unwrap();
            let play = pos.find_play(rules, dice, &text).unwrap().unwrap();
            assert_eq!(&play.position().to_text(), after, "{mv}");
        }
        for p in &plays {
            let text: MoveText = p.notation().parse().unwrap();
            assert_eq!(
                pos.find_play(rules, dice, &text).unwrap().unwrap().position(),
                p.position()
            );
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {} disagree:\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(10)].join("\n")
    );
    assert_eq!(checked, 2000);
}
