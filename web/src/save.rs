//! What survives a reload: the settings, and the match (a game record plus the roll in play),
//! sealed with a checksum so a damaged or foreign save is detected rather than trusted.

use fevga_core::{Color, Dice, Match, record};

use crate::settings::{MATCH_LENGTHS, SAVED_LEVEL, SettingKey, Settings};

/// The save format's version; a save with another number is "outdated". The roll in play is the
/// record's `Roll:` line; earlier saves of this version kept it in `Opening:`/`Dice:` lines, which
/// are still read.
pub const VERSION: u32 = 1;
const MAGIC: &str = "fevga-save";

/// Why a save was not restored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// An older version of the format.
    Outdated(String),
    /// A newer version of the format (written by a newer page): kept, never overwritten.
    Newer(u32),
    /// Damaged: a bad checksum, a record that does not replay, a missing part.
    Corrupt(String),
}

/// FNV-1a, 64 bits: enough to notice damage (not an authenticator).
fn checksum(s: &str) -> u64 {
    s.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}

/// Writes the match.
#[must_use]
pub fn save_match(m: &Match) -> String {
    let body = format!("{MAGIC} {VERSION}\n{}", record::export_match(m));
    format!("{body}Check: {:016x}\n", checksum(&body))
}

/// Reads a save written by [`save_match`]. A `Last:` line (the last move, which earlier saves
/// kept apart from the record) is checked and skipped: the record holds it.
pub fn load_match(text: &str) -> Result<Match, LoadError> {
    let corrupt = |why: &str| LoadError::Corrupt(why.to_string());
    let first = text.lines().next().unwrap_or_default();
    let version = first
        .strip_prefix(MAGIC)
        .map(str::trim)
        .ok_or_else(|| corrupt("not a Fevga save"))?;
    match version.parse::<u32>() {
        Ok(v) if v == VERSION => {}
        Ok(v) if v > VERSION => return Err(LoadError::Newer(v)),
        _ => return Err(LoadError::Outdated(version.to_string())),
    }
    let (body, check) = text
        .trim_end()
        .rsplit_once("Check: ")
        .ok_or_else(|| corrupt("no checksum"))?;
    if u64::from_str_radix(check.trim(), 16).ok() != Some(checksum(body)) {
        return Err(corrupt("checksum mismatch"));
    }
    let mut record_text = String::new();
    let mut opening = None;
    let mut dice = None;
    for line in body.lines().skip(1) {
        if let Some(v) = line.strip_prefix("Opening: ") {
            let mut it = v.split_whitespace().map(str::parse::<u8>);
            match (it.next(), it.next()) {
                (Some(Ok(w)), Some(Ok(b))) => opening = Some((w, b)),
                _ => return Err(corrupt("bad opening roll")),
            }
        } else if let Some(v) = line.strip_prefix("Dice: ") {
            dice = Some(v.parse::<Dice>().map_err(|e| corrupt(&e.to_string()))?);
        } else if let Some(v) = line.strip_prefix("Last: ") {
            let (c, _) = v.split_once(' ').ok_or_else(|| corrupt("bad last move"))?;
            c.parse::<Color>().map_err(|_| corrupt("bad last move"))?;
        } else {
            record_text.push_str(line);
            record_text.push('\n');
        }
    }
    let mut m = record::import_match(&record_text).map_err(|e| corrupt(&e.to_string()))?;
    if !MATCH_LENGTHS.contains(&m.length()) {
        return Err(corrupt("a match length the page does not offer"));
    }
    let game = m.game_mut();
    if let Some((w, b)) = opening {
        game.set_opening(w, b).map_err(|e| corrupt(&e.to_string()))?;
    }
    if let Some(d) = dice {
        game.set_dice(d).map_err(|e| corrupt(&e.to_string()))?;
    }
    Ok(m)
}

/// Your games (issue 18): the match's current game as the Games page will list it, made from
/// the match the page holds (no save text read back) and the settings it is played with. The
/// game page writes it and never reads the list: the Games page takes it in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamesCopy {
    record: String,
    opponent: fevga_keep::store::Opponent,
    you: Option<fevga_core::Color>,
    over: bool,
}

impl GamesCopy {
    /// The copy of `m`'s current game; `None` if the computer plays at a level the list does
    /// not name (a baseline's).
    #[must_use]
    pub fn of(m: &Match, settings: &Settings) -> Option<GamesCopy> {
        let (opponent, you) = Self::players(settings)?;
        Some(GamesCopy {
            record: record::export_match(m),
            opponent,
            you,
            over: m.game().result().is_some(),
        })
    }

