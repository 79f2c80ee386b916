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
//! | `ftl/learn/` | the Learn section's ([`Messages::learn`]; the page fetches them when the section opens) |
//! | `ftl/diagram/` | the diagrams' own ([`Messages::diagram`]) |
//! | `ftl/editor/` | the position editor's ([`Messages::editor`]) |
//! | `ftl/friend/` | the friend page's ([`Messages::friend`]) |
//! | `ftl/games/` | the Games page's ([`Messages::games`]) |
//! | `board` | the board's words ([`MessageLabels`] for [`fevga_board::Labels`]), the board as text lists ([`text_lines`]), the sides' names ([`color_name`]) |
//! | `why` | the rule behind a refused step in one sentence ([`why_line`]), for the game page, the friend page and the position editor |
//! | `reason` | the review's reasons in words ([`reason_line`]), for the game page's review, hint and tutor and the Games page's practice |
//! | `tests/boot_words.rs` | the update bar's words in `web/boot.js` (shown even when the wasm cannot start) held to the message files |

#![warn(missing_docs)]

mod board;
mod reason;
mod why;

pub use board::{MessageLabels, color_name, text_lines};
pub use reason::reason_line;
pub use why::why_line;

use std::sync::OnceLock;

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

    fn source(self) -> &'static str {
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
    /// The Learn section's messages of `lang` (lessons and puzzles). The page fetches the same
    /// files when the section opens ([`Messages::read`]); native code reads them here.
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

#[derive(Debug, Clone, PartialEq)]
enum Part {
    Text(String),
    Var(String),
    Select {
        var: String,
        variants: Vec<(String, Vec<Part>)>,
        default: usize,
    },
}

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

/// A fault in an `.ftl` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FtlError {
    /// The line of the fault (from 1; a message's first line for a fault inside it).
    pub line: usize,
    /// What is wrong, in English.
    pub what: String,
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

    /// Messages of `lang` read from an `.ftl` text fetched at run time (the page loads the Learn
    /// bundle's file only when the Learn section opens, instead of carrying [`Messages::learn`]).
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
        let s = if signed {
            format!("{v:+.places$}")
        } else {
            format!("{v:.places$}")
        };
        let s = s.replace('-', "\u{2212}");
        match self.lang {
            Lang::En => s,
            _ => s.replace('.', ","),
        }
    }

    /// The keys defined.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.map.0.iter().map(|(k, _)| k.as_str())
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

/// Parses the Fluent subset: `key = pattern`, indented continuation lines, `# comments`.
/// The messages by key, kept sorted: a lookup is a binary search. (A hash map would do the same
/// for a few hundred keys at the cost of its code in every wasm that reads words.)
#[derive(Debug, Clone, Default)]
struct Table(Vec<(String, Vec<Part>)>);

impl Table {
    /// Adds `key`; false (and nothing changed) if it is there already.
    fn insert(&mut self, key: String, parts: Vec<Part>) -> bool {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&key)) {
            Ok(_) => false,
            Err(i) => {
                self.0.insert(i, (key, parts));
                true
            }
        }
    }

    fn get(&self, key: &str) -> Option<&Vec<Part>> {
        let i = self.0.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()?;
        Some(&self.0[i].1)
    }

    #[cfg(test)]
    fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    #[cfg(test)]
    fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }
}

