/* The width table's check: nvdisasm --print-life-ranges marks, per instruction,
 * each R register it reads or writes ('v' use, '^' assignment, 'x' both).
 * Those registers must be exactly the ones our operands cover (the table's
 * widths, the guard's implicit reads of a guarded write included). CALL rows
 * are skipped: nvdisasm there shows the callee's effects, which our IR reaches
 * through control flow instead.
 * Needs: a SASS module parsed from life-range text. Produces: mismatch counts
 * and a diagnostic per mismatch (at most max_reports). */
#include "sass_life.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/textedit.h"
#include "sass_internal.h"

/* Column of each GPR number in the table header ("// |  # 0 1 2 ... 13 |"), per line. */
typedef struct life_columns {
  uint32_t col[256];   /* offset within the line of register i's mark, 0 when not shown */
  uint32_t num;
  bool found;
} life_columns;

/* Reads a header row "|  # 0 1 2 ... |": the first table (GPR). */
static bool header(const char *line, uint32_t len, life_columns *cols) {
  const char *bar = memchr(line, '|', len);
  if (!bar) return false;
  uint32_t p = (uint32_t)(bar - line) + 1;
  while (p < len && line[p] == ' ') p++;
  if (p >= len || line[p] != '#') return false;
  cols->num = 0;
  for (p++; p < len && line[p] != '|';) {
    if (line[p] >= '0' && line[p] <= '9') {
      unsigned v = 0;
      while (p < len && line[p] >= '0' && line[p] <= '9') v = v * 10 + (unsigned)(line[p++] - '0');
      if (v < 256) cols->col[v] = p - 1;
      if (v + 1 > cols->num) cols->num = v + 1;
    } else {
      p++;
    }
  }
  return cols->found = true;
}

vl_status vl_sass_life_check(const vl_module *m, vl_diags *diags, uint32_t max_reports, vl_sass_life_result *out) {
  *out = (vl_sass_life_result){0};
  const vl_target *t = m->target;
  life_columns cols = {0};
  /* The header belongs to the section before the instructions: scan lines in order. */
  uint32_t f = 0, i = 0, line_no = 0;
  uint32_t read_cap = 0;
  for (uint32_t k = 0; k < m->num_functions; k++)
    if (m->functions[k].num_vregs + 1 > read_cap) read_cap = m->functions[k].num_vregs + 1;
  uint8_t *read_lanes = calloc(read_cap, 1);
  const vl_function *used_fn = NULL;
  if (!read_lanes) return VL_TOOL_ERROR;
  for (uint32_t p = 0; p < m->text_len;) {
    uint32_t b = p, e = p;
    while (e < m->text_len && m->text[e] != '\n') e++;
    p = e + 1;
    line_no++;
    const char *line = m->text + b;
    uint32_t len = e - b;
    const char *c = vl_text_find(line, len, "// |");
    if (!c) continue;
    uint32_t cb = (uint32_t)(c - line) + 3;
    if (vl_text_find(line, len, "|  #") || vl_text_find(line, len, "| #")) {
      header(line + cb, len - cb, &cols);
      continue;
    }
    /* Find the instruction on this line. */
    while (f < m->num_functions && i >= m->functions[f].num_instrs) f++, i = 0;
    if (f >= m->num_functions || m->functions[f].instrs[i].line != line_no) continue;
    const vl_function *fn = &m->functions[f];
    const vl_instr *in = &fn->instrs[i++];
    if (!cols.found || vl_sass_mnemonic_is(in->opcode, (uint32_t)strlen(in->opcode), "CALL")) continue;
    bool theirs[256] = {0}, ours[256] = {0}, ours_all[256] = {0};
    const char *row = line + cb;
    uint32_t rlen = len - cb;
    for (uint32_t r = 0; r < cols.num && r < 256; r++) {
      uint32_t at = cols.col[r];
      if (at && at < rlen) theirs[r] = row[at] == 'v' || row[at] == '^' || row[at] == 'x';
    }
    if (fn != used_fn) {   /* lanes some instruction reads: nvdisasm leaves never-read writes out */
      used_fn = fn;
      memset(read_lanes, 0, sizeof(uint8_t) * (fn->num_vregs + 1));
      for (uint32_t k = 0; k < fn->num_instrs; k++)
        for (uint32_t o = 0; o < fn->instrs[k].num_ops; o++) {
          const vl_operand *op = &fn->instrs[k].ops[o];
          if (op->kind == VL_OP_VREG && !(op->flags & VL_OPF_DEF) && !(op->flags & VL_OPF_IMPLICIT))
            read_lanes[op->reg] |= (uint8_t)vl_subreg_lanes(op->subreg, fn->original_reg[op->reg].count);
        }
    }
    /* nvdisasm marks some never-read writes ('^') and leaves others out: a register only it
     * shows is missing from the table when no operand of ours covers it at all; one only we
     * show counts when it is read somewhere. */
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      vl_physreg reg = op->kind == VL_OP_VREG ? vl_physreg_subreg(fn->original_reg[op->reg], op->subreg)
                       : op->kind == VL_OP_PREG ? op->preg : (vl_physreg){0, 0, 0};
      if (!reg.count || vl_target_unit_file(t, reg.unit) != VL_FILE_VECTOR) continue;
      bool dead = op->kind == VL_OP_VREG && (op->flags & VL_OPF_DEF) &&
                  !(read_lanes[op->reg] & vl_subreg_lanes(op->subreg, fn->original_reg[op->reg].count));
      for (unsigned u = 0; u < reg.count; u++) ours_all[reg.unit + u] = true, ours[reg.unit + u] |= !dead;
    }
    out->checked++;
    char only_theirs[256] = "", only_ours[256] = "";
    size_t lt = 0, lo = 0;
    for (uint32_t r = 0; r < 256; r++) {
      if (theirs[r] && !ours_all[r] && lt + 6 < sizeof only_theirs) lt += (size_t)snprintf(only_theirs + lt, sizeof only_theirs - lt, " R%u", r);
      if (ours[r] && !theirs[r] && r < cols.num && lo + 6 < sizeof only_ours) lo += (size_t)snprintf(only_ours + lo, sizeof only_ours - lo, " R%u", r);
    }
    if (lt) out->missing++;
    if (lt || lo) {
      out->mismatches++;
      if (out->mismatches <= max_reports)
        vl_diag_add(diags, m->path, in->line, in->col, VL_CAT_NONE,
                    "%s: nvdisasm's life ranges touch%s%s, the width table%s%s", in->opcode,
                    lt ? " also" : "", lt ? only_theirs : " nothing more", lo ? " also" : " nothing more",
                    lo ? only_ours : "");
    }
  }
  free(read_lanes);
  return out->mismatches ? VL_INVALID : VL_OK;
}
