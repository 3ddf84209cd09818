/* Spill placement: where a spilled register waits in a register and where in
 * its home. Spilling a value everywhere (a reload in every block that reads
 * it) pays for reloads in blocks where the register file had room for it all
 * along; LLVM's greedy allocator avoids that by splitting around the regions
 * that need the room (SpillPlacement). Here the regions are given: the
 * instructions where the value must not occupy a register (`drops`, where the
 * pressure would exceed the budget with it). Everything else is free to
 * choose, so the placement decides for each block boundary whether the value
 * crosses it in a register or in its home, at the least block-frequency
 * weighted reload cost:
 *   - inside a block the cost is fixed by the two boundary states: a reload
 *     before the first read after the entry (if in the home) or after a drop,
 *     and one before the terminators when the exit needs a register;
 *   - across an edge, a successor that starts in a register needs every
 *     predecessor to end in one (the reload cannot go on the edge).
 * Both kinds of term are submodular in the boolean "in a register", so one
 * minimum s-t cut over two nodes per block finds the cheapest placement
 * (Kolmogorov and Zabih 2004). Stores stay right after definitions, but only
 * after those some reload can read (a value that stays in registers until it is
 * redefined, as an accumulator in a loop that fits, is never stored).
 *
 * Needs: the function, its CFG frequencies and liveness, the value's
 * references and drops. Produces: per block, whether the value enters and
 * leaves in a register. */
#ifndef VL_SPILL_PLACE_H
#define VL_SPILL_PLACE_H
#include "../analysis/analysis.h"

enum { VL_PLACE_IN_REG = 1, VL_PLACE_OUT_REG = 2 };

typedef struct vl_place_value {
  const vl_analysis *an;
  uint32_t vreg;
  const uint32_t *refs;       /* instructions naming it, ascending */
  size_t num_refs;
  const uint32_t *drops;      /* instructions where it must be in its home, ascending, none a reference */
  size_t num_drops;
  double reload;              /* weight of one reload at frequency 1 (all lanes) */
  const uint32_t *first_term; /* per block: its first terminator, or its end (NULL: found by a scan) */
} vl_place_value;

/* The index of the first element >= k in ascending a[0..n). */
size_t vl_place_lower(const uint32_t *a, size_t n, uint32_t k);

/* Does this operand read its register (a use, or a subregister write keeping the rest)? */
bool vl_spill_operand_reads(const vl_operand *op);

/* Does instruction `in` read v (*reads) and write some of it (*writes)? */
void vl_spill_ref(const vl_instr *in, uint32_t v, bool *reads, bool *writes);

/* Is the value live into (`at_entry`) or out of block b? */
bool vl_place_live(const vl_place_value *p, uint32_t b, bool at_entry);

/* One block with the given boundary states: the reloads it needs (-1 when the
 * exit cannot be in a register: a drop among the terminators), and in home[i]
 * (when not NULL) whether the value sits in its home at the block's i-th
 * instruction. */
int32_t vl_place_scan(const vl_place_value *p, uint32_t b, bool in_reg, bool out_reg, uint8_t *home);

/* The definitions that must store (ascending instruction indices in *out, from `out_arena`):
 * those some reload reads, along some path, before another definition. Working memory
 * comes from `scratch` and is given back (it may be out_arena). */
void vl_place_stores(const vl_place_value *p, const uint8_t *boundary, vl_arena *scratch, vl_arena *out_arena,
                     uint32_t **out, size_t *num);

/* The cheapest placement: boundary[b] gets VL_PLACE_IN_REG / VL_PLACE_OUT_REG
 * bits (num_blocks entries). Returns its weighted reload cost. Its working memory
 * comes from `scratch` and is given back before it returns. */
double vl_place_solve(const vl_place_value *p, uint8_t *boundary, vl_arena *scratch);

#endif
