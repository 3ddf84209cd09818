#!/usr/bin/env bash
# The learned path's numbers (docs/es.md): ES iteration time on 1 and 2 MPI ranks and its
# projection to 100 (scripts/es-scaling.sh), and the time per function of the model's masked
# answer (what `alloc --allocator model` takes first) against the classical allocator's, both
# through `verilocc eval` on the same tenth of the test split's MIR files (--shard 0/10).
#   scripts/es-bench.sh MANIFEST OUT [MODEL]
# MODEL: the model ES starts from and eval measures (default: the shipped one).
# Prints the tables; writes OUT/es-bench.json.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/build/verilocc"
manifest=${1:?usage: es-bench.sh MANIFEST OUT [MODEL]}
out=${2:?usage: es-bench.sh MANIFEST OUT [MODEL]}
model=${3:-$root/models/verilocc.gguf}
mkdir -p "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1   # mpirun as root (CI containers)
es=(train "$manifest" --es --from "$model" --iterations 3 --pairs 4 --functions 4 --seed 2)
"$bin" "${es[@]}" -o "$out/es1.gguf" --log "$out/es1.jsonl" > "$out/es1.out" 2> "$out/es1.err"
mpirun -np 2 --oversubscribe "$bin" "${es[@]}" -o "$out/es2.gguf" --log "$out/es2.jsonl" > "$out/es2.out" 2> "$out/es2.err"
cmp -s "$out/es1.gguf" "$out/es2.gguf" && same=true || same=false
echo "ES, 3 iterations of 4 pairs x 4 functions from $(basename "$model"): 1 rank and 2 ranks give the same model: $same"
echo "-- 1 rank:"; "$root/scripts/es-scaling.sh" "$out/es1.jsonl" 20 1 2 100
echo "-- 2 ranks:"; "$root/scripts/es-scaling.sh" "$out/es2.jsonl" 20 2
"$bin" eval "$manifest" --allocator model --model "$model" --k 1 --shard 0/10 --json "$out/eval-model.json" \
  > /dev/null 2> "$out/eval-model.log"
"$bin" eval "$manifest" --allocator classical --shard 0/10 --json "$out/eval-classical.json" \
  > /dev/null 2> "$out/eval-classical.log"
jq -n -r --slurpfile m "$out/eval-model.json" --slurpfile c "$out/eval-classical.json" '
  def median: sort | .[length / 2 | floor];
  ($m[0].records | map(.masked_ms) | median) as $model | ($c[0].records | map(.masked_ms) | median) as $classical
  | ($m[0].records | map(.ms) | median) as $model_all | ($c[0].records | map(.ms) | median) as $classical_all
  | "time per function, test split shard 0/10 (\($m[0].functions) functions), median ms: the answer: model (masked greedy) \($model * 10 | round / 10), classical \($classical * 10 | round / 10): \($model / $classical * 10 | round / 10) times; with the analysis and (model) the raw and one sampled proposal: \($model_all * 10 | round / 10) against \($classical_all * 10 | round / 10)"'
jq -n --slurpfile e1 "$out/es1.jsonl" --slurpfile e2 "$out/es2.jsonl" --slurpfile m "$out/eval-model.json" \
  --slurpfile c "$out/eval-classical.json" --argjson same "$same" '
  def median: sort | .[length / 2 | floor];
  {es: {same_model_on_1_and_2_ranks: $same,
        one_rank: ($e1 | map({seconds, compute: .compute_seconds.max, comm: .comm_seconds, update: .update_seconds})),
        two_ranks: ($e2 | map({seconds, compute: .compute_seconds.max, comm: .comm_seconds, update: .update_seconds}))},
   time_per_function_ms: {model_answer: ($m[0].records | map(.masked_ms) | median),
                          classical_answer: ($c[0].records | map(.masked_ms) | median),
                          model_function: ($m[0].records | map(.ms) | median),
                          classical_function: ($c[0].records | map(.ms) | median)}}' > "$out/es-bench.json"
