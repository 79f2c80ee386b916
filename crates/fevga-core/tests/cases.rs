//! The 2,000 worked examples of `tests/data/cases-sample.jsonl.gz` (docs/rules.md): the
//! set of final positions must agree exactly, and each example's notation must name its play.

use std::collections::BTreeSet;
use std::io::Read;

use fevga_core::{Dice, MoveText, Position, Rules};

fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let start = line.find(&format!("\"{key}\":\"")).expect(key) + key.len() + 4;
    let end = start + line[start..].find('"').expect("closing quote");
    &line[start..end]
}

/// The case file is flat JSON with string values only; read it without a JSON crate.
fn plays_of(line: &str) -> Vec<(String, String)> {
    let list = &line[line.find("\"plays\":[").expect("plays") + 9..];
    list.split("{\"move\":\"")
        .skip(1)
        .map(|chunk| {
            let mv = &chunk[..chunk.find('"').unwrap()];
            let pos = field(chunk, "position");
            (mv.to_string(), pos.to_string())
        })
        .collect()
}

#[test]
fn worked_examples_agree() {
    let mut gz = flate2::read::GzDecoder::new(&include_bytes!("data/cases-sample.jsonl.gz")[..]);
    let mut text = String::new();
    gz.read_to_string(&mut text).unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in text.lines() {
        let rules: Rules = field(line, "rules").parse().unwrap();
        let pos = Position::from_text(field(line, "position")).unwrap();
        let d = &line[line.find("\"dice\":[").unwrap() + 8..];
        let dice = Dice::new(d.as_bytes()[0] - b'0', d.as_bytes()[2] - b'0').unwrap();
        let expected = plays_of(line);
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
        for (mv, after) in &expected {
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
        text.lines().count(),
        failures[..failures.len().min(10)].join("\n")
    );
    assert_eq!(checked, 2000);
}
