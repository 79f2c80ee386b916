#!/usr/bin/env bash
# Builds the <fevga-diagram> element into DIR/diagram/ (its wasm, no game, no AI; the glue;
# fevga-diagram.js; the iframe page), the position editor into DIR/editor/, and copies the rules pages (web/rules/) into DIR/rules/. Trunk runs it after every build (Trunk.toml, post_build,
# into its staging folder); it also runs alone: scripts/build-diagram.sh dist
set -euo pipefail
dir="${1:?usage: scripts/build-diagram.sh DIR}"
out="$dir/diagram"
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/wasm-page.sh
# The `page` profile (optimised for size), as the game page's wasm: every embedding page downloads it.
wasm_page fevga-diagram-web "$out"
cp web/diagram/index.html "$out/"
for js in fevga-diagram.js frame.js; do node scripts/strip-comments.mjs "web/diagram/$js" "$out/$js"; done
# The position editor (web/editor/): the same wasm with the editor's calls and words (feature
# `editor`), in a folder of its own, so a page of diagrams does not download them.
ed="$dir/editor"
wasm_page fevga-diagram-web "$ed" --features editor
cp web/editor/index.html web/editor/editor.css "$ed/"
node scripts/strip-comments.mjs web/editor/editor.js "$ed/editor.js"
mkdir -p "$dir/rules"
cp web/rules/* "$dir/rules/"
