//! The deck of the person's own mistakes and blunders, scheduled by SM-2 (Wozniak's
//! SuperMemo 2): each card is a turn of a reviewed game (position, roll, the best play and the
//! one played, both equities, the reason in words if the engine names one). Stored as one line
//! per card under [`DECK_KEY`]; days are counted from 1970-01-01 (UTC).
//!
//! SM-2 as used here: an answer is graded 4 (found the best play) or 1 (did not). A right answer
//! after 0, 1 or n right answers in a row sets the interval to 1 day, 6 days, or the last
//! interval times the ease; a wrong one (a lapse) sets the run back to 0 and the interval to
//! 1 day. The ease starts at 2.5 and moves by `0.1 − (5 − q)(0.08 + (5 − q)·0.02)` (+0.0 for a
//! right answer, −0.54 for a wrong one), never below 1.3. A card answered right [`LEARNED`]
//! times in a row is learned: it is no longer due.

use std::fmt::Write as _;

/// The storage key of the deck.
pub const DECK_KEY: &str = "fevga.deck";
/// Right answers in a row that make a card learned.
pub const LEARNED: u32 = 3;
/// The ease a new card starts with, in hundredths.
pub const START_EASE: u32 = 250;
/// The lowest ease, in hundredths.
pub const MIN_EASE: u32 = 130;
/// At most this many cards are kept (the oldest learned ones go first, then the oldest).
pub const MAX_CARDS: usize = 300;

const MAGIC: &str = "fevga-deck 1";

/// One mistake to practise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// The game's id and the turn's number, `<game>.<turn>`: one card per turn.
    pub key: String,
    /// The rule set's word.
    pub rules: String,
    /// The position text (§11), the mover to play.
    pub position: String,
    /// The roll, e.g. `6-5`.
    pub dice: String,
    /// The best play's text.
    pub best: String,
    /// The play made in the game.
    pub played: String,
    /// The best play's equity, in millipoints.
    pub best_mp: i32,
    /// The play made's equity, in millipoints.
    pub played_mp: i32,
    /// The reason's word (`fevga_core::reason::Reason::name`), or empty.
    pub reason: String,
    /// The schedule.
    pub sm2: Sm2,
}

/// A card's schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sm2 {
    /// The day it is due.
    pub due: u32,
    /// The ease, in hundredths (250 = 2.5).
    pub ease: u32,
    /// The last interval in days.
    pub interval: u32,
    /// Right answers in a row.
    pub reps: u32,
    /// Wrong answers in all.
    pub lapses: u32,
}

impl Sm2 {
    /// A new card's schedule: due `today`.
    #[must_use]
    pub const fn new(today: u32) -> Sm2 {
        Sm2 {
            due: today,
            ease: START_EASE,
            interval: 0,
            reps: 0,
            lapses: 0,
        }
    }

    /// The schedule after an answer given on `today`: right (grade 4) or wrong (grade 1).
    #[must_use]
    pub fn answer(self, right: bool, today: u32) -> Sm2 {
        let q: i64 = if right { 4 } else { 1 };
        let d = 5 - q;
        // In hundredths: 0.1 − d(0.08 + 0.02d) = (10 − d(8 + 2d)) / 100.
        let ease = (i64::from(self.ease) + 10 - d * (8 + 2 * d)).max(i64::from(MIN_EASE));
        let ease = u32::try_from(ease).unwrap_or(MIN_EASE);
        let (interval, reps, lapses) = if right {
            let interval = match self.reps {
                0 => 1,
                1 => 6,
                // Rounded: interval × ease / 100.
                _ => (self.interval * self.ease + 50) / 100,
            };
            (interval.max(1), self.reps + 1, self.lapses)
        } else {
            (1, 0, self.lapses + 1)
        };
        Sm2 {
            due: today + interval,
            ease,
            interval,
            reps,
            lapses,
        }
    }

    /// Whether it was answered right often enough in a row.
    #[must_use]
    pub const fn learned(self) -> bool {
        self.reps >= LEARNED
    }

    /// Whether it is due on `today`.
    #[must_use]
    pub const fn is_due(self, today: u32) -> bool {
        !self.learned() && self.due <= today
    }
}

/// The day of a time in milliseconds since 1970 (UTC).
#[must_use]
pub fn day_of(ms: f64) -> u32 {
    if ms.is_finite() && ms > 0.0 {
        // Days since 1970 fit a u32 for eleven million years.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let d = (ms / 86_400_000.0).floor() as u32;
        d
    } else {
        0
    }
}

/// The number of cards due on `today` in a stored deck text, read without the rest of the deck
/// (the pages' headers show it: [`due_today`]).
#[must_use]
pub fn due_count(text: &str, today: u32) -> usize {
    text.lines()
        .skip(1)
        .filter_map(read_sm2)
        .filter(|s| s.is_due(today))
        .count()
}

