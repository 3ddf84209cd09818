/* Launch bounds from PTX (see ptx_bounds.h). A small tokenizer (comments,
 * words, numbers, punctuation) is enough: the directives sit between an
 * entry's parameter list and its body's opening brace. */
#include "ptx_bounds.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/file.h"

typedef struct ptx_tok {
  size_t begin, end;   /* byte offsets; begin == end at the end of the text */
} ptx_tok;

typedef struct ptx_ctx {
  const char *path, *text;
  size_t len, pos;
  vl_diags *diags;
} ptx_ctx;

static bool is_word(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         c == '.' || c == '%';
}

static void skip_space_and_comments(ptx_ctx *c) {
  while (c->pos < c->len) {
    char ch = c->text[c->pos];
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') c->pos++;
    else if (ch == '/' && c->pos + 1 < c->len && c->text[c->pos + 1] == '/') {
      while (c->pos < c->len && c->text[c->pos] != '\n') c->pos++;
    } else if (ch == '/' && c->pos + 1 < c->len && c->text[c->pos + 1] == '*') {
      size_t p = c->pos + 2;
      while (p + 1 < c->len && !(c->text[p] == '*' && c->text[p + 1] == '/')) p++;
      c->pos = p + 1 < c->len ? p + 2 : c->len;
    } else break;
  }
}

/* The next token: a word (identifier, directive, number), a string, or one character. */
static ptx_tok next(ptx_ctx *c) {
  skip_space_and_comments(c);
  ptx_tok t = {c->pos, c->pos};
  if (c->pos >= c->len) return t;
  if (c->text[c->pos] == '"') {
    const char *end = memchr(c->text + c->pos + 1, '"', c->len - c->pos - 1);
    c->pos = end ? (size_t)(end - c->text) + 1 : c->len;
  } else if (is_word(c->text[c->pos])) {
    while (c->pos < c->len && is_word(c->text[c->pos])) c->pos++;
  } else {
    c->pos++;
  }
  t.end = c->pos;
  return t;
}

static bool tok_is(const ptx_ctx *c, ptx_tok t, const char *s) {
  size_t n = strlen(s);
  return t.end - t.begin == n && !memcmp(c->text + t.begin, s, n);
}

static vl_status error_at(ptx_ctx *c, size_t offset, const char *message) {
  uint32_t line = 1, col = 1;
  for (size_t i = 0; i < offset && i < c->len; i++) {
    if (c->text[i] == '\n') line++, col = 1;
    else col++;
  }
  vl_diag_add(c->diags, c->path, line, col, VL_CAT_NONE, "%s", message);
  return VL_BAD_INPUT;
}

static vl_status expect_number(ptx_ctx *c, const char *directive, uint32_t max, uint32_t *out) {
  ptx_tok t = next(c);
  char buf[32];
  size_t n = t.end - t.begin;
  char message[96];
  snprintf(message, sizeof message, "%s needs a positive integer here", directive);
  if (n == 0 || n >= sizeof buf || c->text[t.begin] < '0' || c->text[t.begin] > '9') return error_at(c, t.begin, message);
  memcpy(buf, c->text + t.begin, n);
  buf[n] = 0;
  char *end;
  errno = 0;
  unsigned long v = strtoul(buf, &end, 0);   /* PTX integers: decimal, 0x hex, 0 octal */
  if (*end || errno || v == 0 || v > max) {
    snprintf(message, sizeof message, "%s %s is not a usable value (1 to %u)", directive, buf, max);
    return error_at(c, t.begin, message);
  }
  *out = (uint32_t)v;
  return VL_OK;
}

/* `.maxntid x[, y[, z]]`: the product is the block's thread count (at most 1024 on every target). */
static vl_status read_threads(ptx_ctx *c, const char *directive, uint32_t *threads) {
  uint32_t product = 1;
  for (int dim = 0; dim < 3; dim++) {
    uint32_t v;
    size_t at = c->pos;
    vl_status s = expect_number(c, directive, 1024, &v);
    if (s != VL_OK) return s;
    if (product * v > 1024) return error_at(c, at, "more than 1024 threads per block");
    product *= v;
    size_t save = c->pos;
    if (dim == 2 || !tok_is(c, next(c), ",")) {
      c->pos = save;
      break;
    }
  }
  *threads = product;
  return VL_OK;
}

