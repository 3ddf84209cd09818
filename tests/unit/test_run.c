/* Unit tests of the launch harness short of a GPU (src/run): recipe expressions and parsing with
 * their errors, buffer data (seeded, in range, CSR offsets and forests as promised, half and
 * bf16 rounding), the parameter block against a real cubin's parameter list (ptxas 11.8's
 * gemm, whose offsets cuobjdump -elf prints as 0, 8, 16, 24, ..., 52), and the driver loader's
 * failures: a library that is not there and one that is no CUDA driver. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/file.h"
#include "run/harness.h"
#include "run/recipe.h"

static int64_t eval(const char *expr, const char *const *names, uint32_t count) {
  vl_recipe_name table[8];
  for (uint32_t i = 0; i < count; i++) {
    const char *eq = strchr(names[i], '=');
    snprintf(table[i].name, sizeof table[i].name, "%.*s", (int)(eq - names[i]), names[i]);
    snprintf(table[i].text, sizeof table[i].text, "%s", eq + 1);
  }
  vl_recipe_scope scope = {table, count};
  int64_t v = -999;
  char why[256];
  assert_true(vl_recipe_eval(expr, &scope, &v, why, sizeof why));
  return v;
}

static void test_expressions(void **state) {
  (void)state;
  const char *names[] = {"LB=256", "TM=4", "T=float"};
  assert_int_equal(eval("1+2*3", names, 3), 7);
  assert_int_equal(eval("(1+2)*3", names, 3), 9);
  assert_int_equal(eval("LB/16", names, 3), 16);
  assert_int_equal(eval("cdiv(1000,LB)", names, 3), 4);
  assert_int_equal(eval("min(LB,TM)+max(1,2)", names, 3), 6);
  assert_int_equal(eval("LB==64?8:LB<=256?16:32", names, 3), 16);
  assert_int_equal(eval("-7%3", names, 3), -1);
  assert_int_equal(eval("!0&&1||0", names, 3), 1);
  assert_int_equal(eval("0x0f0f0f00+16-1", names, 3), 0x0f0f0f0f);
  vl_recipe_name table[] = {{"T", "float"}};
  vl_recipe_scope scope = {table, 1};
  int64_t v;
  char why[256];
  assert_false(vl_recipe_eval("4/(2-2)", &scope, &v, why, sizeof why));
  assert_non_null(strstr(why, "division by zero"));
  assert_false(vl_recipe_eval("T*2", &scope, &v, why, sizeof why));
  assert_non_null(strstr(why, "no integer"));
  assert_false(vl_recipe_eval("X+1", &scope, &v, why, sizeof why));
  assert_non_null(strstr(why, "unknown name at column 1"));
  assert_false(vl_recipe_eval("(1+2", &scope, &v, why, sizeof why));
  assert_false(vl_recipe_eval("pow(2,3)", &scope, &v, why, sizeof why));
}

static const char recipe[] =
    "# a test recipe\n"
    "default T float\n"
    "default TM 4\n"
    "let N 64*TM\n"
    "kernel other\n"
    "let N 1\n"
    "grid 1 1 1\n"
    "kernel k\n"
    "let H N/2\n"
    "grid cdiv(N,32) 2 1\n"
    "block 32 TM 1\n"
    "buffer x T N uniform -1.0 1.0\n"
    "buffer q i32 H fill -1\n"
    "scalar n i32 N\n"
    "scalar a f32 0.5\n"
    "unordered q\n";

static vl_status plan_of(const char *text, const char *kernel, const char *const *params, uint32_t count,
                         vl_launch_plan *plan, char *first_error, size_t len) {
  vl_diags diags = {0};
  vl_status s = vl_recipe_plan("r.launch", text, kernel, params, count, plan, &diags);
  if (first_error && diags.list.len)
    snprintf(first_error, len, "%s:%u:%u: %s", diags.list.data[0].file, diags.list.data[0].line,
             diags.list.data[0].col, diags.list.data[0].message);
  vl_diags_free(&diags);
  return s;
}

static void test_recipe(void **state) {
  (void)state;
  vl_launch_plan plan;
  const char *params[] = {"TM=2"};
  assert_int_equal(plan_of(recipe, "k", params, 1, &plan, NULL, 0), VL_OK);
  assert_string_equal(plan.kernel, "k");
  assert_int_equal(plan.grid[0], 4), assert_int_equal(plan.grid[1], 2), assert_int_equal(plan.grid[2], 1);
  assert_int_equal(plan.block[0], 32), assert_int_equal(plan.block[1], 2);   /* TM=2 overrides the default */
  assert_int_equal(plan.num_args, 4);
  assert_true(plan.args[0].is_buffer && plan.args[0].type == VL_ELEM_F32 && plan.args[0].count == 128);
  assert_true(plan.args[0].fill == VL_FILL_UNIFORM && plan.args[0].lo == -1.0 && plan.args[0].hi == 1.0);
  assert_true(plan.args[1].type == VL_ELEM_I32 && plan.args[1].count == 64 && plan.args[1].unordered);
  assert_false(plan.args[0].unordered);
  int32_t n;
  float a;
  memcpy(&n, plan.args[2].value, 4), memcpy(&a, plan.args[3].value, 4);
  assert_int_equal(n, 128);
  assert_true(a == 0.5f);
  /* The other kernel's let N 1 does not leak into k. */
  const char *half[] = {"T=half"};
  assert_int_equal(plan_of(recipe, "k", half, 1, &plan, NULL, 0), VL_OK);
  assert_true(plan.args[0].type == VL_ELEM_F16 && plan.args[0].count == 256);
}

