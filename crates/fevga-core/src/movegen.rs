//! Legal plays (§3–7, §9): every sequence of single-die steps, walls judged on the final
//! position, the most dice used, the higher die when only one can be used, one play per final
//! position.
//!
//! The search works on the mover's checkers alone (the opponent cannot move during a turn), packed
//! four bits a point, so a state is one `u128` and duplicate states are pruned exactly.
//!
//! | module | what it owns |
//! |---|---|
//! | here | the position's questions: its legal plays, whether a play is legal, whether the head rule binds, all home, contact |
//! | `mask` | masks of the 24 points: all of them, their points highest first, the highest |
//! | `step` | single-die steps: the head rule `movable` (§4, §9), `bear_off_source` (§7), `sources`, `apply`, `for_each_step` |
//! | `wall` | the building limit `wall_ok` (§5, §9) on a final position |
//! | `search` | [`MoveGen`]: the search, `keep_most_dice` (§6.3), `keep_higher_die` (§6.4), one play per position (§6.5) |

mod mask;
mod search;
mod step;
mod wall;

pub(crate) use mask::{ALL, highest_point};
pub use search::MoveGen;
pub(crate) use step::{apply, for_each_step, movable};

use crate::shape::held_ahead;
use crate::{Dice, IllegalPlay, Play, Position, Rules};

impl Position {
    /// Every legal play of `dice` (§6), one per final position. Empty: the side cannot move.
    #[must_use]
    pub fn legal_plays(&self, rules: Rules, dice: Dice) -> Vec<Play> {
        let mut out = Vec::new();
        MoveGen::new().legal_plays(self, rules, dice, &mut out);
        out
    }

    /// Whether `play` is one of the legal plays of `dice` here.
    #[must_use]
    pub fn is_legal(&self, rules: Rules, dice: Dice, play: &Play) -> bool {
        self.legal_plays(rules, dice)
            .iter()
            .any(|p| p.position() == play.position())
    }

    /// Checks `play` and returns the position after it.
    ///
    /// # Errors
    /// [`IllegalPlay::NotAmongLegal`] if `play` is not a legal play of `dice` here.
    pub fn play(&self, rules: Rules, dice: Dice, play: &Play) -> Result<Position, IllegalPlay> {
        if self.is_legal(rules, dice, play) {
            Ok(play.position())
        } else {
            Err(IllegalPlay::NotAmongLegal {
                dice,
                notation: play.notation(),
            })
        }
    }
}

impl Position {
    /// Whether the head rule (§4; Mültezim §9) binds the side to move now: 14 checkers wait on
    /// its point 24 and only the first checker may move. The predicate [`MoveGen`] applies. Not
    /// in the opening, all fifteen on 24 (any one may start): [`Position::in_sprint`] is this
    /// or the opening.
    #[must_use]
    pub fn head_rule_binds(&self, rules: Rules) -> bool {
        let mask = self.me.mask();
        movable(self.me, mask, rules.set().head_release_above) != mask
    }

    /// Whether every checker the side to move still has on the board is home (its points 1–6),
    /// so that it may bear off (§7). The test `bear_off_source` makes.
    #[must_use]
    pub fn all_home(&self) -> bool {
        crate::shape::all_home(self.me.mask())
    }

    /// Whether the sides can still meet: some checker of either side has an opposing checker
    /// ahead of it on its way home, so each can still block the other (a point the other side
    /// holds is closed, §3). Without contact the game is a race. Not a rule: the one owner of
    /// the fact for the computer's inputs, the benchmark's classes and the puzzles' themes.
    #[must_use]
    pub fn has_contact(&self) -> bool {
        let (me, them) = (self.me.mask(), self.them.mask());
        held_ahead(them, me) != 0 || held_ahead(me, them) != 0
    }
}

#[cfg(test)]
mod testkit;

#[cfg(test)]
mod tests {
    //! The position's questions with Given/When/Then examples. Positions are §11 texts (White's
    //! numbering).

    use super::testkit::{F, M, pos};

    #[test]
    fn head_rule_binds_while_the_first_checker_runs_and_all_home_is_bearing_off() {
        // Given the start, a runner on 13, and a runner on 12, When asked whether the head rule
        // binds, Then it binds with the runner on 13 (§4); on 12 only in Mültezim (§9).
        assert!(!pos("W:24x15 B:12x15 W").head_rule_binds(F));
        assert!(pos("W:24x14,13 B:12x15 W").head_rule_binds(F));
        assert!(!pos("W:24x14,12 B:11x15 W").head_rule_binds(F));
        assert!(pos("W:24x14,12 B:11x15 W").head_rule_binds(M));
        assert!(!pos("W:24x13,20,13 B:12x15 W").head_rule_binds(M));
        // Given checkers all on 1–6 or one on 7, Then only the first is all home (§7).
        assert!(pos("W:6x5,1x10 B:12x15 W").all_home());
        assert!(!pos("W:7,6x4,1x10 B:12x15 W").all_home());
        assert!(pos("W:24x15 B:18x15 B").all_home());
    }

    #[test]
    fn has_contact_until_no_checker_has_an_opposing_one_ahead() {
        // The start: each side's checkers must pass the other's.
        assert!(pos("W:24x15 B:12x15 W").has_contact());
        // Both sides home and past each other: a race, whoever moves.
        assert!(!pos("W:6x5,1x10 B:18x15 W").has_contact());
        assert!(!pos("W:6x5,1x10 B:18x15 B").has_contact());
        assert!(!pos("W:6x5,1x10 B:20,18x14 W").has_contact());
        // One black checker still behind White's home checkers (Black's point 17 = White's 5).
        assert!(pos("W:6x5,1x10 B:5,18x14 W").has_contact());
        assert!(pos("W:6x5,1x10 B:5,18x14 B").has_contact());
        // A white straggler on 13 still has Black's checkers on 14 ahead of it.
        assert!(pos("W:13,1x14 B:14x15 W").has_contact());
    }
}
