//! Several relays sharing games through Redis (`fevga-relay --redis URL`): any relay serves any
//! connection, and the players of a game, its spectators and the lobby may each be on another
//! relay. What a client hears is what one relay's [`Hub`](crate::hub::Hub) would say, frame for
//! frame; only where the state lives differs.
//!
//! **Local to each relay**: its connections, their limits (the rate and the bad frames;
//! the rooms and challenges of one connection), and which of them is in which room or listens
//! to the lobby. **In Redis** (every name under `fevga:`):
//!
//! | key | what |
//! |---|---|
//! | `fevga:room:<id>` | hash: `n`, the room's last message number; `w`, `b`, each seat's latest message as `<n> <payload>` |
//! | `fevga:here:<id>` | hash: each member, `<relay>:<conn>` → `w`, `b` or `watch` |
//! | `fevga:in:<n>`, `fevga:in-relays` | set: the rooms relay `n` has members in (kept while it renews its rooms, and past its heartbeat's expiry); set: the relays that have one |
//! | `fevga:rooms` | sorted set: each room, scored by when it expires (counts the rooms for [`Limits::rooms`]) |
//! | `fevga:ch:<id>` | hash: an open challenge's `owner` (`<relay>:<conn>`) and `payload` |
//! | `fevga:challenges` | sorted set: the open challenges, scored by when each was made (µs) |
//! | `fevga:relays`, `fevga:relay:<n>` | the counter that numbers each relay's session, and its heartbeat (expires 10 s after the last) |
//!
//! A room's keys expire [`Limits::room_ttl`] after its last message, arrival or departure (Redis
//! key expiry; every relay refreshes the rooms it has members in, so a room someone is in does
//! not expire). A challenge ends after [`Limits::challenge_ttl`], when its owner's connection ends,
//! or when its owner's relay stops beating: every relay runs the script that ends them, every 2 s
//! at most (the sweep).
//!
//! **When a relay dies** (killed, or cut from Redis, so its connections never say they left), its
//! heartbeat expires 10 s after its last beat. The next sweep of any living relay then ends its
//! challenges (`gone` to the lobby) and takes its members out of every room in its index
//! (`fevga:in:<n>`), saying each room's departure as `leave` says one: the room touched, and one
//! `here` with the counts left to its members on the living relays (one for all the dead relay's
//! members in that room). The sweep is one script, so when two relays sweep at once the second
//! finds nothing left, and the departure is said once. A join or leave in the room before then
//! already counts without them (and the sweep then has nothing to say).
//!
//! **Events** go by pub/sub, so a relay hears only what concerns its connections: a room's
//! (`fevga:ev:room:<id>`, subscribed while one of its connections is in the room), the lobby's
//! (`fevga:ev:lobby`) and its own (`fevga:ev:relay:<n>`: the kept messages for a joiner, the open
//! challenges for a new lobby listener, `took` and `taken`). Every change is one Lua script, so it
//! is atomic across relays (a message's number, the counts that `here` says and the caps check,
//! `take`: exactly one taker wins) and publishes its events in the order a single hub would say
//! them; one relay's subscriber connection hears them in that order. A joiner (or a new lobby
//! listener) hears a room's (the lobby's) events only after the script's marker for it, so it
//! hears each message once: kept, or passed. The scripts are in `shared/scripts.rs`.
//!
//! One Redis server serves one set of relays: pub/sub channels are the server's, not a database's,
//! so two sets on two databases of one server would hear each other's events.
//!
//! **When Redis is lost** (an error on the connection, no answer in 5 s, the subscriber's stream
//! ending), the relay closes every connection it holds (their pages come back by themselves, to it
//! or another relay, and catch up with `after`), refuses new ones with `error full` until Redis
//! answers again (it tries after 0.25 s, then twice as long each time, at most 5 s), then comes
//! back as a new session. What its lost connections held in Redis is forgotten when its old
//! heartbeat expires, as a dead relay's is (their rooms told).

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use redis::aio::{MultiplexedConnection, PubSubSink, PubSubStream};
use redis::{AsyncConnectionConfig, Client, RedisError};
use tokio::sync::{Notify, mpsc};

use crate::frame::{Command, Event, FrameError, Id, Payload, Refusal, Role, Seat};
use crate::hub::{ConnId, Flow, Gate, Limits, Pass};

mod scripts;
use scripts::Scripts;

/// How long the relay waits for Redis's answer (or a connection to it) before it takes Redis for
/// lost (a busy machine can stall a second or two; a Redis that is gone closes the connection,
/// which is seen at once).
pub const TIMEOUT: Duration = Duration::from_secs(5);
/// How often a relay says it is alive…
const BEAT: Duration = Duration::from_secs(2);
/// …and how long after its last beat its members and challenges are forgotten.
const BEAT_TTL: Duration = Duration::from_secs(10);
/// A challenge's key outlives its end by this much, so the script that ends it (and says `gone`)
/// still finds it.
const CHALLENGE_MARGIN: Duration = Duration::from_secs(60);

