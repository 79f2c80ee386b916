//! The choice of a play: [`choose`] and [`play_turn`] in one call, [`Search`] a slice of work at
//! a time. The network levels rank the plays at 0 ply, then weigh the best few deeper stage by
//! stage ([`Level`]'s stages), each candidate by a [`PlyCursor`]; the baselines weigh every play
//! by the hand-made evaluation.

use fevga_core::{Color, Dice, Game, GameAction, GameError, MoveGen, Play, Position, Rules, SeededDice};

use crate::baseline::{evaluate, reply_value};
use crate::level::Stage;
use crate::net::{Net, Outputs, equity};
use crate::{Depth, Evaluator, Level, PlyCursor};

/// Chooses a play of `dice` in `pos` (None: no legal play). `rng` adds the beginner's choice
/// and breaks the baselines' ties, so a seeded source gives reproducible games.
#[must_use]
pub fn choose(pos: &Position, rules: Rules, dice: Dice, level: Level, rng: &mut SeededDice) -> Option<Play> {
    Search::new(pos, rules, dice, level).run(rng)
}

/// The computer's turn in a game that has rolled: chooses, then plays or passes. Returns the
/// play made (`None`: the side could not move and passed).
///
/// # Errors
/// [`GameError::WrongPhase`] unless the game is in [`Phase::Play`](fevga_core::Phase::Play).
pub fn play_turn(game: &mut Game, level: Level, rng: &mut SeededDice) -> Result<Option<Play>, GameError> {
    let choice = Search::for_game(game, level)?.run(rng);
    game.play_or_pass(choice.as_ref())?;
    Ok(choice)
}

/// Where a [`Search`] stands after a slice of work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// More candidate plays are left to weigh.
    Thinking,
    /// The choice: a play, or `None` when the side cannot move.
    Chosen(Option<Play>),
}

/// A play with the mover's outputs and equity at the depth it was last weighed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rated {
    /// The play.
    pub play: Play,
    /// The mover's P(win), P(win 2), P(lose 2) after it, at `depth`.
    pub outputs: Outputs,
    /// The mover's equity after it (points), from `outputs`.
    pub equity: f32,
    /// How deep it was last weighed.
    pub depth: Depth,
}

impl Rated {
    pub(crate) fn new(play: Play, outputs: Outputs, depth: Depth) -> Rated {
        Rated {
            play,
            outputs,
            equity: equity(&outputs),
            depth,
        }
    }
}

/// Sorts best first; equal equities keep their order.
fn rank(list: &mut [Rated]) {
    list.sort_by(|a, b| b.equity.total_cmp(&a.equity));
}

/// A choice made a slice of work at a time, so a page can think between frames.
#[derive(Debug)]
pub struct Search {
    pos: Position,
    plays: Vec<Play>,
    engine: Engine,
}

/// What weighs the plays: the hand-made evaluation or the network.
#[derive(Debug)]
enum Engine {
    Baseline(BaselineSearch),
    Net(Box<NetSearch>),
}

/// The baselines' search state: the plays weighed so far and the best of them.
#[derive(Debug)]
struct BaselineSearch {
    rules: Rules,
    /// 1 ply ([`Level::Baseline`]), else 0 ply.
    deep: bool,
    next: usize,
    best: Option<(f32, Play)>,
    movegen: MoveGen,
    replies: Vec<Play>,
}

/// The network levels' search state.
#[derive(Debug)]
struct NetSearch {
    rules: Rules,
    level: Level,
    /// The deeper stages after the 0-ply ranking (the level's, unless measured otherwise).
    stages: &'static [Stage],
    eval: Evaluator,
    /// Best first after each completed stage.
    ranked: Vec<Rated>,
    /// The stage being worked on (index into the level's stages), if the 0-ply ranking is done.
    stage: Option<usize>,
    /// Candidates of the current stage: how many, and the next one.
    count: usize,
    next: usize,
    /// The next candidate's evaluation, once begun.
    cursor: Option<PlyCursor>,
    /// The current stage's finished candidates (they replace the ranking's first ones when the
    /// stage ends).
    done: Vec<Rated>,
    /// Evaluations made when the current stage started, and its candidates' count.
    stage_start: (u64, usize),
    /// A play (the position it leads to) weighed at every stage that runs, wherever it ranks
    /// (a review compares the play made with the best like with like).
    include: Option<Position>,
}

