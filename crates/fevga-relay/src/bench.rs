//! The relay's benchmark (`fevga-relay bench`): a relay and its clients in one process, over
//! loopback (127.0.0.1 only), bounded in count and time. It measures what the issue asks:
//!
//! - the memory a game's room holds while nobody is in it (two links kept), from the process's
//!   resident size before and after that many rooms are made through the hub;
//! - the connections held at once (every client a real WebSocket, in rooms of two);
//! - the messages passed per second with every pair playing at once (each player answering the
//!   other's message at once), and the time from one player's send to the other's receipt (p50,
//!   p99), the sender's clock written in the message.
//!
//! The rate limit is opened for it (it measures the relay, not the limit); the other limits are
//! the binary's.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::connect_async;
use tokio_tungstenite::tungstenite::Message;

use crate::hub::{Hub, Limits};
use crate::relay::Relay;
use crate::server::{PATH, router};
use crate::shared::Shared;

/// What the benchmark is asked to do.
#[derive(Debug, Clone, Copy)]
pub struct Bench {
    /// Clients connected at once (an even number: rooms of two).
    pub connections: usize,
    /// How long the pairs play.
    pub seconds: f64,
    /// Rooms made for the memory figure.
    pub idle_rooms: usize,
}

/// What it measured.
#[derive(Debug, Clone)]
pub struct Figures {
    /// Connections held at once.
    pub connections: usize,
    /// How long opening them all took.
    pub connect_time: Duration,
    /// Messages passed (sent by one player, received by the other).
    pub messages: u64,
    /// Over this long.
    pub elapsed: Duration,
    /// Send-to-receipt times, sorted.
    pub latencies: Vec<Duration>,
    /// Bytes of resident memory a room with two kept links holds, nobody in it.
    pub bytes_per_idle_room: f64,
}

impl Figures {
    fn percentile(&self, p: f64) -> Duration {
        if self.latencies.is_empty() {
            return Duration::ZERO;
        }
        let i = ((self.latencies.len() - 1) as f64 * p).round() as usize;
        self.latencies[i.min(self.latencies.len() - 1)]
    }
}

impl std::fmt::Display for Figures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        writeln!(
            f,
            "connections held: {} (opened in {:.2} s)",
            self.connections,
            self.connect_time.as_secs_f64()
        )?;
        writeln!(
            f,
            "messages: {} in {:.1} s = {:.0} a second, all pairs playing at once",
            self.messages,
            secs,
            self.messages as f64 / secs
        )?;
        writeln!(
            f,
            "latency, one player to the other: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.percentile(0.5).as_secs_f64() * 1e3,
            self.percentile(0.99).as_secs_f64() * 1e3,
            self.latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3
        )?;
        write!(
            f,
            "memory per idle room (two links kept): {:.0} bytes",
            self.bytes_per_idle_room
        )
    }
}

/// The process's resident size in bytes (Linux's `/proc/self/statm`), if known.
fn resident() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: f64 = text.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096.0)
}

/// A link of about the length a 50-turn game's is (340 characters), numbered.
fn link(n: usize) -> String {
    format!("game=1.{}{n:08}", "A".repeat(330))
}

/// Rooms with two kept links and nobody in them, made through the hub: their resident size.
fn idle_rooms(count: usize) -> f64 {
    let hub = Hub::new(Limits {
        rooms: count + 10,
        burst: u32::MAX,
        ..Limits::default()
    });
    let (tx, _rx) = mpsc::channel(1 << 20);
    let Ok((conn, _)) = hub.connect(tx) else { return 0.0 };
    let before = resident().unwrap_or(0.0);
    for i in 0..count {
        let room = format!("idle-room-{i:010}");
        for seat in ["w", "b"] {
            hub.frame(conn, &format!("join {room} {seat}"));
            hub.frame(conn, &format!("send {room} {}", link(i)));
        }
        hub.frame(conn, &format!("leave {room}"));
    }
    let after = resident().unwrap_or(before);
    let rooms = hub.stats().rooms.max(1);
    drop(hub);
    (after - before) / rooms as f64
}

