//! The Games page drawn from its state as HTML (read only, no DOM: tested natively): the list
//! of games with the deck and the import box, a game's replay with its record to export, or a
//! card of the deck to practise.

use std::fmt::Write as _;

use fevga_board::{Arrow, ArrowKind, BoardView, DiceView, Entry, Marks, Orientation, Spot, esc};
use fevga_core::record;
use fevga_core::{ByColor, Color, Game, Play, Position, StepTo};
use fevga_i18n::{Arg, MessageLabels, Messages, color_name};

use crate::page::{Page, Question, Said, Screen, replay, result_of};
use crate::store::{Kept, MAX_BYTES, MAX_GAMES, Opponent};

/// What the view needs besides the state: the words and the language's way of writing a date.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    /// The game page's words (sides, rules, levels, the review's and the reasons' words).
    pub m: &'a Messages,
    /// The Games page's words.
    pub g: &'a Messages,
    /// Writes a time (milliseconds since 1970) as the language does.
    pub date: &'a dyn Fn(f64) -> String,
    /// A review under way: turns rated and in all.
    pub reviewing: Option<(usize, usize)>,
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("reviewing", &self.reviewing)
            .finish_non_exhaustive()
    }
}

/// A button that cannot act now is `aria-disabled` (never removed or `disabled`, so the focus
/// stays on it).
fn button_if(action: &str, words: &str, can: bool) -> String {
    let b = button(action, words);
    if can {
        b
    } else {
        b.replacen("<button ", r#"<button aria-disabled="true" "#, 1)
    }
}

fn button(action: &str, words: &str) -> String {
    format!(
        r#"<button type="button" data-action="{action}">{}</button>"#,
        esc(words)
    )
}

/// The page's main region.
#[must_use]
pub fn render(page: &Page, cx: Context) -> String {
    match page.screen() {
        Screen::List => list_html(page, cx),
        Screen::Replay { id, step } => match page.games.get(*id) {
            Some(kept) => replay_html(page, kept, *step, cx),
            None => list_html(page, cx),
        },
        Screen::Practice { choice, answered, .. } => match page.question() {
            Some(q) => practice_html(page, &q, *choice, *answered, cx),
            None => list_html(page, cx),
        },
    }
}

/// The text of the notice, if any (also for the live region).
#[must_use]
pub fn notice_text(page: &Page, cx: Context) -> Option<String> {
    let n = page.notice()?;
    let count = i64::try_from(n.n).unwrap_or(0);
    let mut text = cx.g.tf(n.key, &[("n", Arg::Num(count))]);
    if n.error && n.key.starts_with("games-err-") && n.n > 0 {
        text =
            cx.g.tf("games-err-line", &[("n", Arg::Num(count)), ("why", Arg::Str(&text))]);
        if !n.text.is_empty() {
            let _ = write!(text, " «{}»", n.text);
        }
    }
    Some(text)
}

fn notice_html(page: &Page, cx: Context) -> String {
    match (page.notice(), notice_text(page, cx)) {
        (Some(n), Some(text)) => format!(
            r#"<p class="notice{}"{}>{}</p>"#,
            if n.error { " error" } else { "" },
            if n.error { r#" role="alert""# } else { "" },
            esc(&text)
        ),
        _ => String::new(),
    }
}

/// Who the person played, in words.
#[must_use]
pub fn opponent_words(o: Opponent, cx: Context) -> String {
    match o {
        Opponent::Computer(level) => cx.g.tf(
            "games-vs-computer",
            &[("level", Arg::Str(&cx.m.t(&format!("level-{level}"))))],
        ),
        Opponent::Human => cx.g.t("games-vs-human"),
        Opponent::Friend => cx.g.t("games-vs-friend"),
        Opponent::Imported => cx.g.t("games-vs-imported"),
    }
}

/// The result in words: who won and how much, or that the game is not over.
#[must_use]
pub fn result_words(game: &Game, cx: Context) -> String {
    match result_of(game) {
        Some(r) => cx.g.tf(
            "games-won",
            &[
                ("side", Arg::Str(&color_name(cx.m, r.winner))),
                ("n", Arg::Num(i64::from(r.points))),
            ],
        ),
        None => cx.g.t("games-unfinished"),
    }
}

/// The error rates in words, or "not reviewed yet" for a finished game.
fn rates_words(kept: &Kept, cx: Context) -> Option<String> {
    match kept.rates {
        Some(ByColor { white, black }) => Some(cx.g.tf(
            "games-rates",
            &[
                ("white", Arg::Num(i64::from(white))),
                ("black", Arg::Num(i64::from(black))),
            ],
        )),
        None if kept.finished() => Some(cx.g.t("games-not-reviewed")),
        None => None,
    }
}

/// The players' names as the record's headers give them, by side (`White: Ann, Black: Bo`), or
/// `None` when it names neither.
#[must_use]
pub fn names_words(names: &ByColor<String>, cx: Context) -> Option<String> {
    let named: Vec<String> = Color::BOTH
        .into_iter()
        .filter(|&c| !names.get(c).is_empty())
        .map(|c| format!("{}: {}", color_name(cx.m, c), names.get(c)))
        .collect();
    (!named.is_empty()).then(|| named.join(", "))
}

/// A game's line in the list: date, opponent, the players' names when the record gives them;
/// rules, result, error rates.
#[must_use]
pub fn row_words(kept: &Kept, cx: Context) -> (String, String) {
    let mut head = format!("{} · {}", (cx.date)(kept.id as f64), opponent_words(kept.opponent, cx));
    let mut parts = Vec::new();
    match record::import(&kept.record) {
        Ok((game, info)) => {
            if let Some(names) = names_words(&info.names, cx) {
                head = format!("{head} · {names}");
            }
            parts.push(cx.m.t(&format!("rules-{}", game.rules().as_str())));
            parts.push(result_words(&game, cx));
        }
        Err(_) => parts.push(cx.g.t("games-damaged")),
    }
    parts.extend(rates_words(kept, cx));
    (head, parts.join(" · "))
}

fn list_html(page: &Page, cx: Context) -> String {
    let g = cx.g;
    let mut s = format!("<h1>{}</h1>", esc(&g.t("games-title")));
    s.push_str(&notice_html(page, cx));
    // The deck.
    let due = page.deck.due(page.today);
    let total = page.deck.cards().len();
    let num = |n: usize| Arg::Num(i64::try_from(n).unwrap_or(0));
    let _ = write!(
        s,
        r#"<section class="deck"><h2>{}</h2><p>{}</p>"#,
        esc(&g.t("games-deck-title")),
        esc(&g.tf(
            "games-deck-counts",
            &[
                ("due", num(due)),
                ("total", num(total)),
                ("learned", num(page.deck.learned()))
            ]
        ))
    );
    if due > 0 {
        s.push_str(&button("practise", &g.tf("games-practise", &[("n", num(due))])));
    }
    if total > 0 {
        if page.confirming_clear() {
            let _ = write!(
                s,
                r#"<p class="confirm">{} {}</p>"#,
                esc(&g.tf("games-clear-ask", &[("n", num(total))])),
                button("clear", &g.t("games-clear-yes"))
            );
        } else {
            let _ = write!(
                s,
                r#" <span class="quiet">{}</span>"#,
                button("ask-clear", &g.t("games-clear"))
            );
        }
    } else {
        let _ = write!(s, r#"<p class="hint">{}</p>"#, esc(&g.t("games-deck-empty")));
    }
    s.push_str("</section>");
    if let Some((done, all)) = cx.reviewing {
        let _ = write!(
            s,
            r#"<p class="reviewing">{}</p>"#,
            esc(&g.tf("games-reviewing", &[("done", num(done)), ("total", num(all))]))
        );
    }
    // The games, newest first.
    let _ = write!(s, r#"<section><h2>{}</h2>"#, esc(&g.t("games-list-title")));
    if page.games.games().is_empty() {
        let _ = write!(s, "<p>{}</p>", esc(&g.t("games-none")));
    } else {
        s.push_str(r#"<ul class="games">"#);
        for kept in page.games.games().iter().rev() {
            let (head, rest) = row_words(kept, cx);
            let _ = write!(
                s,
                r#"<li><button type="button" data-action="open" data-id="{}">{} <span class="when">{}</span></button></li>"#,
                kept.id,
                esc(&head),
                esc(&rest)
            );
        }
        s.push_str("</ul>");
    }
    let _ = write!(
        s,
        r#"<p class="hint">{}</p></section>"#,
        esc(&g.tf("games-bound", &[("n", num(MAX_GAMES)), ("kb", num(MAX_BYTES / 1000))]))
    );
    // Import.
    let _ = write!(
        s,
        r#"<section class="import"><h2>{}</h2><label>{}<textarea id="g-paste" rows="4" spellcheck="false" autocomplete="off">{}</textarea></label><p class="buttons">{}<label class="file">{}<input type="file" id="g-file" accept=".txt,text/plain"></label></p></section>"#,
        esc(&g.t("games-import-title")),
        esc(&g.t("games-paste")),
        esc(page.draft()),
        button("import", &g.t("games-import")),
        esc(&g.t("games-file"))
    );
    s
}

/// The board at a replay's step, from the person's side: the turn's play marked.
#[must_use]
pub fn replay_view(game: &Game, step: usize, bottom: Color) -> BoardView {
    let history = game.history();
    let position = history.get(step).map_or_else(|| game.position(), |t| t.before);
    let mut marks = Marks::default();
    let mut dice = None;
    if let Some(t) = step.checked_sub(1).and_then(|i| history.get(i)) {
        if let Some(p) = t.play {
            for m in p.moves() {
                marks.last_from.push(t.color.to_white(m.from()));
                if let StepTo::Point(q) = m.to() {
                    marks.last_to.push(t.color.to_white(q));
                }
            }
        }
        dice = Some(DiceView {
            last: true,
            ..DiceView::new(t.dice, t.color, &[])
        });
    }
    BoardView {
        board: position.board(),
        marks,
        dice,
        orientation: Orientation::with_bottom(bottom),
        numbers: true,
        numbering: bottom,
        focus: None,
        interactive: false,
    }
}

/// The line that says a replay's step: the start, or the turn just played.
#[must_use]
pub fn step_words(game: &Game, step: usize, numbering: Color, cx: Context) -> String {
    let m = cx.m;
    let n = game.history().len();
    let Some(t) = step.checked_sub(1).and_then(|i| game.history().get(i)) else {
        return cx
            .g
            .tf("games-at-start", &[("total", Arg::Num(i64::try_from(n).unwrap_or(0)))]);
    };
    let side = color_name(m, t.color);
    let dice = t.dice.higher_first().to_string();
    let num = Arg::Num(i64::try_from(step).unwrap_or(0));
    let line = match t.play {
        Some(p) => m.tf(
            "review-turn",
            &[
                ("n", num),
                ("side", Arg::Str(&side)),
                ("dice", Arg::Str(&dice)),
                ("move", Arg::Str(&p.notation_in(t.color, numbering))),
            ],
        ),
        None => m.tf(
            "review-pass",
            &[("n", num), ("side", Arg::Str(&side)), ("dice", Arg::Str(&dice))],
        ),
    };
    let of = cx.g.tf(
        "games-step-of",
        &[("n", num), ("total", Arg::Num(i64::try_from(n).unwrap_or(0)))],
    );
    format!("{line} {of}")
}

fn side_of(kept: &Kept) -> Color {
    kept.you.unwrap_or(Color::White)
}

fn replay_html(page: &Page, kept: &Kept, step: usize, cx: Context) -> String {
    let g = cx.g;
    let (head, rest) = row_words(kept, cx);
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{}</p>"#,
        button("list", &g.t("games-back")),
        esc(&head),
        esc(&rest)
    );
    s.push_str(&notice_html(page, cx));
    let Ok(game) = replay(kept) else {
        return s;
    };
    let bottom = side_of(kept);
    let _ = write!(
        s,
        r#"<div class="board">{}</div><p class="turn" id="g-turn">{}</p>"#,
        fevga_board::standalone_svg(&replay_view(&game, step, bottom), &MessageLabels(cx.m)),
        esc(&step_words(&game, step, bottom, cx))
    );
    let n = game.history().len();
    let nav = |action: &str, key: &str, off: bool| {
        format!(
            r#"<button type="button" data-action="{action}"{} aria-keyshortcuts="{}">{}</button>"#,
            if off { " disabled" } else { "" },
            match action {
                "first" => "Home",
                "prev" => "ArrowLeft",
                "next" => "ArrowRight",
                _ => "End",
            },
            esc(&g.t(key))
        )
    };
    let _ = write!(
        s,
        r#"<div class="actions steps">{}{}{}{}</div><p class="hint">{}</p>"#,
        nav("first", "games-first", step == 0),
        nav("prev", "games-prev", step == 0),
        nav("next", "games-next", step >= n),
        nav("last", "games-last", step >= n),
        esc(&g.t("games-keys"))
    );
    let position = game.history().get(step).map_or_else(|| game.position(), |t| t.before);
    let _ = write!(
        s,
        r#"<details class="text"><summary>{}</summary><ul>"#,
        esc(&cx.m.t("board-text"))
    );
    for line in fevga_i18n::text_lines(&position, bottom, cx.m) {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></details>");
    let _ = write!(
        s,
        r#"<section class="export"><h2>{}</h2><textarea id="g-record" rows="6" readonly spellcheck="false">{}</textarea><p class="buttons">{}{}</p></section><p class="delete">{}</p>"#,
        esc(&g.t("games-record")),
        esc(&kept.record),
        button("copy", &g.t("games-copy")),
        button("download", &g.t("games-download")),
        button("delete", &g.t("games-delete"))
    );
    s
}

/// The board of a card: its position from the mover's side with the roll; while it waits for an
/// answer, the play being entered on it (`entry`: its checkers that can move, the one taken up
/// and where it may go, the dice left, the board's focus); once answered, the best play drawn
/// as arrows.
#[must_use]
pub fn practice_view(q: &Question, entry: Option<(&Entry, Spot)>, shown: Option<&Play>) -> BoardView {
    let mover = q.mover();
    let mut marks = Marks::default();
    if let Some((e, focus)) = entry {
        e.mark(&mut marks);
        return BoardView {
            board: e.turn().position().board(),
            marks,
            dice: Some(DiceView::new(q.dice, mover, &e.dice_left())),
            orientation: Orientation::with_bottom(mover),
            numbers: true,
            numbering: mover,
            focus: Some(focus),
            interactive: true,
        };
    }
    if let Some(p) = shown {
        for m in p.moves() {
            let to = match m.to() {
                StepTo::Point(t) => Spot::Point(mover.to_white(t)),
                StepTo::Off => Spot::Tray(mover),
            };
            marks.arrows.push(Arrow {
                from: mover.to_white(m.from()),
                to,
                kind: ArrowKind::Best,
            });
        }
    }
    let faces: Vec<u8> = q.dice.faces().collect();
    BoardView {
        board: q.position.board(),
        marks,
        dice: Some(DiceView::new(q.dice, mover, &faces)),
        orientation: Orientation::with_bottom(mover),
        numbers: true,
        numbering: mover,
        focus: None,
        interactive: false,
    }
}

fn equity(m: &Messages, mp: i32) -> String {
    m.decimal(f64::from(mp) / 1000.0, 3, true)
}

/// What the last input on a card's board did, in words (on screen under the board and in the
/// live region): the move made and the dice left (or that the play is complete), the move taken
/// back, or the rule that refused a step.
#[must_use]
pub fn practice_said(page: &Page, cx: Context) -> Option<String> {
    let e = page.entry()?;
    let m = cx.m;
    let mover = e.mover();
    let left = i64::try_from(e.steps_left()).unwrap_or(0);
    let after = || {
        if e.completed().is_some() {
            cx.g.t("games-complete")
        } else {
            m.tf("dice-left", &[("n", Arg::Num(left))])
        }
    };
    Some(match page.said()? {
        Said::Moved => format!("{} {}", e.last_move(mover)?, after()),
        Said::Undone => format!("{} {}", m.t("undone"), after()),
        Said::Refused(r) => fevga_i18n::why_line(m, r, mover, mover),
    })
}

fn practice_html(page: &Page, q: &Question, choice: Option<usize>, answered: Option<bool>, cx: Context) -> String {
    let (g, m) = (cx.g, cx.m);
    let mover = q.mover();
    let due = page.deck.due(page.today);
    let mut s = format!(
        r#"<p class="back">{}</p><h1>{}</h1><p class="score">{} · {}</p>"#,
        button("list", &g.t("games-back")),
        esc(&g.t("games-practice-title")),
        esc(&m.t(&format!("rules-{}", q.rules.as_str()))),
        esc(&g.tf("games-due-now", &[("n", Arg::Num(i64::try_from(due).unwrap_or(0)))]))
    );
    // Once answered, the verdict heads the answer below the board (the live region says it too).
    if answered.is_none() {
        s.push_str(&notice_html(page, cx));
    }
    let best = q.plays[q.best];
    let entry = page.entry().map(|e| (e, page.focus()));
    let _ = write!(
        s,
        r#"<div class="board{}">{}</div>"#,
        if entry.is_some() { " live" } else { "" },
        fevga_board::standalone_svg(&practice_view(q, entry, answered.map(|_| &best)), &MessageLabels(cx.m))
    );
    let dice = q.dice.higher_first().to_string();
    let _ = write!(
        s,
        r#"<p class="task">{}</p>"#,
        esc(&g.tf(
            "games-find",
            &[("side", Arg::Str(&color_name(m, mover))), ("dice", Arg::Str(&dice))]
        ))
    );
    // What the board just did (a refusal says its rule), where the eye is.
    if let Some(said) = practice_said(page, cx) {
        let refused = matches!(page.said(), Some(Said::Refused(_)));
        let _ = write!(
            s,
            r#"<p class="said{}">{}</p>"#,
            if refused { " why" } else { "" },
            esc(&said)
        );
    }
    match answered {
        None => {
            let _ = write!(s, r#"<p class="how">{}</p>"#, esc(&g.t("games-on-board")));
            let mut opts = String::new();
            if choice.is_none() {
                let _ = write!(
                    opts,
                    r#"<option value="" selected disabled>{}</option>"#,
                    esc(&g.t("games-no-play"))
                );
            }
            for (i, p) in q.plays.iter().enumerate() {
                let sel = if Some(i) == choice { " selected" } else { "" };
                let _ = write!(opts, r#"<option value="{i}"{sel}>{}</option>"#, esc(&p.notation()));
            }
            let begun = page.entry().is_some_and(|e| e.moves() > 0);
            let _ = write!(
                s,
                r#"<div class="actions"><label class="plays">{}<select id="g-play" data-action="choose">{opts}</select></label>{}{}</div>"#,
                esc(&g.t("games-your-play")),
                button_if("check", &g.t("games-check"), choice.is_some()),
                button_if("undo", &m.t("undo"), begun)
            );
        }
        Some(right) => {
            let _ = write!(
                s,
                r#"<div class="answer {}"><p class="verdict">{}</p><p>{}</p><p>{}</p>"#,
                if right { "right" } else { "wrong" },
                esc(&g.t(if right { "games-right" } else { "games-wrong" })),
                esc(&g.tf(
                    "games-best",
                    &[
                        ("play", Arg::Str(&best.notation())),
                        ("equity", Arg::Str(&equity(m, q.card.best_mp)))
                    ]
                )),
                esc(&g.tf(
                    "games-played",
                    &[
                        ("play", Arg::Str(&q.plays[q.played].notation())),
                        ("equity", Arg::Str(&equity(m, q.card.played_mp)))
                    ]
                ))
            );
            if let Some(line) = reason_line(q, m) {
                let _ = write!(s, r#"<p class="reason">{}</p>"#, esc(&line));
            }
            s.push_str("</div>");
            let _ = write!(
                s,
                r#"<div class="actions">{}</div>"#,
                button("practise", &g.t(if due > 0 { "games-next-card" } else { "games-done" }))
            );
        }
    }
    // The board as text, for a screen reader, under the controls.
    let _ = write!(
        s,
        r#"<details class="text"><summary>{}</summary><ul>"#,
        esc(&m.t("board-text"))
    );
    for line in fevga_i18n::text_lines(&q.position, mover, m) {
        let _ = write!(s, "<li>{}</li>", esc(&line));
    }
    s.push_str("</ul></details>");
    s
}

/// What the best play does that the one played did not, in words (the engine's reason,
/// worked out again from the two positions the plays leave).
fn reason_line(q: &Question, m: &Messages) -> Option<String> {
    let after = |i: usize| -> Position { q.position.after(q.plays.get(i)) };
    let r = fevga_ai::reason::reason(q.mover(), &after(q.best), &after(q.played));
    Some(fevga_i18n::reason_line(m, r))
}
