//! Explore (issue 31): from a turn of the game shown, another line tried on the board, both
//! sides' plays in turn, each judged by the computer against the best play of its roll (the
//! equity lost), with a step back and the way back to the game's line. A line tried is the
//! page's own business: nothing is kept, nothing joins the list of games. The rules are the
//! core's (the plays are entered with `fevga-board`'s [`Entry`]); the verdicts are the
//! computer's (`rate` questions, the same as a review's).

use fevga_ai::Rated;
use fevga_ai::protocol::Request;
use fevga_board::Entry;
use fevga_core::{Dice, Game, Play, Position, Rules};

use crate::analysis::LEVEL;

/// A play of the line tried, with the computer's verdict once it came.
#[derive(Debug, Clone)]
pub struct Tried {
    /// Its number, unique on this visit: an answer is matched to the play it was asked for.
    pub serial: u32,
    /// The position it was played from.
    pub before: Position,
    /// The roll.
    pub dice: Dice,
    /// The play, or `None` for a roll that could not be played.
    pub play: Option<Play>,
    /// The best play's rating and this one's, once the computer answered (a roll with one play
    /// or none is not asked).
    pub rating: Option<(Rated, Rated)>,
}

impl Tried {
    /// Whether the computer is to be asked about it.
    #[must_use]
    pub fn asks(&self, rules: Rules) -> bool {
        self.play.is_some() && self.rating.is_none() && self.before.legal_plays(rules, self.dice).len() >= 2
    }
}

/// A line tried from a turn of the game shown.
#[derive(Debug, Clone)]
pub struct Explore {
    /// The game's turn it leaves from (counted from 0).
    pub from: usize,
    rules: Rules,
    /// The rolls of the game from that turn on, offered for the line's turns.
    rolls: Vec<Dice>,
    /// The plays tried, in order.
    pub tried: Vec<Tried>,
    /// The roll to play now.
    pub dice: Dice,
    /// The position the turn now starts from (after the plays tried).
    position: Position,
    /// The play being entered now (none once the game is over).
    entry: Option<Entry>,
    next_serial: u32,
}

impl Explore {
    /// A line from turn `from` of `game` (a turn that was played): its position and roll.
    #[must_use]
    pub fn new(game: &Game, from: usize, serial: u32) -> Option<Explore> {
        let t = game.history().get(from)?;
        let mut e = Explore {
            from,
            rules: game.rules(),
            rolls: game.history()[from..].iter().map(|t| t.dice).collect(),
            tried: Vec::new(),
            dice: t.dice,
            position: t.before,
            entry: None,
            next_serial: serial,
        };
        e.start_turn(t.before);
        Some(e)
    }

    /// The rule set.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The number the next play tried will have (the page hands it on to the next line).
    #[must_use]
    pub const fn next_serial(&self) -> u32 {
        self.next_serial
    }

    /// The position the turn now starts from: after the plays tried.
    #[must_use]
    pub const fn position(&self) -> Position {
        self.position
    }

    /// The position to draw: with the moves entered so far.
    #[must_use]
    pub fn shown(&self) -> Position {
        self.entry.as_ref().map_or(self.position, |e| e.turn().position())
    }

    /// The play being entered (none once the line's game is over).
    #[must_use]
    pub const fn entry(&self) -> Option<&Entry> {
        self.entry.as_ref()
    }

    /// The play being entered, to tap, drag or undo on.
    pub fn entry_mut(&mut self) -> Option<&mut Entry> {
        self.entry.as_mut()
    }

    /// Whether the line's game is over.
    #[must_use]
    pub fn over(&self) -> bool {
        self.position().winner().is_some()
    }

    /// Takes the play the entry completed, if it did: it joins the line, and the other side's
    /// turn begins (with the game's next roll, or the same roll again past the game's end); a
    /// roll that cannot be played passes at once. True if a play was taken.
    pub fn take_completed(&mut self) -> bool {
        let Some(play) = self.entry.as_ref().and_then(Entry::completed) else {
            return false;
        };
        let before = self.position();
        self.push(before, Some(play));
        true
    }

    fn push(&mut self, before: Position, play: Option<Play>) {
        self.tried.push(Tried {
            serial: self.next_serial,
            before,
            dice: self.dice,
            play,
            rating: None,
        });
        self.next_serial += 1;
        if let Some(&next) = self.rolls.get(self.tried.len()) {
            self.dice = next;
        }
        self.start_turn(before.after(play.as_ref()));
    }

    /// A turn from `position` with the roll in hand: the entry, or a pass when the roll cannot
    /// be played, or nothing once the game is over.
    fn start_turn(&mut self, position: Position) {
        self.position = position;
        self.entry = None;
        if position.winner().is_some() {
            // The position shown is the last play's result.
            return;
        }
        if position.legal_plays(self.rules, self.dice).is_empty() {
            // At most a few passes in a row (a pass leaves a position the other side can play
            // from, or another pass): the line goes on to a playable roll.
            if self.tried.iter().rev().take_while(|t| t.play.is_none()).count() < 4 {
                self.push(position, None);
                return;
            }
        }
        self.entry = Some(Entry::new(position, self.rules, self.dice));
    }

    /// Another roll for the turn being entered (what was entered of it is dropped).
    pub fn set_dice(&mut self, dice: Dice) {
        let position = self.position();
        self.dice = dice;
        self.start_turn(position);
    }

    /// Takes back the last play tried (and the passes after it); false if there is none.
    pub fn take_back(&mut self) -> bool {
        while let Some(t) = self.tried.pop() {
            if t.play.is_some() || self.tried.is_empty() {
                self.dice = t.dice;
                self.position = t.before;
                self.entry = Some(Entry::new(t.before, self.rules, t.dice));
                return true;
            }
        }
        false
    }

    /// The next play to ask the computer about: its serial and the question.
    #[must_use]
    pub fn to_rate(&self) -> Option<(u32, Request)> {
        let t = self.tried.iter().find(|t| t.asks(self.rules))?;
        Some((
            t.serial,
            Request::Rate {
                rules: self.rules,
                position: t.before,
                dice: t.dice,
                play: t.play?,
                level: LEVEL,
            },
        ))
    }

    /// The computer's verdict on play `serial` (nothing if it was taken back meanwhile).
    pub fn rated(&mut self, serial: u32, best: Rated, played: Rated) {
        if let Some(t) = self.tried.iter_mut().find(|t| t.serial == serial) {
            t.rating = Some((best, played));
        }
    }
}
