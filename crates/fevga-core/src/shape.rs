//! A position's shape as players name it (§1, §3, §5): the points a side holds that the other
//! side still has to pass, the longest block of them in a row, checkers stuck behind the other
//! side's block, checkers still on the head or already home, the race lead. Plain facts, no
//! judgement: the review's reasons in words compare them between two plays.
//!
//! The one owner of these facts: the network's inputs, the hand-made evaluation, the
//! benchmark's classes, the puzzles' themes, the guide's moments and the review's reasons ask
//! here. Two levels: functions on a side's 24-point mask (bit `p-1` for its own point `p`,
//! [`Position::held_points`]), cheap enough for the network's feature extraction, and
//! [`Position`] methods built on them.
//!
//! **Lengths of points in a row**, each named once, by what it is:
//!
//! | name | points | what counts it |
//! |---|---|---|
//! | [`FORBIDDEN_WALL`] | 6 | §5's wall, the only "wall" (the rule itself: `movegen`) |
//! | [`BLOCK`] | 4 | [`Position::behind_block`] in the review's reasons, [`Position::block_ahead`] (the guide's moment) |
//! | [`SHORT_BLOCK`] | 3 | the benchmark's block class, the puzzles' block theme, the review's longer block |

use crate::color::Color;
use crate::position::Position;
use crate::rules::Rules;

pub use crate::position::flip_mask;

/// §5's wall: six points in a row held by one side. The only length called a wall.
pub const FORBIDDEN_WALL: u8 = 6;

/// A block: four points in a row in front of opposing checkers (a checker behind it needs a 5
/// or a 6 to jump it, and at the far end of a longer one only a 6 or nothing).
pub const BLOCK: u8 = 4;

/// A short block: three points in a row in front of opposing checkers, the least that the
/// benchmark's classes, the puzzles' themes and the review's reasons name.
pub const SHORT_BLOCK: u8 = 3;

/// The longest run of set bits in a 24-point mask: the most points in a row (a run never wraps
/// from point 24 to point 1).
#[must_use]
#[inline]
pub const fn longest_run(mut mask: u32) -> u32 {
    let mut n = 0;
    while mask != 0 {
        mask &= mask << 1;
        n += 1;
    }
    n
}

/// The longest run of set bits in a 24-point mask and where it is: `(length, lowest point)`,
/// of equally long runs the highest; `(0, 0)` for an empty mask.
#[must_use]
#[inline]
pub const fn longest_run_at(mask: u32) -> (u32, u32) {
    // After k steps, bit i is set where points i+1 down to i+2-k are all in the mask: the last
    // non-empty step marks the tops of the longest runs.
    let (mut len, mut tops, mut last) = (0, mask, mask);
    while tops != 0 {
        last = tops;
        tops &= tops << 1;
        len += 1;
    }
    if len == 0 {
        (0, 0)
    } else {
        (len, rearmost_point(last) + 1 - len)
    }
}

/// The rearmost point of a side's mask (its own numbering): its highest point, 0 if none.
#[must_use]
#[inline]
pub const fn rearmost_point(mask: u32) -> u32 {
    32 - mask.leading_zeros()
}

/// The points a checker on `point` still has to pass on its way home, `1..point`, as a mask
/// (empty for point 0 or 1).
#[must_use]
#[inline]
pub const fn ahead_of(point: u32) -> u32 {
    if point <= 1 { 0 } else { (1u32 << (point - 1)) - 1 }
}

/// The points one side holds that the other side's rearmost checker still has to pass: `by`
/// and `other` are the two sides' masks, each in its own numbering; the result is in the other
/// side's numbering (bit `q-1` for its point `q`, the way it travels).
#[must_use]
#[inline]
pub const fn held_ahead(by: u32, other: u32) -> u32 {
    flip_mask(by) & ahead_of(rearmost_point(other))
}

/// Whether every checker a side still has on the board is home, its points 1–6 (§7): `mask` is
/// its points.
#[must_use]
#[inline]
pub const fn all_home(mask: u32) -> bool {
    mask >> 6 == 0
}

