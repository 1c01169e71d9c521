#!/usr/bin/env bash
# Release artifacts for organizers (issue 20), in dist/:
#   netrunner-to-VERSION-windows-x86_64.zip   netrunner-to.exe (GUI program with icon and version
#                                             information; its subcommands print in a terminal),
#                                             README.md, CHANGELOG.md, LICENSE, LICENSE-DejaVu.txt
#   netrunner-to-VERSION-linux-x86_64.tar.gz  netrunner-to-VERSION/ with the binary and the same files,
#                                             packaging/linux/ (install.sh, the .desktop file, the
#                                             event file's MIME type) and the icon
#   SHA256SUMS                                checksums of both archives and of the exe
# Usage: scripts/package.sh [--windows] [--linux]     (default: both; from the repository root)
# The Windows exe is cross-built here (rustup target x86_64-pc-windows-gnu, apt-get install
# gcc-mingw-w64-x86-64), in target-win/ (kept: later builds are incremental). macOS: see
# README, "Building for macOS".
set -euo pipefail
cd "$(dirname "$0")/.."

windows=0 linux=0
for a in "$@"; do
  case "$a" in
    --windows) windows=1 ;;
    --linux) linux=1 ;;
    *) echo "usage: scripts/package.sh [--windows] [--linux]" >&2; exit 2 ;;
  esac
done
if [ $windows = 0 ] && [ $linux = 0 ]; then windows=1 linux=1; fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$version" ] || { echo "no version in Cargo.toml" >&2; exit 1; }
name="netrunner-to-$version"
mkdir -p dist
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
docs=(README.md CHANGELOG.md LICENSE assets/fonts/LICENSE-DejaVu.txt)

if [ $windows = 1 ]; then
  target=x86_64-pc-windows-gnu
  rustup target list --installed | grep -qx "$target" \
    || { echo "the Rust target $target is missing: rustup target add $target" >&2; exit 1; }
  command -v x86_64-w64-mingw32-gcc >/dev/null \
    || { echo "the MinGW linker is missing: apt-get install gcc-mingw-w64-x86-64" >&2; exit 1; }
  cargo build --release --locked --target "$target" --target-dir target-win
  mkdir -p "$stage/win"
  cp "target-win/$target/release/netrunner-to.exe" "${docs[@]}" "$stage/win/"
  x86_64-w64-mingw32-strip "$stage/win/netrunner-to.exe" 2>/dev/null || true
  rm -f "dist/$name-windows-x86_64.zip"
  (cd "$stage/win" && zip -q -X -9 "$OLDPWD/dist/$name-windows-x86_64.zip" ./*)
  cp "$stage/win/netrunner-to.exe" "$stage/netrunner-to.exe"
  echo "dist/$name-windows-x86_64.zip"
fi

if [ $linux = 1 ]; then
  cargo build --release --locked
  mkdir -p "$stage/$name"
  cp target/release/netrunner-to "${docs[@]}" "$stage/$name/"
  # The menu entry, the event file's MIME type and the icon (packaging/linux/install.sh).
  mkdir -p "$stage/$name/packaging/linux" "$stage/$name/assets/icon"
  cp packaging/linux/netrunner-to.desktop packaging/linux/netrunner-to.xml \
    packaging/linux/install.sh "$stage/$name/packaging/linux/"
  cp assets/icon/netrunner-to.png "$stage/$name/assets/icon/"
  strip "$stage/$name/netrunner-to" 2>/dev/null || true
  tar -C "$stage" --owner=0 --group=0 --sort=name -czf "dist/$name-linux-x86_64.tar.gz" "$name"
  echo "dist/$name-linux-x86_64.tar.gz"
fi

# Checksums of every archive in dist/ (and of the exe inside the zip, when it was built now).
(
  cd dist
  files=(*.zip *.tar.gz)
  existing=()
  for f in "${files[@]}"; do [ -e "$f" ] && existing+=("$f"); done
  sha256sum "${existing[@]}" >SHA256SUMS
)
if [ -e "$stage/netrunner-to.exe" ]; then
  (cd "$stage" && sha256sum netrunner-to.exe) >>dist/SHA256SUMS
fi
echo "dist/SHA256SUMS:"
cat dist/SHA256SUMS
