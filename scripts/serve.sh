#!/usr/bin/env bash
# The one command that sets everything up and serves the game (release build) on localhost.
# Usage: scripts/serve.sh [port]   (default 8080)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh serve
source scripts/env.sh
port="${1:-8080}"
echo "Fevga: building, then serving at http://127.0.0.1:$port/"
exec trunk serve --release --port "$port" --address 127.0.0.1 --no-autoreload
