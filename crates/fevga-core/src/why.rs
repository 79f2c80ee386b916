//! "Why not?": the rule behind a refused single step of a turn being entered, with its section of
//! the rules, so a board can tell a learner which rule stops a move.

use std::fmt;

use std::ops::ControlFlow;

use crate::movegen::{apply, for_each_step, highest_point, movable};
use crate::position::Side;
use crate::{Dice, PartialTurn, Position, Rules, StepTo};

/// Why a single step (a checker on `from`, one die) is not allowed now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The mover has no checker on that point.
    NoChecker {
        /// The point asked about.
        point: u8,
    },
    /// No die of that number is left to play.
    NoSuchDie {
        /// The die asked for.
        die: u8,
    },
    /// The landing point holds an opposing checker, and one checker holds a point (§3).
    PointHeld {
        /// Where the checker would land.
        point: u8,
    },
    /// The head rule (§4; Mültezim §9): while the first checker, on `runner`, has not reached
    /// `line` (its point 12; Mültezim: passed it, 11), the others wait.
    HeadRule {
        /// Where the first checker stands.
        runner: u8,
        /// The point it must reach before the others move.
        line: u8,
    },
    /// Bearing off before every checker is home (§7).
    NotAllHome,
    /// A die higher than the point bears off only from the highest point; `point` is higher (§7).
    HigherPointFirst {
        /// The highest point holding a checker.
        point: u8,
    },
    /// With this step the rest of the roll could not be played, and a play must use as many dice
    /// as it can (§6).
    MustUseMoreDice,
    /// Only one die can be played, so it must be the higher one (§6).
    MustUseHigherDie {
        /// The higher die, the one to play.
        die: u8,
    },
    /// Every way to finish the turn with this step builds what the rules forbid: a forbidden
    /// six-point wall (§5), or in Mültezim a fifth point of the opponent's starting table (§9).
    BuildingLimit {
        /// Which limit: Fevga's walls or Mültezim's table.
        rules: Rules,
    },
}

impl Refusal {
    /// The section of the rules (docs/rules.md) that says so.
    #[must_use]
    pub const fn section(&self) -> &'static str {
        match self {
            Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. } | Refusal::PointHeld { .. } => "§3",
            Refusal::HeadRule { line: 11, .. } => "§9",
            Refusal::HeadRule { .. } => "§4",
            Refusal::NotAllHome | Refusal::HigherPointFirst { .. } => "§7",
            Refusal::MustUseMoreDice | Refusal::MustUseHigherDie { .. } => "§6",
            Refusal::BuildingLimit { rules: Rules::Fevga } => "§5",
            Refusal::BuildingLimit { rules: Rules::Multezim } => "§9",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoChecker { point } => write!(f, "there is no checker of yours on {point}"),
            Refusal::NoSuchDie { die } => write!(f, "no {die} is left to play"),
            Refusal::PointHeld { point } => write!(f, "{point} is held by the opponent: one checker holds a point"),
            Refusal::HeadRule { runner, line } => write!(
                f,
                "the head rule: only the first checker (on {runner}) moves until it reaches {line}"
            ),
            Refusal::NotAllHome => f.write_str("bearing off starts only when all fifteen are home (1-6)"),
            Refusal::HigherPointFirst { point } => write!(
                f,
                "a die higher than the point bears off only from the highest point, and {point} is higher"
            ),
            Refusal::MustUseMoreDice => {
                f.write_str("then the rest of the roll could not be played, and a play must use every die it can")
            }
            Refusal::MustUseHigherDie { die } => {
                write!(f, "only one die can be played, so it must be the higher one, {die}")
            }
            Refusal::BuildingLimit { rules: Rules::Fevga } => {
                f.write_str("every way to finish the turn would build a forbidden six-point wall")
            }
            Refusal::BuildingLimit { rules: Rules::Multezim } => {
                f.write_str("every way to finish the turn would hold a fifth point of the opponent's starting table")
            }
        }?;
        write!(f, " ({})", self.section())
    }
}

/// A single step written `from/to` (or `from/off`) that is not one: the text and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepTextError(pub String);

impl fmt::Display for StepTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StepTextError {}

