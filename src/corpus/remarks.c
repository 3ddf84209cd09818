/* Regalloc remarks YAML: per-function spill, reload and copy totals.
 *
 * Needs: the remark stream llc-19 writes (remarks.h). Each document is
 *   --- !Missed
 *   Pass:            regalloc
 *   Name:            SpillReloadCopies
 *   DebugLoc:        { File: k.c, Line: 3, Column: 1 }     (only with -g)
 *   Function:        spill
 *   Args:
 *     - NumSpills:       '34'
 *     - String:          ' spills '
 *     ...
 *   ...
 * This is not a general YAML reader: it reads exactly this block layout, which
 * is all LLVM's remark serializer writes (keys in column 0, Args as a block
 * list of one-key maps, values single-quoted when they need it).
 * Produces: vl_regalloc_remarks (remarks.h). */
#include "remarks.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/lines.h"

/* The Args keys we keep, and where they go. */
static const struct {
  const char *key;
  size_t offset;
} count_keys[] = {
    {"NumSpills", offsetof(vl_regalloc_counts, spills)},
    {"NumReloads", offsetof(vl_regalloc_counts, reloads)},
    {"NumFoldedSpills", offsetof(vl_regalloc_counts, folded_spills)},
    {"NumFoldedReloads", offsetof(vl_regalloc_counts, folded_reloads)},
    {"NumZeroCostFoldedReloads", offsetof(vl_regalloc_counts, zero_cost_folded_reloads)},
    {"NumVRCopies", offsetof(vl_regalloc_counts, copies)},
};
#define NUM_COUNT_KEYS (sizeof count_keys / sizeof count_keys[0])

/* The document being read. */
typedef struct remark_doc {
  bool open;
  uint32_t start_line;
  bool is_total;             /* Name: SpillReloadCopies */
  char *function;            /* malloc'd; NULL until Function: */
  uint32_t counts[NUM_COUNT_KEYS];
} remark_doc;

typedef struct parser {
  const char *path;
  vl_diags *diags;
  vl_regalloc_remarks *out;
  uint32_t cap;
  remark_doc doc;
  vl_status status;          /* first failure; VL_OK while all is well */
} parser;

