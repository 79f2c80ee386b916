//! `fevga net <weights> [--half PATH]`: what a weights file holds (format, input feature set,
//! shape, parameters), and its half-float copy, the file the engine embeds.

use crate::{net_from_bytes, options, write_atomic};

/// `fevga net <weights> [--half PATH]`.
pub fn run(args: &[String]) -> Result<(), String> {
    let (path, rest) = args
        .split_first()
        .ok_or("net needs a weights file, e.g. fevga net crates/fevga-ai/nets/sv4.weights")?;
    let mut half = None;
    for (name, value) in options(rest, &["half"])? {
        if name == "half" {
            half = Some(value);
        }
    }
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let net = net_from_bytes(path, &bytes)?;
    let half_stored = bytes.get(8..12) == Some(&fevga_ai::FORMAT_VERSION_HALF.to_le_bytes()[..]);
    let stored = if half_stored { "half floats" } else { "f32" };
    println!(
        "{path}: {} inputs (feature set {}) -> {} hidden -> 3 outputs, {} parameters, {stored}, {} bytes",
        net.inputs(),
        net.features().version(),
        net.hidden(),
        net.parameters(),
        bytes.len()
    );
    if let Some(out) = half {
        let data = net.to_half_bytes();
        write_atomic(std::path::Path::new(&out), &data)?;
        println!("{out}: half floats, {} bytes", data.len());
    }
    Ok(())
}
