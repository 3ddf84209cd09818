/* Random SASS listings in nvdisasm's form (see gen.h): an entry block that loads the stack
 * pointer and defines a pool of registers (singles R2-R15, 64-bit pairs from R16, a 128-bit quad
 * at R24, predicates, uniform registers), later blocks that read the pool and their own
 * definitions and redefine pool registers, each ending in a fall-through or a predicated branch
 * to any block but the entry, and EXIT. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "gen.h"

typedef struct sass_gen {
  gen_text *t;
  uint64_t *rng;
  uint32_t address;
  bool defined[32];   /* R0-R31 readable here: the pool, or defined earlier in the block */
  bool pool[32];
} sass_gen;

static void emit(sass_gen *g, const char *guard, const char *fmt, const char *a, const char *b, const char *c,
                 const char *d) {
  char text[160];
  snprintf(text, sizeof text, fmt, a, b, c, d);
  gen_printf(g->t, "        /*%04x*/ %18s%s ;\n", g->address, guard, text);
  g->address += 0x10;
}

/* A readable single register (RZ when none). */
static const char *single(sass_gen *g, char *buf) {
  uint32_t n = 0, found = 255;
  for (uint32_t r = 2; r < 16; r++)
    if (g->defined[r] && gen_rand(g->rng, ++n) == 0) found = r;
  if (found == 255) return "RZ";
  snprintf(buf, 8, "R%u", found);
  return buf;
}

static uint32_t pair(sass_gen *g) { return 16 + 2 * gen_rand(g->rng, 4); }   /* R16, R18, R20 or R22 */

static void instruction(sass_gen *g, bool in_pool) {
  char a[8], b[8], c[8], d[8], k[16];
  uint32_t r = 2 + gen_rand(g->rng, 14), p = pair(g);
  snprintf(d, sizeof d, "R%u", r);
  snprintf(k, sizeof k, "0x%x", gen_rand(g->rng, 4096));
  switch (gen_rand(g->rng, in_pool ? 3 : 9)) {
    case 0: emit(g, "", "MOV %s, %s", d, k, "", ""); break;
    case 1: emit(g, "", "IADD3 %s, %s, %s, RZ", d, single(g, a), single(g, b), ""); break;
    case 2: emit(g, "", "IMAD %s, %s, %s, %s", d, single(g, a), single(g, b), single(g, c)); break;
    case 3: emit(g, "", "LOP3.LUT %s, %s, %s, %s, 0x96, !PT", d, single(g, a), single(g, b), single(g, c)); break;
    case 4:
      if (!g->defined[p]) return;
      snprintf(c, sizeof c, "R%u", p);
      emit(g, "", "LDG.E %s, [%s.64]", d, c, "", "");
      break;
    case 5: {
      uint32_t q = pair(g);
      if (!g->defined[q]) return;
      snprintf(c, sizeof c, "R%u", q);
      emit(g, "", "STG.E [%s.64], %s", c, single(g, a), "", "");
      return;
    }
    case 6:
      snprintf(d, sizeof d, "R%u", p);
      emit(g, "", "IMAD.WIDE %s, %s, 0x4, %s", d, single(g, a), g->defined[p] ? d : "RZ", "");
      g->defined[p] = g->defined[p + 1] = true;
      return;
    case 7:
      emit(g, "", "IADD3 %s, %s, UR4, RZ", d, single(g, a), "", "");
      break;
    default:
      if (!g->defined[16]) return;
      emit(g, "", "LDG.E.128 R24, [R16.64]", "", "", "", "");
      for (uint32_t l = 24; l < 28; l++) g->defined[l] = true;
      return;
  }
  g->defined[r] = true;
}

void gen_sass(gen_text *t, uint64_t *rng, const char *target, const char *name, uint32_t size) {
  sass_gen g = {.t = t, .rng = rng};
  const char *sm = strcmp(target, "sm_90") ? "SM89" : "SM90";
  gen_printf(t, "\t.headerflags\t@\"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_%s EF_CUDA_VIRTUAL_SM(EF_CUDA_%s)\"\n"
                "\t.elftype\t@\"ET_EXEC\"\n\n\n"
                "//--------------------- .text.%s         --------------------------\n"
                "\t.section\t.text.%s,\"ax\",@progbits\n\t.align\t128\n        .global         %s\n"
                "        .type           %s,@function\n        .size           %s,(.L_x_end - %s)\n"
                "        .other          %s,@\"STO_CUDA_ENTRY STV_DEFAULT\"\n%s:\n.text.%s:\n",
             sm, sm, name, name, name, name, name, name, name, name, name);
  uint32_t blocks = size > 1000 ? size / 100 : 1 + gen_rand(rng, size < 8 ? 1 : 6);
  emit(&g, "", "LDC R1, c[0x0][0x28]", "", "", "", "");
  emit(&g, "", "S2R R2, SR_TID.X", "", "", "", "");
  emit(&g, "", "ULDC UR4, c[0x0][0x210]", "", "", "", "");
  emit(&g, "", "LDC.64 R16, c[0x0][0x218]", "", "", "", "");
  g.defined[2] = g.defined[16] = g.defined[17] = true;
  for (uint32_t i = 0, n = 3 + gen_rand(rng, 10); i < n; i++) instruction(&g, true);
  memcpy(g.pool, g.defined, sizeof g.pool);
  for (uint32_t b = 0; b < blocks; b++) {
    if (b) {
      gen_printf(t, ".L_x_%u:\n", b);
      memcpy(g.defined, g.pool, sizeof g.pool);
      for (uint32_t i = 0, n = 1 + gen_rand(rng, size / blocks + 1); i < n; i++) instruction(&g, false);
    }
    /* stores keep values live to the block's end, so that the allocator sees pressure */
    for (uint32_t i = 0, n = gen_rand(rng, 4); i < n; i++) {
      char a[8];
      emit(&g, "", "STG.E [R16.64], %s", single(&g, a), "", "", "");
    }
    if (b + 1 == blocks) {
      emit(&g, "", "EXIT", "", "", "", "");
    } else if (blocks > 2 && gen_rand(rng, 2)) {
      char a[8], x[8], label[32];
      snprintf(label, sizeof label, "`(.L_x_%u)", 1 + gen_rand(rng, blocks - 1));
      emit(&g, "", "ISETP.GE.AND P0, PT, %s, %s, PT", single(&g, a), single(&g, x), "", "");
      emit(&g, "@P0 ", "BRA %s", label, "", "", "");
    }
  }
  gen_printf(t, ".L_x_tail:\n");
  emit(&g, "", "BRA `(.L_x_tail)", "", "", "", "");
  for (int i = 0; i < 4; i++) emit(&g, "", "NOP", "", "", "", "");
  gen_printf(t, ".L_x_end:\n");
}
