//! The coach: a hint for the person's turn (the best plays ranked, the best drawn as arrows;
//! on request those plays rolled out, as the benchmark judges). A question to the computer's
//! worker (`computer.rs`), so the page never stalls, judged at the expert level's depth
//! whatever level the computer plays. A finished game is reviewed on the Games page's analysis
//! board (issue 31), which the game's end links to ([`App::review_offered`]).

use fevga_ai::protocol::Request;
use fevga_ai::reason::Reason;
use fevga_ai::{Level, Rated, RolledPlay};
use fevga_board::{Arrow, ArrowKind};
use fevga_core::{Color, Dice, Phase, Play, Position};

use super::App;
use super::computer::ComputerState;
use super::output::spot;

mod rest;
mod state;
pub use rest::HintRest;
pub(super) use state::Coach;
use state::TurnKey;

/// How many plays a hint lists.
pub const HINT_PLAYS: usize = 5;

/// Trials a play of the hint's rollout: every pair of the first two rolls once, as the
/// benchmark set's rollouts.
pub const ROLLOUT_TRIALS: usize = 1296;

/// Half-moves a trial of the hint's rollout plays before the network judges (as the
/// benchmark set's): about two seconds in the worker for five plays.
pub const ROLLOUT_TRUNCATE: usize = 7;

/// A rollout of the hint's plays.
#[derive(Debug, Clone, PartialEq)]
pub enum PlaysRollout {
    /// Under way: trials played, of all.
    Running {
        /// Trials played (each for every play).
        done: usize,
        /// Trials in all.
        total: usize,
    },
    /// Done: the plays, best first by the rollout.
    Done(Vec<RolledPlay>),
}

impl App {
    /// Whether the page offers a hint: the person's turn, with a choice to make.
    #[must_use]
    pub fn hint_offered(&self) -> bool {
        matches!(self.phase(), Phase::Play(_))
            && self.entry.is_some()
            && self.keeping.mtch().game().legal_plays().len() >= 2
            && self.computer != ComputerState::Failed
    }

    /// Whether a hint can be asked for now: offered, nothing under way, not asked yet.
    #[must_use]
    pub fn can_hint(&self) -> bool {
        self.hint_offered() && !self.busy() && self.coach.hint_of(&self.turn_key()).is_none()
    }

    fn turn_key(&self) -> TurnKey {
        let game = self.keeping.mtch().game();
        (game.position(), game.dice())
    }

    pub(super) fn start_hint(&mut self) {
        if !self.can_hint() {
            return;
        }
        self.forget_why_not();
        let game = self.keeping.mtch().game();
        let Some(dice) = game.dice() else { return };
        let request = Request::Hint {
            rules: game.rules(),
            position: game.position(),
            dice,
            level: Level::Expert,
        };
        self.coach.ask_hint(self.turn_key());
        self.ask_computer(request);
    }

    /// The computer's ranking for the hint asked by `request`, kept if the turn is still the same.
    pub(super) fn hint_ready(&mut self, request: &Request, ranked: Vec<Rated>) {
        let (side, viewer) = (self.to_move(), self.viewer());
        let Request::Hint { position, dice, .. } = request else {
            return;
        };
        let notation = ranked.first().map(|best| best.play.notation_in(side, viewer));
        let mid_turn = self.turn().is_some_and(|t| !t.steps().is_empty());
        if self.coach.hint_ranked(&self.turn_key(), *position, *dice, ranked)
            && let Some(notation) = notation
        {
            // Once steps are entered, the rest of the turn is said (worked out with the marks).
            if mid_turn {
                self.hint_rest = self.work_out_hint_rest();
                if let Some(rest) = &self.hint_rest {
                    let mover = self.to_move();
                    let said = match rest.plays.first() {
                        _ if rest.off_best => super::Announcement::HintOffBest,
                        Some((_, steps)) => super::Announcement::Hint {
                            notation: fevga_core::notation::format_steps(steps, mover, viewer),
                        },
                        None => return,
                    };
                    self.out.announcements.push(said);
                }
                return;
            }
            self.out.announcements.push(super::Announcement::Hint { notation });
        }
    }

    /// The hint for the turn in play: `None` if none was asked for; empty while it is found.
    #[must_use]
    pub fn hint(&self) -> Option<&[Rated]> {
        self.coach
            .hint_of(&self.turn_key())
            .filter(|_| matches!(self.phase(), Phase::Play(_)))
            .map(|ranked| &ranked[..ranked.len().min(HINT_PLAYS)])
    }

    /// The rollout of the hint's plays, for the turn in play: `None` if none was asked for
    /// (or the question was dropped before it ended).
    #[must_use]
    pub fn hint_rollout(&self) -> Option<&PlaysRollout> {
        self.hint()?;
        self.live(self.coach.hint_rollout()?)
    }

