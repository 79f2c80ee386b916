//! The page drawn from its state as HTML (read only, no DOM: tested natively), and what an action
//! gave, in words, for the live region. Words come from the Learn bundle (`ftl/learn/`) and,
//! for what the whole site says alike (the board, the dice, Done and Undo, the sides, the levels,
//! a refused step's rule), the game page's.
//!
//! | module | what it draws |
//! |---|---|
//! | `parts` | the buttons, the rules link, a refused step's sentence, the board with the task's text beside it |
//! | `board` | the board: the play being entered, or the task's answer drawn as arrows |
//! | `list` | the list of lessons and the way to the puzzles |
//! | `lesson` | a lesson: its text, task, verdict, hint and buttons |
//! | `puzzle` | the puzzles: the record, the filters, a puzzle's task, verdict and buttons |

mod board;
mod lesson;
mod list;
mod parts;
pub mod puzzle;

pub use board::board_view;

use fevga_i18n::{Arg, Messages};
use fevga_learn::Part;

use crate::page::{Page, Say, Screen};

/// What the view needs besides the state.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The game page's words (the board, the dice, Done and Undo, sides, levels, refusals).
    pub m: &'a Messages,
    /// The Learn bundle's words.
    pub w: &'a Messages,
    /// The person's mistakes due today on the Games page.
    pub due: usize,
}

/// The page's one region.
#[must_use]
pub fn render(page: &Page, cx: Context) -> String {
    match page.screen() {
        Screen::List => list::list_html(page, cx),
        Screen::Lesson { index, hint, .. } => lesson::lesson_html(page, *index, *hint, cx),
        Screen::Puzzle { .. } => puzzle::puzzle_html(page, cx),
    }
}

/// What the live region says for `say`.
#[must_use]
pub fn said(page: &Page, say: Say, cx: Context) -> String {
    let w = cx.w;
    match say {
        Say::Task => {
            if let Some(x) = page.lesson() {
                format!("{} {}", w.t(&x.key(Part::Title)), w.t(&x.key(Part::Task)))
            } else if let Some(p) = page.puzzle() {
                w.tf("puzzle-task", &[("dice", Arg::Str(&p.dice.higher_first().to_string()))])
            } else {
                puzzle::empty_line(page, cx)
            }
        }
        Say::Board => parts::board_said(page, cx).unwrap_or_default(),
        Say::Hint => page.lesson().map_or_else(String::new, |x| {
            w.tf("learn-hint-line", &[("hint", Arg::Str(&w.t(&x.key(Part::Hint))))])
        }),
        Say::Verdict => {
            let right = page.tried().is_some_and(|t| t.verdict.is_right());
            let head = w.t(if right { "learn-right" } else { "learn-wrong" });
            match (page.lesson(), page.puzzle(), page.tried()) {
                (Some(x), _, Some(_)) if right => format!("{head} {}", w.t(&x.key(Part::Why))),
                (Some(x), _, Some(t)) => {
                    format!(
                        "{head} {} {}",
                        lesson::wrong_text(w, &t.verdict),
                        w.t(&x.key(Part::Hint))
                    )
                }
                (_, Some(p), Some(_)) => format!("{head} {}", puzzle::answer_line(p, right, w)),
                (_, Some(p), None) if page.answer_shown() => {
                    format!("{} {}", w.t("puzzle-shown"), puzzle::answer_line(p, false, w))
                }
                _ => String::new(),
            }
        }
    }
}
