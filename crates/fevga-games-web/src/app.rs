//! The page as the loop runs it: the Games page's state ([`Page`]) with the language, the
//! background review ([`Reviews`]) and what the browser must do next ([`Effects`]). Every input
//! comes in by [`App::handle`] as an [`Arrival`]: what the person did, news of the storage
//! (another tab, or the game page, wrote), the computer's answers, with what was stored, the time
//! and whether the person was typing as it came. [`App::render`] draws the page's region and
//! [`App::take_effects`] hands out the rest. No DOM here: the glue reads the browser into an
//! [`Arrival`] and runs the [`Effects`] (`effects.rs`).
//!
//! The rules kept from the page's first glue: every input first takes in what is stored (unless
//! a write of this page's waits: it is newer); a change that did not come from the person is not
//! drawn while they type in a field (it would wipe what they typed), but at their next action;
//! a turn rated in the background leaves the notice of what the person did.

use fevga_board::esc;
use fevga_board_web::BoardInput;
use fevga_core::Color;
use fevga_i18n::{Lang, Messages};
use fevga_page_web::share::Said;

use crate::act::Act;
use crate::action::Action;
use crate::deck::Deck;
use crate::page::Page;
use crate::review::{Heard, Reviewing};
use crate::reviews::{MAX_BYTES, Reviews};
use crate::screen::Screen;
use crate::store::Games;
use crate::stored::{Fit, Stored};
use crate::view::{self, Context};

mod controls;

/// An input as it reaches the page, with what the glue read as it came.
#[derive(Debug)]
pub struct Arrival {
    /// What came.
    pub input: Input,
    /// What is stored now.
    pub stored: Stored,
    /// Now, in milliseconds since 1970.
    pub now_ms: f64,
    /// Whether the person is typing in a field (a text box, the list of plays).
    pub typing: bool,
}

/// What comes into the page.
#[derive(Debug)]
pub enum Input {
    /// A control pressed (a button, or a play chosen from the card's list), with the number it
    /// names (the game's `data-id`, the play's index, else 0) and, for Import, the text pasted.
    Press {
        /// The control's action.
        act: Act,
        /// The number it names.
        id: u64,
        /// The text in the import box (Import only).
        paste: String,
    },
    /// An action of the page that no control names: a replay's key, a record from a file or a
    /// link.
    Page(Action),
    /// An input on the card's board.
    Board(BoardInput),
    /// The file chosen could not be read.
    FileUnread,
    /// The storage changed (another tab, or the game page, wrote), or the page opened.
    Stored,
    /// The games written did not fit as they were (what the storage took is read again).
    GamesFull(Fit),
    /// The computer's answer to question `id`.
    Answer {
        /// The question's number.
        id: u32,
        /// The answer's text.
        text: String,
    },
    /// The computer cannot work.
    WorkerFailed,
}

/// Where the keyboard focus goes after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// The control pressed, if it is still there and enabled.
    Control(Act),
    /// The card's board's tab stop; once it no longer takes a play, the list of plays or the
    /// next card's button.
    Board,
}

/// The record given away.
#[derive(Debug, Clone)]
pub enum Give {
    /// Copied to the clipboard, confirmed with `said`.
    Copy {
        /// The record.
        text: String,
        /// What to say when it worked, and when it did not.
        said: Said,
    },
    /// Downloaded as the file `name`, confirmed with `said`.
    Download {
        /// The file's name.
        name: String,
        /// The record.
        text: String,
        /// The confirmation.
        said: String,
    },
}

/// The games to write: made to fit by dropping the oldest finished ones, never `keep` (the game
/// shown, or 0).
#[derive(Debug)]
pub struct GamesWrite {
    /// The games.
    pub games: Games,
    /// The game not to drop.
    pub keep: u64,
}

/// What the browser must do after a frame.
#[derive(Debug, Default)]
pub struct Effects {
    /// The games to write.
    pub games: Option<GamesWrite>,
    /// The deck to write.
    pub deck: Option<String>,
    /// The game page's inbox is in the games: emptied once they are written (if they fit), or at
    /// once if there is nothing to write.
    pub inbox_taken: bool,
    /// The reviews to write.
    pub reviews: Option<String>,
    /// The live region's new text (empty: emptied).
    pub say: Option<String>,
    /// Where the keyboard focus goes.
    pub focus: Option<Focus>,
    /// A question to the computer's worker: its number and text.
    pub ask: Option<(u32, String)>,
    /// The record given away.
    pub give: Option<Give>,
    /// The address's new fragment (`#open=<id>` for the game shown, empty for the list).
    pub address: Option<String>,
}

