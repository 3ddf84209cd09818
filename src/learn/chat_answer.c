/* The constrained answer of a chat model (see chat_answer.h). */
#include "chat_answer.h"

#include <assert.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "../norm/norm_map.h"
#include "decode.h"

/* Where the text stands (a copy is walked to test a piece without taking it). */
typedef struct cursor {
  uint32_t at, lit_pos, value_len;
  bool in_value, done;
  char value[VL_CHAT_OPTION_SIZE];
} cursor;

static cursor cursor_of(const vl_chat_answer *a) {
  cursor c = {a->at, a->lit_pos, a->value_len, a->in_value, a->done, {0}};
  memcpy(c.value, a->value, a->value_len);
  return c;
}

static int by_text(const void *x, const void *y) {
  return strcmp(((const vl_chat_option *)x)->text, ((const vl_chat_option *)y)->text);
}

/* The first option at or above text[0..n) in sort order. */
static uint32_t lower_bound(const vl_chat_answer *a, const char *text, size_t n) {
  uint32_t lo = 0, hi = a->num_options;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    const char *o = a->options[mid].text;
    if (strncmp(o, text, n) < 0) lo = mid + 1;   /* strncmp orders as strcmp on the first n bytes */
    else hi = mid;
  }
  return lo;
}

static bool is_prefix_of_option(const vl_chat_answer *a, const char *text, size_t n) {
  uint32_t i = lower_bound(a, text, n);
  return i < a->num_options && !strncmp(a->options[i].text, text, n);
}

static int64_t option_equal(const vl_chat_answer *a, const char *text, size_t n) {
  uint32_t i = lower_bound(a, text, n);
  return i < a->num_options && !strncmp(a->options[i].text, text, n) && !a->options[i].text[n] ? (int64_t)i : -1;
}

/* A character of a value without the mask: printable ASCII, no quote or backslash (no escapes). */
static bool free_char(char ch) { return ch >= 0x20 && ch <= 0x7e && ch != '"' && ch != '\\'; }

static bool value_complete(const vl_chat_answer *a, const cursor *c) {
  return a->masked[c->at] ? option_equal(a, c->value, c->value_len) >= 0 : c->value_len > 0;
}

/* One character at the cursor; false when it leaves the answer's shape. *closed: it closed a value. */
static bool step(const vl_chat_answer *a, cursor *c, char ch, bool *closed) {
  *closed = false;
  if (c->done) return false;
  if (c->in_value) {
    if (ch == '"') {   /* the next literal's opening quote ends the value */
      if (!value_complete(a, c)) return false;
      *closed = true;
      c->in_value = false;
      c->at++;
      c->lit_pos = 1;
      return true;
    }
    if (a->masked[c->at]) {
      if (c->value_len + 1 >= VL_CHAT_OPTION_SIZE) return false;
      c->value[c->value_len] = ch;
      if (!is_prefix_of_option(a, c->value, c->value_len + 1)) return false;
    } else if (!free_char(ch) || c->value_len >= VL_CHAT_MAX_VALUE) {
      return false;
    }
    c->value[c->value_len++] = ch;
    return true;
  }
  if (ch != a->literal[c->at][c->lit_pos]) return false;
  if (++c->lit_pos == a->literal_len[c->at]) {
    if (c->at == a->num_keys) c->done = true;
    else c->in_value = true, c->value_len = 0;
  }
  return true;
}

bool vl_chat_answer_allows(const vl_chat_answer *a, const char *piece, size_t n) {
  if (!n || vl_chat_answer_stopped(a)) return false;
  cursor c = cursor_of(a);
  bool closed_before = false;
  for (size_t i = 0; i < n; i++) {
    bool closed;
    if (!step(a, &c, piece[i], &closed)) return false;
    /* the next value's registers depend on the one just closed: not within the same piece */
    if (closed_before && c.in_value && c.value_len > 0) return false;
    closed_before |= closed;
  }
  return true;
}

