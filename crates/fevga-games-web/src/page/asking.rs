//! The questions to the computer, the state's side: which comes next ([`Page::next_question`]:
//! the computer's play on a game from a real board, a play tried, a rollout asked for, then the
//! next turn of a review), a review finished into rates and cards, a turn's rollout.

use fevga_ai::RolledPlay;

use super::*;

/// What a question to the computer is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum About {
    /// A turn of a kept game to rate: the game's id, the turn (from 0), the turns in the game.
    Turn {
        /// The game's id.
        id: u64,
        /// The turn, counted from 0.
        turn: usize,
        /// The turns in the game.
        total: usize,
    },
    /// A play tried on the analysis board (its serial).
    Tried(u32),
    /// The computer's play on the game from a real board.
    Choose,
    /// The rollout of a turn's best and played plays.
    Rollout,
}

/// A question for the computer: what it is about, and the question.
#[derive(Debug, Clone)]
pub struct Ask {
    /// What it is about.
    pub about: About,
    /// The question.
    pub request: Request,
}

/// Trials a play of a turn's rollout: every pair of the first two rolls once, as the
/// benchmark set's and the hint's rollouts.
pub const ROLLOUT_TRIALS: usize = 1296;
/// Half-moves a trial plays before the network judges (as the hint's rollout).
pub const ROLLOUT_TRUNCATE: usize = 7;

/// A turn's best and played plays rolled out.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnRollout {
    /// The game's id.
    pub id: u64,
    /// The turn, counted from 0.
    pub turn: usize,
    /// Whether the question is asked.
    asked: bool,
    /// Trials played and in all, while it runs.
    pub progress: (usize, usize),
    /// The plays, best first by the rollout, once done.
    pub done: Option<Vec<RolledPlay>>,
}

impl Page {
    /// The next question for the computer: the computer's play on the game from a real board,
    /// a play tried, a rollout asked for; else the next turn to rate, of the game shown first,
    /// then of the newest finished game not reviewed yet. Turns without a choice are rated here (`-`), lines that
    /// no longer read are dropped, and a review that ends here is finished ([`Page::reviewed`]).
    pub fn next_question(&mut self) -> Option<Ask> {
        let seed = self.now ^ (self.otb.as_ref().map_or(0, |o| o.game().history().len() as u64) << 48);
        if let Some(request) = self.over_the_board().and_then(|o| o.to_choose(seed)) {
            return Some(Ask {
                about: About::Choose,
                request,
            });
        }
        if let (Some(id), Some((serial, request))) = (self.replayed(), self.explore().and_then(Explore::to_rate)) {
            let _ = id;
            return Some(Ask {
                about: About::Tried(serial),
                request,
            });
        }
        if let Some((id, turn)) = self.rollout.as_ref().filter(|r| !r.asked).map(|r| (r.id, r.turn))
            && let Some(request) = self.rollout_request(id, turn)
        {
            if let Some(r) = self.rollout.as_mut() {
                r.asked = true;
            }
            return Some(Ask {
                about: About::Rollout,
                request,
            });
        }
        let shown = self.replayed();
        let waiting = self
            .games
            .games()
            .iter()
            .rev()
            .filter(|k| k.rates.is_none() && k.finished())
            .map(|k| k.id);
        let candidates: Vec<u64> = shown.into_iter().chain(waiting).collect();
        for id in candidates {
            let Some(a) = self.analysed(id) else { continue };
            if a.rated < self.reviews.rated(id) {
                self.reviews.truncate(id, a.rated);
                self.reviews_dirty = true;
            }
            let mut turn = a.rated;
            loop {
                match a.next(turn) {
                    Next::Ask(request) => {
                        return Some(Ask {
                            about: About::Turn {
                                id,
                                turn,
                                total: a.turns(),
                            },
                            request,
                        });
                    }
                    Next::NoChoice => {
                        self.reviews.push(id, turn, "-");
                        self.reviews_dirty = true;
                        turn += 1;
                    }
                    Next::Done => {
                        if turn > a.rated || self.games.get(id).is_some_and(|k| k.rates.is_none()) {
                            self.reviewed(id);
                        }
                        break;
                    }
                }
            }
        }
        None
    }

