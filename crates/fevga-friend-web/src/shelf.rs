//! The games by link this browser keeps: each side's [`Correspondence`] save with the time of
//! its last change, as one text under one storage key (apart from the game page's save, which
//! it never touches). Two tabs may write it: [`Shelf::merge`] keeps, game by game, the newer.
//!
//! Besides the games, two kinds of line: `started <id> <ms>`, when a match was first kept here
//! (the list tells two matches with one friend apart by it), and `forgotten <id>`, a match
//! forgotten on this device (so that another tab's copy does not bring it back). A page from
//! before these lines keeps them as entries it cannot read, and writes them back unchanged.

// The times as plain decimals, read and written with integer arithmetic (no float machinery in the page).
use fevga_core::correspondence::Correspondence;
use fevga_core::decimal::{self, Decimal};
use fevga_core::fair_dice::GameId;

/// The storage key of the shelf's text.
pub const SHELF_KEY: &str = "fevga.friend-games";

/// The text's first line.
const HEADER: &str = "fevga friend games 1";

/// The lines of a [`Correspondence::save`].
const SAVE_LINES: usize = 6;

/// One game kept: the correspondence state and when it last changed.
#[derive(Debug, Clone)]
pub struct Kept {
    /// The side's state.
    pub game: Correspondence,
    /// When the state last changed (milliseconds since 1970, as the browser's clock gives).
    pub updated: f64,
}

/// Every game kept, the most recently changed first.
#[derive(Debug, Clone, Default)]
pub struct Shelf {
    games: Vec<Kept>,
    /// When each match was first kept here (its id as text, milliseconds since 1970); a match
    /// kept before this was noted has none.
    started: Vec<(String, f64)>,
    /// The matches forgotten on this device (their ids as text).
    forgotten: Vec<String>,
    /// Entries of the stored text that could not be read: kept as they were, never dropped.
    unread: Vec<String>,
}

impl Shelf {
    /// The games, the most recently changed first.
    #[must_use]
    pub fn games(&self) -> &[Kept] {
        &self.games
    }

    /// The game with this id, if kept.
    #[must_use]
    pub fn find(&self, id: GameId) -> Option<usize> {
        self.games.iter().position(|k| k.game.game_id() == id)
    }

    /// The game at `i`.
    #[must_use]
    pub fn get(&self, i: usize) -> Option<&Kept> {
        self.games.get(i)
    }

    /// Keeps `game` (replacing the kept state of the same match) as changed at `now`; returns
    /// its index, which is 0: the newest comes first. A match new here is noted as started now.
    pub fn put(&mut self, game: Correspondence, now: f64) -> usize {
        let id = game.game_id().to_string();
        if let Some(i) = self.find(game.game_id()) {
            self.games.remove(i);
        } else if self.started(&id).is_none() {
            self.started.push((id.clone(), now));
        }
        self.forgotten.retain(|f| *f != id);
        self.games.insert(0, Kept { game, updated: now });
        0
    }

    /// When the match with this id (as text) was first kept here, if noted.
    #[must_use]
    pub fn started(&self, id: &str) -> Option<f64> {
        self.started.iter().find(|(i, _)| i == id).map(|&(_, t)| t)
    }

    /// Forgets the match with this id on this device (nothing is sent anywhere); another tab's
    /// copy of it is not taken in again. Whether it was kept.
    pub fn forget(&mut self, id: GameId) -> bool {
        let Some(i) = self.find(id) else { return false };
        self.games.remove(i);
        let id = id.to_string();
        self.started.retain(|(s, _)| *s != id);
        if !self.forgotten.contains(&id) {
            self.forgotten.push(id);
        }
        true
    }

