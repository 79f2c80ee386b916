//! What the server serves: one process's [`Hub`] (the default), or a [`Shared`] relay whose rooms,
//! presence and challenges live in Redis with other relays' (`--redis URL`). The server speaks to
//! either the same way, and a client hears the same frames from either: the page cannot tell
//! which runs.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use tokio::sync::mpsc;

use crate::frame::{Event, Refusal};
use crate::hub::{ConnId, Flow, Hub, Limits};
use crate::shared::Shared;

/// A relay's state: in this process, or shared through Redis.
#[derive(Debug, Clone)]
pub enum Relay {
    /// Everything in this process ([`Hub`]): one relay alone.
    Memory(Arc<Hub>),
    /// Rooms, presence and challenges in Redis, shared with the other relays on it ([`Shared`]).
    Shared(Arc<Shared>),
}

impl From<Arc<Hub>> for Relay {
    fn from(hub: Arc<Hub>) -> Relay {
        Relay::Memory(hub)
    }
}

impl From<Arc<Shared>> for Relay {
    fn from(shared: Arc<Shared>) -> Relay {
        Relay::Shared(shared)
    }
}

impl Relay {
    /// The limits it keeps.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        match self {
            Relay::Memory(hub) => hub.limits(),
            Relay::Shared(shared) => shared.limits(),
        }
    }

    /// A new connection that hears through `tx`, and the flag its task watches to close it.
    ///
    /// # Errors
    /// [`Refusal::Full`] when the relay has as many connections as it may (or, shared, while
    /// Redis does not answer).
    pub fn connect(&self, tx: mpsc::Sender<Event>) -> Result<(ConnId, Arc<AtomicBool>), Refusal> {
        match self {
            Relay::Memory(hub) => hub.connect(tx),
            Relay::Shared(shared) => shared.connect(tx),
        }
    }

    /// A text frame from `conn` ([`Hub::frame`], [`Shared::frame`]).
    pub async fn frame(&self, conn: ConnId, text: &str) -> Flow {
        match self {
            Relay::Memory(hub) => hub.frame(conn, text),
            Relay::Shared(shared) => shared.frame(conn, text).await,
        }
    }

    /// A frame that is not text.
    pub async fn not_text(&self, conn: ConnId) -> Flow {
        match self {
            Relay::Memory(hub) => hub.not_text(conn),
            Relay::Shared(shared) => shared.not_text(conn).await,
        }
    }

    /// The connection ended.
    pub async fn disconnect(&self, conn: ConnId) {
        match self {
            Relay::Memory(hub) => hub.disconnect(conn),
            Relay::Shared(shared) => shared.disconnect(conn).await,
        }
    }

    /// The health route's line (`ok …`), or `None` when the relay cannot serve (shared, while
    /// Redis does not answer: a load balancer then sends its connections elsewhere).
    pub async fn health(&self) -> Option<String> {
        match self {
            Relay::Memory(hub) => {
                let s = hub.stats();
                Some(format!(
                    "ok connections={} rooms={} kept={} challenges={}\n",
                    s.connections, s.rooms, s.kept, s.challenges
                ))
            }
            Relay::Shared(shared) => shared.health().await,
        }
    }
}
