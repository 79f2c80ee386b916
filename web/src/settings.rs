//! What the player chose, and the one vocabulary for it. Each setting has a key
//! ([`SettingKey`]) and its values as text; the same words name the form's inputs, fill the saved
//! `key=value;…` line and are read back by one function, [`Settings::set`].

use fevga_ai::Level;
use fevga_core::{ByColor, Color, Rules};

use fevga_i18n::Lang;
use fevga_page_web::theme::Theme;

fevga_core::words! {
    /// Who plays the other side.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Opponent: ALL, "opponent" {
        /// The computer, at the chosen level.
        Computer = "computer",
        /// Pass-and-play: two people on one device.
        Human = "human",
    }
}

fevga_core::words! {
    /// How quickly the computer moves and checkers slide.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Speed: ALL, "speed" {
        /// Longer waits and slides than normal.
        Slow = "slow",
        /// The usual pace.
        Normal = "normal",
        /// Shorter waits and slides than normal.
        Fast = "fast",
    }
}

/// Match lengths offered.
pub const MATCH_LENGTHS: [u32; 4] = [1, 3, 5, 7];

fevga_core::words! {
    /// One setting: its name in the form (`name=`) and in the saved line.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum SettingKey: ALL, "setting" {
        /// The page's language.
        Lang = "lang",
        /// The side the person plays against the computer.
        Human = "human",
        /// Who plays the other side.
        Opponent = "opponent",
        /// The computer's playing level.
        Level = "level",
        /// The rules played.
        Rules = "rules",
        /// The match length in points.
        Length = "length",
        /// A person's roll (and the opening roll) is made by itself.
        AutoRoll = "auto-roll",
        /// A complete turn is confirmed without Done.
        AutoDone = "auto-done",
        /// How quickly the computer moves and checkers slide.
        Speed = "speed",
        /// Checkers slide (unless the system asks for reduced motion).
        Animate = "animate",
        /// The tutor: Done on a play that loses a mistake's worth of equity asks first.
        Tutor = "tutor",
        /// The site's colours (kept for every page by the page kit).
        Theme = "theme",
    }
}

impl SettingKey {
    /// Whether a change of this setting starts a new match (the side, the opponent, the rules,
    /// the length); the others take effect at once.
    #[must_use]
    pub const fn starts_new_match(self) -> bool {
        matches!(
            self,
            SettingKey::Human | SettingKey::Opponent | SettingKey::Rules | SettingKey::Length
        )
    }

    /// Whether the setting changes only how the page looks and speaks (the language, the
    /// colours): the play goes on untouched.
    #[must_use]
    pub const fn looks_only(self) -> bool {
        matches!(self, SettingKey::Lang | SettingKey::Theme)
    }

    /// Whether the setting means something only against the computer.
    #[must_use]
    pub const fn computer_only(self) -> bool {
        matches!(self, SettingKey::Human | SettingKey::Level)
    }
}

/// What the player chose; saved apart from the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The page's language.
    pub lang: Lang,
    /// The side the person plays against the computer.
    pub human: Color,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// The computer's playing level.
    pub level: Level,
    /// The rules played.
    pub rules: Rules,
    /// The match length in points (one of [`MATCH_LENGTHS`]).
    pub match_length: u32,
    /// A person's roll (and the opening roll) is made by itself after a short wait.
    pub auto_roll: bool,
    /// A turn is confirmed as soon as it is complete, without Done.
    pub auto_done: bool,
    /// How quickly the computer moves and checkers slide.
    pub speed: Speed,
    /// Checkers slide (unless the system asks for reduced motion).
    pub animate: bool,
    /// The tutor: Done on a play that loses at least a mistake's worth of equity (at strong's
    /// depth) asks "play it anyway or take it back" first; for each side that has it on (its
    /// words: `1` both, `0` neither, `W` or `B` one side, for pass-and-play).
    pub tutor: ByColor<bool>,
    /// The site's colours. The page kit keeps it for every page (`fevga.theme`); this is the
    /// game's copy, written with it.
    pub theme: Theme,
}

/// The level of a first game, for a visitor with no saved settings (issue 33): the gentlest.
pub const FIRST_LEVEL: Level = Level::Novice;

/// The level read for saved settings that name none the page knows: the page's default before
/// novice, so a player who has settings saved is never moved to the first game's level.
pub const SAVED_LEVEL: Level = Level::Intermediate;

impl Default for Settings {
    /// A first visit's settings (nothing saved).
    fn default() -> Self {
        Settings {
            lang: Lang::En,
            human: Color::White,
            opponent: Opponent::Computer,
            level: FIRST_LEVEL,
            rules: Rules::Fevga,
            match_length: 1,
            auto_roll: false,
            auto_done: false,
            speed: Speed::Normal,
            animate: true,
            tutor: ByColor::new(false, false),
            theme: Theme::Auto,
        }
    }
}

