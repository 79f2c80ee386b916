//! Diagrams as rules pages use them: seed 004's four boards with their lists and pips, the
//! faults named per attribute, the step-through.

use fevga_diagram::{Diagram, DiagramError, error_markup};

use fevga_i18n::Lang;

fn attrs(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

/// The list items of a rendered frame.
fn items(markup: &str) -> Vec<String> {
    let list = markup
        .split(r#"<ul class="lists" part="lists">"#)
        .nth(1)
        .unwrap()
        .split("</ul>")
        .next()
        .unwrap();
    list.split("<li>")
        .skip(1)
        .map(|i| i.trim_end_matches("</li>").to_string())
        .collect()
}

const BEAR_OFF: &str = "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W";
const AFTER_BEAR_OFF: &str = "W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B";

#[test]
fn the_seed_diagrams_in_bulgarian() {
    let bg = [("lang", "bg")];
    let start = Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&bg)).unwrap();
    assert_eq!(
        items(&start.render(0, "")),
        [
            "Поле 12: 15 × черните",
            "Поле 24: 15 × белите",
            "Пипове белите: 360",
            "Пипове черните: 360"
        ]
    );
    let after = Diagram::from_attrs(
        "W:24x14,13 B:12x15 B",
        &attrs(&[("lang", "bg"), ("last-move", "24/13")]),
    )
    .unwrap();
    let html = after.render(0, "");
    assert!(html.contains("Последен ход на белите: 24/13"), "{html}");
    assert_eq!(
        items(&html),
        [
            "Поле 12: 15 × черните",
            "Поле 13: 1 × белите",
            "Поле 24: 14 × белите",
            "Пипове белите: 349",
            "Пипове черните: 360"
        ]
    );
    let before = Diagram::from_attrs(BEAR_OFF, &attrs(&bg)).unwrap();
    let list = items(&before.render(0, ""));
    assert_eq!(list.len(), 15);
    assert_eq!(
        &list[12..],
        ["Изкарани белите: 6", "Пипове белите: 36", "Пипове черните: 48"]
    );
    let after = Diagram::from_attrs(AFTER_BEAR_OFF, &attrs(&[("lang", "bg"), ("last-move", "6/off 5/off")])).unwrap();
    let list = items(&after.render(0, ""));
    assert_eq!(
        &list[list.len() - 3..],
        ["Изкарани белите: 8", "Пипове белите: 25", "Пипове черните: 48"]
    );
}

#[test]
fn the_last_move_is_checked_against_the_position_it_came_from() {
    let pos = "W:24x14,13 B:12x15 B";
    for bad in ["24/18", "13/7", "24/13 24/13", "pass", "nonsense", "24/12"] {
        let (lang, err) = Diagram::from_attrs(pos, &attrs(&[("last-move", bad)])).unwrap_err();
        assert_eq!(lang, Lang::En);
        assert!(
            matches!(&err, DiagramError::LastMove { text, .. } if text == bad),
            "{bad}: {err:?}"
        );
    }
    // Written with its stop-over, or in another order: the same play.
    for good in ["24/18/13", "24/19/13"] {
        assert!(
            Diagram::from_attrs(pos, &attrs(&[("last-move", good)])).is_ok(),
            "{good}"
        );
    }
}