impl Search {
    /// A search for the roll in play in `game`.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless the game is in [`Phase::Play`](fevga_core::Phase::Play).
    pub fn for_game(game: &Game, level: Level) -> Result<Search, GameError> {
        let dice = game.dice_in_play(GameAction::Play)?;
        Ok(Search::new(&game.position(), game.rules(), dice, level))
    }

    /// A search over the plays of `dice` in `pos`.
    #[must_use]
    pub fn new(pos: &Position, rules: Rules, dice: Dice, level: Level) -> Search {
        Search::with_net(pos, rules, dice, level, crate::embedded())
    }

    /// A search as [`Search::new`], the network levels playing by `net` instead of the
    /// embedded one (measuring a candidate network; the baselines ignore it).
    #[must_use]
    pub fn with_net(pos: &Position, rules: Rules, dice: Dice, level: Level, net: &'static Net) -> Search {
        Search::with_stages(pos, rules, dice, level, net, level.stages())
    }

    /// A search as [`Search::with_net`] whose deeper stages are `stages` instead of the level's
    /// (measuring another search; the levels that choose at random and the baselines ignore them).
    #[must_use]
    pub fn with_stages(
        pos: &Position,
        rules: Rules,
        dice: Dice,
        level: Level,
        net: &'static Net,
        stages: &'static [Stage],
    ) -> Search {
        let mut movegen = MoveGen::new();
        let mut plays = Vec::new();
        movegen.legal_plays(pos, rules, dice, &mut plays);
        let engine = if level.uses_network() {
            Engine::Net(Box::new(NetSearch {
                rules,
                level,
                stages,
                eval: Evaluator::new(net),
                ranked: Vec::new(),
                stage: None,
                count: 0,
                next: 0,
                cursor: None,
                stage_start: (0, 0),
                done: Vec::new(),
                include: None,
            }))
        } else {
            Engine::Baseline(BaselineSearch {
                rules,
                deep: level == Level::Baseline,
                next: 0,
                best: None,
                movegen,
                replies: Vec::new(),
            })
        };
        Search {
            pos: *pos,
            plays,
            engine,
        }
    }

    /// The search with `play` weighed at every stage that runs (network levels; a play that is
    /// not legal here changes nothing).
    #[must_use]
    pub fn including(mut self, play: &Play) -> Search {
        if let Engine::Net(n) = &mut self.engine {
            n.include = Some(play.position());
        }
        self
    }

    /// The legal plays weighed.
    #[must_use]
    pub fn plays(&self) -> &[Play] {
        &self.plays
    }

    /// The position searched.
    #[must_use]
    pub const fn position(&self) -> Position {
        self.pos
    }

    /// Network forward passes made so far (0 for the baselines).
    #[must_use]
    pub fn evaluations(&self) -> u64 {
        match &self.engine {
            Engine::Baseline(_) => 0,
            Engine::Net(n) => n.eval.evaluations(),
        }
    }

    /// Weighs every remaining candidate and returns the choice.
    pub fn run(mut self, rng: &mut SeededDice) -> Option<Play> {
        loop {
            if let Progress::Chosen(c) = self.step(usize::MAX, rng) {
                return c;
            }
        }
    }

    /// Does units of work until at least `evals` network evaluations are made (a unit can make
    /// a few thousand) or the search is done: a slice of about the same length whatever the
    /// position. The baselines, which make none, count 200 a unit.
    pub fn step_evals(&mut self, evals: u64, rng: &mut SeededDice) -> Progress {
        let start = self.evaluations();
        let mut units = 0u64;
        loop {
            let p = self.step(1, rng);
            units += 1;
            let made = match self.engine {
                Engine::Net(_) => self.evaluations() - start,
                Engine::Baseline(_) => units * 200,
            };
            if p != Progress::Thinking || made >= evals {
                return p;
            }
        }
    }

    /// Does up to `budget` units of work. For the network levels a unit is the whole 0-ply
    /// ranking, or one [`PlyCursor`] step of a candidate: at 1 ply the opponent's best reply to
    /// one of its rolls (a candidate is 21 units, about a millisecond natively), at 2 plies the
    /// opponent's reply to one of its rolls or our best play for one of our rolls after it (up
    /// to 21 × 22 units). The baselines count one unit per candidate play.
    pub fn step(&mut self, budget: usize, rng: &mut SeededDice) -> Progress {
        if self.plays.len() <= 1 {
            return Progress::Chosen(self.plays.first().copied());
        }
        match &mut self.engine {
            Engine::Baseline(b) => b.step(&self.plays, self.pos.turn(), budget, rng),
            Engine::Net(n) => n.step(&self.pos, &self.plays, budget, rng),
        }
    }

