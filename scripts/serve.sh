#!/usr/bin/env bash
# The one command that sets everything up and serves the game (release build) on localhost, with
# the site's headers (scripts/headers.mjs: the game may not be framed; diagram/ may be framed and
# loaded by other sites, with CORS), compressed (the build's .br and .gz forms, by Accept-Encoding),
# and the live-play relay (crates/fevga-relay) beside it on the
# next port, reached through the site's own origin under /relay/.
# Usage: scripts/serve.sh [port]   (default 8080; the relay takes port + 1)
# After a change, run it again (or `trunk build --release` while it serves).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh serve
source scripts/env.sh
port="${1:-8080}"
echo "Fevga: building, then serving at http://127.0.0.1:$port/"
trunk build --release
cargo build --release --locked --quiet -p fevga-relay
exec node scripts/serve.mjs dist "$port" "${CARGO_TARGET_DIR:-target}/release/fevga-relay"
