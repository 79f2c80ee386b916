//! The friend page drawn from its state as HTML (read only, no DOM: tested natively): the list
//! of games with the new-game form and the link box, or one game with its board, the roll to
//! play, and the link to send.

use std::fmt::Write as _;

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation, Spot, esc};
use fevga_core::{Color, Correspondence, Game, Play, Rules, Status, StepTo};
use fevga_i18n::{Arg, MessageLabels, Messages, color_name};

use crate::page::{Page, Turn, turn_of};

/// The match lengths offered.
pub const LENGTHS: [u32; 4] = [1, 3, 5, 7];

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
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("base", &self.base)
            .finish_non_exhaustive()
    }
}

/// The game page's address of `game`'s position with its roll: a hint there is the player's own
/// business, as in correspondence chess (the game page asks before it replaces its own game).
#[must_use]
pub fn hint_address(game: &Game) -> String {
    let link = fevga_core::link::Link {
        position: game.position(),
        dice: match game.phase() {
            fevga_core::Phase::Play(d) => Some(d),
            _ => None,
        },
        rules: game.rules(),
    };
    format!("../#{}", link.to_fragment())
}

/// The link to send for `game`'s latest link.
#[must_use]
pub fn address(base: &str, game: &Correspondence) -> String {
    format!("{base}#{}", game.link())
}

/// The page's main region.
#[must_use]
pub fn render(page: &Page, cx: Context) -> String {
    if let Some(link) = page.invitation() {
        return invitation_html(page, &link, cx);
    }
    match page.current() {
        Some(game) => game_html(page, game, cx),
        None => list_html(page, cx),
    }
}

/// The text of the notice, if any (also for the live region).
#[must_use]
pub fn notice_text(page: &Page, cx: Context) -> Option<String> {
    let n = page.notice()?;
    let (score, length) = page.current().map_or((String::new(), 0), |g| score_words(g, cx));
    Some(cx.f.tf(
        n.key,
        &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))],
    ))
}

fn notice_html(page: &Page, cx: Context) -> String {
    match (page.notice(), notice_text(page, cx)) {
        (Some(n), Some(text)) => format!(
            r#"<p class="notice{}">{}</p>"#,
            if n.error { " error" } else { "" },
            esc(&text)
        ),
        _ => String::new(),
    }
}

fn button(action: &str, words: &str) -> String {
    format!(
        r#"<button type="button" data-action="{action}">{}</button>"#,
        esc(words)
    )
}

fn options(items: &[(String, String)], selected: &str) -> String {
    let mut s = String::new();
    for (value, words) in items {
        let sel = if value == selected { " selected" } else { "" };
        let _ = write!(s, r#"<option value="{}"{sel}>{}</option>"#, esc(value), esc(words));
    }
    s
}

/// An invitation opened: who invites, to what, the name to give, Join.
fn invitation_html(page: &Page, link: &fevga_core::link::GameLink, cx: Context) -> String {
    let (m, f) = (cx.m, cx.f);
    let title = match link.name.as_str() {
        "" => f.t("friend-invited-anon"),
        name => f.tf("friend-invited", &[("name", Arg::Str(name))]),
    };
    format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{} · {} · {}</p><div class="form"><label>{}<input id="f-name" maxlength="24" autocomplete="nickname" value="{}"></label></div>{}"#,
        button("list", &f.t("friend-back")),
        esc(&title),
        esc(&m.t(&format!("rules-{}", link.rules.as_str()))),
        esc(&m.tf("match-to", &[("n", Arg::Num(i64::from(link.match_length)))])),
        esc(&f.tf(
            "friend-you-play",
            &[("side", Arg::Str(&color_name(m, link.inviter.other())))]
        )),
        esc(&f.t("friend-your-name")),
        esc(&page.name),
        button("join", &f.t("friend-join"))
    )
}