    /// Reads a stored text. A damaged entry is kept as text (and written back unchanged); a text
    /// that is not a shelf at all gives an empty shelf that keeps it as one unread entry.
    #[must_use]
    pub fn from_text(text: &str) -> Shelf {
        let mut shelf = Shelf::default();
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
            if !text.trim().is_empty() {
                shelf.unread.push(text.to_string());
            }
            return shelf;
        }
        // Each game: a line `updated <ms>`, then its save's lines.
        while let Some(first) = lines.next() {
            if first.is_empty() {
                continue;
            }
            if let Some(id) = first.strip_prefix("forgotten ") {
                if !shelf.forgotten.iter().any(|f| f == id) {
                    shelf.forgotten.push(id.to_string());
                }
                continue;
            }
            if let Some((id, ms)) = first
                .strip_prefix("started ")
                .and_then(|r| r.split_once(' '))
                .and_then(|(id, ms)| Some((id, decimal::parse(ms)?)))
            {
                if shelf.started(id).is_none() {
                    shelf.started.push((id.to_string(), ms));
                }
                continue;
            }
            let Some(updated) = first.strip_prefix("updated ").and_then(decimal::parse) else {
                shelf.unread.push(format!("{first}\n"));
                continue;
            };
            let save: String = lines.by_ref().take(SAVE_LINES).map(|l| format!("{l}\n")).collect();
            match Correspondence::restore(&save) {
                Ok(game) => shelf.games.push(Kept { game, updated }),
                Err(_) => shelf.unread.push(format!("{first}\n{save}")),
            }
        }
        let forgotten = shelf.forgotten.clone();
        shelf
            .games
            .retain(|k| !forgotten.contains(&k.game.game_id().to_string()));
        shelf.sort();
        shelf
    }

    /// The text to store.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut s = format!("{HEADER}\n");
        for k in &self.games {
            s.push_str(&format!("updated {}\n{}", Decimal::num(k.updated), k.game.save()));
        }
        for (id, t) in &self.started {
            s.push_str(&format!("started {id} {}\n", Decimal::num(*t)));
        }
        for id in &self.forgotten {
            s.push_str(&format!("forgotten {id}\n"));
        }
        for u in &self.unread {
            s.push_str(u);
        }
        s
    }

    /// Takes in what another tab stored: a game only it has is added, a game both have keeps the
    /// newer state (the later change; on a tie, the longer link).
    pub fn merge(&mut self, other: Shelf) {
        for id in other.forgotten {
            if !self.forgotten.contains(&id) {
                self.forgotten.push(id);
            }
        }
        for (id, t) in other.started {
            match self.started.iter_mut().find(|(i, _)| *i == id) {
                Some(mine) => mine.1 = mine.1.min(t),
                None => self.started.push((id, t)),
            }
        }
        let forgotten = &self.forgotten;
        self.games
            .retain(|k| !forgotten.contains(&k.game.game_id().to_string()));
        self.started.retain(|(id, _)| !forgotten.contains(id));
        for k in other.games {
            if self.forgotten.contains(&k.game.game_id().to_string()) {
                continue;
            }
            match self.find(k.game.game_id()) {
                None => self.games.push(k),
                Some(i) => {
                    let mine = &self.games[i];
                    let newer = k.updated > mine.updated
                        || (k.updated == mine.updated && k.game.link().len() > mine.game.link().len());
                    if newer {
                        self.games[i] = k;
                    }
                }
            }
        }
        for u in other.unread {
            if !self.unread.contains(&u) {
                self.unread.push(u);
            }
        }
        self.sort();
    }

    fn sort(&mut self) {
        self.games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_core::correspondence::Setup;
    use fevga_core::fair_dice::Secret;
    use fevga_core::{Color, Rules};

    fn invite(byte: u8) -> Correspondence {
        let setup = Setup {
            rules: Rules::Fevga,
            match_length: 1,
            side: Color::White,
            name: "Ann".into(),
        };
        Correspondence::invite(setup, Secret::from_bytes([byte; 32])).unwrap().0
    }

    #[test]
    fn round_trip_keeps_every_game_newest_first() {
        let mut shelf = Shelf::default();
        shelf.put(invite(1), 10.0);
        shelf.put(invite(2), 20.0);
        let back = Shelf::from_text(&shelf.to_text());
        assert_eq!(back.games().len(), 2);
        assert_eq!(back.games()[0].updated, 20.0);
        assert_eq!(back.games()[0].game.game_id(), invite(2).game_id());
        assert_eq!(back.to_text(), shelf.to_text());
    }

    #[test]
    fn put_replaces_the_same_match() {
        let mut shelf = Shelf::default();
        shelf.put(invite(1), 10.0);
        shelf.put(invite(1), 30.0);
        assert_eq!(shelf.games().len(), 1);
        assert_eq!(shelf.games()[0].updated, 30.0);
    }

    #[test]
    fn a_damaged_entry_is_kept_not_lost() {
        let mut shelf = Shelf::default();
        shelf.put(invite(1), 10.0);
        let text = shelf.to_text() + "updated 5\nfevga correspondence 1\nwhite\nbroken\n\n\n\n";
        let back = Shelf::from_text(&text);
        assert_eq!(back.games().len(), 1);
        assert!(back.to_text().contains("broken"), "{}", back.to_text());
        // Not a shelf at all: kept as it was.
        let odd = Shelf::from_text("something else");
        assert!(odd.games().is_empty());
        assert!(odd.to_text().contains("something else"));
    }

    #[test]
    fn merge_keeps_the_newer_state_of_each_game() {
        let mut a = Shelf::default();
        a.put(invite(1), 10.0);
        let mut b = Shelf::default();
        b.put(invite(1), 40.0);
        b.put(invite(2), 20.0);
        a.merge(b);
        assert_eq!(a.games().len(), 2);
        assert_eq!(a.games()[0].updated, 40.0);
    }
}

