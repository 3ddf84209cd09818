#!/usr/bin/env bash
# Scale: time and peak memory of each stage against function size, on generated functions
# (build/fuzz/gen_function: realistic pressure, a block per hundred instructions, loops), and
# the fitted growth exponent of each stage (least squares of log time on log size).
# Stages: parse, analysis (cfg + liveness + intervals + pressure), the classical allocator, the
# native verifier (in alloc), the rewriter (from alloc --report), then `verify` and `verify --smt`
# on the assignment alloc wrote, each timed whole (time and peak RSS from /usr/bin/time).
# A size whose step takes over LIMIT seconds of wall time (default 60) is the last one that step
# runs at. The stage times inside alloc are wall time (its report); the whole-command times CPU time.
# Each step also runs under a virtual memory limit, MEM_LIMIT_MB (default 12288): Z3's encoding of a
# large function takes tens of GiB, which would take the machine down with it.
# Usage: scripts/scale.sh [TARGET] [SIZES...]   (default gfx90a 1000 10000 100000 1000000)
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 2
target="${1:-gfx90a}"
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000 1000000)
limit="${LIMIT:-60}" mem_limit_mb="${MEM_LIMIT_MB:-12288}"
bin="$root/build/verilocc" gen="$root/build/fuzz/gen_function"
[ -x "$gen" ] || { echo "scale: $gen missing (make build/fuzz/gen_function)"; exit 2; }
work="$root/build/scale"
mkdir -p "$work"
table="$work/scale.tsv"
printf 'size\tinstructions\tparse_ms\tanalysis_ms\tallocate_ms\tverify_ms\trewrite_ms\talloc_cpu_s\talloc_MiB\tverify_cpu_s\tverify_MiB\tsmt_cpu_s\tsmt_MiB\n' > "$table"
smt_on=1
# timed CMD...: runs CMD under /usr/bin/time within the limit; prints "seconds MiB" ("- -" when over).
# Seconds are CPU time (user + system): on a shared machine wall time measures the neighbours.
timed() {
  local t="$work/time.txt"
  if (ulimit -v $((mem_limit_mb * 1024)) && exec timeout "$limit" /usr/bin/time -f '%U %S %M' -o "$t" "$@") \
       > /dev/null 2>"$work/stderr.txt" || [ $? = 1 ]; then
    awk '{printf "%.2f %.0f\n", $1 + $2, $3 / 1024}' "$t"
  else
    echo "- -"
  fi
}
for n in "${sizes[@]}"; do
  in="$work/f$n.mir"
  "$gen" "$target" "$n" 7 > "$in"
  instrs=$(sed -n '/^body:/,$p' "$in" | grep -c -E '^    [^ ]' )
  read -r alloc_s alloc_mb < <(timed "$bin" alloc "$in" --allocator classical --no-greedy --quiet -o "$work/f$n.out.mir" \
    --json "$work/f$n.json" --report "$work/f$n.report.json")
  if [ "$alloc_s" = - ]; then
    printf '%s\t%s\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\n' "$n" "$instrs" >> "$table"
    echo "scale: alloc of $n instructions took over $limit s; stopping"; break
  fi
  stages=$(jq -r '[.ms_parse, (.functions | map(.ms.cfg + .ms.liveness + .ms.intervals + .ms.pressure) | add),
                   (.functions | map(.ms.allocate) | add), (.functions | map(.ms.verify) | add), .ms_rewrite]
                  | map(. * 10 | round / 10) | @tsv' "$work/f$n.report.json")
  read -r verify_s verify_mb < <(timed "$bin" verify "$in" "$work/f$n.json")
  smt_s=- smt_mb=-
  if [ $smt_on = 1 ]; then
    read -r smt_s smt_mb < <(timed "$bin" verify "$in" "$work/f$n.json" --smt)
    [ "$smt_s" != - ] || smt_on=0
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$instrs" "$stages" "$alloc_s" "$alloc_mb" "$verify_s" "$verify_mb" \
    "$smt_s" "$smt_mb" >> "$table"
done
column -t -s $'\t' "$table"
# Growth exponents: slope of log(time) over log(instructions), over the sizes each stage finished.
awk -F'\t' 'NR == 1 { for (i = 3; i <= NF; i++) name[i] = $i; next }
  { for (i = 3; i <= NF; i++) if ($i != "-" && $i > 0 && name[i] !~ /MiB/) {
      x = log($2); y = log($i); n[i]++; sx[i] += x; sy[i] += y; sxx[i] += x * x; sxy[i] += x * y } }
  END { printf "growth exponents (time ~ size^k):";
        for (i = 3; i in name; i++) if (n[i] >= 2)
          printf " %s %.2f", name[i], (n[i] * sxy[i] - sx[i] * sy[i]) / (n[i] * sxx[i] - sx[i] * sx[i]);
        printf "\n" }' "$table"