/// How long a relay's index of the rooms it has members in (`fevga:in:<n>`) outlives its last
/// renewal: past its heartbeat's expiry and the next sweep, so that the sweep finds it when the
/// relay dies, even with short room expiries.
fn index_ttl(limits: &Limits) -> Duration {
    limits.room_ttl + 2 * BEAT_TTL
}

const LOBBY: &str = "fevga:ev:lobby";
const ROOM_CHANNEL: &str = "fevga:ev:room:";

fn room_channel(room: &Id) -> String {
    format!("{ROOM_CHANNEL}{room}")
}

fn relay_channel(rid: &str) -> String {
    format!("fevga:ev:relay:{rid}")
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX).max(1)
}

/// One session with Redis: the relay's number in it, the connection for commands and the one
/// for subscriptions.
#[derive(Clone)]
struct Link {
    session: u64,
    rid: String,
    cmd: MultiplexedConnection,
    sink: PubSubSink,
}

impl Link {
    /// How a connection of this relay is named in Redis.
    fn who(&self, conn: ConnId) -> String {
        format!("{}:{conn}", self.rid)
    }
}

/// Whether a connection hears the lobby.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Listen {
    No,
    /// Asked: the open challenges are on their way, then it hears what changes.
    Waiting,
    Yes,
}

#[derive(Debug)]
struct Conn {
    tx: mpsc::Sender<Event>,
    overflow: Arc<AtomicBool>,
    rooms: HashMap<Id, Role>,
    lobby: Listen,
    challenges: HashSet<Id>,
    gate: Gate,
}

/// What this relay holds.
#[derive(Default)]
struct Local {
    next_conn: ConnId,
    conns: HashMap<ConnId, Conn>,
    /// The rooms its connections are in: each member, and whether it hears the room's events yet
    /// (after its join's marker).
    rooms: HashMap<Id, HashMap<ConnId, bool>>,
    /// The open challenges its connections made.
    owned: HashMap<Id, ConnId>,
    /// Redis, while it answers.
    link: Option<Link>,
}

impl Local {
    fn tell(&self, to: ConnId, event: Event) {
        if let Some(c) = self.conns.get(&to)
            && c.tx.try_send(event).is_err()
        {
            c.overflow.store(true, Ordering::Relaxed);
        }
    }

    /// `conn` is no longer in `room` here; whether it was.
    fn forget(&mut self, conn: ConnId, room: &Id) -> bool {
        let was = self
            .conns
            .get_mut(&conn)
            .is_some_and(|c| c.rooms.remove(room).is_some());
        self.unmember(conn, room);
        was
    }

    fn unmember(&mut self, conn: ConnId, room: &Id) {
        if let Some(members) = self.rooms.get_mut(room) {
            members.remove(&conn);
            if members.is_empty() {
                self.rooms.remove(room);
            }
        }
    }

    /// An event on a room's channel: to its members here that hear it.
    fn room_event(&self, room: &str, text: &str, rid: &str) {
        let Ok(room) = Id::new(room) else { return };
        let Some(members) = self.rooms.get(&room) else { return };
        let mut w = text.split(' ');
        let (event, except) = match w.next() {
            Some("m") => {
                let (Some(n), Some(seat), Some(from), Some(payload), None) =
                    (w.next(), w.next(), w.next(), w.next(), w.next())
                else {
                    return;
                };
                let (Ok(n), Some(seat), Ok(payload)) = (n.parse(), seat_of(seat), Payload::new(payload)) else {
                    return;
                };
                let except = from
                    .split_once(':')
                    .filter(|(r, _)| *r == rid)
                    .and_then(|(_, c)| c.parse::<ConnId>().ok());
                (
                    Event::Msg {
                        room: room.clone(),
                        n,
                        seat,
                        payload,
                    },
                    except,
                )
            }
            Some("h") => {
                let (Some(w_), Some(b), Some(watchers), None) = (w.next(), w.next(), w.next(), w.next()) else {
                    return;
                };
                let Ok(watchers) = watchers.parse() else { return };
                (
                    Event::Here {
                        room: room.clone(),
                        seats: [w_ == "1", b == "1"],
                        watchers,
                    },
                    None,
                )
            }
            _ => return,
        };
        for (&m, &hears) in members {
            if hears && Some(m) != except {
                self.tell(m, event.clone());
            }
        }
    }

    /// An event on the lobby's channel: to the connections that hear it.
    fn lobby_event(&mut self, text: &str) {
        let mut w = text.split(' ');
        let event = match (w.next(), w.next().map(Id::new), w.next(), w.next()) {
            (Some("o"), Some(Ok(id)), Some(payload), None) => match Payload::new(payload) {
                Ok(payload) => Event::Offer { id, payload },
                Err(_) => return,
            },
            (Some("g"), Some(Ok(id)), None, None) => {
                if let Some(owner) = self.owned.remove(&id)
                    && let Some(c) = self.conns.get_mut(&owner)
                {
                    c.challenges.remove(&id);
                }
                Event::Gone { id }
            }
            _ => return,
        };
        for (&id, _) in self.conns.iter().filter(|(_, c)| c.lobby == Listen::Yes) {
            self.tell(id, event.clone());
        }
    }

