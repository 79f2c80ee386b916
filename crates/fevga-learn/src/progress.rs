//! What a person has done on the Learn page, kept on their own device: the lessons done, the
//! puzzles solved and failed, the streak of puzzles solved in a row. It decides which puzzle
//! comes next ([`Progress::next_puzzle`]: a failed one comes back [`AGAIN`] puzzles later) under
//! a [`Filter`] (theme, difficulty), and reads and writes itself as a short text (the page keeps
//! it in local storage).

use std::fmt;
use std::str::FromStr;

use crate::{Puzzle, Theme};

/// A failed puzzle comes back once this many other puzzles were tried after it.
pub const AGAIN: u32 = 5;

/// The first line of the text: the format and its version.
const HEADER: &str = "fevga-learn 1";

/// Which puzzles to offer: all, or those of one theme, one difficulty, one rule set, or any of
/// these together.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only puzzles of this theme.
    pub theme: Option<Theme>,
    /// Only puzzles of this difficulty (1–5, [`Puzzle::difficulty`]).
    pub difficulty: Option<u8>,
    /// Only puzzles of this rule set.
    pub rules: Option<fevga_core::Rules>,
}

impl Filter {
    /// Whether `puzzle` is among the puzzles offered.
    #[must_use]
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.theme.is_none_or(|t| t == puzzle.theme)
            && self.difficulty.is_none_or(|d| d == puzzle.difficulty)
            && self.rules.is_none_or(|r| r == puzzle.rules)
    }
}

/// The person's progress.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// Lessons done, by id, in the order done. (Plain lists, not sets: a few hundred ids at most,
    /// and the page's download stays smaller without another collection's code.)
    lessons: Vec<String>,
    /// Puzzles solved (at the last try), by id.
    solved: Vec<String>,
    /// Puzzles failed at their last try: id and the number of tries before that try.
    failed: Vec<(String, u32)>,
    /// Puzzle tries so far.
    tries: u32,
    /// Puzzles solved in a row now.
    streak: u32,
    /// The longest streak so far.
    best_streak: u32,
}

impl Progress {
    /// Marks the lesson `id` done (again is no change).
    pub fn lesson_done(&mut self, id: &str) {
        add(&mut self.lessons, id);
    }

    /// Whether the lesson `id` was done.
    #[must_use]
    pub fn is_lesson_done(&self, id: &str) -> bool {
        self.lessons.iter().any(|x| x == id)
    }

    /// How many lessons were done.
    #[must_use]
    pub fn lessons_done(&self) -> usize {
        self.lessons.len()
    }

    /// Records a try of the puzzle `id`: solved (`right`) or failed. A solved puzzle leaves the
    /// failed ones; a failed one is offered again later.
    pub fn record(&mut self, id: &str, right: bool) {
        self.failed.retain(|(x, _)| x != id);
        if right {
            add(&mut self.solved, id);
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.solved.retain(|x| x != id);
            self.failed.push((id.to_string(), self.tries));
            self.streak = 0;
        }
        self.tries += 1;
    }

    /// Puzzles solved.
    #[must_use]
    pub fn solved(&self) -> usize {
        self.solved.len()
    }

    /// Puzzles failed at their last try.
    #[must_use]
    pub fn failed(&self) -> usize {
        self.failed.len()
    }

    /// Whether the puzzle `id` was solved at its last try.
    #[must_use]
    pub fn is_solved(&self, id: &str) -> bool {
        self.solved.iter().any(|x| x == id)
    }

    /// Whether the puzzle `id` was failed at its last try.
    #[must_use]
    pub fn is_failed(&self, id: &str) -> bool {
        self.failed_at(id).is_some()
    }

    /// Puzzles solved in a row now.
    #[must_use]
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// The longest streak so far.
    #[must_use]
    pub fn best_streak(&self) -> u32 {
        self.best_streak
    }

    /// The puzzle to offer next among those `filter` admits, other than `current`: a failed
    /// puzzle that is due again (failed at least [`AGAIN`] tries ago; the oldest first), else the
    /// next one never tried after `current` in the file's order (from the start again after the
    /// last), so that skipping walks on rather than back; else a failed one not yet due (the
    /// oldest); `None` once every puzzle offered is solved.
    #[must_use]
    pub fn next_puzzle<'a>(&self, puzzles: &'a [Puzzle], filter: Filter, current: Option<&str>) -> Option<&'a Puzzle> {
        let offered = || {
            puzzles
                .iter()
                .filter(move |p| filter.admits(p) && Some(p.id.as_str()) != current)
        };
        let failed_at = |p: &Puzzle| self.failed_at(&p.id);
        let oldest_failed = |due: bool| {
            offered()
                .filter_map(|p| failed_at(p).map(|at| (at, p)))
                .filter(|&(at, _)| !due || self.tries > at + AGAIN)
                .min_by_key(|&(at, _)| at)
                .map(|(_, p)| p)
        };
        let here = current.and_then(|id| puzzles.iter().position(|p| p.id == id));
        let untried = || offered().filter(|p| !self.is_solved(&p.id) && failed_at(p).is_none());
        let after = |p: &Puzzle| {
            let i = puzzles.iter().position(|q| q.id == p.id);
            here.is_some_and(|h| i.is_some_and(|i| i > h))
        };
        oldest_failed(true)
            .or_else(|| untried().find(|p| after(p)))
            .or_else(|| untried().next())
            .or_else(|| oldest_failed(false))
    }
}

