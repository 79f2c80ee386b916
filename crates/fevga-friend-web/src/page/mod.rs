//! The friend page's state: the games kept, the one shown, the turn being entered, what the
//! last action gave. Every action enters by [`Page::handle`] (module `handle`); the view
//! only reads, through the methods here. No DOM and no rules: the links, the dice and every check
//! are the core's [`Correspondence`].
//!
//! | module | what it owns |
//! |---|---|
//! | this module | the state, its constructors and what the view reads |
//! | `handle` | [`Page::handle`]: each action applied (a link opened, a game joined, a step on the board, a hint asked) |

mod handle;

pub use handle::read_link;

use fevga_board::{Entry, Spot};
use fevga_core::correspondence::{Correspondence, Spectator, Status};
use fevga_core::fair_dice::{GameId, Secret};
use fevga_core::link::GameLink;
use fevga_core::{Game, Play, Refusal, WhitePoint};

use crate::hint::{Hint, hinted_from_text};
use crate::notice::{Notice, Said};
use crate::shelf::Shelf;

/// Whose turn a kept game is, for its row in the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// Ours: roll and play, or reveal.
    Ours,
    /// The friend's: our link is out.
    Theirs,
    /// The match is over.
    Over,
}

/// Whose turn `game` is.
#[must_use]
pub fn turn_of(game: &Correspondence) -> Turn {
    match game.status() {
        Status::Play(_) | Status::Reveal(_) => Turn::Ours,
        Status::Over { .. } => Turn::Over,
        Status::Invited | Status::Waiting => Turn::Theirs,
    }
}

/// A game of the match that ended while the match goes on: who won it and how many points it
/// gave (2: the loser had borne off none, §8's double game).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameEnd {
    /// The side that won the game.
    pub winner: fevga_core::Color,
    /// The points it gave.
    pub points: u32,
}

/// The game of `game`'s match that is over while the match goes on (the next game's opening is
/// still to come), if any.
#[must_use]
pub fn game_end(game: &Correspondence) -> Option<GameEnd> {
    if matches!(game.status(), Status::Over { .. }) {
        return None;
    }
    let r = game.match_state().game().result()?;
    Some(GameEnd {
        winner: r.winner,
        points: u32::from(r.points),
    })
}

/// The friend page's whole state.
pub struct Page {
    /// The games kept.
    shelf: Shelf,
    /// The game shown (none: the list).
    current: Option<GameId>,
    /// The turn being entered on the board.
    entry: Option<Entry>,
    /// Why the last step tried on the board was refused.
    why: Option<Refusal>,
    /// What the last action on the board is to say.
    said: Option<Said>,
    /// How many turns back the board shows (0: the latest).
    back: usize,
    /// The board's keyboard focus (its one tab stop).
    focus: Spot,
    /// The hint asked and not yet answered, or its best play.
    hint: Hint,
    /// The games (ids) in which we asked for a hint: said on the page, kept on this device.
    hinted: Vec<String>,
    /// What the last action gave.
    notice: Option<Notice>,
    /// The game the last action ended (ours or the friend's last play) while the match goes on.
    ended: Option<GameEnd>,
    /// The question "resign the whole match?" is asked (until answered or another action).
    asking_resign: bool,
    /// The list's fold of finished matches is open.
    finished_open: bool,
    /// The match (its id) the question "delete it from this device?" is asked about.
    asking_forget: Option<GameId>,
    /// The match last asked about: its Delete button takes the focus back when it is kept.
    forget_asked: Option<GameId>,
    /// The shelf changed since it was last written.
    dirty: bool,
    /// Our name, as last typed (the invitations' and the answers' sender name).
    name: String,
    /// An invitation opened and not yet joined (its fragment).
    invitation: Option<String>,
    /// A match of others watched (from a watch address): shown instead of the list.
    watching: Option<Spectator>,
    secrets: Box<dyn FnMut() -> Option<Secret>>,
}

impl std::fmt::Debug for Page {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Page")
            .field("current", &self.current)
            .field("notice", &self.notice)
            .finish_non_exhaustive()
    }
}

