//! The Games page's state and the one way through it: every action enters by [`Page::handle`];
//! the view only reads. No DOM and no rules here: records are read and replayed by the core's
//! `record::import`, reviews are the computer's (`fevga_ai::review`), the schedule is [`deck`].
//!
//! [`deck`]: crate::deck

use fevga_ai::protocol::Request;
use fevga_ai::review::Label;
use fevga_board::{Entry, Orientation, Spot, geometry};
use fevga_core::record::{self, RecordError};
use fevga_core::{ByColor, WhitePoint};

use crate::action::Action;
use crate::analysis::{Analysed, Next};
use crate::deck::{Card, Deck, Sm2};
use crate::explore::Explore;
use crate::notice::{Notice, record_error_key};
use crate::otb::OverTheBoard;
use crate::question::{Question, game_key, replay, why_refused};
use crate::reviews::Reviews;
use crate::screen::{Said, Screen};
use crate::store::{Added, Dropped, Games, Opponent, You};

mod asking;
mod import;
mod lines;
mod practice;

pub use asking::{About, Ask, ROLLOUT_TRIALS, ROLLOUT_TRUNCATE, TurnRollout};

/// What changed in the page's state, to be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Dirty {
    /// The games.
    pub games: bool,
    /// The deck.
    pub deck: bool,
    /// The reviews.
    pub reviews: bool,
}

/// The Games page's whole state.
#[derive(Debug)]
pub struct Page {
    /// The games kept.
    games: Games,
    /// The deck of mistakes.
    deck: Deck,
    /// The kept games' reviews, as far as they are rated.
    reviews: Reviews,
    /// Today (days since 1970).
    today: u32,
    /// Now, in milliseconds since 1970 (the id of a game imported now).
    now: u64,
    screen: Screen,
    notice: Option<Notice>,
    /// The deck's emptying waits for a second press.
    confirm_clear: bool,
    /// The game shown's deleting waits for a second press.
    confirm_delete: bool,
    /// A record refused, kept in the import box to be mended.
    draft: String,
    games_dirty: bool,
    deck_dirty: bool,
    reviews_dirty: bool,
    /// The card's play being entered on its board (the board's one [`Entry`]).
    entry: Option<Entry>,
    /// The card's board's keyboard focus (its one tab stop).
    focus: Spot,
    /// What the last tap, drag or undo on the card's board did, to be said.
    said: Option<Said>,
    /// A line tried from a turn of the game shown.
    explore: Option<Explore>,
    /// The number the next play tried gets.
    serial: u32,
    /// A game from a real board being entered.
    otb: Option<OverTheBoard>,
    /// A rollout of the turn shown's best and played plays.
    rollout: Option<TurnRollout>,
}

impl Page {
    /// A page with the kept games, deck and reviews.
    #[must_use]
    pub fn new(games: Games, deck: Deck, reviews: Reviews, now: u64) -> Page {
        Page {
            games,
            deck,
            reviews,
            today: crate::deck::day_of(now as f64),
            now,
            screen: Screen::List,
            notice: None,
            confirm_clear: false,
            confirm_delete: false,
            draft: String::new(),
            games_dirty: false,
            deck_dirty: false,
            reviews_dirty: false,
            entry: None,
            focus: Spot::Point(WhitePoint::ALL[23]),
            said: None,
            explore: None,
            serial: 1,
            otb: None,
            rollout: None,
        }
    }

    /// The games kept.
    #[must_use]
    pub const fn games(&self) -> &Games {
        &self.games
    }

    /// The deck of mistakes.
    #[must_use]
    pub const fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The kept games' reviews.
    #[must_use]
    pub const fn reviews(&self) -> &Reviews {
        &self.reviews
    }

    /// A kept game read with its review so far; `None` if it is not kept or cannot be read.
    #[must_use]
    pub fn analysed(&self, id: u64) -> Option<Analysed> {
        Analysed::of(self.games.get(id)?, self.reviews.lines(id)).ok()
    }

    /// Today (days since 1970), the deck's day.
    #[must_use]
    pub const fn today(&self) -> u32 {
        self.today
    }

    /// Now, in milliseconds since 1970, as last set.
    #[must_use]
    pub const fn now(&self) -> u64 {
        self.now
    }

    /// Sets the clock: `now_ms` milliseconds since 1970 (the id of a game imported now, and
    /// today's date for the deck).
    pub fn set_clock(&mut self, now_ms: f64) {
        // Milliseconds since 1970: whole and positive.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let ms = now_ms.max(0.0) as u64;
        self.now = ms;
        self.today = crate::deck::day_of(now_ms);
    }

    /// Takes the games, the deck and the reviews as stored (another tab, or the game page, may
    /// have written since).
    pub fn stored(&mut self, games: Games, deck: Deck, reviews: Reviews) {
        self.games = games;
        self.deck = deck;
        self.reviews = reviews;
    }

