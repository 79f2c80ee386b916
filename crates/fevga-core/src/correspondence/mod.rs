//! A match played by links, with no server (issue 19): one side's state, what it accepts from the
//! other, and the links it sends. Fair dice come from [`fair_dice`](crate::fair_dice), the link's
//! form from [`link`](crate::link); the rules and the score from [`Game`](crate::Game) and [`Match`].
//!
//! The protocol, for the inviter A and the friend B (`docs/fair-dice.md` says it for players):
//!
//! 1. A's invitation carries the settings and A's commitment (chain head).
//! 2. B's answer adds B's commitment and reveals B's value for roll 1 (the opening).
//! 3. From then on every link reveals the sender's value for the match's next roll `n + 1`, where
//!    `n` counts the rolls played in the link. The receiver then knows that roll. If it is theirs
//!    they play it; if the sender is to play it (an opening the sender won), the receiver sends
//!    back a link that only reveals its own value for that roll.
//! 4. A resignation reveals the value after that, `n + 2`: every link shows a value no earlier
//!    link showed, so only the holder of a secret can write its side's links.
//! 5. Every link is signed by its sender (link version 2): each side's Ed25519 key is derived
//!    from its secret and published beside its commitment, so whoever passes a link on cannot
//!    change what it says. A match begun with links of version 1 (before links were signed)
//!    goes on unsigned.
//!
//! A link always carries the whole current game (every turn as a play code), the previous games'
//! results and both sides' latest reveals, so it is checked in full every time: each reveal
//! hashes to its commitment, every roll is the one the two chains give, every play is legal.
//!
//! The module's files: the state, its setup and status (here), what it sends (`send.rs`), taking
//! a link (`accept.rs`), the link checker (`check.rs`), the refusals (`error.rs`), the saved
//! state (`save.rs`) and a spectator's view (`watch.rs`, [`Spectator`]).

mod accept;
mod check;
mod error;
mod save;
mod send;
mod watch;

use std::fmt;

use crate::fair_dice::{Chain, GameId, Secret, Value, fair_opening, fair_roll};
use crate::link::{GameLink, Reveal, sanitize_name};
use crate::signing::SigningKey;
use crate::{ByColor, Color, Dice, Match, Opening, Phase, Rules, TurnRecord};
use check::{Checked, check_all};
pub use error::CorrespondenceError;
use error::CorrespondenceError as E;
pub use watch::Spectator;

/// The longest chain a link may ask for: 65,536 rolls a side.
pub const MAX_CHAIN: u32 = 1 << 16;

/// The longest match an invitation may ask for, in points: far beyond any match people play (the
/// friend page offers 1 to 7); an invitation asking more is refused when opened.
pub const MAX_INVITED_MATCH: u32 = 64;

/// Whether an invitation asks only for what a page writes: a match of at most
/// [`MAX_INVITED_MATCH`] points, with the chain its match length asks for
/// ([`chain_length_for`]). The friend page refuses any other when it is opened (a forged one could
/// ask a chain of 65,536 values to compute, or a match nobody could finish); [`Correspondence::join`]
/// itself takes any invitation the link checks allow.
///
/// # Errors
/// [`CorrespondenceError::Unusual`], naming what is unusual.
pub fn check_invitation(invite: &GameLink) -> Result<(), CorrespondenceError> {
    if invite.match_length > MAX_INVITED_MATCH {
        return Err(E::Unusual("match length"));
    }
    if invite.chain_length != chain_length_for(invite.match_length) {
        return Err(E::Unusual("chain length"));
    }
    Ok(())
}

/// The chain length an invitation asks for in a match to `points`: room for far more rolls than
/// such a match ever uses (a game averages about 100 turns; see `tests/correspondence.rs`).
#[must_use]
pub fn chain_length_for(points: u32) -> u32 {
    points.saturating_mul(600).saturating_add(1000).min(MAX_CHAIN)
}

/// What an invitation sets up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The rule set.
    pub rules: Rules,
    /// The match length in points (1: a single game).
    pub match_length: u32,
    /// The inviter's side.
    pub side: Color,
    /// The inviter's name (sanitized; may be empty).
    pub name: String,
}

/// What the side this state belongs to can do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// The invitation is out: waiting for the friend's answer.
    Invited,
    /// Waiting for the other side's link.
    Waiting,
    /// Our roll is known: play it (or pass) with [`Correspondence::play`]. In an opening the roll
    /// is written as the game writes it, our (higher) die first.
    Play(Dice),
    /// The other side opens the next game with this roll: send them [`Correspondence::reveal`].
    Reveal(Opening),
    /// The match is over.
    Over {
        /// The side that won the match.
        winner: Color,
        /// Whether the loser resigned it.
        resigned: bool,
    },
}