void vl_chat_answer_next_bytes(const vl_chat_answer *a, bool next[256]) {
  memset(next, 0, 256 * sizeof *next);
  if (vl_chat_answer_stopped(a)) return;
  if (!a->in_value) {
    next[(unsigned char)a->literal[a->at][a->lit_pos]] = true;
    return;
  }
  if (!a->masked[a->at]) {
    for (int ch = 0x20; ch <= 0x7e; ch++) next[ch] = free_char((char)ch) && a->value_len < VL_CHAT_MAX_VALUE;
    next['"'] = a->value_len > 0;
    return;
  }
  for (uint32_t i = lower_bound(a, a->value, a->value_len); i < a->num_options; i++) {
    const char *o = a->options[i].text;
    if (strncmp(o, a->value, a->value_len)) break;
    next[(unsigned char)(o[a->value_len] ? o[a->value_len] : '"')] = true;
  }
}

/* Appends text[0..n) to the forced buffer at *len. */
static void add_forced(vl_chat_answer *a, size_t *len, const char *text, size_t n) {
  if (*len + n + 1 > a->forced_cap) {
    a->forced_cap = 2 * (*len + n + 1);
    char *grown = realloc(a->forced, a->forced_cap);
    if (!grown) abort();
    a->forced = grown;
  }
  memcpy(a->forced + *len, text, n);
  *len += n;
  a->forced[*len] = 0;
}

/* What every masked option beginning with value[0..value_len) continues with; `unique`: one option. */
static size_t common_rest(const vl_chat_answer *a, const char *value, uint32_t value_len, const char **rest,
                          bool *unique) {
  uint32_t first = lower_bound(a, value, value_len), n = 0;
  size_t common = 0;
  *rest = NULL;
  for (uint32_t i = first; i < a->num_options && !strncmp(a->options[i].text, value, value_len); i++, n++) {
    const char *r = a->options[i].text + value_len;
    if (!*rest) *rest = r, common = strlen(r);
    size_t k = 0;
    while (k < common && r[k] == (*rest)[k]) k++;
    common = k;
  }
  *unique = n == 1;
  return common;
}

const char *vl_chat_answer_forced(vl_chat_answer *a, size_t *len) {
  *len = 0;
  add_forced(a, len, "", 0);
  if (vl_chat_answer_stopped(a)) return a->forced;
  uint32_t value_len = a->value_len;
  if (!a->in_value) {
    add_forced(a, len, a->literal[a->at] + a->lit_pos, a->literal_len[a->at] - a->lit_pos);
    if (a->at == a->num_keys) return a->forced;
    value_len = 0;
  }
  if (!a->masked[a->at]) return a->forced;
  const char *rest;
  bool unique;
  size_t common = common_rest(a, a->value, value_len, &rest, &unique);
  if (rest) add_forced(a, len, rest, common);
  if (rest && unique) add_forced(a, len, "\"", 1);
  return a->forced;
}

static void add_option(vl_chat_answer *a, const vl_target *target, vl_physreg reg) {
  if (a->num_options == a->options_cap) {
    a->options_cap = a->options_cap ? 2 * a->options_cap : 256;
    vl_chat_option *grown = realloc(a->options, a->options_cap * sizeof *grown);
    if (!grown) abort();
    a->options = grown;
  }
  vl_chat_option *o = &a->options[a->num_options];
  if (vl_target_physreg_asm(target, reg, o->text, sizeof o->text)) o->reg = reg, a->num_options++;
}

/* What value `at` may become under the mask: its register when a key before placed it, else every
 * register the mask allows (sorted); none is a dead end. */