impl Progress {
    /// When the puzzle `id` was failed (tries before), if it is failed.
    fn failed_at(&self, id: &str) -> Option<u32> {
        self.failed.iter().find(|(x, _)| x == id).map(|&(_, at)| at)
    }
}

/// Adds `id` to `list` unless it is there.
fn add(list: &mut Vec<String>, id: &str) {
    if !list.iter().any(|x| x == id) {
        list.push(id.to_string());
    }
}

/// A progress text that cannot be read: its line (from 1) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgressError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong, in English.
    pub what: String,
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for ProgressError {}

impl fmt::Display for Progress {
    /// The text kept on the device: a header, then one fact a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{HEADER}")?;
        writeln!(f, "tries {}", self.tries)?;
        writeln!(f, "streak {} {}", self.streak, self.best_streak)?;
        for id in &self.lessons {
            writeln!(f, "lesson {id}")?;
        }
        for id in &self.solved {
            writeln!(f, "solved {id}")?;
        }
        for (id, at) in &self.failed {
            writeln!(f, "failed {id} {at}")?;
        }
        Ok(())
    }
}

impl FromStr for Progress {
    type Err = ProgressError;

    /// Reads the text [`Progress`]'s `Display` writes; a line it does not know is an error.
    fn from_str(text: &str) -> Result<Progress, ProgressError> {
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
        match lines.next() {
            Some((_, HEADER)) => {}
            _ => {
                return Err(ProgressError {
                    line: 1,
                    what: format!("expected {HEADER:?}"),
                });
            }
        }
        let mut p = Progress::default();
        for (line, l) in lines.filter(|(_, l)| !l.is_empty()) {
            let err = |what: &str| ProgressError {
                line,
                what: what.to_string(),
            };
            let num = |t: Option<&str>| {
                t.and_then(|t| t.parse::<u32>().ok())
                    .ok_or_else(|| err("expected a number"))
            };
            let id = |t: Option<&str>| {
                t.filter(|t| !t.is_empty())
                    .map(str::to_string)
                    .ok_or_else(|| err("expected an id"))
            };
            let mut w = l.split(' ');
            match w.next() {
                Some("tries") => p.tries = num(w.next())?,
                Some("streak") => {
                    p.streak = num(w.next())?;
                    p.best_streak = num(w.next())?;
                }
                Some("lesson") => {
                    add(&mut p.lessons, &id(w.next())?);
                }
                Some("solved") => {
                    add(&mut p.solved, &id(w.next())?);
                }
                Some("failed") => {
                    let name = id(w.next())?;
                    let at = num(w.next())?;
                    p.failed.retain(|(x, _)| *x != name);
                    p.failed.push((name, at));
                }
                _ => return Err(err("unknown line")),
            }
            if w.next().is_some() {
                return Err(err("too many words"));
            }
        }
        if p.best_streak < p.streak {
            return Err(ProgressError {
                line: 3,
                what: "the best streak is shorter than the streak".into(),
            });
        }
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{SHIPPED, parse_puzzles};

    fn puzzles() -> Vec<Puzzle> {
        parse_puzzles(SHIPPED).unwrap()
    }

    #[test]
    fn the_streak_counts_solved_in_a_row_and_keeps_its_record() {
        let mut p = Progress::default();
        p.record("a", true);
        p.record("b", true);
        assert_eq!((p.streak(), p.best_streak()), (2, 2));
        p.record("c", false);
        assert_eq!((p.streak(), p.best_streak()), (0, 2));
        p.record("d", true);
        assert_eq!((p.streak(), p.best_streak(), p.solved(), p.failed()), (1, 2, 3, 1));
        // Solving a failed puzzle takes it off the failed ones.
        p.record("c", true);
        assert_eq!((p.solved(), p.failed()), (4, 0));
        // Failing a solved one moves it back.
        p.record("a", false);
        assert!(p.is_failed("a") && !p.is_solved("a"));
    }

    #[test]
    fn skipping_walks_on_through_the_puzzles_never_back_and_forth() {
        let all = puzzles();
        let p = Progress::default();
        // Skip after skip, nothing solved or failed: each time a puzzle not seen yet.
        let mut seen: Vec<String> = Vec::new();
        let mut current: Option<String> = None;
        for _ in 0..5 {
            let next = p.next_puzzle(&all, Filter::default(), current.as_deref()).unwrap();
            assert!(!seen.contains(&next.id), "{} again after {seen:?}", next.id);
            seen.push(next.id.clone());
            current = Some(next.id.clone());
        }
        // At the last puzzle, it goes round to the first not tried.
        let last = all.last().unwrap();
        assert_eq!(
            p.next_puzzle(&all, Filter::default(), Some(&last.id)).map(|q| &q.id),
            Some(&all[0].id)
        );
    }

    #[test]
    fn new_puzzles_come_in_the_files_order_and_a_failed_one_comes_back_later() {
        let all = puzzles();
        let mut p = Progress::default();
        let first = p.next_puzzle(&all, Filter::default(), None).unwrap();
        assert_eq!(first.id, all[0].id);
        p.record(&all[0].id, false);
        // Not due yet: the next ones are new.
        for k in 1..=AGAIN as usize {
            let next = p.next_puzzle(&all, Filter::default(), None).unwrap();
            assert_eq!(next.id, all[k].id, "try {k}");
            p.record(&next.id, true);
        }
        // AGAIN tries later the failed one is due.
        let due = p.next_puzzle(&all, Filter::default(), None).unwrap();
        assert_eq!(due.id, all[0].id);
        // The one on the board is not offered again at once.
        let other = p.next_puzzle(&all, Filter::default(), Some(&all[0].id)).unwrap();
        assert_eq!(other.id, all[AGAIN as usize + 1].id);
    }

    #[test]
    fn filters_offer_only_their_puzzles_and_end_when_all_are_solved() {
        let all = puzzles();
        let race = Filter {
            theme: Some(Theme::Race),
            ..Filter::default()
        };
        let n = all.iter().filter(|q| race.admits(q)).count();
        assert!(n > 0);
        let mut p = Progress::default();
        let mut seen = 0;
        while let Some(q) = p.next_puzzle(&all, race, None) {
            assert_eq!(q.theme, Theme::Race);
            p.record(&q.id.clone(), true);
            seen += 1;
            assert!(seen <= n, "offered a puzzle twice");
        }
        assert_eq!(seen, n);
        // A failed one alone is still offered before it is due.
        let last = all.iter().rfind(|q| race.admits(q)).unwrap();
        p.record(&last.id, false);
        assert_eq!(p.next_puzzle(&all, race, None).map(|q| &q.id), Some(&last.id));
        let hard = Filter {
            difficulty: Some(2),
            ..Filter::default()
        };
        let q = p.next_puzzle(&all, hard, None).unwrap();
        assert_eq!(q.difficulty, 2);
        let both = Filter {
            theme: Some(Theme::Sprint),
            difficulty: Some(1),
            ..Filter::default()
        };
        let multezim = Filter {
            rules: Some(fevga_core::Rules::Multezim),
            ..Filter::default()
        };
        let n = all.iter().filter(|q| multezim.admits(q)).count();
        assert!(n > 0 && n < all.len());
        assert_eq!(
            p.next_puzzle(&all, multezim, None).map(|q| q.rules),
            Some(fevga_core::Rules::Multezim)
        );
        assert!(
            all.iter()
                .filter(|q| both.admits(q))
                .all(|q| q.theme == Theme::Sprint && q.difficulty == 1)
        );
    }

    #[test]
    fn the_text_reads_back_and_bad_text_says_where() {
        let mut p = Progress::default();
        p.lesson_done("setup");
        p.lesson_done("walls");
        p.record("p0001", true);
        p.record("p0002", false);
        p.record("p0003", true);
        let text = p.to_string();
        assert_eq!(text.parse::<Progress>().unwrap(), p);
        assert!(p.is_lesson_done("walls") && !p.is_lesson_done("block"));
        assert_eq!(p.lessons_done(), 2);
        assert_eq!("".parse::<Progress>().unwrap_err().line, 1);
        assert_eq!("fevga-learn 2\n".parse::<Progress>().unwrap_err().line, 1);
        let bad = format!("{HEADER}\ntries x\n").parse::<Progress>().unwrap_err();
        assert_eq!((bad.line, bad.what.as_str()), (2, "expected a number"));
        assert_eq!(format!("{HEADER}\nsolved\n").parse::<Progress>().unwrap_err().line, 2);
        assert_eq!(format!("{HEADER}\nwon p1\n").parse::<Progress>().unwrap_err().line, 2);
        assert_eq!(
            format!("{HEADER}\nlesson a b\n").parse::<Progress>().unwrap_err().line,
            2
        );
        assert_eq!(
            format!("{HEADER}\nstreak 3 2\n").parse::<Progress>().unwrap_err().line,
            3
        );
    }
}
