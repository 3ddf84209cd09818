#!/usr/bin/env bash
# gpu-pack.sh MANIFEST CUBINS [PACK]: what scripts/gpu-bench.sh runs on a GPU machine, prepared
# here (ptxas 11.8 and verilocc need libraries that machine lacks). CUBINS is the output folder of
# `scripts/cubin-corpus.sh MANIFEST CUBINS`: our cubins, each proven there (nvdisasm round trip,
# cuobjdump -res-usage). For every sm_90 kernel it proved (the H100 is sm_90), into PACK (default
# build/gpu-pack; about 20 MiB for the corpus, so it travels with the working tree):
#   NAME.ptxas.cubin  ptxas's cubin, from the corpus;
#   NAME.ours.cubin   ours, from CUBINS;
#   NAME.cap.cubin    ptxas 11.8 again on the kernel's PTX with -maxrregcount = our count: the fair
#                     baseline for an occupancy gain;
#   list.tsv          one line per kernel for `verilocc-run --batch`: NAME, its family's launch
#                     recipe (corpus/launch, by a path relative to PACK inside the working tree),
#                     the kernel, the variant's parameters, the three cubins;
#   registers.tsv     NAME, ptxas's count and ours, warps per SM of each, and the cost model's
#                     predicted time of each (alloc's report; docs/cost.md);
#   predicted.tsv     NAME, then for ptxas's and ours the cost model's breakdown: warps per SM and
#                     the most, work, copy, spill, remat and bank cost, predicted time (docs/cost.md);
#   left-out.txt      the sm_90 kernels cubin-corpus.sh did not prove, with its line for them.
# Then every kernel's launch is planned (verilocc-run --plan): a recipe that does not fit a
# kernel's parameter list fails here, not on the GPU machine.
# PACK must lie inside the working tree (build/...) for the recipe paths.
# Prints "gpu-pack: N of M sm_90 kernels packed (K left out), S MiB".
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
usage="usage: gpu-pack.sh MANIFEST CUBINS [PACK]"
manifest="${1:?$usage}"; cubins="$(cd "${2:?$usage}" && pwd)"; pack="${3:-$root/build/gpu-pack}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
tools="$root/build/tools/cuda-11.8/bin"
[ -x "$tools/ptxas" ] || { echo "gpu-pack: $tools/ptxas is missing (scripts/setup-nvidia.sh installs it)" >&2; exit 1; }
[ -s "$cubins/results.txt" ] || { echo "gpu-pack: no $cubins/results.txt (scripts/cubin-corpus.sh MANIFEST $cubins)" >&2; exit 1; }
mkdir -p "$pack" && pack="$(cd "$pack" && pwd)"
case "$pack/" in "$root"/*) ;; *) echo "gpu-pack: $pack is outside the working tree $root" >&2; exit 1 ;; esac
rm -f "$pack"/*.cubin "$pack"/list.tsv "$pack"/registers.tsv "$pack"/left-out.txt "$pack"/*.log
# From the pack to the tree's root: the recipes' relative path.
up="$(realpath --relative-to="$pack" "$root")"
export VL_CUBINS="$cubins" VL_DIR="$dir" VL_PACK="$pack" VL_TOOLS="$tools" VL_UP="$up"
jq -r 'select(.target == "sm_90" and .sass and .cubin and .ptx) |
       [.id, .family, .function, (.params | to_entries | map("\(.key)=\(.value)") | join(",") | if . == "" then "-" else . end),
        .sass, .cubin, .ptx] | @tsv' "$manifest" > "$pack/kernels.tsv"
total=$(wc -l < "$pack/kernels.tsv")
[ "$total" -gt 0 ] || { echo "gpu-pack: no sm_90 kernels with cubins in $manifest" >&2; exit 1; }

one() {
  local id="$1" family="$2" kernel="$3" params="$4" sass="$5" cubin="$6" ptx="$7" name base from ours ptxas occupancy breakdown
  name="${sass//\//.}"; name="${name%.sass}"; base="$VL_PACK/$name"; from="$VL_CUBINS/$name"
  if ! grep -q "^ok $name " "$VL_CUBINS/results.txt"; then
    echo "left	$name	$(grep -m1 " $name " "$VL_CUBINS/results.txt" || echo "not in $VL_CUBINS/results.txt")"
    return
  fi
  ours=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | .ours.R' "$from.report.json")
  ptxas=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | .ptxas.R' "$from.report.json")
  occupancy=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | "\(.occupancy.ptxas)\t\(.occupancy.ours)\t\(.cost.ptxas.time)\t\(.cost.ours.time)"' "$from.report.json")
  # The cost model's breakdown of each (docs/cost.md), for `verilocc calibrate` (docs/gpu.md).
  breakdown=$(jq -r --arg k "$kernel" '.functions[] | select(.name == $k) | [.cost.ptxas, .cost.ours][] |
                [.occupancy.value, .occupancy.max, .work, .added.copy_cost, .added.spill_cost, .added.remat_cost,
                 .added.bank_cost, .time] | map(tostring) | join("\t")' "$from.report.json" | paste -sd '\t')
  [ -n "$ours" ] || { echo "left	$name	no function $kernel in $from.report.json"; return; }
  cp "$from.cubin" "$base.ours.cubin" && cp "$VL_DIR/$cubin" "$base.ptxas.cubin" || { echo "left	$name	cannot copy its cubins"; return; }
  nice -n 10 "$VL_TOOLS/ptxas" -arch=sm_90 -maxrregcount="$ours" "$VL_DIR/$ptx" -o "$base.cap.cubin" > "$base.ptxas.log" 2>&1 ||
    { echo "left	$name	ptxas -maxrregcount=$ours failed ($base.ptxas.log)"; rm -f "$base".*.cubin; return; }
  rm -f "$base.ptxas.log"
  echo "packed	$name	$VL_UP/corpus/launch/$family.launch	$kernel	$params	$name.ptxas.cubin	$name.ours.cubin	$name.cap.cubin	$ptxas	$ours	$occupancy	$breakdown"
}
export -f one
xargs -P2 -L1 -d '\n' bash -c 'IFS=$'"'"'\t'"'"' read -r a b c d e f g <<< "$1"; one "$a" "$b" "$c" "$d" "$e" "$f" "$g"' _ \
  < "$pack/kernels.tsv" | sort > "$pack/results.tsv"
awk -F'\t' '$1 == "packed" { print $2 "\t" $3 "\t" $4 "\t" $5 "\t" $6 "\t" $7 "\t" $8 }' "$pack/results.tsv" > "$pack/list.tsv"
awk -F'\t' 'BEGIN { print "kernel\tptxas_regs\tours_regs\tptxas_warps\tours_warps\tptxas_predicted\tours_predicted" }
               $1 == "packed" { print $2 "\t" $9 "\t" $10 "\t" $11 "\t" $12 "\t" $13 "\t" $14 }' "$pack/results.tsv" > "$pack/registers.tsv"
awk -F'\t' 'BEGIN { printf "kernel"; split("warps max_warps work copy_cost spill_cost remat_cost bank_cost time", f, " ")
                     for (v = 1; v <= 2; v++) for (i = 1; i <= 8; i++) printf "\t%s_%s", v == 1 ? "ptxas" : "ours", f[i]; print "" }
               $1 == "packed" { printf "%s", $2; for (i = 15; i <= 30; i++) printf "\t%s", $i; print "" }' "$pack/results.tsv" > "$pack/predicted.tsv"
awk -F'\t' '$1 == "left" { print $2 ": " $3 }' "$pack/results.tsv" > "$pack/left-out.txt"
rm -f "$pack/results.tsv"
# Every recipe against every cubin's parameter list, here rather than on the GPU machine.
[ -x "$root/build/verilocc-run" ] || "$root/scripts/build-run.sh" "$root/build/verilocc-run"
"$root/build/verilocc-run" --plan --batch "$pack/list.tsv" > /dev/null 2> "$pack/plan.log" ||
  { echo "gpu-pack: the launch recipes do not fit some kernels ($pack/plan.log):" >&2; head -5 "$pack/plan.log" >&2; exit 1; }
rm -f "$pack/plan.log"
packed=$(wc -l < "$pack/list.tsv"); left=$(wc -l < "$pack/left-out.txt")
echo "gpu-pack: $packed of $total sm_90 kernels packed ($left left out: $pack/left-out.txt), $(du -sm "$pack" | cut -f1) MiB"
