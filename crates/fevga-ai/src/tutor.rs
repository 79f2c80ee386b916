//! The tutor's judgement (issue 18; quieter since issue 33): when a person has entered a play,
//! the roll's plays are ranked at [`LEVEL`]'s depth and the play's loss against the best is
//! judged by [`Tutor::judge`]. Every blunder ([`BLUNDER`]) is warned of; a mistake
//! ([`MISTAKE`]) is warned of unless the tutor warned on one of the side's last [`QUIET_PLAYS`]
//! plays, so a weak player is not stopped turn after turn for small things. (On the turn of a
//! warning, a play entered again after Take back is judged as the first was.)
//! [`stops_in_game`] measures it (`fevga tutor-stats`).

use fevga_core::{Color, Rules, SeededDice};

use crate::review::{BLUNDER, MISTAKE, analyse};
use crate::{Level, choose, play_out};

/// The level whose ranking the tutor judges by: strong's (0 ply, every play weighed, quick).
pub const LEVEL: Level = Level::Strong;

/// After a warning, a mistake passes without a word on the side's next this many plays (a
/// blunder never does).
pub const QUIET_PLAYS: u8 = 2;

/// What the tutor remembers of one side's plays.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tutor {
    /// Plays still to pass quietly unless a blunder.
    quiet: u8,
    /// The tutor has warned on the turn being played (the plays after it are quiet).
    warned_now: bool,
}

impl Tutor {
    /// Whether a play entered that gives away `loss` points against the best is warned of:
    /// always a blunder; a mistake unless the tutor warned on one of the side's last
    /// [`QUIET_PLAYS`] plays; never less.
    pub fn judge(&mut self, loss: f32) -> bool {
        let warn = loss >= BLUNDER || (loss >= MISTAKE && self.quiet == 0);
        self.warned_now |= warn;
        warn
    }

    /// The turn's play was made (a turn the tutor judged): a warning on it quiets the next
    /// [`QUIET_PLAYS`] plays, else one quiet play is used up.
    pub fn made(&mut self) {
        self.quiet = if std::mem::take(&mut self.warned_now) {
            QUIET_PLAYS
        } else {
            self.quiet.saturating_sub(1)
        };
    }
}

/// The tutor's stops in one simulated game: the person, played by a level, keeps every play it
/// chose (as "Play it anyway"), so the game is the same whichever way the tutor judges.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameStops {
    /// The person's plays the tutor judged (rolls with two plays or more).
    pub judged: u32,
    /// Plays losing a mistake's worth or more: the stops of the tutor that warns every one.
    pub mistakes: u32,
    /// Plays losing a blunder's worth or more.
    pub blunders: u32,
    /// The stops of [`Tutor::judge`].
    pub stops: u32,
    /// The blunders among those stops.
    pub blunders_warned: u32,
}

/// Plays one game by `seed`, the person (White or Black by the seed's parity) choosing as
/// `person`, the computer as `computer`, and counts the tutor's stops for the person.
///
/// # Panics
/// If the core cannot roll the opening (a seeded source always can).
#[must_use]
pub fn stops_in_game(rules: Rules, seed: u64, person: Level, computer: Level) -> GameStops {
    let me = if seed.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let mut stops = GameStops::default();
    let mut tutor = Tutor::default();
    let mut dice = SeededDice::new(seed);
    let _ = play_out(rules, &mut dice, |pos, roll, rng| {
        if pos.turn() != me {
            return choose(pos, rules, roll, computer, rng);
        }
        let play = choose(pos, rules, roll, person, rng)?;
        let ranked = analyse(pos, rules, roll, LEVEL, None);
        if ranked.len() < 2 {
            return Some(play);
        }
        let mine = ranked.iter().find(|r| r.play.position() == play.position())?;
        let loss = ranked[0].equity - mine.equity;
        stops.judged += 1;
        stops.mistakes += u32::from(loss >= MISTAKE);
        stops.blunders += u32::from(loss >= BLUNDER);
        if tutor.judge(loss) {
            stops.stops += 1;
            stops.blunders_warned += u32::from(loss >= BLUNDER);
        }
        tutor.made();
        Some(play)
    })
    .expect("a seeded opening");
    stops
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: f32 = (MISTAKE + BLUNDER) / 2.0;
    const BIG: f32 = BLUNDER + 0.1;
    const FINE: f32 = MISTAKE / 2.0;

    /// Plays losses one a turn; returns the warnings.
    fn warnings(losses: &[f32]) -> Vec<bool> {
        let mut t = Tutor::default();
        losses
            .iter()
            .map(|&l| {
                let w = t.judge(l);
                t.made();
                w
            })
            .collect()
    }

    #[test]
    fn a_mistake_right_after_a_warning_passes_a_blunder_never_does() {
        assert_eq!(warnings(&[SMALL, SMALL, SMALL, SMALL]), [true, false, false, true]);
        assert_eq!(
            warnings(&[BIG, SMALL, BIG, SMALL, SMALL, SMALL]),
            [true, false, true, false, false, true]
        );
        assert_eq!(
            warnings(&[FINE, SMALL, FINE, FINE, SMALL]),
            [false, true, false, false, true]
        );
        // On the turn of a warning, a mistake entered again after Take back is warned again;
        // the quiet plays begin once the turn is played.
        let mut t = Tutor::default();
        assert!(t.judge(SMALL));
        assert!(t.judge(SMALL));
        assert!(!t.judge(FINE));
        t.made();
        assert!(!t.judge(SMALL) && t.judge(BIG));
        for _ in 0..QUIET_PLAYS {
            t.made();
            assert!(!t.judge(SMALL));
        }
        t.made();
        assert!(t.judge(SMALL));
    }

    /// Random losses, as many plays as a few games: every blunder warned; every mistake warned
    /// unless a warning came on one of the last QUIET_PLAYS plays; nothing smaller ever.
    #[test]
    fn every_blunder_is_warned_over_random_plays() {
        let mut rng = SeededDice::new(33);
        let mut t = Tutor::default();
        let mut last_warning: Option<usize> = None;
        for i in 0..5000 {
            let loss = rng.below(300) as f32 / 1000.0;
            let w = t.judge(loss);
            t.made();
            let recent = last_warning.is_some_and(|j| i - j <= usize::from(QUIET_PLAYS));
            let expected = loss >= BLUNDER || (loss >= MISTAKE && !recent);
            assert_eq!(w, expected, "play {i}, loss {loss}");
            if w {
                last_warning = Some(i);
            }
        }
    }

    #[test]
    fn a_simulated_game_warns_every_blunder() {
        let mut all = GameStops::default();
        for seed in 0..4 {
            let s = stops_in_game(Rules::ALL[seed as usize % 2], seed, Level::Novice, Level::Beginner);
            assert_eq!(s.blunders_warned, s.blunders);
            assert!(s.stops <= s.mistakes && s.mistakes <= s.judged);
            all.judged += s.judged;
            all.blunders += s.blunders;
        }
        assert!(all.judged > 40 && all.blunders > 0, "{all:?}");
    }
}
