//! The computer's messages: what crosses between the page and the worker as text arrives as the
//! same values, and what the worker works out a slice at a time is what the engine works out whole.

use fevga_ai::protocol::{Job, MessageError, Reply, Request, answer, rating_line, read_rating_line};
use fevga_ai::review::{Review, analyse, review};
use fevga_ai::{Level, choose, play_turn};
use fevga_core::{Color, Dice, Game, Phase, Position, Rules, SeededDice};

/// A game between two levels, `turns` turns long (or to its end).
fn game(rules: Rules, turns: usize, seed: u64) -> Game {
    let mut g = Game::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut rng = SeededDice::new(seed + 1);
    g.roll_opening(&mut dice).unwrap();
    for _ in 0..turns {
        if g.result().is_some() {
            break;
        }
        if g.phase() == Phase::Roll {
            g.roll(&mut dice).unwrap();
        }
        let level = if g.position().turn() == Color::White {
            Level::Strong
        } else {
            Level::Beginner
        };
        play_turn(&mut g, level, &mut rng).unwrap();
    }
    g
}

/// Positions with a roll in play, from games of both rule sets.
fn turns() -> Vec<(Rules, Position, Dice)> {
    let mut out = Vec::new();
    for (i, rules) in [Rules::Fevga, Rules::Multezim].into_iter().enumerate() {
        let g = game(rules, 80, 10 + i as u64);
        out.extend(g.history().iter().step_by(7).map(|t| (rules, t.before, t.dice)));
    }
    out
}

/// Sends a request and its reply through their texts, as the page and the worker do.
fn across(request: &Request, slice: u64) -> Reply {
    let text = request.to_text();
    let read = Request::from_text(&text).unwrap();
    assert_eq!(read.to_text(), text, "a request reads back as itself");
    let mut job = Job::new(&read);
    let reply = loop {
        if let Some(r) = job.step(slice) {
            break r;
        }
        let progress = job.progress().map(|p| p.to_text());
        if let Some(p) = progress {
            assert!(
                matches!(Reply::from_text(&p, request), Ok(Reply::Progress { .. })),
                "{p}"
            );
        }
    };
    let crossed = Reply::from_text(&reply.to_text(), request).unwrap();
    assert_eq!(crossed, reply, "a reply reads back as itself");
    crossed
}

#[test]
fn the_computer_chooses_across_the_boundary_what_it_chooses_at_home() {
    for (rules, position, dice) in turns() {
        for level in [Level::Beginner, Level::Strong, Level::Expert] {
            let seed = 7;
            let request = Request::Choose {
                rules,
                position,
                dice,
                level,
                seed,
            };
            let direct = choose(&position, rules, dice, level, &mut SeededDice::new(seed));
            assert_eq!(
                across(&request, 1_500),
                Reply::Chosen(direct),
                "{position} {dice} {level}"
            );
        }
    }
}

#[test]
fn a_hint_crosses_the_boundary_unchanged() {
    for (rules, position, dice) in turns().into_iter().take(12) {
        let request = Request::Hint {
            rules,
            position,
            dice,
            level: Level::Expert,
        };
        let direct = analyse(&position, rules, dice, Level::Expert, None);
        assert_eq!(across(&request, 1_500), Reply::Ranked(direct), "{position} {dice}");
    }
}

#[test]
fn a_game_rated_a_turn_at_a_time_is_its_review() {
    // What a kept review stores: each turn's `rate` answer as its line, read back and assembled.
    for rules in [Rules::Fevga, Rules::Multezim] {
        let g = game(rules, 24, 5);
        let mut lines = Vec::new();
        for t in g.history() {
            let rating = match t.play {
                Some(play) if t.before.legal_plays(rules, t.dice).len() >= 2 => {
                    let request = Request::Rate {
                        rules,
                        position: t.before,
                        dice: t.dice,
                        play,
                        level: Level::Strong,
                    };
                    let Reply::Rated(best, played) = across(&request, 700) else {
                        panic!("a rating")
                    };
                    assert_eq!(played.play.position(), play.position());
                    Some((best, played))
                }
                _ => None,
            };
            lines.push(rating_line(&rating));
        }
        let ratings: Vec<_> = g
            .history()
            .iter()
            .zip(&lines)
            .map(|(t, line)| read_rating_line(line, &t.before, rules, t.dice).unwrap())
            .collect();
        let assembled = Review::assemble(rules, g.history(), Level::Strong, &ratings);
        assert_eq!(assembled, review(&g, Level::Strong), "{rules:?}");
    }
}

