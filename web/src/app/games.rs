//! Starting games: a setting that starts a new match (asked first while one is in progress),
//! a link's position, a new match, the next game, and a play taken back. Each forgets the turn
//! that was on and hands over to the turn flow ([`super::turn`]).

use fevga_core::link::Link;
use fevga_core::{ByColor, Game, Match};

use super::{Announcement, App, Confirm, Message, new_match};
use crate::settings::{SettingKey, Settings};

impl App {
    /// Changes one setting. One that starts a new match (side, opponent, rules, length) asks
    /// first while a match is in progress; the others take effect at once.
    pub(super) fn set(&mut self, key: SettingKey, value: &str) {
        if key.starts_new_match() {
            let mut s = self.form_settings();
            if !s.set(key, value) {
                return;
            }
            if !s.differs_for_a_match(&self.settings) {
                // The choice was put back: nothing to ask.
                self.confirm = None;
            } else if self.in_progress() {
                self.confirm = Some(Confirm::Settings(s));
            } else {
                self.restart_with(s);
            }
            return;
        }
        let mut s = self.settings;
        if !s.set(key, value) || s == self.settings {
            return;
        }
        self.settings = s;
        self.settings_changed = true;
        if let Some(Confirm::Settings(asked)) = &mut self.confirm {
            asked.set(key, value);
        }
        if !key.looks_only() && self.pending.is_none() {
            self.advance();
        }
    }

    /// A single game from a link's position (and roll), under its rules.
    pub(super) fn play_from(&mut self, link: Link) {
        let mut game = Game::from_position(link.rules, link.position);
        if let Some(d) = link.dice
            && game.set_dice(d).is_err()
        {
            self.say(Message::BadLink);
            return;
        }
        let Ok(m) = Match::resume(1, ByColor::default(), game) else {
            self.say(Message::BadLink);
            return;
        };
        // The link's single game keeps the chosen match length for the next new match (#13).
        self.settings.rules = link.rules;
        self.settings_changed = true;
        self.keeping.replace(m);
        self.confirm = None;
        self.reset_turn();
        self.out.announcements.push(Announcement::NewGame);
        self.advance();
    }

    /// Takes `s` as the settings and starts a new match with them.
    pub(super) fn restart_with(&mut self, s: Settings) {
        self.settings_changed |= s != self.settings;
        self.settings = s;
        self.new_match();
    }

    /// Starts a new match with the current settings.
    pub(super) fn new_match(&mut self) {
        self.keeping.replace(new_match(&self.settings));
        self.confirm = None;
        self.reset_turn();
        self.out.announcements.push(Announcement::NewGame);
        self.advance();
    }

    /// The next game of the match, after one ends.
    pub(super) fn next_game(&mut self) {
        if self.keeping.mtch_mut().next_game().is_ok() {
            self.reset_turn();
            self.out.announcements.push(Announcement::NewGame);
            self.advance();
        }
    }

    /// Takes back the person's last play (and the computer's reply, if made): the same roll is
    /// entered again. Only where [`App::can_take_back`] offers it.
    pub(super) fn take_back_play(&mut self) {
        if !self.can_take_back()
            || self
                .keeping
                .mtch_mut()
                .game_mut()
                .take_back(self.settings.human)
                .is_err()
        {
            return;
        }
        self.reset_turn();
        self.tutor = None;
        self.say(Message::TakenBack);
        self.advance();
    }

    /// Forgets the turn, messages and waits of the game that ended.
    pub(super) fn reset_turn(&mut self) {
        self.entry = None;
        self.messages.clear();
        self.pending = None;
        self.asked = None;
        self.coach.forget();
    }
}