/// The list: a new game, the games kept, a link to open.
fn list_html(page: &Page, cx: Context) -> String {
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
    // The games kept come first: coming back, one looks for them.
    if !page.shelf.games().is_empty() {
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
    let _ = write!(
        s,
        r#"<label>{}<input id="f-name" maxlength="24" autocomplete="nickname" value="{}"></label></div>{}</section>"#,
        esc(&f.t("friend-your-name")),
        esc(&page.name),
        button("start", &f.t("friend-start"))
    );
    if page.shelf.games().is_empty() {
        games_html(&mut s, page, cx);
    }
    let _ = write!(
        s,
        r#"<section class="open"><h2>{}</h2><label>{}<input id="f-paste" autocomplete="off" spellcheck="false"></label>{}</section>"#,
        esc(&f.t("friend-open")),
        esc(&f.t("friend-paste")),
        button("open", &f.t("friend-open-button"))
    );
    s
}

/// The games kept, each a button with the friend, whose turn it is and the last change's date.
fn games_html(s: &mut String, page: &Page, cx: Context) {
    let f = cx.f;
    let _ = write!(s, r#"<section class="games"><h2>{}</h2>"#, esc(&f.t("friend-games")));
    if page.shelf.games().is_empty() {
        let _ = write!(s, "<p>{}</p>", esc(&f.t("friend-no-games")));
    } else {
        s.push_str(r#"<ul class="games">"#);
        for (i, k) in page.shelf.games().iter().enumerate() {
            let _ = write!(
                s,
                r#"<li><button type="button" data-action="show" data-i="{i}">{} <span class="when">{}</span></button></li>"#,
                esc(&row_words(&k.game, cx)),
                esc(&f.tf("friend-last-move", &[("date", Arg::Str(&(cx.date)(k.updated)))]))
            );
        }
        s.push_str("</ul>");
    }
    s.push_str("</section>");
}

/// The friend's name, or "your friend".
fn their_name(game: &Correspondence, f: &Messages) -> String {
    match game.their_name() {
        "" => f.t("friend-someone"),
        name => name.to_string(),
    }
}

/// A game's row in the list: the friend and whose turn it is.
#[must_use]
pub fn row_words(game: &Correspondence, cx: Context) -> String {
    let key = match turn_of(game) {
        Turn::Ours => "friend-row-you",
        Turn::Theirs => "friend-row-them",
        Turn::Over => "friend-row-over",
    };
    cx.f.tf(key, &[("name", Arg::Str(&their_name(game, cx.f)))])
}

/// The score as "White 1–0 Black" and the match length.
fn score_words(game: &Correspondence, cx: Context) -> (String, u32) {
    let mtch = game.match_state();
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

/// One game: its board, what we can do, the link to send.
fn game_html(page: &Page, game: &Correspondence, cx: Context) -> String {
    let f = cx.f;
    let (score, length) = score_words(game, cx);
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{} · {} · {}</p>"#,
        button("list", &f.t("friend-back")),
        esc(&match game.their_name() {
            "" => f.t("friend-with-anon"),
            name => f.tf("friend-with", &[("name", Arg::Str(name))]),
        }),
        esc(&cx.m.t(&format!("rules-{}", game.match_state().game().rules().as_str()))),
        esc(&f.tf(
            "friend-score",
            &[("score", Arg::Str(&score)), ("n", Arg::Num(i64::from(length)))]
        )),
        esc(&f.tf("friend-you-play", &[("side", Arg::Str(&color_name(cx.m, game.side())))]))
    );
    // The end is said below the board; the notice would say it twice (the live region has it).
    if !matches!(game.status(), Status::Over { .. }) {
        s.push_str(&notice_html(page, cx));
    }
    if let Some(shown) = page.shown_game() {
        let _ = write!(
            s,
            r#"<div class="board">{}</div>"#,
            fevga_board::standalone_svg(
                &board_view(&shown, game.side(), page.chosen().as_ref()),
                &MessageLabels(cx.m)
            )
        );
        // The board as text, for a screen reader (the picture's labels are the points').
        let _ = write!(
            s,
            r#"<details class="text"><summary>{}</summary><ul>"#,
            esc(&cx.m.t("board-text"))
        );
        for line in fevga_i18n::text_lines(&shown.position(), game.side(), cx.m) {
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
                    button("play", &f.t("friend-pass"))
                );
            } else {
                let side = page.shown_game().map_or(game.side(), |g| g.position().turn());
                let items: Vec<(String, String)> = plays
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (i.to_string(), p.notation_in(side, game.side())))
                    .collect();
                let _ = write!(
                    s,
                    r#"<label class="plays">{}<select id="f-play" data-action="choose">{}</select></label>{}"#,
                    esc(&f.tf("friend-your-roll", &[("dice", Arg::Str(&dice))])),
                    options(&items, &page.choice().to_string()),
                    button("play", &f.t("friend-play"))
                );
                if let Some(g) = page.shown_game() {
                    let _ = write!(
                        s,
                        r#"<p class="hints">{} <a href="{}" target="_blank" rel="noopener">{}</a></p>"#,
                        esc(&f.t("friend-hints")),
                        esc(&hint_address(&g)),
                        esc(&f.t("friend-hint"))
                    );
                }
            }
        }
        Status::Reveal(_) => {
            let _ = write!(
                s,
                "<p>{}</p>{}",
                esc(&f.t("friend-reveal-text")),
                button("reveal", &f.t("friend-reveal"))
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
                button("rematch", &f.t("friend-rematch"))
            );
        }
        Status::Invited | Status::Waiting => {}
    }
    s.push_str("</div>");
    if game.sent_last() {
        s.push_str(&share_html(page, game, cx));
    }
    if !matches!(game.status(), Status::Over { .. } | Status::Invited) {
        let _ = write!(
            s,
            r#"<p class="resign">{}</p>"#,
            button("resign", &f.t("friend-resign"))
        );
    }
    s
}

