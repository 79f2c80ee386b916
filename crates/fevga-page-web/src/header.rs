//! The site's one header, the same places in the same order on every page: the game's name (the
//! way home), Learn, Your games (with the mistakes due today), Play a friend, How to play (the
//! rules), then the page's own buttons and the language menu. The rules pages, which have no
//! wasm, write the same markup by hand (`web/rules/*.html`); an end-to-end test holds them to it.

use std::fmt::Write as _;

use fevga_board::esc;
use fevga_i18n::{Arg, Lang, Messages};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::{document, lang::keep_lang, window};

fevga_core::words! {
    /// A page of the site, as its header names it.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Place: ALL, "page" {
        /// The game (the site's home).
        Play = "play",
        /// Lessons and puzzles (the Learn page).
        Learn = "learn",
        /// The games kept on this device and the mistakes to practise.
        Games = "games",
        /// Play a friend by link.
        Friend = "friend",
        /// The rules pages.
        Rules = "rules",
        /// The position editor, for authors.
        Editor = "editor",
    }
}

/// What a page puts in the site's header.
#[derive(Debug, Clone, Copy)]
pub struct Header<'a> {
    /// The page the header is on (its place is marked as the current one).
    pub here: Place,
    /// The way from this page to the site's root: `""` on the game page, `"../"` one folder down.
    pub root: &'a str,
    /// The person's mistakes due for practice today (shown on Your games when there are some).
    pub due: usize,
    /// The page's own buttons, before the language menu.
    pub tools: &'a str,
}