    /// Whether the games played with `settings` are copied for the Games page (not against a
    /// computer at a level the list does not name).
    #[must_use]
    pub fn kept(settings: &Settings) -> bool {
        Self::players(settings).is_some()
    }

    /// The opponent and the person's side as the Games page's list names them.
    fn players(settings: &Settings) -> Option<(fevga_keep::store::Opponent, Option<fevga_core::Color>)> {
        use fevga_keep::store::{Level, Opponent};
        Some(match settings.opponent {
            crate::settings::Opponent::Human => (Opponent::Human, None),
            crate::settings::Opponent::Computer => {
                let level = Level::ALL.into_iter().find(|l| l.as_str() == settings.level.as_str())?;
                (Opponent::Computer(level), Some(settings.human))
            }
        })
    }

    /// Whether the game is over (then it goes to the Games page's inbox too).
    #[must_use]
    pub fn over(&self) -> bool {
        self.over
    }

    /// The entry's text (`fevga_keep::store::entry`); a finished game's id is `now`, in
    /// milliseconds since 1970.
    #[must_use]
    pub fn entry(&self, now: f64) -> String {
        // Milliseconds since 1970 as an id (a finished game's): whole and positive.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let id = if self.over { now.max(0.0) as u64 } else { 0 };
        fevga_keep::store::entry(&self.record, self.opponent, self.you, id)
    }
}

/// Settings as `key=value;…`, every key of [`SettingKey::ALL`] in order.
#[must_use]
pub fn save_settings(s: &Settings) -> String {
    let pairs: Vec<String> = SettingKey::ALL
        .into_iter()
        .map(|k| format!("{}={}", k.as_str(), s.value(k)))
        .collect();
    pairs.join(";")
}

