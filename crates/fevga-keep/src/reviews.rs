//! The reviews of kept games, as the computer made them: one text under [`REVIEWS_KEY`], an
//! entry a game, made a turn at a time by the analysis board and kept as each turn is rated, so
//! a review is made once and a reload resumes it where it stopped. Each entry is a `Review:` line
//! (the kept game's id, `fevga_keep::store::Kept::id`) followed by one line a turn of the game,
//! in order (→ stands for a tab): the turn's rating as `fevga_ai::protocol::rating_line` writes it (`-` for a turn
//! without a choice). The lines are the computer's format; this module only keeps them:
//!
//! ```text
//! fevga-reviews 1
//! Review: 1764662400000
//! -
//! 24/18 13/9→3f0a3d71→3d4ccccd→3c23d70a→2→|→24/18 13/9→3f0a3d71→3d4ccccd→3c23d70a→2
//! ```
//!
//! Bounded by [`MAX_BYTES`] (the review seen least recently goes first); reviews of games no
//! longer kept are dropped ([`Reviews::retain`]). Reading is lenient: an entry that cannot be
//! read is left out, and a line that does not read as its turn's rating is the reader's to drop
//! ([`Reviews::truncate`]), so the turns from there are rated again.

/// The storage key of the reviews.
pub const REVIEWS_KEY: &str = "fevga.reviews";
/// At most this many bytes of text are kept (a long game's review is about 8 KB).
pub const MAX_BYTES: usize = 600_000;

const MAGIC: &str = "fevga-reviews 1";

/// One game's review: the kept game's id and its turns' rating lines so far, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    id: u64,
    lines: Vec<String>,
}

/// The reviews kept, the one seen least recently first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reviews {
    list: Vec<Entry>,
}

impl Reviews {
    /// Reads the stored text; entries that cannot be read are left out.
    #[must_use]
    pub fn from_text(text: &str) -> Reviews {
        let mut lines = text.lines();
        if lines.next() != Some(MAGIC) {
            return Reviews::default();
        }
        let mut list: Vec<Entry> = Vec::new();
        let mut current: Option<Entry> = None;
        for line in lines {
            if let Some(head) = line.strip_prefix("Review: ") {
                list.extend(current.take());
                current = head.trim().parse().ok().map(|id| Entry { id, lines: Vec::new() });
                // A second entry for one id: the later one stands.
                if let Some(c) = &current {
                    list.retain(|e| e.id != c.id);
                }
            } else if let Some(c) = &mut current {
                c.lines.push(line.to_string());
            }
        }
        list.extend(current);
        Reviews { list }
    }

