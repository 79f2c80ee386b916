//! What the site's pages keep on the device and share (issue 18): the storage formats of the
//! games kept and of the deck of the person's own mistakes, as plain text under local-storage
//! keys. No page owns them: the game page writes the game it plays and the games it finishes,
//! the Games page reads and rewrites the list and the deck, and the pages' headers show the
//! number of mistakes due today ([`deck::due_today`]). No web dependencies; builds for wasm32.
//!
//! | module | what it owns |
//! |---|---|
//! | [`store`] | the games kept (`fevga.games`), bounded by count and bytes; the game page writes only its game (`fevga.games-current`) and the finished ones (`fevga.games-inbox`), which the Games page takes in; one kept game, its opponent and its `Game:` line in `store/kept.rs` |
//! | [`reviews`] | the reviews of kept games (`fevga.reviews`): a turn's rating a line, kept as each turn is rated, so a review is made once and resumed after a reload |
//! | [`deck`] | the deck of the person's mistakes (`fevga.deck`), scheduled by SM-2, and the number due today |

#![warn(missing_docs)]

pub mod deck;
pub mod reviews;
pub mod store;
