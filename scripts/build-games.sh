#!/usr/bin/env bash
# Builds the Games page (issue 18: your games, their replay and review, your own mistakes to
# practise) into DIR/games/: its own wasm (fevga-games-web), the glue, games.js, games.css,
# index.html. Trunk runs it after every build (Trunk.toml, post_build, into its staging folder)
# before scripts/build-id.mjs, which lists its files among those the service worker keeps when
# first asked for (the game's first visit does not download them; the page opens offline once
# used); it also runs alone: scripts/build-games.sh dist (then node scripts/build-id.mjs dist).
set -euo pipefail
dir="${1:?usage: scripts/build-games.sh DIR}"
out="$dir/games"
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/wasm-page.sh
wasm_page fevga-games-web "$out"
cp web/games/index.html web/games/games.js "$out/"
# The pages' shared look first, then the page's own.
cat web/pages.css web/games/games.css > "$out/games.css"
