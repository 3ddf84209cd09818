/* libFuzzer target: the assignment readers (assignment JSON, a SASS file's "moves") and the
 * native verifier on what they accept, against two fixed inputs: a two-function MIR module
 * (first byte even) and a SASS kernel (odd). Never a crash, a sanitizer report or a hang.
 * Run from the repository root (make fuzz does), where the two inputs are. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "alloc/assignment_json.h"
#include "alloc/sass_moves_json.h"
#include "alloc/sass_split.h"
#include "analysis/analysis.h"
#include "front/mir.h"
#include "front/sass.h"
#include "verify/native.h"

static vl_module *mir, *sass;
/* The two fixed modules' analyses, made once: the same for every input (a third of each
 * run's time when remade). A SASS module with moves is new, and analysed per input. */
static vl_arena fixed_arena;
static vl_analysis **mir_analyses, **sass_analyses;

static vl_analysis **analyze_all(const vl_module *m, vl_arena *arena) {
  vl_analysis **an = VL_NEW_ARRAY(arena, vl_analysis *, m->num_functions);
  vl_budget_options options = {0};
  for (uint32_t f = 0; f < m->num_functions; f++) an[f] = vl_analyze(&m->functions[f], &options, arena);
  return an;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  vl_diags diags = {0};
  mir = vl_mir_parse_file("tests/inputs/mir/call_gfx90a.pre.mir", NULL, &diags);
  sass = vl_sass_parse_file("tests/inputs/sass/call_sm89.sass", NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (!mir || !sass) {
    fprintf(stderr, "fuzz_assignment: run from the repository root\n");
    exit(2);
  }
  mir_analyses = analyze_all(mir, &fixed_arena);
  sass_analyses = analyze_all(sass, &fixed_arena);
  return 0;
}

static void verify_all(const vl_module *m, vl_assignment **as, vl_diags *diags) {
  vl_arena arena = {0};
  vl_analysis **an = m == mir ? mir_analyses : m == sass ? sass_analyses : analyze_all(m, &arena);
  for (uint32_t f = 0; f < m->num_functions; f++) {
    if (!as[f]) continue;
    vl_verify_result result;
    vl_verify_native(an[f]->intervals, &an[f]->budget, as[f], diags, 20, &result);
  }
  vl_arena_free(&arena);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!size) return 0;
  const vl_module *k = data[0] & 1 ? sass : mir, *m = k;
  const char *text = (const char *)data + 1;
  size--;
  vl_diags diags = {0};
  vl_arena arena = {0};
  vl_sass_moves *moves = NULL;
  vl_module *moved = NULL;
  if (k == sass) {
    moves = calloc(k->num_functions, sizeof *moves);
    if (vl_sass_moves_read_json_text("fuzz.json", text, size, k, moves, &diags) == VL_OK &&
        vl_sass_moves_total(k, moves))
      m = moved = vl_sass_with_moves(k, moves, false, &diags);
  }
  if (m) {
    vl_assignment **as = VL_NEW_ARRAY(&arena, vl_assignment *, m->num_functions);
    if (vl_assignment_read_json_text("fuzz.json", text, size, m, as, &arena, &diags) != VL_BAD_INPUT)
      verify_all(m, as, &diags);
  }
  vl_module_free(moved);
  vl_sass_moves_free(moves, k->num_functions);
  vl_arena_free(&arena);
  vl_diags_free(&diags);
  return 0;
}
