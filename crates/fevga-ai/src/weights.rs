//! The weights file: a small header, the weights as little-endian `f32` (format 1, what training
//! writes) or IEEE half floats (format 2, what the engine ships: half the bytes in every
//! download, and the network's choices unchanged, see the tests), a checksum.
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `FEVGANET` |
//! | 4 | format version ([`FORMAT_VERSION`] 1 or [`FORMAT_VERSION_HALF`] 2) |
//! | 4 | input-feature version ([`crate::features::FeatureSet::version`]: 1 for td1's 213 inputs, 2 for 227) |
//! | 4, 4, 4 | inputs, hidden units, outputs |
//! | 4 × n (format 1) or 2 × n (format 2) | the n weights: `w1` (input-major), `b1`, `w2` (output-major), `b2` |
//! | 4 | FNV-1a of everything before it |
//!
//! All integers are little-endian `u32`. With 213 inputs and 80 hidden units (n = 17 363) the
//! file is 69 484 bytes in format 1 and 34 758 in format 2. Reading never panics: a bad file is a [`WeightsError`]. A file can be embedded with
//! `Net::from_bytes(include_bytes!("…"))`.

use std::fmt;

use crate::features::{FEATURE_VERSION, FeatureSet};
use crate::net::{Net, OUTPUTS};

/// The file's first eight bytes.
pub const MAGIC: [u8; 8] = *b"FEVGANET";
/// The layout version of `f32` weights (training's output).
pub const FORMAT_VERSION: u32 = 1;
/// The layout version of half-float weights (what the engine embeds).
pub const FORMAT_VERSION_HALF: u32 = 2;
/// Header bytes before the weights.
const HEADER: usize = 28;
/// Largest hidden layer accepted (guards against absurd sizes in a corrupt header).
pub const MAX_HIDDEN: usize = 4096;

