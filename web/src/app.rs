//! The game as the page plays it: settings, the match, the turn being entered, messages and
//! what should happen next. No DOM here (so it is tested natively), and no rules: every rule
//! question goes to `fevga-core`.

use fevga_ai::{Level, Progress, Search};
use fevga_core::{Color, Dice, DiceSource, PartialTurn, Play, Position, Rules, SeededDice, Step, StepTo};
use fevga_core::{Match, Phase};

use crate::i18n::Lang;

/// Who plays the other side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    Computer,
    /// Pass-and-play: two people on one device.
    Human,
}

/// What the player chose; saved apart from the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub lang: Lang,
    pub human: Color,
    pub opponent: Opponent,
    pub level: Level,
    pub rules: Rules,
    pub match_length: u32,
    pub auto_roll: bool,
    pub auto_done: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::En,
            human: Color::White,
            opponent: Opponent::Computer,
            level: Level::Normal,
            rules: Rules::Fevga,
            match_length: 1,
            auto_roll: false,
            auto_done: false,
        }
    }
}

/// Match lengths offered.
pub const MATCH_LENGTHS: [u32; 4] = [1, 3, 5, 7];

/// A message for the player; the view words it in the current language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Opening roll: each side's single die, and who starts.
    Opening { white: u8, black: u8 },
    /// Both sides rolled the same number: roll again.
    OpeningTie { die: u8 },
    /// The side cannot move with this roll and passes.
    NoMove { side: Color, dice: Dice },
    /// Only one play was possible; it was made.
    Forced { side: Color, notation: String },
    /// The saved game could not be read; a new game started.
    SaveCorrupt,
    /// The saved game is from another version; a new game started.
    SaveOutdated,
}

pub use fevga_board::Spot;

/// One checker movement to animate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Anim {
    pub color: Color,
    pub from: Spot,
    pub to: Spot,
}

/// Something the page should do after a delay (the glue owns the timers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    RollOpening,
    Roll,
    /// The computer rolls (if needed) and plays.
    Computer,
    /// Pass a turn that cannot be played, or play a forced one.
    Forced,
    /// The computer weighs a few more candidate plays (one short task per tick).
    Think,
}

/// Something to say to screen-reader users.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Announcement {
    Rolled { side: Color, dice: Dice },
    Played { side: Color, notation: String },
    Passed { side: Color, dice: Dice },
    GameOver { winner: Color, points: u8 },
}

/// The whole page state.
pub struct App {
    pub settings: Settings,
    pub mtch: Match,
    /// The human's turn being entered (in [`Phase::Play`]).
    pub turn: Option<PartialTurn>,
    /// The selected point (the mover's numbering).
    pub selected: Option<u8>,
    /// Messages since the player last rolled (the opening roll and a forced play can both show).
    pub messages: Vec<Message>,
    pub last_move: Option<(Color, String)>,
    pub anims: Vec<Anim>,
    pub announcements: Vec<Announcement>,
    pub pending: Option<(u32, Action)>,
    /// Set when dice were just rolled (the view shakes them once); the glue clears it.
    pub fresh_roll: bool,
    /// The computer's choice in progress.
    thinking: Option<Search>,
    /// How many steps each move of the turn being entered made (Undo takes back a whole move).
    moves: Vec<usize>,
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

/// Delays (ms) that let the player follow what happens.
const THINK_MS: u32 = 450;
const AUTO_ROLL_MS: u32 = 350;
const FORCED_MS: u32 = 1100;

impl App {
    /// A new match with `settings`; `dice` rolls for both sides, `seed` breaks the AI's ties.
    #[must_use]
    pub fn new(settings: Settings, dice: Box<dyn DiceSource>, seed: u64) -> App {
        let mtch = Match::new(settings.rules, settings.match_length.max(1)).expect("length is at least 1");
        let mut app = App {
            settings,
            mtch,
            turn: None,
            selected: None,
            messages: Vec::new(),
            last_move: None,
            anims: Vec::new(),
            announcements: Vec::new(),
            pending: None,
            fresh_roll: false,
            thinking: None,
            moves: Vec::new(),
            dice,
            rng: SeededDice::new(seed),
        };
        app.advance();
        app
    }

    /// Resumes a saved match.
    pub fn resume(&mut self, mtch: Match, last_move: Option<(Color, String)>) {
        self.mtch = mtch;
        self.last_move = last_move;
        self.turn = None;
        self.selected = None;
        self.advance();
    }

