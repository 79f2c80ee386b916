//! Records taken in, the state's side: a record imported (pasted, from a file or a link),
//! refused with its line and the rule it breaks, or kept once; stepping through a game shown.

use super::*;

impl Page {
    pub(super) fn refuse(&mut self, e: &RecordError) {
        self.notice = Some(Notice::error(record_error_key(e), e.line, String::new()));
    }

    pub(super) fn step(&mut self, f: impl FnOnce(usize, usize) -> usize) {
        if let Screen::Replay { id, step } = self.screen {
            let n = self
                .games
                .get(id)
                .and_then(|k| replay(k).ok())
                .map_or(0, |g| g.history().len());
            self.screen = Screen::Replay { id, step: f(step, n) };
        }
    }

    pub(super) fn import(&mut self, text: &str, opponent: Opponent, you: You) {
        let text = text.trim();
        if let Err(e) = record::import(text) {
            let line = text.lines().nth(e.line.saturating_sub(1)).unwrap_or_default();
            let shown: String = line.chars().take(60).collect();
            self.notice = Some(Notice {
                why: why_refused(text, &e),
                ..Notice::error(record_error_key(&e), e.line, shown)
            });
            self.draft = text.to_string();
            return;
        }
        self.draft.clear();
        // The same game is the same rules, names and moves, however the text is spaced.
        let key = game_key(text);
        let Added { id, dropped, new } = self.games.add_by(text, opponent, you, self.now, |kept| {
            key.is_some() && game_key(kept) == key
        });
        self.games_dirty = true;
        self.screen = Screen::Replay { id, step: 0 };
        let Dropped { finished, unfinished } = dropped;
        self.notice = Some(match finished + unfinished {
            _ if !new => Notice::info("games-kept-already", 0),
            0 => Notice::info("games-imported", 0),
            n => Notice::info("games-imported-dropped", n),
        });
    }
}