/* The directives after the entry's parameter list, up to its body; *declared: it ended in `;` (a
 * declaration: the bounds come with the definition). */
static vl_status read_directives(ptx_ctx *c, vl_function *fn, bool *declared) {
  fn->flat_workgroup_max = 0, fn->min_blocks_per_sm = 0, fn->max_regs_directive = 0;
  *declared = false;
  for (;;) {
    size_t at = c->pos;
    ptx_tok t = next(c);
    vl_status s = VL_OK;
    if (t.begin == t.end) return error_at(c, at, "the .entry has no body");
    if (tok_is(c, t, "{")) return VL_OK;
    if (tok_is(c, t, ";")) return *declared = true, VL_OK;
    if (tok_is(c, t, ".maxntid") || tok_is(c, t, ".reqntid"))
      s = read_threads(c, tok_is(c, t, ".maxntid") ? ".maxntid" : ".reqntid", &fn->flat_workgroup_max);
    else if (tok_is(c, t, ".minnctapersm")) s = expect_number(c, ".minnctapersm", 64, &fn->min_blocks_per_sm);
    else if (tok_is(c, t, ".maxnreg")) s = expect_number(c, ".maxnreg", 255, &fn->max_regs_directive);
    else if (tok_is(c, t, ".pragma")) {   /* .pragma "..." ; */
      while (t.begin != t.end && !tok_is(c, t, ";")) t = next(c);
    } else if (c->text[t.begin] != '.' || tok_is(c, t, ".entry") || tok_is(c, t, ".func"))
      return error_at(c, t.begin, "unexpected text between the .entry's parameters and its body");
    if (s != VL_OK) return s;   /* other directives (.maxclusterrank, .noreturn, ...) do not bound registers */
  }
}

/* Bytes of a PTX scalar type (.b8 ... .f64, .pred 0), 0 when not one. */
static uint32_t type_bytes(const ptx_ctx *c, ptx_tok t) {
  static const struct { const char *name; uint32_t bytes; } types[] = {
      {".b8", 1}, {".u8", 1}, {".s8", 1},   {".b16", 2}, {".u16", 2}, {".s16", 2}, {".f16", 2}, {".bf16", 2},
      {".b32", 4}, {".u32", 4}, {".s32", 4}, {".f32", 4}, {".f16x2", 4}, {".b64", 8}, {".u64", 8}, {".s64", 8},
      {".f64", 8}, {".b128", 16}};
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (tok_is(c, t, types[i].name)) return types[i].bytes;
  return 0;
}

/* One `.shared` declaration, its `.shared` read: `[.align A] [.vN] .TYPE name[N]...;`. Its bytes
 * (an unsized `[]` array, dynamic shared memory, counts 0), alignment and name. */
static uint32_t shared_declaration(ptx_ctx *c, ptx_tok *name, uint32_t *align) {
  uint32_t elem = 0, count = 1, vector = 1;
  *align = 1;
  *name = (ptx_tok){0, 0};
  for (ptx_tok t = next(c); t.begin != t.end && !tok_is(c, t, ";") && !tok_is(c, t, "{") && !tok_is(c, t, "}");
       t = next(c)) {
    if (tok_is(c, t, ".align")) {
      ptx_tok v = next(c);
      *align = (uint32_t)strtoul(c->text + v.begin, NULL, 0);
    } else if (tok_is(c, t, ".v2") || tok_is(c, t, ".v4")) {
      vector = c->text[t.begin + 2] - '0';
    } else if (type_bytes(c, t)) {
      elem = type_bytes(c, t);
    } else if (tok_is(c, t, "[")) {
      ptx_tok v = next(c);
      if (tok_is(c, v, "]")) count = 0;   /* extern: sized at launch */
      else count *= (uint32_t)strtoul(c->text + v.begin, NULL, 0), next(c);
    } else if (c->text[t.begin] != '.' && !name->end) {
      *name = t;
    }
  }
  if (!*align) *align = 1;
  return elem * vector * count;
}

