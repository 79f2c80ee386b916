//! Property tests against an independent, deliberately naive reference of docs/rules.md §3–7 and §9.
//!
//! The `reference` module below is written straight from the text of `docs/rules.md`,
//! without looking at the engine's move generator: plain `[i8; 25]` arrays per side in that side's
//! own numbering, recursion over every sequence of single-die steps, the wall rules judged on the
//! final position. The engine is used here only to convert positions (`Position::board`,
//! `Position::from_text`) and as the thing under test.
//!
//! Tests (seeded loops with `SeededDice`, so every run checks the same positions and a failure
//! names the exact position text and dice; about 12 s of CPU in all with `--release`):
//! - `reference_sanity`, `reference_agrees_with_worked_examples`: the reference itself against
//!   §4/§10's examples and the 2,000 worked examples of `cases-sample.jsonl.gz`.
//! - `random_games_agree_with_reference_{fevga,multezim}`: 300 seeded random games per rule set
//!   (about 28,000 positions each); at every position the engine's set of final positions for the
//!   rolled dice equals the reference's, every 12th position also for all 21 rolls; along the way
//!   the invariants of `check_position`/`check_plays` hold and every game ends with a winner
//!   worth 1 or 2 points.
//! - `random_setups_agree_with_reference`: 20,000 random valid set-ups biased to interesting cases
//!   (near bear-off, head rule active, walls about to be made or already held, the opponent under
//!   its head rule or nearly shut in, Mültezim's 7–12 limit), every 8th for all 21 rolls.
//! - `perft_counts_match`: `tests/data/perft.tsv`, counts by the reference (regenerate with
//!   `cargo test --release -p fevga-core --test properties -- --ignored generate_perft_file`).

mod common;

use std::collections::BTreeSet;
use std::fmt::Write as _;

use fevga_core::{Color, Dice, DiceSource, MoveGen, Play, Position, Rules, SeededDice, invariants};

// -------------------------------------------------------------------------------------------------
// The reference implementation
// -------------------------------------------------------------------------------------------------

mod reference {
    use std::cell::Cell;
    use std::collections::{BTreeSet, HashSet};

    use fevga_core::{Board, Color, Rules};

    /// One side's checkers in its own numbering: index `p` (1–24) counts its point `p`; index 0 is
    /// unused. Borne-off checkers are simply gone (15 minus the sum).
    pub type Side = [i8; 25];

    /// §1: a side's point `p` is the other side's point `p+12` if `p ≤ 12`, else `p−12`.
    pub fn flip(p: usize) -> usize {
        if p <= 12 { p + 12 } else { p - 12 }
    }

    /// Coverage counters, per test thread: how often each wall rule decided something.
    #[derive(Debug, Default, Clone, Copy)]
    pub struct WallTally {
        pub rule_1_2_drops: u64,
        pub rule_3_drops: u64,
        pub rule_3_allowed: u64,
        pub exemptions: u64,
        pub multezim_drops: u64,
    }

    thread_local! {
        pub static WALLS: Cell<WallTally> = Cell::new(WallTally::default());
    }

    fn tally(f: impl FnOnce(&mut WallTally)) {
        WALLS.with(|w| {
            let mut t = w.get();
            f(&mut t);
            w.set(t);
        });
    }

