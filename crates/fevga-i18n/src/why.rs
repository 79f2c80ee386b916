//! The rule behind a refused step in one sentence (`why-…` messages of the page's bundle), as
//! the game page, the friend page and the position editor all say it.

use fevga_core::{Color, Refusal, Rules};

use crate::{Arg, Messages};

/// `refusal` (of a step by `mover`) in the words of `m`, its points in `numbering`'s numbers.
#[must_use]
pub fn why_line(m: &Messages, refusal: Refusal, mover: Color, numbering: Color) -> String {
    let label = |p: u8| Arg::Num(numbering.own(mover.to_white(p)).into());
    let num = |n: u8| Arg::Num(n.into());
    match refusal {
        Refusal::NoChecker { point } => m.tf("why-no-checker", &[("point", label(point))]),
        Refusal::NoSuchDie { die } => m.tf("why-no-die", &[("die", num(die))]),
        Refusal::PointHeld { point } => m.tf("why-point-held", &[("point", label(point))]),
        Refusal::HeadRule { runner, line } => {
            m.tf("why-head-rule", &[("runner", label(runner)), ("line", label(line))])
        }
        Refusal::NotAllHome => m.t("why-not-home"),
        Refusal::HigherPointFirst { point } => m.tf("why-higher-first", &[("point", label(point))]),
        Refusal::MustUseMoreDice => m.t("why-more-dice"),
        Refusal::MustUseHigherDie { die } => m.tf("why-higher-die", &[("die", num(die))]),
        Refusal::BuildingLimit { rules: Rules::Fevga } => m.t("why-wall"),
        Refusal::BuildingLimit { rules: Rules::Multezim } => m.t("why-table"),
    }
}
