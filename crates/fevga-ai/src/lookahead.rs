//! The network searched: a play judged at 0 ply (the position it leads to), 1 ply (averaged over
//! the opponent's 21 rolls, each answered by its best reply at 0 ply) or 2 plies (and then our
//! own 21 rolls, each answered by our best play at 0 ply).
//!
//! Every value here is the outputs of the side that made the play (the *mover*): P(win),
//! P(win 2), P(lose 2) (see [`crate::Outputs`]). Equity is linear in them, so averaging outputs over
//! rolls averages equity too. Choices within the lookahead (the opponent's reply, our next play)
//! are greedy at 0 ply, as gnubg's lower plies are.

use std::sync::OnceLock;

use fevga_core::{Dice, MoveGen, Play, Position, Rules};

use crate::net::{Net, OUTPUTS, Outputs, equity, flip};
use crate::neural::{self, Scratch};

/// The trained network shipped with the engine: `nets/sv4.weights` (training's `f32`; feature set
/// 2, see `nets/README.md`) stored as half floats, `nets/sv4.half.weights` (37 KB instead of
/// 74 KB; its choices are sv4's, see the tests in `weights.rs`).
const SV4: &[u8] = include_bytes!("../nets/sv4.half.weights");

/// The embedded network, read once.
///
/// # Panics
/// Never in a correct build: a unit test reads the embedded file.
pub fn embedded() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(SV4).expect("the embedded nets/sv4.half.weights is valid"))
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

fn weighted_add(acc: &mut Outputs, y: &Outputs, w: f32) {
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
    /// An evaluator of `net` (usually the [`embedded`] one, as `Default` gives).
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

    /// The mover's outputs at `depth`: a [`PlyCursor`] run to its end.
    pub fn at(&mut self, after: &Position, rules: Rules, depth: Depth) -> Outputs {
        let mut cursor = PlyCursor::new(*after, rules, depth);
        loop {
            if let Some(y) = cursor.step(self) {
                return y;
            }
        }
    }

    /// One opponent roll at 1 ply: the mover's outputs after the opponent's best reply to
    /// `dice` at 0 ply, not yet weighted by the roll's chance.
    fn one_roll(&mut self, after: &Position, rules: Rules, dice: Dice) -> Outputs {
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
        // The opponent's best is the mover's worst: the mover is to move after each reply. The
        // first of equals.
        let worst = replies
            .iter()
            .map(|r| {
                let p = r.position();
                let y = self.side_to_move(&p, rules);
                (equity(&y), p, y)
            })
            .reduce(|best, x| if x.0 < best.0 { x } else { best });
        self.replies = replies;
        match worst {
            Some((_, p, y)) => (p, y),
            None => {
                let back = after.passed();
                (back, self.side_to_move(&back, rules))
            }
        }
    }

    /// The first half of one opponent roll at 2 plies: the opponent's best reply to `dice`
    /// (0 ply).
    fn two_reply(&mut self, after: &Position, rules: Rules, dice: Dice) -> Reply {
        if let Some(y) = neural::finished(after) {
            return Reply::Over(flip(&y));
        }
        let (back, y) = self.reply(after, rules, dice);
        if neural::finished(&back).is_some() {
            return Reply::Over(y);
        }
        Reply::Continue(back)
    }

    /// The second half, one roll at a time: the mover's best play of `d` in `back` at 0 ply
    /// (or its pass), as the mover's outputs, not yet weighted by the roll's chance.
    fn two_ours(&mut self, back: &Position, rules: Rules, d: Dice) -> Outputs {
        let mut ours = std::mem::take(&mut self.ours);
        self.movegen.legal_plays(back, rules, d, &mut ours);
        // The first of equals.
        let best = ours
            .iter()
            .map(|p| {
                let y = self.zero(&p.position(), rules);
                (equity(&y), y)
            })
            .reduce(|best, x| if x.0 > best.0 { x } else { best });
        self.ours = ours;
        match best {
            Some((_, y)) => y,
            None => self.zero(&back.passed(), rules),
        }
    }
}

/// After the opponent's reply in a 2-ply look: go on with our rolls, or the game is over.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Reply {
    /// The position after the reply, the mover to move.
    Continue(Position),
    /// The game is over there: the mover's outputs (nothing is left to look at).
    Over(Outputs),
}

/// One play's evaluation at a [`Depth`], a unit of work at a time, so a search can stop between
/// any two units and resume. A unit: the whole look at 0 ply; one opponent roll at 1 ply (its
/// best reply); at 2 plies one opponent roll's reply, or our best play for one of our 21 rolls
/// after it. [`Evaluator::at`] runs one to its end.
#[derive(Debug, Clone)]
pub struct PlyCursor {
    after: Position,
    rules: Rules,
    depth: Depth,
    /// The opponent's next roll (index into [`Dice::all`]) and the weighted sum so far.
    roll: usize,
    acc: Outputs,
    /// At 2 plies, within an opponent roll: the position after its reply, our next roll and the
    /// weighted sum over our rolls so far.
    back: Option<Position>,
    ours: usize,
    inner: Outputs,
}

