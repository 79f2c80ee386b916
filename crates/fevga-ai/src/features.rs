//! The network's inputs: a position described from the view of its side to move.
//!
//! Whose view: always [`Position::turn`], the side that rolls next. When a play is weighed, the
//! position after it has the *opponent* to move, so the features (and the network's outputs)
//! are the opponent's; the mover's value is the flip of that (see [`crate::flip`]).
//!
//! "Me" below is the side to move, "them" the other; each side's points are in its own
//! numbering (1–24, starting on 24, bearing off from 1–6), as [`Position::count_own`] gives them.
//! Layout ([`INPUTS`] values):
//!
//! | index | what |
//! |---|---|
//! | 0–95 | me: per own point 1–24, four units: ≥1, ≥2, ≥3, (n−3)/2 beyond |
//! | 96–191 | them: the same |
//! | 192, 193 | borne off /15, me and them |
//! | 194, 195 | none borne off yet (a 2-point loss threatens), me and them |
//! | 196, 197 | pips /360, me and them |
//! | 198 | pip difference (them − me) /60 |
//! | 199 | contact is over (a pure race): not [`Position::has_contact`] |
//! | 200, 201 | my points ahead of their rearmost checker /12, longest run of them /6: [`Position::blocking_points`], [`Position::longest_block`] |
//! | 202, 203 | the same for their points ahead of my rearmost checker |
//! | 204, 205 | rearmost checker's point /24, me and them: [`Position::rearmost`] |
//! | 206, 207 | checkers on the starting point /15, me and them: [`Position::on_head`] |
//! | 208, 209 | in the opening sprint (all on the start, or the head rule binds: only one checker may leave), me and them: [`Position::in_sprint`] |
//! | 210, 211 | all checkers home (may bear off), me and them: [`Position::all_home`] |
//!
//! The shape inputs are the core's facts ([`fevga_core::shape`]), read here on the sides'
//! masks; a test (`tests/shape.rs`) checks them against the core's [`Position`] methods.
//! | 212 | the rules are Mültezim |
//!
//! That is the first feature set ([`FeatureSet::V1`], td1's). The second ([`FeatureSet::V2`],
//! [`INPUTS_V2`] values) appends [`EXTRA`] Fevga-specific inputs, seven per side (me from 213,
//! them from 220), each about that side's rearmost checker and the other side's *block*, the
//! longest run of points it holds ahead of that checker ([`fevga_core::shape::longest_run_at`]
//! of [`fevga_core::shape::held_ahead`]):
//!
//! | offset | what |
//! |---|---|
//! | +0 | checkers behind the block (on points above its top) /15 |
//! | +1 | rolls of 36 with which the rearmost checker gets past the block (each step landing on a point the other side does not hold), /36; 1 with no block |
//! | +2 | die values 1–6 the rearmost checker can move by (a point not held by the other side), /6 |
//! | +3, +4, +5 | the block is at least 4, at least 5, 6 or more points long |
//! | +6 | points the other side holds ahead of each of this side's checkers, summed over the checkers, /60 |

use fevga_core::shape::{
    ahead_of, all_home, flip_mask, held_ahead, longest_run, longest_run_at, rearmost_point, sprint,
};
use fevga_core::{Color, Position, Rules};

/// The newest feature set's version ([`FeatureSet::V2`]); a weights file stores the version of
/// the set its network reads ([`FeatureSet::version`]), and a new version is added whenever the
/// meaning or order of the inputs changes.
pub const FEATURE_VERSION: u32 = 2;

/// Number of inputs of the first feature set ([`FeatureSet::V1`], the shipped td1's).
pub const INPUTS: usize = 213;

/// Inputs the second feature set appends to the first.
pub const EXTRA: usize = 14;

/// Number of inputs of the second feature set ([`FeatureSet::V2`]).
pub const INPUTS_V2: usize = INPUTS + EXTRA;

