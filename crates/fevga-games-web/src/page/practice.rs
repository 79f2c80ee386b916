//! The play entered on a board (a card's, or a line tried on the analysis board) and the
//! practice of one's mistakes, the state's side: the next card due, the play entered on
//! the card's board or chosen in the list, and the check of it against the best play.

use super::*;

impl Page {
    pub(super) fn next_card(&mut self) {
        match self.deck.next_due(self.today) {
            Some(c) => {
                self.screen = Screen::Practice {
                    key: c.key.clone(),
                    choice: None,
                    answered: None,
                };
                self.entry = Question::of(c).map(|q| Entry::new(q.position, q.rules, q.dice));
                if let Some(p) = self.entry.as_ref().and_then(Entry::first_movable) {
                    self.focus = Spot::Point(p);
                }
            }
            None => {
                self.screen = Screen::List;
                self.notice = Some(Notice::info("games-none-due", 0));
            }
        }
    }

    pub(super) fn check(&mut self) {
        let Some(q) = self.question() else {
            return;
        };
        if matches!(
            self.screen,
            Screen::Practice {
                choice: None,
                answered: None,
                ..
            }
        ) {
            self.notice = Some(Notice::info("games-play-first", 0));
            return;
        }
        if let Screen::Practice {
            key,
            choice: Some(choice),
            answered: answered @ None,
        } = &mut self.screen
        {
            let right = q.is_right(*choice);
            *answered = Some(right);
            self.deck.answer(key, right, self.today);
            self.deck_dirty = true;
            self.notice = Some(Notice::info(if right { "games-right" } else { "games-wrong" }, 0));
        }
    }

    /// A play chosen from the list: entered whole on the board.
    pub(super) fn choose(&mut self, i: usize) {
        let Some(q) = self.question() else { return };
        if let (Some(play), Some(e)) = (q.plays.get(i), self.entry.as_mut())
            && matches!(self.screen, Screen::Practice { answered: None, .. })
        {
            e.set_play(play);
            self.sync_choice(&q);
        }
    }

    /// A tap, drag or undo on the card's board: the entry asked, the choice kept in step with
    /// the play the board shows (complete or not).
    pub(super) fn on_board(&mut self, f: impl FnOnce(&mut Entry) -> Option<Said>) {
        if self.explore().is_some() {
            // A line tried: the play joins it once complete.
            if let Some(e) = self.explore.as_mut() {
                self.said = e.entry_mut().and_then(f);
                if e.take_completed() {
                    self.serial = e.next_serial();
                    if let Some(p) = e.entry().and_then(Entry::first_movable) {
                        self.focus = Spot::Point(p);
                    }
                }
            }
            return;
        }
        if self.screen == Screen::OverTheBoard {
            // A game from a real board: the play is made once complete.
            if let Some(o) = self.otb.as_mut() {
                self.said = o.entry_mut().and_then(f);
                o.take_completed();
            }
            return;
        }
        let Some(q) = self.question() else { return };
        if !matches!(self.screen, Screen::Practice { answered: None, .. }) {
            return;
        }
        let Some(e) = self.entry.as_mut() else { return };
        self.said = f(e);
        self.sync_choice(&q);
    }

    /// The choice is the listed play the board's entry completes (one that leaves the same
    /// position counts), or none.
    pub(super) fn sync_choice(&mut self, q: &Question) {
        let done = self
            .entry
            .as_ref()
            .and_then(Entry::completed)
            .map(|p| q.position.after(Some(&p)));
        let found = done.and_then(|after| q.plays.iter().position(|p| q.position.after(Some(p)) == after));
        if let Screen::Practice { choice, .. } = &mut self.screen {
            *choice = found;
        }
    }
}