/// Why a weights file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsError {
    /// Shorter than the header and checksum.
    TooShort {
        /// The file's length in bytes.
        len: usize,
    },
    /// Not a weights file.
    BadMagic,
    /// A layout this code does not know.
    UnsupportedVersion {
        /// The format version the file names.
        found: u32,
    },
    /// Trained on inputs this build does not know.
    FeatureVersion {
        /// The file's feature version.
        found: u32,
        /// This build's newest ([`crate::features::FEATURE_VERSION`]).
        expected: u32,
    },
    /// The input count does not match the file's feature set.
    Inputs {
        /// The file's input count.
        found: u32,
        /// Its feature set's ([`crate::features::FeatureSet::inputs`]).
        expected: u32,
    },
    /// Zero or more than [`MAX_HIDDEN`] hidden units.
    Hidden {
        /// The file's hidden-unit count.
        found: u32,
    },
    /// Not three outputs.
    Outputs {
        /// The file's output count.
        found: u32,
    },
    /// The length does not match the layer sizes.
    Length {
        /// The file's length in bytes.
        found: usize,
        /// The length its header's layer sizes call for.
        expected: usize,
    },
    /// The checksum does not match: the file is damaged.
    Checksum {
        /// The checksum stored at the file's end.
        found: u32,
        /// The checksum of the bytes before it.
        computed: u32,
    },
    /// A weight is NaN or infinite.
    NotFinite {
        /// The weight's place among all the weights, in file order.
        index: usize,
    },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::TooShort { len } => write!(f, "weights file too short ({len} bytes)"),
            WeightsError::BadMagic => f.write_str("not a Fevga weights file (bad magic)"),
            WeightsError::UnsupportedVersion { found } => {
                write!(
                    f,
                    "weights format version {found} is not supported (expected {FORMAT_VERSION} or {FORMAT_VERSION_HALF})"
                )
            }
            WeightsError::FeatureVersion { found, expected } => {
                write!(
                    f,
                    "weights use input features version {found}, this build has 1–{expected}"
                )
            }
            WeightsError::Inputs { found, expected } => {
                write!(f, "weights have {found} inputs, the features have {expected}")
            }
            WeightsError::Hidden { found } => write!(f, "weights have {found} hidden units (1–{MAX_HIDDEN})"),
            WeightsError::Outputs { found } => write!(f, "weights have {found} outputs, expected {OUTPUTS}"),
            WeightsError::Length { found, expected } => {
                write!(f, "weights file is {found} bytes, its header says {expected}")
            }
            WeightsError::Checksum { found, computed } => {
                write!(
                    f,
                    "weights checksum {found:08x} does not match {computed:08x}: damaged file"
                )
            }
            WeightsError::NotFinite { index } => write!(f, "weight {index} is not a finite number"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// FNV-1a, 32 bits.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes
        .iter()
        .fold(0x811C_9DC5u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// The nearest IEEE half float (round to nearest even); weights are far inside its range.
#[must_use]
pub fn to_half(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
    let mant = b & 0x7f_ffff;
    if exp >= 31 {
        return sign | 0x7c00;
    }
    if exp <= 0 {
        if exp < -10 {
            return sign;
        }
        let m = (mant | 0x80_0000) >> (1 - exp);
        return sign | ((m + 0x1000) >> 13) as u16;
    }
    let mut h = (u32::from(sign)) | ((exp as u32) << 10) | (mant >> 13);
    let rest = mant & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && h & 1 == 1) {
        h += 1;
    }
    h as u16
}

/// The `f32` value of an IEEE half float.
#[must_use]
pub fn from_half(h: u16) -> f32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exp = u32::from((h >> 10) & 0x1f);
    let mant = u32::from(h & 0x3ff);
    let bits = match exp {
        0 if mant == 0 => sign,
        0 => {
            // Subnormal: shift the mantissa up to its leading one.
            let mut e: u32 = 127 - 15 + 1;
            let mut m = mant;
            while m & 0x400 == 0 {
                m <<= 1;
                e -= 1;
            }
            sign | (e << 23) | ((m & 0x3ff) << 13)
        }
        31 => sign | 0x7f80_0000 | (mant << 13),
        _ => sign | ((exp + 127 - 15) << 23) | (mant << 13),
    };
    f32::from_bits(bits)
}

