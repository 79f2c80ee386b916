//! [`Page::handle`]: each action applied to the state. A step of the game is tried on a copy of
//! the game shown and kept only if the core accepts it; a refusal leaves everything as it was
//! and says why in a [`Notice`].

use fevga_board::{Orientation, Tapped, geometry};
use fevga_core::Color;
use fevga_core::correspondence::{Correspondence, CorrespondenceError, Setup, Status, Update};
use fevga_core::link::GameLink;

use super::Page;
use crate::action::Action;
use crate::hint::Hint;
use crate::notice::{Notice, Said, error_key};
use crate::shelf::Shelf;

impl Page {
    /// Applies an action at time `now` (milliseconds since 1970).
    pub fn handle(&mut self, action: Action, now: f64) {
        // Another tab's games: taken in, and nothing said or undone here.
        if let Action::Stored(text) = action {
            self.shelf.merge(Shelf::from_text(&text));
            return;
        }
        // The question "resign?" stays only through news from outside (the friend's move passed
        // on live); any action of the person answers it or sets it aside.
        let asked = std::mem::take(&mut self.asking_resign);
        let forget = self.asking_forget.take();
        if let Action::Relayed(_) = action {
            self.asking_resign = asked;
            self.asking_forget = forget;
        }
        self.notice = None;
        self.ended = None;
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
            Action::Relayed(text) => self.relayed(&text, now),
            Action::Show(i) => {
                self.watching = None;
                self.current = self.shelf.get(i).map(|k| k.game.game_id());
                self.fresh_view();
            }
            Action::List => {
                self.current = None;
                self.watching = None;
            }
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
            Action::Activate => {
                let spot = self.focus;
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
                let before = self.current().map(|g| g.match_state().score());
                if self.plays().is_empty() {
                    self.act(now, |g| g.play(None).map(|_| ()));
                } else if let Some(play) = self.chosen() {
                    self.act(now, |g| g.play(Some(&play)).map(|_| ()));
                } else {
                    self.notice = Some(Notice::error("friend-err-unfinished"));
                }
                // Our play ended a game of the match: said, as the friend hears it.
                if let (None, Some(before), Some(game)) = (self.notice, before, self.current()) {
                    self.ended = ended(before, game);
                    if self.ended.is_some() {
                        self.notice = Some(Notice::info("friend-game-end"));
                    }
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
                // Left and Right follow our checkers' path; Up and Down go across as the board
                // is seen (turned half round for Black).
                let side = self.current().map_or(Color::White, |g| g.side());
                let turned = Orientation::with_bottom(side).is_turned() && self.current().is_some();
                self.focus = geometry::move_focus(self.focus, key, side, turned);
            }
            Action::Hint => self.ask_hint(),
            Action::HintAnswer(text) => self.hint_answer(&text),
            Action::Reveal => self.act(now, |g| g.reveal().map(|_| ())),
            // Resigning gives the friend the whole match: asked first, on the page.
            Action::Resign => {
                let can = self
                    .current()
                    .is_some_and(|g| !matches!(g.status(), Status::Over { .. } | Status::Invited));
                if can {
                    self.asking_resign = true;
                } else {
                    self.notice = Some(Notice::error("friend-err-not-now"));
                }
            }
            Action::ResignYes if asked => self.act(now, |g| g.resign().map(|_| ())),
            Action::ResignYes => self.notice = Some(Notice::error("friend-err-not-now")),
            Action::ResignNo | Action::ForgetNo => {}
            Action::Finished => self.finished_open = !self.finished_open,
            // Deleting a match only forgets it on this device: asked first.
            Action::Forget(i) => match self.shelf.get(i) {
                Some(k) => {
                    let id = k.game.game_id();
                    self.asking_forget = Some(id);
                    self.forget_asked = Some(id);
                }
                None => self.notice = Some(Notice::error("friend-err-not-now")),
            },
            Action::ForgetYes => match forget {
                Some(id) if self.shelf.forget(id) => {
                    if self.current == Some(id) {
                        self.current = None;
                    }
                    self.dirty = true;
                    self.notice = Some(Notice::info("friend-forgotten"));
                }
                _ => self.notice = Some(Notice::error("friend-err-not-now")),
            },
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
            Action::Stored(_) => {}
        }
    }

