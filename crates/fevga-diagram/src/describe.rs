//! A diagram in words for screen readers (its `role="img"` description), and why a position
//! text cannot be read, in the diagram's language (the words are `fevga-i18n`'s diagram bundle).

use fevga_core::{Color, Position, PositionError};
use fevga_i18n::{Arg, Messages};

/// One key of two, by side.
const fn by_side(c: Color, white: &'static str, black: &'static str) -> &'static str {
    match c {
        Color::White => white,
        Color::Black => black,
    }
}

/// The position in words: whose turn, each side's checkers by point (in `numbering`'s numbers,
/// as the board labels them, from that side's 24 down), the borne-off counts; then `last`, the
/// last move's line, if any. `d` is the diagram bundle, `page` the page bundle's words.
#[must_use]
pub fn describe(pos: &Position, numbering: Color, last: Option<&str>, d: &Messages) -> String {
    let mut parts = vec![d.t(by_side(pos.turn(), "describe-turn-white", "describe-turn-black"))];
    for side in [Color::White, Color::Black] {
        let points: Vec<String> = (1..=24u8)
            .rev()
            .filter_map(|label| match pos.at(numbering.to_white(label)) {
                Some((c, n)) if c == side => Some(d.tf(
                    "describe-point",
                    &[("point", Arg::Num(label.into())), ("n", Arg::Num(n.into()))],
                )),
                _ => None,
            })
            .collect();
        parts.push(if points.is_empty() {
            d.t(by_side(side, "describe-none-white", "describe-none-black"))
        } else {
            d.tf(
                by_side(side, "describe-side-white", "describe-side-black"),
                &[("points", Arg::Str(&points.join(", ")))],
            )
        });
    }
    for side in [Color::White, Color::Black] {
        let n = pos.borne_off(side);
        if n > 0 {
            parts.push(d.tf(
                by_side(side, "describe-off-white", "describe-off-black"),
                &[("n", Arg::Num(n.into()))],
            ));
        }
    }
    if let Some(l) = last {
        parts.push(format!("{l}."));
    }
    parts.join(" ")
}

