//! The benchmark set: decisions (a position and a roll with at least two legal plays) from games
//! between levels of different strength, both rule sets, each with its best plays rolled out;
//! and a level's error rate on it (mean equity lost per decision against the rolled-out best).
//!
//! **Classes** (the first that fits, in this order; each a named predicate below):
//! - [`Class::Sprint`]: the side to move is in its opening sprint ([`Position::in_sprint`]): all
//!   fifteen still on the start, or the head rule binds while the first checker runs round. The
//!   opening included, unlike the puzzles' sprint theme ([`Position::head_rule_binds`] alone);
//!   the committed sets were made so (line 833 of `bench/decisions.tsv`, `W:24x15 B:12x14,7 W`
//!   under Mültezim, tells the two apart).
//! - [`Class::Bearoff`]: every checker the side to move has left is home ([`Position::all_home`]).
//! - [`Class::Race`]: contact is over ([`Position::has_contact`] is false): no checker can meet
//!   an opposing one.
//! - [`Class::Blocks`] (its word `walls`, kept for the files): the side to move holds a short
//!   block, [`SHORT_BLOCK`] or more consecutive points, in front of the opponent's rearmost
//!   checker ([`Position::longest_block`]).
//! - [`Class::Contact`]: the rest.
//!
//! **The file** (documented for readers in `bench/README.md`): `#` lines are comments (the
//! generator writes its settings there), then one decision a line, tab-separated:
//! `<class>\t<rules>\t<position>\t<d1>-<d2>\t<trials>\t<truncate>\t<plays>`, the plays best
//! first, `;`-separated, each `<move>|<equity>|<se>|<diff se>` ([`Decision::to_line`],
//! [`Decision::parse`]).
//!
//! **Generation** is prefix-stable: [`Judge::decisions`] plays seeded games and interleaves the
//! classes, so its first `n` decisions are the same whatever the count asked, and each
//! decision's rollout seed depends on the set's seed and its index alone ([`Judge::judge`], [`decision_seed`]): a set
//! can be generated in pieces, resumed and extended.

use fevga_core::shape::SHORT_BLOCK;
use fevga_core::{Dice, Play, Position, Rules, SeededDice};

use crate::review::Analysis;
use crate::rollout::best_of;
use crate::{Level, Net, RolloutConfig, RolloutError, Search, Stage, choose, play_out, rollout_by};

fevga_core::words! {
    /// The kind of decision, for error rates by phase of the game (see the module notes).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Class: ALL, "class" {
        /// The side to move is in its opening sprint ([`Position::in_sprint`]).
        Sprint = "sprint",
        /// Checkers of both sides can still meet, without a block.
        Contact = "contact",
        /// The side to move holds a short block ([`SHORT_BLOCK`] points in a row or more) in
        /// front of the opponent's checkers. Its word, `walls`, is the files'.
        Blocks = "walls",
        /// Contact is over, not everyone home yet.
        Race = "race",
        /// The side to move is bearing off.
        Bearoff = "bearoff",
    }
}

impl Class {
    /// The class of a decision in `pos` (its side to move decides).
    #[must_use]
    pub fn of(pos: &Position, rules: Rules) -> Class {
        if pos.in_sprint(rules) {
            Class::Sprint
        } else if pos.all_home() {
            Class::Bearoff
        } else if !pos.has_contact() {
            Class::Race
        } else if pos.longest_block(pos.turn()) >= SHORT_BLOCK {
            Class::Blocks
        } else {
            Class::Contact
        }
    }
}

/// A play of a benchmark decision as its rollout judged it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JudgedPlay {
    /// The play.
    pub play: Play,
    /// Its rolled-out equity (points).
    pub equity: f64,
    /// The equity's standard error.
    pub se: f64,
    /// The standard error of its difference from the best play (0 for the best).
    pub diff_se: f64,
}

/// One decision of the set.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// Its class ([`Class::of`] the position).
    pub class: Class,
    /// The rule set.
    pub rules: Rules,
    /// The position, its side to move about to play.
    pub position: Position,
    /// The roll to play.
    pub dice: Dice,
    /// Trials a play was rolled out.
    pub trials: usize,
    /// Half-moves a trial was played before the network judged it (0: to the end).
    pub truncate: usize,
    /// The plays rolled out, best first.
    pub plays: Vec<JudgedPlay>,
}

