#!/usr/bin/env bash
# The proof that a code object from `verilocc alloc --hsaco` holds our allocation,
# read back with LLVM 19's own tools, never with ours:
#  1. metadata: per kernel, the code object's AMDGPU metadata note
#     (`llvm-readobj-19 --notes`) has `.vgpr_count` = the report's total_vgpr
#     (vgpr where llc prints no total: gfx10+), `.agpr_count` = agpr (both absent
#     on gfx10+), `.sgpr_count` = sgpr, `.private_segment_fixed_size` = scratch;
#     and the kernel descriptor the hardware reads (`llvm-objdump-19
#     --disassemble-symbols=K.kd`) grants exactly those registers: next_free_vgpr
#     = total rounded up to the allocation granule (8; 4 for wave64 on gfx10+),
#     accum_offset = the arch VGPRs rounded up to 4 (gfx90a, gfx942), next_free_sgpr
#     = sgpr rounded up to 8 (gfx9 only: gfx10+ gives every wave its SGPRs and
#     ignores the field), private segment = scratch. Every kernel of the report
#     must be in the note and every kernel of the note in the report. Device
#     functions (report `kernel: false`) have no metadata of their own: llc counts
#     their registers into each kernel that calls them, which is checked.
#  2. disassembly: `llvm-objdump-19 -d` equals the assembly instruction for
#     instruction (scripts/hsaco-disasm.awk says what is normalised).
# Usage: hsaco-check.sh OUT.s OUT.hsaco REPORT.json
# Prints a line per check ("metadata equal: ...", "disassembly equal: ...") or the
# differences; exits 0 when both are equal, 1 when one differs, 2 when a file
# cannot be read or a tool fails.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ $# = 3 ] || { echo "usage: hsaco-check.sh OUT.s OUT.hsaco REPORT.json" >&2; exit 2; }
asm="$1" hsaco="$2" report="$3"
for f in "$asm" "$hsaco" "$report"; do
  [ -r "$f" ] || { echo "$f:0:0: error: cannot read the file" >&2; exit 2; }
done
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# name, kernel (1/0), vgpr (total where printed), arch vgpr, agpr, sgpr, scratch: from the report.
jq -r '.target as $t | .functions[] | select(.ours) |
       [$t, .name, (if .ours.kernel then 1 else 0 end),
        (if .ours.total_vgpr >= 0 then .ours.total_vgpr else .ours.vgpr end),
        .ours.vgpr, .ours.agpr, .ours.sgpr, .ours.scratch] | @tsv' "$report" > "$scratch/report.tsv" ||
  { echo "$report:0:0: error: not an alloc report with llc's numbers (alloc --report with --asm or --hsaco)" >&2; exit 2; }
llvm-readobj-19 --notes "$hsaco" > "$scratch/notes.txt" || exit 2
kernels="$(awk -F'\t' '$3 == 1 { printf "%s%s.kd", n++ ? "," : "", $2 }' "$scratch/report.tsv")"
: > "$scratch/descriptors.txt"
if [ -n "$kernels" ]; then
  llvm-objdump-19 --disassemble-all --disassemble-symbols="$kernels" "$hsaco" > "$scratch/descriptors.txt" || exit 2
fi

# The note's YAML: a kernel is a list item under amdhsa.kernels; its keys sit at
# indent 4 (the first after "  - "), its arguments' keys deeper.
awk '
  /^amdhsa\.kernels:/ { in_kernels = 1; next }
  /^amdhsa\./ || /^\.\.\./ { in_kernels = 0 }
  !in_kernels { next }
  /^  - / { k++ }
  /^(  - |    )\.[a-z_]+:/ {
    line = $0; sub(/^  - /, "    ", line); split(line, w, /:[ ]*/); key = w[1]; sub(/^ +/, "", key)
    meta[k, key] = w[2]
  }
  END {
    for (i = 1; i <= k; i++)
      printf "N\t%s\t%s\t%s\t%s\t%s\t%s\n", meta[i, ".name"], meta[i, ".vgpr_count"],
        (i, ".agpr_count") in meta ? meta[i, ".agpr_count"] : "-", meta[i, ".sgpr_count"],
        meta[i, ".private_segment_fixed_size"], meta[i, ".wavefront_size"]
  }' "$scratch/notes.txt" > "$scratch/meta.tsv"
