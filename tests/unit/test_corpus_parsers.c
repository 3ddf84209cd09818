/* Unit tests of the tool-output parsers in src/corpus: regalloc remarks
 * (remarks.h), `ptxas -v` (ptxas_report.h) and nvdisasm listings
 * (sass_scan.h). Every input is real output of llc-19, ptxas 11.8 or
 * nvdisasm 11.8, unedited, in tests/inputs/corpus/; README.md there gives the
 * command that produced each file. The expected numbers were read off those
 * files by hand. Bad input is made by cutting or editing them here. Run from
 * the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/file.h"
#include "corpus/ptxas_report.h"
#include "corpus/remarks.h"
#include "corpus/sass_scan.h"

#define DIR "tests/inputs/corpus/"

/* ---- helpers -------------------------------------------------------------- */

static char *input(const char *name, size_t *len) {
  char path[256];
  snprintf(path, sizeof path, DIR "%s", name);
  char *text = vl_read_file(path, len);
  if (!text) fail_msg("cannot read %s (run from the repository root)", path);
  return text;
}

/* 1-based line of the first occurrence of needle; 0 when absent. */
static uint32_t line_of(const char *text, const char *needle) {
  const char *p = strstr(text, needle);
  if (!p) return 0;
  uint32_t line = 1;
  for (const char *q = text; q < p; q++) line += *q == '\n';
  return line;
}

/* A copy of text with the first `from` replaced by `to` (malloc'd). */
static char *replaced(const char *text, const char *from, const char *to) {
  const char *p = strstr(text, from);
  assert_non_null(p);
  size_t head = (size_t)(p - text), n = strlen(text) - strlen(from) + strlen(to);
  char *out = malloc(n + 1);
  assert_non_null(out);
  memcpy(out, text, head);
  strcpy(out + head, to);
  strcat(out, p + strlen(from));
  return out;
}

/* The only diagnostic, checked for place and wording. */
static void expect_diag(vl_diags *d, uint32_t line, uint32_t col, const char *needle) {
  if (d->list.len != 1 || d->list.data[0].line != line || (col && d->list.data[0].col != col) ||
      !strstr(d->list.data[0].message, needle)) {
    vl_diags_print(d, stderr);
    fail_msg("expected one diagnostic at %u:%u mentioning '%s'", line, col, needle);
  }
}

/* ---- regalloc remarks --------------------------------------------------------- */

static void test_remarks_gfx1100_spill(void **state) {
  size_t len;
  char *text = input("spill.gfx1100.remarks.yaml", &len);
  vl_diags d = {0};
  vl_regalloc_remarks r;
  assert_int_equal(vl_regalloc_remarks_parse(text, len, "spill.yaml", &r, &d), VL_OK);
  assert_int_equal(r.num_functions, 1);
  const vl_regalloc_counts *c = vl_regalloc_remarks_find(&r, "spill");
  assert_non_null(c);
  /* Two totals (SGPR run: 1 copy; VGPR run: 34/36/2); the loop remark's 12/12 is not added. */
  assert_int_equal(c->spills, 34);
  assert_int_equal(c->reloads, 36);
  assert_int_equal(c->copies, 3);
  assert_int_equal(c->folded_spills + c->folded_reloads + c->zero_cost_folded_reloads, 0);
  assert_null(vl_regalloc_remarks_find(&r, "nope"));
  vl_regalloc_remarks_free(&r);
  assert_int_equal(d.list.len, 0);
  free(text);
}

static void test_remarks_two_functions_and_folds(void **state) {
  size_t len;
  char *text = input("call.gfx90a.remarks.yaml", &len);
  vl_diags d = {0};
  vl_regalloc_remarks r;
  assert_int_equal(vl_regalloc_remarks_parse(text, len, "call.yaml", &r, &d), VL_OK);
  assert_int_equal(r.num_functions, 2);
  assert_string_equal(r.functions[0].function, "_Z6helperPfif");   /* file order */
  assert_int_equal(r.functions[0].copies, 6 + 1);
  assert_int_equal(vl_regalloc_remarks_find(&r, "caller")->copies, 7 + 1);
  assert_int_equal(vl_regalloc_remarks_find(&r, "caller")->spills, 0);
  vl_regalloc_remarks_free(&r);
  free(text);

  text = input("fold.x86_64.remarks.yaml", &len);
  assert_int_equal(vl_regalloc_remarks_parse(text, len, "fold.yaml", &r, &d), VL_OK);
  assert_int_equal(r.num_functions, 1);
  const vl_regalloc_counts *c = &r.functions[0];
  assert_string_equal(c->function, "fold");
  assert_int_equal(c->spills, 46);           /* not 46 + 23 from the loop remark */
  assert_int_equal(c->reloads, 51);
  assert_int_equal(c->folded_reloads, 2);
  assert_int_equal(c->copies, 7);
  vl_regalloc_remarks_free(&r);
  free(text);

  assert_int_equal(vl_regalloc_remarks_parse("", 0, "empty.yaml", &r, &d), VL_OK);
  assert_int_equal(r.num_functions, 0);
  assert_int_equal(d.list.len, 0);
  vl_diags_free(&d);
}

