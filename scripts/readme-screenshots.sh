#!/usr/bin/env bash
# The README's screenshots of the Players, Rounds and Standings screens (English, 1280×800):
# builds a 16-player store championship half-way through round 3 with the command line, opens it
# in the real app on a virtual display, clicks through the screens and saves
# docs/screenshots/{players,rounds,standings}.png. Look at them before committing.
# Needs: xvfb, xdotool, imagemagick (import). Usage: scripts/readme-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/app-window.sh
out=docs/screenshots
tmp=$(mktemp -d)
display=:${NRTO_DISPLAY:-98}
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
bin=${CARGO_TARGET_DIR:-target}/debug/netrunner-to
ev=$tmp/store-championship.json
"$bin" new "$ev" --name "Store Championship Berlin" --date 2026-11-28 --seed 2811 --force >/dev/null
while IFS='|' read -r name corp runner pronouns; do
  args=(player add "$ev" "$name" --corp "$corp" --runner "$runner")
  [ -n "$pronouns" ] && args+=(--pronouns "$pronouns")
  "$bin" "${args[@]}" >/dev/null
done <<'PLAYERS'
Ana Souza|PT Untaian: Life's Building Blocks|Captain Padma Isbister: Intrepid Explorer|she/her
Ben Carter|Pravdivost Consulting: Political Solutions|Ryō "Phoenix" Ōno: Out of the Ashes|
Dana Kowalski|AU Co.: The Gold Standard in Clones|Barry "Baz" Wong: Tri-Maf Veteran|she/they
Elif Yılmaz|BANGUN: When Disaster Strikes|Magdalene Keino-Chemutai: Cryptarchitect|
Finn O'Brien|AU Co.: The Gold Standard in Clones|Nova Initiumia: Catalyst & Impetus|he/him
Grace Okafor|LEO Construction: Labor Solutions|Arissana Rocha Nahu: Street Artist|
Hiro Tanaka|Ampère: Cybernetics For Anyone|Mercury: Chrome Libertador|
Ines Moreau|Synapse Global: Faster than Thought|Barry "Baz" Wong: Tri-Maf Veteran|
Jonas Berg|Nebula Talent Management: Making Stars|Barry "Baz" Wong: Tri-Maf Veteran|
Kateryna Shevchenko|Haas-Bioroid: Precision Design|Esâ Afontov: Eco-Insurrectionist|she/her
Lucas Ferreira|Jinteki: Restoring Humanity|Zahya Sadeghi: Versatile Smuggler|
Mei Lin|Hyoubu Institute: Absolute Clarity|Lat: Ethical Freelancer|
Nadia Haddad|Weyland Consortium: Built to Last|Tāo Salonga: Telepresence Magician|
Oskar Lindqvist|Azmari EdTech: Shaping the Future|Sebastião Souza Pessoa: Activist Organizer|
Priya Raman|NBN: Reality Plus|Hayley Kaplan: Universal Scholar|
Ravi Mehta|Jinteki: Personal Evolution|Mercury: Chrome Libertador|he/him
PLAYERS
results=(6-0 3-3 0-6 6-0 3-3 6-0 0-6 3-3)
for round in 1 2; do
  "$bin" pair "$ev" >/dev/null
  for t in 1 2 3 4 5 6 7 8; do
    "$bin" report "$ev" --table "$t" "${results[$(((t + round) % 8))]}" >/dev/null
  done
done
"$bin" pair "$ev" >/dev/null
for t in 1 2 3 4 5; do
  "$bin" report "$ev" --table "$t" "${results[$((t % 8))]}" >/dev/null
done
start_app "$ev" en
nav() { # index (0 = Players) name
  DISPLAY=$display xdotool mousemove 75 $((57 + 36 * $1)) click 1
  sleep 1.5
  DISPLAY=$display import -window root "$out/$2.png"
}
nav 0 players
nav 2 rounds
nav 3 standings
ls -l "$out"/players.png "$out"/rounds.png "$out"/standings.png