/* Does the text [begin, end) name `name` as a whole word? */
static bool names(const ptx_ctx *c, size_t begin, size_t end, ptx_tok name) {
  size_t n = name.end - name.begin;
  for (size_t p = begin; n && p + n <= end; p++)
    if (!memcmp(c->text + p, c->text + name.begin, n) && !is_word(c->text[p + n]) && (p == 0 || !is_word(c->text[p - 1])))
      return true;
  return false;
}

/* The entry's static shared memory, its body starting at c->pos: the `.shared` variables it
 * declares and the module-scope ones it names (ptxas gives a kernel those it uses), laid out as
 * ptxas lays them out, in the file's order, each at its alignment. Sets fn->shared_bytes. */
static void read_shared(ptx_ctx *c, vl_function *fn) {
  size_t body = c->pos, body_end = c->len;
  for (int depth = 1; depth > 0;) {
    ptx_tok t = next(c);
    if (t.begin == t.end) break;
    if (tok_is(c, t, "{")) depth++;
    else if (tok_is(c, t, "}") && --depth == 0) body_end = t.begin;
  }
  size_t after = c->pos;
  uint32_t offset = 0;
  int depth = 0;
  c->pos = 0;
  for (ptx_tok t = next(c); t.begin != t.end; t = next(c)) {
    if (tok_is(c, t, "{")) depth++;
    else if (tok_is(c, t, "}")) depth--;
    else if (tok_is(c, t, ".shared") && (depth == 0 || (t.begin > body && t.begin < body_end))) {
      ptx_tok name;
      uint32_t align, bytes = shared_declaration(c, &name, &align);
      /* `ld.shared` and friends are one token: a declaration has a name */
      if (name.end && (depth > 0 || names(c, body, body_end, name))) offset = (offset + align - 1) / align * align + bytes;
    }
  }
  c->pos = after;
  fn->shared_bytes = offset;
}

/* Steps past the parameter list "( ... )" when one follows. */
static vl_status skip_params(ptx_ctx *c) {
  size_t save = c->pos;
  if (!tok_is(c, next(c), "(")) {
    c->pos = save;
    return VL_OK;
  }
  for (;;) {
    ptx_tok t = next(c);
    if (t.begin == t.end) return error_at(c, save, "the .entry's parameter list is not closed");
    if (tok_is(c, t, ")")) return VL_OK;
  }
}

/* The bounds of fn's `.entry` definition. A `.func` of that name (a subroutine ptxas gave a section
 * of its own) has no launch bounds. */
static vl_status apply_one(ptx_ctx *c, vl_function *fn) {
  c->pos = 0;
  for (ptx_tok t = next(c); t.begin != t.end; t = next(c)) {
    bool entry = tok_is(c, t, ".entry");
    if (!entry && !tok_is(c, t, ".func")) continue;
    if (!tok_is(c, next(c), fn->name)) continue;
    if (!entry) return fn->flat_workgroup_max = fn->min_blocks_per_sm = fn->max_regs_directive = 0, VL_OK;
    bool declared;
    vl_status s = skip_params(c);
    if (s == VL_OK) s = read_directives(c, fn, &declared);
    if (s == VL_OK && !declared) read_shared(c, fn);
    if (s != VL_OK || !declared) return s;
  }
  vl_diag_add(c->diags, c->path, 0, 0, VL_CAT_NONE, "no .entry %s in this PTX (the SASS function's launch bounds)",
              fn->name);
  return VL_BAD_INPUT;
}

vl_status vl_ptx_apply_bounds_text(const char *path, const char *text, size_t len, vl_module *m, vl_diags *diags) {
  ptx_ctx c = {.path = path, .text = text, .len = len, .diags = diags};
  for (uint32_t f = 0; f < m->num_functions; f++) {
    vl_status s = apply_one(&c, &m->functions[f]);
    if (s != VL_OK) return s;
  }
  return VL_OK;
}

vl_status vl_ptx_apply_bounds(const char *path, vl_module *m, vl_diags *diags) {
  size_t len;
  char *text = vl_read_file(path, &len);
  if (!text) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read: %s", strerror(errno));
    return errno == ENOMEM ? VL_TOOL_ERROR : VL_BAD_INPUT;
  }
  vl_status s = vl_ptx_apply_bounds_text(path, text, len, m, diags);
  free(text);
  return s;
}
