//! "Your move": a diagram with a roll (`dice`) and the author's best play (`answer`) is a task
//! for the reader. Shown plainly, it says whose move it is and offers to play it; once the
//! reader starts, the board takes their play (tap, drag, keys: `fevga-board`'s [`Entry`], each
//! step checked by the core and a refused one worded), *Done* judges it against the answer
//! (the same position after it is the same play), and the verdict gives the best play as arrows
//! and why it is better in words (`fevga_core::reason`, as the game's review says it). *Show the
//! answer* and *Try again* as in Learn's puzzles.
//!
//! The element keeps no state of its own: what the reader did is a list of [`TaskAct`]s, and
//! [`Diagram::render_task`] replays it from the start each time (a few dozen steps at most).

use std::fmt::Write as _;
use std::str::FromStr;

use fevga_board::{
    Arrow, ArrowKind, BoardView, DiceView, Entry, Orientation, ROOT_CLASS, Said, Spot, board_svg, esc, geometry,
};
use fevga_core::reason::Reason;
use fevga_core::{Play, WhitePoint};
use fevga_i18n::{Arg, MessageLabels, Messages, text_lines};

use crate::spec::Diagram;

/// One thing the reader did on a task, as the element writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskAct {
    /// A tap or click on a point (White's numbering) or on the mover's tray (`tap 13`,
    /// `tap off`), or Enter on the focused one.
    Tap(Spot),
    /// A checker dragged from a point to a point or off (`drag 24 18`, `drag 6 off`).
    Drag(WhitePoint, Spot),
    /// An arrow, Home or End key on the board (`key left`, `key home`…).
    Key(geometry::FocusKey),
    /// Escape: the checker taken up is put down (`escape`).
    Deselect,
    /// The last move entered taken back (`undo`).
    Undo,
    /// The play entered is the answer (`done`).
    Done,
    /// The answer shown without a try (`answer`).
    Answer,
    /// From the start again (`retry`).
    Retry,
}

/// A spot as the element writes it: a point 1–24 (White's numbering) or `off` (the mover's tray).
fn spot(text: &str, mover: fevga_core::Color) -> Option<Spot> {
    if text == "off" {
        return Some(Spot::Tray(mover));
    }
    WhitePoint::new(text.parse().ok()?).map(Spot::Point)
}

impl TaskAct {
    /// Reads one act as the element writes it; the mover's tray for `off`. `None` for anything
    /// else (the element's list is then read up to it).
    #[must_use]
    pub fn read(text: &str, mover: fevga_core::Color) -> Option<TaskAct> {
        let mut w = text.split_whitespace();
        let act = match (w.next()?, w.next(), w.next()) {
            ("tap", Some(s), None) => TaskAct::Tap(spot(s, mover)?),
            ("drag", Some(a), Some(b)) => match spot(a, mover)? {
                Spot::Point(from) => TaskAct::Drag(from, spot(b, mover)?),
                Spot::Tray(_) => return None,
            },
            ("key", Some(k), None) => TaskAct::Key(match k {
                "left" => geometry::FocusKey::Left,
                "right" => geometry::FocusKey::Right,
                "up" => geometry::FocusKey::Up,
                "down" => geometry::FocusKey::Down,
                "home" => geometry::FocusKey::Home,
                "end" => geometry::FocusKey::End,
                _ => return None,
            }),
            ("escape", None, None) => TaskAct::Deselect,
            ("undo", None, None) => TaskAct::Undo,
            ("done", None, None) => TaskAct::Done,
            ("answer", None, None) => TaskAct::Answer,
            ("retry", None, None) => TaskAct::Retry,
            _ => return None,
        };
        w.next().is_none().then_some(act)
    }
}

impl FromStr for TaskAct {
    type Err = ();

    /// [`TaskAct::read`] with White's tray for `off` (tests; the element's reader knows the mover).
    fn from_str(s: &str) -> Result<TaskAct, ()> {
        TaskAct::read(s, fevga_core::Color::White).ok_or(())
    }
}

