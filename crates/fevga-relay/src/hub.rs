//! The relay's state in one process: the connections, the rooms (who is in each, and each seat's
//! latest message, numbered), the open challenges and who hears of them, and the limits. Every
//! change goes through [`Hub::frame`], [`Hub::connect`], [`Hub::disconnect`] or [`Hub::sweep`];
//! what a connection is to hear goes into its channel at once (the connection's task writes it).
//!
//! A seat may have several connections (a player's second tab or device): a message goes to
//! every other connection of the room, and the seat counts as present while one is connected.
//! Only the latest message of each seat is kept: every link carries the whole game, so the latest
//! says everything the earlier ones did.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::mpsc;

use crate::frame::{Command, Event, FrameError, Id, Payload, Refusal, Role, Seat};

/// A connection's number in its hub.
pub type ConnId = u64;

/// What the relay allows, and how long it keeps things. [`Limits::default`] is the binary's.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Connections at once.
    pub connections: usize,
    /// Rooms held (with someone in them, or a message kept).
    pub rooms: usize,
    /// Rooms one connection is in.
    pub rooms_per_connection: usize,
    /// Connections of one seat of a room (a player's tabs and devices).
    pub per_seat: usize,
    /// Spectators of one room.
    pub watchers: usize,
    /// Open challenges.
    pub challenges: usize,
    /// Open challenges of one connection.
    pub challenges_per_connection: usize,
    /// Frames a connection may send at once…
    pub burst: u32,
    /// …and then one more per this long.
    pub refill: Duration,
    /// Frames in a row refused for their form before the connection is closed.
    pub bad_frames: u32,
    /// Events waiting for a slow connection before it is closed.
    pub queue: usize,
    /// A room nobody is in is forgotten (with its messages) this long after its last message or
    /// departure.
    pub room_ttl: Duration,
    /// An open challenge ends this long after it was made (and when its connection ends).
    pub challenge_ttl: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 10_000,
            rooms: 50_000,
            rooms_per_connection: 16,
            per_seat: 4,
            watchers: 200,
            challenges: 1_000,
            challenges_per_connection: 2,
            burst: 40,
            refill: Duration::from_millis(200),
            bad_frames: 16,
            queue: 256,
            room_ttl: Duration::from_secs(48 * 3600),
            challenge_ttl: Duration::from_secs(30 * 60),
        }
    }
}

/// Whether the connection goes on after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Read the next frame.
    Continue,
    /// Close it: too many bad frames, or its queue overflowed.
    Close,
}

/// What the hub counts (the benchmark and the tests read it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Stats {
    /// Connections now.
    pub connections: usize,
    /// Rooms held.
    pub rooms: usize,
    /// Messages kept (at most two a room).
    pub kept: usize,
    /// Open challenges.
    pub challenges: usize,
}

/// One connection as the hub sees it.
#[derive(Debug)]
struct Conn {
    tx: mpsc::Sender<Event>,
    /// Set when its queue overflowed: its task closes it.
    overflow: Arc<AtomicBool>,
    rooms: HashMap<Id, Role>,
    lobby: bool,
    challenges: HashSet<Id>,
    gate: Gate,
}

/// A connection's limits on what it sends: a bucket of [`Limits::burst`] frames, one more each
/// [`Limits::refill`], and the count of frames refused for their form in a row. Both relays (this
/// hub and [`Shared`](crate::shared::Shared)) keep one a connection: the limits per connection
/// stay with the relay that holds it.
#[derive(Debug)]
pub(crate) struct Gate {
    tokens: u32,
    refilled: Instant,
    bad_in_a_row: u32,
}

/// What a [`Gate`] says of a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pass {
    /// Do it.
    Go,
    /// Refuse it (`error …`) and go on.
    Refuse(Refusal),
    /// Close the connection: too many bad frames in a row.
    Close,
}

impl Gate {
    /// A full bucket.
    pub(crate) fn new(limits: &Limits, now: Instant) -> Gate {
        Gate {
            tokens: limits.burst,
            refilled: now,
            bad_in_a_row: 0,
        }
    }

