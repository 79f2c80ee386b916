//! The names of a review's reasons: which of the core's shape facts (the `shape` module's
//! methods on [`Position`](crate::Position): points to pass, the longest block, checkers
//! stranded, on the head or at home, the race lead, checkers borne off) tells the position after
//! a better play apart from the one after the play made. Plain fact names with their figures,
//! no judgement: [`Reason::of`] compares the two positions and picks the first that holds, in
//! the order of [`Reason`]'s variants; `fevga_i18n::reason_line` words it. Living here, the
//! review, the practice of one's mistakes and the puzzles say it without an AI crate.

use crate::shape::{BLOCK, SHORT_BLOCK};
use crate::{Color, Position};

/// The one fact said about a better play, against the play made. Every figure is the mover's
/// (the side that played), read from the two positions the plays leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The better play bears off `more` checkers more (§7).
    BearsOff {
        /// How many more.
        more: u8,
    },
    /// The better play leaves the mover ahead in the race by `lead` pips; the played one does
    /// not leave it ahead at all.
    LeadsRace {
        /// The lead after the better play, in pips (> 0).
        lead: u32,
    },
    /// The played play leaves `more` checkers more behind a block of the opponent's (at least
    /// [`BLOCK`](crate::shape::BLOCK) points in a row).
    Stranded {
        /// How many more.
        more: u8,
    },
    /// The better play holds a longer run of points in a row that the opponent still has to
    /// pass, a short block at least ([`SHORT_BLOCK`](crate::shape::SHORT_BLOCK) points).
    LongerBlock {
        /// The run after the better play.
        best: u8,
        /// The run after the played play.
        played: u8,
    },
    /// The better play holds `more` points more that the opponent still has to pass.
    MorePointsToPass {
        /// How many more.
        more: u8,
    },
    /// The better play has `more` checkers more at home (own points 1–6).
    MoreHome {
        /// How many more.
        more: u8,
    },
    /// The better play has `more` checkers fewer left on the head (own point 24).
    OffHead {
        /// How many fewer.
        more: u8,
    },
    /// None of the facts above tells the two apart: the difference is in the network's odds.
    InTheOdds,
}

