#!/usr/bin/env bash
# The macOS package (issue 34), on a Mac (the release workflow's macOS runner):
#   dist/netrunner-to-VERSION-macos-universal.dmg   "Netrunner TO.app" (one universal binary:
#                                                   Apple silicon and Intel), a link to
#                                                   Applications, README.md and the documents it
#                                                   links to, LICENSE, THIRD-PARTY-LICENSES
# The .app has the icon (assets/icon/netrunner-to.png → .icns), packaging/macos/Info.plist (the
# version, JSON event files under Open With). Signing: with MACOS_SIGNING_IDENTITY (a "Developer
# ID Application" certificate in the keychain) the app is signed with the hardened runtime,
# else ad hoc (Apple silicon runs nothing unsigned). Notarisation: with APPLE_ID, APPLE_TEAM_ID
# and APPLE_APP_PASSWORD too, the .dmg is notarised and stapled.
# Needs: Xcode command line tools (lipo, sips, iconutil, codesign, hdiutil), rustup targets
# aarch64-apple-darwin and x86_64-apple-darwin.
# Usage: scripts/package-macos.sh            (from anywhere; writes dist/)
set -euo pipefail
cd "$(dirname "$0")/.."

[ "$(uname -s)" = Darwin ] || { echo "scripts/package-macos.sh runs on macOS (the release workflow's macos job)" >&2; exit 1; }
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
# shellcheck source=scripts/release-env.sh
. scripts/release-env.sh
python3 scripts/third-party-licenses.py --check >/dev/null

for t in aarch64-apple-darwin x86_64-apple-darwin; do
  release_build "$t" target
done
stage=dist/stage-macos
rm -rf "$stage"
app="$stage/Netrunner TO.app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
lipo -create -output "$app/Contents/MacOS/netrunner-to" \
  target/aarch64-apple-darwin/release/netrunner-to target/x86_64-apple-darwin/release/netrunner-to
for p in "$PWD" "$(cargo_home)"; do
  if grep -qaF "$p" "$app/Contents/MacOS/netrunner-to"; then
    echo "the binary still contains the build path $p" >&2; exit 1
  fi
done
sed "s/@VERSION@/$version/g" packaging/macos/Info.plist >"$app/Contents/Info.plist"
plutil -lint "$app/Contents/Info.plist"
printf 'APPL????' >"$app/Contents/PkgInfo"

# The icon: every size iconutil wants, from the 256 px PNG.
iconset=$(mktemp -d)/netrunner-to.iconset
mkdir -p "$iconset"
for s in 16 32 128 256; do
  sips -z $s $s assets/icon/netrunner-to.png --out "$iconset/icon_${s}x${s}.png" >/dev/null
  d=$((s * 2))
  sips -z $d $d assets/icon/netrunner-to.png --out "$iconset/icon_${s}x${s}@2x.png" >/dev/null
done
iconutil -c icns "$iconset" -o "$app/Contents/Resources/netrunner-to.icns"
cp THIRD-PARTY-LICENSES LICENSE "$app/Contents/Resources/"

if [ -n "${MACOS_SIGNING_IDENTITY:-}" ]; then
  codesign --force --options runtime --timestamp --sign "$MACOS_SIGNING_IDENTITY" "$app"
else
  echo "MACOS_SIGNING_IDENTITY is not set: signing ad hoc (Gatekeeper will ask; see README)"
  codesign --force --sign - "$app"
fi
codesign --verify --deep --strict "$app"

# The disk image: the app, Applications to drag it to, the documents.
ln -s /Applications "$stage/Applications"
cp README.md CHANGELOG.md ARCHITECTURE.md DESIGN.md LICENSE THIRD-PARTY-LICENSES \
  assets/fonts/LICENSE-DejaVu.txt "$stage/"
cp -R docs "$stage/docs"
dmg="dist/netrunner-to-$version-macos-universal.dmg"
rm -f "$dmg"
hdiutil create -volname "Netrunner TO $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
if [ -n "${MACOS_SIGNING_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_SIGNING_IDENTITY" "$dmg"
fi
if [ -n "${MACOS_SIGNING_IDENTITY:-}" ] && [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] \
  && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
  xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait
  xcrun stapler staple "$dmg"
  xcrun stapler validate "$dmg"
else
  echo "not notarised (the Apple ID secrets are not set)"
fi
echo "$dmg"
