#!/usr/bin/env bash
# Code objects over the AMDGPU functions of a manifest: each MIR file is allocated
# (`verilocc alloc --asm --hsaco --report`, the default allocator), linked by
# ld.lld-19 into a code object, and read back with LLVM's tools
# (scripts/hsaco-check.sh): its metadata and kernel descriptors equal the
# report, its disassembly equals the assembly. A file's functions pass together:
# one code object holds them all (device functions have no metadata of their own;
# their registers are in their callers').
#
# Usage: hsaco-corpus.sh MANIFEST OUT-DIR   (VL_BIN: the binary, default build/verilocc)
# Prints "N of M functions: metadata equal, disassembly equal" (M: the manifest's
# entries with MIR), the first failures, and writes OUT-DIR/summary.json.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$1"; out="$2"
dir="$(cd "$(dirname "$manifest")" && pwd)"
mkdir -p "$out"
export VL_BIN="${VL_BIN:-$root/build/verilocc}" VL_CHECK="$root/scripts/hsaco-check.sh" VL_DIR="$dir" VL_OUT="$out"

# One line per file: "ok|FAIL NAME FUNCTIONS MS metadata:RC disassembly:RC [why]".
one() {
  local mir="$1" functions="$2" name base start rc meta disasm why=""
  name="${mir//\//.}"; name="${name%.pre.mir}"; base="$VL_OUT/$name"
  start=$(date +%s%N)
  "$VL_BIN" alloc "$VL_DIR/$mir" --asm "$base.s" --hsaco "$base.hsaco" --report "$base.report.json" --quiet \
    --no-greedy > "$base.log" 2>&1
  rc=$?
  if [ $rc = 0 ]; then
    "$VL_CHECK" "$base.s" "$base.hsaco" "$base.report.json" > "$base.check" 2>&1
    grep -q '^metadata equal' "$base.check" && meta=1 || meta=0
    grep -q '^disassembly equal' "$base.check" && disasm=1 || disasm=0
  else
    meta=0 disasm=0 why=" (alloc exit $rc, log $base.log)"
  fi
  local ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ $meta = 1 ] && [ $disasm = 1 ]; then echo "ok   $name $functions $ms $meta $disasm"
  else echo "FAIL $name $functions $ms $meta $disasm${why:- (see $base.check)}"; fi
}
export -f one
jq -r 'select(.mir) | .mir' "$manifest" | sort | uniq -c | awk '{ print $2, $1 }' > "$out/list.txt"
start=$(date +%s)
xargs -r -P2 -L1 bash -c 'one "$@"' _ < "$out/list.txt" > "$out/results.txt"
seconds=$(( $(date +%s) - start ))
jq -R -s --argjson seconds "$seconds" '
  split("\n") | map(select(length > 0) | split(" ") | map(select(length > 0)) |
    {ok: (.[0] == "ok"), name: .[1], functions: (.[2] | tonumber), ms: (.[3] | tonumber),
     metadata: (.[4] == "1"), disassembly: (.[5] == "1")}) |
  {functions: (map(.functions) | add // 0), files: length,
   equal: (map(select(.ok) | .functions) | add // 0),
   metadata_equal: (map(select(.metadata) | .functions) | add // 0),
   disassembly_equal: (map(select(.disassembly) | .functions) | add // 0),
   ms_per_file: ((map(.ms) | add // 0) / ([length, 1] | max)), seconds: $seconds,
   failed: map(select(.ok | not) | .name)}' "$out/results.txt" > "$out/summary.json"
jq -r '"\(.equal) of \(.functions) functions: metadata equal, disassembly equal",
  "  metadata equal on \(.metadata_equal), disassembly equal on \(.disassembly_equal); \(.files) files, \(.ms_per_file | round) ms per file (2 at a time), \(.seconds) s in all"' \
  "$out/summary.json"
grep '^FAIL' "$out/results.txt" | head -5
jq -e '.equal == .functions' "$out/summary.json" > /dev/null