#[cfg(test)]
mod forget_tests {
    use super::*;
    use fevga_core::correspondence::Setup;
    use fevga_core::fair_dice::Secret;
    use fevga_core::{Color, Rules};

    fn invite(byte: u8) -> Correspondence {
        let setup = Setup {
            rules: Rules::Fevga,
            match_length: 1,
            side: Color::White,
            name: "Ann".into(),
        };
        Correspondence::invite(setup, Secret::from_bytes([byte; 32])).unwrap().0
    }

    #[test]
    fn a_match_keeps_the_date_it_started_across_changes_and_the_text() {
        let mut shelf = Shelf::default();
        shelf.put(invite(1), 10.0);
        shelf.put(invite(1), 30.0);
        let id = invite(1).game_id().to_string();
        assert_eq!(shelf.started(&id), Some(10.0));
        let back = Shelf::from_text(&shelf.to_text());
        assert_eq!(back.started(&id), Some(10.0));
        assert_eq!(back.to_text(), shelf.to_text());
    }

    #[test]
    fn a_forgotten_match_stays_forgotten_when_another_tab_still_has_it() {
        let mut a = Shelf::default();
        a.put(invite(1), 10.0);
        a.put(invite(2), 20.0);
        let other_tab = a.clone();
        assert!(a.forget(invite(1).game_id()));
        assert_eq!(a.games().len(), 1);
        // Another tab's older text still has it: merged, it does not come back.
        a.merge(other_tab.clone());
        assert_eq!(a.games().len(), 1);
        // The other tab reads ours: it forgets it too.
        let mut b = other_tab;
        b.merge(Shelf::from_text(&a.to_text()));
        assert_eq!(b.games().len(), 1);
        assert_eq!(b.games()[0].game.game_id(), invite(2).game_id());
        // Kept again (its invitation joined anew): no longer forgotten.
        a.put(invite(1), 40.0);
        assert_eq!(Shelf::from_text(&a.to_text()).games().len(), 2);
    }

    #[test]
    fn a_page_from_before_keeps_the_new_lines_as_entries_it_cannot_read() {
        // The old reader's rule: a line that is not `updated …` is kept as text and written back.
        let mut a = Shelf::default();
        a.put(invite(1), 10.0);
        a.put(invite(2), 20.0);
        a.forget(invite(2).game_id());
        let text = a.to_text();
        assert!(text.contains("\nstarted ") && text.contains("\nforgotten "), "{text}");
        let games = text.lines().filter(|l| l.starts_with("updated ")).count();
        assert_eq!(games, 1);
    }
}