static void test_remarks_bad_input(void **state) {
  size_t len;
  char *text = input("spill.gfx1100.remarks.yaml", &len);
  vl_regalloc_remarks r;
  struct {
    const char *from, *to, *needle;
    uint32_t col;
  } edits[] = {
      {"NumSpills:       '34'", "NumSpills:       '3x4'", "NumSpills is not", 22},
      {"NumSpills:       '34'", "NumSpills:       '4294967296'", "NumSpills is not", 22},
      {"NumSpills:       '34'", "NumSpills:       '34", "unterminated", 22},
      {"NumSpills:       '34'", "NumSpills:       ''", "NumSpills is not", 22},
  };
  for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
    char *bad = replaced(text, edits[i].from, edits[i].to);
    vl_diags d = {0};
    assert_int_equal(vl_regalloc_remarks_parse(bad, strlen(bad), "bad.yaml", &r, &d), VL_BAD_INPUT);
    assert_int_equal(r.num_functions, 0);
    expect_diag(&d, line_of(text, edits[i].from), edits[i].col, edits[i].needle);
    vl_diags_free(&d);
    free(bad);
  }
  /* Every cut of the file fails unless it falls just after a document's "...". */
  for (size_t cut = 1; cut < len; cut++) {
    vl_diags d = {0};
    vl_status s = vl_regalloc_remarks_parse(text, cut, "cut.yaml", &r, &d);
    bool whole_docs = cut >= 4 && memcmp(text + cut - 4, "...\n", 4) == 0;
    assert_int_equal(s, whole_docs ? VL_OK : VL_BAD_INPUT);
    assert_true(whole_docs ? d.list.len == 0 : d.list.len == 1 && d.list.data[0].line > 0);
    vl_regalloc_remarks_free(&r);
    vl_diags_free(&d);
  }
  const char *garbage[] = {
      "hello\n",
      "--- !Missed\nName SpillReloadCopies\n...\n",
      "--- !Missed\nName: SpillReloadCopies\nArgs:\n  - NumSpills: '1'\n...\n",   /* no Function */
      "...\n",
  };
  for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
    vl_diags d = {0};
    assert_int_equal(vl_regalloc_remarks_parse(garbage[i], strlen(garbage[i]), "g.yaml", &r, &d), VL_BAD_INPUT);
    assert_int_equal(d.list.len, 1);
    vl_diags_free(&d);
  }
  free(text);
}

/* ---- ptxas -v ------------------------------------------------------------------- */

static void expect_ptxas(const vl_ptxas_report *r, const char *name, bool entry, int32_t regs, int32_t frame,
                         int32_t stores, int32_t loads, int32_t smem) {
  const vl_ptxas_function *f = vl_ptxas_report_find(r, name);
  if (!f) fail_msg("no ptxas record for %s", name);
  assert_int_equal(f->is_entry, entry);
  assert_int_equal(f->registers, regs);
  assert_int_equal(f->stack_frame, frame);
  assert_int_equal(f->spill_store_bytes, stores);
  assert_int_equal(f->spill_load_bytes, loads);
  assert_int_equal(f->smem_bytes, smem);
}