/// A switch's value as text.
const fn switch(on: bool) -> &'static str {
    if on { "1" } else { "0" }
}

impl Settings {
    /// One setting's value as text: what the form's input carries and the save writes.
    #[must_use]
    pub fn value(&self, key: SettingKey) -> String {
        match key {
            SettingKey::Lang => self.lang.as_str().to_string(),
            SettingKey::Human => self.human.letter().to_string(),
            SettingKey::Opponent => self.opponent.as_str().to_string(),
            SettingKey::Level => self.level.as_str().to_string(),
            SettingKey::Rules => self.rules.as_str().to_string(),
            SettingKey::Length => self.match_length.to_string(),
            SettingKey::AutoRoll => switch(self.auto_roll).to_string(),
            SettingKey::AutoDone => switch(self.auto_done).to_string(),
            SettingKey::Speed => self.speed.as_str().to_string(),
            SettingKey::Animate => switch(self.animate).to_string(),
            SettingKey::Tutor => match (self.tutor.white, self.tutor.black) {
                (true, true) => "1".to_string(),
                (false, false) => "0".to_string(),
                (true, false) => "W".to_string(),
                (false, true) => "B".to_string(),
            },
            SettingKey::Theme => self.theme.as_str().to_string(),
        }
    }

    /// Whether `other` differs in a setting that starts a new match.
    #[must_use]
    pub fn differs_for_a_match(&self, other: &Settings) -> bool {
        SettingKey::ALL
            .into_iter()
            .any(|k| k.starts_new_match() && self.value(k) != other.value(k))
    }

    /// Sets one setting from its text (as [`Settings::value`] writes it). A value the setting does
    /// not know changes nothing and returns false.
    pub fn set(&mut self, key: SettingKey, value: &str) -> bool {
        let on = match value {
            "1" => Some(true),
            "0" => Some(false),
            _ => None,
        };
        match key {
            SettingKey::Lang => Lang::from_tag(value).map(|l| self.lang = l),
            SettingKey::Human => value.parse::<Color>().ok().map(|c| self.human = c),
            SettingKey::Opponent => value.parse().ok().map(|o| self.opponent = o),
            SettingKey::Level => value.parse::<Level>().ok().map(|l| self.level = l),
            SettingKey::Rules => value.parse().ok().map(|r| self.rules = r),
            SettingKey::Length => value
                .parse()
                .ok()
                .filter(|n| MATCH_LENGTHS.contains(n))
                .map(|n| self.match_length = n),
            SettingKey::AutoRoll => on.map(|b| self.auto_roll = b),
            SettingKey::AutoDone => on.map(|b| self.auto_done = b),
            SettingKey::Speed => value.parse().ok().map(|v| self.speed = v),
            SettingKey::Animate => on.map(|b| self.animate = b),
            SettingKey::Tutor => match value {
                "W" => Some(ByColor::new(true, false)),
                "B" => Some(ByColor::new(false, true)),
                _ => on.map(|b| ByColor::new(b, b)),
            }
            .map(|t| self.tutor = t),
            SettingKey::Theme => value.parse().ok().map(|t| self.theme = t),
        }
        .is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_reads_back() {
        for key in SettingKey::ALL {
            assert_eq!(key.as_str().parse::<SettingKey>(), Ok(key));
        }
        for o in Opponent::ALL {
            assert_eq!(o.as_str().parse::<Opponent>(), Ok(o));
        }
        assert!("colour".parse::<SettingKey>().is_err());
        assert!("robot".parse::<Opponent>().is_err());
    }

    #[test]
    fn every_value_round_trips_through_set() {
        let chosen = Settings {
            lang: Lang::Tr,
            human: Color::Black,
            opponent: Opponent::Human,
            level: Level::Beginner,
            rules: Rules::Multezim,
            match_length: 5,
            auto_roll: true,
            auto_done: true,
            speed: Speed::Fast,
            animate: false,
            tutor: ByColor::new(true, true),
            theme: Theme::Dark,
        };
        let mut s = Settings::default();
        for key in SettingKey::ALL {
            assert!(s.set(key, &chosen.value(key)), "{}", key.as_str());
        }
        assert_eq!(s, chosen);
    }

    #[test]
    fn unknown_values_change_nothing() {
        let mut s = Settings::default();
        for (key, bad) in [
            (SettingKey::Lang, "xx"),
            (SettingKey::Human, "green"),
            (SettingKey::Opponent, "robot"),
            (SettingKey::Level, "godlike"),
            (SettingKey::Rules, "chess"),
            (SettingKey::Length, "4"),
            (SettingKey::AutoRoll, "yes"),
            (SettingKey::Speed, "warp"),
            (SettingKey::Animate, "on"),
            (SettingKey::Tutor, "yes"),
            (SettingKey::Theme, "pink"),
        ] {
            assert!(!s.set(key, bad), "{} = {bad}", key.as_str());
        }
        assert_eq!(s, Settings::default());
    }
}
