/* SASS writer (see sass_write.h). */
#include "sass_write.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass_words.h"

vl_sass_usage vl_sass_usage_of(const vl_function *fn, const vl_assignment *a) {
  const vl_target *t = fn->module->target;
  vl_sass_usage u = {0};
  uint32_t top_r = 0, top_ur = 0;
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    for (uint32_t o = 0; o < fn->instrs[i].num_ops; o++) {
      const vl_operand *op = &fn->instrs[i].ops[o];
      vl_physreg reg;
      if (op->kind == VL_OP_VREG) reg = vl_physreg_subreg(a ? a->reg[op->reg] : fn->original_reg[op->reg], op->subreg);
      else if (op->kind == VL_OP_PREG) reg = op->preg;
      else continue;
      /* An assignment read from a file is counted before it is verified: a register past the
       * target's units (a subregister of a special, say) is the verifier's to report. */
      if (!reg.count || reg.unit + reg.count > t->num_units) continue;
      vl_regfile file = vl_target_unit_file(t, reg.unit);
      unsigned top = vl_target_unit_index(t, reg.unit) + reg.count;
      if (file == VL_FILE_VECTOR && top > top_r) top_r = top;
      if (file == VL_FILE_SCALAR && top > top_ur) top_ur = top;
      if (file == VL_FILE_SPECIAL) {
        const char *name = t->specials[reg.unit - t->file_base[VL_FILE_SPECIAL]].name;
        if (name[0] == 'P' && name[1] >= '0' && name[1] <= '9' && (uint32_t)(name[1] - '0') + 1 > u.p)
          u.p = (uint32_t)(name[1] - '0') + 1;
      }
    }
  u.r = top_r + t->count_reserve;
  u.ur = top_ur;
  return u;
}

vl_status vl_sass_write(const vl_module *module, const vl_assignment *const *assignments, vl_strbuf *out,
                        vl_diags *diags) {
  const vl_target *t = module->target;
  VL_VEC(vl_text_edit) edits = {0};
  vl_arena arena = {0};
  for (uint32_t f = 0; f < module->num_functions; f++) {
    const vl_function *fn = &module->functions[f];
    const vl_assignment *a = assignments[f];
    for (uint32_t i = 0; i < fn->num_instrs; i++)
      for (uint32_t o = 0; o < fn->instrs[i].num_ops; o++) {
        const vl_operand *op = &fn->instrs[i].ops[o];
        if (op->kind != VL_OP_VREG || op->begin >= op->end) continue;
        vl_physreg reg = vl_physreg_subreg(a->reg[op->reg], op->subreg);
        if (!reg.count) {
          vl_diag_add(diags, module->path, op->line, op->col, VL_CAT_SYNTAX, "no register for %%%u", op->reg);
          vl_arena_free(&arena);
          return VL_INVALID;
        }
        char *name = vl_arena_printf(&arena, "%s%u", t->file_names[vl_target_unit_file(t, reg.unit)],
                                     vl_target_unit_index(t, reg.unit));
        vl_text_edit e = {op->begin, op->end, name, (uint32_t)strlen(name), 0, false};
        VL_VEC_PUSH(&arena, edits, e);
      }
  }
  /* SHI_REGISTERS of the k-th section that has one: our count. */
  const char *key = "SHI_REGISTERS=";
  uint32_t f = 0;
  for (const char *p = module->text; (p = strstr(p, key)) && f < module->num_functions; p++) {
    while (f < module->num_functions && module->functions[f].shi_registers < 0) f++;
    if (f == module->num_functions) break;
    uint32_t b = (uint32_t)(p - module->text) + (uint32_t)strlen(key), e = b;
    while (e < module->text_len && module->text[e] >= '0' && module->text[e] <= '9') e++;
    vl_sass_usage u = vl_sass_usage_of(&module->functions[f], assignments[f]);
    char *num = vl_arena_printf(&arena, "%u", u.r);
    vl_text_edit ed = {b, e, num, (uint32_t)strlen(num), 0, false};
    VL_VEC_PUSH(&arena, edits, ed);
    f++;
  }
  vl_text_edits_sort(edits.data, edits.len);
  uint32_t bad;
  vl_strbuf renamed = {0};
  bool ok = vl_text_edits_apply(module->text, module->text_len, edits.data, edits.len, &renamed, &bad);
  if (!ok) vl_diag_add(diags, module->path, 0, 0, VL_CAT_NONE, "internal error: overlapping edits at byte %u", bad);
  vl_arena_free(&arena);
  if (!ok || renamed.failed) return free(renamed.data), VL_TOOL_ERROR;
  /* The encoding words, still ptxas's, from the text with our registers. */
  vl_status s = vl_sass_write_words(t, module->path, renamed.data ? renamed.data : "", renamed.len, out, diags);
  free(renamed.data);
  return s == VL_OK && out->failed ? VL_TOOL_ERROR : s;
}
