/* Window search (see window.h). */
#include "window.h"

#include <stdlib.h>
#include <string.h>

enum { WORDS = 4, MAX_INDEX = WORDS * 64, MAX_VARS = 1024 };

typedef struct domain {
  uint64_t bits[WORDS];   /* legal free register indexes of the file */
} domain;

/* A neighbour that meets a variable: the variable at index b forbids the neighbour the
 * indexes b + d for each bit d + 3 of `offsets` (the variable's lane l meets the
 * neighbour's lane m: d = l - m). */
typedef struct edge {
  uint32_t other;
  uint8_t offsets;
} edge;

struct vl_window {
  vl_placed p;
  vl_arena *arena;
  /* the search under way */
  vl_regfile file;
  uint32_t num_vars, *var;           /* vregs: var[0] is the one to place, then its rivals */
  vl_physreg *before;                /* per variable: its register before */
  domain *dom;
  uint32_t *size;                    /* per variable: indexes left in its domain (kept, not counted per node) */
  int32_t *at;                       /* per variable: index chosen, -1 none */
  edge **edges;
  uint32_t *num_edges;
  struct { uint32_t var, index; } *trail;   /* domain bits removed, undone on backtracking */
  uint32_t trail_len, trail_cap;
  uint32_t nodes, max_nodes;
  uint32_t *span_start, *span_end;   /* per vreg */
  domain *legal;                     /* per register class: its legal registers of the file, */
  uint32_t *legal_stamp, stamp;      /* found in the search whose stamp legal_stamp holds */
};

vl_window *vl_window_new(vl_occupancy *occ, vl_physreg *reg, vl_arena *arena) {
  vl_window *w = VL_NEW(arena, vl_window);
  w->p = vl_placed_of(occ, reg);
  w->arena = arena;
  uint32_t n = w->p.fn->num_vregs + 1;
  w->span_start = VL_NEW_ARRAY(arena, uint32_t, n);
  w->span_end = VL_NEW_ARRAY(arena, uint32_t, n);
  for (uint32_t v = 0; v < w->p.fn->num_vregs; v++) vl_vreg_span(w->p.iv, v, &w->span_start[v], &w->span_end[v]);
  w->var = VL_NEW_ARRAY(arena, uint32_t, MAX_VARS);
  w->before = VL_NEW_ARRAY(arena, vl_physreg, MAX_VARS);
  w->dom = VL_NEW_ARRAY(arena, domain, MAX_VARS);
  w->size = VL_NEW_ARRAY(arena, uint32_t, MAX_VARS);
  w->at = VL_NEW_ARRAY(arena, int32_t, MAX_VARS);
  w->edges = VL_NEW_ARRAY(arena, edge *, MAX_VARS);
  w->num_edges = VL_NEW_ARRAY(arena, uint32_t, MAX_VARS);
  w->legal = VL_NEW_ARRAY(arena, domain, w->p.target->num_classes);
  w->legal_stamp = VL_NEW_ARRAY(arena, uint32_t, w->p.target->num_classes);
  return w;
}

/* Which lane offsets of u meet lanes of v: bit (m - l + 3). */
static uint8_t meeting_offsets(const vl_window *w, uint32_t v, uint32_t u) {
  if (w->span_end[u] <= w->span_start[v] || w->span_end[v] <= w->span_start[u]) return 0;
  return vl_lane_offsets(w->p.iv, u, v);   /* lane m of u against lane l of v: bit (m - l + 3) */
}

static bool only_file(const vl_window *w, uint32_t v) {
  return vl_vreg_class(w->p.fn, v)->files == (1u << w->file);
}

static bool test_bit(const domain *d, uint32_t i) { return (d->bits[i >> 6] >> (i & 63)) & 1; }

/* Bits set in x. Written out: without a CPU flag the compiler's builtin is a library call
 * (__popcountdi2), which was a tenth of a learned allocation's time. */
static uint32_t ones(uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (uint32_t)((x * 0x0101010101010101ull) >> 56);
}

static uint32_t count(const domain *d) {
  uint32_t n = 0;
  for (int i = 0; i < WORDS; i++) n += ones(d->bits[i]);
  return n;
}

