//! The loop's side natively: what a frame keeps, says and focuses after each kind of input,
//! copy and share, the computer's answer.

use fevga_core::{Color, Rules};
use fevga_i18n::{Lang, Messages};

use super::{BASE, cx, date, invite, mover, page, play_out, started};
use crate::action::Action;
use crate::app::{App, BOARD_FOCUS, Env, FIRST, Input};

fn env() -> Env {
    Env {
        now: || 5.0,
        date: |ms, _| format!("t{ms}"),
        base: BASE.to_string(),
    }
}

fn app(seed: u8) -> App {
    App::new(page(seed), Lang::En, env(), None)
}

fn start(app: &mut App) {
    app.apply(Input::click(Action::Invite {
        rules: Rules::Fevga,
        length: 1,
        side: Color::White,
        name: "Ann".into(),
    }));
}

#[test]
fn a_click_keeps_the_games_says_the_notice_and_focuses_the_first_thing_to_do() {
    let mut a = app(1);
    start(&mut a);
    let fx = a.effects();
    let save = fx.save.expect("the games kept");
    assert_eq!(save.shelf.games().len(), 1);
    assert_eq!(save.name, "Ann");
    assert_eq!(fx.focus, FIRST.to_vec());
    assert_eq!(fx.live.as_deref(), Some(""), "no notice: the live region emptied");
    let id = a.page().current().unwrap().game_id().to_string();
    assert_eq!(fx.shown, Some(id.clone()));
    assert!(fx.ask.is_none() && fx.give.is_none() && fx.hinted.is_none());
    // Taken once: the next frame has nothing to keep or say, and still names the game shown.
    let fx = a.effects();
    assert!(fx.save.is_none() && fx.live.is_none() && fx.focus.is_empty());
    assert_eq!(fx.shown, Some(id.clone()));
    // A reload shows the same game again.
    let shelf = a.page().shelf().to_text();
    let again = App::new(
        crate::page::Page::new(crate::shelf::Shelf::from_text(&shelf), Box::new(|| None)),
        Lang::En,
        env(),
        Some(&id),
    );
    assert_eq!(again.page().current().map(|g| g.game_id().to_string()), Some(id));
    // A link refused: its sentence said.
    a.apply(Input::address("#game=1.AAAA".into()));
    let fx = a.effects();
    assert_eq!(fx.live, Some(Messages::friend(Lang::En).t("friend-err-damaged")));
    assert_eq!(fx.focus, FIRST.to_vec());
}

#[test]
fn copy_and_share_give_the_link_with_the_friend_words() {
    let mut a = app(1);
    a.apply(Input::Copy);
    assert!(a.effects().give.is_none(), "no link to copy on the list");
    start(&mut a);
    let _ = a.effects();
    a.apply(Input::Copy);
    let fx = a.effects();
    let give = fx.give.expect("the link given");
    assert!(!give.share);
    assert_eq!(give.url, a.link().unwrap());
    assert!(give.url.starts_with(BASE) && give.url.contains("#game=2."));
    let f = Messages::friend(Lang::En);
    assert_eq!(give.said.done, f.t("friend-copied"));
    assert_eq!(give.said.failed, f.t("friend-copy-failed"));
    assert!(fx.live.is_none() && fx.focus.is_empty(), "a copy moves nothing");
    a.apply(Input::Share);
    let give = a.effects().give.unwrap();
    assert!(give.share);
    assert_eq!(give.title, f.t("friend-title"));
}

#[test]
fn another_tabs_news_draws_quietly_and_never_hides_what_a_click_said() {
    let mut a = app(1);
    let mut other = page(2);
    let _ = invite(&mut other, 1);
    let text = other.shelf().to_text();
    a.apply(Input::stored(text.clone()));
    let fx = a.effects();
    assert_eq!(a.page().shelf().games().len(), 1, "taken in");
    assert!(fx.live.is_none() && fx.focus.is_empty() && fx.save.is_none());
    // A click, then news before the frame: the click's focus and words stay.
    a.apply(Input::address("no link".into()));
    a.apply(Input::stored(text));
    let fx = a.effects();
    assert_eq!(fx.focus, FIRST.to_vec());
    assert_eq!(fx.live, Some(Messages::friend(Lang::En).t("friend-err-no-link")));
}

