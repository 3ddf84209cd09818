/* Unit tests of the register field encoder (src/emit/sass_encode.c) and the listing's words
 * (src/emit/sass_words.c): ptxas's words of corpus instructions re-encoded from their own text
 * are unchanged, renamed text gives the words nvdisasm reads back as that text (checked with
 * nvdisasm -b when the table was made), reuse flags are cleared bit by bit, and a form the
 * table does not know is refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "emit/sass_encode.h"
#include "emit/sass_words.h"
#include "target/nvidia.h"

static const vl_target *sm(const char *name) { return vl_nvidia_target_by_name(name, strlen(name)); }

static void test_identity_and_rename(void **state) {
  (void)state;
  /* attention.D-128...KB-2 (sm_89) at 0x13f0: FADD's second source flags bit 124, not 123. */
  const char *text = " FADD R91, R89, -R63.reuse ;";
  uint64_t lo = 0x8000003f595b7221, hi = 0x100fe20000000000;
  vl_sass_tokens tk;
  assert_null(vl_sass_tokens_read(sm("sm_89"), text, (uint32_t)strlen(text), lo, &tk));
  assert_int_equal(tk.count, 3);
  assert_int_equal(tk.field[0], 16), assert_int_equal(tk.field[1], 24), assert_int_equal(tk.field[2], 32);
  assert_true(tk.reused[2]);
  assert_int_equal(tk.reuse_bit[2], 124);
  uint64_t l = lo, h = hi;
  vl_sass_encode(&tk, &l, &h);
  assert_true(l == lo && h == hi);
  const char *renamed = " FADD R1, R2, -R3.reuse ;";
  assert_null(vl_sass_tokens_read(sm("sm_89"), renamed, (uint32_t)strlen(renamed), lo, &tk));
  vl_sass_encode(&tk, &l, &h);
  assert_true(l == 0x8000000302017221);
  vl_sass_clear_reuse(&tk, 2, &l, &h);
  assert_true(h == 0x000fe20000000000);
  /* RZ is 255, UR and SR_ names are no R tokens. */
  const char *imad = " IMAD.WIDE.U32 R8, R8, UR4, RZ ;";
  assert_null(vl_sass_tokens_read(sm("sm_89"), imad, (uint32_t)strlen(imad), 0x0000000408087c25, &tk));
  assert_int_equal(tk.count, 3);
  assert_int_equal(tk.number[2], 255);
}

static void test_unknown_form(void **state) {
  (void)state;
  vl_sass_tokens tk;
  const char *text = " FOO R1, R2 ;";
  assert_non_null(vl_sass_tokens_read(sm("sm_89"), text, (uint32_t)strlen(text), 0xfff, &tk));
}

/* A listing of two FADDs: the first's flag stays while the second reads the same register in the
 * same slot under both allocations, and goes (text and bit) when the renaming breaks that. */
static void test_reuse_kept_or_dropped(void **state) {
  (void)state;
  const char *head = ".section .text.k,\"ax\",@progbits\n";
  const char *kept[] = {"R1, R2, -R3.reuse", "R4, R4, -R3"}, *broken[] = {"R1, R2, -R3.reuse", "R4, R4, -R5"};
  for (int c = 0; c < 2; c++) {
    const char **ops = c ? broken : kept;
    char text[1024];
    snprintf(text, sizeof text, "%s        /*0000*/ FADD %s ; /* 0x8000003f595b7221 */\n"
             "                                            /* 0x100fe20000000000 */\n"
             "        /*0010*/ FADD %s ; /* 0x8000003f4b4b7221 */\n"
             "                                            /* 0x000fe20000000000 */\n", head, ops[0], ops[1]);
    vl_strbuf out = {0};
    vl_diags diags = {0};
    assert_int_equal(vl_sass_write_words(sm("sm_89"), "k.sass", text, strlen(text), &out, &diags), VL_OK);
    if (!c) {
      assert_non_null(strstr(out.data, "FADD R1, R2, -R3.reuse ; /* 0x8000000302017221 */"));
      assert_non_null(strstr(out.data, "/* 0x100fe20000000000 */"));
    } else {
      assert_non_null(strstr(out.data, "FADD R1, R2, -R3 ; /* 0x8000000302017221 */"));
      assert_null(strstr(out.data, "/* 0x100fe20000000000 */"));
    }
    assert_non_null(strstr(out.data, c ? "/* 0x8000000504047221 */" : "/* 0x8000000304047221 */"));
    free(out.data);
    vl_diags_free(&diags);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_identity_and_rename), cmocka_unit_test(test_unknown_form),
                                     cmocka_unit_test(test_reuse_kept_or_dropped)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
