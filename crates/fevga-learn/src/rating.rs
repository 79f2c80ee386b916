//! Puzzle ratings: Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), as lichess rates
//! its puzzles and their solvers. Every try is a game between the solver and the puzzle: a
//! solved puzzle is a win for the solver and a loss for the puzzle, and both ratings move at
//! once ([`Rating::after`], one game a rating period). A puzzle's rating starts from its
//! difficulty ([`Rating::of_difficulty`]); the solver's from [`Rating::SOLVER`].
//!
//! Ratings are kept on the person's device as text, so every rating is rounded as it is made
//! ([`Rating::rounded`]: the rating and deviation to 0.01, the volatility to 10⁻⁶); what is
//! read back is then exactly what was written.

use std::fmt;
use std::str::FromStr;

/// Glicko-2's scale: a rating point is this many times a unit of its internal scale.
const SCALE: f64 = 173.7178;
/// The rating every scale is centred on.
const CENTRE: f64 = 1500.0;
/// The system constant τ: how much the volatility may change (Glickman suggests 0.3–1.2).
pub const TAU: f64 = 0.5;
/// No deviation falls below this, so that a rating never stops following the person.
pub const MIN_DEVIATION: f64 = 45.0;
/// Nor rises above this, a newcomer's.
pub const MAX_DEVIATION: f64 = 350.0;
/// The convergence tolerance of the volatility's iteration.
const EPSILON: f64 = 1e-6;

/// A Glicko-2 rating: the rating, its deviation (the uncertainty, one standard deviation) and
/// the volatility (how erratic the results are).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating, around 1500.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

impl Rating {
    /// A new solver: a little below the middle, so that the first puzzles served are easy ones,
    /// and uncertain, so that the first results move it far.
    pub const SOLVER: Rating = Rating {
        rating: 1300.0,
        deviation: MAX_DEVIATION,
        volatility: 0.06,
    };

    /// A puzzle's rating before anyone tried it here, from its difficulty (1 beginner … 4 expert,
    /// 5 none of the levels; [`crate::Puzzle::difficulty`]): 1200, 1500, 1800, 2100, 2400, with a
    /// deviation of 200 (the grade says something, not everything).
    #[must_use]
    pub fn of_difficulty(difficulty: u8) -> Rating {
        Rating {
            rating: 900.0 + 300.0 * f64::from(difficulty.clamp(1, 5)),
            deviation: 200.0,
            volatility: 0.06,
        }
    }

    /// The rating with the rating and deviation rounded to 0.01 and the volatility to 10⁻⁶ (as
    /// kept), the deviation within [`MIN_DEVIATION`]…[`MAX_DEVIATION`].
    #[must_use]
    pub fn rounded(self) -> Rating {
        let to = |x: f64, k: f64| (x * k).round() / k;
        Rating {
            rating: to(self.rating, 100.0),
            deviation: to(self.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION), 100.0),
            volatility: to(self.volatility, 1e6),
        }
    }

    /// The expected score against `other` (0…1): the chance of solving, for a solver against a
    /// puzzle.
    #[must_use]
    pub fn expected(&self, other: &Rating) -> f64 {
        let (mu, mu_j, phi_j) = (
            (self.rating - CENTRE) / SCALE,
            (other.rating - CENTRE) / SCALE,
            other.deviation / SCALE,
        );
        1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
    }

    /// The rating after one rating period with these results: each opponent's rating (as it was
    /// before the period) and the score against it (1 a win, 0 a loss, ½ a draw). No results:
    /// only the deviation grows, as time passes (Glickman's step 6). Not rounded: see
    /// [`Rating::after`].
    #[must_use]
    pub fn updated(&self, results: &[(Rating, f64)]) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            return Rating {
                deviation: (phi * phi + sigma * sigma).sqrt() * SCALE,
                ..*self
            };
        }
        // Steps 3–4: the estimated variance v and improvement Δ.
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for (o, s) in results {
            let (mu_j, g_j) = ((o.rating - CENTRE) / SCALE, g(o.deviation / SCALE));
            let e = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
            inv_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (s - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        for _ in 0..100 {
            if (big_b - big_a).abs() <= EPSILON {
                break;
            }
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
        }
        let sigma_new = (big_a / 2.0).exp();
        // Steps 6–8: the new deviation and rating.
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: mu_new * SCALE + CENTRE,
            deviation: phi_new * SCALE,
            volatility: sigma_new,
        }
    }

    /// The rating after one game against `other` with `score` (1 a win, 0 a loss), rounded as
    /// kept.
    #[must_use]
    pub fn after(&self, other: &Rating, score: f64) -> Rating {
        self.updated(&[(*other, score)]).rounded()
    }

    /// The rating as a person reads it: a whole number.
    #[must_use]
    pub fn shown(&self) -> i64 {
        // Ratings stay far inside i64; the cast only drops the fraction.
        #[allow(clippy::cast_possible_truncation)]
        let r = self.rating.round() as i64;
        r
    }
}

