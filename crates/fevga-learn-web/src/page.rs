//! The Learn page's state and the one way through it, [`Page::handle`]: the list, a lesson or a
//! puzzle on the board, the play entered with `fevga-board`'s [`Entry`] (the core's `PartialTurn`
//! says where a checker may go and why a step is refused), and the try judged by `fevga-learn`: a
//! lesson's by its Goal ([`Lesson::check`]), a puzzle's by its stored answer
//! ([`Puzzle::check`]). The page decides nothing itself. No DOM here.

use fevga_board::{Entry, Orientation, Spot, Tapped, geometry};
use fevga_core::{Color, Dice, Play, Position, Rules, WhitePoint};
use fevga_learn::{Filter, LESSONS, Lesson, Progress, Puzzle, parse_puzzles};

use crate::action::Action;
pub use crate::screen::{Load, Said, Say, Screen, Tried};

/// The Learn page's whole state.
#[derive(Debug)]
pub struct Page {
    puzzles: Load<Vec<Puzzle>>,
    progress: Progress,
    /// The stored progress could not be read: it starts anew (and is kept only once changed).
    progress_lost: bool,
    filter: Filter,
    screen: Screen,
    /// The play being entered on the board (none on the list, or once a try is final).
    entry: Option<Entry>,
    /// The board's keyboard focus (its one tab stop).
    focus: Spot,
    /// What the last input on the board did.
    said: Option<Said>,
    /// What to announce for the last action.
    say: Option<Say>,
    /// The progress changed: to be kept.
    dirty: bool,
    /// The puzzles' file is to be fetched.
    fetch: bool,
}

impl Page {
    /// The page on its list, with the progress as stored (`None`: nothing stored).
    #[must_use]
    pub fn new(stored: Option<&str>) -> Page {
        let (progress, progress_lost) = match stored.map(str::parse::<Progress>) {
            None => (Progress::default(), false),
            Some(Ok(p)) => (p, false),
            Some(Err(_)) => (Progress::default(), true),
        };
        Page {
            puzzles: Load::Idle,
            progress,
            progress_lost,
            filter: Filter::default(),
            screen: Screen::List,
            entry: None,
            focus: Spot::Point(WhitePoint::ALL[23]),
            said: None,
            say: None,
            dirty: false,
            fetch: false,
        }
    }

    /// Where the person is.
    #[must_use]
    pub const fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The puzzles.
    #[must_use]
    pub const fn puzzles(&self) -> &Load<Vec<Puzzle>> {
        &self.puzzles
    }

    /// The person's progress.
    #[must_use]
    pub const fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The stored progress could not be read: it starts anew.
    #[must_use]
    pub const fn progress_lost(&self) -> bool {
        self.progress_lost
    }

    /// Which puzzles are offered.
    #[must_use]
    pub const fn filter(&self) -> &Filter {
        &self.filter
    }

    /// The play being entered on the board, if the board takes one.
    #[must_use]
    pub const fn entry(&self) -> Option<&Entry> {
        self.entry.as_ref()
    }

    /// The board's keyboard focus.
    #[must_use]
    pub const fn focus(&self) -> Spot {
        self.focus
    }

    /// What the last input on the board did.
    #[must_use]
    pub const fn said(&self) -> Option<Said> {
        self.said
    }

