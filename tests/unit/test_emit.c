/* Unit tests of src/emit: the assembly report parser, the llc driver and the
 * MIR rewriter. Tests that need LLVM 19's tools are reported as skipped when
 * the tools are not installed, and fail when CI is set (require_tool.h).
 * Inputs: tests/inputs/asm/ (a .s llc-19 printed for spill_call.cl with 24
 * VGPRs), tests/inputs/emit/ (pre-RA MIR llc-19 printed for tiny_branch.ll on
 * gfx90a and gfx1100). Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "alloc/assignment.h"
#include "emit/asm_report.h"
#include "emit/llc.h"
#include "emit/rewrite.h"
#include "front/mir.h"
#include "target/target.h"
#include "require_tool.h"

#define ASM_INPUT "tests/inputs/asm/spill_call.gfx90a.s"
#define TINY_GFX90A "tests/inputs/emit/tiny_branch.gfx90a.pre.mir"
#define TINY_GFX1100 "tests/inputs/emit/tiny_branch.gfx1100.pre.mir"
#define TINY_VCC_GFX1100 "tests/inputs/emit/tiny_vcc.gfx1100.pre.mir"

/* ---- helpers -------------------------------------------------------------- */

static bool diags_mention(const vl_diags *d, const char *needle) {
  for (size_t i = 0; i < d->list.len; i++)
    if (strstr(d->list.data[i].message, needle)) return true;
  return false;
}

static void print_diags(const vl_diags *d) {
  if (d->list.len) vl_diags_print(d, stderr);
}

/* A fresh temporary directory per test. */
typedef struct tmpdir {
  char path[64];
} tmpdir;

static void tmpdir_make(tmpdir *t) {
  strcpy(t->path, "/tmp/vl_test_emit.XXXXXX");
  assert_non_null(mkdtemp(t->path));
}

static void tmpdir_file(const tmpdir *t, const char *name, char *buf, size_t size) {
  snprintf(buf, size, "%s/%s", t->path, name);
}

static void tmpdir_remove(tmpdir *t, const char *const *names) {
  char buf[256];
  for (; *names; names++) {
    tmpdir_file(t, *names, buf, sizeof buf);
    unlink(buf);
  }
  rmdir(t->path);
}

static bool file_nonempty(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && st.st_size > 0;
}

/* Does `text` hold `line` as a whole line? */
static bool has_line(const char *text, const char *line) {
  size_t n = strlen(line);
  for (const char *p = strstr(text, line); p; p = strstr(p + 1, line))
    if ((p == text || p[-1] == '\n') && (p[n] == '\n' || p[n] == 0)) return true;
  return false;
}

static void assert_line(const char *text, const char *line) {
  if (!has_line(text, line)) {
    fprintf(stderr, "missing line: [%s]\n---- output ----\n%s\n", line, text);
    fail();
  }
}

static void write_text(const char *path, const char *text) {
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  assert_int_equal(fwrite(text, 1, strlen(text), f), strlen(text));
  fclose(f);
}

/* ---- asm_report ------------------------------------------------------------ */

static void test_asm_report_spill_call(void **state) {
  (void)state;
  vl_diags d = {0};
  vl_asm_report r;
  vl_status s = vl_asm_report_parse_file(ASM_INPUT, &r, &d);
  print_diags(&d);
  assert_int_equal(s, VL_OK);
  assert_int_equal(r.num_functions, 2);

  const vl_asm_function *f = vl_asm_report_find(&r, "dot4");
  assert_non_null(f);
  assert_false(f->is_kernel);
  assert_true(f->has_info);
  assert_int_equal(f->num_sgprs, 36);
  assert_int_equal(f->num_vgprs, 6);
  assert_int_equal(f->num_agprs, 0);
  assert_int_equal(f->total_num_vgprs, 6);
  assert_int_equal(f->scratch_size, 0);
  assert_int_equal(f->occupancy, -1);   /* only kernels report it */
  assert_int_equal(f->spills, 0);
  assert_int_equal(f->num_instructions, 25);

  f = vl_asm_report_find(&r, "spilly");
  assert_non_null(f);
  assert_true(f->is_kernel);
  assert_int_equal(f->num_sgprs, 46);
  assert_int_equal(f->num_vgprs, 32);
  assert_int_equal(f->num_agprs, 23);
  assert_int_equal(f->total_num_vgprs, 55);
  assert_int_equal(f->scratch_size, 32);
  assert_int_equal(f->occupancy, 8);
  assert_int_equal(f->spills, 4);
  assert_int_equal(f->reloads, 4);
  assert_int_equal(f->spill_bytes, 16);
  assert_int_equal(f->reload_bytes, 16);
  assert_true(f->code_len > 0);
  assert_null(vl_asm_report_find(&r, "nothing"));
  vl_asm_report_free(&r);
  vl_diags_free(&d);
}

