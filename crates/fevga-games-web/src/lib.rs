//! Your games (issue 18): the Games page's own wasm (`games/`), built into `dist/games/` by
//! `scripts/build-pages.sh` (`web/pages.tsv`) and loaded only when that page opens: the list of the games kept on
//! this device, a replay on the board, export and import of records, a review by the computer's
//! worker and the practice of the deck of the person's own mistakes. The storage formats of the
//! kept games and the deck are `fevga-keep`'s (the game page writes them too), re-exported here
//! as [`store`] and [`deck`].
//!
//! | module | what it owns |
//! |---|---|
//! | `page` | the state and `Page::handle`: the list, replay, import (refusals by line), review results into cards, practice (the play entered on the card's board with `fevga-board`'s `Entry`, or chosen from the list) |
//! | `view` | the state drawn as HTML, read only, tested natively |
//! | `glue` | the browser glue: events, storage, clipboard, download, files, `#record=`, the computer's worker reviewing in the background |
//! | `tests` | the page natively: import, replay, a review into cards, practice, every screen in four languages without a raw key |
//!
//! The page itself is `web/games/` (`index.html`, `games.js`, `games.css`); it opens
//! `games/#record=<base64url>` as an import.

#![warn(missing_docs)]

pub use fevga_keep::{deck, store};

mod glue;
pub mod page;
pub mod view;

#[cfg(test)]
mod tests;
