//! The 2,000 worked examples of `tests/data/cases-sample.jsonl.gz` (docs/rules.md), read with
//! serde_json. Shared by `cases.rs` and `properties.rs`; each uses a part of it.
#![allow(dead_code)]

use std::io::Read;

use fevga_core::{Dice, Position, Rules};
use serde_json::Value;

/// One worked example: a position, a roll and every legal play of it.
#[derive(Debug, Clone)]
pub struct Case {
    pub rules: Rules,
    pub position: Position,
    pub dice: Dice,
    /// Each legal play: its move text and the text of the position it leads to, as written in
    /// the file.
    pub plays: Vec<(String, String)>,
}

/// Every worked example, in file order.
pub fn worked_examples() -> Vec<Case> {
    let mut gz = flate2::read::GzDecoder::new(&include_bytes!("../data/cases-sample.jsonl.gz")[..]);
    let mut text = String::new();
    gz.read_to_string(&mut text).expect("the case file is gzipped UTF-8");
    text.lines().enumerate().map(|(i, line)| case(i + 1, line)).collect()
}

fn case(line_no: usize, line: &str) -> Case {
    let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("line {line_no}: {e}"));
    let text = |v: &Value, key: &str| -> String {
        v[key]
            .as_str()
            .unwrap_or_else(|| panic!("line {line_no}: no text {key:?}"))
            .to_string()
    };
    let die = |i: usize| -> u8 {
        v["dice"][i]
            .as_u64()
            .and_then(|d| u8::try_from(d).ok())
            .unwrap_or_else(|| panic!("line {line_no}: die {i}"))
    };
    let plays = v["plays"]
        .as_array()
        .unwrap_or_else(|| panic!("line {line_no}: no plays"))
        .iter()
        .map(|p| (text(p, "move"), text(p, "position")))
        .collect();
    Case {
        rules: text(&v, "rules").parse().unwrap(),
        position: Position::from_text(&text(&v, "position")).unwrap(),
        dice: Dice::new(die(0), die(1)).unwrap(),
        plays,
    }
}
