#!/usr/bin/env bash
# gpu-pack.sh MANIFEST [PACK]: what scripts/gpu-bench.sh runs on a GPU machine, prepared here
# (ptxas 11.8 and verilocc need the libraries that machine lacks). For every sm_90 kernel of the
# manifest with a cubin (the H100 is sm_90), into PACK (default build/gpu-pack), under 64 MiB for
# the whole corpus:
#   NAME.ptxas.cubin  ptxas's cubin, from the corpus;
#   NAME.ours.cubin   ours: `verilocc alloc K.sass --ptx K.ptx --cubin K.cubin -o ...` (classical);
#   NAME.cap.cubin    ptxas 11.8 again on the kernel's PTX with -maxrregcount = our count: the fair
#                     baseline for an occupancy gain;
#   list.tsv          one line per kernel for `verilocc-run --batch`: NAME, its family's launch
#                     recipe (corpus/launch, by a path relative to PACK inside the working tree),
#                     the kernel, the variant's parameters, the three cubins;
#   registers.tsv     NAME, ptxas's count and ours, warps per SM of each (alloc's report);
#   refused.txt       the kernels alloc could not write a cubin for, with its message.
# PACK must lie inside the working tree (build/...) for the recipe paths; it travels with it.
# Two kernels at a time, niced. Prints "gpu-pack: N of M kernels packed (K refused), S MiB".
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="${1:?usage: gpu-pack.sh MANIFEST [PACK]}"; pack="${2:-$root/build/gpu-pack}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
tools="$root/build/tools/cuda-11.8/bin"
[ -x "$tools/ptxas" ] || { echo "gpu-pack: $tools/ptxas is missing (scripts/setup-nvidia.sh installs it)" >&2; exit 1; }
[ -x "$root/build/verilocc" ] || { echo "gpu-pack: build/verilocc is missing (make)" >&2; exit 1; }
mkdir -p "$pack" && pack="$(cd "$pack" && pwd)"
case "$pack/" in "$root"/*) ;; *) echo "gpu-pack: $pack is outside the working tree $root" >&2; exit 1 ;; esac
rm -f "$pack"/*.cubin "$pack"/list.tsv "$pack"/registers.tsv "$pack"/refused.txt "$pack"/logs/*
mkdir -p "$pack/logs"
# From the pack to the tree's root: the recipes' relative path.
up="$(realpath --relative-to="$pack" "$root")"
export VL_BIN="$root/build/verilocc" VL_DIR="$dir" VL_PACK="$pack" VL_TOOLS="$tools" VL_UP="$up"
jq -r 'select(.target == "sm_90" and .sass and .cubin and .ptx) |
       [.id, .family, .function, (.params | to_entries | map("\(.key)=\(.value)") | join(",") | if . == "" then "-" else . end),
        .sass, .cubin, .ptx] | @tsv' "$manifest" > "$pack/kernels.tsv"
total=$(wc -l < "$pack/kernels.tsv")
[ "$total" -gt 0 ] || { echo "gpu-pack: no sm_90 kernels with cubins in $manifest" >&2; exit 1; }

one() {
  local id="$1" family="$2" kernel="$3" params="$4" sass="$5" cubin="$6" ptx="$7" name base ours ptxas occupancy
  name="${id//\//.}"; base="$VL_PACK/$name"
  if ! nice -n 10 "$VL_BIN" alloc "$VL_DIR/$sass" --ptx "$VL_DIR/$ptx" --cubin "$VL_DIR/$cubin" -o "$base.ours.cubin" \
       --report "$base.report.json" --quiet > "$VL_PACK/logs/$name.log" 2>&1; then
    rm -f "$base.ours.cubin"
    echo "refused	$name	$(grep -m1 error: "$VL_PACK/logs/$name.log")"
    return
  fi
  ours=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | .ours.R' "$base.report.json")
  ptxas=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | .ptxas.R' "$base.report.json")
  occupancy=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | "\(.occupancy.ptxas)\t\(.occupancy.ours)"' "$base.report.json")
  rm -f "$base.report.json"
  [ -n "$ours" ] || { echo "refused	$name	no function $kernel in alloc's report"; return; }
  cp "$VL_DIR/$cubin" "$base.ptxas.cubin"
  nice -n 10 "$VL_TOOLS/ptxas" -arch=sm_90 -maxrregcount="$ours" "$VL_DIR/$ptx" -o "$base.cap.cubin" \
    >> "$VL_PACK/logs/$name.log" 2>&1 || { echo "refused	$name	ptxas -maxrregcount=$ours failed"; return; }
  echo "packed	$name	$VL_UP/corpus/launch/$family.launch	$kernel	$params	$name.ptxas.cubin	$name.ours.cubin	$name.cap.cubin	$ptxas	$ours	$occupancy"
}
export -f one
xargs -P2 -L1 -d '\n' bash -c 'IFS=$'"'"'\t'"'"' read -r a b c d e f g <<< "$1"; one "$a" "$b" "$c" "$d" "$e" "$f" "$g"' _ \
  < "$pack/kernels.tsv" | sort > "$pack/results.tsv"
awk -F'\t' '$1 == "packed" { print $2 "\t" $3 "\t" $4 "\t" $5 "\t" $6 "\t" $7 "\t" $8 }' "$pack/results.tsv" > "$pack/list.tsv"
awk -F'\t' 'BEGIN { print "kernel\tptxas_regs\tours_regs\tptxas_warps\tours_warps" } $1 == "packed" { print $2 "\t" $9 "\t" $10 "\t" $11 "\t" $12 }' "$pack/results.tsv" > "$pack/registers.tsv"
awk -F'\t' '$1 == "refused" { print $2 ": " $3 }' "$pack/results.tsv" > "$pack/refused.txt"
rm -f "$pack/results.tsv"
packed=$(wc -l < "$pack/list.tsv"); refused=$(wc -l < "$pack/refused.txt")
echo "gpu-pack: $packed of $total kernels packed ($refused refused: $pack/refused.txt), $(du -sm "$pack" | cut -f1) MiB"