impl PlyCursor {
    /// The look at `depth` from `after`, the position a play (or pass) of the mover leads to.
    #[must_use]
    pub const fn new(after: Position, rules: Rules, depth: Depth) -> PlyCursor {
        PlyCursor {
            after,
            rules,
            depth,
            roll: 0,
            acc: [0.0; OUTPUTS],
            back: None,
            ours: 0,
            inner: [0.0; OUTPUTS],
        }
    }

    /// Whether the cursor stands between two of the opponent's rolls (or at the start): where
    /// a search with an allowance may stop for good.
    #[must_use]
    pub const fn between_rolls(&self) -> bool {
        self.back.is_none()
    }

    /// Does one unit of work; the mover's outputs at the cursor's depth once the last is done.
    pub fn step(&mut self, eval: &mut Evaluator) -> Option<Outputs> {
        let rules = self.rules;
        let finished = match self.depth {
            Depth::Zero => return Some(eval.zero(&self.after, rules)),
            Depth::One => Some(eval.one_roll(&self.after, rules, Dice::all()[self.roll])),
            Depth::Two => match self.back {
                None => match eval.two_reply(&self.after, rules, Dice::all()[self.roll]) {
                    Reply::Continue(back) => {
                        self.back = Some(back);
                        self.ours = 0;
                        self.inner = [0.0; OUTPUTS];
                        None
                    }
                    Reply::Over(y) => Some(y),
                },
                Some(back) => {
                    let d = Dice::all()[self.ours];
                    let y = eval.two_ours(&back, rules, d);
                    weighted_add(&mut self.inner, &y, d.weight() as f32);
                    self.ours += 1;
                    (self.ours == 21).then(|| self.inner.map(|v| v / 36.0))
                }
            },
        };
        // One of the opponent's rolls is done.
        if let Some(y) = finished {
            weighted_add(&mut self.acc, &y, Dice::all()[self.roll].weight() as f32);
            self.roll += 1;
            self.back = None;
        }
        (self.roll == 21).then(|| self.acc.map(|v| v / 36.0))
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
        assert_eq!((net.inputs(), net.hidden()), (crate::features::INPUTS_V2, 80));
        assert_eq!(net.features(), crate::features::FeatureSet::V2);
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

    /// The 1- and 2-ply evaluation as nested loops over the rolls: the definition the cursor
    /// must follow.
    fn plain(e: &mut Evaluator, after: &Position, rules: Rules, depth: Depth) -> Outputs {
        let mut acc = [0.0; OUTPUTS];
        for dice in Dice::all() {
            let y = match depth {
                Depth::Zero => return e.zero(after, rules),
                Depth::One => e.one_roll(after, rules, dice),
                Depth::Two => match e.two_reply(after, rules, dice) {
                    Reply::Over(y) => y,
                    Reply::Continue(back) => {
                        let mut inner = [0.0; OUTPUTS];
                        for d in Dice::all() {
                            let y = e.two_ours(&back, rules, d);
                            weighted_add(&mut inner, &y, d.weight() as f32);
                        }
                        inner.map(|v| v / 36.0)
                    }
                },
            };
            weighted_add(&mut acc, &y, dice.weight() as f32);
        }
        acc.map(|v| v / 36.0)
    }

    #[test]
    fn the_stepped_cursor_is_the_plain_evaluation() {
        let mut e = Evaluator::default();
        let mut reference = Evaluator::default();
        let positions = fevga_core::bench::positions(9, 60);
        for (i, (rules, pos)) in positions.iter().enumerate() {
            // Every position at 1 ply, every sixth at 2 plies (a 2-ply look is ~21 times dearer).
            let depths: &[Depth] = if i % 6 == 0 {
                &[Depth::One, Depth::Two]
            } else {
                &[Depth::One]
            };
            for &depth in depths {
                let want = plain(&mut reference, pos, *rules, depth);
                let mut cursor = PlyCursor::new(*pos, *rules, depth);
                let before = e.evaluations();
                let mut steps = 0;
                let got = loop {
                    steps += 1;
                    if let Some(y) = cursor.step(&mut e) {
                        break y;
                    }
                };
                assert_eq!(got, want, "{depth:?} {pos}");
                assert_eq!(e.at(pos, *rules, depth), want, "{depth:?} {pos}");
                // A unit is one opponent roll at 1 ply; at 2 plies a reply or one of our rolls.
                let most = if depth == Depth::One { 21 } else { 21 * 22 };
                assert!((21..=most).contains(&steps), "{depth:?}: {steps} steps");
                assert!(e.evaluations() > before || neural::finished(pos).is_some());
            }
        }
        // The cursor and `at` each made what the plain loops made.
        assert_eq!(e.evaluations(), 2 * reference.evaluations());
    }
}
