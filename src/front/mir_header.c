/* The YAML header of a machine function document. Needs the parser context
 * (mir_parse.h) with the target known; produces the function's name, its
 * virtual registers (classes, preferred registers), its live-in registers, the
 * machineFunctionInfo registers and the byte ranges of vl_function, and hands
 * the `body: |` block scalar to mir_body.c.
 *
 * This is not a general YAML parser: it reads the subset LLVM's YAML writer
 * prints (top-level keys at column 0, block sequences of flow mappings,
 * nested mappings by indentation, plain and quoted scalars) and skips every
 * other key without looking inside it. */
#include <stddef.h>
#include <string.h>

#include "mir_parse.h"

typedef struct yaml_pair {
  uint32_t key_begin, key_end;
  uint32_t value_begin, value_end;   /* inside the quotes when quoted */
  bool quoted;
} yaml_pair;

enum { MAX_PAIRS = 16 };

typedef struct yaml_map {
  yaml_pair pairs[MAX_PAIRS];
  uint32_t count;
  uint32_t begin;                    /* offset of '{' */
} yaml_map;

static uint32_t next_line(const vl_mir_ctx *ctx, uint32_t line_end) {
  return line_end < ctx->len ? line_end + 1 : line_end;
}

static bool is_blank_or_comment(const vl_mir_ctx *ctx, uint32_t begin, uint32_t end) {
  uint32_t first = vl_mir_skip_blanks(ctx->text, begin, vl_mir_trim_end(ctx->text, begin, end));
  return first == vl_mir_trim_end(ctx->text, begin, end) || ctx->text[first] == '#';
}

/* A line that continues the value of the key above it: blank, indented, a comment,
 * or a "- " sequence entry at column 0. */
static bool continues_value(const vl_mir_ctx *ctx, uint32_t begin, uint32_t end) {
  if (is_blank_or_comment(ctx, begin, end)) return true;
  char c = ctx->text[begin];
  if (c == ' ' || c == '\t') return true;
  return c == '-' && (begin + 1 == end || ctx->text[begin + 1] == ' ');
}

/* Start of the first line after `line_begin`'s line that does not continue its value. */
static uint32_t value_extent(const vl_mir_ctx *ctx, uint32_t line_begin) {
  uint32_t p = next_line(ctx, vl_mir_line_end(ctx->text, ctx->len, line_begin));
  while (p < ctx->len) {
    uint32_t le = vl_mir_line_end(ctx->text, ctx->len, p);
    if (!continues_value(ctx, p, le)) break;
    p = next_line(ctx, le);
  }
  return p;
}

/* ---- scalars and flow mappings ---- */

/* Skips spaces, newlines and '#' comments in [p, end). */
static uint32_t skip_space(const vl_mir_ctx *ctx, uint32_t p, uint32_t end) {
  while (p < end) {
    char c = ctx->text[p];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') p++;
    else if (c == '#') p = vl_mir_line_end(ctx->text, end, p);
    else break;
  }
  return p;
}

/* A quoted scalar at p (the quote); returns the offset after the closing quote or 0. */
static uint32_t quoted_end(const vl_mir_ctx *ctx, uint32_t p, uint32_t end) {
  char quote = ctx->text[p];
  for (uint32_t q = p + 1; q < end; q++) {
    char c = ctx->text[q];
    if (c == '\n') return 0;
    if (quote == '"' && c == '\\') q++;
    else if (c == quote) {
      if (quote == '\'' && q + 1 < end && ctx->text[q + 1] == '\'') q++;   /* '' is a quote */
      else return q + 1;
    }
  }
  return 0;
}

/* Skips a nested flow collection at p ('[' or '{'); returns the offset after it or 0. */
static uint32_t nested_end(vl_mir_ctx *ctx, uint32_t p, uint32_t end) {
  char stack[32];
  uint32_t depth = 0, q = p;
  while (q < end) {
    char c = ctx->text[q];
    if (c == '\'' || c == '"') {
      uint32_t e = quoted_end(ctx, q, end);
      if (!e) return vl_mir_error(ctx, q, "unterminated quoted string"), 0;
      q = e;
      continue;
    }
    if (c == '[' || c == '{') {
      if (depth == sizeof stack) return vl_mir_error(ctx, q, "flow collections nested too deeply"), 0;
      stack[depth++] = c == '[' ? ']' : '}';
    } else if (c == ']' || c == '}') {
      if (!depth || stack[depth - 1] != c) return vl_mir_error(ctx, q, "unbalanced '%c'", c), 0;
      if (--depth == 0) return q + 1;
    }
    q++;
  }
  return vl_mir_error(ctx, p, "unterminated '%c'", ctx->text[p]), 0;
}

