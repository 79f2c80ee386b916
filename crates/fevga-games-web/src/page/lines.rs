//! The boards that take plays on the analysis board's page, the state's side: a line tried
//! from a turn of the game shown ([`Explore`]) and a game from a real board being entered
//! ([`OverTheBoard`]); their plays are entered with the card's board's input (`practice.rs`).

use super::*;

impl Page {
    /// An action of the game from a real board.
    pub(super) fn over_the_board_action(&mut self, action: Action) {
        match action {
            Action::OtbOpen => {
                self.screen = Screen::OverTheBoard;
                self.otb = None;
            }
            Action::OtbStart(setup) => {
                self.screen = Screen::OverTheBoard;
                self.otb = Some(OverTheBoard::new(setup));
            }
            Action::OtbRoll(dice) => {
                if let Some(o) = self.otb.as_mut() {
                    match o.set_roll(dice) {
                        Ok(()) => {
                            if let Some(p) = o.entry().and_then(Entry::first_movable) {
                                self.focus = Spot::Point(p);
                            }
                        }
                        Err(_) if dice.first() == dice.second() && o.game().opening().is_none() => {
                            self.notice = Some(Notice::error("games-otb-tie", 0, String::new()));
                        }
                        Err(_) => {}
                    }
                }
            }
            Action::OtbUndo => {
                if let Some(o) = self.otb.as_mut() {
                    o.undo();
                }
            }
            Action::OtbChosen(play) => {
                if let Some(o) = self.otb.as_mut() {
                    o.computer_played(play);
                }
            }
            Action::OtbKeep => self.keep_over_the_board(),
            _ => {}
        }
    }

    /// An action of the line tried.
    pub(super) fn explore_action(&mut self, action: Action) {
        match action {
            Action::Explore => self.start_explore(),
            Action::ExploreBack => {
                if let Some(e) = self.explore.as_mut()
                    && !e.take_back()
                {
                    self.explore = None;
                }
            }
            Action::ExploreLeave => self.explore = None,
            Action::ExploreDice(dice) => {
                if let Some(e) = self.explore.as_mut() {
                    e.set_dice(dice);
                }
            }
            Action::TriedRated { serial, best, played } => {
                if let Some(e) = self.explore.as_mut() {
                    e.rated(serial, best, played);
                }
            }
            _ => {}
        }
    }

    /// The game from a real board kept as "over the board" (once: kept again, it is the same
    /// game) and opened on the analysis board.
    pub(super) fn keep_over_the_board(&mut self) {
        let Some(o) = self.otb.as_ref() else { return };
        if o.game().history().is_empty() {
            self.notice = Some(Notice::error("games-otb-empty", 0, String::new()));
            return;
        }
        let (record, you) = (o.record(), o.setup().you);
        let key = game_key(&record);
        let Added { id, .. } = self
            .games
            .add_by(&record, Opponent::OverTheBoard, you, self.now, |kept| {
                key.is_some() && game_key(kept) == key
            });
        self.games_dirty = true;
        self.otb = None;
        self.screen = Screen::Replay { id, step: 0 };
    }

    /// A line tried from the turn shown: its position and roll on the board, to play.
    pub(super) fn start_explore(&mut self) {
        let Screen::Replay { id, step } = self.screen else {
            return;
        };
        let Some(a) = self.analysed(id) else { return };
        self.explore = Explore::new(&a.game, step, self.serial);
        if let Some(p) = self
            .explore
            .as_ref()
            .and_then(Explore::entry)
            .and_then(Entry::first_movable)
        {
            self.focus = Spot::Point(p);
        }
    }
}
