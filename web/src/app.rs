//! The controller: the page's whole state and the one loop through it. Every input enters by
//! [`App::handle`]; the view only reads the state (through the accessors); what the browser must
//! do afterwards (save, animate, announce, start a timer, move the focus) leaves by
//! [`App::take_effects`]. No DOM here (so it is tested natively), and no rules: every rule
//! question goes to `fevga-core`.
//!
//! The human's turn entry is in [`entry`], the computer's turn in [`computer`].

mod computer;
mod entry;
mod input;
mod marks;
mod output;
mod read;
#[cfg(test)]
mod tests;

use fevga_ai::Search;
use fevga_board::{Marks, Spot, geometry};
use fevga_core::{Color, DiceSource, Match, OpeningRoll, PartialTurn, Phase, Play, SeededDice};

pub use input::{Button, Input, Key};
pub use output::{Anim, Announcement, Dialog, Effects, Message, Pending};

use crate::save::{self, LoadError};
use crate::settings::{SettingKey, Settings};

/// Delays (ms) that let the player follow what happens.
const THINK_MS: u32 = 450;
const AUTO_ROLL_MS: u32 = 350;
const FORCED_MS: u32 = 1100;

/// The whole page state.
pub struct App {
    settings: Settings,
    mtch: Match,
    /// The human's turn being entered (in [`Phase::Play`]).
    turn: Option<PartialTurn>,
    /// The selected point (the mover's numbering).
    selected: Option<u8>,
    /// How many steps each move of the turn being entered made (Undo takes back a whole move).
    moves: Vec<usize>,
    /// The board's keyboard focus.
    focus: Spot,
    /// Messages since the player last rolled (the opening roll and a forced play can both show).
    messages: Vec<Message>,
    last_move: Option<(Color, String)>,
    pending: Option<(u32, Pending)>,
    /// The computer's choice in progress.
    thinking: Option<Search>,
    /// The board's marks, worked out once per change.
    marks: Marks,
    /// The dice were rolled since the last frame (the view shakes them once).
    fresh_roll: bool,
    /// Effects waiting to be taken.
    out: Effects,
    settings_changed: bool,
    /// The last save text handed out.
    saved: String,
    dice: Box<dyn DiceSource>,
    rng: SeededDice,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("settings", &self.settings)
            .field("phase", &self.phase())
            .finish_non_exhaustive()
    }
}

impl App {
    /// A new match with `settings`; `dice` rolls for both sides, `seed` breaks the AI's ties.
    #[must_use]
    pub fn new(settings: Settings, dice: Box<dyn DiceSource>, seed: u64) -> App {
        let mut app = App {
            settings,
            mtch: new_match(&settings),
            turn: None,
            selected: None,
            moves: Vec::new(),
            focus: Spot::Point(24),
            messages: Vec::new(),
            last_move: None,
            pending: None,
            thinking: None,
            marks: Marks::default(),
            fresh_roll: false,
            out: Effects::default(),
            settings_changed: false,
            saved: String::new(),
            dice,
            rng: SeededDice::new(seed),
        };
        app.advance();
        app.refresh_marks();
        app
    }

    /// Resumes the match of a save text; a save that cannot be restored leaves the new match and
    /// a message saying why. The saved match keeps its own rules and length.
    pub fn restore(&mut self, save_text: &str) {
        match save::load_match(save_text) {
            Ok((m, last_move)) => {
                self.settings.rules = m.game().rules();
                self.settings.match_length = m.length();
                self.mtch = m;
                self.last_move = last_move;
                self.turn = None;
                self.selected = None;
                self.advance();
            }
            Err(LoadError::Outdated(_)) => self.messages.push(Message::SaveOutdated),
            Err(LoadError::Corrupt(_)) => self.messages.push(Message::SaveCorrupt),
        }
        self.refresh_marks();
    }

    /// The one way in: applies an input, then works out the board's marks again.
    pub fn handle(&mut self, input: Input) {
        match input {
            Input::TapPoint(p) => {
                self.focus = Spot::Point(p);
                self.tap_point(p);
            }
            Input::TapTray => self.tap_tray(),
            Input::TapOutside => self.selected = None,
            Input::Drag { from, to } => self.drag(from, to),
            Input::Key(key) => self.key(key),
            Input::Button(b) => self.button(b),
            Input::Setting(key, value) => self.set(key, &value),
            Input::Timer(p) => self.run(p),
        }
        self.refresh_marks();
    }

    /// The one way out: what the browser should do now. Taking them empties them.
    pub fn take_effects(&mut self) -> Effects {
        let mut fx = std::mem::take(&mut self.out);
        self.fresh_roll = false;
        let text = save::save_match(&self.mtch, self.last_move.as_ref());
        if text != self.saved {
            self.saved.clone_from(&text);
            fx.save = Some(text);
        }
        if std::mem::take(&mut self.settings_changed) {
            fx.settings_save = Some(save::save_settings(&self.settings));
        }
        fx.timer = self.pending;
        fx
    }

    fn key(&mut self, key: Key) {
        match key {
            Key::Focus(k) => self.focus = geometry::move_focus(self.focus, k),
            Key::Activate => match self.focus {
                Spot::Point(p) => self.tap_point(p),
                Spot::Tray(_) => self.tap_tray(),
            },
            Key::Cancel => self.selected = None,
        }
        self.out.focus = Some(self.focus);
    }

    fn button(&mut self, b: Button) {
        match b {
            Button::Roll => self.roll(),
            Button::Undo => self.undo(),
            Button::Done => self.done(),
            Button::NextGame => self.next_game(),
            Button::NewGame | Button::NewMatch => self.new_match(),
            Button::Settings => self.out.dialog = Some(Dialog::Open),
            Button::CloseSettings => self.out.dialog = Some(Dialog::Close),
        }
    }