/* A scalar value at p in a flow mapping (ends at ',' or '}') or in a block (ends at
 * the line end or a " #" comment). Returns the offset after it, 0 on error. */
static uint32_t read_scalar(vl_mir_ctx *ctx, uint32_t p, uint32_t end, bool flow, yaml_pair *pair) {
  p = vl_mir_skip_blanks(ctx->text, p, end);
  pair->quoted = false;
  if (p < end && (ctx->text[p] == '\'' || ctx->text[p] == '"')) {
    uint32_t e = quoted_end(ctx, p, end);
    if (!e) return vl_mir_error(ctx, p, "unterminated quoted string"), 0;
    pair->value_begin = p + 1;
    pair->value_end = e - 1;
    pair->quoted = true;
    return e;
  }
  if (flow && p < end && (ctx->text[p] == '[' || ctx->text[p] == '{')) {
    uint32_t e = nested_end(ctx, p, end);
    pair->value_begin = p;
    pair->value_end = e;
    return e;
  }
  uint32_t q = p;
  while (q < end) {
    char c = ctx->text[q];
    if (c == '\n' || (flow && (c == ',' || c == '}' || c == ']'))) break;
    if (c == '#' && q > p && (ctx->text[q - 1] == ' ' || ctx->text[q - 1] == '\t')) break;
    q++;
  }
  pair->value_begin = p;
  pair->value_end = vl_mir_trim_end(ctx->text, p, q);
  return q;
}

/* A flow mapping "{ key: value, ... }" at p (the '{'), possibly over several lines. */
static uint32_t read_flow_map(vl_mir_ctx *ctx, uint32_t p, uint32_t end, yaml_map *map) {
  map->count = 0;
  map->begin = p;
  p = skip_space(ctx, p + 1, end);
  if (p < end && ctx->text[p] == '}') return p + 1;
  for (;;) {
    yaml_pair pair = {0};
    pair.key_begin = p;
    while (p < end && ctx->text[p] != ':' && ctx->text[p] != ',' && ctx->text[p] != '}' && ctx->text[p] != '\n') p++;
    if (p >= end) return vl_mir_error(ctx, map->begin, "unterminated '{' (no matching '}')"), 0;
    if (ctx->text[p] != ':') return vl_mir_error(ctx, p, "expected 'key: value' in a flow mapping"), 0;
    pair.key_end = vl_mir_trim_end(ctx->text, pair.key_begin, p);
    p = read_scalar(ctx, skip_space(ctx, p + 1, end), end, true, &pair);
    if (!p) return 0;
    if (map->count < MAX_PAIRS) map->pairs[map->count++] = pair;
    p = skip_space(ctx, p, end);
    if (p < end && ctx->text[p] == '}') return p + 1;
    if (p >= end) return vl_mir_error(ctx, map->begin, "unterminated '{' (no matching '}')"), 0;
    if (ctx->text[p] != ',') return vl_mir_error(ctx, p, "expected ',' or '}' in a flow mapping"), 0;
    p = skip_space(ctx, p + 1, end);
  }
}

static const yaml_pair *map_get(const vl_mir_ctx *ctx, const yaml_map *map, const char *key) {
  size_t n = strlen(key);
  for (uint32_t i = 0; i < map->count; i++) {
    const yaml_pair *pair = &map->pairs[i];
    if (pair->key_end - pair->key_begin == n && memcmp(ctx->text + pair->key_begin, key, n) == 0) return pair;
  }
  return NULL;
}

/* Calls `entry` for each flow mapping of a list value in [p, end): "[]", "[ {..}, {..} ]",
 * or block entries "- { ... }" on the following lines. */
typedef bool (*map_entry_fn)(vl_mir_ctx *ctx, const yaml_map *map);

