/* MIR files: the YAML document stream. Needs the text of a file that
 * `llc-19 -stop-before=greedy` (or -stop-after=virtregrewriter,1) wrote for
 * AMDGPU; produces a vl_module (mir.h) with one vl_function per machine
 * function document. This file splits the documents, reads the embedded LLVM
 * IR for the target CPU and the work-group size, and owns memory and errors;
 * mir_header.c reads a function's YAML header, mir_body.c its body.
 *
 * Memory: the module arena holds the module, its text and the function array;
 * each function's blocks, instructions, operands and registers live in its own
 * arena. On any error the parse returns NULL with one diagnostic (file:line:col). */
#include "mir_parse.h"

#include "../base/file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- positions and errors ---- */

void vl_mir_where(vl_mir_ctx *ctx, uint32_t offset, uint32_t *line, uint32_t *col) {
  if (offset > ctx->len) offset = ctx->len;
  if (offset < ctx->pos_offset && offset >= ctx->pos_line_begin) {   /* earlier on the same line */
    *line = ctx->pos_line;
    *col = offset - ctx->pos_line_begin + 1;
    return;
  }
  if (offset < ctx->pos_offset) {
    ctx->pos_offset = 0;
    ctx->pos_line = 1;
    ctx->pos_line_begin = 0;
  }
  uint32_t p = ctx->pos_offset, n = ctx->pos_line, begin = ctx->pos_line_begin;
  for (;;) {
    const char *nl = memchr(ctx->text + p, '\n', offset - p);
    if (!nl) break;
    p = (uint32_t)(nl - ctx->text) + 1;
    begin = p;
    n++;
  }
  ctx->pos_offset = offset;
  ctx->pos_line = n;
  ctx->pos_line_begin = begin;
  *line = n;
  *col = offset - begin + 1;
}

static void report(vl_mir_ctx *ctx, uint32_t line, uint32_t col, const char *fmt, va_list ap) {
  ctx->failed = true;
  if (!ctx->diags) return;
  char message[512];
  vsnprintf(message, sizeof message, fmt, ap);
  if (!ctx->diag_path) ctx->diag_path = vl_arena_strndup(&ctx->diags->arena, ctx->path, strlen(ctx->path));
  vl_diag_add(ctx->diags, ctx->diag_path, line, col, VL_CAT_NONE, "%s", message);
}

