#!/usr/bin/env bash
# compile-kernels.sh OUTDIR: compiles the corpus kernel variants listed in
# corpus/kernels/variants.txt for gfx90a, gfx942 and gfx1100 into
#
#   OUTDIR/<target>/<variant>.ll         clang-19 -x hip --cuda-device-only -O3 -emit-llvm
#   OUTDIR/<target>/<variant>.pre.mir    llc-19 -O3 -stop-before=greedy (pre-RA MIR)
#   OUTDIR/<target>/<variant>.greedy.s   llc-19 -O3 -start-before=greedy on that very .pre.mir
#                                        (LLVM greedy's reference allocation)
#
# Make-like: a step runs only when its output is missing or older than an
# input (the source, shim.h, this script, the variant's flags); reruns are fast.
# Jobs run on JOBS cores (default 2).  One progress line per kernel, with the
# size of its pre-RA MIR and greedy's resource usage; a summary at the end.
# Exit status 1, with the failing command and its stderr, if any step fails.
#
# wave32 (gfx1100): llc-19 prints the implicit VCC operands of instructions
# such as S_CBRANCH_VCCNZ and V_DIV_FMAS_F32_e64 as `implicit $vcc_lo`, which
# its own MIR parser rejects ("missing implicit register operand 'implicit
# $vcc'", llvm-project issue 82030).  The .pre.mir stays exactly as llc wrote
# it, because that is what users hand VeriLocc (which must cope); greedy's
# reference runs on a copy (.greedy-in.mir) with every implicit/implicit-def
# $vcc_lo operand written as $vcc, the form the parser accepts, the same fix
# VeriLocc's rewriter applies.  Explicit $vcc_lo operands (`$vcc_lo = COPY %5`)
# stay.  Assembly from the fixed MIR equals a direct compile of the .ll but for
# .amdhsa_user_sgpr_count, which MIR does not serialize.
#
# Environment: CLANG (clang-19), LLC (llc-19), JOBS (2), TARGETS ("gfx90a gfx942 gfx1100").
set -euo pipefail

script=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")
root=$(cd "$(dirname "$script")/.." && pwd)
kernels=$root/corpus/kernels
CLANG=${CLANG:-clang-19}
LLC=${LLC:-llc-19}
JOBS=${JOBS:-2}
TARGETS=${TARGETS:-gfx90a gfx942 gfx1100}

# run OUT CMD...: runs CMD; on failure prints it and its stderr and returns 1.
run() {
    local out=$1 err
    shift
    if ! err=$("$@" 2>&1 >/dev/null); then
        {
            echo "compile-kernels: FAILED: $*"
            printf '%s\n' "$err" | sed 's/^/    /'
        } >&2
        rm -f "$out"
        return 1
    fi
    [ -z "$err" ] || printf '%s\n' "$err" | sed 's/^/    /' >&2
}

# stale OUT IN...: true when OUT is missing or older than some IN.
stale() {
    local out=$1 in
    shift
    [ -e "$out" ] || return 0
    for in in "$@"; do
        [ "$in" -nt "$out" ] && return 0
    done
    return 1
}

