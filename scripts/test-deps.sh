#!/usr/bin/env bash
# What the test command needs beyond Rust, installed when missing (called by scripts/test.sh;
# scripts/windows-smoke.sh calls it with --windows).
#
# A fresh Debian or Ubuntu machine with only Rust (rustup) has none of these. As root they are
# installed with apt-get; as another user with sudo (a password is asked at a terminal); where
# neither works (no apt-get, no rights) this stops at once with one line naming what to install.
#
#   scripts/test-deps.sh             the packages every test run needs (exit 1 if they cannot be had)
#   scripts/test-deps.sh --windows   the Windows smoke test's extras: best effort, never fails
#   scripts/test-deps.sh --list      prints the packages the tests need, one line, and exits
set -euo pipefail
cd "$(dirname "$0")/.."

# poppler-utils: pdftotext, pdffonts, pdfinfo (the printouts are read back as text).
# fonts-noto-cjk: Noto Sans CJK, the font found for Japanese, Korean and Chinese names on screen
#   and on paper; fonts-tlwg-loma-otf: Loma, a small Thai font.
# chromium, chromium-driver: the players' pages in a real browser (tests/it/web_browser.rs).
# python3, dpkg, desktop-file-utils (and shared-mime-info): the release checks and packages
#   (scripts/check-release.sh: the notices; tests/it/packaging.rs: the .deb installed with dpkg,
#   its MIME type and menu entry checked). scripts/actionlint.sh installs npm if it is missing.
# xvfb, openbox, xdotool, xclip, x11-utils, imagemagick, tesseract-ocr: the real window of the
#   desktop app on a virtual display (tests/it/desktop_*.rs): a window manager to minimize it,
#   keys and clicks, the X clipboard, window properties (xprop) and the plain message box
#   (xmessage), screenshots and reading them; libgl1-mesa-dri, libegl1: OpenGL drawn by Mesa's
#   software renderer; xfonts-base: the core X fonts xmessage draws with; shared-mime-info,
#   libglib2.0-bin: the event file's MIME type recognised (update-mime-database, gio).
need=(poppler-utils fonts-noto-cjk fonts-tlwg-loma-otf chromium chromium-driver
  xvfb openbox xdotool xclip x11-utils imagemagick tesseract-ocr tesseract-ocr-eng
  libgl1-mesa-dri libegl1 xfonts-base shared-mime-info libglib2.0-bin
  python3 dpkg desktop-file-utils)
# The Windows smoke test: the MinGW linker and Wine.
windows=(gcc-mingw-w64-x86-64 wine wine64 nsis)

mode=${1:-}
case "$mode" in
  --list) echo "${need[*]}"; exit 0 ;;
  --windows) need=("${windows[@]}") ;;
  "") ;;
  *) echo "usage: scripts/test-deps.sh [--windows|--list]" >&2; exit 2 ;;
esac

say_install() { # what failed
  echo "scripts/test-deps.sh: $1; install them and run again: sudo apt-get install ${missing[*]}" >&2
  if [ "$mode" = --windows ]; then exit 0; fi
  exit 1
}

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${need[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [ "$status" = "install ok installed" ] || missing+=("$pkg")
  done
else
  # Not Debian or Ubuntu: check the programs themselves.
  for prog in pdftotext pdffonts chromium chromedriver Xvfb openbox xdotool xclip xprop xmessage import tesseract update-mime-database gio python3; do
    command -v "$prog" >/dev/null 2>&1 || missing+=("$prog")
  done
  if [ ${#missing[@]} -gt 0 ] && [ "$mode" != --windows ]; then
    echo "scripts/test.sh: missing programs: ${missing[*]} (on Debian/Ubuntu: apt-get install ${need[*]})" >&2
    exit 1
  fi
  exit 0
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
  sudo=(sudo)
else
  say_install "missing system packages and no rights to install them"
fi
command -v apt-get >/dev/null 2>&1 || say_install "missing system packages and no apt-get"

echo "== installing the test command's system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq || true
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
  || say_install "apt-get could not install the system packages"
