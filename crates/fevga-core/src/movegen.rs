//! Legal plays (§3–7, §9): every sequence of single-die steps, walls judged on the final
//! position, the most dice used, the higher die when only one can be used, one play per final
//! position.
//!
//! The search works on the mover's checkers alone (the opponent cannot move during a turn), packed
//! four bits a point, so a state is one `u128` and duplicate states are pruned exactly.

use std::ops::ControlFlow;

use crate::position::{Side, flip_mask};
use crate::rules::{FinalCheck, RuleSet};
use crate::shape::held_ahead;
use crate::{Dice, IllegalPlay, Play, Position, Rules, Step};

impl Position {
    /// Every legal play of `dice` (§6), one per final position. Empty: the side cannot move.
    #[must_use]
    pub fn legal_plays(&self, rules: Rules, dice: Dice) -> Vec<Play> {
        let mut out = Vec::new();
        MoveGen::new().legal_plays(self, rules, dice, &mut out);
        out
    }

    /// Whether `play` is one of the legal plays of `dice` here.
    #[must_use]
    pub fn is_legal(&self, rules: Rules, dice: Dice, play: &Play) -> bool {
        self.legal_plays(rules, dice)
            .iter()
            .any(|p| p.position() == play.position())
    }

    /// Checks `play` and returns the position after it.
    ///
    /// # Errors
    /// [`IllegalPlay::NotAmongLegal`] if `play` is not a legal play of `dice` here.
    pub fn play(&self, rules: Rules, dice: Dice, play: &Play) -> Result<Position, IllegalPlay> {
        if self.is_legal(rules, dice, play) {
            Ok(play.position())
        } else {
            Err(IllegalPlay::NotAmongLegal {
                dice,
                notation: play.notation(),
            })
        }
    }
}

impl Position {
    /// Whether the head rule (§4; Mültezim §9) binds the side to move now: 14 checkers wait on
    /// its point 24 and only the first checker may move. The predicate [`MoveGen`] applies. Not
    /// in the opening, all fifteen on 24 (any one may start): [`Position::in_sprint`] is this
    /// or the opening.
    #[must_use]
    pub fn head_rule_binds(&self, rules: Rules) -> bool {
        let mask = self.me.mask();
        movable(self.me, mask, rules.set().head_release_above) != mask
    }

    /// Whether every checker the side to move still has on the board is home (its points 1–6),
    /// so that it may bear off (§7). The test `bear_off_source` makes.
    #[must_use]
    pub fn all_home(&self) -> bool {
        crate::shape::all_home(self.me.mask())
    }

    /// Whether the sides can still meet: some checker of either side has an opposing checker
    /// ahead of it on its way home, so each can still block the other (a point the other side
    /// holds is closed, §3). Without contact the game is a race. Not a rule: the one owner of
    /// the fact for the computer's inputs, the benchmark's classes and the puzzles' themes.
    #[must_use]
    pub fn has_contact(&self) -> bool {
        let (me, them) = (self.me.mask(), self.them.mask());
        held_ahead(them, me) != 0 || held_ahead(me, them) != 0
    }
}

/// All 24 points.
pub(crate) const ALL: u32 = 0xFF_FFFF;

/// Bits of a 24-point mask for the points `lo..=hi`.
const fn range(lo: u8, hi: u8) -> u32 {
    ((1u32 << hi) - 1) & !((1u32 << (lo - 1)) - 1)
}

/// The points of a 24-point mask (bit `p-1` for point `p`), highest first.
#[inline]
pub(crate) fn points_desc(mask: u32) -> impl Iterator<Item = u8> {
    PointsDesc(mask)
}

/// The iterator of [`points_desc`]: takes the highest set bit until none is left.
#[derive(Debug, Clone)]
struct PointsDesc(u32);

impl Iterator for PointsDesc {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        let b = self.0.checked_ilog2()?;
        self.0 &= !(1 << b);
        // A bit index of a `u32`: below 32.
        Some(b as u8 + 1)
    }
}

/// The highest point of a 24-point mask, 0 for an empty one.
#[inline]
pub(crate) const fn highest_point(mask: u32) -> u8 {
    // At most 32.
    (32 - mask.leading_zeros()) as u8
}

