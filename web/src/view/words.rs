//! The state in words: messages, announcements, the result, the sides' names. Every word comes
//! from the message files.

use fevga_core::{Blocked, Color, Refusal, Rules};

use crate::app::{Announcement, App, Message};
use crate::settings::Opponent;
use fevga_i18n::{Arg, Messages};

pub use fevga_i18n::color_name;

/// "You", "Computer", or the colour in pass-and-play.
pub fn side_name(app: &App, m: &Messages, c: Color) -> String {
    let s = app.settings();
    match s.opponent {
        Opponent::Human => color_name(m, c),
        Opponent::Computer if c == s.human => m.t("you"),
        Opponent::Computer => m.t("computer"),
    }
}

/// Who plays `c`, as the messages' `who` argument: `you` and `computer` against the computer,
/// `white` or `black` in pass-and-play. The message files choose their sentence by it (the
/// computer needs a sentence form: "the computer", "der Computer", "Компютърът").
#[must_use]
pub fn who(app: &App, c: Color) -> &'static str {
    let s = app.settings();
    match (s.opponent, c) {
        (Opponent::Computer, c) if c == s.human => "you",
        (Opponent::Computer, _) => "computer",
        (Opponent::Human, Color::White) => "white",
        (Opponent::Human, Color::Black) => "black",
    }
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
        let (w, l) = (*score.get(r.winner), *score.get(loser));
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
            // `who` is White's player; the files name the person first against the computer.
            let mut t = m.tf(
                "opening-result",
                &[
                    ("who", Arg::Str(who(app, Color::White))),
                    ("white", Arg::Str(&side_name(app, m, Color::White))),
                    ("wd", Arg::Num(o.white().into())),
                    ("black", Arg::Str(&side_name(app, m, Color::Black))),
                    ("bd", Arg::Num(o.black().into())),
                ],
            );
            let (first, dice) = (o.first(), o.dice().to_string());
            t.push(' ');
            let s = app.settings();
            if s.opponent == Opponent::Computer && first == s.human {
                t.push_str(&m.tf("opening-you-start", &[("dice", Arg::Str(&dice))]));
            } else {
                let name = side_name(app, m, first);
                t.push_str(&m.tf(
                    "opening-side-starts",
                    &[
                        ("who", Arg::Str(who(app, first))),
                        ("side", Arg::Str(&name)),
                        ("dice", Arg::Str(&dice)),
                    ],
                ));
            }
            t
        }
        Message::OpeningTie { die } => m.tf("opening-tie", &[("d", Arg::Num((*die).into()))]),
        Message::NoMove { side, dice, why } => {
            let line = m.tf("no-legal-move", &[("dice", Arg::Str(&dice.higher_first().to_string()))]);
            with_pass_reasons(app, m, line, *side, why)
        }
        Message::Forced { notation, .. } => m.tf("forced-move", &[("move", Arg::Str(notation))]),
        Message::SaveCorrupt => m.t("save-corrupt"),
        Message::SaveOutdated => m.t("save-outdated"),
        Message::SaveNewer => m.t("save-newer"),
        Message::SaveFailed => m.t("save-failed"),
        Message::Elsewhere => m.t("elsewhere"),
        Message::BadLink => m.t("bad-link"),
        Message::TakenBack => m.t("taken-back"),
        Message::WordsUnavailable(lang) => m.tf("words-unavailable", &[("language", Arg::Str(lang.native_name()))]),
        Message::WhyNot { refusal, mover } => why_text(app, m, *refusal, *mover),
        Message::TooFar { distance } => m.tf("why-too-far", &[("distance", Arg::Num((*distance).into()))]),
    }
}

/// The rule behind a refused step in one sentence; points in the board's numbers.
#[must_use]
pub fn why_text(app: &App, m: &Messages, refusal: Refusal, mover: Color) -> String {
    fevga_i18n::why_line(m, refusal, mover, app.viewer())
}

