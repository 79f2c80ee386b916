//! What an author adds to each position shown: the roll to play drawn as dice (`dice`, and the
//! rolls `moves` gives), arrows (`arrows`), highlighted points (`highlight`) and a comment
//! (`comments`). `arrows`, `highlight` and `comments` take one part a position, separated by `|`
//! as `moves` is: the first for the position the element gives, then one after each play of
//! `moves`; an empty part adds nothing there, and fewer parts than positions leave the rest
//! bare. Points are written in the numbering the diagram shows (its `bottom` side's), as the
//! board's numbers read: `arrows="24/18 13/off"`, `highlight="7 8 9"`.

use fevga_board::{Arrow, ArrowKind, Spot};
use fevga_core::{Color, Dice, Position, WhitePoint};

use crate::error::DiagramError;

/// One position's additions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Note {
    /// The roll about to be played, drawn as dice for the side to move.
    pub roll: Option<Dice>,
    /// Arrows from a point to a point or off the board.
    pub arrows: Vec<Arrow>,
    /// Points highlighted.
    pub highlight: Vec<WhitePoint>,
    /// The author's comment.
    pub comment: Option<String>,
}

/// The `|`-separated parts of `value`, trimmed (an empty value: none); more than `frames` is a
/// fault of attribute `name`.
fn parts<'a>(name: &str, value: &'a str, frames: usize) -> Result<Vec<&'a str>, DiagramError> {
    if value.trim().is_empty() {
        return Ok(Vec::new());
    }
    let parts: Vec<&str> = value.split('|').map(str::trim).collect();
    if parts.len() > frames {
        return Err(DiagramError::Parts {
            name: name.to_string(),
            parts: parts.len(),
            frames,
        });
    }
    Ok(parts)
}

/// A point 1–24 as written in `numbering`.
fn point(text: &str, numbering: Color) -> Option<WhitePoint> {
    let n: u8 = text.parse().ok().filter(|n| (1..=24).contains(n))?;
    Some(numbering.to_white(n))
}

/// One arrow `from/to` (`to` a point or `off`) on `position`, points in `numbering`; off the board
/// goes to the tray of the side whose checker stands on `from` (else the side to move's).
fn arrow(text: &str, position: &Position, numbering: Color) -> Option<Arrow> {
    let (a, b) = text.split_once('/')?;
    let from = point(a, numbering)?;
    let to = if b.eq_ignore_ascii_case("off") {
        let side = position.at(from).map_or(position.turn(), |(c, _)| c);
        Spot::Tray(side)
    } else {
        Spot::Point(point(b, numbering)?)
    };
    (Spot::Point(from) != to).then_some(Arrow {
        from,
        to,
        kind: ArrowKind::Best,
    })
}