/// The one step-enumeration skeleton (turn entry, "why not" and the most dice a roll allows):
/// for each distinct die of `dice` and each point it can leave, highest first, the step made,
/// the side after it and the dice left. `release` is the head rule's line, `open` the points
/// without an opposing checker. Stops at the first [`ControlFlow::Break`], and returns it.
pub(crate) fn for_each_step<B>(
    me: Side,
    dice: &[u8],
    open: u32,
    release: u8,
    mut visit: impl FnMut(Step, Side, &[u8]) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let mask = me.mask();
    let from = movable(me, mask, release);
    let mut tried = [false; 7];
    for (i, &d) in dice.iter().enumerate() {
        if std::mem::replace(&mut tried[usize::from(d)], true) {
            continue;
        }
        // The dice left after this one: at most three of a double's four.
        let mut rest = [0u8; 4];
        let n = dice.len() - 1;
        rest[..i].copy_from_slice(&dice[..i]);
        rest[i..n].copy_from_slice(&dice[i + 1..]);
        for p in points_desc(sources(mask, from, open, d)) {
            let (after, _, to) = apply(me, mask, p, d);
            visit(Step { from: p, to, die: d }, after, &rest[..n])?;
        }
    }
    ControlFlow::Continue(())
}

/// Wall starts (opponent numbering, bit `a-1` for points `a..a+5`) always forbidden when new (§5.1,
/// §5.2): the mover's 19–24 are the opponent's 7–12; the mover's 6–11 are the opponent's 18–23.
const FORBIDDEN_WALLS: u32 = (1 << 6) | (1 << 17);

/// Mültezim: the mover's 7–12, the opponent's starting table (§9).
const OPPONENT_TABLE: u32 = range(7, 12);

/// Starts of all six-point walls ([`crate::shape::FORBIDDEN_WALL`]) in a mask given in the opponent's numbering (no wrap-around).
#[inline]
const fn walls(held: u32) -> u32 {
    held & (held >> 1) & (held >> 2) & (held >> 3) & (held >> 4) & (held >> 5)
}

/// The head rule (§4, §9): the points among `mask` (the side's points) that a checker may leave.
/// While 14 checkers wait on point 24 and the fifteenth stands on a point from `release_above`
/// to 23, only that first checker may move; otherwise every checker may.
#[inline]
pub(crate) fn movable(me: Side, mask: u32, release_above: u8) -> u32 {
    if me.count(24) == 14 {
        let runner = mask & range(release_above, 23);
        if runner != 0 {
            return runner;
        }
    }
    mask
}

/// Bearing off (§7): the point (as a one-bit mask) from which die `d` takes a checker off, or 0.
/// `mask` holds the side's points. Only once every checker on the board is home (points 1–6):
/// from point `d` itself, else from the highest point if no checker stands higher than `d`.
#[inline]
fn bear_off_source(mask: u32, d: u8) -> u32 {
    if mask >> 6 != 0 {
        return 0;
    }
    let exact = mask & (1 << (d - 1));
    if exact != 0 {
        return exact;
    }
    let highest = highest_point(mask);
    if highest > 0 && highest < d {
        1 << (highest - 1)
    } else {
        0
    }
}

/// The points among `from` where die `d` can legally step (§3, §7): inside the board when the
/// landing point `p−d` is in `open` (the points that hold no opposing checker), or off it by
/// [`bear_off_source`].
#[inline]
pub(crate) fn sources(mask: u32, from: u32, open: u32, d: u8) -> u32 {
    (from & (open << d)) | (from & bear_off_source(mask, d))
}

/// Plays a step that [`sources`] allowed: the new checkers, mask and landing point (0 = off).
#[inline]
pub(crate) fn apply(me: Side, mask: u32, p: u8, d: u8) -> (Side, u32, u8) {
    let unit = Side::unit(p);
    let left = if me.count(p) == 1 { mask & !(1 << (p - 1)) } else { mask };
    if p > d {
        let t = p - d;
        (Side(me.0 - unit + Side::unit(t)), left | (1 << (t - 1)), t)
    } else {
        (Side(me.0 - unit), left, 0)
    }
}

/// Whether a side can make at least one single-die step with some die (§5.3), its head rule
/// drawn at `release_above` and `blocked` the points it may not land on (its numbering).
fn can_step(side: Side, blocked: u32, release_above: u8) -> bool {
    let mask = side.mask();
    let from = movable(side, mask, release_above);
    (1..=6u8).any(|d| sources(mask, from, !blocked & ALL, d) != 0)
}

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
            self.candidates.retain(|c| wall_ok(&turn, c.mask));
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

