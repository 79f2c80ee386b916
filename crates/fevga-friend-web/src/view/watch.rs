//! A match of others watched (a watch address opened): whose match, the score, whether it is
//! live, the board (read only) with the turns to step through, whose turn or how it ended, the
//! review; and, on a game of ours, the address that lets others watch it.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_core::correspondence::{Correspondence, Spectator, Status};
use fevga_core::{Color, Phase};
use fevga_i18n::{Arg, MessageLabels, color_name};

use super::board::board_view;
use super::game::replay_html;
use super::links::{watch_address, watched_review_address};
use super::parts::{Context, button, match_score_words, notice_html};
use crate::control::Control;
use crate::page::Page;

/// A player's name as the watched match knows it, else the side's name.
fn name_of(watched: &Spectator, side: Color, cx: Context) -> String {
    match watched.names().get(side).as_str() {
        "" => color_name(cx.m, side),
        name => name.to_string(),
    }
}

/// The match watched: read only, followed live.
pub(super) fn watch_html(page: &Page, watched: &Spectator, cx: Context) -> String {
    let (m, f) = (cx.m, cx.f);
    let mtch = watched.match_state();
    let (white, black) = (name_of(watched, Color::White, cx), name_of(watched, Color::Black, cx));
    let (score, length) = match_score_words(mtch, cx);
    let mut s = format!(
        r#"<p class="back">{}</p><h1><span class="watching">{}</span> <bdi>{}</bdi> – <bdi>{}</bdi></h1><p class="score">{} · {}</p><p class="watch-intro">{}</p>"#,
        button(Control::List, &f.t("friend-back")),
        esc(&f.t("friend-watch-title")),
        esc(&white),
        esc(&black),
        esc(&m.t(&format!("rules-{}", mtch.game().rules().as_str()))),
        esc(&f.tf(
            "friend-score",
            &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))]
        )),
        esc(&f.t("friend-watch-intro")),
    );
    live_html(&mut s, watched, cx);
    s.push_str(&notice_html(page, cx));
    if let Some(shown) = page.shown_game() {
        let view = board_view(page, &shown, Color::White);
        let _ = write!(
            s,
            r#"<div class="board">{}</div>"#,
            fevga_board::standalone_svg(&view, &MessageLabels(m))
        );
        replay_html(&mut s, page, cx);
        let _ = write!(s, r#"<p class="watch-state">{}</p>"#, esc(&state_words(watched, cx)));
        let _ = write!(
            s,
            r#"<details class="text"><summary>{}</summary><ul>"#,
            esc(&m.t("board-text"))
        );
        let position = page.replayed().map_or_else(|| shown.position(), |(p, _)| p);
        for line in fevga_i18n::text_lines(&position, Color::White, m) {
            let _ = write!(s, "<li>{}</li>", esc(&line));
        }
        s.push_str("</ul></details>");
    }
    if page.turns() > 0 {
        let _ = write!(
            s,
            r#"<p class="review"><a href="{}">{}</a></p>"#,
            esc(&watched_review_address(watched, f.lang())),
            esc(&f.t("friend-review"))
        );
    }
    share_html(&mut s, &watch_address(cx.base, &watched.link()), cx);
    s
}

/// Whose turn it is, or how the match ended.
fn state_words(watched: &Spectator, cx: Context) -> String {
    let f = cx.f;
    let name = |side| name_of(watched, side, cx);
    if let Some(side) = watched.resigned() {
        return f.tf("friend-watch-resigned", &[("name", Arg::Str(&name(side)))]);
    }
    if let Some(winner) = watched.winner() {
        return f.tf("friend-watch-won", &[("name", Arg::Str(&name(winner)))]);
    }
    let game = watched.match_state().game();
    match game.phase() {
        Phase::Opening | Phase::Over(_) => f.t("friend-watch-opening"),
        Phase::Roll | Phase::Play(_) => f.tf(
            "friend-watch-to-play",
            &[("name", Arg::Str(&name(game.position().turn())))],
        ),
    }
}

/// Live: whether both players are on the page (moves then appear as they are made), or that the
/// site's relay does not answer (the match as the address showed it).
fn live_html(s: &mut String, watched: &Spectator, cx: Context) {
    use crate::relay::Link;
    let f = cx.f;
    if watched.winner().is_some() {
        return;
    }
    let (state, key) = match cx.live.link() {
        Link::Idle => return,
        Link::Down(_) => ("off", "friend-watch-live-off"),
        Link::Open => match cx.live.presence(&watched.game_id().to_string()) {
            Some(p) if p.friend => ("here", "friend-watch-live-here"),
            Some(_) => ("away", "friend-watch-live-away"),
            None => return,
        },
    };
    let _ = write!(s, r#"<p class="live-play" data-live="{state}">{}</p>"#, esc(&f.t(key)));
}

/// The address to watch a match, to pass on.
fn share_html(s: &mut String, url: &str, cx: Context) {
    let _ = write!(
        s,
        r#"<details class="watch-share"><summary>{}</summary><label>{}<input id="f-watch" readonly value="{}"></label></details>"#,
        esc(&cx.f.t("friend-watch-share")),
        esc(&cx.f.t("friend-watch-share-text")),
        esc(url)
    );
}

/// On a game of ours both players have joined: the address that lets others watch it.
pub(super) fn watch_share_html(s: &mut String, game: &Correspondence, cx: Context) {
    if !matches!(game.status(), Status::Invited) {
        share_html(s, &watch_address(cx.base, &game.link()), cx);
    }
}