#[test]
fn stepping_and_the_board_keep_the_focus_and_say_what_happened() {
    let (mut ann, mut bo) = started();
    play_out(&mut ann, &mut bo, 3);
    let me = mover(&mut ann, &mut bo);
    assert!(me.turns() > 0);
    // The page whose turn it is, in an app (its games moved over as stored text).
    let mut a = app(9);
    a.apply(Input::stored(me.shelf().to_text()));
    a.apply(Input::click(Action::Show(0)));
    let _ = a.effects();
    let e = a.page().entry().expect("our turn").clone();
    let step = e.turn().plays()[0].steps()[0];
    a.apply(Input::board(Action::Tap(fevga_board::Spot::Point(
        e.mover().to_white(step.from),
    ))));
    let fx = a.effects();
    assert_eq!(fx.focus, vec![BOARD_FOCUS]);
    assert_eq!(fx.live.as_deref(), Some(""), "a checker taken up says nothing yet");
    let to = match step.to() {
        fevga_core::StepTo::Point(q) => fevga_board::Spot::Point(e.mover().to_white(q)),
        fevga_core::StepTo::Off => fevga_board::Spot::Tray(e.mover()),
    };
    a.apply(Input::board(Action::Tap(to)));
    let live = a.effects().live.unwrap();
    assert!(live.contains('/'), "the move said: {live}");
    a.apply(Input::click(Action::Undo));
    let fx = a.effects();
    assert_eq!(fx.focus, vec![BOARD_FOCUS]);
    assert!(!fx.live.unwrap().is_empty(), "the undo said");
    a.apply(Input::choose(0));
    assert_eq!(a.effects().focus, vec!["#f-play"]);
    a.apply(Input::click(Action::Back));
    let fx = a.effects();
    assert_eq!(fx.focus, vec![r#"#app [data-action="back"]"#]);
    assert!(
        fx.live.unwrap().chars().any(|c| c.is_ascii_digit()),
        "the turn shown said"
    );
    a.apply(Input::key(Action::Forward));
    assert_eq!(a.effects().focus, vec![".replay p"]);
}

#[test]
fn a_hint_is_asked_once_its_answer_said_on_the_board_and_a_failure_said() {
    let (mut ann, mut bo) = started();
    let me = mover(&mut ann, &mut bo);
    let mut a = app(9);
    a.apply(Input::stored(me.shelf().to_text()));
    a.apply(Input::click(Action::Show(0)));
    let _ = a.effects();
    a.apply(Input::click(Action::Hint));
    let fx = a.effects();
    let question = fx.ask.expect("the question for the worker");
    let id = a.page().current().unwrap().game_id().to_string();
    assert_eq!(fx.hinted, Some(id), "the hinted game kept");
    assert!(a.effects().ask.is_none(), "asked once");
    a.apply(Input::answer(fevga_ai::protocol::answer(&question)));
    let fx = a.effects();
    assert_eq!(fx.focus, vec![BOARD_FOCUS]);
    assert!(a.page().hint_play().is_some(), "the best play");
    let said = crate::view::hint_sentence(a.page(), cx(Lang::En, &date));
    assert!(said.as_ref().is_some_and(|s| !s.is_empty()));
    assert_eq!(fx.live, said, "the best play said");
    // The worker failed: the hint refused with a sentence, the focus to the first thing to do.
    a.apply(Input::click(Action::List));
    a.apply(Input::click(Action::Show(0)));
    a.apply(Input::click(Action::Hint));
    let _ = a.effects();
    a.apply(Input::no_answer());
    let fx = a.effects();
    assert_eq!(fx.live, Some(Messages::friend(Lang::En).t("friend-err-hint")));
    assert_eq!(fx.focus, FIRST.to_vec());
}

#[test]
fn the_question_resign_takes_the_focus_on_its_safe_answer_and_gives_it_back_when_set_aside() {
    let (ann, _bo) = started();
    let mut a = App::new(ann, Lang::En, env(), None);
    let _ = a.effects();
    a.apply(Input::click(Action::Resign));
    let fx = a.effects();
    assert_eq!(fx.focus.first().copied(), Some(r#"#app [data-action="resign-no"]"#));
    assert!(fx.save.is_none(), "nothing resigned by asking");
    a.apply(Input::click(Action::ResignNo));
    let fx = a.effects();
    assert_eq!(fx.focus, vec![r#"#app [data-action="resign"]"#]);
    assert!(fx.save.is_none());
}