/// The board's first focus: White's point 24 (a fresh game moves it to a checker that can move).
const FIRST_FOCUS: Spot = match WhitePoint::new(24) {
    Some(p) => Spot::Point(p),
    None => Spot::Tray(fevga_core::Color::White),
};

impl Page {
    /// A page with the kept `shelf`; `secrets` gives a fresh secret per new match (`None`: the
    /// platform has no random source).
    #[must_use]
    pub fn new(shelf: Shelf, secrets: Box<dyn FnMut() -> Option<Secret>>) -> Page {
        Page {
            shelf,
            current: None,
            entry: None,
            why: None,
            said: None,
            back: 0,
            focus: FIRST_FOCUS,
            hint: Hint::None,
            hinted: Vec::new(),
            notice: None,
            ended: None,
            asking_resign: false,
            asking_forget: None,
            finished_open: false,
            forget_asked: None,
            dirty: false,
            name: String::new(),
            invitation: None,
            watching: None,
            secrets,
        }
    }

    /// The page with the name last typed on this device (the name fields show it).
    #[must_use]
    pub fn named(mut self, name: &str) -> Page {
        self.name = name.to_string();
        self
    }

    /// The page with the games in which hints were asked, as kept on this device
    /// ([`hinted_from_text`]'s text).
    #[must_use]
    pub fn hinted_in(mut self, text: &str) -> Page {
        self.hinted = hinted_from_text(text);
        self
    }

    /// The games kept.
    #[must_use]
    pub const fn shelf(&self) -> &Shelf {
        &self.shelf
    }

    /// Our name, as last typed.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The index in the shelf of the game with this id (its text, as [`GameId`] writes it).
    #[must_use]
    pub fn find(&self, id: &str) -> Option<usize> {
        self.shelf
            .games()
            .iter()
            .position(|k| k.game.game_id().to_string() == id)
    }

    /// The game shown, if any.
    #[must_use]
    pub fn current(&self) -> Option<&Correspondence> {
        let i = self.shelf.find(self.current?)?;
        self.shelf.get(i).map(|k| &k.game)
    }

    /// The match of others watched, if one is shown.
    #[must_use]
    pub const fn watching(&self) -> Option<&Spectator> {
        self.watching.as_ref()
    }

    /// The match the board shows: ours, or the one watched.
    #[must_use]
    pub fn shown_match(&self) -> Option<&fevga_core::Match> {
        match self.current() {
            Some(c) => Some(c.match_state()),
            None => self.watching.as_ref().map(Spectator::match_state),
        }
    }

    /// When the game shown last changed.
    #[must_use]
    pub fn current_updated(&self) -> Option<f64> {
        let i = self.shelf.find(self.current?)?;
        self.shelf.get(i).map(|k| k.updated)
    }

    /// What the last action gave.
    #[must_use]
    pub const fn notice(&self) -> Option<Notice> {
        self.notice
    }

    /// The game of the match the last action ended (the last play, ours or the friend's), while
    /// the match goes on: said in the notice `friend-game-end`.
    #[must_use]
    pub const fn ended(&self) -> Option<GameEnd> {
        self.ended
    }

    /// Whether the page asks "resign the whole match?" (the game shown can still be resigned).
    #[must_use]
    pub fn asking_resign(&self) -> bool {
        self.asking_resign
            && self
                .current()
                .is_some_and(|g| !matches!(g.status(), Status::Over { .. } | Status::Invited))
    }

    /// The match (its id) the page asks "delete it from this device?" about, if kept.
    #[must_use]
    pub fn asking_forget(&self) -> Option<GameId> {
        self.asking_forget.filter(|&id| self.shelf.find(id).is_some())
    }

    /// Whether the list's fold of finished matches is open.
    #[must_use]
    pub const fn finished_open(&self) -> bool {
        self.finished_open
    }

    /// The match last asked about (kept or not): its Delete button takes the focus back.
    #[must_use]
    pub const fn forget_asked(&self) -> Option<GameId> {
        self.forget_asked
    }

