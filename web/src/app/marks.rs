//! The board's marks, worked out once after every change (not while drawing): the checkers that
//! can move, the selected one and its targets, where the last play started.

use fevga_board::{Marks, Spot};

use super::App;
use super::output::spot;

impl App {
    /// Works out the board's marks from the state (after every change).
    pub(super) fn refresh_marks(&mut self) {
        let side = self.to_move();
        self.marks = Marks {
            movable: self.find_movable(),
            targets: self.find_targets(),
            selected: self.selected.map(|p| side.to_white_point(p)),
            last_from: self.last_play_starts(),
            // The ends of the last play are not marked.
            last_to: Vec::new(),
        };
    }

    /// Where the last play's checkers came from, while no new turn is being entered (White's
    /// numbering); a point the opponent has taken since is left out.
    fn last_play_starts(&self) -> Vec<u8> {
        if self.turn.as_ref().is_some_and(|t| !t.steps().is_empty()) {
            return Vec::new();
        }
        let Some(t) = self.mtch.game().history().last() else {
            return Vec::new();
        };
        let Some(play) = t.play else { return Vec::new() };
        let pos = self.shown_position();
        play.moves()
            .iter()
            .map(|m| t.color.to_white_point(m.from()))
            .filter(|&p| pos.at(p).is_none_or(|(c, _)| c == t.color))
            .collect()
    }

    /// Points (White's numbering) holding a checker that can move now.
    fn find_movable(&self) -> Vec<u8> {
        let Some(turn) = self.turn.as_ref().filter(|_| self.board_active()) else {
            return Vec::new();
        };
        let side = self.to_move();
        let mut pts: Vec<u8> = turn.next_steps().iter().map(|s| side.to_white_point(s.from)).collect();
        pts.sort_unstable();
        pts.dedup();
        pts
    }

    /// Where the selected checker can go.
    fn find_targets(&self) -> Vec<Spot> {
        let (Some(from), Some(turn)) = (self.selected, self.turn.as_ref()) else {
            return Vec::new();
        };
        let side = self.to_move();
        turn.destinations(from).iter().map(|d| spot(side, d.to)).collect()
    }
}
