//! The network searched: a play judged at 0 ply (the position it leads to), 1 ply (averaged over
//! the opponent's 21 rolls, each answered by its best reply at 0 ply) or 2 plies (and then our
//! own 21 rolls, each answered by our best play at 0 ply).
//!
//! Every value here is the outputs of the side that made the play (the *mover*): P(win),
//! P(win 2), P(lose 2) (see [`crate::net`]). Equity is linear in them, so averaging outputs over
//! rolls averages equity too. Choices within the lookahead (the opponent's reply, our next play)
//! are greedy at 0 ply, as gnubg's lower plies are.

use std::sync::OnceLock;

use fevga_core::{Dice, MoveGen, Play, Position, Rules};

use crate::net::{Net, OUTPUTS, Outputs, equity, flip};
use crate::neural::{self, Scratch};

/// The trained network shipped with the engine: `nets/td1.weights` (training's `f32`) stored as
/// half floats, `nets/td1.half.weights` (35 KB instead of 69 KB; its choices are td1's, see the
/// tests in `weights.rs`).
const TD1: &[u8] = include_bytes!("../nets/td1.half.weights");

/// The embedded network, read once.
///
/// # Panics
/// Never in a correct build: a unit test reads the embedded file.
pub fn embedded() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(TD1).expect("the embedded nets/td1.half.weights is valid"))
}

/// How deep a play is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Depth {
    /// The position the play leads to.
    Zero,
    /// Averaged over the opponent's 21 rolls and its best reply.
    One,
    /// Averaged over the opponent's rolls and replies, then ours.
    Two,
}

impl Depth {
    /// `0`, `1` or `2`.
    #[must_use]
    pub const fn plies(self) -> u8 {
        match self {
            Depth::Zero => 0,
            Depth::One => 1,
            Depth::Two => 2,
        }
    }
}

pub(crate) fn weighted_add(acc: &mut Outputs, y: &Outputs, w: f32) {
    for k in 0..OUTPUTS {
        acc[k] += y[k] * w;
    }
}

/// The network with its buffers and a move generator: evaluates plays at any [`Depth`].
#[derive(Debug, Clone)]
pub struct Evaluator {
    net: &'static Net,
    scratch: Scratch,
    movegen: MoveGen,
    replies: Vec<Play>,
    ours: Vec<Play>,
    evals: u64,
}

impl Default for Evaluator {
    fn default() -> Self {
        Evaluator::new(embedded())
    }
}

impl Evaluator {
    #[must_use]
    pub fn new(net: &'static Net) -> Evaluator {
        Evaluator {
            net,
            scratch: Scratch::new(net),
            movegen: MoveGen::new(),
            replies: Vec::new(),
            ours: Vec::new(),
            evals: 0,
        }
    }

    /// Network forward passes made so far (finished games cost none).
    #[must_use]
    pub const fn evaluations(&self) -> u64 {
        self.evals
    }

    /// Outputs of `pos`'s side to move.
    fn side_to_move(&mut self, pos: &Position, rules: Rules) -> Outputs {
        if let Some(y) = neural::finished(pos) {
            return y;
        }
        self.evals += 1;
        neural::outputs(self.net, &mut self.scratch, pos, rules)
    }

    /// The mover's outputs after a play (or pass) leading to `after`, at 0 ply.
    pub fn zero(&mut self, after: &Position, rules: Rules) -> Outputs {
        flip(&self.side_to_move(after, rules))
    }

    /// The mover's outputs at `depth`.
    pub fn at(&mut self, after: &Position, rules: Rules, depth: Depth) -> Outputs {
        match depth {
            Depth::Zero => self.zero(after, rules),
            Depth::One => self.one(after, rules),
            Depth::Two => {
                let mut acc = [0.0; OUTPUTS];
                for dice in Dice::all() {
                    let y = self.two_roll(after, rules, dice);
                    weighted_add(&mut acc, &y, dice.weight() as f32);
                }
                acc.map(|v| v / 36.0)
            }
        }
    }

    /// The mover's outputs at 1 ply: the opponent (to move in `after`) rolls each of its 21
    /// rolls and answers with the reply best for it at 0 ply.
    pub fn one(&mut self, after: &Position, rules: Rules) -> Outputs {
        let mut acc = [0.0; OUTPUTS];
        for dice in Dice::all() {
            let y = self.one_roll(after, rules, dice);
            weighted_add(&mut acc, &y, dice.weight() as f32);
        }
        acc.map(|v| v / 36.0)
    }

    /// One roll of [`Evaluator::one`]: the mover's outputs after the opponent's best reply to
    /// `dice`, not yet weighted by the roll's chance.
    pub fn one_roll(&mut self, after: &Position, rules: Rules, dice: Dice) -> Outputs {
        if let Some(y) = neural::finished(after) {
            return flip(&y);
        }
        self.reply(after, rules, dice).1
    }

