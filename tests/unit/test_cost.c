/* Unit tests of the cost model (src/cost/): occupancy against the vendors'
 * numbers (llc-19's "; Occupancy:" comments, CUDA's occupancy calculator worked
 * by hand from cuda_occupancy.h's rules), the occupancy model on LLVM greedy's
 * own allocations of the committed corpus sample against llc's number for each
 * (VL_COST_MANIFEST names another manifest: the full corpus), register-bank
 * conflicts, PTX shared memory, and the predicted time's arithmetic. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <jansson.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost/bank_conflicts.h"
#include "cost/cost_model.h"
#include "cost/occupancy_limit.h"
#include "front/ptx_bounds.h"

static const vl_target *target(const char *name) {
  const vl_target *t = vl_target_by_name(name, strlen(name));
  assert_non_null(t);
  return t;
}

static vl_occupancy_limit occupancy(const char *name, uint32_t vector, uint32_t accum, uint32_t scalar,
                                    uint32_t threads, uint32_t shared) {
  vl_resource_usage u = {vector, accum, scalar};
  vl_launch l = {threads, shared};
  return vl_occupancy_limit_compute(target(name), &u, &l);
}

static uint32_t waves(const char *name, uint32_t vector, uint32_t accum, uint32_t scalar) {
  return occupancy(name, vector, accum, scalar, 1024, 0).waves;
}

/* gfx90a / gfx942: llc-19's "; TotalNumVgprs / ; NumSgprs / ; Occupancy" on kernels clobbering N
 * registers with inline asm (1263 kernels compared) and on HIP kernels with 24/96/160 live floats.
 * 512 unified registers per SIMD lane in granules of 8: 128 VGPRs give 4 waves. */
static void test_amdgpu_registers(void **state) {
  (void)state;
  assert_int_equal(waves("gfx90a", 0, 0, 0), 8);
  assert_int_equal(waves("gfx90a", 1, 0, 4), 8);
  assert_int_equal(waves("gfx90a", 28, 0, 11), 8);
  assert_int_equal(waves("gfx90a", 64, 0, 4), 8);
  assert_int_equal(waves("gfx90a", 65, 0, 4), 7);
  assert_int_equal(waves("gfx90a", 104, 0, 11), 4);
  assert_int_equal(waves("gfx90a", 128, 0, 4), 4);
  assert_int_equal(waves("gfx90a", 168, 0, 4), 3);
  assert_int_equal(waves("gfx90a", 169, 0, 4), 2);
  assert_int_equal(waves("gfx90a", 256, 0, 4), 2);
  assert_int_equal(waves("gfx90a", 1, 256, 4), 1);   /* v0 + a0..a255: alignTo(1, 4) + 256 */
  assert_int_equal(waves("gfx90a", 61, 64, 4), 4);   /* alignTo(61, 4) + 64 = 128 */
  assert_int_equal(waves("gfx90a", 62, 65, 4), 3);   /* 64 + 65 = 129 */
  assert_int_equal(waves("gfx90a", 256, 256, 4), 1);
  assert_int_equal(waves("gfx90a", 0, 0, 100), 8);
  assert_int_equal(waves("gfx90a", 0, 0, 105), 7);
  vl_occupancy_limit o = occupancy("gfx90a", 0, 0, 105, 1024, 0);
  assert_int_equal(o.limiter, VL_LIMIT_SCALAR);
  o = occupancy("gfx90a", 128, 0, 20, 1024, 0);
  assert_int_equal(o.limiter, VL_LIMIT_VECTOR);
  assert_string_equal(o.unit, "waves/SIMD");
  assert_int_equal(waves("gfx942", 65, 0, 6), 7);
  assert_int_equal(waves("gfx942", 0, 0, 102), 7);
}

/* gfx1100: llc-19 -mcpu=gfx1100 on the same kernels; 1536 VGPRs in granules of 24, at most 16
 * waves, SGPRs never limit. */
static void test_amdgpu_gfx1100(void **state) {
  (void)state;
  assert_int_equal(waves("gfx1100", 0, 0, 0), 16);
  assert_int_equal(waves("gfx1100", 28, 0, 10), 16);
  assert_int_equal(waves("gfx1100", 96, 0, 0), 16);
  assert_int_equal(waves("gfx1100", 97, 0, 0), 12);
  assert_int_equal(waves("gfx1100", 104, 0, 10), 12);
  assert_int_equal(waves("gfx1100", 128, 0, 0), 10);
  assert_int_equal(waves("gfx1100", 172, 0, 10), 8);
  assert_int_equal(waves("gfx1100", 256, 0, 0), 5);
  assert_int_equal(waves("gfx1100", 24, 0, 106), 16);
}

