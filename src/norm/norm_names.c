/* Per-block names for virtual registers and the links between blocks (norm.h).
 * Needs: the function and its liveness. Produces: vl_norm_function.
 *
 * Live-ins are ordered by their names in the block's parent in a depth-first
 * spanning tree from the entry (a predecessor, named first since blocks are
 * named in the tree's preorder), so that the link list to that predecessor
 * ascends and prints as a few ranges; the other names follow in order of first
 * mention, which is also the order a reader meets them in the text. */
#include <stdlib.h>

#include "norm.h"

typedef struct builder {
  const vl_function *fn;
  const vl_liveness *live;
  vl_norm_function *nf;
  vl_arena *arena;           /* the result's */
  uint32_t *first_mention;   /* per vreg: position of its first operand in layout order */
  uint32_t *stamp;           /* per vreg: block index + 1 when named in the block being built */
  uint32_t *name;            /* per vreg: its name in that block */
  vl_norm_pair *pairs;       /* scratch: one per vreg */
  uint32_t *parent;          /* per block: its parent in the depth-first tree, UINT32_MAX for roots */
  uint32_t *names;           /* scratch: the block's names in order (vregs) */
  uint32_t num_names;
} builder;

static bool names_operand(const vl_liveness *live, const vl_instr *in, const vl_operand *op) {
  return !in->is_debug && op->kind == VL_OP_VREG && !(op->flags & VL_OPF_DEBUG) && live->space.width[op->reg];
}

static void compute_first_mentions(builder *b) {
  const vl_function *fn = b->fn;
  for (uint32_t v = 0; v < fn->num_vregs; v++) b->first_mention[v] = UINT32_MAX;
  uint32_t position = 0;
  for (uint32_t i = 0; i < fn->num_instrs; i++) {
    const vl_instr *in = &fn->instrs[i];
    for (uint32_t o = 0; o < in->num_ops; o++, position++)
      if (names_operand(b->live, in, &in->ops[o]) && b->first_mention[in->ops[o].reg] == UINT32_MAX)
        b->first_mention[in->ops[o].reg] = position;
  }
}

/* Pairs sorted by (name, vreg): `name` holds the sort key while building. */
static int by_key(const void *x, const void *y) {
  const vl_norm_pair *a = x, *b = y;
  if (a->name != b->name) return a->name < b->name ? -1 : 1;
  return a->vreg < b->vreg ? -1 : a->vreg > b->vreg;
}

static int by_vreg(const void *x, const void *y) {
  const vl_norm_pair *a = x, *b = y;
  return a->vreg < b->vreg ? -1 : a->vreg > b->vreg;
}

static int by_value(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return a < b ? -1 : a > b;
}

static void add_name(builder *b, uint32_t block, uint32_t vreg) {
  b->stamp[vreg] = block + 1;
  b->name[vreg] = b->num_names;
  b->names[b->num_names++] = vreg;
}

/* The virtual registers with a lane set in `set`, once each, ascending. */
static uint32_t vregs_in(const vl_regspace *space, const vl_bitset *set, vl_norm_pair *out) {
  uint32_t n = 0, last = UINT32_MAX;
  for (int bit = vl_bitset_next(set, space->num_units); bit >= 0; bit = vl_bitset_next(set, (uint32_t)bit + 1)) {
    uint32_t v = space->bit_vreg[(uint32_t)bit - space->num_units];
    if (v != last) out[n++] = (vl_norm_pair){v, 0};
    last = v;
  }
  return n;
}

static void order_live_ins(builder *b, uint32_t index, uint32_t k) {
  uint32_t pred = b->parent[index];
  for (uint32_t i = 0; i < k; i++) {
    uint32_t v = b->pairs[i].vreg;
    uint32_t in_pred = pred == UINT32_MAX ? UINT32_MAX : vl_norm_lookup(b->nf, pred, v);
    /* What the parent lacks (defined on another path only) goes after, by first mention. */
    b->pairs[i].name = in_pred != UINT32_MAX ? in_pred : 0x80000000u + (b->first_mention[v] >> 1);
  }
  qsort(b->pairs, k, sizeof *b->pairs, by_key);
}

static void build_block(builder *b, uint32_t index) {
  const vl_function *fn = b->fn;
  const vl_block *block = &fn->blocks[index];
  const vl_regspace *space = &b->live->space;
  b->num_names = 0;
  uint32_t k = vregs_in(space, &b->live->live_in[index], b->pairs);
  order_live_ins(b, index, k);
  for (uint32_t i = 0; i < k; i++) add_name(b, index, b->pairs[i].vreg);
  for (uint32_t i = 0; i < block->num_instrs; i++) {
    const vl_instr *in = vl_block_instr(fn, block, i);
    for (uint32_t o = 0; o < in->num_ops; o++)
      if (names_operand(b->live, in, &in->ops[o]) && b->stamp[in->ops[o].reg] != index + 1)
        add_name(b, index, in->ops[o].reg);
  }
  /* Live-outs are live-ins or defined here; the fallback keeps a name for anything else. */
  uint32_t n_out = vregs_in(space, &b->live->live_out[index], b->pairs);
  for (uint32_t i = 0; i < n_out; i++)
    if (b->stamp[b->pairs[i].vreg] != index + 1) add_name(b, index, b->pairs[i].vreg);

  vl_norm_block *nb = &b->nf->blocks[index];
  nb->num_names = b->num_names;
  nb->num_live_in = k;
  nb->vreg = VL_NEW_ARRAY(b->arena, uint32_t, b->num_names + 1);
  nb->by_vreg = VL_NEW_ARRAY(b->arena, vl_norm_pair, b->num_names + 1);
  for (uint32_t n = 0; n < b->num_names; n++) {
    nb->vreg[n] = b->names[n];
    nb->by_vreg[n] = (vl_norm_pair){b->names[n], n};
  }
  qsort(nb->by_vreg, nb->num_names, sizeof *nb->by_vreg, by_vreg);
  nb->num_live_out = n_out;
  nb->live_out = VL_NEW_ARRAY(b->arena, uint32_t, n_out + 1);
  for (uint32_t i = 0; i < n_out; i++) nb->live_out[i] = b->name[b->pairs[i].vreg];
  qsort(nb->live_out, n_out, sizeof *nb->live_out, by_value);
  b->nf->total_names += nb->num_names;
}

