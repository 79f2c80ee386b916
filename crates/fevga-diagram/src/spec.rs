//! A diagram's attributes, checked, and its frames drawn.

use std::fmt::{self, Write as _};

use fevga_board::{BoardView, Orientation, ROOT_CLASS, board_svg, esc, geometry, standalone_svg};
use fevga_core::link::Link;
use fevga_core::{Color, Dice, MoveText, ParseMoveError, Play, Position, PositionError, Rules, StepTo};
use fevga_i18n::{Arg, Lang, MessageLabels, Messages, text_lines};

use crate::describe::{describe, position_why};

/// Attributes every HTML element may carry: not the diagram's business.
const GLOBAL: [&str; 10] = [
    "class", "id", "style", "title", "hidden", "slot", "part", "tabindex", "dir", "role",
];

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
/// `::part` names `figure`, `board`, `caption`, `lists`, `steps`, `button`, `where`, `play`,
/// `error`. A dark scheme follows `prefers-color-scheme` unless `theme` says `light` or `dark`;
/// `color-scheme` is declared so a browser's forced dark mode does not invert the board again.
/// Printed, the board is black on white.
pub const STYLE: &str = concat!(
    ":host{display:block;max-width:var(--fevga-width,var(--fevga-size,40rem));content-visibility:auto;contain-intrinsic-size:auto 40rem auto 36rem;color-scheme:light dark;",
    "--_field:var(--fevga-field,#e6d3ae);--_frame:var(--fevga-frame,url(#gf));--_a:var(--fevga-point-a,#9d3b25);--_b:var(--fevga-point-b,#2f4a46);",
    "--_w:var(--fevga-white,#f7f1e4);--_we:var(--fevga-white-edge,#b9ab93);--_k:var(--fevga-black,url(#gb));--_ke:var(--fevga-black-edge,#050505);",
    "--_num:var(--fevga-number,#d9c3a3);--_mark:var(--fevga-mark,#7cc4ff);--_err:var(--fevga-error,#b00020)}",
    ":host([size=small]){--fevga-size:20rem;contain-intrinsic-size:auto 20rem auto 20rem}",
    ":host([size=medium]){--fevga-size:30rem;contain-intrinsic-size:auto 30rem auto 28rem}",
    ":host([size=large]){--fevga-size:56rem;contain-intrinsic-size:auto 56rem auto 48rem}",
    ":host([theme=light]){color-scheme:light}",
    ":host([theme=dark]){color-scheme:dark}",
    // The dark scheme: a darker field and points, a lighter mark and error.
    "@media (prefers-color-scheme:dark){:host(:not([theme=light])){--_field:var(--fevga-field,#c8b48c);--_a:var(--fevga-point-a,#8a3321);--_b:var(--fevga-point-b,#27403c);--_mark:var(--fevga-mark,#9fd4ff);--_err:var(--fevga-error,#ff8a80)}}",
    ":host([theme=dark]){--_field:var(--fevga-field,#c8b48c);--_a:var(--fevga-point-a,#8a3321);--_b:var(--fevga-point-b,#27403c);--_mark:var(--fevga-mark,#9fd4ff);--_err:var(--fevga-error,#ff8a80)}",
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
    ".fevga-diagram figcaption{margin:.4em 0}",
    ".fevga-diagram .caption{font-weight:600}",
    ".fevga-diagram .lists{margin:.4em 0;padding-left:1.2em;columns:2 11em;font-size:.95em}",
    ":host([size=small]) .lists{font-size:.85em;columns:1}",
    ".fevga-diagram .steps{display:flex;gap:.5em;align-items:center;flex-wrap:wrap;margin:.4em 0}",
    ".fevga-diagram .steps button{font:inherit;padding:.3em .9em;min-height:2.4em;cursor:pointer}",
    ".fevga-diagram .steps button:disabled{opacity:.45;cursor:default}",
    ".fevga-diagram .steps .play{margin-left:auto;color:inherit}",
    ".fevga-diagram-error{color:var(--_err);border:1px solid currentColor;border-radius:6px;padding:.5em .7em;margin:0}",
    ".fevga-diagram-pending{width:100%;aspect-ratio:40/36}",
    ".fevga-announce{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}",
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
    ".fevga-diagram .steps{display:none}.fevga-diagram-error{color:#000}}",
);

/// What a diagram shows until it is drawn: room of about its size, so nothing moves when it is.
pub const PENDING: &str = r#"<div class="fevga-diagram-pending"></div>"#;

