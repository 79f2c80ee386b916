#!/usr/bin/env bash
# Builds the Games page (issue 18: your games, their replay and review, your own mistakes to
# practise) into DIR/games/: its own wasm (fevga-games-web), the glue, games.js, games.css,
# index.html. Trunk runs it after every build (Trunk.toml, post_build, into its staging folder);
# it also runs alone: scripts/build-games.sh dist. It is not in the service worker's list: the
# game's first visit does not download it.
set -euo pipefail
dir="${1:?usage: scripts/build-games.sh DIR}"
out="$dir/games"
cd "$(dirname "$0")/.."
source scripts/env.sh
source scripts/wasm-page.sh
wasm_page fevga-games-web "$out"
cp web/games/index.html web/games/games.js web/games/games.css "$out/"