/// Where a task stands after the reader's acts.
#[derive(Debug, Clone)]
pub struct TaskState {
    /// The play being entered.
    pub entry: Entry,
    /// The board's keyboard focus.
    pub focus: Spot,
    /// What the last act on the board did.
    pub said: Option<Said>,
    /// The play the reader gave as the answer, once given.
    pub tried: Option<Play>,
    /// The answer was shown without a try.
    pub shown: bool,
}

impl TaskState {
    /// Whether the task is over (tried, or the answer shown): the board takes nothing more.
    #[must_use]
    pub fn over(&self) -> bool {
        self.tried.is_some() || self.shown
    }
}

impl Diagram {
    /// The task's state after `acts`, replayed from the start (`None` if this diagram is no task).
    #[must_use]
    pub fn task_state(&self, acts: &[TaskAct]) -> Option<TaskState> {
        let (dice, _) = self.task()?;
        let start = self.frames()[0].position;
        let fresh = || {
            let entry = Entry::new(start, self.rules, dice);
            let focus = entry
                .first_movable()
                .map_or(Spot::Point(WhitePoint::ALL[23]), Spot::Point);
            TaskState {
                entry,
                focus,
                said: None,
                tried: None,
                shown: false,
            }
        };
        let mut s = fresh();
        let turned = Orientation::with_bottom(self.bottom).is_turned();
        for act in acts {
            if s.over() && *act != TaskAct::Retry {
                continue;
            }
            s.said = None;
            match *act {
                TaskAct::Tap(spot) => {
                    s.focus = spot;
                    s.said = Said::of(s.entry.tap(spot));
                }
                TaskAct::Drag(from, to) => {
                    s.focus = to;
                    s.said = Said::of(s.entry.drag(from, to));
                }
                // Left and Right along the mover's path, Up and Down as the board is seen.
                TaskAct::Key(k) => s.focus = geometry::move_focus(s.focus, k, start.turn(), turned),
                TaskAct::Deselect => s.entry.deselect(),
                TaskAct::Undo => {
                    if s.entry.undo() {
                        s.said = Some(Said::Undone);
                    }
                }
                TaskAct::Done => s.tried = s.entry.completed(),
                TaskAct::Answer => s.shown = true,
                TaskAct::Retry => s = fresh(),
            }
        }
        Some(s)
    }

    /// Whether the reader's play is the answer: it leaves the same position.
    fn is_answer(&self, play: &Play) -> bool {
        self.task().is_some_and(|(_, best)| best.position() == play.position())
    }

    /// The task's verdict in words, or the play entered so far said: what the element's live
    /// region says after the last act.
    #[must_use]
    pub fn task_said(&self, acts: &[TaskAct]) -> String {
        let Some(s) = self.task_state(acts) else {
            return String::new();
        };
        let (m, w) = (Messages::of(self.lang), Messages::diagram(self.lang));
        if let Some(line) = self.verdict_lines(&s).first() {
            return line.clone();
        }
        s.said
            .and_then(|said| fevga_i18n::said_line(m, said, &s.entry, &w.t("diagram-task-complete")))
            .unwrap_or_default()
    }

    /// The verdict's sentences: right or not with the best play, the reader's play, and why the
    /// best is better (none while the task is not over).
    fn verdict_lines(&self, s: &TaskState) -> Vec<String> {
        let Some((_, best)) = self.task() else {
            return Vec::new();
        };
        let w = Messages::diagram(self.lang);
        let m = Messages::of(self.lang);
        let mover = self.frames()[0].position.turn();
        let notation = |p: &Play| p.notation_in(mover, mover);
        let b = notation(&best);
        match (&s.tried, s.shown) {
            (Some(p), _) if self.is_answer(p) => vec![w.tf("diagram-task-right", &[("best", Arg::Str(&b))])],
            (Some(p), _) => {
                let why = Reason::of(mover, &best.position(), &p.position());
                vec![
                    w.tf(
                        "diagram-task-wrong",
                        &[("best", Arg::Str(&b)), ("play", Arg::Str(&notation(p)))],
                    ),
                    fevga_i18n::reason_line(m, why),
                ]
            }
            (None, true) => vec![w.tf("diagram-task-shown", &[("best", Arg::Str(&b))])],
            (None, false) => Vec::new(),
        }
    }