    #[must_use]
    pub fn phase(&self) -> Phase {
        self.mtch.game().phase()
    }

    /// Whether a person (not the computer) plays `color`.
    #[must_use]
    pub fn is_human(&self, color: Color) -> bool {
        self.settings.opponent == Opponent::Human || color == self.settings.human
    }

    /// The side whose turn it is (White before the opening roll).
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.mtch.game().position().turn()
    }

    /// The position to draw: the turn being entered, or the game's.
    #[must_use]
    pub fn shown_position(&self) -> Position {
        self.turn
            .as_ref()
            .map_or_else(|| self.mtch.game().position(), PartialTurn::position)
    }

    /// Whether the board is drawn turned half round (playing Black against the computer).
    #[must_use]
    pub fn board_flipped(&self) -> bool {
        self.settings.opponent == Opponent::Computer && self.settings.human == Color::Black
    }

    /// Whether the human may act on the board now.
    #[must_use]
    pub fn board_active(&self) -> bool {
        self.turn.is_some() && self.pending.is_none()
    }

    /// Starts a new match with the current settings.
    pub fn new_match(&mut self) {
        self.mtch = Match::new(self.settings.rules, self.settings.match_length.max(1)).expect("length >= 1");
        self.turn = None;
        self.selected = None;
        self.messages.clear();
        self.last_move = None;
        self.pending = None;
        self.thinking = None;
        self.advance();
    }

