/* Random pre-RA MIR (see gen.h). The entry block defines a pool of values of every kind; later
 * blocks read the pool and their own values, redefine pool values (so that values live around
 * loops), and end in a fall-through or a conditional branch anywhere but the entry. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

void gen_printf(gen_text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (t->len + (size_t)n + 1 > t->cap) {
    t->cap = (t->len + (size_t)n + 1) * 2;
    t->data = realloc(t->data, t->cap);
    if (!t->data) abort();
  }
  va_start(ap, fmt);
  vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  t->len += (size_t)n;
}

uint32_t gen_rand(uint64_t *rng, uint32_t n) {
  *rng ^= *rng << 13, *rng ^= *rng >> 7, *rng ^= *rng << 17;   /* xorshift64 */
  return n ? (uint32_t)(*rng % n) : 0;
}

enum kind { V, V2, V4, S, S2, NUM_KINDS };

typedef struct value {
  uint32_t id;
  enum kind kind;
} value;

typedef struct mir_gen {
  gen_text *t;
  uint64_t *rng;
  bool wave32, align2;   /* gfx1100: wave32, tuples without alignment classes */
  const char *csr;       /* the call's register mask */
  uint32_t next_id;
  value *classes;        /* every id's kind, for the registers: list */
  value pool[64];        /* defined in the entry block: readable everywhere */
  uint32_t num_pool;
  value local[64];       /* defined earlier in the current block */
  uint32_t num_local;
} mir_gen;

static const char *class_name(const mir_gen *g, enum kind k) {
  switch (k) {
    case V: return "vgpr_32";
    case V2: return g->align2 ? "vreg_64_align2" : "vreg_64";
    case V4: return g->align2 ? "vreg_128_align2" : "vreg_128";
    case S: return "sreg_32";
    default: return "sreg_64";
  }
}

static value fresh(mir_gen *g, enum kind k) {
  value v = {g->next_id++, k};
  g->classes = realloc(g->classes, g->next_id * sizeof *g->classes);
  if (!g->classes) abort();
  g->classes[v.id] = v;
  return v;
}

/* A readable value of kind k (NULL-like id UINT32_MAX when none). */
static value pick(mir_gen *g, enum kind k) {
  uint32_t n = 0;
  value found = {UINT32_MAX, k};
  for (uint32_t i = 0; i < g->num_pool + g->num_local; i++) {
    value v = i < g->num_pool ? g->pool[i] : g->local[i - g->num_pool];
    if (v.kind == k && gen_rand(g->rng, ++n) == 0) found = v;
  }
  return found;
}

/* A 32-bit VGPR operand: a whole vgpr_32 or one lane of a VGPR tuple. */
static void vgpr_operand(mir_gen *g, char *buf, size_t size) {
  enum kind k = gen_rand(g->rng, 3) == 0 ? (gen_rand(g->rng, 2) ? V2 : V4) : V;
  value v = pick(g, k);
  if (v.id == UINT32_MAX) v = pick(g, k = V);
  if (k == V) snprintf(buf, size, "%%%u", v.id);
  else snprintf(buf, size, "%%%u.sub%u", v.id, gen_rand(g->rng, k == V2 ? 2 : 4));
}

static void add_local(mir_gen *g, value v) {
  if (g->num_local < 64) g->local[g->num_local++] = v;
}

/* A new definition of readable value d that reads it, as LLVM's own code after phi elimination
 * has them (a value redefined without being read would be two values to LLVM: its live interval
 * must stay one connected piece). */
static void redefine_value(mir_gen *g, value d, const char *cls) {
  gen_text *t = g->t;
  char a[32];
  vgpr_operand(g, a, sizeof a);
  value y = pick(g, d.kind);
  switch (d.kind) {
    case V:
      if (gen_rand(g->rng, 2)) gen_printf(t, "    %%%u:%s = V_ADD_U32_e32 %s, %%%u, implicit $exec\n", d.id, cls, a, d.id);
      else gen_printf(t, "    %%%u:%s = V_FMAC_F32_e32 %s, %s, %%%u(tied-def 0), implicit $mode, implicit $exec\n", d.id, cls, a, a, d.id);
      break;
    case V2: gen_printf(t, "    %%%u:%s = V_LSHLREV_B64_e64 1, %%%u, implicit $exec\n", d.id, cls, d.id); break;
    case V4: gen_printf(t, "    %%%u.sub%u:%s = COPY %s\n", d.id, gen_rand(g->rng, 4), cls, a); break;   /* one lane */
    case S: gen_printf(t, "    %%%u:%s = S_OR_B32 %%%u, %%%u, implicit-def dead $scc\n", d.id, cls, d.id, y.id); break;
    default: gen_printf(t, "    %%%u:%s = S_AND_B64 %%%u, %%%u, implicit-def dead $scc\n", d.id, cls, d.id, y.id);
  }
}