    /// The task after the reader's `acts`: the board taking the play (its checkers that can
    /// move, the one taken up and where it may go, the dice left, the focus), or, once over, the
    /// start with the best play drawn (and the reader's, if it was another) or the position the
    /// right play left; the task, what the last step did, the verdict and its reason, the lists
    /// and the buttons. A diagram that is no task is drawn as [`Diagram::render`] draws it.
    #[must_use]
    pub fn render_task(&self, acts: &[TaskAct], play_href: &str) -> String {
        let (Some(s), Some((dice, best))) = (self.task_state(acts), self.task()) else {
            return self.render(0, play_href);
        };
        let (m, w) = (Messages::of(self.lang), Messages::diagram(self.lang));
        let start = self.frames()[0].position;
        let mover = start.turn();
        let right = s.tried.as_ref().is_some_and(|p| self.is_answer(p));
        let shown_pos = if right {
            s.tried.map_or(start, |p| p.position())
        } else if s.over() {
            start
        } else {
            s.entry.turn().position()
        };
        let mut view = BoardView::of_position(&shown_pos);
        view.orientation = Orientation::with_bottom(self.bottom);
        view.numbering = self.bottom;
        view.numbers = self.numbers;
        let left: Vec<u8> = if s.over() {
            if right { Vec::new() } else { dice.faces().collect() }
        } else {
            s.entry.dice_left()
        };
        view.dice = Some(DiceView::new(dice, mover, &left));
        if s.over() {
            if !right {
                if let Some(p) = &s.tried {
                    view.marks.arrows.extend(Arrow::of_play(mover, p, ArrowKind::Played));
                }
                view.marks.arrows.extend(Arrow::of_play(mover, &best, ArrowKind::Best));
            }
        } else {
            s.entry.mark(&mut view.marks);
            view.interactive = true;
            view.focus = Some(s.focus);
        }
        let mut out = String::with_capacity(40_000);
        let _ = write!(
            out,
            r#"<figure class="fevga-diagram task" part="figure" lang="{}"><svg{} part="board" class="{ROOT_CLASS}" viewBox="{}">"#,
            self.lang.as_str(),
            if s.over() {
                format!(
                    r#" role="img" aria-label="{}""#,
                    esc(&crate::describe(&shown_pos, self.bottom, None, w))
                )
            } else {
                format!(r#" role="group" aria-label="{}""#, esc(&m.t("board-label")))
            },
            geometry::view_box()
        );
        out.push_str(&board_svg(&view, &MessageLabels(m)));
        out.push_str("</svg>");
        if let Some(c) = &self.caption {
            let _ = write!(
                out,
                r#"<figcaption part="caption"><span class="caption">{}</span></figcaption>"#,
                esc(c)
            );
        }
        let _ = write!(out, r#"<p class="task" part="task">{}</p>"#, esc(&self.task_line()));
        let said = s
            .said
            .filter(|_| !s.over())
            .and_then(|said| fevga_i18n::said_line(m, said, &s.entry, &w.t("diagram-task-complete")));
        let refused = matches!(s.said, Some(Said::Refused(_)));
        // While the board takes the play: what the last step did (kept in place when empty, so
        // the buttons do not move); once judged, the verdict instead.
        if !s.over() {
            let _ = write!(
                out,
                r#"<p class="said{}" part="said">{}</p>"#,
                if refused { " why" } else { "" },
                said.map(|t| esc(&t)).unwrap_or_default()
            );
        }
        let lines = self.verdict_lines(&s);
        if let Some((head, rest)) = lines.split_first() {
            let _ = write!(
                out,
                r#"<div class="verdict {}" part="verdict"><p>{}</p>"#,
                if right {
                    "right"
                } else if s.shown && s.tried.is_none() {
                    "shown"
                } else {
                    "wrong"
                },
                esc(head)
            );
            for l in rest {
                let _ = write!(out, r#"<p class="reason">{}</p>"#, esc(l));
            }
            out.push_str("</div>");
        }
        out.push_str(r#"<div class="steps" part="steps">"#);
        let button = |act: &str, words: &str, on: bool| {
            format!(
                r#"<button type="button" part="button" data-task="{act}"{}>{}</button>"#,
                if on { "" } else { r#" aria-disabled="true""# },
                esc(words)
            )
        };
        if s.over() {
            out.push_str(&button("retry", &w.t("diagram-task-retry"), true));
        } else {
            out.push_str(&button("done", &m.t("done"), s.entry.completed().is_some()));
            out.push_str(&button("undo", &m.t("undo"), s.entry.moves() > 0));
            out.push_str(&button("answer", &w.t("diagram-task-answer"), true));
        }
        out.push_str("</div>");
        out.push_str(r#"<ul class="lists" part="lists">"#);
        for line in text_lines(&shown_pos, self.bottom, m) {
            let _ = write!(out, "<li>{}</li>", esc(&line));
        }
        out.push_str("</ul></figure>");
        out
    }

    /// The task in one line: whose move, with which roll.
    pub(crate) fn task_line(&self) -> String {
        let Some((dice, _)) = self.task() else {
            return String::new();
        };
        let mover = self.frames()[0].position.turn();
        Messages::diagram(self.lang).tf(
            "diagram-task",
            &[
                (
                    "side",
                    Arg::Str(&fevga_i18n::color_name(Messages::of(self.lang), mover)),
                ),
                ("dice", Arg::Str(&dice.higher_first().to_string())),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_core::Color;

    fn attrs(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
    }

    /// White to play 6-5 at the start (Fevga): 24/13 runs the first checker; the head rule
    /// (§4) refuses a second checker from 24.
    fn task() -> Diagram {
        Diagram::from_attrs("W:24x15 B:12x15 W", &attrs(&[("dice", "6-5"), ("answer", "24/13")])).unwrap()
    }

    fn acts(list: &[&str]) -> Vec<TaskAct> {
        list.iter().map(|a| a.parse().unwrap()).collect()
    }

    #[test]
    fn acts_are_read_strictly() {
        assert_eq!(
            "tap 13".parse(),
            Ok(TaskAct::Tap(Spot::Point(WhitePoint::new(13).unwrap())))
        );
        assert_eq!(
            TaskAct::read("tap off", Color::Black),
            Some(TaskAct::Tap(Spot::Tray(Color::Black)))
        );
        assert_eq!("key home".parse(), Ok(TaskAct::Key(geometry::FocusKey::Home)));
        for bad in [
            "",
            "tap",
            "tap 25",
            "tap 0",
            "drag off 13",
            "drag 24",
            "key sideways",
            "done now",
            "jump",
        ] {
            assert_eq!(bad.parse::<TaskAct>(), Err(()), "{bad:?}");
        }
    }

    #[test]
    fn the_right_play_by_taps_is_right_and_shows_where_it_leads() {
        let d = task();
        let a = acts(&["tap 24", "tap 18", "tap 18", "tap 13", "done"]);
        let s = d.task_state(&a).unwrap();
        assert!(s.over() && d.is_answer(&s.tried.unwrap()));
        let html = d.render_task(&a, "");
        assert!(html.contains(r#"class="verdict right""#), "{html}");
        assert!(d.task_said(&a).starts_with("Right!"), "{}", d.task_said(&a));
        assert!(html.contains(r#"data-task="retry""#) && !html.contains(r#"data-task="done""#));
        // The board shows where the play led, as one image.
        assert!(html.contains(r#"<svg role="img""#) && html.contains(r#"data-point="13""#));
    }

    #[test]
    fn a_wrong_play_gets_the_best_as_arrows_and_why() {
        let d = task();
        // A second checker from the head is refused at once (§4), with its rule said.
        let refused = acts(&["tap 24", "tap 18", "tap 24"]);
        let s = d.task_state(&refused).unwrap();
        assert!(matches!(s.said, Some(Said::Refused(_))));
        let html = d.render_task(&refused, "");
        assert!(html.contains(r#"class="said why""#), "{html}");
        assert!(d.task_said(&refused).contains("§4") || d.task_said(&refused).to_lowercase().contains("head"));
        // A position with a real choice: White 6-5, the best 13/7 8/3 given by the author; the
        // reader's 13/2 is wrong.
        let choice = Diagram::from_attrs(
            "W:24x10,13x2,8x3 B:12x15 W",
            &attrs(&[("dice", "6-5"), ("answer", "13/7 8/3")]),
        )
        .unwrap();
        let wrong = acts(&["tap 13", "tap 7", "tap 7", "tap 2", "done"]);
        let s = choice.task_state(&wrong).unwrap();
        assert!(s.tried.is_some() && !choice.is_answer(&s.tried.unwrap()), "{s:?}");
        let html = choice.render_task(&wrong, "");
        assert!(html.contains(r#"class="verdict wrong""#), "{html}");
        assert!(html.contains(r#"<g class="arrow best">"#) && html.contains(r#"<g class="arrow played">"#));
        assert!(html.contains(r#"<p class="reason">"#));
        assert!(
            choice.task_said(&wrong).starts_with("Not quite."),
            "{}",
            choice.task_said(&wrong)
        );
        // Acts after the verdict change nothing until Try again.
        let mut more = wrong.clone();
        more.extend(acts(&["tap 24", "answer"]));
        assert_eq!(choice.render_task(&more, ""), html);
        more.push(TaskAct::Retry);
        let again = choice.task_state(&more).unwrap();
        assert!(!again.over() && again.entry.moves() == 0);
    }

    #[test]
    fn show_the_answer_draws_the_best_play_and_done_waits_for_a_whole_play() {
        let d = task();
        let half = acts(&["tap 24", "tap 18", "done"]);
        let s = d.task_state(&half).unwrap();
        assert!(!s.over(), "Done before the play is whole does nothing");
        let html = d.render_task(&half, "");
        assert!(html.contains(r#"data-task="done" aria-disabled="true""#), "{html}");
        let shown = acts(&["tap 24", "answer"]);
        let html = d.render_task(&shown, "");
        assert!(
            html.contains(r#"class="verdict shown""#) && html.contains(r#"<g class="arrow best">"#),
            "{html}"
        );
        assert!(!html.contains("arrow played"));
    }

    #[test]
    fn keys_move_the_focus_and_the_words_come_in_every_language() {
        let d = task();
        // The focus starts on the checker that can move (24); Right goes forward along White's
        // path (to 23), Left back (at 24, the path's start: it stays).
        let at = |a: &[&str]| d.task_state(&acts(a)).unwrap().focus;
        assert_eq!(at(&[]), Spot::Point(WhitePoint::new(24).unwrap()));
        assert_eq!(at(&["key right"]), Spot::Point(WhitePoint::new(23).unwrap()));
        assert_eq!(at(&["key left"]), at(&[]));
        for lang in fevga_i18n::Lang::ALL {
            let d = Diagram::from_attrs(
                "W:24x15 B:12x15 W",
                &attrs(&[("dice", "6-5"), ("answer", "24/13"), ("lang", lang.as_str())]),
            )
            .unwrap();
            for a in [vec![], acts(&["tap 24", "answer"]), acts(&["tap 24", "tap 13", "done"])] {
                let html = d.render_task(&a, "");
                assert!(!html.contains("diagram-task"), "{lang:?}: a raw key in {html}");
            }
            let plain = d.render(0, "../");
            assert!(
                plain.contains(r#"data-task="start""#) && plain.contains(r#"class="task""#),
                "{plain}"
            );
        }
    }
}
