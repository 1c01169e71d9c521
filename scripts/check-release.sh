#!/usr/bin/env bash
# The release checks of the test command (issue 34), run by scripts/test.sh:
#   - THIRD-PARTY-LICENSES is current and every linked crate's licence is allowed
#     (scripts/third-party-licenses.py --check);
#   - the GitHub workflows pass actionlint (scripts/actionlint.sh);
#   - cargo deny, offline: licences, bans (duplicate versions, the unmaintained shaper), sources;
#     advisories too when a copy of the RustSec advisory database is at target/advisory-db
#     (none of the package registries this project can reach carries one: see DESIGN.md).
# cargo-deny is installed once with cargo install (a pinned version, from crates.io).
# Usage: scripts/check-release.sh        (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."

DENY_VERSION=0.20.2

echo "-- notices"
python3 scripts/third-party-licenses.py --check
echo "-- actionlint"
scripts/actionlint.sh
echo "-- cargo deny"
if ! cargo deny --version 2>/dev/null | grep -qF "$DENY_VERSION"; then
  start=$(date +%s)
  cargo install --locked --quiet "cargo-deny@$DENY_VERSION"
  echo "cargo install cargo-deny took $(( $(date +%s) - start )) s"
fi
cargo deny --offline --log-level error check licenses bans sources
if [ -d target/advisory-db ]; then
  cargo deny --offline --log-level error check advisories
else
  echo "note: no advisory database at target/advisory-db: cargo deny check advisories not run"
fi
