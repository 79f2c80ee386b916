//! `fevga svg`: a position as a standalone SVG diagram, drawn and checked as the rules pages'
//! diagrams are (fevga-diagram): the last move must be one that led to the position.

use fevga_diagram::{Diagram, DiagramError};

const EXAMPLE: &str = "e.g. fevga svg 'W:24x14,13 B:12x15 B' --last-move 24/13 --lang bg";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut position = Vec::new();
    let mut attrs: Vec<(String, String)> = Vec::new();
    let mut output = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut attr = |name: &str, what: &str| -> Result<(), String> {
            let v = it.next().ok_or(format!("{a} needs {what}"))?;
            attrs.push((name.to_string(), v.clone()));
            Ok(())
        };
        match a.as_str() {
            "--last-move" => attr("last-move", "a move, e.g. 24/13")?,
            "--lang" => attr("lang", "a language: en, de, tr or bg")?,
            "--rules" => attr("rules", "fevga or multezim")?,
            "--bottom" => attr("bottom", "white or black")?,
            "--flip" => attrs.push(("bottom".into(), "black".into())),
            "--no-numbers" => attrs.push(("numbers".into(), "off".into())),
            "-o" | "--output" => output = Some(it.next().ok_or(format!("{a} needs a file name"))?),
            o if o.starts_with('-') => {
                return Err(format!(
                    "unknown option {o} (known: --last-move M, --lang L, --rules R, --bottom C, --flip, --no-numbers, -o FILE)"
                ));
            }
            text => position.push(text),
        }
    }
    let text = position.join(" ");
    if text.trim().is_empty() {
        return Err(format!("svg needs a position, {EXAMPLE}"));
    }
    let diagram = Diagram::from_attrs(&text, &attrs).map_err(|(_, e)| match e {
        DiagramError::LastMove { text, why } => format!("--last-move {text:?}: {why}"),
        e => e.to_string(),
    })?;
    let svg = diagram.svg(0);
    match output {
        Some(file) => std::fs::write(file, svg).map_err(|e| format!("cannot write {file}: {e}")),
        None => {
            print!("{svg}");
            Ok(())
        }
    }
}
