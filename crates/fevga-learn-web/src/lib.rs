//! Learn to play (issue 17): the Learn page's own wasm (`learn/`), built into `dist/learn/` by
//! `scripts/build-pages.sh` (`web/pages.tsv`) and loaded only when that page opens, so the game
//! page's first download carries none of it. The ten lessons and the puzzles are
//! `fevga-learn`'s, played on the real board with the shared input (`fevga-board-web`: tap, drag,
//! keyboard; `fevga-board`'s `Entry`, so a refused step says the core's rule) and judged by
//! `fevga-learn` (a lesson's Goal, a puzzle's stored answer): the page decides nothing itself.
//! The words are the Learn bundle's (`fevga-i18n`'s `ftl/learn/`); the person's progress is
//! kept under `fevga.learn`, the key the game page's Learn section used. The page runs on the
//! page kit's one loop (`fevga_page_web::run`): action → [`app::App::handle`] → state → render
//! → effects.
//!
//! | module | what it owns |
//! |---|---|
//! | [`act`] | the controls' `data-action` words, written by the view and read by the glue |
//! | [`action`] | the state's actions: one per click, tap, key, filter or piece of news, and the action a control asks for |
//! | [`screen`] | what the page shows and says: where the person is, a try and its verdict, the puzzles' file as it loads, what the board did |
//! | [`page`] | the state and the one way through it, [`page::Page::handle`]: the list, a lesson or puzzle on the board, the play entered, the try judged, the progress |
//! | [`app`] | the state as the loop holds it: the language, the focus rules, what is said, the region drawn, the [`app::Effects`] of a frame |
//! | [`view`] | the state drawn as HTML (the list, a lesson, the puzzles, the board), read only, tested natively |
//! | `effects` | the loop's side in the browser: the progress kept, the puzzles' file fetched (`learn/puzzles.txt`), the live region, the focus |
//! | `glue` | the start (the language, the site's header with Learn marked, the progress kept), the browser's events in |
//! | `probe` | `window.learnState()`, the end-to-end tests' view of the state |
//! | `tests` | the page natively: lessons right and wrong, puzzles judged by their file, progress kept and refused, every screen in four languages without a raw key, the markup's controls |
//!
//! The page itself is `web/learn/` (`index.html`, `learn.js`, `learn.css`); the game page's
//! `boot.js` sends an old `#learn` address there.

#![warn(missing_docs)]

pub mod act;
pub mod action;
pub mod app;
pub mod page;
pub mod screen;
pub mod view;

mod effects;
mod glue;
mod probe;

#[cfg(test)]
mod tests;
