//! A match played by links, with no server (issue 19): one side's state, what it accepts from the
//! other, and the links it sends. Fair dice come from `fair_dice`, the link's form from
//! [`link`](crate::link); the rules and the score from [`Game`] and [`Match`].
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
//!
//! A link always carries the whole current game (every turn as a play code), the previous games'
//! results and both sides' latest reveals, so it is checked in full every time: each reveal
//! hashes to its commitment, every roll is the one the two chains give, every play is legal.

use std::fmt;

use crate::fair_dice::{Chain, GameId, Secret, Value, fair_opening, fair_roll, unroll};
use crate::link::{GameLink, GameLinkError, GameSummary, LinkTurn, Reveal, play_code, play_of_code, sanitize_name};
use crate::{ByColor, Color, Dice, Game, GameError, Match, Opening, Phase, Play, Rules, TurnRecord};

/// The longest chain a link may ask for: 65,536 rolls a side.
pub const MAX_CHAIN: u32 = 1 << 16;

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

/// Why a link is refused, or an action is not possible now. Nothing changes on an error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CorrespondenceError {
    /// The link's form is damaged: cut, edited, or not a game link.
    Format(GameLinkError),
    /// The link belongs to another match.
    OtherGame {
        /// Our match's id.
        ours: GameId,
        /// The link's.
        theirs: GameId,
    },
    /// The link is one we sent ourselves.
    OwnLink,
    /// The link plays another rule set.
    Rules {
        /// Ours.
        ours: Rules,
        /// The link's.
        theirs: Rules,
    },
    /// The link's match settings differ from ours (which).
    Settings(&'static str),
    /// Our commitment is not in the link: it was made for someone else.
    NotOurCommitment,
    /// The other side's commitment is not the one we know: a third person's link.
    OtherCommitment,
    /// The link shows a value of our chain that we never sent.
    OurReveal,
    /// The link is older than our game: the game has moved on since.
    Old,
    /// We already have this link.
    Replay,
    /// The link's history disagrees with ours from this turn of the current game (1-based; 0:
    /// the previous games).
    Diverges(usize),
    /// A revealed value does not hash to its side's commitment: the secret was changed.
    Reveal(Color),
    /// The sender revealed the value for the wrong roll.
    RevealIndex {
        /// The roll whose value the link had to reveal.
        expected: u32,
        /// The roll it revealed.
        found: u32,
    },
    /// A turn's dice are not the ones the two secrets give.
    Dice {
        /// The turn of the current game (1-based).
        turn: usize,
        /// The dice the link states.
        stated: Dice,
        /// The dice the secrets give.
        derived: Dice,
    },
    /// A turn whose roll cannot be known yet: not both values are revealed.
    Unrevealed(usize),
    /// A turn that is not a legal play of its roll (the turn, 1-based, and the game's refusal).
    Illegal(usize, GameError),
    /// A turn for the code that names no legal play (the turn, the code, the number of plays).
    NoSuchPlay(usize, u32, usize),
    /// The link adds a turn of ours: only we play our turns.
    NotTheirTurn(usize),
    /// A link that neither plays, nor reveals a roll we need, nor resigns.
    NothingNew,
    /// A step out of the protocol's order (what).
    Protocol(&'static str),
    /// The previous games' results give an impossible score.
    Score(GameError),
    /// The chains have no value left for the next roll: the match cannot go on.
    ChainExhausted,
    /// We cannot do this now (what we asked), e.g. play while waiting.
    NotNow(&'static str),
    /// Our own play is refused.
    Play(GameError),
    /// A saved state cannot be read (what).
    Save(&'static str),
}

impl fmt::Display for CorrespondenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CorrespondenceError as E;
        match self {
            E::Format(e) => e.fmt(f),
            E::OtherGame { ours, theirs } => write!(f, "the link is for match {theirs}, not this match ({ours})"),
            E::OwnLink => f.write_str("this is the link you sent: send it to your friend"),
            E::Rules { ours, theirs } => write!(f, "the link plays {theirs}, this match plays {ours}"),
            E::Settings(what) => write!(f, "the link's {what} differs from this match's"),
            E::NotOurCommitment => f.write_str("the link was not made for you: your commitment is not in it"),
            E::OtherCommitment => f.write_str("the link comes from someone else: the commitment is not your friend's"),
            E::OurReveal => f.write_str("the link shows a secret of yours that you never sent"),
            E::Old => f.write_str("the link is older than this game: the game has moved on"),
            E::Replay => f.write_str("this link was already opened"),
            E::Diverges(0) => f.write_str("the link's earlier games differ from this match's"),
            E::Diverges(turn) => write!(f, "the link's turn {turn} differs from this game's"),
            E::Reveal(side) => write!(f, "{}'s revealed secret does not match its commitment", side.title()),
            E::RevealIndex { expected, found } => {
                write!(
                    f,
                    "the link reveals the secret of roll {found}, roll {expected} was due"
                )
            }
            E::Dice { turn, stated, derived } => {
                write!(f, "turn {turn}: the link says {stated}, the secrets give {derived}")
            }
            E::Unrevealed(turn) => write!(f, "turn {turn}: its roll was not revealed yet"),
            E::Illegal(turn, e) => write!(f, "turn {turn}: {e}"),
            E::NoSuchPlay(turn, code, n) => write!(f, "turn {turn}: play {code} of a roll with {n} plays"),
            E::NotTheirTurn(turn) => write!(f, "turn {turn} is not the sender's to play"),
            E::NothingNew => f.write_str("the link brings no move and no roll"),
            E::Protocol(what) => write!(f, "the link is out of order: {what}"),
            E::Score(e) => write!(f, "the link's earlier games: {e}"),
            E::ChainExhausted => f.write_str("the match has used all its dice: it cannot go on"),
            E::NotNow(what) => write!(f, "cannot {what} now"),
            E::Play(e) => e.fmt(f),
            E::Save(what) => write!(f, "the saved match cannot be read: {what}"),
        }
    }
}

impl std::error::Error for CorrespondenceError {}

impl From<GameLinkError> for CorrespondenceError {
    fn from(e: GameLinkError) -> Self {
        CorrespondenceError::Format(e)
    }
}

use CorrespondenceError as E;

/// A link replayed and checked in full.
#[derive(Debug, Clone)]
struct Checked {
    /// The match at the link's last turn (its game possibly over).
    play: Match,
    /// Rolls played in the match so far.
    rolls: u32,
    /// Each side's values `x[0..=revealed]`, once it has a commitment.
    values: ByColor<Vec<Value>>,
}

/// Replays a link from its own content: commitments, reveals, dice and plays.
fn check(link: &GameLink) -> Result<Checked, CorrespondenceError> {
    if link.chain_length == 0 || link.chain_length > MAX_CHAIN {
        return Err(E::Settings("chain length"));
    }
    if link.heads.get(link.inviter).is_none() {
        return Err(E::Protocol("the inviter's commitment is missing"));
    }
    let invitation = link.is_invitation();
    if invitation
        && (link.sender != link.inviter
            || link.reveals != ByColor::new(None, None)
            || !link.games.is_empty()
            || !link.turns.is_empty()
            || link.resigned.is_some())
    {
        return Err(E::Protocol("an invitation carries only the inviter's commitment"));
    }
    let mut values = ByColor::new(Vec::new(), Vec::new());
    for c in Color::BOTH {
        let Some(head) = link.heads.get(c) else { continue };
        *values.get_mut(c) = match link.reveals.get(c) {
            None => vec![*head],
            Some(r) if r.index > link.chain_length => return Err(E::Reveal(c)),
            Some(r) => unroll(link.game_id, c, head, r.index, &r.value).ok_or(E::Reveal(c))?,
        };
    }
    let mut score = ByColor::new(0u32, 0u32);
    let mut start = 1u32;
    for g in &link.games {
        let s = score.get_mut(g.result.winner);
        *s = s.saturating_add(u32::from(g.result.points));
        start = start.saturating_add(g.turns);
    }
    let mut play = Match::resume(link.match_length, score, Game::new(link.rules)).map_err(E::Score)?;
    for (i, t) in link.turns.iter().enumerate() {
        let turn = i + 1;
        let k = start.saturating_add(u32::try_from(i).unwrap_or(u32::MAX));
        let (Some(w), Some(b)) = (values.white.get(k as usize), values.black.get(k as usize)) else {
            return Err(E::Unrevealed(turn));
        };
        let game = play.game_mut();
        let derived = match game.phase() {
            Phase::Opening => {
                let o = fair_opening(link.game_id, k, w, b);
                if t.dice == o.dice() {
                    game.set_opening(o.white(), o.black())
                        .map_err(|e| E::Illegal(turn, e))?;
                }
                o.dice()
            }
            Phase::Roll => {
                let d = fair_roll(link.game_id, k, w, b);
                if t.dice == d {
                    game.set_dice(d).map_err(|e| E::Illegal(turn, e))?;
                }
                d
            }
            Phase::Play(_) | Phase::Over(_) => return Err(E::Protocol("a turn after the game's end")),
        };
        if t.dice != derived {
            return Err(E::Dice {
                turn,
                stated: t.dice,
                derived,
            });
        }
        let chosen = play_of_code(game.legal_plays(), t.play)
            .ok_or_else(|| E::NoSuchPlay(turn, t.play, game.legal_plays().len()))?;
        game.play_or_pass(chosen.as_ref()).map_err(|e| E::Illegal(turn, e))?;
    }
    let rolls = (start - 1).saturating_add(u32::try_from(link.turns.len()).unwrap_or(u32::MAX));
    if let Some(r) = link.resigned
        && (r != link.sender || play.winner().is_some())
    {
        return Err(E::Protocol("only the sender resigns, and only a match in progress"));
    }
    Ok(Checked { play, rolls, values })
}

/// The sender of a link (but an invitation) reveals its value for the next roll, `rolls + 1`; a
/// resignation the one after, `rolls + 2`, a value no link has shown yet, so that only the
/// holder of the secret can resign (not whoever saw its last link).
fn check_reveal(link: &GameLink, checked: &Checked) -> Result<(), CorrespondenceError> {
    if link.is_invitation() {
        return Ok(());
    }
    let ahead = if link.resigned.is_some() { 2 } else { 1 };
    let expected = checked.rolls.saturating_add(ahead);
    let found = link.reveals.get(link.sender).map_or(0, |r| r.index);
    if found != expected {
        return Err(E::RevealIndex { expected, found });
    }
    Ok(())
}

/// [`check`] and [`check_reveal`].
fn check_all(link: &GameLink) -> Result<Checked, CorrespondenceError> {
    let checked = check(link)?;
    check_reveal(link, &checked)?;
    Ok(checked)
}

/// One side of a correspondence match: its secret chain, the latest link (sent or received) and
/// the match it replays to.
///
/// ```
/// use fevga_core::{Color, Correspondence, Rules, Secret, Setup, Status, Update};
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
/// # Ok::<(), fevga_core::CorrespondenceError>(())
/// ```
#[derive(Clone)]
pub struct Correspondence {
    me: Color,
    secret: Secret,
    /// Our chain, `x[0..=length]`, worked out once.
    own: Vec<Value>,
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
        let mut heads = ByColor::new(None, None);
        *heads.get_mut(setup.side) = Some(own[0]);
        let name = sanitize_name(&setup.name);
        let link = GameLink {
            sender: setup.side,
            game_id,
            rules: setup.rules,
            match_length: setup.match_length,
            chain_length,
            inviter: setup.side,
            rematch_of,
            heads,
            reveals: ByColor::new(None, None),
            name: name.clone(),
            games: Vec::new(),
            turns: Vec::new(),
            resigned: None,
        };
        let checked = check_all(&link)?;
        let c = Correspondence {
            me: setup.side,
            secret,
            own,
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
        let mut link = invite.clone();
        link.sender = me;
        link.name = sanitize_name(name);
        *link.heads.get_mut(me) = Some(own[0]);
        *link.reveals.get_mut(me) = Some(Reveal {
            index: 1,
            value: own[1],
        });
        let checked = check_all(&link)?;
        let c = Correspondence {
            me,
            secret,
            own,
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

    /// Checks a link from the other side and takes it if it extends our match by their turns,
    /// legal and with the right dice (or reveals a roll, answers the invitation, resigns).
    ///
    /// # Errors
    /// A [`CorrespondenceError`] naming the fault; our state is unchanged.
    pub fn accept(&mut self, text: &str) -> Result<Update, CorrespondenceError> {
        let link = GameLink::from_fragment(text)?;
        let ours = &self.link;
        if link.game_id != ours.game_id {
            if link.rematch_of == Some(ours.game_id) && link.is_invitation() {
                return Ok(Update::Rematch);
            }
            return Err(E::OtherGame {
                ours: ours.game_id,
                theirs: link.game_id,
            });
        }
        if link.sender == self.me {
            return Err(E::OwnLink);
        }
        if link.rules != ours.rules {
            return Err(E::Rules {
                ours: ours.rules,
                theirs: link.rules,
            });
        }
        for (same, what) in [
            (link.match_length == ours.match_length, "match length"),
            (link.chain_length == ours.chain_length, "chain length"),
            (link.inviter == ours.inviter, "inviter"),
            (link.rematch_of == ours.rematch_of, "rematch"),
        ] {
            if !same {
                return Err(E::Settings(what));
            }
        }
        let other = self.me.other();
        if link.is_invitation() {
            // The invitation of this match, opened again after it was answered.
            return Err(E::Old);
        }
        if *link.heads.get(self.me) != Some(self.own[0]) {
            return Err(E::NotOurCommitment);
        }
        if ours.heads.get(other).is_some() && link.heads.get(other) != ours.heads.get(other) {
            return Err(E::OtherCommitment);
        }
        let new_turns = self.compare_history(&link)?;
        let (my_new, my_old) = (link.reveals.get(self.me), ours.reveals.get(self.me));
        if my_new != my_old {
            return Err(if my_new.map_or(0, |r| r.index) < my_old.map_or(0, |r| r.index) {
                E::Old
            } else {
                E::OurReveal
            });
        }
        if ours.resigned.is_some() && link.resigned != ours.resigned {
            return Err(E::Old);
        }
        let index = |r: &Option<Reveal>| r.map_or(0, |r| r.index);
        if new_turns == 0
            && index(link.reveals.get(other)) <= index(ours.reveals.get(other))
            && link.resigned == ours.resigned
        {
            return Err(if ours.sender == other { E::Replay } else { E::Old });
        }
        let checked = check(&link)?;
        // The turns the link adds: all the sender's.
        let history = checked.play.game().history();
        let first_added = history.len() - new_turns.min(history.len());
        let added = history[first_added..].to_vec();
        if let Some(i) = added.iter().position(|t| t.color == self.me) {
            return Err(E::NotTheirTurn(first_added + i + 1));
        }
        check_reveal(&link, &checked)?;
        // A link with no turn and no resignation must give us a roll we need (or answer the
        // invitation): never a roll of the sender's own that it should have played.
        let status = self.status_at(&link, &checked);
        if new_turns == 0
            && link.resigned.is_none()
            && ours.heads.get(other).is_some()
            && !matches!(status, Status::Play(_))
        {
            return Err(E::NothingNew);
        }
        self.their_name.clone_from(&link.name);
        self.link = link;
        self.checked = checked;
        Ok(Update::Moved { turns: added, status })
    }

    /// How many turns of the current game `link` adds to ours.
    fn compare_history(&self, link: &GameLink) -> Result<usize, CorrespondenceError> {
        let ours = &self.link;
        let (g, t) = (&ours.games, &ours.turns);
        let (g2, t2) = (&link.games, &link.turns);
        let prefix = |a: &[LinkTurn], b: &[LinkTurn]| a.iter().zip(b).position(|(x, y)| x != y);
        if g2.len() < g.len() {
            return Err(if g[..g2.len()] == g2[..] {
                E::Old
            } else {
                E::Diverges(0)
            });
        }
        if g2[..g.len()] != g[..] {
            return Err(E::Diverges(0));
        }
        if g2.len() == g.len() {
            if let Some(i) = prefix(t, t2) {
                return Err(E::Diverges(i + 1));
            }
            if t2.len() < t.len() {
                return Err(E::Old);
            }
            return Ok(t2.len() - t.len());
        }
        // The link has finished our current game and started the next.
        let finished = self.checked.play.game().result().map(|result| GameSummary {
            result,
            turns: u32::try_from(t.len()).unwrap_or(u32::MAX),
        });
        if g2.len() > g.len() + 1 || finished != Some(g2[g.len()]) {
            return Err(E::Diverges(0));
        }
        Ok(t2.len())
    }

    /// The next link from our side: the current one, sent by us, with `edit` applied, checked in
    /// full before it is taken.
    fn send(&mut self, edit: impl FnOnce(&mut GameLink)) -> Result<String, CorrespondenceError> {
        let mut link = self.link.clone();
        link.sender = self.me;
        link.name.clone_from(&self.my_name);
        edit(&mut link);
        let checked = check_all(&link)?;
        self.link = link;
        self.checked = checked;
        Ok(self.link.to_fragment())
    }

    /// Our value for roll `k`, as a reveal.
    fn reveal_of(&self, k: u32) -> Result<Reveal, CorrespondenceError> {
        let value = *self.own.get(k as usize).ok_or(E::ChainExhausted)?;
        Ok(Reveal { index: k, value })
    }

    /// Plays our roll (`None`: pass, when nothing can be played) and returns the link to send.
    /// A play that ends the game starts the next one in the same link when the match goes on.
    ///
    /// # Errors
    /// [`CorrespondenceError::NotNow`] unless the status is [`Status::Play`];
    /// [`CorrespondenceError::Play`] for a play the roll does not allow.
    pub fn play(&mut self, play: Option<&Play>) -> Result<String, CorrespondenceError> {
        let Some(mut game) = self.game_to_play() else {
            return Err(E::NotNow("play"));
        };
        let dice = game.dice_in_play(crate::GameAction::Play).map_err(E::Play)?;
        let new_game = self.checked.play.game().result().is_some();
        let code = play_code(game.legal_plays(), play);
        game.play_or_pass(play).map_err(E::Play)?;
        let code = code.ok_or(E::NotNow("find the play"))?;
        let reveal = self.reveal_of(self.checked.rolls + 2)?;
        let finished = self.checked.play.game().result();
        let me = self.me;
        self.send(|link| {
            if new_game && let Some(result) = finished {
                let turns = u32::try_from(link.turns.len()).unwrap_or(u32::MAX);
                link.games.push(GameSummary { result, turns });
                link.turns.clear();
            }
            link.turns.push(LinkTurn { dice, play: code });
            *link.reveals.get_mut(me) = Some(reveal);
        })
    }

    /// The game our roll is to be played in, with the roll set (the next game's opening once the
    /// current game is over): its legal plays, position and `PartialTurn` are what the board
    /// shows. `None` unless the status is [`Status::Play`].
    #[must_use]
    pub fn game_to_play(&self) -> Option<Game> {
        let Status::Play(dice) = self.status() else { return None };
        let current = self.checked.play.game();
        let mut game = if current.result().is_some() {
            Game::new(current.rules())
        } else {
            current.clone()
        };
        let set = if game.phase() == Phase::Opening {
            Opening::from_mover(self.me, dice).and_then(|o| game.set_opening(o.white(), o.black()))
        } else {
            game.set_dice(dice)
        };
        set.ok().map(|()| game)
    }

    /// Reveals our value for the next roll, when the other side opens the next game with it
    /// ([`Status::Reveal`]), and returns the link to send.
    ///
    /// # Errors
    /// [`CorrespondenceError::NotNow`] in any other status.
    pub fn reveal(&mut self) -> Result<String, CorrespondenceError> {
        if !matches!(self.status(), Status::Reveal(_)) {
            return Err(E::NotNow("reveal a roll"));
        }
        let reveal = self.reveal_of(self.checked.rolls + 1)?;
        let me = self.me;
        self.send(|link| *link.reveals.get_mut(me) = Some(reveal))
    }

    /// Resigns the match: the other side wins it. Returns the link to send.
    ///
    /// # Errors
    /// [`CorrespondenceError::NotNow`] once the match is over, or before the friend has joined.
    pub fn resign(&mut self) -> Result<String, CorrespondenceError> {
        if matches!(self.status(), Status::Over { .. } | Status::Invited) {
            return Err(E::NotNow("resign"));
        }
        let reveal = self.reveal_of(self.checked.rolls + 2)?;
        let me = self.me;
        self.send(|link| {
            link.resigned = Some(me);
            *link.reveals.get_mut(me) = Some(reveal);
        })
    }

    /// Invites the friend to a rematch once the match is over: the same rules, length and side,
    /// a new match with a new secret. Returns the new state and the invitation link.
    ///
    /// # Errors
    /// [`CorrespondenceError::NotNow`] while the match goes on.
    pub fn rematch(&self, secret: Secret) -> Result<(Correspondence, String), CorrespondenceError> {
        if !matches!(self.status(), Status::Over { .. }) {
            return Err(E::NotNow("offer a rematch"));
        }
        let setup = Setup {
            rules: self.link.rules,
            match_length: self.link.match_length,
            side: self.me,
            name: self.my_name.clone(),
        };
        Correspondence::invite_as(setup, secret, Some(self.link.game_id))
    }

    /// The state as text for the page's storage: our side, our secret (keep it private), both
    /// names and the latest link. [`Correspondence::restore`] reads it back.
    #[must_use]
    pub fn save(&self) -> String {
        format!(
            "fevga correspondence 1\n{}\n{}\n{}\n{}\n{}\n",
            self.me,
            crate::link::base64url(&self.secret.to_bytes()),
            self.my_name,
            self.their_name,
            self.link.to_fragment()
        )
    }

    /// Reads a [`save`](Correspondence::save) back, checking the link in full again.
    ///
    /// # Errors
    /// [`CorrespondenceError::Save`] for a damaged text, [`CorrespondenceError::NotOurCommitment`]
    /// if the secret is not the link's, else as the link's check.
    pub fn restore(saved: &str) -> Result<Correspondence, CorrespondenceError> {
        let mut lines = saved.lines();
        if lines.next() != Some("fevga correspondence 1") {
            return Err(E::Save("first line"));
        }
        let mut field = |what| lines.next().ok_or(E::Save(what));
        let me: Color = field("side")?.parse().map_err(|_| E::Save("side"))?;
        let bytes = crate::link::from_base64url(field("secret")?).map_err(|_| E::Save("secret"))?;
        let secret = Secret::from_bytes(bytes.try_into().map_err(|_| E::Save("secret"))?);
        let my_name = sanitize_name(field("name")?);
        let their_name = sanitize_name(field("friend's name")?);
        let link = GameLink::from_fragment(field("link")?)?;
        let own = own_chain(&secret, link.game_id, me, link.chain_length);
        if *link.heads.get(me) != Some(own[0]) {
            return Err(E::NotOurCommitment);
        }
        let checked = check_all(&link)?;
        Ok(Correspondence {
            me,
            secret,
            own,
            my_name,
            their_name,
            link,
            checked,
        })
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
    fn every_refusal_names_its_fault() {
        let id = GameId(*b"\x01\x02\x03\x04\x05\x06\x07\x08");
        let d = Dice(6, 5);
        let cases: Vec<(CorrespondenceError, &str)> = vec![
            (E::Format(GameLinkError::Checksum), "changed or damaged"),
            (
                E::OtherGame {
                    ours: id,
                    theirs: GameId([0; 8]),
                },
                "for match 0000000000000000, not this match (0102030405060708)",
            ),
            (E::OwnLink, "the link you sent"),
            (
                E::Rules {
                    ours: Rules::Fevga,
                    theirs: Rules::Multezim,
                },
                "plays multezim, this match plays fevga",
            ),
            (E::Settings("match length"), "match length differs"),
            (E::NotOurCommitment, "not made for you"),
            (E::OtherCommitment, "someone else"),
            (E::OurReveal, "you never sent"),
            (E::Old, "older"),
            (E::Replay, "already opened"),
            (E::Diverges(0), "earlier games differ"),
            (E::Diverges(4), "turn 4 differs"),
            (E::Reveal(Color::Black), "Black's revealed secret does not match"),
            (E::RevealIndex { expected: 3, found: 4 }, "roll 4, roll 3 was due"),
            (
                E::Dice {
                    turn: 2,
                    stated: d,
                    derived: Dice(1, 1),
                },
                "turn 2: the link says 6-5, the secrets give 1-1",
            ),
            (E::Unrevealed(7), "turn 7: its roll was not revealed"),
            (E::Illegal(3, GameError::BadMatchLength(0)), "turn 3: match length 0"),
            (E::NoSuchPlay(3, 9, 2), "play 9 of a roll with 2 plays"),
            (E::NotTheirTurn(5), "turn 5 is not the sender's"),
            (E::NothingNew, "no move and no roll"),
            (E::Protocol("x"), "out of order: x"),
            (E::Score(GameError::BadMatchLength(0)), "earlier games"),
            (E::ChainExhausted, "used all its dice"),
            (E::NotNow("play"), "cannot play now"),
            (E::Play(GameError::BadMatchLength(0)), "match length 0"),
            (E::Save("side"), "saved match cannot be read: side"),
        ];
        for (e, words) in cases {
            assert!(e.to_string().contains(words), "{e:?}: {e}");
        }
    }

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