/// The notes of every frame (`positions`, one a frame) from the attributes' values, checked:
/// a part that cannot be read names its attribute, its place and its text.
pub(crate) fn read(
    positions: &[Position],
    numbering: Color,
    dice: Option<&str>,
    rolls: &[Option<Dice>],
    arrows: Option<&str>,
    highlight: Option<&str>,
    comments: Option<&str>,
) -> Result<Vec<Note>, DiagramError> {
    let n = positions.len();
    let mut notes = vec![Note::default(); n];
    // The roll to play in frame k is the roll `moves` gives its play k + 1; the first frame's may
    // come from `dice` instead, and then they must agree.
    for (k, r) in rolls.iter().enumerate().take(n) {
        notes[k].roll = *r;
    }
    if let Some(v) = dice.map(str::trim).filter(|v| !v.is_empty()) {
        let d: Dice = v.parse().map_err(|_| DiagramError::Value {
            name: "dice".into(),
            value: v.to_string(),
        })?;
        if notes[0].roll.is_some_and(|r| r != d) {
            return Err(DiagramError::Value {
                name: "dice".into(),
                value: v.to_string(),
            });
        }
        notes[0].roll = Some(d);
    }
    let fault = |name: &str, index: usize, text: &str| DiagramError::Mark {
        name: name.to_string(),
        index: index + 1,
        text: text.to_string(),
    };
    for (k, part) in parts("arrows", arrows.unwrap_or(""), n)?.into_iter().enumerate() {
        for t in part.split_whitespace() {
            let a = arrow(t, &positions[k], numbering).ok_or_else(|| fault("arrows", k, t))?;
            if !notes[k].arrows.contains(&a) {
                notes[k].arrows.push(a);
            }
        }
    }
    for (k, part) in parts("highlight", highlight.unwrap_or(""), n)?.into_iter().enumerate() {
        for t in part.split_whitespace() {
            let p = point(t, numbering).ok_or_else(|| fault("highlight", k, t))?;
            if !notes[k].highlight.contains(&p) {
                notes[k].highlight.push(p);
            }
        }
    }
    for (k, part) in parts("comments", comments.unwrap_or(""), n)?.into_iter().enumerate() {
        notes[k].comment = Some(part.to_string()).filter(|c| !c.is_empty());
    }
    Ok(notes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> Position {
        Position::from_text("W:24x15 B:12x15 W").unwrap()
    }

    #[test]
    fn arrows_highlights_and_comments_by_position_in_the_numbering_shown() {
        let p = [start(), start()];
        let notes = read(
            &p,
            Color::White,
            Some("6-5"),
            &[],
            Some("24/18 18/13 | 24/off"),
            Some("7 8 9"),
            Some("The sprint begins. | Then the next"),
        )
        .unwrap();
        assert_eq!(notes[0].roll, Some(Dice::new(6, 5).unwrap()));
        assert_eq!(notes[0].arrows.len(), 2);
        assert_eq!(notes[0].arrows[0].from, WhitePoint::new(24).unwrap());
        assert_eq!(notes[0].arrows[1].to, Spot::Point(WhitePoint::new(13).unwrap()));
        assert_eq!(notes[1].arrows[0].to, Spot::Tray(Color::White));
        assert_eq!(notes[0].highlight.len(), 3);
        assert!(notes[1].highlight.is_empty() && notes[1].roll.is_none());
        assert_eq!(notes[1].comment.as_deref(), Some("Then the next"));
        // Black's numbering: Black's 24 is White's 12.
        let b = read(&p[..1], Color::Black, None, &[], Some("24/18"), Some("1"), None).unwrap();
        assert_eq!(b[0].arrows[0].from, WhitePoint::new(12).unwrap());
        assert_eq!(b[0].highlight, [WhitePoint::new(13).unwrap()]);
        // Off the board goes to the tray of the checker's side.
        let off = read(&p[..1], Color::White, None, &[], Some("12/off"), None, None).unwrap();
        assert_eq!(off[0].arrows[0].to, Spot::Tray(Color::Black));
    }

    #[test]
    fn a_part_that_cannot_be_read_is_named() {
        let p = [start()];
        let one = |a: Option<&str>, h: Option<&str>, c: Option<&str>, d: Option<&str>| {
            read(&p, Color::White, d, &[], a, h, c).unwrap_err()
        };
        for (bad, t) in [("25/18", "25/18"), ("24-18", "24-18"), ("24/24", "24/24"), ("x", "x")] {
            assert_eq!(
                one(Some(bad), None, None, None),
                DiagramError::Mark {
                    name: "arrows".into(),
                    index: 1,
                    text: t.into()
                }
            );
        }
        assert_eq!(
            one(None, Some("3 0"), None, None),
            DiagramError::Mark {
                name: "highlight".into(),
                index: 1,
                text: "0".into()
            }
        );
        assert_eq!(
            one(None, None, Some("a | b"), None),
            DiagramError::Parts {
                name: "comments".into(),
                parts: 2,
                frames: 1
            }
        );
        assert!(matches!(one(None, None, None, Some("7-1")), DiagramError::Value { .. }));
        // `dice` and the first play's roll must agree.
        let two = [start(), start()];
        let clash = read(
            &two,
            Color::White,
            Some("6-5"),
            &[Some(Dice::new(3, 1).unwrap())],
            None,
            None,
            None,
        );
        assert!(matches!(clash, Err(DiagramError::Value { .. })));
    }
}
