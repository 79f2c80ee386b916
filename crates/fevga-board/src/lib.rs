//! The Fevga board drawn as SVG, in the manner of lichess's chessground: a board with no rules
//! inside. The caller says what to show in a plain [`BoardView`] (checkers, marks, dice,
//! orientation, focus) and every word through [`Labels`]; drawing only reads them and returns
//! markup. No DOM, no language, no rule question in the drawing: the page, rules-page diagrams and
//! the command line (`fevga svg`) draw with the same code.
//!
//! - [`board_svg`]: the inside of the page's `<svg id="board">` (its classes and ids are what the
//!   page's style sheet and tests use).
//! - [`standalone_svg`]: a whole SVG document with its own style, for static diagrams.
//! - [`Entry`]: a turn entered on the board (tap, drag, undo), the one way the game, friend and
//!   Games pages do it; it asks `fevga-core`'s `PartialTurn` every rule question and says what
//!   to mark.
//! - [`geometry`]: the one coordinate system for drawing, hit testing, animation and keyboard
//!   focus.
//!
//! | module | what it owns |
//! |---|---|
//! | this module | the data drawn ([`BoardView`], [`Marks`], [`Arrow`], [`DiceView`], [`Orientation`]), the words asked ([`Labels`]) |
//! | `board` | the frame, the field, the trays, the points with their checkers, and the last play's marks |
//! | `dice` | the dice, centred in the right half of the field |
//! | `labels` | the point numbers beside the points, upright on a turned board |
//! | `svg` | writing SVG: escaping ([`esc`]), the shared `<defs>`, text kept upright, a standalone diagram's [`STYLE`] |
//! | [`geometry`] | where things are (the viewBox, White's numbering): hit testing, [`Spot`]s, the keyboard focus along a side's path ([`FocusKey`], [`geometry::path`]) |
//! | [`entry`] | [`Entry`]: the turn entered on a board (tap, drag, undo, its marks), every rule asked of the core's `PartialTurn` |

#![warn(missing_docs)]

mod board;
mod dice;
pub mod entry;
pub mod geometry;
mod labels;
mod svg;

use fevga_core::{Board, Color, Dice, Play, Position, StepTo, WhitePoint};

pub use entry::{Entry, Said, Tapped};
pub use geometry::{FocusKey, Spot};
pub use svg::{DEFS, ROOT_CLASS, STYLE, esc};

/// The class of a side's checkers, trays and dice: `"w"` or `"b"`.
#[must_use]
pub const fn color_class(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

/// How the board is turned: whose home (that side's points 1–6 and its tray) is at the bottom
/// right. [`Orientation::BlackBottom`] turns the field half round; numbers stay upright.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Orientation {
    /// White's home at the bottom right: the layout of [`geometry`].
    #[default]
    WhiteBottom,
    /// Black's home at the bottom right: the field turned half round.
    BlackBottom,
}

impl Orientation {
    /// The orientation with `color`'s home at the bottom right.
    #[must_use]
    pub const fn with_bottom(color: Color) -> Orientation {
        match color {
            Color::White => Orientation::WhiteBottom,
            Color::Black => Orientation::BlackBottom,
        }
    }

    /// The side whose home is at the bottom right.
    #[must_use]
    pub const fn bottom(self) -> Color {
        match self {
            Orientation::WhiteBottom => Color::White,
            Orientation::BlackBottom => Color::Black,
        }
    }

    /// Whether the field is turned half round from the layout of [`geometry`].
    #[must_use]
    pub const fn is_turned(self) -> bool {
        matches!(self, Orientation::BlackBottom)
    }
}

/// What the board highlights.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    /// Points whose top checker can move (class `movable`).
    pub movable: Vec<WhitePoint>,
    /// Where the selected checker may go: points (class `target` and a `dest` dot) and trays
    /// (class `target`).
    pub targets: Vec<Spot>,
    /// The selected point (class `selected`).
    pub selected: Option<WhitePoint>,
    /// Where the last play's checkers started: a dashed ring in the free slot above the stack.
    pub last_from: Vec<WhitePoint>,
    /// Where the last play's checkers ended (class `last-to`).
    pub last_to: Vec<WhitePoint>,
    /// Moves drawn as arrows (a hint's play, or a reviewed turn's played and better plays).
    pub arrows: Vec<Arrow>,
    /// Points an author highlights on a diagram (class `highlight`).
    pub highlight: Vec<WhitePoint>,
}

/// A checker's move drawn as an arrow from the top of its stack to where it lands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// The point it leaves.
    pub from: WhitePoint,
    /// Where it lands: a point or a tray.
    pub to: Spot,
    /// Which play it belongs to.
    pub kind: ArrowKind,
}

impl Arrow {
    /// `play`'s checker moves by `mover` as arrows of `kind`, each drawn once (a doublet's
    /// checkers moving the same way share one).
    #[must_use]
    pub fn of_play(mover: Color, play: &Play, kind: ArrowKind) -> Vec<Arrow> {
        let mut out: Vec<Arrow> = Vec::new();
        for m in play.moves() {
            let to = match m.to() {
                StepTo::Point(q) => Spot::Point(mover.to_white(q)),
                StepTo::Off => Spot::Tray(mover),
            };
            let a = Arrow {
                from: mover.to_white(m.from()),
                to,
                kind,
            };
            if !out.contains(&a) {
                out.push(a);
            }
        }
        out
    }
}

/// Which play an arrow belongs to (its class).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    /// The best play (class `arrow best`).
    Best,
    /// The play made (class `arrow played`).
    Played,
}

/// A word that a mark adds to a point's or tray's label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// The selected point.
    Selected,
    /// A point whose top checker can move.
    Movable,
    /// Where the selected checker may go.
    Target,
}

