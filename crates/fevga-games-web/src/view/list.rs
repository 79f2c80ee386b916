//! The list screen: the deck of mistakes (practise, clear), the review under way, the games kept
//! and the import box (paste or a file).

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::Arg;

use super::parts::{Context, at_import, button, notice_html};
use super::words::row_words;
use crate::act::Act;
use crate::page::Page;
use crate::store::{MAX_BYTES, MAX_GAMES};

/// The list: the deck, the review under way, the games kept (newest first) and the import box.
#[must_use]
pub fn list_html(page: &Page, cx: Context) -> String {
    let g = cx.g;
    let mut s = format!("<h1>{}</h1>", esc(&g.t("games-title")));
    // A record refused is said at the import box, beside the text kept to be mended.
    let refused = at_import(page);
    if !refused {
        s.push_str(&notice_html(page, cx));
    }
    // The deck.
    let due = page.deck().due(page.today());
    let total = page.deck().cards().len();
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
                ("learned", num(page.deck().learned()))
            ]
        ))
    );
    if due > 0 {
        s.push_str(&button(Act::Practise, &g.tf("games-practise", &[("n", num(due))])));
    }
    if total > 0 {
        if page.confirming_clear() {
            let _ = write!(
                s,
                r#"<p class="confirm">{} {}</p>"#,
                esc(&g.tf("games-clear-ask", &[("n", num(total))])),
                button(Act::Clear, &g.t("games-clear-yes"))
            );
        } else {
            let _ = write!(
                s,
                r#" <span class="quiet">{}</span>"#,
                button(Act::AskClear, &g.t("games-clear"))
            );
        }
    } else {
        let _ = write!(s, r#"<p class="hint">{}</p>"#, esc(&g.t("games-deck-empty")));
    }
    s.push_str("</section>");
    // The games, newest first.
    let _ = write!(s, r#"<section><h2>{}</h2>"#, esc(&g.t("games-list-title")));
    if page.games().games().is_empty() {
        let _ = write!(s, "<p>{}</p>", esc(&g.t("games-none")));
    } else {
        s.push_str(r#"<ul class="games">"#);
        for kept in page.games().games().iter().rev() {
            let (head, rest) = row_words(kept, page.reviews().rated(kept.id), cx);
            let _ = write!(
                s,
                r#"<li><button type="button" data-action="{}" data-id="{}">{} <span class="when">{}</span></button></li>"#,
                Act::Open.as_str(),
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
        r#"<section class="import"><h2>{}</h2><label>{}<textarea id="g-paste" rows="4" spellcheck="false" autocomplete="off"{}>{}</textarea></label>{}<p class="buttons">{}<label class="file">{}<input type="file" id="g-file" accept=".txt,text/plain"></label></p></section>"#,
        esc(&g.t("games-import-title")),
        esc(&g.t("games-paste")),
        if refused {
            r#" aria-describedby="g-notice" aria-invalid="true""#
        } else {
            ""
        },
        esc(page.draft()),
        if refused { notice_html(page, cx) } else { String::new() },
        button(Act::Import, &g.t("games-import")),
        esc(&g.t("games-file"))
    );
    // A game played on a real board, entered roll by roll (or played against the computer).
    let _ = write!(
        s,
        r#"<section class="otb"><h2>{}</h2><p class="how">{}</p><p class="buttons">{}</p></section>"#,
        esc(&g.t("games-otb-title")),
        esc(&g.t("games-otb-intro")),
        button(Act::Otb, &g.t("games-otb"))
    );
    s
}
