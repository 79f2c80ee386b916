//! The set's file: one [`Decision`] a line, its plays as the rollout judged them
//! ([`JudgedPlay`]), written by [`Decision::to_line`], read and checked by [`Decision::parse`] and
//! [`read`] ([`BenchmarkError`] names a bad line); and the equity a play loses on a decision.

use fevga_core::{Dice, Play, Position, Rules};

use super::class::Class;

/// A play of a benchmark decision as its rollout judged it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JudgedPlay {
    /// The play.
    pub play: Play,
    /// Its rolled-out equity (points).
    pub equity: f64,
    /// The equity's standard error.
    pub se: f64,
    /// The standard error of its difference from the best play (0 for the best).
    pub diff_se: f64,
}

/// One decision of the set.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// Its class ([`Class::of`] the position).
    pub class: Class,
    /// The rule set.
    pub rules: Rules,
    /// The position, its side to move about to play.
    pub position: Position,
    /// The roll to play.
    pub dice: Dice,
    /// Trials a play was rolled out.
    pub trials: usize,
    /// Half-moves a trial was played before the network judged it (0: to the end).
    pub truncate: usize,
    /// The plays rolled out, best first.
    pub plays: Vec<JudgedPlay>,
}

impl Decision {
    /// The decision as a line of the file (no newline).
    #[must_use]
    pub fn to_line(&self) -> String {
        let plays: Vec<String> = self
            .plays
            .iter()
            .map(|p| format!("{}|{:.5}|{:.5}|{:.5}", p.play.notation(), p.equity, p.se, p.diff_se))
            .collect();
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.class,
            self.rules,
            self.position,
            self.dice,
            self.trials,
            self.truncate,
            plays.join(";")
        )
    }

    /// Reads a line of the file, checking it: the class is the position's, the roll leaves a
    /// choice, every move is a legal play, best first.
    ///
    /// # Errors
    /// A message naming the fault.
    pub fn parse(line: &str) -> Result<Decision, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [class, rules, position, dice, trials, truncate, plays] = fields[..] else {
            return Err(format!("expected 7 tab-separated fields, got {}", fields.len()));
        };
        let class: Class = class.parse().map_err(|e| format!("{e}"))?;
        let rules: Rules = rules.parse().map_err(|e| format!("{e}"))?;
        let position = Position::from_text(position).map_err(|e| format!("{e}"))?;
        let dice: Dice = dice.parse().map_err(|e| format!("{e}"))?;
        let count = |name: &str, v: &str| {
            v.parse::<usize>()
                .map_err(|_| format!("{name} {v:?}: expected a number"))
        };
        let (trials, truncate) = (count("trials", trials)?, count("truncate", truncate)?);
        if Class::of(&position, rules) != class {
            return Err(format!("the position is {}, not {class}", Class::of(&position, rules)));
        }
        let legal = position.legal_plays(rules, dice);
        if legal.len() < 2 {
            return Err(format!("{dice} leaves no choice in {position}"));
        }
        let mut judged = Vec::new();
        for p in plays.split(';') {
            let parts: Vec<&str> = p.split('|').collect();
            let [mv, equity, se, diff_se] = parts[..] else {
                return Err(format!("play {p:?}: expected <move>|<equity>|<se>|<diff se>"));
            };
            let play = *legal
                .iter()
                .find(|l| l.notation() == mv)
                .ok_or_else(|| format!("{mv:?} is not a legal play of {dice} (in canonical notation)"))?;
            let num = |name: &str, v: &str| {
                v.parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite())
                    .ok_or_else(|| format!("{mv}: {name} {v:?} is not a number"))
            };
            judged.push(JudgedPlay {
                play,
                equity: num("equity", equity)?,
                se: num("se", se)?,
                diff_se: num("diff se", diff_se)?,
            });
        }
        if judged.windows(2).any(|w| w[0].equity < w[1].equity) {
            return Err("the plays are not best first".into());
        }
        Ok(Decision {
            class,
            rules,
            position,
            dice,
            trials,
            truncate,
            plays: judged,
        })
    }

    /// Equity `play` gives away against the best play rolled out, and whether it was rolled
    /// out: a play outside the rolled-out ones is charged as the worst of them (a lower bound
    /// on its loss, since the expert ranked it below them all).
    #[must_use]
    pub fn loss(&self, play: Option<&Play>) -> (f64, bool) {
        let best = self.plays[0].equity;
        match play.and_then(|p| self.plays.iter().find(|j| j.play.position() == p.position())) {
            Some(j) => (best - j.equity, true),
            None => (best - self.plays[self.plays.len() - 1].equity, false),
        }
    }
}

/// A bad line of a benchmark file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchmarkError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

impl std::fmt::Display for BenchmarkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for BenchmarkError {}

/// Reads a benchmark file's decisions (comment and blank lines skipped).
///
/// # Errors
/// The first bad line.
pub fn read(text: &str) -> Result<Vec<Decision>, BenchmarkError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            Decision::parse(l.trim_end_matches('\r')).map_err(|message| BenchmarkError { line: i + 1, message })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::benchmark::tests::tiny;

    #[test]
    fn lines_round_trip_and_bad_lines_are_named() {
        let (set, _, _) = tiny();
        let text: String = std::iter::once("# a comment\n".to_string())
            .chain(set.iter().map(|d| d.to_line() + "\n"))
            .collect();
        assert_eq!(read(&text).unwrap(), set);
        let line = set[0].to_line();
        for (bad, says) in [
            (line.replacen("contact", "walls", 1), "not walls"),
            (line.replacen("fevga", "chess", 1), "rules"),
            (line.replacen("\t6-3\t", "\t6-7\t", 1), "7"),
            (line.replacen("|0.40000|", "|x|", 1), "equity"),
            (line.replacen("|0.40000|", "|0.00000|", 1), "best first"),
            (line.replacen("\t36\t", "\tmany\t", 1), "trials"),
            (
                line.replacen(&set[0].plays[0].play.notation(), "1/off", 1),
                "not a legal play",
            ),
            ("contact\tfevga".to_string(), "7 tab-separated"),
        ] {
            let err = read(&format!("# header\n{bad}\n")).unwrap_err();
            assert_eq!(err.line, 2);
            assert!(err.to_string().contains(says), "{says}: {err}");
        }
    }
}
