/* Unit tests of normalization: the names and their links on hand-written and
 * compiled MIR, the spelling of names, opcodes and classes, the mapping of
 * assignments both ways (an inconsistent one is rejected with both names),
 * and the recovery of LLVM greedy's assignment from its post-RA MIR. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "alloc/classical.h"
#include "alloc/greedy_labels.h"
#include "analysis/analysis.h"
#include "norm/norm_map.h"
#include "verify/native.h"

static vl_module *load(const char *path) {
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(path, NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return m;
}

/* Does any lane of virtual register v have its bit in `set`? */
static bool has_vreg(const vl_liveness *live, const vl_bitset *set, uint32_t v) {
  for (uint32_t lane = 0; lane < live->space.width[v]; lane++)
    if (vl_bitset_test(set, vl_vreg_bit(&live->space, v, lane))) return true;
  return false;
}

/* Is name n among block b's live-outs? */
static bool lists_live_out(const vl_norm_block *nb, uint32_t n) {
  for (uint32_t i = 0; i < nb->num_live_out; i++)
    if (nb->live_out[i] == n) return true;
  return false;
}

/* Structural facts every normalization must have: each block's names are distinct
 * virtual registers; live-ins come first; every predecessor the live-in is defined
 * along (liveness says it is live out of that predecessor) has a name for it, the
 * same virtual register, among its live-outs; a block with predecessors gets each
 * live-in along at least one edge; live-outs are names of the block. */
static void check_links(const vl_norm_function *nf) {
  const vl_function *fn = nf->fn;
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_norm_block *nb = &nf->blocks[b];
    assert_true(nb->num_live_in <= nb->num_names);
    for (uint32_t n = 0; n < nb->num_names; n++) {
      assert_int_equal(vl_norm_lookup(nf, b, nb->vreg[n]), n);
      if (n >= nb->num_live_in) continue;
      uint32_t linked = 0;
      for (uint32_t q = 0; q < fn->blocks[b].num_preds; q++) {
        uint32_t p = fn->blocks[b].preds[q];
        if (!has_vreg(nf->live, &nf->live->live_out[p], nb->vreg[n])) continue;
        uint32_t there = vl_norm_lookup(nf, p, nb->vreg[n]);
        if (there == UINT32_MAX || !lists_live_out(&nf->blocks[p], there))
          fail_msg("%s: block %u's live-in %%%u (name %u) has no live-out name in its predecessor, block %u", fn->name, b,
                   nb->vreg[n], n, p);
        assert_int_equal(nf->blocks[p].vreg[there], nb->vreg[n]);
        linked++;
      }
      if (fn->blocks[b].num_preds && !linked)
        fail_msg("%s: block %u's live-in %%%u comes along no edge", fn->name, b, nb->vreg[n]);
    }
    for (uint32_t i = 0; i < nb->num_live_out; i++) assert_true(nb->live_out[i] < nb->num_names);
  }
}

static void test_lanes_names(void **state) {
  (void)state;
  vl_module *m = load("tests/inputs/unit/lanes.mir");
  assert_non_null(m);
  vl_arena arena = {0};
  vl_budget_options defaults = {0};
  vl_norm_module nm = vl_norm_module_build(m, &defaults, &arena);
  const vl_norm_function *nf = nm.functions[0];
  check_links(nf);
  /* bb.1 (the loop): %0, %1 and %2 live in, in bb.0's order; %3 .. %7 new in order of mention. */
  const vl_norm_block *loop = &nf->blocks[1];
  assert_int_equal(loop->num_live_in, 3);
  assert_int_equal(loop->vreg[0], 0);
  assert_int_equal(loop->vreg[1], 1);
  assert_int_equal(loop->vreg[2], 2);
  assert_int_equal(loop->vreg[3], 3);
  assert_int_equal(loop->vreg[4], 4);
  assert_int_equal(loop->vreg[5], 5);
  assert_int_equal(loop->vreg[6], 6);
  assert_int_equal(loop->vreg[7], 7);
  assert_true(vl_norm_is_linked(nf, 1, 2));
  assert_false(vl_norm_is_linked(nf, 1, 3));
  assert_false(vl_norm_is_linked(nf, 0, 0));   /* the entry links to nothing */
  /* %8 dies in bb.0: not live out; %3.sub1 is never live, so %3 leaves the loop only through its back edge. */
  assert_int_equal(nf->blocks[0].num_live_out, 3);
  size_t len;
  char *text = vl_norm_text(nm.functions, nm.budgets, 1, &len);
  assert_non_null(text);
  assert_non_null(strstr(text, "b1 -> b2 b1\n in b0 a-b d\n in b1 a-c\n undef d.0:v2a = V_ADD_U32 a b\n"));
  assert_non_null(strstr(text, " early-clobber f:s2ac = S_LOAD_DWORDX2 undef g:s2ac\n"));
  assert_null(strstr(text, "$exec"));   /* implicit uses of reserved registers are dropped */
  assert_null(strstr(text, "$scc"));
  free(text);
  vl_arena_free(&arena);
  vl_module_free(m);
}