/// A pass's line followed by one sentence naming what blocks each number of the roll (points in
/// the board's numbers); the line alone if the core gave no reason.
#[must_use]
pub fn with_pass_reasons(app: &App, m: &Messages, line: String, mover: Color, why: &[(u8, Blocked)]) -> String {
    if why.is_empty() {
        return line;
    }
    let label = |p: u8| Arg::Num(app.viewer().own(mover.to_white(p)).into());
    // Every number stopped by the same first checker: one clause with every landing point.
    let runner = |b: &(u8, Blocked)| match b.1 {
        Blocked::Runner { runner, to } => Some((runner, to)),
        _ => None,
    };
    if why.len() > 1
        && let Some(Some((first, _))) = why.first().map(runner)
        && why.iter().all(|b| runner(b).is_some_and(|(r, _)| r == first))
    {
        let points: Vec<String> = why
            .iter()
            .filter_map(runner)
            .map(|(_, to)| app.viewer().own(mover.to_white(to)).to_string())
            .collect();
        let clause = m.tf(
            "pass-runner-all",
            &[("runner", label(first)), ("points", Arg::Str(&points.join(", ")))],
        );
        return format!("{line} {}", m.tf("pass-why", &[("reasons", Arg::Str(&clause))]));
    }
    let clauses: Vec<String> = why
        .iter()
        .map(|&(die, blocked)| {
            let die = ("die", Arg::Num(die.into()));
            match blocked {
                Blocked::Runner { runner, to } => {
                    m.tf("pass-runner", &[die, ("runner", label(runner)), ("to", label(to))])
                }
                Blocked::AllHeld => m.tf("pass-all-held", &[die]),
                Blocked::NotAllHome => m.tf("pass-not-home", &[die]),
                Blocked::BuildingLimit { rules: Rules::Fevga } => m.tf("pass-wall", &[die]),
                Blocked::BuildingLimit { rules: Rules::Multezim } => m.tf("pass-table", &[die]),
            }
        })
        .collect();
    let reasons = clauses.join("; ");
    format!("{line} {}", m.tf("pass-why", &[("reasons", Arg::Str(&reasons))]))
}

