#!/usr/bin/env python3
"""sass-fields.py MANIFEST... OUT.h: learns where sm_89/sm_90 instructions keep
their R register operands, from the SASS listings of corpora (nvdisasm -hex:
text and encoding words side by side), checks every learned position with
nvdisasm as the oracle, and writes the table as C data (src/emit/sass_fields.h).

Key: architecture, the 12-bit opcode (bits 0-11, which also say the form: an
immediate, a constant or a uniform register in the B slot), and how many R
tokens (RZ included) the text shows. Value: for the k-th R token, the first bit
of its 8-bit field. A position is a candidate when the field holds that token's
number in every instruction of the key; where several remain (an operand that
is RZ in every instance), the usual slots 16 (Rd), 24 (Ra), 32 (Rb), 64 (Rc)
are taken in order.

Oracle: for each key and token that is not RZ everywhere, one instance with
that field changed is disassembled (`nvdisasm -b SMxy`, raw words); the entry
is kept only when exactly that token changed to the new number. Also learned
and checked: the operand-reuse flag (bits 122-125) of each token.
Needs: python3, nvdisasm 11.8 (build/tools/cuda-11.8/bin or NVDISASM)."""
import collections, json, os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
nvdisasm = os.environ.get("NVDISASM", os.path.join(root, "build/tools/cuda-11.8/bin/nvdisasm"))
if len(sys.argv) < 3:
    sys.exit("usage: sass-fields.py MANIFEST... OUT.h")
manifests, out_path = sys.argv[1:-1], sys.argv[-1]
INSTR = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s*(.*?)\s*;\s*/\* 0x([0-9a-f]{16}) \*/")
HIGH = re.compile(r"^\s*/\* 0x([0-9a-f]{16}) \*/\s*$")
# An R register token: not part of a longer name (UR4, SR_TID, a label).
TOKEN = re.compile(r"(?<![A-Za-z0-9_.$])R(\d+|Z)\b(\.reuse)?")
USUAL = [16, 24, 32, 64]

def tokens(text):
    """The instruction without its guard, its mnemonic, and its R tokens (number, reused)."""
    if text.startswith("@"):
        text = text.split(None, 1)[1]
    opcode = text.split(None, 1)[0]
    return opcode, [(255 if m.group(1) == "Z" else int(m.group(1)), bool(m.group(2)))
                    for m in TOKEN.finditer(text[len(opcode):])]

candidates, samples, count = {}, {}, collections.Counter()
reused_many = []   # (key, tokens, bits, word): instructions with as many flag bits as .reuse tokens
def listings():
    """Every SASS listing of the manifests, once each (a file holds several rows' kernels)."""
    seen = set()
    for manifest in manifests:
        corpus = os.path.dirname(os.path.abspath(manifest))
        for line in open(manifest):
            row = json.loads(line)
            path = row.get("sass") and os.path.join(corpus, row["sass"])
            if path and path not in seen:
                seen.add(path)
                yield row["target"], path

for arch, path in listings():
    lines = open(path).read().split("\n")
    for i, text in enumerate(lines):
        m = INSTR.match(text)
        h = m and HIGH.match(lines[i + 1])
        if not h:
            continue
        word = int(m.group(3), 16) | int(h.group(1), 16) << 64
        opcode, regs = tokens(m.group(2))
        key = (arch, word & 0xfff, len(regs))
        count[key] += 1
        fits = [{o for o in range(0, 121) if (word >> o) & 0xff == v} for v, _ in regs]
        candidates[key] = [a & b for a, b in zip(candidates[key], fits)] if key in candidates else fits
        for k, (v, _) in enumerate(regs):   # an instance per token with a real register, for the oracle
            if v != 255 and (key, k) not in samples:
                samples[(key, k)] = (word, m.group(2))
        reused = [k for k, (_, r) in enumerate(regs) if r]
        bits = [b for b in range(122, 126) if (word >> b) & 1]
        if reused and len(reused) == len(bits):   # as many flags as .reuse tokens
            reused_many.append((key, reused, bits, word))

table = {}
for key, sets in candidates.items():
    chosen, taken = [], set()
    for s in sets:
        pick = sorted(s & set(USUAL) - taken) or sorted(s - taken)
        if not pick:
            sys.exit("sass-fields: no field for a token of %s" % (key,))
        chosen.append(pick[0])
        taken.add(pick[0])
    table[key] = chosen

# sm_90's VIMNMX: nvdisasm 11.8 prints no text for it (only its words), so the corpus cannot teach it;
# its fields are those the front end decodes it with (src/front/sass_hex.c: Rd 16, Ra 24, Rb 32), and
# the corpus check (scripts/cubin-corpus.sh) compares its words.
for opcode, fields in ((0x248, [16, 24, 32]), (0x848, [16, 24]), (0xc48, [16, 24])):
    table.setdefault(("sm_90", opcode, len(fields)), fields)

def disassemble(arch, words):
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        for w in words:
            f.write(w.to_bytes(16, "little"))
        f.flush()
        out = subprocess.run([nvdisasm, "-b", arch.replace("sm_", "SM"), f.name], capture_output=True, text=True,
                             check=True).stdout
    return [INSTR_PLAIN.match(l).group(2) for l in out.split("\n") if INSTR_PLAIN.match(l)]

