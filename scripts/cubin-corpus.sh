#!/usr/bin/env bash
# cubin-corpus.sh MANIFEST OUT: our allocation written into ptxas's cubins, on
# every sm_89/sm_90 kernel of a manifest, and checked without a GPU:
#  - `verilocc alloc K.sass --ptx K.ptx --cubin K.cubin -o OUT.cubin --asm OUT.sass`
#    (the classical allocator; K.ptx for the launch bounds where the manifest has it);
#  - nvdisasm round trip: `nvdisasm -hex -c OUT.cubin` equals OUT.sass instruction
#    for instruction (address and text, blanks aside) and word for word (both
#    encoding words of every instruction, also those nvdisasm 11.8 prints without
#    text: sm_90's VIMNMX, whose text is then ours alone), and the sections'
#    SHI_REGISTERS agree;
#  - `cuobjdump -res-usage OUT.cubin` reports, per function, REG equal to our count
#    (alloc's report), STACK equal to ptxas's cubin's plus the frame our spill code
#    added (0 where nothing was spilled) and LOCAL equal to ptxas's (the frame is
#    stack, not LOCAL: ptxas's own spilling kernels report LOCAL:0 too);
#  - every EIATTR_EXIT_INSTR_OFFSETS entry (cuobjdump -elf) points at an EXIT of its
#    function in nvdisasm's listing (inserted code moves them).
# Kernels alloc refuses as "not supported yet" (exit 2) are counted apart. Two at a time.
# VL_ALLOC_FLAGS: more options for every alloc (tests force spill code with --max-regs N).
# VL_ALLOC_TIMEOUT: seconds an alloc may take (0, the default: no limit); a kernel past it is a FAIL.
# Prints "N of M kernels: nvdisasm round trip identical, res-usage equal" and writes
# OUT/summary.json; per kernel OUT/results.txt: ok | unsupported | FAIL, with why.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="${1:?usage: cubin-corpus.sh MANIFEST OUT}"; out="${2:?usage: cubin-corpus.sh MANIFEST OUT}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
tools="$root/build/tools/cuda-11.8/bin"
for t in nvdisasm cuobjdump; do
  [ -x "$tools/$t" ] || { echo "cubin-corpus: $tools/$t is missing (scripts/setup-nvidia.sh installs it)" >&2; exit 1; }
done
mkdir -p "$out"
export VL_BIN="$root/build/verilocc" VL_DIR="$dir" VL_OUT="$out" VL_TOOLS="$tools" VL_ALLOC_FLAGS="${VL_ALLOC_FLAGS:-}" \
  VL_ALLOC_TIMEOUT="${VL_ALLOC_TIMEOUT:-0}"
jq -r 'select((.target == "sm_89" or .target == "sm_90") and .sass and .cubin) | [.sass, .cubin, (.ptx // "")] | @tsv' \
  "$manifest" | sort -u -k1,1 > "$out/kernels.tsv"
total=$(wc -l < "$out/kernels.tsv")
[ "$total" -gt 0 ] || { echo "cubin-corpus: no NVIDIA kernels with cubins in $manifest" >&2; exit 1; }

