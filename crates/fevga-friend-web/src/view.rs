//! The friend page drawn from its state as HTML (read only, no DOM: tested natively): the list
//! of games with the new-game form and the link box, or one game with its board, the roll to
//! play, and the link to send.

use std::fmt::Write as _;

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Marks, Orientation, Spot, esc};
use fevga_core::correspondence::{Correspondence, Status};
use fevga_core::link::{RecordLink, Source};
use fevga_core::record::RecordInfo;
use fevga_core::{Color, Game, Play, Rules, StepTo};
use fevga_i18n::{Arg, Lang, MessageLabels, Messages, color_name};

use crate::page::{Page, Said, Turn, turn_of};

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
        let view = board_view(page, &shown, game.side());
        let _ = write!(
            s,
            r#"<div class="board{}">{}</div>"#,
            if view.interactive { " live" } else { "" },
            fevga_board::standalone_svg(&view, &MessageLabels(cx.m))
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
                    button("play", &f.t("friend-pass"))
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

/// The board: `game`'s position seen from `me`. Stepped back: the position after that turn with
/// its play marked. At the latest turn: the last play marked until a step is made; on our turn
/// the turn being entered (movable checkers, the selected one, its targets, the dice left) and
/// the hint's best play as arrows.
#[must_use]
pub fn board_view(page: &Page, game: &Game, me: Color) -> BoardView {
    let mut marks = Marks::default();
    let (board, last) = match page.replayed() {
        Some((position, last)) => (position.board(), last),
        None => (
            page.entry()
                .map_or_else(|| game.position(), |e| e.turn().position())
                .board(),
            game.history().last().copied(),
        ),
    };
    let entry = page.entry();
    let begun = entry.is_some_and(|e| !e.turn().steps().is_empty());
    if let Some(t) = last.as_ref().filter(|_| !begun)
        && let Some(p) = t.play
    {
        for m in p.moves() {
            marks.last_from.push(t.color.to_white(m.from()));
            if let StepTo::Point(q) = m.to() {
                marks.last_to.push(t.color.to_white(q));
            }
        }
        // Stepped back: the turn shown drawn as arrows, as the review does.
        if page.back() > 0 {
            arrows(&mut marks, &p, t.color, ArrowKind::Played);
        }
    }
    if let Some(e) = entry {
        e.mark(&mut marks);
    }
    if let Some(p) = page.hint_play().filter(|_| !begun) {
        arrows(&mut marks, &p, game.position().turn(), ArrowKind::Best);
    }
    let dice = match (page.back(), game.phase()) {
        (0, fevga_core::Phase::Play(d)) => {
            let left: Vec<u8> = entry.map_or_else(|| d.faces().collect(), fevga_board::Entry::dice_left);
            Some(DiceView::new(d, game.position().turn(), &left))
        }
        _ => last.as_ref().map(|t| DiceView {
            last: true,
            ..DiceView::new(t.dice, t.color, &[])
        }),
    };
    BoardView {
        board,
        marks,
        dice,
        orientation: Orientation::with_bottom(me),
        numbers: true,
        numbering: me,
        focus: entry.map(|_| page.focus()),
        interactive: entry.is_some(),
    }
}

/// A play's checker moves as arrows.
fn arrows(marks: &mut Marks, play: &Play, mover: Color, kind: ArrowKind) {
    for m in play.moves() {
        let to = match m.to() {
            StepTo::Point(q) => Spot::Point(mover.to_white(q)),
            StepTo::Off => Spot::Tray(mover),
        };
        marks.arrows.push(Arrow {
            from: mover.to_white(m.from()),
            to,
            kind,
        });
    }
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
fn replay_html(s: &mut String, page: &Page, cx: Context) {
    let turns = page.turns();
    if turns == 0 {
        return;
    }
    let shown = turns - page.back();
    let button = |action: &str, words: String, off: bool| {
        format!(
            r#"<button type="button" data-action="{action}"{}>{}</button>"#,
            if off { r#" aria-disabled="true""# } else { "" },
            esc(&words)
        )
    };
    let _ = write!(
        s,
        r#"<div class="replay">{}<p>{}</p>{}</div>"#,
        button("back", cx.f.t("friend-back-turn"), shown == 0),
        esc(&turn_of_text(page, cx.f)),
        button("forward", cx.f.t("friend-forward-turn"), page.back() == 0),
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
    let _ = write!(
        s,
        r#"<p class="roll">{}</p>"#,
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
            button("undo", &m.t("undo"))
        } else {
            String::new()
        },
        if page.chosen().is_some() {
            button("play", &m.t("done"))
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
        r#"<label class="plays">{}<select id="f-play" data-action="choose">{}</select></label>"#,
        esc(&f.t("friend-list")),
        options(&items, &page.choice().map(|i| i.to_string()).unwrap_or_default()),
    );
    let hint = match page.hint() {
        crate::page::Hint::Asked { .. } => format!("<p>{}</p>", esc(&m.t("hint-wait"))),
        crate::page::Hint::Ready { .. } => match page.hint_play() {
            Some(p) => format!(
                "<p>{}</p>",
                esc(&f.tf(
                    "friend-hint-best",
                    &[("move", Arg::Str(&p.notation_in(side, game.side())))]
                ))
            ),
            None => String::new(),
        },
        crate::page::Hint::None => button("hint", &f.t("friend-hint")),
    };
    let _ = write!(s, r#"<div class="hints">{hint}</div>"#);
}

/// The sentence for the step the board just refused, if any (also for the live region).
#[must_use]
pub fn why_sentence(page: &Page, cx: Context) -> Option<String> {
    let game = page.current()?;
    let mover = page.shown_game()?.position().turn();
    Some(fevga_i18n::why_line(cx.m, page.why()?, mover, game.side()))
}

/// The Games page's address that reviews `game`'s current game, in the language `lang` (the
/// friend page's, so the Games page opens in it even where no language is saved):
/// `../games/?lang=<tag>#` and the core's [`RecordLink`] of the game's record (both players' names in its headers), from a
/// friend, kept for our side. The record is in the fragment, which no server sees.
#[must_use]
pub fn review_address(game: &Correspondence, lang: Lang) -> String {
    let m = game.match_state();
    let info = RecordInfo {
        names: game.names(),
        ..RecordInfo::of_match(m)
    };
    let link = RecordLink {
        record: fevga_core::record::export(m.game(), info),
        source: Source::Friend,
        you: Some(game.side()),
    };
    format!("../games/?lang={}#{}", lang.as_str(), link.to_fragment())
}
