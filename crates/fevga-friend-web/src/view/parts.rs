//! What every part of the page's markup shares: the [`Context`] (the words, the page's address,
//! the language's dates), a button by its [`Control`], a `<select>`'s options, the notice, the
//! score in words.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_core::Color;
use fevga_core::correspondence::Correspondence;
use fevga_i18n::{Arg, Messages, color_name};

use crate::control::Control;
use crate::page::{GameEnd, Page};

/// What the view needs besides the state: the words, the page's own address (for the links
/// it offers) and the language's way of writing a date.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    /// The game page's words (sides, rules, match length).
    pub m: &'a Messages,
    /// The friend page's words.
    pub f: &'a Messages,
    /// The address the links start with (the friend page's, without `#`).
    pub base: &'a str,
    /// Writes a time (milliseconds since 1970) as the language does.
    pub date: &'a dyn Fn(f64) -> String,
    /// The relay's connection and who is in the rooms (live play).
    pub live: &'a crate::relay::Live,
    /// What the browser allows for notifications (the button to ask is offered while it may).
    pub permission: crate::notify::Permission,
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("base", &self.base)
            .finish_non_exhaustive()
    }
}

/// A button of the page: its control's word and its words.
pub(super) fn button(control: Control, words: &str) -> String {
    format!(
        r#"<button type="button" data-action="{}">{}</button>"#,
        control.as_str(),
        esc(words)
    )
}

/// A `<select>`'s options (value, words), `selected` chosen.
pub(super) fn options(items: &[(String, String)], selected: &str) -> String {
    let mut s = String::new();
    for (value, words) in items {
        let sel = if value == selected { " selected" } else { "" };
        let _ = write!(s, r#"<option value="{}"{sel}>{}</option>"#, esc(value), esc(words));
    }
    s
}

/// The text of the notice, if any (also for the live region).
#[must_use]
pub fn notice_text(page: &Page, cx: Context) -> Option<String> {
    let n = page.notice()?;
    if let (Some(end), Some(game)) = (page.ended(), page.current())
        && n.key == "friend-game-end"
    {
        return Some(game_end_words(end, game, cx));
    }
    let (score, length) = page.current().map_or((String::new(), 0), |g| score_words(g, cx));
    // Joined with the site's relay open: the answer has gone to the friend already.
    let key = if n.key == "friend-joined" && cx.live.link() == crate::relay::Link::Open {
        "friend-joined-live"
    } else {
        n.key
    };
    Some(cx.f.tf(key, &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))]))
}

/// A game of the match over while the match goes on, in words: who won it, how many points (and
/// why two: the loser bore off none), and the match's score now.
pub(super) fn game_end_words(end: GameEnd, game: &Correspondence, cx: Context) -> String {
    let f = cx.f;
    let key = if end.winner == game.side() {
        "friend-game-won-you"
    } else {
        "friend-game-won-them"
    };
    let mut s = f.tf(key, &[("points", Arg::Num(i64::from(end.points)))]);
    if end.points >= 2 {
        s.push(' ');
        s.push_str(&cx.m.t("why-double"));
    }
    let (score, length) = score_words(game, cx);
    s.push(' ');
    s.push_str(&f.tf(
        "friend-match-stands",
        &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))],
    ));
    s
}

/// The notice as a paragraph (marked an error if it is one), or nothing.
pub(super) fn notice_html(page: &Page, cx: Context) -> String {
    match (page.notice(), notice_text(page, cx)) {
        (Some(n), Some(text)) => format!(
            r#"<p class="notice{}">{}</p>"#,
            if n.error { " error" } else { "" },
            esc(&text)
        ),
        _ => String::new(),
    }
}

/// The message `key` with a person's `name` in it (its `$name`), as HTML: the words escaped, the
/// name isolated in `<bdi>` so that a name written right to left (or with neutral characters at
/// its ends) does not reorder the words around it.
pub(super) fn named(f: &Messages, key: &str, name: &str, args: &[(&str, Arg)]) -> String {
    // A private-use character marks where the name goes; the name itself never passes through
    // the split, so a name holding that character is shown as it is.
    const MARK: &str = "\u{e000}";
    let mut all = args.to_vec();
    all.push(("name", Arg::Str(MARK)));
    let isolated = format!("<bdi>{}</bdi>", esc(name));
    let words = esc(&f.tf(key, &all));
    let mut s = String::with_capacity(words.len() + isolated.len());
    for (i, part) in words.split(MARK).enumerate() {
        if i > 0 {
            s.push_str(&isolated);
        }
        s.push_str(part);
    }
    s
}

/// A name isolated for plain text (an attribute, the live region): between the Unicode marks
/// first-strong isolate and pop directional isolate, as `<bdi>` does in HTML.
pub(super) fn isolated(name: &str) -> String {
    format!("\u{2068}{name}\u{2069}")
}

/// The friend's name, or "your friend".
pub(super) fn their_name(game: &Correspondence, f: &Messages) -> String {
    match game.their_name() {
        "" => f.t("friend-someone"),
        name => name.to_string(),
    }
}

/// The score as "White 1–0 Black" and the match length.
pub(super) fn score_words(game: &Correspondence, cx: Context) -> (String, u32) {
    match_score_words(game.match_state(), cx)
}

/// A match's score in words ("White 1–0 Black") and its length.
pub(super) fn match_score_words(mtch: &fevga_core::Match, cx: Context) -> (String, u32) {
    let score = mtch.score();
    let text = format!(
        "{} {}–{} {}",
        color_name(cx.m, Color::White),
        score.get(Color::White),
        score.get(Color::Black),
        color_name(cx.m, Color::Black)
    );
    (text, mtch.length())
}
