//! The weights file: a small header, the weights as little-endian `f32`, a checksum.
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `FEVGANET` |
//! | 4 | format version ([`FORMAT_VERSION`]) |
//! | 4 | input-feature version ([`crate::features::FEATURE_VERSION`]) |
//! | 4, 4, 4 | inputs, hidden units, outputs |
//! | 4 × n | `w1` (input-major), `b1`, `w2` (output-major), `b2` |
//! | 4 | FNV-1a of everything before it |
//!
//! All integers are little-endian `u32`. With 213 inputs and 80 hidden units the file is 69 484
//! bytes. Reading never panics: a bad file is a [`WeightsError`]. A file can be embedded with
//! `Net::from_bytes(include_bytes!("…"))`.

use std::fmt;

use crate::features::{FEATURE_VERSION, INPUTS};
use crate::net::{Net, OUTPUTS};

/// The file's first eight bytes.
pub const MAGIC: [u8; 8] = *b"FEVGANET";
/// The layout version this code reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// Header bytes before the weights.
const HEADER: usize = 28;
/// Largest hidden layer accepted (guards against absurd sizes in a corrupt header).
pub const MAX_HIDDEN: usize = 4096;

/// Why a weights file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsError {
    /// Shorter than the header and checksum.
    TooShort { len: usize },
    /// Not a weights file.
    BadMagic,
    /// A layout this code does not know.
    UnsupportedVersion { found: u32 },
    /// Trained on different inputs.
    FeatureVersion { found: u32, expected: u32 },
    /// The input count does not match the features.
    Inputs { found: u32, expected: u32 },
    /// Zero or more than [`MAX_HIDDEN`] hidden units.
    Hidden { found: u32 },
    /// Not three outputs.
    Outputs { found: u32 },
    /// The length does not match the layer sizes.
    Length { found: usize, expected: usize },
    /// The checksum does not match: the file is damaged.
    Checksum { found: u32, computed: u32 },
    /// A weight is NaN or infinite.
    NotFinite { index: usize },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::TooShort { len } => write!(f, "weights file too short ({len} bytes)"),
            WeightsError::BadMagic => f.write_str("not a Fevga weights file (bad magic)"),
            WeightsError::UnsupportedVersion { found } => {
                write!(
                    f,
                    "weights format version {found} is not supported (expected {FORMAT_VERSION})"
                )
            }
            WeightsError::FeatureVersion { found, expected } => {
                write!(
                    f,
                    "weights use input features version {found}, this build has {expected}"
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

impl Net {
    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 4 * self.parameters() + 4);
        out.extend_from_slice(&MAGIC);
        for v in [
            FORMAT_VERSION,
            FEATURE_VERSION,
            self.inputs as u32,
            self.hidden as u32,
            OUTPUTS as u32,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2).chain(&self.b2) {
            out.extend_from_slice(&w.to_le_bytes());
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
        if version != FORMAT_VERSION {
            return Err(WeightsError::UnsupportedVersion { found: version });
        }
        let features = u32_at(bytes, 12);
        if features != FEATURE_VERSION {
            return Err(WeightsError::FeatureVersion {
                found: features,
                expected: FEATURE_VERSION,
            });
        }
        let (inputs, hidden, outputs) = (u32_at(bytes, 16), u32_at(bytes, 20), u32_at(bytes, 24));
        if inputs as usize != INPUTS {
            return Err(WeightsError::Inputs {
                found: inputs,
                expected: INPUTS as u32,
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
        let expected = HEADER + 4 * count + 4;
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
        for (index, c) in body[HEADER..].chunks_exact(4).enumerate() {
            let w = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
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
    fn every_malformed_file_is_an_error() {
        let good = net().to_bytes();
        let err = |b: &[u8]| Net::from_bytes(b).unwrap_err();
        assert_eq!(err(&[]), WeightsError::TooShort { len: 0 });
        assert_eq!(err(&good[..HEADER]), WeightsError::TooShort { len: HEADER });
        let mut b = good.clone();
        b[0] = b'X';
        assert_eq!(err(&b), WeightsError::BadMagic);
        assert_eq!(
            err(&with_u32(&good, 8, 2)),
            WeightsError::UnsupportedVersion { found: 2 }
        );
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
}
