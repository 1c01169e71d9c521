#!/usr/bin/env bash
# The README's screenshots of registration by phone (issue 38): the registration form on a phone
# (headless Chromium, 360 px wide) in English and Japanese, and the Players screen with
# registrations waiting (the real app on a virtual display, 1280×800). Builds the event with
# the command line, serves it, sends three registrations over HTTP, then opens the file in the
# app. Saves docs/screenshots/{phone-register,phone-register-ja,players-waiting}.png. Look at
# them before committing. Also docs/screenshots/phone-registered-ja.png: the code on the phone.
# Needs: chromium, curl, xvfb, xdotool, imagemagick (import). Usage: scripts/registration-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/app-window.sh
out=docs/screenshots
tmp=$(mktemp -d)
display=:${NRTO_DISPLAY:-97}
port=${NRTO_PORT:-18938}
cleanup() { kill "${app:-}" "${xvfb:-}" "${serve:-}" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
bin=$PWD/${CARGO_TARGET_DIR:-target}/debug/netrunner-to
ev=$tmp/store-championship.json
"$bin" new "$ev" --name "Store Championship Berlin" --date 2026-11-28 --seed 2811 --force >/dev/null
"$bin" deck settings "$ev" --collect true >/dev/null
for p in "Ana Souza" "Ben Carter" "Dana Kowalski"; do "$bin" player add "$ev" "$p" >/dev/null; done
"$bin" serve "$ev" --listen "127.0.0.1:$port" >"$tmp/serve.log" 2>&1 &
serve=$!
sleep 2
link=$("$bin" registration open "$ev" --url "http://127.0.0.1:$port/" 2>/dev/null | grep -o 'http://[^ ]*')
send() { # cookie-jar fields...
  local jar=$tmp/$1; shift
  curl -s -o /dev/null -c "$jar" -b "$jar" "$link" "$@"
}
send a -H "Origin: http://127.0.0.1:$port" --data-urlencode "name=山田 花子" \
  --data-urlencode "pronouns=she/her" --data-urlencode "corp=hyoubu" \
  --data-urlencode "runner=tao salonga" --data-urlencode "filmed=yes"
send b -H "Origin: http://127.0.0.1:$port" --data-urlencode "name=Elif Yılmaz" \
  --data-urlencode "runner_list@fixtures/decks/vantage-point-2026-runner-deck.txt" \
  --data-urlencode "corp=Haas-Bioroid: Precision Design" --data-urlencode "filmed=yes"
send c -H "Origin: http://127.0.0.1:$port" --data-urlencode "name=Finn O'Brien" \
  --data-urlencode "pronouns=he/him" --data-urlencode "corp=ampere" \
  --data-urlencode "runner=mercury"
shot() { # file url
  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$tmp/chromium" --window-size=360,800 --screenshot="$PWD/$out/$1" "$2" \
    >/dev/null 2>&1
}
shot phone-register.png "$link"
shot phone-register-ja.png "$link?lang=ja"
# The organizer accepts the first: her phone shows her personal code (the page as her phone
# gets it, with its cookie).
"$bin" registration accept "$ev" 1 >/dev/null
curl -s -b "$tmp/a" "$link?lang=ja" >"$tmp/registered.html"
shot phone-registered-ja.png "file://$tmp/registered.html"
kill "$serve"
wait "$serve" 2>/dev/null || true
start_app "$ev" en
DISPLAY=$display xdotool mousemove 75 57 click 1
sleep 1.5
DISPLAY=$display import -window root "$out/players-waiting.png"
ls -l "$out"/phone-register.png "$out"/phone-register-ja.png "$out"/phone-registered-ja.png "$out"/players-waiting.png
