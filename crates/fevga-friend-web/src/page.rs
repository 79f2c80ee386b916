//! The friend page's state and the one way through it: every action enters by [`Page::handle`];
//! the view only reads. No DOM and no rules here: the links, the dice and every check are the
//! core's [`Correspondence`]; this module keeps the games, picks the one shown and says what an
//! action gave.

use fevga_core::link::GameLink;
use fevga_core::{
    Color, Correspondence, CorrespondenceError, Game, GameId, Play, Rules, Secret, Setup, Status, Update,
};

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
    /// Chooses a play of the roll (its index in the legal plays).
    Choose(usize),
    /// Plays the chosen play (passes when the roll has none).
    Play,
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

/// The `game=…` part of a pasted text or address (from `game=` on, spaces cut), if any.
#[must_use]
pub fn fragment_of(text: &str) -> Option<&str> {
    let at = text.find("game=")?;
    Some(text[at..].trim())
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
    /// The chosen play's index among the roll's legal plays.
    choice: usize,
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
            choice: 0,
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

    /// The chosen play's index.
    #[must_use]
    pub const fn choice(&self) -> usize {
        self.choice
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

    /// The chosen play, if it is our turn and the roll has plays.
    #[must_use]
    pub fn chosen(&self) -> Option<Play> {
        self.plays().get(self.choice).copied()
    }

    /// Applies an action at time `now` (milliseconds since 1970).
    pub fn handle(&mut self, action: Action, now: f64) {
        self.notice = None;
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
                self.choice = 0;
            }
            Action::List => self.current = None,
            Action::Choose(i) => {
                if i < self.plays().len() {
                    self.choice = i;
                }
            }
            Action::Play => {
                let play = self.chosen();
                self.act(now, |g| g.play(play.as_ref()).map(|_| ()));
            }
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
        self.choice = 0;
        self.dirty = true;
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
        let Some(fragment) = fragment_of(text) else {
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
            self.choice = 0;
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
