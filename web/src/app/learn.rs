//! The Learn section on the real board (issue 17): the lessons and the puzzles of `fevga-learn`,
//! played with the game's own entry (tap, drag, keyboard; the core's "why not" for a refused
//! step). Opening it puts the match aside and loads the section's words, the person's progress
//! and, when the puzzles open, their file; leaving it brings the match back. A lesson's try is
//! judged by the lesson's Goal ([`Lesson::check`]), a puzzle's by the puzzle's stored answer
//! ([`Puzzle::check`]): the page decides nothing itself.

use fevga_board::{Arrow, ArrowKind};
use fevga_core::{ByColor, Color, Game, Match, Play};
use fevga_i18n::Messages;
use fevga_learn::{LESSONS, Progress, parse_puzzles};

use super::{App, Focus, Message};

mod state;
use state::LearnTask;
pub use state::{LEARN_LINK, LearnFile, LearnInput, LearnSay, Learning, Load, Screen, Tried};

impl App {
    /// The Learn section, while it is open.
    #[must_use]
    pub fn learning(&self) -> Option<&Learning> {
        self.learn.as_deref()
    }

    /// One input of the section.
    pub(super) fn learn_input(&mut self, input: LearnInput) {
        if input == LearnInput::Open {
            self.open_learn();
            return;
        }
        if self.learn.is_none() {
            return;
        }
        let Some(task) = self.learn.as_deref_mut().and_then(|l| l.handle(input)) else {
            return;
        };
        match task {
            LearnTask::Close => self.leave_learn(),
            LearnTask::List => self.learn_list(),
            LearnTask::Lesson(i) => self.start_lesson(i),
            LearnTask::Puzzle(i) => self.start_puzzle(Some(i)),
            LearnTask::Puzzles => self.open_puzzles(),
            LearnTask::NextPuzzle => self.next_puzzle(),
            LearnTask::Say(say) => self.out.learn_say.push(say),
        }
    }

    /// Opens the section: the match is put aside (not saved over) and the words and the
    /// progress are asked for.
    fn open_learn(&mut self) {
        if self.learn.is_some() {
            self.learn_list();
            return;
        }
        let stash = self.keeping.mtch().clone();
        self.reset_turn();
        self.confirm = None;
        self.learn = Some(Box::new(Learning::new(stash)));
        self.show_start();
        self.out.learn_load.push(LearnFile::Progress);
        self.out.learn_load.push(LearnFile::Words(self.settings.lang));
        self.out.focus = Some(Focus::Action("learn-close"));
    }

    /// The board at the start, nothing to play on it: what the list of lessons shows (not the
    /// match put aside, whose dice would seem to wait).
    fn show_start(&mut self) {
        if let Ok(m) = Match::resume(1, ByColor::default(), Game::new(self.settings.rules)) {
            self.keeping.replace(m);
        }
    }

    /// Leaves the section: the match put aside comes back as it was.
    pub(super) fn leave_learn(&mut self) {
        let Some(l) = self.learn.take() else { return };
        self.keeping.replace(l.into_stash());
        self.reset_turn();
        self.out.announcements.push(super::Announcement::NewGame);
        self.out.focus = Some(Focus::Action("learn"));
        self.advance();
    }

    /// A file the section asked for came (`None`: it could not be loaded).
    pub(super) fn learn_loaded(&mut self, file: LearnFile, text: Option<String>) {
        let Some(l) = self.learn.as_deref_mut() else { return };
        match file {
            LearnFile::Words(lang) if lang == self.settings.lang => {
                l.words = match text.map(|t| Messages::read(lang, &t)) {
                    Some(Ok(m)) => Load::Ready(m),
                    _ => Load::Failed,
                };
                if matches!(l.words, Load::Ready(_)) && l.screen == Screen::List {
                    // The list is there now: the keyboard starts on its first lesson.
                    self.out.focus = Some(Focus::Action("learn-lesson"));
                }
            }
            LearnFile::Words(_) => {}
            LearnFile::Puzzles => {
                l.puzzles = match text.map(|t| parse_puzzles(&t)) {
                    Some(Ok(p)) if !p.is_empty() => Load::Ready(p),
                    _ => Load::Failed,
                };
                if matches!(l.screen, Screen::Puzzle { index: None, .. }) {
                    self.next_puzzle();
                }
            }
            LearnFile::Progress => match text.map(|t| t.parse::<Progress>()) {
                None => {}
                Some(Ok(p)) => l.progress = p,
                Some(Err(_)) => l.progress_lost = true,
            },
        }
    }

    /// The language changed: the section's words in the new one.
    pub(super) fn learn_language(&mut self) {
        if let Some(l) = self.learn.as_deref_mut() {
            l.words = Load::Loading;
            self.out.learn_load.push(LearnFile::Words(self.settings.lang));
        }
    }

    /// The list of lessons, with no board task.
    fn learn_list(&mut self) {
        if let Some(l) = self.learn.as_deref_mut() {
            l.screen = Screen::List;
        }
        self.reset_turn();
        self.show_start();
        self.entry = None;
        self.out.focus = Some(Focus::Action("learn-lesson"));
    }

