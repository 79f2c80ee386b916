//! The building limit (§5, §9), judged on a play's final position (§6.2): the six-point walls
//! a side holds, and `wall_ok`.

use super::mask::range;
use super::step::can_step;
use crate::position::{Side, flip_mask};
use crate::rules::{FinalCheck, RuleSet};

/// Wall starts (opponent numbering, bit `a-1` for points `a..a+5`) always forbidden when new (§5.1,
/// §5.2): the mover's 19–24 are the opponent's 7–12; the mover's 6–11 are the opponent's 18–23.
const FORBIDDEN_WALLS: u32 = (1 << 6) | (1 << 17);

/// Mültezim: the mover's 7–12, the opponent's starting table (§9).
const OPPONENT_TABLE: u32 = range(7, 12);

/// Starts of all six-point walls ([`crate::shape::FORBIDDEN_WALL`]) in a mask given in the opponent's numbering (no wrap-around).
#[inline]
pub(super) const fn walls(held: u32) -> u32 {
    held & (held >> 1) & (held >> 2) & (held >> 3) & (held >> 4) & (held >> 5)
}

/// The building limit (§6.2) on the mover's final points `mask`: no new forbidden wall (§5,
/// Fevga), or at most four of the points 7–12 held (§9, Mültezim). `walls_before` are the walls
/// the mover held when the turn began ([`walls`] of its points in the opponent's numbering),
/// `them` the opponent's checkers.
pub(super) fn wall_ok(rules: &RuleSet, them: Side, walls_before: u32, mask: u32) -> bool {
    match rules.final_check {
        FinalCheck::MaxHeldInOpponentTable(most) => (mask & OPPONENT_TABLE).count_ones() <= u32::from(most),
        FinalCheck::ForbiddenWalls => {
            let held = flip_mask(mask);
            let new = walls(held) & !walls_before;
            if new == 0 {
                return true;
            }
            if new & FORBIDDEN_WALLS != 0 {
                return false;
            }
            // Any other new wall is forbidden only if the opponent could not move at all; its
            // blocked points are exactly the mover's held points in its numbering.
            can_step(them, held, rules.head_release_above)
        }
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::Rules;
    use crate::movegen::testkit::{F, M, points, pos};

    #[test]
    fn wall_masks() {
        assert_eq!(walls(range(7, 12)), 1 << 6);
        assert_eq!(walls(range(19, 24)), 1 << 18);
        // No wrap-around from the opponent's 24 to its 1.
        assert_eq!(walls(range(21, 24) | range(1, 2)), 0);
        assert_eq!(walls(range(1, 7)), 0b11);
    }

    /// Whether a play ending with the mover on `after` passes the building limit, from `before`.
    fn limit_ok(rules: Rules, before: &str, after: &[u8]) -> bool {
        let p = pos(before);
        let walls_before = walls(flip_mask(p.me.mask()));
        wall_ok(&rules.set(), p.them, walls_before, points(after))
    }

    #[test]
    fn wall_ok_is_the_building_limit() {
        // Given the position before the play and the mover's points after it, When the building
        // limit (§5, §9) judges the final position, Then:
        let q = "B:18,17,16,15,14,13 W";
        let cases: Vec<(Rules, String, &[u8], bool, &str)> = vec![
            (
                F,
                format!("W:24x2,23,22,21,20 {q}"),
                &[24, 23, 22, 21, 20, 19],
                false,
                "§5.1 new",
            ),
            (
                F,
                format!("W:24x2,23,22,21,20,19 {q}"),
                &[24, 23, 22, 21, 20, 19],
                true,
                "§5.1 kept",
            ),
            (
                F,
                "W:11x2,10,9,8,7 B:5,4,3,2,1 W".into(),
                &[11, 10, 9, 8, 7, 6],
                false,
                "§5.2 new",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:7x15 W".into(),
                &[6, 5, 4, 3, 2, 1],
                false,
                "§5.3 shut in",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:10,7x14 W".into(),
                &[6, 5, 4, 3, 2, 1],
                true,
                "§5.3 can move",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:12x14,7 W".into(),
                &[6, 5, 4, 3, 2, 1],
                false,
                "§5.3 its head rule",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:13x14,7 W".into(),
                &[6, 5, 4, 3, 2, 1],
                false,
                "§5.3 its bear-off rule",
            ),
            (
                F,
                "W:16,14,13,12,11,10 B:1x15 W".into(),
                &[15, 14, 13, 12, 11, 10],
                true,
                "across its start",
            ),
            (F, "W:24x15 B:12x15 W".into(), &[24, 13], true, "no wall"),
            (
                M,
                "W:12,11x2,10,9,8,7 B:5,4,3,2,1 W".into(),
                &[11, 10, 9, 8, 7],
                false,
                "§9 five of 7–12",
            ),
            (
                M,
                "W:12,11x2,10,9,8,7 B:5,4,3,2,1 W".into(),
                &[11, 10, 9, 8, 6],
                true,
                "§9 four of 7–12",
            ),
            (
                M,
                "W:12,11,10,9,8,7 B:1x15 W".into(),
                &[12, 11, 10, 9, 8, 7],
                false,
                "§9 no exemption",
            ),
            (
                M,
                "W:8,6,5,4,3,2 B:7x15 W".into(),
                &[6, 5, 4, 3, 2, 1],
                true,
                "§9 walls allowed",
            ),
            (
                M,
                format!("W:24x2,23,22,21,20 {q}"),
                &[24, 23, 22, 21, 20, 19],
                true,
                "§9 walls allowed",
            ),
        ];
        for (rules, before, after, want, why) in cases {
            assert_eq!(
                limit_ok(rules, &before, after),
                want,
                "{rules} {before} -> {after:?}: {why}"
            );
        }
    }
}
