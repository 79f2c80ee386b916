//! The page drawn from the state: strings of SVG and HTML, one per region, so the glue replaces
//! only the regions whose text changed. Every word comes from the message files.

use std::fmt::Write;

use fevga_board::geometry::{self as g, FocusKey, Spot};
use fevga_board::{BoardView, DiceView, Labels, Mark, Marks, Orientation, color_class};
use fevga_core::Phase;
use fevga_core::{Color, Dice, Position};

use crate::app::{Announcement, App, MATCH_LENGTHS, Message, Opponent};
use crate::i18n::{Arg, Lang, Messages};

pub use fevga_board::esc;

/// Keyboard focus on White's and Black's bear-off trays (points are 1–24).
pub const FOCUS_TRAY_WHITE: u8 = 25;
pub const FOCUS_TRAY_BLACK: u8 = 26;

/// The glue's focus number (a point, or a tray's number above) as a board spot.
fn focus_spot(focus: u8) -> Spot {
    match focus {
        FOCUS_TRAY_WHITE => Spot::Tray(Color::White),
        FOCUS_TRAY_BLACK => Spot::Tray(Color::Black),
        p => Spot::Point(p),
    }
}

fn focus_number(spot: Spot) -> u8 {
    match spot {
        Spot::Point(p) => p,
        Spot::Tray(Color::White) => FOCUS_TRAY_WHITE,
        Spot::Tray(Color::Black) => FOCUS_TRAY_BLACK,
    }
}

/// Where a key (a DOM `KeyboardEvent.key`) moves the board's focus, if it moves it.
#[must_use]
pub fn move_focus(focus: u8, key: &str) -> Option<u8> {
    let key = FocusKey::from_key(key)?;
    Some(focus_number(g::move_focus(focus_spot(focus), key)))
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

/// The board's words from the message files.
struct BoardLabels<'a>(&'a Messages);

impl Labels for BoardLabels<'_> {
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
        self.0.tf("dice-label", &[("dice", Arg::Str(&dice_text(dice)))])
    }

    fn mark(&self, mark: Mark) -> String {
        self.0.t(match mark {
            Mark::Selected => "point-selected",
            Mark::Movable => "point-movable",
            Mark::Target => "point-target",
        })
    }
}

/// The inside of the board's `<svg>`.
#[must_use]
pub fn board_svg(app: &App, m: &Messages, focus: u8) -> String {
    fevga_board::board_svg(&board_view(app, focus), &BoardLabels(m))
}

/// What the board shows of the state: the position, the marks, the dice, the focus.
#[must_use]
pub fn board_view(app: &App, focus: u8) -> BoardView {
    // Each of these asks the engine; ask once per draw.
    let side = app.to_move();
    let marks = Marks {
        movable: app.movable_points(),
        targets: app
            .targets()
            .into_iter()
            .map(|t| t.map_or(Spot::Tray(side), Spot::Point))
            .collect(),
        selected: app.selected.map(|p| side.to_white_point(p)),
        last_from: last_move_from(app),
        // The ends of the last play are not marked.
        last_to: Vec::new(),
    };
    BoardView {
        board: app.shown_position().board(),
        marks,
        dice: dice_view(app),
        // Playing Black against the computer, the board is turned so Black's home is at the bottom right.
        orientation: if app.board_flipped() {
            Orientation::BlackBottom
        } else {
            Orientation::WhiteBottom
        },
        numbers: true,
        numbering: Color::White,
        focus: Some(focus_spot(focus)),
        interactive: true,
    }
}

/// Where the last play's checkers came from, while no new turn is being entered (White's
/// numbering).
fn last_move_from(app: &App) -> Vec<u8> {
    if app.turn.as_ref().is_some_and(|t| !t.steps().is_empty()) {
        return Vec::new();
    }
    let Some(t) = app.mtch.game().history().last() else {
        return Vec::new();
    };
    let Some(play) = t.play else {
        return Vec::new();
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
    from
}

/// The dice: the roll in play (used dice dimmed), or, between turns, the last roll, dimmed, so
/// the player sees what was rolled.
fn dice_view(app: &App) -> Option<DiceView> {
    let game = app.mtch.game();
    let mut view = match game.phase() {
        Phase::Play(d) => {
            let mut v = DiceView::new(d, game.position().turn(), &app.dice_left());
            // A turn not being entered here shows all live.
            if app.turn.is_none() {
                v.faces.iter_mut().for_each(|f| f.live = true);
            }
            v
        }
        _ => {
            let t = game.history().last()?;
            DiceView {
                last: true,
                ..DiceView::new(t.dice, t.color, &[])
            }
        }
    };
    view.fresh = app.fresh_roll;
    Some(view)
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
            color_class(c),
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
            color_class(t.color),
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
    fn arrow_keys_reach_the_trays() {
        assert_eq!(move_focus(24, "ArrowLeft"), Some(23));
        assert_eq!(move_focus(1, "ArrowRight"), Some(FOCUS_TRAY_WHITE));
        assert_eq!(move_focus(13, "ArrowLeft"), Some(FOCUS_TRAY_BLACK));
        assert_eq!(move_focus(FOCUS_TRAY_BLACK, "ArrowRight"), Some(13));
        assert_eq!(move_focus(FOCUS_TRAY_WHITE, "ArrowUp"), Some(24));
        assert_eq!(move_focus(5, "Enter"), None);
    }

    /// A standalone diagram has the page's board colours: every colour that a `#board` rule of
    /// style.css uses, directly or through a variable, is in the board crate's style.
    #[test]
    fn diagrams_have_the_pages_colours() {
        let css = include_str!("../style.css");
        let var = |name: &str| -> &str {
            let at = css.find(&format!("--{name}:")).unwrap_or_else(|| panic!("--{name}"));
            css[at + name.len() + 3..].split(';').next().unwrap().trim()
        };
        let mut checked = 0;
        for line in css.lines().filter(|l| l.starts_with("#board") && !l.contains("focus")) {
            let body = &line[line.find('{').unwrap()..];
            let mut colours: Vec<String> = Vec::new();
            for part in body.split("var(--").skip(1) {
                colours.push(var(part.split(')').next().unwrap()).to_string());
            }
            for (i, _) in body.match_indices('#') {
                let hex: String = body[i..]
                    .chars()
                    .take_while(|c| *c == '#' || c.is_ascii_hexdigit())
                    .collect();
                // `url(#gf)` names a gradient, drawn the same everywhere.
                if hex.len() > 3 {
                    colours.push(hex);
                }
            }
            for c in colours {
                assert!(fevga_board::STYLE.contains(&c), "{c} of {line}");
                checked += 1;
            }
        }
        assert!(checked > 20, "{checked}");
    }
}