    /// The entry for the roll in play, made afresh if it is for another roll.
    fn entry_mut(&mut self) -> Option<&mut fevga_board::Entry> {
        let game = self.current()?.game_to_play()?;
        if !self.entry.as_ref().is_some_and(|e| e.is_for(&game)) {
            self.entry = fevga_board::Entry::of_game(&game);
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
            self.focus = fevga_board::Spot::Point(p);
        }
    }

    /// Asks the computer for the best play of the roll in play; the game is marked hinted.
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
        match Hint::ask(&game) {
            Ok(Some(hint)) => {
                self.hint = hint;
                if !self.hinted.contains(&id) {
                    self.hinted.push(id);
                }
            }
            Ok(None) => {}
            Err(notice) => self.notice = Some(notice),
        }
    }

    /// The computer's answer: kept if it answers the hint asked, for the roll still in play.
    fn hint_answer(&mut self, text: &str) {
        let in_play = self
            .current()
            .and_then(Correspondence::game_to_play)
            .map(|g| g.position());
        match self.hint.answer(text, in_play) {
            None => {}
            Some(Ok(hint)) => self.hint = hint,
            Some(Err(notice)) => {
                self.hint = Hint::None;
                self.notice = Some(notice);
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

    /// Opens a link: the friend's answer to a kept game, or an invitation to join. The link is
    /// read out of an address or a pasted text ([`read_link`]); a text with none, or with two,
    /// says so.
    fn open(&mut self, text: &str, now: f64) {
        if crate::view::is_watch_address(text) {
            return self.watch(text);
        }
        let fragment = match read_link(text) {
            Ok(f) => f,
            Err(key) => {
                self.notice = Some(Notice::error(key));
                return;
            }
        };
        let fragment = fragment.as_str();
        let link = match GameLink::from_fragment(fragment) {
            Ok(link) => link,
            Err(e) => {
                // Damaged, or made by a newer version: the words say which.
                self.notice = Some(Notice::error(error_key(&e.into())));
                return;
            }
        };
        if let Some(i) = self.shelf.find(link.game_id) {
            let mut game = self.shelf.games()[i].game.clone();
            let (before_status, before) = (game.status(), game.match_state().score());
            self.current = Some(link.game_id);
            self.watching = None;
            self.fresh_view();
            match game.accept(fragment) {
                Ok(Update::Moved { status, turns }) => {
                    self.ended = ended(before, &game);
                    let key = news_key(
                        before_status,
                        status,
                        game.side(),
                        !turns.is_empty(),
                        self.ended.is_some(),
                    );
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

    /// A watch address: the match it shows, followed (a match of ours is shown as ours).
    fn watch(&mut self, text: &str) {
        use fevga_core::correspondence::{CorrespondenceError as E, Spectator};
        let Some(fragment) = GameLink::find_in(text) else {
            self.notice = Some(Notice::error("friend-err-damaged"));
            return;
        };
        if let Ok(link) = GameLink::from_fragment(fragment)
            && let Some(i) = self.shelf.find(link.game_id)
        {
            return self.handle(Action::Show(i), 0.0);
        }
        match Spectator::new(fragment) {
            Ok(s) => {
                self.current = None;
                self.invitation = None;
                self.watching = Some(s);
                self.fresh_view();
                self.notice = None;
            }
            Err(E::Protocol(_)) => self.notice = Some(Notice::error("friend-err-watch-early")),
            Err(e) => self.notice = Some(Notice::error(error_key(&e))),
        }
    }

    /// A link the relay passed on. Only a game kept takes it; the game shown says what it
    /// brought (as an opened link would), another game changes quietly (the list says whose turn
    /// it is). A link the game has already is no news; any other refusal is said if the game is
    /// shown (a link the relay passed on is checked like any other).
    fn relayed(&mut self, fragment: &str, now: f64) {
        use fevga_core::correspondence::CorrespondenceError as E;
        let Ok(link) = GameLink::from_fragment(fragment) else {
            return;
        };
        if let Some(w) = self.watching.as_mut().filter(|w| w.game_id() == link.game_id) {
            // Watched: a link further on is shown at once (a refused one changes nothing).
            if w.accept(fragment) == Ok(true) {
                self.back = 0;
            }
            return;
        }
        let Some(i) = self.shelf.find(link.game_id) else { return };
        let shown = self.current == Some(link.game_id);
        let mut game = self.shelf.games()[i].game.clone();
        let (before_status, before) = (game.status(), game.match_state().score());
        match game.accept(fragment) {
            Ok(Update::Moved { status, turns }) => {
                let end = ended(before, &game);
                let key = news_key(before_status, status, game.side(), !turns.is_empty(), end.is_some());
                self.keep(game, now);
                if shown {
                    self.fresh_view();
                    self.notice = Some(Notice::info(key));
                    self.ended = end;
                }
            }
            Ok(Update::Rematch) if shown => self.invited(fragment),
            // A later link of ours is another tab's (or device's) play, passed back by the relay
            // before this tab's storage brings it: no news either.
            Ok(Update::Rematch) | Err(E::OwnLink | E::Old | E::Replay | E::NothingNew | E::Ahead) => {}
            Err(e) if shown => self.notice = Some(Notice::error(error_key(&e))),
            Err(_) => {}
        }
    }

    /// An invitation: shown with the name to give before joining.
    fn invited(&mut self, fragment: &str) {
        // An invitation no page writes (a match nobody could finish, a forged chain) is refused
        // when opened, with its reason.
        let usual = GameLink::from_fragment(fragment)
            .map_err(CorrespondenceError::from)
            .and_then(|l| fevga_core::correspondence::check_invitation(&l));
        if let Err(e) = usual {
            self.notice = Some(Notice::error(error_key(&e)));
            return;
        }
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

/// The game of the match that ended between the score `before` and `game`'s score now, while
/// the match goes on: its winner (whose score grew) and its points. A link may carry the last
/// play of a game and the next game's opening play, so the score tells it, not the game shown.
fn ended(before: fevga_core::ByColor<u32>, game: &Correspondence) -> Option<super::GameEnd> {
    if matches!(game.status(), Status::Over { .. }) {
        return None;
    }
    let now = game.match_state().score();
    [fevga_core::Color::White, fevga_core::Color::Black]
        .into_iter()
        .find(|&c| now.get(c) > before.get(c))
        .map(|winner| super::GameEnd {
            winner,
            points: now.get(winner) - before.get(winner),
        })
}

/// What the friend's link brought, in the notice's words, from our status `before` it and `now`:
/// the end of the match or of a game in it, a play, their joining (the answer to our
/// invitation, with who opens), or their half of an opening roll. Only a play is said as "your
/// friend played".
fn news_key(before: Status, now: Status, side: fevga_core::Color, played: bool, game_ended: bool) -> &'static str {
    match now {
        Status::Over { resigned: true, .. } => "friend-resigned-them",
        Status::Over { winner, .. } if winner == side => "friend-over-you",
        Status::Over { .. } => "friend-over-them",
        _ if game_ended => "friend-game-end",
        _ if played => "friend-they-moved",
        Status::Play(_) if before == Status::Invited => "friend-they-joined-play",
        Status::Reveal(_) if before == Status::Invited => "friend-they-joined-reveal",
        _ if before == Status::Invited => "friend-they-joined",
        Status::Play(_) => "friend-they-revealed-play",
        Status::Reveal(_) | Status::Invited | Status::Waiting => "friend-they-revealed",
    }
}

/// The game link in a text: an address, a bare fragment, or a chat line with words around the
/// link. The link is `game=` (in any case: a keyboard or a messenger may have capitalised it),
/// the version's digits, `.`, and the base64url characters that follow; what comes after them
/// (a space, a word, a full stop) is not the link's. One link, written once or more: it. None:
/// `friend-err-no-link` (an address cut before `game=` says so, rather than showing the list as
/// if nothing was opened). Two different ones: `friend-err-two-links`.
pub fn read_link(text: &str) -> Result<String, &'static str> {
    let prefix = GameLink::PREFIX;
    let lower = text.to_ascii_lowercase();
    let mut found: Option<String> = None;
    let mut from = 0;
    while let Some(at) = lower[from..].find(prefix).map(|i| i + from) {
        let rest = &text[at + prefix.len()..];
        let version = rest.bytes().take_while(u8::is_ascii_digit).count();
        let body = rest[version..].strip_prefix('.').map_or(0, |b| {
            1 + b
                .bytes()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_'))
                .count()
        });
        from = at + prefix.len();
        if version == 0 || body <= 1 {
            continue;
        }
        let link = format!("{prefix}{}", &rest[..version + body]);
        match &found {
            Some(f) if *f != link => return Err("friend-err-two-links"),
            _ => found = Some(link),
        }
    }
    found.ok_or("friend-err-no-link")
}
