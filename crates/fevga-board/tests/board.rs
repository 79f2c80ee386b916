//! The drawn board read back: checkers, points, trays, orientation, marks, labels and dice, from
//! the markup alone.

use fevga_board::geometry::{self as g, Spot};
use fevga_board::{
    Arrow, ArrowKind, BoardView, DiceView, Face, Labels, Mark, Marks, Orientation, board_svg, color_class,
    standalone_svg,
};
use fevga_core::{Board, Color, Dice, Position, Rules, SeededDice, WhitePoint};

/// Plain English labels, as a caller would give them.
struct En;

impl Labels for En {
    fn point(&self, number: u8, occupant: Option<(Color, u8)>) -> String {
        match occupant {
            None => format!("Point {number}: empty"),
            Some((c, n)) => format!("Point {number}: {n} {}", c.title()),
        }
    }
    fn tray(&self, color: Color, borne_off: u8) -> String {
        format!("{} tray: {borne_off}", color.title())
    }
    fn dice(&self, dice: Dice) -> String {
        format!("Dice {dice}")
    }
    fn mark(&self, mark: Mark) -> String {
        format!("{mark:?}").to_lowercase()
    }
}

/// One element of the markup: its name, attributes and the elements it sits in.
#[derive(Debug, Clone)]
struct El {
    name: String,
    attrs: Vec<(String, String)>,
    /// Indices of the enclosing elements, outermost first.
    parents: Vec<usize>,
    text: String,
}

impl El {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
    fn num(&self, name: &str) -> f64 {
        self.attr(name)
            .unwrap_or_else(|| panic!("{name} on {self:?}"))
            .parse()
            .unwrap()
    }
    fn has_class(&self, class: &str) -> bool {
        self.attr("class").is_some_and(|c| c.split(' ').any(|x| x == class))
    }
}

/// Decodes the five entities the drawing writes; anything else after `&` is malformed.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let end = rest[i..].find(';').expect("an entity ends with ;") + i;
        out.push(match &rest[i..=end] {
            "&amp;" => '&',
            "&lt;" => '<',
            "&gt;" => '>',
            "&quot;" => '"',
            "&#39;" => '\'',
            e => panic!("unknown entity {e}"),
        });
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// Reads the markup, checking that it is well formed: tags balance, attributes are quoted, no
/// raw `<` or `&` in text or values.
fn parse(svg: &str) -> Vec<El> {
    let mut els: Vec<El> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut rest = svg;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            assert!(rest.trim().is_empty(), "text outside elements: {rest:?}");
            break;
        };
        let text = unescape(&rest[..lt]);
        if let Some(&i) = open.last() {
            els[i].text.push_str(&text);
        }
        rest = &rest[lt + 1..];
        let gt = rest.find('>').expect("a tag ends");
        let tag = &rest[..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let i = open.pop().unwrap_or_else(|| panic!("</{name}> closes nothing"));
            assert_eq!(els[i].name, name, "</{name}> closes <{}>", els[i].name);
            continue;
        }
        assert!(!tag.contains('<'), "< inside a tag: {tag}");
        let (tag, empty) = match tag.strip_suffix('/') {
            Some(t) => (t, true),
            None => (tag, false),
        };
        let name_end = tag.find(' ').unwrap_or(tag.len());
        let name = tag[..name_end].to_string();
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric()),
            "{name:?}"
        );
        let mut attrs = Vec::new();
        let mut a = tag[name_end..].trim_start();
        while !a.is_empty() {
            let eq = a
                .find("=\"")
                .unwrap_or_else(|| panic!("unquoted attribute in <{name} {a}"));
            let key = a[..eq].to_string();
            assert!(key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'), "{key:?}");
            let v = &a[eq + 2..];
            let close = v.find('"').expect("a closing quote");
            attrs.push((key, unescape(&v[..close])));
            a = v[close + 1..].trim_start();
        }
        els.push(El {
            name,
            attrs,
            parents: open.clone(),
            text: String::new(),
        });
        if !empty {
            open.push(els.len() - 1);
        }
    }
    assert!(open.is_empty(), "unclosed elements");
    els
}

