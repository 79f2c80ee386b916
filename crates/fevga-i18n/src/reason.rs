//! The review's reasons in words: what the better play does that the one played does not
//! ([`fevga_core::reason::Reason`], which `Reason::of` finds), as the game page's hint
//! and tutor and the Games page's review and practice all say it (`reason-…` messages of the page's
//! bundle).

use fevga_core::reason::Reason;

use crate::{Arg, Messages};

/// `reason` in the words of `m`.
#[must_use]
pub fn reason_line(m: &Messages, reason: Reason) -> String {
    let n = |v: u8| Arg::Num(i64::from(v));
    match reason {
        Reason::BearsOff { more }
        | Reason::Stranded { more }
        | Reason::MorePointsToPass { more }
        | Reason::MoreHome { more }
        | Reason::OffHead { more } => m.tf(
            &format!("reason-{}", reason.name()),
            &[("n", n(more)), ("run", n(fevga_core::shape::BLOCK))],
        ),
        Reason::LeadsRace { lead } => m.tf("reason-leads-race", &[("n", Arg::Num(i64::from(lead)))]),
        Reason::LongerBlock { best, played } => {
            m.tf("reason-longer-block", &[("best", n(best)), ("played", n(played))])
        }
        Reason::InTheOdds => m.t("reason-in-the-odds"),
    }
}
