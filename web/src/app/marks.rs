//! The board's marks, worked out once after every change (not while drawing): the checkers that
//! can move, the selected one and its targets, where the last play started.

use fevga_board::Marks;
use fevga_core::{StepTo, WhitePoint};

use super::App;

impl App {
    /// Works out the board's marks from the state (after every change).
    pub(super) fn refresh_marks(&mut self) {
        self.hint_rest = self.work_out_hint_rest();
        let mut marks = Marks {
            last_from: self.last_play_ends(true),
            last_to: self.last_play_ends(false),
            arrows: self.coach_arrows(),
            ..Marks::default()
        };
        if let Some(e) = &self.entry {
            e.mark(&mut marks);
            // Checkers are offered only while the person may act on the board.
            if !self.board_active() {
                marks.movable.clear();
            }
        }
        self.marks = marks;
    }

    /// Where the last play's checkers came from (`starts`) or ended (points only) until the next move is begun; a point the opponent holds now is left out.
    fn last_play_ends(&self, starts: bool) -> Vec<WhitePoint> {
        if self.turn().is_some_and(|t| !t.steps().is_empty()) {
            return Vec::new();
        }
        let Some((color, play)) = self.last_play() else {
            return Vec::new();
        };
        let pos = self.shown_position();
        let ends: Vec<WhitePoint> = play
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
        WhitePoint::all().filter(|p| ends.contains(p)).collect()
    }
}
