//! The levels: how strong the computer plays, and what each level's search does (the margins
//! of the levels that choose at random, expert's stages and its allowance).

use crate::Depth;

fevga_core::words! {
    /// How strong the computer plays. The words ([`Level::as_str`]) are stable: settings and the
    /// JS API store them; the old names `easy`, `normal` and `hard` (saved settings) still read
    /// as beginner, intermediate and strong.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
    pub enum Level: EVERY, "level" {
        /// The network at 0 ply, choosing at random among the plays within [`NOVICE_MARGIN`]
        /// of the best, the better ones likelier ([`NOVICE_SPREAD`]), never throwing checkers
        /// away ([`crate::novice`]): an opponent for someone who has just learned the rules.
        Novice = "novice",
        /// The network at 0 ply, choosing at random among the plays within
        /// [`BEGINNER_MARGIN`] of the best: loose, never absurd.
        Beginner = "beginner" | "easy",
        /// The network at 0 ply, choosing at random among the plays within
        /// [`INTERMEDIATE_MARGIN`] of the best.
        #[default]
        Intermediate = "intermediate" | "normal",
        /// The network's best play at 0 ply.
        Strong = "strong" | "hard",
        /// The best few at 1 ply, then the closest at 2 plies within a budget.
        Expert = "expert",
        /// The hand-made evaluation at 1 ply (the old `hard`): the yardstick.
        Baseline = "baseline",
        /// The hand-made evaluation at 0 ply (the old `normal`).
        BaselineGreedy = "baseline-greedy",
    }
}

/// Beginner chooses among the plays whose 0-ply equity is within this of the best (points).
pub const BEGINNER_MARGIN: f32 = 0.08;
/// Novice chooses among the plays whose 0-ply equity is within this of the best (points).
pub const NOVICE_MARGIN: f32 = 0.30;
/// Novice weighs each play within its margin by exp(−(best − equity) / this): a play this many
/// points below the best is chosen e times less often than the best.
pub const NOVICE_SPREAD: f32 = 0.10;
/// Intermediate chooses among the plays whose 0-ply equity is within this of the best (points).
pub const INTERMEDIATE_MARGIN: f32 = 0.03;

/// After the 0-ply ranking, a deeper stage keeps at most `keep` candidates within `margin`
/// points of the best so far, and weighs them at `depth`. With `max_evals` > 0 it keeps only
/// as many as fit in that many network evaluations for the whole move, judged from the cost of
/// the stage before (a 2-ply look costs about 21 times a 1-ply one); fewer than two: skipped.
///
/// A level's stages are [`Level::stages`]; other stages can be measured against them with
/// [`crate::Search::with_stages`] (`fevga match --white-stages`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stage {
    /// How deep the candidates are weighed.
    pub depth: Depth,
    /// At most this many candidates.
    pub keep: usize,
    /// Only candidates within this many points of the best so far.
    pub margin: f32,
    /// The whole move's allowance of network evaluations (0: none).
    pub max_evals: u64,
}

/// Network evaluations Expert allows itself for a move (a median of 16 ms natively, about 30 in
/// headless Chromium): it looks 2 plies deep only where that fits.
pub const EXPERT_EVALS: u64 = 24_000;

pub(crate) const EXPERT: &[Stage] = &[
    Stage {
        depth: Depth::One,
        keep: 8,
        margin: 0.24,
        max_evals: 0,
    },
    Stage {
        depth: Depth::Two,
        keep: 3,
        margin: 0.08,
        max_evals: EXPERT_EVALS,
    },
];

impl Level {
    /// The playing levels, weakest first: what a player chooses among.
    pub const ALL: [Level; 5] = [
        Level::Novice,
        Level::Beginner,
        Level::Intermediate,
        Level::Strong,
        Level::Expert,
    ];
    /// Whether the level plays by the trained network (else by the hand-made evaluation).
    #[must_use]
    pub const fn uses_network(self) -> bool {
        !matches!(self, Level::Baseline | Level::BaselineGreedy)
    }

    /// The deepest lookahead the level uses (for the network levels; the baselines say theirs).
    #[must_use]
    pub const fn depth(self) -> Depth {
        match self {
            Level::Novice | Level::Beginner | Level::Intermediate | Level::Strong | Level::BaselineGreedy => {
                Depth::Zero
            }
            Level::Baseline => Depth::One,
            Level::Expert => Depth::Two,
        }
    }

    /// For the levels that choose at random among the plays close to the best: how close
    /// (points of 0-ply equity). Novice's choice within it is weighted ([`NOVICE_SPREAD`]).
    #[must_use]
    pub const fn choice_margin(self) -> Option<f32> {
        match self {
            Level::Novice => Some(NOVICE_MARGIN),
            Level::Beginner => Some(BEGINNER_MARGIN),
            Level::Intermediate => Some(INTERMEDIATE_MARGIN),
            _ => None,
        }
    }

    /// The deeper stages after the 0-ply ranking (expert's; none for the other levels).
    #[must_use]
    pub fn stages(self) -> &'static [Stage] {
        match self {
            Level::Expert => EXPERT,
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_old_names_still_read() {
        for l in Level::EVERY {
            assert_eq!(l.as_str().parse(), Ok(l));
        }
        assert_eq!(
            Level::ALL.map(Level::as_str),
            ["novice", "beginner", "intermediate", "strong", "expert"]
        );
        assert_eq!("Novice".parse(), Ok(Level::Novice));
        assert_eq!("easy".parse(), Ok(Level::Beginner));
        assert_eq!("normal".parse(), Ok(Level::Intermediate));
        assert_eq!("Hard".parse(), Ok(Level::Strong));
        assert!("master".parse::<Level>().is_err());
        assert!(Level::ALL.iter().all(|l| l.uses_network()));
        assert!(!Level::Baseline.uses_network() && !Level::BaselineGreedy.uses_network());
        assert_eq!(Level::default(), Level::Intermediate);
    }
}
