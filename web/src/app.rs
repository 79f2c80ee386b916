//! The controller: the page's whole state and the one loop through it. Every input enters by
//! [`App::handle`]; the view only reads the state (through the accessors); what the browser must
//! do afterwards (save, animate, announce, start a timer, move the focus) leaves by
//! [`App::take_effects`]. No DOM here (so it is tested natively), and no rules: every rule
//! question goes to `fevga-core`.
//!
//! The human's turn entry is in [`entry`], the computer's turn in [`computer`], the turn flow in
//! `turn`, starting games in `games`. Sub-states with their own private fields: `keeping`
//! (the match, its saves and the two tabs, with a dirty flag) and `coach` (the hint and its
//! rollout). Learn is a page of its own (`crates/fevga-learn-web`).

mod coach;
mod computer;
mod entry;
mod guide;

mod games;
mod input;
mod keeping;
mod marks;
mod output;
mod pace;
mod read;
#[cfg(test)]
mod tests;
mod turn;
mod tutor;

use fevga_board::{Entry, Marks, Spot, geometry};
use fevga_core::link::Link;
use fevga_core::{ByColor, Color, DiceSource, Match, Phase, SeededDice};

pub use coach::{HintRest, PlaysRollout, ROLLOUT_TRIALS, ROLLOUT_TRUNCATE};
pub use computer::ComputerState;
pub use guide::{Guide, Tip};
pub use input::{Button, Input, Key};
pub use output::{Anim, Announcement, Confirm, Dialog, Effects, Focus, Message, Pending};
pub use pace::Pace;

use crate::save::{self, LoadError};
use crate::settings::{SettingKey, Settings};
use keeping::Keeping;

/// The whole page state.
pub struct App {
    settings: Settings,
    /// The human's turn being entered (in [`Phase::Play`]): forgetting it is one assignment.
    entry: Option<Entry>,
    /// The board's keyboard focus.
    focus: Spot,
    /// Messages since the player last rolled (the opening roll and a forced play can both show).
    messages: Vec<Message>,
    pending: Option<(u32, Pending)>,
    /// Where the computer's worker stands.
    computer: computer::ComputerState,
    /// The question the page waits on the computer for, if any.
    asked: Option<computer::Asked>,
    /// Questions asked so far (numbers them).
    asked_count: u32,
    /// The hint and its rollout.
    coach: coach::Coach,
    /// The tutor's check of a play before it is made (issue 18).
    tutor: Option<tutor::Tutor>,
    /// What the tutor remembers of each side's plays: it is quiet for a while after a warning
    /// (issue 33).
    tutor_memory: ByColor<fevga_ai::tutor::Tutor>,
    /// The board's marks, worked out once per change.
    marks: Marks,
    /// The hint for the rest of the turn once steps are entered, worked out with the marks.
    hint_rest: Option<coach::HintRest>,
    /// The dice were rolled since the last frame (the view shakes them once).
    fresh_roll: bool,
    /// The question asked before a game is thrown away, if any.
    confirm: Option<Confirm>,
    /// The system asks for reduced motion.
    reduced_motion: bool,
    /// The match, whether and where it is saved, and whether it changed since last saved.
    keeping: Keeping,
    /// Effects waiting to be taken.
    out: Effects,
    settings_changed: bool,
    dice: Box<dyn DiceSource>,
    rng: SeededDice,
    /// The guided first game (on for a first visit, or when asked for again).
    guide: Guide,

    /// The person's mistakes due for practice on the Games page.
    games_due: usize,
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
            entry: None,
            focus: Spot::Point(Color::White.to_white(24)),
            messages: Vec::new(),
            pending: None,
            computer: computer::ComputerState::default(),
            asked: None,
            asked_count: 0,
            coach: coach::Coach::default(),
            tutor: None,
            tutor_memory: ByColor::default(),
            marks: Marks::default(),
            hint_rest: None,
            fresh_roll: false,
            confirm: None,
            reduced_motion: false,
            keeping: Keeping::new(new_match(&settings)),
            out: Effects::default(),
            settings_changed: false,
            dice,
            rng: SeededDice::new(seed),
            guide: Guide::default(),

