#!/usr/bin/env bash
# Benchmarks (issue numbers in README):
#  1. quality: VGPR+AGPR and SGPRs against LLVM greedy on the same MIR, per test kernel, and the
#     cost model's predicted time of both allocations (docs/cost.md) with occupancy's limiter;
#  2. the verifier: faults injected into valid assignments, rejected with the right category;
#  3. time per stage on the largest kernel, beside llc -time-passes for greedy + virtregrewriter;
#  4. the corpus: its statistics (verilocc stats);
#  5. Z3 against the native verifier: every AMDGPU function of the test kernels and of
#     the committed corpus sample, its classical assignment with 32 mutations of each
#     kind (faults and random reassignments) and its exact assignment with 8; verdicts
#     must agree; time of each;
#  6. the exact allocator (Z3, 10 s per function) on every test kernel: the lower-bound
#     column beside LLVM greedy and the classical allocator, where it proves optimality;
#  7. spilling: every corpus function where LLVM greedy spills, and every test kernel
#     forced to half of greedy's VGPRs without AGPRs: allocated, verified, validated,
#     assembled; spills, reloads and weighted spill cost against greedy per kernel; and the
#     exact spill placement (verilocc spill-exact, CBC) on the same corpus functions up to
#     6000 instructions, 60 s each: how many finish, and the heuristic's cost over the
#     optimum, median and worst (scripts/spill-exact-corpus.sh).
#  8. translation validation of LLVM greedy's own post-RA MIR on every AMDGPU function of
#     the corpus, and faults injected into it (scripts/validate-corpus.sh).
#  9. normalization for models: Qwen2 tokens before and after, per family and the median
#     over the corpus, beside the paper's 82% on its attention kernel;
# 10. the training set (verilocc dataset) of the corpus: its statistics and time.
# 11. verilocc eval on the corpus test split: the classical allocator on every function, the
#     exact one (Z3, 2 s per function) on the first 60; Pass@1/Pass@k, failures, registers,
#     occupancy, predicted time and copies against LLVM greedy's post-RA MIR, time per function.
# 12. code objects: every AMDGPU function of the corpus allocated, linked (alloc --hsaco) and
#     read back with LLVM's tools: metadata equal to the report, disassembly equal to the
#     assembly (scripts/hsaco-corpus.sh).
# 12b. the report page (verilocc report): the eval runs as charts, a training log and GPU measurements
#     where present, and the largest test kernel's page (alloc --html).
# 13. NVIDIA: registers, warps per SM and predicted time against ptxas (scripts/sass-corpus.sh),
#     and our allocation written into ptxas's cubins, checked by nvdisasm's round trip and
#     cuobjdump -res-usage (scripts/cubin-corpus.sh).
# 14. the learned path: ES iteration time on 1 and 2 MPI ranks and its projection to 100, and
#     the model's time per function against the classical allocator's (scripts/es-bench.sh).
# Tables on stdout; everything also in build/bench/bench.json.
# Usage: bench.sh TEST-MANIFEST CORPUS-MANIFEST
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
test_manifest="${1:-$root/build/kernels/manifest.jsonl}"
corpus_manifest="${2:-$root/build/corpus/manifest.jsonl}"
kernels="$(dirname "$test_manifest")"
out="$root/build/bench"
bin="$root/build/verilocc"
rm -rf "$out"   # reports of kernels no longer in the test set must not count
mkdir -p "$out"
mapfile -t files < <(jq -r 'select(.mir) | .mir' "$test_manifest" | sort -u | sed "s|^|$kernels/|")

