#!/usr/bin/env bash
# End-to-end tests: every allocator's output on the test kernels goes through every
# checker we have. One line per job, a function and its arguments (`mir_job ALLOCATOR
# IN.pre.mir [forced]`, `sass_job ...`, `dataset_job ...`), two jobs at a time;
# a job runs its checks in order and prints exactly one result line, `ok` or `FAIL`. A
# section passes when its `ok` count equals its job count, so a job that dies silently
# fails too.
#
# mir    AMDGPU MIR, per allocator: `alloc` (which verifies in-process), the native
#        verifier and Z3 (`verify --smt`) on that very assignment of the spilled MIR,
#        translation validation of the written physical MIR (`verify PRE --post`),
#        llc-19 -verify-machineinstrs on it, llvm-mc on the assembly llc wrote, normalization's
#        mapping there and back. (alloc runs without --asm here: these two checks are what
#        --asm would repeat; the golden tests run --asm itself.) The classical job of each unforced kernel also checks
#        the kernel: LLVM greedy's .post.mir by translation validation, and the faults
#        `mutate --smt` injects (native and Z3 verifiers must agree on each).
#        model/gguf/cheapest: the report names the learned path that produced the result.
# sass   NVIDIA SASS (sm_89, sm_90), per allocator: `alloc`, the native and Z3 verifiers
#        on its assignment, and OUT.sass read back by our parser (`verify OUT.sass
#        --original`): there is no SASS assembler here, so nvdisasm cannot re-read it;
#        where the input and OUT.sass have encoding words (a listing with inserted moves
#        has none without a cubin), the scoreboard hazard check against the input
#        (`verify K.sass --hazards OUT.sass`). The classical job also verifies ptxas's
#        registers of the input.
# dataset  the training set of the test kernels: every AMDGPU function has an example,
#        and every example's answer maps back onto its MIR and verifies (native and Z3);
#        an example of spilled code (index: "spilled") onto alloc's spilled MIR.
#
# The kernels: the test set (`make kernels`: tests/kernels/*.json built by `verilocc
# collect` into build/kernels), the committed corpus sample (corpus/sample, a few
# functions where LLVM greedy spills among them), and hand-picked MIR in
# tests/inputs/mir. The test set runs a second time with the VGPR budget forced down to
# 24 and no AGPRs, so that everything spills to the stack. classical and model run on
# all of them; exact (2 s per function) on the hand-picked MIR and the test set's gfx90a
# kernels; gguf (models/verilocc.gguf through llama.cpp) and cheapest (alloc's default on
# MIR: classical and model, the cheaper) on the hand-picked MIR.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifests=("${@:-$root/build/kernels/manifest.jsonl}")
manifests+=("$root/corpus/sample/manifest.jsonl")
extra="$root/tests/inputs/mir"   # hand-picked cases: calls, MFMA/AGPRs, two functions
out="$root/build/e2e"
rm -rf "$out"   # no stale logs, reports or dataset from an earlier run
mkdir -p "$out"
export VL_BIN="$root/build/verilocc" VL_OUT="$out" VL_ROOT="$root" VL_MANIFEST="${manifests[0]}"

# Runs one check of the job: NAME COMMAND...; output to the job's log. Sets $failed on failure.
# With E2E_TIMES=FILE, each check also appends "NAME LOG MILLISECONDS" to FILE (where the
# run's time goes; two jobs run at once, so these are wall times under that load).
check() {
  local what="$1" t0="$EPOCHREALTIME" rc; shift
  echo "== $what: $*" >> "$log"
  "$@" >> "$log" 2>&1; rc=$?
  [ -z "${E2E_TIMES:-}" ] ||
    echo "$what ${log##*/} $(( (${EPOCHREALTIME//[.,]/} - ${t0//[.,]/}) / 1000 ))" >> "$E2E_TIMES"
  [ "$rc" = 0 ] || { failed="$what exited $rc"; return 1; }
  checks+=("$what")
}
# The job's one result line: STATUS KEY NAME, STATUS that of its chain of checks (which
# can also stop between checks, with $failed unset).
report() {
  if [ "$1" = 0 ]; then echo "ok   $2 $3 (${#checks[@]} checks: ${checks[*]})"
  else echo "FAIL $2 $3: ${failed:-exit $1 between checks} after ${#checks[@]} passed checks (log $log)"
    tail -5 "$log" | sed 's/^/     /'; fi
}
# Sets the caller's opts: the options of `alloc --allocator A` beyond its name.
alloc_opts() {
  case "$1" in
    exact) opts=(--allocator exact --timeout 2) ;;
    gguf) opts=(--allocator gguf --model "$VL_ROOT/models/verilocc.gguf") ;;
    *) opts=(--allocator "$1") ;;
  esac
}