/// The building limit (§6.2) on the mover's final points `mask`: no new forbidden wall (§5,
/// Fevga), or at most four of the points 7–12 held (§9, Mültezim).
fn wall_ok(t: &SearchCtx, mask: u32) -> bool {
    match t.rules.final_check {
        FinalCheck::MaxHeldInOpponentTable(most) => (mask & OPPONENT_TABLE).count_ones() <= u32::from(most),
        FinalCheck::ForbiddenWalls => {
            let held = flip_mask(mask);
            let new = walls(held) & !t.walls_before;
            if new == 0 {
                return true;
            }
            if new & FORBIDDEN_WALLS != 0 {
                return false;
            }
            // Any other new wall is forbidden only if the opponent could not move at all; its
            // blocked points are exactly the mover's held points in its numbering.
            can_step(t.them, held, t.rules.head_release_above)
        }
    }
}

#[cfg(test)]
mod tests {
    //! Each rule predicate with Given/When/Then examples. Positions are §11 texts (White's
    //! numbering); point lists and masks are in the mover's own numbering.

    use super::*;

    const F: Rules = Rules::Fevga;
    const M: Rules = Rules::Multezim;

    /// A position from its §11 text.
    macro_rules! pos {
        ($text:expr) => {
            $text
                .parse::<Position>()
                .unwrap_or_else(|e| panic!("{:?}: {e}", $text))
        };
    }

    #[test]
    fn head_rule_binds_while_the_first_checker_runs_and_all_home_is_bearing_off() {
        // Given the start, a runner on 13, and a runner on 12, When asked whether the head rule
        // binds, Then it binds with the runner on 13 (§4); on 12 only in Mültezim (§9).
        assert!(!pos!("W:24x15 B:12x15 W").head_rule_binds(F));
        assert!(pos!("W:24x14,13 B:12x15 W").head_rule_binds(F));
        assert!(!pos!("W:24x14,12 B:11x15 W").head_rule_binds(F));
        assert!(pos!("W:24x14,12 B:11x15 W").head_rule_binds(M));
        assert!(!pos!("W:24x13,20,13 B:12x15 W").head_rule_binds(M));
        // Given checkers all on 1–6 or one on 7, Then only the first is all home (§7).
        assert!(pos!("W:6x5,1x10 B:12x15 W").all_home());
        assert!(!pos!("W:7,6x4,1x10 B:12x15 W").all_home());
        assert!(pos!("W:24x15 B:18x15 B").all_home());
    }

    #[test]
    fn has_contact_until_no_checker_has_an_opposing_one_ahead() {
        // The start: each side's checkers must pass the other's.
        assert!(pos!("W:24x15 B:12x15 W").has_contact());
        // Both sides home and past each other: a race, whoever moves.
        assert!(!pos!("W:6x5,1x10 B:18x15 W").has_contact());
        assert!(!pos!("W:6x5,1x10 B:18x15 B").has_contact());
        assert!(!pos!("W:6x5,1x10 B:20,18x14 W").has_contact());
        // One black checker still behind White's home checkers (Black's point 17 = White's 5).
        assert!(pos!("W:6x5,1x10 B:5,18x14 W").has_contact());
        assert!(pos!("W:6x5,1x10 B:5,18x14 B").has_contact());
        // A white straggler on 13 still has Black's checkers on 14 ahead of it.
        assert!(pos!("W:13,1x14 B:14x15 W").has_contact());
    }

    /// The mask of the mover's points `list`.
    fn points(list: &[u8]) -> u32 {
        list.iter().fold(0, |m, &p| m | (1 << (p - 1)))
    }

    /// The points of a mask, highest first.
    fn listed(mask: u32) -> Vec<u8> {
        points_desc(mask).collect()
    }

    fn dice(high: u8, low: u8) -> Dice {
        Dice::new(high, low).unwrap()
    }

    /// The texts of the positions the legal plays lead to.
    fn finals(rules: Rules, pos: &Position, dice: Dice) -> Vec<String> {
        pos.legal_plays(rules, dice)
            .iter()
            .map(|p| p.position().to_text())
            .collect()
    }