static void test_ptxas_sm89_sm90(void **state) {
  size_t len;
  vl_diags d = {0};
  vl_ptxas_report r;
  char *text = input("kernels.sm_89.ptxas.txt", &len);
  assert_int_equal(vl_ptxas_report_parse(text, len, "k89", &r, &d), VL_OK);
  assert_int_equal(r.num_functions, 6);
  assert_string_equal(r.functions[0].name, "spill");   /* order of first mention */
  expect_ptxas(&r, "spill", true, 64, 328, 592, 736, 0);
  expect_ptxas(&r, "collatz", true, 10, 0, 0, 0, 0);
  expect_ptxas(&r, "reduce", true, 14, 0, 0, 0, 1024);
  expect_ptxas(&r, "rowdot", true, 13, 0, 0, 0, 0);
  /* The noinline callee: properties only, its registers are rowdot's. */
  expect_ptxas(&r, "_Z3dotPKfS0_i", false, -1, 0, 0, 0, -1);
  expect_ptxas(&r, "saxpy", true, 10, 0, 0, 0, 0);
  assert_null(vl_ptxas_report_find(&r, "dot"));
  vl_ptxas_report_free(&r);
  free(text);

  /* sm_90: no cmem in the Used lines, and the 1024-thread spill kernel gets 32 registers. */
  text = input("kernels.sm_90.ptxas.txt", &len);
  assert_int_equal(vl_ptxas_report_parse(text, len, "k90", &r, &d), VL_OK);
  assert_int_equal(r.num_functions, 6);
  expect_ptxas(&r, "spill", true, 32, 616, 1024, 1228, 0);
  expect_ptxas(&r, "reduce", true, 11, 0, 0, 0, 1024);
  expect_ptxas(&r, "rowdot", true, 14, 0, 0, 0, 0);
  expect_ptxas(&r, "_Z3dotPKfS0_i", false, -1, 0, 0, 0, -1);
  vl_ptxas_report_free(&r);
  free(text);

  /* -c: the callee's block comes before rowdot's "Compiling" line, and rowdot
   * keeps to the call ABI (24 registers instead of 13). */
  text = input("kernels.sm_89.c.ptxas.txt", &len);
  assert_int_equal(vl_ptxas_report_parse(text, len, "k89c", &r, &d), VL_OK);
  assert_string_equal(r.functions[3].name, "_Z3dotPKfS0_i");
  expect_ptxas(&r, "_Z3dotPKfS0_i", false, -1, 0, 0, 0, -1);
  expect_ptxas(&r, "rowdot", true, 24, 0, 0, 0, 0);
  vl_ptxas_report_free(&r);
  free(text);

  assert_int_equal(vl_ptxas_report_parse("", 0, "empty", &r, &d), VL_OK);   /* ptxas without -v */
  assert_int_equal(r.num_functions, 0);
  assert_int_equal(d.list.len, 0);
  vl_diags_free(&d);
}

static void test_ptxas_bad_input(void **state) {
  size_t len;
  char *text = input("kernels.sm_89.ptxas.txt", &len);
  vl_ptxas_report r;
  /* Real failures: `ptxas -v -arch=sm_89 bad.ptx` on a PTX with ld.global.fx32,
   * and on a file that does not exist. */
  const char *failed[] = {
      "ptxas bad.ptx, line 40; error   : Unknown modifier '.fx32'\n"
      "ptxas fatal   : Ptx assembly aborted due to errors\n",
      "ptxas fatal   : Input file 'nonexist.ptx' could not be opened\n",
  };
  for (size_t i = 0; i < 2; i++) {
    vl_diags d = {0};
    assert_int_equal(vl_ptxas_report_parse(failed[i], strlen(failed[i]), "err", &r, &d), VL_BAD_INPUT);
    expect_diag(&d, 1, 1, i == 0 ? "Unknown modifier '.fx32'" : "could not be opened");
    vl_diags_free(&d);
  }
  struct {
    const char *from, *to, *needle;
    const char *at;   /* the line the diagnostic names */
    uint32_t col;
  } edits[] = {
      {"Used 64 registers", "Used x64 registers", "expected 'Used N registers'", "Used x64", 22},
      {"Used 64 registers", "Used 99999999999 registers", "expected 'Used N registers'", "Used 99", 22},
      {"328 bytes stack frame", "328 bytes stack", "expected 'N bytes stack frame", "328 bytes stack", 8},
      {"Compiling entry function 'spill'", "Compiling entry function spill", "quoted function name",
       "Compiling entry function spill", 42},
      {"ptxas info    : 0 bytes gmem", "0 bytes gmem", "not a ptxas line", "0 bytes gmem", 1},
  };
  for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
    char *bad = replaced(text, edits[i].from, edits[i].to);
    vl_diags d = {0};
    assert_int_equal(vl_ptxas_report_parse(bad, strlen(bad), "bad", &r, &d), VL_BAD_INPUT);
    assert_int_equal(r.num_functions, 0);
    expect_diag(&d, line_of(bad, edits[i].at), edits[i].col, edits[i].needle);
    vl_diags_free(&d);
    free(bad);
  }
  /* Cut after a "Function properties" line, or after a "Compiling" line. */
  const char *cuts[] = {"ptxas info    : Function properties for spill\n",
                        "ptxas info    : Compiling entry function 'saxpy' for 'sm_89'\n"};
  for (size_t i = 0; i < 2; i++) {
    size_t cut = (size_t)(strstr(text, cuts[i]) - text) + strlen(cuts[i]);
    vl_diags d = {0};
    assert_int_equal(vl_ptxas_report_parse(text, cut, "cut", &r, &d), VL_BAD_INPUT);
    assert_non_null(strstr(d.list.data[0].message, "truncated"));
    vl_diags_free(&d);
  }
  /* No cut crashes; one that stops mid-line always fails. */
  for (size_t cut = 1; cut < len; cut++) {
    vl_diags d = {0};
    vl_status s = vl_ptxas_report_parse(text, cut, "cut", &r, &d);
    assert_true(s == VL_OK || s == VL_BAD_INPUT);
    if (text[cut - 1] != '\n') assert_int_equal(s, VL_BAD_INPUT);
    assert_true(s == VL_OK ? d.list.len == 0 : d.list.len >= 1);
    vl_ptxas_report_free(&r);
    vl_diags_free(&d);
  }
  free(text);
}

