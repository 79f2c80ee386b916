//! Messages in four languages from Fluent (`.ftl`) files, with a small reader for the part of
//! Fluent the game uses: messages, `{ $var }` placeables and plural selectors.
//!
//! The `fluent-bundle` crate would add its parser, ICU plural rules and their data to every
//! download; English, German, Turkish and Bulgarian need one plural rule (`one` for exactly 1,
//! else `other`), so this reader keeps the translators' format at a fraction of the bytes.
//!
//! The pages, the diagrams and the command line share these files. What only one page or section
//! needs is a bundle apart, so no page carries another's words. Comment lines (translators'
//! notes) are emptied where they would cost a download: by `build.rs` in the page's files as
//! this crate carries them, by `scripts/ftl.mjs` in the files the page fetches.
//!
//! | file or module | what it owns |
//! |---|---|
//! | `ftl/{en,de,tr,bg}.ftl` | the game page's words ([`Messages::of`]); the page fetches its language's file ([`Messages::read`]) |
//! | `ftl/learn/` | the Learn page's ([`Messages::learn`]) |
//! | `ftl/diagram/` | the diagrams' own ([`Messages::diagram`]) |
//! | `ftl/editor/` | the position editor's ([`Messages::editor`]) |
//! | `ftl/friend/` | the friend page's ([`Messages::friend`]) |
//! | `ftl/games/` | the Games page's ([`Messages::games`]) |
//! | `board` | the board's words ([`MessageLabels`] for [`fevga_board::Labels`]), the board as text lists ([`text_lines`]), the sides' names ([`color_name`]) |
//! | `why` | the rule behind a refused step in one sentence ([`why_line`]), for the game page, the friend page and the position editor |
//! | `reason` | the review's reasons in words ([`reason_line`]), for the game page's hint and tutor and the Games page's review and practice |
//! | here | [`Messages`]: a language's messages read once, bundles apart, a message with its [`Arg`]s, decimals |
//! | `lang` | the languages ([`Lang`]): codes, own names, the plural rule |
//! | `ftl` | the reader of the Fluent subset the files use, and its faults ([`FtlError`]) |
//! | `tests/boot_words.rs` | the update bar's words in `web/boot.js` (shown even when the wasm cannot start) held to the message files |

#![warn(missing_docs)]

mod board;
mod ftl;
mod lang;
mod reason;
mod why;

pub use board::{MessageLabels, color_name, text_lines};
pub use ftl::FtlError;
pub use lang::Lang;
pub use reason::reason_line;
pub use why::{said_line, why_line};

use std::sync::OnceLock;

use fevga_core::decimal::Decimal;

use ftl::{Part, Table, parse};

/// A bundle of words apart from the page's ([`Messages::of`]): its four files
/// (`ftl/<dir>/<lang>.ftl`, `Lang::<source>`) and `Messages::<name>`, which reads a language once
/// and keeps it. Each bundle is its own function, so a page links only the bundles it reads.
macro_rules! bundle {
    ($(#[$doc:meta])* $name:ident, $source:ident, $dir:literal) => {
        impl Lang {
            fn $source(self) -> &'static str {
                match self {
                    Lang::En => include_str!(concat!("../ftl/", $dir, "/en.ftl")),
                    Lang::De => include_str!(concat!("../ftl/", $dir, "/de.ftl")),
                    Lang::Tr => include_str!(concat!("../ftl/", $dir, "/tr.ftl")),
                    Lang::Bg => include_str!(concat!("../ftl/", $dir, "/bg.ftl")),
                }
            }
        }

        impl Messages {
            $(#[$doc])*
            #[must_use]
            pub fn $name(lang: Lang) -> &'static Messages {
                static READ: [OnceLock<Messages>; 4] = [const { OnceLock::new() }; 4];
                let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
                READ[i].get_or_init(|| Messages {
                    lang,
                    map: parse(lang.$source()).unwrap_or_default(),
                })
            }
        }
    };
}