    /// Asks for the rollout of the turn shown's best and played plays (a turn rated, where the
    /// play made was not the best).
    pub(super) fn start_rollout(&mut self) {
        let Screen::Replay { id, step } = self.screen else {
            return;
        };
        if self.rollout_request(id, step).is_some() {
            self.rollout = Some(TurnRollout {
                id,
                turn: step,
                asked: false,
                progress: (0, 2 * ROLLOUT_TRIALS),
                done: None,
            });
        }
    }

    /// The rollout question for turn `turn` of game `id`: its best and played plays, if they
    /// differ.
    fn rollout_request(&self, id: u64, turn: usize) -> Option<Request> {
        let a = self.analysed(id)?;
        let t = a.game.history().get(turn)?;
        let r = a.review.turns.get(turn)?;
        let (best, played) = (r.best?.play, r.played_rated?.play);
        (best.position() != played.position()).then(|| Request::Rollout {
            rules: a.game.rules(),
            position: t.before,
            dice: t.dice,
            plays: vec![best, played],
            trials: ROLLOUT_TRIALS,
            truncate: ROLLOUT_TRUNCATE,
            seed: self.now,
        })
    }

    /// An answer of the computer's, taken in: a turn rated (kept; the review finished when it
    /// was the last), a play tried judged, a rollout's progress or result, the computer's play on
    /// a game from a real board.
    pub(super) fn answered(&mut self, action: Action) {
        match action {
            Action::Rated { id, turn, line } if self.reviews.push(id, turn, &line) => {
                self.reviews_dirty = true;
                if self.analysed(id).is_some_and(|a| a.complete()) {
                    self.reviewed(id);
                }
            }
            Action::RolloutProgress(done, total) => self.rollout_progress(done, total),
            Action::RolledOut(rolled) => self.rolled_out(rolled),
            Action::TriedRated { .. } => self.explore_action(action),
            Action::OtbChosen(_) => self.over_the_board_action(action),
            _ => {}
        }
    }

    fn rollout_progress(&mut self, done: usize, total: usize) {
        if let Some(r) = self.rollout.as_mut() {
            r.progress = (done, total);
        }
    }

    fn rolled_out(&mut self, rolled: Vec<RolledPlay>) {
        if let Some(r) = self.rollout.as_mut() {
            r.done = Some(rolled);
        }
    }

    /// A review finished: the game's error rates noted, the person's mistakes and blunders
    /// dealt into the deck (once: the deck refuses a card it holds); a game watched deals none
    /// (the person played neither side).
    pub(super) fn reviewed(&mut self, id: u64) {
        let (Some(kept), Some(a)) = (self.games.get(id).cloned(), self.analysed(id)) else {
            return;
        };
        let (game, review) = (&a.game, &a.review);
        // Millipoints: rounded, never negative.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let mp = |t: &fevga_ai::review::Totals| t.error_rate_mp().max(0.0).round() as u32;
        self.games
            .set_rates(id, ByColor::new(mp(&review.totals[0]), mp(&review.totals[1])));
        self.games_dirty = true;
        let mut added = 0;
        for t in &review.turns {
            let person = kept.opponent != Opponent::Watched && kept.you.is_none_or(|c| c == t.color);
            let big = matches!(t.label, Some(Label::Mistake | Label::Blunder));
            let (Some(best), Some(played), Some(turn)) = (t.best, t.played_rated, game.history().get(t.number - 1))
            else {
                continue;
            };
            if !person || !big {
                continue;
            }
            #[allow(clippy::cast_possible_truncation)]
            let mp = |e: f32| (e * 1000.0).round() as i32;
            let reason = t.reason.map(|r| r.name().to_string()).unwrap_or_default();
            let card = Card {
                key: format!("{id}.{}", t.number),
                rules: game.rules().as_str().to_string(),
                position: turn.before.to_string(),
                dice: t.dice.to_string(),
                best: best.play.notation(),
                played: played.play.notation(),
                best_mp: mp(best.equity),
                played_mp: mp(played.equity),
                reason,
                sm2: Sm2::new(self.today),
            };
            if self.deck.add(card) {
                added += 1;
            }
        }
        if added > 0 {
            self.deck_dirty = true;
        }
    }
}
