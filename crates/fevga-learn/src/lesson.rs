//! A lesson: one idea of the rules, taught on one position and roll. The engine decides which
//! plays do what the lesson asks ([`Goal`], a named predicate over the legal plays), so the
//! accepted plays are computed, never listed by hand; `tests/lessons.rs` proves each lesson.

use fevga_core::{Dice, IllegalPlay, MoveText, Play, Position, Rules, StepTo};

use crate::theme::{blocks_after, longest_row};
use crate::{Reason, Verdict};

/// What a lesson asks, as a predicate on a legal play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Any legal play (a demonstration: the rules alone decide).
    AnyLegal,
    /// One checker goes from `from` to `to` (0: off the board), in the mover's numbering.
    CheckerMovesTo {
        /// Where the checker starts.
        from: u8,
        /// Where it ends (0: borne off).
        to: u8,
    },
    /// While the head rule binds (§4, §9), a second checker leaves point 24 in the same roll:
    /// the first checker got far enough die by die.
    LeavesTheHead,
    /// After the play the mover holds at least this many points in a row along the
    /// opponent's path ([`longest_row`], how §5 counts a wall).
    LongestRow(u8),
    /// The play makes or keeps a block of three or more points in front of opposing checkers
    /// ([`blocks_after`], the puzzles' block theme, word `wall`).
    BlocksOpponent,
    /// The play bears off as many checkers as any legal play does (§7).
    BearsOffMost,
    /// The play ends the game with a double win: the opponent has borne off none (§8).
    WinsDouble,
}

impl Goal {
    /// Whether `play` (legal in `pos`, among `legal`) does what the goal asks.
    #[must_use]
    pub fn admits(&self, pos: &Position, rules: Rules, play: &Play, legal: &[Play]) -> bool {
        match *self {
            Goal::AnyLegal => true,
            Goal::CheckerMovesTo { from, to } => {
                let to = if to == 0 { StepTo::Off } else { StepTo::Point(to) };
                play.moves().iter().any(|m| m.from() == from && m.to() == to)
            }
            Goal::LeavesTheHead => pos.head_rule_binds(rules) && play.moves().iter().any(|m| m.from() == 24),
            Goal::LongestRow(n) => longest_row(play) >= n,
            Goal::BlocksOpponent => blocks_after(play),
            Goal::BearsOffMost => {
                let off = |p: &Play| p.steps().iter().filter(|s| s.is_bear_off()).count();
                let most = legal.iter().map(off).max().unwrap_or(0);
                most > 0 && off(play) == most
            }
            Goal::WinsDouble => play.position().game_value() == Some((play.mover(), 2)),
        }
    }
}

/// The texts of a lesson, each a message key `lesson-<id>-<part>` in the four ftl files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// A short title.
    Title,
    /// Two or three sentences that teach the idea.
    Intro,
    /// What to play.
    Task,
    /// Where to look (the checker on [`Lesson::hint`]).
    Hint,
    /// Why it matters, shown after the right play.
    Why,
    /// What a legal play that misses the task is told.
    Wrong,
}

impl Part {
    /// Every part, in reading order.
    pub const ALL: [Part; 6] = [Part::Title, Part::Intro, Part::Task, Part::Hint, Part::Why, Part::Wrong];

    /// The key's last word.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Part::Title => "title",
            Part::Intro => "intro",
            Part::Task => "task",
            Part::Hint => "hint",
            Part::Why => "why",
            Part::Wrong => "wrong",
        }
    }
}

/// One lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    /// A stable id (message keys and links use it).
    pub id: &'static str,
    /// The rule set it is played under.
    pub rules: Rules,
    /// The position, as §11's text; White is to move (so the mover's numbering is the board's).
    pub position: &'static str,
    /// The roll, in the order the dice show.
    pub roll: (u8, u8),
    /// What the lesson asks.
    pub goal: Goal,
    /// The point (mover's numbering) whose checker the hint points at: it starts an accepted
    /// play.
    pub hint: u8,
    /// The section of docs/rules.md taught, e.g. `§4`.
    pub section: &'static str,
    /// A demonstration: every legal play is accepted (the rules alone leave no wrong choice;
    /// a wrong try is an illegal one, refused by the core).
    pub demonstration: bool,
}

impl Lesson {
    /// The position.
    ///
    /// # Panics
    /// Never: every lesson's position text is checked by `tests/lessons.rs`.
    #[must_use]
    pub fn position(&self) -> Position {
        // Without the error's Debug text, which the page would otherwise carry.
        self.position
            .parse()
            .unwrap_or_else(|_| panic!("a lesson's position is valid (tests/lessons.rs)"))
    }

    /// The roll.
    ///
    /// # Panics
    /// Never: every lesson's roll is checked by `tests/lessons.rs`.
    #[must_use]
    pub fn dice(&self) -> Dice {
        Dice::new(self.roll.0, self.roll.1).unwrap_or_else(|_| panic!("a lesson's roll is a roll (tests/lessons.rs)"))
    }

    /// Every legal play of the roll (§6).
    #[must_use]
    pub fn legal_plays(&self) -> Vec<Play> {
        self.position().legal_plays(self.rules, self.dice())
    }

    /// The legal plays the lesson accepts, as the engine finds them.
    #[must_use]
    pub fn accepted(&self) -> Vec<Play> {
        let pos = self.position();
        let legal = self.legal_plays();
        legal
            .iter()
            .filter(|p| self.goal.admits(&pos, self.rules, p, &legal))
            .copied()
            .collect()
    }

    /// The message key of a part of the lesson's text.
    #[must_use]
    pub fn key(&self, part: Part) -> String {
        format!("lesson-{}-{}", self.id, part.as_str())
    }

    /// Judges a try: right if accepted; an illegal play gets the core's refusal, a legal one
    /// that misses the task the lesson's own reason ([`Part::Wrong`]).
    #[must_use]
    pub fn check(&self, play: &Play) -> Verdict {
        let pos = self.position();
        let legal = self.legal_plays();
        if !legal.iter().any(|p| p.position() == play.position()) {
            return Verdict::Wrong(Reason::Illegal(IllegalPlay::NotAmongLegal {
                dice: self.dice(),
                notation: play.notation(),
            }));
        }
        if self.goal.admits(&pos, self.rules, play, &legal) {
            Verdict::Right
        } else {
            Verdict::Wrong(Reason::Lesson(self.key(Part::Wrong)))
        }
    }

    /// Judges a try written as a move (§1); a text the rules refuse gets the core's reason.
    #[must_use]
    pub fn check_text(&self, text: &str) -> Verdict {
        let dice = self.dice();
        let found = text
            .parse::<MoveText>()
            .map_err(|e| IllegalPlay::NotAmongLegal {
                dice,
                notation: e.to_string(),
            })
            .and_then(|t| self.position().find_play(self.rules, dice, &t));
        match found {
            Ok(Some(play)) => self.check(&play),
            Ok(None) => Verdict::Wrong(Reason::Illegal(IllegalPlay::NoLegalPlay { dice })),
            Err(e) => Verdict::Wrong(Reason::Illegal(e)),
        }
    }
}