# The descriptors as llvm-objdump decodes them.
awk '
  /^\.amdhsa_kernel / { k = $2; next }
  /^\.end_amdhsa_kernel/ {
    printf "D\t%s\t%s\t%s\t%s\t%s\n", k, d["next_free_vgpr"], ("accum_offset" in d) ? d["accum_offset"] : "-",
      d["next_free_sgpr"], d["private_segment_fixed_size"]
    delete d; next
  }
  k != "" && /^[ \t]*\.amdhsa_/ { key = $1; sub(/^\.amdhsa_/, "", key); d[key] = $2 }' \
  "$scratch/descriptors.txt" > "$scratch/desc.tsv"

cat "$scratch/meta.tsv" "$scratch/desc.tsv" "$scratch/report.tsv" | awk -F'\t' '
  function up(n, g) { n = n < 1 ? 1 : n; return int((n + g - 1) / g) * g }
  function differ(what) { print "metadata differs: " what; bad++ }
  $1 == "N" { in_note[$2] = 1; vgpr_count[$2] = $3; agpr_count[$2] = $4; sgpr_count[$2] = $5; private[$2] = $6; wave[$2] = $7; next }
  $1 == "D" { in_desc[$2] = 1; d_vgpr[$2] = $3; d_accum[$2] = $4; d_sgpr[$2] = $5; d_private[$2] = $6; next }
  {
    target = $1; name = $2
    if ($3 != 1) { functions++; next }
    kernels++; ours_kernel[name] = 1
    if (!(name in in_note)) { differ(name " is not in the metadata note"); next }
    if (vgpr_count[name] != $4) differ(name ": .vgpr_count " vgpr_count[name] ", report " $4)
    if (agpr_count[name] != ($6 < 0 ? "-" : $6)) differ(name ": .agpr_count " agpr_count[name] ", report " $6)
    if (sgpr_count[name] != $7) differ(name ": .sgpr_count " sgpr_count[name] ", report " $7)
    if (private[name] != $8) differ(name ": .private_segment_fixed_size " private[name] ", report scratch " $8)
    if (!(name in in_desc)) { differ(name ": no kernel descriptor " name ".kd"); next }
    gfx10 = target ~ /^gfx1[0-9]/
    g = gfx10 && wave[name] == 64 ? 4 : 8
    if (d_vgpr[name] != up($4, g)) differ(name ": descriptor next_free_vgpr " d_vgpr[name] ", report " $4 " rounded up to " g)
    if (d_accum[name] != "-" && d_accum[name] != up($5, 4))
      differ(name ": descriptor accum_offset " d_accum[name] ", report vgpr " $5 " rounded up to 4")
    if (!gfx10 && d_sgpr[name] != up($7, 8)) differ(name ": descriptor next_free_sgpr " d_sgpr[name] ", report " $7 " rounded up to 8")
    if (d_private[name] != $8) differ(name ": descriptor private segment " d_private[name] ", report scratch " $8)
  }
  END {
    for (n in in_note) if (!(n in ours_kernel)) differ(n " is in the metadata note but not a kernel of the report")
    if (bad) exit 1
    printf "metadata equal: %d kernel%s (vgpr, agpr, sgpr, scratch; note and descriptor)", kernels, kernels == 1 ? "" : "s"
    if (functions) printf ", %d device function%s (no metadata of %s own)", functions, functions == 1 ? "" : "s",
      functions == 1 ? "its" : "their"
    printf "\n"
  }'
meta_rc=$?

llvm-nm-19 --defined-only "$hsaco" > "$scratch/symbols.txt" || exit 2
llvm-objdump-19 -d "$hsaco" > "$scratch/disassembly.txt" || exit 2
awk -f "$here/hsaco-disasm.awk" "$scratch/symbols.txt" "$scratch/disassembly.txt" "$asm"
disasm_rc=$?
[ $meta_rc = 0 ] && [ $disasm_rc = 0 ] && exit 0
[ $meta_rc -le 1 ] && [ $disasm_rc -le 1 ] && exit 1
exit 2
