//! The names of a review's reasons: which of the core's shape facts (the `shape` module's
//! methods on [`Position`](crate::Position): points to pass, the longest block, checkers
//! stranded, on the head or at home, the race lead, checkers borne off) tells the position after
//! a better play apart from the one after the play made. Plain fact names with their figures,
//! no judgement: `fevga_ai::reason` compares the two positions and picks the first that holds,
//! in the order of [`Reason`]'s variants; `fevga_i18n::reason_line` words it. Living here, the
//! words need no AI crate.

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
}
