/* The "moves" of a SASS assignment file (see sass_moves_json.h). */
#include "sass_moves_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assignment_json.h"

json_t *vl_sass_moves_json(const vl_module *k, uint32_t f, const vl_sass_moves *moves) {
  if (!moves || !moves[f].count) return NULL;
  json_t *list = json_array();
  for (uint32_t j = 0; j < moves[f].count; j++) {
    char reg[16];
    snprintf(reg, sizeof reg, "R%u", moves[f].moves[j].reg);
    const vl_sass_move *x = &moves[f].moves[j];
    uint32_t at = vl_sass_move_after(x) ? x->before - 1 : x->before;   /* a store follows its line */
    json_t *e = json_pack("{s:i, s:s}", "line", (int)k->functions[f].instrs[at].line, "reg", reg);
    if (x->op != VL_SASS_MOV)
      json_object_set_new(e, "op", json_string(vl_sass_move_op_name(x->op)));
    if (vl_sass_move_slot(x)) json_object_set_new(e, "offset", json_integer(x->offset));
    json_array_append_new(list, e);
  }
  return list;
}

void vl_sass_moves_free(vl_sass_moves *moves, uint32_t num_functions) {
  for (uint32_t f = 0; moves && f < num_functions; f++) free(moves[f].moves);
  free(moves);
}

static vl_status bad_move(const vl_json_doc *doc, json_t *list, const char *function, uint32_t j, const char *why,
                          vl_diags *diags) {
  vl_json_pos at = json_is_array(list) && j < json_array_size(list) ? vl_json_item_pos(doc, list, j) : (vl_json_pos){1, 1};
  vl_json_error_pos(doc, diags, at, VL_CAT_NONE, "moves of function %s, entry %u: %s", function, j, why);
  return VL_BAD_INPUT;
}

/* A key a move does not have would be ignored: a misspelt "offset" reads as a plain move. */
static bool known_keys(json_t *e) {
  const char *key;
  json_t *value;
  json_object_foreach(e, key, value)
    if (strcmp(key, "line") && strcmp(key, "reg") && strcmp(key, "op") && strcmp(key, "offset")) return false;
  return true;
}

/* One function's "moves" list into mv (malloc'd). */
static vl_status read_list(const vl_json_doc *doc, const vl_module *k, uint32_t f, json_t *list, vl_sass_moves *mv,
                           vl_diags *diags) {
  const vl_function *fn = &k->functions[f];
  if (!json_is_array(list)) return bad_move(doc, list, fn->name, 0, "expected a list of {\"line\": N, \"reg\": \"Rn\"}", diags);
  size_t n = json_array_size(list);
  free(mv->moves);
  *mv = (vl_sass_moves){calloc(n + 1, sizeof(vl_sass_move)), 0};
  if (!mv->moves) abort();
  for (size_t j = 0; j < n; j++) {
    json_t *e = json_array_get(list, j), *line = json_object_get(e, "line"), *offset = json_object_get(e, "offset");
    const char *reg = json_string_value(json_object_get(e, "reg")), *op = json_string_value(json_object_get(e, "op"));
    char *end = NULL;
    unsigned long r = reg && reg[0] == 'R' && reg[1] >= '0' && reg[1] <= '9' ? strtoul(reg + 1, &end, 10) : 0;
    uint8_t kind = op ? 255 : VL_SASS_MOV;   /* "op" names the other kinds */
    for (uint8_t o = VL_SASS_STL; op && o <= VL_SASS_FRAME; o++)
      if (!strcmp(op, vl_sass_move_op_name(o))) kind = o;
    if (!json_is_object(e) || !known_keys(e) || !json_is_integer(line) || !end || *end || kind == 255 ||
        (json_object_get(e, "op") && !op))
      return bad_move(doc, list, fn->name, (uint32_t)j, "expected {\"line\": N, \"reg\": \"Rn\"} with \"op\": \"STL\" or \"LDL\" "
                      "and \"offset\": BYTES for spill code (\"IADD3\", \"reg\": \"R1\" for a new frame)", diags);
    bool slot = kind == VL_SASS_STL || kind == VL_SASS_LDL;
    if (slot != !!offset || (offset && (!json_is_integer(offset) || json_integer_value(offset) < 0 ||
                                        json_integer_value(offset) > 0x7fffffff)))
      return bad_move(doc, list, fn->name, (uint32_t)j, "\"offset\" (a byte offset from R1) belongs to STL and LDL, and only "
                      "to them", diags);
    if ((kind == VL_SASS_FRAME) != (r == 1) || r > 254)
      return bad_move(doc, list, fn->name, (uint32_t)j, "R1 (the stack pointer) and registers past R254 do not move; a new "
                      "frame (IADD3) names R1", diags);
    json_int_t want = json_integer_value(line);
    uint32_t i = 0;
    while (i < fn->num_instrs && (json_int_t)fn->instrs[i].line != want) i++;
    if (i == fn->num_instrs) return bad_move(doc, list, fn->name, (uint32_t)j, "no instruction of the function on that line of the SASS", diags);
    vl_sass_move x = {.before = i, .reg = (uint32_t)r, .op = kind, .offset = offset ? (uint32_t)json_integer_value(offset) : 0};
    x.before += vl_sass_move_after(&x);
    const vl_sass_move *prev = mv->count ? &mv->moves[mv->count - 1] : NULL;
    if (prev && (prev->before > x.before ||
                 (prev->before == x.before && !vl_sass_move_after(prev) && vl_sass_move_after(&x))))
      return bad_move(doc, list, fn->name, (uint32_t)j, "moves out of instruction order", diags);
    if (vl_sass_move_after(&x) && (i + 1 >= fn->num_instrs || fn->instrs[i].is_terminator))
      return bad_move(doc, list, fn->name, (uint32_t)j, "a store after a branch, an exit or the last instruction", diags);
    mv->moves[mv->count++] = x;
  }
  return VL_OK;
}

