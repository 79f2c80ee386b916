#!/usr/bin/env bash
# Enumeration and network benchmarks, native and wasm-in-Node, on the same positions. Prints
# both rates of each.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
cargo build --release --locked -p fevga-cli -p fevga-wasm-bench --quiet
cargo build --release --locked --target wasm32-unknown-unknown -p fevga-wasm-bench --quiet
echo "== native"
"${CARGO_TARGET_DIR:-target}"/release/fevga bench "$@"
"${CARGO_TARGET_DIR:-target}"/release/fevga bench --network "$@"
echo "== wasm (node $(node --version))"
node scripts/wasm-bench.mjs "${CARGO_TARGET_DIR:-target}"/wasm32-unknown-unknown/release/fevga_wasm_bench.wasm
