//! The Games page's state and the one way through it: every action enters by [`Page::handle`];
//! the view only reads. No DOM and no rules here: records are read and replayed by the core's
//! `record::import`, reviews are the computer's (`fevga_ai::review`), the schedule is [`deck`].
//!
//! [`deck`]: crate::deck

use fevga_ai::review::{Label, Review};
use fevga_board::{Entry, FocusKey, Orientation, Spot, Tapped, geometry};
use fevga_core::link::{RecordLink, RecordLinkError};
use fevga_core::record::{self, RecordError, RecordErrorKind};
use fevga_core::{ByColor, Color, Dice, Game, Phase, Play, Position, Refusal, Rules, WhitePoint};

use crate::deck::{Card, Deck, Sm2};
use crate::store::{Added, Dropped, Games, Kept, Opponent, You};

/// The action an address's fragment asks for: [`Action::Link`] for a record link,
/// [`Action::BadLink`] for a `record=` the core's [`RecordLink`] refuses, `None` when the
/// fragment holds no record link.
#[must_use]
pub fn link_action(fragment: &str) -> Option<Action> {
    match RecordLink::from_fragment(fragment) {
        Err(RecordLinkError::NotARecordLink) => None,
        Err(_) => Some(Action::BadLink),
        Ok(link) => Some(Action::Link(link)),
    }
}

/// One action of the person (or of the computer's worker).
#[derive(Debug, Clone)]
pub enum Action {
    /// Opens a kept game's replay at its last turn.
    Open(u64),
    /// Back to the list.
    List,
    /// One turn back (−1) or on (+1) in the replay.
    Step(i32),
    /// To the replay's start or end.
    Ends(bool),
    /// Imports a record text (pasted, or from a file): who played is not known.
    Import(String),
    /// Imports the record a record link brings (the address's `#record=`, as the core's
    /// [`RecordLink`] reads it), filed by its source and side; a record kept already is opened,
    /// not kept twice.
    Link(RecordLink),
    /// A `#record=` address that is no record link ([`RecordLink::from_fragment`] refused it).
    BadLink,
    /// Deletes a kept game.
    Delete(u64),
    /// The computer's review of a kept game.
    Reviewed(u64, Box<Review>),
    /// Starts practising the mistakes due.
    Practise,
    /// Chooses a play of the card's roll from the list (its index in the legal plays): the
    /// board shows it entered.
    Choose(usize),
    /// A tap (or Enter) on a spot of the card's board.
    Tap(Spot),
    /// A checker dragged on the card's board.
    Drag {
        /// Where the drag began.
        from: WhitePoint,
        /// Where it was let go.
        to: Spot,
    },
    /// A key that moves the card's board's focus (as the key reads on the board seen).
    Focus(FocusKey),
    /// Takes back the last move entered on the card's board.
    Undo,
    /// Checks the chosen play against the card's best.
    Check,
    /// Asks to empty the deck (a second step confirms).
    AskClear,
    /// Empties the deck.
    Clear,
}

/// What the last action gave: a message key of the games bundle and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The message key.
    pub key: &'static str,
    /// Whether it is a refusal (nothing changed).
    pub error: bool,
    /// A number the message names (a line, a count), 0 if none.
    pub n: usize,
    /// A text the message quotes (the line refused), empty if none.
    pub text: String,
}

impl Notice {
    fn info(key: &'static str, n: usize) -> Notice {
        Notice {
            key,
            error: false,
            n,
            text: String::new(),
        }
    }

    fn error(key: &'static str, n: usize, text: String) -> Notice {
        Notice {
            key,
            error: true,
            n,
            text,
        }
    }
}

