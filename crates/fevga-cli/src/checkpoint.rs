//! What both ways of training (`fevga train`, TD(λ) in `train`, and `fevga train --supervised` in
//! `supervised`) share: the seed of the deals that measure the network, and writing the weights.

use std::path::Path;

use fevga_ai::Net;

/// Seed of the evaluation deals: the same deals at every checkpoint, so the curve compares like
/// with like.
pub(crate) const EVAL_SEED: u64 = 0xE7A1_5EED;

/// Writes the weights to `out` as `f32` (format 1), and to `half` as half floats (format 2, the
/// file the engine ships) if asked, each through a temporary file so a reader never sees half a
/// file; keeps a copy of the `f32` file named after the games played.
pub(crate) fn save(net: &Net, out: &Path, half: Option<&Path>, games: u64) -> Result<(), String> {
    let bytes = net.to_bytes();
    crate::write_atomic(out, &bytes)?;
    if let Some(half) = half {
        crate::write_atomic(half, &net.to_half_bytes())?;
    }
    let mut copy = out.as_os_str().to_owned();
    copy.push(format!(".{games:07}"));
    std::fs::write(&copy, &bytes).map_err(|e| format!("{}: {e}", Path::new(&copy).display()))
}