static void test_asm_report_no_function(void **state) {
  (void)state;
  vl_diags d = {0};
  vl_asm_report r;
  const char *text = "\t.text\n; NumSgprs: 3\n";
  assert_int_equal(vl_asm_report_parse(text, strlen(text), "x.s", &r, &d), VL_BAD_INPUT);
  assert_true(diags_mention(&d, "no function"));
  vl_asm_report_free(&r);
  vl_diags_free(&d);
}

static void test_asm_report_missing_file(void **state) {
  (void)state;
  vl_diags d = {0};
  vl_asm_report r;
  assert_int_equal(vl_asm_report_parse_file("tests/inputs/asm/does-not-exist.s", &r, &d), VL_TOOL_ERROR);
  assert_int_equal(d.list.len, 1);
  vl_asm_report_free(&r);
  vl_diags_free(&d);
}

/* ---- -time-passes ------------------------------------------------------------ */

static const char timing_report[] =
    "===-------------------------------------------------------------------------===\n"
    "                              Register Allocation\n"
    "===-------------------------------------------------------------------------===\n"
    "  Total Execution Time: 0.0019 seconds (0.0019 wall clock)\n"
    "\n"
    "   ---User Time---   --System Time--   --User+System--   ---Wall Time---  --- Name ---\n"
    "   0.0004 ( 41.5%)   0.0004 ( 36.3%)   0.0007 ( 38.8%)   0.0007 ( 38.4%)  Evict\n"
    "\n"
    "===-------------------------------------------------------------------------===\n"
    "                          Pass execution timing report\n"
    "===-------------------------------------------------------------------------===\n"
    "  Total Execution Time: 0.0165 seconds (0.0165 wall clock)\n"
    "\n"
    "   ---User Time---   --System Time--   --User+System--   ---Wall Time---  --- Name ---\n"
    "   0.0020 ( 16.6%)   0.0016 ( 37.7%)   0.0036 ( 22.2%)   0.0037 ( 22.1%)  Greedy Register Allocator #2\n"
    "   0.0014 ( 11.8%)   0.0004 (  8.9%)   0.0018 ( 11.0%)   0.0018 ( 11.0%)  Greedy Register Allocator\n"
    "   0.0000 (  0.1%)   0.0001 (  2.4%)   0.0001 (  0.7%)   0.0001 (  0.7%)  Virtual Register Rewriter #2\n"
    "   0.0001 (  0.6%)   0.0000 (  0.1%)   0.0001 (  0.5%)   0.0002 (  0.5%)  Virtual Register Rewriter\n"
    "   0.0001 (  0.6%)   0.0000 (  0.1%)   0.0001 (  0.5%)   0.0009 (  0.5%)  Greedy Register Allocator Extra\n"
    "   0.0165 (100.0%)   0.0041 (100.0%)   0.0165 (100.0%)   0.0165 (100.0%)  Total\n"
    "\n"
    "===-------------------------------------------------------------------------===\n"
    "                          Another report\n"
    "===-------------------------------------------------------------------------===\n"
    "   0.5000 (100.0%)  Greedy Register Allocator\n";

static void test_pass_timing_parse(void **state) {
  (void)state;
  vl_pass_timing t;
  assert_true(vl_pass_timing_parse(timing_report, &t));
  assert_true(t.found);
  assert_float_equal(t.greedy_s, 0.0055, 1e-6);
  assert_float_equal(t.rewriter_s, 0.0003, 1e-6);
  assert_float_equal(t.total_s, 0.0165, 1e-6);
  assert_false(vl_pass_timing_parse("no report here", &t));
  assert_false(vl_pass_timing_parse(NULL, &t));
}

/* ---- child processes ------------------------------------------------------------ */

static void test_tool_capture(void **state) {
  (void)state;
  require_tools("sh");
  vl_diags d = {0};
  vl_tool_result r;
  /* The library never uses a shell; the test uses one only to produce output on both streams. */
  const char *argv[] = {"sh", "-c", "echo out; echo err 1>&2; exit 3", NULL};
  assert_int_equal(vl_tool_run(argv, 10, &r, &d), VL_OK);
  assert_int_equal(r.exit_code, 3);
  assert_false(r.timed_out);
  assert_string_equal(r.out, "out\n");
  assert_string_equal(r.err, "err\n");
  vl_tool_result_free(&r);
  vl_diags_free(&d);
}