    /// An event on this relay's own channel: for one of its connections.
    fn own_event(&mut self, text: &str) {
        let mut w = text.split(' ');
        let (Some(word), Some(Ok(conn))) = (w.next(), w.next().map(str::parse::<ConnId>)) else {
            return;
        };
        let id = w.next().map(Id::new);
        let event = match (word, id) {
            ("k", Some(Ok(room))) => {
                let (Some(n), Some(seat), Some(payload), None) = (w.next(), w.next(), w.next(), w.next()) else {
                    return;
                };
                let (Ok(n), Some(seat), Ok(payload)) = (n.parse(), seat_of(seat), Payload::new(payload)) else {
                    return;
                };
                Event::Msg { room, n, seat, payload }
            }
            ("J", Some(Ok(room))) => {
                if let Some(hears) = self.rooms.get_mut(&room).and_then(|m| m.get_mut(&conn)) {
                    *hears = true;
                }
                return;
            }
            ("o", Some(Ok(id))) => match (w.next().map(Payload::new), w.next()) {
                (Some(Ok(payload)), None) => Event::Offer { id, payload },
                _ => return,
            },
            ("L", _) => {
                if let Some(c) = self.conns.get_mut(&conn)
                    && c.lobby == Listen::Waiting
                {
                    c.lobby = Listen::Yes;
                }
                return;
            }
            ("t", Some(Ok(id))) => Event::Took { id },
            ("T", Some(Ok(id))) => Event::Taken { id },
            _ => return,
        };
        self.tell(conn, event);
    }
}

fn seat_of(letter: &str) -> Option<Seat> {
    match letter {
        "w" => Some(Seat::White),
        "b" => Some(Seat::Black),
        _ => None,
    }
}

const fn role_word(role: Role) -> &'static str {
    match role {
        Role::Player(seat) => seat.letter(),
        Role::Watcher => "watch",
    }
}

/// The rooms this relay has subscribed to in its session, each with how many of its connections
/// hold it, behind a lock of its own: the subscriptions of different rooms go out at once (a
/// thousand pages rejoining after a restart do not wait for each other), those of one room in
/// order.
#[derive(Debug, Default)]
struct Subs {
    session: u64,
    rooms: HashMap<Id, Arc<tokio::sync::Mutex<usize>>>,
}

/// Why a command was not done.
enum Fault {
    /// Refused, as a hub refuses.
    Refused(Refusal),
    /// Redis did not answer as it should.
    Redis(RedisError),
}

impl From<Refusal> for Fault {
    fn from(r: Refusal) -> Fault {
        Fault::Refused(r)
    }
}

impl From<RedisError> for Fault {
    fn from(e: RedisError) -> Fault {
        Fault::Redis(e)
    }
}

/// A script's answer: `ok`, or a refusal's code.
fn answered(code: &str) -> Result<(), Fault> {
    match code {
        "ok" => Ok(()),
        code => Err(Refusal::of_code(code).map_or_else(
            || {
                Fault::Redis(RedisError::from(std::io::Error::other(format!(
                    "unknown answer {code}"
                ))))
            },
            Fault::Refused,
        )),
    }
}

/// `future`, or a time-out error after [`TIMEOUT`].
async fn within<T>(future: impl Future<Output = Result<T, RedisError>>) -> Result<T, RedisError> {
    tokio::time::timeout(TIMEOUT, future).await.unwrap_or_else(|_| {
        Err(RedisError::from(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            "Redis did not answer in time",
        )))
    })
}

/// A relay whose rooms, presence and challenges live in Redis, shared with the other relays on
/// the same Redis. [`Shared::start`] connects it; the server then uses it as it uses a
/// [`Hub`](crate::hub::Hub) (through [`Relay`](crate::relay::Relay)).
pub struct Shared {
    limits: Limits,
    client: Client,
    local: Mutex<Local>,
    subs: Mutex<Subs>,
    /// The latest session found broken, and the bell that says so.
    broken: AtomicU64,
    bell: Notify,
    scripts: Scripts,
}

impl fmt::Debug for Shared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.local();
        f.debug_struct("Shared")
            .field("limits", &self.limits)
            .field("connections", &s.conns.len())
            .field("relay", &s.link.as_ref().map(|l| l.rid.clone()))
            .finish_non_exhaustive()
    }
}

