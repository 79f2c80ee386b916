//! Live play through the site's relay (issue 32): the page's side of the connection, as state.
//! The link stays the record and the fallback; when the relay answers, each game kept is a room
//! (its id) in which this side holds its seat, the latest link of ours is sent there as soon as
//! it is made, and the friend's links arrive as they are made, to be checked like any link.
//! Nothing here trusts the relay: what it passes is a link, and the page refuses a link that does
//! not check out.
//!
//! [`Live`] holds what the connection is doing and what has been asked and heard in each room;
//! [`Live::plan`] gives the frames that bring the relay to what the page wants (join the rooms
//! of the games in play, send the links not yet sent); [`Live::heard`] reads what the relay says.
//! The glue (`socket`) owns the WebSocket and hands its news in as [`News`].

use fevga_core::Color;
use fevga_relay::frame::{Command, Event, Id, Payload, Role, Seat};

/// The most rooms the page is in at once (the relay allows 16 a connection).
pub const MAX_ROOMS: usize = 16;

/// What the WebSocket did (the glue's news).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// It is open.
    Open,
    /// It closed or could not open; the glue tries again later.
    Closed,
    /// A frame arrived.
    Frame(String),
    /// The time to send again what the relay refused as too fast came.
    Retry,
}

/// The connection, as the page sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Link {
    /// Not tried yet (or the page has no relay to try).
    Idle,
    /// Open: moves go both ways at once.
    Open,
    /// Lost or never reached, since this time (ms): links are the way until it comes back.
    Down(f64),
}

/// Who else is in a game's room.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Presence {
    /// Whether the friend's seat has a page connected (for a spectator: both players').
    pub friend: bool,
    /// Whether each seat (White, Black) has a page connected.
    pub players: [bool; 2],
    /// Since when it has been so (ms; when the page heard it first).
    pub since: f64,
    /// Spectators connected.
    pub watchers: u32,
}

/// A game's room as the page wants it: its id, our seat (or none, to watch it) and the link of
/// ours to pass on, if the latest link is ours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Want {
    /// The room: the game's id (16 hex digits).
    pub room: String,
    /// Our side; `None` to watch a match of others.
    pub side: Option<Color>,
    /// Our latest link's fragment (`game=1.…`), if the latest link is ours.
    pub link: Option<String>,
}

/// What the relay said that the page acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// The friend's link (a fragment) in a game's room: to be checked and taken.
    Link(String),
    /// Who is in a room changed: the page draws it again.
    Presence,
    /// The relay refused frames as too fast: ask again for [`News::Retry`] in a while (the glue's
    /// timer), when what was refused is planned again.
    Retry,
    /// The challenge this page took is its own: open its invitation (a fragment).
    Took(String),
    /// Nothing for the page (a pong, a frame it cannot read, a refusal it has no use for).
    Nothing,
}

/// An open challenge: its id and its invitation (a fragment).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    /// Its id (the game's).
    pub id: String,
    /// The invitation.
    pub link: String,
}

/// What the page knows of one room.
#[derive(Debug, Clone, Default)]
struct Room {
    /// The room: the game's id.
    id: String,
    /// How the room is joined on this connection (a seat, or to watch), if it is.
    joined: Option<Role>,
    /// The last message number heard (kept across connections).
    heard: u64,
    /// The link last sent on this connection.
    sent: Option<String>,
    /// Who else is in it, as last heard on this connection.
    presence: Option<Presence>,
}

/// The page's side of the relay. Its rooms are few (at most [`MAX_ROOMS`] joined): a list.
#[derive(Debug, Clone, Default)]
pub struct Live {
    link: Option<Link>,
    rooms: Vec<Room>,
    /// The others' open challenges, as the relay lists them (this connection's).
    lobby: Vec<Challenge>,
    /// Our open challenges (offered again on a new connection).
    mine: Vec<Challenge>,
    /// The challenge asked for with `take`, until the relay answers.
    taking: Option<Challenge>,
    /// Frames asked for directly (offer, withdraw, take), sent with the next plan.
    outbox: Vec<String>,
}

fn seat(side: Color) -> Seat {
    match side {
        Color::White => Seat::White,
        Color::Black => Seat::Black,
    }
}

impl Live {
    /// The connection's state.
    #[must_use]
    pub fn link(&self) -> Link {
        self.link.unwrap_or(Link::Idle)
    }

    fn room(&self, id: &str) -> Option<&Room> {
        self.rooms.iter().find(|r| r.id == id)
    }

    fn room_mut(&mut self, id: &str) -> &mut Room {
        match self.rooms.iter().position(|r| r.id == id) {
            Some(i) => &mut self.rooms[i],
            None => {
                self.rooms.push(Room {
                    id: id.to_string(),
                    ..Room::default()
                });
                let last = self.rooms.len() - 1;
                &mut self.rooms[last]
            }
        }
    }