/* A definition of a new value of kind k, or (redefine) a new definition of a readable one. */
static void define(mir_gen *g, enum kind k, bool redefine) {
  gen_text *t = g->t;
  value d = redefine ? pick(g, k) : (value){UINT32_MAX, k};
  if (d.id != UINT32_MAX) {
    redefine_value(g, d, g->classes[d.id].kind == NUM_KINDS ? "sreg_64_xexec" : class_name(g, k));
    return;
  }
  bool is_new = true;
  if (is_new) d = fresh(g, k);
  const char *cls = g->classes[d.id].kind == NUM_KINDS ? "sreg_64_xexec" : class_name(g, k);
  char a[32], b[32];
  switch (k) {
    case V:
      vgpr_operand(g, a, sizeof a);
      vgpr_operand(g, b, sizeof b);
      switch (gen_rand(g->rng, 6)) {
        case 0: gen_printf(t, "    %%%u:%s = V_MOV_B32_e32 %u, implicit $exec\n", d.id, cls, gen_rand(g->rng, 64)); break;
        case 1: gen_printf(t, "    %%%u:%s = V_ADD_U32_e32 %s, %s, implicit $exec\n", d.id, cls, a, b); break;
        case 2: gen_printf(t, "    %%%u:%s = V_XOR_B32_e32 %s, %s, implicit $exec\n", d.id, cls, a, b); break;
        case 3: gen_printf(t, "    %%%u:%s = COPY %s\n", d.id, cls, a); break;   /* a copy hint */
        case 4: {
          value s = pick(g, S);
          if (s.id == UINT32_MAX) gen_printf(t, "    %%%u:%s = V_SUB_U32_e32 %s, %s, implicit $exec\n", d.id, cls, a, b);
          else gen_printf(t, "    %%%u:%s = V_ADD_U32_e32 %%%u, %s, implicit $exec\n", d.id, cls, s.id, b);
          break;
        }
        default:
          /* tied: the accumulator is read and written in one register */
          if (is_new) gen_printf(t, "    %%%u:%s = V_MOV_B32_e32 0, implicit $exec\n", d.id, cls);
          gen_printf(t, "    %%%u:%s = V_FMAC_F32_e32 %s, %s, %%%u(tied-def 0), implicit $mode, implicit $exec\n", d.id,
                     cls, a, b, d.id);
      }
      break;
    case V2: {
      value src = pick(g, V2);
      if (src.id != UINT32_MAX && gen_rand(g->rng, 2)) {   /* a whole tuple from another */
        gen_printf(t, "    %%%u:%s = V_LSHLREV_B64_e64 %u, %%%u, implicit $exec\n", d.id, cls, gen_rand(g->rng, 4), src.id);
        break;
      }
      __attribute__((fallthrough));   /* else lane by lane */
    }
    case V4: {
      uint32_t lanes = k == V2 ? 2 : 4;
      for (uint32_t l = 0; l < lanes; l++) {
        vgpr_operand(g, a, sizeof a);
        if (gen_rand(g->rng, 2)) gen_printf(t, "    %s%%%u.sub%u:%s = V_MOV_B32_e32 %u, implicit $exec\n", l ? "" : "undef ", d.id, l, cls, l + 1);
        else gen_printf(t, "    %s%%%u.sub%u:%s = COPY %s\n", l ? "" : "undef ", d.id, l, cls, a);
      }
      break;
    }
    case S: {
      value x = pick(g, S), y = pick(g, S);
      if (x.id == UINT32_MAX || y.id == UINT32_MAX || gen_rand(g->rng, 3) == 0)
        gen_printf(t, "    %%%u:%s = S_MOV_B32 %u\n", d.id, cls, gen_rand(g->rng, 1000));
      else
        gen_printf(t, "    %%%u:%s = S_%s_B32 %%%u, %%%u, implicit-def dead $scc\n", d.id, cls,
                   gen_rand(g->rng, 2) ? "AND" : "OR", x.id, y.id);
      break;
    }
    default: {
      value p = pick(g, S2);
      /* early-clobber: the loaded pair may not share a register with its address (xnack targets) */
      if (!is_new || p.id == UINT32_MAX || !g->align2 || gen_rand(g->rng, 2))
        gen_printf(t, "    %%%u:%s = S_MOV_B64 %u\n", d.id, cls, gen_rand(g->rng, 1000));
      else
        gen_printf(t, "    early-clobber %%%u:sreg_64_xexec = S_LOAD_DWORDX2_IMM_ec %%%u, 0, 0\n", d.id, p.id),
            g->classes[d.id].kind = NUM_KINDS;   /* declared sreg_64_xexec */
    }
  }
  if (is_new) add_local(g, d);
}

