//! A diagram's attributes, checked: [`Diagram::from_attrs`] reads the position text and each
//! attribute, naming the one at fault. Its frames are drawn by `render`.

mod notes;
mod render;

use fevga_core::{Color, Dice, Play, Position, Rules};
use fevga_i18n::Lang;

use crate::error::DiagramError;
use crate::frame::{Frame, last_play, next_play};
use crate::theme::{COLORS, is_color};

/// Attributes every HTML element may carry: not the diagram's business.
const GLOBAL: [&str; 10] = [
    "class", "id", "style", "title", "hidden", "slot", "part", "tabindex", "dir", "role",
];

/// The diagram's own attributes (the embed contract, version 1 and the additions since: the
/// README's table; a test fixes them, so a change that breaks an existing embed fails).
pub const ATTRIBUTES: [&str; 16] = [
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
    "dice",
    "arrows",
    "highlight",
    "comments",
    "answer",
];

/// A checked diagram: its language, rule set, orientation, frames and caption.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    pub(crate) lang: Lang,
    pub(crate) rules: Rules,
    pub(crate) bottom: Color,
    pub(crate) numbers: bool,
    /// Whether "play from here" is offered (`play="off"` leaves it out).
    play: bool,
    pub(crate) caption: Option<String>,
    /// The author's description of the first frame (else one is written from the position).
    description: Option<String>,
    frames: Vec<Frame>,
    /// What the author adds to each frame: the roll to play, arrows, highlights, a comment.
    notes: Vec<notes::Note>,
    /// A "your move" task's answer: the best play of the roll to play (`answer`).
    answer: Option<Play>,
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
            notes: Vec::new(),
            answer: None,
        };
        let bad = |name: &str, value: &str| DiagramError::Value {
            name: name.to_string(),
            value: value.to_string(),
        };
        let mut last_move = None;
        let mut moves = None;
        let (mut dice, mut arrows, mut highlight, mut comments) = (None, None, None, None);
        let mut answer = None;
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
                "dice" => dice = Some(v),
                "arrows" => arrows = Some(v),
                "highlight" => highlight = Some(v),
                "comments" => comments = Some(value.as_str()),
                "answer" => answer = Some(v).filter(|a| !a.is_empty()),
                n if GLOBAL.contains(&n) || n.starts_with("data-") || n.starts_with("aria-") => {}
                n => return Err(DiagramError::Attribute(n.to_string())),
            }
        }
        if let Some(m) = last_move {
            // The roll that allows the play is not the one played (any that allows it would do):
            // it is not shown.
            let (color, play, _a_roll) =
                last_play(d.rules, &position, &m).map_err(|why| DiagramError::LastMove { text: m, why })?;
            d.frames[0].last = Some((color, play, None));
        }
        // The roll each play of `moves` gives, if it gives one: the roll to play in the frame
        // before it.
        let mut rolls = Vec::new();
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
                rolls.push(roll);
            }
        }
        let positions: Vec<Position> = d.frames.iter().map(|f| f.position).collect();
        d.notes = notes::read(&positions, d.bottom, dice, &rolls, arrows, highlight, comments)?;
        if let Some(a) = answer {
            // A task is one position and its roll: the answer is a play of it.
            if d.frames.len() > 1 {
                return Err(DiagramError::TaskMoves);
            }
            let roll = d.notes[0].roll.ok_or(DiagramError::TaskDice)?;
            let (play, ..) = next_play(d.rules, &position, a, Some(roll))
                .filter(|(p, ..)| p.is_some())
                .ok_or_else(|| DiagramError::Answer {
                    text: a.to_string(),
                    dice: roll,
                })?;
            d.answer = play;
        }
        Ok(d)
    }

    /// The language of the diagram's words (its `lang` attribute).
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A "your move" task's roll and answer (`dice` and `answer`), if the diagram is one.
    #[must_use]
    pub fn task(&self) -> Option<(Dice, Play)> {
        Some((self.notes.first()?.roll?, self.answer?))
    }

    /// The positions shown: the element's, then one after each play of `moves`.
    #[must_use]
    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }
}
