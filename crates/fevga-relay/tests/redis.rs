//! Two relays sharing games through a real `redis-server` (Debian's, installed by
//! `scripts/setup.sh test`), each test with its own server on a free port of 127.0.0.1 and its own
//! two relays: a game with White on one relay and Black on the other, presence and a spectator
//! across them, the open challenges (and a race of two takers), expiry, the limits shared, a
//! relay that loses Redis and comes back, and one that dies (what it held forgotten, its members
//! said gone to those on the living relays). Every wait has a time-out.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fevga_relay::hub::Limits;
use fevga_relay::server::{PATH, router};
use fevga_relay::shared::Shared;
use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

const ROOM: &str = "c0ffee00c0ffee00";

/// A `redis-server` of its own on a free port of 127.0.0.1, nothing saved, in a temporary
/// directory; killed (and the directory removed) when dropped.
struct Redis {
    child: Child,
    dir: PathBuf,
    url: String,
}

impl Redis {
    /// Tries free ports until a server of its own answers on one: a port found free can be taken
    /// by another test's listener before `redis-server` binds it (then the server exits and what
    /// answers there is not Redis), so the answer that counts is a PONG from a living child.
    async fn start() -> Redis {
        for _ in 0..10 {
            let port = {
                let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
                probe.local_addr().unwrap().port()
            };
            let dir = std::env::temp_dir().join(format!("fevga-relay-redis-{}-{port}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let child = Redis::spawn(port, &dir);
            let mut redis = Redis {
                child,
                dir,
                url: format!("redis://127.0.0.1:{port}"),
            };
            if redis.answers().await {
                return redis;
            }
        }
        panic!("redis-server found no free port of 127.0.0.1 in 10 tries");
    }

    fn spawn(port: u16, dir: &std::path::Path) -> Child {
        Command::new("redis-server")
            .args([
                "--port",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ])
            .arg("--dir")
            .arg(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!(
                    "cannot start redis-server ({e}): the Redis tests need Debian's redis-server; \
                     run `scripts/setup.sh test` (it installs it)"
                )
            })
    }

    fn port(&self) -> u16 {
        self.url.rsplit(':').next().unwrap().parse().unwrap()
    }

    /// Waits (at most 5 s) until this server answers a PING; false if it exited first (its port
    /// was taken).
    async fn answers(&mut self) -> bool {
        let until = Instant::now() + Duration::from_secs(5);
        loop {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return false;
            }
            if self.pong().await {
                return true;
            }
            assert!(
                Instant::now() < until,
                "redis-server did not answer on {} within 5 s",
                self.port()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Whether what listens on the port answers `PING` as Redis does.
    async fn pong(&self) -> bool {
        let Ok(mut s) = TcpStream::connect(("127.0.0.1", self.port())).await else {
            return false;
        };
        let mut got = [0u8; 7];
        let talk = async {
            s.write_all(b"PING\r\n").await?;
            s.read_exact(&mut got).await
        };
        matches!(tokio::time::timeout(Duration::from_secs(1), talk).await, Ok(Ok(_))) && &got == b"+PONG\r\n"
    }

    /// Killed, as a crash would.
    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Started again on the same port (empty: nothing was saved).
    async fn restart(&mut self) {
        self.child = Redis::spawn(self.port(), &self.dir);
        assert!(
            self.answers().await,
            "redis-server could not start again on {}",
            self.port()
        );
    }

    /// A command to the server, and its answer (within 5 s).
    async fn query(&self, args: &[&str]) -> redis::RedisResult<redis::Value> {
        let ask = async {
            let client = redis::Client::open(self.url.as_str())?;
            let mut c = client.get_multiplexed_async_connection().await?;
            let mut cmd = redis::cmd(args[0]);
            for a in &args[1..] {
                cmd.arg(*a);
            }
            cmd.query_async(&mut c).await
        };
        tokio::time::timeout(Duration::from_secs(5), ask)
            .await
            .expect("Redis answers within 5 s")
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A relay on a free port of 127.0.0.1 sharing through `redis`.
async fn relay(redis: &Redis, limits: Limits) -> (SocketAddr, Arc<Shared>) {
    let shared = tokio::time::timeout(Duration::from_secs(5), Shared::start(&redis.url, limits))
        .await
        .expect("connected within 5 s")
        .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = router(Arc::clone(&shared));
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (addr, shared)
}

/// Redis and two relays on it.
async fn two(limits: Limits) -> (Redis, SocketAddr, SocketAddr) {
    let redis = Redis::start().await;
    let (a, _) = relay(&redis, limits.clone()).await;
    let (b, _) = relay(&redis, limits).await;
    (redis, a, b)
}

async fn client(addr: SocketAddr) -> Ws {
    tokio::time::timeout(Duration::from_secs(2), connect_async(format!("ws://{addr}{PATH}")))
        .await
        .expect("connected within 2 s")
        .unwrap()
        .0
}

async fn say(ws: &mut Ws, text: &str) {
    ws.send(Message::Text(text.into())).await.unwrap();
}

/// The next text frame, within `secs` s.
async fn hear_within(ws: &mut Ws, secs: u64) -> String {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(secs), ws.next())
            .await
            .unwrap_or_else(|_| panic!("a frame within {secs} s"));
        match frame.expect("the connection is open").unwrap() {
            Message::Text(t) => return t.to_string(),
            Message::Ping(_) | Message::Pong(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// The next text frame, within 2 s.
async fn hear(ws: &mut Ws) -> String {
    hear_within(ws, 2).await
}

/// Nothing heard for 300 ms (a ping answered first proves the connection is heard).
async fn quiet(ws: &mut Ws) {
    if let Ok(Some(Ok(Message::Text(t)))) = tokio::time::timeout(Duration::from_millis(300), ws.next()).await {
        panic!("heard {t}, expected nothing");
    }
}

/// Whether the relay closed the connection (within 5 s).
async fn closed(ws: &mut Ws) -> bool {
    loop {
        match tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
            Err(_) => return false,
            Ok(None | Some(Err(_) | Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => {}
        }
    }
}

#[tokio::test]
async fn a_game_across_two_relays() {
    let (_redis, a, b) = two(Limits::default()).await;
    let (mut white, mut black, mut watcher) = (client(a).await, client(b).await, client(b).await);
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 0"));
    // Sent on relay A while Black is away: kept in Redis, heard when Black comes on relay B.
    say(&mut white, &format!("send {ROOM} game=1.INVITE")).await;
    say(&mut white, "ping").await;
    assert_eq!(hear(&mut white).await, "pong", "not back to its sender");
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("msg {ROOM} 1 w game=1.INVITE"));
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 0"));
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 1 0"));
    say(&mut watcher, &format!("join {ROOM} watch")).await;
    assert_eq!(hear(&mut watcher).await, format!("msg {ROOM} 1 w game=1.INVITE"));
    assert_eq!(hear(&mut watcher).await, format!("here {ROOM} 1 1 1"));
    for ws in [&mut white, &mut black] {
        assert_eq!(hear(ws).await, format!("here {ROOM} 1 1 1"));
    }
    // A game's worth of turns, each numbered once across the relays, reaching the other player
    // and the spectator (on the same relay as Black) and never its sender.
    for turn in 2..60_u64 {
        let (from, to, seat) = if turn % 2 == 0 {
            (&mut black, &mut white, "b")
        } else {
            (&mut white, &mut black, "w")
        };
        say(from, &format!("send {ROOM} game=1.T{turn}")).await;
        assert_eq!(hear(to).await, format!("msg {ROOM} {turn} {seat} game=1.T{turn}"));
        assert_eq!(
            hear(&mut watcher).await,
            format!("msg {ROOM} {turn} {seat} game=1.T{turn}")
        );
    }
    say(&mut watcher, &format!("send {ROOM} game=1.FORGED")).await;
    assert!(hear(&mut watcher).await.starts_with("error not-player "));
    for ws in [&mut white, &mut black] {
        say(ws, "ping").await;
        assert_eq!(hear(ws).await, "pong", "nothing else heard");
    }
    // Black drops from relay B and comes back on relay A with the last number it has: it hears
    // only what it missed; a second spectator there counts with the first.
    drop(black);
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 1"));
    assert_eq!(hear(&mut watcher).await, format!("here {ROOM} 1 0 1"));
    say(&mut white, &format!("send {ROOM} game=1.T60")).await;
    assert_eq!(hear(&mut watcher).await, format!("msg {ROOM} 60 w game=1.T60"));
    let mut black = client(a).await;
    say(&mut black, &format!("join {ROOM} b 57")).await;
    assert_eq!(hear(&mut black).await, format!("msg {ROOM} 58 b game=1.T58"));
    assert_eq!(hear(&mut black).await, format!("msg {ROOM} 60 w game=1.T60"));
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 1"));
    let mut second = client(a).await;
    say(&mut second, &format!("join {ROOM} watch 60")).await;
    assert_eq!(hear(&mut second).await, format!("here {ROOM} 1 1 2"));
    for ws in [&mut white, &mut watcher] {
        assert_eq!(hear(ws).await, format!("here {ROOM} 1 1 1"));
    }
    for ws in [&mut white, &mut black, &mut watcher] {
        assert_eq!(hear(ws).await, format!("here {ROOM} 1 1 2"));
    }
    // Black answers from relay A: White (same relay) and both spectators (one on each) hear it.
    say(&mut black, &format!("send {ROOM} game=1.T61")).await;
    for ws in [&mut white, &mut watcher, &mut second] {
        assert_eq!(hear(ws).await, format!("msg {ROOM} 61 b game=1.T61"));
    }
    say(&mut second, &format!("leave {ROOM}")).await;
    for ws in [&mut white, &mut black, &mut watcher] {
        assert_eq!(hear(ws).await, format!("here {ROOM} 1 1 1"));
    }
    say(&mut second, &format!("leave {ROOM}")).await;
    assert!(hear(&mut second).await.starts_with("error not-in-room "));
    quiet(&mut white).await;
}

#[tokio::test]
async fn challenges_across_two_relays() {
    let (_redis, a, b) = two(Limits::default()).await;
    let (mut host, mut looker) = (client(a).await, client(b).await);
    say(&mut looker, "lobby").await;
    say(&mut host, "offer c0ffee00c0ffee00 game=1.INVITE").await;
    assert_eq!(hear(&mut looker).await, "offer c0ffee00c0ffee00 game=1.INVITE");
    // A listener who comes later hears the open ones first, oldest first.
    say(&mut host, "offer c0ffee00c0ffee01 game=1.SECOND").await;
    assert_eq!(hear(&mut looker).await, "offer c0ffee00c0ffee01 game=1.SECOND");
    let mut late = client(a).await;
    say(&mut late, "lobby").await;
    assert_eq!(hear(&mut late).await, "offer c0ffee00c0ffee00 game=1.INVITE");
    assert_eq!(hear(&mut late).await, "offer c0ffee00c0ffee01 game=1.SECOND");
    say(&mut host, "offer c0ffee00c0ffee02 game=1.THIRD").await;
    assert!(hear(&mut host).await.starts_with("error too-many-challenges "));
    say(&mut late, "offer c0ffee00c0ffee00 game=1.AGAIN").await;
    assert!(hear(&mut late).await.starts_with("error challenge-exists "));
    say(&mut host, "take c0ffee00c0ffee00").await;
    assert!(hear(&mut host).await.starts_with("error not-yours "));
    say(&mut looker, "withdraw c0ffee00c0ffee00").await;
    assert!(hear(&mut looker).await.starts_with("error not-yours "));
    // Taken from relay B: the lobby everywhere hears it gone, the taker that it is theirs, the
    // challenger on relay A that it was taken.
    say(&mut looker, "take c0ffee00c0ffee00").await;
    assert_eq!(hear(&mut looker).await, "gone c0ffee00c0ffee00");
    assert_eq!(hear(&mut looker).await, "took c0ffee00c0ffee00");
    assert_eq!(hear(&mut host).await, "taken c0ffee00c0ffee00");
    assert_eq!(hear(&mut late).await, "gone c0ffee00c0ffee00");
    say(&mut late, "take c0ffee00c0ffee00").await;
    assert!(hear(&mut late).await.starts_with("error no-challenge "));
    // Withdrawn on A: gone on both relays.
    say(&mut host, "withdraw c0ffee00c0ffee01").await;
    assert_eq!(hear(&mut looker).await, "gone c0ffee00c0ffee01");
    assert_eq!(hear(&mut late).await, "gone c0ffee00c0ffee01");
    // The owner's connection ends: its challenge ends everywhere.
    say(&mut host, "offer c0ffee00c0ffee03 game=1.FOURTH").await;
    assert_eq!(hear(&mut looker).await, "offer c0ffee00c0ffee03 game=1.FOURTH");
    assert_eq!(hear(&mut late).await, "offer c0ffee00c0ffee03 game=1.FOURTH");
    drop(host);
    assert_eq!(hear(&mut looker).await, "gone c0ffee00c0ffee03");
    assert_eq!(hear(&mut late).await, "gone c0ffee00c0ffee03");
    // Its slots are free again: two more from one connection.
    say(&mut late, "offer c0ffee00c0ffee04 game=1.FIFTH").await;
    say(&mut late, "withdraw c0ffee00c0ffee04").await;
    say(&mut late, "offer c0ffee00c0ffee05 game=1.SIXTH").await;
    say(&mut late, "offer c0ffee00c0ffee06 game=1.SEVENTH").await;
    for heard in [
        "offer c0ffee00c0ffee04 game=1.FIFTH",
        "gone c0ffee00c0ffee04",
        "offer c0ffee00c0ffee05 game=1.SIXTH",
        "offer c0ffee00c0ffee06 game=1.SEVENTH",
    ] {
        assert_eq!(hear(&mut late).await, heard);
        assert_eq!(hear(&mut looker).await, heard);
    }
}

#[tokio::test]
async fn two_takers_on_two_relays_one_wins() {
    let (_redis, a, b) = two(Limits::default()).await;
    for round in 0..20 {
        let id = format!("race-{round:04}-0000");
        let mut host = client(a).await;
        let (mut first, mut second) = (client(a).await, client(b).await);
        say(&mut host, &format!("offer {id} game=1.INVITE")).await;
        say(&mut host, "ping").await;
        assert_eq!(hear(&mut host).await, "pong");
        // Both at once, one on each relay.
        let take = format!("take {id}");
        let (x, y) = tokio::join!(say(&mut first, &take), say(&mut second, &take));
        let ((), ()) = (x, y);
        let (x, y) = tokio::join!(hear(&mut first), hear(&mut second));
        let took = [&x, &y].iter().filter(|h| h.starts_with("took ")).count();
        let refused = [&x, &y].iter().filter(|h| h.starts_with("error no-challenge ")).count();
        assert_eq!((took, refused), (1, 1), "round {round}: {x} / {y}");
        assert_eq!(hear(&mut host).await, format!("taken {id}"));
    }
}

#[tokio::test]
async fn rooms_and_challenges_expire_in_redis() {
    let limits = Limits {
        room_ttl: Duration::from_millis(800),
        challenge_ttl: Duration::from_millis(800),
        ..Limits::default()
    };
    let (redis, a, b) = two(limits).await;
    let (mut white, mut looker, mut host) = (client(a).await, client(b).await, client(a).await);
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 0"));
    say(&mut white, &format!("send {ROOM} game=1.AAA")).await;
    // A room someone is in is kept past its time…
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut black = client(b).await;
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("msg {ROOM} 1 w game=1.AAA"));
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 0"));
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 1 0"));
    // …and forgotten, with its messages, that long after the last one leaves.
    say(&mut white, &format!("leave {ROOM}")).await;
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 0 1 0"));
    say(&mut black, &format!("leave {ROOM}")).await;
    let until = Instant::now() + Duration::from_secs(5);
    while redis.query(&["EXISTS", &format!("fevga:room:{ROOM}")]).await.unwrap() != redis::Value::Int(0) {
        assert!(Instant::now() < until, "the room's key expired within 5 s");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 0 1 0"), "no message kept");
    say(&mut black, &format!("send {ROOM} game=1.NEW")).await;
    say(&mut black, "ping").await;
    assert_eq!(hear(&mut black).await, "pong");
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(
        hear(&mut white).await,
        format!("msg {ROOM} 1 b game=1.NEW"),
        "numbered from 1 again"
    );
    // A challenge ends after its time, heard on the other relay.
    say(&mut looker, "lobby").await;
    say(&mut host, "offer c0ffee00c0ffee00 game=1.INVITE").await;
    assert_eq!(hear(&mut looker).await, "offer c0ffee00c0ffee00 game=1.INVITE");
    let made = Instant::now();
    assert_eq!(hear_within(&mut looker, 5).await, "gone c0ffee00c0ffee00");
    assert!(made.elapsed() >= Duration::from_millis(700), "{:?}", made.elapsed());
    say(&mut looker, "take c0ffee00c0ffee00").await;
    assert!(hear(&mut looker).await.starts_with("error no-challenge "));
}

#[tokio::test]
async fn the_limits_are_shared_across_relays() {
    let limits = Limits {
        rooms: 2,
        per_seat: 1,
        watchers: 1,
        challenges: 1,
        ..Limits::default()
    };
    let (_redis, a, b) = two(limits).await;
    let (mut one, mut two) = (client(a).await, client(b).await);
    say(&mut one, "join room-one-0000 w").await;
    assert_eq!(hear(&mut one).await, "here room-one-0000 1 0 0");
    say(&mut two, "join room-one-0000 w").await;
    assert!(
        hear(&mut two).await.starts_with("error room-full "),
        "one connection a seat"
    );
    say(&mut one, "join room-one-0000 watch").await;
    assert_eq!(
        hear(&mut one).await,
        "here room-one-0000 0 0 1",
        "its seat changed to watching"
    );
    say(&mut two, "join room-one-0000 watch").await;
    assert!(hear(&mut two).await.starts_with("error room-full "), "one spectator");
    say(&mut two, "join room-one-0000 w").await;
    assert_eq!(hear(&mut two).await, "here room-one-0000 1 0 1");
    assert_eq!(hear(&mut one).await, "here room-one-0000 1 0 1");
    say(&mut two, "join room-two-0000 w").await;
    assert_eq!(hear(&mut two).await, "here room-two-0000 1 0 0");
    say(&mut one, "join room-three-0000 w").await;
    assert!(hear(&mut one).await.starts_with("error full "), "two rooms in all");
    say(&mut one, "offer c0ffee00c0ffee00 game=1.INVITE").await;
    say(&mut one, "ping").await;
    assert_eq!(hear(&mut one).await, "pong", "offered");
    say(&mut two, "offer c0ffee00c0ffee01 game=1.INVITE").await;
    assert!(hear(&mut two).await.starts_with("error full "), "one challenge in all");
}

#[tokio::test]
async fn a_relay_that_loses_redis_closes_its_connections_and_comes_back() {
    let (redis, a, b) = two(Limits::default()).await;
    let (mut white, mut black) = (client(a).await, client(b).await);
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 0"));
    say(&mut white, &format!("send {ROOM} game=1.KEPT")).await;
    say(&mut white, "ping").await;
    assert_eq!(hear(&mut white).await, "pong");
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("msg {ROOM} 1 w game=1.KEPT"));
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 0"));
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 1 0"));
    // Redis drops every connection of both relays: each closes its clients, and takes new ones
    // again once it has reconnected.
    redis.query(&["CLIENT", "KILL", "TYPE", "pubsub"]).await.unwrap();
    redis
        .query(&["CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes"])
        .await
        .unwrap();
    assert!(closed(&mut white).await, "closed by relay A");
    assert!(closed(&mut black).await, "closed by relay B");
    let until = Instant::now() + Duration::from_secs(10);
    let mut white = loop {
        let mut ws = client(a).await;
        say(&mut ws, &format!("join {ROOM} w 1")).await;
        let heard = hear(&mut ws).await;
        if !heard.starts_with("error full ") {
            // The old members were forgotten with their relays' old sessions (whose heartbeats
            // stopped), or left cleanly: either way the room counts White only, now.
            assert!(heard.starts_with(&format!("here {ROOM} 1 ")), "{heard}");
            break ws;
        }
        assert!(Instant::now() < until, "relay A back within 10 s");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let mut black = loop {
        let mut ws = client(b).await;
        say(&mut ws, &format!("join {ROOM} b")).await;
        let heard = hear(&mut ws).await;
        if !heard.starts_with("error full ") {
            assert_eq!(
                heard,
                format!("msg {ROOM} 1 w game=1.KEPT"),
                "the kept message survived"
            );
            break ws;
        }
        assert!(Instant::now() < until, "relay B back within 10 s");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let here = hear(&mut black).await;
    assert!(here.starts_with(&format!("here {ROOM} 1 1 ")), "{here}");
    let _ = hear(&mut white).await;
    say(&mut black, &format!("send {ROOM} game=1.AFTER")).await;
    assert_eq!(hear(&mut white).await, format!("msg {ROOM} 2 b game=1.AFTER"));
}

/// The health route's answer, status line and all.
async fn health(addr: SocketAddr) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(format!("GET {PATH}/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut body = String::new();
    tokio::time::timeout(Duration::from_secs(2), stream.read_to_string(&mut body))
        .await
        .expect("an answer within 2 s")
        .unwrap();
    body
}

#[tokio::test]
async fn a_relay_refuses_while_redis_is_down_and_serves_when_it_is_back() {
    let mut redis = Redis::start().await;
    let (a, shared) = relay(&redis, Limits::default()).await;
    let mut ws = client(a).await;
    say(&mut ws, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut ws).await, format!("here {ROOM} 1 0 0"));
    redis.stop();
    assert!(closed(&mut ws).await, "its connections closed");
    assert!(!shared.is_up());
    let mut refused = client(a).await;
    assert!(hear(&mut refused).await.starts_with("error full "));
    assert!(closed(&mut refused).await);
    let down = health(a).await;
    assert!(down.starts_with("HTTP/1.1 503"), "{down}");
    redis.restart().await;
    let until = Instant::now() + Duration::from_secs(10);
    while !shared.is_up() {
        assert!(Instant::now() < until, "back within 10 s of Redis");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut ws = client(a).await;
    say(&mut ws, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut ws).await, format!("here {ROOM} 1 0 0"));
    assert!(health(a).await.starts_with("HTTP/1.1 200"));
}

/// The binary, `fevga-relay --listen 127.0.0.1:0 --redis URL`, killed when dropped.
struct Binary {
    child: Child,
    addr: SocketAddr,
}

impl Binary {
    fn start(redis: &Redis) -> Binary {
        use std::io::BufRead;
        let mut child = Command::new(env!("CARGO_BIN_EXE_fevga-relay"))
            .args(["--listen", "127.0.0.1:0", "--redis", &redis.url])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = std::io::BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx
            .recv_timeout(Duration::from_secs(10))
            .expect("the relay says where within 10 s");
        assert!(line.contains("(shared through Redis, relay "), "{line}");
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("an address in {line}"));
        Binary { child, addr }
    }
}

impl Drop for Binary {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn what_a_relay_that_dies_held_is_forgotten() {
    let redis = Redis::start().await;
    let (a, _) = relay(&redis, Limits::default()).await;
    // The binary, as `fevga-relay --redis URL` runs: Black and a challenge on it.
    let doomed = Binary::start(&redis);
    let (mut white, mut looker) = (client(a).await, client(a).await);
    let (mut black, mut host) = (client(doomed.addr).await, client(doomed.addr).await);
    say(&mut looker, "lobby").await;
    say(&mut host, "offer c0ffee00c0ffee00 game=1.INVITE").await;
    assert_eq!(hear(&mut looker).await, "offer c0ffee00c0ffee00 game=1.INVITE");
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 0 1 0"));
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 1 0"));
    // Killed (no goodbye to Redis): once its heartbeat expires (10 s), its challenge ends and its
    // members are no longer counted.
    drop(doomed);
    let killed = Instant::now();
    assert_eq!(hear_within(&mut looker, 15).await, "gone c0ffee00c0ffee00");
    assert!(killed.elapsed() >= Duration::from_secs(5), "{:?}", killed.elapsed());
    let mut watcher = client(a).await;
    say(&mut watcher, &format!("join {ROOM} watch")).await;
    assert_eq!(hear(&mut watcher).await, format!("here {ROOM} 1 0 1"));
}

#[tokio::test]
async fn the_members_of_a_relay_that_dies_are_said_gone_once_to_those_on_living_relays() {
    let redis = Redis::start().await;
    let (a, relay_a) = relay(&redis, Limits::default()).await;
    let (c, _) = relay(&redis, Limits::default()).await;
    // White on relay A and a spectator on relay C (both living); Black and another spectator on
    // the binary, which dies.
    let doomed = Binary::start(&redis);
    let (mut white, mut watcher) = (client(a).await, client(c).await);
    let (mut black, mut doomed_watcher) = (client(doomed.addr).await, client(doomed.addr).await);
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 0"));
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 0"));
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 1 0"));
    say(&mut doomed_watcher, &format!("join {ROOM} watch")).await;
    say(&mut watcher, &format!("join {ROOM} watch")).await;
    for ws in [&mut white, &mut black, &mut doomed_watcher, &mut watcher] {
        let mut heard = hear(ws).await;
        if heard == format!("here {ROOM} 1 1 1") {
            heard = hear(ws).await;
        }
        assert_eq!(heard, format!("here {ROOM} 1 1 2"));
    }
    // Killed (no goodbye to Redis): once its heartbeat expires (10 s), the next sweep of relay A
    // or C takes its two members out of the room, and those left hear it once, in one `here`.
    drop(doomed);
    let killed = Instant::now();
    for ws in [&mut white, &mut watcher] {
        assert_eq!(hear_within(ws, 20).await, format!("here {ROOM} 1 0 1"));
    }
    let took = killed.elapsed();
    assert!(took >= Duration::from_secs(5), "{took:?}");
    eprintln!("the dead relay's members said gone {took:?} after it was killed");
    // Once: the sweeps of both living relays have run again by now, and nothing else is said.
    tokio::time::sleep(Duration::from_secs(3)).await;
    for ws in [&mut white, &mut watcher] {
        say(ws, "ping").await;
        assert_eq!(hear(ws).await, "pong", "the departure said once");
    }
    let here = redis.query(&["HLEN", &format!("fevga:here:{ROOM}")]).await.unwrap();
    assert_eq!(here, redis::Value::Int(2), "White and the living spectator");
    let indexed = redis.query(&["SCARD", "fevga:in-relays"]).await.unwrap();
    assert_eq!(indexed, redis::Value::Int(2), "the dead relay's index forgotten");
    // The game goes on with Black back on a living relay.
    let mut black = client(c).await;
    say(&mut black, &format!("join {ROOM} b")).await;
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 1"));
    for ws in [&mut white, &mut watcher] {
        assert_eq!(hear(ws).await, format!("here {ROOM} 1 1 1"));
    }
    // White leaves: relay A has nobody left there, and the room leaves its index.
    say(&mut white, &format!("leave {ROOM}")).await;
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 0 1 1"));
    let index = format!("fevga:in:{}", relay_a.relay_number().unwrap());
    let kept = redis.query(&["SISMEMBER", &index, ROOM]).await.unwrap();
    assert_eq!(kept, redis::Value::Int(0));
}

#[tokio::test]
async fn the_health_route_says_shared_and_counts_all_relays() {
    let (_redis, a, b) = two(Limits::default()).await;
    let mut ws = client(a).await;
    say(&mut ws, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut ws).await, format!("here {ROOM} 1 0 0"));
    let body = health(b).await;
    assert!(body.starts_with("HTTP/1.1 200"), "{body}");
    assert!(body.contains("ok connections=0 rooms=1 challenges=0 relay="), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_benchmark_runs_over_two_relays() {
    let redis = Redis::start().await;
    let b = fevga_relay::bench::Bench {
        connections: 20,
        seconds: 0.5,
        idle_rooms: 100,
    };
    let f = fevga_relay::bench::run_shared(b, &redis.url).await.unwrap();
    assert_eq!(f.connections, 20);
    assert!(f.messages > 0 && f.latencies.len() as u64 == f.messages, "{f}");
    assert!(f.bytes_per_idle_room > 0.0, "{f}");
    let far = fevga_relay::bench::run_shared(b, "redis://192.0.2.1:6379")
        .await
        .unwrap_err();
    assert!(far.contains("this machine only"), "{far}");
}
