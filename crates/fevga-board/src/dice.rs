//! The dice, centred in the right half of the field.

use std::fmt::Write;

use crate::geometry as g;
use crate::svg::{esc, n};
use crate::{DiceView, Labels, color_class};

/// Pip centres of faces 1–6, as fractions of the die's side.
const PIPS: [&[(f64, f64)]; 6] = [
    &[(0.5, 0.5)],
    &[(0.25, 0.25), (0.75, 0.75)],
    &[(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    &[(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    &[(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    &[
        (0.25, 0.25),
        (0.75, 0.25),
        (0.25, 0.5),
        (0.75, 0.5),
        (0.25, 0.75),
        (0.75, 0.75),
    ],
];

/// Side of a die and the gap between dice.
const SIZE: f64 = g::DIE;
const GAP: f64 = 14.0;

pub(crate) fn draw(s: &mut String, dice: &DiceView, labels: &dyn Labels) {
    let faces = dice.faces.len() as f64;
    let total = faces * SIZE + (faces - 1.0) * GAP;
    let cx = g::column_x(6) + 3.0 * g::POINT_W;
    let y = g::HEIGHT / 2.0 - SIZE / 2.0;
    let _ = write!(
        s,
        r#"<g class="dice {}{}{}" role="img" aria-label="{}">"#,
        color_class(dice.color),
        if dice.fresh { " fresh" } else { "" },
        if dice.last { " last" } else { "" },
        esc(&labels.dice(dice.dice))
    );
    for (i, face) in dice.faces.iter().enumerate() {
        let x = cx - total / 2.0 + i as f64 * (SIZE + GAP);
        // The opening roll: each die in its owner's colour (the two are never equal, §2).
        let owner = match dice.opening {
            Some((white, _)) if face.value == white => " w",
            Some(_) => " b",
            None => "",
        };
        let _ = write!(
            s,
            r#"<g class="die{}{owner}"><rect x="{}" y="{}" width="{}" height="{}" rx="12"/>"#,
            if face.live { "" } else { " used" },
            n(x),
            n(y),
            n(SIZE),
            n(SIZE)
        );
        let pips = usize::from(face.value).checked_sub(1).and_then(|i| PIPS.get(i));
        for (px, py) in pips.copied().unwrap_or_default() {
            let _ = write!(
                s,
                r#"<circle cx="{}" cy="{}" r="6.5"/>"#,
                n(x + px * SIZE),
                n(y + py * SIZE)
            );
        }
        s.push_str("</g>");
    }
    s.push_str("</g>");
}
