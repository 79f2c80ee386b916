//! Why the better play was better, in one fact the engine can state: what the position after
//! the better play has that the position after the played one lacks. The facts are the core's
//! (a position's shape: [`Position::blocking_points`], [`Position::longest_block`],
//! [`Position::behind_block`], [`Position::on_head`], [`Position::at_home`],
//! [`Position::race_lead`], [`Position::borne_off`]); here they are only compared, and the
//! first one that holds, in the order of [`Reason`]'s variants, is the reason given. The page
//! words it (`reason-…` messages).

use fevga_core::shape::{BLOCK, SHORT_BLOCK};
use fevga_core::{Color, Position};

/// The one fact said about a better play: the core's, so that saying it needs no AI crate.
pub use fevga_core::reason::Reason;

/// What `mover`'s better play (leaving `best`) does that its played play (leaving `played`)
/// does not: the first fact that holds, in the order of [`Reason`]'s variants.
#[must_use]
pub fn reason(mover: Color, best: &Position, played: &Position) -> Reason {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    fn why(best: &str, played: &str) -> Reason {
        reason(Color::White, &pos(best), &pos(played))
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