bool vl_mir_error(vl_mir_ctx *ctx, uint32_t offset, const char *fmt, ...) {
  /* One diagnostic per parse: the first error is the useful one, the rest are echoes. */
  if (ctx->failed) return false;
  uint32_t line, col;
  vl_mir_where(ctx, offset, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  report(ctx, line, col, fmt, ap);
  va_end(ap);
  return false;
}

static bool error_at_line(vl_mir_ctx *ctx, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static bool error_at_line(vl_mir_ctx *ctx, uint32_t line, uint32_t col, const char *fmt, ...) {
  if (ctx->failed) return false;
  va_list ap;
  va_start(ap, fmt);
  report(ctx, line, col, fmt, ap);
  va_end(ap);
  return false;
}

const char *vl_mir_quote(vl_mir_ctx *ctx, uint32_t begin, uint32_t end) {
  static const char empty[] = "";
  if (!ctx->diags || begin >= end || end > ctx->len) return empty;
  uint32_t n = end - begin > 48 ? 48 : end - begin;
  char *s = vl_arena_alloc(&ctx->diags->arena, n + 4);
  for (uint32_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)ctx->text[begin + i];
    s[i] = c >= ' ' && c < 127 ? (char)c : '?';
  }
  if (n < end - begin) memcpy(s + n, "...", 3);
  return s;
}

/* ---- registers shared by header and body ---- */

vl_vreg *vl_mir_vreg(vl_mir_ctx *ctx, uint64_t id, uint32_t offset) {
  if (id >= VL_MIR_MAX_VREG) {
    vl_mir_error(ctx, offset, "virtual register number %llu is too large (the limit is %u)", (unsigned long long)id,
                 (unsigned)VL_MIR_MAX_VREG);
    return NULL;
  }
  while (ctx->vregs.len <= id) {
    vl_vreg fresh = {.cls = -1};
    VL_VEC_PUSH(&ctx->scratch, ctx->vregs, fresh);
  }
  return &ctx->vregs.data[id];
}

void vl_mir_note_class(vl_mir_ctx *ctx, int cls) {
  if (cls >= 0 && (ctx->target->classes[cls].files & (1u << VL_FILE_ACCUM))) ctx->fn->uses_agprs = true;
}

void vl_mir_note_physreg(vl_mir_ctx *ctx, vl_physreg reg) {
  if (reg.count && vl_target_unit_file(ctx->target, reg.unit) == VL_FILE_ACCUM) ctx->fn->uses_agprs = true;
}

bool vl_mir_set_class(vl_mir_ctx *ctx, uint32_t id, int cls, uint32_t offset) {
  vl_vreg *v = &ctx->vregs.data[id];
  vl_mir_note_class(ctx, cls);
  if (v->cls >= 0) {
    if (v->cls == cls) return true;
    return vl_mir_error(ctx, offset, "register class '%s' of %%%u disagrees with its class '%s' declared at line %u",
                        ctx->target->classes[cls].name, id, ctx->target->classes[v->cls].name, v->line);
  }
  v->cls = (int16_t)cls;
  vl_mir_where(ctx, offset, &v->line, &v->col);
  return true;
}

bool vl_mir_is_name(const vl_mir_ctx *ctx, uint32_t begin, uint32_t end) {
  for (uint32_t p = begin; p < end; p++) {
    char c = ctx->text[p];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.'))
      return false;
  }
  return begin < end;
}

bool vl_mir_physreg(vl_mir_ctx *ctx, uint32_t begin, uint32_t end, vl_physreg *out) {
  if (begin >= end) return vl_mir_error(ctx, begin, "expected a register name after '$'");
  const char *name = ctx->text + begin;
  size_t len = end - begin;
  /* wave32: `$vcc` and `$vcc_lo` are one register. vcc_hi is reserved there, LLVM itself reads
   * every implicit $vcc as $vcc_lo (SIInstrInfo::fixImplicitOperands), and its printer and parser
   * disagree on the spelling (llvm-project issue 82030): every checker sees vcc_lo. */
  if (ctx->target->wave_size == 32 && len == 3 && !memcmp(name, "vcc", 3)) name = "vcc_lo", len = 6;
  if (!vl_mir_is_name(ctx, begin, end) || !vl_target_parse_physreg(ctx->target, name, len, out))
    return vl_mir_error(ctx, begin - 1, "unknown physical register '$%s' for %s", vl_mir_quote(ctx, begin, end),
                        ctx->target->name);
  vl_mir_note_physreg(ctx, *out);
  return true;
}

/* ---- the embedded LLVM IR ---- */

/* First occurrence of needle in [begin, end), or UINT32_MAX. */
static uint32_t find(const char *text, uint32_t begin, uint32_t end, const char *needle) {
  size_t n = strlen(needle);
  while (begin + n <= end) {
    const char *hit = memchr(text + begin, needle[0], end - begin - n + 1);
    if (!hit) break;
    uint32_t at = (uint32_t)(hit - text);
    if (memcmp(hit, needle, n) == 0) return at;
    begin = at + 1;
  }
  return UINT32_MAX;
}

/* The value of "key"="value" in [begin, end): sets [*vb, *ve) and returns true if present. */
static bool string_attribute(const char *text, uint32_t begin, uint32_t end, const char *key, uint32_t *vb,
                             uint32_t *ve) {
  uint32_t at = find(text, begin, end, key);
  if (at == UINT32_MAX) return false;
  uint32_t p = at + (uint32_t)strlen(key);
  uint32_t close = p;
  while (close < end && text[close] != '"' && text[close] != '\n') close++;
  if (close >= end || text[close] != '"') return false;
  *vb = p;
  *ve = close;
  return true;
}

/* The "attributes #N = { ... }" line of the IR document, as [*lb, *le); false if absent. */
static bool attribute_group(vl_mir_ctx *ctx, uint32_t group_begin, uint32_t group_end, uint32_t *lb, uint32_t *le) {
  const vl_module *m = ctx->module;
  char key[48];
  snprintf(key, sizeof key, "attributes #%.*s = {", (int)(group_end - group_begin), ctx->text + group_begin);
  uint32_t at = find(ctx->text, m->ir_begin, m->ir_end, key);
  if (at == UINT32_MAX) return false;
  *lb = at;
  *le = vl_mir_line_end(ctx->text, m->ir_end, at);
  return true;
}

/* The target CPU: the first "target-cpu" of an attribute group. */
static bool infer_target(vl_mir_ctx *ctx, uint32_t function_doc) {
  const vl_module *m = ctx->module;
  uint32_t p = m->ir_begin;
  while (m->ir_end > m->ir_begin) {
    uint32_t at = find(ctx->text, p, m->ir_end, "attributes #");
    if (at == UINT32_MAX) break;
    uint32_t le = vl_mir_line_end(ctx->text, m->ir_end, at), vb, ve;
    if (string_attribute(ctx->text, at, le, "\"target-cpu\"=\"", &vb, &ve)) {
      ctx->target = vl_mir_is_name(ctx, vb, ve) ? vl_target_by_name(ctx->text + vb, ve - vb) : NULL;
      if (!ctx->target)
        return vl_mir_error(ctx, vb, "unknown target CPU '%s' (known: gfx90a, gfx942, gfx1100); give a target",
                            vl_mir_quote(ctx, vb, ve));
      ctx->module->target = ctx->target;
      return true;
    }
    p = le;
  }
  return vl_mir_error(ctx, function_doc,
                      "cannot infer the target: no \"target-cpu\" attribute in the LLVM IR; give a target");
}

/* "amdgpu-flat-work-group-size"="min,max" of the function's attribute group, 1024 without one. */
static bool flat_workgroup_max(vl_mir_ctx *ctx, vl_function *fn) {
  const vl_module *m = ctx->module;
  fn->flat_workgroup_max = 1024;
  if (m->ir_end <= m->ir_begin) return true;
  size_t n = strlen(fn->name);
  char *plain = vl_arena_printf(&ctx->scratch, "@%s(", fn->name);
  char *quoted = vl_arena_printf(&ctx->scratch, "@\"%s\"(", fn->name);
  uint32_t at = UINT32_MAX;
  /* The define line is the one that starts (after indentation) with "define"; the
   * name also occurs in calls. Each spelling's next occurrence is searched once. */
  uint32_t hit_plain = n ? find(ctx->text, m->ir_begin, m->ir_end, plain) : UINT32_MAX;
  uint32_t hit_quoted = n ? find(ctx->text, m->ir_begin, m->ir_end, quoted) : UINT32_MAX;
  while (hit_plain != UINT32_MAX || hit_quoted != UINT32_MAX) {
    uint32_t hit = hit_plain < hit_quoted ? hit_plain : hit_quoted;
    uint32_t lb = hit;
    while (lb > m->ir_begin && ctx->text[lb - 1] != '\n') lb--;
    lb = vl_mir_skip_blanks(ctx->text, lb, hit);
    if (hit - lb >= 7 && memcmp(ctx->text + lb, "define ", 7) == 0) {
      at = hit;
      break;
    }
    if (hit == hit_plain) hit_plain = find(ctx->text, hit + 1, m->ir_end, plain);
    else hit_quoted = find(ctx->text, hit + 1, m->ir_end, quoted);
  }
  if (at == UINT32_MAX) return true;
  /* The attribute group reference is the last "#N" of the define line. */
  uint32_t le = vl_mir_line_end(ctx->text, m->ir_end, at), gb = 0, ge = 0;
  for (uint32_t q = le; q > at; q--)
    if (ctx->text[q - 1] == '{') {
      fn->define_brace = q - 1;
      break;
    }
  for (uint32_t q = at; q < le; q++) {
    if (ctx->text[q] != '#' || q + 1 >= le || ctx->text[q + 1] < '0' || ctx->text[q + 1] > '9') continue;
    gb = q + 1;
    for (ge = gb; ge < le && ctx->text[ge] >= '0' && ctx->text[ge] <= '9'; ge++) {}
  }
  uint32_t lb, vb, ve;
  if (!gb || ge - gb > 9 || !attribute_group(ctx, gb, ge, &lb, &le)) return true;
  fn->waves_per_eu = string_attribute(ctx->text, lb, le, "\"amdgpu-waves-per-eu\"=\"", &vb, &ve);
  if (!string_attribute(ctx->text, lb, le, "\"amdgpu-flat-work-group-size\"=\"", &vb, &ve)) return true;
  uint32_t comma = vb;
  while (comma < ve && ctx->text[comma] != ',') comma++;
  uint64_t max;
  if (comma >= ve || !vl_mir_parse_u64(ctx->text, comma + 1, ve, &max) || max == 0 || max > 1024)
    return vl_mir_error(ctx, vb, "malformed \"amdgpu-flat-work-group-size\" value '%s' (expected \"min,max\")",
                        vl_mir_quote(ctx, vb, ve));
  fn->flat_workgroup_max = (uint32_t)max;
  return true;
}

/* "--- |" at `begin`: the IR is a block scalar up to a "..." or "---" line. */
static uint32_t parse_ir_doc(vl_mir_ctx *ctx, uint32_t begin) {
  vl_module *m = ctx->module;
  uint32_t p = vl_mir_line_end(ctx->text, ctx->len, begin);
  if (p < ctx->len) p++;
  while (p < ctx->len) {
    uint32_t le = vl_mir_line_end(ctx->text, ctx->len, p), te = vl_mir_trim_end(ctx->text, p, le);
    char c = ctx->text[p];
    if (te - p == 3 && memcmp(ctx->text + p, "...", 3) == 0) {
      m->ir_begin = begin;
      m->ir_end = le < ctx->len ? le + 1 : le;
      return m->ir_end;
    }
    if (te - p >= 3 && memcmp(ctx->text + p, "---", 3) == 0) {
      m->ir_begin = begin;
      m->ir_end = p;
      return p;
    }
    if (te > p && c != ' ' && c != '\t' && c != '#')
      return vl_mir_error(ctx, p, "expected an indented line of LLVM IR or '...' ending the IR document"), 0;
    p = le < ctx->len ? le + 1 : le;
  }
  return vl_mir_error(ctx, begin, "unterminated LLVM IR document: no '...' line"), 0;
}

/* ---- functions ---- */

static void reset_scratch(vl_mir_ctx *ctx) {
  vl_arena_free(&ctx->scratch);
  memset(&ctx->vregs, 0, sizeof ctx->vregs);
  memset(&ctx->instrs, 0, sizeof ctx->instrs);
  memset(&ctx->blocks, 0, sizeof ctx->blocks);
  memset(&ctx->edges, 0, sizeof ctx->edges);
  memset(&ctx->block_refs, 0, sizeof ctx->block_refs);
  memset(&ctx->ops, 0, sizeof ctx->ops);
  memset(&ctx->ties, 0, sizeof ctx->ties);
  memset(&ctx->block_liveins, 0, sizeof ctx->block_liveins);
  memset(&ctx->func_liveins, 0, sizeof ctx->func_liveins);
  memset(&ctx->block_index, 0, sizeof ctx->block_index);
  memset(&ctx->declared, 0, sizeof ctx->declared);
  memset(&ctx->listed_succs, 0, sizeof ctx->listed_succs);
  memset(&ctx->names, 0, sizeof ctx->names);
  ctx->name_slots = NULL, ctx->name_capacity = 0, ctx->named_base = 0;
  ctx->bundle_open = 0, ctx->opens_bundle = false;
}

/* Registers: every %N of the body needs a class; the table moves into the function's arena. */
static bool finish_vregs(vl_mir_ctx *ctx, vl_function *fn) {
  for (uint32_t id = 0; id < ctx->vregs.len; id++) {
    const vl_vreg *v = &ctx->vregs.data[id];
    if (v->used && v->cls < 0) {
      const vl_mir_name *n = id >= ctx->named_base && id - ctx->named_base < ctx->names.len
                                 ? &ctx->names.data[id - ctx->named_base] : NULL;
      if (n)
        return error_at_line(ctx, v->line, v->col, "virtual register %%%.*s has no register class (none at a def)",
                             (int)(n->end - n->begin), ctx->text + n->begin);
      return error_at_line(ctx, v->line, v->col,
                           "virtual register %%%u has no register class (none in 'registers:' nor at a def)", id);
    }
  }
  fn->num_vregs = (uint32_t)ctx->vregs.len;
  fn->vregs = VL_NEW_ARRAY(&fn->arena, vl_vreg, fn->num_vregs ? fn->num_vregs : 1);
  if (fn->num_vregs) memcpy(fn->vregs, ctx->vregs.data, fn->num_vregs * sizeof(vl_vreg));
  vl_mir_finish_names(ctx, fn);
  fn->num_liveins = (uint32_t)ctx->func_liveins.len;
  fn->liveins = VL_NEW_ARRAY(&fn->arena, vl_func_livein, fn->num_liveins ? fn->num_liveins : 1);
  if (fn->num_liveins) memcpy(fn->liveins, ctx->func_liveins.data, fn->num_liveins * sizeof(vl_func_livein));
  return true;
}

static uint32_t parse_function(vl_mir_ctx *ctx, uint32_t begin, vl_function *fn) {
  if (!ctx->target && !infer_target(ctx, begin)) return 0;
  fn->module = ctx->module;
  fn->doc_begin = begin;
  uint32_t col;
  vl_mir_where(ctx, begin, &fn->line, &col);
  ctx->fn = fn;
  reset_scratch(ctx);
  uint32_t next = vl_mir_parse_function_doc(ctx, begin);
  if (!next) return 0;
  if (!fn->name) return vl_mir_error(ctx, begin, "machine function document without a 'name:'"), 0;
  if (!fn->num_blocks) return vl_mir_error(ctx, begin, "function '%s' has no body (no basic blocks)", fn->name), 0;
  if (!finish_vregs(ctx, fn) || !flat_workgroup_max(ctx, fn)) return 0;
  return next;
}

static bool starts_with(const char *text, uint32_t begin, uint32_t end, const char *prefix) {
  size_t n = strlen(prefix);
  return end - begin >= n && memcmp(text + begin, prefix, n) == 0;
}

typedef VL_VEC(vl_function) function_vec;

/* One document starting at line p: the IR or a function. Returns the offset after
 * it, 0 on error. */
static uint32_t parse_document(vl_mir_ctx *ctx, uint32_t p, uint32_t te, function_vec *functions) {
  vl_module *m = ctx->module;
  uint32_t first = vl_mir_skip_blanks(ctx->text, p, te);
  if (!starts_with(ctx->text, p, te, "---"))
    return vl_mir_error(ctx, first, "expected '---' to start a YAML document, found '%s'",
                        vl_mir_quote(ctx, first, te)), 0;
  uint32_t rest = vl_mir_skip_blanks(ctx->text, p + 3, te);
  if (rest < te && (ctx->text[rest] == '|' || ctx->text[rest] == '>')) {
    if (functions->len || m->ir_end)
      return vl_mir_error(ctx, p, "the LLVM IR document must come first and only once"), 0;
    return parse_ir_doc(ctx, p);
  }
  if (rest != te || p + 3 != rest)
    return vl_mir_error(ctx, rest, "unexpected '%s' after '---'", vl_mir_quote(ctx, rest, te)), 0;
  vl_function fn = {0};
  ctx->fn_index = (uint32_t)functions->len;
  uint32_t next = parse_function(ctx, p, &fn);
  /* llc rejects a second function of one name; every reader here looks functions up by name */
  for (size_t i = 0; next && i < functions->len; i++)
    if (!strcmp(functions->data[i].name, fn.name)) {
      vl_mir_error(ctx, p, "redefinition of machine function '%s' (first at line %u)", fn.name,
                   functions->data[i].line);
      next = 0;
    }
  if (next) VL_VEC_PUSH(&m->arena, *functions, fn);
  else vl_arena_free(&fn.arena);
  return next;
}

static bool parse_documents(vl_mir_ctx *ctx) {
  vl_module *m = ctx->module;
  function_vec functions = {0};
  uint32_t p = 0;
  while (p < ctx->len) {
    uint32_t le = vl_mir_line_end(ctx->text, ctx->len, p), te = vl_mir_trim_end(ctx->text, p, le);
    uint32_t first = vl_mir_skip_blanks(ctx->text, p, te);
    if (first == te || ctx->text[first] == '#') {   /* blank lines and YAML comments between documents */
      p = le < ctx->len ? le + 1 : le;
      continue;
    }
    if (!(p = parse_document(ctx, p, te, &functions))) break;
  }
  if (!ctx->failed && !functions.len)
    vl_mir_error(ctx, ctx->len, "no machine function in the file (expected a '---' document with 'name:' and 'body:')");
  if (ctx->failed) {
    for (size_t i = 0; i < functions.len; i++) vl_arena_free(&functions.data[i].arena);
    return false;
  }
  m->functions = functions.data;
  m->num_functions = (uint32_t)functions.len;
  return true;
}

/* ---- public API ---- */

vl_module *vl_mir_parse_text(const char *path, const char *text, uint32_t len, const vl_target *target,
                             vl_diags *diags) {
  return vl_mir_parse_text_reusing(path, text, len, target, NULL, diags);
}

vl_module *vl_mir_parse_text_reusing(const char *path, const char *text, uint32_t len, const vl_target *target,
                                     const vl_mir_reuse *reuse, vl_diags *diags) {
  if (!path) path = "<input>";
  if (len == UINT32_MAX) {
    if (reuse && reuse->take_text) free((char *)text);
    if (diags) vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "input too large");
    return NULL;
  }
  vl_arena arena = {0};
  vl_module *m = VL_NEW(&arena, vl_module);
  m->arena = arena;
  m->path = vl_arena_strndup(&m->arena, path, strlen(path));
  if (reuse && reuse->take_text && text) m->text = m->owned_text = (char *)text;
  else m->text = vl_arena_strndup(&m->arena, text ? text : "", text ? len : 0);
  m->text_len = text ? len : 0;
  m->target = target;
  vl_mir_ctx ctx = {.path = m->path, .text = m->text, .len = m->text_len, .diags = diags, .module = m,
                    .target = target, .pos_line = 1, .reuse = reuse};
  bool ok = parse_documents(&ctx);
  vl_arena_free(&ctx.scratch);
  if (!ok) {
    /* The functions were freed by parse_documents; only the module arena is left. */
    m->num_functions = 0;
    vl_module_free(m);
    return NULL;
  }
  return m;
}