/// The link to send: the address, Copy, Share, and its QR code.
fn share_html(page: &Page, game: &Correspondence, cx: Context) -> String {
    let f = cx.f;
    let url = address(cx.base, game);
    let mut s = format!(
        r#"<section class="share"><label>{}<input id="f-link" readonly value="{}"></label><p class="share-buttons">{}{}</p>"#,
        esc(&f.t("friend-send")),
        esc(&url),
        button("copy", &f.t("friend-copy")),
        button("share", &f.t("friend-share"))
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
    s
}

/// The board: `game`'s position seen from `me`, the friend's last play marked (where its
/// checkers started and ended), the chosen play drawn as arrows.
#[must_use]
pub fn board_view(game: &Game, me: Color, chosen: Option<&Play>) -> BoardView {
    let mut marks = Marks::default();
    if let Some(t) = game.history().last()
        && let Some(p) = t.play
    {
        for m in p.moves() {
            marks.last_from.push(t.color.to_white(m.from()));
            if let StepTo::Point(q) = m.to() {
                marks.last_to.push(t.color.to_white(q));
            }
        }
    }
    if let Some(p) = chosen {
        let mover = game.position().turn();
        for m in p.moves() {
            let to = match m.to() {
                StepTo::Point(q) => Spot::Point(mover.to_white(q)),
                StepTo::Off => Spot::Tray(mover),
            };
            marks.arrows.push(Arrow {
                from: mover.to_white(m.from()),
                to,
                kind: ArrowKind::Played,
            });
        }
    }
    let dice = match game.phase() {
        fevga_core::Phase::Play(d) => {
            let faces: Vec<u8> = d.faces().collect();
            Some(DiceView::new(d, game.position().turn(), &faces))
        }
        _ => game.history().last().map(|t| DiceView {
            last: true,
            ..DiceView::new(t.dice, t.color, &[])
        }),
    };
    BoardView {
        board: game.position().board(),
        marks,
        dice,
        orientation: Orientation::with_bottom(me),
        numbers: true,
        numbering: me,
        focus: None,
        interactive: false,
    }
}