/// Writes a time (milliseconds since 1970) as a language does.
pub type DateWords = fn(Lang, f64) -> String;

/// The page as the loop runs it.
#[derive(Debug)]
pub struct App {
    page: Page,
    lang: Lang,
    date: DateWords,
    reviewing: Reviewing,
    /// The kept game the address names.
    addressed: Option<u64>,
    /// A change not drawn while the person types.
    held: bool,
    effects: Effects,
}

impl App {
    /// An empty page in `lang`, its dates written by `date`; the first [`Input::Stored`] reads
    /// what is kept.
    #[must_use]
    pub fn new(lang: Lang, date: DateWords) -> App {
        App {
            page: Page::new(Games::default(), Deck::default(), Reviews::default(), 0),
            lang,
            date,
            reviewing: Reviewing::default(),
            addressed: None,
            held: false,
            effects: Effects::default(),
        }
    }

    /// The Games page's state.
    #[must_use]
    pub const fn page(&self) -> &Page {
        &self.page
    }

    /// Whether a review is under way.
    #[must_use]
    pub const fn reviewing(&self) -> bool {
        self.reviewing.progress().is_some()
    }

    /// Whether a replay is shown (its keys step).
    #[must_use]
    pub const fn replaying(&self) -> bool {
        matches!(self.page.screen(), Screen::Replay { .. })
    }

    /// The side entering a play on the board (White when none is).
    #[must_use]
    pub fn board_mover(&self) -> Color {
        self.page.entry().map_or(Color::White, fevga_board::Entry::mover)
    }

    /// The side at the bottom of the board that takes a play.
    #[must_use]
    pub fn board_bottom(&self) -> Color {
        self.page.board_bottom()
    }

    /// Applies one input.
    pub fn handle(&mut self, arrival: Arrival) {
        let Arrival {
            input,
            stored,
            now_ms,
            typing,
        } = arrival;
        self.page.set_clock(now_ms);
        let person = match input {
            Input::Press {
                act: act @ (Act::Copy | Act::Download),
                ..
            } => return self.give(act),
            Input::FileUnread => {
                self.effects.say = Some(Messages::games(self.lang).t("games-err-file"));
                return;
            }
            Input::Answer { id, text } => match self.reviewing.hear(id, &text) {
                Heard::Stale => return,
                Heard::Rated(id, turn, line) => {
                    self.take_in(&stored);
                    // A turn rated in the background does not take the place of what the person
                    // did.
                    let notice = self.page.notice().cloned();
                    self.page.handle(Action::Rated { id, turn, line });
                    if let Some(n) = notice {
                        self.page.restore_notice(n);
                    }
                    false
                }
                Heard::Progress(done, total) => {
                    self.page.handle(Action::RolloutProgress(done, total));
                    false
                }
                Heard::RolledOut(rolled) => {
                    self.page.handle(Action::RolledOut(rolled));
                    true
                }
                Heard::Chosen(play) => {
                    self.page.handle(Action::OtbChosen(play));
                    true
                }
                Heard::Tried(serial, best, played) => {
                    self.page.handle(Action::TriedRated { serial, best, played });
                    false
                }
                Heard::Unreadable => false,
            },
            Input::WorkerFailed => {
                self.reviewing.stop();
                false
            }
            Input::Stored => {
                self.take_in(&stored);
                false
            }
            Input::GamesFull(fit) => {
                self.games_full(fit, &stored);
                true
            }
            Input::Press { act, id, paste } => {
                self.take_in(&stored);
                self.press(act, id, paste);
                true
            }
            Input::Page(Action::OpenCurrent) => {
                // The glue took the address's fragment out: it names the game shown again.
                self.addressed = None;
                self.take_in(&stored);
                let record = crate::store::current_record(&stored.current).unwrap_or_default();
                self.page.handle(Action::OpenRecord(record));
                true
            }
            Input::Page(action) => {
                if matches!(action, Action::Link(_) | Action::BadLink | Action::Open(_)) {
                    // The glue took the address's fragment out: it names the game shown again.
                    self.addressed = None;
                }
                self.take_in(&stored);
                self.page.handle(action);
                true
            }
            Input::Board(input) => {
                self.take_in(&stored);
                self.board(input);
                true
            }
        };
        if let Some(question) = self.reviewing.next(&mut self.page) {
            self.effects.ask = Some(question);
        }
        self.save();
        if self.page.replayed() != self.addressed {
            self.addressed = self.page.replayed();
            self.effects.address = Some(crate::action::fragment_of(self.addressed));
        }
        if person {
            self.held = false;
            self.effects.say = Some(self.with_context(|cx| view::said(&self.page, cx)).unwrap_or_default());
        } else {
            self.held = typing;
        }
    }

