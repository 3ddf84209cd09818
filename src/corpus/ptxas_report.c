/* `ptxas -v` output: registers, stack frame and spill bytes per function.
 *
 * Needs: ptxas's verbose lines (ptxas_report.h). Every line is
 *   "ptxas KIND : MESSAGE"    KIND info, warning, error or fatal, padded with spaces
 *   "ptxas FILE, line N; KIND : MESSAGE"   a diagnostic about the PTX itself
 *   "    N bytes stack frame, N bytes spill stores, N bytes spill loads"
 * and the indented line belongs to the "Function properties for NAME" line
 * just before it. A "Used N registers[, N bytes smem][, N bytes cmem[K]]..."
 * line belongs to the function of the last "Compiling ... function" line: in
 * 11.8 a callee's properties block can come between the two (its own
 * properties, printed while its caller is compiled), so "the last function
 * named" would be wrong. Warnings are skipped: the one about spills repeats
 * the properties line, and is printed before the info lines it belongs to.
 * Produces: vl_ptxas_report (ptxas_report.h). */
#include "ptxas_report.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/lines.h"

typedef struct parser {
  const char *path;
  vl_diags *diags;
  vl_ptxas_report *out;
  uint32_t cap;
  int64_t compiling;        /* function of the last "Compiling" line, -1 before one */
  uint32_t compiling_line;
  bool compiling_used;      /* its "Used" line was seen */
  int64_t properties;       /* function whose numbers the next line must carry, -1 when none */
  vl_status status;
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


/* A decimal that fits int32 (ptxas prints byte counts and register numbers). */
static bool eat_number(vl_line l, size_t *i, int32_t *value) {
  int64_t n = 0;
  size_t start = *i;
  while (*i < l.len && l.s[*i] >= '0' && l.s[*i] <= '9' && n <= INT32_MAX) n = n * 10 + (l.s[(*i)++] - '0');
  if (*i == start || n > INT32_MAX || (*i < l.len && l.s[*i] >= '0' && l.s[*i] <= '9')) return false;
  *value = (int32_t)n;
  return true;
}

/* The record for NAME, created (all numbers -1) on first mention; -1 when out of memory. */
static int64_t function_index(parser *p, const char *name, size_t len) {
  vl_ptxas_report *r = p->out;
  for (uint32_t i = 0; i < r->num_functions; i++)
    if (strlen(r->functions[i].name) == len && memcmp(r->functions[i].name, name, len) == 0) return i;
  if (r->num_functions == p->cap) {
    uint32_t cap = p->cap ? p->cap * 2 : 8;
    vl_ptxas_function *f = realloc(r->functions, cap * sizeof *f);
    if (!f) return -1;
    r->functions = f;
    p->cap = cap;
  }
  vl_ptxas_function *f = &r->functions[r->num_functions];
  *f = (vl_ptxas_function){.registers = -1, .stack_frame = -1, .spill_store_bytes = -1,
                           .spill_load_bytes = -1, .smem_bytes = -1};
  if (!(f->name = malloc(len + 1))) return -1;
  memcpy(f->name, name, len);
  f->name[len] = 0;
  return r->num_functions++;
}

static int64_t named_function(parser *p, const char *name, size_t len, uint32_t line) {
  int64_t f = function_index(p, name, len);
  if (f < 0) fail(p, VL_TOOL_ERROR, line, 0, "%s", "out of memory reading the ptxas report");
  return f;
}

/* The previous "Compiling" function must have had its "Used" line. */
static void check_used(parser *p) {
  if (p->compiling >= 0 && !p->compiling_used)
    fail(p, VL_BAD_INPUT, p->compiling_line, 1, "no 'Used N registers' line for '%s' (truncated output?)",
         p->out->functions[p->compiling].name);
}

/* "Compiling entry function 'NAME' for 'sm_89'" (also "Compiling function",
 * which 11.8 never prints, for a later ptxas). */
static void on_compiling(parser *p, vl_line l, size_t i, bool is_entry, uint32_t line) {
  const char *q = i < l.len && l.s[i] == '\'' ? memchr(l.s + i + 1, '\'', l.len - i - 1) : NULL;
  if (!q || q == l.s + i + 1) {
    fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1, "%s", "expected a quoted function name");
    return;
  }
  check_used(p);
  int64_t f = named_function(p, l.s + i + 1, (size_t)(q - l.s - i - 1), line);
  if (f < 0) return;
  p->out->functions[f].is_entry |= is_entry;
  p->compiling = f;
  p->compiling_line = line;
  p->compiling_used = false;
}

/* "Used N registers[, part]...": the parts we keep are "N bytes smem". */
static void on_used(parser *p, vl_line l, size_t i, uint32_t line) {
  int32_t regs;
  size_t number = i;
  if (!eat_number(l, &i, &regs) || !vl_line_eat(l, &i, " registers")) {
    fail(p, VL_BAD_INPUT, line, (uint32_t)number + 1, "%s", "expected 'Used N registers'");
    return;
  }
  if (p->compiling < 0) {
    fail(p, VL_BAD_INPUT, line, 1, "%s", "'Used N registers' before any 'Compiling ... function' line");
    return;
  }
  vl_ptxas_function *f = &p->out->functions[p->compiling];
  f->registers = regs;
  f->smem_bytes = 0;
  p->compiling_used = true;
  while (i < l.len) {
    if (!vl_line_eat(l, &i, ", ") || i == l.len) {
      fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1, "%s", "expected ', ' and a resource after the register count");
      return;
    }
    size_t part = i;
    int32_t bytes;
    if (eat_number(l, &i, &bytes) && vl_line_eat(l, &i, " bytes smem") && (i == l.len || l.s[i] == ',')) f->smem_bytes = bytes;
    else i = part;
    const char *comma = memchr(l.s + i, ',', l.len - i);
    i = comma ? (size_t)(comma - l.s) : l.len;
  }
}

