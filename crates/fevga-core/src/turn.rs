//! A turn entered one step at a time, as a player moves checkers on a board: which single steps
//! still lead to a legal play (§6), where a checker can go with one die or several, undo.

use std::ops::ControlFlow;

use crate::movegen::{ALL, apply, for_each_step};
use crate::position::{Side, flip_mask};
use crate::{Dice, IllegalPlay, Play, Position, Rules, Step, StepTo};

/// Where a checker can go from a point, and the steps that take it there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Destination {
    /// Where the checker ends.
    pub to: StepTo,
    /// The single steps that take it there, in order (one per die).
    pub steps: Vec<Step>,
}

/// A turn in progress.
#[derive(Debug, Clone)]
pub struct PartialTurn {
    start: Position,
    pub(crate) rules: Rules,
    pub(crate) dice: Dice,
    plays: Vec<Play>,
    pub(crate) steps: Vec<Step>,
    /// The mover's checkers after the steps so far.
    pub(crate) current: Side,
    /// The mover's points with no opposing checker (its numbering).
    pub(crate) open: u32,
}

impl PartialTurn {
    /// Starts a turn of `dice` in `start`.
    #[must_use]
    pub fn new(start: Position, rules: Rules, dice: Dice) -> PartialTurn {
        let plays = start.legal_plays(rules, dice);
        PartialTurn {
            start,
            rules,
            dice,
            plays,
            steps: Vec::new(),
            current: start.me,
            open: !flip_mask(start.them.mask()) & ALL,
        }
    }

    /// The position the turn started in.
    #[must_use]
    pub fn start(&self) -> Position {
        self.start
    }

    /// The roll being played.
    #[must_use]
    pub fn dice(&self) -> Dice {
        self.dice
    }

    /// The legal plays of the turn.
    #[must_use]
    pub fn plays(&self) -> &[Play] {
        &self.plays
    }

    /// The steps made so far.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// How many dice every legal play uses (0: the side cannot move).
    #[must_use]
    pub fn dice_needed(&self) -> usize {
        self.plays.first().map_or(0, Play::dice_used)
    }

    /// The position after the steps so far, the same side still to move.
    #[must_use]
    pub fn position(&self) -> Position {
        Position {
            me: self.current,
            ..self.start
        }
    }

    /// Dice values not used yet, highest first (a double lists its value once per use left).
    #[must_use]
    pub fn dice_left(&self) -> Vec<u8> {
        let mut left: Vec<u8> = if self.dice.is_double() {
            vec![self.dice.high(); self.dice_needed().max(self.steps.len()) - self.steps.len()]
        } else {
            vec![self.dice.high(), self.dice.low()]
        };
        if !self.dice.is_double() {
            for s in &self.steps {
                if let Some(i) = left.iter().position(|&d| d == s.die) {
                    left.remove(i);
                }
            }
        }
        left
    }

    /// The legal play the steps have completed, if they have.
    #[must_use]
    pub fn completed(&self) -> Option<Play> {
        if self.steps.len() != self.dice_needed() {
            return None;
        }
        self.plays.iter().find(|p| p.result.them == self.current).copied()
    }

    /// Single steps from here that still lead to a legal play, highest die first and for each die
    /// the highest point first.
    #[must_use]
    pub fn next_steps(&self) -> Vec<Step> {
        let mut out = Vec::new();
        if self.steps.len() >= self.dice_needed() {
            return out;
        }
        let left = self.dice_left();
        let need = self.dice_needed() - self.steps.len() - 1;
        let release = self.rules.set().head_release_above;
        let _ = for_each_step::<()>(self.current, &left, self.open, release, |step, after, rest| {
            if self.can_finish(after, rest, need) {
                out.push(step);
            }
            ControlFlow::Continue(())
        });
        out
    }

    /// Whether `need` more steps with dice from `rest` can reach a legal play's final position.
    fn can_finish(&self, me: Side, rest: &[u8], need: usize) -> bool {
        if need == 0 {
            return self.plays.iter().any(|p| p.result.them == me);
        }
        let release = self.rules.set().head_release_above;
        for_each_step(me, rest, self.open, release, |_, after, r| {
            if self.can_finish(after, r, need - 1) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// Every place the checker on `from` (mover's numbering) can reach, with one die or several,
    /// each by the fewest steps.
    #[must_use]
    pub fn destinations(&self, from: u8) -> Vec<Destination> {
        let mut out: Vec<Destination> = Vec::new();
        let mut probe = self.clone();
        probe.collect_destinations(from, &mut Vec::new(), &mut out);
        out
    }

    fn collect_destinations(&mut self, from: u8, path: &mut Vec<Step>, out: &mut Vec<Destination>) {
        for s in self.next_steps().into_iter().filter(|s| s.from == from) {
            path.push(s);
            match out.iter_mut().find(|d| d.to == s.to()) {
                Some(d) if d.steps.len() <= path.len() => {}
                Some(d) => d.steps.clone_from(path),
                None => out.push(Destination {
                    to: s.to(),
                    steps: path.clone(),
                }),
            }
            if !s.is_bear_off() {
                // `s` is one of `next_steps`, so it needs no second check.
                self.push_step(s);
                self.collect_destinations(s.to, path, out);
                self.undo();
            }
            path.pop();
        }
    }

    /// Makes one step; it must be one of [`next_steps`](PartialTurn::next_steps) (only its
    /// `from` and `die` are compared).
    ///
    /// # Errors
    /// [`IllegalPlay::BadStep`] if that die from that point leads to no legal play; the turn is
    /// unchanged.
    pub fn step(&mut self, step: Step) -> Result<(), IllegalPlay> {
        let allowed = self.next_steps();
        let Some(&s) = allowed.iter().find(|s| s.from == step.from && s.die == step.die) else {
            return Err(IllegalPlay::BadStep {
                from: step.from,
                die: step.die,
            });
        };
        self.push_step(s);
        Ok(())
    }

    /// Makes a step taken from [`next_steps`](PartialTurn::next_steps), unchecked.
    fn push_step(&mut self, s: Step) {
        let (after, _, _) = apply(self.current, self.current.mask(), s.from, s.die);
        self.current = after;
        self.steps.push(s);
    }

    /// Moves the checker on `from` to `to` (mover's numbering), by the fewest steps.
    ///
    /// # Errors
    /// [`IllegalPlay::BadMove`] if that checker cannot get there on the way to a legal play; the
    /// turn is unchanged.
    pub fn move_checker(&mut self, from: u8, to: StepTo) -> Result<(), IllegalPlay> {
        let Some(d) = self.destinations(from).into_iter().find(|d| d.to == to) else {
            return Err(IllegalPlay::BadMove { from, to });
        };
        // The steps come from `next_steps`, one after the other: no second check.
        for s in d.steps {
            self.push_step(s);
        }
        Ok(())
    }

    /// Takes back the last step.
    pub fn undo(&mut self) -> Option<Step> {
        let s = self.steps.pop()?;
        let mut me = self.start.me;
        for t in &self.steps {
            me = apply(me, me.mask(), t.from, t.die).0;
        }
        self.current = me;
        Some(s)
    }

    /// Takes back every step.
    pub fn reset(&mut self) {
        self.steps.clear();
        self.current = self.start.me;
    }
}