    /// The page's regions: `#reviewing`, the background review's progress (a region of its
    /// own, so that a turn rated redraws nothing else unless it shows), and `#app` (not while a
    /// background change waits for the person to finish typing).
    #[must_use]
    pub fn render(&self) -> Vec<(&'static str, String)> {
        let line = match self.reviewing.progress() {
            // The game shown says its own progress.
            Some((id, done, total)) if self.page.replayed() != Some(id) => {
                let num = |n: usize| fevga_i18n::Arg::Num(i64::try_from(n).unwrap_or(0));
                let g = Messages::games(self.lang);
                esc(&g.tf("games-reviewing", &[("done", num(done)), ("total", num(total))]))
            }
            _ => String::new(),
        };
        let mut regions = vec![("reviewing", line)];
        if !self.held {
            regions.push(("app", self.with_context(|cx| view::render(&self.page, cx))));
        }
        regions
    }

    /// The effects asked for since they were last taken.
    pub fn take_effects(&mut self) -> Effects {
        std::mem::take(&mut self.effects)
    }

    fn with_context<R>(&self, f: impl FnOnce(Context) -> R) -> R {
        let (lang, date) = (self.lang, self.date);
        let words = move |ms: f64| date(lang, ms);
        f(Context {
            m: Messages::of(lang),
            g: Messages::games(lang),
            date: &words,
        })
    }

    /// Takes in what is stored, unless a write of this page's waits (it is newer).
    fn take_in(&mut self, stored: &Stored) {
        if self.effects.games.is_some() || self.effects.deck.is_some() || self.effects.reviews.is_some() {
            return;
        }
        let taken = stored.take_in(self.page.now());
        self.page.stored(taken.games, taken.deck, taken.reviews);
        if taken.changed {
            self.page.games_changed();
        }
        self.effects.inbox_taken |= taken.inbox_taken;
    }

    /// The games did not fit: what the storage took is read again (the oldest finished games
    /// dropped, or, if none could be, the games as they were, the list shown), and said.
    fn games_full(&mut self, fit: Fit, stored: &Stored) {
        let (games, deck, reviews) = stored.as_is();
        self.page.stored(games, deck, reviews);
        if fit.fits {
            self.page.storage_full(fit.dropped);
        } else {
            self.page.handle(Action::List);
            self.page.storage_full(0);
        }
    }

    /// Hands the games, the deck and the reviews that changed to be written (the reviews of
    /// games no longer kept left out, the least recently seen dropped beyond their bound).
    fn save(&mut self) {
        let dirty = self.page.take_dirty();
        if dirty.games || dirty.reviews {
            let mut reviews = self.page.reviews().clone();
            let games = self.page.games();
            let dropped = reviews.retain(|id| games.get(id).is_some());
            let keep = self.reviewing.progress().map_or(0, |(id, ..)| id);
            if dirty.reviews || dropped {
                reviews.bound(MAX_BYTES, keep);
                self.effects.reviews = Some(reviews.to_text());
            }
        }
        if dirty.games {
            self.effects.games = Some(GamesWrite {
                games: self.page.games().clone(),
                keep: self.page.replayed().unwrap_or(0),
            });
        }
        if dirty.deck {
            self.effects.deck = Some(self.page.deck().to_text());
        }
    }
}
