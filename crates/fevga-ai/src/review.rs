//! Rating plays: every legal play ranked by the network at a level's depth ([`analyse`], what a
//! hint shows), and a whole game's plays rated by the equity each gave away against the best
//! ([`review`]).
//!
//! Thresholds, in points of equity lost (a game is worth 1 or 2 points, §8): [`DOUBTFUL`] 0.02,
//! [`MISTAKE`] 0.08, [`BLUNDER`] 0.16. Below 0.02 the network's own noise (its 0-ply and 1-ply
//! opinions of the same play differ by about that much) makes a label meaningless; 0.08 is about
//! one game in twelve, a difference a player notices over a session; 0.16, one game in six, is a
//! play no careful player makes. They are the doubled gnubg-style cuts on a 1-point scale, where
//! a 2-point game is rarer than a backgammon gammon.

use fevga_core::{Color, Dice, Game, Play, Position, Rules, SeededDice, TurnRecord};

use crate::reason::Reason;
use crate::{Depth, Level, Progress, Rated, Search};

/// Equity lost at or above which a play is doubtful.
pub const DOUBTFUL: f32 = 0.02;
/// … a mistake.
pub const MISTAKE: f32 = 0.08;
/// … a blunder.
pub const BLUNDER: f32 = 0.16;

/// How bad a play was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Label {
    /// At least [`DOUBTFUL`] points of equity lost.
    Doubtful,
    /// At least [`MISTAKE`] points lost.
    Mistake,
    /// At least [`BLUNDER`] points lost.
    Blunder,
}

impl Label {
    /// `doubtful`, `mistake` or `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Label::Doubtful => "doubtful",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }

    /// The label for `loss` points of equity lost (`None`: a fine play).
    #[must_use]
    pub fn of(loss: f32) -> Option<Label> {
        if loss >= BLUNDER {
            Some(Label::Blunder)
        } else if loss >= MISTAKE {
            Some(Label::Mistake)
        } else if loss >= DOUBTFUL {
            Some(Label::Doubtful)
        } else {
            None
        }
    }
}

/// The level a review or hint searches with: expert as it plays, and the network's best at 0 ply
/// (strong) for every other level: the random choices of beginner and intermediate are not a
/// ranking, and the hand-made baselines' scores are not points.
#[must_use]
pub const fn analysis_level(level: Level) -> Level {
    match level {
        Level::Expert => level,
        _ => Level::Strong,
    }
}

/// Every legal play of `dice` in `pos`, best first, as [`analysis_level`]`(level)` sees them:
/// the plays its deepest stage weighed come first, at that depth; the rest follow at the depth
/// they were left at. If `include` is given and legal, it is weighed at the leader's depth (so
/// a played move and the best compare like with like). Empty when the side cannot move.
#[must_use]
pub fn analyse(pos: &Position, rules: Rules, dice: Dice, level: Level, include: Option<&Play>) -> Vec<Rated> {
    Analysis::new(pos, rules, dice, level, include).finish()
}

/// [`analyse`] a slice at a time, for a page that keeps its tasks short: `include` is weighed
/// in the search's own stages, so no slice does more than its budget.
#[derive(Debug)]
pub struct Analysis {
    search: Search,
    rules: Rules,
}

impl Analysis {
    /// The analysis of the plays of `dice` in `pos` at `level`'s [`analysis_level`], with
    /// `include` (the play made, say) weighed at every stage that runs.
    #[must_use]
    pub fn new(pos: &Position, rules: Rules, dice: Dice, level: Level, include: Option<&Play>) -> Analysis {
        Analysis::of(Search::new(pos, rules, dice, analysis_level(level)), rules, include)
    }

    /// The analysis `search` makes (a search of the plays of one roll under `rules`, by another
    /// network or with other stages: a benchmark judge's), with `include` weighed as in
    /// [`Analysis::new`].
    #[must_use]
    pub fn of(search: Search, rules: Rules, include: Option<&Play>) -> Analysis {
        Analysis {
            search: match include {
                Some(p) => search.including(p),
                None => search,
            },
            rules,
        }
    }

