//! The one convention for an enum that is stored or typed as a word (rule sets, sides, levels,
//! languages, settings): a list of every value, `as_str` for its stable word, [`Display`] writing
//! that word, and [`FromStr`] reading it back (or one of a few older or alternative spellings),
//! refusing anything else with an [`UnknownWord`] that names what was expected.
//!
//! [`Display`]: std::fmt::Display
//! [`FromStr`]: std::str::FromStr

use std::fmt;

/// A word that names none of an enum's values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownWord {
    /// What the word should have named (`"rules"`, `"level"`, …).
    pub kind: &'static str,
    /// The word as given.
    pub got: String,
    /// The stable words accepted.
    pub expected: &'static [&'static str],
}

impl fmt::Display for UnknownWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} {:?}: expected {}",
            self.kind,
            self.got,
            alternatives(self.expected)
        )
    }
}

/// Words quoted as alternatives, the way messages list them: `"a", "b" or "c"`.
#[must_use]
pub fn alternatives<S: AsRef<str>>(words: &[S]) -> String {
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        out += match i {
            0 => "",
            _ if i + 1 == words.len() => " or ",
            _ => ", ",
        };
        out += &format!("\"{}\"", w.as_ref());
    }
    out
}

impl std::error::Error for UnknownWord {}

/// `c` as the words are written (lower case), for the letters they use: ASCII, Turkish
/// (`Ü`, `İ`, `Ö`, `Ç`, `Ş`, `Ğ`) and Greek capitals with or without an accent. A small fold
/// rather than `str::to_lowercase`, whose Unicode tables every wasm reading a word would carry.
const fn fold(c: char) -> char {
    match c {
        'A'..='Z' => c.to_ascii_lowercase(),
        'İ' => 'i',
        'Ü' => 'ü',
        'Ö' => 'ö',
        'Ç' => 'ç',
        'Ş' => 'ş',
        'Ğ' => 'ğ',
        'Ά' => 'ά',
        'Έ' => 'έ',
        'Ή' => 'ή',
        'Ί' => 'ί',
        'Ό' => 'ό',
        'Ύ' => 'ύ',
        'Ώ' => 'ώ',
        // Α–Ω (no capital final sigma): their small letters are 0x20 above.
        '\u{391}'..='\u{3A1}' | '\u{3A3}'..='\u{3A9}' => match char::from_u32(c as u32 + 0x20) {
            Some(small) => small,
            None => c,
        },
        _ => c,
    }
}

/// Whether `text` is `word` (written in lower case) in any case ([`fold`]).
#[doc(hidden)]
#[must_use]
pub fn is_word(text: &str, word: &str) -> bool {
    text.chars().map(fold).eq(word.chars())
}

/// Defines an enum whose values are words: `$list` (every value, in order), `as_str`,
/// `Display` and `FromStr` (the word or an alias, trimmed, in any case; else [`UnknownWord`]).
///
/// ```
/// fevga_core::words! {
///     /// How fast the dice roll.
///     #[derive(Debug, Clone, Copy, PartialEq, Eq)]
///     pub enum Pace: ALL, "pace" {
///         /// At once.
///         Fast = "fast" | "quick",
///         /// Slowly.
///         Slow = "slow",
///     }
/// }
/// assert_eq!(Pace::ALL, [Pace::Fast, Pace::Slow]);
/// assert_eq!(Pace::Fast.as_str(), "fast");
/// assert_eq!("Quick".parse::<Pace>(), Ok(Pace::Fast));
/// assert_eq!("slow".parse::<Pace>().map(|p| p.to_string()), Ok("slow".to_string()));
/// assert_eq!(fevga_core::alternatives(&Pace::ALL.map(Pace::as_str)), "\"fast\" or \"slow\"");
/// assert_eq!(
///     "medium".parse::<Pace>().unwrap_err().to_string(),
///     "unknown pace \"medium\": expected \"fast\" or \"slow\""
/// );
/// ```
#[macro_export]
macro_rules! words {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident : $list:ident, $kind:literal {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = $word:literal $(| $alias:literal)*
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in the order declared.
            pub const $list: [$name; [$($word),+].len()] = [$($name::$variant),+];

            /// The value's stable word: what settings, texts and the JS API store.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::UnknownWord;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                let word = s.trim();
                $(
                    if $crate::__is_word(word, $word) $(|| $crate::__is_word(word, $alias))* {
                        return Ok($name::$variant);
                    }
                )+
                Err($crate::UnknownWord {
                    kind: $kind,
                    got: s.to_string(),
                    expected: &[$($word),+],
                })
            }
        }
    };
}
