//! The friend page's state and the one way through it: every action enters by [`Page::handle`];
//! the view only reads. No DOM and no rules here: the links, the dice and every check are the
//! core's [`Correspondence`]; this module keeps the games, picks the one shown and says what an
//! action gave.

use fevga_ai::Level;
use fevga_ai::protocol::{Reply, Request};
use fevga_board::{Entry, FocusKey, Orientation, Spot, Tapped, geometry};
use fevga_core::correspondence::{Correspondence, CorrespondenceError, Setup, Status, Update};
use fevga_core::fair_dice::{GameId, Secret};
use fevga_core::link::GameLink;
use fevga_core::{Color, Game, Phase, Play, Refusal, Rules, WhitePoint};

use crate::shelf::Shelf;

/// One action of the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Starts a match and shows its invitation link.
    Invite {
        /// The rule set.
        rules: Rules,
        /// The match length in points.
        length: u32,
        /// The inviter's side.
        side: Color,
        /// The inviter's name (may be empty).
        name: String,
    },
    /// Opens a link (the fragment `game=1.…`, or a whole address holding it).
    Open(String),
    /// Shows a kept game (its index in the shelf).
    Show(usize),
    /// Back to the list of games.
    List,
    /// Chooses a whole play of the roll (its index in the legal plays): the list's way, for the
    /// keyboard and screen readers; the board shows it entered.
    Choose(usize),
    /// A tap (or Enter) on a point or a tray of the board.
    Tap(Spot),
    /// A checker dragged from a point to a spot.
    Drag {
        /// The point it left.
        from: WhitePoint,
        /// Where it was let go.
        to: Spot,
    },
    /// Takes back the last move of the turn being entered.
    Undo,
    /// Plays the play entered (passes when the roll has none).
    Play,
    /// Shows the game one turn further back.
    Back,
    /// Shows the game one turn further on (towards the latest).
    Forward,
    /// A key that moves the board's keyboard focus.
    Focus(FocusKey),
    /// Asks the computer for a hint on the roll in play.
    Hint,
    /// The computer's answer to the hint asked (its text).
    HintAnswer(String),
    /// Sends our half of the roll that opens the friend's game.
    Reveal,
    /// Resigns the match.
    Resign,
    /// Offers a rematch of the finished match (a new game, a new link).
    Rematch,
    /// Joins the game of the invitation opened, under this name (may be empty).
    Join {
        /// Our name for the friend.
        name: String,
    },
}

/// What the last action gave, as a message key of the friend bundle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Notice {
    /// The message key.
    pub key: &'static str,
    /// Whether it is a refusal (nothing changed).
    pub error: bool,
}

impl Notice {
    const fn info(key: &'static str) -> Notice {
        Notice { key, error: false }
    }

    const fn error(key: &'static str) -> Notice {
        Notice { key, error: true }
    }
}

/// The message key that names a refusal of the core in the person's words.
#[must_use]
pub fn error_key(e: &CorrespondenceError) -> &'static str {
    use CorrespondenceError as E;
    match e {
        E::Format(_) => "friend-err-damaged",
        E::OtherGame { .. } => "friend-err-other-game",
        E::OwnLink => "friend-err-own",
        E::Rules { .. } | E::Settings(_) => "friend-err-settings",
        E::NotOurCommitment | E::OtherCommitment => "friend-err-third",
        E::Old => "friend-err-old",
        E::Replay => "friend-err-replay",
        E::OurReveal | E::Reveal(_) | E::RevealIndex { .. } | E::Dice { .. } | E::Unrevealed(_) => "friend-err-dice",
        E::Diverges(_)
        | E::Illegal(..)
        | E::NoSuchPlay(..)
        | E::NotTheirTurn(_)
        | E::NothingNew
        | E::Protocol(_)
        | E::Score(_) => "friend-err-moves",
        E::ChainExhausted => "friend-err-exhausted",
        E::NotNow(_) | E::Play(_) | E::Save(_) => "friend-err-not-now",
    }
}

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

/// The friend page's whole state.
pub struct Page {
    /// The games kept.
    pub shelf: Shelf,
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
    pub hinted: Vec<String>,
    /// What the last action gave.
    notice: Option<Notice>,
    /// The shelf changed since it was last written.
    dirty: bool,
    /// Our name, as last typed (the invitations' and the answers' sender name).
    pub name: String,
    /// An invitation opened and not yet joined (its fragment).
    invitation: Option<String>,
    secrets: Box<dyn FnMut() -> Option<Secret>>,
}

