crate::words! {
    /// The rule set, chosen at run time; its words are `fevga` and `multezim` (also read:
    /// `φεύγα`, `mültezim`, `moultezim`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum Rules: ALL, "rules" {
        /// nard.gg's Greek reading (the default): head rule until the opponent's starting
        /// quadrant is reached (§4), forbidden walls (§5).
        #[default]
        Fevga = "fevga" | "φεύγα",
        /// Mültezim as seed 003 states it (§9): the first checker must pass the opponent's
        /// starting point, and at most four points held in the opponent's starting table.
        Multezim = "multezim" | "mültezim" | "moultezim",
    }
}

impl Rules {
    /// The head rule's line (§4, §9): the own point the first checker must reach before the
    /// others may move (Fevga 12; Mültezim 11, past the opponent's corner).
    #[must_use]
    pub const fn head_line(self) -> u8 {
        self.set().head_release_above - 1
    }

    /// What this rule set plays differently (§9); everything else in §1–§8 is shared.
    #[must_use]
    pub(crate) const fn set(self) -> RuleSet {
        match self {
            Rules::Fevga => FEVGA,
            Rules::Multezim => MULTEZIM,
        }
    }
}

/// Where the two rule sets differ, as one table (§9): the head rule's line and the building limit
/// judged on the final position of a play. Everything else in §1–§8 is shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RuleSet {
    /// The lowest own point on which a lone first checker still holds the other fourteen back
    /// (§4: 13, it must reach 12; §9: 12, it must pass 12).
    pub(crate) head_release_above: u8,
    /// The building limit on the position a play leaves (§6.2).
    pub(crate) final_check: FinalCheck,
}

/// The building limit a play's final position must keep (§6.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FinalCheck {
    /// §5: no new six-point wall of the three forbidden kinds.
    ForbiddenWalls,
    /// §9: at most this many of the mover's points 7–12 (the opponent's starting table) held.
    MaxHeldInOpponentTable(u8),
}

/// Fevga, nard.gg's Greek reading (§4, §5).
const FEVGA: RuleSet = RuleSet {
    head_release_above: 13,
    final_check: FinalCheck::ForbiddenWalls,
};

/// Mültezim as seed 003 states it (§9).
const MULTEZIM: RuleSet = RuleSet {
    head_release_above: 12,
    final_check: FinalCheck::MaxHeldInOpponentTable(4),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s4_s9_the_head_lines_are_12_and_11() {
        assert_eq!(Rules::Fevga.head_line(), 12);
        assert_eq!(Rules::Multezim.head_line(), 11);
    }

    #[test]
    fn rule_sets_differ_as_section_9_says() {
        // Given the two rule sets, When their tables are read, Then Mültezim moves the head
        // rule's line one point on (§9: past 12, not onto it) and replaces the walls of §5 with
        // at most four points held in the opponent's starting table.
        assert_eq!(Rules::Fevga.set().head_release_above, 13);
        assert_eq!(Rules::Multezim.set().head_release_above, 12);
        assert_eq!(Rules::Fevga.set().final_check, FinalCheck::ForbiddenWalls);
        assert_eq!(Rules::Multezim.set().final_check, FinalCheck::MaxHeldInOpponentTable(4));
    }

    #[test]
    fn names_round_trip() {
        for r in Rules::ALL {
            assert_eq!(r.as_str().parse::<Rules>(), Ok(r));
            assert_eq!(r.to_string(), r.as_str());
        }
        assert_eq!(" Mültezim ".parse::<Rules>(), Ok(Rules::Multezim));
        assert_eq!("ΦΕΎΓΑ".parse::<Rules>(), Ok(Rules::Fevga));
        assert_eq!("Φεύγα".parse::<Rules>(), Ok(Rules::Fevga));
        assert_eq!("MÜLTEZİM".parse::<Rules>(), Ok(Rules::Multezim), "Turkish capitals");
        assert_eq!("MouLTEZIM".parse::<Rules>(), Ok(Rules::Multezim));
        assert!("fevgaa".parse::<Rules>().is_err() && "fevg".parse::<Rules>().is_err());
        assert!("tavla".parse::<Rules>().is_err());
    }
}
