/* Unit tests of the MIR parser (src/front/mir_*.c): facts read from real llc-19
 * output committed under tests/inputs/mir/ (the .hip sources are next to them;
 * regenerate with clang-19 -x hip --offload-arch=ARCH --cuda-device-only
 * -nogpulib -nogpuinc -O3 -emit-llvm -S, then llc-19 -mtriple=amdgcn-amd-amdhsa
 * -mcpu=ARCH -O3 -stop-before=greedy, or -stop-after=virtregrewriter,1 for the
 * .post.mir files), diagnostics for broken inputs, robustness against truncated,
 * corrupted and random inputs, and the parse time of a large function. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "front/mir.h"

/* Where the inputs are: $VL_TEST_INPUTS, tests/inputs/mir under the current
 * directory (make runs tests from the repository root), or next to the binary
 * (build/tests/ -> ../../tests/inputs/mir). Set once in main. */
static char inputs_dir[1024] = "tests/inputs/mir";

static void find_inputs(const char *argv0) {
  const char *env = getenv("VL_TEST_INPUTS");
  if (env) {
    snprintf(inputs_dir, sizeof inputs_dir, "%s", env);
    return;
  }
  FILE *probe = fopen("tests/inputs/mir/loop_gfx90a.pre.mir", "rb");
  if (probe) {
    fclose(probe);
    return;
  }
  const char *slash = strrchr(argv0, '/');
  if (slash) snprintf(inputs_dir, sizeof inputs_dir, "%.*s/../../tests/inputs/mir", (int)(slash - argv0), argv0);
}

/* ---- helpers ---- */

static vl_module *load(const char *name, const vl_target *target) {
  char path[1200];
  snprintf(path, sizeof path, "%s/%s", inputs_dir, name);
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(path, target, &diags);
  if (!m) vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  assert_non_null(m);
  return m;
}

static const vl_target *target(const char *name) {
  const vl_target *t = vl_target_by_name(name, strlen(name));
  assert_non_null(t);
  return t;
}

static void assert_span(const vl_module *m, uint32_t begin, uint32_t end, const char *expected) {
  assert_true(begin <= end && end <= m->text_len);
  char *got = strndup(m->text + begin, end - begin);
  assert_string_equal(got, expected);
  free(got);
}

static bool span_starts(const vl_module *m, uint32_t begin, const char *prefix) {
  return begin + strlen(prefix) <= m->text_len && memcmp(m->text + begin, prefix, strlen(prefix)) == 0;
}

static const vl_instr *instr_at_line(const vl_function *fn, uint32_t line) {
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    if (fn->instrs[i].line == line) return &fn->instrs[i];
  fail_msg("no instruction at line %u", line);
  return NULL;
}

static const vl_block *block_number(const vl_function *fn, uint32_t number, uint32_t *index) {
  for (uint32_t i = 0; i < fn->num_blocks; i++)
    if (fn->blocks[i].number == number) {
      if (index) *index = i;
      return &fn->blocks[i];
    }
  fail_msg("no block bb.%u", number);
  return NULL;
}

static bool same_reg(vl_physreg a, vl_physreg b) {
  return a.unit == b.unit && a.count == b.count && a.half == b.half;
}

static vl_physreg preg(const vl_target *t, const char *name) {
  vl_physreg reg;
  assert_true(vl_target_parse_physreg(t, name, strlen(name), &reg));
  return reg;
}

static vl_subreg subreg(const char *name) {
  vl_subreg s;
  assert_true(vl_parse_subreg(name, strlen(name), &s));
  return s;
}

static int class_of(const vl_target *t, const char *name) {
  int cls = vl_target_class_by_name(t, name, strlen(name));
  assert_true(cls >= 0);
  return cls;
}

/* Checks structural invariants that every parsed function must satisfy. */
static void check_invariants(const vl_module *m) {
  for (uint32_t f = 0; f < m->num_functions; f++) {
    const vl_function *fn = &m->functions[f];
    uint32_t instrs = 0;
    for (uint32_t b = 0; b < fn->num_blocks; b++) {
      const vl_block *block = &fn->blocks[b];
      assert_int_equal(block->first_instr, instrs);
      instrs += block->num_instrs;
      uint64_t total = 0;
      for (uint32_t s = 0; s < block->num_succs; s++) {
        assert_true(block->succs[s] < fn->num_blocks);
        total += block->succ_prob[s];
        const vl_block *succ = &fn->blocks[block->succs[s]];
        bool found = false;
        for (uint32_t p = 0; p < succ->num_preds; p++) found |= succ->preds[p] == b;
        assert_true(found);
      }
      if (block->num_succs && !block->succ_prob_given) assert_int_equal(total, 0x80000000u);
      for (uint32_t i = 0; i < block->num_instrs; i++) assert_int_equal(vl_block_instr(fn, block, i)->block, b);
    }
    assert_int_equal(instrs, fn->num_instrs);
    for (uint32_t i = 0; i < fn->num_instrs; i++) {
      const vl_instr *in = &fn->instrs[i];
      assert_true(in->begin < in->end && in->end <= m->text_len);
      assert_true(in->num_defs <= in->num_ops);
      for (uint32_t o = 0; o < in->num_ops; o++) {
        const vl_operand *op = &in->ops[o];
        assert_true(in->begin <= op->begin && op->begin < op->end && op->end <= in->end);
        if (op->kind == VL_OP_VREG) {
          assert_true(op->reg < fn->num_vregs);
          assert_true(fn->vregs[op->reg].cls >= 0 && fn->vregs[op->reg].used);
        }
        if (op->tied >= 0) assert_int_equal(in->ops[op->tied].tied, (int)o);
        if (o < in->num_defs) assert_true(op->flags & VL_OPF_DEF);
      }
    }
  }
}

/* ---- real files ---- */

