/* nvdisasm output: instructions, blocks and peak live registers per code section.
 *
 * Needs: `nvdisasm -c [--print-life-ranges] K.cubin` text (sass_scan.h for
 * what is counted). A line is code, optionally followed by "// " and a row of
 * the life-range tables:
 *   //--------------------- .text.NAME ------     banner (a comment line)
 *     .section .text.NAME,"ax",@progbits         a function starts
 *     .sectioninfo @"SHI_REGISTERS=14"
 *     .size NAME,(.L_x_5 - NAME)                 its end label
 *   .L_x_2:                                       a label, in column 0
 *     (address comment)   @!P0 BRA `(.L_x_1) ;   an instruction
 *   ... // |  GPR  | PRED  |  UGPR  |              names of the tables
 *   ... // |  6 : : ^ | 1 ^ |  2  ^ ^ |           counts first in each cell
 * Produces: vl_sass_scan (sass_scan.h). Each function's instructions, labels
 * and label references are collected first and counted when its section ends,
 * because the padding at the end is only known then. */
#include "sass_scan.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/lines.h"

enum { LIVE_GPR, LIVE_PRED, LIVE_UGPR, NUM_LIVE, LIVE_OTHER = NUM_LIVE, MAX_TABLES = 8 };


typedef struct insn {
  char *opcode;
  bool guarded, transfers, self_loop;
  int32_t live[NUM_LIVE];
} insn;

typedef struct name_at {
  char *name;
  uint32_t insn;        /* the instruction it stands before (labels) or is named by (references) */
} name_at;

typedef struct func_builder {
  uint32_t section_line;
  char *end_label;       /* from .size; NULL when none */
  bool end_seen;
  uint32_t num_tables;   /* life-range tables, 0 without them */
  uint8_t table_kind[MAX_TABLES];
  insn *insns;
  name_at *labels, *refs;
  uint32_t num_insns, num_labels, num_refs, cap_insns, cap_labels, cap_refs;
} func_builder;

typedef struct scanner {
  const char *path;
  vl_diags *diags;
  vl_sass_scan *out;
  uint32_t cap;
  vl_sass_function *fn;  /* the code section being read, NULL outside one */
  func_builder fb;
  vl_status status;
} scanner;