static void remove_index(vl_window *w, uint32_t var, uint32_t index) {
  w->dom[var].bits[index >> 6] &= ~((uint64_t)1 << (index & 63));
  w->size[var]--;
  if (w->trail_len == w->trail_cap) {
    w->trail_cap = w->trail_cap ? w->trail_cap * 2 : 1024;
    w->trail = realloc(w->trail, w->trail_cap * sizeof *w->trail);
    if (!w->trail) abort();
  }
  w->trail[w->trail_len].var = var;
  w->trail[w->trail_len++].index = index;
}

static void undo_to(vl_window *w, uint32_t mark) {
  while (w->trail_len > mark) {
    w->trail_len--;
    uint32_t var = w->trail[w->trail_len].var, index = w->trail[w->trail_len].index;
    w->dom[var].bits[index >> 6] |= (uint64_t)1 << (index & 63);
    w->size[var]++;
  }
}

/* Variable i takes `index`: the others that meet it lose what would overlap; false on
 * a wiped-out domain. */
static bool assign(vl_window *w, uint32_t i, uint32_t index) {
  w->at[i] = (int32_t)index;
  for (uint32_t e = 0; e < w->num_edges[i]; e++) {
    uint32_t j = w->edges[i][e].other;
    if (w->at[j] >= 0) continue;
    for (uint32_t offsets = w->edges[i][e].offsets; offsets; offsets &= offsets - 1) {   /* set bits, upwards */
      int d = __builtin_ctz(offsets) - 3;
      if ((int64_t)index + d < 0 || index + d >= MAX_INDEX) continue;
      if (test_bit(&w->dom[j], index + d)) remove_index(w, j, index + d);
    }
    if (!w->size[j]) return false;
  }
  return true;
}

/* The unassigned variable with the fewest choices (ties: the widest, then the first). */
static int32_t next_var(const vl_window *w) {
  int32_t best = -1;
  uint32_t best_count = UINT32_MAX, best_width = 0;
  for (uint32_t i = 0; i < w->num_vars; i++) {
    if (w->at[i] >= 0) continue;
    uint32_t c = w->size[i], width = w->p.space->width[w->var[i]];
    if (c < best_count || (c == best_count && width > best_width)) best = (int32_t)i, best_count = c, best_width = width;
  }
  return best;
}

static bool search(vl_window *w);

/* Variable i at `index`, then the rest: 1 found, 0 not, -1 when the nodes ran out. */
static int try_index(vl_window *w, uint32_t i, uint32_t index) {
  if (++w->nodes > w->max_nodes) return -1;
  uint32_t mark = w->trail_len;
  if (assign(w, i, index) && search(w)) return 1;
  undo_to(w, mark);
  w->at[i] = -1;
  return 0;
}

static bool search(vl_window *w) {
  int32_t i = next_var(w);
  if (i < 0) return true;
  domain choices = w->dom[i];
  uint32_t first = w->before[i].count ? w->before[i].unit - w->p.target->file_base[w->file] : MAX_INDEX;
  int found = first < MAX_INDEX && test_bit(&choices, first) ? try_index(w, (uint32_t)i, first) : 0;
  /* the old register first, then upwards: the set bits in order, not every index */
  for (uint32_t word = 0; word < WORDS && !found; word++)
    for (uint64_t bits = choices.bits[word]; bits && !found; bits &= bits - 1) {
      uint32_t index = word * 64 + (uint32_t)__builtin_ctzll(bits);
      if (index != first) found = try_index(w, (uint32_t)i, index);
    }
  return found > 0;
}

/* v and its rivals of the same file as variables; false when one spans files or there
 * are too many. */
static bool gather(vl_window *w, uint32_t v) {
  w->num_vars = 0;
  w->var[w->num_vars++] = v;
  for (uint32_t u = 0; u < w->p.fn->num_vregs; u++) {
    if (u == v || !w->p.reg[u].count || vl_target_unit_file(w->p.target, w->p.reg[u].unit) != w->file) continue;
    if (!meeting_offsets(w, v, u)) continue;
    if (w->num_vars == MAX_VARS || !only_file(w, u)) return false;
    w->var[w->num_vars++] = u;
  }
  return true;
}