fn inside(els: &[El], parent: usize) -> impl Iterator<Item = &El> {
    els.iter().filter(move |e| e.parents.contains(&parent))
}

fn find(els: &[El], f: impl Fn(&El) -> bool) -> usize {
    els.iter().position(f).expect("the element")
}

/// White's point `n`.
fn w(n: u8) -> WhitePoint {
    WhitePoint::new(n).expect("a point")
}

/// White's points `ns`.
fn ws(ns: &[u8]) -> Vec<WhitePoint> {
    ns.iter().map(|&n| w(n)).collect()
}

fn point_group(els: &[El], p: WhitePoint) -> usize {
    find(els, |e| e.attr("data-point") == Some(&p.to_string()))
}

fn tray_group(els: &[El], c: Color) -> usize {
    find(els, |e| e.attr("data-tray") == Some(&c.letter().to_string()))
}

/// Positions from random games (and the ends of some), with the start and a few fixed ones.
fn positions() -> Vec<Position> {
    let mut out = vec![
        Position::start(),
        Position::from_text("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W").unwrap(),
        Position::from_text("W:24x14,13 B:12x15 B").unwrap(),
        Position::from_text("W:- B:13 B").unwrap(),
    ];
    let mut rng = SeededDice::new(7);
    for _ in 0..6 {
        let mut pos = Position::start();
        for turn in 0..400 {
            let dice = Dice::new(rng.below(6) as u8 + 1, rng.below(6) as u8 + 1).unwrap();
            let plays = pos.legal_plays(Rules::Fevga, dice);
            pos = match plays.get(rng.below(plays.len().max(1) as u64) as usize) {
                Some(play) => pos.play(Rules::Fevga, dice, play).unwrap(),
                None => pos.passed(),
            };
            if turn % 9 == 0 {
                out.push(pos);
            }
            if pos.winner().is_some() {
                out.push(pos);
                break;
            }
        }
    }
    out
}

#[test]
fn the_checkers_drawn_are_the_positions() {
    for pos in positions() {
        let view = BoardView::of_position(&pos);
        let els = parse(&board_svg(&view, &En));
        for p in WhitePoint::all() {
            let gi = point_group(&els, p);
            let cks: Vec<&El> = inside(&els, gi).filter(|e| e.has_class("ck")).collect();
            let want = pos.at(p);
            assert_eq!(
                cks.len(),
                want.map_or(0, |(_, n)| usize::from(n)),
                "{} point {p}",
                pos.to_text()
            );
            if let Some((c, _)) = want {
                assert!(cks.iter().all(|e| e.has_class(color_class(c))));
                // The top checker carries the id animation looks for.
                assert_eq!(cks.last().unwrap().attr("id"), Some(format!("ck-{p}").as_str()));
            }
        }
        for c in [Color::White, Color::Black] {
            let ti = tray_group(&els, c);
            let slabs: Vec<&El> = inside(&els, ti).filter(|e| e.has_class("slab")).collect();
            assert_eq!(slabs.len(), usize::from(pos.borne_off(c)), "{} tray {c}", pos.to_text());
            if let Some(top) = slabs.last() {
                assert_eq!(top.attr("id"), Some(format!("ck-tray-{}", c.letter()).as_str()));
            }
        }
        let total = els.iter().filter(|e| e.has_class("ck") || e.has_class("slab")).count();
        assert_eq!(total, 30, "{}", pos.to_text());
    }
}