/* getOccupancyWithLocalMemSize, worked through: whole workgroups per CU within 64 KiB of LDS, the
 * 16 barriers and the 32 wave slots of gfx90a, spread over 4 SIMDs. */
static void test_amdgpu_lds(void **state) {
  (void)state;
  /* 256 threads = 4 waves; 16 KiB each: 4 groups, 16 waves over 4 SIMDs = 4. */
  vl_occupancy_limit o = occupancy("gfx90a", 32, 0, 20, 256, 16384);
  assert_int_equal(o.waves, 4);
  assert_int_equal(o.limiter, VL_LIMIT_SHARED);
  assert_int_equal(o.by[VL_LIMIT_BLOCK], 8);
  /* One-wave workgroups of 32 KiB: 2 groups, 2 waves, ceil(2 / 4) = 1 per SIMD. */
  assert_int_equal(occupancy("gfx90a", 32, 0, 20, 64, 32768).waves, 1);
  /* More LDS than there is: LLVM assumes the worst (1), never 0. */
  assert_int_equal(occupancy("gfx90a", 32, 0, 20, 64, 65537).waves, 1);
  /* 320 threads = 5 waves: 6 groups of 5 waves = 30 slots, ceil(30 / 4) = 8. */
  assert_int_equal(occupancy("gfx90a", 32, 0, 20, 320, 0).waves, 8);
  /* Registers bind before the LDS: 128 VGPRs (4 waves) with 8 KiB per 256-thread group (8 waves). */
  o = occupancy("gfx90a", 128, 0, 20, 256, 8192);
  assert_int_equal(o.waves, 4);
  assert_int_equal(o.limiter, VL_LIMIT_VECTOR);
  /* gfx1100 (wave32, WGP mode: 32 barriers, 128 KiB): 1024 threads = 32 waves with 64 KiB: 2 groups,
   * 16 per SIMD; 64-thread groups of 3104 bytes: 42 fit, 32 barriers: 64 waves, 16 per SIMD; 256
   * threads with 18560 bytes: 7 groups of 8 waves, 14 per SIMD (llc-19 prints 14 for that gemm). */
  assert_int_equal(occupancy("gfx1100", 24, 0, 20, 1024, 65536).waves, 16);
  assert_int_equal(occupancy("gfx1100", 24, 0, 20, 64, 3104).waves, 16);
  assert_int_equal(occupancy("gfx1100", 73, 0, 20, 256, 18560).waves, 14);
  assert_int_equal(occupancy("gfx1100", 24, 0, 20, 1024, 65537).waves, 8);
}

/* CUDA's occupancy calculator (cuda_occupancy.h: registers per warp in units of 256, from one of 4
 * sub-partitions; shared memory plus 1 KiB per block in units of 128; 24 blocks and 48 warps on
 * sm_89, 32 and 64 on sm_90), worked by hand. */
static void test_nvidia(void **state) {
  (void)state;
  /* The reported case: .maxntid 32, ptxas 64 and ours 48 registers: 24 one-warp blocks either way
   * (48 registers alone would allow 40 warps, 64 would allow 32). */
  vl_occupancy_limit o = occupancy("sm_89", 48, 0, 0, 32, 0);
  assert_int_equal(o.waves, 24);
  assert_int_equal(o.limiter, VL_LIMIT_BLOCK);
  assert_int_equal(o.by[VL_LIMIT_VECTOR], 40);
  assert_string_equal(o.unit, "warps/SM");
  assert_int_equal(occupancy("sm_89", 64, 0, 0, 32, 0).waves, 24);
  /* Without a block size: registers only. 48 registers: 1536 per warp, 10 per sub-partition. */
  assert_int_equal(occupancy("sm_89", 48, 0, 0, 0, 0).waves, 40);
  assert_int_equal(occupancy("sm_89", 16, 0, 0, 0, 0).waves, 48);
  assert_int_equal(occupancy("sm_90", 16, 0, 0, 0, 0).waves, 64);
  assert_int_equal(occupancy("sm_89", 96, 0, 0, 0, 0).waves, 20);    /* 3072 per warp: 5 x 4 */
  assert_int_equal(occupancy("sm_89", 255, 0, 0, 0, 0).waves, 8);    /* 8160 -> 8192: 2 x 4 */
  assert_int_equal(occupancy("sm_90", 66, 0, 0, 0, 0).waves, 28);    /* 2112 -> 2304: 7 x 4 */
  /* 256 threads (8 warps), 64 registers: 32 warps by registers, 4 blocks. */
  o = occupancy("sm_89", 64, 0, 0, 256, 0);
  assert_int_equal(o.waves, 32);
  assert_int_equal(o.limiter, VL_LIMIT_VECTOR);
  /* 96 registers, 256 threads: 20 warps by registers = 2 whole blocks = 16 warps. */
  assert_int_equal(occupancy("sm_89", 96, 0, 0, 256, 0).waves, 16);
  /* 1024 threads at 72 registers: 2304 x 32 warps > 65536: the block cannot launch. */
  assert_int_equal(occupancy("sm_89", 72, 0, 0, 1024, 0).waves, 0);
  assert_int_equal(occupancy("sm_89", 64, 0, 0, 1024, 0).waves, 32);
  /* 1024 threads on sm_89: 48 warps hold one block of 32. */
  o = occupancy("sm_89", 32, 0, 0, 1024, 0);
  assert_int_equal(o.waves, 32);
  assert_int_equal(o.limiter, VL_LIMIT_BLOCK);
  assert_int_equal(occupancy("sm_90", 32, 0, 0, 1024, 0).waves, 64);
  /* 48 KiB of shared memory per 256-thread block: 49152 + 1024 = 50176 bytes; 2 fit in 100 KiB. */
  o = occupancy("sm_89", 32, 0, 0, 256, 49152);
  assert_int_equal(o.waves, 16);
  assert_int_equal(o.limiter, VL_LIMIT_SHARED);
  assert_int_equal(occupancy("sm_90", 32, 0, 0, 256, 49152).waves, 32);   /* 228 KiB: 4 blocks */
  /* 32 blocks on sm_90: 64-thread blocks of 2 warps reach 64 warps, 32-thread ones only 32. */
  assert_int_equal(occupancy("sm_90", 32, 0, 0, 64, 0).waves, 64);
  assert_int_equal(occupancy("sm_90", 32, 0, 0, 32, 0).waves, 32);
}

