#!/usr/bin/env bash
# Smoke test of the Windows program under Wine (issue 20), run by .ci/run after scripts/test.sh.
#
# Cross-builds the release netrunner-to.exe (target x86_64-pc-windows-gnu, MinGW linker, kept in
# target-win/ so later runs are incremental), then runs a 12-player event through it under Wine
# and through the Linux binary with the same seed: --version, new, player add, pair, report,
# standings, export --format nrtm, print. The NRTM exports must be identical byte for byte, the
# standings output identical, the PDFs' text identical; Windows paths (drive letter,
# backslashes) must appear as such in messages, and a CRLF player list must import as on Linux.
#
# Then the installer (issue 34): scripts/package.sh makes it from the same exe (makensis), and
# under Wine it installs silently for the user (no administrator), the installed program runs
# --version and reads an event, the Start-menu entry and the event file type are registered, and
# the silent uninstall leaves nothing but the organizer's files (events, the app's settings).
#
# Needs: rustup target x86_64-pc-windows-gnu, gcc-mingw-w64-x86-64, wine (wine64), pdftotext,
# makensis (nsis).
# It installs them (scripts/test-deps.sh --windows); when one is still missing this says so loudly and skips (exit 0), so the rest
# of CI still counts. NRTO_WINDOWS_SMOKE=require makes a missing tool a failure instead.
# Usage: scripts/windows-smoke.sh           (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET=x86_64-pc-windows-gnu
TARGET_DIR=${NRTO_WIN_TARGET_DIR:-target-win}

# What it needs beyond the test command's packages, installed when missing (best effort: what
# cannot be installed is reported below and the smoke test skipped).
scripts/test-deps.sh --windows
rustup target list --installed 2>/dev/null | grep -qx "$TARGET" \
  || rustup target add "$TARGET" >/dev/null 2>&1 || true

skip() {
  echo
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo "!!! WINDOWS SMOKE TEST SKIPPED: $*"
  echo "!!! The Windows program was NOT built or tested in this run."
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo
  if [ "${NRTO_WINDOWS_SMOKE:-}" = require ]; then exit 1; fi
  exit 0
}

rustup target list --installed 2>/dev/null | grep -qx "$TARGET" || skip "the Rust target $TARGET is not installed (rustup target add $TARGET)"
command -v x86_64-w64-mingw32-gcc >/dev/null || skip "the MinGW linker is missing (apt-get install gcc-mingw-w64-x86-64)"
command -v wine >/dev/null || skip "wine is missing (apt-get install wine64)"
command -v pdftotext >/dev/null || skip "pdftotext is missing (apt-get install poppler-utils)"
command -v makensis >/dev/null || skip "makensis is missing (apt-get install nsis)"

echo "== cross-build: cargo build --release --target $TARGET --target-dir $TARGET_DIR"
start=$(date +%s)
# The release build as scripts/package.sh makes it (the build machine's paths remapped out).
# shellcheck source=scripts/release-env.sh
. scripts/release-env.sh
release_build "$TARGET" "$TARGET_DIR"
echo "cross-build took $(( $(date +%s) - start )) s"
echo "== the Linux binary"
# The binary the tests use (scripts/test.sh has just built it): `cargo build` would build the
# dependencies again with the features of a non-test build, minutes for nothing.
cargo test --locked --no-run --test it --quiet
linux=$PWD/target/debug/netrunner-to

work=$(mktemp -d)
trap 'wineserver -k >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/win" "$work/linux"
cp "$TARGET_DIR/$TARGET/release/netrunner-to.exe" "$work/bin/"
# Wine 8.0 lacks ProcessPrng: the test-only shim beside the exe (see the C file).
x86_64-w64-mingw32-gcc -shared -O2 -o "$work/bin/bcryptprimitives.dll" \
  scripts/windows/bcryptprimitives.c -ladvapi32

