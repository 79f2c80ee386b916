//! Your games (issue 18): the games kept on this device ([`store`]), the deck of the person's
//! own mistakes scheduled by SM-2 ([`deck`]), and — with the feature `page` — the Games page's
//! own wasm (`games/`), loaded only when that page opens: the list, a replay on the board,
//! export and import of records, a review by the computer's worker and the practice of the
//! deck. The game page links only `store` and `deck` (a few functions) to keep its games and
//! show the number of mistakes due.

#![warn(missing_docs)]

pub mod deck;
#[cfg(feature = "page")]
mod glue;
#[cfg(feature = "page")]
pub mod page;
pub mod store;
#[cfg(feature = "page")]
pub mod view;

#[cfg(all(test, feature = "page"))]
mod tests;
