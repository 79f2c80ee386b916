use std::fmt;

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

    /// The point `own` (1–24 in this side's own numbering) as the board shows it, in White's
    /// numbering (§1: the views are 12 apart). The one conversion from a side's numbering to the
    /// screen's; a number outside 1–24 gives no meaningful point.
    #[must_use]
    pub const fn to_white(self, own: u8) -> WhitePoint {
        match self {
            Color::White => WhitePoint(own),
            Color::Black => WhitePoint(flip_point(own)),
        }
    }

    /// The board's point `p` in this side's own numbering (1–24): the one conversion from the
    /// screen's numbering to a side's.
    #[must_use]
    pub const fn own(self, p: WhitePoint) -> u8 {
        match self {
            Color::White => p.0,
            Color::Black => flip_point(p.0),
        }
    }
}

/// A point as the board shows it: 1–24 in White's numbering (§1), the numbering of the screen,
/// the diagrams, the display [`Board`](crate::Board) and the position text's lists. The engine
/// works in each side's own numbering with bare `u8` points; a point crosses between the two only
/// through [`Color::to_white`] and [`Color::own`], so the compiler keeps the numberings apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WhitePoint(u8);

impl WhitePoint {
    /// White's point `n`, if `n` is 1–24.
    #[must_use]
    pub const fn new(n: u8) -> Option<WhitePoint> {
        if n >= 1 && n <= 24 { Some(WhitePoint(n)) } else { None }
    }

    /// Its number, 1–24.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Its number as an index into the display [`Board`](crate::Board)'s arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 24 points, White's 1 to 24 (`ALL[n - 1]` is point `n`).
    pub const ALL: [WhitePoint; 24] = {
        let mut all = [WhitePoint(1); 24];
        let mut i = 0;
        while i < 24 {
            all[i] = WhitePoint(i as u8 + 1);
            i += 1;
        }
        all
    };

    /// The 24 points, White's 1 to 24.
    pub fn all() -> impl DoubleEndedIterator<Item = WhitePoint> + Clone {
        WhitePoint::ALL.into_iter()
    }
}

impl fmt::Display for WhitePoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
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
