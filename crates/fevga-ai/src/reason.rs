//! Why the better play was better, in one fact the engine can state: the core's
//! [`Reason::of`] (a position's shape compared, the first fact that holds), re-exported for the
//! review.

/// The one fact said about a better play, and [`Reason::of`], the one way to find it.
pub use fevga_core::reason::Reason;
