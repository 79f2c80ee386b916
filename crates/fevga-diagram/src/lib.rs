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
//! | `spec` | the attributes checked ([`DiagramError`] per fault): last move, step-through, theme and colours ([`COLORS`]); a diagram's frames drawn |
//! | `describe` | the board in words for screen readers (`role="img"`: [`describe`]) and why a position text cannot be read ([`position_why`]) |
//! | [`edit`] | the position editor's changes to a position, each checked by the core |
//! | [`playing`] | moves played on the editor's board step by step (the core's `PartialTurn`, a refused step worded), recorded as `last-move` and `moves`, the last taken back |
//! | `tests/contract.rs` | the embed contract, version 1: attributes, the iframe's parameters and the position link, fixed (add, never rename or drop) |

#![warn(missing_docs)]

mod describe;
pub mod edit;
pub mod playing;
mod spec;

pub use describe::{describe, position_why};

pub use spec::{
    ATTRIBUTES, COLORS, Diagram, DiagramError, Frame, LastMoveFault, PENDING, error_markup, is_color, style,
};
