//! The classes of decisions ([`Class`]), for error rates by phase of the game: the first
//! predicate that fits, in the order of the notes of the `benchmark` module.

use fevga_core::shape::SHORT_BLOCK;
use fevga_core::{Position, Rules};

fevga_core::words! {
    /// The kind of decision, for error rates by phase of the game (see the module notes).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Class: ALL, "class" {
        /// The side to move is in its opening sprint ([`Position::in_sprint`]).
        Sprint = "sprint",
        /// Checkers of both sides can still meet, without a block.
        Contact = "contact",
        /// The side to move holds a short block ([`SHORT_BLOCK`] points in a row or more) in
        /// front of the opponent's checkers. Its word, `walls`, is the files'.
        Blocks = "walls",
        /// Contact is over, not everyone home yet.
        Race = "race",
        /// The side to move is bearing off.
        Bearoff = "bearoff",
    }
}

impl Class {
    /// The class of a decision in `pos` (its side to move decides).
    #[must_use]
    pub fn of(pos: &Position, rules: Rules) -> Class {
        if pos.in_sprint(rules) {
            Class::Sprint
        } else if pos.all_home() {
            Class::Bearoff
        } else if !pos.has_contact() {
            Class::Race
        } else if pos.longest_block(pos.turn()) >= SHORT_BLOCK {
            Class::Blocks
        } else {
            Class::Contact
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::benchmark::tests::pos;

    /// The blocks class's test: a short block in front of the opponent's rearmost checker.
    fn has_block(pos: &Position) -> bool {
        pos.longest_block(pos.turn()) >= SHORT_BLOCK
    }

    #[test]
    fn class_predicates_on_hand_made_positions() {
        let start = pos("W:24x15 B:12x15 W");
        assert!(start.in_sprint(Rules::Fevga) && start.has_contact() && !start.all_home());
        assert_eq!(Class::of(&start, Rules::Fevga), Class::Sprint);
        // A runner on 13 still binds; on 12 it releases the head in Fevga (§4) but not yet in
        // Mültezim (§9). (Black has left its head, White's 12, for the example.)
        assert!(pos("W:24x14,13 B:12x14,8 W").in_sprint(Rules::Fevga));
        let runner = pos("W:24x14,12 B:11x15 W");
        assert!(!runner.in_sprint(Rules::Fevga) && runner.in_sprint(Rules::Multezim));
        // White on its 1–3, Black on its 4–5 (White's 16–17): a race, White bearing off.
        let home = pos("W:3x2,2x2,1 B:17,16x3 W");
        assert!(!home.has_contact() && home.all_home());
        assert_eq!(Class::of(&home, Rules::Fevga), Class::Bearoff);
        // Black to move there: also home (its 4–5), so bearing off too.
        assert_eq!(
            Class::of(&home.with_turn(fevga_core::Color::Black), Rules::Fevga),
            Class::Bearoff
        );
        // A race with White still outside its home.
        let race = pos("W:9x2,3x2 B:17,16x3 W");
        assert!(!race.has_contact() && !race.all_home());
        assert_eq!(Class::of(&race, Rules::Fevga), Class::Race);
        // White holds its 18–13 in front of Black's checkers on its 24: a block (and §5's
        // wall); Black to move faces it but holds none.
        let wall = pos("W:18x2,17x2,16x2,15x2,14x2,13x2,11x3 B:12x15 W");
        assert!(has_block(&wall) && wall.has_contact());
        assert_eq!(Class::of(&wall, Rules::Fevga), Class::Blocks);
        let facing = pos("W:18x2,17x2,16x2,15x2,14x2,13x2,11x3 B:12x14,10 B");
        assert!(!has_block(&facing));
        // Two points in a row are not a block: contact.
        let two = pos("W:24x11,18x2,17x2 B:12x14,10 W");
        assert!(!has_block(&two) && !two.in_sprint(Rules::Fevga) && two.has_contact());
        assert_eq!(Class::of(&two, Rules::Fevga), Class::Contact);
    }
}