impl Decision {
    /// The decision as a line of the file (no newline).
    #[must_use]
    pub fn to_line(&self) -> String {
        let plays: Vec<String> = self
            .plays
            .iter()
            .map(|p| format!("{}|{:.5}|{:.5}|{:.5}", p.play.notation(), p.equity, p.se, p.diff_se))
            .collect();
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.class,
            self.rules,
            self.position,
            self.dice,
            self.trials,
            self.truncate,
            plays.join(";")
        )
    }

    /// Reads a line of the file, checking it: the class is the position's, the roll leaves a
    /// choice, every move is a legal play, best first.
    ///
    /// # Errors
    /// A message naming the fault.
    pub fn parse(line: &str) -> Result<Decision, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [class, rules, position, dice, trials, truncate, plays] = fields[..] else {
            return Err(format!("expected 7 tab-separated fields, got {}", fields.len()));
        };
        let class: Class = class.parse().map_err(|e| format!("{e}"))?;
        let rules: Rules = rules.parse().map_err(|e| format!("{e}"))?;
        let position = Position::from_text(position).map_err(|e| format!("{e}"))?;
        let dice: Dice = dice.parse().map_err(|e| format!("{e}"))?;
        let count = |name: &str, v: &str| {
            v.parse::<usize>()
                .map_err(|_| format!("{name} {v:?}: expected a number"))
        };
        let (trials, truncate) = (count("trials", trials)?, count("truncate", truncate)?);
        if Class::of(&position, rules) != class {
            return Err(format!("the position is {}, not {class}", Class::of(&position, rules)));
        }
        let legal = position.legal_plays(rules, dice);
        if legal.len() < 2 {
            return Err(format!("{dice} leaves no choice in {position}"));
        }
        let mut judged = Vec::new();
        for p in plays.split(';') {
            let parts: Vec<&str> = p.split('|').collect();
            let [mv, equity, se, diff_se] = parts[..] else {
                return Err(format!("play {p:?}: expected <move>|<equity>|<se>|<diff se>"));
            };
            let play = *legal
                .iter()
                .find(|l| l.notation() == mv)
                .ok_or_else(|| format!("{mv:?} is not a legal play of {dice} (in canonical notation)"))?;
            let num = |name: &str, v: &str| {
                v.parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite())
                    .ok_or_else(|| format!("{mv}: {name} {v:?} is not a number"))
            };
            judged.push(JudgedPlay {
                play,
                equity: num("equity", equity)?,
                se: num("se", se)?,
                diff_se: num("diff se", diff_se)?,
            });
        }
        if judged.windows(2).any(|w| w[0].equity < w[1].equity) {
            return Err("the plays are not best first".into());
        }
        Ok(Decision {
            class,
            rules,
            position,
            dice,
            trials,
            truncate,
            plays: judged,
        })
    }

    /// Equity `play` gives away against the best play rolled out, and whether it was rolled
    /// out: a play outside the rolled-out ones is charged as the worst of them (a lower bound
    /// on its loss, since the expert ranked it below them all).
    #[must_use]
    pub fn loss(&self, play: Option<&Play>) -> (f64, bool) {
        let best = self.plays[0].equity;
        match play.and_then(|p| self.plays.iter().find(|j| j.play.position() == p.position())) {
            Some(j) => (best - j.equity, true),
            None => (best - self.plays[self.plays.len() - 1].equity, false),
        }
    }
}

/// A bad line of a benchmark file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchmarkError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

impl std::fmt::Display for BenchmarkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for BenchmarkError {}

/// Reads a benchmark file's decisions (comment and blank lines skipped).
///
/// # Errors
/// The first bad line.
pub fn read(text: &str) -> Result<Vec<Decision>, BenchmarkError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            Decision::parse(l.trim_end_matches('\r')).map_err(|message| BenchmarkError { line: i + 1, message })
        })
        .collect()
}

/// The pairs of levels whose games give the decisions (first as White in even rounds), each
/// in both rule sets.
pub const PAIRINGS: [(Level, Level); 4] = [
    (Level::Beginner, Level::Strong),
    (Level::Intermediate, Level::Expert),
    (Level::BaselineGreedy, Level::Intermediate),
    (Level::Baseline, Level::Strong),
];