    /// The lesson on the board, if one is.
    #[must_use]
    pub fn lesson(&self) -> Option<&'static Lesson> {
        match self.screen {
            Screen::Lesson { index, .. } => LESSONS.get(index),
            _ => None,
        }
    }

    /// The puzzle on the board, if one is.
    #[must_use]
    pub fn puzzle(&self) -> Option<&Puzzle> {
        match (&self.screen, &self.puzzles) {
            (Screen::Puzzle { index: Some(i), .. }, Load::Ready(all)) => all.get(*i),
            _ => None,
        }
    }

    /// The last try of the lesson or puzzle on the board.
    #[must_use]
    pub fn tried(&self) -> Option<&Tried> {
        match &self.screen {
            Screen::Lesson { tried, .. } | Screen::Puzzle { tried, .. } => tried.as_ref(),
            Screen::List => None,
        }
    }

    /// The task on the board: its rules, start and roll (none on the list).
    #[must_use]
    pub fn task(&self) -> Option<(Rules, Position, Dice)> {
        if let Some(l) = self.lesson() {
            return Some((l.rules, l.position(), l.dice()));
        }
        self.puzzle().map(|p| (p.rules, p.position, p.dice))
    }

    /// The position the board shows: the play entered so far, else the task's start, or where a
    /// right answer left it.
    #[must_use]
    pub fn shown(&self) -> Option<Position> {
        if let Some(e) = &self.entry {
            return Some(e.turn().position());
        }
        let (_, start, _) = self.task()?;
        Some(match self.tried() {
            Some(t) if t.verdict.is_right() => start.after(Some(&t.play)),
            _ => start,
        })
    }

    /// Takes what the last action asks to announce.
    pub fn take_say(&mut self) -> Option<Say> {
        self.say.take()
    }

    /// Takes whether the progress changed (to be kept).
    pub fn take_dirty(&mut self) -> bool {
        std::mem::take(&mut self.dirty)
    }

    /// Takes whether the puzzles' file is to be fetched.
    pub fn take_fetch(&mut self) -> bool {
        std::mem::take(&mut self.fetch)
    }

    /// Applies one action.
    pub fn handle(&mut self, action: Action) {
        // What the board said stays while its focus moves (a refusal read, then the way on).
        if !matches!(action, Action::Focus(_) | Action::Deselect) {
            self.said = None;
        }
        match action {
            Action::List => self.list(),
            Action::Lesson(i) => self.start_lesson(i),
            Action::Next => match self.screen {
                Screen::Lesson { index, .. } if index + 1 < LESSONS.len() => self.start_lesson(index + 1),
                _ => self.list(),
            },
            Action::Hint => {
                if let Screen::Lesson { hint, .. } = &mut self.screen {
                    *hint = true;
                    self.say = Some(Say::Hint);
                }
            }
            Action::Retry => match self.screen {
                Screen::Lesson { index, .. } => self.start_lesson(index),
                Screen::Puzzle { index: Some(i), .. } => self.start_puzzle(Some(i)),
                _ => {}
            },
            Action::Puzzles => self.open_puzzles(),
            Action::NextPuzzle => {
                self.skip_unseen();
                self.next_puzzle();
            }
            Action::ShowAnswer => self.show_answer(),
            Action::OpenPuzzle(id) => {
                if let Load::Ready(all) = &self.puzzles
                    && let Some(i) = all.iter().position(|p| p.id == id)
                {
                    self.skip_unseen();
                    self.start_puzzle(Some(i));
                }
            }
            Action::Theme(t) => {
                self.filter.theme = t;
                self.next_puzzle();
            }
            Action::Difficulty(d) => {
                self.filter.difficulty = d;
                self.next_puzzle();
            }
            Action::Rules(r) => {
                self.filter.rules = r;
                self.next_puzzle();
            }
            Action::PuzzlesLoaded(text) => self.puzzles_loaded(text),
            Action::Stored(text) => self.stored(text.as_deref()),
            Action::Tap(spot) => self.on_board(|e| e.tap(spot)),
            Action::Drag { from, to } => self.on_board(|e| e.drag(from, to)),
            Action::Undo => {
                if let Some(e) = self.entry.as_mut()
                    && e.undo()
                {
                    self.said = Some(Said::Undone);
                    self.say = Some(Say::Board);
                }
            }
            Action::Focus(key) => {
                // Left and Right follow the mover's path; Up and Down go across as the board is
                // seen (turned half round for Black).
                let side = self.entry.as_ref().map_or(Color::White, Entry::mover);
                let turned = self.entry.is_some() && Orientation::with_bottom(side).is_turned();
                self.focus = geometry::move_focus(self.focus, key, side, turned);
            }
            Action::Deselect => {
                if let Some(e) = self.entry.as_mut() {
                    e.deselect();
                }
            }
            Action::Done => {
                if let Some(play) = self.entry.as_ref().and_then(Entry::completed) {
                    self.judge(play);
                }
            }
        }
    }

    /// The progress another tab kept (a text that cannot be read changes nothing).
    fn stored(&mut self, text: Option<&str>) {
        if let Some(Ok(p)) = text.map(str::parse::<Progress>) {
            self.progress = p;
            self.progress_lost = false;
        }
    }

    /// The list of lessons, with no board task.
    fn list(&mut self) {
        self.screen = Screen::List;
        self.entry = None;
    }

    /// Puts a task on the board for the person to play, the focus on its first checker.
    fn set_task(&mut self, rules: Rules, position: Position, dice: Dice) {
        let e = Entry::new(position, rules, dice);
        if let Some(p) = e.first_movable() {
            self.focus = Spot::Point(p);
        }
        self.entry = Some(e);
        self.say = Some(Say::Task);
    }

    /// The lesson of index `i` on the board, from its start.
    fn start_lesson(&mut self, i: usize) {
        let Some(lesson) = LESSONS.get(i) else { return };
        self.screen = Screen::Lesson {
            index: i,
            hint: false,
            tried: None,
        };
        self.set_task(lesson.rules, lesson.position(), lesson.dice());
    }

    /// Opens the puzzles: asks for their file the first time, then offers the next one.
    fn open_puzzles(&mut self) {
        self.screen = Screen::Puzzle {
            index: None,
            tried: None,
            shown: false,
        };
        self.entry = None;
        match self.puzzles {
            Load::Idle | Load::Failed => {
                self.puzzles = Load::Loading;
                self.fetch = true;
            }
            Load::Loading => {}
            Load::Ready(_) => self.next_puzzle(),
        }
    }

    /// The puzzles' file came (`None`: it could not be had).
    fn puzzles_loaded(&mut self, text: Option<String>) {
        self.puzzles = match text.map(|t| parse_puzzles(&t)) {
            Some(Ok(p)) if !p.is_empty() => Load::Ready(p),
            _ => Load::Failed,
        };
        // Puzzles the file no longer has are forgotten, and the progress kept so.
        if let Load::Ready(all) = &self.puzzles
            && self.progress.forget_missing(all)
        {
            self.dirty = true;
        }
        if matches!(self.screen, Screen::Puzzle { index: None, .. }) {
            self.next_puzzle();
        }
    }

    /// The next puzzle the progress offers under the filter (none: the page says so).
    fn next_puzzle(&mut self) {
        if !matches!(self.screen, Screen::Puzzle { .. }) {
            return;
        }
        let Load::Ready(all) = &self.puzzles else { return };
        let current = self.puzzle().map(|p| p.id.as_str());
        let next = self
            .progress
            .next_puzzle(all, self.filter, current)
            .and_then(|p| all.iter().position(|q| q.id == p.id));
        self.start_puzzle(next);
    }

    /// The puzzle of index `i` on the board (`None`: no puzzle left under the filter).
    fn start_puzzle(&mut self, i: Option<usize>) {
        self.screen = Screen::Puzzle {
            index: i,
            tried: None,
            shown: false,
        };
        self.entry = None;
        match self.puzzle().map(|p| (p.rules, p.position, p.dice)) {
            Some((rules, position, dice)) => self.set_task(rules, position, dice),
            None => self.say = Some(Say::Task),
        }
    }

    /// Whether the puzzle's answer was shown (before any try).
    #[must_use]
    pub const fn answer_shown(&self) -> bool {
        matches!(self.screen, Screen::Puzzle { shown: true, .. })
    }

    /// The puzzle on the board, left untried and its answer unseen, is skipped: no try, no
    /// rating; offered again once the rest of the choice was.
    fn skip_unseen(&mut self) {
        if self.tried().is_none()
            && !self.answer_shown()
            && let Some(id) = self.puzzle().map(|p| p.id.clone())
        {
            self.progress.skip(&id);
            self.dirty = true;
        }
    }

    /// Shows the puzzle's answer, untried: a failed try (rated as one at its first try); the
    /// board shows the best play on the start.
    fn show_answer(&mut self) {
        let Some(p) = self.puzzle().cloned() else { return };
        if self.tried().is_some() || self.answer_shown() {
            return;
        }
        self.progress.rate(&p, false);
        self.dirty = true;
        self.progress_lost = false;
        self.entry = None;
        if let Screen::Puzzle { shown, .. } = &mut self.screen {
            *shown = true;
        }
        self.say = Some(Say::Verdict);
    }

    /// A tap or drag on the board, while it takes a play.
    fn on_board(&mut self, f: impl FnOnce(&mut Entry) -> Tapped) {
        let Some(e) = self.entry.as_mut() else { return };
        self.said = Said::of(f(e));
        if self.said.is_some() {
            self.say = Some(Say::Board);
        }
    }

    /// The person's whole play: the lesson's Goal or the puzzle's answer judges it. A wrong
    /// lesson try starts the lesson again with its hint; any puzzle try is final (the best play is
    /// shown), and recorded.
    fn judge(&mut self, play: Play) {
        let verdict = if let Some(lesson) = self.lesson() {
            let v = lesson.check(&play);
            if v.is_right() {
                self.progress.lesson_done(lesson.id);
            }
            v
        } else if let Some(p) = self.puzzle() {
            let v = p.check(&play);
            let p = p.clone();
            self.progress.rate(&p, v.is_right());
            v
        } else {
            return;
        };
        self.dirty = true;
        self.progress_lost = false;
        self.say = Some(Say::Verdict);
        let again = !verdict.is_right() && self.lesson().is_some();
        match &mut self.screen {
            Screen::Lesson { hint, tried, .. } => {
                *hint |= again;
                *tried = Some(Tried { play, verdict });
            }
            Screen::Puzzle { tried, .. } => *tried = Some(Tried { play, verdict }),
            Screen::List => {}
        }
        if again {
            // The lesson again from its start: the board is the person's to try again.
            if let Some((rules, position, dice)) = self.task() {
                let e = Entry::new(position, rules, dice);
                self.entry = Some(e);
            }
        } else {
            self.entry = None;
        }
    }
}