/// Which inputs a network reads: every set starts with the one before it, so a network can be
/// widened to a newer set with zero weights on the new inputs and still give the same outputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FeatureSet {
    /// The first 213 inputs ([`INPUTS`]), read by td1.
    V1,
    /// The first set and [`EXTRA`] inputs on blocks, escapes and blocks to pass ([`INPUTS_V2`]).
    V2,
}

impl FeatureSet {
    /// The version stored in weights files: 1 or 2.
    #[must_use]
    pub const fn version(self) -> u32 {
        match self {
            FeatureSet::V1 => 1,
            FeatureSet::V2 => 2,
        }
    }

    /// The set of a stored version, if this build knows it.
    #[must_use]
    pub const fn from_version(version: u32) -> Option<FeatureSet> {
        match version {
            1 => Some(FeatureSet::V1),
            2 => Some(FeatureSet::V2),
            _ => None,
        }
    }

    /// Number of inputs.
    #[must_use]
    pub const fn inputs(self) -> usize {
        match self {
            FeatureSet::V1 => INPUTS,
            FeatureSet::V2 => INPUTS_V2,
        }
    }

    /// The set a network with `inputs` inputs reads: V2 for [`INPUTS_V2`], else V1 (also for
    /// the small networks of tests, which read only a prefix).
    #[must_use]
    pub const fn of_inputs(inputs: usize) -> FeatureSet {
        if inputs == INPUTS_V2 {
            FeatureSet::V2
        } else {
            FeatureSet::V1
        }
    }
}

/// Units per point per side.
const UNITS: usize = 4;
/// First index after the two per-point blocks.
const TAIL: usize = 2 * 24 * UNITS;
/// The input that says contact is over (a pure race).
pub const RACE: usize = TAIL + 7;

/// A side's checkers per own point (index 1–24) and the points it holds (the core's mask,
/// [`Position::held_points`]).
fn side(pos: &Position, color: Color) -> ([u8; 25], u32) {
    let mut counts = [0u8; 25];
    for p in 1..=24u8 {
        counts[usize::from(p)] = pos.count_own(color, p);
    }
    (counts, pos.held_points(color))
}

/// Whether contact is over (a pure race): no checker can meet an opposing one any more
/// ([`Position::has_contact`]). Input [`RACE`].
#[must_use]
pub fn is_race(pos: &Position) -> bool {
    !pos.has_contact()
}

/// Whether a checker may land on `p` (victim numbering): a point the other side does not hold,
/// or off the board.
const fn open(by_in_victim: u32, p: i32) -> bool {
    p < 1 || by_in_victim & (1 << (p - 1)) == 0
}

/// Rolls of 36 with which a checker on `from` gets below `bottom` moving through open points
/// only: one die alone, both in either order, or up to four steps of a double.
fn escapes(by_in_victim: u32, from: u32, bottom: u32) -> u32 {
    let (from, bottom) = (from as i32, bottom as i32);
    let reach = |steps: &[i32]| {
        let mut p = from;
        for &d in steps {
            p -= d;
            if !open(by_in_victim, p) {
                return false;
            }
            if p < bottom {
                return true;
            }
        }
        false
    };
    // The 21 distinct rolls; a non-double stands for two of the 36.
    let mut n = 0;
    for a in 1..=6 {
        if reach(&[a; 4]) {
            n += 1;
        }
        for b in a + 1..=6 {
            if reach(&[a, b]) || reach(&[b, a]) {
                n += 2;
            }
        }
    }
    n
}

/// One side's seven inputs of the second set (see the module's table): `counts`/`mask` are the
/// side's, `by` the other side's mask in this side's numbering.
fn side_extra(counts: &[u8; 25], mask: u32, by: u32, out: &mut [f32]) {
    let r = rearmost_point(mask);
    let (len, low) = longest_run_at(by & ahead_of(r));
    let top = low + len.max(1) - 1;
    let behind: u32 = if len == 0 {
        0
    } else {
        (top + 1..=24).map(|p| u32::from(counts[p as usize])).sum()
    };
    out[0] = behind as f32 / 15.0;
    out[1] = if len == 0 {
        1.0
    } else {
        escapes(by, r, low) as f32 / 36.0
    };
    let moves = (1..=6).filter(|&d| r > 0 && open(by, r as i32 - d)).count();
    out[2] = moves as f32 / 6.0;
    // Fixed by the feature set (a trained network reads them), whatever the core's names.
    out[3] = f32::from(len >= 4);
    out[4] = f32::from(len >= 5);
    out[5] = f32::from(len >= 6);
    let to_pass: u32 = (2..=24u32)
        .map(|p| u32::from(counts[p as usize]) * (by & ((1 << (p - 1)) - 1)).count_ones())
        .sum();
    out[6] = to_pass as f32 / 60.0;
}

