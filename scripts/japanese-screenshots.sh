#!/usr/bin/env bash
# The README's screenshots of the app in Japanese (issue 19): builds the Japanese store event of
# scripts/japanese-event.sh, opens it in the real app (View ▸ Language: 日本語, through the
# preferences) in a 1280×800 window on a virtual display, clicks through the screens and saves
# docs/screenshots/japanese-*.png.
# Needs: xvfb, xdotool, imagemagick (import), fonts-noto-cjk, poppler-utils.
# Usage: scripts/japanese-screenshots.sh      (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
tmp=$(mktemp -d)
display=:${NRTO_DISPLAY:-99}
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
scripts/japanese-event.sh "$tmp/event.json" >/dev/null
bin=${CARGO_TARGET_DIR:-target}/debug/netrunner-to
# A data directory of its own: the event reopens at start, in Japanese.
mkdir -p "$tmp/data/netrunner-to"
printf '{"recent":[],"dark":false,"scale":1.0,"reopen":"%s","projector":false,"language":"ja"}' \
  "$tmp/event.json" >"$tmp/data/netrunner-to/prefs.json"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
DISPLAY=$display XDG_DATA_HOME=$tmp/data "$bin" &
app=$!
DISPLAY=$display xdotool search --sync --name "Netrunner TO" >/dev/null
sleep 3
win=$(DISPLAY=$display xdotool search --name "Netrunner TO" | head -1)
DISPLAY=$display xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800
sleep 1
# The navigation column's buttons (30 points tall, from the top of the window).
nav() { # index (0 = Players) name
  DISPLAY=$display xdotool mousemove 75 $((44 + 36 * $1)) click 1
  sleep 1.5
  DISPLAY=$display import -window root "$out/japanese-$2.png"
}
nav 0 players
nav 2 rounds
nav 3 standings
ls -l "$out"/japanese-*.png
