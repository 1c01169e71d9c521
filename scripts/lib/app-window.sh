# Shared by the screenshot scripts: the real app on a virtual display.
# Needs $display, $tmp and $bin set; sets $xvfb and $app (the scripts' cleanup kills them).
# Usage: start_app EVENT.json LANGUAGE   (the event reopens at start, in LANGUAGE, at 1280x800)
start_app() {
  mkdir -p "$tmp/data/netrunner-to"
  printf '{"recent":[],"dark":false,"scale":1.0,"reopen":"%s","projector":false,"language":"%s"}' \
    "$1" "$2" >"$tmp/data/netrunner-to/prefs.json"
  Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  DISPLAY=$display XDG_DATA_HOME=$tmp/data "$bin" &
  app=$!
  DISPLAY=$display xdotool search --sync --name "Netrunner TO" >/dev/null
  sleep 3
  local win
  win=$(DISPLAY=$display xdotool search --name "Netrunner TO" | head -1)
  DISPLAY=$display xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800
  sleep 1
}