/// Who makes a set: the network that plays the network levels of its games, ranks each
/// decision's candidates at expert's depth (with the expert stages `expert`) and plays and
/// ends the rollouts. A set is rebuilt from its seed only by the judge that made it, so the
/// set's settings line names it: the committed set was made by td1 with the expert stages of
/// its day, before another network was embedded (`bench/README.md`).
#[derive(Debug, Clone, Copy)]
pub struct Judge {
    /// The network.
    pub net: &'static Net,
    /// Expert's stages after the 0-ply ranking, for the games and the candidates.
    pub expert: &'static [Stage],
}

impl Judge {
    /// The embedded network with the levels' own stages.
    #[must_use]
    pub fn embedded() -> Judge {
        Judge {
            net: crate::embedded(),
            expert: Level::Expert.stages(),
        }
    }

    /// `level`'s search of the plays of `dice` in `pos`, by this judge's network and, at
    /// expert, its stages.
    fn search(&self, pos: &Position, rules: Rules, dice: Dice, level: Level) -> Search {
        let stages = if level == Level::Expert {
            self.expert
        } else {
            level.stages()
        };
        Search::with_stages(pos, rules, dice, level, self.net, stages)
    }

    /// The best `top` plays of `dice` in `pos` by this judge's expert ranking, best first.
    #[must_use]
    pub fn candidates(&self, pos: &Position, rules: Rules, dice: Dice, top: usize) -> Vec<Play> {
        best_of(
            Analysis::of(self.search(pos, rules, dice, Level::Expert), rules, None),
            top,
        )
    }

    /// The first `count` decisions of the set with `seed` (fewer only if some class never
    /// fills up in 100,000 games): each turn with at least two plays of seeded games between
    /// [`PAIRINGS`], whose network levels play by this judge's network, is kept with chance one
    /// half, sorted into its class; the classes take turns in [`Class::ALL`]'s order. The first
    /// `n` are the same for any `count` ≥ `n`.
    #[must_use]
    pub fn decisions(&self, seed: u64, count: usize) -> Vec<(Rules, Position, Dice)> {
        let need = count.div_ceil(Class::ALL.len());
        let mut by_class: Vec<Vec<(Rules, Position, Dice)>> = vec![Vec::new(); Class::ALL.len()];
        let mut seeds = SeededDice::new(seed);
        for g in 0..100_000usize {
            if by_class.iter().all(|c| c.len() >= need) {
                break;
            }
            let rules = Rules::ALL[g % 2];
            let (a, b) = PAIRINGS[(g / 2) % PAIRINGS.len()];
            let (white, black) = if (g / (2 * PAIRINGS.len())).is_multiple_of(2) {
                (a, b)
            } else {
                (b, a)
            };
            let mut dice = SeededDice::new(seeds.next_u64());
            let mut pick = SeededDice::new(seeds.next_u64());
            let mut jitter = SeededDice::new(seeds.next_u64());
            let played = play_out(rules, &mut dice, |pos, roll, _| {
                if pos.legal_plays(rules, roll).len() >= 2 && pick.below(2) == 0 {
                    let c = Class::of(pos, rules);
                    let i = Class::ALL.iter().position(|k| *k == c).expect("a class");
                    by_class[i].push((rules, *pos, roll));
                }
                let level = if pos.turn() == fevga_core::Color::White {
                    white
                } else {
                    black
                };
                self.search(pos, rules, roll, level).run(&mut jitter)
            });
            debug_assert!(played.is_ok(), "seeded dice are 1-6");
        }
        let mut out = Vec::with_capacity(count);
        for k in 0..need {
            for c in &by_class {
                if out.len() < count
                    && let Some(d) = c.get(k)
                {
                    out.push(*d);
                }
            }
        }
        out
    }

    /// Judges a decision: its best `top` plays ([`Judge::candidates`]) rolled out by this
    /// judge's network with `config` (whose seed the caller sets, see [`decision_seed`]).
    ///
    /// # Errors
    /// [`RolloutError`] for a bad `config`.
    pub fn judge(
        &self,
        rules: Rules,
        position: Position,
        dice: Dice,
        top: usize,
        config: &RolloutConfig,
    ) -> Result<Decision, RolloutError> {
        let plays = self.candidates(&position, rules, dice, top);
        let rolled = rollout_by(self.net, &plays, rules, config)?;
        Ok(Decision {
            class: Class::of(&position, rules),
            rules,
            position,
            dice,
            trials: config.trials,
            truncate: config.truncate,
            plays: rolled
                .iter()
                .map(|r| JudgedPlay {
                    play: r.play,
                    equity: r.equity,
                    se: r.equity_se,
                    diff_se: r.diff_se,
                })
                .collect(),
        })
    }
}