/// The message key naming why a record is refused.
#[must_use]
pub fn record_error_key(e: &RecordError) -> &'static str {
    match e.kind {
        RecordErrorKind::NotARecord(_) => "games-err-not-record",
        RecordErrorKind::Syntax(_) | RecordErrorKind::HeaderAfterTurns(_) | RecordErrorKind::AfterEnd(_) => {
            "games-err-syntax"
        }
        RecordErrorKind::TurnNumber { .. } => "games-err-turn-number",
        RecordErrorKind::UnknownHeader(_) | RecordErrorKind::BadHeader { .. } => "games-err-header",
        RecordErrorKind::WrongSide { .. } => "games-err-side",
        RecordErrorKind::Dice(_) => "games-err-dice",
        RecordErrorKind::Game(_) => "games-err-illegal",
        RecordErrorKind::ResultMismatch { .. } => "games-err-result",
        RecordErrorKind::Missing(_) => "games-err-missing",
    }
}

/// What the page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    /// The list of games and the deck.
    List,
    /// A kept game's replay: the position after `step` turns.
    Replay {
        /// The game's id.
        id: u64,
        /// Turns played on the board shown (0: the start).
        step: usize,
    },
    /// A card of the deck.
    Practice {
        /// The card's key.
        key: String,
        /// The chosen play's index: the play entered on the board or chosen from the list,
        /// `None` until one is complete.
        choice: Option<usize>,
        /// `Some(right)` once checked.
        answered: Option<bool>,
    },
}

/// What a tap, drag or undo on a card's board did that is said (on screen and to a screen
/// reader).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// A move was made.
    Moved,
    /// The last move was taken back.
    Undone,
    /// The core refused a step: the rule behind it.
    Refused(Refusal),
}

impl Said {
    /// What a tap or drag did that is worth saying: a checker taken up or put down is seen, not
    /// said; an empty point or a die not in the roll needs no sentence.
    #[must_use]
    pub fn of(tapped: Tapped) -> Option<Said> {
        match tapped {
            Tapped::Moved => Some(Said::Moved),
            Tapped::Refused(Refusal::NoChecker { .. } | Refusal::NoSuchDie { .. })
            | Tapped::Selected
            | Tapped::Dropped => None,
            Tapped::Refused(r) => Some(Said::Refused(r)),
        }
    }
}

/// A card read for practice: the position, the roll, its plays, and the two equities.
#[derive(Debug, Clone)]
pub struct Question {
    /// The card.
    pub card: Card,
    /// The rule set.
    pub rules: Rules,
    /// The position, the mover to play.
    pub position: Position,
    /// The roll.
    pub dice: Dice,
    /// Every legal play.
    pub plays: Vec<Play>,
    /// The best play's index in `plays`.
    pub best: usize,
    /// The play made in the game's index in `plays`.
    pub played: usize,
}

impl Question {
    /// Reads a card; `None` if it no longer makes sense (a damaged card).
    #[must_use]
    pub fn of(card: &Card) -> Option<Question> {
        let rules: Rules = card.rules.parse().ok()?;
        let position: Position = card.position.parse().ok()?;
        let dice: Dice = card.dice.parse().ok()?;
        let plays = position.legal_plays(rules, dice);
        let find = |text: &str| plays.iter().position(|p| p.notation() == text);
        let (best, played) = (find(&card.best)?, find(&card.played)?);
        Some(Question {
            card: card.clone(),
            rules,
            position,
            dice,
            plays,
            best,
            played,
        })
    }

    /// The mover.
    #[must_use]
    pub fn mover(&self) -> Color {
        self.position.turn()
    }

    /// Whether `choice` is the best play (or leaves the same position).
    #[must_use]
    pub fn is_right(&self, choice: usize) -> bool {
        let after = |i: usize| self.plays.get(i).map(|p| self.position.after(Some(p)));
        choice == self.best || (after(choice).is_some() && after(choice) == after(self.best))
    }
}

/// A kept game read: its replayed game, or why its record cannot be read.
///
/// # Errors
/// The core's [`RecordError`] naming the line at fault.
pub fn replay(kept: &Kept) -> Result<Game, RecordError> {
    record::import(&kept.record).map(|(g, _)| g)
}

