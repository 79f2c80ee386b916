//! The guided first game: on a first visit, one-line tips over the real game at the moments a
//! rule first matters to the person. Which moment applies is the core's answer
//! ([`fevga_core::Moment`]); this module only remembers which tips were shown, never blocks a
//! move, and is skipped for good with one button.

use fevga_core::{Moment, Position, Rules};

/// One tip of the guide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tip {
    /// Which colour the person plays and which way its checkers go (before the first roll).
    Start,
    /// The opening sprint: only the first checker moves until it reaches the line (§4, §9).
    Sprint,
    /// The opponent holds points in a row ahead (`high` down to `low`, the person's numbering).
    Wall {
        /// The run's point farthest from the person's home.
        high: u8,
        /// The run's point nearest to it.
        low: u8,
    },
    /// This roll cannot be played with every die (§6).
    DieLost,
    /// All the person's checkers are home: bearing off may start (§7).
    BearOff,
}

impl Tip {
    /// The tip's place in the guide (one of each is shown).
    const fn index(self) -> usize {
        match self {
            Tip::Start => 0,
            Tip::Sprint => 1,
            Tip::Wall { .. } => 2,
            Tip::DieLost => 3,
            Tip::BearOff => 4,
        }
    }

    /// The tip for a moment the core names.
    const fn of(moment: Moment) -> Tip {
        match moment {
            Moment::Sprint => Tip::Sprint,
            Moment::BlockAhead { high, low } => Tip::Wall { high, low },
            Moment::DieLost => Tip::DieLost,
            Moment::BearOff => Tip::BearOff,
        }
    }

    /// The section of the rules (docs/rules.md) the tip is about.
    #[must_use]
    pub const fn section(self, rules: Rules) -> &'static str {
        match (self, rules) {
            (Tip::Start, _) => "§1",
            (Tip::Sprint, Rules::Multezim) => "§9",
            (Tip::Sprint, Rules::Fevga) => "§4",
            (Tip::Wall { .. }, Rules::Fevga) => "§5",
            (Tip::Wall { .. }, Rules::Multezim) => "§3",
            (Tip::DieLost, _) => "§6",
            (Tip::BearOff, _) => "§7",
        }
    }
}

/// The guide's state: on or off, the tips already shown, the one in sight.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Guide {
    on: bool,
    seen: [bool; 5],
    shown: Option<Tip>,
    /// The turn (position and roll) the tip in sight was shown for: one tip a turn.
    turn: Option<(Position, fevga_core::Dice)>,
}

impl Guide {
    /// The guide from its first tip (a first visit, or asked for again).
    #[must_use]
    pub fn start() -> Guide {
        Guide {
            on: true,
            seen: [false; 5],
            shown: None,
            turn: None,
        }
    }

    /// Whether the guide is running.
    #[must_use]
    pub const fn on(&self) -> bool {
        self.on
    }

    /// The tip in sight, if any.
    #[must_use]
    pub const fn shown(&self) -> Option<Tip> {
        if self.on { self.shown } else { None }
    }

    /// Skips the rest of the guide.
    pub fn skip(&mut self) {
        *self = Guide::default();
    }

    /// Puts the tip in sight away ("Got it"); the guide goes on to later moments.
    pub fn dismiss(&mut self) {
        self.shown = None;
    }

    /// The next tip for the person: [`Tip::Start`] before anything else, then the first tip not
    /// yet shown among the core's moments for `pos` with `dice`, when it is the person's turn
    /// to play; at most one a turn. A new tip takes the place of the one in sight; returns it
    /// so it is announced.
    pub fn update(&mut self, pos: &Position, rules: Rules, dice: Option<fevga_core::Dice>) -> Option<Tip> {
        if !self.on || dice.is_some_and(|d| self.turn == Some((*pos, d))) {
            return None;
        }
        let next = if self.seen[Tip::Start.index()] {
            dice.and_then(|d| {
                pos.moments(rules, Some(d))
                    .into_iter()
                    .map(Tip::of)
                    .find(|t| !self.seen[t.index()])
            })
        } else {
            Some(Tip::Start)
        };
        let tip = next?;
        self.seen[tip.index()] = true;
        self.shown = Some(tip);
        self.turn = dice.map(|d| (*pos, d));
        Some(tip)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_core::Dice;

    fn pos(text: &str) -> Position {
        text.parse().expect("a valid position")
    }

    #[test]
    fn the_guide_starts_with_the_colour_then_follows_the_cores_moments_once_each() {
        let mut g = Guide::start();
        let start = pos("W:24x15 B:12x15 W");
        let d = |a, b| Some(Dice::new(a, b).unwrap());
        assert_eq!(g.update(&start, Rules::Fevga, None), Some(Tip::Start));
        // Nothing new before the person's roll.
        assert_eq!(g.update(&start, Rules::Fevga, None), None);
        assert_eq!(g.shown(), Some(Tip::Start));
        assert_eq!(g.update(&start, Rules::Fevga, d(6, 5)), Some(Tip::Sprint));
        // Shown once: the sprint goes on, the tip does not come back.
        g.dismiss();
        assert_eq!(g.update(&pos("W:24x14,13 B:12x15 W"), Rules::Fevga, d(3, 1)), None);
        assert_eq!(g.shown(), None);
        // One tip a turn: a turn that is both the sprint and a lost die shows the sprint first.
        let mut h = Guide::start();
        let both = pos("W:24x14,20 B:14,13,12x13 W");
        h.update(&both, Rules::Fevga, None);
        assert_eq!(h.update(&both, Rules::Fevga, d(6, 1)), Some(Tip::Sprint));
        assert_eq!(h.update(&both, Rules::Fevga, d(6, 1)), None, "the same turn again");
        assert_eq!(h.shown(), Some(Tip::Sprint));
        // A lost die, then bearing off, each when the core says so.
        let lost = pos("W:24x14,20 B:14,13,12x13 W");
        assert_eq!(g.update(&lost, Rules::Fevga, d(6, 1)), Some(Tip::DieLost));
        let home = pos("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W");
        assert_eq!(g.update(&home, Rules::Fevga, d(6, 5)), Some(Tip::BearOff));
        assert_eq!(g.update(&home, Rules::Fevga, d(6, 5)), None);
    }

    #[test]
    fn a_wall_ahead_is_the_cores_run_and_skipping_ends_the_guide() {
        let mut g = Guide::start();
        let walled = pos("W:24x13,20,19 B:16,15,14,13,12x11 W");
        let d = Some(Dice::new(2, 1).unwrap());
        assert_eq!(g.update(&walled, Rules::Fevga, None), Some(Tip::Start));
        assert_eq!(
            g.update(&walled, Rules::Fevga, d),
            Some(Tip::Wall { high: 16, low: 12 })
        );
        g.skip();
        assert!(!g.on());
        assert_eq!(g.shown(), None);
        assert_eq!(g.update(&pos("W:6x15 B:12x15 W"), Rules::Fevga, d), None);
        // Off from the start (a later visit): nothing.
        assert_eq!(Guide::default().update(&walled, Rules::Fevga, d), None);
    }
}
