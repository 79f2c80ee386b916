//! A link as a QR code, drawn as SVG (qrcodegen makes the modules): for a phone beside the
//! screen. Low error correction keeps the code small enough to scan from a screen at the
//! longest links (about 1,500 characters).

use qrcodegen::{QrCode, QrCodeEcc};

/// The light border around the code, in modules (the standard asks for four).
const QUIET: i32 = 4;

/// The dark modules of `text`'s QR code (row by row, `size` × `size`), or `None` if the text is
/// too long for any QR code.
#[must_use]
pub fn modules(text: &str) -> Option<(usize, Vec<bool>)> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let n = code.size();
    let dark = (0..n)
        .flat_map(|y| (0..n).map(move |x| (x, y)))
        .map(|(x, y)| code.get_module(x, y))
        .collect();
    Some((usize::try_from(n).ok()?, dark))
}

/// The QR code of `text` as an `<svg>` element (one path, a run of dark modules a rectangle),
/// labelled `label`; `None` if the text is too long.
#[must_use]
pub fn qr_svg(text: &str, label: &str) -> Option<String> {
    let (n, dark) = modules(text)?;
    let mut d = String::with_capacity(n * n);
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if dark[y * n + x] {
                let start = x;
                while x < n && dark[y * n + x] {
                    x += 1;
                }
                d.push_str(&format!(
                    "M{} {}h{}v1h-{}z",
                    start as i32 + QUIET,
                    y as i32 + QUIET,
                    x - start,
                    x - start
                ));
            } else {
                x += 1;
            }
        }
    }
    let side = n as i32 + 2 * QUIET;
    Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="qr" viewBox="0 0 {side} {side}" role="img" aria-label="{}" shape-rendering="crispEdges"><rect width="{side}" height="{side}" fill="#fff"/><path d="{d}" fill="#000"/></svg>"##,
        fevga_board::esc(label)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_link_fits_and_the_svg_draws_every_dark_module() {
        let text = format!("https://example.org/friend/#game=1.{}", "A".repeat(1500));
        let (n, dark) = modules(&text).expect("fits");
        assert!(n > 100, "{n}");
        let svg = qr_svg(&text, "QR").unwrap();
        // Every dark module is inside exactly one rectangle: the widths add up.
        let drawn: usize = svg
            .split('h')
            .skip(1)
            .filter_map(|s| s.split('v').next()?.parse::<usize>().ok())
            .sum();
        assert_eq!(drawn, dark.iter().filter(|&&d| d).count());
        assert!(modules(&"x".repeat(5000)).is_none());
    }
}