impl Shared {
    /// A relay sharing its games through the Redis at `url` (`redis://host:port[/db]`), with
    /// these limits (which every relay on that Redis should share): connected, with its task
    /// that hears Redis's events and reconnects when Redis is lost.
    ///
    /// # Errors
    /// The address cannot be read, or Redis does not answer now.
    pub async fn start(url: &str, limits: Limits) -> Result<Arc<Shared>, String> {
        let client = Client::open(url).map_err(|e| format!("--redis {url}: {e}"))?;
        let shared = Arc::new(Shared {
            limits,
            client,
            local: Mutex::new(Local::default()),
            subs: Mutex::new(Subs::default()),
            broken: AtomicU64::new(0),
            bell: Notify::new(),
            scripts: Scripts::new(),
        });
        let (link, stream) = shared
            .session(1)
            .await
            .map_err(|e| format!("cannot reach Redis at {url}: {e}"))?;
        shared.local().link = Some(link);
        tokio::spawn(Arc::clone(&shared).run(stream));
        Ok(shared)
    }

    /// The limits it keeps.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Whether Redis answers (the relay takes connections).
    #[must_use]
    pub fn is_up(&self) -> bool {
        self.local().link.is_some()
    }

    /// This relay's number in its session with Redis (a new one each time it reconnects).
    #[must_use]
    pub fn relay_number(&self) -> Option<String> {
        self.local().link.as_ref().map(|l| l.rid.clone())
    }

    /// The connections this relay holds now.
    #[must_use]
    pub fn connections(&self) -> usize {
        self.local().conns.len()
    }

    fn local(&self) -> MutexGuard<'_, Local> {
        self.local.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Connects to Redis: a number for this relay, its heartbeat, its two channels.
    async fn session(&self, session: u64) -> Result<(Link, PubSubStream), RedisError> {
        let config = AsyncConnectionConfig::new()
            .set_connection_timeout(Some(TIMEOUT))
            .set_response_timeout(Some(TIMEOUT));
        let mut cmd = self
            .client
            .get_multiplexed_async_connection_with_config(&config)
            .await?;
        let rid: u64 = redis::cmd("INCR").arg("fevga:relays").query_async(&mut cmd).await?;
        let rid = rid.to_string();
        beat(&mut cmd, &rid).await?;
        let (mut sink, stream) = within(self.client.get_async_pubsub()).await?.split();
        within(sink.subscribe(&[relay_channel(&rid), LOBBY.to_owned()])).await?;
        Ok((
            Link {
                session,
                rid,
                cmd,
                sink,
            },
            stream,
        ))
    }

    /// The relay's life with Redis: hears the events; when Redis is lost, closes every
    /// connection and reconnects.
    async fn run(self: Arc<Self>, mut stream: PubSubStream) {
        loop {
            let Some(link) = self.local().link.clone() else { return };
            let upkeep = tokio::spawn(Arc::clone(&self).upkeep(link.clone()));
            loop {
                tokio::select! {
                    msg = stream.next() => match msg {
                        Some(msg) => self.event(&link.rid, &msg),
                        None => {
                            eprintln!("fevga-relay: Redis: the subscription ended");
                            break;
                        }
                    },
                    () = self.bell.notified() => {
                        if self.broken.load(Ordering::Relaxed) >= link.session {
                            break;
                        }
                    }
                }
            }
            upkeep.abort();
            self.fall();
            eprintln!("fevga-relay: Redis lost; every connection closed, reconnecting");
            let mut wait = Duration::from_millis(250);
            let mut session = link.session;
            loop {
                tokio::time::sleep(wait).await;
                session += 1;
                match self.session(session).await {
                    Ok((link, s)) => {
                        eprintln!("fevga-relay: Redis is back (relay {})", link.rid);
                        self.local().link = Some(link);
                        stream = s;
                        break;
                    }
                    Err(e) => {
                        eprintln!("fevga-relay: Redis: {e}");
                        wait = (wait * 2).min(Duration::from_secs(5));
                    }
                }
            }
        }
    }

    /// Redis is lost: no link, and every connection closed (dropping its sender ends its task,
    /// which closes its socket).
    fn fall(&self) {
        let mut s = self.local();
        s.link = None;
        s.conns.clear();
        s.rooms.clear();
        s.owned.clear();
    }

    /// `e` happened in `session`: if it says the connection is lost, the session ends.
    fn lost(&self, session: u64, e: &RedisError) {
        if e.is_io_error() || e.is_connection_dropped() || e.is_timeout() || e.is_unrecoverable_error() {
            if self.broken.load(Ordering::Relaxed) < session {
                eprintln!("fevga-relay: Redis: {e}");
            }
            self.broken.fetch_max(session, Ordering::Relaxed);
            self.bell.notify_one();
        }
    }