/// Everything a diagram's markup needs styled: the board's style and the diagram's own. A page
/// adopts it once for all its diagrams.
#[must_use]
pub fn style() -> String {
    format!("{}{STYLE}", fevga_board::STYLE)
}

/// The diagram's own attributes (version 1 of the embed contract: the README's table; a test
/// fixes them, so a change that breaks an existing embed fails).
pub const ATTRIBUTES: [&str; 11] = [
    "lang",
    "rules",
    "bottom",
    "numbers",
    "last-move",
    "caption",
    "moves",
    "play",
    "description",
    "theme",
    "size",
];

/// The colours an embed may set (`color-<name>="<colour>"` on the element, or as a parameter
/// of the iframe page): each is the custom property `--fevga-<name>` (see [`STYLE`]), `text` and
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

/// Why a diagram cannot be drawn: the attribute at fault and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiagramError {
    /// The element's text is not a position (§11).
    Position {
        /// The element's text.
        text: String,
        /// Why it is not a position.
        why: PositionError,
    },
    /// `lang` names a language the diagrams do not speak.
    Lang(String),
    /// An attribute the diagram does not know.
    Attribute(String),
    /// A known attribute with a value it does not take.
    Value {
        /// The attribute's name.
        name: String,
        /// The value it does not take.
        value: String,
    },
    /// `last-move` is not a play that can have led to the position.
    LastMove {
        /// The `last-move` value.
        text: String,
        /// Why it cannot have led to the position.
        why: LastMoveFault,
    },
    /// Play `index` (from 1) of `moves` is not legal where it comes.
    Step {
        /// The play's place in `moves`, from 1.
        index: usize,
        /// The play as written.
        text: String,
    },
}

impl DiagramError {
    /// The fault in words, in `m`'s language.
    #[must_use]
    pub fn message(&self, m: &Messages) -> String {
        let s = Arg::Str;
        match self {
            DiagramError::Position { text, why } => format!(
                "{} {}",
                m.tf("diagram-error-position", &[("text", s(text))]),
                position_why(why, Messages::diagram(m.lang()))
            ),
            DiagramError::Lang(v) => m.tf("diagram-error-lang", &[("value", s(v))]),
            DiagramError::Attribute(n) => m.tf("diagram-error-attribute", &[("name", s(n))]),
            DiagramError::Value { name, value } => {
                m.tf("diagram-error-value", &[("name", s(name)), ("value", s(value))])
            }
            DiagramError::LastMove { text, .. } => m.tf("diagram-error-last-move", &[("move", s(text))]),
            DiagramError::Step { index, text } => m.tf(
                "diagram-error-step",
                &[("n", Arg::Num(i64::try_from(*index).unwrap_or(0))), ("move", s(text))],
            ),
        }
    }
}

/// In English, with the engine's reason where there is one (for the command line).
impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Position { text, why } => write!(f, "position {text:?}: {why}"),
            DiagramError::LastMove { text, why } => write!(f, "last move {text:?}: {why}"),
            e => f.write_str(&e.message(&Messages::new(Lang::En))),
        }
    }
}

impl std::error::Error for DiagramError {}

/// Why a `last-move` cannot have led to the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastMoveFault {
    /// Not a move text (§1).
    Malformed(ParseMoveError),
    /// `pass` moves no checker: nothing to mark.
    Pass,
    /// The side that moved last (the one not to move) has no checker where the move ends.
    NotThere {
        /// The side that moved last.
        side: Color,
        /// The point where the move ends (that side's numbering).
        point: u8,
    },
    /// Taken back, the checkers stand where no roll allows this play.
    NotLegal,
}

impl fmt::Display for LastMoveFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LastMoveFault::Malformed(e) => write!(f, "{e}"),
            LastMoveFault::Pass => f.write_str("a pass moves no checker"),
            LastMoveFault::NotThere { side, point } => write!(
                f,
                "{} (the side not to move, so the one that moved last) has no checker on its {point}",
                side.title()
            ),
            LastMoveFault::NotLegal => f.write_str("no roll allows this play from where its checkers started"),
        }
    }
}

/// One position shown: how it came about (the play and roll that led to it, if known).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The position shown.
    pub position: Position,
    /// The play that led here, by the side not to move, with its roll if the sequence gave it.
    pub last: Option<(Color, Play, Option<Dice>)>,
}

/// A checked diagram: its language, rule set, orientation, frames and caption.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    lang: Lang,
    rules: Rules,
    bottom: Color,
    numbers: bool,
    /// Whether "play from here" is offered (`play="off"` leaves it out).
    play: bool,
    caption: Option<String>,
    /// The author's description of the first frame (else one is written from the position).
    description: Option<String>,
    frames: Vec<Frame>,
}