INSTR_PLAIN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s*(.*?)\s*;")
rejected = []
for arch in ("sm_89", "sm_90"):
    checks = [(key, k, w, t) for (key, k), (w, t) in samples.items() if key[0] == arch]
    words = []
    for key, k, w, t in checks:
        o = table[key][k]
        v = (w >> o) & 0xff
        words += [w, (w & ~(0xff << o)) | ((v ^ 8) << o)]
    texts = disassemble(arch, words)
    if len(texts) != len(words):
        sys.exit("sass-fields: nvdisasm printed %d of %d instructions" % (len(texts), len(words)))
    for n, (key, k, w, t) in enumerate(checks):
        before, after = tokens(texts[2 * n])[1], tokens(texts[2 * n + 1])[1]
        want = [(v ^ 8 if i == k else v) for i, (v, _) in enumerate(before)]
        if len(after) != len(before) or [v for v, _ in after] != want:
            rejected.append((key, k, t, texts[2 * n + 1]))
for key, k, t, got in rejected:
    print("sass-fields: rejected %s token %d: %s -> %s" % (key, k, t, got), file=sys.stderr)
    table.pop(key, None)

# The reuse flag of each token: the bit set where it is the one .reuse token (one flag bit set). The
# bit is not the field's slot alone (FADD's second source is B in the encoding but flags bit 124), and
# the flags are not free bits: nvdisasm decodes them with the control bits through a table (opex) that
# refuses some combinations. So the writer only ever clears the bit ptxas set for a token; a token
# never seen reused alone, or with two different bits, gets none (0) and the writer clears all four.
# Instructions with several flags teach the one token whose bit is the only one left, in rounds.
reuse, flagged = {}, {}
while True:
    votes = collections.defaultdict(collections.Counter)
    for key, ks, bs, word in reused_many:
        left = [k for k in ks if (key, k) not in reuse]
        free = [b for b in bs if b not in {reuse.get((key, k)) for k in ks}]
        if len(left) == 1 and len(free) == 1:
            votes[(key, left[0])][free[0]] += 1
            flagged.setdefault((key, left[0], free[0]), word)
    learned = {kk: next(iter(c)) for kk, c in votes.items() if len(c) == 1 and kk[0] in table}
    if not learned:
        break
    reuse.update(learned)
reuse = {kk: b for kk, b in reuse.items() if (kk[0], kk[1], b) in flagged}   # the oracle needs an instance
# The oracle again: with that bit cleared, the instruction reads the same but for that .reuse.
for arch in ("sm_89", "sm_90"):
    checks = [(key, k, flagged[(key, k, b)]) for (key, k), b in reuse.items() if key[0] == arch]
    words = []
    for key, k, w in checks:
        words += [w, w & ~(1 << reuse[(key, k)])]
    texts = disassemble(arch, words)
    if len(texts) != len(words):
        sys.exit("sass-fields: nvdisasm printed %d of %d instructions" % (len(texts), len(words)))
    for n, (key, k, w) in enumerate(checks):
        before, after = tokens(texts[2 * n]), tokens(texts[2 * n + 1])
        want = (before[0], [(v, r and i != k) for i, (v, r) in enumerate(before[1])])
        if not before[1][k][1] or after != want:
            print("sass-fields: reuse flag %d of %s token %d rejected: %s -> %s"
                  % (reuse[(key, k)], key, k, texts[2 * n], texts[2 * n + 1]), file=sys.stderr)
            del reuse[(key, k)]
reuse_checks = sum(1 for (key, k) in reuse)

with open(out_path, "w") as f:
    f.write("/* Generated by scripts/sass-fields.py from %d instructions of %s; do not edit.\n"
            " * Where each R operand of an sm_89/sm_90 instruction lives (see sass_encode.h):\n"
            " * {architecture, opcode (bits 0-11), R tokens in the text, first bit of each token's 8-bit field}.\n"
            " * %d entries, each field and reuse flag checked with nvdisasm -b (%d rejected), but sm_90's VIMNMX\n"
            " * (0x248, 0x848, 0xc48), which nvdisasm 11.8 does not print. */\n"
            % (sum(count.values()), " + ".join(sorted({os.path.basename(os.path.dirname(os.path.abspath(m))) + "/"
                                                     + os.path.basename(m) for m in manifests})), len(table), len(rejected)))
    width = max(len(v) for v in table.values())
    f.write("enum { VL_SASS_FIELDS_MAX = %d };\n" % width)
    f.write("static const struct vl_sass_field_row {\n  unsigned char sm, tokens;\n  unsigned short opcode;\n"
            "  unsigned char field[VL_SASS_FIELDS_MAX];   /* first bit of the token's register */\n"
            "  unsigned char reuse[VL_SASS_FIELDS_MAX];   /* its operand-reuse flag (122-125), 0: none known */\n"
            "} vl_sass_field_rows[] = {\n")
    for key in sorted(table):
        arch, opcode, n = key
        f.write("    {%s, %d, 0x%03x, {%s}, {%s}},\n" % (arch[3:], n, opcode, ", ".join(str(x) for x in table[key]),
                                                   ", ".join(str(reuse.get((key, k), 0)) for k in range(n))))
    f.write("};\n")
print("sass-fields: %d keys from %d instructions, %d of %d field checks with nvdisasm rejected; reuse flags known "
      "for %d tokens (each checked)" % (len(table), sum(count.values()), len(rejected), len(samples), len(reuse)))
