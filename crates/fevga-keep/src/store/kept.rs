//! One kept game: who the person played ([`Opponent`], the computer's [`Level`]), their side
//! ([`You`]), and its entry's `Game:` line read and written ([`Kept`]).

use std::fmt::Write as _;

use fevga_core::link::Source;
use fevga_core::{ByColor, Color};

fevga_core::words! {
    /// The computer's playing level a game was played at: `fevga_ai::Level::ALL` by their words
    /// (a test holds the two lists equal), so a kept game is read without the AI crate.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Level: ALL, "level" {
        /// `novice` (issue 33; games kept before it read as before).
        Novice = "novice",
        /// `beginner`.
        Beginner = "beginner",
        /// `intermediate`.
        Intermediate = "intermediate",
        /// `strong`.
        Strong = "strong",
        /// `expert`.
        Expert = "expert",
    }
}

/// Who the person played against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// The computer at a level.
    Computer(Level),
    /// Pass-and-play: two people on one device.
    Human,
    /// A friend by link.
    Friend,
    /// A record imported: who played is not known.
    Imported,
    /// A game played on a real board and entered here (issue 31).
    OverTheBoard,
    /// A match of others the person watched on the friend page (issue 32's spectator): they
    /// played neither side (kept with no side, its mistakes dealt to nobody's deck).
    Watched,
}

impl From<Source> for Opponent {
    /// Who the person played in a game a record link brings.
    fn from(source: Source) -> Opponent {
        match source {
            Source::Imported => Opponent::Imported,
            Source::Friend => Opponent::Friend,
            Source::Watched => Opponent::Watched,
        }
    }
}

impl Opponent {
    /// The word stored (a level's word, `human`, `friend`, `imported`, `board` or `watched`).
    ///
    /// A new word is how the format grows (its version stays `fevga-games 1`, as for `board`
    /// and `novice`): a list written before it reads as before, and a page built before it
    /// leaves out the one entry whose word it does not know, as it does any entry it cannot
    /// read.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Opponent::Computer(level) => level.as_str(),
            Opponent::Human => "human",
            Opponent::Friend => "friend",
            Opponent::Imported => "imported",
            Opponent::OverTheBoard => "board",
            Opponent::Watched => "watched",
        }
    }

    /// Reads a stored word exactly as [`Opponent::as_str`] writes it; `None` for another one.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Opponent> {
        match word {
            "human" => Some(Opponent::Human),
            "friend" => Some(Opponent::Friend),
            "imported" => Some(Opponent::Imported),
            "board" => Some(Opponent::OverTheBoard),
            "watched" => Some(Opponent::Watched),
            _ => Level::ALL
                .into_iter()
                .find(|l| l.as_str() == word)
                .map(Opponent::Computer),
        }
    }
}

/// Which side the person played (stored `W` or `B`), or `None` (both, or not known: `-`).
pub type You = Option<Color>;

/// One kept game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    /// Its id: when it was first kept (milliseconds since 1970), made unique in the list.
    pub id: u64,
    /// The opponent.
    pub opponent: Opponent,
    /// The person's side.
    pub you: You,
    /// Each side's error rate in millipoints, once reviewed.
    pub rates: Option<ByColor<u32>>,
    /// The game's record text.
    pub record: String,
}

impl Kept {
    /// A game kept now, not reviewed yet: the one way a game enters the list (its record's
    /// text ends with one newline).
    pub(super) fn new(id: u64, opponent: Opponent, you: You, record: &str) -> Kept {
        Kept {
            id,
            opponent,
            you,
            rates: None,
            record: record.trim_end().to_string() + "\n",
        }
    }

    /// Whether the record ends with a result.
    #[must_use]
    pub fn finished(&self) -> bool {
        is_finished(&self.record)
    }

    pub(super) fn write(&self, out: &mut String) {
        let you = self.you.map_or('-', Color::letter);
        let _ = write!(out, "Game: {} {} {you}", self.id, self.opponent.as_str());
        if let Some(ByColor { white, black }) = self.rates {
            let _ = write!(out, " {white} {black}");
        }
        out.push('\n');
        out.push_str(self.record.trim_end());
        out.push('\n');
    }

    pub(super) fn read(head: &str, record: String) -> Option<Kept> {
        let mut f = head.split(' ');
        let id = f.next()?.parse().ok()?;
        let opponent = Opponent::from_word(f.next()?)?;
        let you = match f.next()? {
            "W" => Some(Color::White),
            "B" => Some(Color::Black),
            "-" => None,
            _ => return None,
        };
        let rates = match (f.next(), f.next()) {
            (Some(w), Some(b)) => Some(ByColor::new(w.parse().ok()?, b.parse().ok()?)),
            _ => None,
        };
        Some(Kept {
            id,
            opponent,
            you,
            rates,
            record,
        })
    }
}

/// Whether a record text ends with a result (`Result:` line).
#[must_use]
pub fn is_finished(record: &str) -> bool {
    record.lines().any(|l| l.starts_with("Result:"))
}