/// The number of cards due today in a stored deck text, `now_ms` being the time in
/// milliseconds since 1970 (`Date.now()`): what the pages' headers show.
#[must_use]
pub fn due_today(text: &str, now_ms: f64) -> usize {
    due_count(text, day_of(now_ms))
}

fn read_sm2(line: &str) -> Option<Sm2> {
    let mut f = line.split('\t').skip(1).map(str::parse::<u32>);
    Some(Sm2 {
        due: f.next()?.ok()?,
        ease: f.next()?.ok()?,
        interval: f.next()?.ok()?,
        reps: f.next()?.ok()?,
        lapses: f.next()?.ok()?,
    })
}

/// The deck.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Deck {
    cards: Vec<Card>,
}

impl Deck {
    /// Reads the stored text; lines that cannot be read are left out.
    #[must_use]
    pub fn from_text(text: &str) -> Deck {
        let mut lines = text.lines();
        if lines.next() != Some(MAGIC) {
            return Deck::default();
        }
        let cards = lines
            .filter_map(|line| {
                let sm2 = read_sm2(line)?;
                let f: Vec<&str> = line.split('\t').collect();
                let [
                    key,
                    _,
                    _,
                    _,
                    _,
                    _,
                    rules,
                    position,
                    dice,
                    best,
                    played,
                    best_mp,
                    played_mp,
                    reason,
                ] = f[..]
                else {
                    return None;
                };
                Some(Card {
                    key: key.to_string(),
                    rules: rules.to_string(),
                    position: position.to_string(),
                    dice: dice.to_string(),
                    best: best.to_string(),
                    played: played.to_string(),
                    best_mp: best_mp.parse().ok()?,
                    played_mp: played_mp.parse().ok()?,
                    reason: reason.to_string(),
                    sm2,
                })
            })
            .collect();
        Deck { cards }
    }