impl Net {
    /// The file's bytes, weights as `f32` (format 1).
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        self.encode(false)
    }

    /// The file's bytes, weights as half floats (format 2).
    #[must_use]
    pub fn to_half_bytes(&self) -> Vec<u8> {
        self.encode(true)
    }

    fn encode(&self, half: bool) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 4 * self.parameters() + 4);
        out.extend_from_slice(&MAGIC);
        for v in [
            if half { FORMAT_VERSION_HALF } else { FORMAT_VERSION },
            self.features().version(),
            self.inputs as u32,
            self.hidden as u32,
            OUTPUTS as u32,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2).chain(&self.b2) {
            if half {
                out.extend_from_slice(&to_half(*w).to_le_bytes());
            } else {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a weights file made by [`Net::to_bytes`] for this build's features.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, WeightsError> {
        if bytes.len() < HEADER + 4 {
            return Err(WeightsError::TooShort { len: bytes.len() });
        }
        if bytes[..8] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        let version = u32_at(bytes, 8);
        let width = match version {
            FORMAT_VERSION => 4,
            FORMAT_VERSION_HALF => 2,
            found => return Err(WeightsError::UnsupportedVersion { found }),
        };
        let features = u32_at(bytes, 12);
        let Some(set) = FeatureSet::from_version(features) else {
            return Err(WeightsError::FeatureVersion {
                found: features,
                expected: FEATURE_VERSION,
            });
        };
        let (inputs, hidden, outputs) = (u32_at(bytes, 16), u32_at(bytes, 20), u32_at(bytes, 24));
        if inputs as usize != set.inputs() {
            return Err(WeightsError::Inputs {
                found: inputs,
                expected: set.inputs() as u32,
            });
        }
        if hidden == 0 || hidden as usize > MAX_HIDDEN {
            return Err(WeightsError::Hidden { found: hidden });
        }
        if outputs as usize != OUTPUTS {
            return Err(WeightsError::Outputs { found: outputs });
        }
        let (inputs, hidden) = (inputs as usize, hidden as usize);
        let count = inputs * hidden + hidden + OUTPUTS * hidden + OUTPUTS;
        let expected = HEADER + width * count + 4;
        if bytes.len() != expected {
            return Err(WeightsError::Length {
                found: bytes.len(),
                expected,
            });
        }
        let body = &bytes[..expected - 4];
        let (found, computed) = (u32_at(bytes, expected - 4), fnv1a(body));
        if found != computed {
            return Err(WeightsError::Checksum { found, computed });
        }
        let mut values = Vec::with_capacity(count);
        for (index, c) in body[HEADER..].chunks_exact(width).enumerate() {
            let w = if width == 2 {
                from_half(u16::from_le_bytes([c[0], c[1]]))
            } else {
                f32::from_le_bytes([c[0], c[1], c[2], c[3]])
            };
            if !w.is_finite() {
                return Err(WeightsError::NotFinite { index });
            }
            values.push(w);
        }
        let b2_at = count - OUTPUTS;
        let w2 = values[inputs * hidden + hidden..b2_at].to_vec();
        let b2 = [values[b2_at], values[b2_at + 1], values[b2_at + 2]];
        values.truncate(inputs * hidden + hidden);
        let b1 = values.split_off(inputs * hidden);
        Ok(Net {
            inputs,
            hidden,
            w1: values,
            b1,
            w2,
            b2,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::{INPUTS, INPUTS_V2};
    use fevga_core::SeededDice;

    fn net() -> Net {
        Net::random(INPUTS, 7, &mut SeededDice::new(5))
    }

    /// Rewrites the checksum after a deliberate change, so the intended check is the one hit.
    fn resum(mut b: Vec<u8>) -> Vec<u8> {
        let n = b.len() - 4;
        let s = fnv1a(&b[..n]);
        b[n..].copy_from_slice(&s.to_le_bytes());
        b
    }

    fn with_u32(b: &[u8], at: usize, v: u32) -> Vec<u8> {
        let mut b = b.to_vec();
        b[at..at + 4].copy_from_slice(&v.to_le_bytes());
        resum(b)
    }

    #[test]
    fn round_trip() {
        let n = net();
        let bytes = n.to_bytes();
        assert_eq!(bytes.len(), HEADER + 4 * n.parameters() + 4);
        assert_eq!(Net::from_bytes(&bytes), Ok(n));
        // The documented size for the shipped shape.
        let big = Net::random(INPUTS, 80, &mut SeededDice::new(1));
        assert_eq!(big.to_bytes().len(), 69_484);
    }

    #[test]
    fn each_feature_set_is_stored_with_its_version() {
        let v1 = net();
        assert_eq!(u32_at(&v1.to_bytes(), 12), 1);
        let v2 = v1.widened(FeatureSet::V2);
        let bytes = v2.to_bytes();
        assert_eq!((u32_at(&bytes, 12), u32_at(&bytes, 16)), (2, INPUTS_V2 as u32));
        assert_eq!(Net::from_bytes(&bytes), Ok(v2.clone()));
        assert_eq!(Net::from_bytes(&v2.to_half_bytes()).unwrap().features(), FeatureSet::V2);
        // A version that does not match the input count is refused, either way round.
        assert_eq!(
            Net::from_bytes(&with_u32(&v1.to_bytes(), 12, 2)),
            Err(WeightsError::Inputs {
                found: INPUTS as u32,
                expected: INPUTS_V2 as u32
            })
        );
        assert_eq!(
            Net::from_bytes(&with_u32(&bytes, 12, 1)),
            Err(WeightsError::Inputs {
                found: INPUTS_V2 as u32,
                expected: INPUTS as u32
            })
        );
    }

    /// td1 still reads the first feature set, and widened to the second (zero weights on the
    /// new inputs) it gives exactly its own outputs on the positions of self-played games.
    #[test]
    fn td1_reads_the_first_set_and_widening_it_changes_nothing() {
        let td1 = Net::from_bytes(include_bytes!("../nets/td1.weights")).unwrap();
        assert_eq!((td1.inputs(), td1.features()), (INPUTS, FeatureSet::V1));
        let wide = td1.widened(FeatureSet::V2);
        let (mut a, mut b) = (crate::neural::Scratch::new(&td1), crate::neural::Scratch::new(&wide));
        let mut dice = SeededDice::new(8);
        let mut n = 0;
        for rules in fevga_core::Rules::ALL {
            let mut g = fevga_core::Game::new(rules);
            g.roll_opening(&mut dice).unwrap();
            while g.result().is_none() {
                if g.dice().is_none() {
                    g.roll(&mut dice).unwrap();
                }
                let pos = g.position();
                let x = crate::neural::outputs(&td1, &mut a, &pos, rules);
                assert_eq!(x, crate::neural::outputs(&wide, &mut b, &pos, rules), "{pos}");
                n += 1;
                let plays = g.legal_plays().to_vec();
                g.play_or_pass(plays.last()).unwrap();
            }
        }
        assert!(n > 50, "{n}");
    }

    /// Issue 21's session-26 candidate (`nets/sv4.weights`, played by no level yet) reads the
    /// second input set with 80 hidden units.
    #[test]
    fn the_candidate_sv4_reads_the_second_set() {
        let net = Net::from_bytes(include_bytes!("../nets/sv4.weights")).unwrap();
        assert_eq!((net.features(), net.hidden()), (FeatureSet::V2, 80));
        assert_eq!(net.to_bytes(), include_bytes!("../nets/sv4.weights"));
    }

    #[test]
    fn every_malformed_file_is_an_error() {
        let good = net().to_bytes();
        let err = |b: &[u8]| Net::from_bytes(b).unwrap_err();
        assert_eq!(err(&[]), WeightsError::TooShort { len: 0 });
        assert_eq!(err(&good[..HEADER]), WeightsError::TooShort { len: HEADER });
        let mut b = good.clone();
        b[0] = b'X';
        assert_eq!(err(&b), WeightsError::BadMagic);
        assert_eq!(
            err(&with_u32(&good, 8, 3)),
            WeightsError::UnsupportedVersion { found: 3 }
        );
        // An f32 body labelled as half floats is the wrong length for its header.
        assert!(matches!(
            err(&with_u32(&good, 8, FORMAT_VERSION_HALF)),
            WeightsError::Length { .. }
        ));
        // Half floats round-trip exactly through their own format.
        let half = net().to_half_bytes();
        assert_eq!(Net::from_bytes(&half).unwrap().to_half_bytes(), half);
        assert_eq!(
            err(&with_u32(&good, 12, FEATURE_VERSION + 1)),
            WeightsError::FeatureVersion {
                found: FEATURE_VERSION + 1,
                expected: FEATURE_VERSION
            }
        );
        assert_eq!(
            err(&with_u32(&good, 16, 10)),
            WeightsError::Inputs {
                found: 10,
                expected: INPUTS as u32
            }
        );
        assert_eq!(err(&with_u32(&good, 20, 0)), WeightsError::Hidden { found: 0 });
        assert_eq!(
            err(&with_u32(&good, 20, u32::MAX)),
            WeightsError::Hidden { found: u32::MAX }
        );
        assert_eq!(err(&with_u32(&good, 24, 2)), WeightsError::Outputs { found: 2 });
        assert_eq!(
            err(&with_u32(&good, 20, 8)),
            WeightsError::Length {
                found: good.len(),
                expected: good.len() + 4 * (INPUTS + 1 + OUTPUTS)
            }
        );
        let mut truncated = good[..good.len() - 8].to_vec();
        truncated.extend_from_slice(&good[good.len() - 4..]);
        assert!(matches!(err(&truncated), WeightsError::Length { .. }));
        let mut b = good.clone();
        b[HEADER + 3] ^= 1;
        assert!(matches!(err(&b), WeightsError::Checksum { .. }));
        let b = with_u32(&good, HEADER + 4 * 3, f32::NAN.to_bits());
        assert_eq!(err(&b), WeightsError::NotFinite { index: 3 });
        let b = with_u32(&good, HEADER, f32::INFINITY.to_bits());
        assert_eq!(err(&b), WeightsError::NotFinite { index: 0 });
        // Every error has a message.
        assert!(err(&[]).to_string().contains("too short"));
    }

    /// The shipped half-float network is sv4 with each weight rounded to a half float, and it
    /// chooses the same plays: over positions of self-played games, the 0-ply choice of the two
    /// agrees almost always, and never by more than a sliver of equity.
    #[test]
    fn the_shipped_half_network_is_sv4_and_chooses_as_sv4() {
        let full = Net::from_bytes(include_bytes!("../nets/sv4.weights")).unwrap();
        let half = Net::from_bytes(include_bytes!("../nets/sv4.half.weights")).unwrap();
        assert_eq!(
            crate::embedded().to_bytes(),
            half.to_bytes(),
            "the embedded network is sv4's half"
        );
        assert_eq!((half.features(), half.hidden()), (FeatureSet::V2, full.hidden()));
        let all = |n: &Net| -> Vec<f32> { n.w1.iter().chain(&n.b1).chain(&n.w2).chain(&n.b2).copied().collect() };
        for (a, b) in all(&full).iter().zip(all(&half)) {
            assert_eq!(from_half(to_half(*a)), b);
        }
        let (mut x, mut h) = (vec![0.0; full.inputs], vec![0.0; full.hidden]);
        let mut eq = |n: &Net, p: &fevga_core::Position| {
            crate::features::write_set(n.features(), p, fevga_core::Rules::Fevga, &mut x);
            crate::net::equity(&n.forward(&x, &mut h))
        };
        let mut dice = SeededDice::new(5);
        let (mut same, mut total, mut worst) = (0, 0, 0.0f32);
        for _ in 0..20 {
            let mut g = fevga_core::Game::new(fevga_core::Rules::Fevga);
            g.roll_opening(&mut dice).unwrap();
            while g.result().is_none() {
                if g.dice().is_none() {
                    g.roll(&mut dice).unwrap();
                }
                let plays = g.legal_plays().to_vec();
                if plays.len() > 1 {
                    let best = |n: &Net, eq: &mut dyn FnMut(&Net, &fevga_core::Position) -> f32| {
                        // The mover's equity is minus the opponent's (the position is theirs to move).
                        let scores: Vec<f32> = plays.iter().map(|p| -eq(n, &p.position())).collect();
                        let i = (0..scores.len())
                            .max_by(|&a, &b| scores[a].total_cmp(&scores[b]))
                            .unwrap();
                        (i, scores)
                    };
                    let (i_full, s_full) = best(&full, &mut eq);
                    let (i_half, _) = best(&half, &mut eq);
                    total += 1;
                    if i_full == i_half {
                        same += 1;
                    }
                    worst = worst.max(s_full[i_full] - s_full[i_half]);
                }
                let p = plays.first().copied();
                g.play_or_pass(p.as_ref()).unwrap();
            }
        }
        assert!(total > 300, "{total}");
        assert!(same * 100 >= total * 98, "{same} of {total} choices agree");
        assert!(worst < 0.01, "the worst disagreement costs {worst} points");
        assert_eq!(from_half(to_half(1.5)), 1.5);
        assert_eq!(from_half(to_half(-0.0)), -0.0);
        assert!((from_half(to_half(1e-6)) - 1e-6).abs() < 1e-7, "subnormal");
    }
}