vl_module *vl_mir_parse_file(const char *path, const vl_target *target, vl_diags *diags) {
  size_t len;
  char *data = vl_read_file(path, &len);
  if (!data || len >= UINT32_MAX) {
    if (diags) vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the file: %s", data ? "too large" : strerror(errno));
    free(data);
    return NULL;
  }
  vl_module *m = vl_mir_parse_text(path, data, (uint32_t)len, target, diags);
  free(data);
  return m;
}

void vl_module_free(vl_module *module) {
  if (!module) return;
  for (uint32_t i = 0; i < module->num_functions; i++) vl_arena_free(&module->functions[i].arena);
  free(module->owned_text);
  vl_arena arena = module->arena;   /* the module itself lives in this arena */
  vl_arena_free(&arena);
}

const vl_function *vl_module_function(const vl_module *module, const char *name) {
  for (uint32_t i = 0; module && name && i < module->num_functions; i++)
    if (!strcmp(module->functions[i].name, name)) return &module->functions[i];
  return NULL;
}

void vl_module_position(const vl_module *module, uint32_t offset, uint32_t *line, uint32_t *col) {
  /* Diagnostics only: a linear scan is cheap enough and keeps vl_module small. */
  if (offset > module->text_len) offset = module->text_len;
  uint32_t n = 1, begin = 0;
  for (;;) {
    const char *nl = memchr(module->text + begin, '\n', offset - begin);
    if (!nl) break;
    begin = (uint32_t)(nl - module->text) + 1;
    n++;
  }
  *line = n;
  *col = offset - begin + 1;
}