static void test_loop_gfx90a_pre(void **state) {
  (void)state;
  vl_module *m = load("loop_gfx90a.pre.mir", NULL);
  const vl_target *t = target("gfx90a");
  check_invariants(m);
  assert_ptr_equal(m->target, t);
  assert_int_equal(m->ir_begin, 0);
  assert_true(span_starts(m, m->ir_begin, "--- |\n  ; ModuleID"));
  assert_true(span_starts(m, m->ir_end, "---\nname:            loopk\n"));
  assert_int_equal(m->num_functions, 1);
  const vl_function *fn = &m->functions[0];
  assert_string_equal(fn->name, "loopk");
  assert_int_equal(fn->line, 154);
  assert_int_equal(fn->doc_begin, m->ir_end);
  assert_int_equal(fn->doc_end, m->text_len);
  assert_int_equal(fn->num_blocks, 10);
  assert_int_equal(fn->num_instrs, 72);
  assert_int_equal(fn->num_vregs, 156);
  assert_int_equal(fn->flat_workgroup_max, 256);
  assert_false(fn->uses_agprs);
  assert_false(fn->has_calls);
  /* Header ranges. */
  assert_true(span_starts(m, fn->registers_begin, "registers:\n  - { id: 0, class: sgpr_128"));
  assert_int_equal(fn->registers_end, fn->liveins_begin);
  assert_true(span_starts(m, fn->liveins_begin, "liveins:\n  - { reg: '$vgpr0', virtual-reg: '%25' }"));
  assert_true(span_starts(m, fn->liveins_end, "frameInfo:\n"));
  assert_true(span_starts(m, fn->body_begin, "  bb.0 (%ir-block.4):\n"));
  /* Function live-ins. */
  assert_int_equal(fn->num_liveins, 2);
  assert_true(same_reg(fn->liveins[0].reg, preg(t, "vgpr0")));
  assert_int_equal(fn->liveins[0].vreg, 26);
  assert_true(same_reg(fn->liveins[1].reg, preg(t, "sgpr4_sgpr5")));
  /* machineFunctionInfo. */
  assert_true(fn->info.is_entry_function);
  assert_int_equal(fn->info.occupancy, 8);
  assert_true(same_reg(fn->info.scratch_rsrc_reg, preg(t, "sgpr96_sgpr97_sgpr98_sgpr99")));
  assert_true(same_reg(fn->info.stack_ptr_offset_reg, preg(t, "sgpr32")));
  assert_true(same_reg(fn->info.sgpr_for_exec_copy, preg(t, "sgpr100_sgpr101")));
  assert_int_equal(fn->info.long_branch_reserved_reg.count, 0);
  assert_int_equal(fn->info.vgpr_for_agpr_copy.count, 0);
  /* Entry block. */
  const vl_block *b0 = &fn->blocks[0];
  uint32_t bb1, bb2;
  block_number(fn, 1, &bb1);
  block_number(fn, 2, &bb2);
  assert_int_equal(b0->number, 0);
  assert_string_equal(b0->label, " (%ir-block.4):");
  assert_int_equal(b0->line, 400);
  assert_true(span_starts(m, b0->label_begin, "bb.0 (%ir-block.4):"));
  assert_int_equal(b0->num_succs, 2);
  assert_true(b0->succ_prob_given);
  assert_int_equal(b0->succs[0], bb2);
  assert_int_equal(b0->succs[1], bb1);
  assert_int_equal(b0->succ_prob[0], 0x40000000);
  assert_int_equal(b0->num_preds, 0);
  assert_int_equal(b0->num_liveins, 2);
  assert_true(same_reg(b0->liveins[0].reg, preg(t, "vgpr0")));
  assert_true(same_reg(b0->liveins[1].reg, preg(t, "sgpr4_sgpr5")));
  assert_int_equal(b0->liveins[1].llvm_lanemask, 0);
  assert_span(m, b0->liveins_begin, b0->liveins_end, "liveins: $vgpr0, $sgpr4_sgpr5");
  assert_true(span_starts(m, b0->header_end, "  \n    %27:sgpr_64(p4) = COPY $sgpr4_sgpr5\n"));
  assert_int_equal(b0->num_instrs, 5);
  /* A block named after its IR block, and the loop with its probabilities. */
  assert_string_equal(block_number(fn, 2, NULL)->label, ".._crit_edge:");
  uint32_t bb6, bb9, bb5;
  block_number(fn, 6, &bb6);
  block_number(fn, 5, &bb5);
  const vl_block *loop = block_number(fn, 9, &bb9);
  assert_int_equal(loop->num_succs, 2);
  assert_int_equal(loop->succs[0], bb6);
  assert_int_equal(loop->succs[1], bb9);
  assert_int_equal(loop->succ_prob[0], 0x04000000);
  assert_int_equal(loop->succ_prob[1], 0x7c000000);
  assert_int_equal(loop->num_preds, 2);
  assert_int_equal(loop->preds[0], bb5);
  assert_int_equal(loop->preds[1], bb9);
  assert_int_equal(loop->liveins_begin, 0);
  assert_int_equal(loop->liveins_end, 0);
  /* undef %150.sub0:vreg_64_align2 = COPY $vgpr0 */
  const vl_instr *in = instr_at_line(fn, 405);
  assert_string_equal(in->opcode, "COPY");
  assert_true(in->is_copy);
  assert_false(in->is_terminator);
  assert_int_equal(in->col, 5);
  assert_int_equal(in->num_ops, 2);
  assert_int_equal(in->num_defs, 1);
  assert_span(m, in->begin, in->end, "undef %150.sub0:vreg_64_align2 = COPY $vgpr0");
  const vl_operand *op = &in->ops[0];
  assert_int_equal(op->kind, VL_OP_VREG);
  assert_int_equal(op->reg, 150);
  assert_int_equal(op->flags, VL_OPF_DEF | VL_OPF_UNDEF);
  assert_int_equal(op->subreg, subreg("sub0"));
  assert_int_equal(op->tied, -1);
  assert_span(m, op->begin, op->end, "undef %150.sub0:vreg_64_align2");
  assert_int_equal(op->line, 405);
  assert_int_equal(op->col, 5);
  assert_int_equal(in->ops[1].kind, VL_OP_PREG);
  assert_true(same_reg(in->ops[1].preg, preg(t, "vgpr0")));
  assert_int_equal(in->ops[1].flags, 0);
  assert_int_equal(in->ops[1].col, 43);
  assert_int_equal(fn->vregs[150].cls, class_of(t, "vreg_64_align2"));
  assert_true(fn->vregs[150].used);
  assert_int_equal(fn->vregs[150].line, 324);   /* declared under registers: */
  /* %27:sgpr_64(p4) = COPY; a use with an LLT type and memory operands. */
  assert_span(m, instr_at_line(fn, 404)->ops[0].begin, instr_at_line(fn, 404)->ops[0].end, "%27:sgpr_64(p4)");
  in = instr_at_line(fn, 406);
  assert_int_equal(in->num_ops, 4);
  assert_span(m, in->ops[1].begin, in->ops[1].end, "%27(p4)");
  assert_int_equal(in->ops[2].kind, VL_OP_IMM);
  assert_int_equal(in->ops[2].imm, 16);
  assert_true(span_starts(m, in->end - 12, "addrspace 4)"));
  /* Two defs, the second dead. */
  in = instr_at_line(fn, 451);
  assert_int_equal(in->num_defs, 2);
  assert_int_equal(in->ops[1].flags, VL_OPF_DEF | VL_OPF_DEAD);
  assert_span(m, in->ops[1].begin, in->ops[1].end, "dead %121:sreg_64_xexec");
  assert_int_equal(in->ops[0].subreg, subreg("sub1"));
  /* Implicit physical uses and defs, wide immediates, instruction flags. */
  in = instr_at_line(fn, 485);
  assert_string_equal(in->opcode, "V_ADD_CO_U32_e32");
  assert_int_equal(in->ops[3].flags, VL_OPF_IMPLICIT | VL_OPF_DEF);
  assert_true(same_reg(in->ops[3].preg, preg(t, "vcc")));
  assert_int_equal(in->ops[4].flags, VL_OPF_IMPLICIT);
  assert_int_equal(instr_at_line(fn, 456)->ops[1].imm, 4607182418800017408LL);
  in = instr_at_line(fn, 448);
  assert_string_equal(in->opcode, "V_MUL_F32_e32");
  assert_int_equal(in->num_ops, 5);
  assert_int_equal(in->ops[1].imm, 1333788670);
  /* Terminators. */
  assert_true(instr_at_line(fn, 408)->is_terminator);   /* S_CBRANCH_SCC0 %bb.2 */
  assert_int_equal(instr_at_line(fn, 408)->ops[0].kind, VL_OP_BLOCK);
  assert_int_equal(instr_at_line(fn, 408)->ops[0].imm, 2);
  assert_true(instr_at_line(fn, 473)->is_terminator);   /* S_ENDPGM 0 */
  assert_false(instr_at_line(fn, 428)->is_terminator);  /* $vcc = S_ANDN2_B64 */
  vl_module_free(m);
}

