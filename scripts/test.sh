#!/usr/bin/env bash
# The project's whole test suite: format, lint, architecture boundaries, then every test.
# Usage: scripts/test.sh        (from the repository root)
# On a fresh Debian/Ubuntu machine with only Rust it first installs the system packages the
# tests need (scripts/test-deps.sh: as root, or with sudo); where it cannot, it stops at once
# with one line naming them.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/test-deps.sh
# rustfmt and clippy come with rustup's default profile; a minimal profile lacks them.
cargo fmt --version >/dev/null 2>&1 || rustup component add rustfmt \
  || { echo "scripts/test.sh: cargo fmt is missing: rustup component add rustfmt" >&2; exit 1; }
cargo clippy --version >/dev/null 2>&1 || rustup component add clippy \
  || { echo "scripts/test.sh: cargo clippy is missing: rustup component add clippy" >&2; exit 1; }
# The app's screens in the tests speak English whatever the computer's language (the tests
# that want Japanese choose it themselves).
export NETRUNNER_TO_LANGUAGE=en

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== architecture boundaries"
scripts/check-architecture.sh

echo "== release checks: notices, actionlint, cargo deny"
scripts/check-release.sh

echo "== cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets --locked -- -D warnings

echo "== cargo test"
cargo test --locked