    /// The stored text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = format!("{MAGIC}\n");
        for c in &self.cards {
            let s = c.sm2;
            let _ = writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                c.key,
                s.due,
                s.ease,
                s.interval,
                s.reps,
                s.lapses,
                c.rules,
                c.position,
                c.dice,
                c.best,
                c.played,
                c.best_mp,
                c.played_mp,
                c.reason
            );
        }
        out
    }

    /// The cards.
    #[must_use]
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// Adds a card unless it is there already: one with its key (a game reviewed twice), or
    /// the same mistake (rules, position, roll and play made: the same game kept again under
    /// another id, once deleted and imported again); fields with a tab or a line break are
    /// refused. Keeps at most [`MAX_CARDS`].
    pub fn add(&mut self, card: Card) -> bool {
        let fields = [
            &card.key,
            &card.rules,
            &card.position,
            &card.dice,
            &card.best,
            &card.played,
            &card.reason,
        ];
        let same = |c: &Card| {
            c.key == card.key
                || (c.rules == card.rules
                    && c.position == card.position
                    && c.dice == card.dice
                    && c.played == card.played)
        };
        if fields.iter().any(|f| f.contains(['\t', '\n', '\r'])) || self.cards.iter().any(same) {
            return false;
        }
        self.cards.push(card);
        while self.cards.len() > MAX_CARDS {
            let i = self.cards.iter().position(|c| c.sm2.learned()).unwrap_or(0);
            self.cards.remove(i);
        }
        true
    }

    /// The first card due on `today`, if any (the one due longest first).
    #[must_use]
    pub fn next_due(&self, today: u32) -> Option<&Card> {
        self.cards
            .iter()
            .filter(|c| c.sm2.is_due(today))
            .min_by_key(|c| c.sm2.due)
    }

    /// The number of cards due on `today`.
    #[must_use]
    pub fn due(&self, today: u32) -> usize {
        self.cards.iter().filter(|c| c.sm2.is_due(today)).count()
    }

    /// The number of learned cards.
    #[must_use]
    pub fn learned(&self) -> usize {
        self.cards.iter().filter(|c| c.sm2.learned()).count()
    }

    /// Schedules the card `key` after an answer; false if there is no such card.
    pub fn answer(&mut self, key: &str, right: bool, today: u32) -> bool {
        match self.cards.iter_mut().find(|c| c.key == key) {
            Some(c) => {
                c.sm2 = c.sm2.answer(right, today);
                true
            }
            None => false,
        }
    }

    /// Empties the deck.
    pub fn clear(&mut self) {
        self.cards.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(key: &str, today: u32) -> Card {
        Card {
            key: key.to_string(),
            rules: "fevga".into(),
            position: "W:24x15 B:12x15 W".into(),
            dice: "6-5".into(),
            best: "24/13".into(),
            // Each key's own mistake (the same mistake under two keys is one card).
            played: format!("24/18 24/19 #{key}"),
            best_mp: -12,
            played_mp: -140,
            reason: "race-lead".into(),
            sm2: Sm2::new(today),
        }
    }

    #[test]
    fn intervals_grow_one_six_then_by_the_ease() {
        let s = Sm2::new(100);
        let a = s.answer(true, 100);
        assert_eq!((a.interval, a.due, a.reps, a.ease), (1, 101, 1, 250));
        let b = a.answer(true, 101);
        assert_eq!((b.interval, b.due, b.reps), (6, 107, 2));
        let c = b.answer(true, 107);
        // 6 × 2.5 = 15.
        assert_eq!((c.interval, c.due, c.reps), (15, 122, 3));
        assert!(c.learned());
        assert!(!c.is_due(1000), "a learned card is never due");
    }

    #[test]
    fn a_lapse_starts_again_and_lowers_the_ease() {
        let s = Sm2::new(10).answer(true, 10).answer(true, 11);
        let l = s.answer(false, 17);
        // 2.5 − 0.54 = 1.96.
        assert_eq!((l.interval, l.due, l.reps, l.lapses, l.ease), (1, 18, 0, 1, 196));
        assert!(l.is_due(18) && !l.is_due(17));
        // The ease never falls below 1.3.
        let mut w = Sm2::new(0);
        for day in 0..10 {
            w = w.answer(false, day);
        }
        assert_eq!((w.ease, w.lapses), (MIN_EASE, 10));
        // After a lapse the run restarts: 1 day, 6 days, then interval × the lowered ease.
        let r = w.answer(true, 20).answer(true, 21).answer(true, 27);
        assert_eq!(r.interval, (6 * MIN_EASE + 50) / 100);
    }

    #[test]
    fn deck_text_round_trip_due_and_refusals() {
        let mut d = Deck::default();
        assert!(d.add(card("1.3", 5)));
        assert!(!d.add(card("1.3", 5)), "one card per turn");
        let again = Card {
            key: "8.3".into(),
            ..card("1.3", 6)
        };
        assert!(
            !d.add(again),
            "the same mistake from the same game kept again under another id"
        );
        assert!(d.add(card("1.7", 9)));
        let mut bad = card("2.1", 5);
        bad.best = "24/13\t".into();
        assert!(!d.add(bad));
        let text = d.to_text();
        assert_eq!(Deck::from_text(&text), d);
        assert_eq!(due_count(&text, 4), 0);
        assert_eq!(due_count(&text, 5), 1);
        assert_eq!(due_count(&text, 9), 2);
        assert_eq!(d.next_due(9).unwrap().key, "1.3");
        assert!(d.answer("1.3", true, 9));
        assert!(!d.answer("9.9", true, 9));
        assert_eq!(d.due(9), 1);
        assert_eq!(due_count(&d.to_text(), 9), 1);
        let damaged = text.replace("\t250\t", "\tx\t");
        assert_eq!(Deck::from_text(&damaged).cards().len(), 0);
        assert_eq!(due_count("junk\nmore junk", 9), 0);
        d.clear();
        assert_eq!(d.cards().len(), 0);
    }

    #[test]
    fn the_deck_is_bounded_learned_cards_first() {
        let mut d = Deck::default();
        for i in 0..MAX_CARDS {
            d.add(card(&format!("1.{i}"), 0));
        }
        for _ in 0..LEARNED {
            d.answer("1.5", true, 0);
        }
        d.add(card("2.0", 0));
        assert_eq!(d.cards().len(), MAX_CARDS);
        assert!(d.cards().iter().all(|c| c.key != "1.5"));
        d.add(card("2.1", 0));
        assert!(d.cards().iter().all(|c| c.key != "1.0"));
    }

    #[test]
    fn days_since_1970() {
        assert_eq!(day_of(0.0), 0);
        assert_eq!(day_of(86_400_000.0 * 3.5), 3);
        assert_eq!(day_of(f64::NAN), 0);
    }

    #[test]
    fn due_today_counts_by_the_day_of_the_time_given() {
        let mut d = Deck::default();
        d.add(card("1.3", 5));
        d.add(card("1.7", 9));
        let text = d.to_text();
        const DAY: f64 = 86_400_000.0;
        assert_eq!(due_today(&text, 5.0 * DAY - 1.0), 0);
        assert_eq!(due_today(&text, 5.0 * DAY), 1);
        assert_eq!(due_today(&text, 9.5 * DAY), 2);
        assert_eq!(due_today("", 9.5 * DAY), 0);
        // A deck as the format's first writer wrote it: one card due from day 20 405.
        let stored = "fevga-deck 1\n\
            1764662400000.7\t20405\t250\t0\t0\t0\tfevga\tW:24x15 B:12x15 W\t6-5\t24/13\t24/18 24/19\t-12\t-140\trace-lead\n";
        assert_eq!(Deck::from_text(stored).to_text(), stored);
        assert_eq!(due_today(stored, 20_405.0 * DAY), 1);
        assert_eq!(due_today(stored, 20_404.0 * DAY), 0);
    }
}