#[test]
fn hit_testing_finds_what_is_drawn() {
    let pos = Position::from_text("W:24x15 B:12x9,3x6 W").unwrap();
    let els = parse(&board_svg(&BoardView::of_position(&pos), &En));
    for p in WhitePoint::all() {
        let gi = point_group(&els, p);
        // The triangle's centre.
        let tri = inside(&els, gi).find(|e| e.name == "path").expect("a triangle");
        let nums: Vec<f64> = tri
            .attr("d")
            .unwrap()
            .split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().unwrap())
            .collect();
        let (cx, cy) = ((nums[0] + nums[2] + nums[4]) / 3.0, (nums[1] + nums[3] + nums[5]) / 3.0);
        assert_eq!(g::hit(cx, cy), Some(Ok(p)), "triangle of {p}");
        for ck in inside(&els, gi).filter(|e| e.has_class("ck")) {
            assert_eq!(g::hit(ck.num("cx"), ck.num("cy")), Some(Ok(p)), "checker on {p}");
        }
    }
    let pos = Position::from_text("W:1 B:13 W").unwrap();
    let els = parse(&board_svg(&BoardView::of_position(&pos), &En));
    for c in [Color::White, Color::Black] {
        let ti = tray_group(&els, c);
        for slab in inside(&els, ti).filter(|e| e.has_class("slab")) {
            let (x, y) = (
                slab.num("x") + slab.num("width") / 2.0,
                slab.num("y") + slab.num("height") / 2.0,
            );
            assert_eq!(g::hit(x, y), Some(Err(c)));
        }
    }
}

/// Where a drawn point ends up on screen under the field's transform.
fn on_screen(turned: bool, (x, y): (f64, f64)) -> (f64, f64) {
    if turned { (g::WIDTH - x, g::HEIGHT - y) } else { (x, y) }
}

#[test]
fn turning_the_board_keeps_the_numbers_upright() {
    let pos = Position::from_text("W:24x15 B:12x9,3x6 W").unwrap();
    for orientation in [Orientation::WhiteBottom, Orientation::BlackBottom] {
        let view = BoardView {
            orientation,
            ..BoardView::of_position(&pos)
        };
        let els = parse(&board_svg(&view, &En));
        let field = &els[find(&els, |e| e.attr("id") == Some("field"))];
        let turned = orientation.is_turned();
        assert_eq!(
            field.attr("transform"),
            turned.then_some(format!("rotate(180 {} {})", g::WIDTH / 2.0, g::HEIGHT / 2.0).as_str())
        );
        // The bottom side's home (its points 1–6) is at the bottom right, its tray beside it.
        let home = orientation.bottom().to_white(1);
        let (x, y) = on_screen(turned, g::checker_center(home, 0, 1));
        assert!(x > g::WIDTH / 2.0 && y > g::HEIGHT / 2.0, "{orientation:?}: {x} {y}");
        let (tx, ty, tw, th) = g::tray_rect(orientation.bottom());
        let (x, y) = on_screen(turned, (tx + tw / 2.0, ty + th / 2.0));
        assert!(x > g::WIDTH / 2.0 && y > g::HEIGHT / 2.0);
        // Every text is turned back about itself (or not at all on an unturned board).
        let texts: Vec<&El> = els.iter().filter(|e| e.name == "text").collect();
        assert_eq!(texts.iter().filter(|e| e.has_class("num")).count(), 24);
        assert_eq!(texts.iter().filter(|e| e.has_class("count")).count(), 3);
        for t in texts {
            let (x, y) = (t.num("x"), t.num("y"));
            // (x, y) is the text's centre at any font size.
            assert_eq!(t.attr("dominant-baseline"), Some("central"), "{t:?}");
            match t.attr("transform") {
                None => assert!(!turned, "{t:?}"),
                Some(tf) => {
                    assert!(turned);
                    let v: Vec<f64> = tf
                        .trim_start_matches("rotate(")
                        .trim_end_matches(')')
                        .split(' ')
                        .map(|n| n.parse().unwrap())
                        .collect();
                    // About its own centre.
                    assert_eq!(v, [180.0, x, y], "{tf}");
                }
            }
        }
    }
}

