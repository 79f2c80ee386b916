//! A game from a real board: its setup (rules, names, the person's side, the computer or not),
//! then the game being entered (the board taking the play, the roll to give, the computer's
//! play to make on the real board, the turns so far, Take back, Keep and review).

use std::fmt::Write as _;

use fevga_ai::Level;
use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation, color_class, esc};
use fevga_core::{Color, Phase, Rules};
use fevga_i18n::{Arg, Messages, color_name};

use super::parts::{Context, button, button_if, notice_html};
use super::practice::practice_said;
use super::words::result_words;
use crate::act::Act;
use crate::otb::OverTheBoard;
use crate::page::Page;
use crate::screen::Said;

/// The board of a game from a real board, from the person's side: the play being entered, else
/// the position with the computer's last play as arrows.
#[must_use]
pub fn otb_view(o: &OverTheBoard, focus: fevga_board::Spot) -> BoardView {
    let bottom = o.setup().you.unwrap_or(Color::White);
    let game = o.game();
    let mut marks = Marks::default();
    let dice = match (o.entry(), game.phase()) {
        (Some(e), Phase::Play(d)) => {
            e.mark(&mut marks);
            Some(DiceView::new(d, e.mover(), &e.dice_left()))
        }
        _ => game.history().last().map(|t| DiceView {
            last: true,
            ..DiceView::new(t.dice, t.color, &[])
        }),
    };
    if let Some((side, Some(play))) = o.shown() {
        marks.arrows = Arrow::of_play(side, &play, ArrowKind::Best);
    }
    BoardView {
        board: o
            .entry()
            .map_or_else(|| game.position(), |e| e.turn().position())
            .board(),
        marks,
        dice,
        orientation: Orientation::with_bottom(bottom),
        numbers: true,
        numbering: bottom,
        focus: o.entry().map(|_| focus),
        interactive: o.entry().is_some(),
    }
}

