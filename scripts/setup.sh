#!/usr/bin/env bash
# Installs what the project needs and is missing; safe to run again (it only checks then).
# Usage: scripts/setup.sh [test|serve|all]   (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
what="${1:-all}"

log() { printf '[setup] %s\n' "$*"; }

# A cargo-installed tool at an exact version (reinstalled if another version is found).
cargo_tool() { # <binary> <crate> <version> [cargo install flags...]
  local bin=$1 crate=$2 version=$3; shift 3
  if command -v "$bin" >/dev/null && "$bin" --version 2>/dev/null | grep -q "$version"; then
    return
  fi
  log "installing $crate $version (several minutes on a cold machine)"
  cargo install --quiet "$crate" --version "$version" "$@"
}

rust() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  command -v node >/dev/null || { log "node is missing"; apt_get nodejs npm; }
  cargo fetch --locked --quiet
}

apt_updated=""
apt_get() {
  [ -n "$apt_updated" ] || { apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

web() {
  # Versions verified together: docs/toolchain.md.
  cargo_tool wasm-bindgen wasm-bindgen-cli 0.2.130
  # No default features: no TLS stack or update check (offline anyway), about 2 minutes less to build.
  cargo_tool trunk trunk 0.21.14 --locked --no-default-features
  # npm ci whenever the lock file is newer than what node_modules holds (npm writes
  # node_modules/.package-lock.json at each install), so an added package arrives on a warm machine.
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -f node_modules/.package-lock.json ] \
    || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm tools (binaryen for wasm-opt, terser, playwright-core, axe-core, jsqr)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    log "installing Debian chromium and chromium-driver"
    apt_get chromium chromium-driver
  fi
}

# The relay's Redis mode is tested against a real server (crates/fevga-relay/tests/redis.rs).
redis() {
  if ! command -v redis-server >/dev/null; then
    log "installing Debian redis-server"
    apt_get redis-server
  fi
}

case "$what" in
  serve) rust; web ;;
  test|all) rust; web; browser; redis ;;
  *) echo "usage: scripts/setup.sh [test|serve|all]" >&2; exit 2 ;;
esac
log "ready ($what)"
