//! What the view reads: the state's read-only face. Nothing here changes anything.

use fevga_board::{Marks, Spot};
use fevga_core::{Color, Game, Match, PartialTurn, Phase, Position};

use super::{App, Message};
use crate::settings::{Opponent, Settings};

impl App {
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    #[must_use]
    pub fn mtch(&self) -> &Match {
        &self.mtch
    }

    #[must_use]
    pub fn game(&self) -> &Game {
        self.mtch.game()
    }

    #[must_use]
    pub fn phase(&self) -> Phase {
        self.mtch.game().phase()
    }

    /// The human's turn being entered, if any.
    #[must_use]
    pub fn turn(&self) -> Option<&PartialTurn> {
        self.turn.as_ref()
    }

    #[must_use]
    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    /// The last play shown in the status: its side and notation.
    #[must_use]
    pub fn last_move(&self) -> Option<&(Color, String)> {
        self.last_move.as_ref()
    }

    /// The board's keyboard focus.
    #[must_use]
    pub fn focus(&self) -> Spot {
        self.focus
    }

    /// Whether the dice were rolled since the last frame.
    #[must_use]
    pub fn fresh_roll(&self) -> bool {
        self.fresh_roll
    }

    /// Whether the page waits for a timer (the computer, an automatic or forced step).
    #[must_use]
    pub fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// The board's marks: movable points, the selected one, its targets, the last play's starts.
    #[must_use]
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// Points (White's numbering) holding a checker that can move now.
    #[must_use]
    pub fn movable_points(&self) -> &[u8] {
        &self.marks.movable
    }

    /// Where the selected checker can go.
    #[must_use]
    pub fn targets(&self) -> &[Spot] {
        &self.marks.targets
    }

    /// Whether a person (not the computer) plays `color`.
    #[must_use]
    pub fn is_human(&self, color: Color) -> bool {
        self.settings.opponent == Opponent::Human || color == self.settings.human
    }

    /// The side whose turn it is (White before the opening roll).
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.mtch.game().position().turn()
    }

    /// The position to draw: the turn being entered, or the game's.
    #[must_use]
    pub fn shown_position(&self) -> Position {
        self.turn
            .as_ref()
            .map_or_else(|| self.mtch.game().position(), PartialTurn::position)
    }

    /// Whether the board is drawn turned half round (playing Black against the computer).
    #[must_use]
    pub fn board_flipped(&self) -> bool {
        self.settings.opponent == Opponent::Computer && self.settings.human == Color::Black
    }

    /// Whether the human may act on the board now.
    #[must_use]
    pub fn board_active(&self) -> bool {
        self.turn.is_some() && self.pending.is_none()
    }
}
