#!/usr/bin/env bash
# The HTML report in a real browser (docs/report.md): pages for a test kernel (MIR, with
# spill code forced, and SASS), for an eval report of the committed corpus sample, and for
# a results page with a training log and GPU measurements (`report --eval` draws the eval
# section the same code draws for `eval --html`). Each page must be
# self-contained (no script, no reference outside itself), hold the SVG elements its
# charts are made of, and render in headless Chromium to a screenshot that is not blank:
# many colours, and pixels of exactly our blue and the vendor's orange (html.c's colours).
# Skipped when Chromium is missing, except under CI=1 (scripts/setup.sh installs it).
# Usage: run-report-test.sh [BUILD]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"   # absolute: Chromium takes a file:// URL
bin="$build/verilocc"
out="$build/report-test"
if ! command -v chromium >/dev/null; then
  if [ -n "${CI:-}" ]; then echo "report-test: FAIL: chromium is missing (scripts/setup.sh installs it)"; exit 1; fi
  echo "report-test: skipped: chromium is missing (scripts/setup.sh installs it)"; exit 0
fi
rm -rf "$out" && mkdir -p "$out"
failures=0
fail() { echo "report-test: FAIL: $*"; failures=$((failures + 1)); }

# The pages.
"$bin" report "$root/tests/inputs/mir/loop_gfx90a.pre.mir" --allocator classical --max-vgprs 6 --max-agprs 0 \
  -o "$out/kernel.html"
"$bin" alloc "$root/tests/inputs/sass/gemm_bf16_sm90.sass" --html "$out/sass.html" --quiet
"$bin" eval "$root/corpus/sample/manifest.jsonl" --split all --allocator classical --json "$out/eval.json" \
  --html "$out/eval.html" > "$out/eval.log" 2>&1
"$bin" report --training "$root/tests/inputs/report/training.jsonl" \
  --measurements "$root/tests/inputs/report/h100.csv" -o "$out/results.html"

# Self-contained: no script, no link or image from anywhere, no URL but SVG's namespace.
for page in kernel sass eval results; do
  f="$out/$page.html"
  if grep -qiE '<script|<link|<img|<iframe|src=|href=|@import|url\(' "$f"; then fail "$page.html refers outside itself"; fi
  if grep -oE '(https?|file|ftp)://[^"]*' "$f" | grep -qv '^http://www.w3.org/2000/svg$'; then fail "$page.html holds a URL"; fi
done

# The elements each page's charts are made of: (page, pattern, at least how many).
expect() {
  local n
  n=$(grep -oE "$2" "$out/$1.html" | wc -l)
  [ "$n" -ge "$3" ] || fail "$1.html: $n of '$2', expected at least $3"
}
expect kernel '<svg ' 3
expect kernel 'polyline class="line ours"' 2        # our pressure, VGPR and SGPR
expect kernel 'polyline class="line vendor"' 2      # LLVM greedy's
expect kernel 'class="budget"' 2
expect kernel 'class="loop1"' 2                     # the kernel's loop shaded
expect kernel 'class="store"' 2                     # the spill code forced by --max-vgprs 6
expect kernel 'class="reload"' 2
expect kernel 'class="(work|spill|copies)"' 3       # the cost breakdown
expect sass 'polyline class="line vendor"' 1        # ptxas's
expect sass 'class="occ"' 4                         # occupancy steps
expect eval '<tr>' 10                               # the Pass@k table: families and total
expect eval 'circle [^>]*class="dot ours"' 40       # the two scatters, 25 functions each
expect eval 'rect [^>]*class="vendor"' 8            # greedy's bars per family
expect eval 'class="diag"' 2
expect results 'polyline class="line ours"' 1       # the reward curve
expect results 'GPU measurements' 1

# Rendered: a screenshot that is not blank.
for page in kernel sass eval results; do
  png="$out/$page.png"
  rm -f "$png"
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1600 \
    --screenshot="$png" "file://$out/$page.html" > "$out/$page.chromium.log" 2>&1 || true
  if [ ! -s "$png" ]; then fail "$page: chromium wrote no screenshot (log $out/$page.chromium.log)"; continue; fi
  read -r distinct blue orange < <(python3 "$root/scripts/png-colours.py" "$png" '#1f6fb4' '#e6750f' |
    awk '/^distinct/ {d = $2} /^#1f6fb4/ {b = $2} /^#e6750f/ {o = $2} END {print d, b, o}')
  echo "report-test: $page.png: $distinct colours, $blue pixels of ours, $orange of the vendor's"
  [ "$distinct" -ge 50 ] || fail "$page.png looks blank: $distinct colours"
  [ "$blue" -ge 200 ] || fail "$page.png: our curve or bars are not drawn ($blue blue pixels)"
  # The results page's only orange is a thin curve (the reward's maximum): fewer pixels there.
  min_orange=200; [ "$page" = results ] && min_orange=100
  [ "$orange" -ge "$min_orange" ] || fail "$page.png: the vendor's side is not drawn ($orange orange pixels)"
done

# Bad input: file:line:col and exit 2, no page left behind.
rc=0; "$bin" report --training "$root/tests/inputs/report/h100.csv" -o "$out/bad.html" 2> "$out/bad.log" || rc=$?
[ "$rc" -eq 2 ] && grep -q "h100.csv:1:1: error:" "$out/bad.log" && [ ! -e "$out/bad.html" ] ||
  fail "a malformed training log: exit $rc, $(cat "$out/bad.log")"

if [ "$failures" -gt 0 ]; then echo "report-test: $failures failed"; exit 1; fi
echo "report-test: 4 pages rendered by $(chromium --version 2>/dev/null | head -1), all checks passed"
