//! The link checker: a link replayed from its own content (commitments, reveals, dice, plays),
//! whoever holds it. What a link must add to *our* match is [`Correspondence::accept`]'s
//! (`accept.rs`).
//!
//! [`Correspondence::accept`]: super::Correspondence::accept

use super::{CorrespondenceError, E, MAX_CHAIN};
use crate::fair_dice::{Value, fair_opening, fair_roll, unroll};
use crate::link::{GameLink, play_of_code};
use crate::signing::verify;
use crate::{ByColor, Color, Game, Match, Phase};

/// A link replayed and checked in full.
#[derive(Debug, Clone)]
pub(super) struct Checked {
    /// The match at the link's last turn (its game possibly over).
    pub(super) play: Match,
    /// Rolls played in the match so far.
    pub(super) rolls: u32,
    /// Each side's values `x[0..=revealed]`, once it has a commitment.
    pub(super) values: ByColor<Vec<Value>>,
}

/// Replays a link from its own content: its signature, commitments, reveals, dice and plays.
pub(super) fn check(link: &GameLink) -> Result<Checked, CorrespondenceError> {
    if link.chain_length == 0 || link.chain_length > MAX_CHAIN {
        return Err(E::Settings("chain length"));
    }
    check_signature(link)?;
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

/// A signed link (version 2): a key beside each commitment, and the sender's signature of the
/// link. A link of version 1 has neither, and nothing to check here.
pub(super) fn check_signature(link: &GameLink) -> Result<(), CorrespondenceError> {
    if link.version() == 1 {
        return Ok(());
    }
    if Color::BOTH
        .iter()
        .any(|&c| link.heads.get(c).is_some() != link.keys.get(c).is_some())
    {
        return Err(E::Protocol("a commitment without its key"));
    }
    let signed = match (link.keys.get(link.sender), &link.signature) {
        (Some(key), Some(sig)) => verify(key, &link.signed_message(), sig),
        _ => false,
    };
    if signed { Ok(()) } else { Err(E::Signature) }
}

/// The sender of a link (but an invitation) reveals its value for the next roll, `rolls + 1`; a
/// resignation the one after, `rolls + 2`, a value no link has shown yet, so that only the
/// holder of the secret can resign (not whoever saw its last link).
pub(super) fn check_reveal(link: &GameLink, checked: &Checked) -> Result<(), CorrespondenceError> {
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
pub(super) fn check_all(link: &GameLink) -> Result<Checked, CorrespondenceError> {
    let checked = check(link)?;
    check_reveal(link, &checked)?;
    Ok(checked)
}
