//! The lessons, in teaching order: one idea each, from the setup to Mültezim. Positions are
//! §11 texts with White to move; the accepted plays are what each [`Goal`] admits among the
//! legal plays (the counts are proven in `tests/lessons.rs`).

use fevga_core::Rules;

use crate::lesson::{Goal, Lesson};

/// Every lesson, in order.
pub const LESSONS: &[Lesson] = &[
    // §1, §2: all fifteen start on point 24 and run towards 1; 6-5 plays the first checker 24/13.
    Lesson {
        id: "setup",
        rules: Rules::Fevga,
        position: "W:24x15 B:12x15 W",
        roll: (6, 5),
        goal: Goal::CheckerMovesTo { from: 24, to: 13 },
        hint: 24,
        section: "§2",
        demonstration: true,
    },
    // §3: a double plays four times; the checker on 16 can take all four threes.
    Lesson {
        id: "doubles",
        rules: Rules::Fevga,
        position: "W:24x13,16,10 B:12x15 W",
        roll: (3, 3),
        goal: Goal::CheckerMovesTo { from: 16, to: 4 },
        hint: 16,
        section: "§3",
        demonstration: false,
    },
    // §4: the first checker reaches 12 with the 6, which frees a second checker for the 1.
    Lesson {
        id: "head-rule",
        rules: Rules::Fevga,
        position: "W:24x14,15 B:12x14,3 W",
        roll: (6, 1),
        goal: Goal::LeavesTheHead,
        hint: 15,
        section: "§4",
        demonstration: false,
    },
    // §3: single black checkers on 15 close that point, even as a stop-over; 20/13 goes round
    // through 18.
    Lesson {
        id: "closed-point",
        rules: Rules::Fevga,
        position: "W:24x10,20,17,16,14,9 B:15,12x13,5 W",
        roll: (5, 2),
        goal: Goal::CheckerMovesTo { from: 20, to: 13 },
        hint: 20,
        section: "§3",
        demonstration: false,
    },
    // §6.3, §6.4: only one die can be played, so it must be the higher: 8/2.
    Lesson {
        id: "higher-die",
        rules: Rules::Fevga,
        position: "W:24x14,8 B:19,18,12x13 W",
        roll: (6, 5),
        goal: Goal::AnyLegal,
        hint: 8,
        section: "§6",
        demonstration: true,
    },
    // §5.2: 7-11 is allowed, but closing 6-11 in front of Black's corner is forbidden.
    Lesson {
        id: "walls",
        rules: Rules::Fevga,
        position: "W:24x8,11,10,9x2,8x3 B:12x15 W",
        roll: (2, 1),
        goal: Goal::LongestRow(5),
        hint: 9,
        section: "§5",
        demonstration: false,
    },
    // Strategy on §3: three points in a row in front of Black's checkers.
    Lesson {
        id: "block",
        rules: Rules::Fevga,
        position: "W:24x10,13,11,10,6,5 B:12x14,7 W",
        roll: (3, 1),
        goal: Goal::BlocksOpponent,
        hint: 13,
        section: "§3",
        demonstration: false,
    },
    // §7, page 004's example: 6/off 5/off bears off two; 6/1 6/off only one.
    Lesson {
        id: "bear-off",
        rules: Rules::Fevga,
        position: "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W",
        roll: (6, 5),
        goal: Goal::BearsOffMost,
        hint: 6,
        section: "§7",
        demonstration: false,
    },
    // §8: Black has borne off none, so bearing off both last checkers wins 2 points.
    Lesson {
        id: "double-game",
        rules: Rules::Fevga,
        position: "W:2,1 B:20x5,19x5,18x5 W",
        roll: (2, 1),
        goal: Goal::WinsDouble,
        hint: 2,
        section: "§8",
        demonstration: false,
    },
    // §9, its own example: in Mültezim the first checker must pass 12, so with 4-4 only
    // 24/20 20/8 frees a second checker (Fevga would allow three plays).
    Lesson {
        id: "multezim",
        rules: Rules::Multezim,
        position: "W:24x14,20 B:11x5,10x5,7x5 W",
        roll: (4, 4),
        goal: Goal::LeavesTheHead,
        hint: 20,
        section: "§9",
        demonstration: false,
    },
];

/// Every lesson, in order (the same as [`LESSONS`]).
#[must_use]
pub fn lessons() -> &'static [Lesson] {
    LESSONS
}

/// The lesson with this id.
#[must_use]
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}
