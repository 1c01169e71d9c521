#!/usr/bin/env bash
# The README's screenshots of the app in Japanese (issue 19): builds the Japanese store event of
# scripts/japanese-event.sh, opens it in the real app (View ▸ Language: 日本語, through the
# preferences) in a 1280×800 window on a virtual display, clicks through the screens and saves
# docs/screenshots/japanese-*.png.
# Needs: xvfb, xdotool, imagemagick (import), fonts-noto-cjk, poppler-utils.
# Usage: scripts/japanese-screenshots.sh      (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/app-window.sh
out=docs/screenshots
tmp=$(mktemp -d)
display=:${NRTO_DISPLAY:-99}
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
scripts/japanese-event.sh "$tmp/event.json" >/dev/null
bin=${CARGO_TARGET_DIR:-target}/debug/netrunner-to
# A data directory of its own: the event reopens at start, in Japanese.
start_app "$tmp/event.json" ja
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
