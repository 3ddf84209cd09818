#!/usr/bin/env bash
# Kernels with calls against LLVM greedy. Inputs: the HIP sources with device
# functions kept out of line in tests/inputs/mir (call.hip, call_chain.hip,
# csr_sgprs.hip) for gfx90a, gfx942 and gfx1100; with MANIFEST also the corpus's
# kernels compiled again with -fno-inline, so that every helper is a call (the
# first variant of each family and target in the manifest, as its family file
# builds it). For each module and allocator (model, classical): `verilocc alloc`
# with --asm and --hsaco (the native verifier, llc-19 -verify-machineinstrs, the
# linker), then translation validation of the written MIR (`verify --post`). A
# module that fails is checked with LLVM greedy's own output through the same
# llc step, to tell an input llc cannot take back from our failure.
# Prints per allocator: modules allocated and verified, failures, and per function
# (kernels and device functions) the share whose VGPRs (VGPR+AGPR total) and SGPRs
# are at most greedy's on the same MIR, with the sums; and the VGPRs against
# greedy's own post-RA MIR put through the same llc-19 -start-after step, since
# the MIR does not carry LLVM's record of its SGPR-lane VGPRs and the prologue
# then takes a new VGPR for the frame pointer's lane (docs/semantics.md,
# "Calls"); writes OUT-DIR/summary.json.
# Usage: calls-measure.sh OUT-DIR [MANIFEST]
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: calls-measure.sh OUT-DIR [MANIFEST]}"; manifest="${2:-}"
mkdir -p "$out/in" "$out/runs"
out="$(cd "$out" && pwd)"
export VL_BIN="$root/build/verilocc" VL_OUT="$out"

# One module: NAME TARGET. Writes runs/NAME.ALLOC.{mir,s,hsaco,json,err,rc} and NAME.greedy.rc.
one() {
  local name="$1" t="$2" in="$VL_OUT/in/$1.pre.mir" a rc tv
  for a in model classical; do
    local base="$VL_OUT/runs/$name.$a"
    nice -n 10 "$VL_BIN" alloc "$in" --allocator "$a" -o "$base.mir" --asm "$base.s" --hsaco "$base.hsaco" \
      --report "$base.json" --quiet > /dev/null 2> "$base.err"; rc=$?
    tv=-
    [ $rc = 0 ] && { "$VL_BIN" verify "$in" --post "$base.mir" > /dev/null 2>> "$base.err"; tv=$?; }
    echo "$rc $tv" > "$base.rc"
  done
  # LLVM greedy's output through the step ours goes through (wave32 $vcc as llc reads it back).
  local g="$VL_OUT/runs/$name.greedy"
  sed -E 's/(, implicit(-def)? (dead |killed |undef )?)\$vcc_lo\b/\1$vcc/g' "$in" > "$g.in.mir"
  if ! llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" -O3 -enable-ipra=false -start-before=greedy -stop-after=virtregrewriter,1 \
      "$g.in.mir" -o "$g.mir" 2> "$g.err"; then echo "input" > "$g.rc"
  else
    sed -i -E 's/(, implicit(-def)? (dead |killed |undef )?)\$vcc_lo\b/\1$vcc/g' "$g.mir"
    if llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" -O3 -enable-ipra=false -start-after=virtregrewriter,1 -verify-machineinstrs \
        "$g.mir" -o "$g.s" 2>> "$g.err"; then echo "ok" > "$g.rc"; else echo "verifier" > "$g.rc"; fi
  fi
  rm -f "$g.in.mir"
}
export -f one

# The inputs: pre-RA MIR in OUT-DIR/in, one line "NAME TARGET" each in OUT-DIR/jobs.
compile() {   # SOURCE NAME TARGET [clang options...]
  local src="$1" name="$2" t="$3"; shift 3
  clang-19 -x hip --offload-arch="$t" --cuda-device-only -nogpulib -nogpuinc -cuid=verilocc -O3 -emit-llvm -S \
    "$@" "$src" -o "$out/in/$name.ll" 2> "$out/in/$name.err" &&
    llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" -O3 -stop-before=greedy "$out/in/$name.ll" -o "$out/in/$name.pre.mir" \
      2>> "$out/in/$name.err" && echo "$name $t" >> "$out/jobs"
}
: > "$out/jobs"
for t in gfx90a gfx942 gfx1100; do
  for f in call call_chain csr_sgprs; do compile "$root/tests/inputs/mir/$f.hip" "$f.$t" "$t"; done