    /// Works to the end: the ranking.
    #[must_use]
    pub fn finish(mut self) -> Vec<Rated> {
        loop {
            if let Some(ranked) = self.step(u64::MAX) {
                return ranked;
            }
        }
    }

    /// Network evaluations so far.
    #[must_use]
    pub fn evaluations(&self) -> u64 {
        self.search.evaluations()
    }

    /// Works until about `evals` network evaluations are made (see [`Search::step_evals`]);
    /// the ranking once done.
    pub fn step(&mut self, evals: u64) -> Option<Vec<Rated>> {
        let rules = self.rules;
        let plays = self.search.plays();
        if plays.is_empty() {
            return Some(Vec::new());
        }
        if plays.len() == 1 {
            let play = plays[0];
            let y = crate::Evaluator::default().zero(&play.position(), rules);
            return Some(vec![Rated::new(play, y, Depth::Zero)]);
        }
        // The network levels analysed here make no random choice.
        let mut rng = SeededDice::new(0);
        if self.search.step_evals(evals, &mut rng) == Progress::Thinking {
            return None;
        }
        // The included play joined every stage that ran, so it stands at the leader's depth.
        Some(self.search.ranked().to_vec())
    }
}

/// A turn with a choice rated: the best play's rating and the played play's (both at the same
/// depth), or `None` for a turn without a choice.
pub type TurnRating = Option<(Rated, Rated)>;

/// A play's rating from the plays ranked with it included ([`Analysis::new`] with `include`):
/// the best play's and the play's own, at the same depth (the best's if it is the best).
///
/// # Panics
/// If `ranked` is empty (a ranking of a roll with a play is never empty).
#[must_use]
pub fn rate(ranked: &[Rated], play: &Play) -> (Rated, Rated) {
    let best = ranked[0];
    let mine = ranked
        .iter()
        .find(|r| r.play.position() == play.position())
        .copied()
        .unwrap_or(best);
    (best, mine)
}

/// [`review`] a slice at a time, for a page that keeps its tasks short.
#[derive(Debug)]
pub struct Reviewer {
    rules: Rules,
    level: Level,
    history: Vec<TurnRecord>,
    analysis: Option<Analysis>,
    ratings: Vec<TurnRating>,
}

impl Reviewer {
    /// The review of `game`'s turns so far, rated by `level`'s [`analysis_level`].
    #[must_use]
    pub fn new(game: &Game, level: Level) -> Reviewer {
        Reviewer {
            rules: game.rules(),
            level: analysis_level(level),
            history: game.history().to_vec(),
            analysis: None,
            ratings: Vec::new(),
        }
    }

    /// Turns rated so far, and in all.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        (self.ratings.len(), self.history.len())
    }

    /// Works until about `evals` network evaluations are made (see [`Search::step_evals`]), or
    /// a turn's rating is finished; the review once done.
    pub fn step(&mut self, evals: u64) -> Option<Review> {
        let mut left = evals;
        while let Some(t) = self.history.get(self.ratings.len()) {
            if left == 0 {
                return None;
            }
            let mut rating = None;
            if let Some(play) = t.play
                && t.before.legal_plays(self.rules, t.dice).len() >= 2
            {
                let a = self
                    .analysis
                    .get_or_insert_with(|| Analysis::new(&t.before, self.rules, t.dice, self.level, Some(&play)));
                let ranked = a.step(left)?;
                left = 0;
                self.analysis = None;
                rating = Some(rate(&ranked, &play));
            }
            self.ratings.push(rating);
        }
        Some(Review::assemble(self.rules, &self.history, self.level, &self.ratings))
    }
}