#[test]
fn a_rating_of_another_play_or_a_bad_line_is_refused() {
    let g = game(Rules::Fevga, 6, 7);
    let t = g
        .history()
        .iter()
        .find(|t| t.before.legal_plays(Rules::Fevga, t.dice).len() >= 3)
        .unwrap();
    let plays = t.before.legal_plays(Rules::Fevga, t.dice);
    let request = Request::Rate {
        rules: Rules::Fevga,
        position: t.before,
        dice: t.dice,
        play: plays[0],
        level: Level::Strong,
    };
    let Reply::Rated(best, _) = across(&request, u64::MAX) else {
        panic!("a rating")
    };
    // A rating whose played play is another one does not answer the question.
    let other = fevga_ai::review::analyse(&t.before, Rules::Fevga, t.dice, Level::Strong, Some(&plays[1]));
    let wrong = Reply::Rated(
        best,
        *other.iter().find(|r| r.play.position() == plays[1].position()).unwrap(),
    );
    assert!(matches!(
        Reply::from_text(&wrong.to_text(), &request),
        Err(MessageError::Field("rating", _))
    ));
    assert_eq!(
        read_rating_line("24/18\t3f000000", &t.before, Rules::Fevga, t.dice).unwrap_err(),
        MessageError::Missing("played")
    );
    assert!(Request::from_text(&format!("rate\tfevga\t{}\t{}\tstrong\tpass", t.before, t.dice)).is_err());
}

#[test]
fn a_request_that_cannot_be_read_is_refused_by_name() {
    let read = |t: &str| Request::from_text(t).unwrap_err();
    assert_eq!(read("think\tfevga"), MessageError::Kind("think".into()));
    assert_eq!(
        read("choose\tfevga\tW:24x15 B:12x15 W\t6-5"),
        MessageError::Missing("level")
    );
    assert!(matches!(
        read("hint\tfevga\tW:24x16 B:12x15 W\t6-5\texpert"),
        MessageError::Field("position", _)
    ));
    assert!(matches!(
        read("choose\tfevga\tW:24x15 B:12x15 W\t6-5\tgrandmaster\t1"),
        MessageError::Field("level", _)
    ));
    assert_eq!(
        read("review\tstrong\nnot a record"),
        MessageError::Kind("review".into())
    );
    assert!(matches!(
        read("rate\tfevga\tW:24x15 B:12x15 W\t6-5\tstrong\t24/18"),
        MessageError::Field("play", _)
    ));
    // The worker answers such a request with `failed`, and the page reads that.
    let hint = Request::Hint {
        rules: Rules::Fevga,
        position: Position::start(),
        dice: "6-5".parse().unwrap(),
        level: Level::Strong,
    };
    assert!(matches!(Reply::from_text(&answer("think"), &hint), Ok(Reply::Failed(why)) if why.contains("think")));
}

#[test]
fn a_reply_that_does_not_answer_its_request_is_refused() {
    let dice: Dice = "6-5".parse().unwrap();
    let choose = Request::Choose {
        rules: Rules::Fevga,
        position: Position::start(),
        dice,
        level: Level::Strong,
        seed: 1,
    };
    assert_eq!(
        Reply::from_text("chosen\t24/13", &choose),
        Ok(Reply::Chosen(
            Position::start().legal_plays(Rules::Fevga, dice).first().copied()
        ))
    );
    // Not legal here: the head rule (§5) lets only one checker leave the start.
    assert!(matches!(
        Reply::from_text("chosen\t24/18 24/19", &choose),
        Err(MessageError::Field("play", _))
    ));
    assert!(matches!(
        Reply::from_text("chosen\tpass", &choose),
        Err(MessageError::Field("play", _))
    ));
    assert_eq!(
        Reply::from_text("ranked", &choose),
        Err(MessageError::Mismatch("ranked"))
    );
    assert_eq!(
        Reply::from_text("fine", &choose),
        Err(MessageError::Kind("fine".into()))
    );
    // A chance that is not one (not hex, above 1, not a number) is refused.
    let hint = Request::Hint {
        rules: Rules::Fevga,
        position: Position::start(),
        dice,
        level: Level::Strong,
    };
    let half = 0.5f32.to_bits();
    let ranked = |w: &str| format!("ranked\n24/13\t{w}\t{half:08x}\t{half:08x}\t0");
    assert!(matches!(Reply::from_text(&ranked(&format!("{half:08x}")), &hint), Ok(Reply::Ranked(r)) if r.len() == 1));
    for bad in ["zz", "3f800001", "7fc00000"] {
        assert!(
            matches!(
                Reply::from_text(&ranked(bad), &hint),
                Err(MessageError::Field("outputs", _))
            ),
            "{bad}"
        );
    }
    // A game is no longer reviewed whole: a reply of that kind is refused by name.
    assert!(matches!(
        Reply::from_text("reviewed\n-", &hint),
        Err(MessageError::Kind(k)) if k == "reviewed"
    ));
    assert!(Request::from_text("review\tstrong\nFevga record").is_err());
}

