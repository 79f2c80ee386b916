//! Single-die steps: the points a checker may leave under the head rule (`movable`, §4, §9),
//! bearing off (`bear_off_source`, §7), the points a die can leave (`sources`), a step played
//! (`apply`), and the one step-enumeration skeleton (`for_each_step`).

use std::ops::ControlFlow;

use super::mask::{ALL, highest_point, points_desc, range};
use crate::Step;
use crate::position::Side;

/// The one step-enumeration skeleton (turn entry, "why not" and the most dice a roll allows):
/// for each distinct die of `dice` and each point it can leave, highest first, the step made,
/// the side after it and the dice left. `release` is the head rule's line, `open` the points
/// without an opposing checker. Stops at the first [`ControlFlow::Break`], and returns it.
pub(crate) fn for_each_step<B>(
    me: Side,
    dice: &[u8],
    open: u32,
    release: u8,
    mut visit: impl FnMut(Step, Side, &[u8]) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let mask = me.mask();
    let from = movable(me, mask, release);
    let mut tried = [false; 7];
    for (i, &d) in dice.iter().enumerate() {
        if std::mem::replace(&mut tried[usize::from(d)], true) {
            continue;
        }
        // The dice left after this one: at most three of a double's four.
        let mut rest = [0u8; 4];
        let n = dice.len() - 1;
        rest[..i].copy_from_slice(&dice[..i]);
        rest[i..n].copy_from_slice(&dice[i + 1..]);
        for p in points_desc(sources(mask, from, open, d)) {
            let (after, _, to) = apply(me, mask, p, d);
            visit(Step { from: p, to, die: d }, after, &rest[..n])?;
        }
    }
    ControlFlow::Continue(())
}

/// The head rule (§4, §9): the points among `mask` (the side's points) that a checker may leave.
/// While 14 checkers wait on point 24 and the fifteenth stands on a point from `release_above`
/// to 23, only that first checker may move; otherwise every checker may.
#[inline]
pub(crate) fn movable(me: Side, mask: u32, release_above: u8) -> u32 {
    if me.count(24) == 14 {
        let runner = mask & range(release_above, 23);
        if runner != 0 {
            return runner;
        }
    }
    mask
}

/// Bearing off (§7): the point (as a one-bit mask) from which die `d` takes a checker off, or 0.
/// `mask` holds the side's points. Only once every checker on the board is home (points 1–6):
/// from point `d` itself, else from the highest point if no checker stands higher than `d`.
#[inline]
fn bear_off_source(mask: u32, d: u8) -> u32 {
    if mask >> 6 != 0 {
        return 0;
    }
    let exact = mask & (1 << (d - 1));
    if exact != 0 {
        return exact;
    }
    let highest = highest_point(mask);
    if highest > 0 && highest < d {
        1 << (highest - 1)
    } else {
        0
    }
}

/// The points among `from` where die `d` can legally step (§3, §7): inside the board when the
/// landing point `p−d` is in `open` (the points that hold no opposing checker), or off it by
/// [`bear_off_source`].
#[inline]
pub(crate) fn sources(mask: u32, from: u32, open: u32, d: u8) -> u32 {
    (from & (open << d)) | (from & bear_off_source(mask, d))
}

/// Plays a step that [`sources`] allowed: the new checkers, mask and landing point (0 = off).
#[inline]
pub(crate) fn apply(me: Side, mask: u32, p: u8, d: u8) -> (Side, u32, u8) {
    let unit = Side::unit(p);
    let left = if me.count(p) == 1 { mask & !(1 << (p - 1)) } else { mask };
    if p > d {
        let t = p - d;
        (Side(me.0 - unit + Side::unit(t)), left | (1 << (t - 1)), t)
    } else {
        (Side(me.0 - unit), left, 0)
    }
}

/// Whether a side can make at least one single-die step with some die (§5.3), its head rule
/// drawn at `release_above` and `blocked` the points it may not land on (its numbering).
pub(super) fn can_step(side: Side, blocked: u32, release_above: u8) -> bool {
    let mask = side.mask();
    let from = movable(side, mask, release_above);
    (1..=6u8).any(|d| sources(mask, from, !blocked & ALL, d) != 0)
}