/// The rollout seed of decision `index` of the set with `seed`.
#[must_use]
pub fn decision_seed(seed: u64, index: usize) -> u64 {
    let mut mix = SeededDice::new(seed ^ (index as u64).wrapping_mul(0x9FB2_1C65_1E98_DF25));
    mix.next_u64()
}

/// An error rate: the mean equity lost per decision.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ErrorRate {
    /// Decisions scored.
    pub decisions: usize,
    /// Mean equity lost (points).
    pub mean: f64,
    /// Its standard error (the decisions as a sample).
    pub se: f64,
    /// Choices that were not among the plays rolled out (charged as the worst of them).
    pub unrolled: usize,
}

impl ErrorRate {
    fn of(losses: &[(f64, bool)]) -> ErrorRate {
        let n = losses.len();
        if n == 0 {
            return ErrorRate::default();
        }
        let mean = losses.iter().map(|l| l.0).sum::<f64>() / n as f64;
        let var = losses.iter().map(|l| (l.0 - mean).powi(2)).sum::<f64>() / (n - 1).max(1) as f64;
        ErrorRate {
            decisions: n,
            mean,
            se: (var / n as f64).sqrt(),
            unrolled: losses.iter().filter(|l| !l.1).count(),
        }
    }
}

/// Error rates on a set, per class (in [`Class::ALL`]'s order) and overall.
#[derive(Debug, Clone, PartialEq)]
pub struct Scores {
    /// Each class's rate.
    pub classes: Vec<(Class, ErrorRate)>,
    /// Over all decisions.
    pub overall: ErrorRate,
}

/// Scores the choices `chooser` makes on `set`.
pub fn score(set: &[Decision], mut chooser: impl FnMut(&Decision) -> Option<Play>) -> Scores {
    let losses: Vec<(Class, (f64, bool))> = set.iter().map(|d| (d.class, d.loss(chooser(d).as_ref()))).collect();
    let classes = Class::ALL
        .iter()
        .map(|&c| {
            let of: Vec<(f64, bool)> = losses.iter().filter(|l| l.0 == c).map(|l| l.1).collect();
            (c, ErrorRate::of(&of))
        })
        .collect();
    let all: Vec<(f64, bool)> = losses.iter().map(|l| l.1).collect();
    Scores {
        classes,
        overall: ErrorRate::of(&all),
    }
}

/// How finely the set's rollouts judge: over its decisions, the mean standard error of the
/// second play's difference from the best, and the mean of that difference (points).
#[must_use]
pub fn precision(set: &[Decision]) -> (f64, f64) {
    let seconds: Vec<(f64, f64)> = set
        .iter()
        .filter(|d| d.plays.len() >= 2)
        .map(|d| (d.plays[1].diff_se, d.plays[0].equity - d.plays[1].equity))
        .collect();
    let n = seconds.len().max(1) as f64;
    (
        seconds.iter().map(|s| s.0).sum::<f64>() / n,
        seconds.iter().map(|s| s.1).sum::<f64>() / n,
    )
}

/// Scores `level`'s choices on `set` (`seed` for the random choices of beginner and
/// intermediate and the baselines' ties).
#[must_use]
pub fn score_level(set: &[Decision], level: Level, seed: u64) -> Scores {
    let mut rng = SeededDice::new(seed);
    score(set, |d| choose(&d.position, d.rules, d.dice, level, &mut rng))
}