impl Diagram {
    /// Reads a diagram from its position text and its attributes (name, value), checking each.
    /// The first fault found is returned, with the language to word it in (English if `lang`
    /// itself is at fault).
    pub fn from_attrs(text: &str, attrs: &[(String, String)]) -> Result<Diagram, (Lang, DiagramError)> {
        let mut lang = Lang::En;
        if let Some((_, v)) = attrs.iter().find(|(n, _)| n == "lang") {
            lang = Lang::from_tag(v).ok_or_else(|| (Lang::En, DiagramError::Lang(v.clone())))?;
        }
        Diagram::read(text, attrs, lang).map_err(|e| (lang, e))
    }

    fn read(text: &str, attrs: &[(String, String)], lang: Lang) -> Result<Diagram, DiagramError> {
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let position = Position::from_text(&text).map_err(|why| DiagramError::Position {
            text: text.clone(),
            why,
        })?;
        let mut d = Diagram {
            lang,
            rules: Rules::Fevga,
            bottom: Color::White,
            numbers: true,
            play: true,
            caption: None,
            description: None,
            frames: vec![Frame { position, last: None }],
        };
        let bad = |name: &str, value: &str| DiagramError::Value {
            name: name.to_string(),
            value: value.to_string(),
        };
        let mut last_move = None;
        let mut moves = None;
        for (name, value) in attrs {
            let v = value.trim();
            match name.as_str() {
                "lang" => {}
                "rules" => d.rules = v.parse().map_err(|_| bad(name, value))?,
                "bottom" => d.bottom = v.parse::<Color>().map_err(|_| bad(name, value))?,
                "numbers" | "play" => {
                    let on = match v {
                        "on" | "" => true,
                        "off" => false,
                        _ => return Err(bad(name, value)),
                    };
                    if name == "numbers" {
                        d.numbers = on;
                    } else {
                        d.play = on;
                    }
                }
                "caption" => d.caption = Some(value.clone()).filter(|c| !c.trim().is_empty()),
                "description" => d.description = Some(value.clone()).filter(|c| !c.trim().is_empty()),
                // Read by the style alone (`:host([theme=dark])`, `:host([size=small])`).
                "theme" if ["auto", "light", "dark", ""].contains(&v) => {}
                "size" if ["small", "medium", "large", ""].contains(&v) => {}
                "theme" | "size" => return Err(bad(name, value)),
                // Applied by the element as `--fevga-<name>` (its script); checked here.
                n if n.strip_prefix("color-").is_some_and(|c| COLORS.contains(&c)) => {
                    if !is_color(v) {
                        return Err(bad(name, value));
                    }
                }
                "last-move" => last_move = Some(v.to_string()),
                "moves" => moves = Some(v.to_string()),
                n if GLOBAL.contains(&n) || n.starts_with("data-") || n.starts_with("aria-") => {}
                n => return Err(DiagramError::Attribute(n.to_string())),
            }
        }
        if let Some(m) = last_move {
            let (color, play, dice) =
                last_play(d.rules, &position, &m).map_err(|why| DiagramError::LastMove { text: m, why })?;
            // The roll is not known, only that one allows the play: it is not shown.
            let _ = dice;
            d.frames[0].last = Some((color, play, None));
        }
        if let Some(seq) = moves {
            for (i, part) in seq.split('|').map(str::trim).filter(|p| !p.is_empty()).enumerate() {
                let from = d.frames.last().map_or(position, |f| f.position);
                let step = || DiagramError::Step {
                    index: i + 1,
                    text: part.to_string(),
                };
                // `6-5: 24/13` gives the roll; without one, any roll that allows the play.
                let (roll, text) = match part.split_once(':') {
                    Some((r, t)) => (Some(r.trim().parse::<Dice>().map_err(|_| step())?), t.trim()),
                    None => (None, part),
                };
                let (play, dice, position) = next_play(d.rules, &from, text, roll).ok_or_else(step)?;
                let last = play.map(|p| (from.turn(), p, roll.map(|_| dice)));
                d.frames.push(Frame { position, last });
            }
        }
        Ok(d)
    }

