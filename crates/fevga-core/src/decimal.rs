//! Decimal numbers written and read with integer arithmetic: the one writer and the one reader
//! of the pages' numbers (SVG coordinates, equities, percentages). Core's float `Display` and
//! `FromStr` bring in about 20 KB of formatting and parsing machinery (`flt2dec`, `dec2flt`) that
//! a page's wasm does without when every number goes through here.

use std::fmt;

/// The largest number of decimals written; more would overflow the scaled integer sooner.
const MAX_PLACES: u8 = 9;

/// A number written with a fixed number of decimals, rounded half away from zero, with
/// integer arithmetic. [`Decimal::num`] drops trailing zeros (an SVG coordinate), [`Decimal::fixed`]
/// keeps them (an equity's three places). A value that rounds to zero has no minus sign; NaN is
/// written as 0, and magnitudes past `u64::MAX` scaled are clamped there.
///
/// ```
/// use fevga_core::decimal::Decimal;
/// assert_eq!(Decimal::num(61.0).to_string(), "61");
/// assert_eq!(Decimal::num(53.666_666).to_string(), "53.67");
/// assert_eq!(Decimal::fixed(-0.08, 3).to_string(), "-0.080");
/// assert_eq!(Decimal::fixed(0.3126, 3).plus().to_string(), "+0.313");
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decimal {
    value: f64,
    places: u8,
    trim: bool,
    plus: bool,
}

impl Decimal {
    /// `value` to two decimals, trailing zeros (and a bare point) dropped: `61`, `61.5`, `53.67`.
    #[must_use]
    pub const fn num(value: f64) -> Self {
        Decimal::trimmed(value, 2)
    }

    /// `value` to at most `places` decimals (at most 9), trailing zeros dropped.
    #[must_use]
    pub const fn trimmed(value: f64, places: u8) -> Self {
        Decimal {
            value,
            places: min_places(places),
            trim: true,
            plus: false,
        }
    }

    /// `value` with exactly `places` decimals (at most 9): `0.080`.
    #[must_use]
    pub const fn fixed(value: f64, places: u8) -> Self {
        Decimal {
            value,
            places: min_places(places),
            trim: false,
            plus: false,
        }
    }

    /// The same, with a `+` before a number that is not negative.
    #[must_use]
    pub const fn plus(self) -> Self {
        Decimal { plus: true, ..self }
    }
}

const fn min_places(places: u8) -> u8 {
    if places < MAX_PLACES { places } else { MAX_PLACES }
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scale = 10u64.pow(u32::from(self.places));
        // Rounded half away from zero; `as` saturates (and takes NaN to 0).
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let n = (self.value.abs() * scale as f64 + 0.5) as u64;
        let (int, mut frac) = (n / scale, n % scale);
        let mut places = usize::from(self.places);
        if self.trim {
            while places > 0 && frac % 10 == 0 {
                frac /= 10;
                places -= 1;
            }
        }
        // Sign, at most 20 digits, the point and 9 decimals.
        let mut buf = [0u8; 32];
        let mut end = buf.len();
        let mut push = |b: u8| {
            end -= 1;
            buf[end] = b;
        };
        for _ in 0..places {
            #[allow(clippy::cast_possible_truncation)]
            push(b'0' + (frac % 10) as u8);
            frac /= 10;
        }
        if places > 0 {
            push(b'.');
        }
        let mut int = int;
        loop {
            #[allow(clippy::cast_possible_truncation)]
            push(b'0' + (int % 10) as u8);
            int /= 10;
            if int == 0 {
                break;
            }
        }
        if self.value < 0.0 && n != 0 {
            push(b'-');
        } else if self.plus {
            push(b'+');
        }
        // Only ASCII digits and signs were written.
        f.pad(std::str::from_utf8(&buf[end..]).unwrap_or_default())
    }
}

