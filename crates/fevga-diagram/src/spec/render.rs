//! A diagram's frames drawn: the board as markup or a standalone SVG, the last move and the
//! position in words, the step controls and "play from here".

use std::fmt::Write as _;

use fevga_board::{BoardView, DiceView, Orientation, ROOT_CLASS, board_svg, esc, geometry, standalone_svg};
use fevga_core::link::Link;
use fevga_core::{Color, StepTo};
use fevga_i18n::{Arg, MessageLabels, Messages, text_lines};

use super::Diagram;
use crate::describe::describe;

impl Diagram {
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
        if let Some(note) = self.notes.get(index.min(self.frames.len() - 1)) {
            view.marks.arrows.extend(note.arrows.iter().copied());
            view.marks.highlight.extend(note.highlight.iter().copied());
            if let Some(roll) = note.roll {
                let mover = frame.position.turn();
                let faces: Vec<u8> = roll.faces().collect();
                view.dice = Some(DiceView::new(roll, mover, &faces));
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
        let d = Messages::diagram(self.lang);
        let i = index.min(self.frames.len() - 1);
        let frame = &self.frames[i];
        let pos = frame.position;
        let last_line = self.last_line(i);
        let mut s = String::with_capacity(30_000);
        // The style comes once per page (`style()`, adopted by every widget), not per diagram.
        let _ = write!(
            s,
            r#"<figure class="fevga-diagram" part="figure" lang="{}"><svg role="img" aria-label="{}" part="board" class="{ROOT_CLASS}" viewBox="{}">"#,
            self.lang.as_str(),
            esc(&self.description(i)),
            geometry::view_box()
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
        if let Some(c) = self.notes.get(i).and_then(|n| n.comment.as_deref()) {
            let _ = write!(s, r#"<p class="comment" part="comment">{}</p>"#, esc(c));
        }
        // A "your move" task says whose move it is before the lists.
        if self.task().is_some() {
            let _ = write!(s, r#"<p class="task" part="task">{}</p>"#, esc(&self.task_line()));
        }
        s.push_str(r#"<ul class="lists" part="lists">"#);
        for line in text_lines(&pos, self.bottom, m) {
            let _ = write!(s, "<li>{}</li>", esc(&line));
        }
        s.push_str("</ul>");
        let task = self.task().is_some();
        if self.frames.len() > 1 || !play_href.is_empty() || task {
            s.push_str(r#"<div class="steps" part="steps">"#);
        }
        if task {
            let _ = write!(
                s,
                r#"<button type="button" part="button" data-task="start">{}</button>"#,
                esc(&Messages::diagram(self.lang).t("diagram-task-start"))
            );
        }
        if self.frames.len() > 1 {
            let n = self.frames.len();
            let _ = write!(
                s,
                r#"<button type="button" part="button" data-step="{}"{}>{}</button><span class="where" part="where">{}</span><button type="button" part="button" data-step="{}"{}>{}</button>"#,
                i.saturating_sub(1),
                if i == 0 { " disabled" } else { "" },
                esc(&d.t("diagram-previous")),
                esc(&d.tf(
                    "diagram-where",
                    &[
                        ("n", Arg::Num(i64::try_from(i).unwrap_or(0))),
                        ("total", Arg::Num(i64::try_from(n - 1).unwrap_or(0)))
                    ]
                )),
                (i + 1).min(n - 1),
                if i + 1 == n { " disabled" } else { "" },
                esc(&d.t("diagram-next")),
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
                esc(&d.t("diagram-play"))
            );
        }
        if self.frames.len() > 1 || !play_href.is_empty() || task {
            s.push_str("</div>");
        }
        s.push_str("</figure>");
        s
    }
}

/// `markup` without its `aria-label` attributes (their values are escaped: no `"` inside).
fn without_labels(markup: &str) -> String {
    // The board's pictures inside (points, trays, dice: role="img") are part of the one image.
    let markup = markup.replace(r#" role="img""#, "");
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup.as_str();
    while let Some(at) = rest.find(r#" aria-label=""#) {
        out.push_str(&rest[..at]);
        let value = &rest[at + 13..];
        rest = value.find('"').map_or("", |end| &value[end + 1..]);
    }
    out.push_str(rest);
    out
}
