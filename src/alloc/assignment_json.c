/* Assignment JSON reading and writing with jansson (see assignment_json.h). */
#include "assignment_json.h"

#include "../emit/sass_write.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../base/json.h"
#include "../target/target_ops.h"

static const char *input_kind(const vl_module *module) {
  return module->target->ops->syntax == VL_SYNTAX_SASS ? "SASS" : "MIR";
}

/* The checks of one entry that do not depend on how its registers are named. Returns the
 * function's index, or -1 (with *status raised) when the entry is not read. */
static int check_entry(const vl_json_doc *doc, const vl_module *module, json_t *root, size_t i, json_t *obj,
                       const char *const *keys, size_t *seen, vl_diags *diags, vl_status *status) {
  vl_json_pos at = json_is_array(root) ? vl_json_item_pos(doc, root, i) : (vl_json_pos){1, 1};
  if (!json_is_object(obj)) {
    vl_json_error_pos(doc, diags, at, VL_CAT_NONE, "expected an object with \"function\" and \"assign\"");
    *status = VL_BAD_INPUT;
    return -1;
  }
  json_t *function = json_object_get(obj, "function"), *target = json_object_get(obj, "target");
  const char *name = json_string_value(function);
  const char *shown = name ? name : module->num_functions == 1 ? module->functions[0].name : "?";
  vl_status lie = VL_OK;
  /* jansson keeps a repeated key's last value: the first would be dropped unseen. */
  for (size_t r = 0; r < doc->places.num_repeats; r++) {
    const vl_json_repeat *rep = &doc->places.repeats[r];
    if (rep->entry != i) continue;
    vl_json_error_pos(doc, diags, rep->again, VL_CAT_SYNTAX, "function %s: \"%s\" is given twice (first at %u:%u)",
                      shown, rep->key, rep->first.line, rep->first.col);
    lie = VL_INVALID;
  }
  const char *key;
  json_t *value;
  json_object_foreach(obj, key, value) {
    size_t k = 0;
    while (keys[k] && strcmp(keys[k], key)) k++;
    if (keys[k]) continue;
    vl_json_error_pos(doc, diags, vl_json_key_pos(doc, obj, key), VL_CAT_SYNTAX,
                      "function %s: unknown key \"%s\" in an assignment", shown, key);
    lie = VL_INVALID;
  }
  json_t *assign = json_object_get(obj, "assign");
  if ((!function && module->num_functions != 1) || !json_is_object(assign)) {
    vl_json_error_pos(doc, diags, at, VL_CAT_NONE,
                      "an assignment needs \"function\" (a string) and \"assign\" (an object)");
    *status = VL_BAD_INPUT;
    return -1;
  }
  vl_json_pos name_at = function ? vl_json_value_pos(doc, obj, "function") : at;
  const vl_function *fn = name ? vl_module_function(module, name) : !function ? &module->functions[0] : NULL;
  if (!fn) {
    if (name) vl_json_error_pos(doc, diags, name_at, VL_CAT_SYNTAX, "function \"%s\" is not in the %s file", name,
                                input_kind(module));
    else vl_json_error_pos(doc, diags, name_at, VL_CAT_SYNTAX, "\"function\" is not a string");
    lie = VL_INVALID;
  }
  bool wrong_target = target && (!json_is_string(target) || strcmp(json_string_value(target), module->target->name));
  if (wrong_target) {
    vl_json_error_pos(doc, diags, vl_json_value_pos(doc, obj, "target"), VL_CAT_SYNTAX,
                      "function %s: the assignment is for target %s but the %s is for %s", shown,
                      json_is_string(target) ? json_string_value(target) : "(not a string)", input_kind(module),
                      module->target->name);
    lie = VL_INVALID;
  }
  int f = fn ? (int)(fn - module->functions) : -1;
  if (f >= 0 && seen[f]) {
    vl_json_pos first = json_is_array(root) ? vl_json_item_pos(doc, root, seen[f] - 1) : (vl_json_pos){1, 1};
    vl_json_error_pos(doc, diags, name_at, VL_CAT_SYNTAX,
                      "function %s is given twice (first at %u:%u); only the first is read", fn->name, first.line,
                      first.col);
    lie = VL_INVALID;
    f = -1;
  }
  if (f >= 0) seen[f] = i + 1;
  if (lie > *status) *status = lie;
  /* An entry for the wrong target is not read: its register names mean something else. */
  return wrong_target ? -1 : f;
}

vl_status vl_assignment_json_walk(const vl_json_doc *doc, const vl_module *module, const char *const *keys,
                                  vl_assignment_entry_fn each, void *ctx, vl_diags *diags) {
  json_t *root = doc->root;
  if (!json_is_object(root) && !json_is_array(root)) {
    vl_json_error_pos(doc, diags, (vl_json_pos){1, 1}, VL_CAT_NONE, "expected an object or an array of objects");
    return VL_BAD_INPUT;
  }
  size_t *seen = calloc(module->num_functions + 1, sizeof *seen);
  if (!seen) abort();
  vl_status status = VL_OK;
  size_t n = json_is_array(root) ? json_array_size(root) : 1;
  for (size_t i = 0; i < n; i++) {
    json_t *obj = json_is_array(root) ? json_array_get(root, i) : root;
    int f = check_entry(doc, module, root, i, obj, keys, seen, diags, &status);
    if (f < 0) continue;
    vl_status s = each(ctx, doc, (uint32_t)f, obj, json_object_get(obj, "assign"), diags);
    if (s > status) status = s;
  }
  free(seen);
  return status;
}

typedef struct reader {
  const vl_module *module;
  vl_assignment **assignments;
  vl_arena *arena;
} reader;

