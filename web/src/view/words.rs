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

/// Who won the game, why it is worth 1 or 2 points, and the match winner if the match is over.
#[must_use]
pub fn result_text(app: &App, m: &Messages) -> Option<String> {
    let r = app.game().result()?;
    let s = app.settings();
    let pts = Arg::Num(r.points.into());
    let mut t = match s.opponent {
        Opponent::Computer if r.winner == s.human => m.tf("game-won-you", &[("points", pts)]),
        Opponent::Computer => m.tf("game-lost-you", &[("points", pts)]),
        Opponent::Human => m.tf(
            "game-won-side",
            &[("side", Arg::Str(&color_name(m, r.winner))), ("points", pts)],
        ),
    };
    t.push(' ');
    t.push_str(&m.t(if r.points == 2 { "why-double" } else { "why-single" }));
    if let Some(w) = app.mtch().winner() {
        let [ws, bs] = app.mtch().score();
        let args = [("white", Arg::Num(ws.into())), ("black", Arg::Num(bs.into()))];
        let line = match s.opponent {
            Opponent::Computer if w == s.human => m.tf("match-won-you", &args),
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
        Announcement::GameOver { .. } => return result_text(app, m).unwrap_or_default(),
    };
    m.tf(
        key,
        &[
            ("side", Arg::Str(&side_name(app, m, *side))),
            (what.0, Arg::Str(&what.1)),
        ],
    )
}
