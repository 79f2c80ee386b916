#!/usr/bin/env bash
# Builds the Play-a-friend page into DIR/friend/ (its own wasm: the correspondence games, the board
# and the QR codes; of the AI only its question-and-answer text, the hints being worked out by the
# computer's worker; the glue; friend.js, friend.css, index.html). Trunk runs it after every build
# (Trunk.toml, post_build, into its staging folder) before scripts/build-id.mjs, which lists its
# files among those the service worker keeps when first asked for (not at install: the game's first
# visit does not download them); it also runs alone: scripts/build-friend.sh dist (then
# node scripts/build-id.mjs dist).
set -euo pipefail
dir="${1:?usage: scripts/build-friend.sh DIR}"
out="$dir/friend"
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/wasm-page.sh
wasm_page fevga-friend-web "$out"
cp web/friend/index.html web/friend/friend.js "$out/"
# The pages' shared look first, then the page's own.
cat web/pages.css web/friend/friend.css > "$out/friend.css"
