#!/usr/bin/env bash
# Size and speed of the HTML report on one kernel (docs/report.md): the page written by
# `alloc --html` (its size, and the time alloc took to write it: --report's ms_html), and
# the wall time of `chromium --headless --screenshot` on it beside the same command on an
# almost empty page (Chromium's own start), each the median of 3 runs.
# Usage: report-time.sh KERNEL.pre.mir|K.sass OUTDIR [alloc options...]   (default --allocator classical)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
in="$1"; out="$2"; shift 2
[ $# -gt 0 ] || set -- --allocator classical
bin="$root/build/verilocc"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
"$bin" alloc "$in" "$@" --html "$out/page.html" --report "$out/report.json" --quiet
printf '<!doctype html><title>blank</title><p>blank</p>\n' > "$out/blank.html"
shot() {   # wall seconds of one screenshot of $1
  local t0 t1
  t0=$(date +%s.%N)
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,2600 \
    --screenshot="$out/$(basename "$1" .html).png" "file://$1" > /dev/null 2>&1 || true
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f\n", b - a }'
}
median() { sort -n | sed -n 2p; }
page=$(for i in 1 2 3; do shot "$out/page.html"; done | median)
blank=$(for i in 1 2 3; do shot "$out/blank.html"; done | median)
jq -r --arg page "$page" --arg blank "$blank" --arg bytes "$(stat -c %s "$out/page.html")" \
  '"report page of \(.file): \(.functions | map("\(.name) \(.instructions) instructions") | join(", ")); " +
   "\($bytes) bytes written in \(.ms_html * 10 | round / 10) ms; chromium --headless --screenshot: " +
   "\($page) s (an almost empty page: \($blank) s), median of 3"' "$out/report.json"
