# The code object's disassembly against the assembly it was linked from, instruction
# for instruction (scripts/hsaco-check.sh runs it; mawk is enough).
#
# Usage: awk -f hsaco-disasm.awk SYMBOLS.txt OBJDUMP.txt OUT.s
#   SYMBOLS.txt: `llvm-nm-19 --defined-only OUT.hsaco` (functions and data: a relocated
#   operand may name a constant table in .rodata); OBJDUMP.txt: `llvm-objdump-19 -d
#   OUT.hsaco`; OUT.s: the assembly (`alloc --asm`).
# Prints the differences (at most 20) and one line:
#   disassembly equal: N instructions in F functions (P padding words)
# or "disassembly differs: ..."; exits 0 when equal, 1 when not.
#
# What is normalised, and why each is no difference:
#  - comments, indentation and runs of blanks (llc's `; %bb.1:` notes, objdump's
#    `// ADDRESS: ENCODING`);
#  - labels: a branch names `.LBB0_4` in the assembly and a word offset in the
#    code object (`s_cbranch_execz 14`); both become the target's address (for
#    the code object: the branch's address + 4 + 4 * the signed 16-bit offset;
#    for the assembly: the address of the instruction after the label);
#  - relocated operands: `helper@rel32@lo+4` (and @hi) are resolved by ld.lld to
#    the literal the code object holds; the assembly's operand is evaluated from
#    the linked symbol's address (S + A - P, P the literal's own address, low or
#    high 32 bits) and compared with that literal as a 32-bit number;
#  - padding: `.p2align` (functions, loop headers) and the code-end `.fill` are
#    filled with `s_nop 0` (gfx9) or `s_code_end` (gfx10+) words; exactly the
#    words up to the next aligned address are skipped, and each must be such a word;
#  - inline assembly (between llc's `;;#ASMSTART` and `;;#ASMEND`) is the source's
#    own spelling, and the assembler picks its encoding: `v_add_u32 v5, v5, 1`
#    there is `v_add_u32_e64 v5, v5, 1` in the code object; in such lines only, a
#    mnemonic matches the same mnemonic with the encoding suffix (_e32, _e64);
#  - on gfx10+, SMEM's zero offset: the assembly prints `s_load_b64 s[6:7],
#    s[0:1], 0x0`; the disassembler decodes the same word's offset field as the
#    null SGPR (`..., null`), one encoding (soffset = null, offset 0).
# Everything else must be the same text: mnemonic, every register, every modifier.

function hex(s,    v, i, c) {
  v = 0
  s = tolower(s)
  sub(/^0x/, "", s)
  for (i = 1; i <= length(s); i++) {
    c = index("0123456789abcdef", substr(s, i, 1))
    if (!c) return -1
    v = v * 16 + c - 1
  }
  return v
}

# A literal of the code object as an unsigned 32-bit number ("0xfffffebc", "-1", "12").
function u32(s,    v) {
  v = s ~ /^0x/ ? hex(s) : s + 0
  v = v % 4294967296
  return v < 0 ? v + 4294967296 : v
}

function squeeze(s) {
  gsub(/[ \t]+/, " ", s)
  sub(/^ /, "", s)
  sub(/ $/, "", s)
  return s
}

function is_padding(text) { return text == "s_nop 0" || text == "s_code_end" }

function differ(k, ours, theirs) {
  if (++ndiff <= 20)
    printf "disassembly differs at 0x%x (%s): ours '%s', code object '%s'\n", D_addr[k], D_func[k], ours, theirs
}

# Skip code-object words up to address `to`: each must be padding.
function pad_to(to, why) {
  while (j < nd && D_addr[j] < to) {
    if (!is_padding(D_text[j])) {
      differ(j, "(" why ")", D_text[j])
      j++
      continue
    }
    npad += D_size[j] / 4
    j++
  }
}

BEGIN { nd = 0; ni = 0 }   # array indices from 0 (an unset counter would be the key "")
FNR == 1 { file++ }

# ---- the code object: symbols, then instructions ------------------------------
file == 1 {
  if (NF == 3) sym[$3] = hex($1)
  next
}
file == 2 {
  if ($0 ~ /^[0-9a-fA-F]+ <.*>:$/) {
    name = $2
    sub(/^</, "", name)
    sub(/>:$/, "", name)
    func_now = name
    next
  }
  if ($0 !~ /^\t/) next
  text = $0
  enc = ""
  if (index(text, "//")) {
    enc = substr(text, index(text, "//") + 2)
    text = substr(text, 1, index(text, "//") - 1)
  }
  # enc: " 000000001614: BF88000E <_Z6helperPfif+0x50>"
  split(squeeze(enc), w, " ")
  addr = w[1]
  sub(/:$/, "", addr)
  size = 0
  for (i = 2; (i in w) && w[i] ~ /^[0-9A-Fa-f]+$/; i++) size += length(w[i]) / 2
  D_addr[nd] = hex(addr)
  D_size[nd] = size
  D_text[nd] = squeeze(text)
  D_func[nd] = func_now
  nd++
  next
}