static void prepare_options(vl_chat_answer *a) {
  a->num_options = 0;
  if (a->at >= a->num_keys || !a->masked[a->at]) return;
  uint32_t v = a->vreg[a->at];
  const vl_decider *d = &a->decider;
  const vl_target *target = d->fn->module->target;
  if (d->reg[v].count) {
    add_option(a, target, d->reg[v]);
  } else {
    const vl_regclass *cls = vl_vreg_class(d->fn, v);
    for (int f = 0; f < VL_FILE_SPECIAL; f++) {
      if (!(cls->files & (1u << f))) continue;
      for (uint32_t index = 0; index + cls->width <= d->an->budget.limit[f]; index += cls->align ? cls->align : 1)
        if (vl_occupancy_allows(&d->occ, v, (vl_regfile)f, index))
          add_option(a, target, vl_occupancy_candidate(&d->occ, v, (vl_regfile)f, index));
    }
    vl_physreg specials[3];   /* vcc: labels hold it, as LLVM greedy's and the squeezed allocators' do */
    for (unsigned i = 0, n = vl_target_allocatable_specials(target, d->fn->vregs[v].cls, specials); i < n; i++)
      if (vl_occupancy_fits(&d->occ, v, specials[i])) add_option(a, target, specials[i]);
  }
  qsort(a->options, a->num_options, sizeof *a->options, by_text);
  if (!a->num_options) a->dead_end = v;
}

/* Value `at` is complete: its register is placed (first key of its vreg only; an unmasked value
 * that names no register places nothing). */
static void close_value(vl_chat_answer *a) {
  uint32_t v = a->vreg[a->at];
  vl_physreg reg;
  if (a->decider.reg[v].count) return;
  if (a->masked[a->at]) {
    reg = a->options[option_equal(a, a->value, a->value_len)].reg;
  } else if (!vl_target_parse_physreg_asm(a->decider.fn->module->target, a->value, a->value_len, &reg)) {
    return;
  }
  vl_decider_place(&a->decider, v, reg);
}

static void append_text(vl_chat_answer *a, const char *piece, size_t n) {
  if (a->len + n + 1 > a->cap) {
    a->cap = 2 * (a->len + n + 1);
    char *grown = realloc(a->text, a->cap);
    if (!grown) abort();
    a->text = grown;
  }
  memcpy(a->text + a->len, piece, n);
  a->len += n;
  a->text[a->len] = 0;
}

void vl_chat_answer_take(vl_chat_answer *a, const char *piece, size_t n) {
  append_text(a, piece, n);
  for (size_t i = 0; i < n; i++) {
    cursor c = cursor_of(a);
    bool closed;
    bool ok = step(a, &c, piece[i], &closed);
    assert(ok && "only allowed pieces are taken");
    (void)ok;
    if (closed) close_value(a);   /* with the value as it was, before the cursor moved on */
    a->at = c.at, a->lit_pos = c.lit_pos, a->value_len = c.value_len, a->in_value = c.in_value, a->done = c.done;
    memcpy(a->value, c.value, c.value_len);
    if (closed) prepare_options(a);
  }
}

/* The literals: {"function":NAME,"assign":{"KEY0":"  |  ","KEYi":"  |  "}}  (or {...,"assign":{}} alone). */
static void build_skeleton(vl_chat_answer *a, const vl_norm_function *nf) {
  const vl_function *fn = a->an->fn;
  uint32_t n = 0;
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t k = 0; k < nf->blocks[b].num_names; k++) n += !vl_norm_is_linked(nf, b, k);
  a->num_keys = n;
  a->literal = VL_NEW_ARRAY(&a->arena, char *, n + 1);
  a->literal_len = VL_NEW_ARRAY(&a->arena, uint32_t, n + 1);
  a->vreg = VL_NEW_ARRAY(&a->arena, uint32_t, n + 1);
  a->masked = VL_NEW_ARRAY(&a->arena, bool, n + 1);
  json_t *name = json_string(fn->name);
  char *quoted = json_dumps(name, JSON_ENCODE_ANY | JSON_COMPACT);
  json_decref(name);
  const char *opening = vl_arena_printf(&a->arena, "{\"function\":%s,\"assign\":{", quoted ? quoted : "\"\"");
  free(quoted);
  uint32_t i = 0;
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t k = 0; k < nf->blocks[b].num_names; k++) {
      if (vl_norm_is_linked(nf, b, k)) continue;
      char letters[16];
      vl_norm_name_text(k, letters, sizeof letters);
      a->literal[i] = vl_arena_printf(&a->arena, "%s\"b%u.%s\":\"", i ? "\",": opening, b, letters);
      a->vreg[i++] = nf->blocks[b].vreg[k];
    }
  a->literal[n] = n ? "\"}}" : vl_arena_printf(&a->arena, "%s}}", opening);
  for (i = 0; i <= n; i++) a->literal_len[i] = (uint32_t)strlen(a->literal[i]);
}