/* A hand-made instruction with physical source registers. */
static vl_instr instr(const char *opcode, vl_physreg def, const vl_physreg *uses, uint32_t n, vl_operand *ops) {
  ops[0] = (vl_operand){.kind = VL_OP_PREG, .preg = def, .flags = VL_OPF_DEF, .tied = -1};
  for (uint32_t i = 0; i < n; i++) ops[i + 1] = (vl_operand){.kind = VL_OP_PREG, .preg = uses[i], .tied = -1};
  return (vl_instr){.opcode = opcode, .ops = ops, .num_ops = n + 1, .num_defs = 1};
}

static uint32_t conflicts(const char *name, const char *opcode, unsigned d, const unsigned *src, uint32_t n) {
  const vl_target *t = target(name);
  vl_physreg uses[4];
  for (uint32_t i = 0; i < n; i++) uses[i] = (vl_physreg){(uint16_t)(t->file_base[VL_FILE_VECTOR] + src[i]), 1, 0};
  vl_operand ops[5];
  vl_instr in = instr(opcode, (vl_physreg){(uint16_t)d, 1, 0}, uses, n, ops);
  vl_assignment none = {0};
  return vl_bank_conflicts_of(vl_cost_params_of(t), t, &in, &none);
}

static void test_bank_conflicts(void **state) {
  (void)state;
  /* gfx1100: v1, v5, v9 share bank 1: two more reads than its one port. */
  assert_int_equal(conflicts("gfx1100", "V_FMA_F32_e64", 0, (unsigned[]){1, 5, 9}, 3), 2);
  assert_int_equal(conflicts("gfx1100", "V_FMA_F32_e64", 0, (unsigned[]){1, 2, 3}, 3), 0);
  assert_int_equal(conflicts("gfx1100", "V_ADD_F32_e32", 0, (unsigned[]){4, 8}, 2), 1);
  assert_int_equal(conflicts("gfx1100", "V_ADD_F32_e32", 0, (unsigned[]){4, 4}, 2), 0);   /* one register */
  assert_int_equal(conflicts("gfx1100", "S_ADD_U32", 0, (unsigned[]){4, 8}, 2), 0);       /* not VALU */
  assert_int_equal(conflicts("gfx90a", "V_FMA_F32_e64", 0, (unsigned[]){1, 5, 9}, 3), 0); /* no banks */
  /* NVIDIA: three sources in one of 2 banks: one more than its 2 ports. */
  assert_int_equal(conflicts("sm_89", "FFMA", 0, (unsigned[]){1, 3, 5}, 3), 1);
  assert_int_equal(conflicts("sm_89", "FFMA", 0, (unsigned[]){2, 3, 5}, 3), 0);
  assert_int_equal(conflicts("sm_90", "FADD", 0, (unsigned[]){1, 3}, 2), 0);   /* two sources */
}

/* Shared memory from the PTX: module-scope variables the entry names, and its own, laid out as
 * ptxas does (a scan kernel's 4222-byte tile then a 4-aligned 128-byte array: ptxas -v says 4352). */