export WINEPREFIX="$work/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
echo "== wine: $(wine --version)"
start=$(date +%s)
wineboot --init >/dev/null 2>&1 || true
echo "wine prefix ready in $(( $(date +%s) - start )) s"
exe="$work/bin/netrunner-to.exe"
winpath() { winepath -w "$1" 2>/dev/null; }
windir=$(winpath "$work/win")
[ -n "$windir" ] || { echo "FAIL: winepath gave no Windows path"; exit 1; }
case "$windir" in [A-Z]:\\*) ;; *) echo "FAIL: $windir is not a drive-letter path"; exit 1 ;; esac

fail() { echo "FAIL: $*"; exit 1; }
# win ARGS…: runs the exe under Wine, stdout to stdout (carriage returns from Wine's console
# layer, if any, removed), stderr to $work/err.
win() {
  local rc=0
  wine "$exe" "$@" >"$work/out" 2>"$work/err" || rc=$?
  tr -d '\r' <"$work/out"
  return $rc
}
lin() { "$linux" "$@" 2>"$work/err"; }
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND"; cat "$work/err" 2>/dev/null' ERR

echo "== --version"
version=$(win --version)
expected=$("$linux" --version)
[ "$version" = "$expected" ] || fail "--version under Wine printed '$version', expected '$expected'"
echo "$version"

names=(Ann Bo Cy Dee Eve Fay Gus Hal Ivy Jo Kai Lu)
results=(6-0 "T5-3 R" ID CR 0-6 "C D")
# event RUNNER DIR: the same event through one binary; prints what the commands print.
event() {
  local run=$1 dir=$2
  local ev="$dir/smoke.json"
  $run new "$ev" --name "Wine Smoke" --date 2025-03-01 --seed 2025 >/dev/null
  $run player add "$ev" "${names[@]}" >/dev/null
  $run pair "$ev"
  local t=1
  for r in "${results[@]}"; do
    # shellcheck disable=SC2086 # the result is one or two words
    $run report "$ev" --table "$t" $r >/dev/null
    t=$((t + 1))
  done
  $run pair "$ev"
  $run standings "$ev"
  $run export "$ev" --format nrtm --out "$dir/smoke-results.json" >/dev/null
  $run print "$ev" --what standings --out "$dir/smoke-standings.pdf" >/dev/null
  $run print "$ev" --what pairings --out "$dir/smoke-pairings.pdf" >/dev/null
}

echo "== a 12-player event through the Linux binary"
event lin "$work/linux" >"$work/linux.out"
echo "== the same event through netrunner-to.exe under Wine"
event win "$windir" >"$work/win.out"
cat "$work/win.out"

cmp "$work/linux/smoke-results.json" "$work/win/smoke-results.json" \
  || fail "the NRTM exports differ between Linux and Windows"
echo "ok: NRTM export identical byte for byte ($(wc -c <"$work/win/smoke-results.json") bytes)"
diff "$work/linux.out" "$work/win.out" || fail "pairings/standings output differs"
echo "ok: pairings and standings output identical"
for pdf in smoke-standings smoke-pairings; do
  pdftotext -layout "$work/linux/$pdf.pdf" "$work/linux/$pdf.txt"
  pdftotext -layout "$work/win/$pdf.pdf" "$work/win/$pdf.txt"
  diff "$work/linux/$pdf.txt" "$work/win/$pdf.txt" || fail "the text of $pdf.pdf differs"
  grep -q "Wine Smoke" "$work/win/$pdf.txt" || fail "$pdf.pdf does not name the event"
done
echo "ok: PDF text identical (standings, pairings)"

echo "== Windows paths in messages"
out=$(win export "$windir\\smoke.json" --format csv-standings --out "$windir\\standings.csv")
case "$out" in *"wrote $windir\\standings.csv"*) ;; *) fail "export message: $out" ;; esac
echo "ok: $out"
[ "$(head -c 3 "$work/win/standings.csv" | od -An -tx1 | tr -d ' ')" = efbbbf ] \
  || fail "the CSV export has no BOM"
