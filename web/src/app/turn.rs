//! The turn flow: what comes next after any change (a timer, the computer, the person), the
//! rolls, the forced plays and passes, and the end of a turn with its slides and words.

use fevga_core::{OpeningRoll, Phase, Play};

use super::{Announcement, App, Button, Focus, Message, Pending, output};

impl App {
    /// Decides what comes next after any change.
    pub(super) fn advance(&mut self) {
        self.pending = None;
        let side = self.to_move();
        let pace = self.pace();
        match self.phase() {
            Phase::Opening => {
                self.entry = None;
                if self.settings.auto_roll {
                    self.pending = Some((pace.auto_roll_ms(), Pending::RollOpening));
                }
            }
            Phase::Roll => {
                self.entry = None;
                if !self.is_human(side) {
                    self.pending = Some((pace.think_ms(), Pending::Computer));
                } else if self.settings.auto_roll {
                    self.pending = Some((pace.auto_roll_ms(), Pending::Roll));
                }
            }
            Phase::Play(dice) => {
                if !self.is_human(side) {
                    self.entry = None;
                    self.pending = Some((pace.think_ms(), Pending::Computer));
                    return;
                }
                if self.begin_entry(dice) {
                    self.focus_first_movable();
                }
                let plays = self.keeping.mtch().game().legal_plays();
                if plays.is_empty() {
                    let why = self.why_pass(dice);
                    self.say(Message::NoMove { side, dice, why });
                    self.pending = Some((pace.forced_ms(), Pending::Forced));
                } else if plays.len() == 1 {
                    let notation = plays[0].notation_in(side, self.viewer());
                    self.say(Message::Forced { side, notation });
                    self.pending = Some((pace.forced_ms(), Pending::Forced));
                }
            }
            Phase::Over(result) => {
                self.entry = None;
                self.messages.clear();
                self.out.announcements.push(Announcement::GameOver {
                    winner: result.winner,
                    points: result.points,
                });
                let next = if self.keeping.mtch().winner().is_some() {
                    Button::NewMatch
                } else {
                    Button::NextGame
                };
                self.out.focus = Some(Focus::Button(next));
            }
        }
    }

    /// The turn passes to the side to move: says so when a person takes over, and goes on.
    pub(super) fn next_turn(&mut self) {
        self.advance();
        let side = self.to_move();
        if self.phase() == Phase::Roll && self.is_human(side) {
            self.out.announcements.push(Announcement::TurnStarts { side });
            // The person's next action is Roll: the keyboard is taken there, not left on the board.
            self.out.focus = Some(Focus::Button(Button::Roll));
        }
    }

    /// Runs what the page waited for, if it still waits for it.
    pub(super) fn run(&mut self, p: Pending) {
        if self.pending.map(|(_, q)| q) != Some(p) {
            return;
        }
        self.pending = None;
        match p {
            Pending::RollOpening | Pending::Roll => self.roll(),
            Pending::Computer => self.computer_turn(),
            Pending::Forced => self.forced(),
            Pending::Shown => self.next_turn(),
        }
    }

    /// The Roll button (or an automatic roll): the opening roll, or the human side's roll.
    pub(super) fn roll(&mut self) {
        if self
            .pending
            .is_some_and(|(_, p)| !matches!(p, Pending::Roll | Pending::RollOpening))
        {
            return;
        }
        let side = self.to_move();
        match self.phase() {
            Phase::Opening => {
                self.messages.clear();
                // One die each; a tie is shown and rolled again (§2).
                let Ok(roll) = self.keeping.mtch_mut().game_mut().roll_opening_once(&mut *self.dice) else {
                    return;
                };
                self.fresh_roll = true;
                match roll {
                    OpeningRoll::Tie(die) => self.say(Message::OpeningTie { die }),
                    OpeningRoll::Decided(o) => {
                        self.say(Message::Opening(o));
                        let (side, dice) = (o.first(), o.dice());
                        self.out.announcements.push(Announcement::Rolled { side, dice });
                    }
                }
            }
            Phase::Roll if self.is_human(side) => {
                let Ok(dice) = self.keeping.mtch_mut().game_mut().roll(&mut *self.dice) else {
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

    /// What blocks each number of `dice` in the game's position (the core decides; empty if
    /// the roll can be played).
    pub(super) fn why_pass(&self, dice: fevga_core::Dice) -> Vec<(u8, fevga_core::Blocked)> {
        let game = self.keeping.mtch().game();
        game.position().why_pass(game.rules(), dice).unwrap_or_default()
    }

    /// Passes a blocked turn, or plays the only play.
    pub(super) fn forced(&mut self) {
        match self.keeping.mtch().game().legal_plays() {
            [] => self.finish_turn(None),
            [only] => self.finish_turn(Some(*only)),
            _ => {}
        }
    }

    /// Slides the last move's checkers again (not while a turn is being entered or shown).
    pub(super) fn replay(&mut self) {
        if self.can_replay()
            && let Some((side, play)) = self.last_play()
        {
            self.out.anims = output::anims(side, &play, self.pace().step_ms());
        }
    }

    /// Ends the turn of the side to move with `play` (`None`: it passes), for the display, the
    /// animation and the live region. A move not on the board yet slides, and the next turn
    /// starts once it has been shown.
    pub(super) fn finish_turn(&mut self, play: Option<Play>) {
        let side = self.to_move();
        let Some(dice) = self.keeping.mtch().game().dice() else {
            return;
        };
        let shown_before = self.shown_position();
        let game_before = self.keeping.mtch().game().position();
        if self.keeping.mtch_mut().game_mut().play_or_pass(play.as_ref()).is_err() {
            return;
        }
        let pace = self.pace();
        let mut show_ms = 0;
        match play {
            Some(play) => {
                // The human's own steps are on the board already.
                if shown_before == game_before {
                    self.out.anims = output::anims(side, &play, pace.step_ms());
                    show_ms = pace.shown_ms(&self.out.anims);
                }
                let notation = play.notation_in(side, self.viewer());
                self.out.announcements.push(Announcement::Played { side, notation });
            }
            None => {
                let why = game_before
                    .why_pass(self.keeping.mtch().game().rules(), dice)
                    .unwrap_or_default();
                self.out.announcements.push(Announcement::Passed { side, dice, why });
            }
        }
        self.entry = None;
        if show_ms > 0 {
            self.pending = Some((show_ms, Pending::Shown));
        } else {
            self.next_turn();
        }
    }
}