void vl_chat_answer_init(vl_chat_answer *a, const vl_analysis *an, const vl_norm_function *nf, bool mask,
                         const bool *focus) {
  *a = (vl_chat_answer){.an = an, .dead_end = -1};
  vl_decider_init(&a->decider, an, &a->arena);
  build_skeleton(a, nf);
  a->max_bytes = 0;
  for (uint32_t i = 0; i <= a->num_keys; i++) a->max_bytes += a->literal_len[i] + VL_CHAT_OPTION_SIZE;
  for (uint32_t i = 0; i < a->num_keys; i++) a->masked[i] = mask || (focus && focus[a->vreg[i]]);
  append_text(a, "", 0);
  prepare_options(a);
}

void vl_chat_answer_free(vl_chat_answer *a) {
  free(a->options);
  free(a->forced);
  free(a->text);
  vl_arena_free(&a->arena);
  memset(a, 0, sizeof *a);
}

vl_status vl_chat_decode(const vl_analysis *an, const vl_norm_function *nf, const vl_propose_params *params,
                         const vl_chat_vocab *vocab, const vl_chat_generator *g, vl_assignment *out,
                         char **answer_text, vl_diags *diags) {
  const vl_function *fn = an->fn;
  const vl_module *module = fn->module;
  vl_arena arena = {0};
  const bool *focus = params->mask ? NULL : vl_feedback_vregs(fn, params->feedback, &arena);
  vl_chat_answer a;
  vl_chat_answer_init(&a, an, nf, params->mask, focus);
  vl_status status = VL_OK;
  size_t diags_before = diags->list.len;
  /* every round takes at least a byte: the bound ends a generator that goes astray */
  for (uint64_t round = 0; status == VL_OK && !vl_chat_answer_stopped(&a); round++) {
    size_t n = 0;
    const char *forced = g->force ? vl_chat_answer_forced(&a, &n) : NULL;
    if (n && g->force(g->self, &a, forced, n)) {
      vl_chat_answer_take(&a, forced, n);
      continue;
    }
    int32_t t = round <= a.max_bytes ? g->next(g->self, &a, params, diags) : -1;
    const char *piece = t >= 0 && (uint32_t)t < vocab->size ? vocab->bytes + vocab->start[t] : NULL;
    n = piece ? vocab->start[t + 1] - vocab->start[t] : 0;
    if (piece && vl_chat_answer_allows(&a, piece, n)) vl_chat_answer_take(&a, piece, n);
    else status = VL_TOOL_ERROR;
  }
  if (status != VL_OK) {
    if (diags->list.len == diags_before)
      vl_diag_add(diags, module->path, 0, 0, VL_CAT_NONE, "%s: the model's vocabulary cannot continue the answer",
                  fn->name);
  } else if (a.dead_end >= 0) {
    vl_decode_dead_end(an, (uint32_t)a.dead_end, diags);
    status = VL_INVALID;
  } else {
    uint32_t f = (uint32_t)(fn - module->functions);
    vl_norm_function **nfs = VL_NEW_ARRAY(&arena, vl_norm_function *, module->num_functions + 1);
    vl_assignment **read = VL_NEW_ARRAY(&arena, vl_assignment *, module->num_functions + 1);
    nfs[f] = (vl_norm_function *)nf;
    status = vl_norm_assignment_read_text("answer", a.text, a.len, module, nfs, read, &arena, diags);
    if (status == VL_BAD_INPUT) status = VL_INVALID;   /* the constraint keeps it JSON; be safe all the same */
    if (status == VL_OK && read[f]) memcpy(out->reg, read[f]->reg, fn->num_vregs * sizeof *out->reg);
  }
  if (answer_text) *answer_text = a.text, a.text = NULL;
  vl_chat_answer_free(&a);
  vl_arena_free(&arena);
  return status;
}