    /// The stored text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = format!("{MAGIC}\n");
        for e in &self.list {
            out.push_str("Review: ");
            out.push_str(&e.id.to_string());
            out.push('\n');
            for line in &e.lines {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }

    /// The rating lines of game `id`'s turns rated so far (empty if none).
    #[must_use]
    pub fn lines(&self, id: u64) -> &[String] {
        self.list.iter().find(|e| e.id == id).map_or(&[], |e| &e.lines)
    }

    /// How many of game `id`'s turns are rated.
    #[must_use]
    pub fn rated(&self, id: u64) -> usize {
        self.lines(id).len()
    }

    /// Keeps the rating of game `id`'s next turn, `line` (one line); the review becomes the one
    /// seen most recently. False (nothing kept) for a line with a line break, or a line for a
    /// turn other than the next (`turn`, counted from 0, must equal the turns rated so far: an
    /// answer that arrives twice is kept once).
    pub fn push(&mut self, id: u64, turn: usize, line: &str) -> bool {
        if line.contains(['\n', '\r']) || line.starts_with("Review: ") || turn != self.rated(id) {
            return false;
        }
        let mut entry = self.take(id).unwrap_or(Entry { id, lines: Vec::new() });
        entry.lines.push(line.to_string());
        self.list.push(entry);
        true
    }

    /// Keeps only game `id`'s first `n` lines (a line from there did not read as its turn's
    /// rating: those turns are rated again).
    pub fn truncate(&mut self, id: u64, n: usize) {
        if let Some(e) = self.list.iter_mut().find(|e| e.id == id) {
            e.lines.truncate(n);
        }
    }

    /// Marks game `id`'s review as seen now (the last to be dropped for room).
    pub fn touch(&mut self, id: u64) {
        if let Some(e) = self.take(id) {
            self.list.push(e);
        }
    }

    /// Keeps only the reviews of games `kept` says are kept; true if any went.
    pub fn retain(&mut self, mut kept: impl FnMut(u64) -> bool) -> bool {
        let before = self.list.len();
        self.list.retain(|e| kept(e.id));
        self.list.len() != before
    }

    /// Drops the reviews seen least recently until the text is at most `max_bytes` long, never
    /// `keep`'s (the one being made); how many went.
    pub fn bound(&mut self, max_bytes: usize, keep: u64) -> usize {
        let mut dropped = 0;
        while self.to_text().len() > max_bytes {
            let Some(i) = self.list.iter().position(|e| e.id != keep) else {
                break;
            };
            self.list.remove(i);
            dropped += 1;
        }
        dropped
    }

    fn take(&mut self, id: u64) -> Option<Entry> {
        let i = self.list.iter().position(|e| e.id == id)?;
        Some(self.list.remove(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "24/18 13/9\t3f0a3d71\t3d4ccccd\t3c23d70a\t2\t|\t24/18 13/9\t3f0a3d71\t3d4ccccd\t3c23d70a\t2";

    #[test]
    fn a_review_kept_a_turn_at_a_time_reads_back_as_written() {
        let mut r = Reviews::default();
        assert!(r.push(7, 0, "-"));
        assert!(r.push(7, 1, LINE));
        assert!(r.push(9, 0, LINE));
        let text = r.to_text();
        assert!(text.starts_with("fevga-reviews 1\nReview: 7\n-\n"), "{text}");
        let back = Reviews::from_text(&text);
        assert_eq!(back, r);
        assert_eq!(back.lines(7), ["-", LINE]);
        assert_eq!(back.rated(9), 1);
        assert_eq!(back.rated(8), 0);
    }

    #[test]
    fn an_answer_for_another_turn_or_with_a_line_break_is_not_kept() {
        let mut r = Reviews::default();
        assert!(r.push(7, 0, "-"));
        // The same answer twice (a reload while it was on its way): kept once.
        assert!(!r.push(7, 0, "-"));
        assert!(!r.push(7, 2, LINE));
        assert!(!r.push(7, 1, "-\nReview: 8"));
        assert!(!r.push(7, 1, "Review: 8"));
        assert_eq!(r.lines(7), ["-"]);
    }

    #[test]
    fn a_damaged_text_keeps_what_can_be_read() {
        assert_eq!(Reviews::from_text("something else\nReview: 1\n-\n"), Reviews::default());
        let r = Reviews::from_text("fevga-reviews 1\nstray\nReview: x\n-\nReview: 3\n-\n-\nReview: 3\n-\n");
        assert_eq!(r.lines(3), ["-"], "the later entry for an id stands");
        assert_eq!(r.list.len(), 1);
    }

    #[test]
    fn a_line_that_does_not_read_is_dropped_with_those_after_it() {
        let mut r = Reviews::default();
        for t in 0..4 {
            r.push(1, t, "-");
        }
        r.truncate(1, 2);
        assert_eq!(r.rated(1), 2);
        assert!(r.push(1, 2, LINE));
    }

    #[test]
    fn the_reviews_of_games_gone_are_dropped_and_the_least_recent_go_for_room() {
        let mut r = Reviews::default();
        for id in 1..=4 {
            for t in 0..20 {
                r.push(id, t, LINE);
            }
        }
        assert!(r.retain(|id| id != 2));
        assert!(!r.retain(|_| true));
        assert_eq!(r.rated(2), 0);
        r.touch(1);
        let one = r.to_text().len() / 3;
        assert_eq!(r.bound(one * 2 + 40, 4), 1);
        assert_eq!(r.rated(3), 0, "the one seen least recently went first");
        assert_eq!(r.rated(1), 20);
        assert_eq!(r.bound(10, 4), 1, "never the one kept");
        assert_eq!(r.rated(4), 20);
    }
}
