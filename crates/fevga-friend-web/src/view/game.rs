//! One game shown: the board (and the board as text), stepping through the turns, our roll to
//! play (Undo, Done, the list of plays, the hint), the end, the link to send, and the sentences
//! a screen reader hears for what happened on the board.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_core::Play;
use fevga_core::correspondence::{Correspondence, Status};
use fevga_i18n::{Arg, MessageLabels, Messages, color_name};

use super::board::board_view;
use super::links::{address, review_address};
use super::parts::{Context, button, game_end_words, named, notice_html, options, score_words};
use crate::control::Control;
use crate::hint::Hint;
use crate::notice::Said;
use crate::page::{Page, game_end};

/// One game: its board, what we can do, the link to send.
pub(super) fn game_html(page: &Page, game: &Correspondence, cx: Context) -> String {
    let f = cx.f;
    let (score, length) = score_words(game, cx);
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{} · {} · {}</p>"#,
        button(Control::List, &f.t("friend-back")),
        match game.their_name() {
            "" => esc(&f.t("friend-with-anon")),
            name => named(f, "friend-with", name, &[]),
        },
        esc(&cx.m.t(&format!("rules-{}", game.match_state().game().rules().as_str()))),
        esc(&f.tf(
            "friend-score",
            &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))]
        )),
        esc(&f.tf("friend-you-play", &[("side", Arg::Str(&color_name(cx.m, game.side())))]))
    );
    live_html(&mut s, game, cx);
    // The end of the match is said below the board, the end of a game in it just here; the notice
    // would say it twice (the live region has it).
    let end = game_end(game);
    let said_below = page.notice().is_some_and(|n| n.key == "friend-game-end") && end.is_some();
    if !matches!(game.status(), Status::Over { .. }) && !said_below {
        s.push_str(&notice_html(page, cx));
    }
    if let Some(end) = end {
        let _ = write!(s, r#"<p class="game-end">{}</p>"#, esc(&game_end_words(end, game, cx)));
    }
    if let Some(shown) = page.shown_game() {
        let view = board_view(page, &shown, game.side());
        // Named in every state: the live board by its keys, the picture as the turn shown.
        let name = if view.interactive {
            cx.m.t("board-label")
        } else {
            f.t("friend-board")
        };
        let _ = write!(
            s,
            r#"<div class="board{}">{}</div>"#,
            if view.interactive { " live" } else { "" },
            fevga_board::standalone_svg_named(&view, &MessageLabels(cx.m), &name)
        );
        replay_html(&mut s, page, cx);
        // The board as text, for a screen reader (the picture's labels are the points').
        let _ = write!(
            s,
            r#"<details class="text"><summary>{}</summary><ul>"#,
            esc(&cx.m.t("board-text"))
        );
        let position = page.replayed().map_or_else(|| shown.position(), |(p, _)| p);
        for line in fevga_i18n::text_lines(&position, game.side(), cx.m) {
            let _ = write!(s, "<li>{}</li>", esc(&line));
        }
        s.push_str("</ul></details>");
    }
    s.push_str(r#"<div class="actions">"#);
    match game.status() {
        Status::Play(dice) => {
            let plays = page.plays();
            let dice = dice.higher_first().to_string();
            if plays.is_empty() {
                let _ = write!(
                    s,
                    "<p>{}</p>{}",
                    esc(&f.tf("friend-no-play", &[("dice", Arg::Str(&dice))])),
                    button(Control::Play, &f.t("friend-pass"))
                );
            } else {
                play_html(&mut s, page, game, &plays, &dice, cx);
            }
        }
        Status::Reveal(_) => {
            let _ = write!(
                s,
                "<p>{}</p>{}",
                esc(&f.t("friend-reveal-text")),
                button(Control::Reveal, &f.t("friend-reveal"))
            );
        }
        Status::Over { winner, resigned } => {
            let won = winner == game.side();
            // A resignation ends the match whatever the score: it is said without one.
            let words = match (resigned, won) {
                (true, true) => f.t("friend-resigned-them") + " " + &f.t("friend-win"),
                (true, false) => f.t("friend-resigned-you") + " " + &f.t("friend-lose"),
                (false, true) => f.tf("friend-over-you", &[("score", Arg::Str(&score))]),
                (false, false) => f.tf("friend-over-them", &[("score", Arg::Str(&score))]),
            };
            let _ = write!(
                s,
                r#"<p class="over">{}</p>{}"#,
                esc(&words),
                button(Control::Rematch, &f.t("friend-rematch"))
            );
        }
        // A game of the match over: the next one starts with the friend's link.
        Status::Waiting if end.is_some() => {
            let _ = write!(s, "<p>{}</p>", esc(&f.t("friend-next-wait")));
        }
        Status::Invited | Status::Waiting => {}
    }
    s.push_str("</div>");
    if page.used_hints() {
        let _ = write!(s, r#"<p class="hinted">{}</p>"#, esc(&f.t("friend-hints-used")));
    }
    if page.turns() > 0 {
        let _ = write!(
            s,
            r#"<p class="review"><a href="{}">{}</a></p>"#,
            esc(&review_address(game, f.lang())),
            esc(&f.t("friend-review"))
        );
    }
    // Offered to anyone on the site: said, with the way to take it back.
    let id = game.game_id().to_string();
    if cx.live.offered().iter().any(|c| c.id == id) {
        let _ = write!(
            s,
            r#"<p class="offered">{} <button type="button" data-action="{}" data-arg="{}">{}</button></p>"#,
            esc(&f.t("friend-lobby-mine")),
            Control::Withdraw.as_str(),
            esc(&id),
            esc(&f.t("friend-lobby-withdraw"))
        );
    }
    if game.sent_last() {
        s.push_str(&share_html(page, game, cx));
    }
    super::watch::watch_share_html(&mut s, game, cx);
    if page.asking_resign() {
        resign_question(&mut s, game, cx);
    } else if !matches!(game.status(), Status::Over { .. } | Status::Invited) {
        let _ = write!(
            s,
            r#"<p class="resign">{}</p>"#,
            button(Control::Resign, &f.t("friend-resign"))
        );
    }
    s
}

/// "Resign the whole match?": what it means (the friend wins the match, not only this game, at
/// the score as it stands; no way back), yes, and keep playing (also Escape), which has the focus.
/// A question on the page, read as an alert dialog, not the browser's `confirm`.
fn resign_question(s: &mut String, game: &Correspondence, cx: Context) {
    let f = cx.f;
    let (score, length) = score_words(game, cx);
    let _ = write!(
        s,
        r#"<div class="confirm resign-ask" role="alertdialog" aria-labelledby="resign-q" aria-describedby="resign-d"><p id="resign-q"><strong>{}</strong></p><p id="resign-d">{}</p><p class="answers">{}{}</p></div>"#,
        esc(&f.t("friend-resign-ask")),
        esc(&f.tf(
            "friend-resign-means",
            &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))]
        )),
        button(Control::ResignYes, &f.t("friend-resign-yes")),
        button(Control::ResignNo, &f.t("friend-resign-no")),
    );
}