bundle!(
    /// The Learn page's messages of `lang` (lessons and puzzles), read only by that page's wasm
    /// and native code (the command line, the lessons' tests).
    learn,
    learn_source,
    "learn"
);
bundle!(
    /// The diagrams' own messages of `lang` (descriptions, why a position text cannot be read),
    /// which the game page never links.
    diagram,
    diagram_source,
    "diagram"
);
bundle!(
    /// The position editor's messages of `lang`, which neither the game page nor a diagram links.
    editor,
    editor_source,
    "editor"
);
bundle!(
    /// The Play-a-friend page's messages of `lang` (correspondence games by link), read only by
    /// that page's wasm.
    friend,
    friend_source,
    "friend"
);
bundle!(
    /// The Games page's messages of `lang` (your games, their replay, the deck of mistakes),
    /// read only by that page's wasm.
    games,
    games_source,
    "games"
);

/// An argument of a message.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// Text, inserted as it is; as a selector, it picks the variant of that name.
    Str(&'a str),
    /// A number, written in digits; as a selector, it picks an exact match or the plural form.
    Num(i64),
}

/// The messages of one language.
#[derive(Debug, Clone)]
pub struct Messages {
    lang: Lang,
    map: Table,
}

impl Messages {
    /// The messages of `lang`. The bundled files are checked by the tests, so a fault here is a
    /// build defect: the faulty message is left out and its key shows instead.
    #[must_use]
    pub fn new(lang: Lang) -> Messages {
        let map = parse(lang.source()).unwrap_or_default();
        Messages { lang, map }
    }

