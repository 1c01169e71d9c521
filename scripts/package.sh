#!/usr/bin/env bash
# Release packages for organizers (issues 20 and 34), in dist/ (or --out DIR):
#   netrunner-to-VERSION-windows-x86_64.zip        netrunner-to.exe with the documents (unzip, run)
#   netrunner-to-VERSION-windows-x86_64-setup.exe  the installer (NSIS: per user, no administrator
#                                                  rights, Start menu, the event file type,
#                                                  uninstaller; packaging/windows/netrunner-to.nsi)
#   netrunner-to-VERSION-linux-x86_64.tar.gz       netrunner-to-VERSION/ with the binary, the
#                                                  documents and packaging/linux/ (install.sh, the
#                                                  .desktop file, the MIME type, the icon)
#   netrunner-to_VERSION_amd64.deb                 the same for Debian and Ubuntu (dpkg -i / apt)
#   SHA256SUMS                                     checksums of every file in the folder
# Every package carries README.md and every file it links to (docs/, ARCHITECTURE.md, DESIGN.md,
# CHANGELOG.md), LICENSE, THIRD-PARTY-LICENSES (scripts/third-party-licenses.py: the crates'
# licences, the fonts', the card data's credit) and the DejaVu licence.
# The macOS .dmg is made on a Mac: scripts/package-macos.sh (the release workflow runs it).
#
# Usage: scripts/package.sh [--windows] [--linux] [--out DIR] [--bin FILE] [--exe FILE]
#   default: both platforms. --bin / --exe package an already built program instead of building
#   the release one (the tests package the test build: same files, no release build).
# The Windows exe is cross-built (rustup target x86_64-pc-windows-gnu, gcc-mingw-w64-x86-64) in
# target-win/; the installer needs makensis (apt-get install nsis). Release builds remap the
# build machine's paths (the checkout, ~/.cargo) out of the binary; this checks that they did.
set -euo pipefail
cd "$(dirname "$0")/.."

windows=0 linux=0 out=dist bin="" exe=""
while [ $# -gt 0 ]; do
  case "$1" in
    --windows) windows=1 ;;
    --linux) linux=1 ;;
    --out) out=$2; shift ;;
    --bin) bin=$2; shift ;;
    --exe) exe=$2; shift ;;
    *) echo "usage: scripts/package.sh [--windows] [--linux] [--out DIR] [--bin FILE] [--exe FILE]" >&2; exit 2 ;;
  esac
  shift
done
if [ $windows = 0 ] && [ $linux = 0 ]; then windows=1 linux=1; fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$version" ] || { echo "no version in Cargo.toml" >&2; exit 1; }
name="netrunner-to-$version"
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# The notices must be current (and every licence allowed) before anything is packaged.
python3 scripts/third-party-licenses.py --check >/dev/null

# shellcheck source=scripts/release-env.sh
. scripts/release-env.sh

# documents DIR [txt]: README.md and everything it links to, the licences; with "txt" the
# licence files get a .txt name (Windows opens them in Notepad).
documents() {
  local dir=$1 ext=${2:+.txt}
  mkdir -p "$dir"
  cp README.md CHANGELOG.md ARCHITECTURE.md DESIGN.md assets/fonts/LICENSE-DejaVu.txt "$dir/"
  cp LICENSE "$dir/LICENSE$ext"
  cp THIRD-PARTY-LICENSES "$dir/THIRD-PARTY-LICENSES$ext"
  cp -r docs "$dir/docs"
}

# sign_windows FILE: Authenticode signature with the certificate in WINDOWS_CERTIFICATE (a
# base64 .pfx; the release workflow passes its secret) and WINDOWS_CERTIFICATE_PASSWORD, by
# osslsigncode (apt-get install osslsigncode). Without a certificate nothing is signed.
sign_windows() {
  [ -n "${WINDOWS_CERTIFICATE:-}" ] || return 0
  local f=$1 pfx
  pfx=$(mktemp)
  echo "$WINDOWS_CERTIFICATE" | base64 --decode >"$pfx"
  osslsigncode sign -pkcs12 "$pfx" -pass "${WINDOWS_CERTIFICATE_PASSWORD:-}" -n "Netrunner TO" \
    -h sha256 -t http://timestamp.digicert.com -in "$f" -out "$f.signed"
  rm -f "$pfx"
  mv "$f.signed" "$f"
  osslsigncode verify -in "$f" >/dev/null 2>&1 || echo "note: $f signed; verify it on Windows"
}

# no_build_paths FILE: the release binary must not carry the build machine's paths.
no_build_paths() {
  local f=$1 p
  for p in "$PWD" "$(cargo_home)"; do
    if grep -qaF "$p" "$f"; then
      echo "scripts/package.sh: $f still contains the build path $p (remap failed)" >&2
      exit 1
    fi
  done
}