# mir_job ALLOCATOR IN.pre.mir [forced]
mir_job() {
  local allocator="$1" mir="$2" name base target opts budget=() greedy=(--no-greedy)
  local log failed="" checks=()
  name="${mir#"$VL_ROOT"/}"; name="${name%.pre.mir}"; name="${name//\//.}"
  if [ "${3:-}" = forced ]; then name="$name.forced"; budget=(--max-vgprs 24 --max-agprs 0); fi
  base="$VL_OUT/mir.$allocator.$name"; log="$base.log"
  # One comparison with LLVM greedy per kernel is enough (it costs an llc run).
  [ "$allocator" = classical ] && greedy=()
  alloc_opts "$allocator"
  check alloc "$VL_BIN" alloc "$mir" "${opts[@]}" "${greedy[@]}" \
      -o "$base.alloc.mir" --json "$base.json" --report "$base.report.json" \
      --spilled "$base.spilled.mir" --quiet "${budget[@]}" &&
    target="$(jq -r .target "$base.report.json")" &&
    check verify "$VL_BIN" verify "$base.spilled.mir" "$base.json" "${budget[@]}" &&
    check verify-smt "$VL_BIN" verify "$base.spilled.mir" "$base.json" --smt "${budget[@]}" &&
    check tv "$VL_BIN" verify "$mir" --post "$base.alloc.mir" &&
    check llc-verify llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -enable-ipra=false -start-after=virtregrewriter,1 \
      -verify-machineinstrs "$base.alloc.mir" -o "$base.s" &&
    check llvm-mc llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$target" -filetype=obj "$base.s" -o "$base.o" &&
    check normalize norm_round_trip "$base.spilled.mir" "$base" &&
    { [ "$allocator" != model ] && [ "$allocator" != gguf ] && [ "$allocator" != cheapest ] ||
      check learned-path learned_path "$base.report.json"; } &&
    { [ "$allocator" != classical ] || [ ${#budget[@]} != 0 ] || kernel_checks "$mir" "$base"; }
  report $? "mir $allocator" "$name"
}
# Checks of the kernel rather than of one allocator's output (run once, in its classical job).
kernel_checks() {
  local mir="$1" base="$2"
  { [ ! -r "${mir%.pre.mir}.post.mir" ] || check greedy-tv "$VL_BIN" verify "$mir" --post "${mir%.pre.mir}.post.mir"; } &&
    check mutate-smt "$VL_BIN" mutate "$base.spilled.mir" --per-kind 5 --smt
}
# The learned loop says which path produced each function (model/gguf greedy, sample, repair, classical).
learned_path() {
  jq -e '[.functions[].learned.path] | length > 0 and all(type == "string" and . != "")' "$1"
}
# Normalization's mapping back is exact: the assignment on every normalized name, and on
# the names that start a value only, converts back to the same registers, which verify.
norm_round_trip() {
  local mir="$1" base="$2" assign='if type == "array" then map(.assign) else [.assign] end'
  "$VL_BIN" normalize "$mir" -o "$base.norm" &&
    "$VL_BIN" normalize "$mir" --assignment "$base.json" -o "$base.norm.json" &&
    "$VL_BIN" normalize "$mir" --denormalize "$base.norm.json" -o "$base.back.json" &&
    "$VL_BIN" verify "$mir" "$base.back.json" &&
    "$VL_BIN" normalize "$mir" --assignment "$base.json" --start-names -o "$base.norm-start.json" &&
    "$VL_BIN" normalize "$mir" --denormalize "$base.norm-start.json" -o "$base.back-start.json" &&
    jq -S "$assign" "$base.json" > "$base.assign.a" && jq -S "$assign" "$base.back.json" > "$base.assign.b" &&
    jq -S "$assign" "$base.back-start.json" > "$base.assign.c" &&
    cmp "$base.assign.a" "$base.assign.b" && cmp "$base.assign.a" "$base.assign.c"
}

# sass_job ALLOCATOR K.sass
sass_job() {
  local allocator="$1" sass="$2" base opts log failed="" checks=()
  base="$VL_OUT/sass.$allocator.$(basename "${sass%.sass}")"; log="$base.log"
  alloc_opts "$allocator"
  { [ "$allocator" != classical ] || check original "$VL_BIN" verify "$sass" --original; } &&
    check alloc "$VL_BIN" alloc "$sass" "${opts[@]}" -o "$base.sass" --json "$base.json" &&
    check verify "$VL_BIN" verify "$sass" "$base.json" &&
    check verify-smt "$VL_BIN" verify "$sass" "$base.json" --smt &&
    check read-back "$VL_BIN" verify "$base.sass" --original &&
    { ! grep -q '^ *\/\* 0x[0-9a-f]* \*\/ *$' "$sass" || ! grep -q '^ *\/\* 0x[0-9a-f]* \*\/ *$' "$base.sass" ||
      check hazards "$VL_BIN" verify "$sass" --hazards "$base.sass"; }
  report $? "sass $allocator" "$(basename "$sass")"
}

# dataset_job example SPLIT N ID: the Nth example of SPLIT, for the manifest's function ID.
dataset_job() {
  local split="$2" n="$3" id="$4" mir base log failed="" checks=()
  base="$VL_OUT/dataset/check.$split.$n"; log="$base.log"
  mir="$(dirname "$VL_MANIFEST")/$(jq -r --arg id "$id" 'select(.id == $id) | .mir' "$VL_MANIFEST")"
  if [ "$(jq -r --arg id "$id" 'select(.id == $id) | .spilled // false' "$VL_OUT/dataset/index.jsonl")" = true ]; then
    "$VL_BIN" alloc "$mir" --dump-after spill -o /dev/null 2>&1 >/dev/null | sed 1d > "$base.spilled.mir" &&
      mir="$base.spilled.mir"
  fi
  sed -n "${n}p" "$VL_OUT/dataset/$split.jsonl" | jq -r '.messages[2].content' > "$base.answer.json" &&
    check denormalize "$VL_BIN" normalize "$mir" --denormalize "$base.answer.json" -o "$base.answer.mir.json" &&
    check verify verify_answer "$mir" "$base.answer.mir.json" &&
    check verify-smt verify_answer "$mir" "$base.answer.mir.json" --smt
  report $? "dataset example" "$id ($split line $n)"
}
# verify_answer MIR JSON [OPTION...]: valid, or invalid only by the absence of the file's
# other functions (an answer covers one).
verify_answer() {
  local findings rc
  findings="$("$VL_BIN" verify "$@" 2>&1)"; rc=$?
  printf '%s\n' "$findings"
  [ "$rc" = 0 ] ||
    { [ "$rc" = 1 ] && ! grep -E ': (dataflow|constraint|syntax): ' <<< "$findings" | grep -qv 'no assignment for function'; }
}
export -f check report alloc_opts mir_job kernel_checks learned_path norm_round_trip sass_job dataset_job verify_answer

# Pre-RA MIR files of a manifest (a file once, however many functions it holds).
mirs_of() {
  local dir; dir="$(dirname "$1")"
  jq -r 'select(.mir) | .mir' "$1" | sort -u | sed "s|^|$dir/|"
}
files=()
for m in "${manifests[@]}"; do
  [ -r "$m" ] || { echo "e2e: no manifest $m" >&2; exit 1; }
  mapfile -t -O "${#files[@]}" files < <(mirs_of "$m")
done
mapfile -t handpicked < <(find "$extra" -name '*.pre.mir' | sort)
files+=("${handpicked[@]}")
mapfile -t -O "${#files[@]}" files < <(mirs_of "${manifests[0]}" | sed 's/$/ forced/')
[ ${#files[@]} -gt 0 ] || { echo "e2e: no kernels" >&2; exit 1; }
sass_files=()
# (*.old.sass: allocations an older binary wrote, kept for the hazard goldens, not inputs)
mapfile -t sass_files < <(find "$root/tests/inputs/sass" -name '*.sass' ! -name '*.life.sass' ! -name '*.old.sass' | sort)
mapfile -t -O "${#sass_files[@]}" sass_files < <(jq -r 'select(.sass) | .sass' "${manifests[0]}" |
  sort -u | sed "s|^|$(dirname "${manifests[0]}")/|")

# The training set first: its examples are jobs too. A failed export fails the run
# (its examples are then not checked).
dataset_rc=0
"$VL_BIN" dataset "${manifests[0]}" -o "$out/dataset" > "$out/dataset.txt" 2> "$out/dataset.log" || dataset_rc=$?
head -3 "$out/dataset.txt"
amd_functions=$(jq -s 'map(select(.mir)) | length' "${manifests[0]}")

jobs_file="$out/jobs.txt"
{
  # The slow ones first, so that the two workers finish together.
  for f in "${handpicked[@]}"; do echo "mir_job exact $f"; done
  mirs_of "${manifests[0]}" | grep '/gfx90a/' | sed 's/^/mir_job exact /'
  for s in "${sass_files[@]}"; do echo "sass_job exact $s"; done
  for f in "${files[@]}"; do echo "mir_job classical $f"; echo "mir_job model $f"; done
  for f in "${handpicked[@]}"; do echo "mir_job gguf $f"; echo "mir_job cheapest $f"; done
  for s in "${sass_files[@]}"; do echo "sass_job classical $s"; echo "sass_job model $s"; done
  for s in "$root/tests/inputs/sass/stencil_sm89.sass" "$root/tests/inputs/sass/gemm_bf16_sm90.sass"; do
    echo "sass_job gguf $s"
  done
  [ "$dataset_rc" != 0 ] || jq -r '[.split, .id] | @tsv' "$out/dataset/index.jsonl" |
    awk -F'\t' '{print "dataset_job example " $1 " " (++n[$1]) " " $2}'
} > "$jobs_file"
# Paths have no blanks: xargs -L1 splits a job line into the function and its arguments.
xargs -P2 -L1 bash -c '"$@"' _ < "$jobs_file" > "$out/results.txt"
grep -v '^ok' "$out/results.txt"

# Per section and allocator (EXPECT: the keys, comma-separated, in print order): jobs, ok
# lines, checks per job, and each check with the number of jobs that passed it. Fails
# unless every expected key has jobs, all of them ok, and no job has another key.
summary() {
  awk -v expect="$1" '
    FNR == NR { kind = $1; sub(/_job$/, "", kind); jobs[kind " " $2]++; next }
    $1 == "ok" || $1 == "FAIL" {
      key = $2 " " $3
      if ($1 == "FAIL") { fails[key]++; next }
      oks[key]++
      line = $0; sub(/.*[(]/, "", line); sub(/[)]$/, "", line)
      k = split(line, names, " ") - 2   # "N checks: a b c"
      if (!(key in lo) || k < lo[key]) lo[key] = k
      if (k > hi[key]) hi[key] = k
      for (i = 1; i <= k; i++) {
        if (!((key, names[i + 2]) in runs)) check_order[key] = check_order[key] " " names[i + 2]
        runs[key, names[i + 2]]++
      }
    }
    END {
      bad = 0; total = 0; passed = 0
      m = split(expect, want, ",")
      for (i = 1; i <= m; i++) wanted[want[i]] = 1
      for (key in jobs) if (!(key in wanted)) { printf "e2e: %s: unexpected jobs\n", key; bad = 1 }
      for (i = 1; i <= m; i++) {
        key = want[i]; total += jobs[key]; passed += oks[key]
        if (!jobs[key]) { printf "e2e: %s: no jobs\n", key; bad = 1; continue }
        if (oks[key] != jobs[key]) bad = 1
        k = split(substr(check_order[key], 2), names, " "); list = ""
        for (j = 1; j <= k; j++) list = list (j > 1 ? ", " : "") names[j] " " runs[key, names[j]]
        printf "e2e: %-16s %3d jobs, %3d ok, %d failed, %d silent; %s checks per job: %s\n", key ":", jobs[key],
          oks[key], fails[key], jobs[key] - oks[key] - fails[key], lo[key] == hi[key] ? lo[key] : lo[key] "-" hi[key], list
      }
      printf "e2e: %d of %d jobs passed\n", passed, total
      exit bad
    }' "$jobs_file" "$out/results.txt"
}
summary "mir classical,mir model,mir exact,mir gguf,mir cheapest,sass classical,sass model,sass exact,sass gguf,dataset example"
summary_rc=$?
examples=$([ -r "$out/dataset/index.jsonl" ] && wc -l < "$out/dataset/index.jsonl" || echo 0)
echo "e2e: dataset: exit $dataset_rc, $examples examples of $amd_functions AMDGPU functions; skipped:" \
  "$(jq -c .skipped "$out/dataset/stats.json" 2>/dev/null) (log $out/dataset.log)"
for allocator in model gguf cheapest; do
  echo "e2e: mir $allocator paths: $(jq -r '.functions[].learned.path' "$out"/mir."$allocator".*.report.json |
    sed 's/^repair.*/repair/; s/ [0-9]*$//' | sort | uniq -c | tr -s ' ' | tr '\n' ' ')"
done
[ "$summary_rc" = 0 ] && [ "$dataset_rc" = 0 ] && [ "$examples" = "$amd_functions" ]
