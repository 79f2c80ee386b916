//! Moves played on the position editor's board and recorded as the diagram's attributes: a
//! turn entered one step at a time (the core's [`PartialTurn`]: each step checked, a refused one
//! with the core's [`Refusal`]), then written as the embed contract wants it (see `spec.rs`):
//! the first play is `last-move`, and the element's position becomes the one after it; every
//! play after it joins `moves` with its roll (`6-5: 24/13 | 3-1: pass`). The last recorded play
//! can be taken back.

use fevga_core::{Color, Dice, MoveText, PartialTurn, Play, Position, Refusal, Rules, StepTo};
use fevga_i18n::{Arg, Messages};

use crate::error::{DiagramError, LastMoveFault};
use crate::frame::{last_play, taken_back};
use crate::spec::Diagram;

/// Why a step asked for on the board is not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepFault {
    /// The core's rule that refuses it.
    Refused(Refusal),
    /// The checker can move, but neither a die of the roll nor the dice together take it there.
    NotThere,
    /// The play is complete: no die is left.
    Complete,
}

/// The turn of `dice` from `start` with `steps` (as [`steps_text`] writes them) made again;
/// `None` if a step is not one the turn allows.
#[must_use]
pub fn turn(start: Position, rules: Rules, dice: Dice, steps: &str) -> Option<PartialTurn> {
    let mut t = PartialTurn::new(start, rules, dice);
    for s in steps.split_whitespace() {
        let (from, to) = s.split_once('/')?;
        let to = if to == "off" {
            StepTo::Off
        } else {
            StepTo::Point(to.parse().ok()?)
        };
        t.move_checker(from.parse().ok()?, to).ok()?;
    }
    Some(t)
}