static bool read_map_list(vl_mir_ctx *ctx, uint32_t p, uint32_t end, const char *key, map_entry_fn entry) {
  yaml_map map;
  p = skip_space(ctx, p, end);
  bool flow = p < end && ctx->text[p] == '[';
  if (flow) p = skip_space(ctx, p + 1, end);
  while (p < end && !(flow && ctx->text[p] == ']')) {
    if (!flow) {
      if (ctx->text[p] != '-') return vl_mir_error(ctx, p, "expected '- { ... }' entries under '%s:'", key);
      p = skip_space(ctx, p + 1, end);
    }
    if (p >= end || ctx->text[p] != '{')
      return vl_mir_error(ctx, p < end ? p : end - 1, "expected a '{ ... }' entry under '%s:'", key);
    if (!(p = read_flow_map(ctx, p, end, &map)) || !entry(ctx, &map)) return false;
    p = skip_space(ctx, p, end);
    if (flow && p < end && ctx->text[p] == ',') p = skip_space(ctx, p + 1, end);
  }
  if (flow) {
    if (p >= end) return vl_mir_error(ctx, end - 1, "unterminated '[' under '%s:'", key);
    p = skip_space(ctx, p + 1, end);
    if (p < end) return vl_mir_error(ctx, p, "unexpected text after the list of '%s:'", key);
  }
  return true;
}

/* ---- values ---- */

static bool is_empty_value(const yaml_pair *v) { return v->value_begin == v->value_end; }

/* '%N' -> N; '%foo' -> its id (mir_names.c). */
static bool vreg_value(vl_mir_ctx *ctx, const yaml_pair *v, uint32_t *id) {
  uint64_t n;
  bool named = v->value_end - v->value_begin >= 2 && ctx->text[v->value_begin] == '%' &&
               (ctx->text[v->value_begin + 1] < '0' || ctx->text[v->value_begin + 1] > '9');
  for (uint32_t p = v->value_begin + 1; named && p < v->value_end; p++)
    named = vl_mir_ident_char(ctx->text[p]) && ctx->text[p] != '.';
  if (named) return vl_mir_named_vreg(ctx, v->value_begin + 1, v->value_end, id);
  bool digits = v->value_end - v->value_begin >= 2 && ctx->text[v->value_begin] == '%';
  for (uint32_t p = v->value_begin + 1; digits && p < v->value_end; p++)
    digits = ctx->text[p] >= '0' && ctx->text[p] <= '9';
  if (!digits || !vl_mir_parse_u64(ctx->text, v->value_begin + 1, v->value_end, &n))
    return vl_mir_error(ctx, v->value_begin, "expected a virtual register '%%N', found '%s'",
                        vl_mir_quote(ctx, v->value_begin, v->value_end));
  if (!vl_mir_vreg(ctx, n, v->value_begin)) return false;
  *id = (uint32_t)n;
  return true;
}

/* '$reg' -> the register; '' and '$noreg' -> none. LLVM's placeholders for registers
 * the frame lowering picks later ($private_rsrc_reg, $fp_reg, $sp_reg) also mean
 * none unless the target describes them. */
static bool physreg_value(vl_mir_ctx *ctx, const yaml_pair *v, vl_physreg *out) {
  static const char *const placeholders[] = {"private_rsrc_reg", "fp_reg", "sp_reg", "noreg"};
  memset(out, 0, sizeof *out);
  if (is_empty_value(v)) return true;
  if (ctx->text[v->value_begin] != '$')
    return vl_mir_error(ctx, v->value_begin, "expected a physical register '$name', found '%s'",
                        vl_mir_quote(ctx, v->value_begin, v->value_end));
  uint32_t b = v->value_begin + 1, n = v->value_end - b;
  if (vl_mir_is_name(ctx, b, v->value_end) && vl_target_parse_physreg(ctx->target, ctx->text + b, n, out)) {
    vl_mir_note_physreg(ctx, *out);
    return true;
  }
  for (size_t i = 0; i < sizeof placeholders / sizeof *placeholders; i++)
    if (strlen(placeholders[i]) == n && memcmp(ctx->text + b, placeholders[i], n) == 0) return true;
  return vl_mir_physreg(ctx, b, v->value_end, out);
}

/* ---- registers: and liveins: ---- */

