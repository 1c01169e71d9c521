#!/bin/sh
# Installs Netrunner TO for the current user on Linux: the program in ~/.local/bin, the menu
# entry (netrunner-to.desktop), the icon and the event file's MIME type, so that double-clicking
# an event file opens it in the app. Run from the unpacked release folder:
#   sh packaging/linux/install.sh            (or PREFIX=/usr/local sudo sh … for every user)
# NETRUNNER_TO_BIN names another binary to install (a build of your own).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
prefix=${PREFIX:-$HOME/.local}
data=${XDG_DATA_HOME:-$prefix/share}
[ "$prefix" = "$HOME/.local" ] || data=$prefix/share
bin=${NETRUNNER_TO_BIN:-$root/netrunner-to}
[ -x "$bin" ] || bin=$root/target/release/netrunner-to
[ -x "$bin" ] || { echo "netrunner-to not found next to packaging/ (or in target/release)" >&2; exit 1; }
install -Dm755 "$bin" "$prefix/bin/netrunner-to"
install -Dm644 "$here/netrunner-to.desktop" "$data/applications/netrunner-to.desktop"
install -Dm644 "$here/netrunner-to.xml" "$data/mime/packages/netrunner-to.xml"
install -Dm644 "$root/assets/icon/netrunner-to.png" "$data/icons/hicolor/256x256/apps/netrunner-to.png"
command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
command -v xdg-mime >/dev/null && xdg-mime default netrunner-to.desktop application/x-netrunner-to-event || true
echo "installed: $prefix/bin/netrunner-to, its menu entry and the event file type"
