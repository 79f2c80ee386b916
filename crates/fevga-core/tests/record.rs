//! Game records: export, import, and errors that name the first bad line.

use fevga_core::Phase;
use fevga_core::record::{RecordInfo, export, import};
use fevga_core::{Game, Position, RecordErrorKind, Rules, SeededDice};

/// A whole random game, played through the game flow with seeded dice.
fn random_game(rules: Rules, seed: u64) -> Game {
    let mut dice = SeededDice::new(seed);
    let mut game = Game::new(rules);
    game.roll_opening(&mut dice).unwrap();
    loop {
        match game.phase() {
            Phase::Over(_) => return game,
            Phase::Roll => {
                game.roll(&mut dice).unwrap();
            }
            Phase::Play(_) if game.must_pass() => game.pass().unwrap(),
            Phase::Play(_) => {
                let plays = game.legal_plays();
                let play = plays[dice.below(plays.len() as u64) as usize];
                game.play(&play).unwrap();
            }
            Phase::Opening => unreachable!(),
        }
    }
}

#[test]
fn export_then_import_replays_the_same_game() {
    for rules in Rules::ALL {
        for seed in 0..20 {
            let game = random_game(rules, seed);
            let info = RecordInfo {
                match_length: 5,
                score: fevga_core::ByColor::new(2, 1),
                names: fevga_core::ByColor::new("Ann".into(), "Ελένη Π.".into()),
            };
            let text = export(&game, info.clone());
            let (back, info2) = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(info2, info);
            assert_eq!(back.rules(), rules);
            assert_eq!(back.position(), game.position());
            assert_eq!(back.result(), game.result());
            assert_eq!(back.history().len(), game.history().len());
            assert_eq!(export(&back, info), text, "export is canonical");
        }
    }
}

#[test]
fn record_text_shape() {
    let mut game = Game::new(Rules::Fevga);
    game.set_opening(6, 5).unwrap();
    game.play_text("24/18/13").unwrap();
    let text = export(&game, RecordInfo::default());
    assert_eq!(
        text,
        "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/13\n"
    );
    let mut game = Game::from_position(Rules::Multezim, Position::from_text("W:1 B:13 B").unwrap());
    game.set_dice("6-6".parse().unwrap()).unwrap();
    game.play_text("1/off").unwrap();
    let text = export(&game, RecordInfo::default());
    assert_eq!(
        text,
        "Fevga record\nRules: multezim\nMatch: 1\nScore: 0-0\nPosition: W:1 B:13 B\n1. B 6-6: 1/off\nResult: Black wins 1 point\n"
    );
    // Black's own 1 is White's 13; Black bore off its last checker; White has borne off 14.
    assert_eq!(import(&text).unwrap().0.position().to_text(), "W:1 B:- W");
}

#[test]
fn the_players_names_are_headers_when_known() {
    let mut game = Game::new(Rules::Fevga);
    game.set_opening(6, 5).unwrap();
    game.play_text("24/13").unwrap();
    let names = |w: &str, b: &str| RecordInfo {
        names: fevga_core::ByColor::new(w.into(), b.into()),
        ..RecordInfo::default()
    };
    let text = export(&game, names("Ann", "Ελένη"));
    assert_eq!(
        text,
        "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\nWhite: Ann\nBlack: Ελένη\n1. W 6-5: 24/13\n"
    );
    assert_eq!(import(&text).unwrap().1, names("Ann", "Ελένη"));
    // One name known: the other header is left out; a name is written as links keep it.
    let text = export(&game, names("", "  Bob\t\u{202e}Lee  "));
    assert!(
        text.contains("\nBlack: Bob Lee\n1. ") && !text.contains("White:"),
        "{text}"
    );
    assert_eq!(import(&text).unwrap().1, names("", "Bob Lee"));
    // A name no page writes is refused, naming its line; so is a name after the turns.
    let head = "Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n";
    let long = "x".repeat(fevga_core::link::MAX_NAME_CHARS + 1);
    for bad in [long.as_str(), "Ann  Lee", "Ann\u{200b}"] {
        let (line, kind) = error_of(&format!("{head}White: {bad}\n1. W 6-5: 24/13\n"));
        assert_eq!(line, 5, "{bad:?}");
        assert!(
            matches!(kind, RecordErrorKind::BadHeader { ref key, .. } if key == "White"),
            "{kind:?}"
        );
    }
    assert_eq!(
        error_of(&format!("{head}1. W 6-5: 24/13\nBlack: Bob\n")),
        (6, RecordErrorKind::HeaderAfterTurns("Black: Bob".into()))
    );
}