/// What an accepted link brought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Update {
    /// The other side moved: their new turns (possibly none: an answer to an invitation, a roll
    /// revealed, a resignation) and what we can do now.
    Moved {
        /// Their turns, in order; the first may end a game and the rest open the next.
        turns: Vec<TurnRecord>,
        /// What we can do now.
        status: Status,
    },
    /// An invitation to a rematch of this (finished) match: start it with
    /// [`Correspondence::join`]. Our state is unchanged.
    Rematch,
}

/// One side of a correspondence match: its secret chain, the latest link (sent or received) and
/// the match it replays to.
///
/// ```
/// use fevga_core::correspondence::{Correspondence, Setup, Status, Update};
/// use fevga_core::fair_dice::Secret;
/// use fevga_core::{Color, Rules};
///
/// let setup = Setup { rules: Rules::Fevga, match_length: 3, side: Color::White, name: "Ann".into() };
/// let (mut ann, invite) = Correspondence::invite(setup, Secret::from_bytes([1; 32]))?;
/// // Bo opens the invitation: his commitment and his half of the opening roll go back.
/// let (mut bo, answer) = Correspondence::join(&invite, Secret::from_bytes([2; 32]), "Bo")?;
/// let Update::Moved { status, .. } = ann.accept(&answer)? else { unreachable!() };
/// let link = match status {
///     // Ann won the opening: she plays it (the board shows `game_to_play`).
///     Status::Play(_) => ann.play(ann.game_to_play().unwrap().legal_plays().first())?,
///     // Bo won it: Ann sends her half so that he can play.
///     _ => ann.reveal()?,
/// };
/// bo.accept(&link)?; // checked: commitments, dice, plays
/// assert!(matches!(bo.status(), Status::Play(_)));
/// assert!(bo.accept(&link).is_err()); // the same link twice
/// # Ok::<(), fevga_core::correspondence::CorrespondenceError>(())
/// ```
#[derive(Clone)]
pub struct Correspondence {
    me: Color,
    secret: Secret,
    /// Our chain, `x[0..=length]`, worked out once.
    own: Vec<Value>,
    /// Our signing key in this match; `None` in a match of unsigned links (version 1).
    key: Option<SigningKey>,
    my_name: String,
    their_name: String,
    link: GameLink,
    checked: Checked,
}

impl fmt::Debug for Correspondence {
    /// The side, the names and the latest link; never the secret or the chain's unrevealed values.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Correspondence")
            .field("me", &self.me)
            .field("my_name", &self.my_name)
            .field("their_name", &self.their_name)
            .field("link", &self.link)
            .finish_non_exhaustive()
    }
}

impl Correspondence {
    /// Starts a match: our state and the invitation link (a fragment, `game=1.…`) to send.
    ///
    /// # Errors
    /// [`CorrespondenceError::Score`] for a match length of 0.
    pub fn invite(setup: Setup, secret: Secret) -> Result<(Correspondence, String), CorrespondenceError> {
        Correspondence::invite_as(setup, secret, None)
    }

    fn invite_as(
        setup: Setup,
        secret: Secret,
        rematch_of: Option<GameId>,
    ) -> Result<(Correspondence, String), CorrespondenceError> {
        Match::check(setup.match_length, ByColor::default()).map_err(E::Score)?;
        let game_id = secret.game_id();
        let chain_length = chain_length_for(setup.match_length);
        let own = own_chain(&secret, game_id, setup.side, chain_length);
        let key = SigningKey::derive(&secret, game_id, setup.side);
        let mut heads = ByColor::new(None, None);
        *heads.get_mut(setup.side) = Some(own[0]);
        let mut keys = ByColor::new(None, None);
        *keys.get_mut(setup.side) = Some(key.public());
        let name = sanitize_name(&setup.name);
        let mut link = GameLink {
            sender: setup.side,
            game_id,
            rules: setup.rules,
            match_length: setup.match_length,
            chain_length,
            inviter: setup.side,
            rematch_of,
            heads,
            keys,
            reveals: ByColor::new(None, None),
            name: name.clone(),
            games: Vec::new(),
            turns: Vec::new(),
            resigned: None,
            signature: None,
        };
        sign(Some(&key), &mut link);
        let checked = check_all(&link)?;
        let c = Correspondence {
            me: setup.side,
            secret,
            own,
            key: Some(key),
            my_name: name,
            their_name: String::new(),
            link,
            checked,
        };
        let text = c.link.to_fragment();
        Ok((c, text))
    }

