//! The relay over HTTP: `GET /relay/v1` upgrades to a WebSocket that speaks [`frame`](crate::frame)'s
//! frames; `GET /relay/v1/health` answers `ok` and what the relay holds (for a proxy's health
//! check and the page's question "is there a relay?"), or 503 while a shared relay's Redis does
//! not answer. Each connection is one task: it reads frames into the [`Relay`] (a
//! [`Hub`](crate::hub::Hub), or a [`Shared`](crate::shared::Shared) one), writes what the relay
//! queued for it, pings every 30 s and closes a connection silent for 75 s, one whose queue
//! overflowed, or one that sent too many bad frames (or, shared, when Redis is lost).

use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio::time::{Instant, interval};

use crate::frame::{Event, MAX_FRAME};
use crate::hub::Flow;
use crate::relay::Relay;

/// The path the relay answers under (the site's server passes it on).
pub const PATH: &str = "/relay/v1";
/// How often the relay pings a connection…
pub const PING: Duration = Duration::from_secs(30);
/// …and how long a connection may be silent (no frame, no pong) before it is closed.
pub const SILENCE: Duration = Duration::from_secs(75);

/// The relay's routes over `relay` (an `Arc<Hub>` or an `Arc<Shared>`).
pub fn router(relay: impl Into<Relay>) -> Router {
    Router::new()
        .route(PATH, get(upgrade))
        .route(&format!("{PATH}/health"), get(health))
        .with_state(relay.into())
}

async fn health(State(relay): State<Relay>) -> Response {
    match relay.health().await {
        Some(line) => line.into_response(),
        None => (StatusCode::SERVICE_UNAVAILABLE, "down: Redis does not answer\n").into_response(),
    }
}

async fn upgrade(ws: WebSocketUpgrade, State(relay): State<Relay>) -> Response {
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(socket, relay))
        .into_response()
}

/// One connection, from its upgrade to its end.
async fn connection(socket: WebSocket, relay: Relay) {
    let (tx, mut rx) = mpsc::channel(relay.limits().queue);
    let (mut sink, mut stream) = socket.split();
    let (id, overflow) = match relay.connect(tx) {
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
                    Some(Ok(Message::Text(text))) => relay.frame(id, text.as_str()).await,
                    Some(Ok(Message::Binary(_))) => relay.not_text(id).await,
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
    relay.disconnect(id).await;
    let _ = sink.close().await;
}