/// One die as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Face {
    /// 1–6 (any other value draws a blank die).
    pub value: u8,
    /// Still to play; a used die is dimmed (class `used`).
    pub live: bool,
}

/// The dice on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiceView {
    /// The roll, for the label.
    pub dice: Dice,
    /// The dice drawn, left to right.
    pub faces: Vec<Face>,
    /// Whose dice (class `w` or `b`).
    pub color: Color,
    /// Just rolled (class `fresh`: the page shakes them once).
    pub fresh: bool,
    /// The last turn's roll shown between turns (class `last`).
    pub last: bool,
    /// The opening roll: White's die and Black's (§2). Each die is then drawn in its owner's
    /// colour (class `w` or `b` on the die), not in the mover's.
    pub opening: Option<(u8, u8)>,
}

impl DiceView {
    /// The dice of `dice` for `color`, highest first, four for a double. Each value in `left`
    /// keeps one face of that value live; the others are used.
    #[must_use]
    pub fn new(dice: Dice, color: Color, left: &[u8]) -> DiceView {
        let mut left = left.to_vec();
        let faces = dice
            .faces()
            .map(|value| {
                let live = match left.iter().position(|&x| x == value) {
                    Some(i) => {
                        left.remove(i);
                        true
                    }
                    None => false,
                };
                Face { value, live }
            })
            .collect();
        DiceView {
            dice,
            faces,
            color,
            fresh: false,
            last: false,
            opening: None,
        }
    }
}

/// Everything the board shows: plain data, read only by the drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardView {
    /// Checkers per point in White's numbering. Trays hold 15 minus a side's checkers on the
    /// board. A point with checkers of both colours (no position has one) shows White's.
    pub board: Board,
    /// What is highlighted.
    pub marks: Marks,
    /// The dice shown, if any.
    pub dice: Option<DiceView>,
    /// How the board is turned.
    pub orientation: Orientation,
    /// Whether the point numbers are drawn.
    pub numbers: bool,
    /// Whose numbering the point numbers and point labels use (`data-point` stays White's).
    pub numbering: Color,
    /// The board's single tab stop (interactive boards).
    pub focus: Option<Spot>,
    /// Points and trays are buttons (`tabindex`, `role="button"`); otherwise a picture.
    pub interactive: bool,
}

impl BoardView {
    /// A picture of `board`: no marks, no dice, White at the bottom, White's numbers shown.
    #[must_use]
    pub fn new(board: Board) -> BoardView {
        BoardView {
            board,
            marks: Marks::default(),
            dice: None,
            orientation: Orientation::WhiteBottom,
            numbers: true,
            numbering: Color::White,
            focus: None,
            interactive: false,
        }
    }

    /// A picture of a position.
    #[must_use]
    pub fn of_position(position: &Position) -> BoardView {
        BoardView::new(position.board())
    }

    /// The side and count of checkers on a point, if any.
    #[must_use]
    pub fn at(&self, point: WhitePoint) -> Option<(Color, u8)> {
        let i = point.index();
        match (self.board.white[i], self.board.black[i]) {
            (0, 0) => None,
            (0, n) => Some((Color::Black, n)),
            (n, _) => Some((Color::White, n)),
        }
    }

    /// Checkers of `color` in its tray: 15 minus those on the board.
    #[must_use]
    pub fn borne_off(&self, color: Color) -> u8 {
        let on: u32 = self.board.checkers(color)[1..].iter().map(|&n| u32::from(n)).sum();
        u8::try_from(15u32.saturating_sub(on)).unwrap_or(0)
    }
}

/// Every word on the board, in the caller's language. Labels are plain text: the drawing
/// escapes them.
pub trait Labels {
    /// A point's label: its number in the view's numbering and who holds it with how many.
    fn point(&self, number: u8, occupant: Option<(Color, u8)>) -> String;
    /// A bear-off tray's label.
    fn tray(&self, color: Color, borne_off: u8) -> String;
    /// The dice's label.
    fn dice(&self, dice: Dice) -> String;
    /// The word a mark adds to a label (joined with ", ").
    fn mark(&self, mark: Mark) -> String;
}

/// The inside of the board's `<svg>` (viewBox `0 0 WIDTH HEIGHT` of [`geometry`]).
#[must_use]
pub fn board_svg(view: &BoardView, labels: &dyn Labels) -> String {
    let mut s = String::with_capacity(24_000);
    board::draw(&mut s, view, labels);
    s
}

/// A whole SVG document of the board, as [`standalone_svg`], that names itself for assistive
/// technology: an interactive board is an application (its points and trays are buttons, the
/// arrow keys its own), a picture a group (its points and trays images named by their labels);
/// `name` is its accessible name, plain text.
#[must_use]
pub fn standalone_svg_named(view: &BoardView, labels: &dyn Labels, name: &str) -> String {
    let role = if view.interactive { "application" } else { "group" };
    standalone_svg(view, labels).replacen(
        "<svg ",
        &format!(r#"<svg role="{role}" aria-label="{}" "#, esc(name)),
        1,
    )
}

/// A whole SVG document of the board with its own style, for a static diagram.
#[must_use]
pub fn standalone_svg(view: &BoardView, labels: &dyn Labels) -> String {
    let (w, h) = (svg::n(geometry::WIDTH), svg::n(geometry::HEIGHT));
    let view_box = geometry::view_box();
    let mut s = String::with_capacity(28_000);
    s.push_str(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="{ROOT_CLASS}" viewBox="{view_box}" width="{w}" height="{h}"><style>{STYLE}</style>"#
    ));
    board::draw(&mut s, view, labels);
    s.push_str("</svg>\n");
    s
}
