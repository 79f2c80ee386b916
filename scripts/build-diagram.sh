#!/usr/bin/env bash
# Builds the <fevga-diagram> element into DIR/diagram/ (its wasm, no game, no AI; the glue;
# fevga-diagram.js; the iframe page) and copies the rules pages (web/rules/) into DIR/rules/. Trunk runs it after every build (Trunk.toml, post_build,
# into its staging folder); it also runs alone: scripts/build-diagram.sh dist
set -euo pipefail
dir="${1:?usage: scripts/build-diagram.sh DIR}"
out="$dir/diagram"
cd "$(dirname "$0")/.."
source scripts/env.sh
target="${CARGO_TARGET_DIR:-target}"
# The `page` profile (optimised for size), as the game page's wasm: every embedding page downloads it.
cargo build --locked --profile page --quiet --target wasm32-unknown-unknown -p fevga-diagram-web
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
  "$target/wasm32-unknown-unknown/page/fevga_diagram_web.wasm"
wasm-opt -Oz "$out/fevga_diagram_web_bg.wasm" -o "$out/fevga_diagram_web_bg.wasm"
cp web/diagram/index.html "$out/"
for js in fevga-diagram.js frame.js; do node scripts/strip-comments.mjs "web/diagram/$js" "$out/$js"; done
mkdir -p "$dir/rules"
cp web/rules/* "$dir/rules/"
