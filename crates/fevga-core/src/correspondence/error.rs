//! Why a link is refused, or an action is not possible now, and the words that say it.

use std::fmt;

use crate::fair_dice::GameId;
use crate::link::GameLinkError;
use crate::{Color, Dice, GameError, Rules};

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
    /// The link is the one we sent last.
    OwnLink,
    /// A link that says it is ours but that we did not write (its signature is not ours): a
    /// forgery, not to be sent on.
    NotOurs,
    /// The link's signature is not its sender's (or is missing where the match signs): it was
    /// changed after it was sent.
    Signature,
    /// A genuine link from a later point of the match than this state holds (it shows a value
    /// of our chain that we sent, but this state never did): this copy of the match is older
    /// than the one that played on, e.g. restored from a backup.
    Ahead,
    /// The link plays another rule set.
    Rules {
        /// Ours.
        ours: Rules,
        /// The link's.
        theirs: Rules,
    },
    /// The link's match settings differ from ours (which).
    Settings(&'static str),
    /// An invitation asks for what no page writes (which): see
    /// [`check_invitation`](super::check_invitation).
    Unusual(&'static str),
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
            E::NotOurs => f.write_str("the link says it is yours, but you did not write it: do not send it on"),
            E::Signature => f.write_str("the link was changed after your friend sent it: its signature does not match"),
            E::Ahead => f.write_str("the link is from a later point of the match than this browser holds"),
            E::Rules { ours, theirs } => write!(f, "the link plays {theirs}, this match plays {ours}"),
            E::Settings(what) => write!(f, "the link's {what} differs from this match's"),
            E::Unusual(what) => write!(f, "the invitation asks for an unusual {what}, which no page writes"),
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

#[cfg(test)]
mod tests {
    use super::*;

    use CorrespondenceError as E;

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
            (E::NotOurs, "did not write it"),
            (E::Signature, "changed after your friend sent it"),
            (E::Ahead, "later point"),
            (
                E::Rules {
                    ours: Rules::Fevga,
                    theirs: Rules::Multezim,
                },
                "plays multezim, this match plays fevga",
            ),
            (E::Settings("match length"), "match length differs"),
            (E::Unusual("chain length"), "unusual chain length"),
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
}
