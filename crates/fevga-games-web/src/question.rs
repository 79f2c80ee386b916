//! A kept game or a card read with the core: a record replayed ([`replay`]), a game's result
//! ([`result_of`]), what makes it the same game ([`game_key`]), the name it is downloaded as
//! ([`file_name`]), the rule a refused play breaks ([`why_refused`]), and a card of the deck read for practice ([`Question`]: its position, roll,
//! plays and the best and played ones).

use fevga_core::record::{self, RecordError, RecordErrorKind};
use fevga_core::{Color, Dice, Game, GameError, MoveText, PartialTurn, Phase, Play, Position, Refusal, Rules, StepTo};

use crate::deck::Card;
use crate::store::{Kept, Opponent};

/// A card read for practice: the position, the roll, its plays, and the two equities.
#[derive(Debug, Clone)]
pub struct Question {
    /// The card.
    pub card: Card,
    /// The rule set.
    pub rules: Rules,
    /// The position, the mover to play.
    pub position: Position,
    /// The roll.
    pub dice: Dice,
    /// Every legal play.
    pub plays: Vec<Play>,
    /// The best play's index in `plays`.
    pub best: usize,
    /// The play made in the game's index in `plays`.
    pub played: usize,
}

impl Question {
    /// Reads a card; `None` if it no longer makes sense (a damaged card).
    #[must_use]
    pub fn of(card: &Card) -> Option<Question> {
        let rules: Rules = card.rules.parse().ok()?;
        let position: Position = card.position.parse().ok()?;
        let dice: Dice = card.dice.parse().ok()?;
        let plays = position.legal_plays(rules, dice);
        let find = |text: &str| plays.iter().position(|p| p.notation() == text);
        let (best, played) = (find(&card.best)?, find(&card.played)?);
        Some(Question {
            card: card.clone(),
            rules,
            position,
            dice,
            plays,
            best,
            played,
        })
    }

    /// The mover.
    #[must_use]
    pub fn mover(&self) -> Color {
        self.position.turn()
    }

    /// Whether `choice` is the best play (or leaves the same position).
    #[must_use]
    pub fn is_right(&self, choice: usize) -> bool {
        let after = |i: usize| self.plays.get(i).map(|p| self.position.after(Some(p)));
        choice == self.best || (after(choice).is_some() && after(choice) == after(self.best))
    }
}

/// A kept game read: its replayed game, or why its record cannot be read.
///
/// # Errors
/// The core's [`RecordError`] naming the line at fault.
pub fn replay(kept: &Kept) -> Result<Game, RecordError> {
    record::import(&kept.record).map(|(g, _)| g)
}

/// What makes a record the game it is, for telling whether a game is kept already: its rules,
/// the players' names, the start and every turn (side, roll, play) as the core reads them, so
/// two records of one game that differ in spacing (or in a header such as the aids) are the
/// same game; `None` for a record that cannot be read.
#[must_use]
pub fn game_key(text: &str) -> Option<String> {
    use std::fmt::Write as _;
    let (game, info) = record::import(text).ok()?;
    let start = game.history().first().map_or_else(|| game.position(), |t| t.before);
    let mut key = format!(
        "{}\n{}\n{}\n{start}\n",
        game.rules().as_str(),
        info.names.white,
        info.names.black
    );
    for t in game.history() {
        let play = t.play.map(|p| p.notation()).unwrap_or_default();
        let _ = writeln!(key, "{} {} {play}", t.color.letter(), t.dice);
    }
    Some(key)
}