static void fail(scanner *s, vl_status status, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void fail(scanner *s, vl_status status, uint32_t line, uint32_t col, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (s->status == VL_OK) s->status = status;
  vl_diag_add(s->diags, s->path, line, col, VL_CAT_NONE, "%s", msg);
}

static int32_t *max_live(vl_sass_function *f, int kind) {
  return kind == LIVE_GPR ? &f->max_live_gpr : kind == LIVE_PRED ? &f->max_live_pred : &f->max_live_ugpr;
}

static bool grow(scanner *s, void **data, uint32_t *cap, uint32_t len, size_t elem) {
  if (len < *cap) return true;
  uint32_t n = *cap ? *cap * 2 : 16;
  void *d = realloc(*data, n * elem);
  if (!d) {
    fail(s, VL_TOOL_ERROR, 0, 0, "out of memory reading the SASS");
    return false;
  }
  *data = d;
  *cap = n;
  return true;
}

static char *copy(scanner *s, const char *p, size_t n) {
  char *c = malloc(n + 1);
  if (!c) {
    fail(s, VL_TOOL_ERROR, 0, 0, "out of memory reading the SASS");
    return NULL;
  }
  memcpy(c, p, n);
  c[n] = 0;
  return c;
}


static bool add_name(scanner *s, name_at **v, uint32_t *len, uint32_t *cap, const char *p, size_t n, uint32_t at) {
  if (!grow(s, (void **)v, cap, *len, sizeof **v)) return false;
  char *name = copy(s, p, n);
  if (!name) return false;
  (*v)[(*len)++] = (name_at){name, at};
  return true;
}

/* Control leaves the instruction other than by falling through (see sass_scan.h). */
static bool transfers_control(const char *opcode) {
  static const char *const ops[] = {"BRA", "BRX", "JMP", "JMX", "RET", "EXIT", "KILL", "BRK", "CONT", "SYNC"};
  size_t n = strcspn(opcode, ".");
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (strlen(ops[i]) == n && memcmp(ops[i], opcode, n) == 0) return true;
  return false;
}

static void builder_free(func_builder *fb) {
  for (uint32_t i = 0; i < fb->num_insns; i++) free(fb->insns[i].opcode);
  for (uint32_t i = 0; i < fb->num_labels; i++) free(fb->labels[i].name);
  for (uint32_t i = 0; i < fb->num_refs; i++) free(fb->refs[i].name);
  free(fb->insns);
  free(fb->labels);
  free(fb->refs);
  free(fb->end_label);
  *fb = (func_builder){0};
}

/* The section ended: drop the padding, count blocks and peaks, move the opcodes out. */
static void finish_function(scanner *s) {
  vl_sass_function *f = s->fn;
  func_builder *fb = &s->fb;
  s->fn = NULL;
  /* After a failure, one message is enough. */
  if (s->status == VL_OK && fb->end_label && !fb->end_seen)
    fail(s, VL_BAD_INPUT, fb->section_line, 1, "section .text.%s ends before its end label %s (truncated output?)",
         f->name, fb->end_label);
  else if (s->status == VL_OK && !fb->num_insns)
    fail(s, VL_BAD_INPUT, fb->section_line, 1, "section .text.%s has no instructions (truncated output?)", f->name);
  uint32_t n = fb->num_insns;
  while (n && !fb->insns[n - 1].guarded && strcmp(fb->insns[n - 1].opcode, "NOP") == 0) n--;
  if (n && fb->insns[n - 1].self_loop) n--;
  else n = fb->num_insns;   /* NOPs without the self-loop are not padding we know */
  bool *starts = calloc(n ? n : 1, sizeof *starts);
  f->opcodes = malloc((n ? n : 1) * sizeof *f->opcodes);
  if (!starts || !f->opcodes) {
    free(starts);
    fail(s, VL_TOOL_ERROR, 0, 0, "out of memory reading the SASS");
    builder_free(fb);
    return;
  }
  for (uint32_t i = 0; i < n; i++) {
    const insn *in = &fb->insns[i];
    if (i == 0 || fb->insns[i - 1].transfers) starts[i] = true;
    for (int k = 0; k < NUM_LIVE && fb->num_tables; k++)
      if (in->live[k] > *max_live(f, k)) *max_live(f, k) = in->live[k];
    f->opcodes[i] = in->opcode;
    fb->insns[i].opcode = NULL;
  }
  f->num_instructions = n;
  for (uint32_t l = 0; l < fb->num_labels; l++) {
    if (fb->labels[l].insn >= n) continue;
    for (uint32_t r = 0; r < fb->num_refs; r++)
      if (fb->refs[r].insn < n && strcmp(fb->refs[r].name, fb->labels[l].name) == 0) {
        starts[fb->labels[l].insn] = true;
        break;
      }
  }
  for (uint32_t i = 0; i < n; i++) f->num_blocks += starts[i];
  free(starts);
  builder_free(fb);
}

static void begin_function(scanner *s, const char *name, size_t n, uint32_t line) {
  vl_sass_scan *out = s->out;
  if (!grow(s, (void **)&out->functions, &s->cap, out->num_functions, sizeof *out->functions)) return;
  vl_sass_function *f = &out->functions[out->num_functions];
  *f = (vl_sass_function){.shi_registers = -1, .max_live_gpr = -1, .max_live_pred = -1, .max_live_ugpr = -1};
  if (!(f->name = copy(s, name, n))) return;
  out->num_functions++;
  s->fn = f;
  s->fb.section_line = line;
}

/* ".section NAME,flags" and the code-section directives we read. */
static void on_directive(scanner *s, vl_line l, size_t i, uint32_t line) {
  size_t after = i;
  if (vl_line_eat(l, &after, ".section") && after < l.len && (l.s[after] == ' ' || l.s[after] == '\t')) {
    i = after;
    if (s->fn) finish_function(s);
    vl_line_skip_spaces(l, &i);
    size_t end = i;
    while (end < l.len && l.s[end] != ',' && l.s[end] != ' ' && l.s[end] != '\t') end++;
    if (end - i > 6 && memcmp(l.s + i, ".text.", 6) == 0) begin_function(s, l.s + i + 6, end - i - 6, line);
    return;
  }
  if (!s->fn) return;
  if (vl_line_eat(l, &i, ".sectioninfo")) {
    const char *key = "SHI_REGISTERS=";
    for (; i + strlen(key) <= l.len; i++)
      if (memcmp(l.s + i, key, strlen(key)) == 0) break;
    if (i + strlen(key) > l.len) return;   /* another section attribute */
    i += strlen(key);
    int32_t n = 0;
    size_t start = i;
    while (i < l.len && l.s[i] >= '0' && l.s[i] <= '9' && n < 100000) n = n * 10 + (l.s[i++] - '0');
    if (i == start || i == l.len || l.s[i] != '"')
      fail(s, VL_BAD_INPUT, line, (uint32_t)start + 1, "malformed SHI_REGISTERS value");
    else s->fn->shi_registers = n;
  } else if (vl_line_eat(l, &i, ".size") && !s->fb.end_label) {
    /* ".size NAME,(END - NAME)": the function's own symbol gives the section's end. */
    vl_line_skip_spaces(l, &i);
    size_t n = strlen(s->fn->name);
    if (l.len - i < n + 2 || memcmp(l.s + i, s->fn->name, n) != 0 || !vl_line_eat(l, &(size_t){i + n}, ",(")) return;
    size_t start = i + n + 2, end = start;
    while (end < l.len && l.s[end] != ' ' && l.s[end] != ')') end++;
    if (end > start) s->fb.end_label = copy(s, l.s + start, end - start);
  }
}

/* A life-range row "| a | b | c |": the cells' leading counts. Returns the
 * number of cells, or -1 (and a diagnostic) when the row is malformed. */
static int table_counts(scanner *s, vl_line t, uint32_t line, size_t offset, int32_t counts[MAX_TABLES]) {
  size_t i = 0;
  vl_line_skip_spaces(t, &i);
  size_t end = t.len;
  while (end > i && t.s[end - 1] == ' ') end--;
  if (i == end || t.s[i] != '|' || t.s[end - 1] != '|' || end - i < 2) {
    fail(s, VL_BAD_INPUT, line, (uint32_t)(offset + i + 1), "malformed life-range row (truncated line?)");
    return -1;
  }
  int cells = 0;
  for (i++; i < end; i++, cells++) {
    vl_line_skip_spaces(t, &i);
    int32_t n = 0;
    size_t start = i;
    while (i < end && t.s[i] >= '0' && t.s[i] <= '9' && n < 100000) n = n * 10 + (t.s[i++] - '0');
    if (i < end && t.s[i] != ' ' && t.s[i] != '|') {
      fail(s, VL_BAD_INPUT, line, (uint32_t)(offset + start + 1), "expected a register count in a life-range cell");
      return -1;
    }
    if (cells < MAX_TABLES) counts[cells] = n;
    while (i < end && t.s[i] != '|') i++;
  }
  return cells;
}

/* "// | GPR | PRED | UGPR |": which table is which (count and narrow modes have the same row). */
static void on_table_names(scanner *s, vl_line t) {
  const char *bar = memchr(t.s, '|', t.len);
  if (!bar) return;
  uint32_t n = 0;
  uint8_t kinds[MAX_TABLES];
  for (const char *p = bar + 1; p < t.s + t.len && n < MAX_TABLES;) {
    while (p < t.s + t.len && *p == ' ') p++;
    const char *w = p;
    while (p < t.s + t.len && *p >= 'A' && *p <= 'Z') p++;
    size_t wl = (size_t)(p - w);
    if (!wl) return;   /* not the names row: "#", digits, or a data row */
    kinds[n++] = wl == 3 && !memcmp(w, "GPR", 3) ? LIVE_GPR : wl == 4 && !memcmp(w, "PRED", 4) ? LIVE_PRED
               : wl == 4 && !memcmp(w, "UGPR", 4) ? LIVE_UGPR : LIVE_OTHER;
    while (p < t.s + t.len && *p != '|') p++;
    if (p < t.s + t.len) p++;
    while (p < t.s + t.len && *p == ' ') p++;
    if (p == t.s + t.len) break;
  }
  s->fb.num_tables = n;
  memcpy(s->fb.table_kind, kinds, n);
  for (int k = 0; k < NUM_LIVE; k++) *max_live(s->fn, k) = 0;
}

/* "(address comment)   [@P0] OPCODE operands ;" plus, maybe, its life-range row. */
static void on_instruction(scanner *s, vl_line l, size_t i, vl_line table, size_t table_offset, uint32_t line) {
  func_builder *fb = &s->fb;
  const char *close = l.len - i > 2 ? strstr(l.s + i + 2, "*/") : NULL;
  if (!close || close >= l.s + l.len) {
    fail(s, VL_BAD_INPUT, line, (uint32_t)i + 1, "unterminated address comment");
    return;
  }
  i = (size_t)(close - l.s) + 2;
  vl_line_skip_spaces(l, &i);
  bool guarded = i < l.len && l.s[i] == '@';
  if (guarded) {
    while (i < l.len && l.s[i] != ' ') i++;
    vl_line_skip_spaces(l, &i);
  }
  size_t op = i;
  while (i < l.len && ((l.s[i] >= 'A' && l.s[i] <= 'Z') || (l.s[i] >= '0' && l.s[i] <= '9') || l.s[i] == '.' ||
                       l.s[i] == '_'))
    i++;
  if (i == op || (i < l.len && l.s[i] != ' ' && l.s[i] != ';') || !memchr(l.s + i, ';', l.len - i)) {
    fail(s, VL_BAD_INPUT, line, (uint32_t)op + 1, "expected 'OPCODE operands ;' after the address");
    return;
  }
  if (!grow(s, (void **)&fb->insns, &fb->cap_insns, fb->num_insns, sizeof *fb->insns)) return;
  insn in = {.guarded = guarded};
  if (!(in.opcode = copy(s, l.s + op, i - op))) return;
  in.transfers = transfers_control(in.opcode);
  fb->insns[fb->num_insns++] = in;   /* owned by the builder from here on */
  insn *cur = &fb->insns[fb->num_insns - 1];
  for (const char *p = l.s + i; (p = memchr(p, '`', (size_t)(l.s + l.len - p))) && p + 1 < l.s + l.len; p++) {
    if (p[1] != '(') continue;
    const char *e = memchr(p + 2, ')', (size_t)(l.s + l.len - p - 2));
    if (!e || !add_name(s, &fb->refs, &fb->num_refs, &fb->cap_refs, p + 2, (size_t)(e - p - 2), fb->num_insns - 1)) break;
    /* "BRA `(.L_x_N)" right after ".L_x_N:": the padding's self-loop. */
    for (uint32_t k = fb->num_labels; k-- && fb->labels[k].insn == fb->num_insns - 1;)
      if (!cur->guarded && !strcmp(cur->opcode, "BRA") && !strcmp(fb->labels[k].name, fb->refs[fb->num_refs - 1].name))
        cur->self_loop = true;
  }
  if (!fb->num_tables) return;
  int32_t counts[MAX_TABLES];
  int cells = table.s ? table_counts(s, table, line, table_offset, counts) : -1;
  if (cells < 0) {
    if (!table.s) fail(s, VL_BAD_INPUT, line, (uint32_t)l.len + 1, "instruction without its life-range row");
    return;
  }
  if ((uint32_t)cells != fb->num_tables) {
    fail(s, VL_BAD_INPUT, line, (uint32_t)table_offset + 1, "life-range row has %d tables, the header %u", cells,
         fb->num_tables);
    return;
  }
  for (int c = 0; c < cells; c++)
    if (fb->table_kind[c] < NUM_LIVE) cur->live[fb->table_kind[c]] = counts[c];
}

static void on_line(scanner *s, vl_line raw, uint32_t line) {
  /* Split off the life-range row: nothing in code contains "//". */
  vl_line l = raw, table = {NULL, 0};
  size_t table_offset = 0;
  for (size_t i = 0; i + 1 < raw.len; i++)
    if (raw.s[i] == '/' && raw.s[i + 1] == '/') {
      l.len = i;
      table = (vl_line){raw.s + i + 2, raw.len - i - 2};
      table_offset = i + 2;
      break;
    }
  size_t i = 0;
  vl_line_skip_spaces(l, &i);
  size_t end = l.len;
  while (end > i && (l.s[end - 1] == ' ' || l.s[end - 1] == '\t')) end--;
  if (i == end) {   /* a banner, a table header row, or blank */
    if (s->fn && table.s && l.len) on_table_names(s, table);
    return;
  }
  if (l.s[i] == '.' && i > 0) {
    on_directive(s, (vl_line){l.s, end}, i, line);
  } else if (!s->fn) {
    return;   /* data sections, file header */
  } else if (i == 0 && l.s[end - 1] == ':') {
    func_builder *fb = &s->fb;
    if (add_name(s, &fb->labels, &fb->num_labels, &fb->cap_labels, l.s, end - 1, fb->num_insns) && fb->end_label &&
        !strcmp(fb->labels[fb->num_labels - 1].name, fb->end_label))
      fb->end_seen = true;
  } else if (end - i >= 5 && !memcmp(l.s + i, "/* 0x", 5)) {
    return;   /* an encoding word alone on its line (nvdisasm -hex) */
  } else if (l.len - i >= 2 && l.s[i] == '/' && l.s[i + 1] == '*') {
    on_instruction(s, (vl_line){l.s, end}, i, table, table_offset, line);
  } else {
    fail(s, VL_BAD_INPUT, line, (uint32_t)i + 1, "unexpected line in section .text.%s", s->fn->name);
  }
}

static void each_line(void *s, vl_line l, uint32_t line) { on_line(s, l, line); }

vl_status vl_sass_scan_parse(const char *text, size_t len, const char *path, vl_sass_scan *out, vl_diags *diags) {
  memset(out, 0, sizeof *out);
  scanner s = {.path = path, .diags = diags, .out = out, .status = VL_OK};
  uint32_t line;
  bool unterminated;   /* lines come NUL-terminated, for strstr */
  if (vl_lines_each(text, len, each_line, &s, &s.status, &line, &unterminated) != VL_OK) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "out of memory reading the SASS");
    return VL_TOOL_ERROR;
  }
  /* Tools end every line, the last one too: text that stops mid-line was cut off. */
  if (s.status == VL_OK && unterminated) fail(&s, VL_BAD_INPUT, line, 1, "the last line has no newline (truncated output?)");
  if (s.fn) finish_function(&s);
  builder_free(&s.fb);
  if (s.status == VL_OK && !out->num_functions)
    fail(&s, VL_BAD_INPUT, line ? line : 1, 1, "no code section (.section .text.NAME) in the SASS");
  if (s.status != VL_OK) vl_sass_scan_free(out);
  return s.status;
}

void vl_sass_scan_free(vl_sass_scan *s) {
  for (uint32_t i = 0; i < s->num_functions; i++) {
    vl_sass_function *f = &s->functions[i];
    for (uint32_t k = 0; k < f->num_instructions; k++) free(f->opcodes[k]);
    free(f->opcodes);
    free(f->name);
  }
  free(s->functions);
  s->functions = NULL;
  s->num_functions = 0;
}
