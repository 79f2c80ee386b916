//! Running the `fevga` binary as a user does, for the integration tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `fevga args` with `stdin` and waits for it.
pub fn fevga(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fevga"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}