# One kernel: --job INDEX TOTAL TARGET NAME SOURCE [FLAGS...]
job() {
    local index=$1 total=$2 target=$3 name=$4 source=$5
    shift 5
    local dir=$OUTDIR/$target
    local base=$dir/$name src=$kernels/$source
    local flags=$base.flags ll=$base.ll mir=$base.pre.mir asm=$base.greedy.s
    local did=""
    mkdir -p "$dir"
    [ -e "$src" ] || { echo "compile-kernels: FAILED: $target $name: no source $src" >&2; return 1; }

    # The flags file changes (and so triggers a rebuild) only when the command does.
    # clang runs in the kernels folder on a relative source name with a fixed
    # -cuid, so that the output does not depend on where the checkout lives.
    local cmd=("$CLANG" -x hip --offload-arch="$target" --cuda-device-only -nogpulib -nogpuinc
               -cuid=verilocc -O3 -emit-llvm -S "$@")
    local want="${cmd[*]} $source"
    if [ ! -e "$flags" ] || [ "$(cat "$flags")" != "$want" ]; then
        printf '%s\n' "$want" > "$flags.tmp" && mv "$flags.tmp" "$flags"
    fi

    if stale "$ll" "$src" "$kernels/shim.h" "$flags" "$script"; then
        (cd "$kernels" && run "$ll.tmp" "${cmd[@]}" "$source" -o "$ll.tmp") || return 1
        mv "$ll.tmp" "$ll"
        did+=" ll"
    fi
    if stale "$mir" "$ll" "$script"; then
        # Run in the output folder: the MIR quotes the .ll's name as its ModuleID.
        (cd "$dir" && run "$mir.tmp" "$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 \
            -stop-before=greedy "$name.ll" -o "$mir.tmp") || return 1
        mv "$mir.tmp" "$mir"
        did+=" mir"
    fi
    if stale "$asm" "$mir" "$script"; then
        # shellcheck disable=SC2016 # $vcc is MIR text, not a shell variable
        sed -E 's/(, implicit(-def)? (dead |killed |undef )?)\$vcc_lo\b/\1$vcc/g' "$mir" > "$dir/$name.greedy-in.mir"
        run "$asm.tmp" "$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -start-before=greedy \
            "$dir/$name.greedy-in.mir" -o "$asm.tmp" || return 1
        if ! grep -q '; NumVgprs: ' "$asm.tmp"; then
            echo "compile-kernels: FAILED: $target $name: no resource usage in $asm.tmp" >&2
            return 1
        fi
        mv "$asm.tmp" "$asm"
        did+=" s"
    fi

    # Instructions of the pre-RA MIR bodies, and greedy's resource usage.
    local insns usage spill=""
    insns=$(awk '/^body:/ { body = 1; next } /^---|^\.\.\./ { body = 0 }
                 body && /^ +(%|\$|dead |early-clobber |renamable |undef |[A-Z][A-Z0-9_]+( |$))/ { n++ }
                 END { print n + 0 }' "$mir")
    usage=$(awk '/; (NumVgprs|NumAgprs|NumSgprs|ScratchSize|Occupancy): / {
                     sub(/^[ \t]*; /, ""); split($0, kv, ": "); v[kv[1]] = kv[2] }
                 END { printf "vgpr=%-3s agpr=%-3s sgpr=%-3s scratch=%-4s occ=%s",
                       v["NumVgprs"], ("NumAgprs" in v ? v["NumAgprs"] : "-"), v["NumSgprs"], v["ScratchSize"], v["Occupancy"] }' "$asm")
    grep -Eq '; ScratchSize: [1-9]' "$asm" && spill=" SPILL"
    local state=up-to-date
    [ -z "$did" ] || state="built:${did# }"
    printf '[%2d/%d] %-7s %-18s %-16s mir=%-5s %s%s\n' "$index" "$total" "$target" "$name" \
        "$state" "$insns" "$usage" "$spill"
}

if [ "${1:-}" = "--job" ]; then
    shift
    job "$@"
    exit
fi

if [ $# -ne 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi
mkdir -p "$1"
OUTDIR=$(cd "$1" && pwd)
export OUTDIR CLANG LLC

for tool in "$CLANG" "$LLC"; do
    command -v "$tool" >/dev/null || { echo "compile-kernels: $tool not found" >&2; exit 1; }
done

# The job list: "INDEX TOTAL TARGET NAME SOURCE FLAGS..." per line.
variants=$(grep -Ev '^[[:space:]]*(#|$)' "$kernels/variants.txt")
total=$(( $(printf '%s\n' "$variants" | wc -l) * $(wc -w <<< "$TARGETS") ))
jobs_list=$(
    index=0
    for target in $TARGETS; do
        while read -r name source flags; do
            index=$((index + 1))
            # No trailing blank: xargs -L would join the next line to this one.
            echo "$index $total $target $name $source${flags:+ $flags}"
        done <<< "$variants"
    done
)

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
printf '%s\n' "$jobs_list" | xargs -P "$JOBS" -L 1 "$script" --job | tee "$log" || status=1

ok=$(grep -c '^\[' "$log" || true)
built=$(grep -c ' built:' "$log" || true)
spills=$(grep -c ' SPILL$' "$log" || true)
failed=$((total - ok))
echo "compile-kernels: $total kernels in $OUTDIR: $((ok - built)) up to date, $built built," \
     "$failed failed; $spills with greedy spills"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
    echo "compile-kernels: FAILED ($failed of $total kernels; see the messages above)" >&2
    exit 1
fi