    /// The id of the game replayed, if a replay is shown.
    #[must_use]
    pub const fn replayed(&self) -> Option<u64> {
        match self.screen {
            Screen::Replay { id, .. } => Some(id),
            _ => None,
        }
    }

    /// The play being entered on the board: a card's, while it waits for an answer, or the
    /// line tried's.
    #[must_use]
    pub fn entry(&self) -> Option<&Entry> {
        if let Some(e) = self.explore() {
            return e.entry();
        }
        if let Some(o) = self.over_the_board() {
            return o.entry();
        }
        self.entry
            .as_ref()
            .filter(|_| matches!(self.screen, Screen::Practice { answered: None, .. }))
    }

    /// The line tried from a turn of the game shown, while it is.
    #[must_use]
    pub fn explore(&self) -> Option<&Explore> {
        self.explore.as_ref().filter(|_| self.replayed().is_some())
    }

    /// The game from a real board being entered, while it is shown.
    #[must_use]
    pub fn over_the_board(&self) -> Option<&OverTheBoard> {
        self.otb.as_ref().filter(|_| self.screen == Screen::OverTheBoard)
    }

    /// The rollout of the turn shown's plays, asked for or done.
    #[must_use]
    pub fn rollout(&self) -> Option<&TurnRollout> {
        let Screen::Replay { id, step } = self.screen else {
            return None;
        };
        self.rollout.as_ref().filter(|r| r.id == id && r.turn == step)
    }

    /// The side at the bottom of the board that takes a play: the person's on the analysis
    /// board, the mover's on a card.
    #[must_use]
    pub fn board_bottom(&self) -> fevga_core::Color {
        match self.screen {
            Screen::Replay { id, .. } => self
                .games
                .get(id)
                .and_then(|k| k.you)
                .unwrap_or(fevga_core::Color::White),
            Screen::OverTheBoard => self
                .otb
                .as_ref()
                .and_then(|o| o.setup().you)
                .unwrap_or(fevga_core::Color::White),
            _ => self.entry().map_or(fevga_core::Color::White, Entry::mover),
        }
    }

    /// The card's board's keyboard focus.
    #[must_use]
    pub const fn focus(&self) -> Spot {
        self.focus
    }

    /// What the last tap, drag or undo on the card's board did, to be said.
    #[must_use]
    pub const fn said(&self) -> Option<Said> {
        self.said
    }

    /// What is shown.
    #[must_use]
    pub const fn screen(&self) -> &Screen {
        &self.screen
    }

    /// What the last action gave.
    #[must_use]
    pub const fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The record last refused (the import box shows it again, to be mended), or empty.
    #[must_use]
    pub fn draft(&self) -> &str {
        &self.draft
    }

    /// Whether the deck's emptying waits for its confirmation.
    #[must_use]
    pub const fn confirming_clear(&self) -> bool {
        self.confirm_clear
    }

    /// Whether the game shown's deleting waits for its confirmation (Delete or Keep).
    #[must_use]
    pub const fn confirming_delete(&self) -> bool {
        self.confirm_delete
    }

    /// What changed since the last call, to be written.
    pub fn take_dirty(&mut self) -> Dirty {
        Dirty {
            games: std::mem::take(&mut self.games_dirty),
            deck: std::mem::take(&mut self.deck_dirty),
            reviews: std::mem::take(&mut self.reviews_dirty),
        }
    }

    /// Says that the storage refused the games and `dropped` were dropped to make room (or, if
    /// none could be, that the game imported was not kept).
    pub fn storage_full(&mut self, dropped: usize) {
        self.notice = Some(if dropped > 0 {
            Notice::info("games-full-dropped", dropped)
        } else {
            Notice::error("games-full", 0, String::new())
        });
    }

    /// Notes that the games changed outside an action (the game page's games taken in): they
    /// are to be written.
    pub fn games_changed(&mut self) {
        self.games_dirty = true;
    }

