//! The board's words (what `fevga-board` asks through [`Labels`]) and the board as text lists,
//! from the message files: one owner for the page, the diagrams and `fevga svg`.

use crate::{Arg, Messages};
use fevga_board::{Labels, Mark};
use fevga_core::{Color, Dice, Position};

/// A side's name in the language (`white`, `Weiß`, `beyaz`, `белите`…): its message key is the
/// side's word.
#[must_use]
pub fn color_name(m: &Messages, c: Color) -> String {
    m.t(c.as_str())
}

/// The board's words ([`Labels`]) in a language of the message files.
#[derive(Debug, Clone, Copy)]
pub struct MessageLabels<'a>(pub &'a Messages);

impl Labels for MessageLabels<'_> {
    fn point(&self, number: u8, occupant: Option<(Color, u8)>) -> String {
        let m = self.0;
        match occupant {
            None => m.tf("point-empty", &[("point", Arg::Num(number.into()))]),
            Some((c, n)) => m.tf(
                if c == Color::White {
                    "point-white"
                } else {
                    "point-black"
                },
                &[("point", Arg::Num(number.into())), ("n", Arg::Num(n.into()))],
            ),
        }
    }

    fn tray(&self, color: Color, borne_off: u8) -> String {
        let m = self.0;
        m.tf(
            "tray-label",
            &[
                ("side", Arg::Str(&color_name(m, color))),
                ("n", Arg::Num(borne_off.into())),
            ],
        )
    }

    fn dice(&self, dice: Dice) -> String {
        self.0.tf("dice-label", &[("dice", Arg::Str(&dice.to_string()))])
    }

    fn mark(&self, mark: Mark) -> String {
        self.0.t(match mark {
            Mark::Selected => "point-selected",
            Mark::Movable => "point-movable",
            Mark::Target => "point-target",
        })
    }
}

/// The board as lists, as rules pages write it: each occupied point (in `numbering`'s numbers,
/// as the board labels them), the borne-off counts, both pip counts.
#[must_use]
pub fn text_lines(pos: &Position, numbering: Color, m: &Messages) -> Vec<String> {
    let mut out = Vec::new();
    let by_color = |c: Color, white: &'static str, black: &'static str| if c == Color::White { white } else { black };
    for label in 1..=24u8 {
        if let Some((c, n)) = pos.at(numbering.to_white(label)) {
            let key = by_color(c, "point-list-white", "point-list-black");
            out.push(m.tf(key, &[("point", Arg::Num(label.into())), ("n", Arg::Num(n.into()))]));
        }
    }
    for c in [Color::White, Color::Black] {
        let n = pos.borne_off(c);
        if n > 0 {
            let key = by_color(c, "borne-off-white", "borne-off-black");
            out.push(m.tf(key, &[("n", Arg::Num(n.into()))]));
        }
    }
    for c in [Color::White, Color::Black] {
        let key = by_color(c, "pips-white", "pips-black");
        out.push(m.tf(key, &[("n", Arg::Num(pos.pips(c).into()))]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn lists_as_rules_pages_write_them() {
        let m = Messages::new(Lang::En);
        let pos = Position::from_text("W:24x14,13 B:12x15 B").unwrap();
        assert_eq!(
            text_lines(&pos, Color::White, &m),
            [
                "Point 12: 15 × black",
                "Point 13: 1 × white",
                "Point 24: 14 × white",
                "White pips: 349",
                "Black pips: 360"
            ]
        );
        // In Black's numbers the same checkers sit on Black's 24, 1 and 12.
        let black = text_lines(&pos, Color::Black, &m);
        assert_eq!(
            &black[..3],
            ["Point 1: 1 × white", "Point 12: 14 × white", "Point 24: 15 × black"]
        );
    }
}
