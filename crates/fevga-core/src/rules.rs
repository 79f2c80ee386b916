use std::fmt;
use std::str::FromStr;

use crate::error::ParseRulesError;

/// The rule set, chosen at run time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Rules {
    /// nard.gg's Greek reading (the default): head rule until the opponent's starting quadrant is
    /// reached (§4), forbidden walls (§5).
    #[default]
    Fevga,
    /// Mültezim as seed 003 states it (§9): the first checker must pass the opponent's starting
    /// point, and at most four points held in the opponent's starting table.
    Multezim,
}

impl Rules {
    /// Both rule sets.
    pub const ALL: [Rules; 2] = [Rules::Fevga, Rules::Multezim];

    /// The name used in texts: `fevga` or `multezim`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Rules::Fevga => "fevga",
            Rules::Multezim => "multezim",
        }
    }

    /// The lowest own point on which a lone first checker still holds the others back (§4, §9).
    #[must_use]
    pub(crate) const fn head_release_above(self) -> u8 {
        match self {
            Rules::Fevga => 13,
            Rules::Multezim => 12,
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rules {
    type Err = ParseRulesError;

    /// Accepts `fevga` and `multezim` (also `mültezim`, `moultezim`), in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_lowercase().as_str() {
            "fevga" | "φεύγα" => Ok(Rules::Fevga),
            "multezim" | "mültezim" | "moultezim" => Ok(Rules::Multezim),
            _ => Err(ParseRulesError(s.to_string())),
        }
    }
}
