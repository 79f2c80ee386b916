//! The page's pace, one owner for every delay: how long the computer seems to think, the wait
//! before an automatic roll or a forced play, how fast a checker slides and how long a move
//! takes to show. The speed setting scales them; with animation off (the setting, or the
//! system's reduced-motion preference) checkers jump.

use super::output::Anim;
use crate::settings::{Settings, Speed};

/// Delays at normal speed (ms).
const THINK_MS: u32 = 450;
const AUTO_ROLL_MS: u32 = 350;
const FORCED_MS: u32 = 1100;
/// A checker's slide per point of its path.
const STEP_MS: u32 = 260;
/// A moment after the last slide ends before the next turn starts.
const SETTLE_MS: u32 = 150;

/// The delays for the current settings and motion preference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    percent: u32,
    animate: bool,
}

impl Pace {
    /// The pace of `settings`' speed; checkers slide only if the settings animate and the
    /// system does not ask for reduced motion.
    #[must_use]
    pub fn new(settings: &Settings, reduced_motion: bool) -> Pace {
        let percent = match settings.speed {
            Speed::Slow => 170,
            Speed::Normal => 100,
            Speed::Fast => 40,
        };
        Pace {
            percent,
            animate: settings.animate && !reduced_motion,
        }
    }

    fn scaled(self, ms: u32) -> u32 {
        ms * self.percent / 100
    }

    /// Before the computer rolls and moves.
    #[must_use]
    pub fn think_ms(self) -> u32 {
        self.scaled(THINK_MS)
    }

    /// Before an automatic roll.
    #[must_use]
    pub fn auto_roll_ms(self) -> u32 {
        self.scaled(AUTO_ROLL_MS)
    }

    /// While a forced play or a pass is read, before it is made.
    #[must_use]
    pub fn forced_ms(self) -> u32 {
        self.scaled(FORCED_MS)
    }

    /// A slide per point of a checker's path; 0 when checkers jump.
    #[must_use]
    pub fn step_ms(self) -> u32 {
        if self.animate { self.scaled(STEP_MS) } else { 0 }
    }

    /// How long `anims` take to show (they run together), with a moment to settle; 0 if none.
    #[must_use]
    pub fn shown_ms(self, anims: &[Anim]) -> u32 {
        let longest = anims.iter().map(Anim::duration_ms).max().unwrap_or(0);
        if longest == 0 {
            0
        } else {
            longest + self.scaled(SETTLE_MS)
        }
    }
}

#[cfg(test)]
mod tests {
    use fevga_board::Spot;
    use fevga_core::Color;

    use super::*;
    use fevga_core::WhitePoint;

    fn slide(points: usize, step_ms: u32) -> Anim {
        Anim {
            color: Color::White,
            path: WhitePoint::all().rev().take(points).map(Spot::Point).collect(),
            step_ms,
        }
    }

    #[test]
    fn speed_scales_every_delay_and_motion_can_be_off() {
        let at = |speed, animate, reduced| {
            Pace::new(
                &Settings {
                    speed,
                    animate,
                    ..Settings::default()
                },
                reduced,
            )
        };
        let (slow, normal, fast) = (
            at(Speed::Slow, true, false),
            at(Speed::Normal, true, false),
            at(Speed::Fast, true, false),
        );
        for f in [Pace::think_ms, Pace::auto_roll_ms, Pace::forced_ms, Pace::step_ms] {
            assert!(f(slow) > f(normal) && f(normal) > f(fast) && f(fast) > 0);
        }
        assert_eq!(at(Speed::Normal, false, false).step_ms(), 0);
        assert_eq!(at(Speed::Normal, true, true).step_ms(), 0, "reduced motion");
        assert_eq!(at(Speed::Normal, false, false).think_ms(), normal.think_ms());
    }

    #[test]
    fn a_move_shows_as_long_as_its_longest_slide() {
        let p = Pace::new(&Settings::default(), false);
        assert_eq!(p.shown_ms(&[]), 0);
        let (short, long) = (slide(2, p.step_ms()), slide(4, p.step_ms()));
        assert_eq!(p.shown_ms(&[short.clone(), long.clone()]), 3 * p.step_ms() + SETTLE_MS);
        assert_eq!(p.shown_ms(&[slide(3, 0)]), 0, "checkers that jump show at once");
        assert!(p.shown_ms(&[long]) > p.shown_ms(&[short]));
    }
}