    /// Every few seconds (more often with short expiries): the heartbeat, the sweep (the
    /// challenges' end; the members of a relay that stopped beating taken out of their rooms, and
    /// `here` said to those left), the rooms this relay has members in kept, and the subscriber
    /// connection asked if it lives.
    async fn upkeep(self: Arc<Self>, mut link: Link) {
        let quarter = self.limits.room_ttl.min(self.limits.challenge_ttl) / 4;
        let tick = BEAT.min(quarter).max(Duration::from_millis(20));
        let rooms_every = (self.limits.room_ttl / 4).min(Duration::from_secs(60));
        let challenge_us = u64::try_from(self.limits.challenge_ttl.as_micros()).unwrap_or(u64::MAX);
        let mut every = tokio::time::interval(tick);
        let mut touched = Instant::now();
        loop {
            every.tick().await;
            let done: Result<(), RedisError> = async {
                beat(&mut link.cmd, &link.rid).await?;
                let _: (u64, u64) = self
                    .scripts
                    .expire
                    .arg(challenge_us)
                    .arg(millis(self.limits.room_ttl))
                    .invoke_async(&mut link.cmd)
                    .await?;
                if touched.elapsed() >= rooms_every {
                    touched = Instant::now();
                    let rooms: Vec<String> = self.local().rooms.keys().map(|r| r.as_str().to_owned()).collect();
                    for chunk in rooms.chunks(1000) {
                        let mut touch = self.scripts.touch.arg(millis(self.limits.room_ttl));
                        touch.arg(&link.rid).arg(millis(index_ttl(&self.limits))).arg(chunk);
                        let _: u64 = touch.invoke_async(&mut link.cmd).await?;
                    }
                }
                // Answered after the events before it: a relay behind on them is slow, not lost.
                tokio::time::timeout(BEAT_TTL, link.sink.ping::<redis::Value>())
                    .await
                    .map_err(|_| {
                        RedisError::from(std::io::Error::other("the subscription did not answer in 10 s"))
                    })??;
                Ok(())
            }
            .await;
            if let Err(e) = done {
                eprintln!("fevga-relay: Redis: {e}");
                self.broken.fetch_max(link.session, Ordering::Relaxed);
                self.bell.notify_one();
                return;
            }
        }
    }

    /// An event Redis passed.
    fn event(&self, rid: &str, msg: &redis::Msg) {
        let Ok(text) = std::str::from_utf8(msg.get_payload_bytes()) else {
            return;
        };
        let channel = msg.get_channel_name();
        let mut s = self.local();
        if channel == LOBBY {
            s.lobby_event(text);
        } else if let Some(room) = channel.strip_prefix(ROOM_CHANNEL) {
            s.room_event(room, text, rid);
        } else {
            s.own_event(text);
        }
    }