/* A fixed physical register read or written between values, an inline-asm clobber, or a call. */
static void fixed(mir_gen *g) {
  gen_text *t = g->t;
  char a[32];
  switch (gen_rand(g->rng, 4)) {
    case 0: {
      uint32_t r = gen_rand(g->rng, 32);
      vgpr_operand(g, a, sizeof a);
      value d = fresh(g, V);
      gen_printf(t, "    $vgpr%u = COPY %s\n    %%%u:vgpr_32 = V_ADD_U32_e32 $vgpr%u, %s, implicit $exec\n", r, a, d.id, r, a);
      add_local(g, d);
      break;
    }
    case 1:
      gen_printf(t, "    INLINEASM &\"\", 1 /* sideeffect attdialect */, 12 /* clobber */, implicit-def early-clobber $vgpr%u, "
                    "12 /* clobber */, implicit-def early-clobber $sgpr%u\n", gen_rand(g->rng, 40), 4 + gen_rand(g->rng, 28));
      break;
    case 2: {
      value f = fresh(g, S2), c = fresh(g, NUM_KINDS), r = fresh(g, V);
      vgpr_operand(g, a, sizeof a);
      gen_printf(t, "    ADJCALLSTACKUP 0, 0, implicit-def dead $scc, implicit-def $sgpr32, implicit $sgpr32\n"
                    "    %%%u:sreg_64 = SI_PC_ADD_REL_OFFSET target-flags(amdgpu-gotprel32-lo) @ext, target-flags(amdgpu-gotprel32-hi) @ext, implicit-def dead $scc\n"
                    "    %%%u:sreg_64_xexec = S_LOAD_DWORDX2_IMM %%%u, 0, 0\n"
                    "    $vgpr0 = COPY %s\n"
                    "    dead $sgpr30_sgpr31 = SI_CALL %%%u, @ext, %s, implicit $sgpr0_sgpr1_sgpr2_sgpr3, implicit $vgpr0, implicit-def $vgpr0\n"
                    "    %%%u:vgpr_32 = COPY $vgpr0\n"
                    "    ADJCALLSTACKDOWN 0, 0, implicit-def dead $scc, implicit-def $sgpr32, implicit $sgpr32\n",
                 f.id, c.id, f.id, a, c.id, g->csr, r.id);
      add_local(g, r);
      break;
    }
    default: {
      value d = fresh(g, S);
      uint32_t r = 40 + gen_rand(g->rng, 20);
      gen_printf(t, "    $sgpr%u = S_MOV_B32 %u\n    %%%u:sreg_32 = COPY $sgpr%u\n", r, gen_rand(g->rng, 100), d.id, r);
      add_local(g, d);
    }
  }
}