/* "    N bytes stack frame, N bytes spill stores, N bytes spill loads" */
static void on_properties_numbers(parser *p, vl_line l, uint32_t line) {
  vl_ptxas_function *f = &p->out->functions[p->properties];
  p->properties = -1;
  size_t i = 0;
  vl_line_skip_spaces(l, &i);
  int32_t frame, stores, loads;
  if (i == 0 || !eat_number(l, &i, &frame) || !vl_line_eat(l, &i, " bytes stack frame, ") || !eat_number(l, &i, &stores) ||
      !vl_line_eat(l, &i, " bytes spill stores, ") || !eat_number(l, &i, &loads) || !vl_line_eat(l, &i, " bytes spill loads")) {
    fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1,
         "expected 'N bytes stack frame, N bytes spill stores, N bytes spill loads' for '%s'", f->name);
    return;
  }
  f->stack_frame = frame;
  f->spill_store_bytes = stores;
  f->spill_load_bytes = loads;
}

static void on_info(parser *p, vl_line l, size_t i, uint32_t line) {
  if (vl_line_eat(l, &i, "Compiling entry function ")) {
    on_compiling(p, l, i, true, line);
  } else if (vl_line_eat(l, &i, "Compiling function ")) {
    on_compiling(p, l, i, false, line);
  } else if (vl_line_eat(l, &i, "Function properties for ")) {
    size_t end = l.len;
    while (end > i && l.s[end - 1] == ' ') end--;
    if (end == i) {
      fail(p, VL_BAD_INPUT, line, (uint32_t)i + 1, "%s", "expected a function name");
      return;
    }
    p->properties = named_function(p, l.s + i, end - i, line);
  } else if (vl_line_eat(l, &i, "Used ")) {
    on_used(p, l, i, line);
  }
  /* "N bytes gmem" and anything a later ptxas adds: nothing per function. */
}

static void on_line(parser *p, vl_line l, uint32_t line) {
  if (p->properties >= 0) {
    on_properties_numbers(p, l, line);
    return;
  }
  size_t i = 0;
  vl_line_skip_spaces(l, &i);
  if (i == l.len) return;
  if (i > 0 || !vl_line_eat(l, &i, "ptxas ")) {
    fail(p, VL_BAD_INPUT, line, 1, "%s", "not a ptxas line (expected 'ptxas info    : ...')");
    return;
  }
  vl_line_skip_spaces(l, &i);
  size_t kind = i;
  while (i < l.len && l.s[i] != ' ' && l.s[i] != ':') i++;
  vl_line k = {l.s + kind, i - kind};
  vl_line_skip_spaces(l, &i);
  if (i == l.len || l.s[i] != ':') {
    /* "ptxas k.ptx, line 3; error   : ...": a diagnostic about the PTX;
     * its kind follows the "; " after the line number. */
    const char *semi = memchr(l.s + kind, ';', l.len - kind);
    size_t j = semi ? (size_t)(semi - l.s) + 1 : l.len;
    vl_line_skip_spaces(l, &j);
    if (vl_line_eat(l, &j, "error") || vl_line_eat(l, &j, "fatal")) fail(p, VL_BAD_INPUT, line, 1, "ptxas failed: %s", l.s + kind);
    return;   /* a warning about the PTX, or not a diagnostic at all */
  }
  i++;
  vl_line_skip_spaces(l, &i);
  if (k.len == 4 && memcmp(k.s, "info", 4) == 0) on_info(p, l, i, line);
  else if (k.len == 5 && (memcmp(k.s, "error", 5) == 0 || memcmp(k.s, "fatal", 5) == 0))
    fail(p, VL_BAD_INPUT, line, 1, "ptxas failed: %s", l.s + i);
}

static void each_line(void *p, vl_line l, uint32_t line) { on_line(p, l, line); }

vl_status vl_ptxas_report_parse(const char *text, size_t len, const char *path, vl_ptxas_report *out,
                                vl_diags *diags) {
  memset(out, 0, sizeof *out);
  parser p = {.path = path, .diags = diags, .out = out, .compiling = -1, .properties = -1, .status = VL_OK};
  /* Each line is copied into a NUL-terminated buffer, so that messages can quote it with %s. */
  uint32_t line;
  bool unterminated;
  if (vl_lines_each(text, len, each_line, &p, &p.status, &line, &unterminated) != VL_OK) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "out of memory reading the ptxas report");
    return VL_TOOL_ERROR;
  }
  /* Tools end every line, the last one too: text that stops mid-line was cut off. */
  if (p.status == VL_OK && unterminated) fail(&p, VL_BAD_INPUT, line, 1, "the last line has no newline (truncated output?)");
  if (p.status == VL_OK && p.properties >= 0)
    fail(&p, VL_BAD_INPUT, line, 0, "no stack frame and spill line after 'Function properties for %s' (truncated output?)",
         out->functions[p.properties].name);
  if (p.status == VL_OK) check_used(&p);
  if (p.status != VL_OK) vl_ptxas_report_free(out);
  return p.status;
}

const vl_ptxas_function *vl_ptxas_report_find(const vl_ptxas_report *r, const char *name) {
  for (uint32_t i = 0; i < r->num_functions; i++)
    if (strcmp(r->functions[i].name, name) == 0) return &r->functions[i];
  return NULL;
}

void vl_ptxas_report_free(vl_ptxas_report *r) {
  for (uint32_t i = 0; i < r->num_functions; i++) free(r->functions[i].name);
  free(r->functions);
  r->functions = NULL;
  r->num_functions = 0;
}