static bool register_entry(vl_mir_ctx *ctx, const yaml_map *map) {
  const yaml_pair *id_pair = map_get(ctx, map, "id"), *cls_pair = map_get(ctx, map, "class");
  const yaml_pair *pref = map_get(ctx, map, "preferred-register");
  uint64_t id;
  if (!id_pair) return vl_mir_error(ctx, map->begin, "register entry without 'id'");
  if (!vl_mir_parse_u64(ctx->text, id_pair->value_begin, id_pair->value_end, &id))
    return vl_mir_error(ctx, id_pair->value_begin, "expected a register number, found '%s'",
                        vl_mir_quote(ctx, id_pair->value_begin, id_pair->value_end));
  if (!vl_mir_vreg(ctx, id, id_pair->value_begin)) return false;
  while (ctx->declared.len <= id) VL_VEC_PUSH(&ctx->scratch, ctx->declared, 0);
  if (ctx->declared.data[id]) return vl_mir_error(ctx, id_pair->value_begin, "virtual register %%%llu is listed twice",
                                                  (unsigned long long)id);
  ctx->declared.data[id] = 1;
  ctx->vregs.data[id].listed = true;
  if (cls_pair && !(cls_pair->value_end - cls_pair->value_begin == 1 && ctx->text[cls_pair->value_begin] == '_')) {
    uint32_t b = cls_pair->value_begin, e = cls_pair->value_end;
    int cls = vl_mir_is_name(ctx, b, e) ? vl_target_class_by_name(ctx->target, ctx->text + b, e - b) : -1;
    if (cls < 0)
      return vl_mir_error(ctx, b, "unknown register class '%s' for %s", vl_mir_quote(ctx, b, e), ctx->target->name);
    if (!vl_mir_set_class(ctx, (uint32_t)id, cls, b)) return false;
  }
  if (pref && !is_empty_value(pref)) {
    if (ctx->text[pref->value_begin] == '%') {
      uint32_t hint;
      if (!vreg_value(ctx, pref, &hint)) return false;
      ctx->vregs.data[id].hint_vreg = hint + 1;
    } else {
      vl_physreg reg;
      if (!physreg_value(ctx, pref, &reg)) return false;
      ctx->vregs.data[id].hint_preg = reg;
    }
  }
  return true;
}

static bool livein_entry(vl_mir_ctx *ctx, const yaml_map *map) {
  const yaml_pair *reg = map_get(ctx, map, "reg"), *vreg = map_get(ctx, map, "virtual-reg");
  vl_func_livein livein = {0};
  if (!reg || is_empty_value(reg)) return vl_mir_error(ctx, map->begin, "live-in entry without 'reg'");
  if (!physreg_value(ctx, reg, &livein.reg)) return false;
  if (!livein.reg.count)
    return vl_mir_error(ctx, reg->value_begin, "live-in register '%s' is a placeholder, not a register",
                        vl_mir_quote(ctx, reg->value_begin, reg->value_end));
  if (vreg && !is_empty_value(vreg)) {
    uint32_t id;
    if (!vreg_value(ctx, vreg, &id)) return false;
    livein.vreg = id + 1;
  }
  VL_VEC_PUSH(&ctx->scratch, ctx->func_liveins, livein);
  return true;
}

/* The ':' ending a block mapping key in [p, end) (followed by a blank or the line
 * end), or `end` if none. */
static uint32_t key_colon(const vl_mir_ctx *ctx, uint32_t p, uint32_t end) {
  for (; p < end; p++) {
    if (ctx->text[p] != ':') continue;
    char next = p + 1 < end ? ctx->text[p + 1] : '\n';
    if (next == ' ' || next == '\t' || next == '\r' || next == '\n') return p;
  }
  return end;
}

/* ---- machineFunctionInfo: ---- */