    /// `r`, unless it is under way and no rollout is asked for any more.
    fn live<'a>(&self, r: &'a PlaysRollout) -> Option<&'a PlaysRollout> {
        let running = matches!(r, PlaysRollout::Running { .. });
        let asked = self
            .asked
            .as_ref()
            .is_some_and(|a| matches!(a.request, Request::Rollout { .. }));
        (!running || asked).then_some(r)
    }

    /// The question that rolls `plays` out (the page's trials and truncation, a fresh seed).
    fn rollout_request(&mut self, plays: Vec<Play>, position: Position, dice: Dice) -> Request {
        Request::Rollout {
            rules: self.keeping.mtch().game().rules(),
            position,
            dice,
            plays,
            trials: ROLLOUT_TRIALS,
            truncate: ROLLOUT_TRUNCATE,
            seed: self.rng.next_u64(),
        }
    }

    /// Whether the hint's plays can be rolled out now: two or more ranked, nothing under way,
    /// not rolled out yet.
    #[must_use]
    pub fn can_roll_out(&self) -> bool {
        self.hint().is_some_and(|h| h.len() >= 2)
            && !self.busy()
            && self.computer != ComputerState::Failed
            && self.hint_rollout().is_none()
    }

    pub(super) fn start_rollout(&mut self) {
        if !self.can_roll_out() {
            return;
        }
        let plays: Vec<Play> = self.hint().unwrap_or_default().iter().map(|r| r.play).collect();
        let game = self.keeping.mtch().game();
        let (position, Some(dice)) = (game.position(), game.dice()) else {
            return;
        };
        let request = self.rollout_request(plays, position, dice);
        self.coach.hint_rollout_asked();
        self.ask_computer(request);
    }

    /// The worker's progress on the rollout under way.
    pub(super) fn rollout_progress(&mut self, done: usize, total: usize) {
        self.coach.rollout_progress(done, total);
    }

    /// The rolled-out plays of the rollout asked by `request`, kept if the turn is still the
    /// same.
    pub(super) fn rollout_ready(&mut self, request: &Request, rolled: Vec<RolledPlay>) {
        let (side, viewer) = (self.to_move(), self.viewer());
        let Request::Rollout { position, dice, .. } = request else {
            return;
        };
        let notation = rolled.first().map(|best| best.play.notation_in(side, viewer));
        if self.coach.hint_rolled_out(&self.turn_key(), *position, *dice, rolled)
            && let Some(notation) = notation
        {
            self.out.announcements.push(super::Announcement::RolledOut { notation });
        }
    }

    /// Why the hint's best play beats its play `i`: said for a play ranked at the best's depth
    /// and at least [`DOUBTFUL`](fevga_ai::review::DOUBTFUL) points of equity below it (a
    /// smaller difference is the network's noise); `None` for the best itself.
    #[must_use]
    pub fn hint_reason(&self, i: usize) -> Option<Reason> {
        let ranked = self.hint()?;
        let (best, other) = (ranked.first()?, ranked.get(i)?);
        (i > 0 && other.depth == best.depth && best.equity - other.equity >= fevga_ai::review::DOUBTFUL)
            .then(|| Reason::of(self.to_move(), &best.play.position(), &other.play.position()))
    }

    /// Whether the game's end offers to review it on the Games page (issue 31): the game is
    /// over and the page writes it to storage with the Games page's copy
    /// (`fevga.games-current` and the inbox). The match changed, so the frame that first draws
    /// the link also hands out the save, and runs it before the page takes another event: the
    /// link cannot be followed before the game is kept. Not offered when nothing is saved (the
    /// storage failed, holds a newer page's save, or another tab owns the game), nor against a
    /// computer level the Games page does not name.
    #[must_use]
    pub fn review_offered(&self) -> bool {
        matches!(self.phase(), Phase::Over(_)) && self.saving() && crate::save::GamesCopy::kept(&self.settings)
    }

    /// The arrows on the board: the hint's best play, or the rest of it once steps of the turn
    /// are entered.
    pub(super) fn coach_arrows(&self) -> Vec<Arrow> {
        if self.turn().is_some_and(|t| !t.steps().is_empty()) {
            // The rest of the turn, from where the steps entered left the checkers.
            let side = self.to_move();
            return self
                .hint_rest()
                .and_then(|r| r.plays.first())
                .map_or_else(Vec::new, |(_, steps)| {
                    let mut out: Vec<Arrow> = Vec::new();
                    for s in steps {
                        let a = Arrow {
                            from: side.to_white(s.from),
                            to: spot(side, s.to()),
                            kind: ArrowKind::Best,
                        };
                        if !out.contains(&a) {
                            out.push(a);
                        }
                    }
                    out
                });
        }
        match self.hint().and_then(|h| h.first()) {
            Some(best) => arrows_of(self.to_move(), &best.play, ArrowKind::Best),
            None => Vec::new(),
        }
    }
}

/// `play`'s moves as arrows (the board crate's one way to draw a play).
pub(super) fn arrows_of(color: Color, play: &Play, kind: ArrowKind) -> Vec<Arrow> {
    Arrow::of_play(color, play, kind)
}