/// One turn of a reviewed game.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnReview {
    /// 1-based, as the record numbers turns.
    pub number: usize,
    /// The side that rolled.
    pub color: Color,
    /// Its roll.
    pub dice: Dice,
    /// `None`: the side could not move.
    pub played: Option<Play>,
    /// Legal plays there were (0 or 1: nothing to decide, no rating).
    pub choices: usize,
    /// The best play and its equity, and the played one's, for turns with a choice.
    pub best: Option<Rated>,
    /// The played play as the same search rated it.
    pub played_rated: Option<Rated>,
    /// Equity given away (≥ 0; 0 without a choice).
    pub loss: f32,
    /// How bad the loss is (`None`: a fine play, or no choice).
    pub label: Option<Label>,
    /// For a labelled play, what the best play does that the played one does not
    /// ([`reason`]).
    pub reason: Option<Reason>,
}

/// One side's totals.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Totals {
    /// Turns with a choice.
    pub decisions: u32,
    /// Equity given away in all.
    pub loss: f32,
    /// Plays labelled [`Label::Doubtful`].
    pub doubtful: u32,
    /// Plays labelled [`Label::Mistake`].
    pub mistakes: u32,
    /// Plays labelled [`Label::Blunder`].
    pub blunders: u32,
}

impl Totals {
    /// Mean equity lost per decision.
    #[must_use]
    pub fn mean_loss(&self) -> f32 {
        if self.decisions == 0 {
            0.0
        } else {
            self.loss / self.decisions as f32
        }
    }

    /// The error rate: mean equity lost per decision with a choice, in millipoints (thousandths
    /// of a point).
    #[must_use]
    pub fn error_rate_mp(&self) -> f32 {
        self.mean_loss() * 1000.0
    }

    /// The performance rating: the mean equity lost per decision × 500, as backgammon players
    /// rate a game (see [`Band`]); lower is better. `None` without a decision to rate.
    #[must_use]
    pub fn rating(&self) -> Option<f32> {
        (self.decisions > 0).then(|| self.mean_loss() * 500.0)
    }

    /// The band of the [`rating`](Totals::rating), if there is one.
    #[must_use]
    pub fn band(&self) -> Option<Band> {
        self.rating().map(Band::of)
    }
}

/// A performance rating's band.
///
/// The cuts are eXtreme Gammon's, as backgammon players quote a performance rating (PR = the
/// mean error per unforced decision in normalised equity × 500): world class below 2.5, expert
/// below 5, advanced below 7.5, intermediate below 12.5, casual below 18, beginner above. Fevga's
/// equity is on the same scale, a game worth 1 point or 2 (a mars, like a gammon), so the same
/// cuts are applied to the same figure. Two differences make them a guide rather than a
/// match for a backgammon PR: there is no cube (only checker play is rated), and every turn with
/// two or more plays counts as a decision, obvious ones included, which lowers the mean a little.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Band {
    /// Rating below 2.5.
    WorldClass,
    /// Below 5.
    Expert,
    /// Below 7.5.
    Advanced,
    /// Below 12.5.
    Intermediate,
    /// Below 18.
    Casual,
    /// 18 or more.
    Beginner,
}

impl Band {
    /// Every band, best first, with the rating it starts below (`None`: no upper end).
    pub const CUTS: [(Band, Option<f32>); 6] = [
        (Band::WorldClass, Some(2.5)),
        (Band::Expert, Some(5.0)),
        (Band::Advanced, Some(7.5)),
        (Band::Intermediate, Some(12.5)),
        (Band::Casual, Some(18.0)),
        (Band::Beginner, None),
    ];

    /// The band of a performance rating.
    #[must_use]
    pub fn of(rating: f32) -> Band {
        Band::CUTS
            .iter()
            .find(|(_, below)| below.is_none_or(|b| rating < b))
            .map_or(Band::Beginner, |(band, _)| *band)
    }

