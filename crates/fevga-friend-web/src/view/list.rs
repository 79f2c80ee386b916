//! The page without a game shown: the list (a new game's form, the games kept, a link to open)
//! and an invitation opened (who invites, to what, the name to give, Join).

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_core::correspondence::Correspondence;
use fevga_core::link::GameLink;
use fevga_core::{Color, Rules};
use fevga_i18n::{Arg, color_name};

use super::parts::{Context, button, isolated, named, notice_html, options, their_name};
use crate::control::Control;
use crate::page::{Page, Turn, turn_of};

/// The name box's bound, in UTF-16 units as the browser counts them: far above a name's 24
/// characters as seen (a flag is 4 units, a family of emoji 8 or more), only against pasting a
/// whole text; the core's `sanitize_name` cuts the name between characters as seen.
const NAME_INPUT_MAX: usize = 200;

/// The match lengths offered.
pub const LENGTHS: [u32; 4] = [1, 3, 5, 7];

/// An invitation opened: who invites, to what, the name to give, Join.
pub(super) fn invitation_html(page: &Page, link: &GameLink, cx: Context) -> String {
    let (m, f) = (cx.m, cx.f);
    // HTML: the name isolated.
    let title = match link.name.as_str() {
        "" => esc(&f.t("friend-invited-anon")),
        name => named(f, "friend-invited", name, &[]),
    };
    format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{} · {} · {}</p><div class="form"><label>{}<input id="f-name" maxlength="{NAME_INPUT_MAX}" dir="auto" autocomplete="nickname" value="{}"></label></div>{}"#,
        button(Control::List, &f.t("friend-back")),
        title,
        esc(&m.t(&format!("rules-{}", link.rules.as_str()))),
        esc(&m.tf("match-to", &[("n", Arg::Num(i64::from(link.match_length)))])),
        esc(&f.tf(
            "friend-you-play",
            &[("side", Arg::Str(&color_name(m, link.inviter.other())))]
        )),
        esc(&f.t("friend-your-name")),
        esc(page.name()),
        button(Control::Join, &f.t("friend-join"))
    )
}

/// The list: a new game, the games kept, a link to open.
pub(super) fn list_html(page: &Page, cx: Context) -> String {
    let (m, f) = (cx.m, cx.f);
    let rules: Vec<(String, String)> = Rules::ALL
        .iter()
        .map(|r| (r.as_str().to_string(), m.t(&format!("rules-{}", r.as_str()))))
        .collect();
    let lengths: Vec<(String, String)> = LENGTHS.iter().map(|n| (n.to_string(), n.to_string())).collect();
    let sides: Vec<(String, String)> = [Color::White, Color::Black]
        .iter()
        .map(|&c| (c.as_str().to_string(), color_name(m, c)))
        .collect();
    let mut s = format!(
        r#"<h1>{}</h1>{}<p class="intro">{}</p>"#,
        esc(&f.t("friend-title")),
        notice_html(page, cx),
        esc(&f.t("friend-intro")),
    );
    let kept = !page.shelf().games().is_empty();
    // The games kept come first: coming back, one looks for them.
    if kept {
        games_html(&mut s, page, cx);
    }
    let _ = write!(
        s,
        r#"<section class="new"><h2>{}</h2><div class="form">"#,
        esc(&f.t("friend-new"))
    );
    for (id, label, items, selected) in [
        ("f-rules", m.t("rules"), &rules, "fevga"),
        ("f-length", m.t("match-length"), &lengths, "1"),
        ("f-side", f.t("friend-your-side"), &sides, "white"),
    ] {
        let _ = write!(
            s,
            r#"<label>{}<select id="{id}">{}</select></label>"#,
            esc(&label),
            options(items, selected)
        );
    }
    let live = cx.live.link() == crate::relay::Link::Open;
    let _ = write!(
        s,
        r#"<label>{}<input id="f-name" maxlength="{NAME_INPUT_MAX}" dir="auto" autocomplete="nickname" value="{}"></label></div><p class="start">{}{}</p></section>"#,
        esc(&f.t("friend-your-name")),
        esc(page.name()),
        button(Control::Start, &f.t("friend-start")),
        // With the site's relay, the same game can be offered to anyone instead.
        if live {
            button(Control::Offer, &f.t("friend-lobby-offer"))
        } else {
            String::new()
        }
    );
    if live {
        lobby_html(&mut s, cx);
    }
    if !kept {
        games_html(&mut s, page, cx);
    }
    let _ = write!(
        s,
        r#"<section class="open"><h2>{}</h2><label>{}<input id="f-paste" autocomplete="off" spellcheck="false"></label>{}</section>"#,
        esc(&f.t("friend-open")),
        esc(&f.t("friend-paste")),
        button(Control::Open, &f.t("friend-open-button"))
    );
    s
}

