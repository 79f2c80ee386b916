//! The embed contract, version 1 (README "Embed contract"): the element's attributes and their
//! values, the iframe's parameters (the same names) and the game's position link, fixed as they
//! are today. A change that would break an existing embed fails here: add, never rename or drop.

use fevga_core::link::Link;
use fevga_core::{Position, Rules};
use fevga_diagram::{ATTRIBUTES, COLORS, Diagram, DiagramError};
use fevga_i18n::Lang;

fn attrs(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

/// Version 1's attributes, each with values it takes. None may go; new ones may be added.
const V1: [(&str, &[&str]); 11] = [
    ("lang", &["en", "de", "tr", "bg", "de-AT"]),
    ("rules", &["fevga", "multezim"]),
    ("bottom", &["white", "black"]),
    ("numbers", &["on", "off"]),
    ("last-move", &["24/13"]),
    ("caption", &["Any text <b>at all</b>"]),
    ("moves", &["6-5: 24/13 | 13/7", "24/13 | 13/7"]),
    ("play", &["on", "off"]),
    ("description", &["White has just opened with 6-5."]),
    ("theme", &["auto", "light", "dark"]),
    ("size", &["small", "medium", "large"]),
];

#[test]
fn every_version_1_attribute_and_value_still_draws() {
    for (name, values) in V1 {
        assert!(ATTRIBUTES.contains(&name), "{name} is watched by the element");
        for value in values {
            let d = Diagram::from_attrs("W:24x14,13 B:12x15 B", &attrs(&[(name, value)]));
            let d = d.unwrap_or_else(|e| panic!("{name}={value:?}: {e:?}"));
            assert!(d.render(0, "../").contains("<svg role=\"img\""), "{name}={value:?}");
        }
    }
    // Global attributes (class, id, style, data-*, aria-*) are the page's, never a fault.
    let global = [
        ("class", "x"),
        ("id", "d1"),
        ("data-note", "1"),
        ("aria-describedby", "p"),
    ];
    assert!(Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&global)).is_ok());
}

#[test]
fn colours_by_attribute_or_iframe_parameter() {
    let ok = [
        ("color-field", "#eee"),
        ("color-background", "transparent"),
        ("color-text", "rgb(240, 240, 240)"),
        ("color-white", "#fffc"),
        ("color-mark", "hsl(200deg 80% 60%)"),
    ];
    assert!(Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&ok)).is_ok());
    assert_eq!(COLORS.len(), 13);
    for name in COLORS {
        let attr = format!("color-{name}");
        assert!(Diagram::from_attrs("W:24x15 B:12x15 W", &[(attr, "#123456".to_string())]).is_ok());
    }
    let unknown = Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[("color-sky", "#fff")])).unwrap_err();
    assert_eq!(unknown.1, DiagramError::Attribute("color-sky".to_string()));
}

#[test]
fn bad_values_of_the_new_attributes_are_named() {
    for (name, value) in [
        ("theme", "purple"),
        ("size", "huge"),
        ("color-field", "#12"),
        ("color-text", "red;background:url(x)"),
        ("color-mark", "url(#x)"),
        ("color-white", ""),
    ] {
        let e = Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[(name, value)])).unwrap_err();
        assert_eq!(
            e,
            (
                Lang::En,
                DiagramError::Value {
                    name: name.to_string(),
                    value: value.to_string()
                }
            )
        );
    }
}