fn select(s: &mut String, id: &str, label: &str, options: &[(String, String)]) {
    let _ = write!(
        s,
        r#"<p class="field"><label for="{id}">{}</label><select id="{id}">"#,
        esc(label)
    );
    for (value, words) in options {
        let _ = write!(s, r#"<option value="{}">{}</option>"#, esc(value), esc(words));
    }
    s.push_str("</select></p>");
}

/// The setup: rules, names, the person's side, the computer.
fn setup_html(s: &mut String, cx: Context) {
    let (m, g) = (cx.m, cx.g);
    let _ = write!(
        s,
        r#"<p class="how">{}</p><section class="otb-setup">"#,
        esc(&g.t("games-otb-intro"))
    );
    let rules: Vec<(String, String)> = [Rules::Fevga, Rules::Multezim]
        .into_iter()
        .map(|r| (r.as_str().to_string(), m.t(&format!("rules-{}", r.as_str()))))
        .collect();
    select(s, "g-otb-rules", &g.t("games-otb-rules"), &rules);
    for (id, key) in [("g-otb-white", "games-otb-white"), ("g-otb-black", "games-otb-black")] {
        let _ = write!(
            s,
            r#"<p class="field"><label for="{id}">{}</label><input id="{id}" type="text" maxlength="24" autocomplete="off" spellcheck="false"></p>"#,
            esc(&g.t(key))
        );
    }
    let sides = vec![
        ("white".to_string(), color_name(m, Color::White)),
        ("black".to_string(), color_name(m, Color::Black)),
        ("none".to_string(), g.t("games-otb-you-none")),
    ];
    select(s, "g-otb-you", &g.t("games-otb-you"), &sides);
    let mut levels = vec![("none".to_string(), g.t("games-otb-computer-none"))];
    levels.extend(
        Level::ALL
            .into_iter()
            .rev()
            .map(|l| (l.as_str().to_string(), m.t(&format!("level-{}", l.as_str())))),
    );
    select(s, "g-otb-computer", &g.t("games-otb-computer"), &levels);
    let _ = write!(
        s,
        r#"<p class="buttons">{}</p></section>"#,
        button(Act::OtbStart, &g.t("games-otb-start"))
    );
}

fn dice_selects(s: &mut String, labels: [String; 2], g: &Messages) {
    s.push_str(r#"<p class="dice-in">"#);
    for (i, label) in labels.iter().enumerate() {
        let id = format!("g-die-{}", i + 1);
        let _ = write!(s, r#"<label for="{id}">{}</label> <select id="{id}">"#, esc(label));
        for d in 1..=6 {
            let _ = write!(s, r#"<option value="{d}">{d}</option>"#);
        }
        s.push_str("</select> ");
    }
    let _ = write!(s, "{}</p>", button(Act::OtbRoll, &g.t("games-otb-set-roll")));
}

/// What the game waits for: the opening roll, a roll, a play on the board, the computer; or
/// its end.
fn task_html(s: &mut String, page: &Page, o: &OverTheBoard, cx: Context) {
    let (m, g) = (cx.m, cx.g);
    let game = o.game();
    let side = |c: Color| {
        let name = o.setup().names.get(c);
        if name.is_empty() {
            color_name(m, c)
        } else {
            name.clone()
        }
    };
    if let Some((c, play)) = o.shown() {
        let dice = game
            .history()
            .last()
            .map(|t| t.dice.higher_first().to_string())
            .unwrap_or_default();
        let words = match play {
            Some(p) => g.tf(
                "games-otb-computer-played",
                &[("play", Arg::Str(&p.notation())), ("dice", Arg::Str(&dice))],
            ),
            None => g.tf("games-otb-computer-passed", &[("dice", Arg::Str(&dice))]),
        };
        let _ = write!(
            s,
            r#"<p class="said computer"><span class="chip {}"></span>{}</p>"#,
            color_class(c),
            esc(&words)
        );
    }
    match game.phase() {
        Phase::Opening => {
            let _ = write!(s, r#"<p class="task">{}</p>"#, esc(&g.t("games-otb-opening")));
            dice_selects(s, [color_name(m, Color::White), color_name(m, Color::Black)], g);
        }
        Phase::Roll => {
            let mover = game.position().turn();
            let _ = write!(
                s,
                r#"<p class="task"><span class="chip {}"></span>{}</p>"#,
                color_class(mover),
                esc(&g.tf("games-otb-roll", &[("side", Arg::Str(&side(mover)))]))
            );
            dice_selects(s, [g.t("games-otb-die-1"), g.t("games-otb-die-2")], g);
        }
        Phase::Play(d) if o.computer_to_play() => {
            let _ = write!(s, r#"<p class="task">{}</p>"#, esc(&g.t("games-otb-thinking")));
            let _ = d;
        }
        Phase::Play(d) => {
            let mover = game.position().turn();
            let _ = write!(
                s,
                r#"<p class="task"><span class="chip {}"></span>{}</p>"#,
                color_class(mover),
                esc(&g.tf(
                    "games-otb-play",
                    &[
                        ("side", Arg::Str(&side(mover))),
                        ("dice", Arg::Str(&d.higher_first().to_string()))
                    ]
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
        }
        Phase::Over(_) => {
            let result = result_words(game, o.setup().you, cx);
            let _ = write!(
                s,
                r#"<p class="task">{}</p>"#,
                esc(&g.tf("games-otb-over", &[("result", Arg::Str(&result))]))
            );
        }
    }
}

/// A game from a real board: the setup, or the game being entered.
#[must_use]
pub fn otb_html(page: &Page, cx: Context) -> String {
    let g = cx.g;
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1>"#,
        button(Act::List, &g.t("games-back")),
        esc(&g.t("games-otb-title"))
    );
    s.push_str(&notice_html(page, cx));
    let Some(o) = page.over_the_board() else {
        setup_html(&mut s, cx);
        return s;
    };
    let _ = write!(
        s,
        r#"<div class="board{}">{}</div>"#,
        if o.entry().is_some() { " live" } else { "" },
        super::parts::board_svg(&otb_view(o, page.focus()), cx.m)
    );
    task_html(&mut s, page, o, cx);
    let begun = o.entry().is_some_and(|e| e.moves() > 0);
    let can_undo = o.game().opening().is_some();
    let _ = write!(
        s,
        r#"<p class="buttons">{}{}{}</p>"#,
        button_if(Act::Undo, &cx.m.t("undo"), begun),
        button_if(Act::OtbUndo, &g.t("games-otb-undo"), can_undo),
        button_if(Act::OtbKeep, &g.t("games-otb-keep"), !o.game().history().is_empty())
    );
    // The record's turn lines (`12. W 6-5: 24/13`), the last few.
    let record = o.record();
    let lines: Vec<&str> = record
        .lines()
        .filter(|l| l.split_once(". ").is_some_and(|(n, _)| n.parse::<u32>().is_ok()))
        .collect();
    if !lines.is_empty() {
        let _ = write!(
            s,
            r#"<details class="text" open><summary>{}</summary><ol class="otb-moves">"#,
            esc(&g.t("games-otb-moves"))
        );
        for l in lines.iter().rev().take(8).rev() {
            let _ = write!(s, "<li>{}</li>", esc(l));
        }
        s.push_str("</ol></details>");
    }
    s
}
