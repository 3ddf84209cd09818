/* Assignment JSON reading and writing with jansson (see assignment_json.h). */
#include "assignment_json.h"

#include "../emit/sass_write.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../base/json.h"
#include "../target/target_ops.h"

typedef struct reader {
  vl_json_doc doc;         /* the file and its text, to locate keys for diagnostics */
  const vl_module *module;
  vl_diags *diags;
} reader;

#define error_at(r, needle, ...) vl_json_error(&(r)->doc, (r)->diags, NULL, (needle), __VA_ARGS__)

static bool parse_vreg_key(const char *key, uint32_t *id) {
  if (key[0] != '%' || key[1] < '0' || key[1] > '9') return false;
  char *end;
  unsigned long v = strtoul(key + 1, &end, 10);
  if (*end || v > 0xfffffffu) return false;
  *id = (uint32_t)v;
  return true;
}

static vl_status read_mapping(reader *r, const vl_function *fn, json_t *assign, vl_assignment *out) {
  const char *key;
  json_t *value;
  vl_status status = VL_OK;
  char needle[64];
  json_object_foreach(assign, key, value) {
    snprintf(needle, sizeof needle, "\"%s\"", key);
    uint32_t v;
    if (!parse_vreg_key(key, &v) || v >= fn->num_vregs || !fn->vregs[v].used) {
      error_at(r, needle, VL_CAT_SYNTAX, "\"%s\" is not a virtual register of function %s", key, fn->name);
      status = VL_INVALID;
      continue;
    }
    const char *text = json_string_value(value);
    vl_physreg reg;
    if (!text || !vl_target_parse_physreg_asm(fn->module->target, text, strlen(text), &reg)) {
      error_at(r, needle, VL_CAT_SYNTAX, "the register given for %s is not a %s register name", key,
               fn->module->target->name);
      status = VL_INVALID;
      continue;
    }
    out->reg[v] = reg;
  }
  return status;
}

int vl_assignment_json_entry(const vl_json_doc *doc, const vl_module *module, json_t *obj, json_t **assign,
                             vl_diags *diags) {
  reader r = {.module = module, .diags = diags, .doc = *doc};
  if (!json_is_object(obj)) {
    error_at(&r, NULL, VL_CAT_NONE, "expected an object with \"function\" and \"assign\"");
    return -1;
  }
  const char *name = json_string_value(json_object_get(obj, "function"));
  *assign = json_object_get(obj, "assign");
  if (!name && module->num_functions == 1) name = module->functions[0].name;
  if (!name || !json_is_object(*assign)) {
    error_at(&r, NULL, VL_CAT_NONE, "an assignment needs \"function\" (a string) and \"assign\" (an object)");
    return -1;
  }
  const vl_function *fn = vl_module_function(module, name);
  int f = fn ? (int)(fn - module->functions) : -1;
  char needle[256];
  snprintf(needle, sizeof needle, "\"%s\"", name);
  if (f < 0) {
    error_at(&r, needle, VL_CAT_NONE, "function \"%s\" is not in the MIR file", name);
    return -1;
  }
  const char *target = json_string_value(json_object_get(obj, "target"));
  if (target && strcmp(target, module->target->name)) {
    snprintf(needle, sizeof needle, "\"%s\"", target);
    error_at(&r, needle, VL_CAT_NONE, "the assignment is for target %s but the MIR is for %s", target,
             module->target->name);
    return -1;
  }
  return f;
}

static vl_status read_object(reader *r, json_t *obj, vl_assignment **assignments, vl_arena *arena) {
  const vl_module *module = r->module;
  json_t *assign;
  int f = vl_assignment_json_entry(&r->doc, module, obj, &assign, r->diags);
  if (f < 0) return VL_BAD_INPUT;
  if (!assignments[f]) assignments[f] = vl_assignment_new(&module->functions[f], arena);
  return read_mapping(r, &module->functions[f], assign, assignments[f]);
}

