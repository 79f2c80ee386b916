//! The live-play relay (issue 32): a small server that passes the friend page's links between the
//! two players of a game, to its spectators, and the open challenges to whoever looks for a game.
//! It never decides a rule and cannot make a move: every link checks itself (the page refuses a
//! link that does not, as it does a link opened from an address), and the dice stay fair even
//! against the relay (`docs/fair-dice.md`). It keeps each seat's latest message of a room, so a
//! message sent while the other is away arrives when they come back, and forgets a room 48 hours
//! after it empties. No cookies, no accounts, nothing stored beyond that.
//!
//! | module | what it owns |
//! |---|---|
//! | [`frame`] | the frames, version 1: what a client says ([`frame::Command`]), what it hears ([`frame::Event`]), each fault and refusal with its code; both ways (the friend page links only this, without the feature `server`) |
//! | `hub` | the state of one relay: connections, rooms, kept messages, challenges, limits and expiry |
//! | `shared` | several relays sharing rooms, presence and challenges through Redis (`--redis URL`): the keys, the events by pub/sub, reconnecting; its Lua scripts in `shared/scripts.rs` |
//! | `relay` | what the server serves: a `hub` or a `shared` relay, the same to a client |
//! | `server` | HTTP and WebSockets (axum): the routes, one task per connection, pings |
//! | `bench` | the benchmark: connections held, messages a second, latency, memory per idle room (loopback, bounded) |
//! | `main.rs` | the binary: `fevga-relay [--listen ADDR] [--redis URL]`, `fevga-relay bench` |

#![warn(missing_docs)]

#[cfg(feature = "server")]
pub mod bench;
pub mod frame;
#[cfg(feature = "server")]
pub mod hub;
#[cfg(feature = "server")]
pub mod relay;
#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "server")]
pub mod shared;
