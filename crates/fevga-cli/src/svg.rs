//! `fevga svg`: a position as a standalone SVG diagram (English labels), drawn by fevga-board.

use fevga_board::{BoardView, Labels, Mark, Orientation, standalone_svg};
use fevga_core::{Color, Dice, MoveText, Position};

const EXAMPLE: &str = "e.g. fevga svg 'W:24x14,13 B:12x15 B' --last-move 24/13";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut position = Vec::new();
    let (mut last_move, mut output) = (None, None);
    let mut flip = false;
    let mut numbers = true;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--last-move" => last_move = Some(it.next().ok_or("--last-move needs a move, e.g. 24/13")?),
            "-o" | "--output" => output = Some(it.next().ok_or(format!("{a} needs a file name"))?),
            "--flip" => flip = true,
            "--no-numbers" => numbers = false,
            o if o.starts_with('-') => {
                return Err(format!(
                    "unknown option {o} (known: --last-move M, --flip, --no-numbers, -o FILE)"
                ));
            }
            text => position.push(text),
        }
    }
    let text = position.join(" ");
    if text.trim().is_empty() {
        return Err(format!("svg needs a position, {EXAMPLE}"));
    }
    let pos = Position::from_text(&text).map_err(|e| format!("position {text:?}: {e}"))?;
    let mut view = BoardView::of_position(&pos);
    view.numbers = numbers;
    view.orientation = if flip {
        Orientation::BlackBottom
    } else {
        Orientation::WhiteBottom
    };
    if let Some(m) = last_move {
        let (from, to) = last_move_marks(&pos, m).map_err(|e| format!("--last-move {m:?}: {e}"))?;
        view.marks.last_from = from;
        view.marks.last_to = to;
    }
    let svg = standalone_svg(&view, &English);
    match output {
        Some(file) => std::fs::write(file, svg).map_err(|e| format!("cannot write {file}: {e}")),
        None => {
            print!("{svg}");
            Ok(())
        }
    }
}

/// The start and end points (White's numbering) of the last play, made by the side not to move
/// and written in its own numbering. Only marked, not checked against the rules: the position
/// before it is unknown. Its checkers must have arrived, though.
fn last_move_marks(pos: &Position, text: &str) -> Result<(Vec<u8>, Vec<u8>), String> {
    let mover = pos.turn().other();
    let mt: MoveText = text.parse().map_err(|e| format!("{e}"))?;
    let (mut from, mut to) = (Vec::new(), Vec::new());
    for &(f, t) in mt.moves() {
        let f = mover.to_white_point(f);
        // A stop-over is not a start: the checker that arrived there moved on.
        match to.iter().position(|&x| x == f) {
            Some(i) => {
                to.remove(i);
            }
            None => from.push(f),
        }
        if t != 0 {
            to.push(mover.to_white_point(t));
        }
    }
    for &p in &to {
        if !matches!(pos.at(p), Some((c, _)) if c == mover) {
            return Err(format!(
                "{mover} (the side not to move, so the one that moved last) has no checker on its {} in this position",
                mover.from_white_point(p)
            ));
        }
    }
    from.retain(|&p| pos.at(p).is_none_or(|(c, _)| c == mover));
    Ok((from, to))
}

/// The page's English words (web/i18n/en.ftl).
struct English;

impl Labels for English {
    fn point(&self, number: u8, occupant: Option<(Color, u8)>) -> String {
        match occupant {
            None => format!("Point {number}: empty"),
            Some((c, n)) => {
                let colour = if c == Color::White { "white" } else { "black" };
                let s = if n == 1 { "" } else { "s" };
                format!("Point {number}: {n} {colour} checker{s}")
            }
        }
    }

    fn tray(&self, color: Color, borne_off: u8) -> String {
        format!("{color} bear-off tray: {borne_off} borne off")
    }

    fn dice(&self, dice: Dice) -> String {
        format!("Dice: {}-{}", dice.first(), dice.second())
    }

    fn mark(&self, mark: Mark) -> String {
        match mark {
            Mark::Selected => "selected",
            Mark::Movable => "can move",
            Mark::Target => "move here",
        }
        .to_string()
    }
}