/// Whether a side is in its opening sprint under `rules`: all fifteen checkers still on its
/// point 24 (the opening), or fourteen while the first checker has not yet reached the head
/// rule's line (§4; Mültezim §9). `on_head` is its checkers on its 24, `mask` its points. The
/// opening included: the sprint of [`Position::in_sprint`], not [`Position::head_rule_binds`].
#[must_use]
#[inline]
pub const fn sprint(on_head: u8, mask: u32, rules: Rules) -> bool {
    match on_head {
        15 => true,
        // The first checker on a point from the line's next one to 23.
        14 => (mask & 0x7F_FFFF) >> rules.head_line() != 0,
        _ => false,
    }
}

impl Position {
    /// The points `color` holds, as a mask in its own numbering: bit `p-1` set where it has a
    /// checker on its point `p`.
    #[must_use]
    pub fn held_points(&self, color: Color) -> u32 {
        self.side(color).mask()
    }

    /// The highest own point `color` has a checker on (its rearmost checker), 0 if none.
    #[must_use]
    pub fn rearmost(&self, color: Color) -> u8 {
        // At most 24.
        rearmost_point(self.held_points(color)) as u8
    }

    /// The points `by` holds that the other side's rearmost checker still has to pass (§3: a
    /// point with one checker is closed), as a mask in the other side's numbering.
    fn blocking_mask(&self, by: Color) -> u32 {
        held_ahead(self.held_points(by), self.held_points(by.other()))
    }

    /// How many points `by` holds that some checker of the other side still has to pass.
    #[must_use]
    pub fn blocking_points(&self, by: Color) -> u8 {
        self.blocking_mask(by).count_ones() as u8
    }

    /// The longest run of such points in a row, counted along the other side's path (a block
    /// from [`SHORT_BLOCK`] or [`BLOCK`] on; §5's wall is [`FORBIDDEN_WALL`]): 0 if `by` blocks
    /// nothing.
    #[must_use]
    pub fn longest_block(&self, by: Color) -> u8 {
        // At most 24.
        longest_run(self.blocking_mask(by)) as u8
    }

    /// Checkers of `color` with a block of the other side ahead of them: a run of at least
    /// `run` points in a row held by the other side, all on `color`'s path below the checker's
    /// point.
    #[must_use]
    pub fn behind_block(&self, color: Color, run: u8) -> u8 {
        if run == 0 {
            return self.on_board(color);
        }
        // The other side's points in `color`'s numbering; bit i of `starts` set when points
        // i+1 ..= i+run are all held.
        let mine_numbered = flip_mask(self.held_points(color.other()));
        let mut starts = mine_numbered;
        for k in 1..run {
            starts &= mine_numbered >> k;
        }
        if starts == 0 {
            return 0;
        }
        // The block nearest to `color`'s point 1 ends on point `top`; every checker above it
        // still has that block to pass.
        let top = starts.trailing_zeros() as u8 + run;
        (top + 1..=24).map(|p| self.count_own(color, p)).sum()
    }

    /// Checkers of `color` still on its starting point, the head (its own 24, §2).
    #[must_use]
    pub fn on_head(&self, color: Color) -> u8 {
        self.count_own(color, 24)
    }

    /// Checkers of `color` in its home (its own points 1–6, §1), not counting those borne off.
    #[must_use]
    pub fn at_home(&self, color: Color) -> u8 {
        (1..=6).map(|p| self.count_own(color, p)).sum()
    }

