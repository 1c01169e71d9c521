#!/usr/bin/env bash
# Builds a Japanese store event through the CLI (テスト大会, 16 players, one Korean and one Chinese
# name among them; round 1 reported, round 2 paired with half its results) and renders its
# pairings, registration and slip printouts, in Japanese, to PNG (first page, 70 dpi) for the README.
# Needs Noto Sans CJK (Debian/Ubuntu: fonts-noto-cjk) and poppler-utils (pdftoppm).
# Usage: scripts/japanese-event.sh [EVENT.json]   (default: a temporary file, removed)
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/printouts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cargo test --no-run --test it --quiet  # the binary the tests build (no second build of the dependencies)
bin=${CARGO_TARGET_DIR:-target}/debug/netrunner-to
ev=${1:-$tmp/japanese.json}
"$bin" new "$ev" --name "テスト大会" --date 2026-05-16 --seed 1416 --force >/dev/null
"$bin" settings "$ev" --language ja >/dev/null
corps=("Haas-Bioroid: Precision Design" "Jinteki: Restoring Humanity" "NBN: Reality Plus" "Weyland Consortium: Built to Last")
runners=("Zahya Sadeghi: Versatile Smuggler" "Hoshiko Shiro: Untold Protagonist" "Lat: Ethical Freelancer" "Esâ Afontov: Eco-Insurrectionist")
i=0
for n in "田中 太郎" "鈴木 花子" "佐藤 健太" "高橋 美咲" "伊藤 翔" "渡辺 陽菜" "山本 大輝" "中村 結衣" \
         "小林 蓮" "加藤 さくら" "吉田 ゆうき" "山田 ケン" "佐々木 優斗" "김민준" "王伟" "Emma Schmidt"; do
  "$bin" player add "$ev" "$n" --corp "${corps[$((i % 4))]}" --runner "${runners[$(((i * 3) % 4))]}" >/dev/null
  i=$((i + 1))
done
"$bin" pair "$ev" >/dev/null
results=("6-0" "3-3" "0-6" "6-0" "T3-0 R" "3-3" "6-0" "0-6")
for t in $(seq 1 8); do
  "$bin" report "$ev" --table "$t" "${results[$((t - 1))]}" >/dev/null
done
"$bin" pair "$ev" >/dev/null
for t in 1 2 3 4; do
  "$bin" report "$ev" --table "$t" "${results[$((t + 3))]}" >/dev/null
done
for what in pairings players slips; do
  "$bin" print "$ev" --what "$what" --out "$tmp/$what.pdf" >/dev/null
  pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$tmp/$what.pdf" "$out/japanese-$what"
done
ls -l "$out"/japanese-*.png
