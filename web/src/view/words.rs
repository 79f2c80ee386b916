//! The state in words: messages, announcements, the result, the sides' names. Every word comes
//! from the message files.

use fevga_core::{Color, Dice};

use crate::app::{Announcement, App, Message};
use crate::i18n::{Arg, Messages};
use crate::settings::Opponent;

pub fn color_name(m: &Messages, c: Color) -> String {
    m.t(match c {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// "You", "Computer", or the colour in pass-and-play.
pub fn side_name(app: &App, m: &Messages, c: Color) -> String {
    let s = app.settings();
    match s.opponent {
        Opponent::Human => color_name(m, c),
        Opponent::Computer if c == s.human => m.t("you"),
        Opponent::Computer => m.t("computer"),
    }
}

/// A roll as the page writes it: `6-5`.
pub fn dice_text(d: Dice) -> String {
    format!("{}-{}", d.first(), d.second())
}

/// A score with the winner's (or leader's) points first, kept on one line (word joiners
/// around the dash).
pub fn score_text(first: u32, second: u32) -> String {
    format!("{first}\u{2060}–\u{2060}{second}")
}

/// Who won the game and how many points.
#[must_use]
pub fn result_text(app: &App, m: &Messages) -> Option<String> {
    let r = app.game().result()?;
    let s = app.settings();
    let pts = Arg::Num(r.points.into());
    Some(match s.opponent {
        Opponent::Computer if r.winner == s.human => m.tf("game-won-you", &[("points", pts)]),
        Opponent::Computer => m.tf("game-lost-you", &[("points", pts)]),
        Opponent::Human => m.tf(
            "game-won-side",
            &[("side", Arg::Str(&color_name(m, r.winner))), ("points", pts)],
        ),
    })
}

/// The end of a game in a few lines: who won and how many points, why 1 or 2, the loser's
/// pips left, and in a match its score (winner's or leader's first) or its end.
#[must_use]
pub fn summary(app: &App, m: &Messages) -> Option<Vec<String>> {
    let r = app.game().result()?;
    let mut lines = vec![result_text(app, m)?];
    lines.push(m.t(if r.points == 2 { "why-double" } else { "why-single" }));
    let loser = r.winner.other();
    let pips = app.game().position().pips(loser);
    lines.push(m.tf(
        "summary-pips",
        &[
            ("side", Arg::Str(&side_name(app, m, loser))),
            ("n", Arg::Num(pips.into())),
        ],
    ));
    let mtch = app.mtch();
    if mtch.length() > 1 {
        let s = app.settings();
        let score = mtch.score();
        let (w, l) = (score[r.winner as usize], score[loser as usize]);
        let line = match mtch.winner() {
            Some(c) => {
                let args = [("score", Arg::Str(&score_text(w, l)))];
                match s.opponent {
                    Opponent::Computer if c == s.human => m.tf("match-won-you", &args),
                    Opponent::Computer => m.tf("match-lost-you", &args),
                    Opponent::Human => {
                        let name = color_name(m, c);
                        m.tf("match-won-side", &[("side", Arg::Str(&name)), args[0]])
                    }
                }
            }
            None => {
                let (lead, hi, lo) = if w >= l { (r.winner, w, l) } else { (loser, l, w) };
                let score = score_text(hi, lo);
                let goal = Arg::Num(mtch.length().into());
                let args = [("score", Arg::Str(&score)), ("n", goal)];
                match s.opponent {
                    _ if hi == lo => m.tf("match-tied", &args),
                    Opponent::Computer if lead == s.human => m.tf("match-lead-you", &args),
                    Opponent::Computer => m.tf("match-lead-computer", &args),
                    Opponent::Human => {
                        let name = color_name(m, lead);
                        m.tf("match-lead-side", &[("side", Arg::Str(&name)), args[0], args[1]])
                    }
                }
            }
        };
        lines.push(line);
    }
    Some(lines)
}

/// A message in words.
#[must_use]
pub fn message_text(app: &App, m: &Messages, msg: &Message) -> String {
    match msg {
        Message::Opening(o) => {
            let mut t = m.tf(
                "opening-result",
                &[
                    ("white", Arg::Str(&side_name(app, m, Color::White))),
                    ("wd", Arg::Num(o.white().into())),
                    ("black", Arg::Str(&side_name(app, m, Color::Black))),
                    ("bd", Arg::Num(o.black().into())),
                ],
            );
            let (first, dice) = (o.first(), dice_text(o.dice()));
            t.push(' ');
            let s = app.settings();
            if s.opponent == Opponent::Computer && first == s.human {
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

/// An announcement for the live region.
#[must_use]
pub fn announcement_text(app: &App, m: &Messages, a: &Announcement) -> String {
    let (key, side, what) = match a {
        Announcement::Rolled { side, dice } => ("announce-rolled", side, ("dice", dice_text(*dice))),
        Announcement::Played { side, notation } => ("announce-played", side, ("move", notation.clone())),
        Announcement::Passed { side, dice } => ("announce-passed", side, ("dice", dice_text(*dice))),
        Announcement::GameOver { .. } => return summary(app, m).unwrap_or_default().join(" "),
        a => return turn_announcement_text(app, m, a),
    };
    m.tf(
        key,
        &[
            ("side", Arg::Str(&side_name(app, m, *side))),
            (what.0, Arg::Str(&what.1)),
        ],
    )
}

/// An announcement about the turn being entered or a new turn or game, in words.
fn turn_announcement_text(app: &App, m: &Messages, a: &Announcement) -> String {
    let dice_left = |n: usize| m.tf("dice-left", &[("n", Arg::Num(n as i64))]);
    match a {
        Announcement::Moved { notation, left } if *left == 0 => format!("{notation}. {}", m.t("turn-you-confirm")),
        Announcement::Moved { notation, left } => format!("{notation}. {}", dice_left(*left)),
        Announcement::Undone { left } => format!("{} {}", m.t("undone"), dice_left(*left)),
        Announcement::TurnStarts { side } => match app.settings().opponent {
            Opponent::Computer => m.t("turn-you-roll"),
            Opponent::Human => m.tf("turn-side-roll", &[("side", Arg::Str(&color_name(m, *side)))]),
        },
        Announcement::NewGame => m.t("opening-prompt"),
        _ => String::new(),
    }
}