    /// Puts a position and roll on the board for the person to play (the side to move's view).
    fn set_task(&mut self, game: Game) {
        let Ok(m) = Match::resume(1, ByColor::default(), game) else {
            return;
        };
        self.keeping.replace(m);
        self.reset_turn();
        self.advance();
        self.out.learn_say.push(LearnSay::Task);
    }

    /// The lesson of index `i` on the board, from its start.
    fn start_lesson(&mut self, i: usize) {
        let Some(lesson) = LESSONS.get(i) else { return };
        let mut game = Game::from_position(lesson.rules, lesson.position());
        if game.set_dice(lesson.dice()).is_err() {
            return;
        }
        if let Some(l) = self.learn.as_deref_mut() {
            l.screen = Screen::Lesson {
                index: i,
                hint: false,
                tried: None,
            };
        }
        self.set_task(game);
    }

    /// Opens the puzzles: loads them the first time, then offers the next one.
    fn open_puzzles(&mut self) {
        let Some(l) = self.learn.as_deref_mut() else { return };
        l.screen = Screen::Puzzle {
            index: None,
            tried: None,
        };
        match l.puzzles {
            Load::Idle | Load::Failed => {
                l.puzzles = Load::Loading;
                self.reset_turn();
                self.entry = None;
                self.out.learn_load.push(LearnFile::Puzzles);
            }
            Load::Loading => {}
            Load::Ready(_) => self.next_puzzle(),
        }
    }

    /// The next puzzle the progress offers under the filter (none: the list says so).
    fn next_puzzle(&mut self) {
        let Some(l) = self.learn.as_deref() else { return };
        let Load::Ready(all) = &l.puzzles else { return };
        let current = l.puzzle().map(|p| p.id.as_str());
        let next = l
            .progress
            .next_puzzle(all, l.filter, current)
            .and_then(|p| all.iter().position(|q| q.id == p.id));
        self.start_puzzle(next);
    }

    /// The puzzle of index `i` on the board (`None`: no puzzle left under the filter).
    fn start_puzzle(&mut self, i: Option<usize>) {
        let Some(l) = self.learn.as_deref_mut() else { return };
        l.screen = Screen::Puzzle { index: i, tried: None };
        let Some(p) = l.puzzle() else {
            self.reset_turn();
            self.entry = None;
            self.out.learn_say.push(LearnSay::Task);
            return;
        };
        let mut game = Game::from_position(p.rules, p.position);
        if game.set_dice(p.dice).is_err() {
            return;
        }
        self.set_task(game);
    }

    /// The person's whole play on a lesson or puzzle: the lesson's Goal or the puzzle's answer
    /// judges it. A wrong lesson try starts the lesson again with its hint; any puzzle try is
    /// final (the best play is shown), and recorded.
    pub(super) fn learn_judge(&mut self, play: Play) {
        let Some(l) = self.learn.as_deref_mut() else { return };
        let verdict = if let Some(lesson) = l.lesson() {
            let v = lesson.check(&play);
            if v.is_right() {
                l.progress.lesson_done(lesson.id);
            }
            v
        } else if let Some(p) = l.puzzle() {
            let v = p.check(&play);
            let id = p.id.clone();
            l.progress.record(&id, v.is_right());
            v
        } else {
            return;
        };
        let right = verdict.is_right();
        let is_lesson = l.lesson().is_some();
        match &mut l.screen {
            Screen::Lesson { hint, tried, .. } => {
                *hint |= !right;
                *tried = Some(Tried { play, verdict });
            }
            Screen::Puzzle { tried, .. } => *tried = Some(Tried { play, verdict }),
            Screen::List => {}
        }
        self.out.learn_save = Some(l.progress.to_string());
        self.out.learn_say.push(LearnSay::Verdict);
        self.messages
            .retain(|m| !matches!(m, Message::WhyNot { .. } | Message::TooFar { .. }));
        if is_lesson && !right {
            // The lesson again from its start: the board is the person's to try again.
            self.entry = None;
            self.advance();
            return;
        }
        if right && self.keeping.mtch_mut().game_mut().play_or_pass(Some(&play)).is_err() {
            return;
        }
        self.entry = None;
        let next = match (is_lesson, right) {
            (true, _) => "learn-next",
            (false, true) => "learn-next-puzzle",
            (false, false) => "learn-retry",
        };
        self.out.focus = Some(Focus::Action(next));
    }

    /// The arrows of a puzzle's answer once tried: the best play, and the person's if it was
    /// another (on the puzzle's start).
    pub(super) fn learn_arrows(&self) -> Option<Vec<Arrow>> {
        let l = self.learning()?;
        let p = l.puzzle()?;
        let t = l.tried()?;
        if t.verdict.is_right() {
            return Some(Vec::new());
        }
        let mover = p.position.turn();
        let mut arrows = super::coach::arrows_of(mover, &t.play, ArrowKind::Played);
        arrows.extend(super::coach::arrows_of(mover, &p.best, ArrowKind::Best));
        Some(arrows)
    }

    /// The side whose view the board takes while learning: the lesson's or puzzle's mover.
    pub(super) fn learn_viewer(&self) -> Option<Color> {
        let l = self.learning()?;
        l.lesson()
            .map(|x| x.position().turn())
            .or_else(|| l.puzzle().map(|p| p.position.turn()))
            .or(Some(Color::White))
    }
}

#[cfg(test)]
mod tests;