static void test_loop_gfx1100_pre(void **state) {
  (void)state;
  vl_module *m = load("loop_gfx1100.pre.mir", NULL);
  const vl_target *t = target("gfx1100");
  check_invariants(m);
  assert_ptr_equal(m->target, t);
  const vl_function *fn = &m->functions[0];
  assert_string_equal(fn->name, "loopk");
  assert_int_equal(fn->num_blocks, 10);
  assert_int_equal(fn->num_instrs, 69);
  assert_int_equal(fn->num_vregs, 162);
  assert_int_equal(fn->flat_workgroup_max, 256);
  assert_int_equal(fn->info.occupancy, 16);
  assert_true(same_reg(fn->vregs[79].hint_preg, preg(t, "vcc_lo")));
  assert_int_equal(fn->vregs[79].hint_vreg, 0);
  const vl_instr *in = instr_at_line(fn, 432);   /* $vcc_lo = S_ANDN2_B32 $exec_lo, %154, implicit-def dead $scc */
  assert_true(same_reg(in->ops[0].preg, preg(t, "vcc_lo")));
  assert_true(same_reg(in->ops[1].preg, preg(t, "exec_lo")));
  assert_int_equal(in->ops[3].flags, VL_OPF_IMPLICIT | VL_OPF_DEF | VL_OPF_DEAD);
  assert_span(m, in->ops[3].begin, in->ops[3].end, "implicit-def dead $scc");
  assert_true(instr_at_line(fn, 433)->is_terminator);
  vl_module_free(m);
}

static void test_saxpy_gfx942_pre(void **state) {
  (void)state;
  vl_module *m = load("saxpy_gfx942.pre.mir", NULL);
  check_invariants(m);
  assert_string_equal(m->target->name, "gfx942");
  assert_int_equal(m->num_functions, 1);
  assert_string_equal(m->functions[0].name, "saxpy");
  assert_int_equal(m->functions[0].num_blocks, 3);
  assert_int_equal(m->functions[0].num_instrs, 22);
  assert_int_equal(m->functions[0].num_vregs, 31);
  assert_int_equal(m->functions[0].flat_workgroup_max, 1024);
  vl_module_free(m);
  /* An explicit target wins over the IR's. */
  m = load("saxpy_gfx942.pre.mir", target("gfx90a"));
  assert_string_equal(m->target->name, "gfx90a");
  vl_module_free(m);
}