typedef struct moves_reader {
  const vl_module *k;
  vl_sass_moves *moves;
  vl_diags *diags;   /* the moves' own errors; the walk's are the assignment reader's to report */
} moves_reader;

static vl_status read_entry(void *ctx, const vl_json_doc *doc, uint32_t f, json_t *obj, json_t *assign,
                            vl_diags *walk_diags) {
  moves_reader *r = ctx;
  json_t *list = json_object_get(obj, "moves");
  return list ? read_list(doc, r->k, f, list, &r->moves[f], r->diags) : VL_OK;
}

/* Reads a loaded (or failed) document and frees it. */
static vl_status read_doc(vl_json_doc *doc, vl_status loaded, const vl_module *k, vl_sass_moves *moves,
                          vl_diags *diags) {
  if (loaded != VL_OK) {
    vl_json_doc_free(doc);
    return VL_BAD_INPUT;
  }
  static const char *const keys[] = {"function", "target", "allocator", "assign", "usage", "moves", NULL};
  moves_reader r = {k, moves, diags};
  vl_diags walk = {0};
  vl_status s = vl_assignment_json_walk(doc, k, keys, read_entry, &r, &walk);
  /* Lies in the entries are syntax violations the assignment reader reports after this; bad input stops here. */
  if (s == VL_BAD_INPUT && !diags->list.len) vl_diags_append(diags, &walk);
  vl_diags_free(&walk);
  vl_json_doc_free(doc);
  return s == VL_BAD_INPUT ? VL_BAD_INPUT : VL_OK;
}

vl_status vl_sass_moves_read_json(const char *path, const vl_module *k, vl_sass_moves *moves, vl_diags *diags) {
  vl_json_doc doc;
  vl_status loaded = vl_json_load(path, 0, VL_CAT_SYNTAX, &doc, diags);
  return read_doc(&doc, loaded, k, moves, diags);
}

vl_status vl_sass_moves_read_json_text(const char *name, const char *text, size_t len, const vl_module *k,
                                       vl_sass_moves *moves, vl_diags *diags) {
  vl_json_doc doc;
  vl_status loaded = vl_json_load_text(name, text, len, 0, VL_CAT_SYNTAX, &doc, diags);
  return read_doc(&doc, loaded, k, moves, diags);
}