fn error_of(text: &str) -> (usize, RecordErrorKind) {
    let e = import(text).expect_err("record should be rejected");
    assert!(e.to_string().starts_with(&format!("line {}: ", e.line)), "{e}");
    (e.line, e.kind)
}

#[test]
fn import_names_the_first_bad_line() {
    let head = "Fevga record\nRules: fevga\nMatch: 3\nScore: 0-0\n";
    // Illegal play on line 6 (3-1 cannot play 24/13).
    let (line, kind) = error_of(&format!("{head}1. W 6-5: 24/13\n2. B 3-1: 24/13\n"));
    assert_eq!(line, 6);
    assert!(matches!(kind, RecordErrorKind::Game(_)), "{kind:?}");
    // Wrong side.
    let (line, kind) = error_of(&format!("{head}1. W 6-5: 24/13\n2. W 3-1: 13/9\n"));
    assert_eq!(
        (line, kind),
        (
            6,
            RecordErrorKind::WrongSide {
                expected: fevga_core::Color::Black
            }
        )
    );
    // Opening double.
    let (line, kind) = error_of(&format!("{head}1. W 4-4: 24/16\n"));
    assert_eq!(line, 5);
    assert!(matches!(
        kind,
        RecordErrorKind::Game(fevga_core::GameError::OpeningDouble(_))
    ));
    // Opening with the lower die first.
    assert_eq!(
        error_of(&format!("{head}1. W 3-5: 24/16\n")),
        (
            5,
            RecordErrorKind::Game(fevga_core::GameError::OpeningLowerDie {
                mover: fevga_core::Color::White,
                dice: "3-5".parse().unwrap()
            })
        )
    );
    // Malformed move, bad dice, bad numbering, bad header, unknown header, missing magic.
    assert!(matches!(
        error_of(&format!("{head}1. W 6-5: 24-13x\n")).1,
        RecordErrorKind::Game(_)
    ));
    assert!(matches!(
        error_of(&format!("{head}1. W 6-9: 24/13\n")).1,
        RecordErrorKind::Dice(_)
    ));
    assert_eq!(
        error_of(&format!("{head}2. W 6-5: 24/13\n")).1,
        RecordErrorKind::TurnNumber { expected: 1, found: 2 }
    );
    assert!(matches!(
        error_of(&format!("{head}1 W 6-5 24/13\n")).1,
        RecordErrorKind::Syntax(_)
    ));
    assert!(matches!(
        error_of(&format!("{head}1. W 6-5: 24/13\nMatch: 5\n")),
        (6, RecordErrorKind::HeaderAfterTurns(_))
    ));
    assert!(matches!(
        error_of("Fevga record\nRules: chess\n").1,
        RecordErrorKind::BadHeader { .. }
    ));
    assert!(matches!(
        error_of("Fevga record\nMatch: 0\n").1,
        RecordErrorKind::BadHeader { .. }
    ));
    assert!(matches!(
        error_of("Fevga record\nColour: red\n").1,
        RecordErrorKind::UnknownHeader(_)
    ));
    assert!(matches!(
        error_of("Rules: fevga\n"),
        (1, RecordErrorKind::NotARecord(_))
    ));
    assert!(matches!(error_of("").1, RecordErrorKind::Missing(_)));
    // §8: a score at which a side had already won the match, named on its header line,
    // whichever header comes last.
    for text in [
        "Fevga record\nRules: fevga\nMatch: 5\nScore: 9-0\n1. W 6-5: 24/13\n",
        "Fevga record\nScore: 0-5\nMatch: 5\n",
    ] {
        let (line, kind) = error_of(text);
        assert_eq!(line, 4 - usize::from(text.contains("Score: 0-5")), "{text}");
        assert!(
            matches!(
                kind,
                RecordErrorKind::Game(fevga_core::GameError::ScoreReached { length: 5, .. })
            ),
            "{kind:?}"
        );
    }
    assert!(import("Fevga record\nMatch: 5\nScore: 4-4\n").is_ok());
    // A result that the moves do not give.
    let (line, kind) = error_of(&format!("{head}1. W 6-5: 24/13\nResult: White wins 2 points\n"));
    assert_eq!(line, 6);
    assert!(matches!(kind, RecordErrorKind::ResultMismatch { .. }));
    // A pass that is not forced.
    assert!(matches!(
        error_of(&format!("{head}1. W 6-5: pass\n")).1,
        RecordErrorKind::Game(_)
    ));
}

