//! One position shown ([`Frame`]) and the plays between frames: a `last-move` taken back and
//! checked (`last_play`, `taken_back`), a play of `moves` found (`next_play`).

use fevga_core::{Color, Dice, MoveText, Play, Position, Rules};

use crate::error::LastMoveFault;

/// One position shown: how it came about (the play and roll that led to it, if known).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The position shown.
    pub position: Position,
    /// The play that led here, by the side not to move, with its roll if the sequence gave it.
    pub last: Option<(Color, Play, Option<Dice>)>,
}

/// The play by the side not to move that led to `pos`, written `text` in its own numbering,
/// with a roll that allows it: the checkers are taken back to where they started and the play
/// must be legal from there. `None` if no roll makes it legal.
pub(crate) fn last_play(rules: Rules, pos: &Position, text: &str) -> Result<(Color, Play, Dice), LastMoveFault> {
    let mover = pos.turn().other();
    let mt: MoveText = text.parse().map_err(LastMoveFault::Malformed)?;
    let before = taken_back(pos, &mt)?;
    Dice::all()
        .into_iter()
        .find_map(|dice| {
            let play = before.find_play(rules, dice, &mt).ok().flatten()?;
            (play.position() == *pos).then_some((mover, play, dice))
        })
        .ok_or(LastMoveFault::NotLegal)
}

/// The position before the play `mt` by the side not to move led to `pos`: its checkers taken
/// back along their paths, that side to move (whether a roll allows the play is
/// [`last_play`]'s question).
pub(crate) fn taken_back(pos: &Position, mt: &MoveText) -> Result<Position, LastMoveFault> {
    let mover = pos.turn().other();
    if mt.is_pass() {
        return Err(LastMoveFault::Pass);
    }
    let mut board = pos.board();
    let own = board.checkers_mut(mover);
    // Back from the last movement to the first: each checker returns along its path.
    for &(from, to) in mt.moves().iter().rev() {
        if to != 0 {
            let t = mover.to_white(to).index();
            if own[t] == 0 {
                return Err(LastMoveFault::NotThere { side: mover, point: to });
            }
            own[t] -= 1;
        } else if own.iter().map(|&n| u32::from(n)).sum::<u32>() >= u32::from(fevga_core::CHECKERS) {
            return Err(LastMoveFault::NotLegal);
        }
        own[mover.to_white(from).index()] += 1;
    }
    board.turn = mover;
    Position::from_board(&board).map_err(|_| LastMoveFault::NotLegal)
}

/// The play `text` by the side to move from `pos`, with `roll` or the first roll that allows it, and the
/// position it leads to (`pass`: a roll with no legal play; the turn passes).
pub(crate) fn next_play(
    rules: Rules,
    pos: &Position,
    text: &str,
    roll: Option<Dice>,
) -> Option<(Option<Play>, Dice, Position)> {
    let mt: MoveText = text.parse().ok()?;
    let rolls = roll.map_or_else(|| Dice::all().to_vec(), |d| vec![d]);
    rolls
        .into_iter()
        .find_map(|dice| match pos.find_play(rules, dice, &mt) {
            Ok(Some(play)) => Some((Some(play), dice, play.position())),
            Ok(None) => {
                let mut board = pos.board();
                board.turn = board.turn.other();
                Some((None, dice, Position::from_board(&board).ok()?))
            }
            Err(_) => None,
        })
}
