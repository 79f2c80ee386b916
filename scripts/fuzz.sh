#!/usr/bin/env bash
# Runs each cargo-fuzz target for a while (default 180 s) and prints libFuzzer's exec counts:
# the core's (texts, plays, links, records, saves) and the relay's (its frames, both ways).
# Needs the nightly toolchain; installs cargo-fuzz if it is missing.
# Usage: scripts/fuzz.sh [seconds per target] [target...]   (a target: its name, e.g. frames)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
secs="${1:-180}"; shift || true
core=(position_text move_text play_legality game_link record_text correspondence_save)
relay=(frames)
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=("${core[@]}" "${relay[@]}")
command -v cargo-fuzz >/dev/null || cargo install --quiet cargo-fuzz
for t in "${targets[@]}"; do
  case " ${relay[*]} " in *" $t "*) dir=crates/fevga-relay ;; *) dir=crates/fevga-core ;; esac
  echo "== $t ($secs s, $dir)"
  (cd "$dir" && cargo +nightly fuzz run "$t" -- -max_total_time="$secs" -print_final_stats=1 2>&1 \
    | grep -E 'stat::number_of_executed_units|stat::peak_rss|ERROR|panicked|Done') || true
done