    /// After a finished search, the candidates weighed, best first, each at the depth it was
    /// last weighed (the deeper ones lead). Empty for the baselines and before the end.
    #[must_use]
    pub fn ranked(&self) -> &[Rated] {
        match &self.engine {
            Engine::Baseline(_) => &[],
            Engine::Net(n) => &n.ranked,
        }
    }
}

impl BaselineSearch {
    /// Weighs up to `budget` more of `plays` for `me`, the side to move.
    fn step(&mut self, plays: &[Play], me: Color, budget: usize, rng: &mut SeededDice) -> Progress {
        let end = plays.len().min(self.next.saturating_add(budget));
        for &play in &plays[self.next..end] {
            let after = play.position();
            let mut score = if self.deep {
                -reply_value(&after, self.rules, &mut self.movegen, &mut self.replies)
            } else {
                evaluate(&after, me)
            };
            // Tiny jitter: equal plays are chosen among at random, not by generation order.
            score += rng.below(1000) as f32 * 1e-6;
            if self.best.is_none_or(|(b, _)| score > b) {
                self.best = Some((score, play));
            }
        }
        self.next = end;
        if self.next == plays.len() {
            Progress::Chosen(self.best.map(|(_, p)| p))
        } else {
            Progress::Thinking
        }
    }
}

impl NetSearch {
    /// Does up to `budget` units of work on `plays` (of `pos`): the 0-ply ranking, then the
    /// level's stages (novice and the levels with a margin choose after the ranking).
    fn step(&mut self, pos: &Position, plays: &[Play], budget: usize, rng: &mut SeededDice) -> Progress {
        let rules = self.rules;
        let stages = self.stages;
        let mut left = budget;
        if self.stage.is_none() {
            if left == 0 {
                return Progress::Thinking;
            }
            left -= 1;
            self.ranked = plays
                .iter()
                .map(|p| Rated::new(*p, self.eval.zero(&p.position(), rules), Depth::Zero))
                .collect();
            rank(&mut self.ranked);
            if self.level == Level::Novice {
                return Progress::Chosen(Some(crate::novice::pick(pos, &self.ranked, rng)));
            }
            if let Some(margin) = self.level.choice_margin() {
                let best = self.ranked[0].equity;
                let close = self.ranked.iter().take_while(|r| r.equity >= best - margin).count();
                let pick = rng.below(close as u64) as usize;
                return Progress::Chosen(Some(self.ranked[pick].play));
            }
            self.stage = Some(0);
            self.start_stage(stages.first());
        }
        while let Some(s) = self.stage.and_then(|i| stages.get(i)) {
            while self.next < self.count {
                if left == 0 {
                    return Progress::Thinking;
                }
                left -= 1;
                if s.max_evals > 0
                    && self.cursor.as_ref().is_none_or(PlyCursor::between_rolls)
                    && self.eval.evaluations() > s.max_evals
                {
                    // Over the allowance (the estimate was short), checked before each of the
                    // opponent's rolls: keep the stage before.
                    self.done.clear();
                    self.count = 0;
                    break;
                }
                let play = self.ranked[self.next].play;
                let cursor = self
                    .cursor
                    .get_or_insert_with(|| PlyCursor::new(play.position(), rules, s.depth));
                if let Some(y) = cursor.step(&mut self.eval) {
                    self.done.push(Rated::new(play, y, s.depth));
                    self.next += 1;
                    self.cursor = None;
                }
            }
            let count = self.count;
            self.ranked[..count].copy_from_slice(&self.done);
            self.done.clear();
            // Deeper first, then by equity (an included play moved up for a stage that was
            // called off goes back to its place).
            self.ranked
                .sort_by(|a, b| b.depth.cmp(&a.depth).then(b.equity.total_cmp(&a.equity)));
            let i = self.stage.map_or(0, |i| i + 1);
            self.stage = Some(i);
            self.start_stage(stages.get(i));
        }
        Progress::Chosen(Some(self.ranked[0].play))
    }