static void test_compiled_links(void **state) {
  (void)state;
  const char *files[] = {"tests/inputs/mir/loop_gfx90a.pre.mir", "tests/inputs/mir/loop_gfx1100.pre.mir",
                         "tests/inputs/mir/call_gfx90a.pre.mir", "tests/inputs/mir/mfma_gfx90a.pre.mir",
                         "tests/inputs/mir/reduce_gfx90a.pre.mir"};
  for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
    vl_module *m = load(files[i]);
    assert_non_null(m);
    vl_arena arena = {0};
    vl_budget_options defaults = {0};
    vl_norm_module nm = vl_norm_module_build(m, &defaults, &arena);
    for (uint32_t f = 0; f < nm.count; f++) check_links(nm.functions[f]);
    vl_arena_free(&arena);
    vl_module_free(m);
  }
}

static void test_spelling(void **state) {
  (void)state;
  char buf[64];
  /* Names: letters in bijective base 26, skipping the text's own words ("fn", "in", "out", ...). */
  uint32_t seen_fn = 0;
  for (uint32_t n = 0; n < 20000; n++) {
    uint32_t back;
    vl_norm_name_text(n, buf, sizeof buf);
    assert_true(vl_norm_parse_name(buf, strlen(buf), &back));
    assert_int_equal(back, n);
    seen_fn += !strcmp(buf, "fn") || !strcmp(buf, "in") || !strcmp(buf, "out") || !strcmp(buf, "undef");
  }
  assert_int_equal(seen_fn, 0);
  vl_norm_name_text(0, buf, sizeof buf);
  assert_string_equal(buf, "a");
  vl_norm_name_text(26, buf, sizeof buf);
  assert_string_equal(buf, "aa");
  uint32_t n;
  assert_false(vl_norm_parse_name("in", 2, &n));
  assert_false(vl_norm_parse_name("a1", 2, &n));
  /* Opcodes: encoding, subtarget, operand-form and terminator variants fold; _RTN stays. */
  const char *pairs[][2] = {{"V_ADD_U32_e64", "V_ADD_U32"},
                            {"V_ADD_U32_e32", "V_ADD_U32"},
                            {"V_CVT_F32_F16_sdwa", "V_CVT_F32_F16"},
                            {"S_MOV_B64_term", "S_MOV_B64"},
                            {"S_LOAD_DWORDX8_IMM_ec", "S_LOAD_DWORDX8"},
                            {"DS_READ_B128_gfx9", "DS_READ_B128"},
                            {"V_MAD_I64_I32_gfx11_e64", "V_MAD_I64_I32"},
                            {"V_CMP_LT_I16_t16_e64", "V_CMP_LT_I16"},
                            {"V_MFMA_F32_32X32X8F16_mac_vgprcd_e64", "V_MFMA_F32_32X32X8F16"},
                            {"GLOBAL_ATOMIC_ADD_SADDR_RTN", "GLOBAL_ATOMIC_ADD_RTN"},
                            {"GLOBAL_LOAD_DWORDX4_SADDR", "GLOBAL_LOAD_DWORDX4"},
                            {"COPY", "COPY"}};
  for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++)
    assert_string_equal(vl_norm_opcode(pairs[i][0], buf, sizeof buf), pairs[i][1]);
  /* Classes: file, width, alignment, VCC. */
  const vl_target *t = vl_target_by_name("gfx90a", 6);
  const char *classes[][2] = {{"vgpr_32", "v1"},   {"vreg_64_align2", "v2a"}, {"sreg_64", "s2ac"},
                              {"sgpr_64", "s2a"},  {"sgpr_128", "s4a"},       {"areg_128_align2", "a4a"},
                              {"sgpr_32", "s1"},   {"sreg_32", "s1c"}};
  for (size_t i = 0; i < sizeof classes / sizeof *classes; i++) {
    vl_norm_class_name(t, vl_target_class_by_name(t, classes[i][0], strlen(classes[i][0])), buf, sizeof buf);
    assert_string_equal(buf, classes[i][1]);
  }
}

