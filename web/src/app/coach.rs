//! The coach: a hint for the person's turn (the best plays ranked, the best drawn as arrows;
//! on request those plays rolled out, as the benchmark judges) and the review of a finished
//! game (every play rated, stepped through on the board; a turn's play rolled out against the
//! best on request). Both are questions to the computer's worker (`computer.rs`), so the page never stalls; both judge at
//! the expert level's depth whatever level the computer plays.

use fevga_ai::protocol::Request;
use fevga_ai::reason::{Reason, reason};
use fevga_ai::review::{Label, Review};
use fevga_ai::{Level, Rated, RolledPlay};
use fevga_board::{Arrow, ArrowKind, FocusKey};
use fevga_core::link::Link;
use fevga_core::{Color, Dice, Phase, Play, Position, TurnRecord};

use super::App;
use super::computer::ComputerState;
use super::output::spot;

mod rest;
mod state;
pub use rest::HintRest;
use state::TurnKey;
pub(super) use state::{Coach, ReviewStep};

/// How many plays a hint lists.
pub const HINT_PLAYS: usize = 5;

/// Trials a play of the hint's rollout: every pair of the first two rolls once, as the
/// benchmark set's rollouts.
pub const ROLLOUT_TRIALS: usize = 1296;

/// Half-moves a trial of the hint's rollout plays before the network judges (as the
/// benchmark set's): about two seconds in the worker for five plays.
pub const ROLLOUT_TRUNCATE: usize = 7;