    /// A position as the reference sees it: the side to move and both sides in own numbering.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub struct RefPos {
        pub mover: Color,
        pub me: Side,
        pub opp: Side,
    }

    fn own_from_white(counts: &[u8; 25], color: Color) -> Side {
        let mut s = [0i8; 25];
        for (p, slot) in s.iter_mut().enumerate().skip(1) {
            let white_point = match color {
                Color::White => p,
                Color::Black => flip(p),
            };
            *slot = counts[white_point] as i8;
        }
        s
    }

    fn counts_of(board: &Board, color: Color) -> &[u8; 25] {
        match color {
            Color::White => &board.white,
            Color::Black => &board.black,
        }
    }

    /// The list of §11 for one colour: points in White's numbering, descending, `x1` left out.
    fn list(side: &Side, color: Color) -> String {
        let mut entries: Vec<(usize, i8)> = (1..=24)
            .filter(|&p| side[p] > 0)
            .map(|p| {
                let white_point = match color {
                    Color::White => p,
                    Color::Black => flip(p),
                };
                (white_point, side[p])
            })
            .collect();
        entries.sort_by_key(|e| std::cmp::Reverse(e.0));
        if entries.is_empty() {
            return "-".to_string();
        }
        entries
            .iter()
            .map(|&(p, n)| if n == 1 { p.to_string() } else { format!("{p}x{n}") })
            .collect::<Vec<_>>()
            .join(",")
    }

    fn letter(c: Color) -> char {
        match c {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    fn other(c: Color) -> Color {
        match c {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    impl RefPos {
        pub fn from_board(board: &Board) -> RefPos {
            let mover = board.turn;
            RefPos {
                mover,
                me: own_from_white(counts_of(board, mover), mover),
                opp: own_from_white(counts_of(board, other(mover)), other(mover)),
            }
        }

        /// The position text of §11 for this position.
        pub fn text(&self) -> String {
            let (white, black) = match self.mover {
                Color::White => (&self.me, &self.opp),
                Color::Black => (&self.opp, &self.me),
            };
            format!(
                "W:{} B:{} {}",
                list(white, Color::White),
                list(black, Color::Black),
                letter(self.mover)
            )
        }

        /// The position after the mover's checkers became `me_after`: the opponent to move.
        pub fn after(&self, me_after: &Side) -> RefPos {
            RefPos {
                mover: other(self.mover),
                me: self.opp,
                opp: *me_after,
            }
        }

        /// The same checkers, the other side to move (a pass).
        pub fn passed(&self) -> RefPos {
            self.after(&self.me)
        }
    }

    pub fn on_board(side: &Side) -> i8 {
        side[1..].iter().sum()
    }

    pub fn pips(side: &Side) -> i32 {
        (1..=24).map(|p| p as i32 * i32::from(side[p])).sum()
    }

    /// §4 (and §9 for Mültezim), checked before every single-die step: may a checker on `from`
    /// move? "If the side has all 15 checkers on 24, any one may move; if it has 14 on 24 and one
    /// on a point from 13 to 23 [Mültezim: 12 to 23], only that one may move; otherwise all
    /// checkers may move."
    fn head_rule_allows(side: &Side, from: usize, rules: Rules) -> bool {
        let lowest_waiting_point = match rules {
            Rules::Fevga => 13,
            Rules::Multezim => 12,
        };
        if on_board(side) == 15 && side[24] == 14 {
            let first = (1..24).find(|&p| side[p] > 0).expect("the fifteenth checker");
            if (lowest_waiting_point..=23).contains(&first) {
                return from == first;
            }
        }
        true
    }

    /// §7: all checkers still on the board stand in the home (own 1–6).
    fn all_home(side: &Side) -> bool {
        (7..=24).all(|p| side[p] == 0)
    }

    /// One single-die step (§3, §4, §7): the checker on own point `from` moves `die` points, or is
    /// borne off. Returns the mover's checkers afterwards, or `None` if the step is illegal.
    /// `opp` is the opponent in its own numbering.
    pub fn step(me: &Side, opp: &Side, rules: Rules, from: usize, die: usize) -> Option<Side> {
        if me[from] == 0 || !head_rule_allows(me, from, rules) {
            return None;
        }
        let mut next = *me;
        next[from] -= 1;
        if from > die {
            // §3: lands on `from - die`, which must not hold any opposing checker.
            let to = from - die;
            if opp[flip(to)] > 0 {
                return None;
            }
            next[to] += 1;
        } else {
            // §7: bearing off.
            if !all_home(me) {
                return None;
            }
            if from < die {
                // Point `die` is empty (from < die); only the highest occupied point may bear
                // off, and only if no checker stands higher than `die` (true if `from` is highest).
                let highest = (1..=24).rev().find(|&p| me[p] > 0).expect("a checker");
                if from != highest {
                    return None;
                }
            }
        }
        Some(next)
    }

    /// Whether `side` can make at least one single-die step with any die 1–6 (for §5 rule 3: all
    /// 21 rolls together contain every die value, and a roll allows one step iff one of its dice
    /// does).
    fn has_any_step(side: &Side, other_side: &Side, rules: Rules) -> bool {
        (1..=6).any(|die| (1..=24).any(|from| step(side, other_side, rules, from, die).is_some()))
    }

    /// The mover's own points making up the wall that is the opponent's points `q..q+5`.
    fn wall_points(q: usize) -> [usize; 6] {
        let mut pts = [0; 6];
        for (i, pt) in pts.iter_mut().enumerate() {
            *pt = flip(q + i);
        }
        pts
    }

    fn holds_wall(side: &Side, q: usize) -> bool {
        wall_points(q).iter().all(|&p| side[p] > 0)
    }

    /// §5: may a play that started with the mover's checkers `start` end with `end`?
    fn fevga_walls_ok(start: &Side, end: &Side, opp: &Side) -> bool {
        // A wall: six consecutive numbers q..q+5 in the opponent's numbering, no wrap: q in 1..=19.
        for q in 1..=19 {
            if !holds_wall(end, q) {
                continue;
            }
            if holds_wall(start, q) {
                tally(|t| t.exemptions += 1);
                continue;
            }
            let pts = wall_points(q);
            let mut sorted = pts;
            sorted.sort_unstable();
            // Rule 1: own 19–24. Rule 2: own 6–11.
            if sorted == [19, 20, 21, 22, 23, 24] || sorted == [6, 7, 8, 9, 10, 11] {
                tally(|t| t.rule_1_2_drops += 1);
                return false;
            }
            // Rule 3: any other wall, if the opponent then has no single-die step at all (with
            // its head rule and bearing-off rule; §5 applies only under Fevga, so Fevga's head
            // rule; the opponent's own wall rules play no part).
            if !has_any_step(opp, end, Rules::Fevga) {
                tally(|t| t.rule_3_drops += 1);
                return false;
            }
            tally(|t| t.rule_3_allowed += 1);
        }
        true
    }

    /// §9: at most four of the mover's own points 7–12 held at the end of the play.
    fn multezim_ok(end: &Side) -> bool {
        let held = (7..=12).filter(|&p| end[p] > 0).count();
        if held > 4 {
            tally(|t| t.multezim_drops += 1);
            return false;
        }
        true
    }

    /// Every sequence of single-die steps (§6.1), every prefix included: `found` gets the
    /// mover's checkers after it and the dice it used. Visiting the same checkers with the same
    /// dice left twice cannot find anything new, so such repeats are skipped (speed only).
    fn explore(
        me: &Side,
        opp: &Side,
        rules: Rules,
        left: &[usize],
        used: &mut Vec<usize>,
        seen: &mut HashSet<(Side, [usize; 6])>,
        found: &mut Vec<(Side, Vec<usize>)>,
    ) {
        // The dice left, as a count per value.
        let mut key_left = [0; 6];
        for &d in left {
            key_left[d - 1] += 1;
        }
        if !seen.insert((*me, key_left)) {
            return;
        }
        if !used.is_empty() {
            found.push((*me, used.clone()));
        }
        for (i, &die) in left.iter().enumerate() {
            if left[..i].contains(&die) {
                continue; // the same die value again: same subtree
            }
            let mut rest = left.to_vec();
            rest.remove(i);
            for from in 1..=24 {
                if let Some(next) = step(me, opp, rules, from, die) {
                    used.push(die);
                    explore(&next, opp, rules, &rest, used, seen, found);
                    used.pop();
                }
            }
        }
    }

    /// §6: the distinct final positions (mover's checkers) of the legal plays, and the number of
    /// dice each uses (0 when the side cannot move).
    pub fn legal_finals(pos: &RefPos, rules: Rules, d1: u8, d2: u8) -> (BTreeSet<Side>, usize) {
        let dice: Vec<usize> = if d1 == d2 {
            vec![usize::from(d1); 4]
        } else {
            vec![usize::from(d1), usize::from(d2)]
        };
        let mut found = Vec::new();
        explore(
            &pos.me,
            &pos.opp,
            rules,
            &dice,
            &mut Vec::new(),
            &mut HashSet::new(),
            &mut found,
        );
        // §6.2: drop sequences whose final position breaks §5 (Mültezim: §9).
        let allowed: Vec<(Side, Vec<usize>)> = found
            .into_iter()
            .filter(|(end, _)| match rules {
                Rules::Fevga => fevga_walls_ok(&pos.me, end, &pos.opp),
                Rules::Multezim => multezim_ok(end),
            })
            .collect();
        // §6.3: the most dice used.
        let most = allowed.iter().map(|(_, used)| used.len()).max().unwrap_or(0);
        let mut keep: Vec<&(Side, Vec<usize>)> = allowed.iter().filter(|(_, used)| used.len() == most).collect();
        // §6.4: one die of a non-double: the higher die if any play uses it.
        if most == 1 && d1 != d2 {
            let high = usize::from(d1.max(d2));
            if keep.iter().any(|(_, used)| used[0] == high) {
                keep.retain(|(_, used)| used[0] == high);
            }
        }
        // §6.5: same final position, same play.
        (keep.into_iter().map(|(end, _)| *end).collect(), most)
    }
}

use reference::{RefPos, Side, flip};

// -------------------------------------------------------------------------------------------------
// Comparing the engine with the reference
// -------------------------------------------------------------------------------------------------

/// The reference's final positions as texts, and dice used.
fn reference_texts(pos: &Position, rules: Rules, dice: Dice) -> (BTreeSet<String>, usize) {
    let r = RefPos::from_board(&pos.board());
    let (finals, used) = reference::legal_finals(&r, rules, dice.first(), dice.second());
    (finals.iter().map(|me| r.after(me).text()).collect(), used)
}

fn describe(rules: Rules, pos: &Position, dice: Dice, want: &BTreeSet<String>, got: &BTreeSet<String>) -> String {
    format!(
        "{rules}\t{}\t{dice}: reference {} plays, engine {}; missing {:?}; extra {:?}",
        pos.to_text(),
        want.len(),
        got.len(),
        want.difference(got).collect::<Vec<_>>(),
        got.difference(want).collect::<Vec<_>>()
    )
}

/// Compares one position and roll: the engine's final positions (read back through
/// `Position::board`) against the reference's, structurally; texts only for a report. Returns the
/// engine's plays and the reference's number of dice used.
fn compare(
    movegen: &mut MoveGen,
    pos: &Position,
    rules: Rules,
    dice: Dice,
    failures: &mut Vec<String>,
) -> (Vec<Play>, usize) {
    let mut plays = Vec::new();
    movegen.legal_plays(pos, rules, dice, &mut plays);
    let r = RefPos::from_board(&pos.board());
    let (want, used) = reference::legal_finals(&r, rules, dice.first(), dice.second());
    let got: BTreeSet<RefPos> = plays
        .iter()
        .map(|p| RefPos::from_board(&p.position().board()))
        .collect();
    let want_pos: BTreeSet<RefPos> = want.iter().map(|me| r.after(me)).collect();
    if got != want_pos {
        let got: BTreeSet<String> = got.iter().map(RefPos::text).collect();
        let want: BTreeSet<String> = want_pos.iter().map(RefPos::text).collect();
        failures.push(describe(rules, pos, dice, &want, &got));
    }
    (plays, used)
}

/// The invariants of one position's plays for one roll: the shared checker of the core
/// (`fevga_core::invariants`, also used by the fuzz targets and `fevga selfplay`; its text round
/// trips on about six plays a roll), then what only the reference can say: the most dice the
/// reference finds, every step legal by the reference, and the reference's final position and
/// text.
fn check_plays(pos: &Position, rules: Rules, dice: Dice, plays: &[Play], ref_used: usize) -> Result<(), String> {
    let ctx = || format!("{rules} {} {dice}", pos.to_text());
    invariants::check_plays(pos, rules, dice, plays, 6).map_err(|e| format!("{}: {e}", ctx()))?;
    let r = RefPos::from_board(&pos.board());
    for p in plays {
        let pctx = || format!("{} play {}", ctx(), p.notation());
        if p.dice_used() != ref_used {
            return Err(format!(
                "{}: uses {} dice, most possible {ref_used}",
                pctx(),
                p.dice_used()
            ));
        }
        let mut me = r.me;
        for s in p.steps() {
            me = reference::step(&me, &r.opp, rules, usize::from(s.from), usize::from(s.die))
                .ok_or_else(|| format!("{}: step {}/{:?} is illegal by the reference", pctx(), s.from, s.to()))?;
        }
        let after = p.position();
        if RefPos::from_board(&after.board()) != r.after(&me) {
            return Err(format!("{}: its steps lead to {}", pctx(), r.after(&me).text()));
        }
    }
    Ok(())
}

/// The core's position invariants, and the reference writes the same text.
fn check_position(pos: &Position) -> Result<(), String> {
    invariants::check_position(pos)?;
    let text = pos.to_text();
    let reference = RefPos::from_board(&pos.board()).text();
    if reference != text {
        return Err(format!("text {text} is not the reference's {reference}"));
    }
    if pos.has_contact() != contact_by_checkers(pos) {
        return Err(format!("{text}: has_contact says {}", pos.has_contact()));
    }
    shape_by_checkers(pos).map_err(|e| format!("{text}: {e}"))
}

/// The core's shape facts (`shape`, `moment`) read checker by checker: each side's rearmost
/// checker, the points each holds ahead of the other's rearmost checker and their longest run,
/// the block ahead of the mover, the sprint (both rule sets) and all home.
fn shape_by_checkers(pos: &Position) -> Result<(), String> {
    let rear = |c: Color| (1..=24u8).rev().find(|&p| pos.count_own(c, p) > 0).unwrap_or(0);
    // Where `by` holds points ahead of `victim`'s rearmost checker, in `victim`'s numbering.
    let ahead = |by: Color| {
        let victim = by.other();
        let mut held = [false; 25];
        for q in (1..=24u8).filter(|&q| pos.count_own(by, q) > 0) {
            let p = victim.own(by.to_white(q));
            held[usize::from(p)] = p < rear(victim);
        }
        held
    };
    // Runs of held points as (length, lowest point), highest first.
    let runs = |held: &[bool; 25]| {
        let mut out = Vec::new();
        let mut p = 24;
        while p >= 1 {
            if held[p] {
                let top = p;
                while p >= 1 && held[p] {
                    p -= 1;
                }
                out.push(((top - p) as u8, p as u8 + 1));
            } else {
                p -= 1;
            }
        }
        out
    };
    for c in [Color::White, Color::Black] {
        if pos.rearmost(c) != rear(c) {
            return Err(format!("rearmost({c:?}) says {}", pos.rearmost(c)));
        }
        let held = ahead(c);
        let points = held.iter().filter(|&&h| h).count() as u8;
        let longest = runs(&held).iter().map(|r| r.0).max().unwrap_or(0);
        if (pos.blocking_points(c), pos.longest_block(c)) != (points, longest) {
            return Err(format!(
                "{c:?} holds {} points ahead, longest run {}; by checkers {points}, {longest}",
                pos.blocking_points(c),
                pos.longest_block(c)
            ));
        }
    }
    let mover = pos.turn();
    let mut best: Option<(u8, u8)> = None;
    for (len, low) in runs(&ahead(mover.other())) {
        if len >= fevga_core::shape::BLOCK && best.is_none_or(|(h, l)| len > h - l + 1) {
            best = Some((low + len - 1, low));
        }
    }
    if pos.block_ahead() != best {
        return Err(format!(
            "block_ahead says {:?}, by checkers {best:?}",
            pos.block_ahead()
        ));
    }
    for rules in [Rules::Fevga, Rules::Multezim] {
        let head = pos.count_own(mover, 24);
        let runner = (1..=23u8).rev().find(|&p| pos.count_own(mover, p) > 0).unwrap_or(0);
        let line = if rules == Rules::Fevga { 12 } else { 11 };
        let sprint = head == 15 || (head == 14 && runner > line);
        if pos.in_sprint(rules) != sprint || pos.head_rule_binds(rules) != (sprint && head == 14) {
            return Err(format!(
                "{rules}: in_sprint {}, head_rule_binds {}; by checkers {sprint} with {head} on the head",
                pos.in_sprint(rules),
                pos.head_rule_binds(rules)
            ));
        }
    }
    let home = (7..=24u8).all(|p| pos.count_own(mover, p) == 0);
    if pos.all_home() != home {
        return Err(format!("all_home says {}", pos.all_home()));
    }
    Ok(())
}

/// Contact read checker by checker: some checker has an opposing one on a point it has still to
/// pass (a lower point in its own numbering than its side's rearmost checker).
fn contact_by_checkers(pos: &Position) -> bool {
    [Color::White, Color::Black].into_iter().any(|side| {
        let Some(rear) = (1..=24u8).rev().find(|&p| pos.count_own(side, p) > 0) else {
            return false;
        };
        let other = side.other();
        (1..=24u8)
            .filter(|&q| pos.count_own(other, q) > 0)
            .any(|q| side.own(other.to_white(q)) < rear)
    })
}

#[derive(Debug, Default)]
struct Tally {
    games: usize,
    positions: usize,
    position_rolls: usize,
    passes: usize,
    gammons: usize,
    longest: usize,
}

/// The opening roll of §2: never a double.
fn opening_roll(rng: &mut SeededDice) -> Dice {
    loop {
        let d = rng.roll();
        if !d.is_double() {
            return d;
        }
    }
}

const MAX_PLIES: usize = 3000;

/// Plays one seeded random game (the engine's plays chosen at random), comparing every position.
fn random_game(
    rules: Rules,
    seed: u64,
    all_rolls_every: usize,
    movegen: &mut MoveGen,
    tally: &mut Tally,
    failures: &mut Vec<String>,
) {
    let mut rng = SeededDice::new(seed);
    let first = if rng.below(2) == 0 { Color::White } else { Color::Black };
    let mut pos = Position::start().with_turn(first);
    let mut dice = opening_roll(&mut rng);
    let mut ply = 0;
    while pos.winner().is_none() {
        if ply >= MAX_PLIES {
            failures.push(format!("{rules} seed {seed}: no winner after {MAX_PLIES} plies"));
            return;
        }
        if all_rolls_every > 0 && ply % all_rolls_every == all_rolls_every / 2 {
            for d in Dice::all() {
                let (plays, used) = compare(movegen, &pos, rules, d, failures);
                if let Err(e) = check_plays(&pos, rules, d, &plays, used) {
                    failures.push(e);
                }
                tally.position_rolls += 1;
            }
        }
        if let Err(e) = check_position(&pos) {
            failures.push(format!("{rules} seed {seed} ply {ply}: {e}"));
        }
        let (plays, used) = compare(movegen, &pos, rules, dice, failures);
        if let Err(e) = check_plays(&pos, rules, dice, &plays, used) {
            failures.push(e);
        }
        tally.positions += 1;
        tally.position_rolls += 1;
        if failures.len() > 50 {
            return;
        }
        let mover = pos.turn();
        pos = if plays.is_empty() {
            tally.passes += 1;
            pos.passed()
        } else {
            plays[rng.below(plays.len() as u64) as usize].position()
        };
        if let Some(w) = pos.winner() {
            let ctx = format!("{rules} seed {seed} final {}", pos.to_text());
            // The game ends with the side that just played bearing off its last checker.
            if w != mover || pos.on_board(w) != 0 {
                failures.push(format!("{ctx}: winner {w}, mover {mover}"));
            }
            let loser_off = pos.borne_off(w.other());
            let want = if loser_off == 0 { 2 } else { 1 };
            if pos.game_value() != Some((w, want)) {
                failures.push(format!("{ctx}: game value {:?}", pos.game_value()));
            }
            if want == 2 {
                tally.gammons += 1;
            }
        }
        dice = rng.roll();
        ply += 1;
    }
    tally.games += 1;
    tally.longest = tally.longest.max(ply);
}

fn report(name: &str, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{name}: {} disagreements/violations, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(12)].join("\n")
    );
}

fn wall_counters() -> String {
    format!("{:?}", reference::WALLS.with(std::cell::Cell::get))
}

fn games_test(rules: Rules, seed_base: u64, games: u64, all_rolls_every: usize) {
    let mut movegen = MoveGen::new();
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    for g in 0..games {
        random_game(
            rules,
            seed_base + g,
            all_rolls_every,
            &mut movegen,
            &mut tally,
            &mut failures,
        );
        if failures.len() > 50 {
            break;
        }
    }
    eprintln!("{rules}: {tally:?}; {}", wall_counters());
    report(&format!("{rules} random games"), &failures);
    assert_eq!(tally.games as u64, games);
}

#[test]
fn random_games_agree_with_reference_fevga() {
    games_test(Rules::Fevga, 1_000, 300, 12);
}

#[test]
fn random_games_agree_with_reference_multezim() {
    games_test(Rules::Multezim, 2_000_000, 300, 12);
}

// -------------------------------------------------------------------------------------------------
// The reference against the worked examples (validates the reference itself)
// -------------------------------------------------------------------------------------------------

#[test]
fn reference_agrees_with_worked_examples() {
    let cases = common::worked_examples();
    let mut failures = Vec::new();
    for case in &cases {
        let want: BTreeSet<String> = case
            .plays
            .iter()
            .map(|(_, after)| Position::from_text(after).unwrap().to_text())
            .collect();
        let (got, _) = reference_texts(&case.position, case.rules, case.dice);
        if got != want {
            failures.push(describe(case.rules, &case.position, case.dice, &want, &got));
        }
    }
    assert_eq!(cases.len(), 2000);
    report("reference vs worked examples", &failures);
}

// -------------------------------------------------------------------------------------------------
// Random set-up positions
// -------------------------------------------------------------------------------------------------

fn pick(rng: &mut SeededDice, n: usize) -> usize {
    rng.below(n as u64) as usize
}

/// Puts up to `n` checkers on `side` (own numbering), spread over a few of `points` not held by
/// `other`; never above 15 on the board.
fn scatter(rng: &mut SeededDice, side: &mut Side, other: &Side, n: usize, points: &[usize]) {
    let open: Vec<usize> = points.iter().copied().filter(|&p| other[flip(p)] == 0).collect();
    if open.is_empty() {
        return;
    }
    let k = 1 + pick(rng, open.len().min(7));
    let chosen: Vec<usize> = (0..k).map(|_| open[pick(rng, open.len())]).collect();
    for _ in 0..n {
        if reference::on_board(side) >= 15 {
            return;
        }
        side[chosen[pick(rng, chosen.len())]] += 1;
    }
}

fn add(side: &mut Side, other: &Side, p: usize, n: i8) {
    if other[flip(p)] == 0 && reference::on_board(side) + n <= 15 {
        side[p] += n;
    }
}

fn range(a: usize, b: usize) -> Vec<usize> {
    (a..=b).collect()
}

/// A random valid position biased to interesting cases; `me` is the side to move.
fn random_setup(rng: &mut SeededDice) -> RefPos {
    let mut me: Side = [0; 25];
    let mut opp: Side = [0; 25];
    let kind = pick(rng, 8);
    match kind {
        // Anything.
        0 => {
            let n = 1 + pick(rng, 15);
            scatter(rng, &mut me, &opp, n, &range(1, 24));
            let n = 1 + pick(rng, 15);
            scatter(rng, &mut opp, &me, n, &range(1, 24));
            let n = pick(rng, 15);
            scatter(rng, &mut me, &opp, n, &range(1, 24));
        }
        // Near bear-off: most checkers home, perhaps one or two still outside.
        1 => {
            let n = 1 + pick(rng, 15);
            scatter(rng, &mut me, &opp, n, &range(1, 6));
            if pick(rng, 2) == 0 {
                let n = 1 + pick(rng, 2);
                scatter(rng, &mut me, &opp, n, &range(7, 12));
            }
            let n = 1 + pick(rng, 15);
            let zone = if pick(rng, 2) == 0 { range(1, 12) } else { range(1, 24) };
            scatter(rng, &mut opp, &me, n, &zone);
        }
        // Head rule active: 15 on 24, or 14 on 24 and one first checker somewhere.
        2 => {
            me[24] = 14;
            let first = match pick(rng, 4) {
                0 => 24,
                1 => 12 + pick(rng, 2), // the Fevga/Mültezim boundary
                _ => 8 + pick(rng, 16),
            };
            let n = 1 + pick(rng, 15);
            let zone: Vec<usize> = (1..=24).filter(|&p| p != 12).collect(); // keep off the mover's 24
            scatter(rng, &mut opp, &me, n, &zone);
            if pick(rng, 2) == 0 {
                let n = pick(rng, 10);
                scatter(rng, &mut opp, &me, n, &[24]); // the opponent's head (mover's 12)
            }
            if opp[flip(first)] == 0 {
                me[first] += 1;
            } else {
                me[24] += 1;
            }
        }
        // A wall about to be made (or already held), the opponent maybe stuck behind it.
        3 | 4 => {
            let q = 1 + pick(rng, 19); // opponent's points q..q+5
            let pts: Vec<usize> = (q..q + 6).map(flip).collect();
            let gap = if pick(rng, 4) == 0 { None } else { Some(pick(rng, 6)) };
            let extend = pick(rng, 3) == 0;
            for (i, &p) in pts.iter().enumerate() {
                if Some(i) != gap {
                    me[p] = 1 + pick(rng, 2) as i8;
                }
            }
            if extend {
                let o = if pick(rng, 2) == 0 { q.saturating_sub(1) } else { q + 6 };
                if (1..=24).contains(&o) {
                    me[flip(o)] += 1;
                }
            }
            if let Some(g) = gap {
                // Checkers 1–6 points above the gap in the mover's numbering.
                let target = pts[g];
                for _ in 0..1 + pick(rng, 3) {
                    let src = target + 1 + pick(rng, 6);
                    if src <= 24 {
                        add(&mut me, &opp, src, 1);
                    }
                }
            }
            // The opponent: just behind the wall (its numbering q+6..q+11), or anywhere.
            let behind: Vec<usize> = (q + 6..=(q + 11).min(24)).collect();
            let n = 1 + pick(rng, 15);
            if kind == 3 && !behind.is_empty() {
                let ahead_of_wall = pick(rng, 3) == 0;
                scatter(rng, &mut opp, &me, n, &behind);
                if ahead_of_wall {
                    let m = 1 + pick(rng, 3);
                    scatter(rng, &mut opp, &me, m, &range(1, 24));
                }
            } else {
                scatter(rng, &mut opp, &me, n, &range(1, 24));
            }
            let n = pick(rng, 6);
            scatter(rng, &mut me, &opp, n, &range(1, 24));
        }
        // The opponent under its head rule (15 on its 24, or 14 and a first checker), the mover
        // about to complete a wall: rule 3 must judge the opponent with its head rule.
        6 => {
            opp[24] = 14;
            let first = match pick(rng, 3) {
                0 => 12,
                1 => 13,
                _ => 7 + pick(rng, 18),
            };
            opp[first] += 1;
            let q = 1 + pick(rng, 19);
            let pts: Vec<usize> = (q..q + 6).map(flip).collect();
            let gap = pick(rng, 7); // 6: no gap
            for (i, &p) in pts.iter().enumerate() {
                if i != gap {
                    add(&mut me, &opp, p, 1 + pick(rng, 2) as i8);
                }
            }
            if gap < 6 {
                for _ in 0..1 + pick(rng, 3) {
                    let src = pts[gap] + 1 + pick(rng, 6);
                    if src <= 24 {
                        add(&mut me, &opp, src, 1);
                    }
                }
            }
            // Often also block the first checker's way out.
            if pick(rng, 2) == 0 && first > 1 {
                for o in first.saturating_sub(6).max(1)..first {
                    add(&mut me, &opp, flip(o), 1);
                }
            }
            let n = pick(rng, 4);
            scatter(rng, &mut me, &opp, n, &range(1, 24));
        }
        // Crowded: the mover holds many single points, the opponent has a few checkers in the
        // gaps and often can move only with some dice (or not at all).
        7 => {
            let held = 10 + pick(rng, 4);
            let mut points = range(1, 24);
            for i in 0..held {
                let j = i + pick(rng, 24 - i);
                points.swap(i, j);
                me[points[i]] = 1;
            }
            let n = 1 + pick(rng, 4);
            scatter(rng, &mut opp, &me, n, &range(1, 24));
            let n = pick(rng, 3);
            scatter(rng, &mut me, &opp, n, &range(1, 24));
        }
        // Points 7–12 (Mültezim's limit, Fevga's rule 2 wall 6–11).
        _ => {
            for point in &mut me[6..=12] {
                if pick(rng, 3) != 0 {
                    *point = 1 + pick(rng, 2) as i8;
                }
            }
            let n = 1 + pick(rng, 5);
            scatter(rng, &mut me, &opp, n, &range(12, 18));
            let n = 1 + pick(rng, 15);
            scatter(rng, &mut opp, &me, n, &range(1, 24));
            let n = pick(rng, 4);
            scatter(rng, &mut me, &opp, n, &range(1, 24));
        }
    }
    if reference::on_board(&me) == 0 {
        add(&mut me, &opp, 1 + pick(rng, 6), 1);
    }
    if reference::on_board(&me) == 0 {
        me[(1..=24).find(|&p| opp[flip(p)] == 0).unwrap()] = 1;
    }
    if reference::on_board(&opp) == 0 {
        let p = (1..=24).find(|&p| me[flip(p)] == 0).unwrap();
        opp[p] = 1;
    }
    let mover = if pick(rng, 2) == 0 { Color::White } else { Color::Black };
    RefPos { mover, me, opp }
}

#[test]
fn random_setups_agree_with_reference() {
    let mut rng = SeededDice::new(0x5E7);
    let mut movegen = MoveGen::new();
    let mut failures = Vec::new();
    let mut position_rolls = 0;
    const SETUPS: usize = 20_000;
    for i in 0..SETUPS {
        let r = random_setup(&mut rng);
        let text = r.text();
        let pos = Position::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.to_text(), text);
        assert_eq!(RefPos::from_board(&pos.board()), r);
        let rules = if i % 2 == 0 { Rules::Fevga } else { Rules::Multezim };
        let rolls: Vec<Dice> = if i % 8 == 0 {
            Dice::all().to_vec()
        } else {
            vec![rng.roll()]
        };
        for dice in rolls {
            let (plays, used) = compare(&mut movegen, &pos, rules, dice, &mut failures);
            if let Err(e) = check_plays(&pos, rules, dice, &plays, used) {
                failures.push(e);
            }
            position_rolls += 1;
        }
        if failures.len() > 50 {
            break;
        }
    }
    eprintln!(
        "set-ups: {SETUPS} positions, {position_rolls} position-rolls; {}",
        wall_counters()
    );
    report("random set-ups", &failures);
}

