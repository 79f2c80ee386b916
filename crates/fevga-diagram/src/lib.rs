//! Diagrams of Fevga positions, as rules pages show them (seed 004's way): the board, under it
//! each point's checkers as a list, both pip counts, the borne-off counts, the last move marked
//! and written, and a caption; optionally a short sequence of plays to step through.
//!
//! A [`Diagram`] is built only by [`Diagram::from_attrs`], which checks every attribute and names
//! the one at fault ([`DiagramError`]); [`Diagram::render`] writes the markup of one frame (every
//! word escaped, nothing from an attribute inserted as markup). The page's custom element, the
//! iframe page and `fevga svg` all draw through here (the game page does not depend on this
//! crate). Words come from `fevga-i18n` (the board's words and lists too); the `#position=` link
//! is `fevga_core::link`.
//!
//! | module | what it owns |
//! |---|---|
//! | `spec` | the attributes checked ([`Diagram::from_attrs`]): last move, step-through, theme and colours |
//! | `spec/notes.rs` | what an author adds to each position shown: the roll to play as dice, arrows, highlighted points, a comment (one `\|`-separated part a position) |
//! | `spec/render.rs` | a diagram's frames drawn: the board's markup or SVG, the words under it, the step controls |
//! | `frame` | one position shown ([`Frame`]) and the plays between frames: the last move taken back, a play of `moves` found |
//! | `error` | why a diagram cannot be drawn ([`DiagramError`], [`LastMoveFault`]) and its markup |
//! | `theme` | the diagram's style sheet, the colours an embed may set ([`COLORS`]) |
//! | [`task`] | "your move": a diagram with a roll and the author's answer the reader plays, replayed from the reader's acts, judged, the best play drawn and why |
//! | `describe` | the board in words for screen readers (`role="img"`: [`describe`]) and why a position text cannot be read ([`position_why`]) |
//! | [`edit`] | the position editor's changes to a position, each checked by the core |
//! | [`playing`] | moves played on the editor's board step by step (the core's `PartialTurn`, a refused step worded), recorded as `last-move` and `moves`, the last taken back |
//! | `tests/contract.rs` | the embed contract, version 1 and 1.1: attributes, the iframe's parameters and the position link, fixed (add, never rename or drop) |

#![warn(missing_docs)]

mod describe;
pub mod edit;
mod error;
mod frame;
pub mod playing;
mod spec;
pub mod task;
mod theme;

pub use describe::{describe, position_why};

pub use error::{DiagramError, LastMoveFault, error_markup};
pub use frame::Frame;
pub use spec::{ATTRIBUTES, Diagram};
pub use theme::{COLORS, PENDING, default_color, is_color, style};