    /// A new connection that hears through `tx`, and the flag its task watches to close it.
    ///
    /// # Errors
    /// [`Refusal::Full`] when this relay has as many connections as it may, or Redis does not
    /// answer.
    pub fn connect(&self, tx: mpsc::Sender<Event>) -> Result<(ConnId, Arc<AtomicBool>), Refusal> {
        let mut s = self.local();
        if s.link.is_none() || s.conns.len() >= self.limits.connections {
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
                lobby: Listen::No,
                challenges: HashSet::new(),
                gate: Gate::new(&self.limits, Instant::now()),
            },
        );
        Ok((id, overflow))
    }

    /// The connection ended: it leaves its rooms (the others, on any relay, hear who is left)
    /// and its challenges end.
    pub async fn disconnect(&self, conn: ConnId) {
        let (c, link) = {
            let mut s = self.local();
            let Some(c) = s.conns.remove(&conn) else { return };
            for room in c.rooms.keys() {
                s.unmember(conn, room);
            }
            for id in &c.challenges {
                s.owned.remove(id);
            }
            (c, s.link.clone())
        };
        let Some(mut link) = link else { return };
        let me = link.who(conn);
        let ttl = millis(self.limits.room_ttl);
        for room in c.rooms.keys() {
            let left: Result<i64, _> = self
                .scripts
                .leave
                .arg(room.as_str())
                .arg(&me)
                .arg(ttl)
                .invoke_async(&mut link.cmd)
                .await;
            self.release(&link, room).await;
            if let Err(e) = left {
                return self.lost(link.session, &e);
            }
        }
        for id in &c.challenges {
            let ended: Result<String, _> = self
                .scripts
                .withdraw
                .arg(id.as_str())
                .arg(&me)
                .invoke_async(&mut link.cmd)
                .await;
            if let Err(e) = ended {
                return self.lost(link.session, &e);
            }
        }
    }

    /// A text frame from `conn`: read, checked against the limits and done. A refusal is said to
    /// the connection (`error …`) and changes nothing; Redis not answering closes it (`error
    /// full` first).
    pub async fn frame(&self, conn: ConnId, text: &str) -> Flow {
        self.command(conn, Command::parse(text)).await
    }

    /// A frame that is not text (binary): refused like a malformed one.
    pub async fn not_text(&self, conn: ConnId) -> Flow {
        self.command(conn, Err(FrameError::NotText)).await
    }

    async fn command(&self, conn: ConnId, command: Result<Command, FrameError>) -> Flow {
        let (pass, link) = {
            let mut s = self.local();
            let link = s.link.clone();
            let Some(c) = s.conns.get_mut(&conn) else {
                return Flow::Close;
            };
            let read = command.as_ref().map(|_| ()).map_err(|e| *e);
            (c.gate.pass(&self.limits, Instant::now(), read), link)
        };
        let result = match (pass, command, link) {
            (Pass::Close, _, _) => return Flow::Close,
            (Pass::Refuse(refusal), _, _) => Err(Fault::Refused(refusal)),
            (Pass::Go, Err(e), _) => Err(Fault::Refused(Refusal::Frame(e))),
            (Pass::Go, Ok(_), None) => Err(Fault::Refused(Refusal::Full)),
            (Pass::Go, Ok(command), Some(link)) => {
                let done = self.apply(conn, command, &link).await;
                if let Err(Fault::Redis(e)) = &done {
                    self.lost(link.session, e);
                }
                done
            }
        };
        let s = self.local();
        match result {
            Ok(()) => {}
            Err(Fault::Refused(refusal)) => s.tell(conn, Event::Error(refusal)),
            Err(Fault::Redis(_)) => {
                // Said as a full relay says it; the page comes back by itself, here or elsewhere.
                s.tell(conn, Event::Error(Refusal::Full));
                return Flow::Close;
            }
        }
        match s.conns.get(&conn) {
            Some(c) if !c.overflow.load(Ordering::Relaxed) => Flow::Continue,
            _ => Flow::Close,
        }
    }

    async fn apply(&self, conn: ConnId, command: Command, link: &Link) -> Result<(), Fault> {
        let limits = &self.limits;
        let me = link.who(conn);
        let mut cmd = link.cmd.clone();
        match command {
            Command::Ping => self.local().tell(conn, Event::Pong),
            Command::Join { room, role, after } => self.join(conn, room, role, after, link).await?,
            Command::Send { room, payload } => {
                let role = self.local().conns.get(&conn).and_then(|c| c.rooms.get(&room).copied());
                let seat = match role {
                    None => return Err(Refusal::NotInRoom.into()),
                    Some(Role::Watcher) => return Err(Refusal::NotPlayer.into()),
                    Some(Role::Player(seat)) => seat,
                };
                let _: u64 = self
                    .scripts
                    .send
                    .arg(room.as_str())
                    .arg(seat.letter())
                    .arg(payload.as_str())
                    .arg(&me)
                    .arg(millis(limits.room_ttl))
                    .invoke_async(&mut cmd)
                    .await?;
            }
            Command::Leave { room } => {
                if !self.local().forget(conn, &room) {
                    return Err(Refusal::NotInRoom.into());
                }
                let left: Result<i64, _> = self
                    .scripts
                    .leave
                    .arg(room.as_str())
                    .arg(&me)
                    .arg(millis(limits.room_ttl))
                    .invoke_async(&mut cmd)
                    .await;
                self.release(link, &room).await;
                left?;
            }
            Command::Lobby => {
                if let Some(c) = self.local().conns.get_mut(&conn) {
                    c.lobby = Listen::Waiting;
                }
                let _: u64 = self.scripts.lobby.arg(&me).invoke_async(&mut cmd).await?;
            }
            Command::Offer { id, payload } => {
                // Counted as its owner's before the script runs, so that its `gone` (which may
                // come at once, from another relay's `take`) finds it.
                let (many, fresh) = {
                    let mut s = self.local();
                    let c = s.conns.get_mut(&conn).ok_or(Refusal::NotInRoom)?;
                    let many = c.challenges.len() >= limits.challenges_per_connection;
                    let fresh = !many && c.challenges.insert(id.clone());
                    if fresh {
                        s.owned.insert(id.clone(), conn);
                    }
                    (many, fresh)
                };
                let answer: Result<String, _> = self
                    .scripts
                    .offer
                    .arg(id.as_str())
                    .arg(&me)
                    .arg(payload.as_str())
                    .arg(limits.challenges)
                    .arg(if many { "1" } else { "0" })
                    .arg(millis(limits.challenge_ttl + CHALLENGE_MARGIN))
                    .invoke_async(&mut cmd)
                    .await;
                let done = answer.map_err(Fault::from).and_then(|a| answered(&a));
                if done.is_err() && fresh {
                    let mut s = self.local();
                    s.owned.remove(&id);
                    if let Some(c) = s.conns.get_mut(&conn) {
                        c.challenges.remove(&id);
                    }
                }
                done?;
            }
            Command::Withdraw { id } => {
                let answer: String = self
                    .scripts
                    .withdraw
                    .arg(id.as_str())
                    .arg(&me)
                    .invoke_async(&mut cmd)
                    .await?;
                answered(&answer)?;
                let mut s = self.local();
                s.owned.remove(&id);
                if let Some(c) = s.conns.get_mut(&conn) {
                    c.challenges.remove(&id);
                }
            }
            Command::Take { id } => {
                let answer: String = self
                    .scripts
                    .take
                    .arg(id.as_str())
                    .arg(&me)
                    .invoke_async(&mut cmd)
                    .await?;
                answered(&answer)?;
            }
        }
        Ok(())
    }

    async fn join(&self, conn: ConnId, room: Id, role: Role, after: u64, link: &Link) -> Result<(), Fault> {
        let limits = &self.limits;
        let fresh = {
            let s = self.local();
            let c = s.conns.get(&conn).ok_or(Refusal::NotInRoom)?;
            let fresh = !c.rooms.contains_key(&room);
            if fresh && c.rooms.len() >= limits.rooms_per_connection {
                return Err(Refusal::TooManyRooms.into());
            }
            fresh
        };
        if fresh {
            // Subscribed before the script runs, so that nothing it says is missed; a member that
            // does not hear the room until its marker arrives.
            self.hold(link, &room).await?;
            self.local().rooms.entry(room.clone()).or_default().insert(conn, false);
        }
        let cap = if role == Role::Watcher {
            limits.watchers
        } else {
            limits.per_seat
        };
        let answer: Result<String, _> = self
            .scripts
            .join
            .arg(room.as_str())
            .arg(link.who(conn))
            .arg(role_word(role))
            .arg(after)
            .arg(cap)
            .arg(limits.rooms)
            .arg(millis(limits.room_ttl))
            .arg(millis(index_ttl(limits)))
            .invoke_async(&mut link.cmd.clone())
            .await;
        let done = answer.map_err(Fault::from).and_then(|a| answered(&a));
        if done.is_ok() {
            let mut s = self.local();
            match s.conns.get_mut(&conn) {
                Some(c) => {
                    c.rooms.insert(room, role);
                }
                // Closed meanwhile, when Redis was lost: nothing of it stays.
                None => s.unmember(conn, &room),
            }
        } else if fresh {
            self.local().unmember(conn, &room);
            self.release(link, &room).await;
        }
        done
    }

    /// One more of this relay's connections is in `room`: subscribed to it if it is the first.
    async fn hold(&self, link: &Link, room: &Id) -> Result<(), RedisError> {
        let cell = {
            let mut subs = self.subs.lock().unwrap_or_else(PoisonError::into_inner);
            if subs.session != link.session {
                *subs = Subs {
                    session: link.session,
                    rooms: HashMap::new(),
                };
            }
            Arc::clone(subs.rooms.entry(room.clone()).or_default())
        };
        let mut held = cell.lock().await;
        if *held == 0
            && let Err(e) = within(link.sink.clone().subscribe(room_channel(room))).await
        {
            drop(held);
            self.tidy(link, room, &cell);
            return Err(e);
        }
        *held += 1;
        Ok(())
    }

    /// One fewer is: unsubscribed when none is left.
    async fn release(&self, link: &Link, room: &Id) {
        let cell = {
            let subs = self.subs.lock().unwrap_or_else(PoisonError::into_inner);
            match subs.rooms.get(room) {
                Some(cell) if subs.session == link.session => Arc::clone(cell),
                _ => return,
            }
        };
        let mut held = cell.lock().await;
        match *held {
            0 => {}
            1 => {
                *held = 0;
                // Not heard any more either way: an error here is the next command's to find.
                let _ = within(link.sink.clone().unsubscribe(room_channel(room))).await;
            }
            _ => *held -= 1,
        }
        drop(held);
        self.tidy(link, room, &cell);
    }

    /// Forgets `room`'s entry if no connection holds it and no other task is about to.
    fn tidy(&self, link: &Link, room: &Id, cell: &Arc<tokio::sync::Mutex<usize>>) {
        let mut subs = self.subs.lock().unwrap_or_else(PoisonError::into_inner);
        if subs.session != link.session {
            return;
        }
        // Clones are made under this lock: the map's and ours alone mean nobody waits on it.
        let idle = subs.rooms.get(room).is_some_and(|c| {
            Arc::ptr_eq(c, cell) && Arc::strong_count(c) == 2 && c.try_lock().is_ok_and(|held| *held == 0)
        });
        if idle {
            subs.rooms.remove(room);
        }
    }

    /// The health route's line: this relay's connections, and the rooms and open challenges of
    /// all the relays on its Redis; `None` while Redis does not answer.
    pub async fn health(&self) -> Option<String> {
        let (mut link, connections) = {
            let s = self.local();
            (s.link.clone()?, s.conns.len())
        };
        let counts: Result<(u64, u64), _> = within(self.scripts.counts.invoke_async(&mut link.cmd)).await;
        match counts {
            Ok((rooms, challenges)) => Some(format!(
                "ok connections={connections} rooms={rooms} challenges={challenges} relay={} shared\n",
                link.rid
            )),
            Err(e) => {
                self.lost(link.session, &e);
                None
            }
        }
    }
}

