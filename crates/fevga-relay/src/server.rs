//! The relay over HTTP: `GET /relay/v1` upgrades to a WebSocket that speaks [`frame`](crate::frame)'s
//! frames; `GET /relay/v1/health` answers `ok` and what the hub holds (for a proxy's health
//! check and the page's question "is there a relay?"). Each connection is one task: it reads
//! frames into the [`Hub`], writes what the hub queued for it, pings every 30 s and closes a
//! connection silent for 75 s, one whose queue overflowed, or one that sent too many bad frames.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio::time::{Instant, interval};

use crate::frame::{Event, MAX_FRAME};
use crate::hub::{Flow, Hub};

/// The path the relay answers under (the site's server passes it on).
pub const PATH: &str = "/relay/v1";
/// How often the relay pings a connection…
pub const PING: Duration = Duration::from_secs(30);
/// …and how long a connection may be silent (no frame, no pong) before it is closed.
pub const SILENCE: Duration = Duration::from_secs(75);

/// The relay's routes over `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route(PATH, get(upgrade))
        .route(&format!("{PATH}/health"), get(health))
        .with_state(hub)
}

async fn health(State(hub): State<Arc<Hub>>) -> String {
    let s = hub.stats();
    format!(
        "ok connections={} rooms={} kept={} challenges={}\n",
        s.connections, s.rooms, s.kept, s.challenges
    )
}

async fn upgrade(ws: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(socket, hub))
        .into_response()
}

/// One connection, from its upgrade to its end.
async fn connection(socket: WebSocket, hub: Arc<Hub>) {
    let (tx, mut rx) = mpsc::channel(hub.limits().queue);
    let (mut sink, mut stream) = socket.split();
    let (id, overflow) = match hub.connect(tx) {
        Ok(c) => c,
        Err(refusal) => {
            let _ = sink.send(Message::Text(Event::Error(refusal).to_string().into())).await;
            let _ = sink.close().await;
            return;
        }
    };
    let mut ping = interval(PING);
    ping.reset();
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            frame = stream.next() => {
                let flow = match frame {
                    Some(Ok(Message::Text(text))) => hub.frame(id, text.as_str()),
                    Some(Ok(Message::Binary(_))) => hub.not_text(id),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => Flow::Continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => Flow::Close,
                };
                heard = Instant::now();
                if flow == Flow::Close {
                    // What was queued before the close still goes out (an `error` saying why).
                    while let Ok(event) = rx.try_recv() {
                        if sink.send(Message::Text(event.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    break;
                }
            }
            event = rx.recv() => {
                let Some(event) = event else { break };
                if sink.send(Message::Text(event.to_string().into())).await.is_err() {
                    break;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE || sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
        }
        if overflow.load(Ordering::Relaxed) {
            break;
        }
    }
    hub.disconnect(id);
    let _ = sink.close().await;
}
