//! The panel beside the board: the status line, the buttons, and the information (score, pips,
//! the move list, the board as text).

use std::fmt::Write;

use fevga_board::{color_class, esc};
use fevga_core::{Color, Phase, Position};

use super::words::{color_name, dice_text, message_text, result_text, side_name};
use crate::app::{App, Button};
use crate::i18n::{Arg, Messages};
use crate::settings::Opponent;

/// The status line: the messages, whose turn, the last move.
#[must_use]
pub fn status_html(app: &App, m: &Messages) -> String {
    let mut s = String::new();
    let side = app.to_move();
    let vs_computer = app.settings().opponent == Opponent::Computer;
    let turn = match app.phase() {
        Phase::Opening => m.t("opening-prompt"),
        Phase::Over(_) => result_text(app, m).unwrap_or_default(),
        _ if !app.is_human(side) => m.t("turn-computer"),
        Phase::Roll if vs_computer => m.t("turn-you-roll"),
        Phase::Roll => m.tf("turn-side-roll", &[("side", Arg::Str(&color_name(m, side)))]),
        Phase::Play(_) if app.can_confirm() => m.t("turn-you-confirm"),
        Phase::Play(_) if vs_computer => m.tf("turn-you-move", &[("n", Arg::Num(app.steps_left() as i64))]),
        Phase::Play(_) => m.tf("turn-side-move", &[("side", Arg::Str(&color_name(m, side)))]),
    };
    for msg in app.messages() {
        let _ = write!(s, r#"<p class="msg">{}</p>"#, esc(&message_text(app, m, msg)));
    }
    let _ = write!(s, r#"<p class="turn">{}</p>"#, esc(&turn));
    if let Some((c, mv)) = app.last_move() {
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

/// The message key of a button's word: the action's name, but Close for closing the settings.
const fn word(b: Button) -> &'static str {
    match b {
        Button::CloseSettings => "close",
        b => b.as_str(),
    }
}

/// A button of the page: its `data-action` and its word.
pub fn button(s: &mut String, m: &Messages, b: Button, enabled: bool, primary: bool) {
    let _ = write!(
        s,
        r#"<button type="button" data-action="{}" class="{}"{}>{}</button>"#,
        b.as_str(),
        if primary { "primary" } else { "" },
        if enabled { "" } else { " disabled" },
        esc(&m.t(word(b)))
    );
}

/// The buttons under the board.
#[must_use]
pub fn controls_html(app: &App, m: &Messages) -> String {
    let mut s = String::new();
    let human = app.is_human(app.to_move());
    let idle = !app.busy();
    match app.phase() {
        Phase::Opening => button(&mut s, m, Button::Roll, idle, true),
        Phase::Roll if human => button(&mut s, m, Button::Roll, idle, true),
        Phase::Play(_) if human && app.turn().is_some() => {
            let has_steps = app.turn().is_some_and(|t| !t.steps().is_empty());
            button(&mut s, m, Button::Undo, has_steps && idle, false);
            button(&mut s, m, Button::Done, app.can_confirm(), true);
        }
        Phase::Over(_) if app.mtch().winner().is_some() => button(&mut s, m, Button::NewMatch, true, true),
        Phase::Over(_) => button(&mut s, m, Button::NextGame, true, true),
        _ => {}
    }
    s
}

/// Score, pips, borne-off counts, the move list and the text view of the board.
#[must_use]
pub fn info_html(app: &App, m: &Messages) -> String {
    let pos = app.shown_position();
    let mut s = String::new();
    let [ws, bs] = app.mtch().score();
    let _ = write!(
        s,
        r#"<div class="score"><span>{}</span> <b>{ws}–{bs}</b> <span class="small">{}</span></div>"#,
        esc(&m.t("score")),
        esc(&m.tf("match-to", &[("n", Arg::Num(app.mtch().length().into()))]))
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
    let history = app.game().history();
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

/// The board as lists: points, borne-off counts, pips.
#[must_use]
pub fn text_lines(pos: &Position, m: &Messages) -> Vec<String> {
    let mut out = Vec::new();
    let by_color = |c: Color, white: &'static str, black: &'static str| if c == Color::White { white } else { black };
    for p in 1..=24u8 {
        if let Some((c, n)) = pos.at(p) {
            let key = by_color(c, "point-list-white", "point-list-black");
            out.push(m.tf(key, &[("point", Arg::Num(p.into())), ("n", Arg::Num(n.into()))]));
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
    use crate::i18n::Lang;

    #[test]
    fn text_view_lists_points_and_pips() {
        let m = Messages::new(Lang::En);
        let pos = Position::from_text("W:24x14,13 B:12x15 B").unwrap();
        assert_eq!(
            text_lines(&pos, &m),
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
    fn every_button_has_its_word() {
        let m = Messages::new(Lang::En);
        for b in Button::ALL {
            let mut s = String::new();
            button(&mut s, &m, b, true, false);
            assert!(s.contains(&format!(r#"data-action="{}""#, b.as_str())), "{s}");
            assert_ne!(m.t(word(b)), word(b), "no message for {}", b.as_str());
        }
    }
}
