//! The saved state, for the page's storage: [`Correspondence::save`] and
//! [`Correspondence::restore`]. The text's format is fixed: saves in browsers must still read.

use super::check::check_all;
use super::{Correspondence, CorrespondenceError, E, own_chain};
use crate::Color;
use crate::fair_dice::Secret;
use crate::link::{GameLink, sanitize_name};
use crate::signing::SigningKey;

impl Correspondence {
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
        // The key is derived again, not saved: a match of signed links has ours in its link.
        let key = (link.version() > 1).then(|| SigningKey::derive(&secret, link.game_id, me));
        if *link.heads.get(me) != Some(own[0]) || *link.keys.get(me) != key.as_ref().map(SigningKey::public) {
            return Err(E::NotOurCommitment);
        }
        let checked = check_all(&link)?;
        Ok(Correspondence {
            me,
            secret,
            own,
            key,
            my_name,
            their_name,
            link,
            checked,
        })
    }
}
