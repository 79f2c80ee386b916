#!/usr/bin/env bash
# The one command that sets everything up and runs every test. CI runs it (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
source scripts/env.sh
log=$(mktemp)
trap 'rm -f "$log"' EXIT

step() { printf '\n== %s\n' "$*"; }

step "format and lints"
cargo fmt --all -- --check
cargo clippy --locked --all-targets --quiet -- -D warnings

step "unit, rules, property and CLI tests (release: the property tests play many games)"
cargo test --locked --release --workspace 2>&1 | tee "$log"

step "the core builds for wasm32 and enumerates exactly as native"
cargo build --locked --release --quiet -p fevga-cli
cargo build --locked --release --quiet --target wasm32-unknown-unknown -p fevga-wasm-bench
native=$(target/release/fevga bench --positions 300 --seconds 0.01 | grep '^plays:')
wasm=$(node scripts/wasm-bench.mjs target/wasm32-unknown-unknown/release/fevga_wasm_bench.wasm 300 0.01 | grep '^plays:')
echo "native $native / wasm $wasm"
wasm_ok=1
[ "$native" = "$wasm" ] || { echo "wasm and native disagree"; wasm_ok=0; }

passed=$(grep -Eo '[0-9]+ passed' "$log" | awk '{s+=$1} END {print s+0}')
failed=$(grep -Eo '[0-9]+ failed' "$log" | awk '{s+=$1} END {print s+0}')
passed=$((passed + wasm_ok)); failed=$((failed + 1 - wasm_ok))
echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