impl Reason {
    /// The reason's name: `bears-off`, `leads-race`, `stranded`, `longer-block`,
    /// `more-points-to-pass`, `more-home`, `off-head` or `in-the-odds` (the page's message is
    /// `reason-` and the name).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reason::BearsOff { .. } => "bears-off",
            Reason::LeadsRace { .. } => "leads-race",
            Reason::Stranded { .. } => "stranded",
            Reason::LongerBlock { .. } => "longer-block",
            Reason::MorePointsToPass { .. } => "more-points-to-pass",
            Reason::MoreHome { .. } => "more-home",
            Reason::OffHead { .. } => "off-head",
            Reason::InTheOdds => "in-the-odds",
        }
    }

    /// What `mover`'s better play (leaving `best`) does that another play (leaving `played`)
    /// does not: the first fact that holds, in the order of the variants.
    #[must_use]
    pub fn of(mover: Color, best: &Position, played: &Position) -> Reason {
        let more = |b: u8, p: u8| b.checked_sub(p).filter(|&d| d > 0);
        if let Some(more) = more(best.borne_off(mover), played.borne_off(mover)) {
            return Reason::BearsOff { more };
        }
        let lead = best.race_lead(mover);
        if lead > 0 && played.race_lead(mover) <= 0 {
            return Reason::LeadsRace {
                lead: lead.unsigned_abs(),
            };
        }
        if let Some(more) = more(played.behind_block(mover, BLOCK), best.behind_block(mover, BLOCK)) {
            return Reason::Stranded { more };
        }
        let (b, p) = (best.longest_block(mover), played.longest_block(mover));
        if b >= SHORT_BLOCK && b > p {
            return Reason::LongerBlock { best: b, played: p };
        }
        if let Some(more) = more(best.blocking_points(mover), played.blocking_points(mover)) {
            return Reason::MorePointsToPass { more };
        }
        if let Some(more) = more(best.at_home(mover), played.at_home(mover)) {
            return Reason::MoreHome { more };
        }
        if let Some(more) = more(played.on_head(mover), best.on_head(mover)) {
            return Reason::OffHead { more };
        }
        Reason::InTheOdds
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    fn why(best: &str, played: &str) -> Reason {
        Reason::of(Color::White, &pos(best), &pos(played))
    }

    #[test]
    fn bearing_off_one_more_comes_first() {
        // §7's example after 6–5: `6/off 5/off` (two off) against `6/1 6/off` (one off).
        let best = "W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B";
        let played = "W:5x2,4x2,3,2,1x2 B:18x2,17x2,16x2,15x3,14x3,13x3 B";
        assert_eq!(why(best, played), Reason::BearsOff { more: 1 });
        // The same position both ways: nothing to say but the odds.
        assert_eq!(why(best, best), Reason::InTheOdds);
    }

    #[test]
    fn the_race_lead_is_said_only_when_the_played_play_gives_it_up() {
        let best = "W:6,5,4,3,2 B:13x14,16 B"; // White 20 pips, Black 14 + 4 = 18.
        let played = "W:6x2,4,3,2 B:13x14,16 B"; // White 21.
        // White trails in both: no race lead to speak of.
        assert_ne!(why(best, played).name(), "leads-race");
        let best = "W:5,4,3,2,1 B:13x14,17 B"; // White 15, Black 14 + 5 = 19.
        let played = "W:6x3,2,1 B:13x14,17 B"; // White 21.
        assert_eq!(why(best, played), Reason::LeadsRace { lead: 4 });
        // Ahead after both plays: said no more.
        let played = "W:6,4,3,2,1 B:13x14,17 B"; // White 16.
        assert_ne!(why(best, played).name(), "leads-race");
    }

    #[test]
    fn stranded_checkers_count_the_block_ahead_of_them() {
        // Black holds White's 17–20 (its 5–8). The better play ran a checker past: 16.
        let best = "W:24x13,21,16 B:20,19,18,17,12x11 B";
        let played = "W:24x13,21x2 B:20,19,18,17,12x11 B";
        assert_eq!(why(best, played), Reason::Stranded { more: 1 });
        // Three in a row is no block.
        let best = "W:24x13,21,16 B:20,19,18,12x12 B";
        let played = "W:24x13,21x2 B:20,19,18,12x12 B";
        assert_ne!(why(best, played).name(), "stranded");
    }

    #[test]
    fn a_longer_block_of_three_or_more() {
        // White holds its 20–17 (Black's 8–5) against Black on its 24 (White's 12).
        let best = "W:24x11,20,19,18,17 B:12x15 B";
        let played = "W:24x11,20,19,18,16 B:12x15 B";
        assert_eq!(why(best, played), Reason::LongerBlock { best: 4, played: 3 });
        // Two in a row against one: too short to name, but a point more to pass.
        let best = "W:24x13,20,19 B:12x15 B";
        let played = "W:24x13,20,16 B:12x15 B";
        assert_eq!(why(best, played), Reason::InTheOdds);
        let played = "W:24x13,20x2 B:12x15 B";
        assert_eq!(why(best, played), Reason::MorePointsToPass { more: 1 });
    }

    #[test]
    fn home_and_head_come_last() {
        let best = "W:24x12,13,5,4 B:12x15 B";
        let played = "W:24x12,13,10,4 B:12x15 B";
        assert_eq!(why(best, played), Reason::MoreHome { more: 1 });
        let best = "W:24x13,13,12 B:11x15 B";
        let played = "W:24x14,1 B:11x15 B";
        // The played play brought one home, the better one left the head; both hold two
        // points Black still has to pass (Black's 12 and 1, or 12 and 13), none in a row of 3.
        assert_eq!(why(best, played), Reason::OffHead { more: 1 });
    }
}