#[test]
fn numbers_and_numbering() {
    let pos = Position::start();
    let numbers = |view: &BoardView| -> Vec<(String, String)> {
        parse(&board_svg(view, &En))
            .into_iter()
            .filter(|e| e.has_class("num"))
            .map(|e| (format!("{}", e.num("x")), e.text))
            .collect()
    };
    let white = numbers(&BoardView::of_position(&pos));
    assert_eq!(white.len(), 24);
    for (p, (x, text)) in WhitePoint::all().zip(&white) {
        assert_eq!(*text, p.to_string());
        assert_eq!(*x, format!("{}", g::point_cx(p)));
    }
    let view = BoardView {
        numbering: Color::Black,
        ..BoardView::of_position(&pos)
    };
    let black = numbers(&view);
    for (p, (_, text)) in WhitePoint::all().zip(&black) {
        assert_eq!(*text, Color::Black.own(p).to_string());
    }
    let els = parse(&board_svg(&view, &En));
    // data-point stays White's; the label speaks the view's numbering.
    let gi = point_group(&els, w(12));
    assert_eq!(els[gi].attr("aria-label"), Some("Point 24: 15 Black"));
    let off = BoardView {
        numbers: false,
        ..BoardView::of_position(&pos)
    };
    assert!(numbers(&off).is_empty());
}

#[test]
fn marks_give_their_classes_and_words() {
    let pos = Position::from_text("W:24x10,20,6x4 B:12x14,15 W").unwrap();
    let view = BoardView {
        marks: Marks {
            movable: ws(&[24, 20, 6]),
            targets: vec![Spot::Point(w(18)), Spot::Point(w(20)), Spot::Tray(Color::White)],
            selected: Some(w(24)),
            last_from: ws(&[6, 24, 11]),
            last_to: ws(&[15]),
            arrows: Vec::new(),
            highlight: ws(&[1, 15]),
        },
        ..BoardView::of_position(&pos)
    };
    let els = parse(&board_svg(&view, &En));
    let class = |p: u8| els[point_group(&els, w(p))].attr("class").unwrap().to_string();
    let label = |p: u8| els[point_group(&els, w(p))].attr("aria-label").unwrap().to_string();
    assert_eq!(class(24), "pt movable selected");
    assert_eq!(label(24), "Point 24: 10 White, selected");
    assert_eq!(class(20), "pt movable target");
    assert_eq!(label(20), "Point 20: 1 White, movable, target");
    assert_eq!(class(18), "pt target");
    assert_eq!(class(6), "pt movable");
    assert_eq!(class(15), "pt last-to highlight");
    assert_eq!(label(15), "Point 15: 1 Black");
    assert_eq!(class(1), "pt highlight");
    assert_eq!(class(2), "pt");
    // A dot on each target point, in the first checker's place.
    for p in [w(18), w(20)] {
        let dots: Vec<&El> = inside(&els, point_group(&els, p))
            .filter(|e| e.has_class("dest"))
            .collect();
        assert_eq!(dots.len(), 1);
        assert_eq!((dots[0].num("cx"), dots[0].num("cy")), g::checker_center(p, 0, 1));
    }
    assert_eq!(els.iter().filter(|e| e.has_class("dest")).count(), 2);
    let white = &els[tray_group(&els, Color::White)];
    assert_eq!(white.attr("class"), Some("tray target"));
    assert_eq!(white.attr("aria-label"), Some("White tray: 0, target"));
    assert_eq!(els[tray_group(&els, Color::Black)].attr("class"), Some("tray"));
    // Rings in the free slot above the stacks of 4 (on 6) and 0 (on 11); the squeezed 10 of 24
    // have no free slot, so a wider ring goes round their top checker.
    let rings: Vec<(f64, f64, f64)> = els
        .iter()
        .filter(|e| e.has_class("last-from-mark"))
        .map(|e| (e.num("cx"), e.num("cy"), e.num("r")))
        .collect();
    let at = |(x, y): (f64, f64), r: f64| (x, y, r);
    assert_eq!(
        rings,
        [
            at(g::checker_center(w(6), 4, 5), g::RADIUS - 4.0),
            at(g::checker_center(w(24), 9, 10), g::RADIUS + 3.0),
            at(g::checker_center(w(11), 0, 1), g::RADIUS - 4.0)
        ]
    );
    // No marks, no mark classes.
    let plain = board_svg(&BoardView::of_position(&pos), &En);
    for c in [
        "movable",
        "selected",
        "target",
        "last-to",
        "dest",
        "last-from-mark",
        "highlight",
    ] {
        assert!(!plain.contains(c), "{c}");
    }
}