/* "usage" must say what the assignment uses: tools downstream read it instead of counting. */
static vl_status check_usage(const vl_json_doc *doc, const vl_function *fn, json_t *obj, const vl_assignment *a,
                             vl_diags *diags) {
  json_t *given = json_object_get(obj, "usage");
  if (!given) return VL_OK;
  json_t *actual = fn->module->target->ops->usage_json(fn, a);
  vl_status status = VL_OK;
  const char *key;
  json_t *value;
  if (!json_is_object(given)) {
    vl_json_error_pos(doc, diags, vl_json_value_pos(doc, obj, "usage"), VL_CAT_SYNTAX,
                      "function %s: \"usage\" is not an object of register counts", fn->name);
    status = VL_INVALID;
  } else {
    json_object_foreach(actual, key, value) {
      json_t *claim = json_object_get(given, key);
      if (claim && json_equal(claim, value)) continue;
      vl_json_pos at = claim ? vl_json_value_pos(doc, given, key) : vl_json_value_pos(doc, obj, "usage");
      if (claim && json_is_integer(claim))
        vl_json_error_pos(doc, diags, at, VL_CAT_SYNTAX, "function %s: \"usage\" says %s %lld but the assignment uses %lld",
                          fn->name, key, (long long)json_integer_value(claim), (long long)json_integer_value(value));
      else
        vl_json_error_pos(doc, diags, at, VL_CAT_SYNTAX, "function %s: \"usage\" gives no number for %s (the assignment uses %lld)",
                          fn->name, key, (long long)json_integer_value(value));
      status = VL_INVALID;
    }
    json_object_foreach(given, key, value) {
      if (json_object_get(actual, key)) continue;
      vl_json_error_pos(doc, diags, vl_json_key_pos(doc, given, key), VL_CAT_SYNTAX,
                        "function %s: \"usage\" counts \"%s\", which is no register file of %s", fn->name, key,
                        fn->module->target->name);
      status = VL_INVALID;
    }
  }
  json_decref(actual);
  return status;
}

static vl_status read_entry(void *ctx, const vl_json_doc *doc, uint32_t f, json_t *obj, json_t *assign,
                            vl_diags *diags) {
  reader *r = ctx;
  const vl_function *fn = &r->module->functions[f];
  vl_assignment *out = r->assignments[f] = vl_assignment_new(fn, r->arena);
  vl_status status = VL_OK;
  const char *key;
  json_t *value;
  json_object_foreach(assign, key, value) {
    uint32_t v;
    if (!vl_vreg_by_spelling(fn, key, &v) || !fn->vregs[v].used) {
      vl_json_error_pos(doc, diags, vl_json_key_pos(doc, assign, key), VL_CAT_SYNTAX,
                        "\"%s\" is not a virtual register of function %s", key, fn->name);
      status = VL_INVALID;
      continue;
    }
    const char *text = json_string_value(value);
    vl_physreg reg;
    if (!text || !vl_target_parse_physreg_asm(fn->module->target, text, strlen(text), &reg)) {
      vl_json_error_pos(doc, diags, vl_json_value_pos(doc, assign, key), VL_CAT_SYNTAX,
                        "function %s: the register given for %s is not a %s register name", fn->name, key,
                        fn->module->target->name);
      status = VL_INVALID;
      continue;
    }
    out->reg[v] = reg;
  }
  vl_status usage = check_usage(doc, fn, obj, out, diags);
  return usage > status ? usage : status;
}

/* Reads a loaded (or failed) document and frees it. */
static vl_status read_doc(vl_json_doc *doc, vl_status loaded, const vl_module *module, vl_assignment **assignments,
                          vl_arena *arena, vl_diags *diags) {
  vl_status status = loaded;
  if (loaded == VL_OK) {
    static const char *const mir_keys[] = {"function", "target", "allocator", "assign", "usage", NULL};
    static const char *const sass_keys[] = {"function", "target", "allocator", "assign", "usage", "moves", NULL};
    reader r = {module, assignments, arena};
    bool sass = module->target->ops->syntax == VL_SYNTAX_SASS;
    status = vl_assignment_json_walk(doc, module, sass ? sass_keys : mir_keys, read_entry, &r, diags);
  }
  vl_json_doc_free(doc);
  return status;
}

/* Repeated keys are read (jansson keeps the last) and reported by the walk, each with its function. */
vl_status vl_assignment_read_json(const char *path, const vl_module *module, vl_assignment **assignments,
                                  vl_arena *arena, vl_diags *diags) {
  vl_json_doc doc;
  vl_status loaded = vl_json_load(path, 0, VL_CAT_SYNTAX, &doc, diags);
  return read_doc(&doc, loaded, module, assignments, arena, diags);
}

vl_status vl_assignment_read_json_text(const char *name, const char *text, size_t len, const vl_module *module,
                                       vl_assignment **assignments, vl_arena *arena, vl_diags *diags) {
  vl_json_doc doc;
  vl_status loaded = vl_json_load_text(name, text, len, 0, VL_CAT_SYNTAX, &doc, diags);
  return read_doc(&doc, loaded, module, assignments, arena, diags);
}

static json_t *function_json(const vl_function *fn, const vl_assignment *a) {
  const vl_target *t = fn->module->target;
  json_t *obj = json_object(), *assign = json_object();
  json_object_set_new(obj, "function", json_string(fn->name));
  json_object_set_new(obj, "target", json_string(t->name));
  if (a->allocator) json_object_set_new(obj, "allocator", json_string(a->allocator));
  for (uint32_t v = 0; v < a->num_vregs; v++) {
    char key[256], reg[64];
    if (!a->reg[v].count || !vl_target_physreg_asm(t, a->reg[v], reg, sizeof reg)) continue;
    vl_vreg_spelling(fn, v, key, sizeof key);
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
