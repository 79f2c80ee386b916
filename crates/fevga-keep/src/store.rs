//! The games kept on this device, as one text under one storage key ([`GAMES_KEY`]), written by
//! the Games page only (it imports, deletes and notes reviews). The game page, whose every byte
//! is downloaded on the first visit, only writes text, never reads the list: the game it plays
//! under [`CURRENT_KEY`] at each save ([`entry`]), and each finished game appended to an inbox
//! under [`INBOX_KEY`] ([`inbox_with`]). The Games page takes both in when it reads the list
//! ([`Games::absorb`]), and empties the inbox. Each entry is a `Game:` line (id, date, opponent, the person's
//! side, each side's error rate once reviewed) followed by the game's record as
//! `fevga_core::record` writes it:
//!
//! ```text
//! fevga-games 1
//! Game: 1764662400000 intermediate W 12 57
//! Fevga record
//! Rules: fevga
//! …
//! ```
//!
//! The list is bounded by [`MAX_GAMES`] entries and [`MAX_BYTES`] bytes of text: when a game
//! does not fit, the oldest finished game goes first, then the oldest unfinished one (never the
//! one just kept). Reading is lenient (a damaged entry is left out, the others stay); a
//! record is checked only when it is replayed, by the core's import.

use fevga_core::ByColor;

/// The storage key of the list.
pub const GAMES_KEY: &str = "fevga.games";
/// At most this many games are kept.
pub const MAX_GAMES: usize = 100;
/// At most this many bytes of text are kept (a long game's record is about 2 KB).
pub const MAX_BYTES: usize = 200_000;

/// The storage key of the game the game page plays (one entry, id 0).
pub const CURRENT_KEY: &str = "fevga.games-current";
/// The storage key of the games the game page finished since the Games page last took them in.
pub const INBOX_KEY: &str = "fevga.games-inbox";
/// The inbox keeps at most this many bytes (the oldest finished game dropped first).
pub const INBOX_BYTES: usize = 100_000;

const MAGIC: &str = "fevga-games 1";

/// One entry as stored: the game `record` played against `opponent` by the side `you`, kept
/// with `id`, not reviewed yet (what the game page writes for the Games page).
#[must_use]
pub fn entry(record: &str, opponent: Opponent, you: You, id: u64) -> String {
    let mut out = String::new();
    Kept::new(id, opponent, you, record).write(&mut out);
    out
}

/// The inbox with a finished game's `entry` appended, the oldest dropped beyond [`INBOX_BYTES`];
/// `None` if its record is the last one there already (a finished game saved again; one saved
/// again later is dropped when taken in).
#[must_use]
pub fn inbox_with(inbox: &str, entry: &str) -> Option<String> {
    // Only character searches and comparisons here: the game page links this function.
    let record = &entry[entry.find('\n')?..];
    if inbox.ends_with(record) {
        return None;
    }
    let mut out = format!("{inbox}{entry}");
    while out.len() > INBOX_BYTES {
        let next = out
            .match_indices('\n')
            .map(|(i, _)| i + 1)
            .find(|&i| out[i..].starts_with("Game: "));
        let Some(next) = next else { break };
        out.drain(..next);
    }
    Some(out)
}

mod kept;

/// The record of the game the game page plays, from what it wrote under [`CURRENT_KEY`] (its
/// entry, as [`entry`] writes it); `None` if nothing readable is there.
#[must_use]
pub fn current_record(current: &str) -> Option<String> {
    let kept = Games::from_text(&format!("{MAGIC}\n{current}"));
    kept.list.first().map(|k| k.record.clone())
}

pub use kept::{Kept, Level, Opponent, You, is_finished};

/// The record without its closing `Roll:` or `Result:` line: what a later save of the same game
/// starts with.
fn moves_part(record: &str) -> String {
    let mut out = String::new();
    for line in record.lines() {
        if line.starts_with("Roll:") || line.starts_with("Result:") {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// What bounding the list did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Dropped {
    /// Finished games dropped.
    pub finished: usize,
    /// Unfinished games dropped.
    pub unfinished: usize,
}

/// What [`Games::add`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Added {
    /// The game's id: the new one's, or the one kept already with the same record.
    pub id: u64,
    /// What bounding the list dropped to make room.
    pub dropped: Dropped,
    /// Whether the game is new to the list (false: its record was kept already).
    pub new: bool,
}

/// The list of kept games, oldest first (in the order they were first kept).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Games {
    list: Vec<Kept>,
}

