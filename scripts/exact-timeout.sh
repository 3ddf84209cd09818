#!/usr/bin/env bash
# exact-timeout.sh MANIFEST [N] [SECONDS]: does `--timeout` hold? Runs
# `alloc --allocator exact --timeout SECONDS` (default 5) on the N (default 5)
# largest pre-RA MIR files of a corpus manifest (by instructions, the slowest for
# Z3) and prints each one's wall time and the exact allocator's own account.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="${1:?usage: exact-timeout.sh MANIFEST [N] [SECONDS]}"; n="${2:-5}"; limit="${3:-5}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
bin="$root/build/verilocc"
jq -r 'select(.mir) | [.instructions, .mir] | @tsv' "$manifest" | sort -k2,2 -u | sort -rn | head -n "$n" |
while IFS=$'\t' read -r instrs mir; do
  t0=$(date +%s.%N)
  "$bin" alloc "$dir/$mir" --allocator exact --timeout "$limit" --no-greedy -o /dev/null > /tmp/exact-timeout.$$ 2>&1
  rc=$?
  t1=$(date +%s.%N)
  printf '%-70s %6s instrs  exit %s  wall %.2f s  %s\n' "$mir" "$instrs" "$rc" "$(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}')" \
    "$(grep -o 'exact: [a-z ]*in [0-9.]* s' /tmp/exact-timeout.$$ | head -1)"
done
rm -f /tmp/exact-timeout.$$