/* Records the first failure's status; every failure gets its diagnostic. */
static void fail(parser *p, vl_status status, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void fail(parser *p, vl_status status, uint32_t line, uint32_t col, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (p->status == VL_OK) p->status = status;
  vl_diag_add(p->diags, p->path, line, col, VL_CAT_NONE, "%s", msg);
}

static bool is_key_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* A YAML scalar as LLVM writes it: plain, 'single quoted' ('' is a quote) or
 * "double quoted" (backslash escapes kept as written: names never need them).
 * The value is copied into a malloc'd string; NULL on a missing closing quote
 * (*bad set) or when memory runs out (*bad clear). */
static char *unquote(vl_line v, bool *bad) {
  *bad = false;
  while (v.len && (v.s[v.len - 1] == ' ' || v.s[v.len - 1] == '\t')) v.len--;
  char *s = malloc(v.len + 1);
  if (!s) return NULL;
  size_t n = 0;
  if (v.len && (v.s[0] == '\'' || v.s[0] == '"')) {
    char q = v.s[0];
    size_t i = 1;
    for (; i < v.len; i++) {
      if (v.s[i] != q) {
        s[n++] = v.s[i];
      } else if (q == '\'' && i + 1 < v.len && v.s[i + 1] == '\'') {
        s[n++] = '\'';
        i++;
      } else {
        break;
      }
    }
    if (i != v.len - 1) {   /* no closing quote, or text after it */
      free(s);
      *bad = true;
      return NULL;
    }
  } else {
    memcpy(s, v.s, v.len);
    n = v.len;
  }
  s[n] = 0;
  return s;
}

/* The counts table grows by doubling; a function's record is found by name. */
static vl_regalloc_counts *function_record(parser *p, const char *name) {
  vl_regalloc_remarks *r = p->out;
  for (uint32_t i = 0; i < r->num_functions; i++)
    if (strcmp(r->functions[i].function, name) == 0) return &r->functions[i];
  if (r->num_functions == p->cap) {
    uint32_t cap = p->cap ? p->cap * 2 : 8;
    vl_regalloc_counts *f = realloc(r->functions, cap * sizeof *f);
    if (!f) return NULL;
    r->functions = f;
    p->cap = cap;
  }
  vl_regalloc_counts *f = &r->functions[r->num_functions];
  memset(f, 0, sizeof *f);
  if (!(f->function = strdup(name))) return NULL;
  r->num_functions++;
  return f;
}

static void close_doc(parser *p, uint32_t line) {
  remark_doc *d = &p->doc;
  if (d->is_total && p->status == VL_OK) {
    if (!d->function) {
      fail(p, VL_BAD_INPUT, d->start_line, 1, "SpillReloadCopies remark without a Function: key");
    } else {
      vl_regalloc_counts *f = function_record(p, d->function);
      if (!f) {
        fail(p, VL_TOOL_ERROR, line, 0, "out of memory reading the regalloc remarks");
      } else {
        for (size_t k = 0; k < NUM_COUNT_KEYS; k++) {
          uint32_t *sum = (uint32_t *)((char *)f + count_keys[k].offset);
          if (UINT32_MAX - *sum < d->counts[k]) {
            fail(p, VL_BAD_INPUT, d->start_line, 1, "regalloc remark count overflows 32 bits");
            break;
          }
          *sum += d->counts[k];
        }
      }
    }
  }
  free(d->function);
  *d = (remark_doc){0};
}

/* "  - Key: value" inside Args: a count we keep must be a decimal number. */
static void on_arg(parser *p, vl_line l, uint32_t line) {
  size_t i = 0;
  while (i < l.len && l.s[i] == ' ') i++;
  i += 2;   /* "- " */
  size_t key = i;
  while (i < l.len && is_key_char(l.s[i])) i++;
  size_t key_len = i - key;
  if (i >= l.len || l.s[i] != ':') return;   /* not a one-key map entry: nothing we read */
  size_t k = 0;
  while (k < NUM_COUNT_KEYS && !(strlen(count_keys[k].key) == key_len &&
                                 memcmp(count_keys[k].key, l.s + key, key_len) == 0))
    k++;
  if (k == NUM_COUNT_KEYS) return;
  i++;
  while (i < l.len && l.s[i] == ' ') i++;
  uint32_t col = (uint32_t)i + 1;
  bool bad;
  char *v = unquote((vl_line){l.s + i, l.len - i}, &bad);
  if (!v) {
    if (bad) fail(p, VL_BAD_INPUT, line, col, "unterminated quoted value");
    else fail(p, VL_TOOL_ERROR, line, col, "out of memory reading the regalloc remarks");
    return;
  }
  /* LLVM prints these as unsigned decimals; anything else is not its output. */
  uint64_t n = 0;
  size_t j = 0;
  for (; v[j] >= '0' && v[j] <= '9' && n <= UINT32_MAX; j++) n = n * 10 + (uint64_t)(v[j] - '0');
  if (j == 0 || v[j] || n > UINT32_MAX) {
    fail(p, VL_BAD_INPUT, line, col, "%s is not a 32-bit unsigned count: '%.60s'", count_keys[k].key, v);
  } else {
    p->doc.counts[k] = (uint32_t)n;
  }
  free(v);
}

/* "Key: value" in column 0. */
static void on_key(parser *p, vl_line l, uint32_t line) {
  size_t i = 0;
  while (i < l.len && is_key_char(l.s[i])) i++;
  if (i == 0 || i >= l.len || l.s[i] != ':') {
    fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1, "expected 'Key: value' in a remark");
    return;
  }
  vl_line key = {l.s, i};
  i++;
  while (i < l.len && l.s[i] == ' ') i++;
  vl_line value = {l.s + i, l.len - i};
  bool is_name = key.len == 4 && memcmp(key.s, "Name", 4) == 0;
  bool is_function = key.len == 8 && memcmp(key.s, "Function", 8) == 0;
  if (!is_name && !is_function) return;   /* Pass, DebugLoc, Hotness, Args: nothing to keep */
  bool bad;
  char *v = unquote(value, &bad);
  if (!v) {
    if (bad) fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1, "unterminated quoted value");
    else fail(p, VL_TOOL_ERROR, line, 0, "out of memory reading the regalloc remarks");
    return;
  }
  if (is_name) {
    p->doc.is_total = strcmp(v, "SpillReloadCopies") == 0;
    free(v);
  } else {
    if (!*v) fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1, "empty Function: in a remark");
    free(p->doc.function);
    p->doc.function = v;
  }
}