void gen_mir(gen_text *t, uint64_t *rng, const char *target, const char *name, uint32_t size) {
  mir_gen g = {.t = t, .rng = rng, .wave32 = !strcmp(target, "gfx1100"), .align2 = strcmp(target, "gfx1100") != 0};
  g.csr = g.align2 ? "csr_amdgpu_gfx90ainsts" : "csr_amdgpu";
  /* small functions for the fuzzer; large ones (scale.sh) get a block per hundred instructions */
  uint32_t blocks = size > 1000 ? size / 100 : 1 + gen_rand(rng, size < 8 ? 1 : 8);
  gen_text body = {0};
  g.t = &body;
  /* the entry block: the live-in, then a pool of every kind */
  gen_printf(&body, "  bb.0:\n");
  uint32_t succ_at = (uint32_t)body.len;   /* successors go here once known */
  gen_printf(&body, "    liveins: $vgpr0, $sgpr0_sgpr1_sgpr2_sgpr3\n\n");
  value tid = fresh(&g, V);
  gen_printf(&body, "    %%%u:vgpr_32 = COPY $vgpr0\n", tid.id);
  g.local[g.num_local++] = tid;
  uint32_t pool = 4 + gen_rand(rng, 12);
  static const enum kind order[] = {S, S, V, V, S2, V2, V4, V, S, V2};
  for (uint32_t i = 0; i < pool; i++) define(&g, i < 10 ? order[i] : (enum kind)gen_rand(rng, NUM_KINDS), false);
  memcpy(g.pool, g.local, g.num_local * sizeof *g.local);
  g.num_pool = g.num_local;
  g.num_local = 0;
  char *successors = NULL;
  for (uint32_t b = 0; b < blocks; b++) {
    if (b) {
      gen_printf(&body, "\n  bb.%u:\n", b);
      succ_at = (uint32_t)body.len;
      gen_printf(&body, "\n");
    }
    g.num_local = 0;
    uint32_t n = 1 + gen_rand(rng, size / blocks + 1);
    for (uint32_t i = 0; i < n; i++) {
      uint32_t what = gen_rand(rng, 20);
      if (what == 0) fixed(&g);
      else define(&g, (enum kind)gen_rand(rng, NUM_KINDS), b > 0 && what < 6);
    }
    /* the terminator and the successors line (inserted at succ_at) */
    char line[128];
    if (b + 1 == blocks) {
      gen_printf(&body, "    S_ENDPGM 0\n");
      line[0] = 0;
    } else if (blocks > 2 && gen_rand(rng, 2)) {
      uint32_t target_block = 1 + gen_rand(rng, blocks - 1);
      if (target_block == b + 1) target_block = 1 + (target_block % (blocks - 1));
      value c = pick(&g, S);
      gen_printf(&body, "    S_CMP_LG_U32 %%%u, 0, implicit-def $scc\n    S_CBRANCH_SCC1 %%bb.%u, implicit killed $scc\n"
                        "    S_BRANCH %%bb.%u\n", c.id, target_block, b + 1);
      if (target_block == b + 1) snprintf(line, sizeof line, "    successors: %%bb.%u\n", b + 1);
      else snprintf(line, sizeof line, "    successors: %%bb.%u(0x40000000), %%bb.%u(0x40000000)\n", target_block, b + 1);
    } else {
      gen_printf(&body, "    S_BRANCH %%bb.%u\n", b + 1);
      snprintf(line, sizeof line, "    successors: %%bb.%u\n", b + 1);
    }
    size_t tail = body.len - succ_at, add = strlen(line);
    gen_printf(&body, "%*s", (int)add, "");
    memmove(body.data + succ_at + add, body.data + succ_at, tail);
    memcpy(body.data + succ_at, line, add);
  }
  free(successors);
  gen_printf(t, "--- |\n  target triple = \"amdgcn-amd-amdhsa\"\n  declare float @ext(float)\n"
                "  define amdgpu_kernel void @%s() #0 {\n    %%r = call float @ext(float 0.0)\n    ret void\n  }\n"
                "  attributes #0 = { \"amdgpu-flat-work-group-size\"=\"1,256\" \"target-cpu\"=\"%s\" }\n...\n---\n"
                "name:            %s\ntracksRegLiveness: true\nregisters:\n", name, target, name);
  for (uint32_t v = 0; v < g.next_id; v++)
    gen_printf(t, "  - { id: %u, class: %s, preferred-register: '' }\n", v,
               g.classes[v].kind == NUM_KINDS ? "sreg_64_xexec" : class_name(&g, g.classes[v].kind));
  gen_printf(t, "liveins:\n  - { reg: '$vgpr0', virtual-reg: '%%0' }\n  - { reg: '$sgpr0_sgpr1_sgpr2_sgpr3' }\n"
                "frameInfo:\n  adjustsStack: true\n  hasCalls: true\n"
                "machineFunctionInfo:\n  isEntryFunction: true\n  scratchRSrcReg:  '$sgpr0_sgpr1_sgpr2_sgpr3'\n"
                "  stackPtrOffsetReg: '$sgpr32'\n  argumentInfo:\n"
                "    privateSegmentBuffer: { reg: '$sgpr0_sgpr1_sgpr2_sgpr3' }\n"
                "    workItemIDX:     { reg: '$vgpr0', mask: 1023 }\nbody:             |\n");
  gen_printf(t, "%.*s...\n", (int)body.len, body.data);
  free(body.data);
  free(g.classes);
}
