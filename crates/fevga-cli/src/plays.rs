//! `fevga plays`: one JSON line of legal plays per input line.

use std::io::{BufRead, Write};

use fevga_core::{Dice, MoveGen, Position, Rules};
use serde_json::{Value, json};

pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(a) = args.first() {
        return Err(format!("plays takes no arguments (got {a:?}); it reads stdin"));
    }
    let mut generator = MoveGen::new();
    let mut plays = Vec::new();
    serve(|text| {
        let (rules, pos, dice) = parse_line(text)?;
        generator.legal_plays(&pos, rules, dice, &mut plays);
        let list: Vec<_> = plays
            .iter()
            .map(|p| json!({"move": p.notation(), "position": p.position().to_text()}))
            .collect();
        Ok(json!({ "plays": list }))
    })
}

/// Reads stdin line by line; `answer` turns each usable line into its JSON reply.
pub(crate) fn serve(mut answer: impl FnMut(&str) -> Result<Value, String>) -> Result<(), String> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().split(b'\n') {
        let line = line.map_err(|e| format!("reading stdin: {e}"))?;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches('\r');
        if text.trim().is_empty() {
            continue;
        }
        let reply = answer(text).unwrap_or_else(|e| json!({ "error": e }));
        writeln!(out, "{reply}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("writing stdout: {e}"))?;
    }
    Ok(())
}

/// `<rules>\t<position>\t<d1>-<d2>`.
pub(crate) fn parse_line(line: &str) -> Result<(Rules, Position, Dice), String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [rules, position, dice] = fields[..] else {
        return Err(format!(
            "expected 3 tab-separated fields <rules>\\t<position>\\t<d1>-<d2>, got {}",
            fields.len()
        ));
    };
    let rules: Rules = rules.parse().map_err(|e| format!("{e}"))?;
    let position = Position::from_text(position).map_err(|e| format!("{e}"))?;
    let dice: Dice = dice.parse().map_err(|e| format!("{e}"))?;
    Ok((rules, position, dice))
}