/// The most single steps `dice` allow from `me`, by the head rule and the open points alone.
fn most_steps(me: Side, dice: &[u8], open: u32, release: u8) -> usize {
    let mut best = 0;
    let _ = for_each_step(me, dice, open, release, |_, after, rest| {
        best = best.max(1 + most_steps(after, rest, open, release));
        if best == dice.len() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    best
}

impl PartialTurn {
    /// Why moving the checker on `from` (the mover's numbering) with `die` is not allowed now;
    /// `None` if it is.
    #[must_use]
    pub fn why_not(&self, from: u8, die: u8) -> Option<Refusal> {
        if self.next_steps().iter().any(|s| s.from == from && s.die == die) {
            return None;
        }
        let me = self.current;
        if !(1..=24).contains(&from) || me.count(from) == 0 {
            return Some(Refusal::NoChecker { point: from });
        }
        let left = self.roll_left();
        if !left.contains(&die) {
            return Some(Refusal::NoSuchDie { die });
        }
        let mask = me.mask();
        if from > die {
            let to = from - die;
            if self.open & (1 << (to - 1)) == 0 {
                return Some(Refusal::PointHeld { point: to });
            }
        } else {
            if mask >> 6 != 0 {
                return Some(Refusal::NotAllHome);
            }
            let highest = highest_point(mask);
            if from < die && highest > from {
                return Some(Refusal::HigherPointFirst { point: highest });
            }
        }
        let release = self.rules.set().head_release_above;
        let allowed = movable(me, mask, release);
        if allowed & (1 << (from - 1)) == 0 {
            return Some(Refusal::HeadRule {
                runner: highest_point(allowed),
                line: release - 1,
            });
        }
        // The step alone is fine: the whole turn forbids it.
        let mut rest = left.clone();
        if let Some(i) = rest.iter().position(|&d| d == die) {
            rest.remove(i);
        }
        let (after, _, _) = apply(me, mask, from, die);
        let with = 1 + most_steps(after, &rest, self.open, release);
        let best = most_steps(me, &left, self.open, release);
        if with < best {
            return Some(Refusal::MustUseMoreDice);
        }
        if best == 1 && self.steps.is_empty() && !self.dice.is_double() && die < self.dice.high() {
            return Some(Refusal::MustUseHigherDie { die: self.dice.high() });
        }
        Some(Refusal::BuildingLimit { rules: self.rules })
    }

    /// Why the checker on `from` may not go to `to` (the mover's numbering) in one step now;
    /// `None` if it may, or if no single die makes that step (a move backwards, or farther than
    /// six points: nothing for a rule to refuse). The core chooses the die: the distance, or
    /// for a bear-off the smallest die of the roll that reaches (§7).
    #[must_use]
    pub fn why_not_move(&self, from: u8, to: StepTo) -> Option<Refusal> {
        if self.destinations(from).iter().any(|d| d.to == to) {
            return None;
        }
        if to == StepTo::Off && from > 6 && self.current.count(from) > 0 {
            // A checker outside home asks to bear off: no die is the question (§7).
            return Some(Refusal::NotAllHome);
        }
        self.why_not(from, self.die_for(from, to)?)
    }

    /// Why the checker on `from` (the mover's numbering) cannot move at all now; `None` if it
    /// can. Of the refusals for each die left, a rule the board does not show (head rule, walls,
    /// dice, bearing off) comes before a point plainly held by the opponent.
    #[must_use]
    pub fn why_not_checker(&self, from: u8) -> Option<Refusal> {
        if !self.destinations(from).is_empty() {
            return None;
        }
        // The whole roll, not only what a play could use: a pass explains each die.
        // Highest first already: each value once.
        let mut dice = self.roll_left();
        dice.dedup();
        let reasons: Vec<Refusal> = dice.iter().filter_map(|&d| self.why_not(from, d)).collect();
        reasons
            .iter()
            .find(|r| !matches!(r, Refusal::PointHeld { .. }))
            .or(reasons.first())
            .copied()
    }

    /// The die a single step from `from` to `to` uses: the distance (1–6), or for a bear-off the
    /// smallest die of the roll that reaches `from` (else the highest face, which then cannot).
    fn die_for(&self, from: u8, to: StepTo) -> Option<u8> {
        match to {
            StepTo::Point(t) => from.checked_sub(t).filter(|d| (1..=6).contains(d)),
            StepTo::Off => Some(
                self.dice
                    .faces()
                    .filter(|&d| d >= from)
                    .min()
                    .unwrap_or(from.clamp(1, 6)),
            ),
        }
    }

    /// [`PartialTurn::why_not`] for a step written `from/to` or `from/off` (the mover's numbering),
    /// with the die it uses (as [`PartialTurn::why_not_move`] chooses it).
    ///
    /// # Errors
    /// [`StepTextError`] if the text is not one forward step of 1 to 6 points.
    pub fn why_not_step(&self, text: &str) -> Result<(u8, Option<Refusal>), StepTextError> {
        let bad = |why: &str| StepTextError(format!("step {text:?}: {why}"));
        let (from, to) = text
            .split_once('/')
            .ok_or_else(|| bad("write one step as from/to, e.g. 24/23 or 3/off"))?;
        let from: u8 = from.trim().parse().map_err(|_| bad("the start is not a point"))?;
        let to = if to.trim().eq_ignore_ascii_case("off") {
            StepTo::Off
        } else {
            StepTo::Point(to.trim().parse().map_err(|_| bad("the end is not a point"))?)
        };
        let die = self
            .die_for(from, to)
            .ok_or_else(|| bad("a step moves forward 1 to 6 points"))?;
        Ok((die, self.why_not(from, die)))
    }

    /// The dice of the roll not used yet, as physical dice (a double four times, less its steps),
    /// highest first.
    fn roll_left(&self) -> Vec<u8> {
        let mut left: Vec<u8> = self.dice.faces().collect();
        for s in &self.steps {
            if let Some(i) = left.iter().position(|&d| d == s.die) {
                left.remove(i);
            }
        }
        left
    }
}

/// What stops one die of a roll that cannot be played at all, so that the turn passes (§6.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// The head rule (§4; Mültezim §9) holds every other checker, and the first checker, on
    /// `runner`, would land on `to`, a point the opponent holds (§3).
    Runner {
        /// Where the first checker stands.
        runner: u8,
        /// Where this die would take it.
        to: u8,
    },
    /// Every checker that may move would land on a point the opponent holds (§3).
    AllHeld,
    /// Every checker that may move would land on a point the opponent holds or would have to
    /// bear off, and bearing off waits until all are home (§7).
    NotAllHome,
    /// Some steps exist, but each builds what the rules forbid (§5; Mültezim §9).
    BuildingLimit {
        /// Which limit: Fevga's walls or Mültezim's table.
        rules: Rules,
    },
}

impl Blocked {
    /// The section of the rules (docs/rules.md) that says so.
    #[must_use]
    pub const fn section(&self) -> &'static str {
        match self {
            Blocked::Runner { .. } | Blocked::AllHeld => "§3",
            Blocked::NotAllHome => "§7",
            Blocked::BuildingLimit { rules: Rules::Fevga } => "§5",
            Blocked::BuildingLimit { rules: Rules::Multezim } => "§9",
        }
    }
}

