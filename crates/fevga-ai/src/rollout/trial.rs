//! One trial played out: the policy (the network's best play at 0 ply) plays a candidate's
//! game on from its position, to the end or to truncation, less the luck of each roll when
//! asked; [`Worker`] holds one thread's buffers.

use fevga_core::{Color, Dice, MoveGen, Play, Position, Rules};

use super::config::RolloutConfig;
use super::dice::{Strata, TrialDice};
use crate::duel::{Ending, MAX_TURNS, play_until};
use crate::net::{Net, OUTPUTS, Outputs, flip};
use crate::neural::{self, Scratch};

/// `y`, the outputs of `side`, seen by `me`.
fn seen_by(y: &Outputs, side: Color, me: Color) -> [f64; OUTPUTS] {
    let y = if side == me { *y } else { flip(y) };
    y.map(f64::from)
}

/// One thread's buffers.
#[derive(Debug)]
pub(super) struct Worker<'n> {
    net: &'n Net,
    rules: Rules,
    luck: bool,
    scratch: Scratch,
    movegen: MoveGen,
    plays: Vec<Play>,
}

impl<'n> Worker<'n> {
    pub(super) fn new(net: &'n Net, rules: Rules, luck: bool) -> Worker<'n> {
        Worker {
            net,
            rules,
            luck,
            scratch: Scratch::new(net),
            movegen: MoveGen::new(),
            plays: Vec::new(),
        }
    }

    /// The policy's play for `roll` in `pos` (strong: the best at 0 ply) and the mover's
    /// outputs after it; `None` for a pass.
    fn best(&mut self, pos: &Position, roll: Dice) -> Option<(Play, Outputs)> {
        self.movegen.legal_plays(pos, self.rules, roll, &mut self.plays);
        neural::best_play(self.net, &mut self.scratch, &self.plays, self.rules)
    }

    /// The policy's play for `roll` in `pos`; `None` for a pass.
    fn choose(&mut self, pos: &Position, roll: Dice) -> Option<Play> {
        self.best(pos, roll).map(|(p, _)| p)
    }

    /// The policy's play for `roll` in `pos` (`None` for a pass) and the mover's outputs after
    /// it (after the pass).
    fn choose_valued(&mut self, pos: &Position, roll: Dice) -> (Option<Play>, Outputs) {
        match self.best(pos, roll) {
            Some((p, y)) => (Some(p), y),
            None => (
                None,
                neural::outputs_after(self.net, &mut self.scratch, &pos.passed(), self.rules),
            ),
        }
    }

    /// Trial `t` of each of `plays`, into `row` (one result a play).
    pub(super) fn trials(
        &mut self,
        plays: &[Play],
        t: usize,
        strata: &[Strata; 2],
        config: &RolloutConfig,
        row: &mut [[f64; OUTPUTS]],
    ) {
        for (out, play) in row.iter_mut().zip(plays) {
            *out = self.trial(play, t, strata, config);
        }
    }

    /// Trial `t` of `play`: the mover's outputs at the end (or truncation), less the luck.
    fn trial(&mut self, play: &Play, t: usize, strata: &[Strata; 2], config: &RolloutConfig) -> [f64; OUTPUTS] {
        let start = play.position();
        self.trial_from(start, start.turn().other(), t, strata, config)
    }

    /// Trial `t` from `start` (its side to move about to roll the trial's first roll): `me`'s
    /// outputs at the end (or truncation), less the luck.
    pub(super) fn trial_from(
        &mut self,
        start: Position,
        me: Color,
        t: usize,
        strata: &[Strata; 2],
        config: &RolloutConfig,
    ) -> [f64; OUTPUTS] {
        if let Some(y) = neural::finished(&start) {
            return seen_by(&y, start.turn(), me);
        }
        let limit = if config.truncate == 0 {
            MAX_TURNS
        } else {
            config.truncate
        };
        let (first, mut dice) = TrialDice::new(config.seed, strata, t);
        let mut luck = [0f64; OUTPUTS];
        let rules = self.rules;
        let ending = play_until(rules, start, first, &mut dice, limit, |pos, roll, _| {
            if !self.luck {
                return self.choose(pos, roll);
            }
            let mover = pos.turn();
            let (mut mean, mut made, mut chosen) = ([0f64; OUTPUTS], [0f64; OUTPUTS], None);
            for r in Dice::all() {
                let (p, y) = self.choose_valued(pos, r);
                let v = seen_by(&y, mover, me);
                let w = f64::from(r.weight()) / 36.0;
                for k in 0..OUTPUTS {
                    mean[k] += w * v[k];
                }
                if (r.high(), r.low()) == (roll.high(), roll.low()) {
                    (made, chosen) = (v, p);
                }
            }
            for k in 0..OUTPUTS {
                luck[k] += made[k] - mean[k];
            }
            chosen
        });
        let end = match ending {
            Ending::Over(game) => {
                let two = f64::from(game.points == 2);
                if game.winner == me {
                    [1.0, two, 0.0]
                } else {
                    [0.0, 0.0, two]
                }
            }
            Ending::Stopped { position, .. } => seen_by(
                &neural::outputs(self.net, &mut self.scratch, &position, rules),
                position.turn(),
                me,
            ),
        };
        std::array::from_fn(|k| end[k] - luck[k])
    }
}