    #[test]
    fn points_desc_lists_the_points_of_a_mask_highest_first() {
        // Given the points 24, 13 and 1; When listed; Then highest first.
        assert_eq!(listed(points(&[1, 24, 13])), vec![24, 13, 1]);
        // Given no points, Then nothing; given all 24, Then 24 down to 1.
        assert_eq!(listed(0), Vec::<u8>::new());
        assert_eq!(listed(ALL), (1..=24).rev().collect::<Vec<u8>>());
    }

    #[test]
    fn wall_masks() {
        assert_eq!(walls(range(7, 12)), 1 << 6);
        assert_eq!(walls(range(19, 24)), 1 << 18);
        // No wrap-around from the opponent's 24 to its 1.
        assert_eq!(walls(range(21, 24) | range(1, 2)), 0);
        assert_eq!(walls(range(1, 7)), 0b11);
    }

    #[test]
    fn movable_is_the_head_rule() {
        // Given the side to move in each position, When the head rule (§4, §9) picks the points
        // a checker may leave, Then:
        let cases: &[(Rules, &str, &[u8], &str)] = &[
            (F, "W:24x15 B:1x15 W", &[24], "all fifteen on 24: any one may start"),
            (F, "W:24x14,23 B:1x15 W", &[23], "the first checker alone"),
            (
                F,
                "W:24x14,13 B:1x15 W",
                &[13],
                "13 has not reached the opponent's quadrant",
            ),
            (M, "W:24x14,13 B:1x15 W", &[13], "nor passed 12"),
            (
                F,
                "W:24x14,12 B:1x15 W",
                &[24, 12],
                "Fevga: reaching 12 frees the others",
            ),
            (M, "W:24x14,12 B:1x15 W", &[12], "Mültezim: 12 is not past 12"),
            (M, "W:24x14,11 B:1x15 W", &[24, 11], "Mültezim: 11 is"),
            (F, "W:24x13,20,18 B:1x15 W", &[24, 20, 18], "two off the head free all"),
            (F, "W:24x14 B:13 W", &[24], "no first checker on the board: no binding"),
            (F, "W:24x15 B:12x14,3 B", &[15], "Black's first checker on its 15"),
        ];
        for &(rules, text, want, why) in cases {
            let p = pos!(text);
            let from = movable(p.me, p.me.mask(), rules.set().head_release_above);
            assert_eq!(listed(from), want, "{rules} {text}: {why}");
        }
    }

    #[test]
    fn bear_off_source_is_the_bearing_off_rule() {
        // Given the mover's points, When a die is to bear off (§7), Then it takes a checker from:
        let cases: &[(&[u8], u8, Option<u8>, &str)] = &[
            (&[6, 5, 3], 5, Some(5), "its own point"),
            (&[6, 5, 3], 6, Some(6), "its own point"),
            (
                &[6, 5, 3],
                4,
                None,
                "4 is empty and 5, 6 stand higher: only a move inside",
            ),
            (&[6, 5, 3], 1, None, "1 is empty and checkers stand higher"),
            (&[4, 2], 6, Some(4), "6 is empty and nothing higher: the highest point"),
            (&[4, 2], 5, Some(4), "the highest point"),
            (&[4, 2], 3, None, "4 stands higher than 3"),
            (&[4, 2], 2, Some(2), "its own point"),
            (&[7, 1], 1, None, "a checker outside home: no bearing off at all"),
            (&[19, 1], 6, None, "a checker outside home: no bearing off at all"),
            (&[], 6, None, "no checkers"),
        ];
        for &(mine, d, want, why) in cases {
            let got = bear_off_source(points(mine), d);
            assert_eq!(got, want.map_or(0, |p| points(&[p])), "{mine:?} die {d}: {why}");
        }
    }