/// The rule a refused record's illegal play breaks, and the side that played it: the record
/// replayed up to the line at fault, then the line's moves tried one step at a time with the
/// core's why-not (`PartialTurn::why_not_move`); a play that stops while the roll could go on
/// breaks the rule that a play uses every die it can. `None` when the refusal is not an illegal
/// play, or no single rule names it (e.g. a move written as one jump of more than six points).
#[must_use]
pub fn why_refused(text: &str, e: &RecordError) -> Option<(Refusal, Color)> {
    if !matches!(e.kind, RecordErrorKind::Game(GameError::Illegal(_))) {
        return None;
    }
    let lines: Vec<&str> = text.lines().collect();
    let bad = lines.get(e.line.checked_sub(1)?)?;
    let (game, _) = record::import(&lines[..e.line - 1].join("\n")).ok()?;
    let (head, play) = bad.split_once(':')?;
    let mut words = head.split_whitespace().skip(1);
    let mover: Color = words.next()?.parse().ok()?;
    let dice: Dice = words.next()?.parse().ok()?;
    let position = game.position();
    if position.turn() != mover {
        return None;
    }
    let moves: MoveText = play.trim().parse().ok()?;
    let mut turn = PartialTurn::new(position, game.rules(), dice);
    for &(from, to) in moves.moves() {
        let to = if to == 0 { StepTo::Off } else { StepTo::Point(to) };
        if let Some(r) = turn.why_not_move(from, to) {
            return Some((r, mover));
        }
        turn.move_checker(from, to).ok()?;
    }
    (turn.completed().is_none() && !turn.next_steps().is_empty()).then_some((Refusal::MustUseMoreDice, mover))
}

/// The game's result, if over.
#[must_use]
pub fn result_of(game: &Game) -> Option<fevga_core::GameResult> {
    match game.phase() {
        Phase::Over(r) => Some(r),
        _ => None,
    }
}

/// The name a kept game is downloaded as: the day it was kept (UTC) and whom it was played
/// against, ASCII only and short: `fevga-2026-12-04-vs-computer-expert.txt`,
/// `fevga-2026-12-04-vs-ann.txt` (a friend's name as the record gives it, else `friend`),
/// `fevga-2026-12-04-two-players.txt`, `fevga-2026-12-04-imported.txt`; a game of others (no
/// side the person's: imported, watched) by both names, `fevga-2026-12-04-ann-vs-bo.txt`, else
/// `imported` or `watched`.
#[must_use]
pub fn file_name(kept: &Kept) -> String {
    let (y, m, d) = civil(kept.id / 86_400_000);
    let names = record::import(&kept.record).ok().map(|(_, info)| info.names);
    // The other side's name when the person's side is known, else both.
    let named = names.and_then(|n| {
        let name = match kept.you {
            Some(you) => ascii_slug(n.get(you.other())),
            None => [ascii_slug(&n.white), ascii_slug(&n.black)]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join("-vs-"),
        };
        (!name.is_empty()).then_some(name)
    });
    let whom = match (kept.opponent, named) {
        (Opponent::Computer(level), _) => format!("vs-computer-{}", level.as_str()),
        (Opponent::Human, _) => "two-players".to_string(),
        (_, Some(name)) if kept.you.is_some() => format!("vs-{name}"),
        (_, Some(names)) => names,
        (Opponent::Friend, None) => "vs-friend".to_string(),
        (Opponent::Imported, None) => "imported".to_string(),
        (Opponent::OverTheBoard, None) => "over-the-board".to_string(),
        (Opponent::Watched, None) => "watched".to_string(),
    };
    format!("fevga-{y:04}-{m:02}-{d:02}-{whom}.txt")
}

