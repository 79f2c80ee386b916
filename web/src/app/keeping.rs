//! Keeping the match: the match itself, whether it is written to storage (and which tab owns
//! it), and the save text handed out last. Every change of the match goes through
//! [`Keeping::mtch_mut`] or [`Keeping::replace`], which mark it dirty: [`Keeping::take_save`]
//! serializes the match only then, not on every frame.

use fevga_core::Match;

use crate::save;

/// Whether the match is written to storage.
#[derive(Debug, Clone, PartialEq, Eq)]
enum State {
    /// Every change is saved.
    Saves,
    /// Nothing is saved: the storage failed, or holds a newer version's save (kept untouched).
    Off,
    /// Another tab moved last and owns the game: this one waits, holding that tab's save text.
    Elsewhere(String),
}

/// The match and its keeping.
#[derive(Debug)]
pub(super) struct Keeping {
    /// The match on the board.
    mtch: Match,
    state: State,
    /// The last save text handed out (or taken back from another tab).
    saved: String,
    /// The match may have changed since it was last serialized.
    dirty: bool,
    /// How many times the match was serialized (a test counts them).
    #[cfg(test)]
    serialized: usize,
}

impl Keeping {
    /// Keeps `mtch`, saving it (it is not saved yet: dirty).
    pub(super) fn new(mtch: Match) -> Keeping {
        Keeping {
            mtch,
            state: State::Saves,
            saved: String::new(),
            dirty: true,
            #[cfg(test)]
            serialized: 0,
        }
    }

    /// The match.
    pub(super) fn mtch(&self) -> &Match {
        &self.mtch
    }

    /// The match to change: it is marked dirty.
    pub(super) fn mtch_mut(&mut self) -> &mut Match {
        self.dirty = true;
        &mut self.mtch
    }

    /// Puts `mtch` in the place of the match (dirty), giving back the one it replaces.
    pub(super) fn replace(&mut self, mtch: Match) -> Match {
        self.dirty = true;
        std::mem::replace(&mut self.mtch, mtch)
    }

    /// Every change is saved.
    pub(super) fn saves(&self) -> bool {
        self.state == State::Saves
    }

    /// Another tab owns the game.
    pub(super) fn elsewhere(&self) -> bool {
        matches!(self.state, State::Elsewhere(_))
    }

    /// The storage holds a newer page's save: nothing is saved over it.
    pub(super) fn keep_newer(&mut self) {
        self.state = State::Off;
    }

    /// The storage failed: saving stops. True if it was saving (the page says so once).
    pub(super) fn save_failed(&mut self) -> bool {
        let was = self.saves();
        if was {
            self.state = State::Off;
        }
        was
    }

    /// Another tab saved `text`: unless this tab keeps nothing or handed out that text itself,
    /// the other tab owns the game now. True if this tab stops.
    pub(super) fn saved_elsewhere(&mut self, text: String) -> bool {
        if self.state == State::Off || text == self.saved {
            return false;
        }
        self.state = State::Elsewhere(text);
        true
    }

    /// "Continue here": saving again, with the other tab's last save text (to restore), if
    /// another tab owned the game.
    pub(super) fn take_back(&mut self) -> Option<String> {
        let State::Elsewhere(text) = std::mem::replace(&mut self.state, State::Saves) else {
            return None;
        };
        Some(text)
    }

    /// The other tab's save `text`, restored: handed out already, not saved again.
    pub(super) fn taken_back(&mut self, text: String) {
        self.saved = text;
    }

    /// The save text to write, if the match is saved and changed since the last one handed
    /// out. The match is serialized only if it was changed since the last time.
    pub(super) fn take_save(&mut self) -> Option<String> {
        if !self.saves() || !self.dirty {
            return None;
        }
        self.dirty = false;
        #[cfg(test)]
        {
            self.serialized += 1;
        }
        let text = save::save_match(&self.mtch);
        if text == self.saved {
            return None;
        }
        self.saved.clone_from(&text);
        Some(text)
    }

    /// The match may have changed since it was last serialized.
    #[cfg(test)]
    pub(super) fn dirty(&self) -> bool {
        self.dirty
    }

    /// How many times the match was serialized.
    #[cfg(test)]
    pub(super) fn serialized(&self) -> usize {
        self.serialized
    }
}
