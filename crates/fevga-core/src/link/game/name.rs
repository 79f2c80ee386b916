//! The sender's name as links carry it: [`sanitize_name`], at most [`MAX_NAME_CHARS`]
//! characters as a person sees them (grapheme clusters, [`graphemes`]) and [`MAX_NAME_BYTES`]
//! bytes.
//!
//! A name is cut between the characters a person sees, never inside one: a flag (two regional
//! indicators), an emoji with its skin tone, a family joined by zero-width joiners, a letter with
//! its combining marks stay whole. The clusters are found by a small approximation of Unicode's
//! extended grapheme clusters (UAX #29) written here, without tables: combining marks of the
//! common scripts, variation selectors, skin tones and tags extend the character before them;
//! regional indicators pair; a zero-width joiner joins two pictographs; Hangul jamo join into a
//! syllable. Text outside these (rare scripts' marks) is at worst cut between a letter and a mark
//! it does not know, as it was before.
//!
//! Every name valid before (at most 24 code points, no zero-width joiner) is valid now: old
//! links still read.

/// The longest sender's name kept, in characters as a person sees them (grapheme clusters).
pub const MAX_NAME_CHARS: usize = 24;

/// The longest sender's name kept, in UTF-8 bytes (a link writes the length in one byte; 24
/// characters of four bytes, as before).
pub const MAX_NAME_BYTES: usize = 96;

const ZWJ: char = '\u{200d}';

/// A name as links carry it: control characters and invisible format characters dropped (a
/// zero-width joiner is kept only inside an emoji sequence, between two pictographs), white space
/// collapsed to single spaces, trimmed, at most [`MAX_NAME_CHARS`] characters as seen and
/// [`MAX_NAME_BYTES`] bytes, cut between them.
#[must_use]
pub fn sanitize_name(name: &str) -> String {
    let cleaned: Vec<char> = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| {
            !c.is_control()
                && (c == ZWJ
                    || !matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'))
        })
        .collect();
    // A joiner stays only between a pictograph (with its modifiers) and the next pictograph.
    let mut joined = String::with_capacity(name.len());
    for (i, &c) in cleaned.iter().enumerate() {
        if c == ZWJ {
            let before = joined.chars().rev().find(|&b| !is_extend(b));
            let after = cleaned.get(i + 1).copied();
            if !(before.is_some_and(is_pictograph) && after.is_some_and(is_pictograph)) {
                continue;
            }
        }
        joined.push(c);
    }
    // Words joined by one space (built by hand: a `join` here adds its own copy of the code to
    // every page that writes a record).
    let mut spaced = String::with_capacity(joined.len());
    for word in joined.split(' ').filter(|w| !w.is_empty()) {
        if !spaced.is_empty() {
            spaced.push(' ');
        }
        spaced.push_str(word);
    }
    let mut cut = String::with_capacity(spaced.len());
    for (n, g) in graphemes(&spaced).enumerate() {
        if n == MAX_NAME_CHARS || cut.len() + g.len() > MAX_NAME_BYTES {
            // One character longer than the whole budget (a letter under a pile of marks) is
            // kept as far as it fits, without a joiner at its end.
            if n == 0 {
                for c in g.chars() {
                    if cut.len() + c.len_utf8() > MAX_NAME_BYTES {
                        break;
                    }
                    cut.push(c);
                }
                while cut.ends_with(ZWJ) {
                    cut.pop();
                }
            }
            break;
        }
        cut.push_str(g);
    }
    // Cut after a space, the name would end with one: sanitizing it again would change it, and
    // a reader (which checks that a name is as this function keeps it) would refuse it.
    cut.trim_end_matches(' ').to_string()
}