/// An announcement for the live region.
#[must_use]
pub fn announcement_text(app: &App, m: &Messages, a: &Announcement) -> String {
    let (key, side, what) = match a {
        Announcement::Rolled { side, dice } => ("announce-rolled", side, ("dice", dice.higher_first().to_string())),
        Announcement::Played { side, notation } => ("announce-played", side, ("move", notation.clone())),
        Announcement::Passed { side, dice, why } => {
            let line = m.tf(
                "announce-passed",
                &[
                    ("who", Arg::Str(who(app, *side))),
                    ("side", Arg::Str(&side_name(app, m, *side))),
                    ("dice", Arg::Str(&dice.higher_first().to_string())),
                ],
            );
            return with_pass_reasons(app, m, line, *side, why);
        }
        Announcement::GameOver { .. } => return summary(app, m).unwrap_or_default().join(" "),
        a => return turn_announcement_text(app, m, a),
    };
    m.tf(
        key,
        &[
            ("who", Arg::Str(who(app, *side))),
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
        Announcement::ComputerFailed => m.t("computer-failed"),
        Announcement::WhyNot { refusal, mover } => why_text(app, m, *refusal, *mover),
        Announcement::TooFar { distance } => m.tf("why-too-far", &[("distance", Arg::Num((*distance).into()))]),
        Announcement::HintOffBest => format!("{} {}.", m.t("hint-off-best"), m.t("hint-undo")),
        Announcement::Hint { notation } => m.tf("announce-hint", &[("move", Arg::Str(notation))]),
        Announcement::RolledOut { notation } => m.tf("announce-rollout", &[("move", Arg::Str(notation))]),
        Announcement::Tip(tip) => super::guide::tip_text(app, m, *tip),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use fevga_board::Spot;
    use fevga_core::{Dice, Phase, SeededDice};

    use super::*;
    use crate::app::{Button, Input};
    use crate::settings::Settings;
    use crate::view::status_html;
    use fevga_i18n::Lang;

    /// A game against the computer (the person plays White), rolled until the opening is decided.
    fn opened(seed: u64) -> App {
        let mut app = App::new(Settings::default(), Box::new(SeededDice::new(seed)), seed);
        while app.phase() == Phase::Opening {
            app.handle(Input::Button(Button::Roll));
        }
        app
    }

    fn opening_text(app: &App, m: &Messages) -> String {
        let msg = app.messages().iter().find(|x| matches!(x, Message::Opening(_)));
        message_text(app, m, msg.expect("the opening message"))
    }

    /// The computer is named in sentence form ("the computer", "der Computer", "Компютърът"),
    /// never with the bare label "Computer" the panel's rows use.
    #[test]
    fn the_computer_speaks_in_sentences() {
        // One opening the person starts, one the computer starts.
        let mut by_starter = [None, None];
        for seed in 0..50 {
            let app = opened(seed);
            let i = usize::from(app.to_move() == Color::Black);
            by_starter[i].get_or_insert(app);
        }
        let [Some(you_start), Some(computer_starts)] = by_starter else {
            panic!("both sides start in some of the seeds")
        };
        let dice = Dice::new(3, 3).unwrap();
        let computer = Color::Black;
        let said = |m: &Messages, app: &App| {
            [
                Announcement::Rolled { side: computer, dice },
                Announcement::Played {
                    side: computer,
                    notation: "24/15".into(),
                },
                Announcement::Passed {
                    side: computer,
                    dice,
                    why: Vec::new(),
                },
            ]
            .map(|a| announcement_text(app, m, &a))
        };

        let en = Messages::new(Lang::En);
        let t = opening_text(&you_start, &en);
        assert!(
            t.starts_with("You rolled ") && t.contains(", the computer rolled "),
            "{t}"
        );
        assert!(t.contains("You start and play "), "{t}");
        let t = opening_text(&computer_starts, &en);
        assert!(
            t.contains("the computer rolled") && !t.contains("Computer rolled"),
            "{t}"
        );
        assert!(t.contains("The computer starts and plays "), "{t}");
        assert_eq!(
            said(&en, &you_start),
            [
                "The computer rolled 3-3.",
                "The computer played 24/15.",
                "The computer cannot move with 3-3 and passes."
            ]
        );

        let de = Messages::new(Lang::De);
        assert!(opening_text(&computer_starts, &de).contains("Der Computer beginnt"));
        assert_eq!(said(&de, &you_start)[0], "Der Computer würfelt 3-3.");

        let bg = Messages::new(Lang::Bg);
        let t = opening_text(&computer_starts, &bg);
        assert!(t.contains("Компютърът започва и играе "), "{t}");
        assert!(!t.contains("Компютър:") && !t.contains("за Компютър"), "{t}");
        assert!(said(&bg, &you_start).iter().all(|s| s.starts_with("Компютърът ")));

        // In no language is the bare label the subject ("Computer rolled", "Компютър: …");
        // Turkish has no article, so there "Bilgisayar" is the sentence form too.
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let label = m.t("computer");
            let texts = said(&m, &you_start)
                .into_iter()
                .chain([opening_text(&you_start, &m), opening_text(&computer_starts, &m)]);
            for t in texts {
                assert!(!t.contains(&format!("{label}:")), "{}: {t}", lang.as_str());
                let bare = t.starts_with(&format!("{label} ")) || t.contains(&format!(", {label} "));
                assert!(lang == Lang::Tr || !bare, "{}: {t}", lang.as_str());
            }
        }
    }

    /// The turn line while the person plays, from a whole game each: it counts the dice left and
    /// never says "0" (a blocked turn passes with n = 0).
    #[test]
    fn the_turn_line_never_counts_zero_dice() {
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let zero = m.tf("turn-you-move", &[("n", Arg::Num(0))]);
            assert!(!zero.contains('0'), "{}: {zero}", lang.as_str());
        }
        let en = Messages::new(Lang::En);
        let mut passes = 0;
        for seed in 0..40 {
            let mut app = opened(seed);
            for _ in 0..5_000 {
                let fx = app.take_effects();
                if let Some((id, text)) = fx.ask {
                    // The computer's worker, at once.
                    app.handle(Input::Answer {
                        id,
                        text: fevga_ai::protocol::answer(&text),
                    });
                    continue;
                }
                if let Some((_, p)) = fx.timer {
                    if let Phase::Play(_) = app.phase()
                        && app.is_human(app.to_move())
                    {
                        passes += usize::from(app.messages().iter().any(|x| matches!(x, Message::NoMove { .. })));
                        let status = status_html(&app, &en);
                        let turn = status.split(r#"<p class="turn">"#).nth(1).unwrap_or_default();
                        let turn = turn.split("</p>").next().unwrap_or_default();
                        assert!(!turn.contains('0'), "seed {seed}: {turn}");
                    }
                    app.handle(Input::Timer(p));
                    continue;
                }
                match app.phase() {
                    Phase::Over(_) => break,
                    Phase::Opening | Phase::Roll => app.handle(Input::Button(Button::Roll)),
                    Phase::Play(_) if app.can_confirm() => app.handle(Input::Button(Button::Done)),
                    Phase::Play(_) => {
                        let status = status_html(&app, &en);
                        assert!(status.contains("left to play"), "seed {seed}: {status}");
                        app.handle(Input::TapPoint(app.movable_points()[0]));
                        match app.targets()[0] {
                            Spot::Point(p) => app.handle(Input::TapPoint(p)),
                            Spot::Tray(_) => app.handle(Input::TapTray),
                        }
                    }
                }
            }
            if passes > 0 && seed >= 5 {
                break;
            }
        }
        assert!(passes > 0, "some game made the person pass");
    }

    /// A pass names what blocks each die in every language, in the board's numbers, with no raw
    /// key left (review #10).
    #[test]
    fn a_pass_names_what_blocks_each_die_in_every_language() {
        let mut app = App::new(Settings::default(), Box::new(SeededDice::new(1)), 1);
        app.handle(Input::Link("position=W:24x14,20%20B:15,14,12x13%20W&dice=6-5".into()));
        let msg = app
            .messages()
            .iter()
            .find(|x| matches!(x, Message::NoMove { .. }))
            .cloned()
            .expect("the pass is said");
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let t = message_text(&app, &m, &msg);
            assert!(!t.contains("pass-"), "{}: {t}", lang.as_str());
            for n in ["20", "14", "15", "6", "5"] {
                assert!(t.contains(n), "{}: {n} in {t}", lang.as_str());
            }
        }
        let en = message_text(&app, &Messages::new(Lang::En), &msg);
        assert!(
            en.ends_with(
                "Why: the first checker (on 20) would land only on points the opponent holds (14, 15), and the head rule keeps the others waiting."
            ),
            "{en}"
        );
        // Numbers stopped for different reasons get a clause each.
        let mixed = Message::NoMove {
            side: Color::White,
            dice: fevga_core::Dice::new(6, 5).unwrap(),
            why: vec![(6, Blocked::Runner { runner: 20, to: 14 }), (5, Blocked::AllHeld)],
        };
        assert!(
            message_text(&app, &Messages::new(Lang::En), &mixed).ends_with(
                "Why: with 6 the first checker would go from 20 to 14, which the opponent holds, and the head rule keeps the others waiting; with 5 every checker would land on a point the opponent holds."
            )
        );
    }

    /// Review #11: a language whose players call the game by one rule set's name (Turkish:
    /// Mültezim) names the two rule sets apart from the game.
    #[test]
    fn the_turkish_game_and_its_two_rule_sets_have_three_names() {
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let (game, fevga, multezim) = (m.t("app-title"), m.t("rules-fevga"), m.t("rules-multezim"));
            assert_ne!(fevga, multezim, "{}", lang.as_str());
            // In Turkish the game itself is Mültezim: neither rule set may be called that.
            if lang == Lang::Tr {
                assert!(
                    game != fevga && game != multezim,
                    "{}: {game} / {fevga} / {multezim}",
                    lang.as_str()
                );
            }
        }
        let tr = Messages::new(Lang::Tr);
        assert_eq!(
            (tr.t("app-title"), tr.t("rules-fevga"), tr.t("rules-multezim")),
            ("Mültezim".into(), "Yunan usulü".into(), "Türk usulü".into())
        );
    }
}
