//! The friend page drawn from its state as HTML (read only, no DOM: tested natively): the list
//! of games with the new-game form and the link box, an invitation opened, or one game with its
//! board, the roll to play, and the link to send.
//!
//! | module | what it owns |
//! |---|---|
//! | this module | [`render`]: which of the three the page shows |
//! | [`parts`] | the [`Context`], buttons by their [`Control`](crate::control::Control), options, the notice, the score |
//! | [`list`] | the list of games, the new-game form, the link box; an invitation opened |
//! | [`game`] | one game: the board and its text, the turns, our roll, the end, the link to send; the sentences said |
//! | [`board`] | the board's picture: the position shown, its marks, the dice, the hint's arrows |
//! | [`links`] | the addresses offered: the link to send, the address to watch, the Games page's review |
//! | [`watch`] | a match of others watched: its board, the turns, whose turn or the end, the review; the address to watch a game of ours |

pub mod board;
pub mod game;
pub mod links;
pub mod list;
pub mod parts;
pub mod watch;

pub use board::board_view;
pub use game::{hint_sentence, said_text, why_sentence};
pub use links::{address, is_watch_address, review_address, watch_address, watched_review_address};
pub use list::{LENGTHS, row_words};
pub use parts::{Context, notice_text};

use crate::page::Page;

/// The page's main region.
#[must_use]
pub fn render(page: &Page, cx: Context) -> String {
    if let Some(link) = page.invitation() {
        return list::invitation_html(page, &link, cx);
    }
    match (page.current(), page.watching()) {
        (Some(game), _) => game::game_html(page, game, cx),
        (None, Some(watched)) => watch::watch_html(page, watched, cx),
        (None, None) => list::list_html(page, cx),
    }
}