    /// A frame arrived at `now`, read as `read`.
    pub(crate) fn pass(&mut self, limits: &Limits, now: Instant, read: Result<(), FrameError>) -> Pass {
        let gained = now.duration_since(self.refilled).as_nanos() / limits.refill.as_nanos().max(1);
        if gained > 0 {
            self.tokens =
                u32::try_from(gained).map_or(limits.burst, |g| self.tokens.saturating_add(g).min(limits.burst));
            self.refilled = now;
        }
        if self.tokens == 0 {
            return Pass::Refuse(Refusal::TooFast);
        }
        self.tokens -= 1;
        match read {
            Ok(()) => {
                self.bad_in_a_row = 0;
                Pass::Go
            }
            Err(e) => {
                self.bad_in_a_row += 1;
                if self.bad_in_a_row >= limits.bad_frames {
                    Pass::Close
                } else {
                    Pass::Refuse(Refusal::Frame(e))
                }
            }
        }
    }
}

#[derive(Debug)]
struct Room {
    /// The number the next message gets.
    next: u64,
    /// Each seat's latest message and its number (White, Black).
    latest: [Option<(u64, Payload)>; 2],
    members: HashMap<ConnId, Role>,
    /// The last message, arrival or departure.
    active: Instant,
}

impl Room {
    fn new(now: Instant) -> Room {
        Room {
            next: 1,
            latest: [None, None],
            members: HashMap::new(),
            active: now,
        }
    }

    fn count(&self, role: Role) -> usize {
        self.members.values().filter(|&&r| r == role).count()
    }

    fn here(&self, room: &Id) -> Event {
        let seated = |s: Seat| self.members.values().any(|&r| r == Role::Player(s));
        Event::Here {
            room: room.clone(),
            seats: [seated(Seat::White), seated(Seat::Black)],
            watchers: u32::try_from(self.count(Role::Watcher)).unwrap_or(u32::MAX),
        }
    }
}

#[derive(Debug)]
struct Challenge {
    owner: ConnId,
    payload: Payload,
    made: Instant,
}

#[derive(Debug, Default)]
struct State {
    next_conn: ConnId,
    conns: HashMap<ConnId, Conn>,
    rooms: HashMap<Id, Room>,
    challenges: HashMap<Id, Challenge>,
}

impl State {
    /// Queues `event` for `to`; a full queue marks the connection for closing.
    fn tell(&self, to: ConnId, event: Event) {
        if let Some(c) = self.conns.get(&to)
            && c.tx.try_send(event).is_err()
        {
            c.overflow.store(true, Ordering::Relaxed);
        }
    }

    fn tell_room(&self, room: &Id, event: &Event, except: Option<ConnId>) {
        if let Some(r) = self.rooms.get(room) {
            for &m in r.members.keys().filter(|&&m| Some(m) != except) {
                self.tell(m, event.clone());
            }
        }
    }

    fn tell_lobby(&self, event: &Event) {
        for (&id, _) in self.conns.iter().filter(|(_, c)| c.lobby) {
            self.tell(id, event.clone());
        }
    }

    fn leave(&mut self, conn: ConnId, room: &Id, now: Instant) {
        if let Some(c) = self.conns.get_mut(&conn) {
            c.rooms.remove(room);
        }
        if let Some(r) = self.rooms.get_mut(room)
            && r.members.remove(&conn).is_some()
        {
            r.active = now;
            let here = r.here(room);
            self.tell_room(room, &here, None);
        }
    }

    fn end_challenge(&mut self, id: &Id) -> Option<Challenge> {
        let ch = self.challenges.remove(id)?;
        if let Some(c) = self.conns.get_mut(&ch.owner) {
            c.challenges.remove(id);
        }
        self.tell_lobby(&Event::Gone { id: id.clone() });
        Some(ch)
    }
}

/// The relay's state, shared by its connections' tasks.
#[derive(Debug)]
pub struct Hub {
    limits: Limits,
    state: Mutex<State>,
}

impl Hub {
    /// An empty hub with these limits.
    #[must_use]
    pub fn new(limits: Limits) -> Hub {
        Hub {
            limits,
            state: Mutex::new(State::default()),
        }
    }

