//! `fevga-relay [--listen ADDR] [--redis URL]`: the live-play relay on one address (default
//! 127.0.0.1:8081), under `/relay/v1`; alone (in memory, the default), or sharing its games with
//! the other relays on the Redis at `URL`. `scripts/serve.sh` starts it beside the site and passes
//! `/relay/` to it.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use fevga_relay::hub::{Hub, Limits};
use fevga_relay::relay::Relay;
use fevga_relay::server::{PATH, router};
use fevga_relay::shared::Shared;

const USAGE: &str = "usage: fevga-relay [--listen ADDR] [--redis URL]
                   (default 127.0.0.1:8081, in memory; --redis redis://127.0.0.1:6379 shares the
                    games with every relay on that Redis)
       fevga-relay bench [--connections N] [--seconds S] [--idle-rooms N] [--redis URL]
                         (defaults 2000, 10, 20000; loopback only; at most 10000 connections and 60 s;
                          --redis: two relays sharing through a Redis on this machine, a pair's
                          players one on each)";

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    if args.peek().map(String::as_str) == Some("bench") {
        args.next();
        return bench(args);
    }
    let mut listen: SocketAddr = ([127, 0, 0, 1], 8081).into();
    let mut redis: Option<String> = None;
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--listen", Some(addr)) => match addr.parse() {
                Ok(a) => listen = a,
                Err(e) => fail(&format!("--listen {addr}: {e}")),
            },
            ("--redis", Some(url)) => redis = Some(url),
            ("--help" | "-h", _) => {
                println!("{USAGE}");
                return;
            }
            _ => fail(&format!("unknown argument {arg}")),
        }
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build();
    let runtime = runtime.unwrap_or_else(|e| fail(&format!("cannot start: {e}")));
    runtime.block_on(async move {
        let relay: Relay = match redis {
            None => {
                let hub = Arc::new(Hub::new(Limits::default()));
                let sweeper = Arc::clone(&hub);
                tokio::spawn(async move {
                    let mut every = tokio::time::interval(Duration::from_secs(60));
                    loop {
                        every.tick().await;
                        sweeper.sweep(std::time::Instant::now());
                    }
                });
                hub.into()
            }
            // Redis's keys expire what a hub's sweep would; every relay ends the old challenges.
            Some(url) => match Shared::start(&url, Limits::default()).await {
                Ok(shared) => shared.into(),
                Err(e) => fail(&e),
            },
        };
        let listener = tokio::net::TcpListener::bind(listen).await;
        let listener = listener.unwrap_or_else(|e| fail(&format!("cannot listen on {listen}: {e}")));
        let listen = listener.local_addr().unwrap_or(listen);
        let mode = match &relay {
            Relay::Memory(_) => "in memory".to_owned(),
            Relay::Shared(s) => format!("shared through Redis, relay {}", s.relay_number().unwrap_or_default()),
        };
        println!("fevga-relay: listening on http://{listen}{PATH} ({mode})");
        let served = axum::serve(listener, router(relay)).with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        });
        if let Err(e) = served.await {
            fail(&format!("stopped: {e}"));
        }
    });
}

/// `fevga-relay bench`: the relay and its clients in this process, over 127.0.0.1.
fn bench(mut args: impl Iterator<Item = String>) {
    let mut redis: Option<String> = None;
    let mut b = fevga_relay::bench::Bench {
        connections: 2_000,
        seconds: 10.0,
        idle_rooms: 20_000,
    };
    while let Some(arg) = args.next() {
        let value = args.next().unwrap_or_default();
        match arg.as_str() {
            "--connections" => b.connections = number(&arg, &value),
            "--seconds" => b.seconds = number(&arg, &value),
            "--idle-rooms" => b.idle_rooms = number(&arg, &value),
            "--redis" => redis = Some(value),
            _ => fail(&format!("unknown argument {arg}")),
        }
    }
    // Bounded: a benchmark on a shared machine, never a load test without end.
    b.connections = b.connections.clamp(2, 10_000) & !1;
    b.seconds = b.seconds.clamp(0.5, 60.0);
    b.idle_rooms = b.idle_rooms.clamp(1, 200_000);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build();
    let runtime = runtime.unwrap_or_else(|e| fail(&format!("cannot start: {e}")));
    let figures = match redis {
        None => runtime.block_on(fevga_relay::bench::run(b)),
        Some(url) => runtime.block_on(fevga_relay::bench::run_shared(b, &url)),
    };
    match figures {
        Ok(figures) => println!("{figures}"),
        Err(e) => fail(&e),
    }
}

/// An argument's number, or the end with why.
fn number<T: std::str::FromStr>(arg: &str, value: &str) -> T {
    value
        .parse()
        .unwrap_or_else(|_| fail(&format!("{arg} {value}: not a number")))
}

fn fail(why: &str) -> ! {
    eprintln!("fevga-relay: {why}\n{USAGE}");
    std::process::exit(2)
}
