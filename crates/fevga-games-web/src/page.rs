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

mod practice;

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

/// A play for the computer to rate: a turn of a kept game (its id, the turn from 0, the turns
/// in the game), or a play tried on the analysis board; the question.
#[derive(Debug, Clone)]
pub struct ToRate {
    /// The game's id.
    pub id: u64,
    /// The turn, counted from 0.
    pub turn: usize,
    /// The turns in the game.
    pub total: usize,
    /// A play tried (its serial), not a turn of the game.
    pub tried: Option<u32>,
    /// The computer's play on the game from a real board, not a rating.
    pub choose: bool,
    /// The question to the computer.
    pub request: Request,
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

    /// The next turn the computer is to rate: of the game shown first, then of the newest
    /// finished game not reviewed yet. Turns without a choice are rated here (`-`), lines that
    /// no longer read are dropped, and a review that ends here is finished ([`Page::reviewed`]).
    pub fn next_to_rate(&mut self) -> Option<ToRate> {
        let seed = self.now ^ (self.otb.as_ref().map_or(0, |o| o.game().history().len() as u64) << 48);
        if let Some(request) = self.over_the_board().and_then(|o| o.to_choose(seed)) {
            return Some(ToRate {
                id: 0,
                turn: 0,
                total: 0,
                tried: None,
                choose: true,
                request,
            });
        }
        if let (Some(id), Some((serial, request))) = (self.replayed(), self.explore().and_then(Explore::to_rate)) {
            return Some(ToRate {
                id,
                turn: 0,
                total: 0,
                tried: Some(serial),
                choose: false,
                request,
            });
        }
        let shown = self.replayed();
        let waiting = self
            .games
            .games()
            .iter()
            .rev()
            .filter(|k| k.rates.is_none() && k.finished())
            .map(|k| k.id);
        let candidates: Vec<u64> = shown.into_iter().chain(waiting).collect();
        for id in candidates {
            let Some(a) = self.analysed(id) else { continue };
            if a.rated < self.reviews.rated(id) {
                self.reviews.truncate(id, a.rated);
                self.reviews_dirty = true;
            }
            let mut turn = a.rated;
            loop {
                match a.next(turn) {
                    Next::Ask(request) => {
                        return Some(ToRate {
                            id,
                            turn,
                            total: a.turns(),
                            tried: None,
                            choose: false,
                            request,
                        });
                    }
                    Next::NoChoice => {
                        self.reviews.push(id, turn, "-");
                        self.reviews_dirty = true;
                        turn += 1;
                    }
                    Next::Done => {
                        if turn > a.rated || self.games.get(id).is_some_and(|k| k.rates.is_none()) {
                            self.reviewed(id);
                        }
                        break;
                    }
                }
            }
        }
        None
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
            Action::Rated { id, turn, line } => {
                if self.reviews.push(id, turn, &line) {
                    self.reviews_dirty = true;
                    if self.analysed(id).is_some_and(|a| a.complete()) {
                        self.reviewed(id);
                    }
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
                let turned = self.entry().is_some() && Orientation::with_bottom(self.board_bottom()).is_turned();
                self.focus = geometry::move_focus_seen(self.focus, key, turned);
            }
            Action::OtbOpen => {
                self.screen = Screen::OverTheBoard;
                self.otb = None;
            }
            Action::OtbStart(setup) => {
                self.screen = Screen::OverTheBoard;
                self.otb = Some(OverTheBoard::new(setup));
            }
            Action::OtbRoll(dice) => {
                if let Some(o) = self.otb.as_mut() {
                    match o.set_roll(dice) {
                        Ok(()) => {
                            if let Some(p) = o.entry().and_then(Entry::first_movable) {
                                self.focus = Spot::Point(p);
                            }
                        }
                        Err(_) if dice.first() == dice.second() && o.game().opening().is_none() => {
                            self.notice = Some(Notice::error("games-otb-tie", 0, String::new()));
                        }
                        Err(_) => {}
                    }
                }
            }
            Action::OtbUndo => {
                if let Some(o) = self.otb.as_mut() {
                    o.undo();
                }
            }
            Action::OtbChosen(play) => {
                if let Some(o) = self.otb.as_mut() {
                    o.computer_played(play);
                }
            }
            Action::OtbKeep => self.keep_over_the_board(),
            Action::Explore => self.start_explore(),
            Action::ExploreBack => {
                if let Some(e) = self.explore.as_mut()
                    && !e.take_back()
                {
                    self.explore = None;
                }
            }
            Action::ExploreLeave => self.explore = None,
            Action::ExploreDice(dice) => {
                if let Some(e) = self.explore.as_mut() {
                    e.set_dice(dice);
                }
            }
            Action::TriedRated { serial, best, played } => {
                if let Some(e) = self.explore.as_mut() {
                    e.rated(serial, best, played);
                }
            }
            Action::Check => self.check(),
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

    /// The game from a real board kept as "over the board" (once: kept again, it is the same
    /// game) and opened on the analysis board.
    fn keep_over_the_board(&mut self) {
        let Some(o) = self.otb.as_ref() else { return };
        if o.game().history().is_empty() {
            self.notice = Some(Notice::error("games-otb-empty", 0, String::new()));
            return;
        }
        let (record, you) = (o.record(), o.setup().you);
        let key = game_key(&record);
        let Added { id, .. } = self
            .games
            .add_by(&record, Opponent::OverTheBoard, you, self.now, |kept| {
                key.is_some() && game_key(kept) == key
            });
        self.games_dirty = true;
        self.otb = None;
        self.screen = Screen::Replay { id, step: 0 };
    }

    /// A line tried from the turn shown: its position and roll on the board, to play.
    fn start_explore(&mut self) {
        let Screen::Replay { id, step } = self.screen else {
            return;
        };
        let Some(a) = self.analysed(id) else { return };
        self.explore = Explore::new(&a.game, step, self.serial);
        if let Some(p) = self
            .explore
            .as_ref()
            .and_then(Explore::entry)
            .and_then(Entry::first_movable)
        {
            self.focus = Spot::Point(p);
        }
    }

    fn refuse(&mut self, e: &RecordError) {
        self.notice = Some(Notice::error(record_error_key(e), e.line, String::new()));
    }

    fn step(&mut self, f: impl FnOnce(usize, usize) -> usize) {
        if let Screen::Replay { id, step } = self.screen {
            let n = self
                .games
                .get(id)
                .and_then(|k| replay(k).ok())
                .map_or(0, |g| g.history().len());
            self.screen = Screen::Replay { id, step: f(step, n) };
        }
    }

    fn import(&mut self, text: &str, opponent: Opponent, you: You) {
        let text = text.trim();
        if let Err(e) = record::import(text) {
            let line = text.lines().nth(e.line.saturating_sub(1)).unwrap_or_default();
            let shown: String = line.chars().take(60).collect();
            self.notice = Some(Notice {
                why: why_refused(text, &e),
                ..Notice::error(record_error_key(&e), e.line, shown)
            });
            self.draft = text.to_string();
            return;
        }
        self.draft.clear();
        // The same game is the same rules, names and moves, however the text is spaced.
        let key = game_key(text);
        let Added { id, dropped, new } = self.games.add_by(text, opponent, you, self.now, |kept| {
            key.is_some() && game_key(kept) == key
        });
        self.games_dirty = true;
        self.screen = Screen::Replay { id, step: 0 };
        let Dropped { finished, unfinished } = dropped;
        self.notice = Some(match finished + unfinished {
            _ if !new => Notice::info("games-kept-already", 0),
            0 => Notice::info("games-imported", 0),
            n => Notice::info("games-imported-dropped", n),
        });
    }

    /// A review finished: the game's error rates noted, the person's mistakes and blunders
    /// dealt into the deck (once: the deck refuses a card it holds).
    fn reviewed(&mut self, id: u64) {
        let (Some(kept), Some(a)) = (self.games.get(id).cloned(), self.analysed(id)) else {
            return;
        };
        let (game, review) = (&a.game, &a.review);
        // Millipoints: rounded, never negative.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let mp = |t: &fevga_ai::review::Totals| t.error_rate_mp().max(0.0).round() as u32;
        self.games
            .set_rates(id, ByColor::new(mp(&review.totals[0]), mp(&review.totals[1])));
        self.games_dirty = true;
        let mut added = 0;
        for t in &review.turns {
            let person = kept.you.is_none_or(|c| c == t.color);
            let big = matches!(t.label, Some(Label::Mistake | Label::Blunder));
            let (Some(best), Some(played), Some(turn)) = (t.best, t.played_rated, game.history().get(t.number - 1))
            else {
                continue;
            };
            if !person || !big {
                continue;
            }
            #[allow(clippy::cast_possible_truncation)]
            let mp = |e: f32| (e * 1000.0).round() as i32;
            let reason = t.reason.map(|r| r.name().to_string()).unwrap_or_default();
            let card = Card {
                key: format!("{id}.{}", t.number),
                rules: game.rules().as_str().to_string(),
                position: turn.before.to_string(),
                dice: t.dice.to_string(),
                best: best.play.notation(),
                played: played.play.notation(),
                best_mp: mp(best.equity),
                played_mp: mp(played.equity),
                reason,
                sm2: Sm2::new(self.today),
            };
            if self.deck.add(card) {
                added += 1;
            }
        }
        if added > 0 {
            self.deck_dirty = true;
        }
    }
}