static void test_tool_timeout(void **state) {
  (void)state;
  require_tools("sleep");
  vl_diags d = {0};
  vl_tool_result r;
  const char *argv[] = {"sleep", "10", NULL};
  assert_int_equal(vl_tool_run(argv, 0.2, &r, &d), VL_OK);
  assert_true(r.timed_out);
  assert_true(r.wall_seconds < 5);
  assert_int_equal(r.term_signal, 9);
  vl_tool_result_free(&r);
  vl_diags_free(&d);
}

static void test_llc_missing_binary(void **state) {
  (void)state;
  vl_diags d = {0};
  vl_llc_options o = {.cpu = "gfx90a", .llc = "llc-19-not-installed-here"};
  assert_false(vl_tool_available(o.llc));
  assert_int_equal(vl_llc_compile_physical(&o, TINY_GFX90A, "/tmp/never-written.s", &d), VL_TOOL_ERROR);
  assert_int_equal(d.list.len, 1);
  assert_true(diags_mention(&d, "llc-19-not-installed-here: not found in PATH"));
  vl_diags_free(&d);
}

static void test_llc_failure_carries_stderr(void **state) {
  (void)state;
  require_tools("llc-19", "llvm-mc-19");
  vl_diags d = {0};
  vl_llc_options o = {.cpu = "gfx90a"};
  assert_int_equal(vl_llc_compile_physical(&o, "tests/inputs/emit/no-such-file.mir", "/tmp/never-written.s", &d),
                   VL_TOOL_ERROR);
  assert_true(diags_mention(&d, "failed (exit status 1)"));
  assert_true(diags_mention(&d, "Could not open input file"));
  vl_diags_free(&d);
}

/* Greedy's own post-RA MIR must go through the physical-MIR path, assemble, and report. */
static void test_llc_round_trip(void **state) {
  (void)state;
  require_tools("llc-19", "llvm-mc-19");
  tmpdir t;
  tmpdir_make(&t);
  char post[256], post_s[256], greedy_s[256], obj[256];
  tmpdir_file(&t, "post.mir", post, sizeof post);
  tmpdir_file(&t, "post.s", post_s, sizeof post_s);
  tmpdir_file(&t, "greedy.s", greedy_s, sizeof greedy_s);
  tmpdir_file(&t, "post.o", obj, sizeof obj);
  vl_diags d = {0};
  vl_llc_options o = {.cpu = "gfx90a", .timeout_s = 120};
  vl_pass_timing timing;
  assert_int_equal(vl_llc_greedy_post_mir(&o, TINY_GFX90A, post, &d), VL_OK);
  assert_int_equal(vl_llc_compile_physical(&o, post, post_s, &d), VL_OK);
  assert_int_equal(vl_llc_compile_greedy(&o, TINY_GFX90A, greedy_s, &timing, &d), VL_OK);
  assert_int_equal(vl_assemble(&o, post_s, obj, &d), VL_OK);
  print_diags(&d);
  assert_true(timing.found);
  assert_true(timing.greedy_s > 0);
  assert_true(file_nonempty(obj));
  vl_asm_report r;
  assert_int_equal(vl_asm_report_parse_file(post_s, &r, &d), VL_OK);
  const vl_asm_function *f = vl_asm_report_find(&r, "tiny");
  assert_non_null(f);
  assert_true(f->is_kernel);
  assert_true(f->num_vgprs > 0);
  vl_asm_report_free(&r);
  vl_diags_free(&d);
  tmpdir_remove(&t, (const char *const[]){"post.mir", "post.s", "greedy.s", "post.o", NULL});
}

/* ---- the rewriter ------------------------------------------------------------------- */

/* One "%N -> register" pair in MIR naming (without '$'). */
typedef struct vreg_choice {
  uint32_t vreg;
  const char *reg;
} vreg_choice;

static vl_assignment *assign(vl_module *m, const vreg_choice *choices, size_t n) {
  vl_function *fn = &m->functions[0];
  vl_assignment *a = vl_assignment_new(fn, &fn->arena);
  for (size_t i = 0; i < n; i++) {
    assert_true(choices[i].vreg < a->num_vregs);
    if (!vl_target_parse_physreg(m->target, choices[i].reg, strlen(choices[i].reg), &a->reg[choices[i].vreg])) {
      fprintf(stderr, "unknown register %s\n", choices[i].reg);
      fail();
    }
  }
  return a;
}

static vl_module *parse(const char *path) {
  vl_diags d = {0};
  vl_module *m = vl_mir_parse_file(path, NULL, &d);
  print_diags(&d);
  vl_diags_free(&d);
  assert_non_null(m);
  assert_int_equal(m->num_functions, 1);
  return m;
}