    /// `world-class`, `expert`, `advanced`, `intermediate`, `casual` or `beginner`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Band::WorldClass => "world-class",
            Band::Expert => "expert",
            Band::Advanced => "advanced",
            Band::Intermediate => "intermediate",
            Band::Casual => "casual",
            Band::Beginner => "beginner",
        }
    }
}

/// A reviewed game.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// The level whose search rated the plays ([`analysis_level`]).
    pub level: Level,
    /// Every turn of the game, in order.
    pub turns: Vec<TurnReview>,
    /// White's and Black's totals.
    pub totals: [Totals; 2],
}

impl Review {
    /// The review of a game's turns (`history`, played under `rules`) from each turn's rating:
    /// the equity lost, the label and the totals are worked out here and nowhere else, whether
    /// the ratings were made here ([`Reviewer`]) or came from the computer's worker. A rating of
    /// a turn without a choice, or without a play, is ignored.
    #[must_use]
    pub fn assemble(rules: Rules, history: &[TurnRecord], level: Level, ratings: &[TurnRating]) -> Review {
        let mut totals = [Totals::default(); 2];
        let turns = history
            .iter()
            .zip(ratings)
            .enumerate()
            .map(|(i, (t, rating))| {
                let choices = t.before.legal_plays(rules, t.dice).len();
                let mut turn = TurnReview {
                    number: i + 1,
                    color: t.color,
                    dice: t.dice,
                    played: t.play,
                    choices,
                    best: None,
                    played_rated: None,
                    loss: 0.0,
                    label: None,
                    reason: None,
                };
                if let (Some((best, mine)), true, Some(_)) = (rating, choices >= 2, t.play) {
                    turn.loss = (best.equity - mine.equity).max(0.0);
                    turn.label = Label::of(turn.loss);
                    if turn.label.is_some() {
                        turn.reason = Some(Reason::of(t.color, &best.play.position(), &mine.play.position()));
                    }
                    turn.best = Some(*best);
                    turn.played_rated = Some(*mine);
                    let tot = &mut totals[usize::from(t.color == Color::Black)];
                    tot.decisions += 1;
                    tot.loss += turn.loss;
                    match turn.label {
                        Some(Label::Doubtful) => tot.doubtful += 1,
                        Some(Label::Mistake) => tot.mistakes += 1,
                        Some(Label::Blunder) => tot.blunders += 1,
                        None => {}
                    }
                }
                turn
            })
            .collect();
        Review { level, turns, totals }
    }

    /// `side`'s chance to win the game after each turn whose play was rated, as (the turn's
    /// index in [`Review::turns`], P(win)): the rated play's own outputs, turned to `side`'s view
    /// when the other side played. Turns without a choice are not rated, so have no point.
    #[must_use]
    pub fn win_chances(&self, side: Color) -> Vec<(usize, f32)> {
        self.turns
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                let p = t.played_rated?.outputs[0];
                Some((i, if t.color == side { p } else { 1.0 - p }))
            })
            .collect()
    }
}

/// Rates every play of `game` (its history; a roll still in play is not a play) by the equity
/// it gave away against the best play at `level`'s depth.
#[must_use]
pub fn review(game: &Game, level: Level) -> Review {
    review_with(game, level, |_, _| {})
}