/// The date of a day since 1970 (the proleptic Gregorian calendar): year, month, day.
fn civil(days: u64) -> (u64, u64, u64) {
    // Howard Hinnant's days_from_civil, inverted; days since 1970 are never negative here.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

/// A name as a file name may carry it: Latin letters with their marks taken off, Bulgarian
/// Cyrillic spelled in Latin letters, digits; anything else one `-`; lower case, at most 20
/// characters.
fn ascii_slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let latin = match c {
            'a'..='z' | '0'..='9' => c.to_string(),
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ă' => "a".into(),
            'ç' | 'ć' | 'č' => "c".into(),
            'è' | 'é' | 'ê' | 'ë' => "e".into(),
            'ì' | 'í' | 'î' | 'ï' | 'ı' => "i".into(),
            'ñ' => "n".into(),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o".into(),
            'ù' | 'ú' | 'û' | 'ü' => "u".into(),
            'ş' | 'ș' | 'š' => "s".into(),
            'ğ' => "g".into(),
            'ß' => "ss".into(),
            'ý' | 'ÿ' => "y".into(),
            'ž' => "z".into(),
            _ => cyrillic(c).unwrap_or("-").to_string(),
        };
        if latin == "-" && (out.is_empty() || out.ends_with('-')) {
            continue;
        }
        out.push_str(&latin);
    }
    let out: String = out.chars().take(20).collect();
    out.trim_matches('-').to_string()
}

/// A Bulgarian letter in Latin letters (the official transliteration), lower case.
fn cyrillic(c: char) -> Option<&'static str> {
    const FROM: &str = "абвгдежзийклмнопрстуфхцчшщъьюя";
    const TO: [&str; 30] = [
        "a", "b", "v", "g", "d", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f", "h",
        "ts", "ch", "sh", "sht", "a", "y", "yu", "ya",
    ];
    FROM.chars().position(|f| f == c).map(|i| TO[i])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Level;
    use fevga_core::Color;

    fn kept(opponent: Opponent, you: Option<Color>, names: (&str, &str)) -> Kept {
        let mut record = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n".to_string();
        for (side, name) in [("White", names.0), ("Black", names.1)] {
            if !name.is_empty() {
                record += &format!("{side}: {name}\n");
            }
        }
        Kept {
            // 2026-12-04, 18:00 UTC.
            id: 1_796_407_200_000,
            opponent,
            you,
            rates: None,
            record: record + "1. W 6-5: 24/13\n",
        }
    }

    #[test]
    fn a_download_is_named_by_its_day_and_opponent_in_ascii() {
        let name = |o, you, names| file_name(&kept(o, you, names));
        assert_eq!(
            name(Opponent::Computer(Level::Expert), Some(Color::White), ("", "")),
            "fevga-2026-12-04-vs-computer-expert.txt"
        );
        assert_eq!(
            name(Opponent::Friend, Some(Color::Black), ("Ayşe Öz/<x>", "Bo")),
            "fevga-2026-12-04-vs-ayse-oz-x.txt"
        );
        assert_eq!(
            name(Opponent::Friend, Some(Color::White), ("Ann", "Живко Щерев и приятели")),
            "fevga-2026-12-04-vs-zhivko-shterev-i-pri.txt"
        );
        assert_eq!(
            name(Opponent::Friend, Some(Color::White), ("Ann", "")),
            "fevga-2026-12-04-vs-friend.txt"
        );
        assert_eq!(
            name(Opponent::Friend, Some(Color::White), ("Ann", "中文")),
            "fevga-2026-12-04-vs-friend.txt"
        );
        assert_eq!(
            name(Opponent::Human, None, ("", "")),
            "fevga-2026-12-04-two-players.txt"
        );
        assert_eq!(
            name(Opponent::Imported, None, ("", "")),
            "fevga-2026-12-04-imported.txt"
        );
        assert_eq!(
            name(Opponent::Imported, None, ("Ann", "Bo")),
            "fevga-2026-12-04-ann-vs-bo.txt"
        );
        assert_eq!(
            name(Opponent::Watched, None, ("Ann", "Bo")),
            "fevga-2026-12-04-ann-vs-bo.txt"
        );
        assert_eq!(name(Opponent::Watched, None, ("", "")), "fevga-2026-12-04-watched.txt");
        assert_eq!(civil(0), (1970, 1, 1));
        assert_eq!(civil(20_454), (2026, 1, 1));
        assert_eq!(civil(19_782), (2024, 2, 29));
    }
}