// -------------------------------------------------------------------------------------------------
// Perft-style counts
// -------------------------------------------------------------------------------------------------

const PERFT_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft.tsv");

/// A random game played by the reference alone; returns every position met (side to move first).
fn reference_game(rules: Rules, seed: u64) -> Vec<RefPos> {
    let mut rng = SeededDice::new(seed);
    let start = Position::start().board();
    let mut r = RefPos::from_board(&start);
    if rng.below(2) == 1 {
        r = r.passed();
    }
    let mut dice = opening_roll(&mut rng);
    let mut seen = Vec::new();
    while reference::on_board(&r.opp) > 0 && seen.len() < MAX_PLIES {
        seen.push(r);
        let (finals, _) = reference::legal_finals(&r, rules, dice.first(), dice.second());
        r = if finals.is_empty() {
            r.passed()
        } else {
            let v: Vec<&Side> = finals.iter().collect();
            r.after(v[pick(&mut rng, v.len())])
        };
        dice = rng.roll();
    }
    seen
}

/// Writes `tests/data/perft.tsv`: 150 positions from every phase of seeded random games played by
/// the reference (75 per rule set), each with all 21 rolls and the reference's count of distinct
/// legal plays.
#[test]
#[ignore = "generates tests/data/perft.tsv from the reference; run once by hand"]
fn generate_perft_file() {
    let mut out = String::new();
    out.push_str(
        "# Perft-style counts: <rules>\\t<position text (docs/rules.md §11)>\\t<d1>-<d2>\\t<distinct legal plays>\n\
         # Counts computed by the independent reference in tests/properties.rs (not by the engine):\n\
         # 150 positions (75 per rule set: 15 seeded random games played by the reference, 5 positions\n\
         # from each, spread over opening, middle game and bear-off) x the 21 rolls of Dice::all().\n\
         # Regenerate: cargo test --release -p fevga-core --test properties -- --ignored generate_perft_file\n",
    );
    let mut positions = 0;
    for (rules, seed_base) in [(Rules::Fevga, 77_000u64), (Rules::Multezim, 88_000u64)] {
        for g in 0..15 {
            let game = reference_game(rules, seed_base + g);
            let len = game.len();
            for k in 0..5 {
                // Phases: k/5 of the way through the game, plus a seeded jitter.
                let mut rng = SeededDice::new(seed_base + 1000 * g + k);
                let base = k as usize * len / 5;
                let i = (base + pick(&mut rng, (len / 5).max(1))).min(len - 1);
                let r = game[i];
                positions += 1;
                for d in Dice::all() {
                    let (finals, _) = reference::legal_finals(&r, rules, d.first(), d.second());
                    writeln!(out, "{rules}\t{}\t{d}\t{}", r.text(), finals.len()).unwrap();
                }
            }
        }
    }
    assert_eq!(positions, 150);
    std::fs::write(PERFT_PATH, out).unwrap();
}