#[test]
fn each_fault_names_its_attribute_in_the_widgets_language() {
    type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], DiagramError);
    let cases: [Case; 6] = [
        ("W:24x16 B:12x15 W", &[], DiagramError::Attribute(String::new())),
        (
            "W:24x15 B:12x15 W",
            &[("orientation", "up")],
            DiagramError::Attribute("orientation".into()),
        ),
        (
            "W:24x15 B:12x15 W",
            &[("bottom", "green")],
            DiagramError::Value {
                name: "bottom".into(),
                value: "green".into(),
            },
        ),
        (
            "W:24x15 B:12x15 W",
            &[("rules", "chess")],
            DiagramError::Value {
                name: "rules".into(),
                value: "chess".into(),
            },
        ),
        (
            "W:24x15 B:12x15 W",
            &[("moves", "24/13 | 24/23")],
            DiagramError::Step {
                index: 2,
                text: "24/23".into(),
            },
        ),
        (
            "W:24x15 B:12x15 W",
            &[("moves", "6-6: 24/13")],
            DiagramError::Step {
                index: 1,
                text: "6-6: 24/13".into(),
            },
        ),
    ];
    for (text, a, want) in cases {
        let (_, got) = Diagram::from_attrs(text, &attrs(a)).unwrap_err();
        match (&got, &want) {
            (DiagramError::Position { text: t, .. }, DiagramError::Attribute(_)) => assert_eq!(t, text),
            _ => assert_eq!(got, want),
        }
    }
    // An unknown language is said in English; a known one words the fault in it.
    let (lang, e) = Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[("lang", "xx")])).unwrap_err();
    assert_eq!((lang, &e), (Lang::En, &DiagramError::Lang("xx".into())));
    let (lang, e) = Diagram::from_attrs("x", &attrs(&[("lang", "de")])).unwrap_err();
    let html = error_markup(lang, &e);
    assert!(
        html.contains("Die Stellung „x“ dieses Diagramms ist nicht lesbar."),
        "{html}"
    );
    // Global HTML attributes are not the diagram's business.
    assert!(
        Diagram::from_attrs(
            "W:24x15 B:12x15 W",
            &attrs(&[("class", "x"), ("data-n", "1"), ("aria-label", "y")])
        )
        .is_ok()
    );
}

#[test]
fn nothing_from_an_attribute_becomes_markup() {
    let evil = r#"<img src=x onerror="alert(1)">"#;
    let d = Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[("caption", evil)])).unwrap();
    let html = d.render(0, "");
    assert!(!html.contains("<img"), "{html}");
    assert!(html.contains("&lt;img"));
    let (lang, e) = Diagram::from_attrs(evil, &attrs(&[])).unwrap_err();
    assert!(!error_markup(lang, &e).contains("<img"));
    let (lang, e) = Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[(evil, "1")])).unwrap_err();
    assert!(!error_markup(lang, &e).contains("<img"));
}

#[test]
fn a_sequence_steps_through_its_positions() {
    let d = Diagram::from_attrs(
        "W:24x15 B:12x15 W",
        &attrs(&[("moves", "6-5: 24/13 | 24/18 | 13/7"), ("caption", "The opening")]),
    )
    .unwrap();
    assert_eq!(d.frames().len(), 4);
    assert_eq!(d.frames()[1].position.to_text(), "W:24x14,13 B:12x15 B");
    let first = d.render(0, "");
    assert!(first.contains("The opening") && first.contains(r#"data-step="0" disabled"#));
    let second = d.render(1, "");
    assert!(second.contains("White&#39;s last move: 6-5 24/13"), "{second}");
    assert!(second.contains("Move 1 of 3"));
    // Black's move is written in the numbers of the board's bottom side (White's here).
    let third = d.render(2, "");
    // No roll given: none is shown (any of several could have allowed it).
    assert!(third.contains("Black&#39;s last move: 12/6<"), "{third}");
    let last = d.render(99, "/");
    assert!(last.contains(r#"data-step="3" disabled"#) && last.contains("Move 3 of 3"));
    assert!(last.contains(r#"href="/#position=W"#), "{last}");
}

#[test]
fn black_at_the_bottom_labels_the_board_in_blacks_numbers() {
    let d = Diagram::from_attrs(
        "W:24x14,13 B:12x15 B",
        &attrs(&[("bottom", "black"), ("last-move", "24/13")]),
    )
    .unwrap();
    let html = d.render(0, "");
    assert!(html.contains("White&#39;s last move: 12/1"), "{html}");
    assert_eq!(items(&html)[0], "Point 1: 1 × white");
}