/// Reads a decimal number, `-0.125`, `+3`, `.5` or `42.`, with integer arithmetic: an optional
/// sign, digits with at most one point, at least one digit, nothing else (no exponent, no
/// spaces). Digits past the 18th significant one are ignored, as are decimals past the 18th.
///
/// ```
/// use fevga_core::decimal::parse;
/// assert_eq!(parse("0.123"), Some(0.123));
/// assert_eq!(parse("-12.5"), Some(-12.5));
/// assert_eq!(parse("1e3"), None);
/// ```
#[must_use]
pub fn parse(text: &str) -> Option<f64> {
    let (negative, digits) = match text.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        rest => (false, rest),
    };
    let (mut mantissa, mut significant, mut decimals, mut exponent) = (0u64, 0u32, 0i32, 0i32);
    let (mut any, mut point) = (false, false);
    for &b in digits {
        match b {
            b'.' if !point => point = true,
            b'0'..=b'9' => {
                any = true;
                if significant < 18 {
                    mantissa = mantissa * 10 + u64::from(b - b'0');
                    if mantissa > 0 {
                        significant += 1;
                    }
                    if point {
                        decimals += 1;
                    }
                } else if !point {
                    // An integer digit past the precision kept still scales the number.
                    exponent += 1;
                }
            }
            _ => return None,
        }
    }
    if !any {
        return None;
    }
    #[allow(clippy::cast_precision_loss)]
    let mut v = mantissa as f64;
    // Powers of ten up to 10^22 are exact in f64, so one division or product rounds once.
    v = if exponent >= decimals {
        v * pow10(exponent - decimals)
    } else {
        v / pow10(decimals - exponent)
    };
    Some(if negative { -v } else { v })
}

fn pow10(k: i32) -> f64 {
    let mut p = 1.0;
    for _ in 0..k {
        p *= 10.0;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_as_core_does_but_for_exact_ties() {
        for (v, places) in [
            (0.3126, 3),
            (-0.08, 2),
            (62.44, 0),
            (0.5, 1),
            (123.456_789, 4),
            (1e6, 2),
            (0.0, 3),
        ] {
            assert_eq!(
                Decimal::fixed(v, places).to_string(),
                format!("{v:.*}", usize::from(places)),
                "{v}"
            );
        }
        for v in [0.0, 1.0, 61.5, -3.25, 405.0, 1234.75, 0.05, -0.5] {
            assert_eq!(Decimal::num(v).to_string(), format!("{v}"), "{v}");
        }
        assert_eq!(Decimal::num(322.0 / 6.0).to_string(), "53.67");
        assert_eq!(Decimal::num(0.1 + 0.2).to_string(), "0.3");
        assert_eq!(Decimal::trimmed(-1.200_04, 3).to_string(), "-1.2");
        assert_eq!(Decimal::fixed(0.3126, 3).plus().to_string(), "+0.313");
        assert_eq!(Decimal::fixed(0.0, 1).plus().to_string(), "+0.0");
        assert_eq!(Decimal::fixed(-0.0004, 3).to_string(), "0.000");
        assert_eq!(Decimal::fixed(2.5, 0).to_string(), "3");
        assert_eq!(Decimal::fixed(f64::NAN, 2).to_string(), "0.00");
        assert_eq!(Decimal::num(f64::INFINITY).to_string(), "184467440737095516.15");
        assert_eq!(format!("[{:>6}]", Decimal::fixed(1.5, 1)), "[   1.5]");
    }

    #[test]
    fn reads_what_core_reads_without_exponents() {
        for t in [
            "0.123",
            "-0.125",
            "+3",
            ".5",
            "42.",
            "0",
            "-0",
            "1234.5678",
            "0.1",
            "0.000001",
            "99999.99",
        ] {
            assert_eq!(parse(t), t.parse::<f64>().ok(), "{t}");
        }
        assert_eq!(parse("123456789012345678901"), Some(1.234_567_890_123_456_8e20));
        for t in [
            "", "-", ".", "1.2.3", "1e3", " 1", "1 ", "abc", "--1", "0x10", "inf", "NaN",
        ] {
            assert_eq!(parse(t), None, "{t:?}");
        }
    }
}