/// Reads settings written by [`save_settings`]; anything unreadable keeps its default, but the
/// level is [`SAVED_LEVEL`], not the first game's: a player with saved settings keeps theirs.
#[must_use]
pub fn load_settings(text: &str) -> Settings {
    let mut s = Settings {
        level: SAVED_LEVEL,
        ..Settings::default()
    };
    for pair in text.split(';') {
        if let Some((k, v)) = pair.split_once('=')
            && let Ok(key) = k.parse()
        {
            s.set(key, v);
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{Opponent, Speed};
    use fevga_ai::Level;
    use fevga_core::{Rules, SeededDice};
    use fevga_i18n::Lang;

    fn sample_match() -> Match {
        let mut m = Match::new(Rules::Multezim, 5).unwrap();
        let g = m.game_mut();
        g.set_opening(3, 5).unwrap();
        g.play_text("24/16").unwrap();
        g.roll(&mut SeededDice::new(4)).unwrap();
        m
    }

    #[test]
    fn round_trip_mid_turn() {
        let m = sample_match();
        let text = save_match(&m);
        let back = load_match(&text).unwrap();
        assert_eq!(back.game().position(), m.game().position());
        assert_eq!(back.game().phase(), m.game().phase());
        assert_eq!(back.game().history().len(), 1);
        assert_eq!(back.length(), 5);
        assert_eq!(save_match(&back), text);
        // A save of an earlier build with a Last: line still loads.
        let body = format!("{}Last: B 24/16\n", text.rsplit_once("Check: ").unwrap().0);
        let old = format!("{body}Check: {:016x}\n", checksum(&body));
        assert_eq!(load_match(&old).unwrap().game().history().len(), 1);
    }

    #[test]
    fn round_trip_after_the_opening_roll() {
        let mut m = Match::new(Rules::Fevga, 1).unwrap();
        m.game_mut().set_opening(2, 6).unwrap();
        let back = load_match(&save_match(&m)).unwrap();
        assert_eq!(back.game().phase(), m.game().phase());
        assert_eq!(back.game().position(), m.game().position());
    }

    #[test]
    fn damage_is_detected() {
        let text = save_match(&sample_match());
        let flipped = text.replacen("24/16", "24/15", 1);
        assert!(matches!(load_match(&flipped), Err(LoadError::Corrupt(_))));
        assert!(matches!(
            load_match(&text[..text.len() / 2]),
            Err(LoadError::Corrupt(_))
        ));
        assert!(matches!(load_match("garbage"), Err(LoadError::Corrupt(_))));
        assert!(matches!(load_match(""), Err(LoadError::Corrupt(_))));
        let old = text.replacen("fevga-save 1", "fevga-save 0", 1);
        assert!(matches!(load_match(&old), Err(LoadError::Outdated(_))));
        let newer = text.replacen("fevga-save 1", "fevga-save 2", 1);
        assert_eq!(load_match(&newer).err(), Some(LoadError::Newer(2)));
        // A consistent checksum over an illegal record is still caught by the replay.
        let body = "fevga-save 1\nFevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/12\n";
        let forged = format!("{body}Check: {:016x}\n", checksum(body));
        assert!(matches!(load_match(&forged), Err(LoadError::Corrupt(_))));
    }

    #[test]
    fn the_match_is_an_entry_the_games_page_takes_in() {
        use fevga_keep::store::Games;
        let m = sample_match();
        let settings = Settings::default();
        let copy = GamesCopy::of(&m, &settings).unwrap();
        assert!(!copy.over());
        let entry = copy.entry(5.0);
        assert_eq!(entry, format!("Game: 0 novice W\n{}", record::export_match(&m)));
        let mut games = Games::default();
        games.absorb(&entry, "", 7);
        assert_eq!(games.games().len(), 1);
        assert_eq!(games.games()[0].record, record::export_match(&m));
        let two = Settings {
            opponent: crate::settings::Opponent::Human,
            ..Settings::default()
        };
        assert!(
            GamesCopy::of(&m, &two)
                .unwrap()
                .entry(5.0)
                .starts_with("Game: 0 human -\n")
        );
        // The match saved and read back makes the same entry.
        let back = load_match(&save_match(&m)).unwrap();
        assert_eq!(GamesCopy::of(&back, &settings).unwrap().entry(5.0), entry);
        // Black against the strong computer; a baseline level is not a level the list names.
        let strong = Settings {
            human: Color::Black,
            level: Level::Strong,
            ..Settings::default()
        };
        assert!(
            GamesCopy::of(&m, &strong)
                .unwrap()
                .entry(5.0)
                .starts_with("Game: 0 strong B\n")
        );
        let baseline = Settings {
            level: Level::Baseline,
            ..Settings::default()
        };
        assert_eq!(GamesCopy::of(&m, &baseline), None);
        assert!(GamesCopy::kept(&strong) && GamesCopy::kept(&two) && !GamesCopy::kept(&baseline));
    }

    #[test]
    fn settings_round_trip_and_bad_values_fall_back() {
        let s = Settings {
            lang: Lang::Bg,
            human: Color::Black,
            opponent: Opponent::Human,
            level: Level::Strong,
            rules: Rules::Multezim,
            match_length: 7,
            auto_roll: true,
            auto_done: true,
            speed: Speed::Slow,
            animate: false,
            tutor: fevga_core::ByColor::new(true, true),
            theme: fevga_page_web::theme::Theme::Light,
        };
        assert_eq!(load_settings(&save_settings(&s)), s);
        assert_eq!(
            save_settings(&Settings::default()),
            "lang=en;human=W;opponent=computer;level=novice;rules=fevga;length=1;auto-roll=0;auto-done=0;speed=normal;animate=1;tutor=0;theme=auto"
        );
        // A first game is against novice; a player's saved level stays theirs (issue 33), and
        // a saved line without a level it reads is at the level saved lines had by default.
        assert_eq!(Settings::default().level, Level::Novice);
        let saved = "lang=en;human=W;opponent=computer;level=intermediate;rules=fevga;length=1";
        assert_eq!(load_settings(saved).level, Level::Intermediate);
        assert_eq!(load_settings("lang=en;level=beginner").level, Level::Beginner);
        assert_eq!(load_settings("lang=en;level=novice").level, Level::Novice);
        assert_eq!(load_settings("lang=en").level, Level::Intermediate);
        // A line an earlier version wrote (no speed, no animate) keeps their defaults.
        let old = "lang=de;human=B;opponent=computer;level=hard;rules=fevga;length=3;auto-roll=1;auto-done=0";
        let read = load_settings(old);
        assert_eq!((read.lang, read.match_length, read.auto_roll), (Lang::De, 3, true));
        assert_eq!((read.speed, read.animate), (Speed::Normal, true));
        assert_eq!(
            load_settings("lang=xx;length=4;level=godlike;junk"),
            Settings {
                level: Level::Intermediate,
                ..Settings::default()
            }
        );
    }
}
