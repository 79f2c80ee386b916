//! The panel beside the board: the status line, the buttons, and the information (score, pips,
//! the move list, the board as text).

use std::fmt::Write;

use fevga_board::{color_class, esc};
use fevga_core::{Color, Phase};
use fevga_i18n::text_lines;

use super::coach;
use super::controls::{button, question};
use super::words::{color_name, message_text, side_name, summary};
use crate::app::{App, Button, ComputerState, Confirm, Message};
use crate::settings::Opponent;
use fevga_i18n::{Arg, Messages};

/// The status: a question asked, the messages, whose turn (or, once a game ends, its
/// summary), and the last move with "show it again".
#[must_use]
pub fn status_html(app: &App, m: &Messages) -> String {
    let mut s = String::new();
    match app.confirm() {
        Some(Confirm::NewMatch) if app.mtch().length() > 1 => question(&mut s, m, &m.t("confirm-new-match")),
        Some(Confirm::NewMatch) => question(&mut s, m, &m.t("confirm-new-game")),
        Some(Confirm::Link(_)) => question(&mut s, m, &m.t("confirm-link")),
        _ => {}
    }
    for msg in app.messages() {
        let _ = write!(s, r#"<p class="msg">{}"#, esc(&message_text(app, m, msg)));
        if let Message::WhyNot { refusal, .. } = msg {
            // The rules page's section is one click away.
            let section = refusal.section().trim_start_matches('§');
            let _ = write!(
                s,
                r#" <a class="why-rule" href="rules/{}.html#s{section}" target="_blank" rel="noopener">{}</a>"#,
                m.lang().as_str(),
                esc(&m.tf("why-rules-link", &[("section", Arg::Str(refusal.section()))]))
            );
        }
        s.push_str("</p>");
    }
    if app.computer_unavailable() {
        let _ = write!(s, r#"<p class="msg">{}</p>"#, esc(&m.t("computer-failed")));
    }
    if let Some(turn) = turn_text(app, m) {
        let _ = write!(s, r#"<p class="turn">{}</p>"#, esc(&turn));
    }
    coach::hint_html(&mut s, app, m);
    super::tutor::tutor_html(&mut s, app, m);
    if let Some(lines) = summary(app, m).filter(|_| !app.showing()) {
        s.push_str(r#"<section class="summary">"#);
        for (i, line) in lines.iter().enumerate() {
            let tag = if i == 0 { "h2" } else { "p" };
            let _ = write!(s, "<{tag}>{}</{tag}>", esc(line));
        }
        s.push_str("</section>");
    } else if let Some((c, play)) = app.last_play() {
        let key = if c == Color::White {
            "last-move-white"
        } else {
            "last-move-black"
        };
        let notation = play.notation_in(c, app.viewer());
        let text = m.tf(key, &[("move", Arg::Str(&notation))]);
        let _ = write!(s, r#"<p class="last"><span>{}</span> "#, esc(&text));
        if app.pace().step_ms() > 0 {
            button(&mut s, m, Button::Replay, app.can_replay(), false);
        }
        s.push_str("</p>");
    }
    s
}

/// Whose turn it is and what to do, when there is something to say: nothing while a forced
/// play or a pass is read, or once the game is over (the summary says it).
fn turn_text(app: &App, m: &Messages) -> Option<String> {
    let side = app.to_move();
    let vs_computer = app.settings().opponent == Opponent::Computer;
    let name = || color_name(m, side);
    Some(match app.phase() {
        _ if app.showing() => {
            let mover = app.last_play().map(|(c, _)| c);
            return mover.filter(|&c| !app.is_human(c)).map(|_| m.t("turn-computer-moving"));
        }
        Phase::Opening => m.t("opening-prompt"),
        _ if app.asking() && app.computer() == ComputerState::Loading => m.t("computer-loading"),
        Phase::Over(_) => return None,
        _ if !app.is_human(side) && app.computer() == ComputerState::Failed => return None,
        _ if !app.is_human(side) => m.t("turn-computer"),
        Phase::Roll if vs_computer => m.t("turn-you-roll"),
        Phase::Roll => m.tf("turn-side-roll", &[("side", Arg::Str(&name()))]),
        Phase::Play(_) if app.busy() => return None,
        Phase::Play(_) if app.tutor_warning().is_some() => return None,
        Phase::Play(_) if app.can_confirm() => m.t("turn-you-confirm"),
        Phase::Play(_) if vs_computer => m.tf("turn-you-move", &[("n", Arg::Num(app.steps_left() as i64))]),
        Phase::Play(_) => m.tf("turn-side-move", &[("side", Arg::Str(&name()))]),
    })
}

/// The buttons under the board: the human's next action, shown (unavailable) while the
/// computer moves so the person sees what comes next.
#[must_use]
pub fn controls_html(app: &App, m: &Messages) -> String {
    let mut s = String::new();
    let human = app.is_human(app.to_move());
    let idle = !app.busy();
    if app.elsewhere() {
        button(&mut s, m, Button::TakeBack, true, true);
        return s;
    }
    if app.computer_unavailable() {
        button(&mut s, m, Button::PassAndPlay, true, true);
    }
    match app.phase() {
        Phase::Opening => button(&mut s, m, Button::Roll, idle, true),
        Phase::Roll if human => {
            button(&mut s, m, Button::Roll, idle, true);
            if app.can_take_back() {
                button(&mut s, m, Button::TakeBackPlay, true, false);
            }
        }
        Phase::Play(_) if human && app.turn().is_some() => {
            let has_steps = app.turn().is_some_and(|t| !t.steps().is_empty());
            button(&mut s, m, Button::Undo, has_steps && idle, false);
            button(&mut s, m, Button::Done, app.can_confirm(), true);
            if app.hint_offered() {
                button(&mut s, m, Button::Hint, app.can_hint(), false);
            }
        }
        Phase::Roll | Phase::Play(_) => {
            button(&mut s, m, Button::Roll, false, true);
            if app.can_take_back() {
                button(&mut s, m, Button::TakeBackPlay, true, false);
            }
        }
        Phase::Over(_) => {
            if app.review_offered() {
                review_link(&mut s, m);
            }
            let next = if app.mtch().winner().is_some() {
                Button::NewMatch
            } else {
                Button::NextGame
            };
            button(&mut s, m, next, idle, true);
        }
    }
    s
}

/// Review this game: a link styled as a button to the Games page's analysis board, which opens
/// the game the page just finished (`#current`: the copy it writes to `fevga.games-current`)
/// in the page's language. The game page's root is the site's, as its header's links are.
fn review_link(s: &mut String, m: &Messages) {
    let _ = write!(
        s,
        r#"<a class="button review-link" href="games/?lang={}#current">{}</a>"#,
        m.lang().as_str(),
        esc(&m.t("review"))
    );
}

/// The rule set and match length, each side's pips, borne-off checkers and (in a match)
/// points, the move list and the text view of the board.
#[must_use]
pub fn info_html(app: &App, m: &Messages) -> String {
    let pos = app.shown_position();
    let mut s = String::new();
    let length = app.mtch().length();
    let kind = if length > 1 {
        m.tf("match-to", &[("n", Arg::Num(length.into()))])
    } else {
        m.t("single-game")
    };
    // The rule set's name links to the rules pages, in the page's language (its section 9 for
    // Mültezim's differences).
    let rules = app.game().rules();
    let _ = write!(
        s,
        r#"<p class="game-kind"><a class="rules-link" href="rules/{}.html{}"><b>{}</b></a> · {}</p>"#,
        m.lang().as_str(),
        if rules == fevga_core::Rules::Multezim {
            "#s9"
        } else {
            ""
        },
        esc(&m.t(&format!("rules-{}", rules.as_str()))),
        esc(&kind)
    );
    s.push_str(r#"<table class="sides"><tr><th></th>"#);
    let mut heads = vec![m.t("pips"), m.t("borne-off")];
    if length > 1 {
        heads.push(m.t("score"));
    }
    for h in &heads {
        let _ = write!(s, "<th>{}</th>", esc(h));
    }
    s.push_str("</tr>");
    let score = app.mtch().score();
    for c in [Color::White, Color::Black] {
        let _ = write!(
            s,
            r#"<tr class="{}"><th><span class="chip {}"></span>{}</th><td>{}</td><td>{}</td>"#,
            if c == app.to_move() && !matches!(app.phase(), Phase::Over(_)) {
                "active"
            } else {
                ""
            },
            color_class(c),
            esc(&side_name(app, m, c)),
            pos.pips(c),
            pos.borne_off(c)
        );
        if length > 1 {
            let _ = write!(s, r#"<td class="points">{}</td>"#, score.get(c));
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>");
    if !app.saving() && !app.elsewhere() {
        let _ = write!(s, r#"<p class="not-saved">{}</p>"#, esc(&m.t("not-saved")));
    }
    let _ = write!(s, r#"<h2>{}</h2><ol class="history">"#, esc(&m.t("history")));
    let history = app.game().history();
    if history.is_empty() {
        let _ = write!(s, r#"<li class="empty">{}</li>"#, esc(&m.t("history-empty")));
    }
    for t in history {
        let mv = t
            .play
            .map_or_else(|| m.t("pass"), |p| p.notation_in(t.color, app.viewer()));
        let _ = write!(
            s,
            r#"<li><span class="chip {}"></span><span class="roll">{}</span> {}</li>"#,
            color_class(t.color),
            t.dice.higher_first(),
            esc(&mv)
        );
    }
    s.push_str("</ol>");
    let _ = write!(
        s,
        r#"<details class="text-view"><summary>{}</summary><ul>"#,
        esc(&m.t("board-text"))
    );
    for line in text_lines(&pos, app.viewer(), m) {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></details>");
    // In sight, not inside the closed disclosure (new-player review 2, #24).
    s.push_str(r#"<p class="copy-link">"#);
    button(&mut s, m, Button::CopyLink, true, false);
    // The position editor opened on the game's position, with its roll: the same link, read
    // by editor/ (issue 20).
    let (position, dice) = (app.game().position(), app.game().dice());
    let link = fevga_core::link::Link { position, dice, rules };
    let _ = write!(
        s,
        r#" <a class="as-diagram" href="editor/?lang={}#{}" target="_blank">{}</a>"#,
        m.lang().as_str(),
        esc(&link.to_fragment()),
        esc(&m.t("copy-diagram"))
    );
    s.push_str("</p>");
    s
}
