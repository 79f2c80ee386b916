crate::words! {
    /// One of the two sides. White starts on its 24 (White's 24), Black on its 24 (White's 12).
    /// Its words are `white` and `black` (also read: `w`, `b`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Color: BOTH, "side" {
        /// White: starts on White's 24; White's numbering is the one shown on screen (§1).
        White = "white" | "w",
        /// Black: starts on its own 24, which is White's 12.
        Black = "black" | "b",
    }
}

impl Color {
    /// The other side.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `'W'` or `'B'`, as in the position text.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// The side's name in English prose (`White`, `Black`): what engine messages say.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// Converts a point in this side's own numbering to White's numbering (§1: the views are 12 apart).
    #[must_use]
    pub const fn to_white_point(self, own: u8) -> u8 {
        match self {
            Color::White => own,
            Color::Black => flip_point(own),
        }
    }

    /// Converts a point in White's numbering to this side's own numbering.
    #[must_use]
    pub const fn from_white_point(self, white: u8) -> u8 {
        // The mapping is its own inverse.
        self.to_white_point(white)
    }
}

/// Converts a point (1–24) between the two numberings (§1): a side's point `p` is the other
/// side's point `p+12` if `p ≤ 12`, else `p−12`. The mapping is its own inverse.
/// Numbers outside 1–24 give no meaningful point.
#[must_use]
pub const fn flip_point(p: u8) -> u8 {
    if p <= 12 { p + 12 } else { p - 12 }
}

/// One value for each side, read by colour: a side's checkers, points or anything else kept in
/// pairs (shakmaty's `ByColor`). Written White first, as the texts write pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// White's and Black's values.
    pub const fn new(white: T, black: T) -> ByColor<T> {
        ByColor { white, black }
    }

    /// `color`'s value.
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// `color`'s value, to change.
    pub const fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Each side's value through `f`.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            white: f(self.white),
            black: f(self.black),
        }
    }
}

impl<T: Copy> ByColor<T> {
    /// `[white, black]`.
    pub const fn to_array(self) -> [T; 2] {
        [self.white, self.black]
    }
}