# ---- the assembly -------------------------------------------------------------
/^[ \t]*\.amdgpu_metadata/ { in_metadata = 1; next }
/^[ \t]*\.end_amdgpu_metadata/ { in_metadata = 0; next }
in_metadata { next }
/^[ \t]*\.text[ \t]*$/ || /^[ \t]*\.section[ \t]+\.text/ { in_text = 1; next }
/^[ \t]*\.section/ || /^[ \t]*\.(data|bss|rodata)[ \t]*$/ { in_text = 0; next }
!in_text { next }
/^[ \t]*\.type[ \t]/ && /@function/ {
  f = $2
  sub(/,.*/, "", f)
  is_function[f] = 1
  next
}
/^[ \t]*\.p2alignl?[ \t]/ {
  n = $2
  sub(/,.*/, "", n)
  item[ni] = "A"
  arg[ni++] = n + 0
  next
}
/^[^ \t;]+:/ {
  l = $0
  sub(/:.*/, "", l)
  item[ni] = is_function[l] ? "F" : "L"
  arg[ni++] = l
  next
}
/^[ \t]*;;#ASMSTART/ { in_inline = 1; next }
/^[ \t]*;;#ASMEND/ { in_inline = 0; next }
/^[ \t]+[a-z]/ {
  t = $0
  sub(/;.*/, "", t)
  item[ni] = "I"
  inline[ni] = in_inline
  arg[ni++] = squeeze(t)
  next
}

# ---- align the two, then compare ---------------------------------------------
END {
  j = 0
  npad = 0
  for (i = 0; i < ni; i++) {
    if (item[i] == "F") {
      if (!(arg[i] in sym)) {
        print "disassembly differs: no symbol " arg[i] " in the code object"
        ndiff++
        continue
      }
      pad_to(sym[arg[i]], "padding before " arg[i])
      nfunc++
    } else if (item[i] == "A") {
      a = 2 ^ arg[i]
      if (j < nd) pad_to(D_addr[j] + (a - D_addr[j] % a) % a, ".p2align " arg[i])
    } else if (item[i] == "L") {
      label[arg[i]] = j < nd ? D_addr[j] : D_addr[nd - 1] + D_size[nd - 1]
    } else {
      at[i] = j++
    }
  }
  pad_to(1e18, "after the last function")
  for (i = 0; i < ni; i++) {
    if (item[i] != "I") continue
    k = at[i]
    ninstr++
    if (k >= nd) {
      print "disassembly differs: the code object ends before '" arg[i] "'"
      ndiff++
      continue
    }
    nt = split(arg[i], ours, /,? /)
    mt = split(D_text[k], theirs, /,? /)
    same = nt == mt
    for (t = 1; same && t <= nt; t++) {
      o = ours[t]
      c = theirs[t]
      if (o == c) continue
      if (t == 1 && inline[i] && (c == o "_e32" || c == o "_e64")) continue
      if (o in label) {   # a branch target
        if (c !~ /^[0-9]+$/) same = 0
        else same = D_addr[k] + 4 + 4 * (c >= 32768 ? c - 65536 : c) == label[o]
      } else if (o ~ /@rel32@(lo|hi)/) {
        s = o
        sub(/@.*/, "", s)
        addend = o
        sub(/^[^+-]*/, "", addend)
        if (!(s in sym)) { same = 0; continue }
        p = D_addr[k] + D_size[k] - 4   # the literal: the instruction's last dword
        v = sym[s] + addend - p
        if (o ~ /@hi/) v = int((v - (v % 4294967296 + 4294967296) % 4294967296) / 4294967296)
        same = u32(v) == u32(c)
      } else if (o == "0x0" && c == "null" && t == nt && ours[1] ~ /^s_(load|buffer_load)_/) {
        same = 1   # gfx10+ SMEM: offset 0 with soffset = null, one word
      } else {
        same = 0
      }
    }
    if (!same) differ(k, arg[i], D_text[k])
  }
  if (ndiff) {
    printf "disassembly differs: %d difference%s in %d instructions\n", ndiff, ndiff == 1 ? "" : "s", ninstr
    exit 1
  }
  printf "disassembly equal: %d instructions in %d function%s (%d padding words)\n", ninstr, nfunc,
    nfunc == 1 ? "" : "s", npad
}