impl fmt::Display for Blocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Blocked::Runner { runner, to } => write!(
                f,
                "the first checker (on {runner}) would land on {to}, which the opponent holds, and the head rule holds the others"
            ),
            Blocked::AllHeld => f.write_str("every checker that may move would land on a point the opponent holds"),
            Blocked::NotAllHome => f.write_str("every step lands on a held point or bears off before all are home"),
            Blocked::BuildingLimit { rules: Rules::Fevga } => f.write_str("every step would build a forbidden wall"),
            Blocked::BuildingLimit { rules: Rules::Multezim } => {
                f.write_str("every step would hold a fifth point of the opponent's starting table")
            }
        }?;
        write!(f, " ({})", self.section())
    }
}

impl Position {
    /// Why the side to move cannot play `dice` at all: for each different number of the roll,
    /// higher first, what blocks it. `None` if the roll has a legal play (no pass).
    #[must_use]
    pub fn why_pass(&self, rules: Rules, dice: Dice) -> Option<Vec<(u8, Blocked)>> {
        let turn = PartialTurn::new(*self, rules, dice);
        if !turn.plays().is_empty() {
            return None;
        }
        // Highest first already: each value once.
        let mut faces: Vec<u8> = dice.faces().collect();
        faces.dedup();
        let points: Vec<u8> = (1..=24).rev().filter(|&p| self.me.count(p) > 0).collect();
        let blocked = faces
            .into_iter()
            .map(|die| {
                let reasons: Vec<Refusal> = points.iter().filter_map(|&p| turn.why_not(p, die)).collect();
                let runner = reasons.iter().find_map(|r| match r {
                    Refusal::HeadRule { runner, .. } => Some(*runner),
                    _ => None,
                });
                let runner_held = runner.and_then(|runner| match turn.why_not(runner, die) {
                    Some(Refusal::PointHeld { point }) => Some(Blocked::Runner { runner, to: point }),
                    _ => None,
                });
                let why = if let Some(why) = runner_held {
                    why
                } else if reasons.iter().any(|r| matches!(r, Refusal::BuildingLimit { .. })) {
                    Blocked::BuildingLimit { rules }
                } else if reasons.contains(&Refusal::NotAllHome) {
                    Blocked::NotAllHome
                } else {
                    Blocked::AllHeld
                };
                (die, why)
            })
            .collect();
        Some(blocked)
    }
}