    /// Changes one setting; a change of rules or match length starts a new match, the language
    /// changes only the words.
    fn set(&mut self, key: SettingKey, value: &str) {
        let mut s = self.settings;
        if !s.set(key, value) || s == self.settings {
            return;
        }
        self.settings_changed = true;
        let restart = s.rules != self.settings.rules || s.match_length != self.settings.match_length;
        self.settings = s;
        if restart {
            self.new_match();
        } else if key != SettingKey::Lang {
            self.advance();
        }
    }

    /// Starts a new match with the current settings.
    fn new_match(&mut self) {
        self.mtch = new_match(&self.settings);
        self.turn = None;
        self.selected = None;
        self.messages.clear();
        self.last_move = None;
        self.pending = None;
        self.thinking = None;
        self.advance();
    }

    /// The next game of the match, after one ends.
    fn next_game(&mut self) {
        if self.mtch.next_game().is_ok() {
            self.messages.clear();
            self.last_move = None;
            self.advance();
        }
    }

    /// Decides what comes next after any change.
    fn advance(&mut self) {
        self.pending = None;
        let side = self.to_move();
        match self.phase() {
            Phase::Opening => {
                self.turn = None;
                if self.settings.auto_roll {
                    self.pending = Some((AUTO_ROLL_MS, Pending::RollOpening));
                }
            }
            Phase::Roll => {
                self.turn = None;
                if !self.is_human(side) {
                    self.pending = Some((THINK_MS, Pending::Computer));
                } else if self.settings.auto_roll {
                    self.pending = Some((AUTO_ROLL_MS, Pending::Roll));
                }
            }
            Phase::Play(dice) => {
                if !self.is_human(side) {
                    self.turn = None;
                    self.pending = Some((THINK_MS, Pending::Computer));
                    return;
                }
                self.begin_entry(dice);
                let plays = self.mtch.game().legal_plays();
                if plays.is_empty() {
                    self.say(Message::NoMove { side, dice });
                    self.pending = Some((FORCED_MS, Pending::Forced));
                } else if plays.len() == 1 {
                    let notation = plays[0].notation();
                    self.say(Message::Forced { side, notation });
                    self.pending = Some((FORCED_MS, Pending::Forced));
                }
            }
            Phase::Over(result) => {
                self.turn = None;
                self.selected = None;
                self.out.announcements.push(Announcement::GameOver {
                    winner: result.winner,
                    points: result.points,
                });
            }
        }
    }

    /// Adds a message once.
    fn say(&mut self, m: Message) {
        if !self.messages.contains(&m) {
            self.messages.push(m);
        }
    }

    /// Runs what the page waited for, if it still waits for it.
    fn run(&mut self, p: Pending) {
        if self.pending.map(|(_, q)| q) != Some(p) {
            return;
        }
        self.pending = None;
        match p {
            Pending::RollOpening | Pending::Roll => self.roll(),
            Pending::Computer => self.computer_turn(),
            Pending::Forced => self.forced(),
            Pending::Think => self.think(),
        }
    }

    /// The Roll button (or an automatic roll): the opening roll, or the human side's roll.
    fn roll(&mut self) {
        let side = self.to_move();
        match self.phase() {
            Phase::Opening => {
                self.messages.clear();
                // One die each; a tie is shown and rolled again (§2).
                let Ok(roll) = self.mtch.game_mut().roll_opening_once(&mut *self.dice) else {
                    return;
                };
                self.fresh_roll = true;
                match roll {
                    OpeningRoll::Tie(die) => self.say(Message::OpeningTie { die }),
                    OpeningRoll::Decided(o) => {
                        self.say(Message::Opening(o));
                        self.last_move = None;
                        let (side, dice) = (o.first(), o.dice());
                        self.out.announcements.push(Announcement::Rolled { side, dice });
                    }
                }
            }
            Phase::Roll if self.is_human(side) => {
                let Ok(dice) = self.mtch.game_mut().roll(&mut *self.dice) else {
                    return;
                };
                self.messages.clear();
                self.fresh_roll = true;
                self.out.announcements.push(Announcement::Rolled { side, dice });
            }
            _ => return,
        }
        self.advance();
    }

    /// Passes a blocked turn, or plays the only play.
    fn forced(&mut self) {
        match self.mtch.game().legal_plays() {
            [] => self.finish_turn(None),
            [only] => self.finish_turn(Some(*only)),
            _ => {}
        }
    }

    /// Ends the turn of the side to move with `play` (`None`: it passes), for the display, the
    /// animation and the live region.
    fn finish_turn(&mut self, play: Option<Play>) {
        let side = self.to_move();
        let Some(dice) = self.mtch.game().dice() else { return };
        let shown_before = self.shown_position();
        let game_before = self.mtch.game().position();
        if self.mtch.game_mut().play_or_pass(play.as_ref()).is_err() {
            return;
        }
        match play {
            Some(play) => {
                // Animate what is not on the board yet (the human's own steps are already shown).
                if shown_before == game_before {
                    self.out.anims = output::anims(side, &play);
                }
                let notation = play.notation();
                let said = Announcement::Played {
                    side,
                    notation: notation.clone(),
                };
                self.out.announcements.push(said);
                // It stays until the next play, so the player can read what happened.
                self.last_move = Some((side, notation));
            }
            None => self.out.announcements.push(Announcement::Passed { side, dice }),
        }
        self.turn = None;
        self.selected = None;
        self.advance();
    }
}

fn new_match(s: &Settings) -> Match {
    Match::new(s.rules, s.match_length.max(1)).expect("length is at least 1")
}