static char *rewrite_with(vl_module *m, vl_assignment *a, const vl_rewrite_options *options, vl_rewrite_stats *stats) {
  vl_diags d = {0};
  const vl_assignment *list[1] = {a};
  char *out = NULL;
  size_t len = 0;
  vl_status s = vl_rewrite_module(m, list, NULL, options, &out, &len, stats, &d);
  print_diags(&d);
  vl_diags_free(&d);
  assert_int_equal(s, VL_OK);
  assert_int_equal(strlen(out), len);
  return out;
}

static char *rewrite(vl_module *m, vl_assignment *a, vl_rewrite_stats *stats) { return rewrite_with(m, a, NULL, stats); }

/* Parse `path` with its text edited: `from` (which must occur) replaced by `to`. */
static vl_module *parse_edited(const char *path, const char *from, const char *to, char **text_out) {
  vl_module *orig = parse(path);
  char *hit = strstr(orig->text, from);
  assert_non_null(hit);
  size_t len = orig->text_len - strlen(from) + strlen(to) + 1;
  char *text = malloc(len);
  int n = snprintf(text, len, "%.*s%s%s", (int)(hit - orig->text), orig->text, to, hit + strlen(from));
  vl_diags d = {0};
  vl_module *m = vl_mir_parse_text(path, text, (uint32_t)n, NULL, &d);
  print_diags(&d);
  vl_diags_free(&d);
  vl_module_free(orig);
  assert_non_null(m);
  *text_out = text;
  return m;
}

/* Write `text` and require llc-19 -start-after=virtregrewriter,1 -verify-machineinstrs to accept it. */
static void assert_llc_accepts(const char *text, const char *cpu) {
  require_tools("llc-19", "llvm-mc-19");
  tmpdir t;
  tmpdir_make(&t);
  char mir[256], s[256], obj[256];
  tmpdir_file(&t, "out.mir", mir, sizeof mir);
  tmpdir_file(&t, "out.s", s, sizeof s);
  tmpdir_file(&t, "out.o", obj, sizeof obj);
  write_text(mir, text);
  vl_diags d = {0};
  vl_llc_options o = {.cpu = cpu, .timeout_s = 120};
  vl_status status = vl_llc_compile_physical(&o, mir, s, &d);
  if (status == VL_OK) status = vl_assemble(&o, s, obj, &d);
  print_diags(&d);
  vl_diags_free(&d);
  assert_int_equal(status, VL_OK);
  tmpdir_remove(&t, (const char *const[]){"out.mir", "out.s", "out.o", NULL});
}

/* The assignment LLVM greedy chose for this input: the output must match
 * LLVM's own post-RA MIR line for line (kill flags and live-in order aside). */
static const vreg_choice tiny_gfx90a_greedy[] = {
    {8, "sgpr4_sgpr5"}, {6, "vgpr0"}, {0, "sgpr0_sgpr1_sgpr2_sgpr3"}, {11, "sgpr6"}, {18, "vgpr1"},
    {29, "vgpr2"},      {19, "vcc"},  {3, "sgpr2_sgpr3"},             {30, "sgpr4_sgpr5"},
};