/// Runs the benchmark.
///
/// # Errors
/// A socket that cannot be bound or a client that cannot connect.
pub async fn run(b: Bench) -> Result<Figures, String> {
    let bytes_per_idle_room = idle_rooms(b.idle_rooms);
    let limits = Limits {
        burst: u32::MAX,
        connections: b.connections + 10,
        ..Limits::default()
    };
    let hub = Arc::new(Hub::new(limits));
    let addr = serve(Arc::clone(&hub)).await?;
    let url = format!("ws://{addr}{PATH}");
    let (sockets, connect_time) = open(b.connections, [&url, &url]).await?;
    let connections = hub.stats().connections;
    let (messages, elapsed, latencies) = play(sockets, b.seconds, "bench-room").await;
    Ok(Figures {
        connections,
        connect_time,
        messages,
        elapsed,
        latencies,
        bytes_per_idle_room,
    })
}

/// The relay's routes on a free port of 127.0.0.1.
async fn serve(relay: impl Into<Relay>) -> Result<std::net::SocketAddr, String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    tokio::spawn(axum::serve(listener, router(relay)).into_future());
    Ok(addr)
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// `connections` clients, White's of each pair to `urls[0]`, Black's to `urls[1]`; and how long
/// opening them took.
async fn open(connections: usize, urls: [&str; 2]) -> Result<(Vec<Socket>, Duration), String> {
    let start = Instant::now();
    let mut sockets = Vec::with_capacity(connections);
    for i in 0..connections / 2 * 2 {
        let (ws, _) = connect_async(urls[i % 2]).await.map_err(|e| format!("connect: {e}"))?;
        sockets.push(ws);
    }
    Ok((sockets, start.elapsed()))
}

/// Every pair plays for `seconds`, in rooms named `<tag>-<pair>`: the messages passed, over how
/// long, and their latencies, sorted.
async fn play(sockets: Vec<Socket>, seconds: f64, tag: &str) -> (u64, Duration, Vec<Duration>) {
    let pairs = sockets.len() / 2;
    let epoch = Instant::now();
    let until = epoch + Duration::from_secs_f64(seconds);
    let (done_tx, mut done_rx) = mpsc::unbounded_channel::<(u64, Vec<Duration>)>();
    let mut sockets = sockets.into_iter();
    for p in 0..pairs {
        let room = format!("{tag}-{p:08}");
        for (i, seat) in ["w", "b"].into_iter().enumerate() {
            let Some(mut ws) = sockets.next() else { break };
            let (room, done) = (room.clone(), done_tx.clone());
            tokio::spawn(async move {
                let mut got = 0_u64;
                let mut lat = Vec::new();
                let say = |t: String| Message::Text(t.into());
                if ws.send(say(format!("join {room} {seat}"))).await.is_err() {
                    return;
                }
                // White opens; each then answers the other's message at once, with the time.
                let stamp = |epoch: Instant| format!("game=1.T{}", epoch.elapsed().as_nanos());
                if i == 0 && ws.send(say(format!("send {room} {}", stamp(epoch)))).await.is_err() {
                    return;
                }
                while Instant::now() < until {
                    let Ok(Some(Ok(frame))) = tokio::time::timeout(Duration::from_secs(2), ws.next()).await else {
                        break;
                    };
                    let Message::Text(text) = frame else { continue };
                    let Some(sent) = text.strip_prefix("msg ").and_then(|t| t.rsplit("game=1.T").next()) else {
                        continue;
                    };
                    if let Ok(ns) = sent.parse::<u64>() {
                        got += 1;
                        lat.push(epoch.elapsed().saturating_sub(Duration::from_nanos(ns)));
                    }
                    if ws.send(say(format!("send {room} {}", stamp(epoch)))).await.is_err() {
                        break;
                    }
                }
                let _ = ws.close(None).await;
                let _ = done.send((got, lat));
            });
        }
    }
    drop(done_tx);
    let mut messages = 0;
    let mut latencies = Vec::new();
    while let Some((n, lat)) = done_rx.recv().await {
        messages += n;
        latencies.extend(lat);
    }
    let elapsed = epoch.elapsed().min(Duration::from_secs_f64(seconds));
    latencies.sort_unstable();
    (messages, elapsed, latencies)
}

