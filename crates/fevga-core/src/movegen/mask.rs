//! Masks of the 24 points (bit `p-1` for point `p`): all of them, a run of them, their points
//! highest first, the highest.

/// All 24 points.
pub(crate) const ALL: u32 = 0xFF_FFFF;

/// Bits of a 24-point mask for the points `lo..=hi`.
pub(super) const fn range(lo: u8, hi: u8) -> u32 {
    ((1u32 << hi) - 1) & !((1u32 << (lo - 1)) - 1)
}

/// The points of a 24-point mask (bit `p-1` for point `p`), highest first.
#[inline]
pub(crate) fn points_desc(mask: u32) -> impl Iterator<Item = u8> {
    PointsDesc(mask)
}

/// The iterator of [`points_desc`]: takes the highest set bit until none is left.
#[derive(Debug, Clone)]
struct PointsDesc(u32);

impl Iterator for PointsDesc {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        let b = self.0.checked_ilog2()?;
        self.0 &= !(1 << b);
        // A bit index of a `u32`: below 32.
        Some(b as u8 + 1)
    }
}

/// The highest point of a 24-point mask, 0 for an empty one.
#[inline]
pub(crate) const fn highest_point(mask: u32) -> u8 {
    // At most 32.
    (32 - mask.leading_zeros()) as u8
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::movegen::testkit::{listed, points};

    #[test]
    fn points_desc_lists_the_points_of_a_mask_highest_first() {
        // Given the points 24, 13 and 1; When listed; Then highest first.
        assert_eq!(listed(points(&[1, 24, 13])), vec![24, 13, 1]);
        // Given no points, Then nothing; given all 24, Then 24 down to 1.
        assert_eq!(listed(0), Vec::<u8>::new());
        assert_eq!(listed(ALL), (1..=24).rev().collect::<Vec<u8>>());
    }
}
