//! A spectator's view of a match played by links ([`Spectator`]): no secret, nothing to send;
//! every link it is given is checked as a player checks one (the signature, the commitments,
//! the dice, the plays) and must belong to the match it started from and carry it further.

use super::accept::{compare_history, same_settings};
use super::check::{Checked, check_all};
use super::{CorrespondenceError, E};
use crate::fair_dice::GameId;
use crate::link::GameLink;
use crate::{ByColor, Color, Match};

/// A spectator's state: the latest link seen of a match (checked in full) and the players'
/// names as their own links gave them.
///
/// Its trust starts from the first link (the watch address a player shared): that link fixes
/// the match, both commitments and both keys, and every later link must carry the same and be
/// signed by its sender, so whoever passes links on (the relay) cannot show the spectator
/// another game.
#[derive(Debug, Clone)]
pub struct Spectator {
    link: GameLink,
    checked: Checked,
    names: ByColor<String>,
}

impl Spectator {
    /// Starts watching from a link of a match both players have joined.
    ///
    /// # Errors
    /// The link's fault, as a player's [`accept`](super::Correspondence::accept) names it;
    /// [`CorrespondenceError::Protocol`] for an invitation nobody has answered yet.
    pub fn new(text: &str) -> Result<Spectator, CorrespondenceError> {
        let link = GameLink::from_fragment(text)?;
        if link.is_invitation() {
            return Err(E::Protocol("an invitation: nobody has joined the match yet"));
        }
        let checked = check_all(&link)?;
        let mut names = ByColor::<String>::default();
        names.get_mut(link.sender).clone_from(&link.name);
        Ok(Spectator { link, checked, names })
    }

    /// Takes a later link of the same match: `Ok(true)` if it carries the match further,
    /// `Ok(false)` for the one seen last.
    ///
    /// # Errors
    /// [`CorrespondenceError::OtherGame`], [`CorrespondenceError::Rules`],
    /// [`CorrespondenceError::Settings`] or
    /// [`CorrespondenceError::OtherCommitment`] for a link of another match, or of someone other
    /// than its two players; [`CorrespondenceError::Old`] for an earlier link; else the link's
    /// own fault. The state is unchanged on an error.
    pub fn accept(&mut self, text: &str) -> Result<bool, CorrespondenceError> {
        let link = GameLink::from_fragment(text)?;
        let ours = &self.link;
        if link.game_id != ours.game_id {
            return Err(E::OtherGame {
                ours: ours.game_id,
                theirs: link.game_id,
            });
        }
        if link == *ours {
            return Ok(false);
        }
        same_settings(ours, &link)?;
        if link.version() != ours.version() {
            return Err(E::Settings("link version"));
        }
        if link.heads != ours.heads || link.keys != ours.keys {
            return Err(E::OtherCommitment);
        }
        let new_turns = compare_history(ours, &self.checked, &link)?;
        let index = |l: &GameLink, c: Color| l.reveals.get(c).map_or(0, |r| r.index);
        let behind = Color::BOTH.iter().any(|&c| index(&link, c) < index(ours, c))
            || ours.resigned.is_some() && link.resigned != ours.resigned;
        let further = new_turns > 0
            || link.games.len() > ours.games.len()
            || Color::BOTH.iter().any(|&c| index(&link, c) > index(ours, c))
            || link.resigned.is_some() && ours.resigned.is_none();
        if behind || !further {
            return Err(E::Old);
        }
        let checked = check_all(&link)?;
        self.names.get_mut(link.sender).clone_from(&link.name);
        self.link = link;
        self.checked = checked;
        Ok(true)
    }

    /// The match's id.
    #[must_use]
    pub const fn game_id(&self) -> GameId {
        self.link.game_id
    }

    /// The match as the latest link has played it.
    #[must_use]
    pub const fn match_state(&self) -> &Match {
        &self.checked.play
    }

    /// The players' names by side, as their own latest links gave them (empty until a player's
    /// link is seen, or if they gave none).
    #[must_use]
    pub const fn names(&self) -> &ByColor<String> {
        &self.names
    }

    /// The side that resigned the match, if one did.
    #[must_use]
    pub const fn resigned(&self) -> Option<Color> {
        self.link.resigned
    }

    /// The match's winner (by its score, or by a resignation), once it is over.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        self.link
            .resigned
            .map(Color::other)
            .or_else(|| self.checked.play.winner())
    }

    /// The latest link seen, as a fragment: what a spectator shares to let another watch.
    #[must_use]
    pub fn link(&self) -> String {
        self.link.to_fragment()
    }
}
