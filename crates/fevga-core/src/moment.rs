//! The moments a rule first matters to someone learning the game: the opening sprint (§4), a
//! block of held points ahead (§3; §5's wall is six of them), a roll of which a die cannot be
//! played (§6) and bearing off (§7). Each is a predicate on the position (and the roll), so a
//! guide asks the engine when a tip applies instead of guessing.

use crate::shape::{BLOCK, held_ahead, longest_run_at, sprint};
use crate::{Dice, Position, Rules};

/// A moment at which a rule starts to matter for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Moment {
    /// The opening sprint: the head rule holds the checkers on 24 (§4; Mültezim §9).
    Sprint,
    /// The opponent holds a block, [`BLOCK`] or more points in a row, in front of a checker
    /// (the mover's numbering, `high` down to `low`): [`Position::block_ahead`].
    BlockAhead {
        /// The run's point farthest from the mover's home.
        high: u8,
        /// The run's point nearest to the mover's home.
        low: u8,
    },
    /// The roll can be played, but not with every die (§6.3, §6.4).
    DieLost,
    /// Every checker still on the board is home: bearing off may start (§7).
    BearOff,
}

impl Position {
    /// Whether the side to move is in its opening sprint: all fifteen checkers wait on its
    /// point 24 (the opening), or fourteen do while the first checker has not reached the head
    /// rule's line ([`Position::head_rule_binds`]). The opening included: the benchmark's
    /// sprint class; the puzzles' sprint theme is [`Position::head_rule_binds`] alone, without
    /// the opening. The mask-level predicate is [`sprint`].
    #[must_use]
    pub fn in_sprint(&self, rules: Rules) -> bool {
        sprint(self.me.count(24), self.me.mask(), rules)
    }

    /// The longest run of points the opponent holds in front of the mover's rearmost checker
    /// (between it and the mover's point 1), as `(high, low)` in the mover's numbering, if it is
    /// a block, at least [`BLOCK`] long. The higher of two equally long runs comes first.
    #[must_use]
    pub fn block_ahead(&self) -> Option<(u8, u8)> {
        let (len, low) = longest_run_at(held_ahead(self.them.mask(), self.me.mask()));
        // Points: at most 24.
        (len >= u32::from(BLOCK)).then(|| ((low + len - 1) as u8, low as u8))
    }

    /// Whether `dice` can be played, but not with every die: a play must then use as many as it
    /// can, and the higher one if only one (§6.3, §6.4).
    #[must_use]
    pub fn loses_a_die(&self, rules: Rules, dice: Dice) -> bool {
        let plays = self.legal_plays(rules, dice);
        let all = dice.faces().count();
        !plays.is_empty() && plays.iter().all(|p| p.steps().len() < all)
    }

    /// Whether the side to move may bear off: it still has checkers on the board and all are home.
    #[must_use]
    pub fn may_bear_off(&self) -> bool {
        self.me.mask() != 0 && self.all_home()
    }

    /// The moments that apply to the side to move now, with `dice` rolled (if any), in the order
    /// sprint, block ahead, lost die, bearing off.
    #[must_use]
    pub fn moments(&self, rules: Rules, dice: Option<Dice>) -> Vec<Moment> {
        let mut out = Vec::new();
        if self.in_sprint(rules) {
            out.push(Moment::Sprint);
        }
        if let Some((high, low)) = self.block_ahead() {
            out.push(Moment::BlockAhead { high, low });
        }
        if dice.is_some_and(|d| self.loses_a_die(rules, d)) {
            out.push(Moment::DieLost);
        }
        if self.may_bear_off() {
            out.push(Moment::BearOff);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: Rules = Rules::Fevga;
    const M: Rules = Rules::Multezim;

    fn pos(text: &str) -> Position {
        text.parse().expect("a valid position")
    }

    fn dice(a: u8, b: u8) -> Dice {
        Dice::new(a, b).expect("dice")
    }

    #[test]
    fn s4_the_sprint_lasts_until_the_first_checker_reaches_the_line() {
        assert!(pos("W:24x15 B:12x15 W").in_sprint(F), "all fifteen wait on 24");
        assert!(pos("W:24x14,13 B:12x15 W").in_sprint(F), "13 has not reached 12");
        assert!(
            !pos("W:24x14,12 B:11x15 W").in_sprint(F),
            "12 frees the others in Fevga"
        );
        assert!(pos("W:24x14,12 B:11x15 W").in_sprint(M), "Mültezim wants 11 (§9)");
        assert!(!pos("W:24x13,20,10 B:12x15 W").in_sprint(F), "two have left the corner");
    }

    #[test]
    fn s3_a_block_ahead_is_four_held_points_in_a_row_in_front_of_a_checker() {
        // White on 24 and 20; Black holds White's 16, 15, 14, 13 (Black's 4, 3, 2, 1).
        let p = pos("W:24x14,20 B:16,15,14,13,12x11 W");
        assert_eq!(p.block_ahead(), Some((16, 12)), "with 12 the run is five long");
        // Three in a row is not yet a block.
        assert_eq!(pos("W:24x14,20 B:16,15,14,12x12 W").block_ahead(), None);
        // Behind every checker it does not count: White's 23–20 lie behind White's rearmost, 19.
        assert_eq!(pos("W:19x15 B:23,22,21,20,12x11 W").block_ahead(), None);
        // The longer of two runs wins.
        let two = pos("W:24x15 B:22,21,20,19,16,15,14,13,12x7 W");
        assert_eq!(two.block_ahead(), Some((16, 12)));
        assert!(two.moments(F, None).contains(&Moment::BlockAhead { high: 16, low: 12 }));
    }

    #[test]
    fn s6_a_die_is_lost_when_no_play_uses_every_die() {
        // White's first checker on 20, Black holds 14 and 13: a 6 cannot move it (nor after
        // the 1) and the head rule holds the rest, so 6-1 plays the 1 alone.
        let p = pos("W:24x14,20 B:14,13,12x13 W");
        assert!(p.loses_a_die(F, dice(6, 1)));
        assert!(p.moments(F, Some(dice(6, 1))).contains(&Moment::DieLost));
        // Both dice play: nothing lost.
        assert!(!p.loses_a_die(F, dice(2, 1)));
        // A pass loses nothing it could have played: no play at all is not "a die lost".
        assert!(!p.loses_a_die(F, dice(6, 6)));
    }

    #[test]
    fn s7_bearing_off_may_start_once_every_checker_is_home() {
        assert!(pos("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W").may_bear_off());
        assert!(!pos("W:7,6x2,5x2,4x2,3,2 B:18x2,17x2,16x2,15x3,14x3,13x3 W").may_bear_off());
        assert!(
            !pos("W:24x15 B:12x15 W")
                .moments(F, Some(dice(6, 5)))
                .contains(&Moment::BearOff)
        );
    }
}