/// The steps made so far in `turn`, as text [`turn`] reads (`24/18 18/13`: one die each, in
/// the mover's numbering).
#[must_use]
pub fn steps_text(turn: &PartialTurn) -> String {
    turn.steps()
        .iter()
        .map(|s| match s.to() {
            StepTo::Point(p) => format!("{}/{p}", s.from),
            StepTo::Off => format!("{}/off", s.from),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether the checker on `from` (the mover's numbering) can move now; the core's reason if not.
///
/// # Errors
/// [`StepFault::Complete`] when no die is left, else the core's [`Refusal`].
pub fn choose(turn: &PartialTurn, from: u8) -> Result<(), StepFault> {
    if turn.completed().is_some() || turn.dice_needed() == 0 {
        return Err(StepFault::Complete);
    }
    match turn.why_not_checker(from) {
        Some(r) => Err(StepFault::Refused(r)),
        None => Ok(()),
    }
}

/// Moves the checker on `from` to `to` (the mover's numbering): with one die, or with several
/// when the checker goes on through the points between (each of them checked by the core).
///
/// # Errors
/// [`StepFault::Complete`] when no die is left; the core's [`Refusal`] for the step (or, when
/// no single die makes it, for the checker); [`StepFault::NotThere`] when the checker can move
/// but not to `to`. Nothing changes then.
pub fn step(turn: &mut PartialTurn, from: u8, to: StepTo) -> Result<(), StepFault> {
    choose(turn, from)?;
    if turn.move_checker(from, to).is_ok() {
        return Ok(());
    }
    Err(turn
        .why_not_move(from, to)
        .map_or(StepFault::NotThere, StepFault::Refused))
}

/// A step's fault in `m`'s words (the game's `why-…` sentences; the editor's own for the head
/// rule and the rest),
/// its points as a board numbered from `numbering`'s side shows them.
#[must_use]
pub fn fault_words(fault: StepFault, mover: Color, numbering: Color, m: &Messages, editor: &Messages) -> String {
    let r = match fault {
        StepFault::Refused(r) => r,
        StepFault::NotThere => return editor.t("editor-not-there"),
        StepFault::Complete => return editor.t("editor-move-complete"),
    };
    match r {
        // The editor's own sentence: the board may be numbered from the other side, where the
        // game's "or lower" would point the wrong way.
        Refusal::HeadRule { runner, line } => {
            let label = |p: u8| Arg::Num(numbering.own(mover.to_white(p)).into());
            editor.tf("editor-head-rule", &[("runner", label(runner)), ("line", label(line))])
        }
        r => fevga_i18n::why_line(m, r, mover, numbering),
    }
}

/// The plays recorded so far, as the diagram's element and attributes hold them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// The element's position: after the first play, when there is one.
    pub position: Position,
    /// `last-move`: the first play, in its mover's numbering (empty: none).
    pub last_move: String,
    /// `moves`: the plays after it with their rolls (empty: none).
    pub moves: String,
}

/// Why a play cannot be recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordFault {
    /// The diagram as it stands cannot be read (its position, last move or moves).
    Diagram(DiagramError),
    /// The first play is the last move that led to the diagram, and a pass moves nothing.
    FirstIsPass,
}

impl Recorded {
    /// The attributes `(name, value)` the record sets (with `rules`).
    fn attrs(&self, rules: Rules) -> Vec<(String, String)> {
        let mut a = vec![("rules".to_string(), rules.as_str().to_string())];
        if !self.last_move.is_empty() {
            a.push(("last-move".into(), self.last_move.clone()));
        }
        if !self.moves.is_empty() {
            a.push(("moves".into(), self.moves.clone()));
        }
        a
    }

    /// Where the next play starts: the diagram's last frame.
    ///
    /// # Errors
    /// The diagram's fault if it cannot be read.
    pub fn now(&self, rules: Rules) -> Result<Position, DiagramError> {
        Diagram::from_attrs(&self.position.to_string(), &self.attrs(rules))
            .map(|d| d.frames().last().map_or(self.position, |f| f.position))
            .map_err(|(_, e)| e)
    }

    /// With `play` of `dice` (`None`: the roll has no legal play, a pass) made from
    /// [`Recorded::now`] recorded: the first as the last move, the element's position becoming
    /// the one after it; the others appended to `moves`. The play must be one of the turn's
    /// (the editor takes it from the core's [`PartialTurn::completed`]).
    ///
    /// # Errors
    /// [`RecordFault::Diagram`] if the diagram cannot be read; [`RecordFault::FirstIsPass`].
    pub fn with(&self, rules: Rules, dice: Dice, play: Option<Play>) -> Result<Recorded, RecordFault> {
        self.now(rules).map_err(RecordFault::Diagram)?;
        let mut out = self.clone();
        if self.last_move.is_empty() && self.moves.is_empty() {
            let p = play.ok_or(RecordFault::FirstIsPass)?;
            out.position = p.position();
            out.last_move = p.notation();
        } else {
            let text = play.map_or_else(|| "pass".to_string(), |p| p.notation());
            let sep = if self.moves.is_empty() { "" } else { " | " };
            out.moves = format!("{}{sep}{dice}: {text}", self.moves.trim());
        }
        // What was written must read back as the diagram (a pass only where the roll has no play).
        out.now(rules).map_err(RecordFault::Diagram)?;
        Ok(out)
    }

    /// Without the last recorded play: the last of `moves`, or else the last move (the
    /// element's position taken back to before it).
    ///
    /// # Errors
    /// Why the last move cannot be taken back (it is not one that led to the position).
    pub fn without_last(&self, rules: Rules) -> Result<Recorded, LastMoveFault> {
        let mut out = self.clone();
        let parts: Vec<&str> = self.moves.split('|').map(str::trim).filter(|p| !p.is_empty()).collect();
        if let Some((_, rest)) = parts.split_last() {
            out.moves = rest.join(" | ");
        } else if !self.last_move.trim().is_empty() {
            let mt: MoveText = self.last_move.parse().map_err(LastMoveFault::Malformed)?;
            // Taken back only if it is a play that led here (the diagram's own check).
            last_play(rules, &self.position, &self.last_move)?;
            out.position = taken_back(&self.position, &mt)?;
            out.last_move = String::new();
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_i18n::Lang;

    fn dice(t: &str) -> Dice {
        t.parse().unwrap()
    }

    fn empty(position: Position) -> Recorded {
        Recorded {
            position,
            last_move: String::new(),
            moves: String::new(),
        }
    }

    /// Plays `moves` (each `from to`, the mover's numbering, 0 for off) of `roll` from `r`'s
    /// last frame and records the completed play.
    fn play(r: &Recorded, roll: &str, moves: &[(u8, u8)]) -> Recorded {
        let start = r.now(Rules::Fevga).unwrap();
        let mut t = PartialTurn::new(start, Rules::Fevga, dice(roll));
        for &(from, to) in moves {
            let to = if to == 0 { StepTo::Off } else { StepTo::Point(to) };
            step(&mut t, from, to).unwrap();
            // The steps survive being written and read back.
            let again = turn(start, Rules::Fevga, dice(roll), &steps_text(&t)).unwrap();
            assert_eq!(again.position(), t.position());
        }
        let done = t.completed();
        assert!(
            done.is_some() || t.dice_needed() == 0,
            "{roll} {moves:?} is not complete"
        );
        r.with(Rules::Fevga, dice(roll), done).unwrap()
    }

    #[test]
    fn a_move_of_both_dice_on_one_checker_is_one_click_and_completes_the_play() {
        let mut t = PartialTurn::new(Position::start(), Rules::Fevga, dice("6-5"));
        step(&mut t, 24, StepTo::Point(13)).unwrap();
        assert_eq!(t.steps().len(), 2);
        assert_eq!(t.completed().unwrap().notation(), "24/13");
        assert_eq!(step(&mut t, 24, StepTo::Point(18)), Err(StepFault::Complete));
    }

    #[test]
    fn a_refused_step_says_the_cores_rule_and_changes_nothing() {
        let mut t = PartialTurn::new(Position::start(), Rules::Fevga, dice("6-5"));
        step(&mut t, 24, StepTo::Point(18)).unwrap();
        let before = steps_text(&t);
        // The head rule: the second checker waits until the first reaches 12 (§4).
        assert_eq!(
            step(&mut t, 24, StepTo::Point(19)),
            Err(StepFault::Refused(Refusal::HeadRule { runner: 18, line: 12 }))
        );
        assert_eq!(
            choose(&t, 24),
            Err(StepFault::Refused(Refusal::HeadRule { runner: 18, line: 12 }))
        );
        // No 4 in the roll; backwards is no step at all.
        assert_eq!(
            step(&mut t, 18, StepTo::Point(14)),
            Err(StepFault::Refused(Refusal::NoSuchDie { die: 4 }))
        );
        assert_eq!(step(&mut t, 18, StepTo::Point(20)), Err(StepFault::NotThere));
        assert_eq!(choose(&t, 5), Err(StepFault::Refused(Refusal::NoChecker { point: 5 })));
        assert_eq!(steps_text(&t), before);
        assert!(turn(Position::start(), Rules::Fevga, dice("6-5"), "24/18 24/19").is_none());
    }

    #[test]
    fn the_refusal_is_worded_with_the_boards_numbers() {
        let m = Messages::of(Lang::En);
        let e = Messages::editor(Lang::En);
        let f = StepFault::Refused(Refusal::HeadRule { runner: 18, line: 12 });
        // White moves; the board numbered from White's side, then from Black's.
        let white = fault_words(f, Color::White, Color::White, m, e);
        assert!(white.contains("18") && white.contains("12"), "{white}");
        let black = fault_words(f, Color::White, Color::Black, m, e);
        assert!(black.contains("(on 6)") && black.contains("24"), "{black}");
        assert!(
            !black.contains("lower"),
            "no direction that the other numbering reverses: {black}"
        );
        for lang in Lang::ALL {
            let (m, e) = (Messages::of(lang), Messages::editor(lang));
            for f in [StepFault::NotThere, StepFault::Complete, f] {
                let w = fault_words(f, Color::White, Color::White, m, e);
                assert!(!w.is_empty() && !w.contains("editor-") && !w.contains("why-"), "{w}");
            }
        }
    }

    #[test]
    fn three_plays_are_the_last_move_and_two_steps_of_the_sequence() {
        let r = empty(Position::start());
        let one = play(&r, "6-5", &[(24, 13)]);
        assert_eq!(one.last_move, "24/13");
        assert_eq!(one.position.to_string(), "W:24x14,13 B:12x15 B");
        assert_eq!(one.moves, "");
        // Black's play, in Black's numbering: the head rule keeps its other checkers waiting.
        let two = play(&one, "3-1", &[(24, 21), (21, 20)]);
        assert_eq!(two.moves, "3-1: 24/20");
        let three = play(&two, "4-4", &[(13, 9), (24, 20), (24, 20), (20, 16)]);
        assert_eq!(three.moves, "3-1: 24/20 | 4-4: 24/20 24/16 13/9");
        assert_eq!(
            three.position, one.position,
            "the element keeps the first play's result"
        );
        // The diagram reads what was written: three frames, each play marked.
        let d = Diagram::from_attrs(&three.position.to_string(), &three.attrs(Rules::Fevga)).unwrap();
        assert_eq!(d.frames().len(), 3);
        assert!(d.frames()[0].last.is_some());
        assert_eq!(d.frames()[2].last.as_ref().unwrap().2, Some(dice("4-4")));
        // Taken back one by one, to the position set up.
        let back = three.without_last(Rules::Fevga).unwrap();
        assert_eq!(back, two);
        let back = back.without_last(Rules::Fevga).unwrap();
        assert_eq!(back, one);
        let back = back.without_last(Rules::Fevga).unwrap();
        assert_eq!(back, r);
        assert_eq!(back.without_last(Rules::Fevga).unwrap(), r);
    }

    #[test]
    fn a_pass_is_recorded_in_the_sequence_but_cannot_be_the_last_move() {
        // White's only checker on 13 is walled in front by Black's points 7–12 (§3).
        let walled: Position = "W:13 B:12,11,10,9,8,7x10 W".parse().unwrap();
        let t = PartialTurn::new(walled, Rules::Fevga, dice("6-5"));
        assert_eq!(t.dice_needed(), 0);
        assert_eq!(choose(&t, 13), Err(StepFault::Complete));
        assert_eq!(
            empty(walled).with(Rules::Fevga, dice("6-5"), None),
            Err(RecordFault::FirstIsPass)
        );
        let one = play(&empty(Position::start()), "6-5", &[(24, 13)]);
        // Black can play 2-2 there: a pass is refused as the diagram would refuse it.
        assert!(matches!(
            one.with(Rules::Fevga, dice("2-2"), None),
            Err(RecordFault::Diagram(DiagramError::Step { index: 1, .. }))
        ));
    }

    #[test]
    fn a_diagram_that_cannot_be_read_records_nothing() {
        let mut r = empty(Position::start());
        r.last_move = "13/7".into();
        assert!(matches!(
            r.with(Rules::Fevga, dice("6-5"), None),
            Err(RecordFault::Diagram(DiagramError::LastMove { .. }))
        ));
        assert!(r.without_last(Rules::Fevga).is_err());
    }
}