/// [`review`], calling `progress(done, total)` after each turn.
pub fn review_with(game: &Game, level: Level, mut progress: impl FnMut(usize, usize)) -> Review {
    let mut r = Reviewer::new(game, level);
    loop {
        let before = r.progress().0;
        if let Some(review) = r.step(u64::MAX) {
            progress(review.turns.len(), review.turns.len());
            return review;
        }
        let (done, total) = r.progress();
        if done > before {
            progress(done, total);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_follow_the_thresholds() {
        assert_eq!(Label::of(0.0), None);
        assert_eq!(Label::of(0.019), None);
        assert_eq!(Label::of(0.02), Some(Label::Doubtful));
        assert_eq!(Label::of(0.08), Some(Label::Mistake));
        assert_eq!(Label::of(0.159), Some(Label::Mistake));
        assert_eq!(Label::of(0.16), Some(Label::Blunder));
        assert_eq!(Label::of(1.5), Some(Label::Blunder));
    }

    #[test]
    fn ratings_fall_in_the_bands_at_their_boundaries() {
        let t = |loss: f32, decisions: u32| Totals {
            decisions,
            loss,
            ..Totals::default()
        };
        assert_eq!(t(0.0, 0).rating(), None);
        assert_eq!(t(0.0, 0).band(), None);
        assert_eq!(t(0.0, 0).error_rate_mp(), 0.0);
        // 0.2 points over 20 decisions: 0.01 a decision, 10 millipoints, rating 5.
        let x = t(0.2, 20);
        assert!((x.error_rate_mp() - 10.0).abs() < 1e-4);
        assert!((x.rating().unwrap() - 5.0).abs() < 1e-4);
        let cases = [
            (0.0, Band::WorldClass),
            (2.49, Band::WorldClass),
            (2.5, Band::Expert),
            (4.99, Band::Expert),
            (5.0, Band::Advanced),
            (7.49, Band::Advanced),
            (7.5, Band::Intermediate),
            (12.49, Band::Intermediate),
            (12.5, Band::Casual),
            (17.99, Band::Casual),
            (18.0, Band::Beginner),
            (250.0, Band::Beginner),
        ];
        for (rating, band) in cases {
            assert_eq!(Band::of(rating), band, "{rating}");
        }
        // Through the totals: either side of 2.5 (0.005 a decision).
        assert_eq!(t(0.51, 100).band(), Some(Band::Expert));
        assert_eq!(t(0.49, 100).band(), Some(Band::WorldClass));
    }

    /// A game between intermediate (White) and beginner (Black), `turns` turns long.
    fn game(turns: usize, seed: u64) -> Game {
        let mut g = Game::new(Rules::Fevga);
        let mut dice = SeededDice::new(seed);
        let mut rng = SeededDice::new(seed + 1);
        g.roll_opening(&mut dice).unwrap();
        for _ in 0..turns {
            if g.result().is_some() {
                break;
            }
            if g.phase() == fevga_core::Phase::Roll {
                g.roll(&mut dice).unwrap();
            }
            let level = if g.position().turn() == Color::White {
                Level::Strong
            } else {
                Level::Beginner
            };
            crate::play_turn(&mut g, level, &mut rng).unwrap();
        }
        g
    }

    #[test]
    fn review_at_0_ply_rates_the_levels_as_they_chose() {
        let g = game(60, 4);
        let r = review(&g, Level::Strong);
        assert_eq!(r.turns.len(), g.history().len());
        let [white, black] = r.totals;
        assert!(white.decisions > 5 && black.decisions > 5);
        // Strong plays the 0-ply best: nothing lost. Beginner stays within its margin.
        assert_eq!(white.loss, 0.0);
        assert_eq!(white.doubtful + white.mistakes + white.blunders, 0);
        for t in r.turns.iter().filter(|t| t.color == Color::Black) {
            assert!(t.loss <= crate::BEGINNER_MARGIN + 1e-6, "{t:?}");
            assert_eq!(t.label, Label::of(t.loss));
            assert_eq!(t.best.is_some(), t.choices >= 2 && t.played.is_some());
        }
        assert!(black.loss > 0.0, "beginner never strayed from the best");
    }

    #[test]
    fn win_chances_follow_the_rated_plays_from_either_side() {
        let g = game(200, 4);
        let r = review(&g, Level::Strong);
        let white = r.win_chances(Color::White);
        let black = r.win_chances(Color::Black);
        let rated: Vec<usize> = (0..r.turns.len())
            .filter(|&i| r.turns[i].played_rated.is_some())
            .collect();
        assert_eq!(white.iter().map(|w| w.0).collect::<Vec<_>>(), rated);
        assert!(rated.len() > 10, "{} rated turns", rated.len());
        for (&(i, w), &(j, b)) in white.iter().zip(&black) {
            assert_eq!(i, j);
            assert!((0.0..=1.0).contains(&w), "{w}");
            assert!((w + b - 1.0).abs() < 1e-6, "the two views add up to one");
            let t = &r.turns[i];
            let own = t.played_rated.unwrap().outputs[0];
            assert_eq!(
                if t.color == Color::White { w } else { b },
                own,
                "the mover's own chance"
            );
        }
        // The side that went on to win was ahead after the game's last rated play.
        let winner = g.result().expect("the game is over").winner;
        assert!(
            r.win_chances(winner).last().unwrap().1 > 0.5,
            "{winner:?}: {:?}",
            white.last()
        );
    }

    #[test]
    fn analyse_weighs_the_played_move_at_the_leaders_depth() {
        let g = game(30, 9);
        let mut checked = 0;
        for t in g.history() {
            let plays = t.before.legal_plays(Rules::Fevga, t.dice);
            if plays.len() < 6 {
                continue;
            }
            // The 0-ply worst play: never among expert's deeper candidates, so weighed apart.
            let worst = *analyse(&t.before, Rules::Fevga, t.dice, Level::Strong, None)
                .last()
                .unwrap();
            let ranked = analyse(&t.before, Rules::Fevga, t.dice, Level::Expert, Some(&worst.play));
            assert_eq!(ranked.len(), plays.len());
            assert!(ranked[0].depth >= Depth::One);
            let mine = ranked.iter().find(|r| r.play == worst.play).unwrap();
            assert_eq!(mine.depth, ranked[0].depth);
            assert!(
                ranked
                    .windows(2)
                    .all(|w| w[0].depth > w[1].depth || w[0].equity >= w[1].equity)
            );
            checked += 1;
        }
        assert!(checked > 0);
    }

    #[test]
    fn a_review_in_slices_is_the_whole_review() {
        let g = game(40, 6);
        for level in [Level::Strong, Level::Expert] {
            let mut r = Reviewer::new(&g, level);
            let mut slices = 0;
            let sliced = loop {
                slices += 1;
                if let Some(done) = r.step(1) {
                    break done;
                }
                assert!(r.progress().0 <= r.progress().1);
            };
            assert_eq!(sliced, review(&g, level), "{level:?}");
            assert!(slices > g.history().len() / 2, "{level:?}: {slices} slices");
        }
    }

    /// A played move is weighed inside the search's stages, a unit at a time: no slice of a
    /// review does a whole 1-ply or 2-ply look at once, and the result is `analyse`'s.
    #[test]
    fn the_played_move_is_weighed_in_slices() {
        let g = game(40, 11);
        let mut worst_slice = 0;
        let mut deep = 0;
        for t in g.history() {
            let plays = t.before.legal_plays(Rules::Fevga, t.dice);
            if plays.len() < 4 {
                continue;
            }
            let last = *plays.last().unwrap();
            let mut a = Analysis::new(&t.before, Rules::Fevga, t.dice, Level::Expert, Some(&last));
            let ranked = loop {
                let before = a.evaluations();
                let done = a.step(1);
                worst_slice = worst_slice.max(a.evaluations() - before);
                if let Some(r) = done {
                    break r;
                }
            };
            let mine = ranked.iter().find(|r| r.play.position() == last.position()).unwrap();
            assert_eq!(mine.depth, ranked[0].depth);
            deep += usize::from(ranked[0].depth == Depth::Two);
            assert_eq!(
                ranked,
                analyse(&t.before, Rules::Fevga, t.dice, Level::Expert, Some(&last))
            );
        }
        assert!(deep > 0, "no turn went 2 plies deep");
        // A whole 1-ply candidate can make 4,000 or more; one of its rolls, a few hundred.
        assert!(worst_slice < 2_000, "a slice made {worst_slice} evaluations");
    }
}
