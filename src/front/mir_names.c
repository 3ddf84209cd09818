/* Named virtual registers (%foo), as llc-19 prints them after -run-pass=mir-namer and
 * as hand-written MIR uses them. Needs the parser context (mir_parse.h). Produces:
 * each name an id after every numbered register of its function, so that one table
 * and one bitset cover both (a name's first appearance gives it the next id), and
 * fn->vreg_names, by which every printer spells it as the input did. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mir_lex.h"
#include "mir_parse.h"

static uint32_t name_hash(const char *s, uint32_t n) {
  uint32_t h = 2166136261u;   /* FNV-1a */
  for (uint32_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
  return h;
}

/* One past the largest %N from `from` to the end of the function's document (a line that
 * starts with "..." or "---"): no named register may take a number the text uses. */
static uint32_t numbers_after(const vl_mir_ctx *ctx, uint32_t from) {
  const char *t = ctx->text;
  uint64_t top = 0;
  for (uint32_t p = from; p < ctx->len; p++) {
    if (t[p] == '\n' && p + 3 < ctx->len && (!memcmp(t + p + 1, "...", 3) || !memcmp(t + p + 1, "---", 3))) break;
    if (t[p] != '%' || p + 1 >= ctx->len || t[p + 1] < '0' || t[p + 1] > '9') continue;
    uint64_t n = 0;
    uint32_t q = p + 1;
    for (; q < ctx->len && t[q] >= '0' && t[q] <= '9' && n < VL_MIR_MAX_VREG; q++) n = n * 10 + (uint64_t)(t[q] - '0');
    if (n + 1 > top) top = n + 1;
    p = q - 1;
  }
  return top < VL_MIR_MAX_VREG ? (uint32_t)top : VL_MIR_MAX_VREG;
}

static void grow_slots(vl_mir_ctx *ctx) {
  uint32_t capacity = ctx->name_capacity ? 2 * ctx->name_capacity : 64;
  uint32_t *slots = VL_NEW_ARRAY(&ctx->scratch, uint32_t, capacity);
  for (size_t i = 0; i < ctx->names.len; i++) {
    const vl_mir_name *n = &ctx->names.data[i];
    uint32_t s = name_hash(ctx->text + n->begin, n->end - n->begin) & (capacity - 1);
    while (slots[s]) s = (s + 1) & (capacity - 1);
    slots[s] = (uint32_t)i + 1;
  }
  ctx->name_slots = slots;
  ctx->name_capacity = capacity;
}

bool vl_mir_named_vreg(vl_mir_ctx *ctx, uint32_t begin, uint32_t end, uint32_t *id) {
  if (!ctx->names.len) {
    uint32_t after = numbers_after(ctx, begin);
    ctx->named_base = after > ctx->vregs.len ? after : (uint32_t)ctx->vregs.len;
  }
  if (2 * (ctx->names.len + 1) > ctx->name_capacity) grow_slots(ctx);
  uint32_t n = end - begin, s = name_hash(ctx->text + begin, n) & (ctx->name_capacity - 1);
  for (; ctx->name_slots[s]; s = (s + 1) & (ctx->name_capacity - 1)) {
    const vl_mir_name *x = &ctx->names.data[ctx->name_slots[s] - 1];
    if (x->end - x->begin == n && !memcmp(ctx->text + x->begin, ctx->text + begin, n)) {
      *id = ctx->named_base + ctx->name_slots[s] - 1;
      return true;
    }
  }
  *id = ctx->named_base + (uint32_t)ctx->names.len;
  if (!vl_mir_vreg(ctx, *id, begin - 1)) return false;
  vl_mir_name name = {begin, end};
  VL_VEC_PUSH(&ctx->scratch, ctx->names, name);
  ctx->name_slots[s] = (uint32_t)ctx->names.len;
  return true;
}

void vl_mir_finish_names(vl_mir_ctx *ctx, vl_function *fn) {
  fn->vreg_names = NULL;
  if (!ctx->names.len) return;
  fn->vreg_names = VL_NEW_ARRAY(&fn->arena, const char *, fn->num_vregs + 1);
  for (size_t i = 0; i < ctx->names.len; i++) {
    const vl_mir_name *n = &ctx->names.data[i];
    fn->vreg_names[ctx->named_base + i] = vl_arena_strndup(&fn->arena, ctx->text + n->begin, n->end - n->begin);
  }
}

const char *vl_vreg_spelling(const vl_function *fn, uint32_t id, char *buf, size_t size) {
  const char *name = fn->vreg_names && id < fn->num_vregs ? fn->vreg_names[id] : NULL;
  if (name) snprintf(buf, size, "%%%s", name);
  else snprintf(buf, size, "%%%u", id);
  return buf;
}

bool vl_vreg_by_spelling(const vl_function *fn, const char *s, uint32_t *id) {
  if (s[0] != '%' || !s[1]) return false;
  if (s[1] >= '0' && s[1] <= '9') {
    char *end;
    unsigned long v = strtoul(s + 1, &end, 10);
    if (*end || v >= fn->num_vregs || (fn->vreg_names && fn->vreg_names[v])) return false;
    *id = (uint32_t)v;
    return true;
  }
  for (uint32_t v = 0; fn->vreg_names && v < fn->num_vregs; v++)
    if (fn->vreg_names[v] && !strcmp(fn->vreg_names[v], s + 1)) return *id = v, true;
  return false;
}

bool vl_mir_vreg_token(const char *text, uint32_t begin, uint32_t end, uint32_t *token_begin, uint32_t *token_end) {
  uint32_t p = begin;
  while (p < end && text[p] != '%') p++;
  uint32_t q = p + 1;
  while (q < end && vl_mir_ident_char(text[q]) && text[q] != '.') q++;
  if (p >= end || q == p + 1) return false;
  *token_begin = p, *token_end = q;
  return true;
}