if [ $windows = 1 ]; then
  target=x86_64-pc-windows-gnu
  if [ -z "$exe" ]; then
    rustup target list --installed | grep -qx "$target" \
      || { echo "the Rust target $target is missing: rustup target add $target" >&2; exit 1; }
    command -v x86_64-w64-mingw32-gcc >/dev/null \
      || { echo "the MinGW linker is missing: apt-get install gcc-mingw-w64-x86-64" >&2; exit 1; }
    release_build "$target" target-win
    exe="target-win/$target/release/netrunner-to.exe"
    no_build_paths "$exe"
  fi
  command -v makensis >/dev/null \
    || { echo "makensis is missing (the Windows installer): apt-get install nsis" >&2; exit 1; }
  w="$stage/win"
  documents "$w" txt
  cp "$exe" "$w/netrunner-to.exe"
  x86_64-w64-mingw32-strip "$w/netrunner-to.exe" 2>/dev/null || true
  sign_windows "$w/netrunner-to.exe"
  rm -f "$out/$name-windows-x86_64.zip"
  (cd "$w" && zip -q -X -r -9 "$out/$name-windows-x86_64.zip" .)
  echo "$out/$name-windows-x86_64.zip"
  cp assets/icon/netrunner-to.ico "$w/"
  makensis -V2 -DVERSION="$version" -DSTAGE="$w" \
    -DOUTFILE="$out/$name-windows-x86_64-setup.exe" packaging/windows/netrunner-to.nsi
  sign_windows "$out/$name-windows-x86_64-setup.exe"
  echo "$out/$name-windows-x86_64-setup.exe"
fi

if [ $linux = 1 ]; then
  if [ -z "$bin" ]; then
    release_build x86_64-unknown-linux-gnu target
    bin=target/x86_64-unknown-linux-gnu/release/netrunner-to
    no_build_paths "$bin"
  fi
  # The tarball.
  t="$stage/$name"
  documents "$t"
  cp "$bin" "$t/netrunner-to"
  strip "$t/netrunner-to" 2>/dev/null || true
  mkdir -p "$t/packaging/linux" "$t/assets/icon"
  cp packaging/linux/netrunner-to.desktop packaging/linux/netrunner-to.xml \
    packaging/linux/install.sh "$t/packaging/linux/"
  cp assets/icon/netrunner-to.png "$t/assets/icon/"
  tar -C "$stage" --owner=0 --group=0 --sort=name -czf "$out/$name-linux-x86_64.tar.gz" "$name"
  echo "$out/$name-linux-x86_64.tar.gz"

  # The .deb (dpkg-deb: the layout below is the whole package).
  d="$stage/deb"
  install -Dm755 "$t/netrunner-to" "$d/usr/bin/netrunner-to"
  install -Dm644 packaging/linux/netrunner-to.desktop "$d/usr/share/applications/netrunner-to.desktop"
  install -Dm644 packaging/linux/netrunner-to.xml "$d/usr/share/mime/packages/netrunner-to.xml"
  install -Dm644 assets/icon/netrunner-to.png "$d/usr/share/icons/hicolor/256x256/apps/netrunner-to.png"
  documents "$d/usr/share/doc/netrunner-to"
  # Debian's place for the licences: doc/PACKAGE/copyright.
  {
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: netrunner-to"
    echo
    echo "Files: *"
    echo "License: MIT (and the third-party licences in THIRD-PARTY-LICENSES, beside this file)"
    echo
    sed 's/^/ /; s/^ $/ ./' LICENSE
  } >"$d/usr/share/doc/netrunner-to/copyright"
  mkdir -p "$d/DEBIAN"
  size=$(du -sk --exclude=DEBIAN "$d" | cut -f1)
  # The program links only libc and libgcc; OpenGL, EGL, xkbcommon and Wayland are loaded when
  # the window opens (Recommends: the command line runs without them).
  cat >"$d/DEBIAN/control" <<CONTROL
Package: netrunner-to
Version: $version
Architecture: amd64
Maintainer: Netrunner TO contributors <netrunner-to@users.noreply.github.com>
Installed-Size: $size
Depends: libc6 (>= 2.31), libgcc-s1
Recommends: libgl1, libegl1, libxkbcommon-x11-0, libwayland-client0, xdg-utils, zenity
Section: games
Priority: optional
Description: Offline tournament organizer for Android: Netrunner
 Swiss and single-sided Swiss pairings, cuts and double-elimination brackets,
 standings with the community's tiebreakers, printouts, deck lists, the
 players' phone pages and NRTM/Cobra/Aesop's Tables import and export, after
 the FFG Tournament Regulations v3.2. Desktop app and command line.
CONTROL
  find "$d" -type d -exec chmod 755 {} +
  dpkg-deb --root-owner-group -Zxz --build "$d" "$out/netrunner-to_${version}_amd64.deb" >/dev/null
  echo "$out/netrunner-to_${version}_amd64.deb"
fi

# Checksums of every package in the folder.
(
  cd "$out"
  shopt -s nullglob
  files=(*.zip *.exe *.tar.gz *.deb *.dmg *.json)
  [ ${#files[@]} -eq 0 ] || sha256sum "${files[@]}" >SHA256SUMS
)
echo "$out/SHA256SUMS:"
cat "$out/SHA256SUMS"