/// The characters of `text` as a person sees them: an approximation of Unicode's extended
/// grapheme clusters (see the module's documentation).
pub fn graphemes(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        let mut chars = rest.char_indices();
        let (_, first) = chars.next()?;
        let mut prev = first;
        // Regional indicators seen in a row, and whether a pictograph (and its extenders) came
        // last, for the joiner's rule.
        let mut ri = usize::from(is_regional(first));
        let mut pictograph = is_pictograph(first);
        let mut end = rest.len();
        for (at, c) in chars {
            let joins = if is_extend(c) || c == ZWJ {
                true
            } else if prev == ZWJ {
                pictograph && is_pictograph(c)
            } else if is_regional(prev) && is_regional(c) {
                ri % 2 == 1
            } else {
                hangul_joins(prev, c)
            };
            if !joins {
                end = at;
                break;
            }
            if is_regional(c) {
                ri += 1;
            }
            if is_pictograph(c) {
                pictograph = true;
            } else if !is_extend(c) && c != ZWJ {
                pictograph = false;
            }
            prev = c;
        }
        let (g, more) = rest.split_at(end);
        rest = more;
        Some(g)
    })
}

/// A character that extends the one before it: combining marks of the common scripts (Latin,
/// Greek, Cyrillic, Hebrew, Arabic, the Indic scripts, Thai, Lao, Japanese kana's), the
/// zero-width non-joiner, variation selectors, emoji skin tones and tags, the keycap.
fn is_extend(c: char) -> bool {
    let u = u32::from(c);
    matches!(u,
        0x0300..=0x036f | 0x0483..=0x0489 | 0x0591..=0x05bd | 0x05bf | 0x05c1..=0x05c2 | 0x05c4..=0x05c5
        | 0x05c7 | 0x0610..=0x061a | 0x064b..=0x065f | 0x0670 | 0x06d6..=0x06dc | 0x06df..=0x06e4
        | 0x06e7..=0x06e8 | 0x06ea..=0x06ed | 0x0e31 | 0x0e34..=0x0e3a | 0x0e47..=0x0e4e | 0x0eb1
        | 0x0eb4..=0x0ebc | 0x0ec8..=0x0ecd | 0x1ab0..=0x1aff | 0x1dc0..=0x1dff | 0x200c
        | 0x20d0..=0x20ff | 0x302a..=0x302f | 0x3099..=0x309a | 0xfe00..=0xfe0f | 0xfe20..=0xfe2f
        | 0x1f3fb..=0x1f3ff | 0xe0020..=0xe007f | 0xe0100..=0xe01ef)
        // The Indic blocks (Devanagari to Malayalam) place their signs alike in each block of 128.
        || (0x0900..=0x0d7f).contains(&u)
            && matches!(u & 0x7f, 0x00..=0x03 | 0x3a..=0x3c | 0x3e..=0x4f | 0x51..=0x57 | 0x62..=0x63)
}

/// A regional indicator: two make a flag.
fn is_regional(c: char) -> bool {
    ('\u{1f1e6}'..='\u{1f1ff}').contains(&c)
}

/// A pictograph (emoji and the symbols that take an emoji's form), which a joiner may join.
fn is_pictograph(c: char) -> bool {
    let u = u32::from(c);
    matches!(u,
        0x00a9 | 0x00ae | 0x203c | 0x2049 | 0x2122 | 0x2139 | 0x2194..=0x2199 | 0x21a9..=0x21aa
        | 0x231a..=0x231b | 0x2328 | 0x23cf | 0x23e9..=0x23f3 | 0x23f8..=0x23fa | 0x24c2
        | 0x25aa..=0x25ab | 0x25b6 | 0x25c0 | 0x25fb..=0x25fe | 0x2600..=0x27bf | 0x2934..=0x2935
        | 0x2b05..=0x2b07 | 0x2b1b..=0x2b1c | 0x2b50 | 0x2b55 | 0x3030 | 0x303d | 0x3297 | 0x3299
        | 0x1f000..=0x1f1e5 | 0x1f200..=0x1f3fa | 0x1f400..=0x1faff | 0x1fc00..=0x1fffd)
}