    /// The limits it keeps.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held cannot leave the maps half-changed in a way that
        // matters more than losing the relay: go on with them.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A new connection that hears through `tx`, and the flag its task watches to close it.
    ///
    /// # Errors
    /// [`Refusal::Full`] when the relay has as many connections as it may.
    pub fn connect(&self, tx: mpsc::Sender<Event>) -> Result<(ConnId, Arc<AtomicBool>), Refusal> {
        let mut s = self.state();
        if s.conns.len() >= self.limits.connections {
            return Err(Refusal::Full);
        }
        s.next_conn += 1;
        let id = s.next_conn;
        let overflow = Arc::new(AtomicBool::new(false));
        s.conns.insert(
            id,
            Conn {
                tx,
                overflow: Arc::clone(&overflow),
                rooms: HashMap::new(),
                lobby: false,
                challenges: HashSet::new(),
                gate: Gate::new(&self.limits, Instant::now()),
            },
        );
        Ok((id, overflow))
    }

    /// The connection ended: it leaves its rooms (the others hear who is left) and its challenges
    /// end.
    pub fn disconnect(&self, conn: ConnId) {
        let now = Instant::now();
        let mut s = self.state();
        let Some(c) = s.conns.get(&conn) else { return };
        let rooms: Vec<Id> = c.rooms.keys().cloned().collect();
        let challenges: Vec<Id> = c.challenges.iter().cloned().collect();
        for room in &rooms {
            s.leave(conn, room, now);
        }
        for id in &challenges {
            s.end_challenge(id);
        }
        s.conns.remove(&conn);
    }

    /// A text frame from `conn`: read, checked against the limits and done. A refusal is said to
    /// the connection (`error …`) and changes nothing.
    pub fn frame(&self, conn: ConnId, text: &str) -> Flow {
        self.command(conn, Command::parse(text), Instant::now())
    }

    /// A frame that is not text (binary): refused like a malformed one.
    pub fn not_text(&self, conn: ConnId) -> Flow {
        self.command(conn, Err(FrameError::NotText), Instant::now())
    }

    fn command(&self, conn: ConnId, command: Result<Command, FrameError>, now: Instant) -> Flow {
        let mut s = self.state();
        let limits = &self.limits;
        let Some(c) = s.conns.get_mut(&conn) else {
            return Flow::Close;
        };
        let result = match c.gate.pass(limits, now, command.as_ref().map(|_| ()).map_err(|e| *e)) {
            Pass::Close => return Flow::Close,
            Pass::Refuse(refusal) => Err(refusal),
            Pass::Go => match command {
                Ok(command) => self.apply(&mut s, conn, command, now),
                Err(e) => Err(Refusal::Frame(e)),
            },
        };
        if let Err(refusal) = result {
            s.tell(conn, Event::Error(refusal));
        }
        match s.conns.get(&conn) {
            Some(c) if !c.overflow.load(Ordering::Relaxed) => Flow::Continue,
            _ => Flow::Close,
        }
    }