    /// Decides what comes next after any change.
    pub fn advance(&mut self) {
        self.pending = None;
        let side = self.to_move();
        match self.phase() {
            Phase::Opening => {
                self.turn = None;
                if self.settings.auto_roll {
                    self.pending = Some((AUTO_ROLL_MS, Action::RollOpening));
                }
            }
            Phase::Roll => {
                self.turn = None;
                if !self.is_human(side) {
                    self.pending = Some((THINK_MS, Action::Computer));
                } else if self.settings.auto_roll {
                    self.pending = Some((AUTO_ROLL_MS, Action::Roll));
                }
            }
            Phase::Play(dice) => {
                if !self.is_human(side) {
                    self.turn = None;
                    self.pending = Some((THINK_MS, Action::Computer));
                    return;
                }
                let game = self.mtch.game();
                if self
                    .turn
                    .as_ref()
                    .is_none_or(|t| t.start() != game.position() || t.dice() != dice)
                {
                    self.turn = Some(PartialTurn::new(game.position(), game.rules(), dice));
                    self.moves.clear();
                    self.selected = None;
                }
                let plays = game.legal_plays();
                if plays.is_empty() {
                    self.say(Message::NoMove { side, dice });
                    self.pending = Some((FORCED_MS, Action::Forced));
                } else if plays.len() == 1 {
                    self.say(Message::Forced {
                        side,
                        notation: plays[0].notation(),
                    });
                    self.pending = Some((FORCED_MS, Action::Forced));
                }
            }
            Phase::Over(result) => {
                self.turn = None;
                self.selected = None;
                self.announcements.push(Announcement::GameOver {
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

    /// Runs a scheduled action (the glue calls this when its timer fires).
    pub fn run(&mut self, action: Action) {
        if self.pending.map(|(_, a)| a) != Some(action) {
            return;
        }
        self.pending = None;
        match action {
            Action::RollOpening => self.roll(),
            Action::Roll => self.roll(),
            Action::Computer => self.computer_turn(),
            Action::Forced => self.forced(),
            Action::Think => self.think(),
        }
    }

    /// The Roll button (or an automatic roll).
    pub fn roll(&mut self) {
        match self.phase() {
            Phase::Opening => {
                self.messages.clear();
                // One die each; a tie is shown and rolled again (§2).
                let (white, black) = (self.dice.die(), self.dice.die());
                self.fresh_roll = true;
                if white == black {
                    self.say(Message::OpeningTie { die: white });
                    self.advance();
                    return;
                }
                if self.mtch.game_mut().set_opening(white, black).is_err() {
                    return;
                }
                self.say(Message::Opening { white, black });
                self.fresh_roll = true;
                self.last_move = None;
                let first = self.to_move();
                if let Some(dice) = self.mtch.game().dice() {
                    self.announcements.push(Announcement::Rolled { side: first, dice });
                }
            }
            Phase::Roll if self.is_human(self.to_move()) => {
                let side = self.to_move();
                let Ok(dice) = self.mtch.game_mut().roll(&mut *self.dice) else {
                    return;
                };
                self.messages.clear();
                self.fresh_roll = true;
                self.announcements.push(Announcement::Rolled { side, dice });
            }
            _ => return,
        }
        self.advance();
    }

    fn computer_turn(&mut self) {
        let side = self.to_move();
        if self.is_human(side) {
            return;
        }
        if self.phase() == Phase::Roll {
            let Ok(dice) = self.mtch.game_mut().roll(&mut *self.dice) else {
                return;
            };
            self.fresh_roll = true;
            self.announcements.push(Announcement::Rolled { side, dice });
        }
        let Phase::Play(dice) = self.phase() else { return };
        let game = self.mtch.game();
        self.thinking = Some(Search::new(&game.position(), game.rules(), dice, self.settings.level));
        self.think();
    }

    /// Weighs some candidate plays; plays the choice once all are weighed.
    fn think(&mut self) {
        let Phase::Play(dice) = self.phase() else { return };
        let Some(search) = self.thinking.as_mut() else { return };
        // Hard weighs each play against all 21 replies: a few per task keep tasks short.
        let budget = if self.settings.level == Level::Hard {
            3
        } else {
            usize::MAX
        };
        let Progress::Chosen(choice) = search.step(budget, &mut self.rng) else {
            self.pending = Some((0, Action::Think));
            return;
        };
        self.thinking = None;
        let side = self.to_move();
        match choice {
            Some(play) => self.commit(play),
            None => {
                self.say(Message::NoMove { side, dice });
                let _ = self.mtch.game_mut().pass();
                self.announcements.push(Announcement::Passed { side, dice });
                self.advance();
            }
        }
    }

    /// Passes a blocked turn, or plays the only play.
    fn forced(&mut self) {
        let Phase::Play(dice) = self.phase() else { return };
        let side = self.to_move();
        match self.mtch.game().legal_plays() {
            [] => {
                let _ = self.mtch.game_mut().pass();
                self.announcements.push(Announcement::Passed { side, dice });
                self.turn = None;
                self.advance();
            }
            [only] => {
                let play = *only;
                self.commit(play);
            }
            _ => {}
        }
    }

    /// Plays `play` for the side to move, records it for display and animation.
    fn commit(&mut self, play: Play) {
        let side = self.to_move();
        let shown_before = self.shown_position();
        let game_before = self.mtch.game().position();
        if self.mtch.game_mut().play(&play).is_err() {
            return;
        }
        // Animate what is not on the board yet (the human's own steps are already shown).
        if shown_before == game_before {
            self.anims = play.steps().iter().map(|s| anim(side, s)).collect();
        }
        let notation = play.notation();
        // A message stays until the next roll, so the player can read what happened.
        self.announcements.push(Announcement::Played {
            side,
            notation: notation.clone(),
        });
        self.last_move = Some((side, notation));
        self.turn = None;
        self.selected = None;
        self.advance();
    }

    /// A tap or Enter on a point (White's numbering).
    pub fn tap_point(&mut self, white_point: u8) {
        if !self.board_active() {
            return;
        }
        let side = self.to_move();
        let own = side.from_white_point(white_point);
        if let Some(from) = self.selected {
            if from == own {
                self.selected = None;
                return;
            }
            if self.move_selected(StepTo::Point(own)) {
                return;
            }
        }
        let movable = self.turn.as_ref().is_some_and(|t| !t.destinations(own).is_empty());
        self.selected = movable.then_some(own);
    }

    /// A tap on the side's bear-off tray.
    pub fn tap_tray(&mut self) {
        if self.board_active() && self.selected.is_some() {
            self.move_selected(StepTo::Off);
        }
    }

    /// Moves the selected checker to `to` if it can go there; true if it moved.
    pub fn move_selected(&mut self, to: StepTo) -> bool {
        let (Some(from), Some(turn)) = (self.selected, self.turn.as_mut()) else {
            return false;
        };
        let before = turn.steps().len();
        if turn.move_checker(from, to).is_err() {
            return false;
        }
        self.moves.push(turn.steps().len() - before);
        self.selected = None;
        self.after_human_step();
        true
    }

    /// A drag from one point to another (White's numbering; `None`: the tray).
    pub fn drag(&mut self, from_white: u8, to_white: Option<u8>) -> bool {
        if !self.board_active() {
            return false;
        }
        let side = self.to_move();
        self.selected = Some(side.from_white_point(from_white));
        let to = to_white.map_or(StepTo::Off, |p| StepTo::Point(side.from_white_point(p)));
        let moved = self.move_selected(to);
        if !moved {
            self.selected = None;
        }
        moved
    }

    fn after_human_step(&mut self) {
        if self.settings.auto_done && self.turn.as_ref().and_then(PartialTurn::completed).is_some() {
            self.done();
        }
    }

    /// Takes back the last move of the turn being entered (all the steps one tap made).
    pub fn undo(&mut self) {
        if let Some(t) = self.turn.as_mut() {
            for _ in 0..self.moves.pop().unwrap_or(1) {
                t.undo();
            }
            self.selected = None;
        }
    }

    /// Whether Done would confirm a complete play.
    #[must_use]
    pub fn can_confirm(&self) -> bool {
        self.pending.is_none() && self.turn.as_ref().and_then(PartialTurn::completed).is_some()
    }

    /// Confirms the turn.
    pub fn done(&mut self) {
        if let Some(play) = self.turn.as_ref().and_then(PartialTurn::completed)
            && self.pending.is_none()
        {
            self.commit(play);
        }
    }

    /// Destinations of the selected checker, White's numbering (`None`: the tray).
    #[must_use]
    pub fn targets(&self) -> Vec<Option<u8>> {
        let (Some(from), Some(turn)) = (self.selected, self.turn.as_ref()) else {
            return Vec::new();
        };
        let side = self.to_move();
        turn.destinations(from)
            .iter()
            .map(|d| match d.to {
                StepTo::Point(p) => Some(side.to_white_point(p)),
                StepTo::Off => None,
            })
            .collect()
    }

    /// Points (White's numbering) holding a checker that can move now.
    #[must_use]
    pub fn movable_points(&self) -> Vec<u8> {
        let Some(turn) = self.turn.as_ref().filter(|_| self.board_active()) else {
            return Vec::new();
        };
        let side = self.to_move();
        let mut pts: Vec<u8> = turn.next_steps().iter().map(|s| side.to_white_point(s.from)).collect();
        pts.sort_unstable();
        pts.dedup();
        pts
    }

    /// Dice left to play in the turn being entered.
    #[must_use]
    pub fn dice_left(&self) -> Vec<u8> {
        self.turn.as_ref().map(PartialTurn::dice_left).unwrap_or_default()
    }

    /// The next game of the match, after one ends.
    pub fn next_game(&mut self) {
        if self.mtch.next_game().is_ok() {
            self.messages.clear();
            self.last_move = None;
            self.advance();
        }
    }

    /// Changes settings; a change of rules or match length starts a new match.
    pub fn apply_settings(&mut self, s: Settings) {
        let restart = s.rules != self.settings.rules || s.match_length != self.settings.match_length;
        self.settings = s;
        if restart {
            self.new_match();
        } else {
            self.advance();
        }
    }
}

fn anim(side: Color, s: &Step) -> Anim {
    let to = match s.to() {
        StepTo::Point(p) => Spot::Point(side.to_white_point(p)),
        StepTo::Off => Spot::Tray(side),
    };
    Anim {
        color: side,
        from: Spot::Point(side.to_white_point(s.from)),
        to,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app(seed: u64) -> App {
        App::new(Settings::default(), Box::new(SeededDice::new(seed)), seed)
    }

    /// Runs scheduled actions and makes the human's first legal choices until the game ends.
    fn play_out(app: &mut App) -> usize {
        for step in 0..20_000 {
            if let Phase::Over(_) = app.phase() {
                return step;
            }
            if let Some((_, action)) = app.pending {
                app.run(action);
                continue;
            }
            match app.phase() {
                Phase::Opening | Phase::Roll => app.roll(),
                Phase::Play(_) => {
                    if app.can_confirm() {
                        app.done();
                        continue;
                    }
                    let from = *app.movable_points().first().expect("a movable checker");
                    app.tap_point(from);
                    match app.targets().first().copied().expect("a destination") {
                        Some(p) => app.tap_point(p),
                        None => app.tap_tray(),
                    }
                }
                Phase::Over(_) => unreachable!(),
            }
        }
        panic!("the game did not end");
    }

    #[test]
    fn a_whole_game_against_the_computer_by_taps() {
        for seed in 0..6 {
            let mut a = app(seed);
            play_out(&mut a);
            let r = a.mtch.game().result().unwrap();
            assert!(r.points == 1 || r.points == 2);
            assert!(
                a.announcements
                    .iter()
                    .any(|x| matches!(x, Announcement::GameOver { .. }))
            );
        }
    }

    #[test]
    fn the_hard_level_thinks_in_short_ticks() {
        let s = Settings {
            level: Level::Hard,
            ..Settings::default()
        };
        let mut a = App::new(s, Box::new(SeededDice::new(8)), 8);
        play_out(&mut a);
        assert!(a.mtch.game().result().is_some());
    }

    #[test]
    fn undo_takes_back_a_whole_move() {
        let mut a = app(12);
        a.roll();
        while !a.board_active() {
            match a.pending {
                Some((_, act)) => a.run(act),
                None => a.roll(),
            }
        }
        let start = a.shown_position();
        let from = a.movable_points()[0];
        a.tap_point(from);
        // The farthest destination uses the most dice.
        let far = *a
            .targets()
            .iter()
            .min_by_key(|t| t.map_or(0, |p| if p <= 12 { p + 24 } else { p }))
            .unwrap();
        match far {
            Some(p) => a.tap_point(p),
            None => a.tap_tray(),
        }
        a.undo();
        assert_eq!(a.shown_position(), start);
    }

    #[test]
    fn pass_and_play_and_auto_settings() {
        let s = Settings {
            opponent: Opponent::Human,
            auto_roll: true,
            auto_done: true,
            ..Settings::default()
        };
        let mut a = App::new(s, Box::new(SeededDice::new(3)), 3);
        assert_eq!(a.pending.map(|p| p.1), Some(Action::RollOpening));
        play_out(&mut a);
        assert!(a.mtch.game().result().is_some());
    }

    #[test]
    fn opening_ties_are_shown_and_rolled_again() {
        /// Fixed dice: 3, 3 (a tie), then 5, 2.
        struct Fixed(Vec<u8>);
        impl DiceSource for Fixed {
            fn die(&mut self) -> u8 {
                self.0.remove(0)
            }
        }
        let mut a = App::new(Settings::default(), Box::new(Fixed(vec![3, 3, 5, 2, 1, 1, 1, 1])), 1);
        a.roll();
        assert_eq!(a.messages, vec![Message::OpeningTie { die: 3 }]);
        assert_eq!(a.phase(), Phase::Opening);
        a.roll();
        assert_eq!(a.messages[0], Message::Opening { white: 5, black: 2 });
        assert_eq!(a.phase(), Phase::Play(Dice::new(5, 2).unwrap()));
    }

    #[test]
    fn opening_roll_and_selection() {
        let mut a = app(1);
        assert_eq!(a.phase(), Phase::Opening);
        a.roll();
        let Some(Message::Opening { white, black }) = a.messages.first().cloned() else {
            panic!("{:?}", a.messages)
        };
        assert_ne!(white, black);
        if a.to_move() == Color::White {
            assert!(a.board_active() || a.pending.is_some());
            if a.board_active() {
                // Only the head checker can move at the start.
                assert_eq!(a.movable_points(), vec![24]);
                a.tap_point(24);
                assert_eq!(a.selected, Some(24));
                assert!(!a.targets().is_empty());
                a.tap_point(24);
                assert_eq!(a.selected, None);
            }
        } else {
            assert_eq!(a.pending.map(|p| p.1), Some(Action::Computer));
        }
    }

    #[test]
    fn undo_restores_the_turn_start() {
        let mut a = app(5);
        a.roll();
        while a.to_move() != Color::White || !a.board_active() {
            if let Some((_, act)) = a.pending {
                a.run(act);
            } else {
                a.roll();
            }
        }
        let start = a.shown_position();
        let from = a.movable_points()[0];
        a.tap_point(from);
        let to = a.targets()[0];
        match to {
            Some(p) => a.tap_point(p),
            None => a.tap_tray(),
        }
        assert_ne!(a.shown_position(), start);
        while a.turn.as_ref().is_some_and(|t| !t.steps().is_empty()) {
            a.undo();
        }
        assert_eq!(a.shown_position(), start);
    }
}