#[test]
fn a_match_and_its_record_text_round_trip() {
    use fevga_core::record::{export_match, import_match};
    use fevga_core::{Match, Rules, SeededDice};
    let mut m = Match::new(Rules::Multezim, 5).unwrap();
    let mut dice = SeededDice::new(3);
    m.game_mut().roll_opening(&mut dice).unwrap();
    let text = export_match(&m);
    assert!(text.contains("Match: 5\nScore: 0-0\n"), "{text}");
    let back = import_match(&text).unwrap();
    assert_eq!((back.length(), back.score().to_array()), (5, [0, 0]));
    assert_eq!(back.game().phase(), m.game().phase());
    assert_eq!(export_match(&back), text);
    let impossible = text.replace("Score: 0-0", "Score: 9-0");
    let e = import_match(&impossible).unwrap_err();
    assert_eq!(e.line, 4);
    assert_eq!(
        e.to_string(),
        "line 4: score 9-0 in a match to 5: the match was already over"
    );
}

#[test]
fn the_roll_in_play_is_part_of_the_record() {
    use fevga_core::{Dice, Match, Rules};
    // The opening roll decided, not played yet: Black rolled 5, White 3.
    let mut m = Match::new(Rules::Fevga, 1).unwrap();
    m.game_mut().set_opening(3, 5).unwrap();
    let text = export(m.game(), RecordInfo::default());
    assert!(text.ends_with("Roll: B 5-3\n"), "{text}");
    let (back, _) = import(&text).unwrap();
    assert_eq!(back.opening(), m.game().opening());
    assert_eq!(back.phase(), m.game().phase());
    // A later roll, as rolled.
    let g = m.game_mut();
    g.play_text("24/16").unwrap();
    g.set_dice(Dice::new(2, 6).unwrap()).unwrap();
    let text = export(g, RecordInfo::default());
    assert!(text.ends_with("1. B 5-3: 24/16\nRoll: W 2-6\n"), "{text}");
    let (back, _) = import(&text).unwrap();
    assert_eq!((back.phase(), back.position()), (g.phase(), g.position()));
    // The roll ends the record, and must be the side to move's.
    assert!(matches!(
        error_of(&format!("{text}2. W 6-2: 24/16\n")),
        (7, RecordErrorKind::AfterEnd(_))
    ));
    let wrong = text.replace("Roll: W", "Roll: B");
    assert!(matches!(error_of(&wrong).1, RecordErrorKind::WrongSide { .. }));
}

/// A game of `n` random turns (opening included), stopped before the game ends.
fn some_turns(n: usize, seed: u64) -> (Game, SeededDice) {
    let mut dice = SeededDice::new(seed);
    let mut game = Game::new(Rules::Fevga);
    game.roll_opening(&mut dice).unwrap();
    while game.history().len() < n && game.result().is_none() {
        if game.phase() == Phase::Roll {
            game.roll(&mut dice).unwrap();
        }
        if game.must_pass() {
            game.pass().unwrap();
        } else {
            let plays = game.legal_plays();
            let play = plays[dice.below(plays.len() as u64) as usize];
            game.play(&play).unwrap();
        }
    }
    (game, dice)
}