static bool info_value(vl_mir_ctx *ctx, const yaml_pair *pair) {
  static const struct {
    const char *key;
    size_t offset;
  } regs[] = {
      {"scratchRSrcReg", offsetof(vl_machine_info, scratch_rsrc_reg)},
      {"frameOffsetReg", offsetof(vl_machine_info, frame_offset_reg)},
      {"stackPtrOffsetReg", offsetof(vl_machine_info, stack_ptr_offset_reg)},
      {"sgprForEXECCopy", offsetof(vl_machine_info, sgpr_for_exec_copy)},
      {"longBranchReservedReg", offsetof(vl_machine_info, long_branch_reserved_reg)},
      {"vgprForAGPRCopy", offsetof(vl_machine_info, vgpr_for_agpr_copy)},
  };
  vl_machine_info *info = &ctx->fn->info;
  const char *key = ctx->text + pair->key_begin;
  size_t n = pair->key_end - pair->key_begin;
  for (size_t i = 0; i < sizeof regs / sizeof *regs; i++)
    if (strlen(regs[i].key) == n && memcmp(key, regs[i].key, n) == 0)
      return physreg_value(ctx, pair, (vl_physreg *)((char *)info + regs[i].offset));
  const char *value = ctx->text + pair->value_begin;
  size_t vn = pair->value_end - pair->value_begin;
  if (n == 15 && memcmp(key, "isEntryFunction", 15) == 0) {
    if (!((vn == 4 && memcmp(value, "true", 4) == 0) || (vn == 5 && memcmp(value, "false", 5) == 0)))
      return vl_mir_error(ctx, pair->value_begin, "expected true or false, found '%s'",
                          vl_mir_quote(ctx, pair->value_begin, pair->value_end));
    info->is_entry_function = vn == 4;
  } else if ((n == 9 && memcmp(key, "occupancy", 9) == 0) || (n == 7 && memcmp(key, "ldsSize", 7) == 0)) {
    uint64_t number;
    if (!vl_mir_parse_u64(ctx->text, pair->value_begin, pair->value_end, &number) || number > UINT32_MAX)
      return vl_mir_error(ctx, pair->value_begin, "expected a number, found '%s'",
                          vl_mir_quote(ctx, pair->value_begin, pair->value_end));
    if (n == 9) info->occupancy = (uint32_t)number;
    else ctx->fn->shared_bytes = (uint32_t)number;   /* the LDS, for occupancy (cost/occupancy_limit.h) */
  }
  return true;
}

/* The mapping's own keys are the lines indented like its first line; deeper lines
 * belong to nested keys (argumentInfo, mode) that we skip. */
static bool parse_machine_info(vl_mir_ctx *ctx, uint32_t value, uint32_t line_end, uint32_t end) {
  uint32_t p = vl_mir_skip_blanks(ctx->text, value, line_end);
  if (p < line_end && ctx->text[p] == '{') {
    yaml_map map;
    if (!read_flow_map(ctx, p, end, &map)) return false;
    for (uint32_t i = 0; i < map.count; i++)
      if (!info_value(ctx, &map.pairs[i])) return false;
    return true;
  }
  int indent = -1;
  for (p = next_line(ctx, line_end); p < end;) {
    uint32_t le = vl_mir_line_end(ctx->text, end, p);
    uint32_t first = vl_mir_skip_blanks(ctx->text, p, le);
    if (!is_blank_or_comment(ctx, p, le)) {
      if (indent < 0) indent = (int)(first - p);
      if (first - p == (uint32_t)indent) {
        yaml_pair pair = {0};
        pair.key_begin = first;
        uint32_t colon = key_colon(ctx, first, le);
        if (colon >= le) return vl_mir_error(ctx, first, "expected 'key: value' under 'machineFunctionInfo:'");
        pair.key_end = colon;
        if (!read_scalar(ctx, colon + 1, le, false, &pair) || !info_value(ctx, &pair)) return false;
      }
    }
    p = next_line(ctx, le);
  }
  return true;
}

/* ---- the document ---- */

static bool key_is(const vl_mir_ctx *ctx, uint32_t begin, uint32_t end, const char *key) {
  size_t n = strlen(key);
  return end - begin == n && memcmp(ctx->text + begin, key, n) == 0;
}

/* name: a plain or quoted scalar ('' inside single quotes stands for one quote). */
static bool parse_name(vl_mir_ctx *ctx, uint32_t value, uint32_t line_end) {
  yaml_pair pair = {0};
  uint32_t after = read_scalar(ctx, value, line_end, false, &pair);
  if (!after) return false;
  after = vl_mir_skip_blanks(ctx->text, after, vl_mir_trim_end(ctx->text, after, line_end));
  if (after < vl_mir_trim_end(ctx->text, after, line_end) && ctx->text[after] != '#')
    return vl_mir_error(ctx, after, "unexpected text after the function name");
  if (is_empty_value(&pair)) return vl_mir_error(ctx, value, "empty function name");
  uint32_t n = pair.value_end - pair.value_begin, k = 0;
  char *name = vl_arena_alloc(&ctx->fn->arena, n + 1);
  for (uint32_t i = 0; i < n; i++) {
    char c = ctx->text[pair.value_begin + i];
    if (c == '\'' && pair.quoted && i + 1 < n) i++;
    name[k++] = c;
  }
  ctx->fn->name = name;
  return true;
}

