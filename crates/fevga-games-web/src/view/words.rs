//! A kept game in words, as the list and the replay's heading say it: who the person played,
//! the players' names, the rules, the result and the error rates.

use std::cell::RefCell;

use fevga_core::record;
use fevga_core::{ByColor, Color, Game, GameResult, Rules};
use fevga_i18n::{Arg, color_name};

use super::parts::Context;
use crate::question::result_of;
use crate::store::{Kept, Opponent};

/// Who the person played, in words.
#[must_use]
pub fn opponent_words(o: Opponent, cx: Context) -> String {
    match o {
        Opponent::Computer(level) => cx.g.tf(
            "games-vs-computer",
            &[("level", Arg::Str(&cx.m.t(&format!("level-{level}"))))],
        ),
        Opponent::Human => cx.g.t("games-vs-human"),
        Opponent::Friend => cx.g.t("games-vs-friend"),
        Opponent::Imported => cx.g.t("games-vs-imported"),
        Opponent::OverTheBoard => cx.g.t("games-vs-board"),
        Opponent::Watched => cx.g.t("games-vs-watched"),
    }
}

/// The result in words: from the person's side when it is known (`you`: "You won 2 points",
/// "You lost 1 point"), else who won and how much; or that the game is not over.
#[must_use]
pub fn result_words(game: &Game, you: Option<Color>, cx: Context) -> String {
    result_said(result_of(game), you, cx)
}

fn result_said(result: Option<GameResult>, you: Option<Color>, cx: Context) -> String {
    let n = |r: GameResult| Arg::Num(i64::from(r.points));
    match (result, you) {
        (Some(r), Some(you)) => cx.g.tf(
            if r.winner == you {
                "games-you-won"
            } else {
                "games-you-lost"
            },
            &[("n", n(r))],
        ),
        (Some(r), None) => cx.g.tf(
            "games-won",
            &[
                ("side", Arg::Str(&color_name(cx.m, r.winner))),
                ("n", Arg::Num(i64::from(r.points))),
            ],
        ),
        (None, _) => cx.g.t("games-unfinished"),
    }
}

/// The error rates in words, or "not reviewed yet" for a finished game.
fn rates_words(kept: &Kept, rated: usize, cx: Context) -> Option<String> {
    // A review under way (made a turn at a time, kept as it goes). How far it is, the page's
    // progress line says: the list's row does not change at each turn rated, so the list is not
    // drawn again for it.
    match kept.rates {
        None if rated > 0 => Some(cx.g.t("games-review-part")),
        Some(ByColor { white, black }) => Some(cx.g.tf(
            "games-rates",
            &[
                ("white", Arg::Num(i64::from(white))),
                ("black", Arg::Num(i64::from(black))),
            ],
        )),
        None if kept.finished() => Some(cx.g.t("games-not-reviewed")),
        None => None,
    }
}

/// The players' names as the record's headers give them, by side (`White: Ann, Black: Bo`), or
/// `None` when it names neither.
#[must_use]
pub fn names_words(names: &ByColor<String>, cx: Context) -> Option<String> {
    let named: Vec<String> = Color::BOTH
        .into_iter()
        .filter(|&c| !names.get(c).is_empty())
        .map(|c| format!("{}: {}", color_name(cx.m, c), names.get(c)))
        .collect();
    (!named.is_empty()).then(|| named.join(", "))
}

/// What a row reads from a record: its rules, its result and the players' names; `None` for a
/// record that cannot be read.
type Read = Option<(Rules, Option<GameResult>, ByColor<String>)>;

/// How many records [`read`] remembers (more than the list keeps).
const READ_MAX: usize = 256;

thread_local! {
    /// The records read, by a hash of their text. The list is drawn again at every frame (each
    /// step of a background review) and reading a record replays its game, so each record is
    /// read once, not once a frame.
    static READ: RefCell<Vec<(u64, usize, Read)>> = const { RefCell::new(Vec::new()) };
}

/// FNV-1a over the text: which record a remembered reading is of (with its length).
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The record read, remembered.
fn read(text: &str) -> Read {
    let key = (fnv(text), text.len());
    if let Some(r) = READ.with(|m| m.borrow().iter().find(|(h, n, _)| (*h, *n) == key).map(|e| e.2.clone())) {
        return r;
    }
    let r = record::import(text)
        .ok()
        .map(|(game, info)| (game.rules(), result_of(&game), info.names));
    READ.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= READ_MAX {
            m.clear();
        }
        m.push((key.0, key.1, r.clone()));
    });
    r
}

/// A game's line in the list: date, opponent, the players' names when the record gives them;
/// rules, result, error rates (or that its review is under way: `rated` turns of it kept).
#[must_use]
pub fn row_words(kept: &Kept, rated: usize, cx: Context) -> (String, String) {
    let mut head = format!("{} · {}", (cx.date)(kept.id as f64), opponent_words(kept.opponent, cx));
    let mut parts = Vec::new();
    match read(&kept.record) {
        Some((rules, result, names)) => {
            if let Some(names) = names_words(&names, cx) {
                head = format!("{head} · {names}");
            }
            parts.push(cx.m.t(&format!("rules-{}", rules.as_str())));
            parts.push(result_said(result, kept.you, cx));
        }
        None => parts.push(cx.g.t("games-damaged")),
    }
    parts.extend(rates_words(kept, rated, cx));
    (head, parts.join(" · "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_read_once_however_often_the_list_is_drawn() {
        let text = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\nWhite: Ann\n1. W 6-5: 24/13\n";
        let before = READ.with(|m| m.borrow().len());
        let first = read(text);
        let again = read(text);
        assert_eq!(first, again);
        assert_eq!(
            READ.with(|m| m.borrow().len()),
            before + 1,
            "read once, then remembered"
        );
        let (rules, result, names) = first.expect("a good record");
        assert_eq!((rules, result, names.white.as_str()), (Rules::Fevga, None, "Ann"));
        // Another text is another record; a damaged one reads as such.
        assert_eq!(read(&text.replace("24/13", "24/12")), None);
        assert_eq!(READ.with(|m| m.borrow().len()), before + 2);
    }
}
