//! The trained evaluation: a position's features through the network, exact values for finished
//! games, and the greedy (0-ply) choice of a play.

use fevga_core::{Color, Play, Position, Rules};

use crate::features;
use crate::net::{LOSE2, Net, OUTPUTS, Outputs, WIN, WIN2, equity, flip};

/// Buffers for one evaluation at a time: inputs and hidden activations.
#[derive(Debug, Clone)]
pub struct Scratch {
    pub(crate) x: Vec<f32>,
    pub(crate) h: Vec<f32>,
}

impl Scratch {
    /// Buffers sized for `net`.
    #[must_use]
    pub fn new(net: &Net) -> Scratch {
        Scratch {
            x: vec![0.0; net.features().inputs()],
            h: vec![0.0; net.hidden()],
        }
    }
}

/// The outcome of a finished game from the view of `pos`'s side to move, if it is finished.
#[must_use]
pub fn finished(pos: &Position) -> Option<Outputs> {
    let (winner, points) = pos.game_value()?;
    let two = f32::from(points == 2);
    let mut y = [0.0; OUTPUTS];
    if winner == pos.turn() {
        y[WIN] = 1.0;
        y[WIN2] = two;
    } else {
        y[LOSE2] = two;
    }
    Some(y)
}

/// The outputs for `pos`'s side to move (the exact result if the game is over).
pub fn outputs(net: &Net, s: &mut Scratch, pos: &Position, rules: Rules) -> Outputs {
    if let Some(y) = finished(pos) {
        return y;
    }
    features::write_set(net.features(), pos, rules, &mut s.x);
    net.forward(&s.x, &mut s.h)
}

/// The outputs for the side that just made a play leading to `after` (its opponent is to move).
pub fn outputs_after(net: &Net, s: &mut Scratch, after: &Position, rules: Rules) -> Outputs {
    flip(&outputs(net, s, after, rules))
}

/// The play with the best equity for its mover, judged on the position it leads to (0 ply);
/// the first of equals. Also returns the mover's outputs after it.
pub fn best_play(net: &Net, s: &mut Scratch, plays: &[Play], rules: Rules) -> Option<(Play, Outputs)> {
    let mut best: Option<(f32, Play, Outputs)> = None;
    for play in plays {
        let y = outputs_after(net, s, &play.position(), rules);
        let e = equity(&y);
        if best.is_none_or(|(b, _, _)| e > b) {
            best = Some((e, *play, y));
        }
    }
    best.map(|(_, p, y)| (p, y))
}

/// A network with its buffers: the trained evaluation, ready to use.
#[derive(Debug, Clone)]
pub struct NeuralEval {
    net: Net,
    scratch: Scratch,
}

impl NeuralEval {
    /// The evaluation by `net`.
    #[must_use]
    pub fn new(net: Net) -> NeuralEval {
        let scratch = Scratch::new(&net);
        NeuralEval { net, scratch }
    }

    /// The network evaluated with.
    #[must_use]
    pub fn net(&self) -> &Net {
        &self.net
    }

    /// P(win), P(win 2), P(lose 2) for `side` in `pos`.
    pub fn outputs_for(&mut self, pos: &Position, rules: Rules, side: Color) -> Outputs {
        let y = outputs(&self.net, &mut self.scratch, pos, rules);
        if side == pos.turn() { y } else { flip(&y) }
    }

    /// Expected points for `side` in `pos` (−2..2).
    pub fn equity_for(&mut self, pos: &Position, rules: Rules, side: Color) -> f32 {
        equity(&self.outputs_for(pos, rules, side))
    }

    /// The greedy choice among `plays`.
    pub fn best_play(&mut self, plays: &[Play], rules: Rules) -> Option<Play> {
        best_play(&self.net, &mut self.scratch, plays, rules).map(|(p, _)| p)
    }
}