#[test]
fn perft_counts_match() {
    let text = std::fs::read_to_string(PERFT_PATH).expect("tests/data/perft.tsv");
    let mut movegen = MoveGen::new();
    let mut plays = Vec::new();
    let mut failures = Vec::new();
    let mut lines = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 4, "{line}");
        let rules: Rules = f[0].parse().unwrap();
        let pos = Position::from_text(f[1]).unwrap();
        let dice: Dice = f[2].parse().unwrap();
        let want: usize = f[3].parse().unwrap();
        let got = movegen.legal_plays(&pos, rules, dice, &mut plays);
        if got != want {
            failures.push(format!("{line}: engine {got}"));
        }
        lines += 1;
    }
    assert_eq!(lines, 150 * 21);
    // The file is the reference's: it must still reproduce it.
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        let rules: Rules = f[0].parse().unwrap();
        let r = RefPos::from_board(&Position::from_text(f[1]).unwrap().board());
        let dice: Dice = f[2].parse().unwrap();
        let (finals, _) = reference::legal_finals(&r, rules, dice.first(), dice.second());
        assert_eq!(
            finals.len().to_string(),
            f[3],
            "reference drifted from perft.tsv: {line}"
        );
    }
    report("perft counts", &failures);
}

/// Sanity checks of the reference on §4's and §10's examples.
#[test]
fn reference_sanity() {
    let start = RefPos::from_board(&Position::start().board());
    let (finals, used) = reference::legal_finals(&start, Rules::Fevga, 6, 5);
    assert_eq!(used, 2);
    let texts: Vec<String> = finals.iter().map(|me| start.after(me).text()).collect();
    assert_eq!(texts, ["W:24x14,13 B:12x15 B"]);
    let pos = Position::from_text("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W").unwrap();
    let r = RefPos::from_board(&pos.board());
    assert_eq!(reference::pips(&r.me), 36);
    assert_eq!(reference::pips(&r.opp), 48);
    let (finals, _) = reference::legal_finals(&r, Rules::Fevga, 6, 5);
    let texts: BTreeSet<String> = finals.iter().map(|me| r.after(me).text()).collect();
    assert!(texts.contains("W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B"));
}
