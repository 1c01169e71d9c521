#!/usr/bin/env bash
# The project's whole test suite: format, lint, architecture boundaries, then every test.
# Usage: scripts/test.sh        (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
# The app's screens in the tests speak English whatever the computer's language (the tests
# that want Japanese choose it themselves).
export NETRUNNER_TO_LANGUAGE=en

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== architecture boundaries"
scripts/check-architecture.sh

echo "== cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets --locked -- -D warnings

echo "== cargo test"
cargo test --locked
