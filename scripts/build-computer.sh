#!/usr/bin/env bash
# Builds the computer player's own wasm (crates/fevga-computer: search, network, hint, review and
# the JS API's computer calls) into DIR/computer/ with its glue and the worker's script
# (web/computer/worker.js). Trunk runs it after every build, before the build id is given, so the
# service worker caches these files with the page's (Trunk.toml, post_build); it also runs alone:
# scripts/build-computer.sh dist
set -euo pipefail
dir="${1:?usage: scripts/build-computer.sh DIR}"
out="$dir/computer"
cd "$(dirname "$0")/.."
source scripts/env.sh
target="${CARGO_TARGET_DIR:-target}"
cargo build --locked --release --quiet --target wasm32-unknown-unknown -p fevga-computer
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
  "$target/wasm32-unknown-unknown/release/fevga_computer.wasm"
wasm-opt -O3 "$out/fevga_computer_bg.wasm" -o "$out/fevga_computer_bg.wasm"
node scripts/minify.mjs "$out/fevga_computer.js"
cp web/computer/worker.js "$out/"
