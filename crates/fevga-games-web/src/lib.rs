//! Your games (issue 18): the Games page's own wasm (`games/`), built into `dist/games/` by
//! `scripts/build-pages.sh` (`web/pages.tsv`) and loaded only when that page opens: the list of the games kept on
//! this device, a replay on the board, export and import of records, a review by the computer's
//! worker and the practice of the deck of the person's own mistakes. The storage formats of the
//! kept games and the deck are `fevga-keep`'s (the game page writes them too), re-exported here
//! as [`store`] and [`deck`].
//!
//! The page runs the page kit's one loop (`fevga_page_web::run`): an input (a click, a key, the
//! storage changed, the computer's answer) goes to [`app::App::handle`], the state changes, the
//! page's region is drawn from it ([`view`]) and the effects are run by the glue.
//!
//! | module | what it owns |
//! |---|---|
//! | [`action`] | the state's actions, and the one an address's `#record=` asks for |
//! | [`act`] | the controls as words: each `data-action` the view writes and the glue reads |
//! | [`notice`] | what the last action gave, as a message key (a record's refusal by line) |
//! | [`question`] | a kept game replayed, its result, what makes it the same game, its download's name, the rule a refused play breaks; a card read for practice |
//! | [`screen`] | what the page shows (the list, a replay, a card) and what the card's board last did |
//! | [`page`] | the state and `Page::handle`: the list, the game shown, import (`page/import.rs`), the questions to the computer and a review finished into rates and cards, a turn's rollout (`page/asking.rs`), the lines tried and the game from a real board (`page/lines.rs`), practice (the play entered on a board with `fevga-board`'s `Entry`, or chosen from the list: `page/practice.rs`) |
//! | [`analysis`] | a kept game with its review as kept so far (the analysis board's data): the ratings read back and assembled, what the review needs next, the previous and next mistake |
//! | [`explore`] | a line tried from a turn of the game shown: the plays entered on the board in turn, each judged by the computer, a step back, the way back |
//! | [`otb`] | a game from a real board: the rolls given and the plays entered as they were played (or against the computer, its plays shown), kept as "over the board" |
//! | [`review`] | the background review's bookkeeping, a turn at a time: the turn asked, the answer read, the stop after a failure |
//! | [`stored`] | what is stored as an input finds it, the game page's games taken in, the games written to fit |
//! | [`app`] | the page as the loop runs it: inputs with what was stored, the region drawn, the [`app::Effects`]; the controls as actions in `app/controls.rs` |
//! | [`view`] | the state drawn as HTML, read only, tested natively |
//! | `effects` | the browser's side of the loop: an input's reading of the browser, the effects run (storage, live region, focus, the worker, copy and download with the kit's confirmation) |
//! | `glue` | the browser glue: start, the header, events into inputs, the worker's news |
//! | `probe` | `window.gamesState()`, the end-to-end tests' view of the state |
//! | `tests` | the page natively: import, replay, a review into cards, practice, the loop's inputs and effects, every screen in four languages without a raw key, the controls' words |
//!
//! The page itself is `web/games/` (`index.html`, `games.js`, `games.css`); it opens
//! `games/#record=<base64url>` as an import.

#![warn(missing_docs)]

pub use fevga_keep::{deck, reviews, store};

pub mod act;
pub mod action;
pub mod analysis;
pub mod app;
mod effects;
pub mod explore;
mod glue;
pub mod notice;
pub mod otb;
pub mod page;
mod probe;
pub mod question;
pub mod review;
pub mod screen;
pub mod stored;
pub mod view;

#[cfg(test)]
mod tests;