/* ---- nvdisasm --------------------------------------------------------------------- */

static const vl_sass_function *sass_fn(const vl_sass_scan *s, const char *name) {
  for (uint32_t i = 0; i < s->num_functions; i++)
    if (!strcmp(s->functions[i].name, name)) return &s->functions[i];
  fail_msg("no SASS function %s", name);
  return NULL;
}

static void expect_sass(const vl_sass_scan *s, const char *name, int32_t shi, uint32_t insns, uint32_t blocks,
                        int32_t gpr, int32_t pred, int32_t ugpr) {
  const vl_sass_function *f = sass_fn(s, name);
  assert_int_equal(f->shi_registers, shi);
  assert_int_equal(f->num_instructions, insns);
  assert_int_equal(f->num_blocks, blocks);
  assert_int_equal(f->max_live_gpr, gpr);
  assert_int_equal(f->max_live_pred, pred);
  assert_int_equal(f->max_live_ugpr, ugpr);
}

static void scan(const char *name, vl_sass_scan *s) {
  size_t len;
  char *text = input(name, &len);
  vl_diags d = {0};
  vl_status st = vl_sass_scan_parse(text, len, name, s, &d);
  vl_diags_print(&d, stderr);
  assert_int_equal(st, VL_OK);
  assert_int_equal(d.list.len, 0);
  vl_diags_free(&d);
  free(text);
}

static void expect_same_opcodes(const vl_sass_function *a, const vl_sass_function *b) {
  assert_int_equal(a->num_instructions, b->num_instructions);
  for (uint32_t i = 0; i < a->num_instructions; i++) assert_string_equal(a->opcodes[i], b->opcodes[i]);
}

static void test_sass_sm89(void **state) {
  vl_sass_scan s, lr;
  scan("small.sm_89.sass", &s);
  assert_int_equal(s.num_functions, 4);
  assert_string_equal(s.functions[0].name, "collatz");
  /* Blocks: collatz 0000, 00e0 (after @!P0 BRA), 0100 (.L_x_2), 0180 (.L_x_1),
   * 0190 (.L_x_0, BSSY's reconvergence point); rowdot 0000, 0100 (the callee),
   * 0140, 0220, 0300; reduce and saxpy: entry and after "@P0 EXIT". The
   * SHI_REGISTERS values equal ptxas's "Used N registers". */
  expect_sass(&s, "collatz", 10, 27, 5, -1, -1, -1);
  expect_sass(&s, "reduce", 14, 65, 2, -1, -1, -1);
  expect_sass(&s, "rowdot", 13, 51, 5, -1, -1, -1);
  expect_sass(&s, "saxpy", 10, 15, 2, -1, -1, -1);
  const vl_sass_function *f = sass_fn(&s, "saxpy");
  assert_string_equal(f->opcodes[0], "MOV");
  assert_string_equal(f->opcodes[5], "EXIT");           /* "@P0 EXIT": guard dropped */
  assert_string_equal(f->opcodes[8], "IMAD.WIDE.U32");
  assert_string_equal(f->opcodes[10], "LDG.E");
  assert_string_equal(f->opcodes[14], "EXIT");          /* the BRA self-loop and NOPs are gone */
  f = sass_fn(&s, "rowdot");
  assert_string_equal(f->opcodes[9], "CALL.REL.NOINC");
  assert_string_equal(f->opcodes[50], "RET.REL.NODEC");
  f = sass_fn(&s, "collatz");
  assert_string_equal(f->opcodes[9], "BSSY");
  assert_string_equal(f->opcodes[24], "BSYNC");

  /* The life-range form of collatz and rowdot from the same cubin: same
   * instructions (it prints no NOPs), plus the peaks. */
  scan("small.sm_89.lr.sass", &lr);
  assert_int_equal(lr.num_functions, 2);
  expect_sass(&lr, "collatz", 10, 27, 5, 7, 1, 2);
  /* rowdot's callee sees 27 to 31 uniform registers live (the caller's, kept across the call). */
  expect_sass(&lr, "rowdot", 13, 51, 5, 10, 2, 31);
  expect_same_opcodes(sass_fn(&s, "collatz"), sass_fn(&lr, "collatz"));
  expect_same_opcodes(sass_fn(&s, "rowdot"), sass_fn(&lr, "rowdot"));
  vl_sass_scan_free(&lr);
  vl_sass_scan_free(&s);
}

