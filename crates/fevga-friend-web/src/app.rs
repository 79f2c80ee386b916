//! The page as the kit's loop runs it (`fevga_page_web::run`): the state ([`Page`]) with the
//! language and the page's address, the inputs the glue hands in ([`Input`]: an action and what
//! follows it), the one region it draws, and the [`Effects`] a frame hands out (what to keep, what
//! to say, where the focus goes, a question for the computer, a link to copy or share). No DOM
//! here: the effects are run by the glue, and all of this is tested natively.
//!
//! The focus rules: after a click the first thing to do next has the focus (and the notice is
//! said), except that stepping through the turns keeps it on the button pressed and Undo hands
//! it to the board; an input on the board keeps it on the board, the list of plays keeps it, the
//! arrow keys off the board keep it where it is; another tab's news only draws the page again.
//! Where the focus is kept, what the action gave is said: the notice, the refusal's sentence, or
//! the move made; the computer's answer says the best play.

use fevga_i18n::{Lang, Messages};
use fevga_page_web::share::Said;

use crate::action::Action;
use crate::notify::{Notify, Permission};
use crate::page::Page;
use crate::relay::{Heard, Live, News, Want};
use crate::shelf::Shelf;
use crate::view::{self, Context};

/// How long the page waits before it sends again what the relay refused as too fast.
pub const RETRY_MS: i32 = 2_000;

/// The board's tab stop (its one focusable spot while a turn is entered).
pub const BOARD_FOCUS: &str = r#"#app .board.live [tabindex="0"]"#;

/// The first thing to do, in this order: keep playing (while "resign?" is asked), play, the board, join, reveal, the link to send, a
/// rematch, the list's first game, the name for a new game.
pub const FIRST: [&str; 10] = [
    // The questions "resign the whole match?" and "delete it?": their safe answers first.
    r#"#app [data-action="resign-no"]"#,
    r#"#app [data-action="forget-no"]"#,
    r#"#app [data-action="play"]"#,
    BOARD_FOCUS,
    r#"#app [data-action="join"]"#,
    r#"#app [data-action="reveal"]"#,
    "#app > section.share #f-link",
    r#"#app [data-action="rematch"]"#,
    r#"#app [data-action="show"]"#,
    "#app #f-name",
];

/// What follows an action: what is said in the live region and where the keyboard focus goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum After {
    /// The notice said; the focus to the first thing to do ([`FIRST`]).
    First,
    /// What the action gave said (the notice, the refusal, the move); the focus kept on the
    /// element this selector finds.
    Keep(&'static str),
    /// The computer answered: its best play said (else as [`After::Keep`]); the focus on the board.
    Hint,
    /// Nothing said, the focus left where it is: the page is only drawn again.
    Quiet,
}

/// What comes into the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// An action of the state, and what follows it.
    Act {
        /// The action.
        action: Action,
        /// What is said and focused after it.
        after: After,
    },
    /// Copy the link to send.
    Copy,
    /// Share the link to send (the system's share sheet, else copied).
    Share,
    /// The relay's connection: opened, closed, or a frame heard.
    Relay(News),
    /// Starts a match (as [`Action::Invite`]) and offers it to anyone on the site.
    Offer {
        /// The rule set.
        rules: fevga_core::Rules,
        /// The match length in points.
        length: u32,
        /// The inviter's side.
        side: fevga_core::Color,
        /// The inviter's name (may be empty).
        name: String,
    },
    /// Takes another's open challenge (its id).
    Take(String),
    /// Withdraws our open challenge (its id).
    Withdraw(String),
    /// What the browser allows for notifications (at the start, and after it was asked).
    Permission(Permission),
}