#[test]
fn a_play_taken_back_returns_to_its_roll_and_the_reply_is_undone() {
    use fevga_core::{Color, GameAction, GameError};
    let (mut game, mut dice) = some_turns(6, 3);
    assert_eq!(game.phase(), Phase::Roll);
    let me = game.history().last().unwrap().color.other();
    // My last play and the reply after it.
    let mine = game.history().iter().rposition(|t| t.color == me).unwrap();
    let t = game.history()[mine];
    assert!(t.play.is_some(), "a play, not a pass (seed chosen so)");
    assert!(game.can_take_back(me));
    game.take_back(me).unwrap();
    assert_eq!(game.history().len(), mine, "my play and the reply are undone");
    assert_eq!(game.position(), t.before);
    assert_eq!(game.phase(), Phase::Play(t.dice), "the same roll to play again");
    assert_eq!(game.aids().taken_back, vec![mine + 1]);
    // The same play again, or another: the game goes on.
    let other = game.legal_plays().iter().find(|p| Some(**p) != t.play).copied();
    game.play(&other.or(t.play).unwrap()).unwrap();
    // Not while I hold my next roll (I have seen it): roll for the opponent, then for me.
    if game.phase() == Phase::Roll {
        game.roll(&mut dice).unwrap();
    }
    assert_eq!(game.position().turn(), me.other());
    if game.must_pass() {
        game.pass().unwrap();
    } else {
        let p = game.legal_plays()[0];
        game.play(&p).unwrap();
    }
    game.roll(&mut dice).unwrap();
    assert!(!game.can_take_back(me));
    assert_eq!(
        game.take_back(me),
        Err(GameError::WrongPhase {
            action: GameAction::TakeBack,
            phase: game.phase()
        })
    );
    // Before the opening, and for a side that has not played: nothing to take back.
    assert!(matches!(
        Game::new(Rules::Fevga).take_back(Color::White),
        Err(GameError::WrongPhase { .. })
    ));
    let mut fresh = Game::from_position(Rules::Fevga, Position::start());
    assert_eq!(
        fresh.take_back(Color::White),
        Err(GameError::NothingToTakeBack(Color::White))
    );
    fresh.set_dice(fevga_core::Dice::new(6, 5).unwrap()).unwrap();
    let p = fresh.legal_plays()[0];
    fresh.play(&p).unwrap();
    assert_eq!(
        fresh.take_back(Color::Black),
        Err(GameError::NothingToTakeBack(Color::Black))
    );
}

#[test]
fn the_record_keeps_the_tutor_and_the_plays_taken_back() {
    use fevga_core::{Color, RecordErrorKind};
    let (mut game, _) = some_turns(6, 3);
    let me = game.history().last().unwrap().color.other();
    game.note_tutor(me);
    game.take_back(me).unwrap();
    let n = game.history().len() + 1;
    let p = game.legal_plays()[0];
    game.play(&p).unwrap();
    let text = export(&game, RecordInfo::default());
    assert!(
        text.contains(&format!("\nTutor: {}\nTakeback: {n}\n", me.letter())),
        "{text}"
    );
    let (back, _) = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.aids(), game.aids());
    assert_eq!(export(&back, RecordInfo::default()), text, "export is canonical");
    // Both sides, in any order as written; written back White first.
    let both = text.replace(&format!("Tutor: {}", me.letter()), "Tutor: B W");
    let (back, _) = import(&both).unwrap();
    assert!(*back.aids().tutor.get(Color::White) && *back.aids().tutor.get(Color::Black));
    // Refused: a side that is not one, a turn the game never reached, a turn 0.
    let bad = |from: &str, to: &str| error_of(&text.replacen(from, to, 1));
    let tutor_line = text.lines().position(|l| l.starts_with("Tutor:")).unwrap() + 1;
    let (line, kind) = bad(&format!("Tutor: {}", me.letter()), "Tutor: X");
    assert_eq!(line, tutor_line);
    assert!(
        matches!(kind, RecordErrorKind::BadHeader { ref key, .. } if key == "Tutor"),
        "{kind:?}"
    );
    let (line, kind) = bad(&format!("Takeback: {n}"), "Takeback: 99");
    assert_eq!(line, tutor_line + 1);
    assert!(
        matches!(kind, RecordErrorKind::BadHeader { ref key, .. } if key == "Takeback"),
        "{kind:?}"
    );
    let (_, kind) = bad(&format!("Takeback: {n}"), "Takeback: 0");
    assert!(
        matches!(kind, RecordErrorKind::BadHeader { ref key, .. } if key == "Takeback"),
        "{kind:?}"
    );
}