    /// Joins the match an invitation link offers, as the other side: our state and the answer
    /// to send (our commitment and our value for the opening roll).
    ///
    /// # Errors
    /// A [`CorrespondenceError`] if the link is damaged or not an invitation.
    pub fn join(invitation: &str, secret: Secret, name: &str) -> Result<(Correspondence, String), CorrespondenceError> {
        let invite = GameLink::from_fragment(invitation)?;
        check_all(&invite)?;
        let me = invite.inviter.other();
        if invite.heads.get(me).is_some() {
            return Err(E::Protocol("the match has both players already"));
        }
        let own = own_chain(&secret, invite.game_id, me, invite.chain_length);
        // An invitation of version 1 (made before links were signed) starts an unsigned match.
        let key = (invite.version() > 1).then(|| SigningKey::derive(&secret, invite.game_id, me));
        let mut link = invite.clone();
        link.sender = me;
        link.name = sanitize_name(name);
        *link.heads.get_mut(me) = Some(own[0]);
        *link.keys.get_mut(me) = key.as_ref().map(SigningKey::public);
        *link.reveals.get_mut(me) = Some(Reveal {
            index: 1,
            value: own[1],
        });
        sign(key.as_ref(), &mut link);
        let checked = check_all(&link)?;
        let c = Correspondence {
            me,
            secret,
            own,
            key,
            my_name: link.name.clone(),
            their_name: invite.name,
            link,
            checked,
        };
        let text = c.link.to_fragment();
        Ok((c, text))
    }

    /// Our side.
    #[must_use]
    pub const fn side(&self) -> Color {
        self.me
    }

    /// The match's id.
    #[must_use]
    pub const fn game_id(&self) -> GameId {
        self.link.game_id
    }

    /// The match as the links have played it (its current game possibly over).
    #[must_use]
    pub const fn match_state(&self) -> &Match {
        &self.checked.play
    }

    /// The other side's name, as its last link gave it (empty until then).
    #[must_use]
    pub fn their_name(&self) -> &str {
        &self.their_name
    }

    /// Both players' names by side (ours as we gave it, the friend's as their last link gave
    /// it; empty when not known): what a record of the game names.
    #[must_use]
    pub fn names(&self) -> ByColor<String> {
        let mut names = ByColor::<String>::default();
        names.get_mut(self.me).clone_from(&self.my_name);
        names.get_mut(self.me.other()).clone_from(&self.their_name);
        names
    }

    /// The latest link, sent or received: the one to send again if the friend lost it.
    #[must_use]
    pub fn link(&self) -> String {
        self.link.to_fragment()
    }

    /// The latest link, read.
    #[must_use]
    pub const fn game_link(&self) -> &GameLink {
        &self.link
    }

    /// Whether the latest link is ours (to send) rather than the friend's.
    #[must_use]
    pub fn sent_last(&self) -> bool {
        self.link.sender == self.me
    }

    /// What we can do now.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status_at(&self.link, &self.checked)
    }

    /// What we could do with `link` (checked as `checked`) as our latest link.
    fn status_at(&self, link: &GameLink, checked: &Checked) -> Status {
        let play = &checked.play;
        if let Some(r) = link.resigned {
            return Status::Over {
                winner: r.other(),
                resigned: true,
            };
        }
        if let Some(winner) = play.winner() {
            return Status::Over {
                winner,
                resigned: false,
            };
        }
        let other = self.me.other();
        if link.heads.get(other).is_none() {
            return Status::Invited;
        }
        let next = checked.rolls as usize + 1;
        let (Some(theirs), Some(mine)) = (checked.values.get(other).get(next), self.own.get(next)) else {
            return Status::Waiting;
        };
        let (w, b) = match self.me {
            Color::White => (mine, theirs),
            Color::Black => (theirs, mine),
        };
        let k = checked.rolls + 1;
        let game = play.game();
        let (mover, dice, opening) = if matches!(game.phase(), Phase::Opening | Phase::Over(_)) {
            let o = fair_opening(link.game_id, k, w, b);
            (o.first(), o.dice(), Some(o))
        } else {
            (game.position().turn(), fair_roll(link.game_id, k, w, b), None)
        };
        if mover == self.me {
            return Status::Play(dice);
        }
        let revealed = link.reveals.get(self.me).map_or(0, |r| r.index as usize);
        match opening {
            Some(o) if revealed < next => Status::Reveal(o),
            _ => Status::Waiting,
        }
    }
}

/// Signs `link` with `key` (a match of unsigned links has none).
fn sign(key: Option<&SigningKey>, link: &mut GameLink) {
    if let Some(key) = key {
        link.signature = Some(key.sign(&link.signed_message()));
    }
}

/// `x[0..=length]` of our chain.
fn own_chain(secret: &Secret, game: GameId, me: Color, length: u32) -> Vec<Value> {
    Chain::new(secret, game, me, length).values()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_shows_the_secret_or_the_chain() {
        let setup = Setup {
            rules: Rules::Fevga,
            match_length: 1,
            side: Color::Black,
            name: "N".into(),
        };
        let (c, _) = Correspondence::invite(setup, Secret::from_bytes([7; 32])).unwrap();
        let text = format!("{c:?}");
        let hex = |v: &Value| format!("{v:?}");
        assert!(text.contains(&hex(&c.own[0])), "the head is public");
        assert!(!text.contains(&hex(&c.own[1])));
        assert!(!text.contains("7, 7, 7"));
    }

    #[test]
    fn chains_outlast_matches() {
        assert_eq!(chain_length_for(1), 1_600);
        assert_eq!(chain_length_for(u32::MAX), MAX_CHAIN);
    }
}