/// Glicko-2's g(φ): how much an opponent's uncertainty discounts a result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

impl fmt::Display for Rating {
    /// `rating deviation volatility`, as kept: `1523.41 87.02 0.059998`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.2} {:.2} {:.6}", self.rating, self.deviation, self.volatility)
    }
}

impl FromStr for Rating {
    type Err = &'static str;

    /// Reads [`Rating`]'s `Display`: three numbers, a rating within 0…4000, a deviation within
    /// [`MIN_DEVIATION`]…[`MAX_DEVIATION`] and a volatility within 0…1.
    fn from_str(text: &str) -> Result<Rating, &'static str> {
        let mut w = text.split(' ').map(str::parse::<f64>);
        let mut next = || w.next().and_then(Result::ok).filter(|x| x.is_finite());
        let (Some(rating), Some(deviation), Some(volatility)) = (next(), next(), next()) else {
            return Err("expected a rating, its deviation and its volatility");
        };
        if next().is_some() {
            return Err("too many numbers");
        }
        if !(0.0..=4000.0).contains(&rating)
            || !(MIN_DEVIATION..=MAX_DEVIATION).contains(&deviation)
            || !(0.0..=1.0).contains(&volatility)
        {
            return Err("a rating out of range");
        }
        Ok(Rating {
            rating,
            deviation,
            volatility,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example: a 1500 (RD 200) player beats a 1400 (30), loses to a 1550
    /// (100) and to a 1700 (300): 1464.06, RD 151.52, volatility 0.05999.
    #[test]
    fn glickmans_example() {
        let after =
            r(1500.0, 200.0).updated(&[(r(1400.0, 30.0), 1.0), (r(1550.0, 100.0), 0.0), (r(1700.0, 300.0), 0.0)]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 1e-5, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_the_surprise_moves_most() {
        let solver = Rating::SOLVER;
        let easy = Rating::of_difficulty(1);
        let hard = Rating::of_difficulty(4);
        assert!(solver.expected(&easy) > 0.5 && solver.expected(&hard) < 0.5);
        let won_easy = solver.after(&easy, 1.0);
        let won_hard = solver.after(&hard, 1.0);
        let lost_easy = solver.after(&easy, 0.0);
        assert!(won_easy.rating > solver.rating && lost_easy.rating < solver.rating);
        assert!(won_hard.rating - solver.rating > won_easy.rating - solver.rating);
        // Every game makes the rating surer; the puzzle moves the other way.
        assert!(won_easy.deviation < solver.deviation);
        assert!(easy.after(&solver, 0.0).rating < easy.rating);
        // Without games, only the uncertainty grows.
        let idle = won_easy.updated(&[]);
        assert_eq!(idle.rating, won_easy.rating);
        assert!(idle.deviation > won_easy.deviation);
    }

    #[test]
    fn many_results_settle_near_the_strength_they_show() {
        // A solver who solves the 1500 puzzles and fails the 1800 ones ends between them.
        let mut s = Rating::SOLVER;
        for k in 0..60 {
            let p = Rating::of_difficulty(if k % 2 == 0 { 2 } else { 3 });
            s = s.after(&p, if k % 2 == 0 { 1.0 } else { 0.0 });
        }
        assert!((1500.0..1800.0).contains(&s.rating), "{s:?}");
        assert!(s.deviation < 100.0, "{s:?}");
        assert!(s.deviation >= MIN_DEVIATION);
    }

    #[test]
    fn the_text_reads_back_exactly_and_bad_text_is_refused() {
        let mut s = Rating::SOLVER;
        for k in 0..20 {
            s = s.after(&Rating::of_difficulty(1 + k % 4), f64::from(k % 3 != 0));
            assert_eq!(s.to_string().parse::<Rating>(), Ok(s), "{s}");
        }
        for bad in [
            "",
            "1500",
            "1500 200",
            "1500 200 0.06 1",
            "x 200 0.06",
            "1500 20 0.06",
            "NaN 200 0.06",
            "1500 200 2",
        ] {
            assert!(bad.parse::<Rating>().is_err(), "{bad:?}");
        }
    }
}