#[cfg(test)]
mod pass_tests {
    use super::*;

    fn why_pass(text: &str, rules: Rules, a: u8, b: u8) -> Option<Vec<(u8, Blocked)>> {
        let p: Position = text.parse().expect("a valid position");
        p.why_pass(rules, Dice::new(a, b).expect("dice"))
    }

    #[test]
    fn s6_5_a_pass_names_what_blocks_each_die() {
        // The first checker on 20 is blocked at 14 and 15; the head rule holds the rest (§4).
        assert_eq!(
            why_pass("W:24x14,20 B:15,14,12x13 W", Rules::Fevga, 6, 5),
            Some(vec![
                (6, Blocked::Runner { runner: 20, to: 14 }),
                (5, Blocked::Runner { runner: 20, to: 15 })
            ])
        );
        // A double is one number.
        assert_eq!(
            why_pass("W:24x14,20 B:14,13,12x13 W", Rules::Fevga, 6, 6),
            Some(vec![(6, Blocked::Runner { runner: 20, to: 14 })])
        );
        // From the start every checker may leave, and 18 is held (§3).
        assert_eq!(
            why_pass("W:24x15 B:18,12x14 W", Rules::Fevga, 6, 6),
            Some(vec![(6, Blocked::AllHeld)])
        );
        // 7/2 lands on Black; 3/off waits until the 7 is home (§7).
        assert_eq!(
            why_pass("W:7,3x14 B:2x15 W", Rules::Fevga, 5, 5),
            Some(vec![(5, Blocked::NotAllHome)])
        );
        // Mültezim's line is 11: a first checker on 12 is still held (§9).
        assert_eq!(
            why_pass("W:24x14,12 B:6,11x14 W", Rules::Multezim, 6, 6),
            Some(vec![(6, Blocked::Runner { runner: 12, to: 6 })])
        );
        assert_eq!(
            why_pass("W:24x14,12 B:6,11x14 W", Rules::Fevga, 6, 6),
            None,
            "Fevga frees the others at 12"
        );
    }

    #[test]
    fn s6_5_a_roll_with_a_play_is_no_pass() {
        assert_eq!(why_pass("W:24x15 B:12x15 W", Rules::Fevga, 6, 5), None);
        assert_eq!(
            why_pass("W:24x14,20 B:14,13,12x13 W", Rules::Fevga, 6, 1),
            None,
            "the 1 plays"
        );
    }

    #[test]
    fn blocked_names_its_section() {
        assert_eq!(Blocked::Runner { runner: 20, to: 14 }.section(), "§3");
        assert_eq!(Blocked::NotAllHome.section(), "§7");
        assert_eq!(Blocked::BuildingLimit { rules: Rules::Multezim }.section(), "§9");
        assert!(Blocked::AllHeld.to_string().ends_with("(§3)"));
    }
}