    fn apply(&self, s: &mut State, conn: ConnId, command: Command, now: Instant) -> Result<(), Refusal> {
        let limits = &self.limits;
        match command {
            Command::Ping => s.tell(conn, Event::Pong),
            Command::Join { room, role, after } => {
                let rooms_now = s.rooms.len();
                let c = s.conns.get(&conn).ok_or(Refusal::NotInRoom)?;
                if !c.rooms.contains_key(&room) && c.rooms.len() >= limits.rooms_per_connection {
                    return Err(Refusal::TooManyRooms);
                }
                if !s.rooms.contains_key(&room) && rooms_now >= limits.rooms {
                    return Err(Refusal::Full);
                }
                let r = s.rooms.entry(room.clone()).or_insert_with(|| Room::new(now));
                let was = r.members.get(&conn).copied();
                if was != Some(role) {
                    let cap = if role == Role::Watcher {
                        limits.watchers
                    } else {
                        limits.per_seat
                    };
                    if r.count(role) >= cap {
                        if r.members.is_empty() && r.latest.iter().all(Option::is_none) {
                            s.rooms.remove(&room);
                        }
                        return Err(Refusal::RoomFull);
                    }
                }
                r.members.insert(conn, role);
                r.active = now;
                let mut kept: Vec<(u64, Seat, Payload)> = Seat::BOTH
                    .iter()
                    .filter_map(|&seat| r.latest[seat.index()].clone().map(|(n, p)| (n, seat, p)))
                    .filter(|(n, _, _)| *n > after)
                    .collect();
                kept.sort_by_key(|(n, _, _)| *n);
                let here = r.here(&room);
                if let Some(c) = s.conns.get_mut(&conn) {
                    c.rooms.insert(room.clone(), role);
                }
                for (n, seat, payload) in kept {
                    s.tell(
                        conn,
                        Event::Msg {
                            room: room.clone(),
                            n,
                            seat,
                            payload,
                        },
                    );
                }
                s.tell_room(&room, &here, None);
            }
            Command::Send { room, payload } => {
                let role = s.conns.get(&conn).and_then(|c| c.rooms.get(&room).copied());
                let seat = match role {
                    None => return Err(Refusal::NotInRoom),
                    Some(Role::Watcher) => return Err(Refusal::NotPlayer),
                    Some(Role::Player(seat)) => seat,
                };
                let Some(r) = s.rooms.get_mut(&room) else {
                    return Err(Refusal::NotInRoom);
                };
                let n = r.next;
                r.next += 1;
                r.latest[seat.index()] = Some((n, payload.clone()));
                r.active = now;
                s.tell_room(
                    &room,
                    &Event::Msg {
                        room: room.clone(),
                        n,
                        seat,
                        payload,
                    },
                    Some(conn),
                );
            }
            Command::Leave { room } => {
                if !s.conns.get(&conn).is_some_and(|c| c.rooms.contains_key(&room)) {
                    return Err(Refusal::NotInRoom);
                }
                s.leave(conn, &room, now);
            }
            Command::Lobby => {
                if let Some(c) = s.conns.get_mut(&conn) {
                    c.lobby = true;
                }
                let mut open: Vec<(&Id, &Challenge)> = s.challenges.iter().collect();
                open.sort_by_key(|(_, ch)| ch.made);
                for (id, ch) in open {
                    s.tell(
                        conn,
                        Event::Offer {
                            id: id.clone(),
                            payload: ch.payload.clone(),
                        },
                    );
                }
            }
            Command::Offer { id, payload } => {
                if s.challenges.contains_key(&id) {
                    return Err(Refusal::ChallengeExists);
                }
                if s.challenges.len() >= limits.challenges {
                    return Err(Refusal::Full);
                }
                let c = s.conns.get_mut(&conn).ok_or(Refusal::NotInRoom)?;
                if c.challenges.len() >= limits.challenges_per_connection {
                    return Err(Refusal::TooManyChallenges);
                }
                c.challenges.insert(id.clone());
                s.challenges.insert(
                    id.clone(),
                    Challenge {
                        owner: conn,
                        payload: payload.clone(),
                        made: now,
                    },
                );
                s.tell_lobby(&Event::Offer { id, payload });
            }
            Command::Withdraw { id } => {
                match s.challenges.get(&id) {
                    None => return Err(Refusal::NoChallenge),
                    Some(ch) if ch.owner != conn => return Err(Refusal::NotYours),
                    Some(_) => {}
                }
                s.end_challenge(&id);
            }
            Command::Take { id } => {
                match s.challenges.get(&id) {
                    None => return Err(Refusal::NoChallenge),
                    Some(ch) if ch.owner == conn => return Err(Refusal::NotYours),
                    Some(_) => {}
                }
                if let Some(ch) = s.end_challenge(&id) {
                    s.tell(conn, Event::Took { id: id.clone() });
                    s.tell(ch.owner, Event::Taken { id });
                }
            }
        }
        Ok(())
    }

    /// Forgets the rooms nobody has been in for [`Limits::room_ttl`] (their kept messages with
    /// them) and ends the challenges older than [`Limits::challenge_ttl`]. The binary calls it
    /// every minute.
    pub fn sweep(&self, now: Instant) {
        let mut s = self.state();
        let (room_ttl, challenge_ttl) = (self.limits.room_ttl, self.limits.challenge_ttl);
        s.rooms
            .retain(|_, r| !r.members.is_empty() || now.duration_since(r.active) < room_ttl);
        let old: Vec<Id> = s
            .challenges
            .iter()
            .filter(|(_, ch)| now.duration_since(ch.made) >= challenge_ttl)
            .map(|(id, _)| id.clone())
            .collect();
        for id in &old {
            s.end_challenge(id);
        }
    }