/// The open challenges of people on the site now (live play): each with who offers what, and a
/// button to play it; said when there are none.
fn lobby_html(s: &mut String, cx: Context) {
    let (m, f) = (cx.m, cx.f);
    let _ = write!(
        s,
        r#"<section class="lobby"><h2>{}</h2><p>{}</p>"#,
        esc(&f.t("friend-lobby-title")),
        esc(&f.t("friend-lobby-intro"))
    );
    let rows: Vec<(String, String)> = cx
        .live
        .lobby()
        .iter()
        .filter_map(|c| {
            let link = GameLink::from_fragment(&c.link).ok().filter(GameLink::is_invitation)?;
            let name = match link.name.as_str() {
                "" => f.t("friend-lobby-someone"),
                n => n.to_string(),
            };
            let words = named(
                f,
                "friend-lobby-row",
                &name,
                &[
                    ("rules", Arg::Str(&m.t(&format!("rules-{}", link.rules.as_str())))),
                    ("n", Arg::Num(i64::from(link.match_length))),
                    ("side", Arg::Str(&color_name(m, link.inviter.other()))),
                ],
            );
            Some((c.id.clone(), words))
        })
        .collect();
    if rows.is_empty() {
        let _ = write!(s, r#"<p class="empty">{}</p>"#, esc(&f.t("friend-lobby-empty")));
    } else {
        s.push_str(r#"<ul class="lobby">"#);
        for (id, words) in rows {
            let _ = write!(
                s,
                r#"<li><span>{}</span> <button type="button" data-action="{}" data-arg="{}">{}</button></li>"#,
                words,
                Control::Take.as_str(),
                esc(&id),
                esc(&f.t("friend-lobby-take"))
            );
        }
        s.push_str("</ul>");
    }
    s.push_str("</section>");
}

/// The games kept: the matches going on, then the finished ones folded away. Each a button with
/// the friend, whose turn it is, what tells it apart from another match with the same friend
/// (the rules, the match length and score, the day it started) and the last change's date; and
/// beside it Delete, which asks first (the match is only forgotten on this device).
fn games_html(s: &mut String, page: &Page, cx: Context) {
    let f = cx.f;
    let _ = write!(s, r#"<section class="games"><h2>{}</h2>"#, esc(&f.t("friend-games")));
    let games = page.shelf().games();
    if games.is_empty() {
        let _ = write!(s, "<p>{}</p>", esc(&f.t("friend-no-games")));
    }
    let (finished, going): (Vec<_>, Vec<_>) = games
        .iter()
        .enumerate()
        .partition(|(_, k)| turn_of(&k.game) == Turn::Over);
    if !going.is_empty() {
        s.push_str(r#"<ul class="games">"#);
        for (i, k) in going {
            row_html(s, page, i, k, cx);
        }
        s.push_str("</ul>");
    }
    if !finished.is_empty() {
        // Open while a question about one of them is asked.
        let open = page.finished_open()
            || page
                .asking_forget()
                .is_some_and(|id| finished.iter().any(|(_, k)| k.game.game_id() == id));
        let _ = write!(
            s,
            r#"<details class="finished"{}><summary data-action="{}">{}</summary><ul class="games">"#,
            if open { " open" } else { "" },
            Control::Finished.as_str(),
            esc(&f.tf(
                "friend-finished",
                &[("n", Arg::Num(i64::try_from(finished.len()).unwrap_or(0)))]
            ))
        );
        for (i, k) in finished {
            row_html(s, page, i, k, cx);
        }
        s.push_str("</ul></details>");
    }
    s.push_str("</section>");
}

/// One kept match in the list: its button, Delete, and the question if it is asked about.
fn row_html(s: &mut String, page: &Page, i: usize, k: &crate::shelf::Kept, cx: Context) {
    let f = cx.f;
    let id = k.game.game_id();
    let name = their_name(&k.game, f);
    let _ = write!(
        s,
        r#"<li><button type="button" class="row" data-action="{}" data-i="{i}"><span class="who">{}</span> <span class="what">{}</span> <span class="when">{}</span></button><button type="button" class="forget" data-action="{}" data-i="{i}"{} aria-label="{}">{}</button>"#,
        Control::Show.as_str(),
        row_words_html(&k.game, cx),
        esc(&row_detail(page, k, cx)),
        esc(&f.tf("friend-last-move", &[("date", Arg::Str(&(cx.date)(k.updated)))])),
        Control::Forget.as_str(),
        if page.forget_asked() == Some(id) {
            " data-asked"
        } else {
            ""
        },
        esc(&f.tf("friend-forget-label", &[("name", Arg::Str(&isolated(&name)))])),
        esc(&f.t("friend-forget")),
    );
    if page.asking_forget() == Some(id) {
        let _ = write!(
            s,
            r#"<div class="confirm" role="alertdialog" aria-labelledby="forget-q" aria-describedby="forget-d"><p id="forget-q"><strong>{}</strong></p><p id="forget-d">{}</p><p class="answers">{}{}</p></div>"#,
            named(f, "friend-forget-ask", &name, &[]),
            esc(&f.t("friend-forget-means")),
            button(Control::ForgetYes, &f.t("friend-forget-yes")),
            button(Control::ForgetNo, &f.t("friend-forget-no")),
        );
    }
    s.push_str("</li>");
}

/// What tells a match apart from another with the same friend: the rules, the match length,
/// the score (ours first) and the day it started here (if noted).
#[must_use]
pub fn row_detail(page: &Page, k: &crate::shelf::Kept, cx: Context) -> String {
    let (m, f) = (cx.m, cx.f);
    let game = &k.game;
    let score = game.match_state().score();
    let me = game.side();
    let args = |date: &str| {
        f.tf(
            if date.is_empty() {
                "friend-row-detail-undated"
            } else {
                "friend-row-detail"
            },
            &[
                (
                    "rules",
                    Arg::Str(&m.t(&format!("rules-{}", game.match_state().game().rules().as_str()))),
                ),
                ("n", Arg::Num(i64::from(game.match_state().length()))),
                ("you", Arg::Num(i64::from(*score.get(me)))),
                ("them", Arg::Num(i64::from(*score.get(me.other())))),
                ("date", Arg::Str(date)),
            ],
        )
    };
    let started = page.shelf().started(&game.game_id().to_string());
    args(&started.map(|t| (cx.date)(t)).unwrap_or_default())
}

/// A game's row in the list as HTML: the friend (isolated) and whose turn it is.
fn row_words_html(game: &Correspondence, cx: Context) -> String {
    named(cx.f, row_key(game), &their_name(game, cx.f), &[])
}

fn row_key(game: &Correspondence) -> &'static str {
    match turn_of(game) {
        Turn::Ours => "friend-row-you",
        Turn::Theirs => "friend-row-them",
        Turn::Over => "friend-row-over",
    }
}

/// A game's row in the list: the friend and whose turn it is.
#[must_use]
pub fn row_words(game: &Correspondence, cx: Context) -> String {
    cx.f.tf(row_key(game), &[("name", Arg::Str(&their_name(game, cx.f)))])
}
