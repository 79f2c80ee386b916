//! A position's shape as players name it (§1, §3, §5): the points a side holds that the other
//! side still has to pass, the longest block of them in a row, checkers stuck behind the other
//! side's block, checkers still on the head or already home, the race lead. Plain facts, no
//! judgement: the review's reasons in words compare them between two plays.

use crate::color::{Color, flip_point};
use crate::position::Position;

/// The smallest run of held points in a row that [`Position::behind_block`] counts as a block
/// (four: a checker behind it needs a 5 or a 6 to jump it, and at the far end of a longer one
/// only a 6 or nothing).
pub const BLOCK_RUN: u8 = 4;

/// Longest run of set bits in a mask (a run never wraps from bit 23 to bit 0).
fn longest_run(mut m: u32) -> u8 {
    let mut n = 0;
    while m != 0 {
        m &= m << 1;
        n += 1;
    }
    n
}

impl Position {
    /// Bit `p-1` set where `color` has a checker on its own point `p`.
    fn held(&self, color: Color) -> u32 {
        (1..=24u8)
            .filter(|&p| self.count_own(color, p) > 0)
            .fold(0, |m, p| m | 1 << (p - 1))
    }

    /// The highest own point `color` has a checker on (its rearmost checker), 0 if none.
    #[must_use]
    pub fn rearmost(&self, color: Color) -> u8 {
        (1..=24u8).rev().find(|&p| self.count_own(color, p) > 0).unwrap_or(0)
    }

    /// The points `by` holds that the other side's rearmost checker still has to pass (§3: a
    /// point with one checker is closed), as a mask in the other side's numbering (bit `q-1`
    /// for its point `q`, the way it travels).
    fn blocking_mask(&self, by: Color) -> u32 {
        let rear = self.rearmost(by.other());
        let mut held = 0u32;
        for q in 1..rear {
            if self.count_own(by, flip_point(q)) > 0 {
                held |= 1 << (q - 1);
            }
        }
        held
    }

    /// How many points `by` holds that some checker of the other side still has to pass.
    #[must_use]
    pub fn blocking_points(&self, by: Color) -> u8 {
        self.blocking_mask(by).count_ones() as u8
    }

    /// The longest run of such points in a row, counted along the other side's path (a wall,
    /// §5, is a run of six): 0 if `by` blocks nothing.
    #[must_use]
    pub fn longest_block(&self, by: Color) -> u8 {
        longest_run(self.blocking_mask(by))
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
        let theirs = self.held(color.other());
        let mine_numbered = (0..24u32)
            .filter(|i| theirs & (1 << i) != 0)
            .fold(0u32, |m, i| m | 1 << (flip_point(i as u8 + 1) - 1));
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
            assert_eq!(p.behind_block(c, BLOCK_RUN), 0);
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
