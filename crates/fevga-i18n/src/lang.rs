//! The UI languages ([`Lang`]): their codes and own names, a language from a tag, the plural
//! rule they share, and the game page's message file of each.

fevga_core::words! {
    /// A UI language; its word is the BCP 47 code (`en`, `de`, `tr`, `bg`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum Lang: ALL, "language" {
        /// English.
        #[default]
        En = "en",
        /// German.
        De = "de",
        /// Turkish.
        Tr = "tr",
        /// Bulgarian.
        Bg = "bg",
    }
}

impl Lang {
    /// The language's own name.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Tr => "Türkçe",
            Lang::Bg => "Български",
        }
    }

    /// A language from a language tag such as `de`, `de-AT` or `TR` (its primary subtag).
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        tag.split(['-', '_']).next()?.parse().ok()
    }

    /// The game page's message file of the language (see [`crate::Messages::of`]).
    pub(crate) fn source(self) -> &'static str {
        match self {
            // The files without their comment lines (build.rs): the reader skips them anyway.
            Lang::En => include_str!(concat!(env!("OUT_DIR"), "/en.ftl")),
            Lang::De => include_str!(concat!(env!("OUT_DIR"), "/de.ftl")),
            Lang::Tr => include_str!(concat!(env!("OUT_DIR"), "/tr.ftl")),
            Lang::Bg => include_str!(concat!(env!("OUT_DIR"), "/bg.ftl")),
        }
    }

    /// The CLDR plural category of `n` (the same rule in all four languages).
    #[must_use]
    pub fn plural(self, n: i64) -> &'static str {
        if n == 1 { "one" } else { "other" }
    }
}
