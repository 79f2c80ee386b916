//! Taking the other side's link: [`Correspondence::accept`] compares it with ours (the match, the
//! settings, the commitments, the history) before the link checker replays it.

use super::check::{Checked, check, check_reveal, check_signature};
use super::{Correspondence, CorrespondenceError, E, Status, Update};
use crate::link::{GameLink, GameSummary, LinkTurn, Reveal};

impl Correspondence {
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
            return Err(self.own_link(&link));
        }
        same_settings(ours, &link)?;
        let other = self.me.other();
        if link.is_invitation() {
            // The invitation of this match, opened again after it was answered.
            return Err(E::Old);
        }
        // A match of signed links takes only signed links, each signed by its sender: checked
        // before anything else the link says is compared with ours.
        if link.version() != ours.version() {
            return Err(if ours.version() > 1 {
                E::Signature
            } else {
                E::Settings("link version")
            });
        }
        if *link.heads.get(self.me) != Some(self.own[0]) || link.keys.get(self.me) != ours.keys.get(self.me) {
            return Err(E::NotOurCommitment);
        }
        if ours.heads.get(other).is_some()
            && (link.heads.get(other) != ours.heads.get(other) || link.keys.get(other) != ours.keys.get(other))
        {
            return Err(E::OtherCommitment);
        }
        check_signature(&link)?;
        let new_turns = compare_history(ours, &self.checked, &link)?;
        let (my_new, my_old) = (link.reveals.get(self.me), ours.reveals.get(self.me));
        if my_new != my_old {
            let (new, old) = (my_new.map_or(0, |r| r.index), my_old.map_or(0, |r| r.index));
            return Err(if new < old {
                E::Old
            } else if my_new.is_some_and(|r| self.own.get(r.index as usize) == Some(&r.value)) {
                E::Ahead
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

    /// Why a link that says it is ours is refused: the one we sent last, an older or later one
    /// of ours, or (in a match of signed links) one we never wrote.
    fn own_link(&self, link: &GameLink) -> CorrespondenceError {
        if *link == self.link {
            return E::OwnLink;
        }
        let signed_by_us = link.keys.get(self.me) == self.link.keys.get(self.me) && check_signature(link).is_ok();
        if self.link.version() > 1 && !signed_by_us {
            return E::NotOurs;
        }
        let index = |l: &GameLink| l.reveals.get(self.me).map_or(0, |r| r.index);
        let value_ours = link
            .reveals
            .get(self.me)
            .is_some_and(|r| self.own.get(r.index as usize) == Some(&r.value));
        match index(link).cmp(&index(&self.link)) {
            std::cmp::Ordering::Greater if value_ours => E::Ahead,
            std::cmp::Ordering::Greater => E::NotOurs,
            _ => E::Old,
        }
    }
}

/// Whether `link` plays the match `ours` does: the same rules, length, chain, inviter and
/// rematch (for a player's state and a spectator's).
pub(super) fn same_settings(ours: &GameLink, link: &GameLink) -> Result<(), CorrespondenceError> {
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
    Ok(())
}

/// How many turns of the current game `link` adds to `ours` (checked as `checked`): the one
/// comparison of two links' histories, for a player's state and a spectator's.
pub(super) fn compare_history(
    ours: &GameLink,
    checked: &Checked,
    link: &GameLink,
) -> Result<usize, CorrespondenceError> {
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
    let finished = checked.play.game().result().map(|result| GameSummary {
        result,
        turns: u32::try_from(t.len()).unwrap_or(u32::MAX),
    });
    if g2.len() > g.len() + 1 || finished != Some(g2[g.len()]) {
        return Err(E::Diverges(0));
    }
    Ok(t2.len())
}