    /// The language of the diagram's words (its `lang` attribute).
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The positions shown: the element's, then one after each play of `moves`.
    #[must_use]
    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    /// The board of frame `index` (clamped) as a standalone SVG document, the last play marked
    /// (what `fevga svg` writes).
    #[must_use]
    pub fn svg(&self, index: usize) -> String {
        let m = Messages::of(self.lang);
        let svg = standalone_svg(&self.board_view(index), &MessageLabels(m));
        // Read as one image with its description (a page that shows the file as an <img> gives
        // its own alt text).
        let title = format!(r#" role="img"><title>{}</title><style>"#, esc(&self.description(index)));
        svg.replacen("><style>", &title, 1)
    }

    /// The last play of frame `index` (clamped) in words ("White's last move: 6-5 24/13").
    fn last_line(&self, index: usize) -> Option<String> {
        let m = Messages::of(self.lang);
        let (color, play, dice) = self.frames[index.min(self.frames.len() - 1)].last.as_ref()?;
        let key = if *color == Color::White {
            "last-move-white"
        } else {
            "last-move-black"
        };
        let mut notation = play.notation_in(*color, self.bottom);
        if let Some(d) = dice {
            notation = format!("{d} {notation}");
        }
        Some(m.tf(key, &[("move", Arg::Str(&notation))]))
    }

    /// What frame `index` (clamped) shows, in words, for screen readers: the author's
    /// `description` for the first frame, else the position described (whose turn, each side's
    /// checkers by point, borne off, the last move).
    #[must_use]
    pub fn description(&self, index: usize) -> String {
        let i = index.min(self.frames.len() - 1);
        match &self.description {
            Some(d) if i == 0 => d.clone(),
            _ => describe(
                &self.frames[i].position,
                self.bottom,
                self.last_line(i).as_deref(),
                Messages::diagram(self.lang),
            ),
        }
    }

    /// The board of frame `index` (clamped): position, orientation, numbering, last-play marks.
    fn board_view(&self, index: usize) -> BoardView {
        let frame = &self.frames[index.min(self.frames.len() - 1)];
        let mut view = BoardView::of_position(&frame.position);
        view.orientation = Orientation::with_bottom(self.bottom);
        view.numbering = self.bottom;
        view.numbers = self.numbers;
        if let Some((color, play, _)) = &frame.last {
            for cm in play.moves() {
                view.marks.last_from.push(color.to_white(cm.from()));
                if let StepTo::Point(p) = cm.to() {
                    view.marks.last_to.push(color.to_white(p));
                }
            }
        }
        view
    }

    /// The markup of frame `index` (clamped): the board with the last play marked, the caption,
    /// the last move written, the lists, and (with several frames) the step controls and where
    /// the steps stand. `play_href` is the game's address for "play from here" (left out if
    /// empty or `play="off"`).
    #[must_use]
    pub fn render(&self, index: usize, play_href: &str) -> String {
        let play_href = if self.play { play_href } else { "" };
        let m = Messages::of(self.lang);
        let i = index.min(self.frames.len() - 1);
        let frame = &self.frames[i];
        let pos = frame.position;
        let last_line = self.last_line(i);
        let mut s = String::with_capacity(30_000);
        // The style comes once per page (`style()`, adopted by every widget), not per diagram.
        let _ = write!(
            s,
            r#"<figure class="fevga-diagram" part="figure" lang="{}"><svg role="img" aria-label="{}" part="board" class="{ROOT_CLASS}" viewBox="0 0 {} {}">"#,
            self.lang.as_str(),
            esc(&self.description(i)),
            geometry::WIDTH,
            geometry::HEIGHT
        );
        // The board is one image (role="img", described above): its points' own labels, which the
        // game's interactive board needs, are left out.
        s.push_str(&without_labels(&board_svg(&self.board_view(i), &MessageLabels(m))));
        s.push_str("</svg>");
        let caption = if self.frames.len() > 1 && i > 0 {
            None
        } else {
            self.caption.as_deref()
        };
        if caption.is_some() || last_line.is_some() {
            s.push_str(r#"<figcaption part="caption">"#);
            if let Some(c) = caption {
                let _ = write!(s, r#"<span class="caption">{}</span> "#, esc(c));
            }
            if let Some(l) = &last_line {
                let _ = write!(s, r#"<span class="last">{}</span>"#, esc(l));
            }
            s.push_str("</figcaption>");
        }
        s.push_str(r#"<ul class="lists" part="lists">"#);
        for line in text_lines(&pos, self.bottom, m) {
            let _ = write!(s, "<li>{}</li>", esc(&line));
        }
        s.push_str("</ul>");
        if self.frames.len() > 1 || !play_href.is_empty() {
            s.push_str(r#"<div class="steps" part="steps">"#);
        }
        if self.frames.len() > 1 {
            let n = self.frames.len();
            let _ = write!(
                s,
                r#"<button type="button" part="button" data-step="{}"{}>{}</button><span class="where" part="where">{}</span><button type="button" part="button" data-step="{}"{}>{}</button>"#,
                i.saturating_sub(1),
                if i == 0 { " disabled" } else { "" },
                esc(&m.t("diagram-previous")),
                esc(&m.tf(
                    "diagram-where",
                    &[
                        ("n", Arg::Num(i64::try_from(i).unwrap_or(0))),
                        ("total", Arg::Num(i64::try_from(n - 1).unwrap_or(0)))
                    ]
                )),
                (i + 1).min(n - 1),
                if i + 1 == n { " disabled" } else { "" },
                esc(&m.t("diagram-next")),
            );
        }
        if !play_href.is_empty() {
            let link = Link {
                position: pos,
                dice: None,
                rules: self.rules,
            };
            let _ = write!(
                s,
                r#"<a class="play" part="play" href="{}#{}" target="_top">{}</a>"#,
                esc(play_href),
                esc(&link.to_fragment()),
                esc(&m.t("diagram-play"))
            );
        }
        if self.frames.len() > 1 || !play_href.is_empty() {
            s.push_str("</div>");
        }
        s.push_str("</figure>");
        s
    }
}

/// `markup` without its `aria-label` attributes (their values are escaped: no `"` inside).
fn without_labels(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(at) = rest.find(r#" aria-label=""#) {
        out.push_str(&rest[..at]);
        let value = &rest[at + 13..];
        rest = value.find('"').map_or("", |end| &value[end + 1..]);
    }
    out.push_str(rest);
    out
}

/// The markup of a diagram that cannot be drawn: the fault in the widget's language.
#[must_use]
pub fn error_markup(lang: Lang, error: &DiagramError) -> String {
    let m = Messages::of(lang);
    format!(
        r#"<p class="fevga-diagram-error" part="error" role="alert" lang="{}">{}</p>"#,
        lang.as_str(),
        esc(&error.message(m))
    )
}

/// The play by the side not to move that led to `pos`, written `text` in its own numbering,
/// with a roll that allows it: the checkers are taken back to where they started and the play
/// must be legal from there. `None` if no roll makes it legal.
pub(crate) fn last_play(rules: Rules, pos: &Position, text: &str) -> Result<(Color, Play, Dice), LastMoveFault> {
    let mover = pos.turn().other();
    let mt: MoveText = text.parse().map_err(LastMoveFault::Malformed)?;
    let before = taken_back(pos, &mt)?;
    Dice::all()
        .into_iter()
        .find_map(|dice| {
            let play = before.find_play(rules, dice, &mt).ok().flatten()?;
            (play.position() == *pos).then_some((mover, play, dice))
        })
        .ok_or(LastMoveFault::NotLegal)
}

/// The position before the play `mt` by the side not to move led to `pos`: its checkers taken
/// back along their paths, that side to move (whether a roll allows the play is
/// [`last_play`]'s question).
pub(crate) fn taken_back(pos: &Position, mt: &MoveText) -> Result<Position, LastMoveFault> {
    let mover = pos.turn().other();
    if mt.is_pass() {
        return Err(LastMoveFault::Pass);
    }
    let mut board = pos.board();
    let own = board.checkers_mut(mover);
    // Back from the last movement to the first: each checker returns along its path.
    for &(from, to) in mt.moves().iter().rev() {
        if to != 0 {
            let t = mover.to_white(to).index();
            if own[t] == 0 {
                return Err(LastMoveFault::NotThere { side: mover, point: to });
            }
            own[t] -= 1;
        } else if own.iter().map(|&n| u32::from(n)).sum::<u32>() >= u32::from(fevga_core::CHECKERS) {
            return Err(LastMoveFault::NotLegal);
        }
        own[mover.to_white(from).index()] += 1;
    }
    board.turn = mover;
    Position::from_board(&board).map_err(|_| LastMoveFault::NotLegal)
}

/// The play `text` by the side to move from `pos`, with `roll` or the first roll that allows it, and the
/// position it leads to (`pass`: a roll with no legal play; the turn passes).
fn next_play(rules: Rules, pos: &Position, text: &str, roll: Option<Dice>) -> Option<(Option<Play>, Dice, Position)> {
    let mt: MoveText = text.parse().ok()?;
    let rolls = roll.map_or_else(|| Dice::all().to_vec(), |d| vec![d]);
    rolls
        .into_iter()
        .find_map(|dice| match pos.find_play(rules, dice, &mt) {
            Ok(Some(play)) => Some((Some(play), dice, play.position())),
            Ok(None) => {
                let mut board = pos.board();
                board.turn = board.turn.other();
                Some((None, dice, Position::from_board(&board).ok()?))
            }
            Err(_) => None,
        })
}