static void build_edges(vl_window *w) {
  for (uint32_t i = 0; i < w->num_vars; i++) w->num_edges[i] = 0;
  edge *scratch = malloc(sizeof(edge) * w->num_vars);
  if (!scratch) abort();
  for (uint32_t i = 0; i < w->num_vars; i++) {
    uint32_t n = 0;
    for (uint32_t j = 0; j < w->num_vars; j++) {
      if (i == j) continue;
      uint8_t mask = meeting_offsets(w, w->var[i], w->var[j]);   /* i's lane l meets j's lane m: bit m - l + 3 */
      if (!mask) continue;
      uint8_t reversed = 0;
      for (int d = -3; d <= 3; d++)
        if (mask & (1u << (d + 3))) reversed |= (uint8_t)(1u << (-d + 3));
      scratch[n++] = (edge){j, reversed};
    }
    w->edges[i] = vl_arena_alloc(w->arena, sizeof(edge) * (n ? n : 1));
    memcpy(w->edges[i], scratch, sizeof(edge) * n);
    w->num_edges[i] = n;
  }
  free(scratch);
}

/* The indexes of w->file where v's class may start (class, alignment, budget): the same for
 * every variable of a class, found once per class and search (asked of each variable at each
 * index: 2.2 million calls, 1.7% of the largest GEMM's allocation). Every variable has a class:
 * gather took only those whose class's files are w->file. */
static const domain *legal_of(vl_window *w, uint32_t v) {
  int cls = w->p.fn->vregs[v].cls;
  domain *d = &w->legal[cls];
  if (w->legal_stamp[cls] == w->stamp) return d;
  w->legal_stamp[cls] = w->stamp;
  memset(d, 0, sizeof *d);
  for (uint32_t index = 0; index < w->p.target->num_regs[w->file]; index++)
    if (vl_occupancy_candidate(w->p.occ, v, w->file, index).count) d->bits[index >> 6] |= (uint64_t)1 << (index & 63);
  return d;
}

bool vl_window_place(vl_window *w, uint32_t v, uint32_t max_nodes, uint32_t nodes_per_var,
                     void (*moved)(void *ctx, uint32_t vreg, vl_physreg before), void *ctx) {
  const vl_regclass *cls = vl_vreg_class(w->p.fn, v);
  int file = -1;
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    if (cls->files == (1u << f)) file = f;
  if (file < 0 || w->p.target->num_regs[file] > MAX_INDEX || !vl_lane_offsets_fit(w->p.iv, (uint32_t)file)) return false;
  w->file = (vl_regfile)file;
  if (!gather(w, v)) return false;
  for (uint32_t i = 0; i < w->num_vars; i++) {
    w->before[i] = w->p.reg[w->var[i]];
    if (w->before[i].count) vl_occupancy_mark(w->p.occ, w->var[i], w->before[i], false);
  }
  w->stamp++;   /* the budget may have changed since the last search: legal registers afresh */
  for (uint32_t i = 0; i < w->num_vars; i++) {   /* domains against what stays fixed */
    memset(&w->dom[i], 0, sizeof w->dom[i]);
    w->at[i] = -1;
    const domain *legal = legal_of(w, w->var[i]);
    const vl_regclass *rc = vl_vreg_class(w->p.fn, w->var[i]);
    for (uint32_t word = 0; word < WORDS; word++)
      for (uint64_t bits = legal->bits[word]; bits; bits &= bits - 1) {
        uint32_t index = word * 64 + (uint32_t)__builtin_ctzll(bits);
        vl_physreg r = {(uint16_t)(w->p.target->file_base[file] + index), rc->width, rc->half};   /* the candidate's */
        if (vl_occupancy_fits(w->p.occ, w->var[i], r)) w->dom[i].bits[word] |= (uint64_t)1 << (index & 63);
      }
    w->size[i] = count(&w->dom[i]);
  }
  build_edges(w);
  w->trail_len = 0;
  w->nodes = 0;
  w->max_nodes = nodes_per_var && nodes_per_var * w->num_vars < max_nodes ? nodes_per_var * w->num_vars : max_nodes;
  bool found = search(w);
  for (uint32_t i = 0; i < w->num_vars; i++) {
    uint32_t u = w->var[i];
    vl_physreg r = w->before[i];
    if (found) r = vl_occupancy_candidate(w->p.occ, u, w->file, w->at[i]);
    w->p.reg[u] = r;
    if (r.count) vl_occupancy_mark(w->p.occ, u, r, true);
    if (found && (r.unit != w->before[i].unit || !w->before[i].count) && moved) moved(ctx, u, w->before[i]);
  }
  free(w->trail);
  w->trail = NULL;
  w->trail_cap = w->trail_len = 0;
  return found;
}
