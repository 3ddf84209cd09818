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
  const vl_module *module;
  vl_norm_function *const *nfs;
  vl_assignment **assignments;
  const char ***given_by;  /* per function and virtual register: the first name that gave it a register */
  vl_arena *arena;
} reader;

/* "b3.ah" -> block 3, name 33. */
static bool parse_name(const char *key, uint32_t *block, uint32_t *name) {
  char *end;
  if (key[0] != 'b' || key[1] < '0' || key[1] > '9') return false;
  unsigned long b = strtoul(key + 1, &end, 10);
  if (end[0] != '.' || b > 0xffffffu) return false;
  return vl_norm_parse_name(end + 1, strlen(end + 1), name) && (*block = (uint32_t)b, true);
}

static vl_status read_mapping(reader *r, const vl_json_doc *doc, const vl_norm_function *nf, json_t *assign,
                              vl_assignment *out, const char **given_by, vl_diags *diags) {
  const vl_function *fn = nf->fn;
  const vl_target *t = fn->module->target;
  vl_status status = VL_OK;
  const char *key;
  json_t *value;
  json_object_foreach(assign, key, value) {
    vl_json_pos at = vl_json_key_pos(doc, assign, key);
    uint32_t b, n;
    if (!parse_name(key, &b, &n) || b >= fn->num_blocks || n >= nf->blocks[b].num_names) {
      vl_json_error_pos(doc, diags, at, VL_CAT_SYNTAX, "\"%s\" is not a normalized name of function %s (names are bN.letters, as in b3.ah)", key,
               fn->name);
      status = VL_INVALID;
      continue;
    }
    const char *text = json_string_value(value);
    vl_physreg reg;
    uint32_t v = nf->blocks[b].vreg[n];
    /* the virtual register is named so that verifier feedback (learn/decode.h) can point at it */
    if (!text || !vl_target_parse_physreg_asm(t, text, strlen(text), &reg)) {
      vl_json_error_pos(doc, diags, at, VL_CAT_SYNTAX, "the register given for %s is not a %s register name (%s is %%%u)", key,
               t->name, key, v);
      status = VL_INVALID;
      continue;
    }
    vl_physreg old = out->reg[v];
    if (old.count && (old.unit != reg.unit || old.count != reg.count || old.half != reg.half)) {
      char old_text[64];
      if (!vl_target_physreg_asm(t, old, old_text, sizeof old_text)) snprintf(old_text, sizeof old_text, "?");
      vl_json_error_pos(doc, diags, at, VL_CAT_SYNTAX,
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

static vl_status read_entry(void *ctx, const vl_json_doc *doc, uint32_t f, json_t *obj, json_t *assign,
                            vl_diags *diags) {
  reader *r = ctx;
  const vl_function *fn = &r->module->functions[f];
  r->assignments[f] = vl_assignment_new(fn, r->arena);
  r->given_by[f] = VL_NEW_ARRAY(r->arena, const char *, fn->num_vregs + 1);
  const char *allocator = json_string_value(json_object_get(obj, "allocator"));
  r->assignments[f]->allocator = vl_arena_printf(r->arena, "%s", allocator ? allocator : "normalized");
  return read_mapping(r, doc, r->nfs[f], assign, r->assignments[f], r->given_by[f], diags);
}

/* Reads the loaded document (see vl_norm_assignment_read). */
static vl_status read_doc(reader *r, vl_json_doc *doc, vl_status loaded, vl_diags *diags) {
  vl_status status = loaded;
  if (loaded == VL_OK) {
    static const char *const keys[] = {"function", "target", "allocator", "assign", NULL};
    r->given_by = VL_NEW_ARRAY(r->arena, const char **, r->module->num_functions + 1);
    status = vl_assignment_json_walk(doc, r->module, keys, read_entry, r, diags);
  }
  vl_json_doc_free(doc);
  return status;
}

vl_status vl_norm_assignment_read(const char *path, const vl_module *module, vl_norm_function *const *nfs,
                                  vl_assignment **assignments, vl_arena *arena, vl_diags *diags) {
  reader r = {.module = module, .nfs = nfs, .assignments = assignments, .arena = arena};
  vl_json_doc doc;
  vl_status loaded = vl_json_load(path, 0, VL_CAT_SYNTAX, &doc, diags);
  return read_doc(&r, &doc, loaded, diags);
}

vl_status vl_norm_assignment_read_text(const char *name, const char *text, size_t len, const vl_module *module,
                                       vl_norm_function *const *nfs, vl_assignment **assignments, vl_arena *arena,
                                       vl_diags *diags) {
  reader r = {.module = module, .nfs = nfs, .assignments = assignments, .arena = arena};
  vl_json_doc doc;
  vl_status loaded = vl_json_load_text(name, text, len, 0, VL_CAT_SYNTAX, &doc, diags);
  return read_doc(&r, &doc, loaded, diags);
}