/// Live play's line: the friend on the page or away since when, or that the site's relay does
/// not answer (nothing before the page has tried it, or for a finished match).
fn live_html(s: &mut String, game: &Correspondence, cx: Context) {
    use crate::relay::Link;
    let f = cx.f;
    if matches!(game.status(), Status::Over { .. }) {
        return;
    }
    let name = match game.their_name() {
        "" => f.t("friend-live-someone"),
        name => name.to_string(),
    };
    let (state, words) = match cx.live.link() {
        Link::Idle => return,
        Link::Down(_) => ("off", esc(&f.t("friend-live-off"))),
        Link::Open => match cx.live.presence(&game.game_id().to_string()) {
            None => return,
            Some(p) if p.friend => ("here", named(f, "friend-live-here", &name, &[])),
            // Nobody has joined yet: the line below says the game waits (no "away" before anyone came).
            Some(_) if matches!(game.status(), Status::Invited) => return,
            Some(p) => (
                "away",
                named(f, "friend-live-away", &name, &[("date", Arg::Str(&(cx.date)(p.since)))]),
            ),
        },
    };
    // `words` is HTML: the name isolated.
    let _ = write!(s, r#"<p class="live-play" data-live="{state}">{words}</p>"#);
    // Live: the browser may tell the person when it is their move while the page is hidden.
    if state != "off" && cx.permission == crate::notify::Permission::Ask {
        let _ = write!(
            s,
            r#"<p class="notify">{}</p>"#,
            button(Control::Notify, &f.t("friend-notify-ask"))
        );
    }
}

/// The link to send: the address, Copy, Share, and its QR code.
fn share_html(page: &Page, game: &Correspondence, cx: Context) -> String {
    let f = cx.f;
    let url = address(cx.base, game);
    let mut s = format!(
        r#"<section class="share"><label>{}<input id="f-link" readonly value="{}"></label><p class="share-buttons">{}{}</p>"#,
        esc(&f.t("friend-send")),
        esc(&url),
        button(Control::Copy, &f.t("friend-copy")),
        button(Control::Share, &f.t("friend-share"))
    );
    if let Some(updated) = page.current_updated()
        && matches!(game.status(), Status::Invited | Status::Waiting)
    {
        let _ = write!(
            s,
            r#"<p class="waiting">{}</p>"#,
            esc(&f.tf("friend-waiting", &[("date", Arg::Str(&(cx.date)(updated)))]))
        );
    }
    if let Some(svg) = crate::qr::qr_svg(&url, &f.t("friend-qr")) {
        let _ = write!(s, r#"<figure class="qr">{svg}</figure>"#);
    }
    s.push_str("</section>");
    // The friend is on the page: the link went to them live, so it is folded away (still there
    // for a friend whose page lost it, and as the record).
    let live_here = cx.live.link() == crate::relay::Link::Open
        && cx.live.presence(&game.game_id().to_string()).is_some_and(|p| p.friend);
    if live_here {
        s = format!(
            r#"<details class="share-fold"><summary>{}</summary>{s}</details>"#,
            esc(&f.t("friend-link-fold"))
        );
    }
    s
}

/// What the board's last action says to a screen reader: a move made and the dice left (or
/// that Done may be pressed), a move taken back, the turn shown.
#[must_use]
pub fn said_text(page: &Page, cx: Context) -> Option<String> {
    let (m, f) = (cx.m, cx.f);
    let left = |n: usize| m.tf("dice-left", &[("n", Arg::Num(i64::try_from(n).unwrap_or(0)))]);
    Some(match page.said()? {
        Said::Moved { notation, left: 0 } => format!("{notation}. {}", m.t("turn-you-confirm")),
        Said::Moved { notation, left: n } => format!("{notation}. {}", left(*n)),
        Said::Undone { left: n } => format!("{} {}", m.t("undone"), left(*n)),
        Said::Turn => turn_of_text(page, f),
    })
}

/// "Turn n of total": the turn the board shows.
fn turn_of_text(page: &Page, f: &Messages) -> String {
    let turns = page.turns();
    let shown = turns - page.back().min(turns);
    f.tf(
        "friend-turn-of",
        &[
            ("n", Arg::Num(i64::try_from(shown).unwrap_or(0))),
            ("total", Arg::Num(i64::try_from(turns).unwrap_or(0))),
        ],
    )
}

/// Step back and forward through the game's turns: which turn is shown, two buttons.
pub(super) fn replay_html(s: &mut String, page: &Page, cx: Context) {
    let turns = page.turns();
    if turns == 0 {
        return;
    }
    let shown = turns - page.back();
    let button = |control: Control, words: String, off: bool| {
        format!(
            r#"<button type="button" data-action="{}"{}>{}</button>"#,
            control.as_str(),
            if off { r#" aria-disabled="true""# } else { "" },
            esc(&words)
        )
    };
    let _ = write!(
        s,
        r#"<div class="replay">{}<p>{}</p>{}</div>"#,
        button(Control::Back, cx.f.t("friend-back-turn"), shown == 0),
        esc(&turn_of_text(page, cx.f)),
        button(Control::Forward, cx.f.t("friend-forward-turn"), page.back() == 0),
    );
}

/// Our roll entered on the board (or chosen from the list): what to do, the refusal's sentence,
/// Undo and Done, the list, the hint.
fn play_html(s: &mut String, page: &Page, game: &Correspondence, plays: &[Play], dice: &str, cx: Context) {
    let (m, f) = (cx.m, cx.f);
    let side = page.shown_game().map_or(game.side(), |g| g.position().turn());
    if page.back() > 0 {
        let _ = write!(s, "<p>{}</p>", esc(&f.t("friend-back-to-play")));
        return;
    }
    // The next game's opening, after a game of the match ended: said that it is ours to open.
    let next = if game_end(game).is_some() {
        f.t("friend-next-you") + " "
    } else {
        String::new()
    };
    let _ = write!(
        s,
        r#"<p class="roll">{}{}</p>"#,
        esc(&next),
        esc(&f.tf("friend-your-roll", &[("dice", Arg::Str(dice))]))
    );
    if let Some(why) = why_sentence(page, cx) {
        let _ = write!(s, r#"<p class="why">{}</p>"#, esc(&why));
    }
    let begun = page.entry().is_some_and(|e| !e.turn().steps().is_empty());
    let _ = write!(
        s,
        r#"<p class="turn-buttons">{}{}</p>"#,
        if begun {
            button(Control::Undo, &m.t("undo"))
        } else {
            String::new()
        },
        if page.chosen().is_some() {
            button(Control::Play, &m.t("done"))
        } else {
            String::new()
        }
    );
    let mut items: Vec<(String, String)> = vec![(String::new(), f.t("friend-list-none"))];
    items.extend(
        plays
            .iter()
            .enumerate()
            .map(|(i, p)| (i.to_string(), p.notation_in(side, game.side()))),
    );
    let _ = write!(
        s,
        r#"<label class="plays">{}<select id="f-play" data-action="{}">{}</select></label>"#,
        esc(&f.t("friend-list")),
        Control::Choose.as_str(),
        options(&items, &page.choice().map(|i| i.to_string()).unwrap_or_default()),
    );
    let hint = match page.hint() {
        Hint::Asked { .. } => format!("<p>{}</p>", esc(&m.t("hint-wait"))),
        Hint::Ready { .. } => hint_best(page, game, cx).map_or_else(String::new, |t| format!("<p>{}</p>", esc(&t))),
        Hint::None => button(Control::Hint, &f.t("friend-hint")),
    };
    let _ = write!(s, r#"<div class="hints">{hint}</div>"#);
}

/// The hint's best play in a sentence, in the viewer's numbers, if one is ready for the roll.
fn hint_best(page: &Page, game: &Correspondence, cx: Context) -> Option<String> {
    let side = page.shown_game().map_or(game.side(), |g| g.position().turn());
    let p = page.hint_play()?;
    Some(cx.f.tf(
        "friend-hint-best",
        &[("move", Arg::Str(&p.notation_in(side, game.side())))],
    ))
}

/// The hint's sentence as the page shows it under the roll (also for the live region once the
/// computer answered): only while the roll is to be played at the latest turn.
#[must_use]
pub fn hint_sentence(page: &Page, cx: Context) -> Option<String> {
    let game = page.current()?;
    let shown = matches!(game.status(), Status::Play(_)) && page.back() == 0 && !page.plays().is_empty();
    shown.then(|| hint_best(page, game, cx)).flatten()
}

/// The sentence for the step the board just refused, if any (also for the live region).
#[must_use]
pub fn why_sentence(page: &Page, cx: Context) -> Option<String> {
    let game = page.current()?;
    let mover = page.shown_game()?.position().turn();
    Some(fevga_i18n::why_line(cx.m, page.why()?, mover, game.side()))
}