/// The game's result, if over.
#[must_use]
pub fn result_of(game: &Game) -> Option<fevga_core::GameResult> {
    match game.phase() {
        Phase::Over(r) => Some(r),
        _ => None,
    }
}

/// The Games page's whole state.
#[derive(Debug)]
pub struct Page {
    /// The games kept.
    pub games: Games,
    /// The deck of mistakes.
    pub deck: Deck,
    /// Today (days since 1970).
    pub today: u32,
    /// Now, in milliseconds since 1970 (the id of a game imported now).
    pub now: u64,
    screen: Screen,
    notice: Option<Notice>,
    /// The deck's emptying waits for a second press.
    confirm_clear: bool,
    /// A record refused, kept in the import box to be mended.
    draft: String,
    games_dirty: bool,
    deck_dirty: bool,
    /// The card's play being entered on its board (the board's one [`Entry`]).
    entry: Option<Entry>,
    /// The card's board's keyboard focus (its one tab stop).
    focus: Spot,
    /// What the last tap, drag or undo on the card's board did, to be said.
    said: Option<Said>,
}

impl Page {
    /// A page with the kept games and deck.
    #[must_use]
    pub fn new(games: Games, deck: Deck, now: u64) -> Page {
        Page {
            games,
            deck,
            today: crate::deck::day_of(now as f64),
            now,
            screen: Screen::List,
            notice: None,
            confirm_clear: false,
            draft: String::new(),
            games_dirty: false,
            deck_dirty: false,
            entry: None,
            focus: Spot::Point(WhitePoint::new(24).expect("a point")),
            said: None,
        }
    }