static void test_rewrite_like_greedy(void **state) {
  (void)state;
  vl_module *m = parse(TINY_GFX90A);
  vl_assignment *a = assign(m, tiny_gfx90a_greedy, sizeof tiny_gfx90a_greedy / sizeof tiny_gfx90a_greedy[0]);
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  /* Header. */
  assert_line(out, "tracksDebugUserValues: true");
  assert_line(out, "registers:       []");
  assert_null(strstr(out, "preferred-register"));
  assert_line(out, "  - { reg: '$vgpr0', virtual-reg: '' }");
  assert_line(out, "  - { reg: '$sgpr4_sgpr5', virtual-reg: '' }");
  assert_line(out, "  isCalleeSavedInfoValid: true");
  assert_line(out, "  scratchRSrcReg:  '$sgpr96_sgpr97_sgpr98_sgpr99'");
  /* Body: identity copies gone, operands rewritten as LLVM does. */
  assert_int_equal(st.identity_copies, 2);
  assert_null(strstr(out, "= COPY $sgpr4_sgpr5"));
  assert_null(strstr(out, "= COPY $vgpr0"));
  assert_line(out, "    renamable $sgpr0_sgpr1_sgpr2_sgpr3 = S_LOAD_DWORDX4_IMM renamable $sgpr4_sgpr5, 0, 0 :: "
                   "(dereferenceable invariant load (s128) from %ir.out.kernarg.offset2, addrspace 4)");
  /* Kill flags as LiveIntervals::addKillFlags puts them: %0.sub2_sub3's last read is no kill
   * (sub0_sub1 lives on); of two reads of %29 only the first is marked. LLVM's printer hides
   * `renamable` on VALU sources (hasExtraSrcRegAllocReq); its parser accepts it. */
  assert_line(out, "    KILL killed renamable $sgpr4_sgpr5");
  assert_line(out, "    renamable $vgpr1 = nuw nsw V_LSHLREV_B32_e32 2, renamable $vgpr0, implicit $exec");
  assert_line(out, "    renamable $vgpr2 = GLOBAL_LOAD_DWORD_SADDR renamable $sgpr2_sgpr3, renamable $vgpr1, 0, 0, "
                   "implicit $exec :: (load (s32) from %ir.p, addrspace 1)");
  assert_line(out, "    renamable $vcc = V_CMP_GT_I32_e64 killed renamable $sgpr6, killed renamable $vgpr0, implicit $exec");
  assert_line(out, "    renamable $sgpr2_sgpr3 = COPY $exec, implicit-def $exec");
  assert_line(out, "    renamable $sgpr4_sgpr5 = S_AND_B64 renamable $sgpr2_sgpr3, killed renamable $vcc, "
                   "implicit-def dead $scc");
  assert_line(out, "    $exec = S_MOV_B64_term killed renamable $sgpr4_sgpr5");
  assert_line(out, "    renamable $vgpr2 = nofpexcept V_MUL_F32_e32 killed renamable $vgpr2, renamable $vgpr2, "
                   "implicit $mode, implicit $exec");
  assert_line(out, "    $exec = S_OR_B64 $exec, killed renamable $sgpr2_sgpr3, implicit-def $scc");
  assert_line(out, "    GLOBAL_STORE_DWORD_SADDR killed renamable $vgpr1, killed renamable $vgpr2, "
                   "killed renamable $sgpr0_sgpr1, 0, 0, implicit $exec :: (store (s32) into %ir.q, addrspace 1)");
  assert_int_equal(st.kills, 10);
  /* Block live-ins: the entry keeps its line; %0 has only sub0_sub1 live (lanes 0-1 -> LLVM mask 0xF). */
  assert_line(out, "    liveins: $vgpr0, $sgpr4_sgpr5");
  assert_line(out, "  bb.1.then:\n    successors: %bb.2(0x80000000)\n    liveins: $vgpr1, $vgpr2, "
                   "$sgpr0_sgpr1_sgpr2_sgpr3:0x000000000000000F, $sgpr2_sgpr3");
  assert_line(out, "  bb.2.end:\n    liveins: $vgpr1, $vgpr2, $sgpr0_sgpr1_sgpr2_sgpr3:0x000000000000000F, $sgpr2_sgpr3");
  assert_int_equal(st.liveins_lines, 2);
  /* Everything else verbatim: the IR document and the rest of the header. */
  assert_non_null(strstr(out, "define amdgpu_kernel void @tiny("));
  assert_non_null(strstr(out, "  sgprForEXECCopy: '$sgpr100_sgpr101'"));
  const char *body = strstr(out, "body:");
  assert_non_null(body);
  assert_null(strstr(body, "%0"));   /* no virtual register left */
  assert_llc_accepts(out, "gfx90a");
  free(out);
  vl_module_free(m);
}

/* Another valid assignment: different registers, subregisters of a tuple resolved. */
static void test_rewrite_other_registers(void **state) {
  (void)state;
  vl_module *m = parse(TINY_GFX90A);
  const vreg_choice choices[] = {
      {8, "sgpr10_sgpr11"}, {6, "vgpr7"}, {0, "sgpr12_sgpr13_sgpr14_sgpr15"}, {11, "sgpr9"}, {18, "vgpr3"},
      {29, "vgpr4"},        {19, "sgpr16_sgpr17"}, {3, "sgpr20_sgpr21"},      {30, "sgpr18_sgpr19"},
  };
  vl_assignment *a = assign(m, choices, sizeof choices / sizeof choices[0]);
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  assert_int_equal(st.identity_copies, 0);
  assert_line(out, "    renamable $sgpr10_sgpr11 = COPY $sgpr4_sgpr5");
  assert_line(out, "    renamable $vgpr7 = COPY $vgpr0");
  assert_line(out, "    renamable $vgpr4 = GLOBAL_LOAD_DWORD_SADDR renamable $sgpr14_sgpr15, renamable $vgpr3, 0, 0, "
                   "implicit $exec :: (load (s32) from %ir.p, addrspace 1)");
  assert_line(out, "    GLOBAL_STORE_DWORD_SADDR killed renamable $vgpr3, killed renamable $vgpr4, "
                   "killed renamable $sgpr12_sgpr13, 0, 0, implicit $exec :: (store (s32) into %ir.q, addrspace 1)");
  assert_line(out, "    liveins: $vgpr3, $vgpr4, $sgpr12_sgpr13_sgpr14_sgpr15:0x000000000000000F, $sgpr20_sgpr21");
  assert_llc_accepts(out, "gfx90a");
  free(out);
  vl_module_free(m);
}