static void test_call_gfx90a_pre(void **state) {
  (void)state;
  vl_module *m = load("call_gfx90a.pre.mir", NULL);
  const vl_target *t = target("gfx90a");
  check_invariants(m);
  assert_int_equal(m->num_functions, 2);
  const vl_function *helper = &m->functions[0], *caller = &m->functions[1];
  assert_string_equal(helper->name, "_Z6helperPfif");
  assert_string_equal(caller->name, "caller");
  assert_int_equal(helper->doc_end, caller->doc_begin);
  assert_int_equal(caller->doc_end, m->text_len);
  assert_int_equal(helper->num_blocks, 6);
  assert_int_equal(helper->num_instrs, 30);
  assert_int_equal(caller->num_blocks, 1);
  assert_int_equal(caller->num_instrs, 19);
  assert_false(helper->has_calls);
  assert_true(caller->has_calls);
  assert_int_equal(helper->flat_workgroup_max, 1024);   /* no attribute in its group */
  /* The callee's ABI registers. */
  assert_false(helper->info.is_entry_function);
  assert_true(same_reg(helper->info.scratch_rsrc_reg, preg(t, "sgpr0_sgpr1_sgpr2_sgpr3")));
  assert_true(same_reg(helper->info.frame_offset_reg, preg(t, "sgpr33")));
  assert_true(same_reg(helper->info.stack_ptr_offset_reg, preg(t, "sgpr32")));
  assert_true(same_reg(helper->info.sgpr_for_exec_copy, preg(t, "sgpr100_sgpr101")));
  assert_int_equal(helper->num_liveins, 4);
  assert_true(same_reg(helper->liveins[3].reg, preg(t, "vgpr3")));
  assert_int_equal(helper->liveins[3].vreg, 16);
  assert_true(same_reg(helper->vregs[20].hint_preg, preg(t, "vcc")));
  assert_int_equal(helper->vregs[20].cls, class_of(t, "sreg_64"));
  /* Blocks without probabilities in the callee's return path. */
  const vl_block *ret = block_number(helper, 3, NULL);
  assert_int_equal(ret->num_succs, 0);
  assert_true(instr_at_line(helper, 293)->is_terminator);   /* SI_RETURN */
  /* The call. */
  const vl_instr *call = instr_at_line(caller, 458);
  assert_string_equal(call->opcode, "SI_CALL");
  assert_int_equal(call->num_defs, 1);
  assert_int_equal(call->num_ops, 10);
  assert_int_equal(call->ops[0].flags, VL_OPF_DEF | VL_OPF_DEAD);
  assert_true(same_reg(call->ops[0].preg, preg(t, "sgpr30_sgpr31")));
  assert_int_equal(call->ops[1].kind, VL_OP_VREG);
  assert_int_equal(call->ops[2].kind, VL_OP_OTHER);
  assert_string_equal(call->ops[2].text, "@_Z6helperPfif");
  assert_int_equal(call->ops[3].kind, VL_OP_REGMASK);
  assert_string_equal(call->ops[3].text, "csr_amdgpu_gfx90ainsts");
  assert_int_equal(call->ops[6].flags, VL_OPF_IMPLICIT | VL_OPF_KILLED);
  assert_int_equal(call->ops[9].flags, VL_OPF_IMPLICIT | VL_OPF_DEF);
  assert_false(call->is_terminator);
  const vl_instr *pc = instr_at_line(caller, 453);
  assert_int_equal(pc->ops[1].kind, VL_OP_OTHER);
  assert_string_equal(pc->ops[1].text, "target-flags(amdgpu-rel32-lo) @_Z6helperPfif");
  assert_span(m, pc->ops[2].begin, pc->ops[2].end, "target-flags(amdgpu-rel32-hi) @_Z6helperPfif");
  /* %11:vgpr_32 = nuw nsw V_LSHLREV_B32_e32 2, %0(s32), implicit $exec */
  const vl_instr *shift = instr_at_line(caller, 448);
  assert_string_equal(shift->opcode, "V_LSHLREV_B32_e32");
  assert_span(m, shift->ops[2].begin, shift->ops[2].end, "%0(s32)");
  vl_module_free(m);
}

static void test_call_gfx90a_post(void **state) {
  (void)state;
  vl_module *m = load("call_gfx90a.post.mir", NULL);
  const vl_target *t = target("gfx90a");
  check_invariants(m);
  assert_int_equal(m->num_functions, 2);
  const vl_function *helper = &m->functions[0];
  assert_int_equal(helper->num_vregs, 0);
  assert_int_equal(helper->registers_end - helper->registers_begin, strlen("registers:       []\n"));
  assert_int_equal(helper->liveins[0].vreg, 0);
  const vl_block *b1 = block_number(helper, 1, NULL);
  assert_int_equal(b1->line, 226);
  assert_int_equal(b1->num_liveins, 4);
  assert_true(same_reg(b1->liveins[3].reg, preg(t, "vgpr0_vgpr1")));
  assert_int_equal(b1->liveins[3].llvm_lanemask, 0xF);
  assert_int_equal(b1->liveins[0].llvm_lanemask, 0);
  assert_span(m, b1->liveins_begin, b1->liveins_end,
              "liveins: $vgpr2, $vgpr3, $sgpr4_sgpr5, $vgpr0_vgpr1:0x000000000000000F");
  /* renamable $sgpr6_sgpr7 = S_AND_B64 renamable $sgpr4_sgpr5, killed renamable $vcc, implicit-def dead $scc */
  const vl_instr *in = instr_at_line(helper, 221);
  assert_int_equal(in->ops[0].flags, VL_OPF_DEF | VL_OPF_RENAMABLE);
  assert_int_equal(in->ops[2].flags, VL_OPF_KILLED | VL_OPF_RENAMABLE);
  assert_span(m, in->ops[2].begin, in->ops[2].end, "killed renamable $vcc");
  assert_true(instr_at_line(helper, 222)->is_terminator);   /* $exec = S_MOV_B64_term */
  assert_true(m->functions[1].has_calls);
  vl_module_free(m);
}

static void test_mfma_agpr_tied(void **state) {
  (void)state;
  vl_module *m = load("mfma_gfx90a.pre.mir", NULL);
  const vl_target *t = target("gfx90a");
  check_invariants(m);
  const vl_function *fn = &m->functions[0];
  assert_true(fn->uses_agprs);
  assert_int_equal(fn->vregs[121].cls, class_of(t, "agpr_32"));
  /* INLINEASM &"v_add_u32 $0, $0, 1", 33 ..., def %117, 2147483657 ..., %117(tied-def 3), !6 */
  const vl_instr *in = instr_at_line(fn, 823);
  assert_string_equal(in->opcode, "INLINEASM");
  assert_int_equal(in->num_defs, 0);
  assert_int_equal(in->num_ops, 7);
  assert_int_equal(in->ops[0].kind, VL_OP_OTHER);
  assert_string_equal(in->ops[0].text, "&\"v_add_u32 $0, $0, 1\"");
  assert_int_equal(in->ops[1].imm, 33);
  assert_int_equal(in->ops[3].kind, VL_OP_VREG);
  assert_int_equal(in->ops[3].flags, VL_OPF_DEF);
  assert_int_equal(in->ops[3].tied, 5);
  assert_int_equal(in->ops[5].tied, 3);
  assert_int_equal(in->ops[5].flags, 0);
  assert_span(m, in->ops[5].begin, in->ops[5].end, "%117(tied-def 3)");
  assert_int_equal(in->ops[6].kind, VL_OP_OTHER);
  assert_string_equal(in->ops[6].text, "!6");
  vl_module_free(m);
}