for mir in "${files[@]}"; do
  t="$(basename "$(dirname "$(dirname "$mir")")")"; n="$(basename "$mir" .pre.mir)"
  "$bin" alloc "$mir" -o "$out/$t.$n.mir" --asm "$out/$t.$n.s" --report "$out/$t.$n.report.json" --quiet
  "$bin" mutate "$mir" --per-kind 20 > "$out/$t.$n.mutate.json" || true
  # COPYs left after allocation: ours, and LLVM's own post-RA MIR (greedy + virtregrewriter).
  sed -E 's/(, implicit(-def)? (dead |killed |undef )?)\$vcc_lo\b/\1$vcc/g' "$mir" > "$out/$t.$n.greedy-in.mir"
  llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" -O3 -enable-ipra=false -start-before=greedy -stop-after=virtregrewriter,1 \
    "$out/$t.$n.greedy-in.mir" -o "$out/$t.$n.greedy-post.mir"
  printf '{"pre": %d, "ours": %d, "greedy": %d}\n' "$(grep -c ' = COPY ' "$mir")" \
    "$(grep -c ' = COPY ' "$out/$t.$n.mir")" "$(grep -c ' = COPY ' "$out/$t.$n.greedy-post.mir")" > "$out/$t.$n.copies.json"
done