/* An identity copy with an extra operand becomes a KILL (VirtRegRewriter::handleIdentityCopy). */
static void test_rewrite_identity_kill(void **state) {
  (void)state;
  char *text;
  vl_module *m = parse_edited(TINY_GFX90A, "%6:vgpr_32(s32) = COPY $vgpr0\n",
                              "%6:vgpr_32(s32) = COPY killed $vgpr0, implicit $exec\n", &text);
  vl_assignment *a = assign(m, tiny_gfx90a_greedy, sizeof tiny_gfx90a_greedy / sizeof tiny_gfx90a_greedy[0]);
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  assert_int_equal(st.identity_copies, 1);
  assert_int_equal(st.identity_kills, 1);
  assert_line(out, "    renamable $vgpr0 = KILL killed $vgpr0, implicit $exec");
  assert_line(out, "    renamable $vgpr1 = nuw nsw V_LSHLREV_B32_e32 2, renamable $vgpr0, implicit $exec");
  assert_llc_accepts(out, "gfx90a");
  free(out);
  free(text);
  vl_module_free(m);
}

/* With no_kill_flags, no rewritten operand is `killed`; physical operands keep theirs. */
static void test_rewrite_no_kill_flags(void **state) {
  (void)state;
  vl_module *m = parse(TINY_GFX90A);
  vl_assignment *a = assign(m, tiny_gfx90a_greedy, sizeof tiny_gfx90a_greedy / sizeof tiny_gfx90a_greedy[0]);
  vl_rewrite_options options = {.no_kill_flags = true};
  vl_rewrite_stats st;
  char *out = rewrite_with(m, a, &options, &st);
  assert_int_equal(st.kills, 0);
  assert_null(strstr(out, "killed renamable"));
  assert_line(out, "    GLOBAL_STORE_DWORD_SADDR renamable $vgpr1, renamable $vgpr2, renamable $sgpr0_sgpr1, 0, 0, "
                   "implicit $exec :: (store (s32) into %ir.q, addrspace 1)");
  assert_llc_accepts(out, "gfx90a");
  free(out);
  vl_module_free(m);
}

/* A subregister read of lanes nothing writes becomes `undef` (VirtRegRewriter's readsUndefSubreg),
 * and those lanes are no block live-ins: else the verifier reports an undefined register. */
static void test_rewrite_undef_subreg_read(void **state) {
  (void)state;
  char *text;
  vl_module *m = parse_edited(TINY_GFX90A, "    S_ENDPGM 0\n",
                              "    undef %40.sub0:vreg_64_align2 = V_MOV_B32_e32 0, implicit $exec\n"
                              "    %41:vgpr_32 = V_MOV_B32_e32 %40.sub1, implicit $exec\n"
                              "    GLOBAL_STORE_DWORD_SADDR %18, %41, %0.sub0_sub1, 0, 0, implicit $exec\n"
                              "    S_ENDPGM 0\n",
                              &text);
  const vreg_choice extra[] = {{40, "vgpr6_vgpr7"}, {41, "vgpr8"}};
  vl_assignment *a = assign(m, tiny_gfx90a_greedy, sizeof tiny_gfx90a_greedy / sizeof tiny_gfx90a_greedy[0]);
  for (size_t i = 0; i < 2; i++)
    assert_true(vl_target_parse_physreg(m->target, extra[i].reg, strlen(extra[i].reg), &a->reg[extra[i].vreg]));
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  assert_int_equal(st.undef_reads, 1);
  assert_line(out, "    renamable $vgpr6 = V_MOV_B32_e32 0, implicit $exec");
  assert_line(out, "    renamable $vgpr8 = V_MOV_B32_e32 undef renamable $vgpr7, implicit $exec");
  assert_line(out, "    liveins: $vgpr1, $vgpr2, $sgpr0_sgpr1_sgpr2_sgpr3:0x000000000000000F, $sgpr2_sgpr3");
  assert_llc_accepts(out, "gfx90a");
  free(out);
  free(text);
  vl_module_free(m);
}