vl_status vl_assignment_read_json(const char *path, const vl_module *module, vl_assignment **assignments,
                                  vl_arena *arena, vl_diags *diags) {
  reader r = {.module = module, .diags = diags};
  /* A repeated key gives one virtual register two registers: an inconsistent answer. */
  if (vl_json_load(path, JSON_REJECT_DUPLICATES, VL_CAT_SYNTAX, &r.doc, diags) != VL_OK) {
    bool duplicate = r.doc.duplicate_key;
    vl_json_doc_free(&r.doc);
    return duplicate ? VL_INVALID : VL_BAD_INPUT;
  }
  json_t *root = r.doc.root;
  vl_status status = VL_OK;
  if (json_is_array(root)) {
    size_t i;
    json_t *item;
    json_array_foreach(root, i, item) {
      vl_status s = read_object(&r, item, assignments, arena);
      if (s > status) status = s;
    }
  } else {
    status = read_object(&r, root, assignments, arena);
  }
  vl_json_doc_free(&r.doc);
  return status;
}

static json_t *function_json(const vl_function *fn, const vl_assignment *a) {
  const vl_target *t = fn->module->target;
  json_t *obj = json_object(), *assign = json_object();
  json_object_set_new(obj, "function", json_string(fn->name));
  json_object_set_new(obj, "target", json_string(t->name));
  if (a->allocator) json_object_set_new(obj, "allocator", json_string(a->allocator));
  for (uint32_t v = 0; v < a->num_vregs; v++) {
    char key[16], reg[64];
    if (!a->reg[v].count || !vl_target_physreg_asm(t, a->reg[v], reg, sizeof reg)) continue;
    snprintf(key, sizeof key, "%%%u", v);
    json_object_set_new(assign, key, json_string(reg));
  }
  json_object_set_new(obj, "assign", assign);
  json_object_set_new(obj, "usage", t->ops->usage_json(fn, a));
  return obj;
}

json_t *vl_usage_json_sass(const vl_function *fn, const vl_assignment *a) {
  vl_sass_usage u = vl_sass_usage_of(fn, a);   /* R as ptxas counts it (SHI_REGISTERS), P, UR */
  return json_pack("{s:i, s:i, s:i}", "R", (int)u.r, "P", (int)u.p, "UR", (int)u.ur);
}

json_t *vl_usage_json_files(const vl_function *fn, const vl_assignment *a) {
  vl_alloc_stats s = vl_assignment_stats(fn, a);
  return json_pack("{s:i, s:i, s:i}", "vgpr", (int)s.used[VL_FILE_VECTOR], "agpr", (int)s.used[VL_FILE_ACCUM], "sgpr",
                   (int)s.used[VL_FILE_SCALAR]);
}

vl_status vl_assignment_write_json(const char *path, const vl_module *module, vl_assignment *const *assignments,
                                   vl_diags *diags) {
  return vl_assignment_write_json_extra(path, module, assignments, NULL, NULL, diags);
}

json_t *vl_assignment_json(const vl_module *module, vl_assignment *const *assignments, const char *key, json_t **extra) {
  json_t *root = module->num_functions == 1 ? NULL : json_array();
  for (uint32_t i = 0; i < module->num_functions; i++) {
    if (!assignments[i]) continue;
    json_t *obj = function_json(&module->functions[i], assignments[i]);
    if (extra && extra[i]) json_object_set_new(obj, key, extra[i]);
    if (root) json_array_append_new(root, obj);
    else root = obj;
  }
  return root ? root : json_array();
}

vl_status vl_assignment_write_json_extra(const char *path, const vl_module *module, vl_assignment *const *assignments,
                                         const char *key, json_t **extra, vl_diags *diags) {
  json_t *root = vl_assignment_json(module, assignments, key, extra);
  int rc = vl_json_write(root, path, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
  json_decref(root);
  if (rc) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the assignment file");
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

uint32_t vl_main_registers_files(const vl_function *fn, const vl_assignment *a) {
  vl_alloc_stats s = vl_assignment_stats(fn, a);
  return s.used[VL_FILE_VECTOR] + s.used[VL_FILE_ACCUM];
}

uint32_t vl_main_registers_sass(const vl_function *fn, const vl_assignment *a) { return vl_sass_usage_of(fn, a).r; }
