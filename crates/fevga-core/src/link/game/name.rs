//! The sender's name as links carry it: [`sanitize_name`], at most [`MAX_NAME_CHARS`]
//! characters.

/// The longest sender's name kept, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// A name as links carry it: control characters dropped, white space collapsed to single
/// spaces, trimmed, at most [`MAX_NAME_CHARS`] characters.
#[must_use]
pub fn sanitize_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| {
            !c.is_control() && !matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        })
        .collect();
    // Words joined by one space (built by hand: a `join` here adds its own copy of the code to
    // every page that writes a record).
    let mut joined = String::with_capacity(cleaned.len());
    for word in cleaned.split_whitespace() {
        if !joined.is_empty() {
            joined.push(' ');
        }
        joined.push_str(word);
    }
    let cut: String = joined.chars().take(MAX_NAME_CHARS).collect();
    // Cut after a space, the name would end with one: sanitizing it again would change it, and
    // a reader (which checks that a name is as this function keeps it) would refuse it.
    cut.trim_end().to_string()
}
