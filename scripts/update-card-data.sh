#!/usr/bin/env bash
# Regenerates data/cards.json (the card data compiled into the program) from a checkout of
# NetrunnerDB's netrunner-cards-json repository (the directory that holds v2/).
# Usage: scripts/update-card-data.sh CHECKOUT
# The data's date and source come from the checkout's git commit (or its SOURCE.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="${1:?usage: scripts/update-card-data.sh CHECKOUT}"
args=()
if git -C "$checkout" rev-parse HEAD >/dev/null 2>&1; then
  commit=$(git -C "$checkout" rev-parse HEAD)
  date=$(git -C "$checkout" log -1 --format=%cs)
  args=(--date "$date" --source "NetrunnerDB card data (v2 layout), NetrunnerDB/netrunner-cards-json at commit $commit ($date)")
fi
cargo run --release --quiet -- deck data build "$checkout" --out data/cards.json "${args[@]}"
echo "Rebuild the program to embed it; or load the file in the app (Deck lists ▸ Load card data…)"
echo "or pass it to the command line with --cards, without rebuilding."
