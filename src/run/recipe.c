/* Launch recipes (see recipe.h). */
#include "recipe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_TOKENS = 12, MAX_NAMES = 96 };

typedef struct reader {
  const char *path;
  vl_diags *diags;
  uint32_t line;
  const char *tokens[MAX_TOKENS];
  uint32_t lengths[MAX_TOKENS], columns[MAX_TOKENS];
  uint32_t count;
  char token_text[MAX_TOKENS][128];   /* NUL-terminated copies */
  vl_recipe_name names[MAX_NAMES];
  vl_recipe_scope scope;
  bool failed;
} reader;

static bool error_at(reader *r, uint32_t token, const char *fmt, const char *detail) {
  char msg[384];
  snprintf(msg, sizeof msg, fmt, detail ? detail : "");
  vl_diag_add(r->diags, r->path, r->line, token < r->count ? r->columns[token] : 1, VL_CAT_NONE, "%s", msg);
  r->failed = true;
  return false;
}

static const struct {
  const char *name;
  vl_elem_type type;
} type_names[] = {
    {"i8", VL_ELEM_I8},      {"u8", VL_ELEM_U8},          {"i16", VL_ELEM_I16},   {"u16", VL_ELEM_U16},
    {"i32", VL_ELEM_I32},    {"u32", VL_ELEM_U32},        {"i64", VL_ELEM_I64},   {"u64", VL_ELEM_U64},
    {"f16", VL_ELEM_F16},    {"bf16", VL_ELEM_BF16},      {"f32", VL_ELEM_F32},   {"f64", VL_ELEM_F64},
    {"char", VL_ELEM_I8},    {"uchar", VL_ELEM_U8},       {"short", VL_ELEM_I16}, {"ushort", VL_ELEM_U16},
    {"int", VL_ELEM_I32},    {"uint", VL_ELEM_U32},       {"long", VL_ELEM_I64},  {"ulong", VL_ELEM_U64},
    {"half", VL_ELEM_F16},   {"float", VL_ELEM_F32},      {"double", VL_ELEM_F64},
};

size_t vl_elem_size(vl_elem_type t) {
  static const size_t sizes[] = {1, 1, 2, 2, 4, 4, 8, 8, 2, 2, 4, 8};
  return sizes[t];
}

bool vl_elem_is_float(vl_elem_type t) { return t >= VL_ELEM_F16; }

static bool add_name(reader *r, const char *name, size_t name_len, const char *text, size_t text_len) {
  if (r->scope.count == MAX_NAMES) return error_at(r, 0, "more names than a recipe may hold%s", NULL);
  if (name_len >= sizeof r->names[0].name || text_len >= sizeof r->names[0].text)
    return error_at(r, 1, "a name or value longer than 31 characters%s", NULL);
  vl_recipe_name *n = &r->names[r->scope.count++];
  memcpy(n->name, name, name_len), n->name[name_len] = 0;
  memcpy(n->text, text, text_len), n->text[text_len] = 0;
  return true;
}

static bool eval(reader *r, uint32_t token, int64_t *out) {
  char why[256];
  if (vl_recipe_eval(r->token_text[token], &r->scope, out, why, sizeof why)) return true;
  return error_at(r, token, "%s", why);
}

/* A number of a range: a real where it has a '.' or an exponent, else an integer expression. */
static bool number(reader *r, uint32_t token, double *out) {
  const char *t = r->token_text[token];
  if (strpbrk(t, ".eE") && !strpbrk(t, "_(")) {
    char *end;
    *out = strtod(t, &end);
    if (end != t && !*end) return true;
  }
  int64_t v;
  if (!eval(r, token, &v)) return false;
  *out = (double)v;
  return true;
}

static bool elem_type(reader *r, uint32_t token, vl_elem_type *out) {
  const char *t = r->token_text[token];
  const char *value = vl_recipe_lookup(&r->scope, t, strlen(t));
  if (value) t = value;   /* a parameter naming a type: T float */
  for (size_t i = 0; i < sizeof type_names / sizeof *type_names; i++)
    if (!strcmp(type_names[i].name, t)) return *out = type_names[i].type, true;
  return error_at(r, token, "unknown element type '%s'", t);
}

static bool expect_tokens(reader *r, uint32_t at_least, uint32_t at_most, const char *usage) {
  if (r->count >= at_least && r->count <= at_most) return true;
  return error_at(r, 0, "expected: %s", usage);
}

