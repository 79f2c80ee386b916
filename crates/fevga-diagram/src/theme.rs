//! The diagram's look: its style sheet ([`style`]), what shows until it is drawn ([`PENDING`]),
//! and the colours an embed may set ([`COLORS`], [`is_color`]).

/// The diagram's own style (the board brings its own): a figure that follows its container's
/// width and keeps its aspect ratio, the lists in columns, the step controls. Written for a
/// shadow root (`:host`). A diagram off screen is not laid out or painted until it comes near
/// (`content-visibility`), so a page of dozens draws as fast as the few in view; it keeps about
/// its size meanwhile.
///
/// Theming (documented in the README, part of the embed contract): the custom properties
/// `--fevga-width`, `--fevga-field`, `--fevga-frame`, `--fevga-point-a`, `--fevga-point-b`,
/// `--fevga-white`, `--fevga-white-edge`, `--fevga-black`, `--fevga-black-edge`,
/// `--fevga-number`, `--fevga-mark`, `--fevga-error`, set on the element or above it; the
/// `::part` names `figure`, `board`, `caption`, `comment`, `lists`, `steps`, `button`, `where`,
/// `play`, `error`. A dark scheme follows `prefers-color-scheme` unless `theme` says `light` or `dark`;
/// `color-scheme` is declared so a browser's forced dark mode does not invert the board again.
/// Printed, the board is black on white, its arrows black and grey.
pub const STYLE: &str = concat!(
    ":host{display:block;max-width:var(--fevga-width,var(--fevga-size,40rem));content-visibility:auto;contain-intrinsic-size:auto 40rem auto 36rem;color-scheme:light dark;",
    "--_field:var(--fevga-field,#e6d3ae);--_frame:var(--fevga-frame,url(#gf));--_a:var(--fevga-point-a,#9d3b25);--_b:var(--fevga-point-b,#2f4a46);",
    "--_w:var(--fevga-white,#f7f1e4);--_we:var(--fevga-white-edge,#b9ab93);--_k:var(--fevga-black,url(#gb));--_ke:var(--fevga-black-edge,#050505);",
    "--_num:var(--fevga-number,#d9c3a3);--_mark:var(--fevga-mark,#7cc4ff);--_err:var(--fevga-error,#b00020);--_errbg:#fff}",
    ":host([size=small]){--fevga-size:20rem;contain-intrinsic-size:auto 20rem auto 20rem}",
    ":host([size=medium]){--fevga-size:30rem;contain-intrinsic-size:auto 30rem auto 28rem}",
    ":host([size=large]){--fevga-size:56rem;contain-intrinsic-size:auto 56rem auto 48rem}",
    ":host([theme=light]){color-scheme:light}",
    ":host([theme=dark]){color-scheme:dark}",
    // The dark scheme: a darker field and points, a lighter mark and error. The error brings its
    // own background (light or dark with its colour, 7:1 either way), so it reads on any host's
    // page, whatever the page's colours and the reader's scheme.
    "@media (prefers-color-scheme:dark){:host(:not([theme=light])){--_field:var(--fevga-field,#c8b48c);--_a:var(--fevga-point-a,#8a3321);--_b:var(--fevga-point-b,#27403c);--_mark:var(--fevga-mark,#9fd4ff);--_err:var(--fevga-error,#ff8a80);--_errbg:#1d1b1e}}",
    ":host([theme=dark]){--_field:var(--fevga-field,#c8b48c);--_a:var(--fevga-point-a,#8a3321);--_b:var(--fevga-point-b,#27403c);--_mark:var(--fevga-mark,#9fd4ff);--_err:var(--fevga-error,#ff8a80);--_errbg:#1d1b1e}",
    ":host{background:var(--fevga-background,transparent)}",
    ".fevga-diagram{color:var(--fevga-text);margin:0;font:1rem/1.45 system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif}",
    ".fevga-diagram svg{display:block;width:100%;height:auto;aspect-ratio:1088/800}",
    ".fevga-diagram .fevga-board .field{fill:var(--_field)}",
    ".fevga-diagram .fevga-board .frame{fill:var(--_frame)}",
    ".fevga-diagram .fevga-board .tri.a{fill:var(--_a)}",
    ".fevga-diagram .fevga-board .tri.b{fill:var(--_b)}",
    ".fevga-diagram .fevga-board .ck.w{fill:var(--_w);stroke:var(--_we)}",
    ".fevga-diagram .fevga-board .ck.b{fill:var(--_k);stroke:var(--_ke)}",
    ".fevga-diagram .fevga-board .num{fill:var(--_num)}",
    ".fevga-diagram .fevga-board .last-to .ck:last-of-type{stroke:var(--_mark)}",
    ".fevga-diagram .fevga-board .last-from-mark{stroke:var(--_mark)}",
    ".fevga-diagram .fevga-board .highlight .tri{stroke:var(--_mark);stroke-width:7;stroke-linejoin:round}",
    ".fevga-diagram figcaption{margin:.4em 0}",
    ".fevga-diagram .comment{margin:.4em 0;padding:.3em .7em;border-left:4px solid var(--_mark)}",
    // "Your move": the task, what a step did, the verdict and its reason.
    ".fevga-diagram .task{font-weight:600;margin:.4em 0}",
    ".fevga-diagram .said{min-height:1.45em;margin:.3em 0}",
    ".fevga-diagram .said.why{color:var(--_err)}",
    ".fevga-diagram .verdict{margin:.4em 0;padding:.2em .7em;border-left:4px solid var(--_mark)}",
    ".fevga-diagram .verdict p{margin:.2em 0}",
    ".fevga-diagram .verdict.right{border-left-color:#2e7d32}",
    ".fevga-diagram .verdict.wrong{border-left-color:var(--_err)}",
    ".fevga-diagram .reason{font-style:italic}",
    ".fevga-diagram .steps button[aria-disabled=true]{opacity:.45;cursor:default}",
    ".fevga-diagram .caption{font-weight:600}",
    ".fevga-diagram .lists{margin:.4em 0;padding-left:1.2em;columns:2 11em;font-size:.95em}",
    ":host([size=small]) .lists{font-size:.85em;columns:1}",
    ".fevga-diagram .steps{display:flex;gap:.5em;align-items:center;flex-wrap:wrap;margin:.4em 0}",
    ".fevga-diagram .steps button{font:inherit;padding:.3em .9em;min-height:2.4em;cursor:pointer}",
    ".fevga-diagram .steps button:disabled{opacity:.45;cursor:default}",
    ".fevga-diagram .steps .play{margin-left:auto;color:inherit}",
    ".fevga-diagram-error{color:var(--_err);background:var(--_errbg);border:1px solid currentColor;border-radius:6px;padding:.5em .7em;margin:0}",
    ".fevga-diagram-pending{width:100%;aspect-ratio:40/36}",
    // No margin: a paragraph's would reach below the diagram (an iframe page taller than its diagram).
    ".fevga-announce{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0}",
    // Printed: black on white, the two kinds of points told apart by grey, no controls.
    "@media print{:host{content-visibility:visible;color:#000}",
    ".fevga-diagram .fevga-board .frame,.fevga-diagram .fevga-board .field,.fevga-diagram .fevga-board .tray rect:first-child{fill:#fff;stroke:#000;stroke-width:2}",
    ".fevga-diagram .fevga-board .tri.a{fill:#fff;stroke:#000;stroke-width:2}",
    ".fevga-diagram .fevga-board .tri.b{fill:#c8c8c8;stroke:#000;stroke-width:2}",
    ".fevga-diagram .fevga-board .ck.w,.fevga-diagram .fevga-board .slab.w{fill:#fff;stroke:#000}",
    ".fevga-diagram .fevga-board .ck.b,.fevga-diagram .fevga-board .slab.b{fill:#000;stroke:#000}",
    ".fevga-diagram .fevga-board .count.w,.fevga-diagram .fevga-board .num{fill:#000}",
    ".fevga-diagram .fevga-board .count.b{fill:#fff}",
    ".fevga-diagram .fevga-board .last-to .ck:last-of-type{stroke:#000;stroke-width:6;stroke-dasharray:8 5}",
    ".fevga-diagram .fevga-board .last-from-mark{stroke:#000}",
    ".fevga-diagram .fevga-board .highlight .tri{stroke:#000;stroke-width:7;stroke-dasharray:12 6}",
    ".fevga-diagram .comment{border-left-color:#000}",
    // The author's arrows and a judged play's: the best black, the reader's dark grey and dashed
    // (as on the screen), so a black-and-white print tells them apart; the dice outlined.
    ".fevga-diagram .fevga-board .arrow.best line{stroke:#000;opacity:1}.fevga-diagram .fevga-board .arrow.best path{fill:#000;opacity:1}",
    ".fevga-diagram .fevga-board .arrow.played line{stroke:#666;opacity:1}.fevga-diagram .fevga-board .arrow.played path{fill:#666;opacity:1}",
    ".fevga-diagram .fevga-board .die rect{stroke:#000}",
    // A verdict and a refusal in black: the words say right or wrong.
    ".fevga-diagram .verdict,.fevga-diagram .verdict.right,.fevga-diagram .verdict.wrong{border-left-color:#000}.fevga-diagram .said.why{color:#000}",
    ".fevga-diagram .steps{display:none}.fevga-diagram-error{color:#000;background:#fff}}",
);

