//! `fevga show`: a text diagram in White's numbering and the point lists of seed 004.

use std::fmt::Write;

use fevga_core::{Color, Position, WhitePoint};

pub fn run(args: &[String]) -> Result<(), String> {
    let text = args.join(" ");
    if text.trim().is_empty() {
        return Err("show needs a position, e.g. fevga show 'W:24x14,13 B:12x15 B'".into());
    }
    let pos = Position::from_text(&text).map_err(|e| e.to_string())?;
    print!("{}", diagram(&pos));
    Ok(())
}

fn cell(pos: &Position, point: WhitePoint) -> String {
    match pos.at(point) {
        Some((c, n)) => format!("{}{n}", c.letter()),
        None => ".".to_string(),
    }
}

/// The board (White's numbering: 13–24 along the top, 12–1 along the bottom), then the lists.
pub fn diagram(pos: &Position) -> String {
    let mut s = String::new();
    let row = |points: &mut dyn Iterator<Item = WhitePoint>, f: &dyn Fn(WhitePoint) -> String| {
        let cells: Vec<String> = points.map(|p| format!("{:>4}", f(p))).collect();
        format!("{} |{}\n", cells[..6].concat(), cells[6..].concat())
    };
    let (bottom, top) = WhitePoint::ALL.split_at(12);
    s += &row(&mut top.iter().copied(), &|p| p.to_string());
    s += &row(&mut top.iter().copied(), &|p| cell(pos, p));
    s += &format!("{}\n", "-".repeat(50));
    s += &row(&mut bottom.iter().rev().copied(), &|p| cell(pos, p));
    s += &row(&mut bottom.iter().rev().copied(), &|p| p.to_string());
    s.push('\n');
    for p in WhitePoint::all() {
        if let Some((c, n)) = pos.at(p) {
            let _ = writeln!(s, "Point {p}: {n} × {}", c.title());
        }
    }
    for c in [Color::White, Color::Black] {
        let off = pos.borne_off(c);
        if off > 0 {
            let _ = writeln!(s, "{} borne off: {off}", c.title());
        }
    }
    for c in [Color::White, Color::Black] {
        let _ = writeln!(s, "{} pips: {}", c.title(), pos.pips(c));
    }
    match pos.game_value() {
        Some((w, pts)) => {
            let _ = writeln!(
                s,
                "{} has won ({pts} point{})",
                w.title(),
                if pts == 1 { "" } else { "s" }
            );
        }
        None => {
            let _ = writeln!(s, "{} to move", pos.turn().title());
        }
    }
    let _ = writeln!(s, "Position: {}", pos.to_text());
    s
}
