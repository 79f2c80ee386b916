//! The page as the loop runs it: the state ([`Page`]) with the language, the mistakes due for
//! the header's line, and what the browser must do next ([`Effects`]). Every action comes in by
//! [`App::handle`]; [`App::render`] draws the page's region and [`App::take_effects`] hands out
//! the rest. No DOM here: the glue runs the effects (`effects.rs`).

use fevga_i18n::{Lang, Messages};
use fevga_learn::LESSONS;

use crate::act::Act;
use crate::action::Action;
use crate::page::{Page, Screen};
use crate::view::{self, Context};

/// The local-storage key the person's progress is kept under (the same as when Learn was a
/// section of the game page: nobody loses their progress).
pub const LEARN_KEY: &str = "fevga.learn";

/// The puzzles' file, beside the page (`learn/puzzles.txt`).
pub const PUZZLES_FILE: &str = "puzzles.txt";

/// Where the keyboard focus goes after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// The first control with this action that can act.
    Control(Act),
    /// The board's tab stop (while it takes a play).
    Board,
}

/// What the browser must do after a frame.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// The progress to keep (under [`LEARN_KEY`]).
    pub save: Option<String>,
    /// Fetch the puzzles' file ([`PUZZLES_FILE`]); its text comes back as
    /// [`Action::PuzzlesLoaded`].
    pub fetch: bool,
    /// The live region's new text.
    pub say: Option<String>,
    /// Where the keyboard focus goes.
    pub focus: Option<Focus>,
}

/// The page as the loop holds it.
#[derive(Debug)]
pub struct App {
    page: Page,
    lang: Lang,
    due: usize,
    effects: Effects,
}

impl App {
    /// The page in `lang` on its list, with the progress as stored and the person's mistakes
    /// due today (on the Games page).
    #[must_use]
    pub fn new(lang: Lang, stored: Option<&str>, due: usize) -> App {
        App {
            page: Page::new(stored),
            lang,
            due,
            effects: Effects::default(),
        }
    }

    /// The state.
    #[must_use]
    pub const fn page(&self) -> &Page {
        &self.page
    }

    /// The page's language.
    #[must_use]
    pub const fn lang(&self) -> Lang {
        self.lang
    }

    /// The side whose checkers the board's play moves (White when none is entered).
    #[must_use]
    pub fn mover(&self) -> fevga_core::Color {
        self.page
            .entry()
            .map_or(fevga_core::Color::White, fevga_board::Entry::mover)
    }

    fn context(&self) -> Context<'static> {
        Context {
            m: Messages::of(self.lang),
            w: Messages::learn(self.lang),
            due: self.due,
        }
    }

    /// Applies one action, and asks for what follows: the progress kept, the puzzles fetched,
    /// what is said, where the focus goes.
    pub fn handle(&mut self, action: Action) {
        let on_board = matches!(
            action,
            Action::Tap(_) | Action::Drag { .. } | Action::Focus(_) | Action::Deselect
        );
        let opened = matches!(
            action,
            Action::Lesson(_)
                | Action::Next
                | Action::Retry
                | Action::Puzzles
                | Action::NextPuzzle
                | Action::OpenPuzzle(_)
                | Action::PuzzlesLoaded(_)
        );
        let shown = action == Action::ShowAnswer;
        let done = action == Action::Done;
        let listed = action == Action::List;
        self.page.handle(action);
        let p = &self.page;
        let focus = if done && p.entry().is_none() {
            // A try made final: the focus on what comes next.
            let right = p.tried().is_some_and(|t| t.verdict.is_right());
            let last = p.lesson().is_some_and(|l| LESSONS.last().is_some_and(|x| x.id == l.id));
            Some(Focus::Control(match (p.lesson().is_some(), right) {
                (true, _) if last && right => Act::Puzzles,
                (true, _) => Act::Next,
                (false, true) => Act::NextPuzzle,
                (false, false) => Act::Retry,
            }))
        } else if shown && p.answer_shown() {
            Some(Focus::Control(Act::NextPuzzle))
        } else if (on_board || opened || done) && p.entry().is_some() {
            Some(Focus::Board)
        } else if *p.screen() == Screen::List && (opened || listed) {
            Some(Focus::Control(Act::Lesson))
        } else {
            None
        };
        if focus.is_some() {
            self.effects.focus = focus;
        }
        if self.page.take_dirty() {
            self.effects.save = Some(self.page.progress().to_string());
        }
        self.effects.fetch |= self.page.take_fetch();
        if let Some(say) = self.page.take_say() {
            self.effects.say = Some(view::said(&self.page, say, self.context()));
        }
    }

    /// The page's one region, `#app`.
    #[must_use]
    pub fn render(&self) -> Vec<(&'static str, String)> {
        vec![("app", view::render(&self.page, self.context()))]
    }

    /// The effects asked for since they were last taken.
    pub fn take_effects(&mut self) -> Effects {
        std::mem::take(&mut self.effects)
    }
}