/// The benchmark with two relays sharing through the Redis at `url` (loopback only: 127.0.0.1,
/// `localhost` or `::1`), White of each pair on one relay and Black on the other. The memory
/// figure is Redis's (`used_memory`) for a room with its two links. What it makes there expires
/// within two minutes; give it a Redis of its own all the same.
///
/// # Errors
/// A Redis not on this machine or not answering, a socket that cannot be bound or a client that
/// cannot connect.
pub async fn run_shared(b: Bench, url: &str) -> Result<Figures, String> {
    let client = redis::Client::open(url).map_err(|e| format!("--redis {url}: {e}"))?;
    match client.get_connection_info().addr() {
        redis::ConnectionAddr::Tcp(host, _) if matches!(host.as_str(), "127.0.0.1" | "localhost" | "::1" | "[::1]") => {
        }
        redis::ConnectionAddr::Unix(_) => {}
        _ => {
            return Err(format!(
                "--redis {url}: the benchmark runs on this machine only (127.0.0.1)"
            ));
        }
    }
    let limits = Limits {
        burst: u32::MAX,
        connections: b.connections + 10,
        // The rooms of the runs before this one (kept two minutes) count in Redis too.
        rooms: 10_000_000,
        room_ttl: Duration::from_secs(120),
        ..Limits::default()
    };
    let a = Shared::start(url, limits.clone()).await?;
    let bytes_per_idle_room = shared_idle_rooms(&client, &a, b.idle_rooms).await?;
    let other = Shared::start(url, limits).await?;
    let urls = [
        format!("ws://{}{PATH}", serve(Arc::clone(&a)).await?),
        format!("ws://{}{PATH}", serve(Arc::clone(&other)).await?),
    ];
    let (sockets, connect_time) = open(b.connections, [&urls[0], &urls[1]]).await?;
    let connections = a.connections() + other.connections();
    // Rooms of this run's own (a Redis keeps the last run's for two minutes).
    let tag = format!("bench-{}", a.relay_number().unwrap_or_default());
    let (messages, elapsed, latencies) = play(sockets, b.seconds, &tag).await;
    Ok(Figures {
        connections,
        connect_time,
        messages,
        elapsed,
        latencies,
        bytes_per_idle_room,
    })
}

/// Redis's memory for a room with two kept links and nobody in it, made through a shared relay.
async fn shared_idle_rooms(client: &redis::Client, relay: &Shared, count: usize) -> Result<f64, String> {
    let mut c = client
        .get_multiplexed_async_connection()
        .await
        .map_err(|e| e.to_string())?;
    let (tx, mut rx) = mpsc::channel(1 << 16);
    let (conn, _) = relay.connect(tx).map_err(|e| e.to_string())?;
    let before = used(&mut c).await?;
    let tag = relay.relay_number().unwrap_or_default();
    for i in 0..count {
        let room = format!("idle-{tag}-{i:010}");
        for seat in ["w", "b"] {
            relay.frame(conn, &format!("join {room} {seat}")).await;
            relay.frame(conn, &format!("send {room} {}", link(i))).await;
        }
        relay.frame(conn, &format!("leave {room}")).await;
        while rx.try_recv().is_ok() {}
    }
    let after = used(&mut c).await?;
    relay.disconnect(conn).await;
    Ok((after - before) / count.max(1) as f64)
}

/// Redis's `used_memory`, in bytes.
async fn used(c: &mut redis::aio::MultiplexedConnection) -> Result<f64, String> {
    let info: String = redis::cmd("INFO")
        .arg("memory")
        .query_async(c)
        .await
        .map_err(|e| e.to_string())?;
    info.lines()
        .find_map(|l| l.strip_prefix("used_memory:"))
        .and_then(|v| v.trim().parse().ok())
        .ok_or_else(|| "no used_memory in INFO".to_owned())
}