    /// `color`'s lead in the race: the other side's pip count minus its own (§1); negative
    /// when it trails.
    #[must_use]
    pub fn race_lead(&self, color: Color) -> i32 {
        self.pips(color.other()) as i32 - self.pips(color) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn runs_on_masks() {
        assert_eq!(longest_run(0), 0);
        assert_eq!(longest_run(0xFF_FFFF), 24);
        // Points 15–14 and 9–6: the longer run is 9–6.
        let mask = (1 << 14) | (1 << 13) | (0b1111 << 5);
        assert_eq!(longest_run(mask), 4);
        assert_eq!(longest_run_at(mask), (4, 6));
        assert_eq!(longest_run_at(mask & ahead_of(9)), (3, 6), "only points below 9");
        assert_eq!(longest_run_at(mask & ahead_of(1)), (0, 0));
        // Of two runs of two, the higher.
        assert_eq!(longest_run_at(0b1100_0011), (2, 7));
        assert_eq!(rearmost_point(mask), 15);
        assert_eq!(rearmost_point(0), 0);
        assert_eq!(ahead_of(0) | ahead_of(1), 0);
        assert_eq!(ahead_of(24), 0x7F_FFFF);
        // The start: each head is one point ahead of the other's head (its 12).
        assert_eq!(held_ahead(1 << 23, 1 << 23), 1 << 11);
        assert!(all_home(0b11_1111) && !all_home(1 << 6));
    }

    #[test]
    fn the_sprint_includes_the_opening_and_ends_at_the_line() {
        let (f, m) = (Rules::Fevga, Rules::Multezim);
        assert!(sprint(15, 1 << 23, f), "the opening");
        assert!(sprint(14, (1 << 23) | (1 << 12), f), "runner on 13");
        assert!(!sprint(14, (1 << 23) | (1 << 11), f), "12 is Fevga's line");
        assert!(sprint(14, (1 << 23) | (1 << 11), m), "Mültezim's is 11");
        assert!(!sprint(14, 1 << 23, f), "no runner on the board");
        assert!(!sprint(13, (1 << 23) | (1 << 20) | (1 << 19), f));
    }

    #[test]
    fn the_start_blocks_nothing_and_everything_is_on_the_head() {
        let p = Position::start();
        for c in [Color::White, Color::Black] {
            assert_eq!(p.rearmost(c), 24);
            // Each head is on the other side's 12: a point the other still has to pass.
            assert_eq!(p.blocking_points(c), 1);
            assert_eq!(p.longest_block(c), 1);
            assert_eq!(p.on_head(c), 15);
            assert_eq!(p.at_home(c), 0);
            assert_eq!(p.race_lead(c), 0);
            assert_eq!(p.behind_block(c, BLOCK), 0);
            assert_eq!(p.behind_block(c, 1), 15);
        }
    }

    #[test]
    fn blocks_count_only_points_the_other_side_must_still_pass() {
        // White holds its 20, 19, 18, 17 (Black's 8, 7, 6, 5) and 2 (Black's 14). All Black's
        // checkers are on White's 13, Black's 1: nothing is ahead of them, so no block.
        let p = pos("W:24x10,20,19,18,17,2 B:13x15 W");
        assert_eq!(p.rearmost(Color::Black), 1);
        assert_eq!(p.blocking_points(Color::White), 0);
        assert_eq!(p.longest_block(Color::White), 0);
        // Black on its 12 (White's 24 is taken; White's 11 = Black's 23): everything White
        // holds on Black's 1–22 is ahead of it.
        let p = pos("W:24x10,20,19,18,17,2 B:11x15 W");
        assert_eq!(p.rearmost(Color::Black), 23);
        assert_eq!(p.blocking_points(Color::White), 6);
        assert_eq!(p.longest_block(Color::White), 4);
        // White's 24 and 2 are Black's 12 and 14: a gap at 13, so runs of 1 each.
        assert_eq!(pos("W:24x14,2 B:11x15 W").longest_block(Color::White), 1);
    }

    #[test]
    fn a_checker_is_behind_a_block_only_if_the_whole_block_is_ahead_of_it() {
        // Black holds its 5–8 (White's 17–20): a block of four on White's path.
        let p = pos("W:24x12,21,16,3 B:20,19,18,17,12x11 W");
        assert_eq!(p.behind_block(Color::White, 4), 13); // 24×12 and 21
        assert_eq!(p.behind_block(Color::White, 5), 0);
        // A block of three is not one of four.
        let p = pos("W:24x12,21,16,3 B:20,19,18,12x12 W");
        assert_eq!(p.behind_block(Color::White, 4), 0);
        assert_eq!(p.behind_block(Color::White, 3), 13);
    }

    #[test]
    fn home_and_race() {
        // §10's bearing-off example: White 36 pips, Black 48.
        let p = pos("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W");
        assert_eq!(p.at_home(Color::White), 9);
        assert_eq!(p.at_home(Color::Black), 15);
        assert_eq!(p.race_lead(Color::White), 12);
        assert_eq!(p.race_lead(Color::Black), -12);
        assert_eq!(p.on_head(Color::White), 0);
    }
}