    /// The invitation opened and not yet joined, read.
    #[must_use]
    pub fn invitation(&self) -> Option<GameLink> {
        GameLink::from_fragment(self.invitation.as_deref()?).ok()
    }

    /// The index of the play entered among the roll's legal plays, if it is complete.
    #[must_use]
    pub fn choice(&self) -> Option<usize> {
        let chosen = self.chosen()?;
        self.plays().iter().position(|p| *p == chosen)
    }

    /// The turn being entered on the board, if it is ours to play and the latest turn is shown.
    #[must_use]
    pub fn entry(&self) -> Option<&Entry> {
        let game = self.current()?.game_to_play()?;
        self.entry.as_ref().filter(|e| self.back == 0 && e.is_for(&game))
    }

    /// What the last action on the board is to say (a move made or taken back, a turn shown).
    #[must_use]
    pub const fn said(&self) -> Option<&Said> {
        self.said.as_ref()
    }

    /// Why the last step tried on the board was refused (and by which side's rule).
    #[must_use]
    pub const fn why(&self) -> Option<Refusal> {
        self.why
    }

    /// The board's keyboard focus.
    #[must_use]
    pub const fn focus(&self) -> Spot {
        self.focus
    }

    /// How many turns back the board shows (0: the latest).
    #[must_use]
    pub const fn back(&self) -> usize {
        self.back
    }

    /// The hint: asked, or its best play for the roll in play.
    #[must_use]
    pub const fn hint(&self) -> &Hint {
        &self.hint
    }

    /// The hint's best play, if it is for the position shown now.
    #[must_use]
    pub fn hint_play(&self) -> Option<Play> {
        let game = self.current()?.game_to_play()?;
        self.hint.play_for(game.position())
    }

    /// Whether a hint was asked in the game shown.
    #[must_use]
    pub fn used_hints(&self) -> bool {
        self.current()
            .is_some_and(|g| self.hinted.contains(&g.game_id().to_string()))
    }

    /// The question for the computer not yet handed to its worker, as text (marked handed).
    pub fn take_hint_request(&mut self) -> Option<String> {
        self.hint.take_request()
    }

    /// The hinted games' ids as text (for storage); empty if none.
    #[must_use]
    pub fn hinted_text(&self) -> String {
        self.hinted.join("\n")
    }

    /// The game the board shows when stepped back: the current game replayed to `len - back`
    /// turns, and the turn that led there (for its marks).
    #[must_use]
    pub fn replayed(&self) -> Option<(fevga_core::Position, Option<fevga_core::TurnRecord>)> {
        let game = self.shown_game()?;
        let h = game.history();
        if self.back == 0 || self.back > h.len() {
            return None;
        }
        let shown = h.len() - self.back;
        let position = h[shown].before;
        let last = shown.checked_sub(1).map(|i| h[i]);
        Some((position, last))
    }

    /// How many turns the game the board shows has (the replay's range): at the next game's
    /// opening, that game's (none yet), not those of the game that just ended.
    #[must_use]
    pub fn turns(&self) -> usize {
        self.shown_game().map_or(0, |g| g.history().len())
    }

    /// Whether the shelf changed since the last call (then it is to be written).
    pub fn take_dirty(&mut self) -> bool {
        std::mem::take(&mut self.dirty)
    }

    /// The game the board shows: the one our roll is played in, else the match's current game.
    #[must_use]
    pub fn shown_game(&self) -> Option<Game> {
        let Some(c) = self.current() else {
            return self.shown_match().map(|m| m.game().clone());
        };
        Some(c.game_to_play().unwrap_or_else(|| c.match_state().game().clone()))
    }

    /// The legal plays of our roll (empty unless it is our turn to play).
    #[must_use]
    pub fn plays(&self) -> Vec<Play> {
        self.current()
            .and_then(Correspondence::game_to_play)
            .map(|g| g.legal_plays().to_vec())
            .unwrap_or_default()
    }

    /// The play entered, if it is our turn and the steps complete one.
    #[must_use]
    pub fn chosen(&self) -> Option<Play> {
        self.entry().and_then(Entry::completed)
    }
}