static void test_spill_gfx1100_post(void **state) {
  (void)state;
  vl_module *m = load("spill_gfx1100.post.mir", NULL);
  check_invariants(m);
  const vl_function *fn = &m->functions[0];
  assert_int_equal(fn->num_vregs, 0);
  assert_int_equal(fn->flat_workgroup_max, 256);
  /* renamable $vgpr15 = SI_SPILL_V32_RESTORE %stack.3, $sgpr32, 0, implicit $exec :: (load ...) */
  const vl_instr *in = instr_at_line(fn, 505);
  assert_string_equal(in->opcode, "SI_SPILL_V32_RESTORE");
  assert_int_equal(in->num_ops, 5);
  assert_int_equal(in->ops[1].kind, VL_OP_FRAME);
  assert_int_equal(in->ops[1].imm, 3);
  assert_span(m, in->ops[1].begin, in->ops[1].end, "%stack.3");
  vl_module_free(m);
}

/* ---- inline inputs ---- */

/* A small valid function; the error tests break one line of it. */
static const char *const good_lines[] = {
    "---\n",                                                           /* 1 */
    "name: k\n",                                                       /* 2 */
    "registers:\n",                                                    /* 3 */
    "  - { id: 0, class: vgpr_32, preferred-register: '%1' }\n",       /* 4 */
    "  - { id: 1, class: vreg_64_align2 }\n",                          /* 5 */
    "liveins:\n",                                                      /* 6 */
    "  - { reg: '$vgpr0', virtual-reg: '%0' }\n",                      /* 7 */
    "machineFunctionInfo: {}\n",                                       /* 8 */
    "body: |\n",                                                       /* 9 */
    "  bb.0:\n",                                                       /* 10 */
    "    successors: %bb.1, %bb.2\n",                                  /* 11 */
    "    liveins: $vgpr0\n",                                           /* 12 */
    "    %0:vgpr_32 = COPY $vgpr0\n",                                  /* 13 */
    "    undef %1.sub0:vreg_64_align2 = V_MOV_B32_e32 0, implicit $exec\n", /* 14 */
    "    S_CBRANCH_SCC1 %bb.2, implicit undef $scc\n",                 /* 15 */
    "  bb.1:\n",                                                       /* 16 */
    "    successors: %bb.2\n",                                         /* 17 */
    "    %1.sub1:vreg_64_align2 = V_ADD_U32_e32 %0, %1.sub0, implicit $exec ; comment\n", /* 18 */
    "  bb.2:\n",                                                       /* 19 */
    "    S_ENDPGM 0\n",                                                /* 20 */
    "...\n",                                                           /* 21 */
};
enum { NUM_GOOD_LINES = sizeof good_lines / sizeof *good_lines };

/* The good text with line `line` (1-based) replaced (NULL: removed). */
static char *text_with(uint32_t line, const char *replacement) {
  size_t size = 1;
  for (uint32_t i = 0; i < NUM_GOOD_LINES; i++) size += strlen(good_lines[i]);
  if (replacement) size += strlen(replacement);
  char *text = calloc(1, size);
  for (uint32_t i = 0; i < NUM_GOOD_LINES; i++) strcat(text, i + 1 == line ? (replacement ? replacement : "") : good_lines[i]);
  return text;
}

static vl_module *parse_string(const char *text, const vl_target *t, vl_diags *diags) {
  return vl_mir_parse_text("inline.mir", text, (uint32_t)strlen(text), t, diags);
}

static void test_inline_good(void **state) {
  (void)state;
  const vl_target *t = target("gfx90a");
  char *text = text_with(0, NULL);
  vl_diags diags = {0};
  vl_module *m = parse_string(text, t, &diags);
  if (!m) vl_diags_print(&diags, stderr);
  assert_non_null(m);
  check_invariants(m);
  const vl_function *fn = &m->functions[0];
  assert_int_equal(fn->num_blocks, 3);
  assert_int_equal(fn->num_instrs, 5);
  assert_int_equal(m->ir_begin, 0);
  assert_int_equal(m->ir_end, 0);
  assert_int_equal(fn->flat_workgroup_max, 1024);
  assert_int_equal(fn->vregs[0].hint_vreg, 2);
  /* Successors without probabilities share equally. */
  assert_false(fn->blocks[0].succ_prob_given);
  assert_int_equal(fn->blocks[0].succ_prob[0], 0x40000000);
  assert_int_equal(fn->blocks[0].succ_prob[1], 0x40000000);
  assert_int_equal(fn->blocks[2].num_preds, 2);
  assert_int_equal(fn->blocks[1].header_end, fn->instrs[3].begin - 4);
  /* A trailing comment belongs to the line, not to the last operand. */
  const vl_instr *add = &fn->instrs[3];
  assert_int_equal(add->line, 18);
  assert_span(m, add->ops[3].begin, add->ops[3].end, "implicit $exec");
  assert_true(span_starts(m, add->end - 9, "; comment"));
  assert_int_equal(fn->instrs[2].ops[1].flags, VL_OPF_IMPLICIT | VL_OPF_UNDEF);
  uint32_t line, col;
  vl_module_position(m, add->ops[1].begin, &line, &col);
  assert_int_equal(line, 18);
  assert_int_equal(col, 44);
  vl_module_position(m, 0, &line, &col);
  assert_int_equal(line, 1);
  assert_int_equal(col, 1);
  vl_module_free(m);
  vl_diags_free(&diags);
  free(text);
}

/* Operand syntax that the generated files do not show. */
static void test_inline_operands(void **state) {
  (void)state;
  const vl_target *t = target("gfx90a");
  char *text = text_with(18,
                         "    %1.sub1:vreg_64_align2 = frame-setup nnan V_ADD_U32_e32 i32 -7, float 1.0, half 0xH3C00, "
                         "%stack.0.x, %fixed-stack.1, %const.0, @g + 8, target-flags(amdgpu-gotprel32-lo) @x, "
                         "<mcsymbol .Ltmp0>, %ir-block.6, %ir.p, intrinsic(@llvm.amdgcn.foo), $noreg, _, "
                         "%subreg.sub2_sub3, early-clobber internal debug-use %0, 0x10, "
                         "debug-location !DILocation(line: 3, scope: !5) :: (load (s32) from %ir.p, align 4)\n");
  vl_diags diags = {0};
  vl_module *m = parse_string(text, t, &diags);
  if (!m) vl_diags_print(&diags, stderr);
  assert_non_null(m);
  const vl_instr *in = &m->functions[0].instrs[3];
  assert_int_equal(in->num_ops, 18);
  static const uint8_t kinds[] = {VL_OP_VREG,  VL_OP_IMM,   VL_OP_FPIMM, VL_OP_FPIMM, VL_OP_FRAME, VL_OP_FRAME,
                                  VL_OP_OTHER, VL_OP_OTHER, VL_OP_OTHER, VL_OP_OTHER, VL_OP_OTHER, VL_OP_OTHER,
                                  VL_OP_OTHER, VL_OP_NOREG, VL_OP_NOREG, VL_OP_OTHER, VL_OP_VREG,  VL_OP_IMM};
  for (uint32_t i = 0; i < in->num_ops; i++) assert_int_equal(in->ops[i].kind, kinds[i]);
  assert_int_equal(in->ops[1].imm, -7);
  assert_string_equal(in->ops[3].text, "half 0xH3C00");
  assert_int_equal(in->ops[5].imm, 1);
  assert_string_equal(in->ops[7].text, "@g + 8");
  assert_string_equal(in->ops[8].text, "target-flags(amdgpu-gotprel32-lo) @x");
  assert_string_equal(in->ops[9].text, "<mcsymbol .Ltmp0>");
  assert_string_equal(in->ops[15].text, "%subreg.sub2_sub3");
  assert_int_equal(in->ops[15].subreg, subreg("sub2_sub3"));
  assert_int_equal(in->ops[16].flags, VL_OPF_EARLY_CLOBBER | VL_OPF_INTERNAL | VL_OPF_DEBUG);
  assert_int_equal(in->ops[17].imm, 16);
  vl_module_free(m);
  vl_diags_free(&diags);
  free(text);
}