/// Writes the inputs of feature set `set` for `pos`, from the view of its side to move, into
/// `out[..set.inputs()]`.
///
/// # Panics
/// If `out` is shorter than `set.inputs()`.
pub fn write_set(set: FeatureSet, pos: &Position, rules: Rules, out: &mut [f32]) {
    write(pos, rules, out);
    if set == FeatureSet::V2 {
        let me = pos.turn();
        let (mine, my_mask) = side(pos, me);
        let (theirs, their_mask) = side(pos, me.other());
        let extra = &mut out[INPUTS..INPUTS_V2];
        let (a, b) = extra.split_at_mut(EXTRA / 2);
        side_extra(&mine, my_mask, flip_mask(their_mask), a);
        side_extra(&theirs, their_mask, flip_mask(my_mask), b);
    }
}

/// Writes the inputs of the first set for `pos`, from the view of its side to move, into
/// `out[..INPUTS]`.
///
/// # Panics
/// If `out` is shorter than [`INPUTS`].
pub fn write(pos: &Position, rules: Rules, out: &mut [f32]) {
    let out = &mut out[..INPUTS];
    let me = pos.turn();
    let (mine, my_mask) = side(pos, me);
    let (theirs, their_mask) = side(pos, me.other());
    for (s, counts) in [&mine, &theirs].into_iter().enumerate() {
        for (p, &n) in counts[1..].iter().enumerate() {
            let n = f32::from(n);
            let at = (s * 24 + p) * UNITS;
            out[at] = f32::from(n >= 1.0);
            out[at + 1] = f32::from(n >= 2.0);
            out[at + 2] = f32::from(n >= 3.0);
            out[at + 3] = if n > 3.0 { (n - 3.0) / 2.0 } else { 0.0 };
        }
    }
    let t = &mut out[TAIL..];
    let (my_off, their_off) = (pos.borne_off(me), pos.borne_off(me.other()));
    t[0] = f32::from(my_off) / 15.0;
    t[1] = f32::from(their_off) / 15.0;
    t[2] = f32::from(my_off == 0);
    t[3] = f32::from(their_off == 0);
    let (my_pips, their_pips) = (pos.pips(me) as f32, pos.pips(me.other()) as f32);
    t[4] = my_pips / 360.0;
    t[5] = their_pips / 360.0;
    t[6] = (their_pips - my_pips) / 60.0;
    let (my_rear, their_rear) = (rearmost_point(my_mask), rearmost_point(their_mask));
    t[7] = f32::from(is_race(pos));
    let held = held_ahead(my_mask, their_mask);
    t[8] = held.count_ones() as f32 / 12.0;
    t[9] = longest_run(held) as f32 / 6.0;
    let held = held_ahead(their_mask, my_mask);
    t[10] = held.count_ones() as f32 / 12.0;
    t[11] = longest_run(held) as f32 / 6.0;
    t[12] = my_rear as f32 / 24.0;
    t[13] = their_rear as f32 / 24.0;
    t[14] = f32::from(mine[24]) / 15.0;
    t[15] = f32::from(theirs[24]) / 15.0;
    t[16] = f32::from(sprint(mine[24], my_mask, rules));
    t[17] = f32::from(sprint(theirs[24], their_mask, rules));
    t[18] = f32::from(all_home(my_mask));
    t[19] = f32::from(all_home(their_mask));
    t[20] = f32::from(rules == Rules::Multezim);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(text: &str, rules: Rules) -> Vec<f32> {
        let mut v = vec![f32::NAN; INPUTS + 3];
        write(&Position::from_text(text).unwrap(), rules, &mut v);
        assert!(v[INPUTS..].iter().all(|x| x.is_nan()), "wrote past INPUTS");
        v.truncate(INPUTS);
        assert!(v.iter().all(|x| x.is_finite()));
        v
    }

    #[test]
    fn size_and_start_position() {
        assert_eq!(TAIL + 21, INPUTS);
        let v = of("W:24x15 B:12x15 W", Rules::Fevga);
        // 15 on the 24: 1, 1, 1, (15-3)/2 = 6, for both sides; nothing elsewhere.
        for s in 0..2 {
            let at = s * 96 + 23 * 4;
            assert_eq!(&v[at..at + 4], &[1.0, 1.0, 1.0, 6.0]);
            assert_eq!(v[s * 96..at].iter().sum::<f32>(), 0.0);
        }
        let t = &v[TAIL..];
        assert_eq!(&t[0..4], &[0.0, 0.0, 1.0, 1.0]); // none off
        assert_eq!(&t[4..7], &[1.0, 1.0, 0.0]); // 360 pips each
        assert_eq!(t[7], 0.0); // contact
        // Black's 24 is White's 12: one point ahead of Black's rear, a run of one; and back.
        assert_eq!(&t[8..12], &[1.0 / 12.0, 1.0 / 6.0, 1.0 / 12.0, 1.0 / 6.0]);
        assert_eq!(&t[12..16], &[1.0, 1.0, 1.0, 1.0]);
        assert_eq!(&t[16..20], &[1.0, 1.0, 0.0, 0.0]); // head rule binds; nobody home
        assert_eq!(t[20], 0.0);
        assert_eq!(of("W:24x15 B:12x15 W", Rules::Multezim)[TAIL + 20], 1.0);
    }

    #[test]
    fn view_is_the_side_to_move() {
        // Black to move: Black's features come first. Black has 14 on its 24 and one on its 20
        // (White's 8); White has 15 on its 24.
        let v = of("W:24x15 B:12x14,8 B", Rules::Fevga);
        assert_eq!(&v[23 * 4..24 * 4], &[1.0, 1.0, 1.0, 5.5]);
        assert_eq!(&v[19 * 4..20 * 4], &[1.0, 0.0, 0.0, 0.0]);
        assert_eq!(&v[96 + 23 * 4..96 + 24 * 4], &[1.0, 1.0, 1.0, 6.0]);
        let t = &v[TAIL..];
        assert_eq!(t[4], 356.0 / 360.0);
        assert_eq!(t[6], 4.0 / 60.0);
        // Black's runner on 20 is still above 13: the head rule binds for both.
        assert_eq!(&t[16..18], &[1.0, 1.0]);
    }

    #[test]
    fn race_and_bearing_off() {
        // White on its 1–3, Black on its 4–5 (White's 16–17): nobody has to pass anybody.
        let v = of("W:3x2,2x2,1 B:17,16x3 W", Rules::Fevga);
        let t = &v[TAIL..];
        assert_eq!(t[7], 1.0);
        assert_eq!(&t[0..4], &[10.0 / 15.0, 11.0 / 15.0, 0.0, 0.0]);
        assert_eq!(&t[18..20], &[1.0, 1.0]);
        // A White checker on its 13 (Black's 1) is still ahead of Black's checkers: contact.
        let v = of("W:13,3x2 B:17,16x3 W", Rules::Fevga);
        assert_eq!(v[TAIL + 7], 0.0);
    }

    #[test]
    fn primes_ahead_of_the_rear_checker() {
        // White holds its 18–13 (Black's 6–1) and 11 (Black's 23), Black's rear is on its 24.
        let v = of("W:18x2,17x2,16x2,15x2,14x2,13x2,11x3 B:12x15 B", Rules::Fevga);
        // Black to move: "their" (White's) blocks against "my" (Black's) rear checker.
        let t = &v[TAIL..];
        assert_eq!(&t[10..12], &[7.0 / 12.0, 6.0 / 6.0]);
    }

    fn of_v2(text: &str) -> Vec<f32> {
        let mut v = vec![f32::NAN; INPUTS_V2 + 2];
        let pos = Position::from_text(text).unwrap();
        write_set(FeatureSet::V2, &pos, Rules::Fevga, &mut v);
        assert!(v[INPUTS_V2..].iter().all(|x| x.is_nan()), "wrote past INPUTS_V2");
        // The second set starts with the first.
        let mut first = vec![0.0; INPUTS];
        write(&pos, Rules::Fevga, &mut first);
        assert_eq!(&v[..INPUTS], &first[..]);
        v.truncate(INPUTS_V2);
        assert!(v.iter().all(|x| x.is_finite()));
        v
    }

    #[test]
    fn feature_sets_and_versions() {
        for set in [FeatureSet::V1, FeatureSet::V2] {
            assert_eq!(FeatureSet::from_version(set.version()), Some(set));
            assert_eq!(FeatureSet::of_inputs(set.inputs()), set);
        }
        assert_eq!(FeatureSet::from_version(0), None);
        assert_eq!(FeatureSet::from_version(FEATURE_VERSION + 1), None);
        assert_eq!(FeatureSet::V2.version(), FEATURE_VERSION);
        assert_eq!(FeatureSet::of_inputs(5), FeatureSet::V1);
    }

    #[test]
    fn extra_inputs_at_the_start() {
        // Each side's block is the other's head: one point (White's 12 = Black's 24) ahead of
        // every checker. Only 5-5 passes it from 24 (19, 14, 9); 3-3, 4-4 and 6-6 land on it.
        let v = of_v2("W:24x15 B:12x15 W");
        for s in 0..2 {
            let e = &v[INPUTS + 7 * s..INPUTS + 7 * (s + 1)];
            assert_eq!(e, &[1.0, 1.0 / 36.0, 1.0, 0.0, 0.0, 0.0, 15.0 / 60.0], "side {s}");
        }
    }

    #[test]
    fn extra_inputs_behind_a_prime() {
        // White holds its 18–13 (Black's 6–1) and 11 (Black's 23); Black, to move, has all 15
        // on its 24: a six-point wall, nothing passes it, 1 of the 6 die values is blocked.
        let v = of_v2("W:18x2,17x2,16x2,15x2,14x2,13x2,11x3 B:12x15 B");
        let me = &v[INPUTS..INPUTS + 7];
        assert_eq!(me, &[1.0, 0.0, 5.0 / 6.0, 1.0, 1.0, 1.0, 15.0 * 7.0 / 60.0]);
        // White's rear is on 18 with Black's one point (White's 12) ahead: 12 of White's
        // checkers are behind it; the 18 non-doubles summing to 7 or more get past it, and
        // 4-4 and 5-5 (2-2, 3-3 and 6-6 land on 12); a 6 alone is blocked.
        let them = &v[INPUTS + 7..];
        assert_eq!(them, &[12.0 / 15.0, 20.0 / 36.0, 5.0 / 6.0, 0.0, 0.0, 0.0, 12.0 / 60.0]);
    }

    #[test]
    fn the_block_is_the_longest_run_ahead_and_a_race_has_none() {
        // Runs below 20 in a mask: 15–14 and 9–6; the longer is 9–6.
        let mask = (1 << 14) | (1 << 13) | (0b1111 << 5);
        let block = |by: u32, rear: u32| longest_run_at(by & ahead_of(rear));
        assert_eq!(block(mask, 20), (4, 6));
        assert_eq!(block(mask, 9), (3, 6), "only the points below the checker count");
        assert_eq!(block(mask, 1), (0, 0));
        // No contact: no block, everything escapes, nothing to pass.
        let v = of_v2("W:3x2,2x2,1 B:17,16x3 W");
        assert_eq!(&v[INPUTS..INPUTS + 2], &[0.0, 1.0]);
        assert_eq!(v[INPUTS + 6], 0.0);
        assert_eq!(v[INPUTS + 13], 0.0);
    }
}
