//! The page drawn from the state: strings of SVG and HTML, one per region, so the glue replaces
//! only the regions whose text changed. Every word comes from the message files.

use std::fmt::Write;

use fevga_core::Phase;
use fevga_core::{Color, Dice, Position};

use crate::app::{Announcement, App, MATCH_LENGTHS, Message, Opponent};
use crate::geometry::{self as g, RADIUS};
use crate::i18n::{Arg, Lang, Messages};

/// Keyboard focus on White's and Black's bear-off trays (points are 1–24).
pub const FOCUS_TRAY_WHITE: u8 = 25;
pub const FOCUS_TRAY_BLACK: u8 = 26;

/// Escapes text for HTML and SVG.
#[must_use]
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

fn color_name(m: &Messages, c: Color) -> String {
    m.t(match c {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// "You", "Computer", or the colour in pass-and-play.
fn side_name(app: &App, m: &Messages, c: Color) -> String {
    match app.settings.opponent {
        Opponent::Human => color_name(m, c),
        Opponent::Computer if c == app.settings.human => m.t("you"),
        Opponent::Computer => m.t("computer"),
    }
}

fn dice_text(d: Dice) -> String {
    format!("{}-{}", d.first(), d.second())
}

/// The inside of the board's `<svg>`.
#[must_use]
pub fn board_svg(app: &App, m: &Messages, focus: u8) -> String {
    let pos = app.shown_position();
    let mut s = String::with_capacity(24_000);
    let (w, h) = (g::WIDTH, g::HEIGHT);
    s.push_str(concat!(
        r##"<defs><radialGradient id="gw" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#fffdf7"/>"##,
        r##"<stop offset=".7" stop-color="#efe6d3"/><stop offset="1" stop-color="#d3c6ad"/></radialGradient>"##,
        r##"<radialGradient id="gb" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#5a5553"/>"##,
        r##"<stop offset=".6" stop-color="#2a2725"/><stop offset="1" stop-color="#141211"/></radialGradient>"##,
        r##"<linearGradient id="gf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b3a25"/>"##,
        r##"<stop offset=".5" stop-color="#4a2f1f"/><stop offset="1" stop-color="#3a2417"/></linearGradient></defs>"##
    ));
    let _ = write!(
        s,
        r#"<rect class="frame" x="0" y="0" width="{w}" height="{h}" rx="18"/>"#
    );
    // Playing Black against the computer, the board is turned so Black's home is at the bottom right.
    let flip = app.board_flipped();
    if flip {
        let _ = write!(s, r#"<g id="field" transform="rotate(180 {} {})">"#, w / 2.0, h / 2.0);
    } else {
        s.push_str(r#"<g id="field">"#);
    }
    // Each of these asks the engine; ask once per draw.
    let marks = Marks {
        movable: app.movable_points(),
        targets: app.targets(),
        selected: app.selected.map(|p| app.to_move().to_white_point(p)),
        last: last_move_points(app),
        flip,
    };
    let left = g::FIELD_X;
    let half = 6.0 * g::POINT_W;
    for x in [left, left + half + g::BAR_W] {
        let _ = write!(
            s,
            r#"<rect class="field" x="{x}" y="{}" width="{half}" height="{}"/>"#,
            g::MARGIN - 8.0,
            h - 2.0 * g::MARGIN + 16.0
        );
    }
    for color in [Color::Black, Color::White] {
        let (x, y, tw, th) = g::tray_rect(color);
        let n = pos.borne_off(color);
        let label = m.tf(
            "tray-label",
            &[("side", Arg::Str(&color_name(m, color))), ("n", Arg::Num(n.into()))],
        );
        let target = marks.targets.contains(&None) && app.to_move() == color;
        let mut label = label;
        if target {
            label.push_str(", ");
            label.push_str(&m.t("point-target"));
        }
        let focus_id = if color == Color::White {
            FOCUS_TRAY_WHITE
        } else {
            FOCUS_TRAY_BLACK
        };
        let _ = write!(
            s,
            r#"<g class="tray{}" data-tray="{}" tabindex="{}" role="button" aria-label="{}"><rect x="{x}" y="{y}" width="{tw}" height="{th}" rx="8"/>"#,
            if target { " target" } else { "" },
            color.letter(),
            if focus == focus_id { 0 } else { -1 },
            esc(&label)
        );
        for i in 0..usize::from(n) {
            let (cx, cy) = g::slab_center(color, i);
            let top = i + 1 == usize::from(n);
            let _ = write!(
                s,
                r#"<rect class="slab {}"{} x="{}" y="{}" width="{}" height="{}" rx="4"/>"#,
                if color == Color::White { "w" } else { "b" },
                if top {
                    format!(r#" id="ck-tray-{}""#, color.letter())
                } else {
                    String::new()
                },
                cx - (tw - 14.0) / 2.0,
                cy - g::SLAB_H / 2.0,
                tw - 14.0,
                g::SLAB_H
            );
        }
        s.push_str("</g>");
    }
    for p in 1..=24u8 {
        point_svg(&mut s, m, &pos, p, focus, &marks);
    }
    for &from in &marks.last.0 {
        let n = pos.at(from).map_or(0, |(_, n)| usize::from(n));
        if n >= g::FULL_STACK {
            // A squeezed stack has no free slot to mark.
            continue;
        }
        let (cx, cy) = g::checker_center(from, n, n + 1);
        let _ = write!(
            s,
            r#"<circle class="last-from-mark" cx="{cx}" cy="{cy}" r="{}"/>"#,
            RADIUS - 4.0
        );
    }
    labels_svg(&mut s, flip);
    dice_svg(&mut s, app, m);
    s.push_str("</g>");
    s
}

/// Keeps text upright on a board turned half round.
fn upright(flip: bool, x: f64, y: f64) -> String {
    if flip {
        format!(r#" transform="rotate(180 {x} {y})""#)
    } else {
        String::new()
    }
}

/// What the board highlights (White's numbering).
struct Marks {
    movable: Vec<u8>,
    targets: Vec<Option<u8>>,
    selected: Option<u8>,
    /// The last play's start and end points, while no new turn is being entered.
    last: (Vec<u8>, Vec<u8>),
    flip: bool,
}

/// Where the last play's checkers came from and went (bear-offs have no end point).
fn last_move_points(app: &App) -> (Vec<u8>, Vec<u8>) {
    if app.turn.as_ref().is_some_and(|t| !t.steps().is_empty()) {
        return (Vec::new(), Vec::new());
    }
    let Some(t) = app.mtch.game().history().last() else {
        return (Vec::new(), Vec::new());
    };
    let Some(play) = t.play else {
        return (Vec::new(), Vec::new());
    };
    let (mut from, mut to) = (Vec::new(), Vec::new());
    for s in play.steps() {
        let f = t.color.to_white_point(s.from);
        // A stop-over is not a start: the checker that arrived there moved on.
        if let Some(i) = to.iter().position(|&x| x == f) {
            to.remove(i);
        } else {
            from.push(f);
        }
        if let fevga_core::StepTo::Point(p) = s.to() {
            to.push(t.color.to_white_point(p));
        }
    }
    let pos = app.shown_position();
    from.retain(|&p| pos.at(p).is_none_or(|(c, _)| c == t.color));
    (from, to)
}

fn point_svg(s: &mut String, m: &Messages, pos: &Position, p: u8, focus: u8, marks: &Marks) {
    let movable = &marks.movable;
    let targets = &marks.targets;
    let selected = marks.selected;
    let (col, top) = g::column(p);
    let x = g::column_x(col);
    let base = if top { g::MARGIN } else { g::HEIGHT - g::MARGIN };
    let tip = if top {
        g::MARGIN + g::POINT_H
    } else {
        g::HEIGHT - g::MARGIN - g::POINT_H
    };
    let shade = if (col + usize::from(top)) % 2 == 0 { "a" } else { "b" };
    let occupant = pos.at(p);
    let mut label = match occupant {
        None => m.tf("point-empty", &[("point", Arg::Num(p.into()))]),
        Some((c, n)) => m.tf(
            if c == Color::White {
                "point-white"
            } else {
                "point-black"
            },
            &[("point", Arg::Num(p.into())), ("n", Arg::Num(n.into()))],
        ),
    };
    let is_movable = movable.contains(&p);
    let is_selected = selected == Some(p);
    let is_target = targets.contains(&Some(p));
    for (on, key) in [
        (is_selected, "point-selected"),
        (is_movable && !is_selected, "point-movable"),
        (is_target, "point-target"),
    ] {
        if on {
            label.push_str(", ");
            label.push_str(&m.t(key));
        }
    }
    let mut class = String::from("pt");
    for (on, c) in [
        (is_movable, " movable"),
        (is_selected, " selected"),
        (is_target, " target"),
    ] {
        if on {
            class.push_str(c);
        }
    }
    let half_top = if top { 0.0 } else { g::HEIGHT / 2.0 };
    let _ = write!(
        s,
        r#"<g class="{class}" data-point="{p}" tabindex="{}" role="button" aria-label="{}"><rect class="hit" x="{x}" y="{half_top}" width="{}" height="{}"/><path class="tri {shade}" d="M{x} {base} L{} {tip} L{} {base} Z"/>"#,
        if p == focus { 0 } else { -1 },
        esc(&label),
        g::POINT_W,
        g::HEIGHT / 2.0,
        x + g::POINT_W / 2.0,
        x + g::POINT_W
    );
    if is_target {
        let (cx, cy) = g::checker_center(p, 0, 1);
        let _ = write!(s, r#"<circle class="dest" cx="{cx}" cy="{cy}" r="{}"/>"#, RADIUS * 0.45);
    }
    if let Some((c, n)) = occupant {
        let n = usize::from(n);
        for i in 0..n {
            let (cx, cy) = g::checker_center(p, i, n);
            let top_one = i + 1 == n;
            let _ = write!(
                s,
                r#"<circle class="ck {}"{} cx="{cx}" cy="{cy}" r="{}"/>"#,
                if c == Color::White { "w" } else { "b" },
                if top_one {
                    format!(r#" id="ck-{p}""#)
                } else {
                    String::new()
                },
                RADIUS - 1.5
            );
        }
        if n > g::FULL_STACK {
            let (cx, cy) = g::checker_center(p, n - 1, n);
            let _ = write!(
                s,
                r#"<text class="count {}" x="{cx}" y="{}"{}>{n}</text>"#,
                if c == Color::White { "w" } else { "b" },
                cy + 9.0,
                upright(marks.flip, cx, cy)
            );
        }
    }
    s.push_str("</g>");
}

fn labels_svg(s: &mut String, flip: bool) {
    for p in 1..=24u8 {
        let (_, top) = g::column(p);
        let y = if top {
            g::MARGIN - 12.0
        } else {
            g::HEIGHT - g::MARGIN + 26.0
        };
        let x = g::point_cx(p);
        let turn = upright(flip, x, y - 8.0);
        let _ = write!(
            s,
            r#"<text class="num" x="{x}" y="{y}"{turn} aria-hidden="true">{p}</text>"#
        );
    }
}

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

/// The dice: the roll in play (used dice dimmed), or the opening's single dice.
fn dice_svg(s: &mut String, app: &App, m: &Messages) {
    let game = app.mtch.game();
    let faces = |d: Dice| -> Vec<u8> {
        let mut v = if d.is_double() {
            vec![d.first(); 4]
        } else {
            vec![d.first(), d.second()]
        };
        v.sort_unstable_by(|a, b| b.cmp(a));
        v
    };
    let (dice, values, side, last): (Dice, Vec<(u8, bool)>, Color, bool) = match game.phase() {
        Phase::Play(d) => {
            // Dice still to play are live; a turn not being entered here shows all live.
            let mut left = if app.turn.is_some() { app.dice_left() } else { faces(d) };
            let marked = faces(d)
                .into_iter()
                .map(|v| match left.iter().position(|&x| x == v) {
                    Some(i) => {
                        left.remove(i);
                        (v, true)
                    }
                    None => (v, false),
                })
                .collect();
            (d, marked, game.position().turn(), false)
        }
        // Between turns: the last roll, dimmed, so the player sees what was rolled.
        _ => match game.history().last() {
            Some(t) => (
                t.dice,
                faces(t.dice).into_iter().map(|v| (v, false)).collect(),
                t.color,
                true,
            ),
            None => return,
        },
    };
    let size = 64.0;
    let gap = 14.0;
    let total = values.len() as f64 * size + (values.len() as f64 - 1.0) * gap;
    // Centred in the right half.
    let cx = g::column_x(6) + 3.0 * g::POINT_W;
    let y = g::HEIGHT / 2.0 - size / 2.0;
    let label = m.tf("dice-label", &[("dice", Arg::Str(&dice_text(dice)))]);
    let _ = write!(
        s,
        r#"<g class="dice {}{}{}" role="img" aria-label="{}">"#,
        if side == Color::White { "w" } else { "b" },
        if app.fresh_roll { " fresh" } else { "" },
        if last { " last" } else { "" },
        esc(&label)
    );
    for (i, (v, live)) in values.iter().enumerate() {
        let x = cx - total / 2.0 + i as f64 * (size + gap);
        let _ = write!(
            s,
            r#"<g class="die{}"><rect x="{x}" y="{y}" width="{size}" height="{size}" rx="12"/>"#,
            if *live { "" } else { " used" }
        );
        for (px, py) in PIPS[usize::from(*v) - 1] {
            let _ = write!(s, r#"<circle cx="{}" cy="{}" r="6.5"/>"#, x + px * size, y + py * size);
        }
        s.push_str("</g>");
    }
    s.push_str("</g>");
}

/// The status line: the message, whose turn, the last move.
#[must_use]
pub fn status_html(app: &App, m: &Messages) -> String {
    let mut s = String::new();
    let side = app.to_move();
    let game = app.mtch.game();
    let messages: Vec<String> = app.messages.iter().map(|msg| message_text(app, m, msg)).collect();
    let turn = match game.phase() {
        Phase::Opening => m.t("opening-prompt"),
        Phase::Over(_) => result_text(app, m).unwrap_or_default(),
        _ if !app.is_human(side) => m.t("turn-computer"),
        Phase::Roll if app.settings.opponent == Opponent::Computer => m.t("turn-you-roll"),
        Phase::Roll => m.tf("turn-side-roll", &[("side", Arg::Str(&color_name(m, side)))]),
        Phase::Play(_) => {
            if app.can_confirm() {
                m.t("turn-you-confirm")
            } else if app.settings.opponent == Opponent::Computer {
                let left = app
                    .turn
                    .as_ref()
                    .map_or(0, |t| t.dice_needed().saturating_sub(t.steps().len()));
                m.tf("turn-you-move", &[("n", Arg::Num(left as i64))])
            } else {
                m.tf("turn-side-move", &[("side", Arg::Str(&color_name(m, side)))])
            }
        }
    };
    for msg in messages {
        let _ = write!(s, r#"<p class="msg">{}</p>"#, esc(&msg));
    }
    let _ = write!(s, r#"<p class="turn">{}</p>"#, esc(&turn));
    if let Some((c, mv)) = &app.last_move {
        let key = if *c == Color::White {
            "last-move-white"
        } else {
            "last-move-black"
        };
        let text = m.tf(key, &[("move", Arg::Str(mv))]);
        let _ = write!(s, r#"<p class="last">{}</p>"#, esc(&text));
    }
    s
}

/// Who won the game, why it is worth 1 or 2 points, and the match winner if the match is over.
#[must_use]
pub fn result_text(app: &App, m: &Messages) -> Option<String> {
    let r = app.mtch.game().result()?;
    let pts = Arg::Num(r.points.into());
    let mut t = match app.settings.opponent {
        Opponent::Computer if r.winner == app.settings.human => m.tf("game-won-you", &[("points", pts)]),
        Opponent::Computer => m.tf("game-lost-you", &[("points", pts)]),
        Opponent::Human => m.tf(
            "game-won-side",
            &[("side", Arg::Str(&color_name(m, r.winner))), ("points", pts)],
        ),
    };
    t.push(' ');
    t.push_str(&m.t(if r.points == 2 { "why-double" } else { "why-single" }));
    if let Some(w) = app.mtch.winner() {
        let [ws, bs] = app.mtch.score();
        let args = [("white", Arg::Num(ws.into())), ("black", Arg::Num(bs.into()))];
        let line = match app.settings.opponent {
            Opponent::Computer if w == app.settings.human => m.tf("match-won-you", &args),
            Opponent::Computer => m.tf("match-lost-you", &args),
            Opponent::Human => {
                let name = color_name(m, w);
                m.tf("match-won-side", &[("side", Arg::Str(&name)), args[0], args[1]])
            }
        };
        t.push(' ');
        t.push_str(&line);
    }
    Some(t)
}

/// A message in words.
#[must_use]
pub fn message_text(app: &App, m: &Messages, msg: &Message) -> String {
    match msg {
        Message::Opening { white, black } => {
            let mut t = m.tf(
                "opening-result",
                &[
                    ("white", Arg::Str(&side_name(app, m, Color::White))),
                    ("wd", Arg::Num((*white).into())),
                    ("black", Arg::Str(&side_name(app, m, Color::Black))),
                    ("bd", Arg::Num((*black).into())),
                ],
            );
            let first = if white > black { Color::White } else { Color::Black };
            let dice = format!("{}-{}", white.max(black), white.min(black));
            t.push(' ');
            if app.settings.opponent == Opponent::Computer && first == app.settings.human {
                t.push_str(&m.tf("opening-you-start", &[("dice", Arg::Str(&dice))]));
            } else {
                let name = side_name(app, m, first);
                t.push_str(&m.tf(
                    "opening-side-starts",
                    &[("side", Arg::Str(&name)), ("dice", Arg::Str(&dice))],
                ));
            }
            t
        }
        Message::OpeningTie { die } => m.tf("opening-tie", &[("d", Arg::Num((*die).into()))]),
        Message::NoMove { dice, .. } => m.tf("no-legal-move", &[("dice", Arg::Str(&dice_text(*dice)))]),
        Message::Forced { notation, .. } => m.tf("forced-move", &[("move", Arg::Str(notation))]),
        Message::SaveCorrupt => m.t("save-corrupt"),
        Message::SaveOutdated => m.t("save-outdated"),
    }
}

/// The buttons under the board.
#[must_use]
pub fn controls_html(app: &App, m: &Messages) -> String {
    let mut s = String::new();
    let human = app.is_human(app.to_move());
    let button = |s: &mut String, action: &str, key: &str, enabled: bool, primary: bool| {
        let _ = write!(
            s,
            r#"<button type="button" data-action="{action}" class="{}"{}>{}</button>"#,
            if primary { "primary" } else { "" },
            if enabled { "" } else { " disabled" },
            esc(&m.t(key))
        );
    };
    match app.phase() {
        Phase::Opening => button(&mut s, "roll", "roll", app.pending.is_none(), true),
        Phase::Roll if human => button(&mut s, "roll", "roll", app.pending.is_none(), true),
        Phase::Play(_) if human && app.turn.is_some() => {
            let has_steps = app.turn.as_ref().is_some_and(|t| !t.steps().is_empty());
            button(&mut s, "undo", "undo", has_steps && app.pending.is_none(), false);
            button(&mut s, "done", "done", app.can_confirm(), true);
        }
        Phase::Over(_) if app.mtch.winner().is_some() => button(&mut s, "new-match", "new-match", true, true),
        Phase::Over(_) => button(&mut s, "next-game", "next-game", true, true),
        _ => {}
    }
    s
}

/// Score, pips, borne-off counts, the move list and the text view of the board.
#[must_use]
pub fn info_html(app: &App, m: &Messages) -> String {
    let pos = app.shown_position();
    let mut s = String::new();
    let [ws, bs] = app.mtch.score();
    let _ = write!(
        s,
        r#"<div class="score"><span>{}</span> <b>{ws}–{bs}</b> <span class="small">{}</span></div>"#,
        esc(&m.t("score")),
        esc(&m.tf("match-to", &[("n", Arg::Num(app.mtch.length().into()))]))
    );
    s.push_str(r#"<table class="sides"><tr><th></th>"#);
    let _ = write!(
        s,
        "<th>{}</th><th>{}</th></tr>",
        esc(&m.t("pips")),
        esc(&m.t("borne-off"))
    );
    for c in [Color::White, Color::Black] {
        let _ = write!(
            s,
            r#"<tr class="{}"><th><span class="chip {}"></span>{}</th><td>{}</td><td>{}</td></tr>"#,
            if c == app.to_move() { "active" } else { "" },
            if c == Color::White { "w" } else { "b" },
            esc(&side_name(app, m, c)),
            pos.pips(c),
            pos.borne_off(c)
        );
    }
    s.push_str("</table>");
    let _ = write!(s, r#"<h2>{}</h2><ol class="history">"#, esc(&m.t("history")));
    let history = app.mtch.game().history();
    if history.is_empty() {
        let _ = write!(s, r#"<li class="empty">{}</li>"#, esc(&m.t("history-empty")));
    }
    for t in history {
        let mv = t.play.map_or_else(|| m.t("pass"), |p| p.notation());
        let _ = write!(
            s,
            r#"<li><span class="chip {}"></span><span class="roll">{}</span> {}</li>"#,
            if t.color == Color::White { "w" } else { "b" },
            dice_text(t.dice),
            esc(&mv)
        );
    }
    s.push_str("</ol>");
    let _ = write!(
        s,
        r#"<details class="text-view"><summary>{}</summary><ul>"#,
        esc(&m.t("board-text"))
    );
    for line in text_lines(&pos, m) {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></details>");
    s
}

/// The board as seed 004's lists: points, borne-off counts, pips.
#[must_use]
pub fn text_lines(pos: &Position, m: &Messages) -> Vec<String> {
    let mut out = Vec::new();
    for p in 1..=24u8 {
        if let Some((c, n)) = pos.at(p) {
            let key = if c == Color::White {
                "point-list-white"
            } else {
                "point-list-black"
            };
            out.push(m.tf(key, &[("point", Arg::Num(p.into())), ("n", Arg::Num(n.into()))]));
        }
    }
    for c in [Color::White, Color::Black] {
        let n = pos.borne_off(c);
        if n > 0 {
            let key = if c == Color::White {
                "borne-off-white"
            } else {
                "borne-off-black"
            };
            out.push(m.tf(key, &[("n", Arg::Num(n.into()))]));
        }
    }
    for c in [Color::White, Color::Black] {
        let key = if c == Color::White { "pips-white" } else { "pips-black" };
        out.push(m.tf(key, &[("n", Arg::Num(pos.pips(c).into()))]));
    }
    out
}

/// The settings form.
#[must_use]
pub fn settings_html(app: &App, m: &Messages) -> String {
    let st = &app.settings;
    let mut s = format!(r#"<h2 id="settings-title">{}</h2>"#, esc(&m.t("settings")));
    let radio = |s: &mut String, name: &str, value: &str, label: &str, checked: bool| {
        let _ = write!(
            s,
            r#"<label class="opt"><input type="radio" name="{name}" value="{value}"{}> {}</label>"#,
            if checked { " checked" } else { "" },
            esc(label)
        );
    };
    let _ = write!(s, r#"<fieldset><legend>{}</legend>"#, esc(&m.t("opponent")));
    radio(
        &mut s,
        "opponent",
        "computer",
        &m.t("opponent-computer"),
        st.opponent == Opponent::Computer,
    );
    radio(
        &mut s,
        "opponent",
        "human",
        &m.t("opponent-human"),
        st.opponent == Opponent::Human,
    );
    s.push_str("</fieldset>");
    let _ = write!(s, r#"<fieldset><legend>{}</legend>"#, esc(&m.t("play-as")));
    radio(&mut s, "human", "W", &m.t("white"), st.human == Color::White);
    radio(&mut s, "human", "B", &m.t("black"), st.human == Color::Black);
    s.push_str("</fieldset>");
    let _ = write!(s, r#"<fieldset><legend>{}</legend>"#, esc(&m.t("level")));
    for l in fevga_ai::Level::ALL {
        radio(
            &mut s,
            "level",
            l.name(),
            &m.t(&format!("level-{}", l.name())),
            st.level == l,
        );
    }
    s.push_str("</fieldset>");
    let _ = write!(s, r#"<fieldset><legend>{}</legend>"#, esc(&m.t("rules")));
    for r in fevga_core::Rules::ALL {
        let name = r.name();
        radio(&mut s, "rules", name, &m.t(&format!("rules-{name}")), st.rules == r);
        let _ = write!(s, r#"<p class="desc">{}</p>"#, esc(&m.t(&format!("rules-{name}-desc"))));
    }
    s.push_str("</fieldset>");
    let _ = write!(s, r#"<fieldset><legend>{}</legend>"#, esc(&m.t("match-length")));
    for n in MATCH_LENGTHS {
        radio(
            &mut s,
            "length",
            &n.to_string(),
            &m.tf("points", &[("n", Arg::Num(n.into()))]),
            st.match_length == n,
        );
    }
    s.push_str("</fieldset>");
    let _ = write!(s, r#"<p class="small">{}</p>"#, esc(&m.t("settings-restart")));
    for (name, key, on) in [
        ("auto-roll", "auto-roll", st.auto_roll),
        ("auto-done", "auto-done", st.auto_done),
    ] {
        let _ = write!(
            s,
            r#"<label class="opt"><input type="checkbox" name="{name}"{}> {}</label>"#,
            if on { " checked" } else { "" },
            esc(&m.t(key))
        );
    }
    let _ = write!(
        s,
        r#"<p class="dialog-buttons"><button type="button" class="primary" data-action="close-settings">{}</button></p>"#,
        esc(&m.t("close"))
    );
    s
}

/// The language menu.
#[must_use]
pub fn language_options(current: Lang) -> String {
    let mut s = String::new();
    for l in Lang::ALL {
        let _ = write!(
            s,
            r#"<option value="{}"{}>{}</option>"#,
            l.code(),
            if l == current { " selected" } else { "" },
            l.native_name()
        );
    }
    s
}

/// An announcement for the live region.
#[must_use]
pub fn announcement_text(app: &App, m: &Messages, a: &Announcement) -> String {
    match a {
        Announcement::Rolled { side, dice } => m.tf(
            "announce-rolled",
            &[
                ("side", Arg::Str(&side_name(app, m, *side))),
                ("dice", Arg::Str(&dice_text(*dice))),
            ],
        ),
        Announcement::Played { side, notation } => m.tf(
            "announce-played",
            &[
                ("side", Arg::Str(&side_name(app, m, *side))),
                ("move", Arg::Str(notation)),
            ],
        ),
        Announcement::Passed { side, dice } => m.tf(
            "announce-passed",
            &[
                ("side", Arg::Str(&side_name(app, m, *side))),
                ("dice", Arg::Str(&dice_text(*dice))),
            ],
        ),
        Announcement::GameOver { .. } => result_text(app, m).unwrap_or_default(),
    }
}

/// The header: title, New game, Settings and the language menu.
#[must_use]
pub fn header_html(m: &Messages) -> String {
    format!(
        r#"<h1>{}</h1><p class="tagline">{}</p><nav><button type="button" data-action="new-game">{}</button><button type="button" data-action="settings">{}</button><label class="lang"><span class="sr-only">{}</span><select id="lang" aria-label="{}">{}</select></label></nav>"#,
        esc(&m.t("app-title")),
        esc(&m.t("app-tagline")),
        esc(&m.t("new-game")),
        esc(&m.t("settings")),
        esc(&m.t("language")),
        esc(&m.t("language")),
        language_options(m.lang())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;
    use fevga_core::SeededDice;

    #[test]
    fn every_language_draws_without_missing_keys() {
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let mut app = App::new(
                Settings {
                    lang,
                    ..Settings::default()
                },
                Box::new(SeededDice::new(2)),
                2,
            );
            app.roll();
            let page = [
                board_svg(&app, &m, 24),
                status_html(&app, &m),
                controls_html(&app, &m),
                info_html(&app, &m),
                settings_html(&app, &m),
            ]
            .concat();
            let keys: Vec<String> = Messages::new(Lang::En).keys().map(String::from).collect();
            for key in keys {
                // A key shown as text means a message is missing.
                assert!(!page.contains(&format!(">{key}<")), "{} shows {key}", lang.code());
            }
            assert!(!page.contains('{'), "unfilled variable in {}", lang.code());
        }
    }

    #[test]
    fn text_view_matches_seed_004() {
        let m = Messages::new(Lang::En);
        let pos = Position::from_text("W:24x14,13 B:12x15 B").unwrap();
        let lines = text_lines(&pos, &m);
        assert_eq!(
            lines,
            vec![
                "Point 12: 15 × black",
                "Point 13: 1 × white",
                "Point 24: 14 × white",
                "White pips: 349",
                "Black pips: 360"
            ]
        );
    }

    #[test]
    fn escaping() {
        assert_eq!(esc(r#"<a href="x">&'"#), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
    }
}
