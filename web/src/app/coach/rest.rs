//! The hint in mid-turn: once steps of the turn are entered, the hint's ranking kept to the
//! plays those steps can still end in, with the steps still to make ([`HintRest`]); and taking
//! every step back to see the best play when the steps are off it.

use fevga_ai::Rated;
use fevga_core::{PartialTurn, Phase, Play, Position, Step};

use super::HINT_PLAYS;
use crate::app::App;

/// The hint once steps of the turn are entered: the rest of the turn for the dice still to play.
///
/// The computer ranks whole plays of the roll from the turn's start (one question per turn,
/// whatever is entered after it, equities comparable with the whole turn's); the rest is that
/// ranking kept to the plays the steps entered can still end in (by where they leave the
/// checkers, whatever order the steps took). Asking the computer about the position after the
/// steps would not do: the dice left are not a roll (one die, or two to four of a double), and
/// the turn's rules (every die it can, the higher one, the walls) hold for the whole play.
#[derive(Debug, Clone, PartialEq)]
pub struct HintRest {
    /// The plays the steps entered can end in, best first (at most [`HINT_PLAYS`]), each with
    /// the steps still to make to reach it.
    pub plays: Vec<(Rated, Vec<Step>)>,
    /// None of the hint's best plays (its first [`HINT_PLAYS`]) continues the steps entered:
    /// they are a mistake themselves.
    pub off_best: bool,
}

/// Every play `turn` can still end in, each with the steps that reach it from here (the first
/// way found); a position reached already by other steps is not searched again.
fn completions(turn: &PartialTurn) -> Vec<(Play, Vec<Step>)> {
    fn walk(t: &mut PartialTurn, path: &mut Vec<Step>, seen: &mut Vec<Position>, out: &mut Vec<(Play, Vec<Step>)>) {
        if let Some(play) = t.completed() {
            if !out.iter().any(|(p, _)| p.position() == play.position()) {
                out.push((play, path.clone()));
            }
            return;
        }
        for s in t.next_steps() {
            if t.step(s).is_err() {
                continue;
            }
            let here = t.position();
            if !seen.contains(&here) {
                seen.push(here);
                path.push(s);
                walk(t, path, seen, out);
                path.pop();
            }
            t.undo();
        }
    }
    let mut out = Vec::new();
    walk(&mut turn.clone(), &mut Vec::new(), &mut Vec::new(), &mut out);
    out
}

impl App {
    /// The hint for the rest of the turn, once steps are entered and the hint is found (worked
    /// out after every change, with the marks).
    pub(in crate::app) fn work_out_hint_rest(&self) -> Option<HintRest> {
        // A complete play is judged at Done (the tutor); the whole turn's hint shows then.
        let turn = self
            .turn()
            .filter(|t| !t.steps().is_empty() && t.completed().is_none())?;
        let ranked = self
            .coach
            .hint_of(&self.turn_key())
            .filter(|r| !r.is_empty() && matches!(self.phase(), Phase::Play(_)))?;
        let ends = completions(turn);
        let end = |r: &Rated| ends.iter().find(|(p, _)| p.position() == r.play.position());
        let plays: Vec<(Rated, Vec<Step>)> = ranked
            .iter()
            .filter_map(|r| end(r).map(|(_, steps)| (*r, steps.clone())))
            .take(HINT_PLAYS)
            .collect();
        let off_best = !ranked.iter().take(HINT_PLAYS).any(|r| end(r).is_some());
        Some(HintRest { plays, off_best })
    }

    /// The hint for the rest of the turn, once steps of it are entered (see [`HintRest`]).
    #[must_use]
    pub const fn hint_rest(&self) -> Option<&HintRest> {
        self.hint_rest.as_ref()
    }

    /// Takes back every step of the turn entered, to see the hint's best play (offered when
    /// the steps are not part of it).
    pub(in crate::app) fn undo_all(&mut self) {
        let mut undone = false;
        while let Some(e) = self.entry.as_mut()
            && e.undo()
        {
            undone = true;
        }
        if undone {
            let left = self.steps_left();
            self.out.announcements.push(crate::app::Announcement::Undone { left });
        }
    }
}