/// The relay says it is alive.
async fn beat(cmd: &mut MultiplexedConnection, rid: &str) -> Result<(), RedisError> {
    redis::cmd("SET")
        .arg(format!("fevga:relay:{rid}"))
        .arg(1)
        .arg("PX")
        .arg(millis(BEAT_TTL))
        .query_async(cmd)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: &str = "room-0123456789";

    /// A relay's local state with `n` connections, each with its queue, none in a room yet.
    fn local(n: usize) -> (Local, Vec<mpsc::Receiver<Event>>) {
        let mut s = Local::default();
        let limits = Limits::default();
        let rxs = (1..=n as ConnId)
            .map(|id| {
                let (tx, rx) = mpsc::channel(64);
                s.conns.insert(
                    id,
                    Conn {
                        tx,
                        overflow: Arc::new(AtomicBool::new(false)),
                        rooms: HashMap::new(),
                        lobby: Listen::No,
                        challenges: HashSet::new(),
                        gate: Gate::new(&limits, Instant::now()),
                    },
                );
                rx
            })
            .collect();
        (s, rxs)
    }

    fn heard(rx: &mut mpsc::Receiver<Event>) -> Vec<String> {
        let mut out = Vec::new();
        while let Ok(e) = rx.try_recv() {
            out.push(e.to_string());
        }
        out
    }

    #[test]
    fn a_room_event_reaches_its_members_that_hear_it_but_not_its_sender() {
        let (mut s, mut rx) = local(3);
        let room = Id::new(ROOM).unwrap();
        s.rooms
            .insert(room.clone(), HashMap::from([(1, true), (2, true), (3, false)]));
        s.room_event(ROOM, "m 7 w 4:1 game=1.AAA", "4");
        s.room_event(ROOM, "h 1 0 2", "4");
        assert_eq!(
            heard(&mut rx[0]),
            [format!("here {ROOM} 1 0 2")],
            "its own message not back"
        );
        assert_eq!(
            heard(&mut rx[1]),
            [format!("msg {ROOM} 7 w game=1.AAA"), format!("here {ROOM} 1 0 2")]
        );
        assert!(heard(&mut rx[2]).is_empty(), "not before its join's marker");
        // The marker, then a message from another relay's connection 1.
        s.own_event(&format!("J 3 {ROOM}"));
        s.room_event(ROOM, "m 8 b 5:1 game=1.BBB", "4");
        for r in &mut rx {
            assert_eq!(heard(r), [format!("msg {ROOM} 8 b game=1.BBB")]);
        }
    }

    #[test]
    fn the_lobby_hears_after_its_marker_and_gone_frees_the_owners_slot() {
        let (mut s, mut rx) = local(2);
        let id = Id::new("challenge-1").unwrap();
        s.owned.insert(id.clone(), 2);
        s.conns.get_mut(&2).unwrap().challenges.insert(id.clone());
        s.conns.get_mut(&1).unwrap().lobby = Listen::Waiting;
        s.lobby_event("o challenge-0 game=1.OLD");
        s.own_event("o 1 challenge-1 game=1.INV");
        s.own_event("L 1 -");
        s.lobby_event("g challenge-1");
        assert_eq!(heard(&mut rx[0]), ["offer challenge-1 game=1.INV", "gone challenge-1"]);
        assert!(s.conns[&2].challenges.is_empty() && s.owned.is_empty());
        s.own_event("t 1 challenge-1");
        s.own_event("T 2 challenge-1");
        assert_eq!(heard(&mut rx[0]), ["took challenge-1"]);
        assert_eq!(heard(&mut rx[1]), ["taken challenge-1"]);
    }

    #[test]
    fn what_redis_passes_that_is_not_an_event_is_dropped() {
        let (mut s, mut rx) = local(1);
        let room = Id::new(ROOM).unwrap();
        s.rooms.insert(room, HashMap::from([(1, true)]));
        s.conns.get_mut(&1).unwrap().lobby = Listen::Yes;
        for text in [
            "",
            " ",
            "m",
            "m x w 1:1 game=1.A",
            "m 1 q 1:1 game=1.A",
            "m 1 w 1:1 bad payload",
            "m 1 w 1:1 game=1.A extra",
            "h 1 0",
            "h 1 0 -1",
            "zzz",
        ] {
            s.room_event(ROOM, text, "9");
            s.room_event("bad room", text, "9");
            s.lobby_event(text);
            s.own_event(text);
        }
        for text in [
            "k 1",
            "k 1 short 1 w game=1.A",
            "k x room-0123456789 1 w game=1.A",
            "o 1 challenge-1",
            "t 1",
            "J 99 nowhere",
        ] {
            s.own_event(text);
        }
        assert_eq!(heard(&mut rx[0]), Vec::<String>::new());
    }
}