static vl_launch_arg *new_arg(reader *r, vl_launch_plan *plan) {
  if (plan->num_args == VL_RECIPE_MAX_ARGS) return error_at(r, 0, "more parameters than a kernel may have here%s", NULL), NULL;
  vl_launch_arg *a = &plan->args[plan->num_args++];
  *a = (vl_launch_arg){.line = r->line};
  if (strlen(r->token_text[1]) >= sizeof a->name) return error_at(r, 1, "a parameter name longer than 31 characters%s", NULL), NULL;
  strcpy(a->name, r->token_text[1]);
  return a;
}

static bool buffer_line(reader *r, vl_launch_plan *plan) {
  if (!expect_tokens(r, 5, 7, "buffer NAME TYPE COUNT GEN [ARGS]")) return false;
  vl_launch_arg *a = new_arg(r, plan);
  int64_t count;
  if (!a || !elem_type(r, 2, &a->type) || !eval(r, 3, &count)) return false;
  if (count < 1 || count > (int64_t)1 << 32) return error_at(r, 3, "a buffer of %s elements (1 to 2^32)", r->token_text[3]);
  a->is_buffer = true;
  a->count = (uint64_t)count;
  static const struct {
    const char *name;
    vl_fill fill;
    uint32_t args;
  } fills[] = {{"zero", VL_FILL_ZERO, 0},   {"fill", VL_FILL_CONST, 1}, {"uniform", VL_FILL_UNIFORM, 2},
               {"int", VL_FILL_INT, 2},     {"iota", VL_FILL_IOTA, 0},  {"below", VL_FILL_BELOW, 0},
               {"rowptr", VL_FILL_ROWPTR, 1}, {"bits", VL_FILL_BITS, 2}};
  for (size_t f = 0; f < sizeof fills / sizeof *fills; f++) {
    if (strcmp(fills[f].name, r->token_text[4])) continue;
    if (r->count != 5 + fills[f].args) return error_at(r, 4, "'%s' takes another number of arguments", fills[f].name);
    a->fill = fills[f].fill;
    if (fills[f].args >= 1 && !number(r, 5, &a->lo)) return false;
    if (fills[f].args == 2 && !number(r, 6, &a->hi)) return false;
    if (fills[f].args == 2 && a->hi < a->lo && a->fill != VL_FILL_BITS) return error_at(r, 6, "an empty range%s", NULL);
    return true;
  }
  return error_at(r, 4, "unknown fill '%s' (zero, fill, uniform, int, iota, below, rowptr, bits)", r->token_text[4]);
}

static bool scalar_line(reader *r, vl_launch_plan *plan) {
  if (!expect_tokens(r, 4, 4, "scalar NAME TYPE VALUE")) return false;
  vl_launch_arg *a = new_arg(r, plan);
  double v;
  if (!a || !elem_type(r, 2, &a->type) || !number(r, 3, &v)) return false;
  switch (a->type) {
  case VL_ELEM_F32: { float f = (float)v; memcpy(a->value, &f, 4); break; }
  case VL_ELEM_F64: memcpy(a->value, &v, 8); break;
  case VL_ELEM_F16: case VL_ELEM_BF16: return error_at(r, 2, "a 16-bit float scalar%s is not supported", NULL);
  default: {
    int64_t i = (int64_t)v;
    memcpy(a->value, &i, vl_elem_size(a->type));   /* little-endian: the low bytes */
  }
  }
  return true;
}

static void tokenize(reader *r, const char *b, const char *e) {
  r->count = 0;
  const char *hash = memchr(b, '#', (size_t)(e - b));
  if (hash) e = hash;
  for (const char *p = b; p < e;) {
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\r')) p++;
    if (p == e) break;
    const char *s = p;
    while (p < e && *p != ' ' && *p != '\t' && *p != '\r') p++;
    if (r->count == MAX_TOKENS) {
      error_at(r, MAX_TOKENS - 1, "too many words on a line%s", NULL);
      return;
    }
    uint32_t k = r->count++;
    r->tokens[k] = s, r->lengths[k] = (uint32_t)(p - s), r->columns[k] = (uint32_t)(s - b) + 1;
    size_t n = r->lengths[k] < sizeof r->token_text[k] - 1 ? r->lengths[k] : sizeof r->token_text[k] - 1;
    memcpy(r->token_text[k], s, n), r->token_text[k][n] = 0;
  }
}

