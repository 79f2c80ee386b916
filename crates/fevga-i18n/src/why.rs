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

/// What the board did, as a screen reader hears it on the Games and Learn pages: the move made
/// and the dice left (or `complete` once the play is whole), a move taken back, or the rule a
/// refused step breaks; `None` when there is no move to name.
#[must_use]
pub fn said_line(m: &Messages, said: fevga_board::Said, entry: &fevga_board::Entry, complete: &str) -> Option<String> {
    use fevga_board::Said;
    let mover = entry.mover();
    let after = || {
        if entry.completed().is_some() {
            complete.to_string()
        } else {
            let left = i64::try_from(entry.steps_left()).unwrap_or(0);
            m.tf("dice-left", &[("n", Arg::Num(left))])
        }
    };
    Some(match said {
        Said::Moved => format!("{} — {}", entry.last_move(mover)?, after()),
        Said::Undone => format!("{} {}", m.t("undone"), after()),
        Said::Refused(r) => why_line(m, r, mover, mover),
    })
}