static void test_recipe_errors(void **state) {
  (void)state;
  vl_launch_plan plan;
  char e[512];
  static const struct {
    const char *text, *params, *error;
  } cases[] = {
      {"kernel k\ngrid 1 1 1\nblock 1 1 1\nbuffer x f32 N zero\n", NULL, "r.launch:4:14: unknown name at column 1 of \"N\""},
      {"kernel k\ngrid 1 1 1\nblock 1 1 1\nbuffer x f32 4 gauss 0 1\n", NULL, "r.launch:4:16: unknown fill 'gauss'"},
      {"kernel k\ngrid 1 1 1\nblock 1 1 1\nbuffer x T 4 zero\n", "T=quad", "r.launch:4:10: unknown element type 'quad'"},
      {"kernel k\ngrid 1 1 1\nblock 1 1 1\nbuffer x f32 4 uniform 1.0 0.0\n", NULL, "r.launch:4:28: an empty range"},
      {"grid 1 1 1\n", NULL, "r.launch:1:1: 'grid' outside a kernel section"},
      {"kernel k\ngrid 1 1\n", NULL, "r.launch:2:1: expected: grid X Y Z"},
      {"kernel k\ngrid 0 1 1\n", NULL, "r.launch:2:6: a dimension out of range: 0"},
      {"kernel k\nblock 32 32 2\ngrid 1 1 1\n", NULL, "r.launch:0:0: kernel k: a block of more than 1024 threads"},
      {"kernel k\nlaunch now\n", NULL, "r.launch:2:1: unknown line 'launch'"},
      {"kernel j\ngrid 1 1 1\n", NULL, "r.launch:0:0: no section for kernel k"},
      {"kernel k\ngrid 1 1 1\n", NULL, "r.launch:0:0: kernel k has no block line"},
      {"kernel k\ngrid 1 1 1\nblock 1 1 1\nscalar x i32 1\nunordered x\n", NULL, "r.launch:5:11: no buffer 'x' above"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    const char *p[] = {cases[i].params};
    e[0] = 0;
    assert_int_equal(plan_of(cases[i].text, "k", p, cases[i].params ? 1 : 0, &plan, e, sizeof e), VL_BAD_INPUT);
    if (strncmp(e, cases[i].error, strlen(cases[i].error))) fail_msg("case %zu: got '%s', want '%s'", i, e, cases[i].error);
  }
}

/* One buffer from a one-line recipe body. */
static void *filled(const char *line, uint64_t seed, vl_launch_plan *plan) {
  char text[256];
  snprintf(text, sizeof text, "kernel k\ngrid 1 1 1\nblock 1 1 1\n%s\n", line);
  assert_int_equal(plan_of(text, "k", NULL, 0, plan, NULL, 0), VL_OK);
  void *data = malloc(plan->args[0].count * vl_elem_size(plan->args[0].type));
  assert_non_null(data);
  vl_launch_fill(plan, 0, seed, data);
  return data;
}

static void test_buffers(void **state) {
  (void)state;
  vl_launch_plan plan;
  float *f = filled("buffer x f32 1000 uniform -2.0 3.0", 7, &plan);
  float *g = filled("buffer x f32 1000 uniform -2.0 3.0", 7, &plan);
  float *h = filled("buffer x f32 1000 uniform -2.0 3.0", 8, &plan);
  assert_memory_equal(f, g, 4000);   /* the seed decides */
  assert_memory_not_equal(f, h, 4000);
  float lo = f[0], hi = f[0];
  for (int i = 0; i < 1000; i++) lo = fminf(lo, f[i]), hi = fmaxf(hi, f[i]);
  assert_true(lo >= -2.0f && lo < -1.9f && hi < 3.0f && hi > 2.9f);
  free(f), free(g), free(h);

  int32_t *r = filled("buffer p i32 1001 rowptr 5", 1, &plan);
  assert_int_equal(r[0], 0);
  for (int i = 0; i < 1000; i++) assert_true(r[i + 1] - r[i] >= 0 && r[i + 1] - r[i] <= 5);
  assert_true(r[1000] > 1500 && r[1000] < 3500);   /* mean step 2.5 */
  free(r);
  int32_t *b = filled("buffer p i32 500 below", 1, &plan);
  for (int i = 0; i < 500; i++) assert_true(b[i] >= 0 && b[i] <= i);
  free(b);
  float *k = filled("buffer x f32 4096 int -8 8", 1, &plan);
  bool seen_lo = false, seen_hi = false;
  for (int i = 0; i < 4096; i++) {
    assert_true(k[i] == floorf(k[i]) && k[i] >= -8 && k[i] <= 8);
    seen_lo |= k[i] == -8, seen_hi |= k[i] == 8;
  }
  assert_true(seen_lo && seen_hi);   /* both ends of an integer range are reached */
  free(k);
  uint32_t *w = filled("buffer c u32 64 bits 0x0f0f0f0f 7", 1, &plan);
  for (int i = 0; i < 64; i++) assert_true((w[i] & ~(i % 2 ? 7u : 0x0f0f0f0fu)) == 0);
  free(w);
  uint64_t *l = filled("buffer v u64 100 uniform 1 1000000", 1, &plan);
  for (int i = 0; i < 100; i++) assert_true(l[i] >= 1 && l[i] <= 1000000);
  free(l);
  int32_t *c = filled("buffer v i32 3 fill -1", 1, &plan);
  assert_true(c[0] == -1 && c[2] == -1);
  free(c);
}

static void test_half_and_bf16(void **state) {
  (void)state;
  static const struct {
    double value;
    uint16_t half, bf16;
  } cases[] = {
      {1.0, 0x3c00, 0x3f80},      {-2.0, 0xc000, 0xc000},       {0.5, 0x3800, 0x3f00},
      {65504.0, 0x7bff, 0x4780},  {1e6, 0x7c00, 0x4974},        {5.960464477539063e-08, 0x0001, 0x3380},
      {1.0009765625, 0x3c01, 0x3f80},   /* half's ulp at 1: exact; bf16 rounds it away */
      {1.00048828125, 0x3c00, 0x3f80},  /* half: a tie, to even (down) */
      {1.00146484375, 0x3c02, 0x3f80},  /* half: a tie, to even (up) */
      {0.0, 0x0000, 0x0000},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    uint16_t h, b;
    vl_elem_store(VL_ELEM_F16, cases[i].value, &h);
    vl_elem_store(VL_ELEM_BF16, cases[i].value, &b);
    if (h != cases[i].half || b != cases[i].bf16)
      fail_msg("%g: half 0x%04x bf16 0x%04x, want 0x%04x 0x%04x", cases[i].value, h, b, cases[i].half, cases[i].bf16);
    if (cases[i].half != 0x7c00) assert_true(vl_elem_load(VL_ELEM_F16, &h) == (double)(float)vl_elem_load(VL_ELEM_F16, &h));
  }
  uint16_t h = 0x3555;   /* 0.33325195... round trips */
  float back = (float)vl_elem_load(VL_ELEM_F16, &h);
  uint16_t again;
  vl_elem_store(VL_ELEM_F16, back, &again);
  assert_int_equal(again, h);
}

/* The gemm recipe of corpus/launch against ptxas 11.8's sm_90 gemm cubin (tests/inputs/sass). */
static void test_parameter_block(void **state) {
  (void)state;
  size_t len;
  char *text = vl_read_file("corpus/launch/gemm.launch", &len);
  assert_non_null(text);
  const char *params[] = {"T=bf16", "TM=4", "TN=4"};
  vl_launch_plan plan;
  assert_int_equal(plan_of(text, "gemm", params, 3, &plan, NULL, 0), VL_OK);
  const char *cubins[] = {"tests/inputs/sass/gemm_bf16_sm90.cubin", "tests/inputs/sass/gemm_bf16_sm90.cubin"};
  vl_run_inputs in;
  char why[512];
  assert_int_equal(vl_run_prepare(&plan, cubins, 2, &in, why, sizeof why), VL_RUN_OK);
  assert_int_equal(in.num_params, 11);
  static const uint32_t offsets[] = {0, 8, 16, 24, 28, 32, 36, 40, 44, 48, 52};
  for (uint32_t i = 0; i < 11; i++) {
    assert_int_equal(in.params[i].offset, offsets[i]);
    assert_int_equal(in.params[i].size, i < 3 ? 8 : 4);
  }
  uint64_t addresses[VL_RECIPE_MAX_ARGS] = {0x7f0000001000, 0x7f0000002000, 0x7f0000003000};
  unsigned char block[VL_MAX_PARAM_BYTES];
  uint32_t size;
  assert_null(vl_launch_pack(&plan, in.params, in.num_params, addresses, block, &size, why, sizeof why));
  assert_int_equal(size, 56);
  uint64_t c;
  int32_t k, ldb;
  float alpha;
  memcpy(&c, block + 16, 8), memcpy(&k, block + 32, 4), memcpy(&ldb, block + 40, 4), memcpy(&alpha, block + 48, 4);
  assert_true(c == 0x7f0000003000 && k == 512 && ldb == 1024 && alpha == 1.25f);
  assert_true(plan.args[0].type == VL_ELEM_BF16 && plan.args[0].count == 1024 * 512);
  assert_int_equal(plan.block[0] * plan.block[1], 256);
  assert_int_equal(plan.grid[0], 1024 / (16 * 4));

  /* A block past the kernel's launch bound (.maxntid 1024, 1, 1: LB 1024). */
  plan.block[1] = 128;
  vl_run_inputs_free(&in);
  assert_int_equal(vl_run_prepare(&plan, cubins, 2, &in, why, sizeof why), VL_RUN_BAD_INPUT);
  assert_non_null(strstr(why, "a block of 16 x 128 x 1 threads, past the kernel's launch bound of 1024"));
  plan.block[1] = 16;
  vl_run_inputs_free(&in);
  assert_int_equal(vl_run_prepare(&plan, cubins, 2, &in, why, sizeof why), VL_RUN_OK);
  /* A recipe that leaves out a parameter, one with a wrong size, a kernel the cubin lacks. */
  plan.num_args--;
  assert_non_null(vl_launch_pack(&plan, in.params, in.num_params, addresses, block, &size, why, sizeof why));
  assert_non_null(strstr(why, "the recipe gives kernel gemm 10 parameters, the cubin says it takes 11"));
  plan.num_args++;
  plan.args[3].type = VL_ELEM_I64;
  assert_non_null(vl_launch_pack(&plan, in.params, in.num_params, addresses, block, &size, why, sizeof why));
  assert_non_null(strstr(why, "parameter 4 (M) of kernel gemm: the recipe gives 8 bytes, the cubin says 4"));
  vl_run_inputs_free(&in);
  strcpy(plan.kernel, "softmax_fwd");
  assert_int_equal(vl_run_prepare(&plan, cubins, 2, &in, why, sizeof why), VL_RUN_BAD_INPUT);
  assert_non_null(strstr(why, "no .nv.info section for the kernel"));
  vl_run_inputs_free(&in);
  const char *not_cubin[] = {"corpus/launch/gemm.launch"};
  assert_int_equal(vl_run_prepare(&plan, not_cubin, 1, &in, why, sizeof why), VL_RUN_BAD_INPUT);
  assert_non_null(strstr(why, "not a cubin"));
  vl_run_inputs_free(&in);
  free(text);
}

/* Without a CUDA driver: a clear reason, no crash. libm is a real shared library without cuInit. */
static void test_no_driver(void **state) {
  (void)state;
  vl_gpu gpu;
  char why[768];
  assert_false(vl_gpu_open(&gpu, "/nonexistent/libcuda.so.1", why, sizeof why));
  assert_non_null(strstr(why, "cannot load the CUDA driver: /nonexistent/libcuda.so.1"));
  assert_false(vl_gpu_open(&gpu, "libm.so.6", why, sizeof why));
  assert_non_null(strstr(why, "cannot load the CUDA driver: libm.so.6 has no cuInit: not a CUDA driver"));
  assert_null(gpu.cuda.library);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_expressions),   cmocka_unit_test(test_recipe),          cmocka_unit_test(test_recipe_errors),
      cmocka_unit_test(test_buffers),       cmocka_unit_test(test_half_and_bf16),   cmocka_unit_test(test_parameter_block),
      cmocka_unit_test(test_no_driver),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
