#!/usr/bin/env bash
# The AMD lines of the library corpus (issue 23), per function of every AMDGPU pre-RA MIR file
# given: `verilocc alloc` with the default allocator (--asm: llc-19 -verify-machineinstrs on the
# written MIR), the native verifier on its assignment (against the spilled MIR where alloc
# spilled, --spilled), translation validation of the written MIR against the input
# (`verify PRE --post OURS`), and translation validation of LLVM greedy's own post-RA MIR of the
# same file (llc-19 -enable-ipra=false -start-before=greedy -stop-after=virtregrewriter,1, as
# collect writes it), two files at a time.
# Usage: [ALLOCATOR=NAME] library-amd.sh DIR FILES.txt OUT   (FILES: pre.mir paths relative to DIR,
# one a line; ALLOCATOR: alloc's --allocator, default alloc's own default)
# Writes OUT/rows.tsv, one row per function:
#   file function kernel calls alloc native tv greedy-tv ours-VGPR+AGPR greedy-VGPR+AGPR greedy-spills
# (exit statuses; a file alloc fails on gives one row "(all)"), and prints:
#   allocated and verified (alloc, native, tv all 0), greedy's output accepted (greedy-tv 0), and
#   VGPR+AGPR at most greedy's on the functions greedy does not spill.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:?usage: library-amd.sh DIR FILES.txt OUT}"; files="${2:?usage: library-amd.sh DIR FILES.txt OUT}"
out="${3:?usage: library-amd.sh DIR FILES.txt OUT}"
mkdir -p "$out/runs"
export ALLOCATOR="${ALLOCATOR:-}" VL_BIN="${VERILOCC:-$root/build/verilocc}" VL_DIR="$(cd "$dir" && pwd)" VL_OUT="$(cd "$out" && pwd)"

one() {
  local mir="$1" b="$VL_OUT/runs/$(echo "$1" | tr / .)" in="$VL_DIR/$1" a n=2 t=2 g calls cpu
  cpu=$(grep -o -m1 '"target-cpu"="[a-z0-9]*"' "$in" | cut -d'"' -f4)
  rm -f "$b.spilled.mir"
  local how=(); [ -n "$ALLOCATOR" ] && how=(--allocator "$ALLOCATOR")
  timeout 1200 nice -n 10 "$VL_BIN" alloc "$in" "${how[@]}" -o "$b.out.mir" --json "$b.json" --asm "$b.s" --report "$b.report.json" \
    --spilled "$b.spilled.mir" --quiet > "$b.log" 2>&1; a=$?
  if [ $a = 0 ]; then
    # a spilled module's assignment names the spilled MIR's registers
    local checked="$in"; [ -s "$b.spilled.mir" ] && checked="$b.spilled.mir"
    timeout 600 "$VL_BIN" verify "$checked" "$b.json" > "$b.native" 2>&1; n=$?
    timeout 600 "$VL_BIN" verify "$in" --post "$b.out.mir" > "$b.tv" 2>&1; t=$?
  fi
  # wave32: llc-19 reads back `implicit $vcc`, not the `$vcc_lo` it prints (llvm-project issue 82030)
  sed -E 's/(, implicit(-def)? (dead |killed |undef )?)\$vcc_lo\b/\1$vcc/g' "$in" > "$b.greedy-in.mir"
  if timeout 600 nice -n 10 llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -O3 -enable-ipra=false -start-before=greedy \
       -stop-after=virtregrewriter,1 "$b.greedy-in.mir" -o "$b.greedy.mir" 2> "$b.greedy.log"; then
    timeout 600 "$VL_BIN" verify "$in" --post "$b.greedy.mir" > "$b.gtv" 2>&1; g=$?
  else
    g=llc
  fi
  rm -f "$b.greedy-in.mir"
  calls=$(grep -c 'SI_CALL' "$in")
  if [ $a = 0 ] && [ -s "$b.report.json" ]; then
    # VGPR+AGPR: TotalNumVgprs where the target has AGPRs, else NumVgprs (gfx1100 reports -1 there)
    jq -r --arg f "$mir" --arg a $a --arg n $n --arg t $t --arg g $g --arg c "$calls" '
      def total: if (.total_vgpr // -1) >= 0 then .total_vgpr elif (.vgpr // -1) >= 0 then .vgpr + ([.agpr, 0] | max)
                 else "NA" end;
      .functions[] | [$f, .name, .greedy.kernel, $c, $a, $n, $t, $g, (.ours | total), (.greedy | total),
       (.greedy.spills // 0)] | @tsv' "$b.report.json"
  else
    printf '%s\t(all)\tNA\t%s\t%s\t%s\t%s\t%s\tNA\tNA\tNA\n' "$mir" "$calls" $a $n $t $g
  fi
}
export -f one
xargs -P 2 -L 1 bash -c 'one "$0"' < "$files" > "$out/rows.tsv"
sort -o "$out/rows.tsv" "$out/rows.tsv"

awk -F'\t' '
{ n++; if ($5 == 0 && $6 == 0 && $7 == 0) ok++; if ($8 == "0") g++
  if ($11 == 0 && $9 != "NA" && $10 != "NA") { ns++; if ($9 <= $10) le++ } }
END {
  printf "AMD library functions: %d rows (a file alloc fails on counts once)\n", n
  printf "allocated and verified (alloc with llc-19 -verify-machineinstrs, native verifier, translation validation): %d / %d (%.1f%%)\n", ok, n, 100 * ok / n
  printf "verify --post accepts LLVM greedy'"'"'s own output: %d / %d (%.1f%%)\n", g, n, 100 * g / n
  printf "VGPR+AGPR <= greedy on functions greedy does not spill: %d / %d (%.1f%%)\n", le, ns, ns ? 100 * le / ns : 0
}' "$out/rows.tsv" | tee "$out/summary.txt"