vl_status vl_recipe_plan(const char *path, const char *text, const char *kernel, const char *const *params,
                         uint32_t num_params, vl_launch_plan *plan, vl_diags *diags) {
  reader *r = calloc(1, sizeof *r);
  if (!r) abort();
  r->path = path, r->diags = diags, r->scope.names = r->names;
  *plan = (vl_launch_plan){0};
  for (uint32_t i = 0; i < num_params && !r->failed; i++) {
    const char *eq = strchr(params[i], '=');
    if (!eq || eq == params[i]) {
      vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "a parameter '%s' that is not NAME=VALUE", params[i]);
      r->failed = true;
      break;
    }
    add_name(r, params[i], (size_t)(eq - params[i]), eq + 1, strlen(eq + 1));
  }
  enum { BEFORE_ANY, OURS, ANOTHER } section = BEFORE_ANY;
  bool found = false, has_grid = false, has_block = false;
  for (const char *p = text; *p && !r->failed;) {
    const char *e = strchr(p, '\n');
    if (!e) e = p + strlen(p);
    r->line++;
    tokenize(r, p, e);
    p = *e ? e + 1 : e;
    if (r->failed || !r->count) continue;
    const char *word = r->token_text[0];
    if (!strcmp(word, "kernel")) {
      if (!expect_tokens(r, 2, 2, "kernel NAME")) break;
      section = strcmp(r->token_text[1], kernel) ? ANOTHER : OURS;
      if (section == OURS && found) error_at(r, 1, "a second section for kernel %s", kernel);
      found |= section == OURS;
      continue;
    }
    if (!strcmp(word, "default") || !strcmp(word, "let")) {
      if (!expect_tokens(r, 3, 3, !strcmp(word, "let") ? "let NAME EXPR" : "default NAME VALUE")) break;
      if (section == ANOTHER) continue;
      if (vl_recipe_lookup(&r->scope, r->token_text[1], r->lengths[1]) && !strcmp(word, "default")) continue;
      const char *t = r->token_text[2];
      bool word_value = (*t >= 'a' && *t <= 'z') || (*t >= 'A' && *t <= 'Z');
      for (const char *q = t; *q && word_value; q++) word_value = (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_';
      if (!strcmp(word, "default") && word_value && !vl_recipe_lookup(&r->scope, t, strlen(t))) {
        add_name(r, r->token_text[1], r->lengths[1], t, strlen(t));   /* a type or another word: float */
        continue;
      }
      int64_t v;
      char value[32];
      if (!eval(r, 2, &v)) break;
      snprintf(value, sizeof value, "%lld", (long long)v);
      add_name(r, r->token_text[1], r->lengths[1], value, strlen(value));
      continue;
    }
    static const char *const section_words[] = {"grid", "block", "buffer", "scalar", "unordered"};
    bool known = false;
    for (size_t w = 0; w < sizeof section_words / sizeof *section_words; w++) known |= !strcmp(word, section_words[w]);
    if (!known) {
      error_at(r, 0, "unknown line '%s' (default, let, kernel, grid, block, buffer, scalar, unordered)", word);
      break;
    }
    if (section == BEFORE_ANY) {
      error_at(r, 0, "'%s' outside a kernel section", word);
      break;
    }
    if (section == ANOTHER) continue;
    if (!strcmp(word, "grid") || !strcmp(word, "block")) {
      if (!expect_tokens(r, 4, 4, !strcmp(word, "grid") ? "grid X Y Z" : "block X Y Z")) break;
      uint32_t *dims = !strcmp(word, "grid") ? plan->grid : plan->block;
      for (uint32_t d = 0; d < 3 && !r->failed; d++) {
        int64_t v;
        if (!eval(r, 1 + d, &v)) break;
        if (v < 1 || v > (d == 0 ? 0x7fffffffLL : 65535)) error_at(r, 1 + d, "a dimension out of range: %s", r->token_text[1 + d]);
        dims[d] = (uint32_t)v;
      }
      *(!strcmp(word, "grid") ? &has_grid : &has_block) = true;
    } else if (!strcmp(word, "buffer")) buffer_line(r, plan);
    else if (!strcmp(word, "scalar")) scalar_line(r, plan);
    else if (expect_tokens(r, 2, 2, "unordered NAME")) {
      uint32_t a = 0;
      while (a < plan->num_args && strcmp(plan->args[a].name, r->token_text[1])) a++;
      if (a == plan->num_args || !plan->args[a].is_buffer) error_at(r, 1, "no buffer '%s' above", r->token_text[1]);
      else plan->args[a].unordered = true;
    }
  }
  if (!r->failed && !found)
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "no section for kernel %s (a 'kernel %s' line)", kernel, kernel), r->failed = true;
  else if (!r->failed && (!has_grid || !has_block))
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "kernel %s has no %s line", kernel, has_grid ? "block" : "grid"), r->failed = true;
  else if (!r->failed && (uint64_t)plan->block[0] * plan->block[1] * plan->block[2] > 1024)
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "kernel %s: a block of more than 1024 threads", kernel), r->failed = true;
  if (!r->failed) snprintf(plan->kernel, sizeof plan->kernel, "%s", kernel);
  bool failed = r->failed;
  free(r);
  return failed ? VL_BAD_INPUT : VL_OK;
}