/// A rollout request for the best `top` plays of a turn.
fn rollout_request(rules: Rules, position: Position, dice: Dice, top: usize, trials: usize) -> Request {
    Request::Rollout {
        rules,
        position,
        dice,
        plays: fevga_ai::candidates(&position, rules, dice, top),
        trials,
        truncate: 7,
        seed: 11,
    }
}

#[test]
fn a_rollout_crosses_the_boundary_unchanged() {
    for (rules, position, dice) in turns().into_iter().step_by(3).take(4) {
        let request = rollout_request(rules, position, dice, 3, 72);
        let Request::Rollout { plays, .. } = &request else {
            unreachable!()
        };
        let config = fevga_ai::RolloutConfig {
            trials: 72,
            truncate: 7,
            seed: 11,
            threads: 2,
            ..fevga_ai::RolloutConfig::default()
        };
        let direct = fevga_ai::rollout(plays, rules, &config).unwrap();
        // 1,500 evaluations a slice: a trial at a time, with progress between.
        assert_eq!(across(&request, 1_500), Reply::RolledOut(direct), "{position} {dice}");
    }
    let (rules, position, dice) = turns()[0];
    let mut job = Job::new(&rollout_request(rules, position, dice, 2, 72));
    assert!(job.step(1_000).is_none());
    assert_eq!(job.progress(), Some(Reply::Progress { done: 1, total: 72 }));
}

#[test]
fn a_rollout_that_cannot_be_run_or_read_is_refused() {
    let (rules, position, dice) = turns()[1];
    let request = rollout_request(rules, position, dice, 2, 72);
    let text = request.to_text();
    let (head, plays) = text.split_once('\n').unwrap();
    let read = |t: &str| Request::from_text(t).unwrap_err();
    // Trials not a multiple of 36, no play, a pass, an illegal play.
    assert!(matches!(
        read(&text.replacen("\t72\t", "\t70\t", 1)),
        MessageError::Field("trials", _)
    ));
    assert!(matches!(read(head), MessageError::Field("play", _)));
    assert!(matches!(read(&format!("{head}\npass")), MessageError::Field("play", _)));
    assert!(matches!(
        read(&format!("{head}\n{plays}\n24/1")),
        MessageError::Field("play", _)
    ));
    // A job built from a request that was never read is refused by the worker, not run.
    let Request::Rollout { plays, .. } = &request else {
        unreachable!()
    };
    let bad = Request::Rollout {
        rules,
        position,
        dice,
        plays: plays.clone(),
        trials: 35,
        truncate: 0,
        seed: 1,
    };
    assert!(matches!(Job::new(&bad).run(), Reply::Failed(why) if why.contains("multiple of 36")));
    // Replies: a value out of range, a play not asked for, a play missing.
    let good = Job::new(&request).run().to_text();
    assert!(matches!(Reply::from_text(&good, &request), Ok(Reply::RolledOut(r)) if r.len() == 2));
    let lines: Vec<&str> = good.lines().collect();
    let equity_of = |line: &str, bits: u64| {
        let mut f: Vec<String> = line.split('\t').map(String::from).collect();
        f[1] = format!("{bits:016x}");
        f.join("\t")
    };
    for bits in [3.0f64.to_bits(), f64::NAN.to_bits()] {
        let bad = format!("{}\n{}\n{}", lines[0], equity_of(lines[1], bits), lines[2]);
        assert!(
            matches!(Reply::from_text(&bad, &request), Err(MessageError::Field("equity", _))),
            "{bits:x}"
        );
    }
    let short = format!("{}\n{}", lines[0], lines[1]);
    assert!(matches!(
        Reply::from_text(&short, &request),
        Err(MessageError::Field("plays", _))
    ));
    let hint = Request::Hint {
        rules,
        position,
        dice,
        level: Level::Strong,
    };
    assert_eq!(Reply::from_text(&good, &hint), Err(MessageError::Mismatch("rolledout")));
    // Cut anywhere, or with any one character changed, a reply or request is read or refused,
    // never a panic; a cut reply is never read as a whole one.
    for (i, _) in good.char_indices().skip(1) {
        assert!(
            Reply::from_text(&good[..i], &request).is_err() || good[..i].ends_with("rolledout"),
            "{i}"
        );
        let mut changed = good.clone();
        changed.replace_range(i..=i, "f");
        let _ = Reply::from_text(&changed, &request);
    }
    for (i, _) in text.char_indices() {
        let _ = Request::from_text(&text[..i]);
    }
}