    /// The card's play being entered on its board, while the card waits for an answer.
    #[must_use]
    pub fn entry(&self) -> Option<&Entry> {
        self.entry
            .as_ref()
            .filter(|_| matches!(self.screen, Screen::Practice { answered: None, .. }))
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

    /// Whether the games (`.0`) or the deck (`.1`) changed since the last call.
    pub fn take_dirty(&mut self) -> (bool, bool) {
        (
            std::mem::take(&mut self.games_dirty),
            std::mem::take(&mut self.deck_dirty),
        )
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

    /// The next finished game to review (the newest first), with its id.
    #[must_use]
    pub fn next_to_review(&self) -> Option<(u64, Game)> {
        self.games
            .games()
            .iter()
            .rev()
            .filter(|k| k.rates.is_none() && k.finished())
            .find_map(|k| replay(k).ok().map(|g| (k.id, g)))
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
        match action {
            Action::Open(id) => match self.games.get(id).map(replay) {
                Some(Ok(game)) => {
                    self.screen = Screen::Replay {
                        id,
                        step: game.history().len(),
                    };
                }
                Some(Err(e)) => self.refuse(&e),
                None => self.notice = Some(Notice::error("games-err-gone", 0, String::new())),
            },
            Action::List => self.screen = Screen::List,
            Action::Step(d) => self.step(|step, n| step.saturating_add_signed(d as isize).min(n)),
            Action::Ends(end) => self.step(|_, n| if end { n } else { 0 }),
            Action::Import(text) => self.import(&text, Opponent::Imported, None),
            Action::Link(link) => self.import(&link.record, link.source.into(), link.you),
            Action::BadLink => self.notice = Some(Notice::error("games-err-link", 0, String::new())),
            Action::Delete(id) => {
                if self.games.remove(id) {
                    self.games_dirty = true;
                    self.screen = Screen::List;
                    self.notice = Some(Notice::info("games-deleted", 0));
                }
            }
            Action::Reviewed(id, review) => self.reviewed(id, &review),
            Action::Practise => self.next_card(),
            Action::Choose(i) => self.choose(i),
            Action::Tap(spot) => self.on_board(|e| Said::of(e.tap(spot))),
            Action::Drag { from, to } => self.on_board(|e| Said::of(e.drag(from, to))),
            Action::Undo => self.on_board(|e| if e.undo() { Some(Said::Undone) } else { None }),
            Action::Focus(key) => {
                let turned = self
                    .entry()
                    .is_some_and(|e| Orientation::with_bottom(e.mover()).is_turned());
                self.focus = geometry::move_focus_seen(self.focus, key, turned);
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
            self.notice = Some(Notice::error(record_error_key(&e), e.line, shown));
            self.draft = text.to_string();
            return;
        }
        self.draft.clear();
        let Added { id, dropped, new } = self.games.add(text, opponent, you, self.now);
        self.games_dirty = true;
        self.screen = Screen::Replay { id, step: 0 };
        let Dropped { finished, unfinished } = dropped;
        self.notice = Some(match finished + unfinished {
            _ if !new => Notice::info("games-kept-already", 0),
            0 => Notice::info("games-imported", 0),
            n => Notice::info("games-imported-dropped", n),
        });
    }

    fn reviewed(&mut self, id: u64, review: &Review) {
        let Some(kept) = self.games.get(id).cloned() else {
            return;
        };
        let Ok(game) = replay(&kept) else {
            return;
        };
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

    fn next_card(&mut self) {
        match self.deck.next_due(self.today) {
            Some(c) => {
                self.screen = Screen::Practice {
                    key: c.key.clone(),
                    choice: None,
                    answered: None,
                };
                self.entry = Question::of(c).map(|q| Entry::new(q.position, q.rules, q.dice));
                if let Some(p) = self.entry.as_ref().and_then(Entry::first_movable) {
                    self.focus = Spot::Point(p);
                }
            }
            None => {
                self.screen = Screen::List;
                self.notice = Some(Notice::info("games-none-due", 0));
            }
        }
    }

    fn check(&mut self) {
        let Some(q) = self.question() else {
            return;
        };
        if matches!(
            self.screen,
            Screen::Practice {
                choice: None,
                answered: None,
                ..
            }
        ) {
            self.notice = Some(Notice::info("games-play-first", 0));
            return;
        }
        if let Screen::Practice {
            key,
            choice: Some(choice),
            answered: answered @ None,
        } = &mut self.screen
        {
            let right = q.is_right(*choice);
            *answered = Some(right);
            self.deck.answer(key, right, self.today);
            self.deck_dirty = true;
            self.notice = Some(Notice::info(if right { "games-right" } else { "games-wrong" }, 0));
        }
    }

    /// A play chosen from the list: entered whole on the board.
    fn choose(&mut self, i: usize) {
        let Some(q) = self.question() else { return };
        if let (Some(play), Some(e)) = (q.plays.get(i), self.entry.as_mut())
            && matches!(self.screen, Screen::Practice { answered: None, .. })
        {
            e.set_play(play);
            self.sync_choice(&q);
        }
    }

    /// A tap, drag or undo on the card's board: the entry asked, the choice kept in step with
    /// the play the board shows (complete or not).
    fn on_board(&mut self, f: impl FnOnce(&mut Entry) -> Option<Said>) {
        let Some(q) = self.question() else { return };
        if !matches!(self.screen, Screen::Practice { answered: None, .. }) {
            return;
        }
        let Some(e) = self.entry.as_mut() else { return };
        self.said = f(e);
        self.sync_choice(&q);
    }

    /// The choice is the listed play the board's entry completes (one that leaves the same
    /// position counts), or none.
    fn sync_choice(&mut self, q: &Question) {
        let done = self
            .entry
            .as_ref()
            .and_then(Entry::completed)
            .map(|p| q.position.after(Some(&p)));
        let found = done.and_then(|after| q.plays.iter().position(|p| q.position.after(Some(p)) == after));
        if let Screen::Practice { choice, .. } = &mut self.screen {
            *choice = found;
        }
    }
}