    #[test]
    fn sources_step_inside_to_open_points_or_bear_off() {
        // Given White home on 6 and 2, Black on White's 4 (closed to White).
        let p = pos!("W:6,2 B:4 W");
        let (mask, open) = (p.me.mask(), !flip_mask(p.them.mask()) & ALL);
        // When each die looks for the points it can leave (§3, §7), Then:
        let src = |d| listed(sources(mask, mask, open, d));
        assert_eq!(src(1), vec![6, 2], "6/5 and 2/1");
        assert_eq!(src(2), vec![2], "6/4 is closed; 2/off");
        assert_eq!(src(4), vec![6], "6/2; no bear-off past the 6");
        assert_eq!(src(6), vec![6], "6/off");
        // And a point that is not movable (the head rule) is never a source.
        assert_eq!(listed(sources(mask, points(&[2]), open, 1)), vec![2]);
    }

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
        let p = pos!("W:20,8 B:14,3 W");
        assert_eq!(finals(F, &p, dice(6, 5)), ["W:15,2 B:14,3 B", "W:9,8 B:14,3 B"]);
    }

    fn single(me: &str, higher: bool) -> Candidate {
        let me = pos!(me).me;
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
        assert_eq!(finals(F, &pos!("W:20 B:9 W"), dice(6, 5)), ["W:14 B:9 B"]);
        // Given Black on White's 14 too, When 6-5, Then the 6 cannot move at all: the 5.
        assert_eq!(finals(F, &pos!("W:20 B:14,9 W"), dice(6, 5)), ["W:15 B:14,9 B"]);
    }

    #[test]
    fn one_play_per_position_keeps_the_higher_dies_steps() {
        // Given White's last checker on 1, When White rolls 2-1, Then either die bears it off:
        // one play (§6.5), played with the 2.
        let plays = pos!("W:1 B:12x15 W").legal_plays(F, dice(2, 1));
        assert_eq!(plays.len(), 1);
        assert_eq!(plays[0].steps()[0].die, 2);
    }

    /// Whether a play ending with the mover on `after` passes the building limit, from `before`.
    fn limit_ok(rules: Rules, before: &str, after: &[u8]) -> bool {
        let p = pos!(before);
        wall_ok(&SearchCtx::new(&p, p.me.mask(), rules, 2), points(after))
    }

    #[test]
    fn wall_ok_is_the_building_limit() {
        // Given the position before the play and the mover's points after it, When the building
        // limit (§5, §9) judges the final position, Then:
        let q = "B:18,17,16,15,14,13 W";
        let cases: Vec<(Rules, String, &[u8], bool, &str)> = vec![
            (
                F,
                format!("W:24x2,23,22,21,20 {q}"),
                &[24, 23, 22, 21, 20, 19],
                false,
                "§5.1 new",
            ),
            (
                F,
                format!("W:24x2,23,22,21,20,19 {q}"),
                &[24, 23, 22, 21, 20, 19],
                true,
                "§5.1 kept",
            ),
            (
                F,
                "W:11x2,10,9,8,7 B:5,4,3,2,1 W".into(),
                &[11, 10, 9, 8, 7, 6],
                false,
                "§5.2 new",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:7x15 W".into(),
                &[6, 5, 4, 3, 2, 1],
                false,
                "§5.3 shut in",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:10,7x14 W".into(),
                &[6, 5, 4, 3, 2, 1],
                true,
                "§5.3 can move",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:12x14,7 W".into(),
                &[6, 5, 4, 3, 2, 1],
                false,
                "§5.3 its head rule",
            ),
            (
                F,
                "W:8,6,5,4,3,2 B:13x14,7 W".into(),
                &[6, 5, 4, 3, 2, 1],
                false,
                "§5.3 its bear-off rule",
            ),
            (
                F,
                "W:16,14,13,12,11,10 B:1x15 W".into(),
                &[15, 14, 13, 12, 11, 10],
                true,
                "across its start",
            ),
            (F, "W:24x15 B:12x15 W".into(), &[24, 13], true, "no wall"),
            (
                M,
                "W:12,11x2,10,9,8,7 B:5,4,3,2,1 W".into(),
                &[11, 10, 9, 8, 7],
                false,
                "§9 five of 7–12",
            ),
            (
                M,
                "W:12,11x2,10,9,8,7 B:5,4,3,2,1 W".into(),
                &[11, 10, 9, 8, 6],
                true,
                "§9 four of 7–12",
            ),
            (
                M,
                "W:12,11,10,9,8,7 B:1x15 W".into(),
                &[12, 11, 10, 9, 8, 7],
                false,
                "§9 no exemption",
            ),
            (
                M,
                "W:8,6,5,4,3,2 B:7x15 W".into(),
                &[6, 5, 4, 3, 2, 1],
                true,
                "§9 walls allowed",
            ),
            (
                M,
                format!("W:24x2,23,22,21,20 {q}"),
                &[24, 23, 22, 21, 20, 19],
                true,
                "§9 walls allowed",
            ),
        ];
        for (rules, before, after, want, why) in cases {
            assert_eq!(
                limit_ok(rules, &before, after),
                want,
                "{rules} {before} -> {after:?}: {why}"
            );
        }
    }
}
