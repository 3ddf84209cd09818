/* Assignments on normalized names (see norm_map.h). */
#include "norm_map.h"

#include <stdlib.h>
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../base/json.h"

json_t *vl_norm_assignment_json(const vl_norm_function *nf, const vl_assignment *assignment, bool start_names_only) {
  const vl_function *fn = nf->fn;
  const vl_target *t = fn->module->target;
  json_t *obj = json_object(), *assign = json_object();
  json_object_set_new(obj, "function", json_string(fn->name));
  json_object_set_new(obj, "target", json_string(t->name));
  if (assignment->allocator) json_object_set_new(obj, "allocator", json_string(assignment->allocator));
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_norm_block *nb = &nf->blocks[b];
    for (uint32_t n = 0; n < nb->num_names; n++) {
      vl_physreg reg = assignment->reg[nb->vreg[n]];
      char key[32], name[16], text[64];
      if (!reg.count || (start_names_only && vl_norm_is_linked(nf, b, n)) ||
          !vl_target_physreg_asm(t, reg, text, sizeof text))
        continue;
      vl_norm_name_text(n, name, sizeof name);
      snprintf(key, sizeof key, "b%u.%s", b, name);
      json_object_set_new(assign, key, json_string(text));
    }
  }
  json_object_set_new(obj, "assign", assign);
  return obj;
}

typedef struct reader {
  vl_json_doc doc;
  const vl_module *module;
  vl_diags *diags;
  vl_arena *arena;
} reader;

#define error_at(r, needle, ...) vl_json_error(&(r)->doc, (r)->diags, NULL, (needle), __VA_ARGS__)

/* "b3.ah" -> block 3, name 33. */
static bool parse_name(const char *key, uint32_t *block, uint32_t *name) {
  char *end;
  if (key[0] != 'b' || key[1] < '0' || key[1] > '9') return false;
  unsigned long b = strtoul(key + 1, &end, 10);
  if (end[0] != '.' || b > 0xffffffu) return false;
  return vl_norm_parse_name(end + 1, strlen(end + 1), name) && (*block = (uint32_t)b, true);
}

static vl_status read_mapping(reader *r, const vl_norm_function *nf, json_t *assign, vl_assignment *out,
                              const char **given_by) {
  const vl_function *fn = nf->fn;
  const vl_target *t = fn->module->target;
  vl_status status = VL_OK;
  const char *key;
  json_t *value;
  char needle[64];
  json_object_foreach(assign, key, value) {
    snprintf(needle, sizeof needle, "\"%s\"", key);
    uint32_t b, n;
    if (!parse_name(key, &b, &n) || b >= fn->num_blocks || n >= nf->blocks[b].num_names) {
      error_at(r, needle, VL_CAT_SYNTAX, "\"%s\" is not a normalized name of function %s (names are bN.letters, as in b3.ah)", key,
               fn->name);
      status = VL_INVALID;
      continue;
    }
    const char *text = json_string_value(value);
    vl_physreg reg;
    uint32_t v = nf->blocks[b].vreg[n];
    /* the virtual register is named so that verifier feedback (learn/decode.h) can point at it */
    if (!text || !vl_target_parse_physreg_asm(t, text, strlen(text), &reg)) {
      error_at(r, needle, VL_CAT_SYNTAX, "the register given for %s is not a %s register name (%s is %%%u)", key,
               t->name, key, v);
      status = VL_INVALID;
      continue;
    }
    vl_physreg old = out->reg[v];
    if (old.count && (old.unit != reg.unit || old.count != reg.count || old.half != reg.half)) {
      char old_text[64];
      if (!vl_target_physreg_asm(t, old, old_text, sizeof old_text)) snprintf(old_text, sizeof old_text, "?");
      error_at(r, needle, VL_CAT_SYNTAX,
               "inconsistent: %s and %s name one virtual register (%%%u) but are given %s and %s", given_by[v], key,
               v, old_text, text);
      status = VL_INVALID;
      continue;
    }
    out->reg[v] = reg;
    given_by[v] = vl_arena_strndup(r->arena, key, strlen(key));
  }
  return status;
}

static vl_status read_object(reader *r, json_t *obj, vl_norm_function *const *nfs, vl_assignment **assignments,
                             const char ***given_by) {
  const vl_module *module = r->module;
  json_t *assign;
  int f = vl_assignment_json_entry(&r->doc, module, obj, &assign, r->diags);
  if (f < 0) return VL_BAD_INPUT;
  const vl_function *fn = &module->functions[f];
  if (!assignments[f]) {
    assignments[f] = vl_assignment_new(fn, r->arena);
    given_by[f] = VL_NEW_ARRAY(r->arena, const char *, fn->num_vregs + 1);
  }
  const char *allocator = json_string_value(json_object_get(obj, "allocator"));
  assignments[f]->allocator = vl_arena_printf(r->arena, "%s", allocator ? allocator : "normalized");
  return read_mapping(r, nfs[f], assign, assignments[f], given_by[f]);
}

/* Reads the loaded document `r->doc` (see vl_norm_assignment_read). */
static vl_status read_doc(reader *r, vl_status loaded, vl_norm_function *const *nfs, vl_assignment **assignments) {
  if (loaded != VL_OK) {
    bool duplicate = r->doc.duplicate_key;
    vl_json_doc_free(&r->doc);
    return duplicate ? VL_INVALID : VL_BAD_INPUT;
  }
  const char ***given_by = VL_NEW_ARRAY(r->arena, const char **, r->module->num_functions + 1);
  vl_status status = VL_OK;
  if (json_is_array(r->doc.root)) {
    size_t i;
    json_t *item;
    json_array_foreach(r->doc.root, i, item) {
      vl_status s = read_object(r, item, nfs, assignments, given_by);
      if (s > status) status = s;
    }
  } else {
    status = read_object(r, r->doc.root, nfs, assignments, given_by);
  }
  vl_json_doc_free(&r->doc);
  return status;
}

vl_status vl_norm_assignment_read(const char *path, const vl_module *module, vl_norm_function *const *nfs,
                                  vl_assignment **assignments, vl_arena *arena, vl_diags *diags) {
  reader r = {.module = module, .diags = diags, .arena = arena};
  vl_status loaded = vl_json_load(path, JSON_REJECT_DUPLICATES, VL_CAT_SYNTAX, &r.doc, diags);
  return read_doc(&r, loaded, nfs, assignments);
}

vl_status vl_norm_assignment_read_text(const char *name, const char *text, size_t len, const vl_module *module,
                                       vl_norm_function *const *nfs, vl_assignment **assignments, vl_arena *arena,
                                       vl_diags *diags) {
  reader r = {.module = module, .diags = diags, .arena = arena};
  vl_status loaded = vl_json_load_text(name, text, len, JSON_REJECT_DUPLICATES, VL_CAT_SYNTAX, &r.doc, diags);
  return read_doc(&r, loaded, nfs, assignments);
}