/// Scores `level` playing by `net` with the deeper search `stages` (a candidate network or
/// search; the embedded network and [`Level::stages`] are the level's own), as [`score_level`]
/// otherwise.
#[must_use]
pub fn score_level_with(
    set: &[Decision],
    level: Level,
    seed: u64,
    net: &'static crate::Net,
    stages: &'static [crate::Stage],
) -> Scores {
    let mut rng = SeededDice::new(seed);
    score(set, |d| {
        crate::Search::with_stages(&d.position, d.rules, d.dice, level, net, stages).run(&mut rng)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        Position::from_text(text).unwrap()
    }

    /// The blocks class's test: a short block in front of the opponent's rearmost checker.
    fn has_block(pos: &Position) -> bool {
        pos.longest_block(pos.turn()) >= SHORT_BLOCK
    }

    #[test]
    fn class_predicates_on_hand_made_positions() {
        let start = pos("W:24x15 B:12x15 W");
        assert!(start.in_sprint(Rules::Fevga) && start.has_contact() && !start.all_home());
        assert_eq!(Class::of(&start, Rules::Fevga), Class::Sprint);
        // A runner on 13 still binds; on 12 it releases the head in Fevga (§4) but not yet in
        // Mültezim (§9). (Black has left its head, White's 12, for the example.)
        assert!(pos("W:24x14,13 B:12x14,8 W").in_sprint(Rules::Fevga));
        let runner = pos("W:24x14,12 B:11x15 W");
        assert!(!runner.in_sprint(Rules::Fevga) && runner.in_sprint(Rules::Multezim));
        // White on its 1–3, Black on its 4–5 (White's 16–17): a race, White bearing off.
        let home = pos("W:3x2,2x2,1 B:17,16x3 W");
        assert!(!home.has_contact() && home.all_home());
        assert_eq!(Class::of(&home, Rules::Fevga), Class::Bearoff);
        // Black to move there: also home (its 4–5), so bearing off too.
        assert_eq!(
            Class::of(&home.with_turn(fevga_core::Color::Black), Rules::Fevga),
            Class::Bearoff
        );
        // A race with White still outside its home.
        let race = pos("W:9x2,3x2 B:17,16x3 W");
        assert!(!race.has_contact() && !race.all_home());
        assert_eq!(Class::of(&race, Rules::Fevga), Class::Race);
        // White holds its 18–13 in front of Black's checkers on its 24: a block (and §5's
        // wall); Black to move faces it but holds none.
        let wall = pos("W:18x2,17x2,16x2,15x2,14x2,13x2,11x3 B:12x15 W");
        assert!(has_block(&wall) && wall.has_contact());
        assert_eq!(Class::of(&wall, Rules::Fevga), Class::Blocks);
        let facing = pos("W:18x2,17x2,16x2,15x2,14x2,13x2,11x3 B:12x14,10 B");
        assert!(!has_block(&facing));
        // Two points in a row are not a block: contact.
        let two = pos("W:24x11,18x2,17x2 B:12x14,10 W");
        assert!(!has_block(&two) && !two.in_sprint(Rules::Fevga) && two.has_contact());
        assert_eq!(Class::of(&two, Rules::Fevga), Class::Contact);
    }

    fn judged(play: Play, equity: f64) -> JudgedPlay {
        JudgedPlay {
            play,
            equity,
            se: 0.01,
            diff_se: 0.005,
        }
    }

    /// A tiny set written by hand: two decisions whose rolled-out equities are known.
    fn tiny() -> (Vec<Decision>, Vec<Play>, Vec<Play>) {
        let a = pos("W:24x10,20,18,16,13,9 B:12x10,8,6,4,3,2 W");
        let da = Dice::new(6, 3).unwrap();
        let pa = a.legal_plays(Rules::Fevga, da);
        let b = pos("W:9x2,3x2 B:17,16x3 W");
        let db = Dice::new(2, 1).unwrap();
        let pb = b.legal_plays(Rules::Fevga, db);
        let set = vec![
            Decision {
                class: Class::Contact,
                rules: Rules::Fevga,
                position: a,
                dice: da,
                trials: 36,
                truncate: 0,
                plays: vec![judged(pa[0], 0.4), judged(pa[1], 0.3), judged(pa[2], 0.1)],
            },
            Decision {
                class: Class::Race,
                rules: Rules::Fevga,
                position: b,
                dice: db,
                trials: 36,
                truncate: 5,
                plays: vec![judged(pb[1], -0.2), judged(pb[0], -0.25)],
            },
        ];
        (set, pa, pb)
    }

    #[test]
    fn scoring_a_known_tiny_set() {
        let (set, pa, pb) = tiny();
        assert_eq!(set[0].class, Class::of(&set[0].position, Rules::Fevga));
        assert_eq!(set[1].class, Class::of(&set[1].position, Rules::Fevga));
        // The best in both: nothing lost.
        let best = score(&set, |d| Some(d.plays[0].play));
        assert_eq!(best.overall.mean, 0.0);
        assert_eq!(best.overall.decisions, 2);
        // 0.3 lost on the first (0.4 - 0.1), 0.05 on the second.
        let s = score(&set, |d| Some(if d.class == Class::Contact { pa[2] } else { pb[0] }));
        assert!((s.overall.mean - 0.175).abs() < 1e-12);
        assert!((s.overall.se - 0.125).abs() < 1e-12); // sd of {0.3, 0.05} / sqrt 2
        let contact = s.classes.iter().find(|c| c.0 == Class::Contact).unwrap().1;
        assert!((contact.mean - 0.3).abs() < 1e-12 && contact.decisions == 1 && contact.se == 0.0);
        assert_eq!(s.classes.iter().find(|c| c.0 == Class::Blocks).unwrap().1.decisions, 0);
        assert_eq!(s.overall.unrolled, 0);
        // A play outside the three rolled out is charged as the worst of them.
        let outside = pa[3];
        let s = score(&set[..1], |_| Some(outside));
        assert!((s.overall.mean - 0.3).abs() < 1e-12);
        assert_eq!(s.overall.unrolled, 1);
        let (se, gap) = precision(&set);
        assert!((se - 0.005).abs() < 1e-12 && (gap - 0.075).abs() < 1e-12);
    }

    #[test]
    fn lines_round_trip_and_bad_lines_are_named() {
        let (set, _, _) = tiny();
        let text: String = std::iter::once("# a comment\n".to_string())
            .chain(set.iter().map(|d| d.to_line() + "\n"))
            .collect();
        assert_eq!(read(&text).unwrap(), set);
        let line = set[0].to_line();
        for (bad, says) in [
            (line.replacen("contact", "walls", 1), "not walls"),
            (line.replacen("fevga", "chess", 1), "rules"),
            (line.replacen("\t6-3\t", "\t6-7\t", 1), "7"),
            (line.replacen("|0.40000|", "|x|", 1), "equity"),
            (line.replacen("|0.40000|", "|0.00000|", 1), "best first"),
            (line.replacen("\t36\t", "\tmany\t", 1), "trials"),
            (
                line.replacen(&set[0].plays[0].play.notation(), "1/off", 1),
                "not a legal play",
            ),
            ("contact\tfevga".to_string(), "7 tab-separated"),
        ] {
            let err = read(&format!("# header\n{bad}\n")).unwrap_err();
            assert_eq!(err.line, 2);
            assert!(err.to_string().contains(says), "{says}: {err}");
        }
    }

    #[test]
    fn decisions_are_prefix_stable_and_cover_every_class() {
        let ten = Judge::embedded().decisions(3, 10);
        let fifteen = Judge::embedded().decisions(3, 15);
        assert_eq!(ten.len(), 10);
        assert_eq!(&fifteen[..10], &ten[..]);
        for (i, (rules, pos, dice)) in fifteen.iter().enumerate() {
            assert_eq!(Class::of(pos, *rules), Class::ALL[i % 5], "{i}");
            assert!(pos.legal_plays(*rules, *dice).len() >= 2);
        }
        assert!(fifteen.iter().any(|d| d.0 == Rules::Fevga) && fifteen.iter().any(|d| d.0 == Rules::Multezim));
        assert_ne!(Judge::embedded().decisions(4, 5), ten[..5]);
    }

    #[test]
    fn judging_a_decision_rolls_out_its_best_plays() {
        let (rules, position, dice) = Judge::embedded().decisions(3, 5)[3];
        let config = RolloutConfig {
            trials: 72,
            truncate: 3,
            seed: decision_seed(3, 3),
            ..RolloutConfig::default()
        };
        let d = Judge::embedded().judge(rules, position, dice, 3, &config).unwrap();
        assert_eq!(d.class, Class::Race);
        assert!(d.plays.len() >= 2 && d.plays.len() <= 3);
        assert_eq!(Decision::parse(&d.to_line()).unwrap().plays.len(), d.plays.len());
        assert_eq!(d.loss(Some(&d.plays[0].play)), (0.0, true));
    }
}