static void test_sass_sm90(void **state) {
  vl_sass_scan s, lr;
  scan("small.sm_90.sass", &s);
  assert_int_equal(s.num_functions, 4);
  /* nvdisasm 11.8 prints no SHI_REGISTERS for sm_90. rowdot has one more block
   * than on sm_89: a MOV at 0240 before the loop head .L_x_2 (0250). */
  expect_sass(&s, "collatz", -1, 30, 5, -1, -1, -1);
  expect_sass(&s, "reduce", -1, 69, 2, -1, -1, -1);
  expect_sass(&s, "rowdot", -1, 54, 6, -1, -1, -1);
  expect_sass(&s, "saxpy", -1, 19, 2, -1, -1, -1);
  assert_string_equal(sass_fn(&s, "reduce")->opcodes[0], "LDC");
  assert_string_equal(sass_fn(&s, "rowdot")->opcodes[51], "HFMA2.MMA");   /* address 0x330 */

  scan("collatz.sm_90.lr.sass", &lr);
  assert_int_equal(lr.num_functions, 1);
  expect_sass(&lr, "collatz", -1, 30, 5, 6, 1, 3);
  expect_same_opcodes(sass_fn(&s, "collatz"), &lr.functions[0]);
  vl_sass_scan_free(&lr);

  scan("rowdot.sm_90.lrcount.sass", &lr);   /* --life-range-mode count: only the "#" columns */
  expect_sass(&lr, "rowdot", -1, 54, 6, 11, 2, 31);
  expect_same_opcodes(sass_fn(&s, "rowdot"), &lr.functions[0]);
  vl_sass_scan_free(&lr);
  vl_sass_scan_free(&s);
}

/* nvdisasm -hex output (the .sass `verilocc collect` writes): the same scan as without the words.
 * The hex form is made here by adding a word after every instruction and a word line below it. */
static void test_sass_hex(void **state) {
  size_t len;
  char *plain = input("small.sm_90.sass", &len);
  char *hex = malloc(len * 3 + 1);
  assert_non_null(hex);
  size_t n = 0;
  for (const char *p = plain; *p;) {
    const char *e = strchr(p, '\n');
    size_t l = e ? (size_t)(e - p) : strlen(p);
    memcpy(hex + n, p, l);
    n += l;
    const char *q = p;
    while (q < p + l && *q == ' ') q++;
    if (q + 2 < p + l && q[0] == '/' && q[1] == '*' && q[2] != ' ')
      n += (size_t)sprintf(hex + n, " /* 0x000000000000794d */\n        /* 0x000fea0003800000 */");
    hex[n++] = '\n';
    p += l + (e != NULL);
  }
  hex[n] = 0;
  vl_sass_scan a, b;
  scan("small.sm_90.sass", &a);
  vl_diags d = {0};
  assert_int_equal(vl_sass_scan_parse(hex, n, "hex", &b, &d), VL_OK);
  assert_int_equal(d.list.len, 0);
  assert_int_equal(a.num_functions, b.num_functions);
  for (uint32_t i = 0; i < a.num_functions; i++) {
    assert_int_equal(a.functions[i].num_blocks, b.functions[i].num_blocks);
    expect_same_opcodes(&a.functions[i], &b.functions[i]);
  }
  vl_sass_scan_free(&a);
  vl_sass_scan_free(&b);
  vl_diags_free(&d);
  free(hex);
  free(plain);
}