/// What the board's last action is to say to a screen reader (besides a notice or a refusal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A move made on the board: its notation and the dice still to play.
    Moved {
        /// The move, in the viewer's numbers.
        notation: String,
        /// Dice still to play (0: Done may be pressed).
        left: usize,
    },
    /// A move taken back: the dice still to play.
    Undone {
        /// Dice still to play.
        left: usize,
    },
    /// Another turn shown (stepping back or forward).
    Turn,
}

/// A hint on the roll in play.
#[derive(Debug, Clone, Default)]
pub enum Hint {
    /// None asked.
    #[default]
    None,
    /// Asked of the computer; the question (its text goes to the worker once).
    Asked {
        /// The question.
        request: Request,
        /// Whether its text was handed to the worker.
        sent: bool,
    },
    /// The computer's best play for the position and roll asked.
    Ready {
        /// The position asked about.
        position: fevga_core::Position,
        /// The best play.
        play: Play,
    },
}

/// The text of the hinted games' ids, one a line (the storage's).
#[must_use]
pub fn hinted_from_text(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() == 16 && l.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_string)
        .collect()
}

impl std::fmt::Debug for Page {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Page")
            .field("current", &self.current)
            .field("notice", &self.notice)
            .finish_non_exhaustive()
    }
}

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
            focus: Spot::Point(WhitePoint::new(24).expect("a point")),
            hint: Hint::None,
            hinted: Vec::new(),
            notice: None,
            dirty: false,
            name: String::new(),
            invitation: None,
            secrets,
        }
    }

    /// The game shown, if any.
    #[must_use]
    pub fn current(&self) -> Option<&Correspondence> {
        let i = self.shelf.find(self.current?)?;
        self.shelf.get(i).map(|k| &k.game)
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
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// The hint's best play, if it is for the position shown now.
    #[must_use]
    pub fn hint_play(&self) -> Option<Play> {
        let game = self.current()?.game_to_play()?;
        match &self.hint {
            Hint::Ready { position, play } if *position == game.position() => Some(*play),
            _ => None,
        }
    }

    /// Whether a hint was asked in the game shown.
    #[must_use]
    pub fn used_hints(&self) -> bool {
        self.current()
            .is_some_and(|g| self.hinted.contains(&g.game_id().to_string()))
    }

    /// The question for the computer not yet handed to its worker, as text (marked handed).
    pub fn take_hint_request(&mut self) -> Option<String> {
        match &mut self.hint {
            Hint::Asked { request, sent } if !*sent => {
                *sent = true;
                Some(request.to_text())
            }
            _ => None,
        }
    }

    /// The hinted games' ids as text (for storage).
    #[must_use]
    pub fn hinted_text(&self) -> String {
        self.hinted.join("\n")
    }

    /// The game the board shows when stepped back: the current game replayed to `len - back`
    /// turns, and the turn that led there (for its marks).
    #[must_use]
    pub fn replayed(&self) -> Option<(fevga_core::Position, Option<fevga_core::TurnRecord>)> {
        let game = self.current()?.match_state().game().clone();
        let h = game.history();
        if self.back == 0 || self.back > h.len() {
            return None;
        }
        let shown = h.len() - self.back;
        let position = h[shown].before;
        let last = shown.checked_sub(1).map(|i| h[i]);
        Some((position, last))
    }

    /// How many turns the current game has (the replay's range).
    #[must_use]
    pub fn turns(&self) -> usize {
        self.current().map_or(0, |g| g.match_state().game().history().len())
    }

    /// Whether the shelf changed since the last call (then it is to be written).
    pub fn take_dirty(&mut self) -> bool {
        std::mem::take(&mut self.dirty)
    }

    /// The game the board shows: the one our roll is played in, else the match's current game.
    #[must_use]
    pub fn shown_game(&self) -> Option<Game> {
        let c = self.current()?;
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

    /// The entry for the roll in play, made afresh if it is for another roll.
    fn entry_mut(&mut self) -> Option<&mut Entry> {
        let game = self.current()?.game_to_play()?;
        if !self.entry.as_ref().is_some_and(|e| e.is_for(&game)) {
            self.entry = Entry::of_game(&game);
        }
        self.back = 0;
        self.entry.as_mut()
    }

    /// A tap or a drag done: the refusal kept for its sentence, a move made to be said.
    fn tapped(&mut self, t: Option<Tapped>) {
        self.why = match t {
            Some(Tapped::Refused(r)) => Some(r),
            _ => None,
        };
        let viewer = self.current().map(Correspondence::side);
        if let (Some(Tapped::Moved), Some(e), Some(viewer)) = (t, self.entry.as_ref(), viewer) {
            self.said = e.last_move(viewer).map(|notation| Said::Moved {
                notation,
                left: e.steps_left(),
            });
        }
    }

    /// Applies an action at time `now` (milliseconds since 1970).
    pub fn handle(&mut self, action: Action, now: f64) {
        self.notice = None;
        self.why = None;
        self.said = None;
        if !matches!(action, Action::Join { .. }) {
            self.invitation = None;
        }
        match action {
            Action::Invite {
                rules,
                length,
                side,
                name,
            } => {
                self.name = fevga_core::link::sanitize_name(&name);
                let Some(secret) = (self.secrets)() else {
                    self.notice = Some(Notice::error("friend-err-not-now"));
                    return;
                };
                let setup = Setup {
                    rules,
                    match_length: length,
                    side,
                    name: self.name.clone(),
                };
                match Correspondence::invite(setup, secret) {
                    Ok((game, _)) => self.keep(game, now),
                    Err(e) => self.notice = Some(Notice::error(error_key(&e))),
                }
            }
            Action::Open(text) => self.open(&text, now),
            Action::Show(i) => {
                self.current = self.shelf.get(i).map(|k| k.game.game_id());
                self.fresh_view();
            }
            Action::List => self.current = None,
            Action::Choose(i) => {
                if let Some(play) = self.plays().get(i).copied()
                    && let Some(e) = self.entry_mut()
                {
                    e.set_play(&play);
                }
            }
            Action::Tap(spot) => {
                let t = self.entry_mut().map(|e| e.tap(spot));
                self.tapped(t);
            }
            Action::Drag { from, to } => {
                let t = self.entry_mut().map(|e| e.drag(from, to));
                self.tapped(t);
            }
            Action::Undo => {
                let left = self.entry_mut().and_then(|e| e.undo().then(|| e.steps_left()));
                match left {
                    Some(left) => self.said = Some(Said::Undone { left }),
                    None => self.notice = Some(Notice::error("friend-err-not-now")),
                }
            }
            Action::Play => {
                if self.plays().is_empty() {
                    self.act(now, |g| g.play(None).map(|_| ()));
                } else if let Some(play) = self.chosen() {
                    self.act(now, |g| g.play(Some(&play)).map(|_| ()));
                } else {
                    self.notice = Some(Notice::error("friend-err-unfinished"));
                }
            }
            Action::Back => {
                if self.back < self.turns() {
                    self.back += 1;
                    self.said = Some(Said::Turn);
                }
            }
            Action::Forward => {
                if self.back > 0 {
                    self.back -= 1;
                    self.said = Some(Said::Turn);
                }
            }
            Action::Focus(key) => {
                // Keys move as the board is seen: a board turned half round turns them too.
                let turned = self
                    .current()
                    .is_some_and(|g| Orientation::with_bottom(g.side()).is_turned());
                self.focus = geometry::move_focus_seen(self.focus, key, turned);
            }
            Action::Hint => self.ask_hint(),
            Action::HintAnswer(text) => self.hint_answer(&text),
            Action::Reveal => self.act(now, |g| g.reveal().map(|_| ())),
            Action::Resign => self.act(now, |g| g.resign().map(|_| ())),
            Action::Join { name } => {
                self.name = fevga_core::link::sanitize_name(&name);
                match self.invitation.take() {
                    Some(fragment) => self.join(&fragment, now),
                    None => self.notice = Some(Notice::error("friend-err-not-now")),
                }
            }
            Action::Rematch => {
                let (Some(game), Some(secret)) = (self.current().cloned(), (self.secrets)()) else {
                    self.notice = Some(Notice::error("friend-err-not-now"));
                    return;
                };
                match game.rematch(secret) {
                    Ok((new, _)) => self.keep(new, now),
                    Err(e) => self.notice = Some(Notice::error(error_key(&e))),
                }
            }
        }
    }

    /// Keeps `game` and shows it.
    fn keep(&mut self, game: Correspondence, now: f64) {
        self.current = Some(game.game_id());
        self.shelf.put(game, now);
        self.fresh_view();
        self.dirty = true;
    }

    /// A game shown afresh: no turn half entered, the latest turn shown, no hint; the board's
    /// focus on our highest checker that can move.
    fn fresh_view(&mut self) {
        self.entry = None;
        self.back = 0;
        self.hint = Hint::None;
        if let Some(e) = self.entry_mut()
            && let Some(p) = e.first_movable()
        {
            self.focus = Spot::Point(p);
        }
    }

    /// Asks the computer for the best play of the roll in play (the hint is the player's own
    /// business, as in correspondence chess; the page says it was used).
    fn ask_hint(&mut self) {
        let Some(c) = self.current() else {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        };
        let id = c.game_id().to_string();
        let Some(game) = c.game_to_play() else {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        };
        let Phase::Play(dice) = game.phase() else {
            return;
        };
        if game.legal_plays().is_empty() {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        }
        self.hint = Hint::Asked {
            request: Request::Hint {
                rules: game.rules(),
                position: game.position(),
                dice,
                level: Level::Expert,
            },
            sent: false,
        };
        if !self.hinted.contains(&id) {
            self.hinted.push(id);
        }
    }

    /// The computer's answer: kept if it answers the hint asked, for the roll still in play.
    fn hint_answer(&mut self, text: &str) {
        let Hint::Asked { request, .. } = &self.hint else {
            return;
        };
        let Request::Hint { position, .. } = *request else {
            return;
        };
        let best = match Reply::from_text(text, request) {
            Ok(Reply::Ranked(ranked)) => ranked.first().map(|r| r.play),
            _ => None,
        };
        let still = self
            .current()
            .and_then(Correspondence::game_to_play)
            .is_some_and(|g| g.position() == position);
        match best {
            Some(play) if still => self.hint = Hint::Ready { position, play },
            _ => {
                self.hint = Hint::None;
                self.notice = Some(Notice::error("friend-err-hint"));
            }
        }
    }

    /// Applies `f` to a copy of the game shown and keeps it only if `f` succeeds.
    fn act(&mut self, now: f64, f: impl FnOnce(&mut Correspondence) -> Result<(), CorrespondenceError>) {
        let Some(mut game) = self.current().cloned() else {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        };
        match f(&mut game) {
            Ok(()) => self.keep(game, now),
            Err(e) => self.notice = Some(Notice::error(error_key(&e))),
        }
    }

    /// Opens a link: the friend's answer to a kept game, or an invitation to join.
    fn open(&mut self, text: &str, now: f64) {
        let Some(fragment) = GameLink::find_in(text) else {
            self.notice = Some(Notice::error("friend-err-damaged"));
            return;
        };
        let link = match GameLink::from_fragment(fragment) {
            Ok(l) => l,
            Err(_) => {
                self.notice = Some(Notice::error("friend-err-damaged"));
                return;
            }
        };
        if let Some(i) = self.shelf.find(link.game_id) {
            let mut game = self.shelf.games()[i].game.clone();
            self.current = Some(link.game_id);
            self.fresh_view();
            match game.accept(fragment) {
                Ok(Update::Moved { status, .. }) => {
                    let key = match status {
                        Status::Over { resigned: true, .. } => "friend-resigned-them",
                        Status::Over { winner, .. } if winner == game.side() => "friend-over-you",
                        Status::Over { .. } => "friend-over-them",
                        _ => "friend-they-moved",
                    };
                    self.keep(game, now);
                    self.notice = Some(Notice::info(key));
                }
                Ok(Update::Rematch) => self.invited(fragment),
                Err(e) => self.notice = Some(Notice::error(error_key(&e))),
            }
        } else if link.is_invitation() {
            self.invited(fragment);
        } else {
            self.notice = Some(Notice::error("friend-err-unknown"));
        }
    }

    /// An invitation: shown with the name to give before joining.
    fn invited(&mut self, fragment: &str) {
        self.current = None;
        self.invitation = Some(fragment.to_string());
    }

    fn join(&mut self, fragment: &str, now: f64) {
        let Some(secret) = (self.secrets)() else {
            self.notice = Some(Notice::error("friend-err-not-now"));
            return;
        };
        match Correspondence::join(fragment, secret, &self.name) {
            Ok((game, _)) => {
                self.keep(game, now);
                self.notice = Some(Notice::info("friend-joined"));
            }
            Err(e) => self.notice = Some(Notice::error(error_key(&e))),
        }
    }
}