static void on_line(parser *p, vl_line l, uint32_t line) {
  bool doc_start = l.len >= 3 && memcmp(l.s, "---", 3) == 0 && (l.len == 3 || l.s[3] == ' ');
  if (doc_start) {
    /* YAML lets "---" end the previous document too; LLVM always writes "...". */
    if (p->doc.open) close_doc(p, line);
    p->doc.open = true;
    p->doc.start_line = line;
    return;
  }
  if (l.len == 3 && memcmp(l.s, "...", 3) == 0) {
    if (!p->doc.open) fail(p, VL_BAD_INPUT, line, 1, "'...' outside a remark document");
    else close_doc(p, line);
    return;
  }
  size_t indent = 0;
  while (indent < l.len && l.s[indent] == ' ') indent++;
  if (indent == l.len) return;   /* blank */
  if (!p->doc.open) {
    fail(p, VL_BAD_INPUT, line, 1, "text outside a remark document (expected '--- !Missed')");
    return;
  }
  if (indent == 0) on_key(p, l, line);
  else if (l.len >= indent + 2 && l.s[indent] == '-' && l.s[indent + 1] == ' ') on_arg(p, l, line);
  /* Deeper lines continue a multi-key Args entry (inliner remarks): not ours. */
}

static void each_line(void *p, vl_line l, uint32_t line) { on_line(p, l, line); }

vl_status vl_regalloc_remarks_parse(const char *text, size_t len, const char *path, vl_regalloc_remarks *out,
                                    vl_diags *diags) {
  memset(out, 0, sizeof *out);
  parser p = {.path = path, .diags = diags, .out = out, .status = VL_OK};
  uint32_t line;
  bool unterminated;
  /* The walk stops at the first failure: later lines of a broken stream only add noise. */
  if (vl_lines_each(text, len, each_line, &p, &p.status, &line, &unterminated) != VL_OK) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "out of memory reading the remarks");
    return VL_TOOL_ERROR;
  }
  /* Tools end every line, the last one too: text that stops mid-line was cut off. */
  if (p.status == VL_OK && unterminated)
    fail(&p, VL_BAD_INPUT, line, 1, "the last line has no newline (truncated output?)");
  if (p.status == VL_OK && p.doc.open)
    fail(&p, VL_BAD_INPUT, p.doc.start_line, 1, "remark document not closed by '...' (truncated file?)");
  free(p.doc.function);
  if (p.status != VL_OK) vl_regalloc_remarks_free(out);
  return p.status;
}

const vl_regalloc_counts *vl_regalloc_remarks_find(const vl_regalloc_remarks *r, const char *function) {
  for (uint32_t i = 0; i < r->num_functions; i++)
    if (strcmp(r->functions[i].function, function) == 0) return &r->functions[i];
  return NULL;
}

void vl_regalloc_remarks_free(vl_regalloc_remarks *r) {
  for (uint32_t i = 0; i < r->num_functions; i++) free(r->functions[i].function);
  free(r->functions);
  r->functions = NULL;
  r->num_functions = 0;
}