#[test]
fn the_play_link_keeps_its_version_1_form() {
    let d = Diagram::from_attrs("W:24x14,13 B:12x15 B", &attrs(&[("rules", "multezim")])).unwrap();
    let html = d.render(0, "https://example.org/fevga/");
    assert!(
        html.contains(r#"href="https://example.org/fevga/#position=W:24x14,13%20B:12x15%20B&amp;rules=multezim""#),
        "{html}"
    );
    // Links written by hand in version 1's form still open the game at their position.
    for (text, position, dice, rules) in [
        (
            "#position=W:24x15%20B:12x15%20W",
            "W:24x15 B:12x15 W",
            None,
            Rules::Fevga,
        ),
        (
            "#position=W:24x14,13%20B:12x15%20B&dice=6-5&rules=multezim",
            "W:24x14,13 B:12x15 B",
            Some("6-5"),
            Rules::Multezim,
        ),
    ] {
        let link = Link::from_fragment(text).unwrap();
        assert_eq!(link.position, Position::from_text(position).unwrap());
        assert_eq!(link.dice.map(|d| d.to_string()), dice.map(str::to_string));
        assert_eq!(link.rules, rules);
    }
}

#[test]
fn a_diagram_is_one_image_described_in_its_language_unless_its_author_describes_it() {
    let d = Diagram::from_attrs(
        "W:24x14,13 B:12x15 B",
        &attrs(&[("lang", "de"), ("last-move", "24/13")]),
    )
    .unwrap();
    let html = d.render(0, "");
    assert!(
        html.contains(
            r#"<svg role="img" aria-label="Schwarz ist am Zug. Weiß: 14 auf Punkt 24, 1 auf Punkt 13. Schwarz: 15 auf Punkt 12. Letzter Zug von Weiß: 24/13.""#
        ),
        "{html}"
    );
    // One image: the points inside carry no labels of their own, the step controls no landmark.
    assert_eq!(html.matches("aria-label=").count(), 1, "{html}");
    assert!(!html.contains("<nav"));
    let own = Diagram::from_attrs(
        "W:24x15 B:12x15 W",
        &attrs(&[("description", "The start"), ("moves", "6-5: 24/13")]),
    )
    .unwrap();
    assert!(own.render(0, "").contains(r#"aria-label="The start""#));
    // The author's words describe the first frame; the steps after it are described anew.
    assert!(
        own.render(1, "")
            .contains(r#"aria-label="Black to move. White: 14 on point 24, 1 on point 13. Black: 15 on point 12. White&#39;s last move: 6-5 24/13.""#)
    );
    // The standalone SVG (fevga svg, the editor's download) carries the same words as its title.
    assert!(d.svg(0).contains(r#" role="img"><title>Schwarz ist am Zug."#));
}

#[test]
fn an_unreadable_position_says_why_in_the_diagrams_language() {
    let (lang, e) = Diagram::from_attrs("W:24x16 B:12x15 W", &[]).unwrap_err();
    let m = fevga_i18n::Messages::diagram(lang);
    assert_eq!(
        e.message(m),
        "This diagram's position “W:24x16 B:12x15 W” cannot be read. \
         List W: has more than 15 checkers (at least 16); a side has 15."
    );
    let (lang, e) = Diagram::from_attrs("W:24x15 B:24x15 W", &attrs(&[("lang", "tr")])).unwrap_err();
    assert!(
        e.message(fevga_i18n::Messages::diagram(lang))
            .ends_with("24. hanede iki rengin pulu birden var.")
    );
}

/// Version 1.1's additions (README "Embed contract"): the roll to play drawn as dice, the
/// author's arrows and highlighted points, and a comment per position; fixed from now on.
const V1_1: [(&str, &[&str]); 4] = [
    ("dice", &["6-5", "3-3"]),
    ("arrows", &["24/18 18/13", "24/18 | 13/off", ""]),
    ("highlight", &["7 8 9", "1 | 24", ""]),
    ("comments", &["The sprint begins.", "First | Then <b>this</b>", ""]),
];

#[test]
fn every_version_1_1_attribute_and_value_still_draws() {
    for (name, values) in V1_1 {
        assert!(ATTRIBUTES.contains(&name), "{name} is watched by the element");
        for value in values {
            // The parts of arrows, highlight and comments follow the positions `moves` shows.
            let with = if name == "dice" {
                vec![(name, *value)]
            } else {
                vec![(name, *value), ("moves", "6-5: 24/13")]
            };
            let d = Diagram::from_attrs("W:24x14,13 B:12x15 B", &attrs(&with));
            let d = d.unwrap_or_else(|e| panic!("{name}={value:?}: {e:?}"));
            assert!(d.render(0, "../").contains("<svg role=\"img\""), "{name}={value:?}");
        }
    }
}

#[test]
fn dice_arrows_highlights_and_comments_are_drawn_where_they_belong() {
    let d = Diagram::from_attrs(
        "W:24x15 B:12x15 W",
        &attrs(&[
            ("dice", "6-5"),
            ("arrows", "24/18 18/13"),
            ("highlight", "| 13"),
            ("comments", "White runs <i>first</i>. | Black answers."),
            ("moves", "6-5: 24/13 | 4-2: 24/18"),
        ]),
    )
    .unwrap();
    let first = d.render(0, "");
    assert_eq!(first.matches(r#"<g class="arrow best">"#).count(), 2, "{first}");
    assert!(first.contains(r#"class="dice w"#), "{first}");
    assert!(
        first.contains(r#"<p class="comment" part="comment">White runs &lt;i&gt;first&lt;/i&gt;.</p>"#),
        "the comment as text: {first}"
    );
    assert!(!first.contains("highlight"));
    // The second position: Black's roll to play (from `moves`), point 13 highlighted as the
    // numbers show it (White's, the bottom side's), the second comment; no arrows.
    let second = d.render(1, "");
    assert!(second.contains(r#"class="dice b"#), "{second}");
    assert!(
        second.contains(r#"class="pt last-to highlight" data-point="13""#),
        "{second}"
    );
    assert!(second.contains("Black answers."));
    assert!(!second.contains(r#"class="arrow"#));
    // The last: nothing added.
    let last = d.render(2, "");
    assert!(!last.contains("comment") && !last.contains(r#"class="dice"#), "{last}");
}

#[test]
fn bad_marks_are_refused_by_name_and_place() {
    let one = |name: &str, value: &str| {
        Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[(name, value), ("moves", "6-5: 24/13")]))
            .unwrap_err()
            .1
    };
    assert_eq!(
        one("arrows", "24/18 | 24/25"),
        DiagramError::Mark {
            name: "arrows".into(),
            index: 2,
            text: "24/25".into()
        }
    );
    assert_eq!(
        one("highlight", "a"),
        DiagramError::Mark {
            name: "highlight".into(),
            index: 1,
            text: "a".into()
        }
    );
    assert_eq!(
        one("comments", "a | b | c"),
        DiagramError::Parts {
            name: "comments".into(),
            parts: 3,
            frames: 2
        }
    );
    assert_eq!(
        one("dice", "7-1"),
        DiagramError::Value {
            name: "dice".into(),
            value: "7-1".into()
        }
    );
    // Each fault is said in the diagram's language, never as a key.
    for lang in Lang::ALL {
        let m = fevga_i18n::Messages::diagram(lang);
        for e in [one("arrows", "x"), one("comments", "a|b|c")] {
            let text = e.message(m);
            assert!(!text.contains("diagram-error"), "{lang:?}: {text}");
            assert!(
                text.contains(if matches!(e, DiagramError::Mark { .. }) {
                    "x"
                } else {
                    "3"
                }),
                "{text}"
            );
        }
    }
}

/// A "your move" diagram (version 1.1): `answer` with `dice` makes a task; without the roll,
/// with `moves`, or with a play the roll does not allow, it is refused by name.
#[test]
fn a_your_move_diagram_needs_its_roll_and_a_legal_answer() {
    let start = "W:24x15 B:12x15 W";
    let d = Diagram::from_attrs(start, &attrs(&[("dice", "6-5"), ("answer", "24/13")])).unwrap();
    assert_eq!(
        d.task().map(|(r, p)| (r.to_string(), p.notation())),
        Some(("6-5".into(), "24/13".into()))
    );
    let html = d.render(0, "../");
    assert!(html.contains(r#"data-task="start""#) && html.contains("White to play 6-5: find the best play."));
    let fault = |pairs: &[(&str, &str)]| Diagram::from_attrs(start, &attrs(pairs)).unwrap_err().1;
    assert_eq!(fault(&[("answer", "24/13")]), DiagramError::TaskDice);
    assert_eq!(
        fault(&[("dice", "6-5"), ("answer", "24/13"), ("moves", "6-5: 24/13")]),
        DiagramError::TaskMoves
    );
    assert!(matches!(
        fault(&[("dice", "6-5"), ("answer", "24/18 24/19")]),
        DiagramError::Answer { .. }
    ));
    assert!(matches!(
        fault(&[("dice", "6-5"), ("answer", "x")]),
        DiagramError::Answer { .. }
    ));
    for lang in Lang::ALL {
        let m = fevga_i18n::Messages::diagram(lang);
        for e in [
            DiagramError::TaskDice,
            DiagramError::TaskMoves,
            fault(&[("dice", "6-5"), ("answer", "x")]),
        ] {
            assert!(!e.message(m).contains("diagram-error"), "{lang:?}");
        }
    }
}