impl Input {
    /// A button pressed: stepping through the turns keeps the focus on the button pressed, Undo
    /// hands it to the board, the others to the first thing to do next.
    #[must_use]
    pub fn click(action: Action) -> Input {
        let after = match action {
            Action::Back => After::Keep(r#"#app [data-action="back"]"#),
            Action::Forward => After::Keep(r#"#app [data-action="forward"]"#),
            Action::Undo => After::Keep(BOARD_FOCUS),
            // The question set aside: the focus back on the button that asked it.
            Action::ResignNo => After::Keep(r#"#app [data-action="resign"]"#),
            Action::ForgetNo => After::Keep(r#"#app [data-action="forget"][data-asked]"#),
            _ => After::First,
        };
        Input::Act { action, after }
    }

    /// An input on the board (a tap, a drag, a key): the focus stays on the board.
    #[must_use]
    pub fn board(action: Action) -> Input {
        Input::Act {
            action,
            after: After::Keep(BOARD_FOCUS),
        }
    }

    /// An arrow key off the board stepping through the turns.
    #[must_use]
    pub fn key(action: Action) -> Input {
        Input::Act {
            action,
            after: After::Keep(".replay p"),
        }
    }

    /// A play chosen from the list: the focus stays on the list.
    #[must_use]
    pub fn choose(i: usize) -> Input {
        Input::Act {
            action: Action::Choose(i),
            after: After::Keep("#f-play"),
        }
    }

    /// A link in the page's address (at the start, or a new fragment).
    #[must_use]
    pub fn address(hash: String) -> Input {
        Input::Act {
            action: Action::Open(hash),
            after: After::First,
        }
    }

    /// Another tab stored the games (the stored text).
    #[must_use]
    pub fn stored(text: String) -> Input {
        Input::Act {
            action: Action::Stored(text),
            after: After::Quiet,
        }
    }

    /// The computer's answer to the hint asked.
    #[must_use]
    pub fn answer(text: String) -> Input {
        Input::Act {
            action: Action::HintAnswer(text),
            after: After::Hint,
        }
    }

    /// The computer cannot answer (its worker failed): the hint is refused with a sentence.
    #[must_use]
    pub fn no_answer() -> Input {
        Input::Act {
            action: Action::HintAnswer(String::new()),
            after: After::First,
        }
    }
}

/// What the page's glue needs from the browser: the clock, the language's dates, the page's
/// address.
#[derive(Debug, Clone)]
pub struct Env {
    /// The time now (milliseconds since 1970).
    pub now: fn() -> f64,
    /// A time written as the language does.
    pub date: fn(f64, Lang) -> String,
    /// The page's address without its query and fragment: the links start with it.
    pub base: String,
}

/// The games and the name to keep on this device, once the games changed.
#[derive(Debug, Clone)]
pub struct Save {
    /// The games, to be merged with what another tab stored before they are written.
    pub shelf: Shelf,
    /// The name last typed.
    pub name: String,
}

/// The link to send, to copy or share, and the words that confirm it.
#[derive(Debug, Clone)]
pub struct Give {
    /// Through the system's share sheet where there is one (else copied).
    pub share: bool,
    /// The link.
    pub url: String,
    /// The share sheet's title.
    pub title: String,
    /// The confirmation's words.
    pub said: Said,
}

/// What a frame hands out for the browser to do.
#[derive(Debug, Clone, Default)]
pub struct Effects {
    /// The games changed: keep them (and the name).
    pub save: Option<Save>,
    /// The games in which hints were asked, to keep (none: nothing to write).
    pub hinted: Option<String>,
    /// The game shown in this tab (its id), kept for the session: a reload shows it again.
    pub shown: Option<String>,
    /// The live region's new text (empty: emptied; none: left as it is).
    pub live: Option<String>,
    /// Where the focus goes: the first of these selectors found (none: it stays).
    pub focus: Vec<&'static str>,
    /// The question for the computer (its text).
    pub ask: Option<String>,
    /// The link to copy or share.
    pub give: Option<Give>,
    /// Frames for the relay, in order (sent if its connection is open).
    pub relay: Vec<String>,
    /// The relay refused frames as too fast: hand in [`News::Retry`] after this many ms.
    pub relay_retry: Option<i32>,
    /// The document's title: the page's, after the number of games waiting for our move, as
    /// `(2) …` (a tab in the background shows it, as chess sites do); none: unchanged.
    pub title: Option<String>,
    /// A game became ours to move through the relay, and notifications are allowed: the glue
    /// shows this if the page is hidden.
    pub notify: Option<Notify>,
}

/// The page's state as the loop holds it: the friend page, its language and its surroundings.
pub struct App {
    page: Page,
    lang: Lang,
    env: Env,
    /// What follows the actions since the last frame.
    after: Option<After>,
    /// Copy or share asked since the last frame.
    give: Option<bool>,
    /// The relay's connection and rooms.
    live: Live,
    /// The relay refused frames as too fast since the last frame.
    retry: bool,
    /// The document's title as last handed out.
    title: String,
    /// What the browser allows for notifications.
    permission: Permission,
    /// The notification to hand out with the next frame.
    notify: Option<Notify>,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("page", &self.page)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl App {
    /// The page in `lang`, showing again the game `shown` (its id) if it is kept.
    #[must_use]
    pub fn new(mut page: Page, lang: Lang, env: Env, shown: Option<&str>) -> App {
        if let Some(i) = shown.and_then(|id| page.find(id)) {
            page.handle(Action::Show(i), (env.now)());
        }
        App {
            page,
            lang,
            env,
            after: None,
            give: None,
            live: Live::default(),
            retry: false,
            title: String::new(),
            permission: Permission::Unsupported,
            notify: None,
        }
    }

    /// The document's title: the number of games waiting for our move, then the page's title.
    #[must_use]
    pub fn title(&self) -> String {
        let waiting = self
            .page
            .shelf()
            .games()
            .iter()
            .filter(|k| crate::page::turn_of(&k.game) == crate::page::Turn::Ours)
            .count();
        let title =
            fevga_page_web::header::page_title(Messages::of(self.lang), &Messages::friend(self.lang).t("friend-title"));
        if waiting > 0 {
            format!("({waiting}) {title}")
        } else {
            title
        }
    }

    /// The relay's connection and who is in the rooms.
    #[must_use]
    pub const fn live(&self) -> &Live {
        &self.live
    }

    /// The rooms the page wants to be in: the match watched, if one is, then the games kept
    /// whose latest link is ours (to pass on) or whose match goes on, the most recently changed
    /// first.
    fn wants(&self) -> Vec<Want> {
        use fevga_core::correspondence::Status;
        let watched = self.page.watching().map(|w| Want {
            room: w.game_id().to_string(),
            side: None,
            link: None,
        });
        let kept = self
            .page
            .shelf()
            .games()
            .iter()
            .filter(|k| k.game.sent_last() || !matches!(k.game.status(), Status::Over { .. }))
            .map(|k| Want {
                room: k.game.game_id().to_string(),
                side: Some(k.game.side()),
                link: k.game.sent_last().then(|| k.game.link()),
            });
        watched.into_iter().chain(kept).collect()
    }

    /// The friend page's state.
    #[must_use]
    pub const fn page(&self) -> &Page {
        &self.page
    }

    /// The page's language.
    #[must_use]
    pub const fn lang(&self) -> Lang {
        self.lang
    }

    /// The address the links start with.
    #[must_use]
    pub fn base(&self) -> &str {
        &self.env.base
    }

    /// Takes an input: the state changes, the effects are gathered for the next frame.
    pub fn apply(&mut self, input: Input) {
        match input {
            Input::Act { action, after } => {
                self.page.handle(action, (self.env.now)());
                // Another tab's news never takes the place of what a person's action said.
                if after != After::Quiet || self.after.is_none() {
                    self.after = Some(after);
                }
            }
            Input::Copy => self.give = Some(false),
            Input::Share => self.give = Some(true),
            Input::Relay(news) => match self.live.news(news, (self.env.now)()) {
                Heard::Link(fragment) => {
                    // The game shown says what the friend's link brought; any other is quiet.
                    let shown = |page: &Page| page.current().map(|g| g.link());
                    let before = (self.page.notice(), shown(&self.page));
                    let ours_before = self.ours();
                    self.page.handle(Action::Relayed(fragment), (self.env.now)());
                    self.notify_new_moves(&ours_before);
                    let said = (self.page.notice(), shown(&self.page)) != before;
                    let after = if said { After::First } else { After::Quiet };
                    if after != After::Quiet || self.after.is_none() {
                        self.after = Some(after);
                    }
                }
                Heard::Presence => {
                    if self.after.is_none() {
                        self.after = Some(After::Quiet);
                    }
                }
                Heard::Retry => self.retry = true,
                // The challenge taken is ours: its invitation shown, to join with a name.
                Heard::Took(link) => {
                    self.page.handle(Action::Open(link), (self.env.now)());
                    self.after = Some(After::First);
                }
                Heard::Nothing => {}
            },
            Input::Offer {
                rules,
                length,
                side,
                name,
            } => {
                self.page.handle(
                    Action::Invite {
                        rules,
                        length,
                        side,
                        name,
                    },
                    (self.env.now)(),
                );
                if let Some(g) = self.page.current().filter(|g| g.sent_last()) {
                    let (id, link) = (g.game_id().to_string(), g.link());
                    self.live.offer(&id, &link);
                }
                self.after = Some(After::First);
            }
            Input::Take(id) => {
                self.live.take(&id);
                self.after = Some(After::Quiet);
            }
            Input::Withdraw(id) => {
                self.live.withdraw(&id);
                self.after = Some(After::First);
            }
            Input::Permission(p) => {
                self.permission = p;
                self.after.get_or_insert(After::Quiet);
            }
        }
    }

    /// The ids of the games that wait for our move.
    fn ours(&self) -> Vec<String> {
        self.page
            .shelf()
            .games()
            .iter()
            .filter(|k| crate::page::turn_of(&k.game) == crate::page::Turn::Ours)
            .map(|k| k.game.game_id().to_string())
            .collect()
    }

    /// A game that has become ours to move is told, if notifications are allowed.
    fn notify_new_moves(&mut self, before: &[String]) {
        if self.permission != Permission::Granted {
            return;
        }
        let games = self.page.shelf().games();
        let Some(k) = games.iter().find(|k| {
            crate::page::turn_of(&k.game) == crate::page::Turn::Ours && !before.contains(&k.game.game_id().to_string())
        }) else {
            return;
        };
        let f = Messages::friend(self.lang);
        let body = match k.game.their_name() {
            "" => f.t("friend-notify-anon"),
            name => f.tf("friend-notify", &[("name", fevga_i18n::Arg::Str(name))]),
        };
        self.notify = Some(Notify {
            title: f.t("friend-title"),
            body,
            tag: k.game.game_id().to_string(),
        });
    }

    /// What the browser allows for notifications.
    #[must_use]
    pub const fn permission(&self) -> Permission {
        self.permission
    }

    /// The words and the address the view reads.
    fn with_context<R>(&self, f: impl FnOnce(Context) -> R) -> R {
        let lang = self.lang;
        let date_of = self.env.date;
        let date = move |ms: f64| date_of(ms, lang);
        f(Context {
            m: Messages::of(lang),
            f: Messages::friend(lang),
            base: &self.env.base,
            date: &date,
            live: &self.live,
            permission: self.permission,
        })
    }

    /// The page's one region, `#app`.
    #[must_use]
    pub fn regions(&self) -> Vec<(&'static str, String)> {
        vec![("app", self.with_context(|cx| view::render(&self.page, cx)))]
    }

    /// The link to send for the game shown, if it is ours to send.
    #[must_use]
    pub fn link(&self) -> Option<String> {
        self.page
            .current()
            .filter(|g| g.sent_last())
            .map(|g| view::address(&self.env.base, g))
    }

    /// The effects gathered since the last frame.
    pub fn effects(&mut self) -> Effects {
        let after = self.after.take();
        let save = self.page.take_dirty().then(|| Save {
            shelf: self.page.shelf().clone(),
            name: self.page.name().to_string(),
        });
        let hinted =
            Some(self.page.hinted_text()).filter(|t| after.is_some_and(|a| a != After::Quiet) && !t.is_empty());
        let (live, focus) = match after {
            None | Some(After::Quiet) => (None, Vec::new()),
            Some(After::First) => (
                Some(
                    self.with_context(|cx| view::notice_text(&self.page, cx))
                        .unwrap_or_default(),
                ),
                FIRST.to_vec(),
            ),
            Some(After::Keep(selector)) => (Some(self.said().unwrap_or_default()), vec![selector]),
            Some(After::Hint) => {
                let best = self.with_context(|cx| view::hint_sentence(&self.page, cx));
                (
                    Some(best.or_else(|| self.said()).unwrap_or_default()),
                    vec![BOARD_FOCUS],
                )
            }
        };
        let give = self.give.take().and_then(|share| {
            let f = Messages::friend(self.lang);
            Some(Give {
                share,
                url: self.link()?,
                title: f.t("friend-title"),
                said: Said {
                    done: f.t("friend-copied"),
                    failed: f.t("friend-copy-failed"),
                },
            })
        });
        let wants = self.wants();
        Effects {
            save,
            hinted,
            shown: self.page.current().map(|g| g.game_id().to_string()),
            live,
            focus,
            ask: self.page.take_hint_request(),
            give,
            relay: self.live.plan(&wants),
            relay_retry: std::mem::take(&mut self.retry).then_some(RETRY_MS),
            title: {
                let title = self.title();
                (title != self.title).then(|| {
                    self.title.clone_from(&title);
                    title
                })
            },
            notify: self.notify.take(),
        }
    }

    /// What the last action gave, said where the focus was kept: the notice, else the refusal's
    /// sentence, else the move made or taken back or the turn shown.
    fn said(&self) -> Option<String> {
        self.with_context(|cx| {
            view::notice_text(&self.page, cx)
                .or_else(|| view::why_sentence(&self.page, cx))
                .or_else(|| view::said_text(&self.page, cx))
        })
    }
}