    /// The messages of `lang`, read once per program and kept (diagrams draw many at a time).
    #[must_use]
    pub fn of(lang: Lang) -> &'static Messages {
        static READ: [OnceLock<Messages>; 4] = [const { OnceLock::new() }; 4];
        let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        READ[i].get_or_init(|| Messages::new(lang))
    }

    /// Messages of `lang` read from an `.ftl` text fetched at run time (the game page fetches its
    /// words, one language at a time, instead of carrying all four).
    ///
    /// # Errors
    /// The first fault of the text, with its line.
    pub fn read(lang: Lang, source: &str) -> Result<Messages, FtlError> {
        Ok(Messages {
            lang,
            map: parse(source)?,
        })
    }

    /// The language of these messages.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// `v` with `places` decimals as the language writes it (a comma in German, Turkish and
    /// Bulgarian), with a sign if `signed`; a true minus sign for negatives.
    #[must_use]
    pub fn decimal(&self, v: f64, places: usize, signed: bool) -> String {
        // Integer arithmetic (fevga-core's one writer): no float formatting in the pages' wasm.
        let d = Decimal::fixed(v, u8::try_from(places).unwrap_or(u8::MAX));
        let s = if signed { d.plus() } else { d }.to_string();
        let s = s.replace('-', "\u{2212}");
        match self.lang {
            Lang::En => s,
            _ => s.replace('.', ","),
        }
    }

    /// The keys defined.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.map.keys()
    }

    /// A message without arguments.
    #[must_use]
    pub fn t(&self, key: &str) -> String {
        self.tf(key, &[])
    }

    /// A message with arguments; an unknown key gives the key itself.
    #[must_use]
    pub fn tf(&self, key: &str, args: &[(&str, Arg)]) -> String {
        match self.map.get(key) {
            Some(parts) => {
                let mut out = String::new();
                self.render(parts, args, &mut out);
                out
            }
            None => key.to_string(),
        }
    }

    fn render(&self, parts: &[Part], args: &[(&str, Arg)], out: &mut String) {
        for p in parts {
            match p {
                Part::Text(t) => out.push_str(t),
                Part::Var(v) => match args.iter().find(|(k, _)| k == v) {
                    Some((_, Arg::Str(s))) => out.push_str(s),
                    Some((_, Arg::Num(n))) => out.push_str(&n.to_string()),
                    None => {
                        out.push('{');
                        out.push_str(v);
                        out.push('}');
                    }
                },
                Part::Select { var, variants, default } => {
                    let key = match args.iter().find(|(k, _)| k == var) {
                        Some((_, Arg::Num(n))) => {
                            let exact = n.to_string();
                            if variants.iter().any(|(k, _)| *k == exact) {
                                exact
                            } else {
                                self.lang.plural(*n).into()
                            }
                        }
                        Some((_, Arg::Str(s))) => (*s).to_string(),
                        None => String::new(),
                    };
                    let chosen = variants.iter().find(|(k, _)| *k == key).unwrap_or(&variants[*default]);
                    self.render(&chosen.1, args, out);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_subset() {
        let src = "# c\nhello = Hello, { $name }!\ncheckers = { $n ->\n    [one] one checker\n   *[other] { $n } checkers\n}\nlong = First\n    second\n";
        let m = Messages {
            lang: Lang::En,
            map: parse(src).unwrap(),
        };
        assert_eq!(m.tf("hello", &[("name", Arg::Str("Ada"))]), "Hello, Ada!");
        assert_eq!(m.tf("checkers", &[("n", Arg::Num(1))]), "one checker");
        assert_eq!(m.tf("checkers", &[("n", Arg::Num(3))]), "3 checkers");
        assert_eq!(m.t("long"), "First\nsecond");
        assert_eq!(m.t("missing"), "missing");
    }

    /// A bundle read at run time is the bundled one; a faulty text is refused with its line.
    #[test]
    fn read_matches_the_bundle_and_refuses_faults() {
        for lang in Lang::ALL {
            let read = Messages::read(lang, lang.learn_source()).unwrap();
            let bundled = Messages::learn(lang);
            assert_eq!(read.keys().count(), bundled.keys().count());
            for key in bundled.keys() {
                assert_eq!(read.t(key), bundled.t(key), "{key}");
            }
        }
        let e = Messages::read(Lang::En, "a = 1\nb = { c }\n").unwrap_err();
        assert_eq!(e.line, 2);
    }

    /// Buttons on screen together have different words in every language: a screen reader lists
    /// them by their words, and a newcomer must not press the guide's for the turn's.
    #[test]
    fn buttons_seen_together_are_told_apart_in_every_language() {
        for lang in Lang::ALL {
            let m = Messages::of(lang);
            for (a, b) in [("done", "guide-ok"), ("done", "undo")] {
                assert_ne!(m.t(a), m.t(b), "{lang:?}: {a} and {b} are both {:?}", m.t(a));
            }
            // Undo (a move while entering) and taking back a whole play are two acts.
            let undo = m.t("undo");
            assert!(!m.t("take-back-play").starts_with(&undo), "{lang:?}: {undo:?}");
            assert!(!m.t("tutor-take-back").starts_with(&undo), "{lang:?}: {undo:?}");
        }
    }

    /// One term a concept in each language, in every bundle (review new-player-3, "Terms and
    /// language"): the opening sprint is a Sprint in German and a спринт in Bulgarian as in the
    /// seeds' own rule pages, Turkish writes Mültezim, and the calques the review found stay out.
    #[test]
    fn one_term_a_concept_and_no_calques() {
        let unwanted: [(Lang, &[&str]); 3] = [
            (
                Lang::De,
                &[
                    "Lauf zu Beginn",
                    "einsamer Lauf",
                    "Tipps aus",
                    "(Mars)",
                    "Skala des",
                    "heißt ausgeglichen",
                ],
            ),
            (Lang::Bg, &["бяг:", "Първият бяг", "изиграй зара"]),
            (Lang::Tr, &["Moultezim", "olgu ayırmıyor"]),
        ];
        for (lang, words) in unwanted {
            for source in [
                lang.source(),
                lang.learn_source(),
                lang.games_source(),
                lang.friend_source(),
            ] {
                for w in words {
                    assert!(!source.contains(w), "{lang:?} says {w:?}");
                }
            }
        }
        // The sprint's name in the guide and in the puzzles' theme is one word.
        for (lang, term) in [(Lang::De, "Sprint"), (Lang::Bg, "спринт"), (Lang::En, "sprint")] {
            let (m, w) = (Messages::of(lang), Messages::learn(lang));
            assert!(
                m.t("guide-sprint").to_lowercase().contains(&term.to_lowercase()),
                "{lang:?}"
            );
            assert!(
                w.t("theme-sprint").to_lowercase().contains(&term.to_lowercase()),
                "{lang:?}"
            );
        }
    }

    /// Every language defines exactly the English keys, with the same variables, in the page's
    /// bundle and in the Learn page's.
    #[test]
    fn all_languages_complete() {
        for source in [
            Lang::source,
            Lang::learn_source,
            Lang::diagram_source,
            Lang::editor_source,
            Lang::friend_source,
            Lang::games_source,
        ] {
            languages_complete(source);
        }
        // The bundles are apart: no key in two.
        let (page, learn, diagram) = (
            parse(Lang::En.source()).unwrap(),
            parse(Lang::En.learn_source()).unwrap(),
            parse(Lang::En.diagram_source()).unwrap(),
        );
        assert!(learn.keys().all(|k| !page.contains_key(k) && !diagram.contains_key(k)));
        assert!(diagram.keys().all(|k| !page.contains_key(k)));
        let editor = parse(Lang::En.editor_source()).unwrap();
        assert!(editor.keys().all(|k| k.starts_with("editor-")));
        assert!(
            page.keys()
                .chain(learn.keys())
                .chain(diagram.keys())
                .all(|k| !k.starts_with("editor-"))
        );
        let friend = parse(Lang::En.friend_source()).unwrap();
        assert!(friend.keys().all(|k| !page.contains_key(k)
            && !learn.contains_key(k)
            && !diagram.contains_key(k)
            && !editor.contains_key(k)));
        let games = parse(Lang::En.games_source()).unwrap();
        assert!(games.keys().all(|k| k.starts_with("games-")
            && !page.contains_key(k)
            && !learn.contains_key(k)
            && !friend.contains_key(k)));
    }

    fn languages_complete(source: fn(Lang) -> &'static str) {
        let en = parse(source(Lang::En)).expect("en.ftl");
        for lang in Lang::ALL {
            let other =
                parse(source(lang)).unwrap_or_else(|e| panic!("{}.ftl line {}: {}", lang.as_str(), e.line, e.what));
            for key in en.keys() {
                assert!(other.contains_key(key), "{}.ftl lacks {key}", lang.as_str());
                assert_eq!(
                    vars(en.get(key).unwrap()),
                    vars(other.get(key).unwrap()),
                    "{}.ftl {key}: variables differ",
                    lang.as_str()
                );
            }
            for key in other.keys() {
                assert!(en.contains_key(key), "{}.ftl has unknown {key}", lang.as_str());
            }
        }
    }

    fn vars(parts: &[Part]) -> std::collections::BTreeSet<String> {
        let mut out = std::collections::BTreeSet::new();
        for p in parts {
            match p {
                Part::Text(_) => {}
                Part::Var(v) => {
                    out.insert(v.clone());
                }
                Part::Select { var, variants, .. } => {
                    out.insert(var.clone());
                    for (_, v) in variants {
                        out.extend(vars(v));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn decimals_as_each_language_writes_them() {
        let en = Messages::of(Lang::En);
        assert_eq!(en.decimal(0.3126, 3, true), "+0.313");
        assert_eq!(en.decimal(-0.08, 2, true), "\u{2212}0.08");
        assert_eq!(en.decimal(62.44, 0, false), "62");
        for lang in [Lang::De, Lang::Tr, Lang::Bg] {
            assert_eq!(Messages::of(lang).decimal(-0.125, 3, true), "\u{2212}0,125");
            assert_eq!(Messages::of(lang).decimal(0.5, 1, false), "0,5");
        }
    }
}
