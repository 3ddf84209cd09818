#!/usr/bin/env bash
# Allocations of every bundled kernel, to compare two builds before and after a
# change that must not change results (a refactor): the test kernels
# (build/kernels, `make kernels`), the committed corpus sample, tests/inputs/mir
# and tests/inputs/sass, with the classical and the model allocator, at the
# default budget and a forced one. Writes OUT/<kernel>.<allocator>[.forced].{json,out,log}
# (assignment, allocated text, report with the timings stripped).
# Usage: snapshot-allocations.sh BINARY OUT      then: diff -r OUT1 OUT2
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(realpath "$1")"; out="$2"
rm -rf "$out"; mkdir -p "$out"
files=()
for m in "$root/build/kernels/manifest.jsonl" "$root/corpus/sample/manifest.jsonl"; do
  [ -r "$m" ] && mapfile -t -O "${#files[@]}" files < <(jq -r 'select(.mir) | .mir' "$m" | sort -u | sed "s|^|$(dirname "$m")/|")
done
mapfile -t -O "${#files[@]}" files < <(find "$root/tests/inputs/mir" -name '*.pre.mir' | sort)
mapfile -t -O "${#files[@]}" files < <(find "$root/tests/inputs/sass" -name '*.sass' ! -name '*.life.sass' | sort)
for f in "${files[@]}"; do
  name="${f#"$root"/}"; name="${name//\//.}"
  case "$f" in *.sass) forced=(--max-regs 24); ext=sass;; *) forced=(--max-vgprs 24 --max-agprs 0); ext=mir;; esac
  for allocator in classical model; do
    for budget in default forced; do
      b="$out/$name.$allocator.$budget"; extra=()
      [ $budget = forced ] && extra=("${forced[@]}")
      "$bin" alloc "$f" --allocator "$allocator" --no-greedy -o "$b.$ext" --json "$b.json" "${extra[@]}" </dev/null > "$b.log" 2>&1
      echo "exit $?" >> "$b.log"
      # Times differ between runs; everything else must not.
      sed -i -E 's/[0-9]+\.[0-9]+ (ms|s)\b/T \1/g' "$b.log"
    done
  done
done
echo "snapshot: ${#files[@]} kernels into $out"
