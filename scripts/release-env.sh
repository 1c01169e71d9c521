# Sourced by scripts/package.sh, scripts/package-macos.sh and scripts/windows-smoke.sh: how a
# release binary is built, the same way everywhere (so the smoke test's build is the package's).
#
# release_build TARGET TARGET_DIR: cargo build --release for TARGET, with the build machine's
# paths (this checkout, the Cargo home with the crates' sources) remapped out of the binary:
# panic messages and debug strings then say /build/netrunner-to/src/… and /cargo/registry/…,
# not /home/someone/…. The flags go to the target only (CARGO_TARGET_<TRIPLE>_RUSTFLAGS), so
# build scripts and proc macros keep their cache.

cargo_home() {
  local h=${CARGO_HOME:-$HOME/.cargo}
  (cd "$h" 2>/dev/null && pwd) || echo "$h"
}

release_build() {
  local target=$1 dir=$2 var
  var="CARGO_TARGET_$(echo "$target" | tr 'a-z-' 'A-Z_')_RUSTFLAGS"
  env "$var=--remap-path-prefix=$PWD=/build/netrunner-to --remap-path-prefix=$(cargo_home)=/cargo" \
    cargo build --release --locked --target "$target" --target-dir "$dir"
}
