//! The relay over real WebSockets on 127.0.0.1: two players, a spectator, the kept messages, a
//! reconnect, the open challenges and the limits, each client a tungstenite connection.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use fevga_relay::frame::MAX_FRAME;
use fevga_relay::hub::{Hub, Limits};
use fevga_relay::server::{PATH, router};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

const ROOM: &str = "c0ffee00c0ffee00";

/// A relay on a free port of 127.0.0.1, with `limits`.
async fn relay(limits: Limits) -> (SocketAddr, Arc<Hub>) {
    let hub = Arc::new(Hub::new(limits));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = router(Arc::clone(&hub));
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (addr, hub)
}

async fn client(addr: SocketAddr) -> Ws {
    connect_async(format!("ws://{addr}{PATH}")).await.unwrap().0
}

async fn say(ws: &mut Ws, text: &str) {
    ws.send(Message::Text(text.into())).await.unwrap();
}

/// The next text frame, within 2 s.
async fn hear(ws: &mut Ws) -> String {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(2), ws.next())
            .await
            .expect("a frame within 2 s");
        match frame.expect("the connection is open").unwrap() {
            Message::Text(t) => return t.to_string(),
            Message::Ping(_) | Message::Pong(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// Whether the relay closed the connection (within 2 s).
async fn closed(ws: &mut Ws) -> bool {
    loop {
        match tokio::time::timeout(Duration::from_secs(2), ws.next()).await {
            Err(_) => return false,
            Ok(None | Some(Err(_) | Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => {}
        }
    }
}

#[tokio::test]
async fn two_players_and_a_spectator_play_through_the_relay() {
    let (addr, hub) = relay(Limits::default()).await;
    let (mut white, mut black, mut watcher) = (client(addr).await, client(addr).await, client(addr).await);
    say(&mut white, &format!("join {ROOM} w")).await;
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 0"));
    // Sent while Black is away: kept, and heard when Black comes.
    say(&mut white, &format!("send {ROOM} game=1.INVITE")).await;
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
    // Turn by turn, each message reaches the other player and the spectator.
    for turn in 2..12_u64 {
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
    // Black drops and comes back with the last number it has: it hears only what it missed.
    drop(black);
    assert_eq!(hear(&mut white).await, format!("here {ROOM} 1 0 1"));
    say(&mut white, &format!("send {ROOM} game=1.T12")).await;
    let mut black = client(addr).await;
    say(&mut black, &format!("join {ROOM} b 11")).await;
    assert_eq!(hear(&mut black).await, format!("msg {ROOM} 12 w game=1.T12"));
    assert_eq!(hear(&mut black).await, format!("here {ROOM} 1 1 1"));
    let stats = hub.stats();
    assert_eq!((stats.connections, stats.rooms, stats.kept), (3, 1, 2));
}

#[tokio::test]
async fn an_open_challenge_is_taken_by_one_stranger() {
    let (addr, _) = relay(Limits::default()).await;
    let (mut host, mut first, mut second) = (client(addr).await, client(addr).await, client(addr).await);
    say(&mut first, "lobby").await;
    say(&mut second, "lobby").await;
    say(&mut host, "offer c0ffee00c0ffee00 game=1.INVITE").await;
    for ws in [&mut first, &mut second] {
        assert_eq!(hear(ws).await, "offer c0ffee00c0ffee00 game=1.INVITE");
    }
    say(&mut first, "take c0ffee00c0ffee00").await;
    assert_eq!(hear(&mut first).await, "gone c0ffee00c0ffee00");
    assert_eq!(hear(&mut first).await, "took c0ffee00c0ffee00");
    assert_eq!(hear(&mut host).await, "taken c0ffee00c0ffee00");
    assert_eq!(hear(&mut second).await, "gone c0ffee00c0ffee00");
    say(&mut second, "take c0ffee00c0ffee00").await;
    assert!(hear(&mut second).await.starts_with("error no-challenge "));
}

#[tokio::test]
async fn bad_input_is_refused_and_abuse_closes_the_connection() {
    let (addr, hub) = relay(Limits {
        bad_frames: 4,
        ..Limits::default()
    })
    .await;
    let mut ws = client(addr).await;
    say(&mut ws, "join tiny w").await;
    assert!(hear(&mut ws).await.starts_with("error bad-id "));
    ws.send(Message::Binary(vec![1, 2, 3].into())).await.unwrap();
    assert!(hear(&mut ws).await.starts_with("error not-text "));
    say(&mut ws, &format!("send {ROOM} game=1.X")).await;
    assert!(hear(&mut ws).await.starts_with("error not-in-room "));
    // Well-formed frames in between start the count of bad ones again.
    for _ in 0..3 {
        say(&mut ws, "nonsense").await;
    }
    say(&mut ws, "ping").await;
    let heard: Vec<String> = [
        hear(&mut ws).await,
        hear(&mut ws).await,
        hear(&mut ws).await,
        hear(&mut ws).await,
    ]
    .into();
    assert_eq!(heard[3], "pong");
    for _ in 0..4 {
        say(&mut ws, "nonsense").await;
    }
    assert!(closed(&mut ws).await, "closed after four bad frames in a row");
    // A frame over the limit closes the connection too.
    let mut big = client(addr).await;
    let _ = big
        .send(Message::Text(format!("send {ROOM} {}", "A".repeat(MAX_FRAME)).into()))
        .await;
    assert!(closed(&mut big).await, "closed after a frame over 16 KiB");
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(hub.stats().connections, 0, "both gone from the hub");
}

#[tokio::test]
async fn a_full_relay_says_so() {
    let (addr, _) = relay(Limits {
        connections: 1,
        ..Limits::default()
    })
    .await;
    let _first = client(addr).await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut second = client(addr).await;
    assert!(hear(&mut second).await.starts_with("error full "));
    assert!(closed(&mut second).await);
}

#[tokio::test]
async fn the_health_route_answers() {
    let (addr, _) = relay(Limits::default()).await;
    let mut stream = TcpStream::connect(addr).await.unwrap();
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    stream
        .write_all(format!("GET {PATH}/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut body = String::new();
    stream.read_to_string(&mut body).await.unwrap();
    assert!(body.starts_with("HTTP/1.1 200"), "{body}");
    assert!(body.contains("ok connections=0 rooms=0 kept=0 challenges=0"), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_benchmark_runs_and_counts() {
    let b = fevga_relay::bench::Bench {
        connections: 20,
        seconds: 0.5,
        idle_rooms: 100,
    };
    let f = fevga_relay::bench::run(b).await.unwrap();
    assert_eq!(f.connections, 20);
    assert!(f.messages > 0 && f.latencies.len() as u64 == f.messages, "{f}");
    assert!(f.bytes_per_idle_room >= 0.0);
    assert!(f.to_string().contains("messages:"));
}