/// What a diagram shows until it is drawn: room of about its size, so nothing moves when it is.
pub const PENDING: &str = r#"<div class="fevga-diagram-pending"></div>"#;

/// Everything a diagram's markup needs styled: the board's style and the diagram's own. A page
/// adopts it once for all its diagrams.
#[must_use]
pub fn style() -> String {
    format!("{}{STYLE}", fevga_board::STYLE)
}

/// The diagram's own light colour for `name` (one of [`COLORS`]), as `#rrggbb`, read from its
/// style sheet (the one place it is written); for the frame and Black's checkers, which are
/// gradients, their middle colour (from the board's gradients); `None` for the text and the
/// background, which are the page's. The position editor starts its colour pickers from it.
#[must_use]
pub fn default_color(name: &str) -> Option<&'static str> {
    let key = format!("var(--fevga-{name},");
    let at = STYLE.find(&key)? + key.len();
    let value = &STYLE[at..at + STYLE[at..].find(')')?];
    if let Some(id) = value.strip_prefix("url(#") {
        // The gradient's second stop.
        let defs = fevga_board::DEFS;
        let from = defs.find(&format!(r#"id="{id}""#))?;
        let stop = r#"stop-color=""#;
        let first = from + defs[from..].find(stop)? + stop.len();
        let second = first + defs[first..].find(stop)? + stop.len();
        let colour = &defs[second..second + defs[second..].find('"')?];
        return is_color(colour).then_some(colour);
    }
    (value.starts_with('#') && is_color(value)).then_some(value)
}

/// The colours an embed may set (`color-<name>="<colour>"` on the element, or as a parameter
/// of the iframe page): each is the custom property `--fevga-<name>` (see [`style`]), `text` and
/// `background` the diagram's words and its background.
pub const COLORS: [&str; 13] = [
    "field",
    "frame",
    "point-a",
    "point-b",
    "white",
    "white-edge",
    "black",
    "black-edge",
    "number",
    "mark",
    "error",
    "text",
    "background",
];

/// Whether `v` is a colour as an embed may write it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a
/// colour's name (`navy`, `transparent`), or `rgb(…)`/`rgba(…)`/`hsl(…)`/`hsla(…)` of numbers.
#[must_use]
pub fn is_color(v: &str) -> bool {
    if let Some(hex) = v.strip_prefix('#') {
        return [3, 4, 6, 8].contains(&hex.len()) && hex.chars().all(|c| c.is_ascii_hexdigit());
    }
    if let Some((f, rest)) = v.split_once('(') {
        return ["rgb", "rgba", "hsl", "hsla"].contains(&f)
            && rest
                .strip_suffix(')')
                .is_some_and(|a| a.chars().all(|c| c.is_ascii_digit() || " ,./%deg".contains(c)));
    }
    !v.is_empty() && v.len() <= 24 && v.chars().all(|c| c.is_ascii_alphabetic())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editors_swatches_are_the_style_sheets_light_colours() {
        assert_eq!(default_color("field"), Some("#e6d3ae"));
        assert_eq!(default_color("white"), Some("#f7f1e4"));
        assert_eq!(default_color("white-edge"), Some("#b9ab93"));
        assert_eq!(default_color("mark"), Some("#7cc4ff"));
        // The gradients' middle colours; the page's own colours have none.
        assert_eq!(default_color("frame"), Some("#4a2f1f"));
        assert_eq!(default_color("black"), Some("#2a2725"));
        assert_eq!(default_color("text"), None);
        assert_eq!(default_color("nonsense"), None);
        let with: Vec<&str> = COLORS.into_iter().filter(|c| default_color(c).is_some()).collect();
        assert_eq!(
            with,
            [
                "field",
                "frame",
                "point-a",
                "point-b",
                "white",
                "white-edge",
                "black",
                "black-edge",
                "number",
                "mark",
                "error"
            ]
        );
    }
}
