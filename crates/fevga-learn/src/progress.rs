//! What a person has done on the Learn page, kept on their own device: the lessons done, the
//! puzzles solved, failed and skipped, the streak of puzzles solved in a row, the person's
//! puzzle rating and its history, and the rating of every puzzle tried here
//! ([`crate::rating`]). It decides which puzzle comes next ([`Progress::next_puzzle`]: a failed
//! one comes back [`AGAIN`] puzzles later; else the untried puzzle nearest the person's rating,
//! or with a chosen difficulty the next in the file's order) under a [`Filter`] (theme,
//! difficulty, rule set), and reads and writes itself as a short text (the page keeps it in
//! local storage).

use std::fmt;
use std::str::FromStr;

use crate::rating::Rating;
use crate::{Puzzle, Theme};

/// A failed puzzle comes back once this many other puzzles were tried after it.
pub const AGAIN: u32 = 5;

/// The person's rating history keeps this many ratings at most (the latest).
pub const HISTORY: usize = 100;

/// The first line of the text: the format and its version (version 1, before ratings, still
/// reads: it has no rating lines).
const HEADER: &str = "fevga-learn 2";
/// The first line of version 1.
const HEADER_1: &str = "fevga-learn 1";

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
#[derive(Debug, Clone, PartialEq)]
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
    /// Puzzles skipped unseen (the answer not shown), by id: offered again only once every other
    /// puzzle of the choice was.
    skipped: Vec<String>,
    /// The person's puzzle rating.
    rating: Rating,
    /// The person's rating after each rated try, oldest first, [`HISTORY`] at most.
    history: Vec<Rating>,
    /// Every puzzle rated here: its rating now. A puzzle is rated at its first try only.
    puzzles: Vec<(String, Rating)>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            lessons: Vec::new(),
            solved: Vec::new(),
            failed: Vec::new(),
            tries: 0,
            streak: 0,
            best_streak: 0,
            skipped: Vec::new(),
            rating: Rating::SOLVER,
            history: Vec::new(),
            puzzles: Vec::new(),
        }
    }
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

    /// A try of `puzzle`, solved (`right`) or failed (a wrong play, or the answer shown):
    /// [`Progress::record`]ed, and at the puzzle's first try here rated, as a game between the
    /// person and the puzzle (both ratings move, [`Rating::after`]).
    pub fn rate(&mut self, puzzle: &Puzzle, right: bool) {
        if self.puzzle_rating_kept(&puzzle.id).is_none() {
            let mine = self.rating;
            let theirs = self.puzzle_rating(puzzle);
            let score = if right { 1.0 } else { 0.0 };
            self.rating = mine.after(&theirs, score);
            self.puzzles.push((puzzle.id.clone(), theirs.after(&mine, 1.0 - score)));
            self.history.push(self.rating);
            if self.history.len() > HISTORY {
                self.history.remove(0);
            }
        }
        self.record(&puzzle.id, right);
    }

    /// Skips the puzzle `id` unseen: no try, no rating; it is offered again only once the rest
    /// of the choice was.
    pub fn skip(&mut self, id: &str) {
        self.skipped.retain(|x| x != id);
        self.skipped.push(id.to_string());
    }

    /// The person's puzzle rating.
    #[must_use]
    pub const fn rating(&self) -> Rating {
        self.rating
    }

    /// The person's rating after each rated try, oldest first (the latest [`HISTORY`]).
    #[must_use]
    pub fn history(&self) -> &[Rating] {
        &self.history
    }

    /// `puzzle`'s rating: as its tries here left it, else from its difficulty.
    #[must_use]
    pub fn puzzle_rating(&self, puzzle: &Puzzle) -> Rating {
        self.puzzle_rating_kept(&puzzle.id)
            .unwrap_or_else(|| Rating::of_difficulty(puzzle.difficulty))
    }

    /// The failed puzzles' ids, the oldest failure first: the list to try again.
    #[must_use]
    pub fn failed_ids(&self) -> Vec<&str> {
        let mut f: Vec<&(String, u32)> = self.failed.iter().collect();
        f.sort_by_key(|&&(_, at)| at);
        f.into_iter().map(|(id, _)| id.as_str()).collect()
    }

    /// Forgets the puzzles no longer in `puzzles` (a file that dropped some: issue 33 left out
    /// those not proven to the end) from the solved, failed and skipped ones, so the counts and
    /// the list to try again name only puzzles there are; the rating and its history stay.
    /// Whether anything was forgotten.
    pub fn forget_missing(&mut self, puzzles: &[Puzzle]) -> bool {
        let there = |id: &str| puzzles.iter().any(|p| p.id == id);
        let before = (self.solved.len(), self.failed.len(), self.skipped.len());
        self.solved.retain(|id| there(id));
        self.failed.retain(|(id, _)| there(id));
        self.skipped.retain(|id| there(id));
        before != (self.solved.len(), self.failed.len(), self.skipped.len())
    }

    /// Records a try of the puzzle `id`, unrated: solved (`right`) or failed. A solved puzzle
    /// leaves the failed ones; a failed one is offered again later.
    pub fn record(&mut self, id: &str, right: bool) {
        self.skipped.retain(|x| x != id);
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
    /// puzzle that is due again (failed at least [`AGAIN`] tries ago; the oldest first); else one
    /// never tried nor skipped: with no difficulty chosen, the one whose rating is nearest the
    /// person's ([`Progress::puzzle_rating`]; the first in the file's order of the nearest),
    /// with a difficulty chosen, the next after `current` in the file's order (from the start
    /// again after the last), so that skipping walks on rather than back; else the skipped ones,
    /// the earliest skipped first; else a failed one not yet due (the oldest); `None` once every
    /// puzzle offered is solved.
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
        let skipped = |p: &Puzzle| self.skipped.iter().position(|x| *x == p.id);
        let untried = || offered().filter(|p| !self.is_solved(&p.id) && failed_at(p).is_none() && skipped(p).is_none());
        let after = |p: &Puzzle| {
            let i = puzzles.iter().position(|q| q.id == p.id);
            here.is_some_and(|h| i.is_some_and(|i| i > h))
        };
        let nearest = || {
            let me = self.rating.rating;
            untried().min_by(|a, b| {
                let d = |p: &Puzzle| (self.puzzle_rating(p).rating - me).abs();
                d(a).total_cmp(&d(b))
            })
        };
        let fresh = if filter.difficulty.is_none() {
            nearest()
        } else {
            untried().find(|p| after(p)).or_else(|| untried().next())
        };
        oldest_failed(true)
            .or(fresh)
            .or_else(|| {
                offered()
                    .filter(|p| !self.is_solved(&p.id) && failed_at(p).is_none())
                    .filter_map(|p| skipped(p).map(|k| (k, p)))
                    .min_by_key(|&(k, _)| k)
                    .map(|(_, p)| p)
            })
            .or_else(|| oldest_failed(false))
    }
}

