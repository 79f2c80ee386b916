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
    let (from, to) = step
        .split_once('/')
        .ok_or_else(|| format!("step {step:?}: write one step as from/to, e.g. 24/23 or 3/off"))?;
    let from: u8 = from
        .parse()
        .map_err(|_| format!("step {step:?}: {from:?} is not a point"))?;
    let turn = PartialTurn::new(pos, rules, dice);
    // The die a step uses: from − to, or for a bear-off the smallest die of the roll that reaches.
    let die = if to.eq_ignore_ascii_case("off") {
        dice.faces().filter(|&d| d >= from).min().unwrap_or(from)
    } else {
        let to: u8 = to
            .parse()
            .map_err(|_| format!("step {step:?}: {to:?} is not a point"))?;
        from.checked_sub(to)
            .filter(|d| (1..=6).contains(d))
            .ok_or_else(|| format!("step {step:?}: a step moves forward 1 to 6 points"))?
    };
    match turn.why_not(from, die) {
        None => println!("{step} with the {die}: allowed"),
        Some(r) => println!("{step} with the {die}: not allowed: {r}"),
    }
    Ok(())
}