    /// Shows `notice` again (after a background change that cleared it).
    pub fn restore_notice(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    /// The card shown, read.
    #[must_use]
    pub fn question(&self) -> Option<Question> {
        let Screen::Practice { key, .. } = &self.screen else {
            return None;
        };
        self.deck.cards().iter().find(|c| &c.key == key).and_then(Question::of)
    }

    /// Applies an action.
    pub fn handle(&mut self, action: Action) {
        // The computer's answers arrive in the background: they leave what the person did (the
        // notice, what the board said, a question waiting for its answer) as it was.
        if matches!(
            action,
            Action::Rated { .. }
                | Action::TriedRated { .. }
                | Action::RolloutProgress(..)
                | Action::RolledOut(_)
                | Action::OtbChosen(_)
        ) {
            let (notice, said) = (self.notice.take(), self.said.take());
            let (clear, delete) = (self.confirm_clear, self.confirm_delete);
            self.answered(action);
            self.notice = self.notice.take().or(notice);
            self.said = self.said.or(said);
            (self.confirm_clear, self.confirm_delete) = (clear, delete);
            return;
        }
        self.notice = None;
        self.said = None;
        if !matches!(action, Action::Clear) {
            self.confirm_clear = false;
        }
        let confirm_delete = std::mem::take(&mut self.confirm_delete);
        // Stepping through the game, or leaving it, ends a line tried.
        if matches!(
            action,
            Action::Open(_)
                | Action::OpenRecord(_)
                | Action::List
                | Action::Step(_)
                | Action::Ends(_)
                | Action::Turn(_)
                | Action::PrevMistake
                | Action::NextMistake
                | Action::Import(_)
                | Action::Link(_)
                | Action::Practise
                | Action::Delete(_)
        ) {
            self.explore = None;
            self.rollout = None;
        }
        match action {
            Action::Open(id) => match self.games.get(id).map(replay) {
                Some(Ok(_)) => self.screen = Screen::Replay { id, step: 0 },
                Some(Err(e)) => self.refuse(&e),
                None => self.notice = Some(Notice::error("games-err-gone", 0, String::new())),
            },
            Action::OpenRecord(record) => match self.games.with_record(&record).map(|k| k.id) {
                Some(id) => self.handle(Action::Open(id)),
                None => self.notice = Some(Notice::error("games-err-gone", 0, String::new())),
            },
            // The app reads the record first (Action::OpenRecord).
            Action::OpenCurrent => {}
            Action::List => self.screen = Screen::List,
            Action::Step(d) => self.step(|step, n| step.saturating_add_signed(d as isize).min(n)),
            Action::Ends(end) => self.step(|_, n| if end { n } else { 0 }),
            Action::Import(text) => self.import(&text, Opponent::Imported, None),
            Action::Link(link) => self.import(&link.record, link.source.into(), link.you),
            Action::BadLink => self.notice = Some(Notice::error("games-err-link", 0, String::new())),
            Action::AskDelete => self.confirm_delete = self.replayed().is_some(),
            Action::KeepGame => {}
            Action::Delete(id) => {
                if confirm_delete && self.replayed() == Some(id) && self.games.remove(id) {
                    self.games_dirty = true;
                    self.screen = Screen::List;
                    self.notice = Some(Notice::info("games-deleted", 0));
                }
            }
            Action::PrevMistake | Action::NextMistake => {
                let forward = matches!(action, Action::NextMistake);
                if let Screen::Replay { id, step } = self.screen
                    && let Some(to) = self.analysed(id).and_then(|a| a.mistake_from(step, forward))
                {
                    self.screen = Screen::Replay { id, step: to };
                }
            }
            Action::Turn(to) => self.step(|_, n| to.min(n)),
            Action::Practise => self.next_card(),
            Action::Choose(i) => self.choose(i),
            Action::Tap(spot) => self.on_board(|e| Said::of(e.tap(spot))),
            Action::Drag { from, to } => self.on_board(|e| Said::of(e.drag(from, to))),
            Action::Undo => self.on_board(|e| if e.undo() { Some(Said::Undone) } else { None }),
            Action::Focus(key) => {
                // Left and Right follow the path of the checkers being moved; Up and Down go
                // across as the board is seen.
                let side = self.entry().map_or(self.board_bottom(), Entry::mover);
                let turned = self.entry().is_some() && Orientation::with_bottom(self.board_bottom()).is_turned();
                self.focus = geometry::move_focus(self.focus, key, side, turned);
            }
            Action::OtbOpen
            | Action::OtbStart(_)
            | Action::OtbRoll(_)
            | Action::OtbUndo
            | Action::OtbChosen(_)
            | Action::OtbKeep => self.over_the_board_action(action),
            Action::Explore
            | Action::ExploreBack
            | Action::ExploreLeave
            | Action::ExploreDice(_)
            | Action::TriedRated { .. } => self.explore_action(action),
            Action::Check => self.check(),
            Action::RollOut => self.start_rollout(),
            Action::Rated { .. } | Action::RolloutProgress(..) | Action::RolledOut(_) => self.answered(action),
            Action::AskClear => self.confirm_clear = !self.deck.cards().is_empty(),
            Action::Clear => {
                if std::mem::take(&mut self.confirm_clear) {
                    self.deck.clear();
                    self.deck_dirty = true;
                    self.screen = Screen::List;
                    self.notice = Some(Notice::info("games-deck-cleared", 0));
                }
            }
        }
    }
}
