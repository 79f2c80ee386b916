//! The site's one language choice, the same answer on every page: `?lang=` in the address (which
//! is then kept), else the choice kept on this device, else the browser's languages in their
//! order, else English.

use fevga_i18n::Lang;

use crate::{storage_get, storage_set, window};

/// The storage key of the language chosen on any page of the site.
pub const LANG_KEY: &str = "fevga.lang";

/// The choice itself, apart from the browser: the address's `lang=` value, the kept choice, an
/// older page's kept choice (`fallback`), then the browser's languages in order; English if
/// none is one of the four.
#[must_use]
pub fn pick_lang(query: Option<&str>, kept: Option<&str>, fallback: Option<Lang>, browser: &[String]) -> Lang {
    query
        .and_then(Lang::from_tag)
        .or_else(|| kept.and_then(Lang::from_tag))
        .or(fallback)
        .or_else(|| browser.iter().find_map(|t| Lang::from_tag(t)))
        .unwrap_or(Lang::En)
}

/// The `lang=` value of an address's query (`?a=1&lang=de`), if any.
#[must_use]
pub fn query_lang(search: &str) -> Option<&str> {
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|p| p.strip_prefix("lang="))
}

/// This page's language ([`pick_lang`] on the address, the kept choice and the browser's
/// languages); a language asked for in the address is kept for every page. `fallback` is a choice
/// kept where an older version kept it (the game's settings).
#[must_use]
pub fn choose_lang(fallback: Option<Lang>) -> Lang {
    let search = window().location().search().unwrap_or_default();
    let query = query_lang(&search).filter(|t| Lang::from_tag(t).is_some());
    let browser: Vec<String> = window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    let lang = pick_lang(query, storage_get(LANG_KEY).as_deref(), fallback, &browser);
    if query.is_some() {
        keep_lang(lang);
    }
    lang
}

/// Keeps `lang` as the site's language (every page opens in it from now on); false if the
/// storage refused.
pub fn keep_lang(lang: Lang) -> bool {
    storage_set(LANG_KEY, lang.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn langs(tags: &[&str]) -> Vec<String> {
        tags.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn the_address_comes_first_then_the_kept_choice_then_the_browsers_languages_in_order() {
        let fr_de = langs(&["fr-FR", "fr", "de-AT", "en"]);
        assert_eq!(pick_lang(Some("tr"), Some("bg"), Some(Lang::En), &fr_de), Lang::Tr);
        assert_eq!(pick_lang(None, Some("bg"), Some(Lang::En), &fr_de), Lang::Bg);
        assert_eq!(pick_lang(None, None, Some(Lang::Tr), &fr_de), Lang::Tr);
        // A browser set to French, then German: German (the first of the four it names).
        assert_eq!(pick_lang(None, None, None, &fr_de), Lang::De);
        assert_eq!(pick_lang(None, None, None, &langs(&["fr", "es"])), Lang::En);
        assert_eq!(pick_lang(None, None, None, &[]), Lang::En);
    }

    #[test]
    fn an_unknown_tag_anywhere_is_passed_over() {
        assert_eq!(pick_lang(Some("xx"), Some("zz"), None, &langs(&["bg-BG"])), Lang::Bg);
    }

    #[test]
    fn the_query_value_is_found_among_other_parts() {
        assert_eq!(query_lang("?x=1&lang=de&y"), Some("de"));
        assert_eq!(query_lang("?lang=tr"), Some("tr"));
        assert_eq!(query_lang("?language=tr"), None);
        assert_eq!(query_lang(""), None);
    }
}
