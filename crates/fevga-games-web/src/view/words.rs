//! A kept game in words, as the list and the replay's heading say it: who the person played,
//! the players' names, the rules, the result and the error rates.

use fevga_core::record;
use fevga_core::{ByColor, Color, Game};
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
    }
}

/// The result in words: who won and how much, or that the game is not over.
#[must_use]
pub fn result_words(game: &Game, cx: Context) -> String {
    match result_of(game) {
        Some(r) => cx.g.tf(
            "games-won",
            &[
                ("side", Arg::Str(&color_name(cx.m, r.winner))),
                ("n", Arg::Num(i64::from(r.points))),
            ],
        ),
        None => cx.g.t("games-unfinished"),
    }
}

/// The error rates in words, or "not reviewed yet" for a finished game.
fn rates_words(kept: &Kept, cx: Context) -> Option<String> {
    match kept.rates {
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

/// A game's line in the list: date, opponent, the players' names when the record gives them;
/// rules, result, error rates.
#[must_use]
pub fn row_words(kept: &Kept, cx: Context) -> (String, String) {
    let mut head = format!("{} · {}", (cx.date)(kept.id as f64), opponent_words(kept.opponent, cx));
    let mut parts = Vec::new();
    match record::import(&kept.record) {
        Ok((game, info)) => {
            if let Some(names) = names_words(&info.names, cx) {
                head = format!("{head} · {names}");
            }
            parts.push(cx.m.t(&format!("rules-{}", game.rules().as_str())));
            parts.push(result_words(&game, cx));
        }
        Err(_) => parts.push(cx.g.t("games-damaged")),
    }
    parts.extend(rates_words(kept, cx));
    (head, parts.join(" · "))
}