    /// Forgets what this connection did (joins, sends, presence); the numbers heard stay.
    fn forget_connection(&mut self, presence: bool) {
        for r in &mut self.rooms {
            r.joined = None;
            r.sent = None;
            if presence {
                r.presence = None;
            }
        }
    }

    /// The others' open challenges (none while the connection is not open).
    #[must_use]
    pub fn lobby(&self) -> &[Challenge] {
        if self.link() == Link::Open { &self.lobby } else { &[] }
    }

    /// Our open challenges.
    #[must_use]
    pub fn offered(&self) -> &[Challenge] {
        &self.mine
    }

    /// Offers the game (its id and invitation) to anyone on the site.
    pub fn offer(&mut self, id: &str, link: &str) {
        let c = Challenge {
            id: id.to_string(),
            link: link.to_string(),
        };
        if let (Ok(i), Ok(p)) = (Id::new(id), Payload::new(link)) {
            self.outbox.push(Command::Offer { id: i, payload: p }.to_string());
            self.mine.retain(|m| m.id != c.id);
            self.mine.push(c);
        }
    }

    /// Withdraws our challenge.
    pub fn withdraw(&mut self, id: &str) {
        self.mine.retain(|m| m.id != id);
        if let Ok(i) = Id::new(id) {
            self.outbox.push(Command::Withdraw { id: i }.to_string());
        }
    }

    /// Asks for another's challenge.
    pub fn take(&mut self, id: &str) {
        if let (Some(c), Ok(i)) = (self.lobby.iter().find(|c| c.id == id), Id::new(id)) {
            self.taking = Some(c.clone());
            self.outbox.push(Command::Take { id: i }.to_string());
        }
    }

    /// Who is in the room of the game with this id, as last heard (none: not heard yet, or the
    /// connection is not open).
    #[must_use]
    pub fn presence(&self, room: &str) -> Option<Presence> {
        (self.link() == Link::Open).then(|| self.room(room)?.presence).flatten()
    }

    /// The WebSocket's news at `now` (ms): what the page is to do with it.
    pub fn news(&mut self, news: News, now: f64) -> Heard {
        match news {
            News::Open => {
                self.link = Some(Link::Open);
                self.forget_connection(true);
                // Hear the open challenges; offer ours again (a challenge ends with its connection).
                self.lobby.clear();
                self.outbox.clear();
                self.outbox.push(Command::Lobby.to_string());
                for c in std::mem::take(&mut self.mine) {
                    self.offer(&c.id, &c.link);
                }
                Heard::Presence
            }
            News::Closed => {
                if !matches!(self.link, Some(Link::Down(_))) {
                    self.link = Some(Link::Down(now));
                }
                self.forget_connection(false);
                Heard::Presence
            }
            News::Frame(text) => self.heard(&text, now),
            News::Retry => {
                // Joined again and sent again: the relay keeps one message a seat, so nothing
                // doubles, and a join brings only what came after the last message heard.
                self.forget_connection(false);
                Heard::Presence
            }
        }
    }

    /// A frame from the relay.
    fn heard(&mut self, text: &str, now: f64) -> Heard {
        match Event::parse(text) {
            Ok(Event::Msg { room, n, payload, .. }) => {
                let r = self.room_mut(room.as_str());
                r.heard = r.heard.max(n);
                // Our own seat's message (another tab of ours sent it) is a link like any.
                if r.joined.is_some() {
                    Heard::Link(payload.as_str().to_string())
                } else {
                    Heard::Nothing
                }
            }
            Ok(Event::Here { room, seats, watchers }) => {
                let r = self.room_mut(room.as_str());
                let friend = match r.joined {
                    Some(Role::Player(s)) => seats[1 - s.index()],
                    Some(Role::Watcher) => seats[0] && seats[1],
                    None => return Heard::Nothing,
                };
                let since = match r.presence {
                    Some(p) if p.friend == friend => p.since,
                    _ => now,
                };
                r.presence = Some(Presence {
                    friend,
                    players: seats,
                    since,
                    watchers,
                });
                Heard::Presence
            }
            Ok(Event::Offer { id, payload }) => {
                let c = Challenge {
                    id: id.as_str().to_string(),
                    link: payload.as_str().to_string(),
                };
                if !self.mine.iter().any(|m| m.id == c.id) && !self.lobby.contains(&c) {
                    self.lobby.push(c);
                }
                Heard::Presence
            }
            Ok(Event::Gone { id } | Event::Taken { id }) => {
                self.lobby.retain(|c| c.id != id.as_str());
                self.mine.retain(|c| c.id != id.as_str());
                Heard::Presence
            }
            Ok(Event::Took { id }) => match self.taking.take() {
                Some(c) if c.id == id.as_str() => Heard::Took(c.link),
                _ => Heard::Nothing,
            },
            Ok(Event::Error(fevga_relay::frame::Refusal::NoChallenge)) => {
                self.taking = None;
                Heard::Presence
            }
            Ok(Event::Error(fevga_relay::frame::Refusal::TooFast)) => Heard::Retry,
            _ => Heard::Nothing,
        }
    }