/// Hangul jamo that join into one syllable (L, V, T and the precomposed LV, LVT).
fn hangul_joins(prev: char, c: char) -> bool {
    #[derive(PartialEq)]
    enum H {
        L,
        V,
        T,
        Lv,
        Lvt,
        No,
    }
    let kind = |c: char| match u32::from(c) {
        0x1100..=0x115f | 0xa960..=0xa97c => H::L,
        0x1160..=0x11a7 | 0xd7b0..=0xd7c6 => H::V,
        0x11a8..=0x11ff | 0xd7cb..=0xd7fb => H::T,
        u @ 0xac00..=0xd7a3 if (u - 0xac00) % 28 == 0 => H::Lv,
        0xac00..=0xd7a3 => H::Lvt,
        _ => H::No,
    };
    matches!(
        (kind(prev), kind(c)),
        (H::L, H::L | H::V | H::Lv | H::Lvt) | (H::Lv | H::V, H::V | H::T) | (H::Lvt | H::T, H::T)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule before this module cut by characters as seen: kept to check that every name it
    /// made valid is valid still.
    fn old_sanitize(name: &str) -> String {
        let cleaned: String = name
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .filter(|c| {
                !c.is_control()
                    && !matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
            })
            .collect();
        let words: Vec<&str> = cleaned.split_whitespace().collect();
        let cut: String = words.join(" ").chars().take(MAX_NAME_CHARS).collect();
        cut.trim_end().to_string()
    }

    const FAMILY: &str = "\u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}";
    const GREECE: &str = "\u{1f1ec}\u{1f1f7}";
    const WAVE_DARK: &str = "\u{1f44b}\u{1f3ff}";

    /// Random names from characters that test the rules: letters, marks, joiners, flags' halves,
    /// skin tones, spaces, controls, bidi overrides, jamo.
    fn random_names(n: usize) -> Vec<String> {
        const ALPHABET: [char; 24] = [
            'a',
            'Ж',
            'ع',
            ' ',
            '\t',
            '\u{301}',
            '\u{200d}',
            '\u{200b}',
            '\u{202e}',
            '\u{1f1ec}',
            '\u{1f1f7}',
            '\u{1f468}',
            '\u{1f469}',
            '\u{1f3fd}',
            '\u{fe0f}',
            '\u{2764}',
            '\u{1100}',
            '\u{1161}',
            '\u{11a8}',
            '\u{ac00}',
            '\u{0915}',
            '\u{094d}',
            '\n',
            '\u{e0067}',
        ];
        let mut seed = 0x2545_f491_u64;
        (0..n)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let len = (seed % 40) as usize;
                (0..len)
                    .map(|i| {
                        let x = seed.rotate_left(i as u32 * 5) ^ (i as u64).wrapping_mul(0x9e37_79b9);
                        ALPHABET[(x % ALPHABET.len() as u64) as usize]
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn every_name_valid_before_is_valid_still() {
        let mut names = random_names(20_000);
        names.extend(
            [
                "Ann",
                "Ελένη",
                "Зоя Иванова",
                "a\u{301}",
                &"x".repeat(24),
                "日本語の名前",
            ]
            .map(String::from),
        );
        for name in names {
            let old = old_sanitize(&name);
            assert_eq!(sanitize_name(&old), old, "{name:?} → {old:?}");
        }
    }

    #[test]
    fn sanitizing_twice_changes_nothing() {
        for name in random_names(20_000) {
            let once = sanitize_name(&name);
            assert_eq!(sanitize_name(&once), once, "{name:?}");
            assert!(once.len() <= MAX_NAME_BYTES && graphemes(&once).count() <= MAX_NAME_CHARS);
            assert_eq!(once.trim(), once);
        }
    }

    #[test]
    fn a_flag_is_one_character_and_is_never_cut_in_half() {
        assert_eq!(graphemes(GREECE).count(), 1);
        assert_eq!(graphemes(&GREECE.repeat(3)).count(), 3);
        // 23 letters, then a flag: the 24th character is the whole flag.
        let name = format!("{}{GREECE}", "a".repeat(23));
        assert_eq!(sanitize_name(&name), name);
        // 24 letters, then a flag: the flag is left out whole, not cut to one indicator.
        let name = format!("{}{GREECE}", "a".repeat(24));
        assert_eq!(sanitize_name(&name), "a".repeat(24));
        // Twelve flags fill the bytes (8 each); a thirteenth is left out whole.
        let flags = GREECE.repeat(13);
        assert_eq!(sanitize_name(&flags), GREECE.repeat(12));
    }

    #[test]
    fn a_family_joined_by_zero_width_joiners_stays_whole() {
        assert_eq!(sanitize_name(FAMILY), FAMILY);
        assert_eq!(graphemes(FAMILY).count(), 1);
        let name = format!("{}{FAMILY}", "b".repeat(23));
        assert_eq!(sanitize_name(&name), name);
        let name = format!("{}{FAMILY}", "b".repeat(24));
        assert_eq!(sanitize_name(&name), "b".repeat(24));
        // A joiner anywhere else is dropped, as before.
        assert_eq!(sanitize_name("A\u{200d}nn"), "Ann");
        assert_eq!(sanitize_name("\u{1f468}\u{200d} x"), "\u{1f468} x");
        assert_eq!(sanitize_name("\u{1f468}\u{200d}"), "\u{1f468}");
        assert_eq!(
            sanitize_name("\u{1f468}\u{200d}\u{200d}\u{1f469}"),
            "\u{1f468}\u{200d}\u{1f469}"
        );
    }

    #[test]
    fn a_skin_tone_stays_with_its_emoji() {
        assert_eq!(graphemes(WAVE_DARK).count(), 1);
        let name = format!("{}{WAVE_DARK}", "c".repeat(23));
        assert_eq!(sanitize_name(&name), name);
        let name = format!("{}{WAVE_DARK}", "c".repeat(24));
        assert_eq!(sanitize_name(&name), "c".repeat(24));
        // A family with skin tones: one character.
        let toned = "\u{1f469}\u{1f3fd}\u{200d}\u{1f467}\u{1f3fb}";
        assert_eq!(graphemes(toned).count(), 1);
        assert_eq!(sanitize_name(toned), toned);
    }

    #[test]
    fn combining_marks_stay_with_their_letter() {
        // é written as e + combining acute: 24 of them are 24 characters (48 code points).
        let name = "e\u{301}".repeat(24);
        assert_eq!(sanitize_name(&name), name);
        assert_eq!(sanitize_name(&"e\u{301}".repeat(30)), name);
        // Devanagari क्ष (ka, virama, ssa): the virama stays with its letter.
        assert_eq!(
            graphemes("\u{915}\u{94d}\u{937}").collect::<Vec<_>>(),
            ["\u{915}\u{94d}", "\u{937}"]
        );
        // Hangul jamo join into a syllable.
        assert_eq!(graphemes("\u{1100}\u{1161}\u{11a8}").count(), 1);
        // A letter under a pile of marks longer than the bytes allow: kept as far as it fits.
        let pile = format!("a{}", "\u{301}".repeat(200));
        let cut = sanitize_name(&pile);
        assert!(cut.starts_with('a') && cut.len() <= MAX_NAME_BYTES, "{}", cut.len());
        assert_eq!(sanitize_name(&cut), cut);
    }

    #[test]
    fn controls_overrides_and_white_space_are_dropped_or_collapsed_as_before() {
        assert_eq!(sanitize_name("  Ann\t\u{202e}Lee\n "), "Ann Lee");
        assert_eq!(sanitize_name("\u{200b}\u{2066}Bo\u{2069}"), "Bo");
        let long = format!("{} bbb", "a".repeat(MAX_NAME_CHARS - 1));
        assert_eq!(sanitize_name(&long), "a".repeat(MAX_NAME_CHARS - 1));
    }
}
