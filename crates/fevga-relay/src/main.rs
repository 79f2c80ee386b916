//! `fevga-relay [--listen ADDR]`: the live-play relay on one address (default 127.0.0.1:8081),
//! under `/relay/v1`. `scripts/serve.sh` starts it beside the site and passes `/relay/` to it.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use fevga_relay::hub::{Hub, Limits};
use fevga_relay::server::{PATH, router};

const USAGE: &str = "usage: fevga-relay [--listen ADDR]   (default 127.0.0.1:8081)";

fn main() {
    let mut listen: SocketAddr = ([127, 0, 0, 1], 8081).into();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--listen", Some(addr)) => match addr.parse() {
                Ok(a) => listen = a,
                Err(e) => fail(&format!("--listen {addr}: {e}")),
            },
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
        let hub = Arc::new(Hub::new(Limits::default()));
        let sweeper = Arc::clone(&hub);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(60));
            loop {
                every.tick().await;
                sweeper.sweep(std::time::Instant::now());
            }
        });
        let listener = tokio::net::TcpListener::bind(listen).await;
        let listener = listener.unwrap_or_else(|e| fail(&format!("cannot listen on {listen}: {e}")));
        let listen = listener.local_addr().unwrap_or(listen);
        println!("fevga-relay: listening on http://{listen}{PATH}");
        let served = axum::serve(listener, router(hub)).with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        });
        if let Err(e) = served.await {
            fail(&format!("stopped: {e}"));
        }
    });
}

fn fail(why: &str) -> ! {
    eprintln!("fevga-relay: {why}\n{USAGE}");
    std::process::exit(2)
}
