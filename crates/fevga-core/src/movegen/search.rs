//! The search for legal plays: [`MoveGen`] tries every sequence of single-die steps, prunes
//! repeated states, keeps the most dice (`keep_most_dice`, §6.3) and the higher die
//! (`keep_higher_die`, §6.4), one play per final position (§6.5), and falls back to fewer dice
//! when the building limit refuses every deepest play (§6.1, §6.2).

use super::mask::{ALL, points_desc};
use super::step::{apply, movable, sources};
use super::wall::{wall_ok, walls};
use crate::position::{Side, flip_mask};
use crate::rules::RuleSet;
use crate::{Dice, Play, Position, Rules, Step};

/// A slot of the seen-states table; live when its stamp is the current enumeration's.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    key: u128,
    stamp: u32,
}

/// A sequence of steps found by the search, with the mover's checkers at its end.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    me: Side,
    mask: u32,
    steps: [Step; 4],
    len: u8,
    /// For a single-die sequence: whether it uses the higher die (§6.4).
    higher: bool,
}

/// What stays fixed during one enumeration.
#[derive(Debug, Clone, Copy)]
struct SearchCtx {
    /// What the rule set plays differently (§9).
    rules: RuleSet,
    /// Mover's points holding no opposing checker (mover numbering).
    open: u32,
    them: Side,
    /// Walls the mover held when the turn began (opponent numbering).
    walls_before: u32,
    /// The most dice a sequence may use: the roll's count, less after a fallback (§6.1, §6.2).
    limit: usize,
    /// The head rule cannot bind this turn, so step order matters only for the result: sources
    /// may be tried in descending order (moving a lower checker never enables a higher one).
    ordered: bool,
}

impl SearchCtx {
    /// The context of a turn in `pos`, whose mover holds the points `mask`.
    fn new(pos: &Position, mask: u32, rules: Rules, limit: usize) -> SearchCtx {
        let rules = rules.set();
        SearchCtx {
            rules,
            open: !flip_mask(pos.them.mask()) & ALL,
            them: pos.them,
            walls_before: walls(flip_mask(mask)),
            limit,
            ordered: movable(pos.me, mask, rules.head_release_above) == mask && pos.me.count(24) < 15,
        }
    }
}

/// A reusable legal-play generator: keep one to enumerate many positions without allocating.
#[derive(Debug, Clone)]
pub struct MoveGen {
    table: Vec<Slot>,
    stamp: u32,
    used: usize,
    candidates: Vec<Candidate>,
    max_depth: usize,
    path: [Step; 4],
}

impl Default for MoveGen {
    fn default() -> Self {
        MoveGen::new()
    }
}

impl MoveGen {
    /// A generator with room for a typical enumeration; it grows as needed.
    #[must_use]
    pub fn new() -> MoveGen {
        const CAP: usize = 1024;
        MoveGen {
            table: vec![Slot::default(); CAP],
            stamp: 0,
            used: 0,
            candidates: Vec::with_capacity(64),
            max_depth: 0,
            path: [Step::EMPTY; 4],
        }
    }

    /// Writes every legal play of `dice` in `pos` into `out` (cleared first); returns how many.
    /// The same plays in the same order as [`Position::legal_plays`].
    pub fn legal_plays(&mut self, pos: &Position, rules: Rules, dice: Dice, out: &mut Vec<Play>) -> usize {
        out.clear();
        let me = pos.me;
        if me.0 == 0 || pos.them.0 == 0 {
            // The game is over (§8).
            return 0;
        }
        let mask = me.mask();
        let mut turn = SearchCtx::new(pos, mask, rules, dice.count());
        loop {
            // §6.1 and §6.3: every sequence, keeping only the deepest found (`keep_most_dice`).
            self.reset();
            if dice.is_double() {
                self.search_double(&turn, dice.high(), me, mask, 0, u32::MAX);
            } else {
                self.search_pair(&turn, dice.high(), dice.low(), me, mask);
            }
            if self.max_depth == 0 {
                return 0;
            }
            // §6.2: the building limit on the final position.
            let depth = self.max_depth;
            self.candidates
                .retain(|c| wall_ok(&turn.rules, turn.them, turn.walls_before, c.mask));
            if !self.candidates.is_empty() {
                break;
            }
            // Every deepest play breaks §5 (or §9): fall back to one die fewer (§6.1).
            turn.limit = depth - 1;
            if turn.limit == 0 {
                return 0;
            }
        }
        if self.max_depth == 1 && !dice.is_double() {
            self.one_play_per_position();
            keep_higher_die(&mut self.candidates);
        }
        out.extend(self.candidates.iter().map(|c| Play {
            result: pos.hand_over(c.me),
            steps: c.steps,
            len: c.len,
        }));
        out.len()
    }

