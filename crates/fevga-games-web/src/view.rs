//! The Games page drawn from its state as HTML (read only, no DOM: tested natively): the list
//! of games with the deck and the import box, a game's replay with its record to export, or a
//! card of the deck to practise; and what an action gave, in words, for the live region.
//!
//! | module | what it draws |
//! |---|---|
//! | `parts` | the [`Context`], the buttons, the notice |
//! | `words` | a kept game in words: opponent, names, rules, result, error rates |
//! | `list` | the list screen |
//! | `replay` | a game on the analysis board: the board at a turn, the record to export |
//! | `explore` | a line tried on the analysis board: its board, plays with verdicts, task, roll and steps back |
//! | `analysis` | the analysis board's review: the turn in words with its verdict, the steps, the graph, the totals, the list of turns |
//! | `otb` | a game from a real board: its setup, the board taking the play, the roll to give, the computer's play |
//! | `practice` | a card practised |

mod analysis;
mod explore;
mod list;
mod otb;
mod parts;
mod practice;
mod replay;
mod words;

pub use analysis::{turn_words, verdict_words};
pub use parts::{Context, notice_text};
pub use practice::{practice_said, practice_view};
pub use replay::replay_view;
pub use words::{names_words, opponent_words, result_words, row_words};

use list::list_html;
use practice::practice_html;
use replay::replay_html;

use crate::page::Page;
use crate::screen::Screen;

/// The page's main region.
#[must_use]
pub fn render(page: &Page, cx: Context) -> String {
    match page.screen() {
        Screen::List => list_html(page, cx),
        Screen::Replay { id, step } => match page.games().get(*id) {
            Some(kept) => replay_html(page, kept, *step, cx),
            None => list_html(page, cx),
        },
        Screen::OverTheBoard => otb::otb_html(page, cx),
        Screen::Practice { choice, answered, .. } => match page.question() {
            Some(q) => practice_html(page, &q, *choice, *answered, cx),
            None => list_html(page, cx),
        },
    }
}

/// What the last action gave, in words, for the live region: the notice, else what the card's
/// board did, else the replay's step.
#[must_use]
pub fn said(page: &Page, cx: Context) -> Option<String> {
    notice_text(page, cx).or_else(|| match page.screen() {
        Screen::Practice { .. } => practice_said(page, cx),
        Screen::Replay { .. } if page.explore().is_some() => {
            page.explore().and_then(|e| explore::explore_said(page, e, cx))
        }
        Screen::Replay { id, step } => page.analysed(*id).map(|a| {
            let turn = turn_words(&a, *step, cx);
            match verdict_words(&a, *step, cx) {
                Some((verdict, Some(why))) => format!("{turn} {verdict} {why}"),
                Some((verdict, None)) => format!("{turn} {verdict}"),
                None => turn,
            }
        }),
        Screen::OverTheBoard => practice_said(page, cx),
        Screen::List => None,
    })
}