    /// The opponent's best reply to `dice` in `after` at 0 ply: the position it leads to (the
    /// mover to move again) and the mover's outputs there.
    fn reply(&mut self, after: &Position, rules: Rules, dice: Dice) -> (Position, Outputs) {
        let mut replies = std::mem::take(&mut self.replies);
        self.movegen.legal_plays(after, rules, dice, &mut replies);
        let best = if replies.is_empty() {
            let back = after.passed();
            (back, self.side_to_move(&back, rules))
        } else {
            // The opponent's best is the mover's worst: the mover is to move after each reply.
            let mut best: Option<(f32, Position, Outputs)> = None;
            for r in &replies {
                let p = r.position();
                let y = self.side_to_move(&p, rules);
                let e = equity(&y);
                if best.is_none_or(|(b, _, _)| e < b) {
                    best = Some((e, p, y));
                }
            }
            let (_, p, y) = best.expect("replies is not empty");
            (p, y)
        };
        self.replies = replies;
        best
    }

    /// One opponent roll of a 2-ply evaluation: its best reply (0 ply), then the mover's 21
    /// rolls, each answered by the mover's best play at 0 ply. The mover's outputs, not yet
    /// weighted by the roll's chance.
    pub fn two_roll(&mut self, after: &Position, rules: Rules, dice: Dice) -> Outputs {
        let back = match self.two_reply(after, rules, dice) {
            Ok(back) => back,
            Err(y) => return y,
        };
        let mut acc = [0.0; OUTPUTS];
        for d in Dice::all() {
            let y = self.two_ours(&back, rules, d);
            weighted_add(&mut acc, &y, d.weight() as f32);
        }
        acc.map(|v| v / 36.0)
    }

    /// The first half of [`Evaluator::two_roll`]: the opponent's best reply to `dice` (0 ply).
    /// `Ok`: the position after it, the mover to move; `Err`: the mover's outputs when the game
    /// is over there (nothing is left to look at).
    pub fn two_reply(&mut self, after: &Position, rules: Rules, dice: Dice) -> Result<Position, Outputs> {
        if let Some(y) = neural::finished(after) {
            return Err(flip(&y));
        }
        let (back, y) = self.reply(after, rules, dice);
        if neural::finished(&back).is_some() {
            return Err(y);
        }
        Ok(back)
    }

    /// The second half, one roll at a time: the mover's best play of `d` in `back` at 0 ply
    /// (or its pass), as the mover's outputs, not yet weighted by the roll's chance.
    pub fn two_ours(&mut self, back: &Position, rules: Rules, d: Dice) -> Outputs {
        let mut ours = std::mem::take(&mut self.ours);
        self.movegen.legal_plays(back, rules, d, &mut ours);
        let y = if ours.is_empty() {
            self.zero(&back.passed(), rules)
        } else {
            let mut best: Option<(f32, Outputs)> = None;
            for p in &ours {
                let y = self.zero(&p.position(), rules);
                let e = equity(&y);
                if best.is_none_or(|(b, _)| e > b) {
                    best = Some((e, y));
                }
            }
            best.expect("ours is not empty").1
        };
        self.ours = ours;
        y
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::{LOSE2, WIN, WIN2};

    #[test]
    fn equity_is_points() {
        // P(win) .6, P(win 2) .1, P(lose 2) .05: E = .6 − .4 + .1 − .05.
        let y = [0.6, 0.1, 0.05];
        assert!((equity(&y) - 0.25).abs() < 1e-6);
        assert!((equity(&flip(&y)) + 0.25).abs() < 1e-6);
        assert_eq!(equity(&[1.0, 1.0, 0.0]), 2.0);
        assert_eq!(equity(&[0.0, 0.0, 1.0]), -2.0);
        assert_eq!(equity(&[1.0, 0.0, 0.0]), 1.0);
    }

    #[test]
    fn embedded_network_reads() {
        let net = embedded();
        assert_eq!((net.inputs(), net.hidden()), (crate::features::INPUTS, 80));
    }

    #[test]
    fn finished_games_are_exact_at_every_depth() {
        let mut e = Evaluator::default();
        // White just bore off its last checker; Black has none off: a 2-point win for White,
        // the mover.
        let won = Position::from_text("W:- B:13x15 B").unwrap();
        for d in [Depth::Zero, Depth::One, Depth::Two] {
            assert_eq!(e.at(&won, Rules::Fevga, d), [1.0, 1.0, 0.0]);
        }
        assert_eq!(e.evaluations(), 0);
    }

    #[test]
    fn deeper_outputs_are_probabilities_and_see_the_race() {
        let mut e = Evaluator::default();
        // White far ahead in a race, Black to move: good for White (the mover) at every depth.
        let ahead = Position::from_text("W:3,2,1 B:18x4,17x4,16x4 B").unwrap();
        for d in [Depth::Zero, Depth::One, Depth::Two] {
            let y = e.at(&ahead, Rules::Fevga, d);
            assert!(y.iter().all(|p| (0.0..=1.0).contains(p)), "{d:?} {y:?}");
            assert!(y[WIN] > 0.9 && y[LOSE2] < 0.05 && y[WIN2] <= y[WIN], "{d:?} {y:?}");
        }
    }
}
