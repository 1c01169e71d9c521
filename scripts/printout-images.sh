#!/usr/bin/env bash
# Renders every printout to PNG (first page, 70 dpi) into docs/printouts/, for the README.
#  - a store championship with accented names built through the CLI (27 players, round 1
#    reported, round 2 paired): pairings, pairings by name, slips, standings, registration;
#  - a real top-8 double elimination event (fixtures/real): the bracket;
#  - a real 113-player event (fixtures/real): the statistics (field and results pages);
#  - a NAPD event of 12 players and a Big Sell-Out event of 6 teams (classic edition, pods of
#    3 teams), two rounds reported and round 3 paired: pods, pods by name, result slips,
#    standings.
# Needs poppler-utils (pdftoppm) and jq. Usage: scripts/printout-images.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/printouts
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cargo test --no-run --test it --quiet  # the binary the tests build (no second build of the dependencies)
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

# Statistics of a real 113-player top-8 event: the field (page 1) and the results (page 3).
blm=$tmp/blm.json
"$bin" import fixtures/real/cobra_2020-06-27_black-lives-matter-charity_113p_6r_top8de.json \
  --out "$blm" --seed 1 >/dev/null 2>&1
render statistics "$blm" --what statistics
pdftoppm -png -r 70 -f 3 -l 3 -singlefile "$tmp/statistics.pdf" "$out/statistics-results"

# NAPD: 12 players, round 1 and 2 reported (the Corp wins odd pods, the Corp is decked in even
# pods), round 3 paired.
napd=$tmp/napd.json
"$bin" new "$napd" --name "NAPD Night" --format napd --date 2026-03-15 --seed 7 >/dev/null
ids=("Sunny Lebeau: Security Specialist" "Noise: Hacker Extraordinaire" "Kate \"Mac\" McCaffrey: Digital Tinker" \
     "Gabriel Santiago: Consummate Professional" "Hayley Kaplan: Universal Scholar" "Nasir Meidan: Cyber Explorer")
i=0
for n in "Ann Andersson" "Bo Berg" "Čeněk Łukasz" "Di Dahl" "Émile Étienne" "Fay Fox" "Gus Grün" \
         "Hana Hořejší" "Ida Isaksen" "Jo Jensen" "Zoë Müller" "Søren Ångström"; do
  "$bin" player add "$napd" "$n" --runner "${ids[$((i % 6))]}" >/dev/null
  i=$((i + 1))
done
for round in 1 2; do
  "$bin" mp pair "$napd" >/dev/null
  "$bin" mp pods "$napd" --json | jq -r '.pods[] | "\(.table) \(.corpPlayer)"' |
    while read -r pod corp; do
      if [ $((pod % 2)) -eq 1 ]; then
        "$bin" mp report "$napd" --pod "$pod" --ending corp-agendas --points "#$corp=7" >/dev/null
      else
        "$bin" mp report "$napd" --pod "$pod" --ending corp-decked --points "#$corp=3" >/dev/null
      fi
    done
done
"$bin" mp pair "$napd" >/dev/null
render napd-pods "$napd" --what pods
render napd-pods-by-name "$napd" --what pods-by-name
render napd-slips "$napd" --what pod-slips
render napd-standings "$napd" --what standings --round 2

# The Big Sell-Out (classic): 6 teams in pods of 3, two rounds reported at time (the first
# team of each pod ahead), round 3 paired.
bso=$tmp/bso.json
"$bin" new "$bso" --name "The Big Sell-Out" --format big-sell-out-classic --date 2026-03-15 --seed 7 >/dev/null
"$bin" mp settings "$bso" --pod-size 3 >/dev/null
team() { "$bin" mp team "$bso" --name "$1" --sponsor "$2" --sponsor-id "$3" --agent "$4" --agent-id "$5" >/dev/null; }
team "Night Shift" "Ann Andersson" "Haas-Bioroid: Precision Design" "Bo Berg" "Noise: Hacker Extraordinaire"
team "Brno Runners" "Čeněk Łukasz" "Jinteki: Restoring Humanity" "Di Dahl" "Sunny Lebeau: Security Specialist"
team "Les Étoiles" "Émile Étienne" "NBN: Reality Plus" "Fay Fox" "Hayley Kaplan: Universal Scholar"
team "Grün & Co" "Gus Grün" "Weyland Consortium: Built to Last" "Hana Hořejší" "Nasir Meidan: Cyber Explorer"
team "Fjord" "Ida Isaksen" "Haas-Bioroid: Precision Design" "Jo Jensen" "Gabriel Santiago: Consummate Professional"
team "Zoë & Søren" "Zoë Müller" "Jinteki: Restoring Humanity" "Søren Ångström" "Kate \"Mac\" McCaffrey: Digital Tinker"
for round in 1 2; do
  "$bin" mp pair "$bso" >/dev/null
  "$bin" mp pods "$bso" --json | jq -r '.pods[] | "\(.table) \(.teams[0]) \(.teams[1]) \(.teams[2])"' |
    while read -r pod a b c; do
      "$bin" mp report "$bso" --pod "$pod" --ending time --points "T$a=8" --points "T$b=5" \
        --points "T$c=$((3 + round))" >/dev/null
    done
done
"$bin" mp pair "$bso" >/dev/null
render bso-pods "$bso" --what pods
render bso-pods-by-name "$bso" --what pods-by-name
render bso-slips "$bso" --what pod-slips
render bso-standings "$bso" --what standings --round 2

ls -1 "$out"
