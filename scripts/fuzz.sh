#!/usr/bin/env bash
# Runs one cargo-fuzz target for a fixed time, one job, seeded from the project's fixtures.
# Usage: scripts/fuzz.sh TARGET [SECONDS]     TARGET: event_file | nrtm_import | result_syntax | player_import
# Needs cargo-fuzz (`cargo install cargo-fuzz`); libFuzzer needs nightly features, which the
# stable toolchain allows with RUSTC_BOOTSTRAP=1. New corpus entries go to fuzz/corpus/TARGET,
# crashes to fuzz/artifacts/TARGET (both ignored by git); the libFuzzer log to fuzz/logs/.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS]}
seconds=${2:-600}
case "$target" in
  event_file) seeds=(fixtures/event-files/v1) ;;
  nrtm_import) seeds=(fixtures/nrtm fixtures/real) ;;
  result_syntax) seeds=(fuzz/seeds/result_syntax) ;;
  player_import) seeds=(fixtures/players) ;;
  *) seeds=("fuzz/seeds/$target") ;; # a new target: put its seed files there
esac
mkdir -p "fuzz/corpus/$target" fuzz/logs "${seeds[@]}"
export RUSTC_BOOTSTRAP=1
# Own target directory (sanitizer flags would rebuild everything in the shared one); debug
# assertions on, so integer overflow is a crash; no sanitizer (the crate forbids unsafe code).
unset CARGO_TARGET_DIR
cargo fuzz build --sanitizer none --debug-assertions "$target"
cargo fuzz run --sanitizer none --debug-assertions "$target" "fuzz/corpus/$target" "${seeds[@]}" -- \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 2>&1 | tee "fuzz/logs/$target.log"
