//! Diagrams of Fevga positions, as rules pages show them (seed 004's way): the board, under it
//! each point's checkers as a list, both pip counts, the borne-off counts, the last move marked
//! and written, and a caption; optionally a short sequence of plays to step through.
//!
//! A [`Diagram`] is built only by [`Diagram::from_attrs`], which checks every attribute and names
//! the one at fault ([`DiagramError`]); [`Diagram::render`] writes the markup of one frame (every
//! word escaped, nothing from an attribute inserted as markup). The page's custom element, the
//! iframe page and `fevga svg` all draw through here. Words come from `fevga-i18n` (the board's
//! words and lists too); the `#position=` link is `fevga_core::link`.

#![warn(missing_docs)]

mod describe;
pub mod edit;
pub mod playing;
mod spec;

pub use describe::{describe, position_why};

pub use spec::{
    ATTRIBUTES, COLORS, Diagram, DiagramError, Frame, LastMoveFault, PENDING, error_markup, is_color, style,
};
