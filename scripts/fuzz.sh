#!/usr/bin/env bash
# Runs each cargo-fuzz target for a while (default 180 s) and prints libFuzzer's exec counts.
# Needs the nightly toolchain; installs cargo-fuzz if it is missing.
# Usage: scripts/fuzz.sh [seconds per target] [target...]
set -euo pipefail
cd "$(dirname "$0")/../crates/fevga-core"
source ../../scripts/env.sh
secs="${1:-180}"; shift || true
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(position_text move_text play_legality game_link record_text correspondence_save)
command -v cargo-fuzz >/dev/null || cargo install --quiet cargo-fuzz
for t in "${targets[@]}"; do
  echo "== $t ($secs s)"
  cargo +nightly fuzz run "$t" -- -max_total_time="$secs" -print_final_stats=1 2>&1 \
    | grep -E 'stat::number_of_executed_units|stat::peak_rss|ERROR|panicked|Done' || true
done