/* A non-entry block's existing live-in line is replaced, its entries kept and merged in. */
static void test_rewrite_existing_block_liveins(void **state) {
  (void)state;
  char *text;
  vl_module *m = parse_edited(TINY_GFX90A, "  bb.1.then:\n    successors: %bb.2(0x80000000)\n",
                              "  bb.1.then:\n    successors: %bb.2(0x80000000)\n    liveins: $sgpr8, $vgpr2\n", &text);
  vl_assignment *a = assign(m, tiny_gfx90a_greedy, sizeof tiny_gfx90a_greedy / sizeof tiny_gfx90a_greedy[0]);
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  assert_line(out, "  bb.1.then:\n    successors: %bb.2(0x80000000)\n    liveins: $vgpr1, $vgpr2, "
                   "$sgpr0_sgpr1_sgpr2_sgpr3:0x000000000000000F, $sgpr2_sgpr3, $sgpr8");
  assert_int_equal(st.liveins_lines, 2);
  assert_llc_accepts(out, "gfx90a");
  free(out);
  free(text);
  vl_module_free(m);
}

static void test_rewrite_unassigned(void **state) {
  (void)state;
  vl_module *m = parse(TINY_GFX90A);
  vl_assignment *a = assign(m, tiny_gfx90a_greedy, sizeof tiny_gfx90a_greedy / sizeof tiny_gfx90a_greedy[0]);
  a->reg[29].count = 0;
  vl_diags d = {0};
  const vl_assignment *list[1] = {a};
  char *out = (char *)1;
  assert_int_equal(vl_rewrite_module(m, list, NULL, NULL, &out, NULL, NULL, &d), VL_INVALID);
  assert_null(out);
  assert_true(diags_mention(&d, "%29 has no register assigned"));
  vl_diags_free(&d);
  vl_module_free(m);
}

/* wave32: 32-bit lane masks, $exec_lo. */
static void test_rewrite_gfx1100(void **state) {
  (void)state;
  vl_module *m = parse(TINY_GFX1100);
  const vreg_choice choices[] = {
      {7, "sgpr0_sgpr1"}, {6, "vgpr0"}, {0, "sgpr4_sgpr5_sgpr6_sgpr7"}, {29, "vgpr1"}, {22, "sgpr2"},
      {40, "vgpr2"},      {30, "vcc_lo"}, {3, "sgpr6"},                 {41, "sgpr3"},
  };
  vl_assignment *a = assign(m, choices, sizeof choices / sizeof choices[0]);
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  assert_int_equal(st.identity_copies, 2);
  assert_line(out, "    renamable $vcc_lo = V_CMP_GT_I32_e64 killed renamable $sgpr2, killed renamable $vgpr0, "
                   "implicit $exec");
  assert_line(out, "    renamable $sgpr6 = COPY $exec_lo, implicit-def $exec_lo");
  assert_line(out, "    renamable $vgpr2 = nofpexcept V_MUL_F32_e64 0, killed renamable $vgpr2, 0, renamable $vgpr2, 0, "
                   "0, implicit $mode, implicit $exec");
  assert_line(out, "    liveins: $vgpr1, $vgpr2, $sgpr4_sgpr5_sgpr6_sgpr7:0x000000000000000F, $sgpr6");
  assert_llc_accepts(out, "gfx1100");
  free(out);
  vl_module_free(m);
}

/* wave32: `implicit $vcc_lo` (as llc-19 prints it, and as its parser rejects it) is written
 * `implicit $vcc`; an explicit $vcc_lo stays; an identity copy into $vcc_lo goes. */
static void test_rewrite_wave32_vcc(void **state) {
  (void)state;
  vl_module *m = parse(TINY_VCC_GFX1100);
  const vreg_choice choices[] = {
      {4, "sgpr0_sgpr1"}, {19, "sgpr2_sgpr3"}, {20, "sgpr4"}, {21, "vcc_lo"},
      {22, "sgpr6_sgpr7"}, {23, "vgpr0"},      {24, "vgpr1"},
  };
  vl_assignment *a = assign(m, choices, sizeof choices / sizeof choices[0]);
  vl_rewrite_stats st;
  char *out = rewrite(m, a, &st);
  assert_int_equal(st.vcc_fixes, 1);
  assert_int_equal(st.identity_copies, 2);
  assert_line(out, "    S_CBRANCH_VCCNZ %bb.2, implicit $vcc");
  assert_line(out, "    renamable $vcc_lo = S_AND_B32 $exec_lo, killed renamable $sgpr4, implicit-def dead $scc");
  assert_line(out, "  bb.1.then:\n    successors: %bb.2(0x80000000)\n    liveins: $sgpr0_sgpr1, $sgpr2_sgpr3");
  assert_line(out, "  bb.2.end:\n    S_ENDPGM 0");
  assert_llc_accepts(out, "gfx1100");
  free(out);
  vl_module_free(m);
}

