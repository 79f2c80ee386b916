//! What our side sends: a play ([`Correspondence::play`], in the game [`Correspondence::game_to_play`]
//! sets up), a roll revealed, a resignation, a rematch; each link checked in full before it is
//! taken.

use super::check::check_all;
use super::{Correspondence, CorrespondenceError, E, Setup, Status, sign};
use crate::fair_dice::Secret;
use crate::link::{GameLink, GameSummary, LinkTurn, Reveal, play_code};
use crate::{Game, Opening, Phase, Play};

impl Correspondence {
    /// The next link from our side: the current one, sent and signed by us, with `edit`
    /// applied, checked in full before it is taken.
    fn send(&mut self, edit: impl FnOnce(&mut GameLink)) -> Result<String, CorrespondenceError> {
        let mut link = self.link.clone();
        link.sender = self.me;
        link.name.clone_from(&self.my_name);
        edit(&mut link);
        sign(self.key.as_ref(), &mut link);
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
}
