#!/usr/bin/env bash
# Regenerates data/cards.json (the card data compiled into the program) from a copy of
# NetrunnerDB's card repository, Null-Signal-Games/netrunner-cards-json (formerly
# NetrunnerDB/netrunner-cards-json): a checkout, an unpacked download, or its zip archive.
# Usage: scripts/update-card-data.sh COPY
# The data's date and source come from the checkout's git commit, else its SOURCE.txt, else
# (a downloaded archive) the newest date in the data.
# Organizers need none of this: the app (Deck lists ▸ Update card data…) and
# `netrunner-to deck data update` load newer data without rebuilding the program.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="${1:?usage: scripts/update-card-data.sh COPY}"
args=()
if [ -d "$checkout" ] && git -C "$checkout" rev-parse HEAD >/dev/null 2>&1; then
  commit=$(git -C "$checkout" rev-parse HEAD)
  date=$(git -C "$checkout" log -1 --format=%cs)
  args=(--date "$date" --source "NetrunnerDB card data (v2 layout), Null-Signal-Games/netrunner-cards-json at commit $commit ($date)")
fi
cargo run --release --quiet -- deck data build "$checkout" --out data/cards.json "${args[@]}"
echo "Rebuild the program to embed it. The test io::cards::tests::the_embedded_data_agrees_with_the_extract"
echo "compares it with fixtures/cards/: remake that extract from the same copy with"
echo "fixtures/cards/make-extract.py COPY."
