//! Play codes: a turn's play as a number among the roll's legal plays in [`canonical`] order
//! ([`play_code`], [`play_of_code`]), 0 for a pass.

use crate::{Color, Play};

/// The legal plays in the order play codes count them: by the position each leads to (White's
/// points, then Black's), independent of the order the move generator finds them in.
#[must_use]
pub fn canonical(plays: &[Play]) -> Vec<Play> {
    let mut keyed: Vec<_> = plays
        .iter()
        .map(|p| {
            let b = p.position().board();
            ((*b.checkers(Color::White), *b.checkers(Color::Black)), *p)
        })
        .collect();
    // Insertion sort: rolls have a few dozen plays, and it is far less wasm than the standard
    // library's sorts.
    for i in 1..keyed.len() {
        let mut j = i;
        while j > 0 && keyed[j - 1].0 > keyed[j].0 {
            keyed.swap(j - 1, j);
            j -= 1;
        }
    }
    keyed.into_iter().map(|(_, p)| p).collect()
}

/// The code of `play` (`None`: a pass) among `legal`: 0 for a pass, `i + 1` for the `i`-th in
/// [`canonical`] order; `None` if the play is not among them.
#[must_use]
pub fn play_code(legal: &[Play], play: Option<&Play>) -> Option<u32> {
    let Some(play) = play else { return Some(0) };
    let i = canonical(legal).iter().position(|p| p.position() == play.position())?;
    u32::try_from(i + 1).ok()
}

/// The play a code names among `legal`: `Some(None)` for a pass (code 0), `None` if there is no
/// such play.
#[must_use]
pub fn play_of_code(legal: &[Play], code: u32) -> Option<Option<Play>> {
    if code == 0 {
        return Some(None);
    }
    let i = usize::try_from(code - 1).ok()?;
    canonical(legal).get(i).copied().map(Some)
}