typedef struct error_case {
  uint32_t line;             /* line of good_lines to replace, 0 for a whole text */
  const char *replacement;   /* or the whole text */
  const vl_target *target;   /* NULL: gfx90a, unless whole text */
  uint32_t expect_line, expect_col;
  const char *expect;        /* substring of the message */
} error_case;

static void check_error(const char *text, const vl_target *t, uint32_t line, uint32_t col, const char *expect) {
  vl_diags diags = {0};
  vl_module *m = parse_string(text, t, &diags);
  if (m || diags.list.len != 1 || !strstr(diags.list.data[0].message, expect) || diags.list.data[0].line != line ||
      diags.list.data[0].col != col) {
    fprintf(stderr, "input:\n%s\nexpected %u:%u: %s\ngot:\n", text, line, col, expect);
    vl_diags_print(&diags, stderr);
    fail();
  }
  assert_string_equal(diags.list.data[0].file, "inline.mir");
  vl_diags_free(&diags);
}

static void test_errors(void **state) {
  (void)state;
  const vl_target *gfx90a = target("gfx90a");
  static const error_case cases[] = {
      {4, "  - { id: 0, class: vgpr_33 }\n", NULL, 4, 21, "unknown register class 'vgpr_33'"},
      {13, "    %0:vgpr_32 = COPY $vgpr999\n", NULL, 13, 23, "unknown physical register '$vgpr999'"},
      {13, "    %0:vgpr_32 = COPY $vgpr0.sub0\n", NULL, 13, 29, "subregister indices on physical registers"},
      {18, "    %1.sub9x:vreg_64_align2 = COPY %0\n", NULL, 18, 8, "unknown subregister index 'sub9x'"},
      {21, NULL, NULL, 1, 1, "unterminated machine function document"},
      {13, "    %0:vgpr_32 = COPY %7\n", NULL, 13, 23, "virtual register %7 has no register class"},
      {17, "    successors: %bb.7(0x80000000)\n", NULL, 17, 17, "successor bb.7 does not exist"},
      {15, "    S_CBRANCH_SCC1 %bb.9, implicit undef $scc\n", NULL, 15, 20, "block bb.9 does not exist"},
      {19, "  bb.1:\n", NULL, 19, 3, "duplicate block number bb.1"},
      {13, "    %0:vgpr_32 = COPY %foo\n", NULL, 13, 23, "virtual register %foo has no register class"},
      {20, "    BUNDLE implicit-def $vgpr0 {\n", NULL, 20, 32, "a bundle's '{' without its '}'"},
      {20, "    S_NOP 0 {\n", NULL, 20, 13, "a bundle's '{' without its '}'"},
      {20, "    }\n", NULL, 20, 5, "'}' without a bundle's '{' before it"},
      {20, "    S_NOP 0 { S_NOP 0\n", NULL, 20, 15, "expected the end of the line after a bundle's '{'"},
      {13, "    %0:sgpr_32 = COPY $vgpr0\n", NULL, 13, 8, "register class 'sgpr_32' of %0 disagrees with its class 'vgpr_32'"},
      {13, "    %0:vgpr_32 = COPY $vgpr0(tied-def 1)\n", NULL, 13, 39, "tied-def 1 does not name a register def"},
      {13, "    %0:vgpr_32 = COPY &\"abc\n", NULL, 13, 23, "unterminated quoted string"},
      {12, "    liveins: $vgpr0:0xZZ\n", NULL, 12, 21, "expected a lane mask"},
      {12, "    liveins: %0\n", NULL, 12, 14, "expected a physical register"},
      {11, "    successors: %bb.1(0x40000000), %bb.2\n", NULL, 11, 5, "either all successors or none"},
      {11, "    successors: %bb.1(0x90000000)\n", NULL, 11, 23, "expected a branch probability"},
      {15, "    S_CBRANCH_SCC1 %bb.2 :: (load (s32)\n", NULL, 15, 29, "unterminated '('"},
      {15, "    S_CBRANCH_SCC1 %bb.2 %bb.1\n", NULL, 15, 26, "expected ',' between operands"},
      {15, "    s_cbranch_scc1 %bb.2\n", NULL, 15, 5, "expected an instruction opcode, found 's_cbranch_scc1'"},
      {15, "    %0:vgpr_32 COPY $vgpr0\n", NULL, 15, 16, "expected ',' or '=' after a def operand"},
      {15, "    killed 5\n", NULL, 15, 12, "expected a register after the register flags"},
      {15, "    S_NOP foo\n", NULL, 15, 11, "unexpected 'foo' where an operand was expected"},
      {15, "    S_NOP %99999999\n", NULL, 15, 11, "virtual register number 99999999 is too large"},
      {11, "    successors: %bb.1\n    successors: %bb.2\n", NULL, 12, 5, "second 'successors:' line"},
      {14, "    S_NOP 0\n    liveins: $vgpr0\n", NULL, 15, 5, "must come before the block's instructions"},
      {10, "    S_NOP 0\n  bb.0:\n", NULL, 10, 5, "instruction outside a block"},
      {10, "  bb.0 (%ir-block.0\n", NULL, 10, 8, "unterminated '('"},
      {10, "  bb.0\n", NULL, 10, 7, "expected ':' after the block label"},
      {5, "  - id: 1\n", NULL, 5, 5, "expected a '{ ... }' entry under 'registers:'"},
      {5, "  - { id: 0, class: vgpr_32 }\n", NULL, 5, 11, "virtual register %0 is listed twice"},
      {5, "  - { id: 1, class: vreg_64_align2\n", NULL, 5, 5, "unterminated '{'"},
      {7, "  - { reg: '$vgpr0', virtual-reg: 'x' }\n", NULL, 7, 36, "expected a virtual register '%N'"},
      {8, "machineFunctionInfo:\n  isEntryFunction: maybe\n", NULL, 9, 20, "expected true or false"},
      {8, "machineFunctionInfo:\n  scratchRSrcReg: '$sgpr1000'\n", NULL, 9, 20, "unknown physical register '$sgpr1000'"},
      {9, "body: >\n", NULL, 9, 7, "expected 'body: |'"},
      {2, "  name: k\n", NULL, 2, 3, "unexpected indented line"},
      {2, "name k\n", NULL, 2, 1, "expected 'key: value'"},
      {1, "--- !mir\n", NULL, 1, 5, "unexpected '!mir' after '---'"},
      {0, "", NULL, 1, 1, "no machine function"},
      {0, "\n\n   \n", NULL, 4, 1, "no machine function"},
      {0, "hello\n", NULL, 1, 1, "expected '---'"},
      {0, "--- |\n  define void @f() #0 { ret void }\n", NULL, 1, 1, "unterminated LLVM IR document"},
      {0, "--- |\n  attributes #0 = { \"target-cpu\"=\"gfx803\" }\n...\n---\nname: f\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n",
       NULL, 2, 35, "unknown target CPU 'gfx803'"},
      {0, "---\nname: f\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n", NULL, 1, 1, "cannot infer the target"},
      {0, "--- |\n  attributes #0 = { \"target-cpu\"=\"gfx90a\" }\n...\n---\nname: f\nbody: |\n...\n", NULL, 4, 1,
       "has no body"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    const error_case *c = &cases[i];
    bool whole = c->line == 0;
    char *text = whole ? strdup(c->replacement) : text_with(c->line, c->replacement);
    check_error(text, whole ? c->target : (c->target ? c->target : gfx90a), c->expect_line, c->expect_col, c->expect);
    free(text);
  }
  vl_diags diags = {0};
  assert_null(vl_mir_parse_file("no-such-dir/no-such-file.mir", gfx90a, &diags));
  assert_int_equal(diags.list.len, 1);
  vl_diags_free(&diags);
}

/* The target is inferred from the IR, and the work-group size from the function's attribute group. */
static void test_ir_attributes(void **state) {
  (void)state;
  const char *text = "--- |\n"
                     "  define amdgpu_kernel void @f() #1 {\n    ret void\n  }\n"
                     "  define amdgpu_kernel void @\"g h\"() local_unnamed_addr #0 {\n    ret void\n  }\n"
                     "  attributes #0 = { \"amdgpu-flat-work-group-size\"=\"1,64\" \"target-cpu\"=\"gfx1100\" }\n"
                     "  attributes #1 = { \"amdgpu-flat-work-group-size\"=\"1,128\" }\n"
                     "...\n"
                     "---\nname: f\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n"
                     "---\nname: 'g h'\nbody: |\n  bb.0:\n    S_ENDPGM 0\n"   /* no "..." before the next "---" */
                     "---\nname: k\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n";
  vl_diags diags = {0};
  vl_module *m = parse_string(text, NULL, &diags);
  if (!m) vl_diags_print(&diags, stderr);
  assert_non_null(m);
  assert_string_equal(m->target->name, "gfx1100");
  assert_int_equal(m->num_functions, 3);
  assert_int_equal(m->functions[0].flat_workgroup_max, 128);
  assert_string_equal(m->functions[1].name, "g h");
  assert_int_equal(m->functions[1].flat_workgroup_max, 64);
  assert_int_equal(m->functions[1].doc_end, m->functions[2].doc_begin);
  assert_int_equal(m->functions[2].flat_workgroup_max, 1024);
  vl_module_free(m);
  vl_diags_free(&diags);
}

/* Without 'successors:' lines (hand-written MIR) the successors are guessed as LLVM does. */
static void test_guessed_successors(void **state) {
  (void)state;
  const char *text = "---\nname: g\nbody: |\n"
                     "  bb.0:\n    S_CBRANCH_SCC1 %bb.2, implicit undef $scc\n"
                     "  bb.1:\n    S_NOP 0\n"
                     "  bb.2:\n    S_BRANCH %bb.3\n"
                     "  bb.3:\n    successors:\n    S_ENDPGM 0\n"
                     "  bb.4:\n    S_ENDPGM 0\n...\n";
  vl_diags diags = {0};
  vl_module *m = parse_string(text, target("gfx1100"), &diags);
  if (!m) vl_diags_print(&diags, stderr);
  assert_non_null(m);
  check_invariants(m);
  const vl_function *fn = &m->functions[0];
  assert_int_equal(fn->blocks[0].num_succs, 2);
  assert_int_equal(fn->blocks[0].succs[0], 2);
  assert_int_equal(fn->blocks[0].succs[1], 1);
  assert_int_equal(fn->blocks[1].num_succs, 1);
  assert_int_equal(fn->blocks[1].succs[0], 2);
  assert_int_equal(fn->blocks[2].num_succs, 1);
  assert_int_equal(fn->blocks[2].succs[0], 3);
  assert_int_equal(fn->blocks[3].num_succs, 0);   /* an empty list is a list */
  assert_int_equal(fn->blocks[4].num_succs, 0);
  assert_int_equal(fn->blocks[3].num_preds, 1);
  vl_module_free(m);
  vl_diags_free(&diags);
}

/* ---- robustness ---- */

static char *read_input(const char *name, uint32_t *len) {
  char path[1200];
  snprintf(path, sizeof path, "%s/%s", inputs_dir, name);
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  rewind(f);
  char *buf = malloc((size_t)n + 1);
  assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
  fclose(f);
  *len = (uint32_t)n;
  return buf;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint32_t rng(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)rng_state;
}

/* Parses a copy of exactly `len` bytes (so that tools like ASan see any overread):
 * it either succeeds with sane invariants or fails with exactly one positioned error. */
static void parse_anything(const char *data, uint32_t len, const vl_target *t) {
  char *copy = malloc(len ? len : 1);
  memcpy(copy, data, len);
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_text("fuzz.mir", copy, len, t, &diags);
  if (m) {
    check_invariants(m);
    vl_module_free(m);
  } else {
    assert_int_equal(diags.list.len, 1);
    assert_true(diags.list.data[0].line >= 1);
  }
  vl_diags_free(&diags);
  free(copy);
}

static void test_robustness(void **state) {
  (void)state;
  static const char *const files[] = {"loop_gfx90a.pre.mir", "call_gfx90a.post.mir", "mfma_gfx90a.pre.mir"};
  for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
    uint32_t len;
    char *buf = read_input(files[f], &len);
    for (uint32_t cut = 0; cut < len; cut += 1 + rng() % 97) parse_anything(buf, cut, NULL);
    char *copy = malloc(len);
    for (int i = 0; i < 400; i++) {
      memcpy(copy, buf, len);
      for (int k = 1 + (int)(rng() % 3); k > 0; k--) {
        uint32_t p = rng() % len;
        switch (rng() % 3) {
        case 0: copy[p] = (char)rng(); break;
        case 1: copy[p] ^= (char)(1u << (rng() % 8)); break;
        default: copy[p] = "%$:.,()=\n {}-'\"#0_"[rng() % 18]; break;
        }
      }
      parse_anything(copy, len, NULL);
    }
    free(copy);
    free(buf);
  }
  char garbage[2048];
  for (int i = 0; i < 100; i++) {
    uint32_t n = rng() % sizeof garbage;
    for (uint32_t k = 0; k < n; k++) garbage[k] = (char)rng();
    parse_anything(garbage, n, i % 2 ? target("gfx90a") : NULL);
  }
  parse_anything("", 0, NULL);
  parse_anything("---", 3, target("gfx90a"));
  parse_anything("---\nbody: |\n  bb.0:\n    %0", 25, target("gfx90a"));
}