#[cfg(test)]
mod tests {
    //! Positions are §11 texts (White's numbering); point lists and masks are in the mover's own
    //! numbering.

    use super::*;
    use crate::Rules;
    use crate::movegen::testkit::{F, M, listed, points, pos};
    use crate::position::flip_mask;

    #[test]
    fn movable_is_the_head_rule() {
        // Given the side to move in each position, When the head rule (§4, §9) picks the points
        // a checker may leave, Then:
        let cases: &[(Rules, &str, &[u8], &str)] = &[
            (F, "W:24x15 B:1x15 W", &[24], "all fifteen on 24: any one may start"),
            (F, "W:24x14,23 B:1x15 W", &[23], "the first checker alone"),
            (
                F,
                "W:24x14,13 B:1x15 W",
                &[13],
                "13 has not reached the opponent's quadrant",
            ),
            (M, "W:24x14,13 B:1x15 W", &[13], "nor passed 12"),
            (
                F,
                "W:24x14,12 B:1x15 W",
                &[24, 12],
                "Fevga: reaching 12 frees the others",
            ),
            (M, "W:24x14,12 B:1x15 W", &[12], "Mültezim: 12 is not past 12"),
            (M, "W:24x14,11 B:1x15 W", &[24, 11], "Mültezim: 11 is"),
            (F, "W:24x13,20,18 B:1x15 W", &[24, 20, 18], "two off the head free all"),
            (F, "W:24x14 B:13 W", &[24], "no first checker on the board: no binding"),
            (F, "W:24x15 B:12x14,3 B", &[15], "Black's first checker on its 15"),
        ];
        for &(rules, text, want, why) in cases {
            let p = pos(text);
            let from = movable(p.me, p.me.mask(), rules.set().head_release_above);
            assert_eq!(listed(from), want, "{rules} {text}: {why}");
        }
    }

    #[test]
    fn bear_off_source_is_the_bearing_off_rule() {
        // Given the mover's points, When a die is to bear off (§7), Then it takes a checker from:
        let cases: &[(&[u8], u8, Option<u8>, &str)] = &[
            (&[6, 5, 3], 5, Some(5), "its own point"),
            (&[6, 5, 3], 6, Some(6), "its own point"),
            (
                &[6, 5, 3],
                4,
                None,
                "4 is empty and 5, 6 stand higher: only a move inside",
            ),
            (&[6, 5, 3], 1, None, "1 is empty and checkers stand higher"),
            (&[4, 2], 6, Some(4), "6 is empty and nothing higher: the highest point"),
            (&[4, 2], 5, Some(4), "the highest point"),
            (&[4, 2], 3, None, "4 stands higher than 3"),
            (&[4, 2], 2, Some(2), "its own point"),
            (&[7, 1], 1, None, "a checker outside home: no bearing off at all"),
            (&[19, 1], 6, None, "a checker outside home: no bearing off at all"),
            (&[], 6, None, "no checkers"),
        ];
        for &(mine, d, want, why) in cases {
            let got = bear_off_source(points(mine), d);
            assert_eq!(got, want.map_or(0, |p| points(&[p])), "{mine:?} die {d}: {why}");
        }
    }

    #[test]
    fn sources_step_inside_to_open_points_or_bear_off() {
        // Given White home on 6 and 2, Black on White's 4 (closed to White).
        let p = pos("W:6,2 B:4 W");
        let (mask, open) = (p.me.mask(), !flip_mask(p.them.mask()) & ALL);
        // When each die looks for the points it can leave (§3, §7), Then:
        let src = |d| listed(sources(mask, mask, open, d));
        assert_eq!(src(1), vec![6, 2], "6/5 and 2/1");
        assert_eq!(src(2), vec![2], "6/4 is closed; 2/off");
        assert_eq!(src(4), vec![6], "6/2; no bear-off past the 6");
        assert_eq!(src(6), vec![6], "6/off");
        // And a point that is not movable (the head rule) is never a source.
        assert_eq!(listed(sources(mask, points(&[2]), open, 1)), vec![2]);
    }
}
