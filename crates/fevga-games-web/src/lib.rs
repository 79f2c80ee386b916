//! Your games (issue 18): the games kept on this device ([`store`]), the deck of the person's
//! own mistakes scheduled by SM-2 ([`deck`]), and — with the feature `page` — the Games page's
//! own wasm (`games/`), built into `dist/games/` by `scripts/build-games.sh` and loaded only when
//! that page opens: the list, a replay on the board, export and import of records, a review by
//! the computer's worker and the practice of the deck. The game page links only `store` and
//! `deck` (a few functions) to keep its games and show the number of mistakes due.
//!
//! | module | what it owns |
//! |---|---|
//! | [`store`] | the games kept (`fevga.games`), bounded by count and bytes; the game page writes only its game (`fevga.games-current`) and the finished ones (`fevga.games-inbox`), which the Games page takes in |
//! | [`deck`] | the deck of the person's mistakes (`fevga.deck`), scheduled by SM-2 |
//! | `page` | (feature `page`) the state and `Page::handle`: the list, replay, import (refusals by line), review results into cards, practice (the play entered on the card's board with `fevga-board`'s `Entry`, or chosen from the list) |
//! | `view` | (feature `page`) the state drawn as HTML, read only, tested natively |
//! | `glue` | (feature `page`) the browser glue: events, storage, clipboard, download, files, `#record=`, the computer's worker reviewing in the background |
//! | `tests` | the page natively: import, replay, a review into cards, practice, every screen in four languages without a raw key |
//!
//! The page itself is `web/games/` (`index.html`, `games.js`, `games.css`); it opens
//! `games/#record=<base64url>` as an import.

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