impl Games {
    /// Reads the stored text; entries that cannot be read are left out.
    #[must_use]
    pub fn from_text(text: &str) -> Games {
        let mut list = Vec::new();
        let mut lines = text.lines();
        if lines.next() != Some(MAGIC) {
            return Games::default();
        }
        let mut head: Option<&str> = None;
        let mut record = String::new();
        let mut flush = |head: Option<&str>, record: &mut String| {
            if let Some(k) = head.and_then(|h| Kept::read(h, std::mem::take(record))) {
                list.push(k);
            }
            record.clear();
        };
        for line in lines {
            if let Some(h) = line.strip_prefix("Game: ") {
                flush(head, &mut record);
                head = Some(h);
            } else {
                record.push_str(line);
                record.push('\n');
            }
        }
        flush(head, &mut record);
        // Written oldest first, ids made unique when kept: kept as written (no sort: the game
        // page links this function and every byte of it).
        Games { list }
    }

    /// The stored text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = format!("{MAGIC}\n");
        for k in &self.list {
            k.write(&mut out);
        }
        out
    }

    /// The games, oldest first.
    #[must_use]
    pub fn games(&self) -> &[Kept] {
        &self.list
    }

    /// The game with this id.
    #[must_use]
    pub fn get(&self, id: u64) -> Option<&Kept> {
        self.list.iter().find(|k| k.id == id)
    }

    /// An id not in use, from `now` on.
    fn fresh_id(&self, now: u64) -> u64 {
        let mut id = now;
        while self.get(id).is_some() {
            id += 1;
        }
        id
    }

    /// Keeps the game the game page plays (its record `record`): the newest unfinished game
    /// against the same opponent whose record this one continues is updated (its date stays);
    /// otherwise it is a new game, kept at `now`. Then the list is bounded. Returns the game's id.
    pub fn keep_played(&mut self, record: &str, opponent: Opponent, you: You, now: u64) -> u64 {
        let played = Kept::new(0, opponent, you, record);
        let start = moves_part(&played.record);
        let same = self
            .list
            .iter_mut()
            .rev()
            .find(|k| k.opponent == opponent && !k.finished() && start.starts_with(&moves_part(&k.record)));
        let id = match same {
            Some(k) => {
                k.record = played.record;
                k.you = you;
                k.id
            }
            None => {
                let id = self.fresh_id(now);
                self.list.push(Kept { id, ..played });
                id
            }
        };
        self.bound(MAX_GAMES, MAX_BYTES, id);
        id
    }

    /// Keeps an imported game (pasted, from a file, or brought by a record link), kept at
    /// `now`, then bounds the list. A record kept already is not kept twice: that game is the
    /// one returned (`new` false); if it was filed as [`Opponent::Imported`], it takes the
    /// `opponent` and side given now (a friend's game first pasted, then reviewed from the
    /// friend page), and if it was filed as [`Opponent::Watched`], a game the person played
    /// (a friend's, with their side) takes its place; a game played is never filed again as
    /// watched or imported.
    pub fn add(&mut self, record: &str, opponent: Opponent, you: You, now: u64) -> Added {
        let text = record.trim_end().to_string() + "\n";
        self.add_by(record, opponent, you, now, |kept| kept == text)
    }

    /// [`Games::add`] with what makes two records the same game said by `same` (given a kept
    /// record's text): the Games page reads both records and compares their rules, names and
    /// moves, not their spacing.
    pub fn add_by(
        &mut self,
        record: &str,
        opponent: Opponent,
        you: You,
        now: u64,
        same: impl Fn(&str) -> bool,
    ) -> Added {
        let kept = Kept::new(self.fresh_id(now), opponent, you, record);
        if let Some(k) = self.list.iter_mut().find(|k| same(&k.record)) {
            // What is known of who played grows: an import learns it was watched or played, a
            // game watched that the person played it; never the other way.
            let learns = match k.opponent {
                Opponent::Imported => opponent != Opponent::Imported,
                Opponent::Watched => !matches!(opponent, Opponent::Imported | Opponent::Watched),
                _ => false,
            };
            if learns {
                k.opponent = opponent;
                k.you = k.you.or(you);
            }
            return Added {
                id: k.id,
                dropped: Dropped::default(),
                new: false,
            };
        }
        let id = kept.id;
        self.list.push(kept);
        let dropped = self.bound(MAX_GAMES, MAX_BYTES, id);
        Added { id, dropped, new: true }
    }

    /// Deletes a game; false if there is none with this id.
    pub fn remove(&mut self, id: u64) -> bool {
        let before = self.list.len();
        self.list.retain(|k| k.id != id);
        self.list.len() < before
    }

    /// Notes a game's error rates (millipoints); false if it is gone.
    pub fn set_rates(&mut self, id: u64, rates: ByColor<u32>) -> bool {
        match self.list.iter_mut().find(|k| k.id == id) {
            Some(k) => {
                k.rates = Some(rates);
                true
            }
            None => false,
        }
    }

    /// Drops games until at most `max_games` remain and the text is at most `max_bytes` long:
    /// the oldest finished game first, then the oldest unfinished one; `keep` (the game just
    /// kept) is never dropped.
    pub fn bound(&mut self, max_games: usize, max_bytes: usize, keep: u64) -> Dropped {
        let mut dropped = Dropped::default();
        while self.list.len() > max_games || self.to_text().len() > max_bytes {
            let victim = self
                .list
                .iter()
                .position(|k| k.finished() && k.id != keep)
                .or_else(|| self.list.iter().position(|k| k.id != keep));
            let Some(i) = victim else { break };
            if self.list.remove(i).finished() {
                dropped.finished += 1;
            } else {
                dropped.unfinished += 1;
            }
        }
        dropped
    }

    /// Takes in what the game page wrote: each finished game of its `inbox` (unless kept
    /// already), then the game it plays (`current`, if it has a turn), as [`Games::keep_played`]
    /// keeps them; the inbox's games keep their ids, the current game is kept at `now`.
    pub fn absorb(&mut self, current: &str, inbox: &str, now: u64) {
        let finished = Games::from_text(&format!("{MAGIC}\n{inbox}"));
        for k in finished.list {
            if !self.list.iter().any(|o| o.record == k.record) {
                self.keep_played(&k.record, k.opponent, k.you, k.id);
            }
        }
        let current = Games::from_text(&format!("{MAGIC}\n{current}"));
        if let Some(k) = current.list.first()
            && k.record.lines().any(|l| l.starts_with("1. "))
            && !self.list.iter().any(|o| o.record == k.record)
        {
            self.keep_played(&k.record, k.opponent, k.you, now);
        }
    }

    /// The game kept with this record (as written, ends of lines aside).
    #[must_use]
    pub fn with_record(&self, record: &str) -> Option<&Kept> {
        let record = record.trim_end();
        self.list.iter().find(|k| k.record.trim_end() == record)
    }

    /// Drops the oldest game that is not `keep` (the oldest finished first), when the browser's
    /// storage refused the text; false if there is nothing left to drop.
    pub fn drop_oldest(&mut self, keep: u64) -> bool {
        let n = self.list.len();
        n > 1 && self.bound(n - 1, usize::MAX, keep) != Dropped::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_core::Color;
    use fevga_core::link::Source;

    const OPENING: &str = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/13\n";

    fn finished(n: usize) -> String {
        format!("Fevga record\nRules: fevga\nMatch: 1\nScore: 0-{n}\n1. W 6-5: 24/13\nResult: White wins 1 point\n")
    }

    #[test]
    fn the_game_played_is_updated_not_added_again() {
        let mut g = Games::default();
        let id = g.keep_played(OPENING, Opponent::Computer(Level::Strong), Some(Color::White), 1000);
        let longer = format!("{OPENING}2. B 4-2: 24/18\nRoll: W 3-1\n");
        assert_eq!(
            g.keep_played(&longer, Opponent::Computer(Level::Strong), Some(Color::White), 2000),
            id
        );
        assert_eq!(g.games().len(), 1);
        assert_eq!(g.games()[0].record, longer);
        assert_eq!(g.games()[0].id, 1000);
        // The roll in play is no part of what a later save continues.
        let on = format!("{OPENING}2. B 4-2: 24/18\n3. W 3-1: 13/9\n");
        assert_eq!(
            g.keep_played(&on, Opponent::Computer(Level::Strong), Some(Color::White), 3000),
            id
        );
        // Another game (another first turn), or another opponent: a new entry.
        let other = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 4-1: 24/19\n";
        assert_ne!(
            g.keep_played(other, Opponent::Computer(Level::Strong), Some(Color::White), 4000),
            id
        );
        assert_ne!(g.keep_played(OPENING, Opponent::Human, None, 5000), id);
        assert_eq!(g.games().len(), 3);
    }

    #[test]
    fn a_finished_game_is_never_continued() {
        let mut g = Games::default();
        let a = g.keep_played(&finished(0), Opponent::Human, None, 10);
        let b = g.keep_played(&finished(0), Opponent::Human, None, 10);
        assert_ne!(a, b, "a second game with the same turns is another game");
        assert_eq!(g.games().len(), 2);
    }

    #[test]
    fn the_same_game_is_what_add_by_says() {
        let mut g = Games::default();
        let first = g.add(&finished(0), Opponent::Imported, None, 10);
        // Another text that the caller reads as the same game: that game, not a second one.
        let again = g.add_by("other text", Opponent::Imported, None, 20, |k| {
            k == finished(0).as_str()
        });
        assert_eq!((again.id, again.new), (first.id, false));
        assert_eq!(g.games().len(), 1);
        assert!(g.add_by("other text", Opponent::Imported, None, 30, |_| false).new);
        assert_eq!(g.games().len(), 2);
    }

    #[test]
    fn a_record_kept_already_is_not_kept_twice() {
        let mut g = Games::default();
        let first = g.add(&finished(0), Opponent::Friend, Some(Color::Black), 10);
        assert!(first.new);
        // The same record again (a second "Review this game"; its last newline aside): that game.
        let again = g.add(finished(0).trim_end(), Opponent::Friend, Some(Color::Black), 20);
        assert_eq!(
            (again.id, again.new, again.dropped),
            (first.id, false, Dropped::default())
        );
        assert_eq!(g.games().len(), 1);
        // Pasted first, then reviewed from the friend page: the game learns who played it.
        let pasted = g.add(&finished(1), Opponent::Imported, None, 30);
        let from_link = g.add(&finished(1), Opponent::Friend, Some(Color::White), 40);
        assert_eq!((from_link.id, from_link.new), (pasted.id, false));
        let k = g.get(pasted.id).unwrap();
        assert_eq!((k.opponent, k.you), (Opponent::Friend, Some(Color::White)));
        // Pasted again: it stays a friend's game.
        g.add(&finished(1), Opponent::Imported, None, 50);
        assert_eq!(g.get(pasted.id).unwrap().opponent, Opponent::Friend);
        assert_eq!(g.games().len(), 2);
        // Another record is another game.
        assert!(g.add(&finished(2), Opponent::Friend, Some(Color::Black), 60).new);
        assert_eq!(Opponent::from(Source::Friend), Opponent::Friend);
        assert_eq!(Opponent::from(Source::Imported), Opponent::Imported);
    }

    /// A match of others watched on the friend page (issue 32's spectator) is filed as watched,
    /// for no side, not as a friend's game the person played.
    #[test]
    fn a_game_watched_is_filed_as_watched_for_no_side() {
        assert_eq!(Opponent::from(Source::Watched), Opponent::Watched);
        let mut g = Games::default();
        let watched = g.add(&finished(0), Source::Watched.into(), None, 10);
        assert!(watched.new);
        let k = g.get(watched.id).unwrap();
        assert_eq!((k.opponent, k.you), (Opponent::Watched, None));
        // Its review opened again from the friend page: the same game, still watched.
        let again = g.add(&finished(0), Opponent::Watched, None, 20);
        assert_eq!((again.id, again.new), (watched.id, false));
        // Pasted later: it stays watched (what is known is not forgotten).
        g.add(&finished(0), Opponent::Imported, None, 30);
        assert_eq!(g.get(watched.id).unwrap().opponent, Opponent::Watched);
        // Pasted first, then watched: the import learns it was watched.
        let pasted = g.add(&finished(1), Opponent::Imported, None, 40);
        g.add(&finished(1), Opponent::Watched, None, 50);
        assert_eq!(g.get(pasted.id).unwrap().opponent, Opponent::Watched);
        // Watched, then reviewed by one who played it (their side known): a friend's game.
        g.add(&finished(1), Opponent::Friend, Some(Color::Black), 60);
        let k = g.get(pasted.id).unwrap();
        assert_eq!((k.opponent, k.you), (Opponent::Friend, Some(Color::Black)));
        // A friend's game is never filed again as watched.
        g.add(&finished(1), Opponent::Watched, None, 70);
        assert_eq!(g.get(pasted.id).unwrap().opponent, Opponent::Friend);
        assert_eq!(g.games().len(), 2);
        // Stored as the word `watched` with no side, and read back the same.
        let text = g.to_text();
        assert!(text.contains(&format!("\nGame: {} watched -\n", watched.id)), "{text}");
        assert_eq!(Games::from_text(&text), g);
        assert_eq!(Opponent::from_word("watched"), Some(Opponent::Watched));
        assert_eq!(Opponent::Watched.as_str(), "watched");
    }

    /// The format's version stays `fevga-games 1` with the word `watched` added (as `board` and
    /// `novice` were): a list written before reads the same (the test below), and a list with a
    /// game watched, read by a reader that knows no `watched` (as a page built before reads it:
    /// an entry it cannot read is left out), keeps every other game.
    #[test]
    fn a_list_with_a_game_watched_stays_version_1_and_its_other_games_read_without_it() {
        let mut g = Games::from_text(STORED);
        let before = g.games().len();
        let id = g.add(&finished(9), Opponent::Watched, None, 99).id;
        let text = g.to_text();
        assert!(text.starts_with("fevga-games 1\n"), "{text}");
        assert_eq!(Games::from_text(&text).games().len(), before + 1);
        // A reader without the word: the watched game left out, the others as they were.
        let older = text.replace(&format!("Game: {id} watched -"), &format!("Game: {id} unknown-word -"));
        let read = Games::from_text(&older);
        assert_eq!(read.games().len(), before);
        assert_eq!(read.to_text(), STORED);
    }

    #[test]
    fn text_round_trip_and_damaged_entries_left_out() {
        let mut g = Games::default();
        let id = g.keep_played(OPENING, Opponent::Computer(Level::Expert), Some(Color::Black), 7);
        g.add(&finished(1), Opponent::Imported, None, 8);
        assert!(g.set_rates(id, ByColor::new(12, 345)));
        let text = g.to_text();
        assert_eq!(Games::from_text(&text), g);
        assert!(text.contains("Game: 7 expert B 12 345\n"));
        let damaged = text.replace("Game: 8 imported -", "Game: x imported -");
        assert_eq!(Games::from_text(&damaged).games().len(), 1);
        assert_eq!(Games::from_text("something else").games().len(), 0);
        assert_eq!(Games::from_text("").games().len(), 0);
        let unknown = text.replace("expert B", "godlike B");
        assert_eq!(Games::from_text(&unknown).games().len(), 1);
    }

    #[test]
    fn bounded_by_count_oldest_finished_first() {
        let mut g = Games::default();
        g.keep_played(OPENING, Opponent::Human, None, 1);
        for i in 0..MAX_GAMES {
            g.add(&finished(i), Opponent::Imported, None, 100 + i as u64);
        }
        assert_eq!(g.games().len(), MAX_GAMES);
        // The unfinished game (the oldest) stayed; the oldest finished one went.
        assert_eq!(g.games()[0].id, 1);
        assert_eq!(g.games()[1].id, 101);
        let Added { id, dropped, new } = g.add(&finished(MAX_GAMES), Opponent::Imported, None, 5000);
        assert!(new);
        assert_eq!(
            dropped,
            Dropped {
                finished: 1,
                unfinished: 0
            }
        );
        assert!(g.get(id).is_some());
        assert!(g.get(101).is_none());
    }

    #[test]
    fn bounded_by_bytes_and_the_new_game_stays() {
        let mut g = Games::default();
        for i in 0..5 {
            g.add(&finished(i), Opponent::Imported, None, i as u64);
        }
        let one = g.to_text().len() / 5;
        let dropped = g.bound(MAX_GAMES, one * 3 + 20, 4);
        assert_eq!(dropped.finished, 2);
        assert_eq!(g.games().iter().map(|k| k.id).collect::<Vec<_>>(), [2, 3, 4]);
        // Nothing else to drop: the game kept stays even if it alone is too long.
        g.bound(MAX_GAMES, 1, 4);
        assert_eq!(g.games().iter().map(|k| k.id).collect::<Vec<_>>(), [4]);
        assert!(!g.drop_oldest(4));
    }

    #[test]
    fn the_game_pages_writings_are_taken_in() {
        let finished_entry = entry(&finished(0), Opponent::Computer(Level::Strong), Some(Color::Black), 40);
        let inbox = inbox_with("", &finished_entry).unwrap();
        assert_eq!(
            inbox_with(&inbox, &finished_entry),
            None,
            "a game saved again is there already"
        );
        let other = inbox_with(&inbox, &entry(&finished(1), Opponent::Human, None, 50)).unwrap();
        let current = entry(OPENING, Opponent::Computer(Level::Expert), Some(Color::White), 0);
        let mut g = Games::default();
        g.absorb(&current, &other, 60);
        let ids: Vec<u64> = g.games().iter().map(|k| k.id).collect();
        assert_eq!(ids, [40, 50, 60]);
        assert_eq!(g.games()[0].opponent, Opponent::Computer(Level::Strong));
        assert_eq!(g.games()[0].you, Some(Color::Black));
        assert_eq!(g.games()[2].opponent, Opponent::Computer(Level::Expert));
        // Taken in again (another tab, a reload): nothing twice; the current game goes on.
        g.absorb(&current, &other, 70);
        assert_eq!(g.games().len(), 3);
        let on = entry(
            &format!("{OPENING}2. B 4-2: 24/18\n"),
            Opponent::Computer(Level::Expert),
            Some(Color::White),
            0,
        );
        g.absorb(&on, "", 80);
        assert_eq!(g.games().len(), 3);
        assert!(g.games()[2].record.contains("2. B 4-2"));
        // When it ends, the inbox's finished record replaces it.
        let done = format!("{OPENING}2. B 4-2: 24/18\nResult: White wins 1 point\n");
        g.absorb(
            "",
            &inbox_with(
                "",
                &entry(&done, Opponent::Computer(Level::Expert), Some(Color::White), 90),
            )
            .unwrap(),
            95,
        );
        assert_eq!(g.games().len(), 3);
        assert!(g.games()[2].finished());
        // The game the game page played last, found by its record (its "Review this game").
        let current = entry(&done, Opponent::Computer(Level::Expert), Some(Color::White), 0);
        let record = current_record(&current).unwrap();
        assert_eq!(g.with_record(&record).map(|k| k.id), Some(g.games()[2].id));
        assert_eq!(current_record("nothing here"), None);
        assert!(g.with_record(OPENING).is_none());
        // A game with no turn yet is not listed.
        let mut e = Games::default();
        e.absorb(
            &entry(
                "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n",
                Opponent::Computer(Level::Expert),
                Some(Color::White),
                0,
            ),
            "",
            5,
        );
        assert!(e.games().is_empty());
    }

    #[test]
    fn the_inbox_is_bounded_oldest_first() {
        let big = format!("{}Result: White wins 1 point\n", "x\n".repeat(INBOX_BYTES / 4));
        let mut inbox = String::new();
        for i in 0..3 {
            inbox = inbox_with(&inbox, &entry(&format!("{i}\n{big}"), Opponent::Human, None, i)).unwrap();
        }
        assert!(inbox.len() <= INBOX_BYTES);
        assert!(
            inbox.starts_with("Game: 1 ") || inbox.starts_with("Game: 2 "),
            "the oldest went first"
        );
        assert!(inbox.contains("Game: 2 "));
    }

    #[test]
    fn delete_and_rates_of_a_missing_game() {
        let mut g = Games::default();
        let id = g.add(&finished(0), Opponent::Friend, Some(Color::White), 3).id;
        assert!(!g.remove(id + 1));
        assert!(!g.set_rates(id + 1, ByColor::new(1, 2)));
        assert!(g.remove(id));
        assert!(g.games().is_empty());
    }

    /// A list as the format's first writer wrote it (levels and sides as words and letters, the
    /// rates White's then Black's): read as it was meant and written back byte for byte.
    const STORED: &str = "fevga-games 1
Game: 1764662400000 intermediate W 12 57
Fevga record
Rules: fevga
Match: 1
Score: 0-0
1. W 6-5: 24/13
Result: White wins 1 point
Game: 1764662400001 beginner B
Fevga record
Rules: fevga
Match: 1
Score: 0-0
1. W 6-5: 24/13
Roll: B 4-2
Game: 3 strong - 0 1000
Fevga record
Rules: plakoto
Match: 3
Score: 1-0
Game: 4 expert W
Fevga record
Game: 5 human -
Fevga record
Game: 6 friend B 7 8
Fevga record
Game: 7 imported -
Fevga record
";

    #[test]
    fn a_list_stored_earlier_reads_the_same_and_is_written_back_byte_for_byte() {
        let g = Games::from_text(STORED);
        let got: Vec<(u64, Opponent, You, Option<ByColor<u32>>)> =
            g.games().iter().map(|k| (k.id, k.opponent, k.you, k.rates)).collect();
        assert_eq!(
            got,
            [
                (
                    1_764_662_400_000,
                    Opponent::Computer(Level::Intermediate),
                    Some(Color::White),
                    Some(ByColor::new(12, 57))
                ),
                (
                    1_764_662_400_001,
                    Opponent::Computer(Level::Beginner),
                    Some(Color::Black),
                    None
                ),
                (3, Opponent::Computer(Level::Strong), None, Some(ByColor::new(0, 1000))),
                (4, Opponent::Computer(Level::Expert), Some(Color::White), None),
                (5, Opponent::Human, None, None),
                (6, Opponent::Friend, Some(Color::Black), Some(ByColor::new(7, 8))),
                (7, Opponent::Imported, None, None),
            ]
        );
        assert_eq!(g.to_text(), STORED);
        // An entry the game page wrote before (`Game: <id> <word> <letter>`, then the record).
        assert_eq!(
            entry(OPENING, Opponent::Computer(Level::Intermediate), Some(Color::White), 0),
            format!("Game: 0 intermediate W\n{OPENING}")
        );
        assert_eq!(
            entry(&finished(3), Opponent::Human, None, 9),
            format!("Game: 9 human -\n{}", finished(3))
        );
        // Only the words and letters written are read: no other spelling, no old level name.
        for bad in ["Expert W", "normal W", "expert w", "expert White", "baseline W"] {
            let text = STORED.replace("expert W", bad);
            assert_eq!(Games::from_text(&text).games().len(), 6, "{bad}");
        }
    }

    /// Novice (issue 33) is kept and read back like the other levels; the list stored before it
    /// still reads the same (above).
    #[test]
    fn a_game_against_novice_round_trips() {
        let mut g = Games::default();
        let id = g.keep_played(OPENING, Opponent::Computer(Level::Novice), Some(Color::Black), 11);
        let text = g.to_text();
        assert!(text.contains(&format!("\nGame: {id} novice B\n")), "{text}");
        let back = Games::from_text(&text);
        assert_eq!(back.games()[0].opponent, Opponent::Computer(Level::Novice));
        assert_eq!(back.to_text(), text);
        assert_eq!(Opponent::from_word("novice"), Some(Opponent::Computer(Level::Novice)));
    }

    #[test]
    fn the_levels_are_the_computers_playing_levels() {
        assert_eq!(
            Level::ALL.map(Level::as_str),
            fevga_ai::Level::ALL.map(fevga_ai::Level::as_str)
        );
    }
}