/* Preorder of a depth-first walk from the entry along successors in order, then any
 * unreachable blocks in layout order (roots without a parent). */
static void depth_first(builder *b, uint32_t *order, vl_arena *scratch) {
  const vl_function *fn = b->fn;
  uint32_t n = fn->num_blocks, done = 0;
  uint8_t *seen = VL_NEW_ARRAY(scratch, uint8_t, n + 1);
  uint32_t *stack = VL_NEW_ARRAY(scratch, uint32_t, n + 1), *next_succ = VL_NEW_ARRAY(scratch, uint32_t, n + 1);
  for (uint32_t i = 0; i < n; i++) b->parent[i] = UINT32_MAX;
  for (uint32_t root = 0; root < n; root++) {
    if (seen[root]) continue;
    uint32_t depth = 0;
    stack[depth++] = root;
    seen[root] = 1;
    order[done++] = root;
    while (depth) {
      uint32_t top = stack[depth - 1];
      const vl_block *block = &fn->blocks[top];
      if (next_succ[top] == block->num_succs) {
        depth--;
        continue;
      }
      uint32_t s = block->succs[next_succ[top]++];
      if (seen[s]) continue;
      seen[s] = 1;
      b->parent[s] = top;
      order[done++] = s;
      stack[depth++] = s;
    }
  }
}

vl_norm_function *vl_norm_build(const vl_function *fn, const vl_liveness *live, vl_arena *arena) {
  vl_norm_function *nf = VL_NEW(arena, vl_norm_function);
  nf->fn = fn;
  nf->live = live;
  nf->blocks = VL_NEW_ARRAY(arena, vl_norm_block, fn->num_blocks + 1);
  vl_arena scratch = {0};
  uint32_t n = fn->num_vregs + 1;
  builder b = {.fn = fn, .live = live, .nf = nf, .arena = arena};
  b.first_mention = VL_NEW_ARRAY(&scratch, uint32_t, n);
  b.stamp = VL_NEW_ARRAY(&scratch, uint32_t, n);
  b.name = VL_NEW_ARRAY(&scratch, uint32_t, n);
  b.pairs = VL_NEW_ARRAY(&scratch, vl_norm_pair, n);
  b.names = VL_NEW_ARRAY(&scratch, uint32_t, n);
  b.parent = VL_NEW_ARRAY(&scratch, uint32_t, fn->num_blocks + 1);
  uint32_t *order = VL_NEW_ARRAY(&scratch, uint32_t, fn->num_blocks + 1);
  compute_first_mentions(&b);
  depth_first(&b, order, &scratch);
  for (uint32_t i = 0; i < fn->num_blocks; i++) build_block(&b, order[i]);
  vl_arena_free(&scratch);
  return nf;
}

uint32_t vl_norm_lookup(const vl_norm_function *nf, uint32_t block, uint32_t vreg) {
  const vl_norm_block *nb = &nf->blocks[block];
  uint32_t lo = 0, hi = nb->num_names;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (nb->by_vreg[mid].vreg < vreg) lo = mid + 1;
    else hi = mid;
  }
  return lo < nb->num_names && nb->by_vreg[lo].vreg == vreg ? nb->by_vreg[lo].name : UINT32_MAX;
}

bool vl_norm_is_linked(const vl_norm_function *nf, uint32_t block, uint32_t name) {
  return name < nf->blocks[block].num_live_in && nf->fn->blocks[block].num_preds > 0;
}

vl_norm_module vl_norm_module_build(const vl_module *module, const vl_budget_options *options, vl_arena *arena) {
  vl_norm_module m = {.count = module->num_functions};
  m.functions = VL_NEW_ARRAY(arena, vl_norm_function *, m.count + 1);
  m.budgets = VL_NEW_ARRAY(arena, const vl_budget *, m.count + 1);
  for (uint32_t f = 0; f < m.count; f++) {
    const vl_function *fn = &module->functions[f];
    vl_budget *budget = VL_NEW(arena, vl_budget);
    *budget = vl_budget_compute(fn, options, arena);
    m.budgets[f] = budget;
    m.functions[f] = vl_norm_build(fn, vl_liveness_compute(fn, arena), arena);
  }
  return m;
}
