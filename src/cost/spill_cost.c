/* Spill code counts and weighted cost (see spill_cost.h). */
#include "spill_cost.h"

#include <string.h>


static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && !strcmp(s + n - m, suffix);
}

vl_spill_cost vl_spill_cost_of(const vl_function *fn, const vl_cfg *cfg) {
  vl_spill_cost c = {0};
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    double w = cfg->frequency[b];
    for (uint32_t i = 0; i < block->num_instrs; i++) {
      const char *op = vl_block_instr(fn, block, i)->opcode;
      if (!strcmp(op, "SI_SPILL_S32_TO_VGPR")) {
        c.lane_writes++;
        c.weighted += w * VL_COST_COPY;
      } else if (!strcmp(op, "SI_RESTORE_S32_FROM_VGPR")) {
        c.lane_reads++;
        c.weighted += w * VL_COST_COPY;
      } else if (!strncmp(op, "SI_SPILL_", 9) && ends_with(op, "_SAVE")) {
        c.stores++;
        c.weighted += w * VL_COST_STORE;
      } else if (!strncmp(op, "SI_SPILL_", 9) && ends_with(op, "_RESTORE")) {
        c.reloads++;
        c.weighted += w * VL_COST_LOAD;
      }
    }
  }
  return c;
}