echo "ok: the CSV export starts with a BOM (Excel reads it as UTF-8)"
missing='C:\nope\missing.json'
if win info "$missing" >/dev/null; then fail "info on a missing file succeeded"; fi
grep -qF "$missing" "$work/err" || fail "the error does not name $missing: $(cat "$work/err")"
echo "ok: $(head -1 "$work/err")"

echo "== a CRLF player list"
printf 'name,corp,runner\r\nMia,Haas-Bioroid: Precision Design,Lat: Ethical Freelancer\r\nNed,,\r\n' >"$work/players.csv"
cp "$work/players.csv" "$work/win/players.csv"
lin new "$work/linux/crlf.json" --name CRLF --seed 1 >/dev/null
win new "$windir\\crlf.json" --name CRLF --seed 1 >/dev/null
lin import-players "$work/linux/crlf.json" "$work/players.csv" >/dev/null
win import-players "$windir\\crlf.json" "$windir\\players.csv" >/dev/null
lin export "$work/linux/crlf.json" --format csv-players --out "$work/linux/crlf.csv" >/dev/null
win export "$windir\\crlf.json" --format csv-players --out "$windir\\crlf.csv" >/dev/null
cmp "$work/linux/crlf.csv" "$work/win/crlf.csv" || fail "the CRLF player list imported differently"
grep -q "Lat: Ethical Freelancer" "$work/win/crlf.csv" || fail "the CRLF import lost a field"
echo "ok: the CRLF player list imports as on Linux"

echo "== a command beside serve, through serve's named pipe"
# The 12-player event of the first part: round 2 is paired and not published.
wine "$exe" serve "$windir\\smoke.json" --listen 127.0.0.1:0 >"$work/serve.out" 2>"$work/serve.err" &
serving=$!
for _ in $(seq 1 150); do
  grep -q "http://" "$work/serve.out" 2>/dev/null && break
  sleep 0.2
done
grep -q "http://" "$work/serve.out" || fail "serve did not start under Wine: $(cat "$work/serve.err")"
out=$(win publish "$windir\\smoke.json") || fail "publish beside serve failed: $(cat "$work/err")"
echo "publish: $out"
out=$(win player new-code "$windir\\smoke.json" Ann) || fail "player new-code beside serve failed: $(cat "$work/err")"
echo "player new-code: $out"
kill "$serving" 2>/dev/null || true
wait "$serving" 2>/dev/null || true
wineserver -k >/dev/null 2>&1 || true
# Both changes are in the file serve kept, in its history (applied by serve, not beside it).
history=$(lin history "$work/win/smoke.json")
grep -q "ublish" <<<"$history" || fail "the publication is not in the history: $history"
grep -qi "code" <<<"$history" || fail "the new code is not in the history: $history"
echo "ok: publish and player new-code reached the event serve keeps (named pipe)"

echo "== the build machine's paths are not in the exe"
for p in "$PWD" "$(cargo_home)"; do
  if grep -qaF "$p" "$exe"; then fail "netrunner-to.exe contains the build path $p"; fi
done
echo "ok: no $PWD, no $(cargo_home) in netrunner-to.exe"

echo "== the installer"
start=$(date +%s)
scripts/package.sh --windows --exe "$TARGET_DIR/$TARGET/release/netrunner-to.exe" --out "$work/dist" >/dev/null
setup=$(ls "$work/dist"/netrunner-to-*-windows-x86_64-setup.exe)
echo "made $(basename "$setup") ($(wc -c <"$setup") bytes) in $(( $(date +%s) - start )) s"
# (grep reads the whole listing: with pipefail, grep -q stopping early would fail the pipe.)
unzip -l "$work/dist"/netrunner-to-*-windows-x86_64.zip | grep -c "THIRD-PARTY-LICENSES.txt" >/dev/null \
  || fail "the zip has no THIRD-PARTY-LICENSES.txt"