            games_due: 0,
        };
        app.advance();
        app.refresh_marks();
        app
    }

    /// Resumes the match of a save text; a save that cannot be restored leaves the new match and
    /// a message saying why. The saved match keeps its own rules and length (a single game set
    /// up from a link leaves the chosen length as it is).
    pub fn restore(&mut self, save_text: &str) {
        match save::load_match(save_text) {
            Ok(m) => {
                self.settings.rules = m.game().rules();
                // A single game from a link's position keeps the chosen length (#13).
                if m.game().has_opening() || m.length() > 1 {
                    self.settings.match_length = m.length();
                }
                self.keeping.replace(m);
                self.entry = None;
                self.advance();
            }
            Err(LoadError::Outdated(_)) => self.messages.push(Message::SaveOutdated),
            Err(LoadError::Corrupt(_)) => self.messages.push(Message::SaveCorrupt),
            Err(LoadError::Newer(_)) => {
                // Kept for the newer page: this one plays a game it does not save.
                self.keeping.keep_newer();
                self.messages.push(Message::SaveNewer);
            }
        }
        self.refresh_marks();
    }

    /// The one way in: applies an input, then works out the board's marks again. While another
    /// tab owns the game only taking it back, the settings and the language act.
    pub fn handle(&mut self, input: Input) {
        if self.keeping.elsewhere() && !acts_while_elsewhere(&input) {
            return;
        }
        match input {
            Input::TapPoint(p) => {
                self.focus = Spot::Point(p);
                self.tap(Spot::Point(p));
            }
            Input::TapTray => self.tap(Spot::Tray(self.to_move())),
            Input::TapOutside => self.deselect(),
            Input::DragStart(from) => self.drag_start(from),
            Input::Drag { from, to } => self.drag(from, to),
            Input::Key(key) => self.key(key),
            Input::Button(b) => self.button(b),
            Input::Setting(key, value) => self.set(key, &value),
            Input::Timer(p) => self.run(p),
            Input::ReducedMotion(on) => self.reduced_motion = on,
            Input::SaveFailed => {
                if self.keeping.save_failed() {
                    self.say(Message::SaveFailed);
                }
            }
            Input::SavedElsewhere(text) => self.saved_elsewhere(text),
            Input::WordsLoaded(_) => {}
            Input::GamesDue(n) => self.games_due = n,
            Input::WordsUnavailable { wanted, shown } => {
                // Chosen now: back to the language shown (saved so). At start the page is
                // already in the language it could load: only said.
                if self.settings.lang == wanted {
                    self.settings.lang = shown;
                    self.settings_changed = true;
                }
                if self.settings.lang == shown {
                    self.say(Message::WordsUnavailable(wanted));
                }
            }
            Input::Link(fragment) => match Link::from_fragment(&fragment) {
                Ok(link) if self.in_progress() => self.ask(Confirm::Link(link)),
                Ok(link) => self.play_from(link),
                Err(_) => self.say(Message::BadLink),
            },
            Input::ComputerReady => self.computer_ready(),
            Input::ComputerFailed => self.computer_failed(),
            Input::Answer { id, text } => self.answer(id, &text),
            Input::FirstVisit => {
                self.guide = Guide::start();
                self.out.guide_save = Some(GUIDE_SEEN);
            }
        }
        self.guide_update();
        self.refresh_marks();
    }

    /// The guide's next tip, if the core names a new moment for the person now; announced.
    fn guide_update(&mut self) {
        if !self.guide.on() || self.keeping.elsewhere() {
            return;
        }
        let side = self.to_move();
        let dice = match self.phase() {
            Phase::Play(d) if self.is_human(side) => Some(d),
            _ => None,
        };
        let game = self.keeping.mtch().game();
        if let Some(tip) = self.guide.update(&game.position(), game.rules(), dice) {
            self.out.announcements.push(Announcement::Tip(tip));
        }
    }

    /// The guided first game's state (its tip in sight).
    #[must_use]
    pub fn guide(&self) -> &Guide {
        &self.guide
    }

    /// Another tab saved: it moved last, so it owns the game; this one stops and says so.
    fn saved_elsewhere(&mut self, text: String) {
        if !self.keeping.saved_elsewhere(text) {
            return;
        }
        self.pending = None;
        self.asked = None;
        self.confirm = None;
        self.entry = None;
        self.messages.clear();
        self.say(Message::Elsewhere);
        self.out.focus = Some(Focus::Button(Button::TakeBack));
    }

    /// Goes on here with the game the other tab saved last.
    fn take_back(&mut self) {
        let Some(text) = self.keeping.take_back() else {
            return;
        };
        self.messages.clear();
        self.restore(&text);
        self.keeping.taken_back(text);
        self.out.announcements.push(Announcement::NewGame);
    }

    /// The one way out: what the browser should do now. Taking them empties them.
    pub fn take_effects(&mut self) -> Effects {
        let mut fx = std::mem::take(&mut self.out);
        self.fresh_roll = false;
        fx.save = self.keeping.take_save();
        if fx.save.is_some() {
            fx.games = save::GamesCopy::of(self.keeping.mtch(), &self.settings);
        }
        if std::mem::take(&mut self.settings_changed) {
            fx.settings_save = Some(save::save_settings(&self.settings));
        }
        fx.timer = self.pending;
        fx
    }

    /// The delays and slides for the current settings.
    #[must_use]
    pub fn pace(&self) -> Pace {
        Pace::new(&self.settings, self.reduced_motion)
    }

    fn key(&mut self, key: Key) {
        match key {
            // Left and Right follow the path of the checkers being moved (the mover's in
            // pass-and-play, else the person's); Up and Down go across as the board is seen.
            Key::Focus(k) => {
                let side = self.entry.as_ref().map_or(self.viewer(), Entry::mover);
                self.focus = geometry::move_focus(self.focus, k, side, self.board_flipped());
            }
            Key::Activate => self.tap(self.focus),
            Key::Cancel => self.deselect(),
        }
        self.out.focus = Some(Focus::Spot(self.focus));
    }

    fn button(&mut self, b: Button) {
        match b {
            Button::Roll => self.roll(),
            Button::Undo => self.undo(),
            Button::Done => self.done(),
            Button::NextGame => self.next_game(),
            Button::NewGame if self.in_progress() => self.ask(Confirm::NewMatch),
            Button::NewGame | Button::NewMatch => self.new_match(),
            Button::Settings => self.out.dialog = Some(Dialog::Open),
            Button::CloseSettings => {
                if matches!(self.confirm, Some(Confirm::Settings(_))) {
                    self.confirm = None;
                }
                self.out.dialog = Some(Dialog::Close);
            }
            Button::Replay => self.replay(),
            Button::Confirm => match self.confirm.take() {
                Some(Confirm::NewMatch) => self.new_match(),
                Some(Confirm::Settings(s)) => self.restart_with(s),
                Some(Confirm::Link(link)) => self.play_from(link),
                None => {}
            },
            Button::CopyLink => {
                let game = self.keeping.mtch().game();
                let link = Link {
                    position: game.position(),
                    dice: game.dice(),
                    rules: game.rules(),
                };
                // Whether it was copied is known once the browser says so: the effect says it.
                self.out.copy_link = Some(link.to_fragment());
            }
            Button::TakeBack => self.take_back(),
            Button::Hint => self.start_hint(),
            Button::RollOut => self.start_rollout(),
            Button::HintUndo => self.undo_all(),
            Button::PassAndPlay => self.pass_and_play(),
            Button::GuideOk => {
                self.guide.dismiss();
                self.out.focus = Some(self.guide_focus());
            }
            Button::GuideSkip => {
                self.guide.skip();
                self.out.guide_save = Some(GUIDE_OFF);
                self.out.focus = Some(self.guide_focus());
            }
            Button::GuideRestart => {
                self.guide = Guide::start();
                self.out.dialog = Some(Dialog::Close);
            }
            Button::TutorPlay => self.tutor_play_anyway(),
            Button::TutorTakeBack => self.tutor_take_back(),
            Button::TakeBackPlay => self.take_back_play(),
            Button::KeepPlaying => {
                if self.confirm.take() == Some(Confirm::NewMatch) {
                    self.out.focus = Some(Focus::Button(Button::NewGame));
                }
            }
        }
    }

    /// Asks before a game in progress is thrown away; the safe answer takes the focus.
    fn ask(&mut self, question: Confirm) {
        self.confirm = Some(question);
        self.out.focus = Some(Focus::Button(Button::KeepPlaying));
    }

    /// Adds a message once.
    fn say(&mut self, m: Message) {
        if !self.messages.contains(&m) {
            self.messages.push(m);
        }
    }
}

