//! The reader of the Fluent subset the message files use: messages, `{ $var }` placeables and
//! plural selectors ([`parse`] into a [`Table`] of [`Part`]s), and its faults ([`FtlError`]).

/// A piece of a message: text, a `{ $var }` placeable, or a selector among variants.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Part {
    Text(String),
    Var(String),
    Select {
        var: String,
        variants: Vec<(String, Vec<Part>)>,
        default: usize,
    },
}

/// A fault in an `.ftl` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FtlError {
    /// The line of the fault (from 1; a message's first line for a fault inside it).
    pub line: usize,
    /// What is wrong, in English.
    pub what: String,
}

/// The messages by key, kept sorted: a lookup is a binary search. (A hash map would do the same
/// for a few hundred keys at the cost of its code in every wasm that reads words.)
#[derive(Debug, Clone, Default)]
pub(crate) struct Table(Vec<(String, Vec<Part>)>);

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

    pub(crate) fn get(&self, key: &str) -> Option<&Vec<Part>> {
        let i = self.0.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()?;
        Some(&self.0[i].1)
    }

    #[cfg(test)]
    pub(crate) fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// The keys, in order.
    pub(crate) fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }
}

/// Parses the Fluent subset: `key = pattern`, indented continuation lines, `# comments`.
pub(crate) fn parse(src: &str) -> Result<Table, FtlError> {
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
    fn faults_are_reported() {
        assert!(parse("x = { $n ->\n [one] a\n}\n").is_err(), "no default");
        assert!(parse("x = { n }\n").is_err());
        assert!(parse("  orphan\n").is_err());
        assert!(parse("a = 1\na = 2\n").is_err());
    }
}
