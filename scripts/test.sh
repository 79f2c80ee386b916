#!/usr/bin/env bash
# The one command that sets everything up and runs every test. CI runs it (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
source scripts/env.sh
# Build output: cargo's CARGO_TARGET_DIR if set (worktrees use their own), else target/.
out="${CARGO_TARGET_DIR:-target}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

step() { printf '\n== %s\n' "$*"; }

step "format and lints"
cargo fmt --all -- --check
cargo clippy --locked --all-targets --quiet -- -D warnings

step "unit, rules, property and CLI tests (release: the property tests play many games)"
cargo test --locked --release --workspace 2>&1 | tee "$log"

step "the core builds for wasm32 and enumerates exactly as native; its network agrees"
cargo build --locked --release --quiet -p fevga-cli
cargo build --locked --release --quiet --target wasm32-unknown-unknown -p fevga-wasm-bench
native=$("$out"/release/fevga bench --positions 300 --seconds 0.01 | grep '^plays:')
net_native=$("$out"/release/fevga bench --network --positions 300 --seconds 0.01 | awk '/^network:/{print $2}')
wasm_out=$(node scripts/wasm-bench.mjs "$out"/wasm32-unknown-unknown/release/fevga_wasm_bench.wasm 300 0.01)
wasm=$(grep '^plays:' <<<"$wasm_out")
net_wasm=$(awk '/^network:/{print $2}' <<<"$wasm_out")
echo "native $native, network $net_native / wasm $wasm, network $net_wasm"
wasm_ok=1
[ "$native" = "$wasm" ] || { echo "wasm and native disagree on the plays"; wasm_ok=0; }
# The network's sum of 300 win chances: wasm adds its hidden layer with SIMD, and its exp is
# not the native libm's (they differ in the last bit), so the two agree to 1e-4, not exactly.
awk -v a="$net_native" -v b="$net_wasm" 'BEGIN { d = a - b; if (a == "" || b == "" || d > 1e-4 || d < -1e-4) exit 1 }' \
  || { echo "wasm and native disagree on the network"; wasm_ok=0; }

step "wasm tests: the JS API and the computer's worker module in Node, the board's logic in headless Chromium"
cargo test --locked --target wasm32-unknown-unknown -p fevga-wasm -p fevga-computer 2>&1 | tee -a "$log"
CHROMEDRIVER=/usr/bin/chromedriver cargo test --locked --target wasm32-unknown-unknown -p fevga-web --test browser 2>&1 | tee -a "$log"

step "the site (trunk build --release), its relay, and the end-to-end tests in headless Chromium"
trunk build --release --locked
# The live-play relay, which tests/e2e/live.test.mjs starts beside the site (loopback only).
cargo build --locked --release --quiet -p fevga-relay
# The files that measure time (first board, long tasks) or watch animations frame by frame run
# alone, so their figures are the page's own; the others two at a time (most of their time is
# waiting on the page: paced moves, the computer), which halves the wall-clock time.
alone=(tests/e2e/targets.test.mjs tests/e2e/follow.test.mjs)
together=()
for f in tests/e2e/*.test.mjs; do
  case " ${alone[*]} " in *" $f "*) ;; *) together+=("$f") ;; esac
done
e2e_alone=$(mktemp)
e2e_together=$(mktemp)
set +e
node --test --test-reporter=tap "${alone[@]}" 2>&1 | tee "$e2e_alone"
node --test --test-concurrency=2 --test-reporter=tap "${together[@]}" 2>&1 | tee "$e2e_together"
set -e

passed=$(grep -Eo '[0-9]+ passed' "$log" | awk '{s+=$1} END {print s+0}')
failed=$(grep -Eo '[0-9]+ failed' "$log" | awk '{s+=$1} END {print s+0}')
e2e_pass=0
e2e_fail=0
for l in "$e2e_alone" "$e2e_together"; do
  p=$(awk '/^# pass /{print $3}' "$l" | tail -1)
  f=$(awk '/^# fail /{print $3}' "$l" | tail -1)
  # A cancelled test (its file or parent timed out) did not pass: it counts as a failure.
  c=$(awk '/^# cancelled /{print $3}' "$l" | tail -1)
  [ -n "$p" ] || { echo "an end-to-end run did not report"; f=1; p=0; }
  [ "${c:-0}" -eq 0 ] || echo "$c end-to-end test(s) cancelled: counted as failed"
  e2e_pass=$((e2e_pass + p))
  e2e_fail=$((e2e_fail + ${f:-0} + ${c:-0}))
done

rm -f "$e2e_alone" "$e2e_together"
passed=$((passed + wasm_ok + e2e_pass)); failed=$((failed + 1 - wasm_ok + e2e_fail))
echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
