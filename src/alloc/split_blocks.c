/* Live-range splitting at block boundaries (see split_blocks.h). */
#include "split_blocks.h"

#include <stdlib.h>

static bool live_at(const vl_intervals *iv, uint32_t bit, uint32_t slot) {
  const vl_segment *s = iv->segs[bit];
  uint32_t lo = 0, hi = iv->num_segs[bit];
  while (lo < hi) {   /* the first segment ending after slot */
    uint32_t mid = (lo + hi) / 2;
    if (s[mid].end <= slot) lo = mid + 1;
    else hi = mid;
  }
  return lo < iv->num_segs[bit] && s[lo].start <= slot;
}

/* Lives v (every lane) from before `in` to after it: into it and on past its reads? */
static bool lives_across(const vl_intervals *iv, const vl_regspace *space, uint32_t v, uint32_t in) {
  for (uint32_t l = 0; l < space->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(space, v, l);
    if (!live_at(iv, bit, vl_slot(in, VL_SLOT_BLOCK)) || !live_at(iv, bit, vl_slot(in, VL_SLOT_REG))) return false;
  }
  return true;
}

static void add_copies(const vl_analysis *an, vl_regfile file, uint32_t max_width, uint32_t in, vl_split **out,
                       uint32_t *n, uint32_t *cap) {
  const vl_function *fn = an->fn;
  const vl_regspace *space = &an->intervals->live->space;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    const vl_regclass *rc = space->width[v] ? vl_vreg_class(fn, v) : NULL;
    if (!rc || rc->files != 1u << file || space->width[v] > max_width || !lives_across(an->intervals, space, v, in)) continue;
    for (uint32_t l = 0; l < space->width[v]; l++) {
      if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 256;
        *out = realloc(*out, sizeof **out * *cap);
        if (!*out) abort();
      }
      (*out)[(*n)++] = (vl_split){in, v, l};
    }
  }
}

uint32_t vl_split_blocks(const vl_analysis *an, vl_regfile file, uint32_t max_width, vl_split **out) {
  const vl_function *fn = an->fn;
  uint32_t n = 0, cap = 0;
  *out = NULL;
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *blk = &fn->blocks[b];
    if (!blk->num_instrs) continue;
    uint32_t first = blk->first_instr, last = first + blk->num_instrs - 1;
    add_copies(an, file, max_width, first, out, &n, &cap);
    if (last > first && fn->instrs[last].is_terminator) add_copies(an, file, max_width, last, out, &n, &cap);
  }
  return n;
}