static void test_sass_bad_input(void **state) {
  size_t len;
  char *text = input("collatz.sm_90.lr.sass", &len);
  vl_sass_scan s;
  vl_diags d = {0};
  assert_int_equal(vl_sass_scan_parse("", 0, "empty", &s, &d), VL_BAD_INPUT);
  expect_diag(&d, 1, 1, "no code section");
  vl_diags_free(&d);

  const char *edits[][4] = {
      /* from, to, needle, text at the diagnostic's line */
      {"LDG.E R2, [R2.64] ;", "LDG.E R2, [R2.64]  ", "expected 'OPCODE operands ;'", "LDG.E R2, [R2.64]  "},
      {"/*0010*/", "/*0010  ", "unterminated address comment", "/*0010  "},
      {"/*0020*/                   LDC", "/*0020*/                   ldc", "expected 'OPCODE", "ldc R5"},
      {"// | 1   ^             |", "// | x   ^             |", "expected a register count", "LDC R1"},
      {"// | 1   ^             |     |                 |", "// | 1   ^             |     |",
       "life-range row has 2 tables, the header 3", "LDC R1"},
      {"// | 1   ^             |     |                 |", "// | 1   ^", "malformed life-range row", "LDC R1"},
      {"/*0000*/                   LDC R1, c[0x0][0x28] ;                      //",
       "/*0000*/                   LDC R1, c[0x0][0x28] ;                        ", "without its life-range row",
       "LDC R1"},
  };
  for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
    char *bad = replaced(text, edits[i][0], edits[i][1]);
    assert_int_equal(vl_sass_scan_parse(bad, strlen(bad), "bad", &s, &d), VL_BAD_INPUT);
    assert_int_equal(s.num_functions, 0);
    expect_diag(&d, line_of(bad, edits[i][3]), 0, edits[i][2]);
    vl_diags_free(&d);
    free(bad);
  }
  /* Cuts: before the end label ".L_x_4:" the section is incomplete; after
   * it (the legend follows) the scan succeeds; mid-line always fails. */
  size_t whole = (size_t)(strstr(text, "\n.L_x_4:") - text) + 1;
  whole += strcspn(text + whole, "\n") + 1;
  for (size_t cut = 1; cut < len; cut++) {
    vl_status st = vl_sass_scan_parse(text, cut, "cut", &s, &d);
    bool ok = cut >= whole && text[cut - 1] == '\n';
    assert_int_equal(st, ok ? VL_OK : VL_BAD_INPUT);
    if (ok) assert_int_equal(s.functions[0].num_instructions, 30);
    else assert_true(d.list.len >= 1);
    vl_sass_scan_free(&s);
    vl_diags_free(&d);
  }
  free(text);
  /* The four-function listing: no cut crashes, and every cut inside a
   * section's body fails. */
  text = input("small.sm_89.sass", &len);
  for (size_t cut = 1; cut < len; cut++) {
    vl_status st = vl_sass_scan_parse(text, cut, "cut", &s, &d);
    assert_true(st == VL_OK || st == VL_BAD_INPUT);
    if (st == VL_OK) assert_int_equal(s.functions[s.num_functions - 1].num_instructions > 0, true);
    vl_sass_scan_free(&s);
    vl_diags_free(&d);
  }
  size_t mid = (size_t)(strstr(text, "BAR.SYNC") - text);
  mid += strcspn(text + mid, "\n") + 1;
  assert_int_equal(vl_sass_scan_parse(text, mid, "cut", &s, &d), VL_BAD_INPUT);
  assert_non_null(strstr(d.list.data[0].message, "ends before its end label"));
  vl_diags_free(&d);
  free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_remarks_gfx1100_spill),
      cmocka_unit_test(test_remarks_two_functions_and_folds),
      cmocka_unit_test(test_remarks_bad_input),
      cmocka_unit_test(test_ptxas_sm89_sm90),
      cmocka_unit_test(test_ptxas_bad_input),
      cmocka_unit_test(test_sass_sm89),
      cmocka_unit_test(test_sass_sm90),
      cmocka_unit_test(test_sass_hex),
      cmocka_unit_test(test_sass_bad_input),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