/* Classical assignment -> normalized names -> back: the same registers; then one name changed: rejected. */
static void test_map_round_trip(void **state) {
  (void)state;
  vl_module *m = load("tests/inputs/mir/loop_gfx90a.pre.mir");
  assert_non_null(m);
  vl_arena arena = {0};
  vl_diags diags = {0};
  vl_analysis *an = vl_analyze(&m->functions[0], NULL, &arena);
  vl_assignment *a = vl_assignment_new(an->fn, &arena);
  assert_int_equal(vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags), VL_OK);
  vl_norm_function *nf = vl_norm_build(an->fn, an->live, &arena);
  char path[] = "/tmp/verilocc-norm-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  for (int start_only = 0; start_only < 2; start_only++) {
    json_t *j = vl_norm_assignment_json(nf, a, start_only);
    assert_int_equal(json_dump_file(j, path, 0), 0);
    vl_assignment *back[1] = {NULL};
    assert_int_equal(vl_norm_assignment_read(path, m, &nf, back, &arena, &diags), VL_OK);
    for (uint32_t v = 0; v < an->fn->num_vregs; v++) {
      assert_int_equal(back[0]->reg[v].unit, a->reg[v].unit);
      assert_int_equal(back[0]->reg[v].count, a->reg[v].count);
    }
    /* A linked name given another register than its value's other names. */
    if (!start_only) {
      json_t *assign = json_object_get(j, "assign");
      uint32_t b = 1, linked = 0;
      while (b < an->fn->num_blocks && !nf->blocks[b].num_live_in) b++;
      assert_true(b < an->fn->num_blocks);
      char key[32], name[16];
      vl_norm_name_text(linked, name, sizeof name);
      snprintf(key, sizeof key, "b%u.%s", b, name);
      const char *old = json_string_value(json_object_get(assign, key));
      json_object_set_new(assign, key, json_string(!strcmp(old, "v200") ? "v201" : "v200"));
      assert_int_equal(json_dump_file(j, path, 0), 0);
      vl_assignment *bad[1] = {NULL};
      vl_diags errors = {0};
      assert_int_equal(vl_norm_assignment_read(path, m, &nf, bad, &arena, &errors), VL_INVALID);
      assert_int_equal(errors.list.len, 1);
      assert_non_null(strstr(errors.list.data[0].message, "inconsistent"));
      assert_non_null(strstr(errors.list.data[0].message, key));
      vl_diags_free(&errors);
    }
    json_decref(j);
  }
  close(fd);
  unlink(path);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(m);
}

/* The helper of call_gfx90a: greedy kept every instruction, so its assignment comes
 * back and verifies; the caller: greedy split a value around the call, which the
 * recovery reports. */
static void test_greedy_recovery(void **state) {
  (void)state;
  vl_module *pre = load("tests/inputs/mir/call_gfx90a.pre.mir"), *post = load("tests/inputs/mir/call_gfx90a.post.mir");
  assert_non_null(pre);
  assert_non_null(post);
  vl_arena arena = {0};
  char why[256];
  vl_assignment *a = vl_assignment_new(&pre->functions[0], &arena);
  assert_int_equal(vl_greedy_recover(&pre->functions[0], &post->functions[0], a, why, sizeof why), VL_OK);
  assert_string_equal(a->allocator, "llvm-greedy");
  vl_analysis *an = vl_analyze(&pre->functions[0], NULL, &arena);
  vl_diags diags = {0};
  vl_verify_result result;
  assert_int_equal(vl_verify_native(an->intervals, &an->budget, a, &diags, 5, &result), VL_OK);
  vl_assignment *b = vl_assignment_new(&pre->functions[1], &arena);
  assert_int_equal(vl_greedy_recover(&pre->functions[1], &post->functions[1], b, why, sizeof why), VL_INVALID);
  assert_non_null(strstr(why, "split"));
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(pre);
  vl_module_free(post);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_lanes_names),    cmocka_unit_test(test_compiled_links),
      cmocka_unit_test(test_spelling),       cmocka_unit_test(test_map_round_trip),
      cmocka_unit_test(test_greedy_recovery),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