# A listing as comparable lines: "I ADDR TEXT" per instruction with text (blanks squeezed;
# with drop=1, none for the encodings nvdisasm 11.8 prints no text for), "L NAME" before it for
# a label in front of it (so that moved branch targets are compared too; nvdisasm drops the label
# of an instruction it prints no text for, and so does drop=1), "W LO HI" per instruction's
# words, "S ..." per .sectioninfo.
normalize() {   # $1: listing, $2: drop (1: leave out the text of what nvdisasm cannot print), $3: sm_90 (1/0)
  awk -v drop="$2" -v sm90="$3" '
    function flush() { if (lo != "") { print "W " lo " " hi; lo = "" } }
    /^[ \t]*\.sectioninfo/ { flush(); gsub(/[ \t]+/, " "); print "S " $0; next }
    /^[ \t]*\.L_[A-Za-z0-9_]+:/ { flush(); label = $1; next }   # printed with the instruction it stands before
    /^[ \t]*\/\* 0x[0-9a-f]+ \*\/[ \t]*$/ {
      w = $0; sub(/^[ \t]*\/\* 0x/, "", w); sub(/ \*\/.*/, "", w)
      if (lo == "") lo = w; else { hi = w; flush() }
      next }
    /^[ \t]*\/\*[0-9a-f]+\*\// {
      flush()
      line = $0; addr = line; sub(/^[ \t]*\/\*/, "", addr); sub(/\*\/.*/, "", addr)
      text = line; sub(/^[ \t]*\/\*[0-9a-f]+\*\/[ \t]*/, "", text)
      w = text; text0 = text; sub(/[ \t]*;.*/, "", text0); gsub(/[ \t]+/, " ", text0)
      if (match(w, /\/\* 0x[0-9a-f]+ \*\//)) { w = substr(w, RSTART + 5, RLENGTH - 8); lo = w } else w = ""
      op = substr(w, length(w) - 2)
      if (!(drop && sm90 && (op == "248" || op == "848" || op == "c48"))) {
        if (label != "") print "L " label
        print "I " addr " " text0
      }
      label = ""
      next }' "$1"
}
export -f normalize

one() {
  local sass="$1" cubin="$2" ptx="$3" name base target sm90=0 rc extra=()
  name="${sass//\//.}"; name="${name%.sass}"; base="$VL_OUT/$name"
  [ -n "$ptx" ] && extra=(--ptx "$VL_DIR/$ptx")
  grep -q EF_CUDA_SM90 "$VL_DIR/$sass" && sm90=1
  timeout -k 5 "${VL_ALLOC_TIMEOUT:-0}" "$VL_BIN" alloc "$VL_DIR/$sass" "${extra[@]}" --cubin "$VL_DIR/$cubin" \
    -o "$base.cubin" --asm "$base.sass" --report "$base.report.json" --quiet $VL_ALLOC_FLAGS > "$base.log" 2>&1
  rc=$?
  [ $rc = 124 ] && { echo "FAIL $name alloc took longer than VL_ALLOC_TIMEOUT=$VL_ALLOC_TIMEOUT s"; return; }
  if [ $rc = 2 ] && grep -q "not supported yet" "$base.log"; then echo "unsupported $name (inserted code)"; return; fi
  [ $rc = 0 ] || { echo "FAIL $name alloc exit $rc ($base.log)"; return; }
  "$VL_TOOLS/nvdisasm" -hex -c "$base.cubin" > "$base.dis" 2> "$base.dis.err" ||
    { echo "FAIL $name nvdisasm ($base.dis.err)"; return; }
  [ -s "$base.dis.err" ] && { echo "FAIL $name nvdisasm warned ($base.dis.err)"; return; }
  normalize "$base.dis" 0 "$sm90" > "$base.dis.norm"; normalize "$base.sass" 1 "$sm90" > "$base.sass.norm"
  cmp -s "$base.dis.norm" "$base.sass.norm" || { echo "FAIL $name round trip (diff $base.dis.norm $base.sass.norm)"; return; }
  # REG per function from cuobjdump against our report; STACK and LOCAL against ptxas's cubin + growth.
  "$VL_TOOLS/cuobjdump" -res-usage "$base.cubin" > "$base.res" 2>&1 &&
    "$VL_TOOLS/cuobjdump" -res-usage "$VL_DIR/$cubin" > "$base.ptxas.res" 2>&1 ||
    { echo "FAIL $name cuobjdump ($base.res)"; return; }
  local bad
  bad=$(jq -r --rawfile ours "$base.res" --rawfile theirs "$base.ptxas.res" '
    def usage($t): [$t | scan("Function ([^:]+):\\s*REG:(\\d+) STACK:(\\d+) SHARED:\\d+ LOCAL:(\\d+)")
                    | {key: .[0], value: {reg: (.[1] | tonumber), stack: (.[2] | tonumber), local: (.[3] | tonumber)}}]
                   | from_entries;
    usage($ours) as $o | usage($theirs) as $p |
    .functions[] | . as $f | $o[$f.name] as $u | $p[$f.name] as $q |
    if $u == null or $q == null then "\($f.name): no res-usage line"
    elif $u.reg != $f.ours.R then "\($f.name): REG \($u.reg), ours \($f.ours.R)"
    elif $u.stack != $q.stack + $f.inserted.frame_growth or $u.local != $q.local
    then "\($f.name): STACK \($u.stack) LOCAL \($u.local), ptxas \($q.stack) + \($f.inserted.frame_growth) and \($q.local)"
    else empty end' "$base.report.json")
  [ -z "$bad" ] || { echo "FAIL $name res-usage: $bad"; return; }
  # Every EIATTR_EXIT_INSTR_OFFSETS entry of our cubin points at an EXIT of its function (they move
  # with inserted code).
  bad=$("$VL_TOOLS/cuobjdump" -elf "$base.cubin" |
    awk 'function hex(s,   v, i) { v = 0; s = tolower(substr(s, 3)); for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1; return v }
         /^\.nv\.info\./ { fn = substr($1, 10) } /EIATTR_EXIT_INSTR_OFFSETS/ { want = 1 }
         want && /Value:/ { for (i = 2; i <= NF; i++) printf "%s %04x\n", fn, hex($i); want = 0 }' |
    awk 'NR == FNR { if ($0 ~ /^[ \t]*\.section[ \t]+\.text\./) { fn = $2; sub(/^\.text\./, "", fn); sub(/,.*/, "", fn) }
                     else if (match($0, /^[ \t]*\/\*[0-9a-f]+\*\//) && $0 ~ /EXIT/) {
                       a = substr($0, RSTART, RLENGTH); gsub(/[^0-9a-f]/, "", a); exits[fn " " a] = 1 }
                     next }
         !($0 in exits) { print "no EXIT at " $0 }' "$base.dis" -) || bad="cuobjdump -elf or awk failed"
  [ -z "$bad" ] || { echo "FAIL $name exit offsets: $bad"; return; }
  echo "ok $name $(jq -r '[.functions[] | "\(.ours.R)/\(.ptxas.R)"] | join(",")' "$base.report.json")"
}
export -f one
xargs -P2 -L1 -d '\n' bash -c 'IFS=$'"'"'\t'"'"' read -r s c p <<< "$1"; one "$s" "$c" "$p"' _ < "$out/kernels.tsv" > "$out/results.txt"
ok=$(grep -c '^ok ' "$out/results.txt"); unsupported=$(grep -c '^unsupported ' "$out/results.txt")
failed=$(grep -c '^FAIL ' "$out/results.txt")
echo "cubin-corpus: $ok of $total kernels: nvdisasm round trip identical, res-usage equal"
echo "  not supported yet (allocation inserted MOV/STL/LDL): $unsupported; failed: $failed"
grep '^FAIL ' "$out/results.txt" | head -5
fewer=$(awk '$1 == "ok" { n = split($3, f, ","); for (i = 1; i <= n; i++) { split(f[i], r, "/"); if (r[1] + 0 < r[2] + 0) c++ } } END { print c + 0 }' "$out/results.txt")
jq -n --argjson total "$total" --argjson ok "$ok" --argjson unsupported "$unsupported" --argjson failed "$failed" \
  --argjson fewer "$fewer" \
  '{kernels: $total, identical_and_res_usage_equal: $ok, not_supported_inserted_code: $unsupported, failed: $failed,
    functions_fewer_registers_than_ptxas: $fewer}' > "$out/summary.json"