    /// What the hub holds now.
    #[must_use]
    pub fn stats(&self) -> Stats {
        let s = self.state();
        Stats {
            connections: s.conns.len(),
            rooms: s.rooms.len(),
            kept: s.rooms.values().map(|r| r.latest.iter().flatten().count()).sum(),
            challenges: s.challenges.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: &str = "room-0123456789";

    /// A hub with one connection per name, each with its own queue.
    fn hub(limits: Limits, n: usize) -> (Hub, Vec<(ConnId, mpsc::Receiver<Event>)>) {
        let hub = Hub::new(limits);
        let conns = (0..n)
            .map(|_| {
                let (tx, rx) = mpsc::channel(64);
                (hub.connect(tx).unwrap().0, rx)
            })
            .collect();
        (hub, conns)
    }

    fn heard(rx: &mut mpsc::Receiver<Event>) -> Vec<String> {
        let mut out = Vec::new();
        while let Ok(e) = rx.try_recv() {
            out.push(e.to_string());
        }
        out
    }

    #[test]
    fn a_message_goes_to_the_others_and_is_kept_for_who_comes_later() {
        let (hub, mut c) = hub(Limits::default(), 3);
        let (a, b, w) = (c[0].0, c[1].0, c[2].0);
        hub.frame(a, &format!("join {ROOM} w"));
        assert_eq!(heard(&mut c[0].1), [format!("here {ROOM} 1 0 0")]);
        hub.frame(a, &format!("send {ROOM} game=1.AAA"));
        assert_eq!(heard(&mut c[0].1), Vec::<String>::new(), "not back to its sender");
        hub.frame(b, &format!("join {ROOM} b"));
        assert_eq!(
            heard(&mut c[1].1),
            [format!("msg {ROOM} 1 w game=1.AAA"), format!("here {ROOM} 1 1 0")]
        );
        assert_eq!(heard(&mut c[0].1), [format!("here {ROOM} 1 1 0")]);
        hub.frame(b, &format!("send {ROOM} game=1.BBB"));
        assert_eq!(heard(&mut c[0].1), [format!("msg {ROOM} 2 b game=1.BBB")]);
        hub.frame(a, &format!("send {ROOM} game=1.CCC"));
        // A spectator who has message 2 hears the newer one only.
        hub.frame(w, &format!("join {ROOM} watch 2"));
        assert_eq!(
            heard(&mut c[2].1),
            [format!("msg {ROOM} 3 w game=1.CCC"), format!("here {ROOM} 1 1 1")]
        );
        hub.frame(w, &format!("send {ROOM} game=1.DDD"));
        assert_eq!(
            heard(&mut c[2].1),
            ["error not-player only a player of the room sends to it"]
        );
        assert_eq!(
            hub.stats(),
            Stats {
                connections: 3,
                rooms: 1,
                kept: 2,
                challenges: 0
            }
        );
        hub.disconnect(a);
        assert_eq!(
            heard(&mut c[1].1),
            [
                format!("msg {ROOM} 3 w game=1.CCC"),
                format!("here {ROOM} 1 1 1"),
                format!("here {ROOM} 0 1 1")
            ]
        );
    }

    #[test]
    fn refusals_change_nothing() {
        let (hub, mut c) = hub(
            Limits {
                rooms_per_connection: 1,
                per_seat: 1,
                ..Limits::default()
            },
            2,
        );
        let (a, b) = (c[0].0, c[1].0);
        hub.frame(a, &format!("send {ROOM} game=1.AAA"));
        assert_eq!(
            heard(&mut c[0].1),
            ["error not-in-room the connection is not in that room"]
        );
        assert_eq!(hub.stats().rooms, 0);
        hub.frame(a, &format!("join {ROOM} w"));
        hub.frame(a, "join other-room-1 w");
        assert_eq!(
            heard(&mut c[0].1)[1],
            "error too-many-rooms the connection is in as many rooms as it may be"
        );
        hub.frame(b, &format!("join {ROOM} w"));
        assert_eq!(
            heard(&mut c[1].1),
            ["error room-full the seat or the room has as many connections as it may"]
        );
        hub.frame(b, "bogus");
        assert_eq!(
            heard(&mut c[1].1),
            ["error unknown-command the relay knows no such command"]
        );
        assert_eq!(
            hub.stats(),
            Stats {
                connections: 2,
                rooms: 1,
                kept: 0,
                challenges: 0
            }
        );
    }

    #[test]
    fn too_fast_is_refused_and_bad_frames_in_a_row_close() {
        let limits = Limits {
            burst: 3,
            refill: Duration::from_secs(3600),
            bad_frames: 3,
            ..Limits::default()
        };
        let (hub, mut c) = hub(limits, 2);
        for _ in 0..3 {
            assert_eq!(hub.frame(c[0].0, "ping"), Flow::Continue);
        }
        assert_eq!(hub.frame(c[0].0, "ping"), Flow::Continue);
        assert_eq!(
            heard(&mut c[0].1),
            ["pong", "pong", "pong", "error too-fast too many frames too fast"]
        );
        assert_eq!(hub.frame(c[1].0, "x"), Flow::Continue);
        assert_eq!(hub.frame(c[1].0, "y"), Flow::Continue);
        assert_eq!(hub.frame(c[1].0, "z"), Flow::Close);
    }

    #[test]
    fn a_slow_connection_is_closed_when_its_queue_is_full() {
        let hub = Hub::new(Limits::default());
        let (tx, _rx) = mpsc::channel(2);
        let (slow, flag) = hub.connect(tx).unwrap();
        assert_eq!(hub.frame(slow, "ping"), Flow::Continue);
        assert_eq!(hub.frame(slow, "ping"), Flow::Continue);
        assert_eq!(hub.frame(slow, "ping"), Flow::Close);
        assert!(flag.load(Ordering::Relaxed));
    }

    #[test]
    fn challenges_are_offered_taken_once_and_end_with_their_connection() {
        let (hub, mut c) = hub(Limits::default(), 3);
        let (owner, taker, late) = (c[0].0, c[1].0, c[2].0);
        hub.frame(taker, "lobby");
        hub.frame(owner, "offer challenge-1 game=1.INV");
        assert_eq!(heard(&mut c[1].1), ["offer challenge-1 game=1.INV"]);
        hub.frame(owner, "take challenge-1");
        assert_eq!(heard(&mut c[0].1), ["error not-yours that challenge is another's"]);
        hub.frame(late, "withdraw challenge-1");
        assert_eq!(heard(&mut c[2].1), ["error not-yours that challenge is another's"]);
        hub.frame(taker, "take challenge-1");
        assert_eq!(heard(&mut c[1].1), ["gone challenge-1", "took challenge-1"]);
        assert_eq!(heard(&mut c[0].1), ["taken challenge-1"]);
        hub.frame(late, "take challenge-1");
        assert_eq!(heard(&mut c[2].1), ["error no-challenge no such open challenge"]);
        hub.frame(owner, "offer challenge-2 game=1.INV");
        hub.frame(late, "lobby");
        assert_eq!(heard(&mut c[2].1), ["offer challenge-2 game=1.INV"]);
        hub.disconnect(owner);
        assert_eq!(heard(&mut c[2].1), ["gone challenge-2"]);
        assert_eq!(hub.stats().challenges, 0);
    }

    #[test]
    fn rooms_and_challenges_expire() {
        let limits = Limits {
            room_ttl: Duration::from_secs(10),
            challenge_ttl: Duration::from_secs(5),
            ..Limits::default()
        };
        let (hub, mut c) = hub(limits, 2);
        hub.frame(c[0].0, &format!("join {ROOM} w"));
        hub.frame(c[0].0, &format!("send {ROOM} game=1.AAA"));
        hub.frame(c[0].0, &format!("leave {ROOM}"));
        hub.frame(c[1].0, "offer challenge-1 game=1.INV");
        hub.frame(c[0].0, "lobby");
        let now = Instant::now();
        hub.sweep(now + Duration::from_secs(6));
        assert_eq!(
            hub.stats(),
            Stats {
                connections: 2,
                rooms: 1,
                kept: 1,
                challenges: 0
            }
        );
        assert_eq!(heard(&mut c[0].1).last().map(String::as_str), Some("gone challenge-1"));
        hub.sweep(now + Duration::from_secs(11));
        assert_eq!(
            hub.stats(),
            Stats {
                connections: 2,
                rooms: 0,
                kept: 0,
                challenges: 0
            }
        );
    }

    #[test]
    fn the_relay_refuses_connections_past_its_limit() {
        let hub = Hub::new(Limits {
            connections: 1,
            ..Limits::default()
        });
        assert!(hub.connect(mpsc::channel(1).0).is_ok());
        assert_eq!(hub.connect(mpsc::channel(1).0).unwrap_err(), Refusal::Full);
    }
}