for r in "$out"/*.report.json; do
  jq --slurpfile c "${r%.report.json}.copies.json" '. + {copies_left: $c[0]}' "$r" > "$r.tmp" && mv "$r.tmp" "$r"
done
jq -s '[.[] | .copies_left as $c | .target as $t | (.file | split("/") | last | sub(".pre.mir$"; "")) as $k | .functions[] |
        {kernel: $k, target: $t, function: .name, instructions,
         ours_vgpr: (if .ours.total_vgpr >= 0 then .ours.total_vgpr else .ours.vgpr + ([.ours.agpr, 0] | max) end), greedy_vgpr: (if .greedy.total_vgpr >= 0 then .greedy.total_vgpr else .greedy.vgpr + ([.greedy.agpr, 0] | max) end),
         ours_sgpr: .ours.sgpr, greedy_sgpr: .greedy.sgpr,
         ours_occupancy: .ours.occupancy, greedy_occupancy: .greedy.occupancy,
         greedy_spills: (.greedy.scratch > 0), copies_before: $c.pre, copies_left_ours: $c.ours,
         copies_left_greedy: $c.greedy, ms,
         ours_time: .cost.time, greedy_time: (.greedy_cost.time // null),
         ours_limiter: .cost.occupancy.limiter, greedy_limiter: (.greedy_cost.occupancy.limiter // null)}]' \
  "$out"/*.report.json > "$out/quality.json"
jq -s '(map(.valid_accepted) | add) as $va | (map(.valid_total) | add) as $vt |
       [ "neighbour","align","file","overlap","missing" ] | map(. as $k |
         {kind: $k, category: ($ARGS.named.m[0][$k].category),
          injected: ($ARGS.named.m | map(.[$k].injected) | add),
          rejected: ($ARGS.named.m | map(.[$k].rejected) | add),
          right_category: ($ARGS.named.m | map(.[$k].right_category) | add)}) |
       {valid_accepted: $va, valid_total: $vt, mutations: .}' --argjson m "$(jq -s . "$out"/*.mutate.json)" \
  "$out"/*.mutate.json > "$out/verifier.json"

echo "== Registers and predicted time against LLVM greedy on the same MIR (VGPR = VGPR+AGPR; SGPR from llc's NumSgprs; time: docs/cost.md)"
jq -r '["target","kernel","instrs","vgpr","greedy","diff","sgpr","greedy","occ","greedy","limiter","COPYs","left","greedy left","time","greedy","ratio"],
       (.[] | [.target, .kernel, .instructions, .ours_vgpr, .greedy_vgpr, (.ours_vgpr - .greedy_vgpr),
               .ours_sgpr, .greedy_sgpr, .ours_occupancy, .greedy_occupancy, .ours_limiter,
               .copies_before, .copies_left_ours, .copies_left_greedy, (.ours_time * 10 | round / 10),
               (if .greedy_time then .greedy_time * 10 | round / 10 else "-" end),
               (if .greedy_time then .ours_time / .greedy_time * 1000 | round / 1000 else "-" end)]) | @tsv' \
  "$out/quality.json" | column -t
jq -r '[.[] | select(.greedy_time)] as $k | ($k | length) as $n |
       "predicted time (cost model) against greedy on \($n) functions: faster \($k | map(select(.ours_time < .greedy_time * 0.9995)) | length), equal \($k | map(select(.ours_time >= .greedy_time * 0.9995 and .ours_time <= .greedy_time * 1.0005)) | length), slower \($k | map(select(.ours_time > .greedy_time * 1.0005)) | length); summed \($k | map(.ours_time) | add | . * 10 | round / 10) vs \($k | map(.greedy_time) | add | . * 10 | round / 10)"' \
  "$out/quality.json"
jq -r '[.[] | select(.greedy_spills | not)] as $k | ($k | length) as $n |
       "kernels greedy allocates without spills: \($n); VGPR+AGPR <= greedy: \($k | map(select(.ours_vgpr <= .greedy_vgpr)) | length) (\(100 * ($k | map(select(.ours_vgpr <= .greedy_vgpr)) | length) / $n | floor)%); fewer: \($k | map(select(.ours_vgpr < .greedy_vgpr)) | length); most above greedy: \($k | map(.ours_vgpr - .greedy_vgpr) | max); SGPR <= greedy: \($k | map(select(.ours_sgpr <= .greedy_sgpr)) | length); occupancy >= greedy: \($k | map(select(.ours_occupancy >= .greedy_occupancy)) | length), higher: \($k | map(select(.ours_occupancy > .greedy_occupancy)) | length); COPYs before allocation \($k | map(.copies_before) | add), left by us \($k | map(.copies_left_ours) | add), left by greedy \($k | map(.copies_left_greedy) | add)"' "$out/quality.json"

echo; echo "== Verifier: faults injected into valid assignments (all kernels, 20 per kind per kernel)"
jq -r '"valid assignments accepted: \(.valid_accepted) of \(.valid_total)",
       (["kind","expected","injected","rejected","right category"] | @tsv),
       (.mutations[] | [.kind, .category, .injected, .rejected, .right_category] | @tsv)' "$out/verifier.json" | column -t -s $'\t'

largest="$(jq -r 'max_by(.instructions) | "\(.target)/\(.kernel | split(".")[0])/\(.kernel)"' "$out/quality.json")"
echo; echo "== Time per stage on the largest kernel ($largest), median of 5 runs, ms"
for i in 1 2 3 4 5; do
  "$bin" alloc "$kernels/$largest.pre.mir" -o "$out/largest.mir" --asm "$out/largest.s" --report "$out/largest.$i.json" --quiet
done
jq -s 'def med: sort | .[length/2|floor];
       {parse: (map(.ms_parse) | med), cfg: (map(.functions[0].ms.cfg) | med), liveness: (map(.functions[0].ms.liveness) | med),
        intervals: (map(.functions[0].ms.intervals) | med), pressure: (map(.functions[0].ms.pressure) | med),
        allocate: (map(.functions[0].ms.allocate) | med), verify: (map(.functions[0].ms.verify) | med),
        rewrite: (map(.ms_rewrite) | med), llc_to_assembly: (map(.ms_llc) | med),
        llvm_greedy: (map(.greedy_ms) | med), llvm_virtregrewriter: (map(.greedy_rewriter_ms) | med)}' \
  "$out"/largest.?.json > "$out/timing.json"
jq -r 'to_entries[] | "  \(.key)\t\(.value * 1000 | round / 1000)"' "$out/timing.json" | column -t
jq -r '"  ours, parse to verified assignment: \(.parse + .cfg + .liveness + .intervals + .pressure + .allocate + .verify | . * 1000 | round / 1000); LLVM greedy + virtregrewriter: \(.llvm_greedy + .llvm_virtregrewriter | . * 1000 | round / 1000)"' "$out/timing.json"

echo; echo "== Corpus ($corpus_manifest)"
"$bin" stats "$corpus_manifest" --json "$out/corpus.json"

echo; echo "== Z3 and the native verifier: agreement (test kernels and corpus sample; classical assignments with 32 mutations per kind, exact ones with 8)"
sample="$root/corpus/sample"
mapfile -t agree_files < <( { printf '%s\n' "${files[@]}";
  jq -r 'select(.mir and (.reference.spills // 0) == 0 and (.reference.reloads // 0) == 0) | .mir' \
    "$sample/manifest.jsonl" | sed "s|^|$sample/|"; } | sort -u)
mkdir -p "$out/agree"
printf '%s\n' "${agree_files[@]}" | xargs -P2 -I{} sh -c \
  'f="{}"; n=$(echo "$f" | tr / _); "$1" mutate "$f" --per-kind 32 --smt > "$2/agree/classical$n.json" 2>> "$2/agree/disagreements.txt" || true' \
  _ "$bin" "$out"
# The exact allocator's assignments too (Z3, 10 s per function), 8 mutations per kind.
printf '%s\n' "${agree_files[@]}" | xargs -P2 -I{} sh -c \
  'f="{}"; n=$(echo "$f" | tr / _); "$1" mutate "$f" --allocator exact --timeout 10 --per-kind 8 --smt > "$2/agree/exact$n.json" 2>> "$2/agree/disagreements.txt" || true' \
  _ "$bin" "$out"
jq -s '{runs: length, cases: (map(.agreement.cases) | add), agree: (map(.agreement.agree) | add),
        disagree: (map(.agreement.disagree) | add), z3_failed: (map(.agreement.z3_failed) | add),
        native_ms: (map(.agreement.native_ms) | add), z3_ms: (map(.agreement.z3_ms) | add),
        z3_max_ms: (map(.agreement.z3_max_ms) | max)}
       | . + {z3_over_native: (.z3_ms / .native_ms)}' "$out"/agree/*.json > "$out/agreement.json"
jq -r '"files x allocators \(.runs), cases \(.cases): agree \(.agree), disagree \(.disagree), Z3 failed \(.z3_failed)",
       "time: native \(.native_ms | . * 10 | round / 10) ms in all, Z3 \(.z3_ms | round) ms in all (\(.z3_over_native | round) times the native), slowest Z3 case \(.z3_max_ms | round) ms"' "$out/agreement.json"
grep -m5 DISAGREE "$out/agree/disagreements.txt" || true
largest_agree="$(for f in "${agree_files[@]}"; do echo "$(grep -c '^ ' "$f") $f"; done | sort -n | tail -1 | cut -d' ' -f2)"
"$bin" alloc "$largest_agree" -o "$out/largest-agree.mir" --json "$out/largest-agree.json" --quiet --no-greedy
echo "Z3 on the largest of them ($(basename "$largest_agree")), one-shot verify --smt:"
"$bin" verify "$largest_agree" "$out/largest-agree.json" --smt 2>&1 | grep -E '^z3:|valid'

echo; echo "== Exact allocation (Z3, 10 s per function) beside LLVM greedy and the classical allocator (VGPR+AGPR)"
mkdir -p "$out/exact"
printf '%s\n' "${files[@]}" | xargs -P2 -I{} sh -c \
  'f="{}"; t=$(basename "$(dirname "$(dirname "$f")")"); n="$t.$(basename "$f" .pre.mir)";
   "$1" alloc "$f" --allocator exact --timeout 10 -o "$2/exact/$n.mir" --asm "$2/exact/$n.s" \
     --report "$2/exact/$n.report.json" --quiet --no-greedy || echo "exact failed on $f" >&2' _ "$bin" "$out"
jq -s '[.[] | .target as $t | (.file | split("/") | last | sub(".pre.mir$"; "")) as $k | .functions[] |
        {target: $t, kernel: $k, optimal: .exact.optimal, seconds: .exact.seconds,
         exact_vgpr: (if .ours.total_vgpr >= 0 then .ours.total_vgpr else .ours.vgpr + ([.ours.agpr, 0] | max) end),
         copies_left: .exact.copies_left}]' "$out"/exact/*.report.json > "$out/exact.json"
jq -n --slurpfile e "$out/exact.json" --slurpfile q "$out/quality.json" '
  [$e[0][] as $x | ($q[0][] | select(.target == $x.target and .kernel == $x.kernel)) as $y |
   $x + {greedy_vgpr: $y.greedy_vgpr, classical_vgpr: $y.ours_vgpr}]' > "$out/exact-table.json"
jq -r '["target","kernel","greedy","classical","exact","proven","seconds"],
       (.[] | [.target, .kernel, .greedy_vgpr, .classical_vgpr, .exact_vgpr, .optimal, (.seconds * 100 | round / 100)]) | @tsv' \
  "$out/exact-table.json" | column -t
jq -r '[.[] | select(.optimal)] as $p | "proven optimal within 10 s: \($p | length) of \(length);
 on those, exact VGPR+AGPR below greedy on \($p | map(select(.exact_vgpr < .greedy_vgpr)) | length), equal on \($p | map(select(.exact_vgpr == .greedy_vgpr)) | length), above on \($p | map(select(.exact_vgpr > .greedy_vgpr)) | length);
 below classical on \($p | map(select(.exact_vgpr < .classical_vgpr)) | length)"' "$out/exact-table.json"

echo; echo "== Spilling against LLVM greedy (weighted cost: store 1, load 4, lane/AGPR copy and remat 0.2, by block frequency)"
spill_table() {   # $1: a spill-corpus.sh output folder
  jq -r '["target","kernel","stores","reloads","cost","greedy stores","reloads","cost","occ","greedy","time/greedy"],
         (.[] | [.target, .kernel, .ours_stores, .ours_reloads, (.tally | round), .greedy_stores, .greedy_reloads,
                 (.greedy | round), .occupancy, .greedy_occupancy,
                 (if .greedy_time then .time / .greedy_time * 1000 | round / 1000 else "-" end)]) | @tsv' "$1/costs.json" | column -t
}
scripts_dir="$root/scripts"
"$scripts_dir/spill-corpus.sh" "$corpus_manifest" "$out/spill-corpus" spilling || true
"$scripts_dir/spill-corpus.sh" "$test_manifest" "$out/spill-forced" forced || true
spill_table "$out/spill-corpus"
echo; echo "== The exact spill placement: a lower bound on the spill cost (pressure model, CBC)"
"$scripts_dir/spill-exact-corpus.sh" "$corpus_manifest" "$out/spill-exact" 6000 60 || true

jq -n --slurpfile q "$out/quality.json" --slurpfile v "$out/verifier.json" --slurpfile t "$out/timing.json" \
  --slurpfile c "$out/corpus.json" --slurpfile a "$out/agreement.json" --slurpfile x "$out/exact-table.json" \
  --slurpfile sc "$out/spill-corpus/summary.json" --slurpfile sf "$out/spill-forced/summary.json" \
  --slurpfile se "$out/spill-exact/summary.json" \
  '{quality: $q[0], verifier: $v[0], timing: $t[0], corpus: $c[0], agreement: $a[0], exact: $x[0],
    spill_corpus: $sc[0], spill_forced: $sf[0], spill_exact: $se[0]}' > "$out/bench.json.tmp" &&
  mv "$out/bench.json.tmp" "$out/bench.json"
echo; echo "== Translation validation of LLVM greedy's post-RA MIR (the corpus; 5 faults of each kind per file)"
"$root/scripts/validate-corpus.sh" "$corpus_manifest" "$out/translation.json" 5
jq --slurpfile tv "$out/translation.json" '. + {translation: ($tv[0] | del(.rejected))}' "$out/bench.json" > "$out/bench.json.tmp" &&
  mv "$out/bench.json.tmp" "$out/bench.json"
echo; echo "== Normalization for models: Qwen2 tokens of every AMDGPU pre-RA MIR file of the corpus, before and after"
"$bin" normalize --manifest "$corpus_manifest" --json "$out/normalize-files.json" 2> "$out/normalize.log"
jq 'del(.per_file)' "$out/normalize-files.json" > "$out/normalize.json"
jq -r '(.families[] | select(.family == "attention")) as $a | (.families[] | select(.family == "gemm")) as $g |
       "attention: \($a.reduction * 1000 | round / 10)% fewer tokens (median \($a.median_reduction * 1000 | round / 10)%), gemm: \($g.reduction * 1000 | round / 10)% (median \($g.median_reduction * 1000 | round / 10)%), corpus median: \(.corpus.median_reduction * 1000 | round / 10)% over \(.corpus.files) files; the paper: \(.paper.reduction * 1000 | round / 10)% (\(.paper.original) -> \(.paper.normalized)) on its attention kernel",
       "target (>= 85% on attention, gemm and the corpus median): \(if [$a.reduction, $a.median_reduction, $g.reduction, $g.median_reduction, .corpus.median_reduction] | min >= 0.85 then "met" else "NOT met" end)"' \
  "$out/normalize.json"

echo; echo "== Training set: the corpus as chat-format JSONL (labels: greedy where recoverable, else classical)"
"$bin" dataset "$corpus_manifest" -o "$out/dataset" --tokens 2> "$out/dataset.log"

jq --slurpfile n "$out/normalize.json" --slurpfile d "$out/dataset/stats.json" '. + {normalize: $n[0], dataset: $d[0]}' \
  "$out/bench.json" > "$out/bench.json.tmp" && mv "$out/bench.json.tmp" "$out/bench.json"
echo; echo "== Eval on the corpus test split: the classical allocator (every function), exact (Z3, 2 s per function, the first 60)"
"$bin" eval "$corpus_manifest" --allocator classical --k 8 --json "$out/eval-classical.json" 2> "$out/eval-classical.log"
"$bin" eval "$corpus_manifest" --allocator exact --timeout 2 --limit 60 --k 8 --json "$out/eval-exact.json" \
  2> "$out/eval-exact.log"
jq --slurpfile c "$out/eval-classical.json" --slurpfile e "$out/eval-exact.json" \
  '. + {eval: {classical: ($c[0] | del(.records)), exact: ($e[0] | del(.records))}}' \
  "$out/bench.json" > "$out/bench.json.tmp" && mv "$out/bench.json.tmp" "$out/bench.json"
echo; echo "== The report page (docs/report.md): the eval runs above, the training log and GPU measurements where present"
# TRAINING_LOG: an ES training log (docs/formats.md, "Training log"); measurements/h100.csv: GPU run times.
report_inputs=(--eval "$out/eval-classical.json" --eval "$out/eval-exact.json")
[ -n "${TRAINING_LOG:-}" ] && [ -r "$TRAINING_LOG" ] && report_inputs+=(--training "$TRAINING_LOG")
[ -r "$root/measurements/h100.csv" ] && report_inputs+=(--measurements "$root/measurements/h100.csv")
"$bin" report "${report_inputs[@]}" --title "VeriLocc bench" -o "$out/report.html"
if [ -r "$root/measurements/h100.csv" ] && [ -r "$root/measurements/h100-predicted.tsv" ]; then
  echo; echo "== The cost model against the H100's run times (verilocc calibrate, docs/gpu.md)"
  "$bin" calibrate "$root/measurements/h100.csv" "$root/measurements/h100-predicted.tsv" --svg "$out/h100-cost.svg" \
    --json "$out/h100-cost.json" | tee "$out/h100-cost.txt"
  jq --slurpfile c "$out/h100-cost.json" '. + {cost_model_h100: $c[0]}' "$out/bench.json" > "$out/bench.json.tmp" &&
    mv "$out/bench.json.tmp" "$out/bench.json"
fi
"$bin" alloc "$kernels/$largest.pre.mir" --html "$out/largest.html" --quiet
echo "  $out/report.html ($(stat -c %s "$out/report.html") bytes), the largest test kernel: $out/largest.html ($(stat -c %s "$out/largest.html") bytes)"
# The largest corpus function's page: written in under 1 s and 2 MB, rendered in under 3 s (issue's aims).
largest_mir="$(jq -r 'select(.mir) | "\(.instructions) \(.mir)"' "$corpus_manifest" | sort -n | tail -1 | cut -d' ' -f2)"
"$root/scripts/report-time.sh" "$(dirname "$corpus_manifest")/$largest_mir" "$out/report-time" | tee "$out/report-time.txt"
echo; echo "== Code objects: alloc --hsaco on the corpus, read back with llvm-readobj-19 and llvm-objdump-19"
"$root/scripts/hsaco-corpus.sh" "$corpus_manifest" "$out/hsaco" || true
jq --slurpfile h "$out/hsaco/summary.json" '. + {code_objects: $h[0]}' "$out/bench.json" > "$out/bench.json.tmp" &&
  mv "$out/bench.json.tmp" "$out/bench.json"
echo; echo "== The learned path: ES on 1 and 2 MPI ranks, projected to 100; time per function against classical"
"$root/scripts/es-bench.sh" "$corpus_manifest" "$out/es" || true
if [ -r "$out/es/es-bench.json" ]; then
  jq --slurpfile e "$out/es/es-bench.json" '. + {learned_path: $e[0]}' "$out/bench.json" > "$out/bench.json.tmp" &&
    mv "$out/bench.json.tmp" "$out/bench.json"
fi
echo; echo "bench: JSON in $out/bench.json"

# NVIDIA SASS: registers per thread and occupancy, ours (classical) against ptxas, per kernel.
echo; echo "== NVIDIA SASS: registers per thread, warps/SM and predicted time, classical vs ptxas (scripts/sass-corpus.sh)"
"$root/scripts/sass-corpus.sh" "$corpus_manifest" "$out/sass" > /dev/null 2>&1 || true
if [ -r "$out/sass/sass-corpus.tsv" ]; then
  awk -F'\t' 'BEGIN { printf "%-90s %6s %6s %6s %8s %8s %-8s %8s %7s\n", "kernel", "target", "ptxas", "ours", "occ.ptx", "occ.ours", "limiter", "time", "ms" }
    $6 != "NA" { printf "%-90s %6s %6s %6s %8d %8d %-8s %8.3f %7s\n", $1, $2, $3, $6, $9, $10, $16, $14 / $13, $7 }' "$out/sass/sass-corpus.tsv"
  cat "$out/sass/summary.txt"
fi
# The same per kernel as JSON (build/bench/sass/sass-corpus.json, and "sass" in bench.json), with
# the kernels read but not allocated (ours: null) and those the front end refused (ptxas_accepted: false).
if [ -r "$out/sass/sass-corpus.tsv" ]; then
  jq -R -s 'def num: if . == "NA" then null else tonumber end;
    split("\n") | map(select(length > 0) | split("\t") |
      {kernel: .[0], target: .[1], ptxas: (.[2] | tonumber), ptxas_accepted: (.[3] == "1"), valid: (.[4] == "1"),
       ours: (.[5] | num), ms: (.[6] | tonumber), exact: (.[7] | num),
       occupancy_ptxas: (.[8] | num), occupancy_ours: (.[9] | num), moves: (.[10] // "NA" | num), spills: (.[11] // "NA" | num),
       time_ptxas: (.[12] // "NA" | num), time_ours: (.[13] // "NA" | num), limiter_ptxas: .[14], limiter_ours: .[15],
       shared_bytes: (.[16] // "NA" | num), smem_ptxas: (.[17] // "NA" | num)})' \
    "$out/sass/sass-corpus.tsv" > "$out/sass/sass-corpus.json"
  jq -r '.[] | select(.ptxas_accepted and .ours == null) | "not allocated: \(.kernel) (ptxas \(.ptxas))"' "$out/sass/sass-corpus.json"
  jq --slurpfile s "$out/sass/sass-corpus.json" --rawfile summary "$out/sass/summary.txt" \
    '. + {sass: {kernels: $s[0], summary: ($summary | split("\n") | map(select(length > 0)))}}' \
    "$out/bench.json" > "$out/bench.json.tmp" && mv "$out/bench.json.tmp" "$out/bench.json"
fi

echo; echo "== NVIDIA cubins: our registers in ptxas's cubins, nvdisasm round trip and cuobjdump -res-usage (scripts/cubin-corpus.sh)"
"$root/scripts/cubin-corpus.sh" "$corpus_manifest" "$out/cubin" || true
if [ -r "$out/cubin/summary.json" ]; then
  jq --slurpfile c "$out/cubin/summary.json" '. + {cubin: $c[0]}' "$out/bench.json" > "$out/bench.json.tmp" &&
    mv "$out/bench.json.tmp" "$out/bench.json"
fi