/* ---- speed ---- */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* A function shaped like unrolled llc output: 6,000 instructions in 60 blocks. */
static void test_speed(void **state) {
  (void)state;
  enum { BLOCKS = 60, PER_BLOCK = 100, VREGS = BLOCKS * PER_BLOCK + 2 };
  size_t cap = 64u << 20, len = 0;
  char *text = malloc(cap);
  len += (size_t)snprintf(text + len, cap - len, "---\nname: big\nregisters:\n");
  for (int i = 0; i < VREGS; i++)
    len += (size_t)snprintf(text + len, cap - len, "  - { id: %d, class: %s, preferred-register: '' }\n", i,
                            i % 3 == 2 ? "vreg_64_align2" : "vgpr_32");
  len += (size_t)snprintf(text + len, cap - len, "body: |\n");
  int id = 2;
  for (int b = 0; b < BLOCKS; b++) {
    len += (size_t)snprintf(text + len, cap - len, "  bb.%d (%%ir-block.%d):\n", b, b);
    if (b + 1 < BLOCKS)
      len += (size_t)snprintf(text + len, cap - len, "    successors: %%bb.%d(0x80000000)\n    liveins: $vgpr0, $sgpr4_sgpr5\n\n", b + 1);
    for (int i = 0; i < PER_BLOCK; i++, id++) {
      /* Ids 3k+2 are 64-bit, the others 32-bit; each uses the latest of both kinds before it. */
      int wide = id - 3 >= 2 ? ((id - 3) / 3) * 3 + 2 : 2, narrow = id % 3 == 0 ? id - 2 : id - 1;
      if (id % 3 == 2)
        len += (size_t)snprintf(text + len, cap - len,
                                "    %%%d:vreg_64_align2 = GLOBAL_LOAD_DWORDX2 %%%d, 0, 0, implicit $exec :: "
                                "(load (s64) from %%ir.p, !tbaa !6, addrspace 1)\n",
                                id, wide);
      else
        len += (size_t)snprintf(text + len, cap - len,
                                "    %%%d:vgpr_32 = contract nofpexcept V_FMAC_F32_e32 %%%d, %%%d.sub1, %%%d, "
                                "implicit $mode, implicit $exec\n",
                                id, narrow, wide, narrow);
    }
    len += (size_t)snprintf(text + len, cap - len, b + 1 < BLOCKS ? "    S_BRANCH %%bb.%d\n\n" : "    S_ENDPGM 0\n", b + 1);
  }
  len += (size_t)snprintf(text + len, cap - len, "...\n");
  assert_true(len < cap);
  const vl_target *t = target("gfx90a");
  double best = 1e9;
  for (int run = 0; run < 3; run++) {
    vl_diags diags = {0};
    double t0 = now_ms();
    vl_module *m = vl_mir_parse_text("big.mir", text, (uint32_t)len, t, &diags);
    double ms = now_ms() - t0;
    if (!m) vl_diags_print(&diags, stderr);
    assert_non_null(m);
    assert_int_equal(m->functions[0].num_instrs, BLOCKS * (PER_BLOCK + 1));
    if (ms < best) best = ms;
    vl_module_free(m);
    vl_diags_free(&diags);
  }
  /* Speed is measured, not asserted: targets live in `make bench`. */
  printf("    parse of %u instructions (%zu bytes): %.2f ms\n", BLOCKS * (PER_BLOCK + 1), len, best);
  free(text);
}

int main(int argc, char **argv) {
  (void)argc;
  find_inputs(argv[0]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_loop_gfx90a_pre),  cmocka_unit_test(test_loop_gfx1100_pre),
      cmocka_unit_test(test_saxpy_gfx942_pre), cmocka_unit_test(test_call_gfx90a_pre),
      cmocka_unit_test(test_call_gfx90a_post), cmocka_unit_test(test_mfma_agpr_tied),
      cmocka_unit_test(test_spill_gfx1100_post), cmocka_unit_test(test_inline_good),
      cmocka_unit_test(test_inline_operands),  cmocka_unit_test(test_errors),
      cmocka_unit_test(test_ir_attributes),    cmocka_unit_test(test_guessed_successors),
      cmocka_unit_test(test_robustness),
      cmocka_unit_test(test_speed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
