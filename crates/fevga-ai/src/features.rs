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
//! | 199 | contact is over (a pure race) |
//! | 200, 201 | my points ahead of their rearmost checker /12, longest run of them /6 |
//! | 202, 203 | the same for their points ahead of my rearmost checker |
//! | 204, 205 | rearmost checker's point /24, me and them |
//! | 206, 207 | checkers on the starting point /15, me and them |
//! | 208, 209 | the head rule still binds (only one checker may leave), me and them |
//! | 210, 211 | all checkers home (may bear off), me and them |
//! | 212 | the rules are Mültezim |
//!
//! That is the first feature set ([`FeatureSet::V1`], td1's). The second ([`FeatureSet::V2`],
//! [`INPUTS_V2`] values) appends [`EXTRA`] Fevga-specific inputs, seven per side (me from 213,
//! them from 220), each about that side's rearmost checker and the other side's *wall*, the
//! longest run of points it holds ahead of that checker:
//!
//! | offset | what |
//! |---|---|
//! | +0 | checkers behind the wall (on points above its top) /15 |
//! | +1 | rolls of 36 with which the rearmost checker gets past the wall (each step landing on a point the other side does not hold), /36; 1 with no wall |
//! | +2 | die values 1–6 the rearmost checker can move by (a point not held by the other side), /6 |
//! | +3, +4, +5 | the wall is at least 4, at least 5, 6 or more points long |
//! | +6 | points the other side holds ahead of each of this side's checkers, summed over the checkers, /60 |

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
    /// The first set and [`EXTRA`] inputs on walls, escapes and blocks to pass ([`INPUTS_V2`]).
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

/// Longest run of set bits.
fn longest_run(mut m: u32) -> u32 {
    let mut n = 0;
    while m != 0 {
        m &= m << 1;
        n += 1;
    }
    n
}

/// A side's checkers per own point (index 1–24) and its occupied-point mask (bit `p-1`).
fn side(pos: &Position, color: Color) -> ([u8; 25], u32) {
    let mut counts = [0u8; 25];
    let mut mask = 0u32;
    for p in 1..=24u8 {
        let n = pos.count_own(color, p);
        counts[usize::from(p)] = n;
        if n > 0 {
            mask |= 1 << (p - 1);
        }
    }
    (counts, mask)
}

/// Rotates a 24-point mask by 12: one side's numbering to the other's.
const fn flip_mask(m: u32) -> u32 {
    ((m << 12) | (m >> 12)) & 0xFF_FFFF
}

/// Highest occupied point (the rearmost checker), 0 if none.
fn rear(mask: u32) -> u32 {
    32 - mask.leading_zeros()
}

/// Points `by` holds ahead of the victim's rearmost checker (victim numbering), and the longest
/// run among them. `by_in_victim` is the blocker's mask in the victim's numbering.
fn blocks(by_in_victim: u32, victim_rear: u32) -> (u32, u32) {
    let ahead = if victim_rear <= 1 {
        0
    } else {
        (1u32 << (victim_rear - 1)) - 1
    };
    let held = by_in_victim & ahead;
    (held.count_ones(), longest_run(held))
}

/// Whether only one checker may leave the start (§4, §9): all 15 on the head, or 14 with the
/// runner not yet at the release point.
fn head_binds(counts: &[u8; 25], mask: u32, rules: Rules) -> bool {
    match counts[24] {
        15 => true,
        14 => rear(mask & 0x7F_FFFF) > u32::from(rules.head_line()),
        _ => false,
    }
}

/// Whether contact is over (a pure race): no checker can meet an opposing one any more
/// ([`Position::has_contact`]). Input [`RACE`].
#[must_use]
pub fn is_race(pos: &Position) -> bool {
    !pos.has_contact()
}

/// Whether the head rule still binds the side to move (§4, §9): only one checker may leave its
/// starting point yet.
#[must_use]
pub fn head_binds_mover(pos: &Position, rules: Rules) -> bool {
    let (counts, mask) = side(pos, pos.turn());
    head_binds(&counts, mask, rules)
}

/// Whether every checker the side to move has left is home (points 1–6): it bears off.
#[must_use]
pub fn mover_home(pos: &Position) -> bool {
    home(side(pos, pos.turn()).1)
}

/// Whether a side's occupied points (its own numbering) are all in its home, 1–6.
const fn home(mask: u32) -> bool {
    mask >> 6 == 0
}

/// The longest run of consecutive points the side to move holds ahead of the opponent's rearmost
/// checker: the wall in front of the opponent's checkers (input 201 × 6).
#[must_use]
pub fn wall_ahead(pos: &Position) -> u32 {
    let me = pos.turn();
    let (_, my_mask) = side(pos, me);
    let (_, their_mask) = side(pos, me.other());
    blocks(flip_mask(my_mask), rear(their_mask)).1
}

/// The wall `by` (a mask in the victim's numbering) holds ahead of the victim's rearmost checker
/// on `victim_rear`: the longest run of its points below that point, as (length, lowest point);
/// (0, 0) if it holds none. Of equal runs, the one nearest the checker.
fn wall(by_in_victim: u32, victim_rear: u32) -> (u32, u32) {
    let mut best = (0, 0);
    let mut p = victim_rear.saturating_sub(1);
    while p >= 1 {
        if by_in_victim & (1 << (p - 1)) != 0 {
            let top = p;
            while p >= 1 && by_in_victim & (1 << (p - 1)) != 0 {
                p -= 1;
            }
            if top - p > best.0 {
                best = (top - p, p + 1);
            }
        } else {
            p -= 1;
        }
    }
    best
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
    let r = rear(mask);
    let (len, low) = wall(by, r);
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
    let (my_rear, their_rear) = (rear(my_mask), rear(their_mask));
    let their_in_mine = flip_mask(their_mask);
    let mine_in_theirs = flip_mask(my_mask);
    t[7] = f32::from(is_race(pos));
    let (held, run) = blocks(mine_in_theirs, their_rear);
    t[8] = held as f32 / 12.0;
    t[9] = run as f32 / 6.0;
    let (held, run) = blocks(their_in_mine, my_rear);
    t[10] = held as f32 / 12.0;
    t[11] = run as f32 / 6.0;
    t[12] = my_rear as f32 / 24.0;
    t[13] = their_rear as f32 / 24.0;
    t[14] = f32::from(mine[24]) / 15.0;
    t[15] = f32::from(theirs[24]) / 15.0;
    t[16] = f32::from(head_binds(&mine, my_mask, rules));
    t[17] = f32::from(head_binds(&theirs, their_mask, rules));
    t[18] = f32::from(home(my_mask));
    t[19] = f32::from(home(their_mask));
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
        // Each side's wall is the other's head: one point (White's 12 = Black's 24) ahead of
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
    fn the_wall_is_the_longest_run_ahead_and_a_race_has_none() {
        // Runs below 20 in a mask: 15–14 and 9–6; the longer is 9–6.
        let mask = (1 << 14) | (1 << 13) | (0b1111 << 5);
        assert_eq!(wall(mask, 20), (4, 6));
        assert_eq!(wall(mask, 9), (3, 6), "only the points below the checker count");
        assert_eq!(wall(mask, 1), (0, 0));
        // No contact: no wall, everything escapes, nothing to pass.
        let v = of_v2("W:3x2,2x2,1 B:17,16x3 W");
        assert_eq!(&v[INPUTS..INPUTS + 2], &[0.0, 1.0]);
        assert_eq!(v[INPUTS + 6], 0.0);
        assert_eq!(v[INPUTS + 13], 0.0);
    }
}