/* Operand regeneration on text the parser never saw: flags, tied-def, types. */
static void test_operand_text(void **state) {
  (void)state;
  const vl_target *t = vl_target_by_name("gfx90a", 6);
  assert_non_null(t);
  char text[] = "undef %5.sub1:vreg_64_align2 killed %5.sub0:vreg_64_align2(s32) "
                "implicit-def dead early-clobber %7(tied-def 0) debug-use %9.sub2_sub3";
  vl_module m = {.path = "t.mir", .text = text, .text_len = (uint32_t)strlen(text), .target = t};
  vl_vreg vregs[10] = {{0}};
  vl_function fn = {.name = "t", .module = &m, .vregs = vregs, .num_vregs = 10};
  vl_physreg regs[10] = {{0}};
  vl_assignment a = {.fn = &fn, .reg = regs, .num_vregs = 10};
  assert_true(vl_target_parse_physreg(t, "vgpr4_vgpr5", 11, &regs[5]));
  assert_true(vl_target_parse_physreg(t, "vgpr7", 5, &regs[7]));
  assert_true(vl_target_parse_physreg(t, "vgpr8_vgpr9_vgpr10_vgpr11", 25, &regs[9]));
  vl_subreg sub0, sub1, sub23;
  assert_true(vl_parse_subreg("sub0", 4, &sub0));
  assert_true(vl_parse_subreg("sub1", 4, &sub1));
  assert_true(vl_parse_subreg("sub2_sub3", 9, &sub23));
  struct {
    const char *span;
    uint32_t reg;
    vl_subreg sub;
    uint16_t flags;
    const char *want;
  } cases[] = {
      {"undef %5.sub1:vreg_64_align2", 5, sub1, VL_OPF_DEF | VL_OPF_UNDEF, "renamable $vgpr5"},
      {"killed %5.sub0:vreg_64_align2(s32)", 5, sub0, VL_OPF_KILLED, "renamable $vgpr4"},
      {"implicit-def dead early-clobber %7(tied-def 0)", 7, 0,
       VL_OPF_DEF | VL_OPF_IMPLICIT | VL_OPF_DEAD | VL_OPF_EARLY_CLOBBER,
       "implicit-def dead early-clobber renamable $vgpr7(tied-def 0)"},
      {"debug-use %9.sub2_sub3", 9, sub23, VL_OPF_DEBUG, "debug-use renamable $vgpr10_vgpr11"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char *at = strstr(text, cases[i].span);
    assert_non_null(at);
    vl_operand op = {.kind = VL_OP_VREG, .flags = cases[i].flags, .tied = -1, .reg = cases[i].reg,
                     .subreg = cases[i].sub, .begin = (uint32_t)(at - text),
                     .end = (uint32_t)(at - text + strlen(cases[i].span))};
    char buf[128];
    assert_true(vl_rewrite_operand_text(&fn, &a, &op, false, buf, sizeof buf));
    assert_string_equal(buf, cases[i].want);
  }
  /* "undef" stays on uses. */
  char use_text[] = "undef %5.sub1";
  vl_module m2 = {.path = "u.mir", .text = use_text, .text_len = (uint32_t)strlen(use_text), .target = t};
  fn.module = &m2;
  vl_operand use = {.kind = VL_OP_VREG, .flags = VL_OPF_UNDEF, .tied = -1, .reg = 5, .subreg = sub1, .begin = 0,
                    .end = (uint32_t)strlen(use_text)};
  char buf[64];
  assert_true(vl_rewrite_operand_text(&fn, &a, &use, false, buf, sizeof buf));
  assert_string_equal(buf, "undef renamable $vgpr5");
  /* Unassigned: no text. */
  use.reg = 3;
  assert_false(vl_rewrite_operand_text(&fn, &a, &use, false, buf, sizeof buf));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_asm_report_spill_call),
      cmocka_unit_test(test_asm_report_no_function),
      cmocka_unit_test(test_asm_report_missing_file),
      cmocka_unit_test(test_pass_timing_parse),
      cmocka_unit_test(test_tool_capture),
      cmocka_unit_test(test_tool_timeout),
      cmocka_unit_test(test_llc_missing_binary),
      cmocka_unit_test(test_llc_failure_carries_stderr),
      cmocka_unit_test(test_llc_round_trip),
      cmocka_unit_test(test_operand_text),
      cmocka_unit_test(test_rewrite_like_greedy),
      cmocka_unit_test(test_rewrite_other_registers),
      cmocka_unit_test(test_rewrite_identity_kill),
      cmocka_unit_test(test_rewrite_no_kill_flags),
      cmocka_unit_test(test_rewrite_undef_subreg_read),
      cmocka_unit_test(test_rewrite_existing_block_liveins),
      cmocka_unit_test(test_rewrite_unassigned),
      cmocka_unit_test(test_rewrite_gfx1100),
      cmocka_unit_test(test_rewrite_wave32_vcc),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