    /// Chooses the candidates of `stage` from the ranking so far (none: the search is over).
    fn start_stage(&mut self, stage: Option<&Stage>) {
        self.next = 0;
        self.cursor = None;
        let best = self.ranked[0].equity;
        let evals = self.eval.evaluations();
        let (before, last_count) = self.stage_start;
        let mut count = stage.map_or(0, |s| {
            self.ranked
                .iter()
                .take(s.keep)
                .take_while(|r| r.equity >= best - s.margin)
                .count()
        });
        if let Some(s) = stage
            && s.max_evals > 0
        {
            let per_one = (evals - before) / last_count.max(1) as u64;
            let per = if s.depth == Depth::Two { 21 * per_one } else { per_one }.max(1);
            let fit = s.max_evals.saturating_sub(evals) / per;
            count = count.min(usize::try_from(fit).unwrap_or(usize::MAX));
        }
        // The included play joins a stage that runs, in the slot after the candidates.
        if count > 0
            && let Some(i) = self
                .include
                .and_then(|t| self.ranked.iter().position(|r| r.play.position() == t))
            && i >= count
        {
            let r = self.ranked.remove(i);
            self.ranked.insert(count, r);
            count += 1;
        }
        // One candidate left: nothing to compare, so no deeper look.
        self.count = if count < 2 { 0 } else { count };
        self.stage_start = (evals, self.count);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel;
    use crate::level::{BEGINNER_MARGIN, EXPERT, INTERMEDIATE_MARGIN, NOVICE_MARGIN};
    use fevga_core::DiceSource;

    /// Plays a whole game between two levels; returns the winner's index (0 = first level as White).
    fn duel(rules: Rules, a: Level, b: Level, seed: u64) -> usize {
        let mut rng = SeededDice::new(seed);
        let first = rng.roll();
        let game = duel::play_from(rules, Position::start(), first, &mut rng, |pos, dice, rng| {
            let level = if pos.turn() == fevga_core::Color::White { a } else { b };
            let play = choose(pos, rules, dice, level, rng);
            assert!(play.is_none_or(|p| pos.is_legal(rules, dice, &p)));
            play
        });
        assert!(game.points > 0, "game did not end");
        usize::from(game.winner == fevga_core::Color::Black)
    }

    #[test]
    fn plays_only_legal_plays_and_finishes_games() {
        for rules in Rules::ALL {
            for seed in 0..2 {
                duel(rules, Level::Beginner, Level::Intermediate, seed);
                duel(rules, Level::Novice, Level::Beginner, seed);
                duel(rules, Level::Baseline, Level::BaselineGreedy, seed);
            }
        }
    }

    /// Positions with a real choice, from the benchmark set, each with a roll.
    fn choices(count: usize) -> Vec<(Rules, Position, Dice)> {
        let mut rng = SeededDice::new(21);
        fevga_core::bench::positions(5, count * 3)
            .into_iter()
            .filter(|(_, p)| p.winner().is_none())
            .map(|(r, p)| (r, p, rng.roll()))
            .filter(|(r, p, d)| p.legal_plays(*r, *d).len() >= 3)
            .take(count)
            .collect()
    }

    #[test]
    fn stepwise_search_chooses_as_one_call() {
        let mut deep_steps = 0;
        for (rules, pos, dice) in choices(12) {
            for level in Level::EVERY {
                let whole = choose(&pos, rules, dice, level, &mut SeededDice::new(1));
                // The choice and the number of calls, stepping with `step`.
                let stepped_by = |step: &dyn Fn(&mut Search, &mut SeededDice) -> Progress| {
                    let mut s = Search::new(&pos, rules, dice, level);
                    let mut r = SeededDice::new(1);
                    let mut calls = 0;
                    loop {
                        calls += 1;
                        if let Progress::Chosen(c) = step(&mut s, &mut r) {
                            return (c, calls);
                        }
                    }
                };
                let (stepped, steps) = stepped_by(&|s, r| s.step(1, r));
                assert_eq!(whole, stepped, "{level:?} {pos} {dice}");
                // Slices of about 500 evaluations choose the same, in fewer steps.
                let (sliced, slices) = stepped_by(&|s, r| s.step_evals(500, r));
                assert_eq!(whole, sliced, "{level:?} {pos} {dice}");
                assert!(slices <= steps);
                if level == Level::Expert {
                    deep_steps = deep_steps.max(steps);
                }
            }
        }
        // Some position took expert to 2 plies, a roll at a time.
        assert!(deep_steps > 20, "expert never looked 2 plies deep ({deep_steps} steps)");
    }

    /// What the playing search weighs is the tested evaluation: every candidate expert weighed
    /// at 1 or 2 plies has the outputs [`Evaluator::at`] gives at that depth.
    #[test]
    fn the_search_weighs_plays_as_the_plain_evaluation() {
        let mut eval = Evaluator::default();
        let mut deep = [0; 3];
        for (rules, pos, dice) in choices(12) {
            let mut s = Search::new(&pos, rules, dice, Level::Expert);
            let mut rng = SeededDice::new(1);
            // Small slices, as the page steps.
            while s.step_evals(300, &mut rng) == Progress::Thinking {}
            for r in s.ranked() {
                assert_eq!(r.outputs, eval.at(&r.play.position(), rules, r.depth), "{pos} {dice}");
                deep[usize::from(r.depth.plies())] += 1;
            }
        }
        assert!(deep[1] > 0 && deep[2] > 0, "{deep:?}");
    }

    /// Every level's choice against the 0-ply network's opinion of all plays: strong takes its
    /// best, novice, beginner and intermediate stay within their margins, expert never takes a play the
    /// 0-ply net rates worse than its candidate margin, and does sometimes disagree with 0 ply
    /// (else it would be strong at a higher price).
    #[test]
    fn levels_choose_within_their_margins() {
        let mut eval = Evaluator::default();
        let mut disagree = 0;
        for (rules, pos, dice) in choices(40) {
            let plays = pos.legal_plays(rules, dice);
            let zero: Vec<f32> = plays.iter().map(|p| equity(&eval.zero(&p.position(), rules))).collect();
            let best = zero.iter().copied().fold(f32::MIN, f32::max);
            let at = |p: Play| zero[plays.iter().position(|q| *q == p).expect("a legal play")];
            for seed in 0..4 {
                for (level, margin) in [
                    (Level::Novice, NOVICE_MARGIN),
                    (Level::Beginner, BEGINNER_MARGIN),
                    (Level::Intermediate, INTERMEDIATE_MARGIN),
                ] {
                    let c = choose(&pos, rules, dice, level, &mut SeededDice::new(seed)).expect("a play");
                    assert!(at(c) >= best - margin - 1e-6, "{level:?}: {} vs {best}", at(c));
                }
            }
            let s = choose(&pos, rules, dice, Level::Strong, &mut SeededDice::new(0)).expect("a play");
            assert_eq!(at(s), best);
            let c = choose(&pos, rules, dice, Level::Expert, &mut SeededDice::new(0)).expect("a play");
            assert!(
                at(c) >= best - EXPERT[0].margin - 1e-6,
                "expert chose a play 0 ply rates {} below the best",
                best - at(c)
            );
            disagree += usize::from(at(c) < best);
        }
        assert!(disagree > 0, "expert never disagreed with 0 ply");
    }

    #[test]
    fn beginner_and_intermediate_vary_but_strong_does_not() {
        let (rules, pos, dice) = choices(40)
            .into_iter()
            .find(|(r, p, d)| {
                let mut e = Evaluator::default();
                let eq: Vec<f32> = p
                    .legal_plays(*r, *d)
                    .iter()
                    .map(|q| equity(&e.zero(&q.position(), *r)))
                    .collect();
                let best = eq.iter().copied().fold(f32::MIN, f32::max);
                eq.iter().filter(|&&x| x >= best - INTERMEDIATE_MARGIN).count() >= 3
            })
            .expect("a position with several close plays");
        let picks = |level| {
            (0..20)
                .map(|s| choose(&pos, rules, dice, level, &mut SeededDice::new(s)))
                .collect::<std::collections::HashSet<_>>()
                .len()
        };
        assert!(picks(Level::Beginner) >= 2);
        assert!(picks(Level::Intermediate) >= 2);
        assert_eq!(picks(Level::Strong), 1);
    }

    #[test]
    fn baseline_beats_random_play() {
        // A player that takes a random legal play.
        let mut wins = 0;
        let games = 40;
        for seed in 0..games {
            let mut rng = SeededDice::new(seed);
            let rules = Rules::Fevga;
            let ai = if seed % 2 == 0 {
                fevga_core::Color::White
            } else {
                fevga_core::Color::Black
            };
            let first = rng.roll();
            let game = duel::play_from(rules, Position::start(), first, &mut rng, |pos, dice, rng| {
                if pos.turn() == ai {
                    choose(pos, rules, dice, Level::BaselineGreedy, rng)
                } else {
                    let plays = pos.legal_plays(rules, dice);
                    (!plays.is_empty()).then(|| plays[rng.below(plays.len() as u64) as usize])
                }
            });
            wins += u32::from(game.winner == ai);
        }
        assert!(
            wins >= 30,
            "the baseline won only {wins} of {games} against random play"
        );
    }
}