    /// The frames that bring the relay to `wants` (the games in play, the most recent first):
    /// join the rooms not joined (asking for what came after the last message heard), leave the
    /// rooms no longer wanted, send each link of ours not sent yet. Nothing while the connection
    /// is not open (it plans again when it opens).
    pub fn plan(&mut self, wants: &[Want]) -> Vec<String> {
        if self.link() != Link::Open {
            return Vec::new();
        }
        let wants: Vec<(Id, &Want)> = wants
            .iter()
            .filter_map(|w| Some((Id::new(&w.room).ok()?, w)))
            .take(MAX_ROOMS)
            .collect();
        let mut frames = std::mem::take(&mut self.outbox);
        for r in &mut self.rooms {
            if r.joined.is_some() && !wants.iter().any(|(id, _)| id.as_str() == r.id) {
                r.joined = None;
                r.sent = None;
                r.presence = None;
                if let Ok(id) = Id::new(&r.id) {
                    frames.push(Command::Leave { room: id }.to_string());
                }
            }
        }
        for (id, want) in wants {
            let r = self.room_mut(id.as_str());
            let role = want.side.map_or(Role::Watcher, |side| Role::Player(seat(side)));
            if r.joined != Some(role) {
                let after = r.heard;
                frames.push(
                    Command::Join {
                        room: id.clone(),
                        role,
                        after,
                    }
                    .to_string(),
                );
                r.joined = Some(role);
            }
            if let Some(link) = &want.link
                && r.sent.as_ref() != Some(link)
                && let Ok(payload) = Payload::new(link)
            {
                frames.push(Command::Send { room: id, payload }.to_string());
                r.sent = Some(link.clone());
            }
        }
        frames
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: &str = "00112233aabbccdd";

    fn want(link: Option<&str>) -> Want {
        Want {
            room: ROOM.into(),
            side: Some(Color::White),
            link: link.map(str::to_string),
        }
    }

    #[test]
    fn nothing_is_sent_until_the_relay_answers_then_each_link_once() {
        let mut live = Live::default();
        assert_eq!(live.plan(&[want(Some("game=1.A"))]), Vec::<String>::new());
        live.news(News::Open, 0.0);
        assert_eq!(
            live.plan(&[want(Some("game=1.A"))]),
            [
                "lobby".to_string(),
                format!("join {ROOM} w"),
                format!("send {ROOM} game=1.A")
            ]
        );
        assert_eq!(live.plan(&[want(Some("game=1.A"))]), Vec::<String>::new(), "sent once");
        assert_eq!(
            live.plan(&[want(None)]),
            Vec::<String>::new(),
            "the friend's turn: nothing to send"
        );
        assert_eq!(live.plan(&[want(Some("game=1.B"))]), [format!("send {ROOM} game=1.B")]);
        assert_eq!(live.plan(&[]), [format!("leave {ROOM}")]);
    }

    #[test]
    fn a_reconnection_joins_again_after_the_last_message_heard_and_sends_again() {
        let mut live = Live::default();
        live.news(News::Open, 0.0);
        live.plan(&[want(Some("game=1.A"))]);
        assert_eq!(
            live.news(News::Frame(format!("msg {ROOM} 4 b game=1.B")), 1.0),
            Heard::Link("game=1.B".into())
        );
        assert_eq!(live.news(News::Closed, 2.0), Heard::Presence);
        assert_eq!(live.link(), Link::Down(2.0));
        assert_eq!(live.news(News::Closed, 3.0), Heard::Presence);
        assert_eq!(live.link(), Link::Down(2.0), "down since it was first lost");
        live.news(News::Open, 4.0);
        assert_eq!(
            live.plan(&[want(Some("game=1.C"))]),
            [
                "lobby".to_string(),
                format!("join {ROOM} w 4"),
                format!("send {ROOM} game=1.C")
            ]
        );
    }

    #[test]
    fn presence_is_the_friends_seat_and_since_when() {
        let mut live = Live::default();
        live.news(News::Open, 0.0);
        live.plan(&[want(None)]);
        assert_eq!(
            live.news(News::Frame(format!("here {ROOM} 1 0 0")), 10.0),
            Heard::Presence
        );
        assert_eq!(
            live.presence(ROOM),
            Some(Presence {
                friend: false,
                players: [true, false],
                since: 10.0,
                watchers: 0
            })
        );
        live.news(News::Frame(format!("here {ROOM} 1 1 2")), 20.0);
        live.news(News::Frame(format!("here {ROOM} 1 1 3")), 30.0);
        assert_eq!(
            live.presence(ROOM),
            Some(Presence {
                friend: true,
                players: [true, true],
                since: 20.0,
                watchers: 3
            })
        );
        live.news(News::Closed, 40.0);
        assert_eq!(live.presence(ROOM), None, "not known while the connection is down");
    }

    #[test]
    fn a_spectator_joins_to_watch_hears_both_seats_and_sends_nothing() {
        let mut live = Live::default();
        live.news(News::Open, 0.0);
        let watch = Want {
            room: ROOM.into(),
            side: None,
            link: None,
        };
        assert_eq!(
            live.plan(std::slice::from_ref(&watch)),
            ["lobby".to_string(), format!("join {ROOM} watch")]
        );
        assert_eq!(
            live.plan(std::slice::from_ref(&watch)),
            Vec::<String>::new(),
            "joined once"
        );
        for seat in ["w", "b"] {
            assert_eq!(
                live.news(News::Frame(format!("msg {ROOM} 7 {seat} game=2.X")), 1.0),
                Heard::Link("game=2.X".into())
            );
        }
        live.news(News::Frame(format!("here {ROOM} 1 0 4")), 2.0);
        let p = live.presence(ROOM).unwrap();
        assert_eq!((p.friend, p.players, p.watchers), (false, [true, false], 4));
        // Back to playing the same room (a player who opened the watch address): joined again.
        assert_eq!(live.plan(&[want(None)]), [format!("join {ROOM} w 7")]);
    }

    #[test]
    fn what_the_relay_refused_as_too_fast_is_sent_again_on_retry() {
        let mut live = Live::default();
        live.news(News::Open, 0.0);
        live.plan(&[want(Some("game=1.A"))]);
        assert_eq!(
            live.news(News::Frame("error too-fast too many frames too fast".into()), 1.0),
            Heard::Retry
        );
        assert_eq!(
            live.plan(&[want(Some("game=1.A"))]),
            Vec::<String>::new(),
            "not before the retry"
        );
        live.news(News::Retry, 2.0);
        assert_eq!(
            live.plan(&[want(Some("game=1.A"))]),
            [format!("join {ROOM} w"), format!("send {ROOM} game=1.A")]
        );
    }

    #[test]
    fn challenges_are_listed_offered_again_on_a_new_connection_and_taken() {
        let mut live = Live::default();
        live.news(News::Open, 0.0);
        live.offer("mine-0123456789", "game=1.MINE");
        assert_eq!(live.plan(&[]), ["lobby", "offer mine-0123456789 game=1.MINE"]);
        live.news(News::Frame("offer theirs-012345678 game=1.THEIRS".into()), 1.0);
        live.news(News::Frame("offer mine-0123456789 game=1.MINE".into()), 1.0);
        assert_eq!(
            live.lobby(),
            [Challenge {
                id: "theirs-012345678".into(),
                link: "game=1.THEIRS".into()
            }],
            "not ours"
        );
        live.take("theirs-012345678");
        assert_eq!(live.plan(&[]), ["take theirs-012345678"]);
        live.news(News::Frame("gone theirs-012345678".into()), 2.0);
        assert!(live.lobby().is_empty());
        assert_eq!(
            live.news(News::Frame("took theirs-012345678".into()), 2.0),
            Heard::Took("game=1.THEIRS".into())
        );
        // A new connection offers ours again.
        live.news(News::Closed, 3.0);
        assert!(live.lobby().is_empty(), "nothing listed while down");
        live.news(News::Open, 4.0);
        assert_eq!(live.plan(&[]), ["lobby", "offer mine-0123456789 game=1.MINE"]);
        live.news(News::Frame("taken mine-0123456789".into()), 5.0);
        assert!(live.offered().is_empty());
        live.withdraw("gone-0123456789");
        assert_eq!(live.plan(&[]), ["withdraw gone-0123456789"]);
    }

    #[test]
    fn frames_for_rooms_not_joined_or_unreadable_are_nothing() {
        let mut live = Live::default();
        live.news(News::Open, 0.0);
        assert_eq!(
            live.news(News::Frame(format!("msg {ROOM} 1 b game=1.B")), 1.0),
            Heard::Nothing
        );
        assert_eq!(live.news(News::Frame("msg junk".into()), 1.0), Heard::Nothing);
        assert_eq!(
            live.news(News::Frame("error room-full the seat is full".into()), 1.0),
            Heard::Nothing
        );
        assert_eq!(live.news(News::Frame("pong".into()), 1.0), Heard::Nothing);
    }
}