done
if [ -n "$manifest" ]; then
  jq -r 'select(.target | test("^gfx")) | [.family, .target, .variant, (.params | to_entries | map("-D\(.key)=\(.value)") | join(" "))] | @tsv' \
    "$manifest" | awk -F'\t' '!seen[$1 "\t" $2]++' |
    while IFS=$'\t' read -r family t variant defines; do
      src="$root/corpus/kernels/$(jq -r .source "$root/corpus/families/$family.json")"
      # shellcheck disable=SC2086  # one word per -D option
      compile "$src" "$variant.$t.noinline" "$t" -fno-inline $defines || echo "not compiled: $variant ($t)"
    done
fi
xargs -P 2 -L 1 bash -c 'one "$0" "$1"' < "$out/jobs"

# The tally, per allocator.
for a in model classical; do
  ok=0 fail=0 input=0
  : > "$out/$a.functions.tsv"
  while read -r name t; do
    read -r rc tv < "$out/runs/$name.$a.rc"
    greedy="$(cat "$out/runs/$name.greedy.rc")"
    if [ "$rc" = 0 ] && [ "$tv" = 0 ]; then
      ok=$((ok + 1))
      # Greedy's output through the same round trip: TotalNumVgprs per function of its .s.
      # (wave32 targets print no TotalNumVgprs: NumVgprs is the total there.)
      round_trip="$(awk 'function put() { if (f != "" && n != "") { printf "%s%s=%s", sep, f, n; sep = " " } f = n = "" }
        /^\t\.type\t.*,@function/ { put(); sub(/^\t\.type\t/, ""); sub(/,@function.*/, ""); f = $0 }
        /^; NumVgprs: / && n == "" { n = $3 } /^; TotalNumVgprs: / { n = $3 } END { put() }' \
        "$out/runs/$name.greedy.s" 2> /dev/null)"
      jq -r --arg m "$name" --arg rt "$round_trip" '($rt | split(" ") | map(split("=") | {(.[0]): (.[1] | tonumber)}) | add // {}) as $g |
        .functions[] | select(.greedy) |
        def total: if .total_vgpr >= 0 then .total_vgpr else .vgpr end;
        [$m, .name, (.ours.kernel | tostring), (.ours | total), (.greedy | total), .ours.sgpr, .greedy.sgpr,
         ($g[.name] // -1)] | @tsv' "$out/runs/$name.$a.json" >> "$out/$a.functions.tsv"
    elif [ "$greedy" != ok ]; then
      input=$((input + 1)); echo "  $a: $name fails (alloc $rc, validation $tv); greedy's output fails too ($greedy)"
    else
      fail=$((fail + 1)); echo "  $a: $name FAILS (alloc $rc, validation $tv): $(grep -m1 error "$out/runs/$name.$a.err")"
    fi
  done < "$out/jobs"
  total=$(wc -l < "$out/jobs")
  awk -F'\t' -v a="$a" -v ok="$ok" -v fail="$fail" -v input="$input" -v total="$total" '
    { n++; k = $3 == "true" ? "kernels" : "device functions"; c[k]++
      if ($4 <= $5) v[k]++; if ($6 <= $7) s[k]++; ov += $4; gv += $5; os += $6; gs += $7
      if ($8 >= 0) { rt[k]++; if ($4 <= $8) rv[k]++ } }
    END {
      printf "%s: %d of %d modules allocated and verified (%d fail where greedy'"'"'s own output fails the same llc step, %d fail otherwise)\n", a, ok, total, input, fail
      for (k in c) printf "  %s: %d; VGPRs <= greedy on %d (%.1f%%), SGPRs <= greedy on %d (%.1f%%); VGPRs <= greedy'"'"'s output after the same MIR round trip on %d of %d\n", k, c[k], v[k], 100 * v[k] / c[k], s[k], 100 * s[k] / c[k], rv[k], rt[k]
      printf "  sums over %d functions: VGPRs %d (greedy %d), SGPRs %d (greedy %d)\n", n, ov, gv, os, gs
    }' "$out/$a.functions.tsv"
  jq -n --arg a "$a" --argjson ok "$ok" --argjson fail "$fail" --argjson input "$input" --argjson total "$total" \
    '{allocator: $a, modules: $total, verified: $ok, failed: $fail, failed_with_greedy: $input}' > "$out/$a.summary.json"
done
jq -s . "$out"/model.summary.json "$out"/classical.summary.json > "$out/summary.json"
