//! A turn on the board, the keys, the turns stepped through, the review link, the hint.

use fevga_board::{FocusKey, Spot};
use fevga_core::{Color, Refusal, StepTo};
use fevga_i18n::Lang;

use super::{cx, date, mover, play_out, started};
use crate::action::Action;
use crate::view;

#[test]
fn a_turn_is_entered_on_the_board_step_by_step_with_undo_and_done() {
    let (mut ann, mut bo) = started();
    let me = mover(&mut ann, &mut bo);
    let e = me.entry().expect("our turn is entered on the board").clone();
    let play = e.turn().plays()[0];
    let mover = e.mover();
    // Nothing taken up: the movable checkers are marked, no target.
    let shown = me.shown_game().unwrap();
    let view = view::board_view(me, &shown, me.current().unwrap().side());
    assert!(view.interactive);
    assert_eq!(view.marks.movable, e.movable());
    assert!(view.marks.targets.is_empty());
    // The first step: the checker taken up shows its targets, then goes to one.
    let first = play.steps()[0];
    let from = mover.to_white(first.from);
    me.handle(Action::Tap(Spot::Point(from)), 6.0);
    let view = view::board_view(me, &shown, me.current().unwrap().side());
    assert_eq!(view.marks.selected, Some(from));
    let to = match first.to() {
        StepTo::Point(q) => Spot::Point(mover.to_white(q)),
        StepTo::Off => Spot::Tray(mover),
    };
    assert!(view.marks.targets.contains(&to), "{:?}", view.marks.targets);
    me.handle(Action::Tap(to), 6.0);
    assert_eq!(me.entry().unwrap().turn().steps().len(), 1);
    // Said to a screen reader: the move and the dice left.
    let said = view::said_text(me, cx(Lang::En, &date)).unwrap();
    assert!(said.contains('/') && said.contains("left to play"), "{said}");
    // One die used: the board draws it spent.
    let view = view::board_view(me, &shown, me.current().unwrap().side());
    let dice = view.dice.unwrap();
    assert_eq!(dice.faces.iter().filter(|f| !f.live).count(), 1, "{dice:?}");
    // Undo takes it back; Done before the play is complete is refused with a sentence.
    me.handle(Action::Undo, 6.0);
    assert!(me.entry().unwrap().turn().steps().is_empty());
    let said = view::said_text(me, cx(Lang::De, &date)).unwrap();
    assert!(said.starts_with("Zug zurückgenommen."), "{said}");
    me.handle(Action::Play, 6.0);
    assert_eq!(me.notice().map(|n| n.key), Some("friend-err-unfinished"));
    for lang in Lang::ALL {
        assert!(!view::notice_text(me, cx(lang, &date)).unwrap().contains("friend-"));
    }
    // Every step of the play, by taps (each a drag for the second way).
    for (i, st) in play.steps().iter().enumerate() {
        let from = mover.to_white(st.from);
        let to = match st.to() {
            StepTo::Point(q) => Spot::Point(mover.to_white(q)),
            StepTo::Off => Spot::Tray(mover),
        };
        if i % 2 == 0 {
            me.handle(Action::Tap(Spot::Point(from)), 7.0);
            me.handle(Action::Tap(to), 7.0);
        } else {
            me.handle(Action::Drag { from, to }, 7.0);
        }
    }
    assert_eq!(me.chosen(), Some(play));
    assert_eq!(me.choice(), Some(0), "the list shows the play entered");
    let html = view::render(me, cx(Lang::En, &date));
    assert!(
        html.contains(r#"data-action="play""#) && html.contains(">Done<"),
        "{html}"
    );
    me.handle(Action::Play, 8.0);
    assert_eq!(me.notice(), None);
    let c = me.current().unwrap();
    assert_eq!(c.match_state().game().history().last().unwrap().play, Some(play));
    assert!(me.entry().is_none(), "the friend's turn now");
}

#[test]
fn a_refused_step_says_why_in_one_sentence_in_every_language() {
    let (mut ann, mut bo) = started();
    let me = mover(&mut ann, &mut bo);
    let e = me.entry().unwrap().clone();
    let mover = e.mover();
    // The first step of the game takes a checker off the head (its point 24); the others wait
    // there until it reaches point 12 (the head rule, §4).
    let first = e.turn().next_steps()[0];
    assert_eq!(first.from, 24);
    let head = Spot::Point(mover.to_white(24));
    me.handle(Action::Tap(head), 6.0);
    let to = match first.to() {
        StepTo::Point(q) => Spot::Point(mover.to_white(q)),
        StepTo::Off => unreachable!(),
    };
    me.handle(Action::Tap(to), 6.0);
    assert_eq!(me.entry().unwrap().turn().steps().len(), 1);
    let before = me.entry().unwrap().turn().steps().to_vec();
    me.handle(Action::Tap(head), 6.0);
    assert!(matches!(me.why(), Some(Refusal::HeadRule { .. })), "{:?}", me.why());
    assert_eq!(me.entry().unwrap().turn().steps(), &before[..], "nothing changed");
    for lang in Lang::ALL {
        let html = view::render(me, cx(lang, &date));
        let why = view::why_sentence(me, cx(lang, &date)).unwrap();
        assert!(html.contains(&fevga_board::esc(&why)), "{lang:?}");
        assert!(!why.contains("why-") && why.len() > 20, "{why}");
    }
    // The next action forgets the sentence.
    me.handle(Action::Undo, 6.0);
    assert_eq!(me.why(), None);
}

#[test]
fn the_board_keys_move_its_focus_and_enter_taps() {
    let (mut ann, mut bo) = started();
    let me = mover(&mut ann, &mut bo);
    let mover = me.entry().unwrap().mover();
    // The focus starts on our highest checker that can move: the head.
    assert_eq!(me.focus(), Spot::Point(mover.to_white(24)));
    // Down to the other row (the mover's point 1, across from the head as the board is seen)
    // and up again, on a board turned for Black as for White.
    me.handle(Action::Focus(FocusKey::Down), 6.0);
    assert_eq!(me.focus(), Spot::Point(mover.to_white(1)));
    me.handle(Action::Focus(FocusKey::Up), 6.0);
    assert_eq!(me.focus(), Spot::Point(mover.to_white(24)));
    me.handle(Action::Tap(me.focus()), 6.0);
    assert_eq!(me.entry().unwrap().selected(), Some(mover.to_white(24)));
    let shown = me.shown_game().unwrap();
    let view = view::board_view(me, &shown, me.current().unwrap().side());
    assert_eq!(view.focus, Some(Spot::Point(mover.to_white(24))));
}

#[test]
fn the_game_steps_back_and_forward_with_the_turn_shown_marked() {
    let (mut ann, mut bo) = started();
    play_out(&mut ann, &mut bo, 6);
    let turns = ann.turns();
    assert!(turns >= 3, "{turns}");
    let game = ann.current().unwrap().match_state().game().clone();
    ann.handle(Action::Back, 9.0);
    ann.handle(Action::Back, 9.0);
    assert_eq!(ann.back(), 2);
    let (position, last) = ann.replayed().unwrap();
    assert_eq!(position, game.history()[turns - 2].before);
    assert_eq!(last, Some(game.history()[turns - 3]));
    let view = view::board_view(&ann, &game, ann.current().unwrap().side());
    assert_eq!(view.board, position.board());
    assert!(!view.interactive, "an earlier turn is only looked at");
    let t = game.history()[turns - 3];
    if let Some(p) = t.play {
        assert_eq!(view.marks.arrows.len(), p.moves().len());
        assert_eq!(view.dice.unwrap().dice, t.dice);
    }
    for lang in Lang::ALL {
        let html = view::render(&ann, cx(lang, &date));
        assert!(
            html.contains(&format!(" {} ", turns - 2)),
            "{lang:?}: the turn shown: {html}"
        );
    }
    // Back stops at the start, forward at the latest.
    for _ in 0..turns + 3 {
        ann.handle(Action::Back, 9.0);
    }
    assert_eq!(ann.back(), turns);
    assert_eq!(ann.replayed().unwrap().0, game.history()[0].before);
    for _ in 0..turns + 3 {
        ann.handle(Action::Forward, 9.0);
    }
    assert_eq!(ann.back(), 0);
    assert!(ann.replayed().is_none());
}

#[test]
fn the_review_link_carries_the_record_the_core_reads_back() {
    use fevga_core::link::{RecordLink, Source};
    let (mut ann, mut bo) = started();
    play_out(&mut ann, &mut bo, 8);
    let c = ann.current().unwrap();
    // The Games page's address in the friend page's language, the core's record link after it.
    let address = view::review_address(c, Lang::Tr);
    let fragment = address.strip_prefix("../games/?lang=tr#").expect(&address);
    let link = RecordLink::from_fragment(fragment).unwrap();
    assert_eq!(link.to_fragment(), fragment, "written by the core's RecordLink");
    assert_eq!((link.source, link.you), (Source::Friend, Some(c.side())));
    let (game, info) = fevga_core::record::import(&link.record).unwrap();
    let played = c.match_state().game();
    assert_eq!(game.history(), played.history());
    assert_eq!(info.match_length, 3);
    // Both names, by side: Ann invited as White, Bo joined as Black.
    assert_eq!(
        info.names,
        fevga_core::ByColor::new("Ann".to_string(), "Bo".to_string())
    );
    assert!(!game.history().is_empty());
    // Bo's page writes the same record, kept for Bo's side.
    let theirs = RecordLink::from_fragment(&view::review_address(bo.current().unwrap(), Lang::De)).unwrap();
    assert_eq!(
        (theirs.record.as_str(), theirs.you),
        (link.record.as_str(), Some(Color::Black))
    );
    let html = view::render(&ann, cx(Lang::Tr, &date));
    assert!(
        html.contains(&fevga_board::esc(&address)) && html.contains("Oyunu incele"),
        "{html}"
    );
    let html = view::render(&ann, cx(Lang::De, &date));
    assert!(html.contains("../games/?lang=de#record="), "{html}");
}

#[test]
fn a_hint_is_asked_of_the_computer_and_said_to_be_used() {
    let (mut ann, mut bo) = started();
    let me = mover(&mut ann, &mut bo);
    assert!(!me.used_hints());
    assert_eq!(me.take_hint_request(), None, "no question before one is asked");
    me.handle(Action::Hint, 6.0);
    let question = me.take_hint_request().expect("the question for the worker");
    assert_eq!(me.take_hint_request(), None, "handed over once");
    assert!(question.starts_with("hint\t"), "{question}");
    let html = view::render(me, cx(Lang::De, &date));
    assert!(html.contains("Tipps genutzt"), "said at once: {html}");
    // A reply that cannot be read: refused with a sentence, no hint.
    me.handle(Action::HintAnswer(String::new()), 6.0);
    assert_eq!(me.notice().map(|n| n.key), Some("friend-err-hint"));
    assert_eq!(me.hint_play(), None);
    // Asked again, the computer's answer (as its worker would give it) is the best play.
    me.handle(Action::Hint, 6.0);
    let question = me.take_hint_request().unwrap();
    let reply = fevga_ai::protocol::answer(&question);
    me.handle(Action::HintAnswer(reply), 6.0);
    let best = me.hint_play().expect("the best play");
    assert!(me.plays().contains(&best));
    let shown = me.shown_game().unwrap();
    let view = view::board_view(me, &shown, me.current().unwrap().side());
    assert!(view.marks.arrows.iter().all(|a| a.kind == fevga_board::ArrowKind::Best));
    assert_eq!(view.marks.arrows.len(), best.moves().len());
    // Kept on this device: the hinted games' text reads back.
    let id = me.current().unwrap().game_id().to_string();
    assert_eq!(crate::hint::hinted_from_text(&me.hinted_text()), vec![id]);
    // The answer to a roll no longer in play is not shown.
    me.handle(Action::Hint, 6.0);
    let stale = fevga_ai::protocol::answer(&me.take_hint_request().unwrap());
    me.handle(Action::Choose(0), 7.0);
    me.handle(Action::Play, 7.0);
    me.handle(Action::HintAnswer(stale), 7.0);
    assert_eq!(me.hint_play(), None);
}