impl Progress {
    /// When the puzzle `id` was failed (tries before), if it is failed.
    fn failed_at(&self, id: &str) -> Option<u32> {
        self.failed.iter().find(|(x, _)| x == id).map(|&(_, at)| at)
    }

    /// The rating kept for the puzzle `id`, if it was rated here.
    fn puzzle_rating_kept(&self, id: &str) -> Option<Rating> {
        self.puzzles.iter().find(|(x, _)| x == id).map(|&(_, r)| r)
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
        for id in &self.skipped {
            writeln!(f, "skipped {id}")?;
        }
        writeln!(f, "rating {}", self.rating)?;
        for r in &self.history {
            writeln!(f, "was {r}")?;
        }
        for (id, r) in &self.puzzles {
            writeln!(f, "puzzle {id} {r}")?;
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
            Some((_, HEADER | HEADER_1)) => {}
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
            let rating = |w: std::str::Split<'_, char>| w.collect::<Vec<_>>().join(" ").parse::<Rating>().map_err(err);
            match w.next() {
                Some("skipped") => {
                    let name = id(w.next())?;
                    p.skip(&name);
                }
                Some("rating") => {
                    p.rating = rating(w)?;
                    continue;
                }
                Some("was") => {
                    p.history.push(rating(w)?);
                    if p.history.len() > HISTORY {
                        return Err(err("too long a history"));
                    }
                    continue;
                }
                Some("puzzle") => {
                    let name = id(w.next())?;
                    let r = rating(w)?;
                    p.puzzles.retain(|(x, _)| *x != name);
                    p.puzzles.push((name, r));
                    continue;
                }
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
        let mut p = p;
        for _ in 0..5 {
            let next = p.next_puzzle(&all, Filter::default(), current.as_deref()).unwrap();
            assert!(!seen.contains(&next.id), "{} again after {seen:?}", next.id);
            seen.push(next.id.clone());
            current = Some(next.id.clone());
            p.skip(&next.id);
        }
        // Skipping is no try: the rating stays.
        assert_eq!((p.rating(), p.history().len()), (Rating::SOLVER, 0));
        // With a difficulty chosen, the file's order: at the last puzzle it goes round to the
        // first not tried.
        let easy = Filter {
            difficulty: Some(1),
            ..Filter::default()
        };
        let fresh = Progress::default();
        let last = all.iter().rfind(|q| q.difficulty == 1).unwrap();
        let first = all.iter().find(|q| q.difficulty == 1).unwrap();
        assert_eq!(
            fresh.next_puzzle(&all, easy, Some(&last.id)).map(|q| &q.id),
            Some(&first.id)
        );
        // Once every puzzle of a choice was skipped, the skipped come back, the earliest first.
        let race = Filter {
            theme: Some(Theme::Race),
            ..Filter::default()
        };
        let mut q = Progress::default();
        let mut order = Vec::new();
        while let Some(x) = q.next_puzzle(&all, race, None).filter(|x| !order.contains(&x.id)) {
            order.push(x.id.clone());
            q.skip(&x.id);
        }
        assert_eq!(order.len(), all.iter().filter(|x| race.admits(x)).count());
        assert_eq!(q.next_puzzle(&all, race, None).map(|x| &x.id), Some(&order[0]));
    }

    #[test]
    fn with_a_difficulty_chosen_new_puzzles_come_in_the_files_order_and_a_failed_one_comes_back_later() {
        let all = puzzles();
        let two = Filter {
            difficulty: Some(2),
            ..Filter::default()
        };
        let of: Vec<&Puzzle> = all.iter().filter(|q| two.admits(q)).collect();
        let mut p = Progress::default();
        let first = p.next_puzzle(&all, two, None).unwrap();
        assert_eq!(first.id, of[0].id);
        p.rate(of[0], false);
        // Not due yet: the next ones are new.
        for (k, want) in of.iter().enumerate().take(AGAIN as usize + 1).skip(1) {
            let next = p.next_puzzle(&all, two, None).unwrap();
            assert_eq!(next.id, want.id, "try {k}");
            p.rate(next, true);
        }
        // AGAIN tries later the failed one is due.
        let due = p.next_puzzle(&all, two, None).unwrap();
        assert_eq!(due.id, of[0].id);
        // The one on the board is not offered again at once.
        let other = p.next_puzzle(&all, two, Some(&of[0].id)).unwrap();
        assert_eq!(other.id, of[AGAIN as usize + 1].id);
        assert_eq!(p.failed_ids(), [of[0].id.as_str()]);
    }

    /// With no difficulty chosen, the puzzle served is the untried one whose rating is nearest
    /// the person's: a newcomer starts on easy ones, and one who solves everything is served
    /// harder and harder ones; one who fails everything stays on the easiest.
    #[test]
    fn puzzles_are_served_near_the_persons_rating() {
        let all = puzzles();
        let any = Filter::default();
        let mut p = Progress::default();
        let first = p.next_puzzle(&all, any, None).unwrap();
        assert_eq!(first.difficulty, 1);
        let mut served = Vec::new();
        for _ in 0..30 {
            let next = p.next_puzzle(&all, any, None).unwrap();
            let gap = (p.puzzle_rating(next).rating - p.rating().rating).abs();
            // No untried puzzle is nearer.
            for q in all.iter().filter(|q| !p.is_solved(&q.id) && !p.is_failed(&q.id)) {
                assert!((p.puzzle_rating(q).rating - p.rating().rating).abs() >= gap - 1e-9);
            }
            served.push(next.difficulty);
            p.rate(next, true);
        }
        assert!(p.rating().rating > 1900.0, "{:?}", p.rating());
        assert!(served.last() > served.first(), "{served:?}");
        assert_eq!(p.history().len(), 30);
        assert!(p.history().windows(2).all(|w| w[1].rating > w[0].rating));
        let mut q = Progress::default();
        for _ in 0..10 {
            let next = q.next_puzzle(&all, any, None).unwrap();
            assert_eq!(next.difficulty, 1);
            q.rate(next, false);
        }
        assert!(q.rating().rating < Rating::SOLVER.rating);
    }

    #[test]
    fn puzzles_gone_from_the_file_are_forgotten_but_the_rating_stays() {
        let all = puzzles();
        let mut p = Progress::default();
        p.rate(&all[0], true);
        p.record("p0037", false);
        p.record("p9999", true);
        p.skip("p0090");
        let rating = p.rating();
        assert_eq!((p.solved(), p.failed()), (2, 1));
        assert!(p.forget_missing(&all));
        assert_eq!((p.solved(), p.failed(), p.failed_ids().len()), (1, 0, 0));
        assert_eq!(p.rating(), rating);
        assert!(!p.forget_missing(&all), "nothing more to forget");
    }

    /// A puzzle is rated at its first try only: the answer was shown after it, so a second try
    /// says nothing of the person's strength. Both ratings move, the opposite ways.
    #[test]
    fn a_puzzle_is_rated_at_its_first_try_and_moves_the_other_way() {
        let all = puzzles();
        let x = &all[0];
        let mut p = Progress::default();
        let before = p.puzzle_rating(x);
        assert_eq!(before, Rating::of_difficulty(x.difficulty));
        p.rate(x, false);
        let (mine, theirs) = (p.rating(), p.puzzle_rating(x));
        assert!(mine.rating < Rating::SOLVER.rating && theirs.rating > before.rating);
        p.rate(x, true);
        assert_eq!((p.rating(), p.puzzle_rating(x), p.history().len()), (mine, theirs, 1));
        // The try itself still counts: solved now, off the failed list.
        assert!(p.is_solved(&x.id) && p.failed_ids().is_empty());
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
        let all = puzzles();
        p.rate(&all[5], true);
        p.rate(&all[6], false);
        p.skip(&all[7].id);
        let text = p.to_string();
        assert_eq!(text.parse::<Progress>().unwrap(), p);
        assert!(text.contains("\nrating ") && text.contains("\nwas ") && text.contains("\npuzzle p0"));
        // A text of version 1, before ratings, still reads: a newcomer's rating.
        let old = format!("{HEADER_1}\ntries 3\nstreak 1 2\nsolved p0001\n");
        let o = old.parse::<Progress>().unwrap();
        assert_eq!((o.solved(), o.rating(), o.history().len()), (1, Rating::SOLVER, 0));
        let bad = format!("{HEADER}\nrating 1500 10 0.06\n")
            .parse::<Progress>()
            .unwrap_err();
        assert_eq!((bad.line, bad.what.as_str()), (2, "a rating out of range"));
        assert_eq!(
            format!("{HEADER}\npuzzle p1 1500\n")
                .parse::<Progress>()
                .unwrap_err()
                .line,
            2
        );
        assert!(p.is_lesson_done("walls") && !p.is_lesson_done("block"));
        assert_eq!(p.lessons_done(), 2);
        assert_eq!("".parse::<Progress>().unwrap_err().line, 1);
        assert_eq!("fevga-learn 3\n".parse::<Progress>().unwrap_err().line, 1);
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
