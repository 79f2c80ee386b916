//! The benchmark set: decisions (a position and a roll with at least two legal plays) from games
//! between levels of different strength, both rule sets, each with its best plays rolled out;
//! and a level's error rate on it (mean equity lost per decision against the rolled-out best).
//!
//! **Classes** (the first that fits, in this order; each a named predicate below):
//! - [`Class::Sprint`]: the side to move is in its opening sprint ([`Position::in_sprint`](fevga_core::Position::in_sprint)): all
//!   fifteen still on the start, or the head rule binds while the first checker runs round. The
//!   opening included, unlike the puzzles' sprint theme ([`Position::head_rule_binds`](fevga_core::Position::head_rule_binds) alone);
//!   the committed sets were made so (line 833 of `bench/decisions.tsv`, `W:24x15 B:12x14,7 W`
//!   under Mültezim, tells the two apart).
//! - [`Class::Bearoff`]: every checker the side to move has left is home ([`Position::all_home`](fevga_core::Position::all_home)).
//! - [`Class::Race`]: contact is over ([`Position::has_contact`](fevga_core::Position::has_contact) is false): no checker can meet
//!   an opposing one.
//! - [`Class::Blocks`] (its word `walls`, kept for the files): the side to move holds a short
//!   block, [`SHORT_BLOCK`](fevga_core::shape::SHORT_BLOCK) or more consecutive points, in front of the opponent's rearmost
//!   checker ([`Position::longest_block`](fevga_core::Position::longest_block)).
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
//! can be generated in pieces, resumed and extended.//!
//! | module | what it owns |
//! |---|---|
//! | `class` | [`Class`] and its predicates |
//! | `decision` | the file: [`Decision`], [`JudgedPlay`], [`read`], [`BenchmarkError`] |
//! | `judge` | making a set: [`Judge`], [`PAIRINGS`], [`decision_seed`] |
//! | `score` | a level's error rate on a set: [`score_level`], [`Scores`], [`ErrorRate`], [`precision`] |

mod class;
mod decision;
mod judge;
mod score;

pub use class::Class;
pub use decision::{BenchmarkError, Decision, JudgedPlay, read};
pub use judge::{Judge, PAIRINGS, decision_seed};
pub use score::{ErrorRate, Scores, precision, score, score_level, score_level_with};

#[cfg(test)]
/// Helpers the children's tests share: a position, a tiny hand-made set.
mod tests {
    use fevga_core::{Dice, Play, Position, Rules};

    use super::{Class, Decision, JudgedPlay};

    pub(super) fn pos(text: &str) -> Position {
        Position::from_text(text).unwrap()
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
    pub(super) fn tiny() -> (Vec<Decision>, Vec<Play>, Vec<Play>) {
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
}
