#!/usr/bin/env bash
# The files of a GitHub release (issue 34), from the packages the release workflow's jobs put
# in dist/: dist/release/ gets every package, the card data file the program was built with
# (data/cards.json as netrunner-to-VERSION-cards.json: the app's Deck lists ▸ Update card data…
# takes it) and SHA256SUMS of them all; dist/release-notes.md is the version's CHANGELOG section.
# Usage: scripts/release-files.sh VERSION
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?usage: scripts/release-files.sh VERSION}
want=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
[ "$version" = "$want" ] || { echo "the tag says $version, Cargo.toml $want" >&2; exit 1; }
rm -rf dist/release
mkdir -p dist/release
shopt -s nullglob
packages=(dist/*.zip dist/*-setup.exe dist/*.tar.gz dist/*.deb dist/*.dmg)
[ ${#packages[@]} -gt 0 ] || { echo "no packages in dist/" >&2; exit 1; }
cp "${packages[@]}" dist/release/
cp data/cards.json "dist/release/netrunner-to-$version-cards.json"
(cd dist/release && sha256sum -- * >SHA256SUMS && cat SHA256SUMS)
# The notes: "## [VERSION]" up to the next "## [", else the Unreleased section.
notes() { awk -v h="$1" 'index($0, "## [" h "]") == 1 {on = 1; next} /^## \[/ {on = 0} on' CHANGELOG.md; }
text=$(notes "$version")
[ -n "$text" ] || text=$(notes Unreleased)
{
  echo "$text"
  echo
  echo "Downloads: see README, \"Download and run\". Check them with SHA256SUMS."
} >dist/release-notes.md
