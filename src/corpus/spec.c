/* Corpus specification loading and grid expansion (see spec.h). */
#include "spec.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../base/json.h"

const char *const vl_corpus_target_names[VL_CORPUS_NUM_TARGETS] = {"gfx90a", "gfx942", "gfx1100", "sm_89", "sm_90"};

int vl_corpus_target_index(const char *name) {
  for (int t = 0; t < VL_CORPUS_NUM_TARGETS; t++)
    if (!strcmp(name, vl_corpus_target_names[t])) return t;
  return -1;
}

/* A grid bigger than this is a typo, not a corpus. */
#define VL_MAX_GRID_POINTS 100000u
#define VL_MAX_PARAMS 16

typedef struct loader {
  vl_corpus_spec *spec;
  vl_json_doc doc;
  vl_diags *diags;
  VL_VEC(vl_corpus_variant) variants;   /* of the family being loaded */
  const char *param_order[VL_MAX_PARAMS];   /* the family's parameters, by first appearance */
  uint32_t num_param_order;
} loader;

#define fail(l, needle, ...) \
  (vl_json_error(&(l)->doc, (l)->diags, NULL, (needle), VL_CAT_NONE, __VA_ARGS__), false)

static bool is_identifier(const char *s, bool lower_only) {
  if (!*s || (*s >= '0' && *s <= '9')) return false;
  for (; *s; s++) {
    bool ok = (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_' ||
              (!lower_only && *s >= 'A' && *s <= 'Z');
    if (!ok) return false;
  }
  return true;
}

/* Values go on a command line and into file names: letters, digits, '_' and '-' only. */
static bool is_plain_value(const char *s) {
  if (!*s) return false;
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_' || *s == '-'))
      return false;
  return true;
}

/* "key", with its quotes: what to look for in the text to locate a key. */
static const char *quoted(char buf[static 300], const char *key) {
  snprintf(buf, 300, "\"%s\"", key);
  return buf;
}

static bool only_keys(loader *l, json_t *obj, const char *const *allowed, const char *what) {
  const char *key;
  json_t *value;
  char nb[300];
  json_object_foreach(obj, key, value) {
    bool known = false;
    for (const char *const *a = allowed; *a; a++) known |= !strcmp(key, *a);
    if (!known) return fail(l, quoted(nb, key), "unknown key \"%s\" in %s", key, what);
  }
  return true;
}

static int param_slot(loader *l, const char *name) {
  for (uint32_t i = 0; i < l->num_param_order; i++)
    if (!strcmp(l->param_order[i], name)) return (int)i;
  if (l->num_param_order == VL_MAX_PARAMS) return -1;
  l->param_order[l->num_param_order] = vl_arena_strndup(&l->spec->arena, name, strlen(name));
  return (int)l->num_param_order++;
}

/* Checks one grid's "params" and registers their names; returns the number of grid points (0 on error). */
static uint64_t check_params(loader *l, json_t *params) {
  if (!json_is_object(params) || !json_object_size(params))
    return fail(l, "\"params\"", "\"params\" must be a non-empty object of NAME: [values]");
  uint64_t points = 1;
  const char *key;
  json_t *values;
  char nb[300];
  json_object_foreach(params, key, values) {
    if (!is_identifier(key, false)) return fail(l, quoted(nb, key), "parameter \"%s\" is not a macro name", key);
    if (param_slot(l, key) < 0) return fail(l, quoted(nb, key), "more than %d parameters", VL_MAX_PARAMS);
    if (!json_is_array(values) || !json_array_size(values))
      return fail(l, quoted(nb, key), "parameter \"%s\" needs a non-empty array of values", key);
    size_t i;
    json_t *v;
    json_array_foreach(values, i, v) {
      if (json_is_integer(v)) continue;
      if (!json_is_string(v) || !is_plain_value(json_string_value(v)))
        return fail(l, quoted(nb, key),
                    "value %zu of \"%s\" must be an integer or a string of letters, digits, '_' and '-'", i + 1, key);
    }
    points *= json_array_size(values);
    if (points > VL_MAX_GRID_POINTS) return fail(l, quoted(nb, key), "the grid has more than %u points", VL_MAX_GRID_POINTS);
  }
  return points;
}

static uint32_t check_targets(loader *l, json_t *targets) {
  if (!targets) return (1u << VL_CORPUS_NUM_TARGETS) - 1;
  if (!json_is_array(targets) || !json_array_size(targets))
    return fail(l, "\"targets\"", "\"targets\" must be a non-empty array of target names");
  uint32_t mask = 0;
  size_t i;
  json_t *t;
  char nb[300];
  json_array_foreach(targets, i, t) {
    int index = json_is_string(t) ? vl_corpus_target_index(json_string_value(t)) : -1;
    if (index < 0)
      return fail(l, json_is_string(t) ? quoted(nb, json_string_value(t)) : "\"targets\"",
                  "unknown target %s%s%s in \"targets\" (known: gfx90a, gfx942, gfx1100, sm_89, sm_90)",
                  json_is_string(t) ? "\"" : "", json_is_string(t) ? json_string_value(t) : "(not a string)",
                  json_is_string(t) ? "\"" : "");
    mask |= 1u << index;
  }
  return mask;
}

static const char *value_text(vl_arena *arena, json_t *v, bool *is_int) {
  *is_int = json_is_integer(v);
  if (*is_int) return vl_arena_printf(arena, "%lld", (long long)json_integer_value(v));
  return vl_arena_strndup(arena, json_string_value(v), strlen(json_string_value(v)));
}

/* Adds the variant whose value indices are `pick` (one per parameter of `params`). */
static void add_point(loader *l, const vl_corpus_family *family, json_t *params, const size_t *pick,
                      uint32_t targets) {
  vl_arena *arena = &l->spec->arena;
  vl_corpus_param by_slot[VL_MAX_PARAMS] = {{0}};
  const char *key;
  json_t *values;
  size_t k = 0;
  json_object_foreach(params, key, values) {
    int slot = param_slot(l, key);
    by_slot[slot].name = l->param_order[slot];
    by_slot[slot].value = value_text(arena, json_array_get(values, pick[k++]), &by_slot[slot].is_int);
  }
  vl_corpus_variant v = {.family = family, .targets = targets};
  v.params = VL_NEW_ARRAY(arena, vl_corpus_param, l->num_param_order);
  size_t name_len = strlen(family->name) + 1;
  for (uint32_t s = 0; s < l->num_param_order; s++) {
    if (!by_slot[s].name) continue;
    v.params[v.num_params++] = by_slot[s];
    name_len += strlen(by_slot[s].name) + strlen(by_slot[s].value) + 2;
  }
  char *name = vl_arena_alloc(arena, name_len);
  strcpy(name, family->name);
  for (uint32_t p = 0; p < v.num_params; p++)
    strcat(strcat(strcat(strcat(name, "."), v.params[p].name), "-"), v.params[p].value);
  v.name = name;
  VL_VEC_PUSH(arena, l->variants, v);
}

static bool expand_grid(loader *l, const vl_corpus_family *family, json_t *grid) {
  static const char *const keys[] = {"targets", "params", NULL};
  if (!json_is_object(grid)) return fail(l, "\"grids\"", "each grid must be an object with \"params\"");
  if (!only_keys(l, grid, keys, "a grid")) return false;
  uint32_t targets = check_targets(l, json_object_get(grid, "targets"));
  json_t *params = json_object_get(grid, "params");
  if (!targets || !check_params(l, params)) return false;
  size_t n = json_object_size(params), pick[VL_MAX_PARAMS] = {0}, size[VL_MAX_PARAMS];
  const char *key;
  json_t *values;
  size_t k = 0;
  json_object_foreach(params, key, values) size[k++] = json_array_size(values);
  for (;;) {   /* an odometer over the value indices, last parameter fastest */
    add_point(l, family, params, pick, targets);
    size_t d = n;
    while (d > 0 && ++pick[d - 1] == size[d - 1]) pick[--d] = 0;
    if (d == 0) return true;
  }
}

static int compare_variants(const void *a, const void *b) {
  return strcmp(((const vl_corpus_variant *)a)->name, ((const vl_corpus_variant *)b)->name);
}

static const char *region_of(vl_arena *arena, const vl_corpus_variant *v) {
  const vl_corpus_family *f = v->family;
  char *text = vl_arena_printf(arena, "%s:", f->name);
  for (uint32_t r = 0; r < f->num_region; r++) {
    const char *value = "-";
    for (uint32_t p = 0; p < v->num_params; p++)
      if (!strcmp(v->params[p].name, f->region[r])) value = v->params[p].value;
    text = vl_arena_printf(arena, "%s%s%s=%s", text, r ? "," : "", f->region[r], value);
  }
  return text;
}

/* "clang_flags": {"PARAM": {"value": ["-flag", ...]}}: flags for the variants with that value. */
static bool load_flags(loader *l, vl_corpus_family *family, json_t *flags) {
  if (!flags) return true;
  vl_arena *arena = &l->spec->arena;
  if (!json_is_object(flags)) return fail(l, "\"clang_flags\"", "\"clang_flags\" must be an object of PARAM: {VALUE: [flags]}");
  VL_VEC(vl_corpus_flag) out = {0};
  const char *param, *value;
  json_t *by_value, *list;
  char nb[300];
  json_object_foreach(flags, param, by_value) {
    bool known = false;
    for (uint32_t k = 0; k < l->num_param_order; k++) known |= !strcmp(param, l->param_order[k]);
    if (!known) return fail(l, quoted(nb, param), "\"clang_flags\" names \"%s\", not a parameter of any grid", param);
    if (!json_is_object(by_value)) return fail(l, quoted(nb, param), "\"clang_flags\".\"%s\" must be an object of VALUE: [flags]", param);
    json_object_foreach(by_value, value, list) {
      size_t i;
      json_t *flag;
      if (!json_is_array(list)) return fail(l, quoted(nb, value), "the flags for %s=%s must be an array of strings", param, value);
      json_array_foreach(list, i, flag) {
        const char *text = json_string_value(flag);
        if (!text || text[0] != '-' || strchr(text, ' '))
          return fail(l, quoted(nb, value), "flag %zu for %s=%s must be a string starting with '-' without spaces", i + 1, param, value);
        vl_corpus_flag f = {vl_arena_strndup(arena, param, strlen(param)), vl_arena_strndup(arena, value, strlen(value)),
                            vl_arena_strndup(arena, text, strlen(text))};
        VL_VEC_PUSH(arena, out, f);
      }
    }
  }
  family->flags = out.data;
  family->num_flags = (uint32_t)out.len;
  return true;
}

static bool load_family(loader *l, vl_corpus_family *family, const char *file_name) {
  static const char *const keys[] = {"family", "source", "about", "region", "split", "headers", "clang_flags", "grids",
                                     NULL};
  vl_arena *arena = &l->spec->arena;
  json_t *root = l->doc.root;
  if (!json_is_object(root)) return fail(l, NULL, "a family file holds one JSON object");
  if (!only_keys(l, root, keys, "a family")) return false;
  const char *name = json_string_value(json_object_get(root, "family"));
  const char *source = json_string_value(json_object_get(root, "source"));
  if (!name || !is_identifier(name, true))
    return fail(l, "\"family\"", "\"family\" must be a name of lower-case letters, digits and '_'");
  size_t len = strlen(name);
  if (strncmp(file_name, name, len) || strcmp(file_name + len, ".json"))
    return fail(l, "\"family\"", "family \"%s\" must live in %s.json", name, name);
  if (!source || !*source || strchr(source, '/'))
    return fail(l, "\"source\"", "\"source\" must be a file name in %s", l->spec->kernels_dir);
  char *source_path = vl_arena_printf(arena, "%s/%s", l->spec->kernels_dir, source);
  struct stat st;
  if (stat(source_path, &st) || !S_ISREG(st.st_mode))
    return fail(l, "\"source\"", "source %s does not exist", source_path);
  family->name = vl_arena_strndup(arena, name, len);
  family->source = vl_arena_strndup(arena, source, strlen(source));
  const char *about = json_string_value(json_object_get(root, "about"));
  family->about = about ? vl_arena_strndup(arena, about, strlen(about)) : "";

  json_t *split = json_object_get(root, "split");
  if (split && !(json_is_string(split) && !strcmp(json_string_value(split), "test")))
    return fail(l, "\"split\"", "\"split\" can only be \"test\" (the whole family in the test split)");
  family->test_only = split != NULL;
  json_t *headers = json_object_get(root, "headers");
  const char *headers_text = json_string_value(headers);
  if (headers && !(headers_text && (!strcmp(headers_text, "system") || !strcmp(headers_text, "shim"))))
    return fail(l, "\"headers\"", "\"headers\" is \"shim\" (corpus/kernels/shim.h, the default) or \"system\" (the installed HIP, CUDA and library headers)");
  family->system_headers = headers_text && !strcmp(headers_text, "system");

  json_t *grids = json_object_get(root, "grids");
  if (!json_is_array(grids) || !json_array_size(grids))
    return fail(l, "\"grids\"", "\"grids\" must be a non-empty array");
  l->variants.len = 0;
  l->num_param_order = 0;
  size_t i;
  json_t *grid;
  json_array_foreach(grids, i, grid) if (!expand_grid(l, family, grid)) return false;

  json_t *region = json_object_get(root, "region");
  if (!json_is_array(region)) return fail(l, "\"region\"", "\"region\" must be an array of parameter names");
  family->region = VL_NEW_ARRAY(arena, const char *, json_array_size(region) + 1);
  json_t *r;
  char nb[300];
  json_array_foreach(region, i, r) {
    const char *p = json_string_value(r);
    bool known = false;
    for (uint32_t k = 0; p && k < l->num_param_order; k++) known |= !strcmp(p, l->param_order[k]);
    if (!known)
      return fail(l, p ? quoted(nb, p) : "\"region\"", "region parameter %s%s%s is not a parameter of any grid",
                  p ? "\"" : "", p ? p : "(not a string)", p ? "\"" : "");
    family->region[family->num_region++] = vl_arena_strndup(arena, p, strlen(p));
  }

  if (!load_flags(l, family, json_object_get(root, "clang_flags"))) return false;

  /* Grids may overlap: one variant, the union of their targets. */
  qsort(l->variants.data, l->variants.len, sizeof *l->variants.data, compare_variants);
  size_t kept = 0;
  for (size_t v = 0; v < l->variants.len; v++) {
    if (kept && !strcmp(l->variants.data[kept - 1].name, l->variants.data[v].name))
      l->variants.data[kept - 1].targets |= l->variants.data[v].targets;
    else
      l->variants.data[kept++] = l->variants.data[v];
  }
  l->variants.len = kept;
  return true;
}

static int compare_strings(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

vl_status vl_corpus_spec_load(const char *families_dir, const char *kernels_dir, vl_corpus_spec *spec,
                              vl_diags *diags) {
  memset(spec, 0, sizeof *spec);
  spec->kernels_dir = vl_arena_strndup(&spec->arena, kernels_dir, strlen(kernels_dir));
  DIR *dir = opendir(families_dir);
  if (!dir) {
    vl_diag_add(diags, families_dir, 0, 0, VL_CAT_NONE, "cannot open the families folder");
    return VL_BAD_INPUT;
  }
  VL_VEC(char *) names = {0};
  struct dirent *entry;
  while ((entry = readdir(dir))) {
    size_t n = strlen(entry->d_name);
    if (n > 5 && !strcmp(entry->d_name + n - 5, ".json"))
      VL_VEC_PUSH(&spec->arena, names, vl_arena_strndup(&spec->arena, entry->d_name, n));
  }
  closedir(dir);
  if (!names.len) {
    vl_diag_add(diags, families_dir, 0, 0, VL_CAT_NONE, "no family files (*.json) in the folder");
    return VL_BAD_INPUT;
  }
  qsort(names.data, names.len, sizeof *names.data, compare_strings);

  spec->families = VL_NEW_ARRAY(&spec->arena, vl_corpus_family, names.len);
  VL_VEC(vl_corpus_variant) all = {0};
  vl_status status = VL_OK;
  for (size_t i = 0; i < names.len; i++) {
    loader l = {.spec = spec, .diags = diags};
    size_t dir_len = strlen(families_dir);
    while (dir_len > 1 && families_dir[dir_len - 1] == '/') dir_len--;
    const char *path = vl_arena_printf(&spec->arena, "%.*s/%s", (int)dir_len, families_dir, names.data[i]);
    if (vl_json_load(path, JSON_REJECT_DUPLICATES, VL_CAT_NONE, &l.doc, diags) != VL_OK) {
      status = VL_BAD_INPUT;
      vl_json_doc_free(&l.doc);
      continue;
    }
    vl_corpus_family *family = &spec->families[spec->num_families];
    family->spec_path = path;
    if (load_family(&l, family, names.data[i])) {
      family->first_variant = (uint32_t)all.len;
      family->num_variants = (uint32_t)l.variants.len;
      for (size_t v = 0; v < l.variants.len; v++) VL_VEC_PUSH(&spec->arena, all, l.variants.data[v]);
      spec->num_families++;
    } else {
      status = VL_BAD_INPUT;
    }
    vl_json_doc_free(&l.doc);
  }
  spec->variants = all.data;
  spec->num_variants = (uint32_t)all.len;
  /* Variants point at their family; fix up now that the family array is final. */
  for (uint32_t f = 0; f < spec->num_families; f++)
    for (uint32_t v = 0; v < spec->families[f].num_variants; v++) {
      vl_corpus_variant *variant = &spec->variants[spec->families[f].first_variant + v];
      variant->family = &spec->families[f];
      variant->region = region_of(&spec->arena, variant);
    }
  return status;
}

void vl_corpus_spec_free(vl_corpus_spec *spec) {
  vl_arena_free(&spec->arena);
  memset(spec, 0, sizeof *spec);
}

const vl_corpus_variant *vl_corpus_spec_find(const vl_corpus_spec *spec, const char *name) {
  for (uint32_t i = 0; i < spec->num_variants; i++)
    if (!strcmp(spec->variants[i].name, name)) return &spec->variants[i];
  return NULL;
}