/// Why a position text cannot be read, in `d`'s language: the core's [`PositionError`] in words
/// (a list is named by its letter as written, `W` or `B`).
#[must_use]
pub fn position_why(why: &PositionError, d: &Messages) -> String {
    use PositionError as E;
    let s = Arg::Str;
    let side = |c: &Color| if *c == Color::White { "W" } else { "B" };
    match why {
        E::Empty => d.t("position-why-empty"),
        E::UnknownToken(t) => d.tf("position-why-token", &[("token", s(t))]),
        E::BadSide(t) => d.tf("position-why-side", &[("token", s(t))]),
        E::MissingList(c) => d.tf("position-why-missing", &[("side", s(side(c)))]),
        E::ListTwice(c) => d.tf("position-why-twice", &[("side", s(side(c)))]),
        E::EmptyList(c) => d.tf("position-why-empty-list", &[("side", s(side(c)))]),
        E::PointOutOfRange { color, point } => d.tf(
            "position-why-range",
            &[("side", s(side(color))), ("point", Arg::Num((*point).into()))],
        ),
        E::CountBelowOne { color, point } => d.tf(
            "position-why-count",
            &[("side", s(side(color))), ("point", Arg::Num((*point).into()))],
        ),
        E::PointListedTwice { color, point } => d.tf(
            "position-why-listed-twice",
            &[("side", s(side(color))), ("point", Arg::Num((*point).into()))],
        ),
        E::TooManyCheckers { color, count } => d.tf(
            "position-why-too-many",
            &[("side", s(side(color))), ("count", Arg::Num((*count).into()))],
        ),
        E::SharedPoint { point } => d.tf("position-why-shared", &[("point", Arg::Num((*point).into()))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_i18n::Lang;

    fn why(text: &str, lang: Lang) -> String {
        position_why(&Position::from_text(text).unwrap_err(), Messages::diagram(lang))
    }

    #[test]
    fn each_fault_of_a_position_text_is_named_in_four_languages() {
        assert_eq!(
            why("W:24x16 B:12x15 W", Lang::En),
            "List W: has more than 15 checkers (at least 16); a side has 15."
        );
        assert_eq!(
            why("W:24x15 B:24x15 W", Lang::En),
            "Point 24 has checkers of both colours."
        );
        assert_eq!(
            why("W:25x15 B:12x15 W", Lang::En),
            "List W: names point 25; the points are 1 to 24."
        );
        assert_eq!(
            why("W:24x15", Lang::En),
            "The list B: is missing; write B:- for no checkers."
        );
        assert_eq!(
            why("W:24x15 B:12x15 X", Lang::En),
            "The side to move must be W or B, not “X”."
        );
        assert_eq!(
            why("", Lang::En),
            "The text is empty; the start is written W:24x15 B:12x15 W."
        );
        assert!(why("W:24x16 B:12x15 W", Lang::De).contains("mehr als 15 Steine"));
        assert!(why("W:24x16 B:12x15 W", Lang::Tr).contains("15'ten fazla pul"));
        assert!(why("W:24x16 B:12x15 W", Lang::Bg).contains("над 15 пулки"));
        // Every fault has words of its own in every language: no raw key, no English left in.
        let faults = [
            "",
            "W:24x15 B:12x15 Q",
            "W:24x15 B:12x15 W Z",
            "W:24x15",
            "W:24x15 W:1 B:12x15 W",
            "W:0 B:12x15 W",
            "W:24x0 B:12x15 W",
            "W:24,24 B:12x15 W",
            "W:24x16 B:12x15 W",
            "W:12 B:12x15 W",
        ];
        for lang in Lang::ALL {
            let all: Vec<String> = faults.iter().map(|f| why(f, lang)).collect();
            for (f, w) in faults.iter().zip(&all) {
                assert!(!w.contains("position-why"), "{lang:?} {f:?}: {w}");
            }
            let mut distinct = all.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), faults.len(), "{lang:?}: {all:?}");
        }
    }

    #[test]
    fn a_position_in_words_whose_turn_checkers_by_point_borne_off_last_move() {
        let pos = Position::from_text("W:24x14,13 B:12x15 B").unwrap();
        assert_eq!(
            describe(
                &pos,
                Color::White,
                Some("White's last move: 24/13"),
                Messages::diagram(Lang::En)
            ),
            "Black to move. White: 14 on point 24, 1 on point 13. Black: 15 on point 12. \
             White's last move: 24/13."
        );
        // In Black's numbers, as a board with Black at the bottom labels the points.
        assert_eq!(
            describe(&pos, Color::Black, None, Messages::diagram(Lang::En)),
            "Black to move. White: 14 on point 12, 1 on point 1. Black: 15 on point 24."
        );
        let off = Position::from_text("W:6,5 B:- W").unwrap();
        assert_eq!(
            describe(&off, Color::White, None, Messages::diagram(Lang::En)),
            "White to move. White: 1 on point 6, 1 on point 5. Black: no checker on the board. \
             White has borne off 13 checkers. Black has borne off 15 checkers."
        );
        assert_eq!(
            describe(&off, Color::White, None, Messages::diagram(Lang::De)),
            "Weiß ist am Zug. Weiß: 1 auf Punkt 6, 1 auf Punkt 5. Schwarz: kein Stein mehr auf dem Brett. \
             Weiß hat 13 Steine ausgewürfelt. Schwarz hat 15 Steine ausgewürfelt."
        );
        let one = Position::from_text("W:24x14 B:12x15 W").unwrap();
        assert!(
            describe(&one, Color::White, None, Messages::diagram(Lang::Bg)).ends_with("Белите са изкарали една пулка.")
        );
        assert!(
            describe(&one, Color::White, None, Messages::diagram(Lang::Tr))
                .starts_with("Sıra beyazda. Beyaz: 24. hanede 14.")
        );
    }
}
