//! A diagram's attributes, checked, and its frames drawn.

use std::fmt::{self, Write as _};

use fevga_board::{BoardView, Orientation, ROOT_CLASS, board_svg, esc, geometry, standalone_svg};
use fevga_core::link::Link;
use fevga_core::{Color, Dice, MoveText, ParseMoveError, Play, Position, PositionError, Rules, StepTo};
use fevga_i18n::{Arg, Lang, MessageLabels, Messages, text_lines};

/// Attributes every HTML element may carry: not the diagram's business.
const GLOBAL: [&str; 10] = [
    "class", "id", "style", "title", "hidden", "slot", "part", "tabindex", "dir", "role",
];

/// The diagram's own style (the board brings its own): a figure that follows its container's
/// width, the lists in columns, the step controls. Written for a shadow root (`:host`). A
/// diagram off screen is not laid out or painted until it comes near (`content-visibility`), so
/// a page of dozens draws as fast as the few in view; it keeps about its size meanwhile.
pub const STYLE: &str = ":host{display:block;max-width:40rem;content-visibility:auto;contain-intrinsic-size:auto 40rem auto 36rem}\
.fevga-diagram{margin:0;font:1rem/1.45 system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif}\
.fevga-diagram svg{display:block;width:100%;height:auto}\
.fevga-diagram figcaption{margin:.4em 0}\
.fevga-diagram .caption{font-weight:600}\
.fevga-diagram .lists{margin:.4em 0;padding-left:1.2em;columns:2 11em;font-size:.95em}\
.fevga-diagram .steps{display:flex;gap:.5em;align-items:center;flex-wrap:wrap;margin:.4em 0}\
.fevga-diagram .steps button{font:inherit;padding:.3em .9em;min-height:2.4em;cursor:pointer}\
.fevga-diagram .steps button:disabled{opacity:.45;cursor:default}\
.fevga-diagram .steps .play{margin-left:auto;color:inherit}\
.fevga-diagram-error{color:#b00020;border:1px solid currentColor;border-radius:6px;padding:.5em .7em;margin:0}\
.fevga-diagram-pending{height:36rem}";

/// What a diagram shows until it is drawn: room of about its size, so nothing moves when it is.
pub const PENDING: &str = r#"<div class="fevga-diagram-pending"></div>"#;

/// Everything a diagram's markup needs styled: the board's style and the diagram's own. A page
/// adopts it once for all its diagrams.
#[must_use]
pub fn style() -> String {
    format!("{}{STYLE}", fevga_board::STYLE)
}

/// The diagram's own attributes.
pub const ATTRIBUTES: [&str; 8] = [
    "lang",
    "rules",
    "bottom",
    "numbers",
    "last-move",
    "caption",
    "moves",
    "play",
];

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
            DiagramError::Position { text, .. } => m.tf("diagram-error-position", &[("text", s(text))]),
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
        standalone_svg(&self.board_view(index), &MessageLabels(m))
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
        let mut last_line = None;
        if let Some((color, play, dice)) = &frame.last {
            let key = if *color == Color::White {
                "last-move-white"
            } else {
                "last-move-black"
            };
            let mut notation = play.notation_in(*color, self.bottom);
            if let Some(d) = dice {
                notation = format!("{} {notation}", d);
            }
            last_line = Some(m.tf(key, &[("move", Arg::Str(&notation))]));
        }
        let mut s = String::with_capacity(30_000);
        // The style comes once per page (`style()`, adopted by every widget), not per diagram.
        let _ = write!(
            s,
            r#"<figure class="fevga-diagram" lang="{}"><svg aria-hidden="true" class="{ROOT_CLASS}" viewBox="0 0 {} {}">"#,
            self.lang.as_str(),
            geometry::WIDTH,
            geometry::HEIGHT
        );
        s.push_str(&board_svg(&self.board_view(i), &MessageLabels(m)));
        s.push_str("</svg>");
        let caption = if self.frames.len() > 1 && i > 0 {
            None
        } else {
            self.caption.as_deref()
        };
        if caption.is_some() || last_line.is_some() {
            s.push_str("<figcaption>");
            if let Some(c) = caption {
                let _ = write!(s, r#"<span class="caption">{}</span> "#, esc(c));
            }
            if let Some(l) = &last_line {
                let _ = write!(s, r#"<span class="last">{}</span>"#, esc(l));
            }
            s.push_str("</figcaption>");
        }
        s.push_str(r#"<ul class="lists">"#);
        for line in text_lines(&pos, self.bottom, m) {
            let _ = write!(s, "<li>{}</li>", esc(&line));
        }
        s.push_str("</ul>");
        if self.frames.len() > 1 || !play_href.is_empty() {
            s.push_str(r#"<nav class="steps">"#);
        }
        if self.frames.len() > 1 {
            let n = self.frames.len();
            let _ = write!(
                s,
                r#"<button type="button" data-step="{}"{}>{}</button><span class="where" aria-live="polite">{}</span><button type="button" data-step="{}"{}>{}</button>"#,
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
                r#"<a class="play" href="{}#{}" target="_top">{}</a>"#,
                esc(play_href),
                esc(&link.to_fragment()),
                esc(&m.t("diagram-play"))
            );
        }
        if self.frames.len() > 1 || !play_href.is_empty() {
            s.push_str("</nav>");
        }
        s.push_str("</figure>");
        s
    }
}

/// The markup of a diagram that cannot be drawn: the fault in the widget's language.
#[must_use]
pub fn error_markup(lang: Lang, error: &DiagramError) -> String {
    let m = Messages::of(lang);
    format!(
        r#"<p class="fevga-diagram-error" role="alert" lang="{}">{}</p>"#,
        lang.as_str(),
        esc(&error.message(m))
    )
}

/// The play by the side not to move that led to `pos`, written `text` in its own numbering,
/// with a roll that allows it: the checkers are taken back to where they started and the play
/// must be legal from there. `None` if no roll makes it legal.
fn last_play(rules: Rules, pos: &Position, text: &str) -> Result<(Color, Play, Dice), LastMoveFault> {
    let mover = pos.turn().other();
    let mt: MoveText = text.parse().map_err(LastMoveFault::Malformed)?;
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
    let before = Position::from_board(&board).map_err(|_| LastMoveFault::NotLegal)?;
    Dice::all()
        .into_iter()
        .find_map(|dice| {
            let play = before.find_play(rules, dice, &mt).ok().flatten()?;
            (play.position() == *pos).then_some((mover, play, dice))
        })
        .ok_or(LastMoveFault::NotLegal)
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
