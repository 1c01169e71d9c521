#!/usr/bin/env bash
# Renders every printout to PNG (first page, 70 dpi) into docs/printouts/, for the README.
#  - a store championship with accented names built through the CLI (27 players, round 1
#    reported, round 2 paired): pairings, pairings by name, slips, standings, registration;
#  - a real top-8 double elimination event (fixtures/real): the bracket.
# Needs poppler-utils (pdftoppm). Usage: scripts/printout-images.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/printouts
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cargo build --quiet
bin=$tmp/netrunner-to
cp "${CARGO_TARGET_DIR:-target}/debug/netrunner-to" "$bin"

ev=$tmp/champs.json
"$bin" new "$ev" --name "Brno Store Championship" --date 2026-03-14 --seed 2026 >/dev/null
add() { "$bin" player add "$ev" "$1" --corp "$2" --runner "$3" >/dev/null; }
add "Čeněk Łukasz" "Haas-Bioroid: Precision Design" "Zahya Sadeghi: Versatile Smuggler"
add "Zoë Müller" "Jinteki: Restoring Humanity" "Hoshiko Shiro: Untold Protagonist"
add "Søren Ångström" "Weyland Consortium: Built to Last" "Esâ Afontov: Eco-Insurrectionist"
corps=("Haas-Bioroid: Precision Design" "Jinteki: Restoring Humanity" "NBN: Reality Plus" "Weyland Consortium: Built to Last" "Mti Mwekundu: Life Improved")
runners=("Zahya Sadeghi: Versatile Smuggler" "Hoshiko Shiro: Untold Protagonist" "Lat: Ethical Freelancer" "Ken \"Express\" Tenma: Disappeared Clone" "Esâ Afontov: Eco-Insurrectionist")
i=0
for n in "Ann Andersson" "Bo Berg" "Cy Cole" "Di Dahl" "Émile Étienne" "Fay Fox" "Gus Grün" \
         "Hana Hořejší" "Ida Isaksen" "Jo Jensen" "Kai Kowalczyk" "Lía López" "Mo Møller" \
         "Nils Nyström" "Olek Ołtarz" "Pia Pérez" "Quinn Quist" "Rosa Ruiz" "Sami Šimek" \
         "Tea Tóth" "Uma Ünal" "Vic Vaněk" "Wen Wójcik" "Xavier Xu"; do
  add "$n" "${corps[$((i % 5))]}" "${runners[$(((i * 3) % 5))]}"
  i=$((i + 1))
done
"$bin" pair "$ev" >/dev/null
results=("6-0" "3-3" "0-6" "6-0" "T3-0 R" "3-3" "6-0" "0-6" "ID" "3-3" "6-0" "0-6" "6-0")
for t in $(seq 1 13); do
  "$bin" report "$ev" --table "$t" "${results[$((t - 1))]}" >/dev/null
done
"$bin" pair "$ev" >/dev/null

render() { # name, printout arguments…
  local name=$1
  shift
  "$bin" print "$@" --out "$tmp/$name.pdf" >/dev/null
  pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$tmp/$name.pdf" "$out/$name"
}
render pairings "$ev" --what pairings
render pairings-by-name "$ev" --what pairings-by-name
render slips "$ev" --what slips
render standings "$ev" --what standings --round 1
render registration "$ev" --what players
render slips-letter "$ev" --what slips --paper letter

real=$tmp/real.json
"$bin" import fixtures/real/cobra_2023-01-14_circuit-breaker-invitational_74p_6r_top8de.json \
  --out "$real" --seed 1 >/dev/null 2>&1
render bracket "$real" --what bracket
render slips-elimination "$real" --what slips --elimination 1
render pairings-elimination "$real" --what pairings --elimination 1

ls -1 "$out"