fn parse(src: &str) -> Result<Table, FtlError> {
    let mut map = Table::default();
    let mut current: Option<(usize, String, String)> = None;
    let finish = |cur: Option<(usize, String, String)>, map: &mut Table| -> Result<(), FtlError> {
        if let Some((line, key, value)) = cur {
            let mut chars = value.trim().chars().peekable();
            let parts = pattern(&mut chars).map_err(|what| FtlError { line, what })?;
            if !map.insert(key.clone(), parts) {
                return Err(FtlError {
                    line,
                    what: format!("{key} is defined twice"),
                });
            }
        }
        Ok(())
    };
    for (i, raw) in src.lines().enumerate() {
        let line = raw.trim_end();
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if line.starts_with([' ', '\t', '}']) {
            match current.as_mut() {
                Some((_, _, value)) => {
                    value.push('\n');
                    value.push_str(line.trim_start());
                }
                None => {
                    return Err(FtlError {
                        line: i + 1,
                        what: "continuation without a message".into(),
                    });
                }
            }
            continue;
        }
        finish(current.take(), &mut map)?;
        let Some((key, value)) = line.split_once('=') else {
            return Err(FtlError {
                line: i + 1,
                what: format!("expected `key = value`: {line}"),
            });
        };
        let key = key.trim();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(FtlError {
                line: i + 1,
                what: format!("bad key {key:?}"),
            });
        }
        current = Some((i + 1, key.to_string(), value.trim().to_string()));
    }
    finish(current, &mut map)?;
    Ok(map)
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

/// Text and placeables to the end of the input.
fn pattern(chars: &mut Chars) -> Result<Vec<Part>, String> {
    let mut parts = Vec::new();
    let mut text = String::new();
    while let Some(c) = chars.next() {
        if c == '{' {
            if !text.is_empty() {
                parts.push(Part::Text(std::mem::take(&mut text)));
            }
            parts.push(placeable(chars)?);
        } else {
            text.push(c);
        }
    }
    if !text.is_empty() {
        parts.push(Part::Text(text));
    }
    Ok(parts)
}

fn skip_ws(chars: &mut Chars) {
    while chars.peek().is_some_and(|c| c.is_whitespace()) {
        chars.next();
    }
}

fn ident(chars: &mut Chars) -> String {
    let mut s = String::new();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            s.push(c);
            chars.next();
        } else {
            break;
        }
    }
    s
}

/// After `{`: `$var }` or `$var -> [key] pattern ... *[key] pattern }`.
fn placeable(chars: &mut Chars) -> Result<Part, String> {
    skip_ws(chars);
    if chars.next() != Some('$') {
        return Err("a placeable must start with $".into());
    }
    let var = ident(chars);
    if var.is_empty() {
        return Err("a placeable needs a variable name".into());
    }
    skip_ws(chars);
    match chars.next() {
        Some('}') => Ok(Part::Var(var)),
        Some('-') if chars.next() == Some('>') => {
            let mut variants = Vec::new();
            let mut default = None;
            loop {
                skip_ws(chars);
                match chars.next() {
                    Some('}') => break,
                    Some('*') => {
                        if chars.next() != Some('[') {
                            return Err("expected [ after *".into());
                        }
                        default = Some(variants.len());
                    }
                    Some('[') => {}
                    other => return Err(format!("expected a variant, found {other:?}")),
                }
                let key = ident(chars);
                if chars.next() != Some(']') {
                    return Err(format!("variant [{key} is not closed"));
                }
                // The variant's text runs to the end of its line (and any placeables in it).
                let mut line = String::new();
                let mut depth = 0;
                while let Some(&c) = chars.peek() {
                    if c == '\n' && depth == 0 {
                        break;
                    }
                    if c == '}' && depth == 0 {
                        break;
                    }
                    if c == '{' {
                        depth += 1;
                    }
                    if c == '}' {
                        depth -= 1;
                    }
                    line.push(c);
                    chars.next();
                }
                let mut inner = line.trim().chars().peekable();
                variants.push((key, pattern(&mut inner)?));
            }
            let default = default.ok_or("a selector needs a *[default] variant")?;
            Ok(Part::Select { var, variants, default })
        }
        other => Err(format!("unexpected {other:?} in a placeable")),
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

    #[test]
    fn faults_are_reported() {
        assert!(parse("x = { $n ->\n [one] a\n}\n").is_err(), "no default");
        assert!(parse("x = { n }\n").is_err());
        assert!(parse("  orphan\n").is_err());
        assert!(parse("a = 1\na = 2\n").is_err());
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

    /// Every language defines exactly the English keys, with the same variables, in the page's
    /// bundle and in the Learn section's.
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
