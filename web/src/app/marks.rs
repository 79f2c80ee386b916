//! The board's marks, worked out once after every change (not while drawing): the checkers that
//! can move, the selected one and its targets, where the last play started.

use fevga_board::{Marks, Spot};
use fevga_core::{StepTo, WhitePoint};

use super::App;
use super::output::spot;

impl App {
    /// Works out the board's marks from the state (after every change).
    pub(super) fn refresh_marks(&mut self) {
        let side = self.to_move();
        self.marks = Marks {
            movable: self.find_movable(),
            targets: self.find_targets(),
            selected: self.selected().map(|p| side.to_white(p)),
            last_from: self.last_play_ends(true),
            last_to: self.last_play_ends(false),
            arrows: self.learn_arrows().unwrap_or_else(|| self.coach_arrows()),
        };
    }

    /// Where the last play's checkers came from (`starts`) or ended (points only) until the next move is begun; a point the opponent holds now is left out.
    fn last_play_ends(&self, starts: bool) -> Vec<WhitePoint> {
        if self.turn().is_some_and(|t| !t.steps().is_empty()) || self.reviewed_turn().is_some() {
            return Vec::new();
        }
        let Some((color, play)) = self.last_play() else {
            return Vec::new();
        };
        let pos = self.shown_position();
        let mut points: Vec<WhitePoint> = play
            .moves()
            .iter()
            .filter_map(|m| match (starts, m.to()) {
                (true, _) => Some(m.from()),
                (false, StepTo::Point(p)) => Some(p),
                (false, StepTo::Off) => None,
            })
            .map(|p| color.to_white(p))
            .filter(|&p| match pos.at(p) {
                Some((c, _)) => c == color,
                None => starts,
            })
            .collect();
        points.sort_unstable();
        points.dedup();
        points
    }

    /// Points holding a checker that can move now.
    fn find_movable(&self) -> Vec<WhitePoint> {
        let Some(turn) = self.turn().filter(|_| self.board_active()) else {
            return Vec::new();
        };
        let side = self.to_move();
        let mut pts: Vec<WhitePoint> = turn.next_steps().iter().map(|s| side.to_white(s.from)).collect();
        pts.sort_unstable();
        pts.dedup();
        pts
    }

    /// Where the selected checker can go.
    fn find_targets(&self) -> Vec<Spot> {
        let (Some(from), Some(turn)) = (self.selected(), self.turn()) else {
            return Vec::new();
        };
        let side = self.to_move();
        turn.destinations(from).iter().map(|d| spot(side, d.to)).collect()
    }
}