/// A rollout of plays: a hint's, or a reviewed turn's best and played plays.
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

    /// The rollout of the reviewed turn shown (its best play against the played one), if one
    /// was asked for.
    #[must_use]
    pub fn review_rollout(&self) -> Option<&PlaysRollout> {
        self.live(self.coach.review_rollout()?)
    }

    /// The reviewed turn shown, if its play can be rolled out against the best: the play is
    /// not the best, nothing is under way and it is not rolled out yet. The plays to roll
    /// out (the best first) and the position and roll.
    fn turn_to_roll_out(&self) -> Option<(Vec<Play>, Position, Dice)> {
        let (review, at) = self.review()?;
        let t = review.turns.get(at?)?;
        let (best, played) = (t.best?, t.played_rated?);
        let record = self.reviewed_turn()?;
        (best.play != played.play
            && !self.busy()
            && self.computer != ComputerState::Failed
            && self.review_rollout().is_none())
        .then(|| (vec![best.play, played.play], record.before, record.dice))
    }

    /// Whether the reviewed turn shown can be rolled out (its best play against the played one).
    #[must_use]
    pub fn can_roll_out_turn(&self) -> bool {
        self.turn_to_roll_out().is_some()
    }

    /// Roll out: the reviewed turn's plays if a turn of a review is shown, else the hint's.
    pub(super) fn roll_out(&mut self) {
        if !self.coach.reviewing() {
            self.start_rollout();
            return;
        }
        let Some((plays, position, dice)) = self.turn_to_roll_out() else {
            return;
        };
        let request = self.rollout_request(plays, position, dice);
        self.coach.review_rollout_asked();
        self.ask_computer(request);
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
        if self.coach.reviewing() {
            // The reviewed turn whose rollout is under way, if the answer is for its plays.
            let at = self.coach.review_rollout_turn();
            let record = at.and_then(|i| self.keeping.mtch().game().history().get(i));
            let Request::Rollout { position, dice, .. } = request else {
                return;
            };
            let Some(t) = record.filter(|t| t.before == *position && t.dice == *dice) else {
                return;
            };
            let (side, viewer) = (t.before.turn(), self.viewer());
            if let Some(best) = rolled.first() {
                let notation = best.play.notation_in(side, viewer);
                self.out.announcements.push(super::Announcement::RolledOut { notation });
            }
            self.coach.review_rolled_out(rolled);
            return;
        }
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
            .then(|| reason(self.to_move(), &best.play.position(), &other.play.position()))
    }

    /// Whether the finished game can be reviewed (and is not being, or shown).
    #[must_use]
    pub fn can_review(&self) -> bool {
        matches!(self.phase(), Phase::Over(_))
            && !self.coach.reviewing()
            && !self.busy()
            && self.computer != ComputerState::Failed
    }

    pub(super) fn start_review(&mut self) {
        if !self.can_review() {
            return;
        }
        let request = Request::Review {
            game: Box::new(self.keeping.mtch().game().clone()),
            level: Level::Expert,
        };
        self.coach.review_asked(self.keeping.mtch().game().history().len());
        self.ask_computer(request);
    }

    /// The computer's review of the finished game.
    pub(super) fn review_ready(&mut self, review: Review) {
        self.coach.review_ready(review);
        self.out.announcements.push(super::Announcement::Reviewed);
    }

    /// Turns rated so far and in all, while a review is worked out.
    #[must_use]
    pub fn review_progress(&self) -> Option<(usize, usize)> {
        self.coach.progress()
    }

    /// The finished review and the turn shown on the board, if any.
    #[must_use]
    pub fn review(&self) -> Option<(&Review, Option<usize>)> {
        self.coach.review()
    }

    /// The reviewed turn the previous (`forward` false) or next mistake is at: a turn of the
    /// person's side (either side in pass-and-play) labelled mistake or blunder, with a choice.
    /// From the list (no turn shown), the next one is the first; there is no previous one.
    #[must_use]
    pub fn review_mistake(&self, forward: bool) -> Option<usize> {
        let (review, at) = self.review()?;
        let stop = |&(_, t): &(usize, &fevga_ai::review::TurnReview)| {
            t.choices >= 2 && matches!(t.label, Some(Label::Mistake | Label::Blunder)) && self.is_human(t.color)
        };
        let mut turns = review.turns.iter().enumerate();
        if forward {
            let from = at.map_or(0, |i| i + 1);
            turns.find(|x| x.0 >= from && stop(x)).map(|(i, _)| i)
        } else {
            let before = at?;
            turns.rev().find(|x| x.0 < before && stop(x)).map(|(i, _)| i)
        }
    }

    /// Goes to the previous or next mistake, if there is one.
    pub(super) fn review_to_mistake(&mut self, forward: bool) {
        if let Some(i) = self.review_mistake(forward) {
            self.coach.handle(ReviewStep::Go(i));
        }
    }

    /// A board key while the review is shown: Left and Right step the turns, Home and End go
    /// to the first and the last. `false` for a key the review does not take (the board's).
    pub(super) fn review_key(&mut self, key: FocusKey) -> bool {
        let step = match key {
            FocusKey::Left => ReviewStep::Prev,
            FocusKey::Right => ReviewStep::Next,
            FocusKey::Home => ReviewStep::First,
            FocusKey::End => ReviewStep::Last,
            FocusKey::Up | FocusKey::Down => return false,
        };
        self.coach.handle(step)
    }

    /// Whether the reviewed turn can be tried again ([`Button::ReviewTry`]): a turn of the
    /// person's with a choice, and nothing lost by leaving the game (a single game, or a match
    /// that is over).
    #[must_use]
    pub fn can_try_here(&self) -> bool {
        let Some((review, Some(at))) = self.review() else {
            return false;
        };
        review
            .turns
            .get(at)
            .is_some_and(|t| t.best.is_some() && self.is_human(t.color))
            && (self.keeping.mtch().length() == 1 || self.keeping.mtch().winner().is_some())
            && !self.elsewhere()
    }

    /// A single game from the reviewed turn's position, with its roll, to play it again.
    pub(super) fn try_here(&mut self) {
        if !self.can_try_here() {
            return;
        }
        let Some(t) = self.reviewed_turn().copied() else { return };
        let rules = self.keeping.mtch().game().rules();
        self.play_from(Link {
            position: t.before,
            dice: Some(t.dice),
            rules,
        });
    }

    /// The turn of the game shown in the review, if one is.
    #[must_use]
    pub fn reviewed_turn(&self) -> Option<&TurnRecord> {
        let (_, at) = self.review()?;
        self.keeping.mtch().game().history().get(at?)
    }

    /// The arrows on the board: the reviewed turn's played play and (if another) the best one,
    /// or the hint's best play while no step of the turn is entered.
    pub(super) fn coach_arrows(&self) -> Vec<Arrow> {
        if let Some((review, Some(at))) = self.review() {
            let Some(t) = review.turns.get(at) else {
                return Vec::new();
            };
            let mut arrows = t
                .played
                .map_or_else(Vec::new, |p| arrows_of(t.color, &p, ArrowKind::Played));
            // Below the doubtful threshold a difference is the network's noise: no better play.
            if let Some(best) = t.best.filter(|b| Some(b.play) != t.played && t.label.is_some()) {
                arrows.extend(arrows_of(t.color, &best.play, ArrowKind::Best));
            }
            return arrows;
        }
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

/// A play's checker moves as arrows (White's numbering), each drawn once.
pub(super) fn arrows_of(color: Color, play: &Play, kind: ArrowKind) -> Vec<Arrow> {
    let mut out: Vec<Arrow> = Vec::new();
    for m in play.moves() {
        let a = Arrow {
            from: color.to_white(m.from()),
            to: spot(color, m.to()),
            kind,
        };
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}