/* "body: |" (with optional chomping/indentation indicators). */
static uint32_t parse_body_key(vl_mir_ctx *ctx, uint32_t value, uint32_t line_end) {
  uint32_t p = vl_mir_skip_blanks(ctx->text, value, line_end), te = vl_mir_trim_end(ctx->text, value, line_end);
  if (p >= te || ctx->text[p] != '|') return vl_mir_error(ctx, p < te ? p : value, "expected 'body: |'"), 0;
  for (p++; p < te && (ctx->text[p] == '-' || ctx->text[p] == '+' || (ctx->text[p] >= '1' && ctx->text[p] <= '9'));)
    p++;
  p = vl_mir_skip_blanks(ctx->text, p, te);
  if (p < te && ctx->text[p] != '#') return vl_mir_error(ctx, p, "unexpected text after 'body: |'"), 0;
  if (ctx->fn->num_blocks || ctx->fn->body_begin) return vl_mir_error(ctx, value, "second 'body:' key"), 0;
  ctx->fn->body_begin = next_line(ctx, line_end);
  uint32_t end = vl_mir_parse_body(ctx, ctx->fn->body_begin);
  if (!end || !vl_mir_finish_blocks(ctx)) return 0;
  return end;
}

/* One top-level "key: value" at line p; returns where the next key starts, 0 on error. */
static uint32_t parse_key(vl_mir_ctx *ctx, uint32_t p, uint32_t line_end) {
  vl_function *fn = ctx->fn;
  uint32_t colon = key_colon(ctx, p, line_end);
  if (colon >= line_end)
    return vl_mir_error(ctx, p, "expected 'key: value' in the function header, found '%s'",
                        vl_mir_quote(ctx, p, vl_mir_trim_end(ctx->text, p, line_end))), 0;
  uint32_t value = colon + 1, extent = value_extent(ctx, p);
  if (key_is(ctx, p, colon, "body")) return parse_body_key(ctx, value, line_end);
  if (key_is(ctx, p, colon, "name")) {
    if (fn->name) return vl_mir_error(ctx, p, "second 'name:' key"), 0;
    if (!parse_name(ctx, value, line_end)) return 0;
  } else if (key_is(ctx, p, colon, "registers")) {
    if (fn->registers_end) return vl_mir_error(ctx, p, "second 'registers:' key"), 0;
    fn->registers_begin = p;
    fn->registers_end = extent;
    if (!read_map_list(ctx, vl_mir_reuse_registers(ctx, p, value), extent, "registers", register_entry)) return 0;
  } else if (key_is(ctx, p, colon, "liveins")) {
    if (fn->liveins_end) return vl_mir_error(ctx, p, "second 'liveins:' key"), 0;
    fn->liveins_begin = p;
    fn->liveins_end = extent;
    if (!read_map_list(ctx, value, extent, "liveins", livein_entry)) return 0;
  } else if (key_is(ctx, p, colon, "stack")) {
    fn->stack_begin = p;
    fn->stack_end = extent;
  } else if (key_is(ctx, p, colon, "machineFunctionInfo")) {
    if (!parse_machine_info(ctx, value, line_end, extent)) return 0;
  }
  return extent;
}

uint32_t vl_mir_parse_function_doc(vl_mir_ctx *ctx, uint32_t begin) {
  uint32_t p = next_line(ctx, vl_mir_line_end(ctx->text, ctx->len, begin));
  while (p < ctx->len) {
    uint32_t le = vl_mir_line_end(ctx->text, ctx->len, p), te = vl_mir_trim_end(ctx->text, p, le);
    if (is_blank_or_comment(ctx, p, le)) {
      p = next_line(ctx, le);
      continue;
    }
    if (te - p == 3 && memcmp(ctx->text + p, "...", 3) == 0) {
      ctx->fn->doc_end = next_line(ctx, le);
      return ctx->fn->doc_end;
    }
    if (te - p >= 3 && memcmp(ctx->text + p, "---", 3) == 0) {
      /* The next document starts without a "..." ending this one. */
      ctx->fn->doc_end = p;
      return p;
    }
    if (ctx->text[p] == ' ' || ctx->text[p] == '\t')
      return vl_mir_error(ctx, vl_mir_skip_blanks(ctx->text, p, le), "unexpected indented line in the function header"), 0;
    if (!(p = parse_key(ctx, p, le))) return 0;
  }
  return vl_mir_error(ctx, begin, "unterminated machine function document: no '...' line"), 0;
}
