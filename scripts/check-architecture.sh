#!/usr/bin/env bash
# Fails if the pure layers reach for the GUI or the outside world.
#  - src/engine: no egui/eframe/rfd, no app, no file system, no clock, no global RNG.
#  - src/io: no egui/eframe/rfd, no app.
#  - src/web (the local-network server, a front end like app and cli): engine and io only; its
#    pages never apply a command or write a file: only the owner does (the app's document, or
#    serve.rs, the headless owner of `netrunner-to serve`).
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0
check() { # pattern dir why
  if grep -rnE "$1" "$2" --include='*.rs'; then
    echo "architecture: $2 must not use: $3" >&2
    fail=1
  fi
}
check '\b(egui|eframe|rfd)\b|crate::app|crate::cli' src/engine "GUI or front-end code"
check 'std::fs|std::net|File::|SystemTime|Instant::now|Utc::now|Local::now|thread_rng|rand::rng\(|OsRng|getrandom' src/engine "files, clock or global randomness"
check '\b(egui|eframe|rfd)\b|crate::app|crate::cli' src/io "GUI or front-end code"
check 'crate::web' src/engine "the local-network server"
check 'crate::web' src/io "the local-network server"
check '\b(egui|eframe|rfd)\b|crate::app|crate::cli' src/web "the app or the command line"
for f in src/web/*.rs; do
  [ "$f" = src/web/serve.rs ] && continue
  check '\.apply\(|apply_at\(|EventFile|write_atomic|fs::write|File::create|OpenOptions' "$f" \
    "a change to the event or a file (send a Command to the owner)"
done
exit $fail