/// The header's inner HTML for `m`'s language.
#[must_use]
pub fn header_html(m: &Messages, h: &Header<'_>) -> String {
    let lang = m.lang().as_str();
    let root = h.root;
    let current = |p: Place| {
        if p == h.here { r#" aria-current="page""# } else { "" }
    };
    let title = esc(&m.t("app-title"));
    let brand = if h.here == Place::Play {
        format!(r#"<h1 class="home">{title}</h1>"#)
    } else {
        format!(r#"<a class="home" href="{root}?lang={lang}">{title}</a>"#)
    };
    let learn = format!(
        r#"<a class="learn-open" href="{root}learn/?lang={lang}"{}>{}</a>"#,
        current(Place::Learn),
        esc(&m.t("learn-open"))
    );
    let mut nav = String::new();
    let _ = write!(
        nav,
        r#"{learn}{}<a class="friend" href="{root}friend/?lang={lang}"{}>{}</a><a class="howto" href="{root}rules/{lang}.html"{}>{}</a>"#,
        games_link(m, root, h.due, h.here == Place::Games),
        current(Place::Friend),
        esc(&m.t("play-friend")),
        current(Place::Rules),
        esc(&m.t("how-to-play")),
    );
    let language = esc(&m.t("language"));
    format!(
        r#"{brand}<nav class="site" aria-label="{}">{nav}</nav><div class="tools">{}<label class="lang"><span class="sr-only">{language}</span><select id="lang" name="lang" aria-label="{language}">{}</select></label></div>"#,
        esc(&m.t("site-nav")),
        h.tools,
        language_options(m.lang())
    )
}

/// Your games: the link to the Games page from `root`, with the person's mistakes due today
/// when there are some (`current` on the Games page itself).
#[must_use]
pub fn games_link(m: &Messages, root: &str, due: usize, current: bool) -> String {
    let badge = if due > 0 {
        format!(
            r#"<span class="due" aria-label="{}">{due}</span>"#,
            esc(&m.tf(
                "your-games-due",
                &[("n", Arg::Num(i64::try_from(due).unwrap_or(i64::MAX)))]
            )),
        )
    } else {
        String::new()
    };
    format!(
        r#"<a class="games" href="{root}games/?lang={}"{}>{}{badge}</a>"#,
        m.lang().as_str(),
        if current { r#" aria-current="page""# } else { "" },
        esc(&m.t("your-games"))
    )
}

/// The language menu's options, `current` selected, each in its own language.
#[must_use]
pub fn language_options(current: Lang) -> String {
    let mut s = String::new();
    for l in Lang::ALL {
        let _ = write!(
            s,
            r#"<option value="{}"{}>{}</option>"#,
            l.as_str(),
            if l == current { " selected" } else { "" },
            l.native_name()
        );
    }
    s
}

/// The document's title for a page of the site: the page's own name, then the game's as the
/// language says it (`Oyunların · Mültezim`).
#[must_use]
pub fn page_title(m: &Messages, page: &str) -> String {
    format!("{page} · {}", m.t("app-title"))
}

/// Draws the header into the page's `<header>` and, on a page that does not handle the language
/// menu itself, makes a choice there keep the language and reload the page in it.
pub fn show_header(m: &Messages, h: &Header<'_>) {
    if let Ok(Some(el)) = document().query_selector("body > header, header#header") {
        el.set_inner_html(&header_html(m, h));
    }
}

/// Listens to the header's language menu: a choice is kept for every page and this page opens in
/// it (its address's `?lang=` replaced, the fragment kept).
///
/// # Errors
/// If the listener cannot be added.
pub fn listen_language_menu() -> Result<(), JsValue> {
    let change = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        let Some(select) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .filter(|s| s.id() == "lang")
        else {
            return;
        };
        if let Some(lang) = Lang::from_tag(&select.value()) {
            let _ = keep_lang(lang);
            let _ = window().location().set_search(&format!("?lang={}", lang.as_str()));
        }
    });
    document().add_event_listener_with_callback("change", change.as_ref().unchecked_ref())?;
    change.forget();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(lang: Lang, here: Place, due: usize) -> String {
        header_html(
            Messages::of(lang),
            &Header {
                here,
                root: "../",
                due,
                tools: "",
            },
        )
    }

    #[test]
    fn every_page_has_the_same_places_in_the_same_order() {
        for lang in Lang::ALL {
            let order = |html: &str| {
                [
                    "class=\"home\"",
                    "learn-open",
                    "class=\"games\"",
                    "class=\"friend\"",
                    "class=\"howto\"",
                    "id=\"lang\"",
                ]
                .iter()
                .map(|c| html.find(c).unwrap_or(usize::MAX))
                .collect::<Vec<_>>()
            };
            for here in Place::ALL {
                let o = order(&header(lang, here, 0));
                assert!(o.windows(2).all(|w| w[0] < w[1]), "{lang:?} {here:?}: {o:?}");
            }
        }
    }

    #[test]
    fn the_links_keep_the_language_and_mark_the_current_page() {
        let h = header(Lang::De, Place::Games, 0);
        assert!(h.contains(r#"href="../games/?lang=de" aria-current="page""#), "{h}");
        assert!(h.contains(r#"href="../rules/de.html""#) && h.contains(r#"href="../learn/?lang=de""#));
        assert_eq!(h.matches("aria-current").count(), 1);
        assert!(h.contains(r#"<option value="de" selected>"#));
    }

    #[test]
    fn the_learn_page_is_marked_where_it_is() {
        let h = header(Lang::Bg, Place::Learn, 0);
        assert!(
            h.contains(r#"href="../learn/?lang=bg" aria-current="page">Уроци</a>"#),
            "{h}"
        );
        assert_eq!(h.matches("aria-current").count(), 1);
    }

    #[test]
    fn a_pages_title_names_the_game_as_its_language_does() {
        assert_eq!(page_title(Messages::of(Lang::Tr), "Oyunların"), "Oyunların · Mültezim");
        assert_eq!(page_title(Messages::of(Lang::Bg), "Твоите игри"), "Твоите игри · Февга");
    }

    #[test]
    fn the_mistakes_due_are_shown_only_when_there_are_some() {
        assert!(!header(Lang::En, Place::Friend, 0).contains("class=\"due\""));
        let h = header(Lang::Tr, Place::Friend, 3);
        assert!(h.contains(r#"class="due""#) && h.contains(">3</span>"), "{h}");
    }

    #[test]
    fn the_game_page_names_the_game_in_its_languages_own_way_and_is_home() {
        let h = header_html(
            Messages::of(Lang::Tr),
            &Header {
                here: Place::Play,
                root: "",
                due: 0,
                tools: "<b>T</b>",
            },
        );
        assert!(h.starts_with(r#"<h1 class="home">Mültezim</h1>"#), "{h}");
        assert!(
            h.contains(r#"<a class="learn-open" href="learn/?lang=tr">"#) && h.contains("<b>T</b><label"),
            "{h}"
        );
    }

    /// The rules pages have no wasm: they write the header by hand, and must write this one.
    #[test]
    fn the_rules_pages_write_the_one_header() {
        for lang in Lang::ALL {
            let path = format!("{}/../../web/rules/{}.html", env!("CARGO_MANIFEST_DIR"), lang.as_str());
            let page = std::fs::read_to_string(&path).expect("the rules page");
            let h = header(lang, Place::Rules, 0);
            let site = &h[..h.find(r#"<div class="tools">"#).expect("tools")];
            assert!(
                page.contains(&format!(r#"<header class="site">{site}<div class="tools">"#)),
                "{path} should begin its header with\n{site}"
            );
        }
    }
}