    fn reset(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.table.fill(Slot::default());
            self.stamp = 1;
        }
        self.used = 0;
        self.candidates.clear();
        self.max_depth = 0;
    }

    /// One play per final position among single-die sequences (§6.5), keeping the higher die's
    /// sequence where both dice reach the same position. (Two-die and double sequences are
    /// deduplicated during the search.)
    fn one_play_per_position(&mut self) {
        let mut merged: Vec<Candidate> = Vec::with_capacity(self.candidates.len());
        for c in &self.candidates {
            match merged.iter_mut().find(|m| m.me == c.me) {
                Some(m) => {
                    if c.higher && !m.higher {
                        *m = *c;
                    }
                }
                None => merged.push(*c),
            }
        }
        self.candidates = merged;
    }

    /// Inserts a state; false if it was seen before in this enumeration.
    #[inline]
    fn insert(&mut self, key: u128) -> bool {
        if self.used * 2 >= self.table.len() {
            self.grow();
        }
        let bits = self.table.len().trailing_zeros();
        let h = ((key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .wrapping_mul(0xD6E8_FEB8_6659_FD93);
        let m = self.table.len() - 1;
        let mut i = (h >> (64 - bits)) as usize;
        loop {
            let slot = &mut self.table[i];
            if slot.stamp != self.stamp {
                *slot = Slot { key, stamp: self.stamp };
                self.used += 1;
                return true;
            }
            if slot.key == key {
                return false;
            }
            i = (i + 1) & m;
        }
    }

    fn grow(&mut self) {
        let live: Vec<u128> = self
            .table
            .iter()
            .filter(|s| s.stamp == self.stamp)
            .map(|s| s.key)
            .collect();
        self.table = vec![Slot::default(); self.table.len() * 2];
        self.stamp = 1;
        self.used = 0;
        for k in live {
            self.insert(k);
        }
    }

    /// Most dice (§6.3), applied as the search goes: a sequence of `depth` dice outdoes every
    /// shorter one found so far (they are dropped), and is kept only if none found so far is
    /// longer. Returns whether it is kept. The building limit (§6.2) is judged afterwards; when it
    /// drops every deepest sequence, the search runs again one die shorter.
    #[inline]
    fn keep_most_dice(&mut self, depth: usize) -> bool {
        if depth > self.max_depth {
            self.candidates.clear();
            self.max_depth = depth;
        }
        depth == self.max_depth
    }

    /// Records the sequence in `path` (`depth` steps) ending in `me` if it uses the most dice.
    #[inline]
    fn record(&mut self, depth: usize, me: Side, mask: u32, higher: bool) {
        if self.keep_most_dice(depth) {
            self.candidates.push(Candidate {
                me,
                mask,
                steps: self.path,
                len: depth as u8,
                higher,
            });
        }
    }

    fn search_pair(&mut self, t: &SearchCtx, hi: u8, lo: u8, me: Side, mask: u32) {
        let release = t.rules.head_release_above;
        for (first, second) in [(hi, lo), (lo, hi)] {
            for p in points_desc(sources(mask, movable(me, mask, release), t.open, first)) {
                let (me1, mask1, to1) = apply(me, mask, p, first);
                self.path[0] = Step {
                    from: p,
                    to: to1,
                    die: first,
                };
                self.path[1] = Step::EMPTY;
                if self.max_depth <= 1 {
                    self.record(1, me1, mask1, first == hi);
                }
                if t.limit < 2 {
                    continue;
                }
                let mut from2 = movable(me1, mask1, release);
                if t.ordered && first == lo {
                    // Low die from p, then high die from p or above: the high-first order has it.
                    from2 &= (1 << (p - 1)) - 1;
                }
                for p2 in points_desc(sources(mask1, from2, t.open, second)) {
                    let (me2, mask2, to2) = apply(me1, mask1, p2, second);
                    if self.insert(me2.0) {
                        self.path[1] = Step {
                            from: p2,
                            to: to2,
                            die: second,
                        };
                        self.record(2, me2, mask2, true);
                    }
                }
            }
        }
    }

    /// Steps of a double. In ordered mode only sequences whose sources never rise are tried;
    /// otherwise every repeated state is pruned.
    fn search_double(&mut self, t: &SearchCtx, d: u8, me: Side, mask: u32, depth: usize, allowed: u32) {
        let src = sources(mask, movable(me, mask, t.rules.head_release_above) & allowed, t.open, d);
        let next = depth + 1;
        for p in points_desc(src) {
            let (me2, mask2, to) = apply(me, mask, p, d);
            if t.ordered {
                // Each non-rising sequence is a distinct multiset of sources, and distinct
                // multisets of one die's steps end in distinct positions: nothing to dedupe.
                if next >= self.max_depth {
                    self.set_path(depth, Step { from: p, to, die: d });
                    self.record(next, me2, mask2, true);
                }
            } else {
                if next > 1 && !self.insert(me2.0 | ((next as u128) << 100)) {
                    continue;
                }
                self.set_path(depth, Step { from: p, to, die: d });
                self.record(next, me2, mask2, true);
            }
            if next < t.limit {
                self.path[depth] = Step { from: p, to, die: d };
                let below = if t.ordered { (1u32 << p) - 1 } else { allowed };
                self.search_double(t, d, me2, mask2, next, below);
            }
        }
    }

    #[inline]
    fn set_path(&mut self, depth: usize, s: Step) {
        self.path[depth] = s;
        for rest in &mut self.path[depth + 1..] {
            *rest = Step::EMPTY;
        }
    }
}

/// Higher die (§6.4): when only one die of a non-double can be played and some sequence plays the
/// higher number, only those remain.
fn keep_higher_die(candidates: &mut Vec<Candidate>) {
    if candidates.iter().any(|c| c.higher) {
        candidates.retain(|c| c.higher);
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::movegen::testkit::{F, dice, finals, pos};

    #[test]
    fn keep_most_dice_drops_shorter_sequences() {
        // Given a generator that has kept a one-die sequence.
        let mut g = MoveGen::new();
        g.reset();
        let me = Side(Side::unit(20));
        g.record(1, me, me.mask(), true);
        assert_eq!(g.candidates.len(), 1);
        // When a two-dice sequence is found (§6.3),
        assert!(g.keep_most_dice(2));
        // Then the shorter one is dropped, and shorter ones found later are not kept.
        assert!(g.candidates.is_empty());
        assert!(!g.keep_most_dice(1));
        assert!(g.keep_most_dice(2));

        // Given White on 20 and 8, Black on White's 14 and 3; When White rolls 6-5, Then every
        // play uses both dice: 20/15 8/2 or 20/9, never 8/2 or 20/15 alone.
        let p = pos("W:20,8 B:14,3 W");
        assert_eq!(finals(F, &p, dice(6, 5)), ["W:15,2 B:14,3 B", "W:9,8 B:14,3 B"]);
    }

    fn single(me: &str, higher: bool) -> Candidate {
        let me = pos(me).me;
        Candidate {
            me,
            mask: me.mask(),
            steps: [Step::EMPTY; 4],
            len: 1,
            higher,
        }
    }

    #[test]
    fn keep_higher_die_when_only_one_die_can_be_played() {
        // Given single-die sequences, one with the higher die,
        let mut c = vec![single("W:14 B:9 W", true), single("W:15 B:9 W", false)];
        // When the higher-die rule (§6.4) is applied, Then only that one remains.
        keep_higher_die(&mut c);
        assert_eq!(c.len(), 1);
        assert!(c[0].higher);
        // Given only lower-die sequences, Then they all remain.
        let mut c = vec![single("W:15 B:9 W", false), single("W:16 B:9 W", false)];
        keep_higher_die(&mut c);
        assert_eq!(c.len(), 2);

        // Given White's last checker on 20 and Black on White's 9: 6 then 5 or 5 then 6 lands
        // on 9. When White rolls 6-5, Then it plays the 6: 20/14.
        assert_eq!(finals(F, &pos("W:20 B:9 W"), dice(6, 5)), ["W:14 B:9 B"]);
        // Given Black on White's 14 too, When 6-5, Then the 6 cannot move at all: the 5.
        assert_eq!(finals(F, &pos("W:20 B:14,9 W"), dice(6, 5)), ["W:15 B:14,9 B"]);
    }

    #[test]
    fn one_play_per_position_keeps_the_higher_dies_steps() {
        // Given White's last checker on 1, When White rolls 2-1, Then either die bears it off:
        // one play (§6.5), played with the 2.
        let plays = pos("W:1 B:12x15 W").legal_plays(F, dice(2, 1));
        assert_eq!(plays.len(), 1);
        assert_eq!(plays[0].steps()[0].die, 2);
    }
}
