//! What a puzzle is about: its [`Theme`], decided by named predicates on the position and the
//! best play, tried in a fixed order (the first that holds names the theme):
//!
//! 1. [`Theme::Sprint`]: the head rule binds for the mover (§4; Mültezim §9): the core's
//!    [`Position::head_rule_binds`], without the opening (all fifteen on the start, any one may
//!    go), unlike the benchmark's sprint class ([`Position::in_sprint`], the opening included);
//!    the shipped puzzles' themes were made so.
//! 2. [`Theme::BearOff`]: every checker the mover has on the board is home (§7): the core's
//!    [`Position::all_home`].
//! 3. [`Theme::Race`]: no contact ([`Position::has_contact`] is false): no checker of either
//!    side has an opposing checker still ahead of it on its path.
//! 4. [`Theme::Block`] (its word `wall`, kept for the puzzle files): the best play makes or
//!    keeps a short block, at least [`SHORT_BLOCK`] consecutive points in front of opposing
//!    checkers ([`blocks_after`]).
//! 5. [`Theme::Runner`]: the best play moves the mover's rearmost checker ([`moves_rearmost`]).
//! 6. [`Theme::Contact`]: anything else.

use fevga_core::shape::{SHORT_BLOCK, flip_mask, longest_run};
use fevga_core::{Play, Position, Rules};

fevga_core::words! {
    /// A puzzle's theme; its words are the data file's.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Theme: ALL, "theme" {
        /// The opening sprint: the head rule binds for the mover (§4, §9).
        Sprint = "sprint",
        /// Bearing off: the mover is all home (§7).
        BearOff = "bear-off",
        /// A race: no contact left.
        Race = "race",
        /// A short block ([`SHORT_BLOCK`] or more points in a row) in front of opposing
        /// checkers, made or kept. Its word, `wall`, is the files'.
        Block = "wall",
        /// The rearmost checker moves.
        Runner = "runner",
        /// Any other position with contact.
        Contact = "contact",
    }
}

impl Theme {
    /// The theme of the decision `best` (a legal play) in `pos` under `rules`.
    #[must_use]
    pub fn of(pos: &Position, rules: Rules, best: &Play) -> Theme {
        if pos.head_rule_binds(rules) {
            Theme::Sprint
        } else if pos.all_home() {
            Theme::BearOff
        } else if !pos.has_contact() {
            Theme::Race
        } else if blocks_after(best) {
            Theme::Block
        } else if moves_rearmost(pos, best) {
            Theme::Runner
        } else {
            Theme::Contact
        }
    }
}

/// Whether, after `play`, its mover holds at least [`SHORT_BLOCK`] consecutive points of the
/// opponent's path (the opponent's numbering, no wrap, §5's reading of "in a row") with an
/// opposing checker still behind the block (on a higher point of the opponent's numbering):
/// the core's [`Position::longest_block`].
#[must_use]
pub fn blocks_after(play: &Play) -> bool {
    play.position().longest_block(play.mover()) >= SHORT_BLOCK
}

/// The longest run of points the mover of `play` holds after it, along the opponent's path
/// (the opponent's numbering, no wrap: how §5 counts a wall), whether or not an opposing
/// checker is still behind it.
#[must_use]
pub fn longest_row(play: &Play) -> u8 {
    let held = play.position().held_points(play.mover());
    // At most 24.
    longest_run(flip_mask(held)) as u8
}

/// Whether `play` moves the mover's rearmost checker in `pos`.
#[must_use]
pub fn moves_rearmost(pos: &Position, play: &Play) -> bool {
    let rear = pos.rearmost(pos.turn());
    play.moves().iter().any(|m| m.from() == rear)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_core::Dice;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn contact_at_the_start_and_none_when_both_sides_are_home() {
        // White home and Black on its 8 and 6 (White's 20, 18): both past each other.
        // Black on its 17 (White's 5) must still pass White's 4-1: contact.
        // White on 13 still has to pass Black on its 2 (White's 14): contact.
    }

    #[test]
    fn a_block_needs_three_points_in_a_row_with_an_opposing_checker_behind() {
        // White makes 22-18 (Black's 10-6) while Black's checkers wait on its 24.
        let dice = Dice::new(2, 1).unwrap();
        let find = |text: &str, notation: &str| {
            pos(text)
                .legal_plays(Rules::Fevga, dice)
                .into_iter()
                .find(|pl| pl.notation() == notation)
                .unwrap()
        };
        let block = find("W:22,21x2,20x12 B:12x15 W", "20/19 20/18");
        assert!(blocks_after(&block));
        assert_eq!(longest_row(&block), 5);
        // 24, 21, 20, 16 (Black's 12, 9, 8, 4): no three in a row.
        let no_block = find("W:24x13,20,16 B:12x15 W", "24/21");
        assert!(!blocks_after(&no_block));
        assert_eq!(longest_row(&no_block), 2);
        // The same row with every black checker past it is no block.
        let passed = find("W:22,21x2,20x12 B:17x15 W", "20/19 20/18");
        assert!(!blocks_after(&passed));
    }

    #[test]
    fn the_rearmost_checker_is_the_highest_point_held() {
        let p = pos("W:24x14,13 B:12x15 W");
        assert_eq!(p.rearmost(p.turn()), 24);
        assert_eq!(pos("W:- B:12x15 W").rearmost(fevga_core::Color::White), 0);
    }

    #[test]
    fn themes_in_their_order() {
        let dice = Dice::new(6, 5).unwrap();
        let start = Position::start();
        let p = start.legal_plays(Rules::Fevga, dice)[0];
        // From the start nothing binds yet; the first checker runs: runner.
        assert_eq!(Theme::of(&start, Rules::Fevga, &p), Theme::Runner);
        let sprint = pos("W:24x14,20 B:12x15 W");
        let sp = sprint.legal_plays(Rules::Fevga, dice)[0];
        assert_eq!(Theme::of(&sprint, Rules::Fevga, &sp), Theme::Sprint);
        let home = pos("W:6x5,1x10 B:20,18x14 W");
        let h = home.legal_plays(Rules::Fevga, dice)[0];
        assert_eq!(Theme::of(&home, Rules::Fevga, &h), Theme::BearOff);
        let race = pos("W:8,6x4,1x10 B:18x15 W");
        let r = race.legal_plays(Rules::Fevga, dice)[0];
        assert_eq!(Theme::of(&race, Rules::Fevga, &r), Theme::Race);
        for t in Theme::ALL {
            assert_eq!(t.as_str().parse::<Theme>(), Ok(t));
        }
    }
}
