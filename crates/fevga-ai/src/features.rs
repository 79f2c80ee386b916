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

use fevga_core::{Color, Position, Rules};

/// Bumped whenever the meaning or order of the inputs changes; stored in weights files.
pub const FEATURE_VERSION: u32 = 1;

/// Number of inputs.
pub const INPUTS: usize = 213;

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

/// Writes the inputs for `pos`, from the view of its side to move, into `out[..INPUTS]`.
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
}