# wenv NAME: a Windows environment variable of the prefix, as Wine sees it.
wenv() { wine cmd /c echo "%$1%" 2>/dev/null | tr -d '\r'; }
regq() { wine reg query "$@" 2>/dev/null | tr -d '\r'; }
local_app=$(wenv LOCALAPPDATA)
app_data=$(wenv APPDATA)
instdir="$local_app\Programs\Netrunner TO"
inst=$(winepath -u "$instdir" 2>/dev/null)
menu=$(winepath -u "$app_data\Microsoft\Windows\Start Menu\Programs" 2>/dev/null)
# The organizer's own files, which the uninstaller must leave: the app's settings folder.
settings=$(winepath -u "$app_data\netrunner-to" 2>/dev/null)
mkdir -p "$settings" && echo '{}' >"$settings/settings.json"

wine "$setup" /S >/dev/null 2>&1 || fail "the silent install failed"
wineserver -w
[ -f "$inst/netrunner-to.exe" ] || fail "not installed in $instdir"
echo "ok: installed per user in $instdir"
exe="$inst/netrunner-to.exe"
# The test-only ProcessPrng shim (Wine 8.0, above) beside the installed exe too; taken away
# again before the uninstall, which must then leave the folder empty.
cp "$work/bin/bcryptprimitives.dll" "$inst/"
[ "$(win --version)" = "$expected" ] || fail "the installed program printed '$(win --version)'"
echo "ok: the installed program runs: $(win --version)"
case "$(win info "$windir\smoke.json")" in *"Wine Smoke"*) ;; *) fail "the installed program did not read the event" ;; esac
echo "ok: the installed program reads the event $windir\smoke.json"
[ -f "$menu/Netrunner TO.lnk" ] || fail "no Start-menu entry in $menu"
echo "ok: Start-menu entry $menu/Netrunner TO.lnk"
open=$(regq 'HKCU\Software\Classes\NetrunnerTO.Event\shell\open\command' /ve)
case "$open" in *"\"$instdir\\netrunner-to.exe\" \"%1\""*) ;; *) fail "the event file type's open command: $open" ;; esac
regq 'HKCU\Software\Classes\.json\OpenWithProgids' | grep -q NetrunnerTO.Event \
  || fail ".json files do not offer Netrunner TO under Open with"
regq 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\NetrunnerTO' | grep -q DisplayVersion \
  || fail "no entry under Apps (the uninstall key)"
echo "ok: the event file type is registered (open command: the file argument), and the uninstaller"
rm "$inst/bcryptprimitives.dll"
wine "$inst/uninstall.exe" /S >/dev/null 2>&1 || fail "the silent uninstall failed"
wineserver -w
for i in $(seq 1 30); do [ -e "$inst" ] || break; sleep 1; done
[ ! -e "$inst" ] || fail "the uninstall left $(ls -A "$inst" | tr '\n' ' ') in $instdir"
[ ! -e "$menu/Netrunner TO.lnk" ] || fail "the uninstall left the Start-menu entry"
if regq 'HKCU\Software\Classes\NetrunnerTO.Event' >/dev/null; then fail "the uninstall left the file type"; fi
if regq 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\NetrunnerTO' >/dev/null; then
  fail "the uninstall left its Apps entry"
fi
if regq 'HKCU\Software\Classes\.json\OpenWithProgids' | grep -q NetrunnerTO.Event; then
  fail "the uninstall left Netrunner TO under Open with"
fi
[ -f "$work/win/smoke.json" ] || fail "the uninstall removed the organizer's event file"
[ -f "$settings/settings.json" ] || fail "the uninstall removed the app's settings"
echo "ok: the silent uninstall removed the program, its Start-menu entry and its registry keys;"
echo "    the event files and %APPDATA%\\netrunner-to stay"

echo "windows smoke test: all checks passed"