/// The guide's word in storage once a first visit has shown it.
pub const GUIDE_SEEN: &str = "seen";
/// The guide's word in storage once skipped.
pub const GUIDE_OFF: &str = "off";

impl App {
    /// Where the keyboard goes once the guide's tip is put away: Roll if the person rolls next,
    /// else the board.
    fn guide_focus(&self) -> Focus {
        if self.phase() == Phase::Roll || self.phase() == Phase::Opening {
            Focus::Button(Button::Roll)
        } else {
            Focus::Spot(self.focus)
        }
    }
}

/// Whether an address fragment is one of the page's links: a position (`position=…`, a
/// [`Link`]). The glue takes such a fragment out of the address and hands it in as
/// [`Input::Link`]; it asks here, so the DOM helpers know no app. (An old `#learn` address goes
/// to the Learn page before the page's wasm loads: `web/boot.js`.)
#[must_use]
pub fn is_page_link(fragment: &str) -> bool {
    fragment.starts_with("position=")
}

/// What still acts while another tab owns the game.
fn acts_while_elsewhere(input: &Input) -> bool {
    matches!(
        input,
        Input::Button(Button::TakeBack | Button::Settings | Button::CloseSettings)
            | Input::Setting(
                SettingKey::Lang | SettingKey::Theme | SettingKey::Speed | SettingKey::Animate,
                _
            )
            | Input::ReducedMotion(_)
            | Input::SaveFailed
            | Input::SavedElsewhere(_)
            | Input::ComputerReady
            | Input::ComputerFailed
            | Input::WordsLoaded(_)
            | Input::WordsUnavailable { .. }
            | Input::GamesDue(_)
            | Input::Key(Key::Focus(_))
    )
}

fn new_match(s: &Settings) -> Match {
    Match::new(s.rules, s.match_length.max(1)).expect("length is at least 1")
}
