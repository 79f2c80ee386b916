//! What the view reads: the state's read-only face. Nothing here changes anything.

use fevga_board::{Entry, Marks, Spot};
use fevga_core::{ByColor, Color, Game, Match, PartialTurn, Phase, Play, Position, WhitePoint};

use super::{App, Confirm, Message, Pending};
use crate::settings::{Opponent, Settings};
use fevga_ai::Level;

impl App {
    /// The player's settings.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The match being played.
    #[must_use]
    pub fn mtch(&self) -> &Match {
        self.keeping.mtch()
    }

    /// The match's current game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.keeping.mtch().game()
    }

    /// The current game's phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.keeping.mtch().game().phase()
    }

    /// The human's turn being entered, if any.
    #[must_use]
    pub fn turn(&self) -> Option<&PartialTurn> {
        self.entry.as_ref().map(Entry::turn)
    }

    /// The messages for the player, oldest first (cleared when a game ends or is replaced).
    #[must_use]
    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    /// The game's last play (a pass is not one) and who made it: marked on the board and
    /// written in the status until the next move.
    #[must_use]
    pub fn last_play(&self) -> Option<(Color, Play)> {
        self.keeping
            .mtch()
            .game()
            .history()
            .iter()
            .rev()
            .find_map(|t| t.play.map(|p| (t.color, p)))
    }

    /// Whether the person may take back their last play now: against the computer below expert
    /// (casual play), while no warning stands, the game allows it (a play of
    /// theirs, its next roll not yet seen), and that play was a choice.
    #[must_use]
    pub fn can_take_back(&self) -> bool {
        self.settings.opponent == Opponent::Computer
            && self.settings.level != Level::Expert
            && !self.elsewhere()
            && self.tutor_warning().is_none()
            && self.keeping.mtch().game().can_take_back(self.settings.human)
            && self.last_play_was_a_choice(self.settings.human)
    }

    /// Whether `side`'s last turn had more than one legal play (a forced play is not worth
    /// taking back: it would be made again).
    fn last_play_was_a_choice(&self, side: Color) -> bool {
        let game = self.keeping.mtch().game();
        game.history()
            .iter()
            .rev()
            .find(|t| t.color == side)
            .is_some_and(|t| t.before.legal_plays(game.rules(), t.dice).len() >= 2)
    }

    /// The person's mistakes due for practice today on the Games page.
    #[must_use]
    pub fn games_due(&self) -> usize {
        self.games_due
    }

    /// Whose numbering the board shows and the page writes moves in: the person at the bottom
    /// (the human against the computer; White in pass-and-play, where the board does not turn).
    #[must_use]
    pub fn viewer(&self) -> Color {
        match self.settings.opponent {
            Opponent::Computer => self.settings.human,
            Opponent::Human => Color::White,
        }
    }

    /// The question asked before a game is thrown away, if any.
    #[must_use]
    pub fn confirm(&self) -> Option<Confirm> {
        self.confirm
    }

    /// The settings the form shows: those waiting for an answer, else the current ones.
    #[must_use]
    pub fn form_settings(&self) -> Settings {
        match self.confirm {
            Some(Confirm::Settings(s)) => s,
            _ => self.settings,
        }
    }

    /// Whether starting again would throw something away: a match that has begun (the opening
    /// roll decided, or points scored) and is not over.
    #[must_use]
    pub fn in_progress(&self) -> bool {
        self.keeping.mtch().winner().is_none()
            && (self.keeping.mtch().score() != ByColor::default() || self.phase() != Phase::Opening)
    }

    /// Whether a move is being shown (its checkers slide) before the next turn starts.
    #[must_use]
    pub fn showing(&self) -> bool {
        matches!(self.pending, Some((_, Pending::Shown)))
    }

    /// Whether "show the last move again" can run: a last play, checkers that slide, and no
    /// turn being entered or shown.
    #[must_use]
    pub fn can_replay(&self) -> bool {
        self.last_play().is_some()
            && self.pace().step_ms() > 0
            && !self.showing()
            && self.turn().is_none_or(|t| t.steps().is_empty())
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

    /// Whether the page waits: for a timer (an automatic or forced step, a move being shown) or
    /// for the computer (its play, a hint, a rollout).
    #[must_use]
    pub fn busy(&self) -> bool {
        self.pending.is_some() || self.asked.is_some()
    }

    /// The board's marks: movable points, the selected one, its targets, the last play's starts.
    #[must_use]
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// Points holding a checker that can move now.
    #[must_use]
    pub fn movable_points(&self) -> &[WhitePoint] {
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
        self.keeping.mtch().game().position().turn()
    }

    /// The position to draw: the turn being entered, or the game's.
    #[must_use]
    pub fn shown_position(&self) -> Position {
        self.turn()
            .map_or_else(|| self.keeping.mtch().game().position(), PartialTurn::position)
    }

    /// Whether the board is drawn turned half round (the viewer plays Black).
    #[must_use]
    pub fn board_flipped(&self) -> bool {
        self.viewer() == Color::Black
    }

    /// Whether the human may act on the board now.
    #[must_use]
    pub fn board_active(&self) -> bool {
        self.entry.is_some() && !self.busy() && !self.elsewhere() && self.tutor_warning().is_none()
    }

    /// Whether this page writes the game to storage (not when the storage failed or holds a
    /// newer version's save, nor while another tab owns the game).
    #[must_use]
    pub fn saving(&self) -> bool {
        self.keeping.saves()
    }

    /// Whether another tab moved last and owns the game (this one offers to take it back).
    #[must_use]
    pub fn elsewhere(&self) -> bool {
        self.keeping.elsewhere()
    }
}
