//! `fevga why <position> <d1>-<d2> <step> [--rules R]`: whether a single step may be played at
//! the start of the turn, and if not, the rule that stops it (with its section).

use fevga_core::{Dice, PartialTurn, Position, Rules};

const EXAMPLE: &str = "e.g. fevga why 'W:24x14,15 B:12x14,5 W' 1-1 24/23";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut words = Vec::new();
    let mut rules = Rules::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--rules" => {
                let v = it.next().ok_or("--rules needs fevga or multezim")?;
                rules = v.parse().map_err(|e| format!("--rules {v:?}: {e}"))?;
            }
            o if o.starts_with("--") => return Err(format!("unknown option {o} (known: --rules R)")),
            w => words.push(w),
        }
    }
    // The position is every word but the last two (its text has spaces).
    if words.len() < 3 {
        return Err(format!("why needs a position, a roll and one step, {EXAMPLE}"));
    }
    let (step, roll) = (words[words.len() - 1], words[words.len() - 2]);
    let text = words[..words.len() - 2].join(" ");
    let pos = Position::from_text(&text).map_err(|e| format!("position {text:?}: {e}"))?;
    let dice: Dice = roll.parse().map_err(|e| format!("roll {roll:?}: {e}"))?;
    let turn = PartialTurn::new(pos, rules, dice);
    let (die, refusal) = turn.why_not_step(step).map_err(|e| e.to_string())?;
    match refusal {
        None => println!("{step} with the {die}: allowed"),
        Some(r) => println!("{step} with the {die}: not allowed: {r}"),
    }
    Ok(())
}