/// Labels a page might get wrong: markup and quotes in the words.
struct Hostile;

impl Labels for Hostile {
    fn point(&self, number: u8, _: Option<(Color, u8)>) -> String {
        format!(r#"<script>alert("{number}")</script> & 'x'"#)
    }
    fn tray(&self, _: Color, _: u8) -> String {
        r#""><g onload="x"#.to_string()
    }
    fn dice(&self, _: Dice) -> String {
        "</g></svg>".to_string()
    }
    fn mark(&self, _: Mark) -> String {
        "<b>".to_string()
    }
}

#[test]
fn labels_are_escaped() {
    let view = BoardView {
        marks: Marks {
            selected: Some(w(24)),
            targets: vec![Spot::Tray(Color::Black)],
            ..Marks::default()
        },
        dice: Some(DiceView::new(Dice::new(6, 5).unwrap(), Color::White, &[6])),
        ..BoardView::of_position(&Position::start())
    };
    let svg = board_svg(&view, &Hostile);
    assert!(!svg.contains("<script") && !svg.contains("<b>") && !svg.contains("onload=\""));
    let els = parse(&svg);
    // Read back, the labels are the words given.
    let gi = point_group(&els, w(24));
    assert_eq!(
        els[gi].attr("aria-label"),
        Some(r#"<script>alert("24")</script> & 'x', <b>"#)
    );
    assert_eq!(
        els[tray_group(&els, Color::Black)].attr("aria-label"),
        Some(r#""><g onload="x, <b>"#)
    );
    let dice = find(&els, |e| e.has_class("dice"));
    assert_eq!(els[dice].attr("aria-label"), Some("</g></svg>"));
    assert_eq!(els.iter().filter(|e| e.name == "svg").count(), 0);
}

#[test]
fn dice_faces() {
    let d = |a, b| Dice::new(a, b).unwrap();
    let values = |v: &DiceView| v.faces.iter().map(|f| (f.value, f.live)).collect::<Vec<_>>();
    assert_eq!(
        values(&DiceView::new(d(3, 3), Color::White, &[3, 3, 3, 3])),
        [(3, true); 4]
    );
    assert_eq!(
        values(&DiceView::new(d(3, 3), Color::Black, &[3])),
        [(3, true), (3, false), (3, false), (3, false)]
    );
    assert_eq!(
        values(&DiceView::new(d(2, 5), Color::White, &[2])),
        [(5, false), (2, true)]
    );
    assert_eq!(
        values(&DiceView::new(d(6, 1), Color::White, &[])),
        [(6, false), (1, false)]
    );
    for (dice, n) in [(d(4, 4), 4), (d(6, 5), 2)] {
        let mut dv = DiceView::new(dice, Color::Black, &[dice.first()]);
        dv.fresh = true;
        let view = BoardView {
            dice: Some(dv),
            ..BoardView::of_position(&Position::start())
        };
        let els = parse(&board_svg(&view, &En));
        let group = find(&els, |e| e.has_class("dice"));
        assert_eq!(els[group].attr("class"), Some("dice b fresh"));
        assert_eq!(els[group].attr("aria-label"), Some(format!("Dice {dice}").as_str()));
        let dice_els: Vec<&El> = inside(&els, group).filter(|e| e.has_class("die")).collect();
        assert_eq!(dice_els.len(), n);
        assert_eq!(dice_els.iter().filter(|e| e.has_class("used")).count(), n - 1);
        let pips = inside(&els, group).filter(|e| e.name == "circle").count();
        let per_face = if dice.is_double() {
            4 * usize::from(dice.first())
        } else {
            usize::from(dice.first() + dice.second())
        };
        assert_eq!(pips, per_face);
    }
    // No dice, no dice group; a face out of range draws a blank die.
    let none = board_svg(&BoardView::of_position(&Position::start()), &En);
    assert!(!none.contains("dice"));
    let mut dv = DiceView::new(d(1, 2), Color::White, &[]);
    dv.faces.push(Face { value: 9, live: true });
    dv.faces.push(Face { value: 0, live: true });
    let view = BoardView {
        dice: Some(dv),
        ..BoardView::of_position(&Position::start())
    };
    let els = parse(&board_svg(&view, &En));
    assert_eq!(els.iter().filter(|e| e.has_class("die")).count(), 4);
}

#[test]
fn odd_boards_draw_without_panic() {
    let empty = Board {
        white: [0; 25],
        black: [0; 25],
        turn: Color::White,
    };
    let els = parse(&board_svg(&BoardView::new(empty), &En));
    assert_eq!(els.iter().filter(|e| e.has_class("ck")).count(), 0);
    assert_eq!(els.iter().filter(|e| e.has_class("slab")).count(), 30);
    let mut full = empty;
    full.white[7] = 15;
    full.black[19] = 15;
    let els = parse(&board_svg(&BoardView::new(full), &En));
    assert_eq!(els.iter().filter(|e| e.has_class("ck")).count(), 30);
    let counts: Vec<String> = els
        .iter()
        .filter(|e| e.has_class("count"))
        .map(|e| e.text.clone())
        .collect();
    assert_eq!(counts, ["15", "15"]);
    // Not positions at all: more than 15 and both colours on a point, every mark on it. A mark off
    // the board cannot be written: a point is a WhitePoint, and there is none outside 1–24.
    assert_eq!(WhitePoint::new(0), None);
    assert_eq!(WhitePoint::new(25), None);
    let mut odd = empty;
    odd.white[1] = 40;
    odd.black[1] = 3;
    odd.black[0] = 9;
    let view = BoardView {
        marks: Marks {
            movable: ws(&[1]),
            targets: vec![Spot::Point(w(1))],
            selected: Some(w(1)),
            last_from: ws(&[1]),
            last_to: ws(&[1]),
            arrows: Vec::new(),
            highlight: Vec::new(),
        },
        focus: Some(Spot::Point(w(1))),
        interactive: true,
        orientation: Orientation::BlackBottom,
        ..BoardView::new(odd)
    };
    let els = parse(&standalone_svg(&view, &En));
    assert_eq!(els.iter().filter(|e| e.has_class("ck")).count(), 40);
    assert_eq!(els.iter().filter(|e| e.attr("tabindex") == Some("0")).count(), 1);
}

#[test]
fn only_an_interactive_board_has_buttons_and_one_tab_stop() {
    let pos = Position::start();
    for focus in Spot::all() {
        let view = BoardView {
            focus: Some(focus),
            interactive: true,
            ..BoardView::of_position(&pos)
        };
        let els = parse(&board_svg(&view, &En));
        let stops: Vec<&El> = els.iter().filter(|e| e.attr("tabindex") == Some("0")).collect();
        assert_eq!(stops.len(), 1);
        let want = match focus {
            Spot::Point(p) => ("data-point", p.to_string()),
            Spot::Tray(c) => ("data-tray", c.letter().to_string()),
        };
        assert_eq!(stops[0].attr(want.0), Some(want.1.as_str()));
        assert_eq!(els.iter().filter(|e| e.attr("tabindex") == Some("-1")).count(), 25);
        assert_eq!(els.iter().filter(|e| e.attr("role") == Some("button")).count(), 26);
    }
    let picture = board_svg(
        &BoardView {
            focus: Some(Spot::Point(w(24))),
            ..BoardView::of_position(&pos)
        },
        &En,
    );
    assert!(!picture.contains("tabindex") && !picture.contains(r#"role="button""#));
    let els = parse(&picture);
    // Still every point and tray, labelled.
    assert_eq!(els.iter().filter(|e| e.attr("data-point").is_some()).count(), 24);
    assert_eq!(els.iter().filter(|e| e.attr("data-tray").is_some()).count(), 2);
    assert_eq!(els.iter().filter(|e| e.attr("aria-label").is_some()).count(), 26);
}

#[test]
fn every_label_of_a_board_is_on_an_element_with_a_role_live_or_not() {
    // A label on an element without a role is not allowed (axe: aria-prohibited-attr): a
    // picture's points and trays are images, a live board's buttons.
    let pos = Position::start();
    for interactive in [false, true] {
        let view = BoardView {
            focus: Some(Spot::Point(w(24))),
            interactive,
            ..BoardView::of_position(&pos)
        };
        let els = parse(&board_svg(&view, &En));
        let labelled: Vec<&El> = els.iter().filter(|e| e.attr("aria-label").is_some()).collect();
        assert_eq!(labelled.len(), 26);
        let want = if interactive { "button" } else { "img" };
        assert!(labelled.iter().all(|e| e.attr("role") == Some(want)), "{interactive}");
    }
}

#[test]
fn a_named_board_is_a_group_picture_or_an_application_with_its_name() {
    let pos = Position::start();
    let picture = fevga_board::standalone_svg_named(&BoardView::of_position(&pos), &En, "Board & <co>");
    assert!(
        picture.starts_with(r#"<svg role="group" aria-label="Board &amp; &lt;co&gt;" xmlns="#),
        "{picture}"
    );
    let live = BoardView {
        interactive: true,
        focus: Some(Spot::Point(w(24))),
        ..BoardView::of_position(&pos)
    };
    let svg = fevga_board::standalone_svg_named(&live, &En, "Board");
    assert!(svg.starts_with(r#"<svg role="application" aria-label="Board" "#));
    assert_eq!(
        svg.matches("role=").count(),
        1 + 26,
        "one role each, the board's and its buttons'"
    );
}

#[test]
fn a_standalone_diagram_is_a_whole_document() {
    let view = BoardView::of_position(&Position::start());
    let doc = standalone_svg(&view, &En);
    assert!(doc.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" class="fevga-board" viewBox="0 0 1088 800""#));
    assert!(doc.ends_with("</svg>\n"));
    let els = parse(&doc);
    assert_eq!(els[0].name, "svg");
    assert!(els[1..].iter().all(|e| e.parents.first() == Some(&0)), "one root");
    assert_eq!(els[1].name, "style");
    assert_eq!(els[1].text, fevga_board::STYLE);
    // The inner markup is the page's board, whole.
    assert!(doc.contains(&board_svg(&view, &En)));
    assert_eq!(els.iter().filter(|e| e.has_class("ck")).count(), 30);
    // Every class the drawing uses has a rule.
    let marked = BoardView {
        marks: Marks {
            movable: ws(&[24]),
            targets: vec![Spot::Point(w(18)), Spot::Tray(Color::White)],
            selected: Some(w(24)),
            last_from: ws(&[1]),
            last_to: ws(&[18]),
            arrows: vec![
                Arrow {
                    from: w(24),
                    to: Spot::Point(w(18)),
                    kind: ArrowKind::Best,
                },
                Arrow {
                    from: w(24),
                    to: Spot::Point(w(13)),
                    kind: ArrowKind::Played,
                },
            ],
            highlight: Vec::new(),
        },
        dice: Some(DiceView {
            last: true,
            ..DiceView::new(Dice::new(6, 5).unwrap(), Color::Black, &[6])
        }),
        ..BoardView::of_position(&Position::from_text("W:24x14,18 B:12x8,13x7 W").unwrap())
    };
    for e in parse(&standalone_svg(&marked, &En)) {
        for class in e.attr("class").unwrap_or("").split(' ').filter(|c| !c.is_empty()) {
            let rule = format!(".{class}");
            let ok = ["fevga-board", "fresh"].contains(&class)
                || fevga_board::STYLE.contains(&format!("{rule}{{"))
                || fevga_board::STYLE.contains(&format!("{rule} "))
                || fevga_board::STYLE.contains(&format!("{rule}."));
            assert!(ok, "no rule for class {class}");
        }
    }
}

#[test]
fn color_classes() {
    assert_eq!(color_class(Color::White), "w");
    assert_eq!(color_class(Color::Black), "b");
}

#[test]
fn arrows_run_from_the_top_checker_to_where_it_lands() {
    // White to play 24/13 and 6/off; Black's played 12/7 drawn beside them.
    let pos = Position::from_text("W:24x10,13,6x4 B:12x14,7 W").unwrap();
    let view = BoardView {
        marks: Marks {
            arrows: vec![
                Arrow {
                    from: w(24),
                    to: Spot::Point(w(13)),
                    kind: ArrowKind::Best,
                },
                Arrow {
                    from: w(6),
                    to: Spot::Tray(Color::White),
                    kind: ArrowKind::Best,
                },
                Arrow {
                    from: w(12),
                    to: Spot::Point(w(7)),
                    kind: ArrowKind::Played,
                },
            ],
            ..Marks::default()
        },
        ..BoardView::of_position(&pos)
    };
    let els = parse(&board_svg(&view, &En));
    let groups: Vec<usize> = (0..els.len()).filter(|&i| els[i].has_class("arrow")).collect();
    assert_eq!(groups.len(), 3);
    let classes: Vec<&str> = groups.iter().map(|&i| els[i].attr("class").unwrap()).collect();
    assert_eq!(classes, ["arrow best", "arrow best", "arrow played"]);
    let line = |i: usize| inside(&els, groups[i]).find(|e| e.name == "line").unwrap();
    let close = |a: (f64, f64), b: (f64, f64), tol: f64| (a.0 - b.0).hypot(a.1 - b.1) <= tol;
    let (x, y, tw, h) = g::tray_rect(Color::White);
    for (i, from, to) in [
        (0, g::checker_center(w(24), 9, 10), g::checker_center(w(13), 1, 2)),
        (1, g::checker_center(w(6), 3, 4), (x + tw / 2.0, y + h / 2.0)),
        (2, g::checker_center(w(12), 13, 14), g::checker_center(w(7), 1, 2)),
    ] {
        let l = line(i);
        assert!(
            close((l.num("x1"), l.num("y1")), from, 0.1),
            "arrow {i} starts at {from:?}"
        );
        // The shaft stops where the head begins, on the way to the landing slot.
        let end = (l.num("x2"), l.num("y2"));
        let left = (to.0 - end.0).hypot(to.1 - end.1);
        assert!((left - 30.0).abs() < 0.2, "arrow {i}: head {left}");
        let head = inside(&els, groups[i]).find(|e| e.name == "path").unwrap();
        let tip: Vec<f64> = head
            .attr("d")
            .unwrap()
            .split(['M', 'L', 'Z', ' '])
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().unwrap())
            .collect();
        assert!(
            close((tip[0], tip[1]), to, 0.1),
            "arrow {i}: the head's tip {tip:?} is where it lands, {to:?}"
        );
    }
}

#[test]
fn the_opening_rolls_dice_are_drawn_in_their_owners_colours() {
    // White rolled 5, Black 4: White starts with 5-4 (§2); each die shows whose it is.
    let view = BoardView {
        dice: Some(DiceView {
            opening: Some((5, 4)),
            ..DiceView::new(Dice::new(5, 4).unwrap(), Color::White, &[5, 4])
        }),
        ..BoardView::of_position(&Position::start())
    };
    let els = parse(&standalone_svg(&view, &En));
    let dice: Vec<&El> = els.iter().filter(|e| e.has_class("die")).collect();
    assert_eq!(dice.len(), 2);
    assert!(dice[0].has_class("w") && !dice[0].has_class("b"), "the 5 is White's");
    assert!(dice[1].has_class("b") && !dice[1].has_class("w"), "the 4 is Black's");
    // Any other roll: the dice carry no owner of their own.
    let plain = BoardView {
        dice: Some(DiceView::new(Dice::new(5, 4).unwrap(), Color::White, &[5, 4])),
        ..BoardView::of_position(&Position::start())
    };
    let els = parse(&standalone_svg(&plain, &En));
    assert!(
        els.iter()
            .filter(|e| e.has_class("die"))
            .all(|e| !e.has_class("w") && !e.has_class("b"))
    );
}
