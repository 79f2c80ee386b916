//! A line tried on the analysis board: the board taking the play (the last play's best as
//! arrows once judged), the plays tried with the computer's verdicts, the task with the roll
//! (another can be chosen), what the board did, and the steps back.

use std::fmt::Write as _;

use fevga_ai::review::Label;
use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation, color_class, esc};
use fevga_core::{Color, Dice};
use fevga_i18n::{Arg, Messages, color_name};

use super::parts::{Context, button};
use super::practice::practice_said;
use crate::act::Act;
use crate::explore::{Explore, Tried};
use crate::page::Page;
use crate::screen::Said;

/// The board of a line tried, from `bottom`'s side: the play being entered (its marks, the dice
/// left, the focus), else the line's last position; the last play's best as arrows once judged.
#[must_use]
pub fn explore_view(e: &Explore, focus: fevga_board::Spot, bottom: Color) -> BoardView {
    let mut marks = Marks::default();
    if let Some(t) = e.tried.last()
        && let (Some(p), Some((best, _))) = (t.play, t.rating)
        && best.play.position() != p.position()
    {
        marks.arrows = Arrow::of_play(t.before.turn(), &best.play, ArrowKind::Best);
    }
    let dice = e.entry().map(|en| {
        en.mark(&mut marks);
        DiceView::new(e.dice, en.mover(), &en.dice_left())
    });
    BoardView {
        board: e.shown().board(),
        marks,
        dice,
        orientation: Orientation::with_bottom(bottom),
        numbers: true,
        numbering: bottom,
        focus: e.entry().map(|_| focus),
        interactive: e.entry().is_some(),
    }
}

/// A play tried in words, with its verdict.
fn tried_words(t: &Tried, e: &Explore, m: &Messages, g: &Messages) -> (String, Option<Label>) {
    let side = color_name(m, t.before.turn());
    let dice = t.dice.higher_first().to_string();
    let Some(play) = t.play else {
        return (
            g.tf(
                "games-explore-pass",
                &[("side", Arg::Str(&side)), ("dice", Arg::Str(&dice))],
            ),
            None,
        );
    };
    let head = format!("{dice} {}", play.notation());
    let Some((best, mine)) = t.rating else {
        let only = !t.asks(e.rules());
        let verdict = if only {
            m.t("review-only")
        } else {
            g.t("games-explore-wait")
        };
        return (format!("{head}: {verdict}"), None);
    };
    let loss = (best.equity - mine.equity).max(0.0);
    let label = Label::of(loss);
    let verdict = match label {
        Some(l) => m.tf(
            "review-verdict",
            &[
                ("label", Arg::Str(&m.t(super::analysis::label_key(l)))),
                ("loss", Arg::Str(&m.decimal(f64::from(loss), 3, false))),
                ("best", Arg::Str(&best.play.notation())),
            ],
        ),
        None => m.t("review-good"),
    };
    (format!("{head}: {verdict}"), label)
}

/// The line tried under its board: the plays with their verdicts, the task and the roll, what
/// the board did, and the steps back.
pub fn explore_html(s: &mut String, page: &Page, e: &Explore, cx: Context) {
    let (m, g) = (cx.m, cx.g);
    let n = Arg::Num(i64::try_from(e.from + 1).unwrap_or(0));
    let _ = write!(
        s,
        r#"<section class="explore" aria-labelledby="g-explore"><h2 id="g-explore">{}</h2><ol class="tried">"#,
        esc(&g.tf("games-explore-from", &[("n", n)]))
    );
    for t in &e.tried {
        let (words, label) = tried_words(t, e, m, g);
        let _ = write!(
            s,
            r#"<li class="{}"><span class="chip {}"></span>{}</li>"#,
            label.map_or("good", Label::name),
            color_class(t.before.turn()),
            esc(&words)
        );
    }
    s.push_str("</ol>");
    match e.entry() {
        Some(en) => {
            let side = color_name(m, en.mover());
            let dice = e.dice.higher_first().to_string();
            let _ = write!(
                s,
                r#"<p class="task"><span class="chip {}"></span>{}</p>"#,
                color_class(en.mover()),
                esc(&g.tf(
                    "games-explore-task",
                    &[("side", Arg::Str(&side)), ("dice", Arg::Str(&dice))]
                ))
            );
            if let Some(said) = practice_said(page, cx) {
                let refused = matches!(page.said(), Some(Said::Refused(_)));
                let _ = write!(
                    s,
                    r#"<p class="said{}">{}</p>"#,
                    if refused { " why" } else { "" },
                    esc(&said)
                );
            }
            roll_select(s, e.dice, g);
        }
        None => {
            let winner = e.position().winner().unwrap_or(Color::White);
            let _ = write!(
                s,
                r#"<p class="task">{}</p>"#,
                esc(&g.tf("games-explore-over", &[("side", Arg::Str(&color_name(m, winner)))]))
            );
        }
    }
    // Played on from here on the game page, against the computer (a new game there).
    if e.entry().is_some() {
        let link = fevga_core::link::Link {
            position: e.position(),
            dice: Some(e.dice),
            rules: e.rules(),
        };
        let _ = write!(
            s,
            r#"<p class="play-on"><a href="../?lang={}#{}">{}</a></p>"#,
            m.lang().as_str(),
            esc(&link.to_fragment()),
            esc(&g.t("games-explore-play-on"))
        );
    }
    let begun = e.entry().is_some_and(|en| en.moves() > 0);
    let _ = write!(
        s,
        r#"<p class="buttons">{}{}{}</p></section>"#,
        super::parts::button_if(Act::Undo, &m.t("undo"), begun),
        button(Act::ExploreBack, &g.t("games-explore-back")),
        button(Act::ExploreLeave, &g.t("games-explore-leave"))
    );
}

/// The roll of the line's turn, another chosen from all 21.
fn roll_select(s: &mut String, dice: Dice, g: &Messages) {
    let _ = write!(
        s,
        r#"<p class="roll"><label for="g-roll">{}</label> <select id="g-roll" data-action="{}">"#,
        esc(&g.t("games-explore-roll")),
        Act::Roll.as_str()
    );
    for (i, d) in Dice::all().into_iter().enumerate() {
        let d = d.higher_first();
        let selected = if d == dice.higher_first() { " selected" } else { "" };
        let _ = write!(s, r#"<option value="{i}"{selected}>{d}</option>"#);
    }
    s.push_str("</select></p>");
}

/// What the last input on a line tried did, in words: the board's move, else the last play's
/// verdict (for the live region).
#[must_use]
pub fn explore_said(page: &Page, e: &Explore, cx: Context) -> Option<String> {
    practice_said(page, cx).or_else(|| e.tried.last().map(|t| tried_words(t, e, cx.m, cx.g).0))
}