static void test_ptx_shared(void **state) {
  (void)state;
  const char *ptx = ".version 7.8\n.target sm_89\n"
                    ".shared .align 4 .b8 used[1024];\n.shared .align 4 .b8 unused[4096];\n"
                    ".shared .align 8 .f64 scalar;\n"
                    ".visible .entry k(\n.param .u64 p\n)\n.maxntid 32, 1, 1\n{\n"
                    "\t.shared .align 16 .v4 .f32 own[3];\n"
                    "\tmov.u32 %r1, used;\n\tld.shared.f64 %fd1, [scalar];\n\tst.shared.u32 [used+4], %r1;\n}\n";
  vl_function fn = {.name = "k"};
  vl_module m = {.functions = &fn, .num_functions = 1};
  vl_diags diags = {0};
  assert_int_equal(vl_ptx_apply_bounds_text("t.ptx", ptx, strlen(ptx), &m, &diags), VL_OK);
  assert_int_equal(fn.flat_workgroup_max, 32);
  /* Laid out in the file's order at each one's alignment: used at 0, scalar at 1024, own at 1040. */
  assert_int_equal(fn.shared_bytes, 1040 + 48);
  vl_diags_free(&diags);
}

/* The occupancy model on LLVM greedy's post-RA MIR against llc's "; Occupancy:" for it, per
 * AMDGPU function of a manifest (the committed sample by default). */
static void test_occupancy_against_llc(void **state) {
  (void)state;
  const char *path = getenv("VL_COST_MANIFEST") ? getenv("VL_COST_MANIFEST") : "corpus/sample/manifest.jsonl";
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  char dir[4096];
  snprintf(dir, sizeof dir, "%s", path);
  const char *base = dirname(dir);
  char line[65536];
  uint32_t checked = 0, agree = 0;
  while (fgets(line, sizeof line, f)) {
    json_t *e = json_loads(line, 0, NULL);
    const char *post = json_string_value(json_object_get(e, "post_mir"));
    json_t *llc = json_object_get(json_object_get(e, "reference"), "Occupancy");
    if (post && json_is_integer(llc)) {
      char file[8192];
      snprintf(file, sizeof file, "%s/%s", base, post);
      vl_diags diags = {0};
      vl_module *m = vl_mir_parse_file(file, NULL, &diags);
      const vl_function *fn = m ? vl_module_function(m, json_string_value(json_object_get(e, "function"))) : NULL;
      if (fn) {
        vl_arena arena = {0};
        vl_cost c = vl_cost_of_physical(fn, &arena);
        checked++;
        if (c.occupancy.waves == json_integer_value(llc)) agree++;
        else
          print_message("%s %s: model %u (limiter %s), llc %lld\n", post, fn->name, c.occupancy.waves,
                        vl_limiter_name(c.occupancy.limiter), json_integer_value(llc));
        vl_arena_free(&arena);
      }
      if (m) vl_module_free(m);
      vl_diags_free(&diags);
    }
    json_decref(e);
  }
  fclose(f);
  print_message("occupancy model = llc's on %u of %u functions\n", agree, checked);
  assert_true(checked > 0);
  assert_int_equal(agree, checked);
}

/* Time = (work + weighted added code) / h(occupancy), h(max) = 1, on real spill code. */
static void test_predicted_time(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file("tests/inputs/mir/spill_gfx1100.post.mir", NULL, &diags);
  assert_non_null(m);
  vl_arena arena = {0};
  vl_cost c = vl_cost_of_physical(&m->functions[0], &arena);
  const vl_added_code *a = &c.added;
  assert_true(a->spill.stores + a->spill.reloads > 0);
  assert_true(c.work > 0);
  assert_float_equal(c.cycles, c.work + a->copy_cost + a->spill_cost + a->remat_cost + a->bank_cost, 1e-9);
  assert_true(c.hiding > 0 && c.hiding <= 1);
  assert_float_equal(c.time, c.cycles / c.hiding, 1e-9);
  if (c.occupancy.waves == c.occupancy.max) assert_float_equal(c.hiding, 1.0, 1e-12);
  json_t *j = vl_cost_json(&c);
  assert_int_equal(json_integer_value(json_object_get(json_object_get(j, "occupancy"), "value")), c.occupancy.waves);
  json_decref(j);
  vl_arena_free(&arena);
  vl_module_free(m);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_amdgpu_registers),      cmocka_unit_test(test_amdgpu_gfx1100),
      cmocka_unit_test(test_amdgpu_lds),            cmocka_unit_test(test_nvidia),
      cmocka_unit_test(test_bank_conflicts),        cmocka_unit_test(test_ptx_shared),
      cmocka_unit_test(test_occupancy_against_llc), cmocka_unit_test(test_predicted_time),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
