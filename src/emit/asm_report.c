/* Resource usage per function from llc's assembly comments.
 *
 * Needs: AMDGPU assembly as llc-19 prints it. A function starts at
 * ".type NAME,@function", its body runs from the "NAME:" label to
 * "; -- End function", and its resource block ("; Kernel info:" or
 * "; Function info:" followed by "; Key: value" lines) comes after the body,
 * in the .AMDGPU.csdata section, before the next function starts.
 * Produces: vl_asm_report (asm_report.h). */
#include "asm_report.h"

#include "../base/file.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct report_builder {
  vl_asm_report *report;
  uint32_t cap;
  vl_asm_function *current;   /* the function whose lines we are reading */
  bool in_body;
  bool out_of_memory;
} report_builder;

typedef struct line_view {
  const char *s;
  size_t len;
} line_view;

static bool starts_with(line_view l, const char *prefix) {
  size_t n = strlen(prefix);
  return l.len >= n && memcmp(l.s, prefix, n) == 0;
}

static line_view trim_left(line_view l) {
  while (l.len && (*l.s == ' ' || *l.s == '\t')) l.s++, l.len--;
  return l;
}

static bool contains(line_view l, const char *needle) {
  size_t n = strlen(needle);
  for (size_t i = 0; i + n <= l.len; i++)
    if (memcmp(l.s + i, needle, n) == 0) return true;
  return false;
}

static vl_asm_function *begin_function(report_builder *b, const char *name, size_t len) {
  vl_asm_report *r = b->report;
  if (r->num_functions == b->cap) {
    uint32_t cap = b->cap ? b->cap * 2 : 8;
    vl_asm_function *f = realloc(r->functions, cap * sizeof *f);
    if (!f) {
      b->out_of_memory = true;
      return NULL;
    }
    r->functions = f;
    b->cap = cap;
  }
  vl_asm_function *f = &r->functions[r->num_functions];
  memset(f, 0, sizeof *f);
  f->name = malloc(len + 1);
  if (!f->name) {
    b->out_of_memory = true;
    return NULL;
  }
  memcpy(f->name, name, len);
  f->name[len] = 0;
  f->num_sgprs = f->num_vgprs = f->num_agprs = f->total_num_vgprs = -1;
  f->scratch_size = f->occupancy = f->code_len = f->lds_size = -1;
  r->num_functions++;
  return f;
}

/* ".type name,@function" (the name may be quoted). */
static void on_type_directive(report_builder *b, line_view l) {
  line_view rest = trim_left((line_view){l.s + 5, l.len - 5});
  const char *comma = memchr(rest.s, ',', rest.len);
  if (!comma || !contains((line_view){comma, rest.len - (size_t)(comma - rest.s)}, "@function")) return;
  const char *name = rest.s;
  size_t n = (size_t)(comma - rest.s);
  while (n && (name[n - 1] == ' ' || name[n - 1] == '\t')) n--;
  if (n >= 2 && name[0] == '"' && name[n - 1] == '"') name++, n -= 2;
  b->current = begin_function(b, name, n);
  b->in_body = false;
}

/* "name:" or "\"name\":" at the start of a line: the function's entry label. */
static bool is_entry_label(const vl_asm_function *f, line_view l) {
  size_t n = strlen(f->name);
  if (l.len > n && memcmp(l.s, f->name, n) == 0 && l.s[n] == ':') return true;
  return l.len > n + 2 && l.s[0] == '"' && memcmp(l.s + 1, f->name, n) == 0 && l.s[n + 1] == '"' &&
         l.s[n + 2] == ':';
}

/* "; N-byte Folded Spill" -> N (0 when the comment has no size). */
static uint32_t comment_bytes(line_view comment) {
  for (size_t i = 0; i + 5 <= comment.len; i++)
    if (memcmp(comment.s + i, "-byte", 5) == 0) {
      size_t j = i;
      while (j > 0 && comment.s[j - 1] >= '0' && comment.s[j - 1] <= '9') j--;
      return j < i ? (uint32_t)strtoul(comment.s + j, NULL, 10) : 0;
    }
  return 0;
}

static void on_body_line(report_builder *b, line_view raw) {
  vl_asm_function *f = b->current;
  line_view l = trim_left(raw);
  if (!l.len || raw.s == l.s) return;   /* labels start in column 0 */
  char c = l.s[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return;   /* directive or comment */
  f->num_instructions++;
  const char *semi = memchr(l.s, ';', l.len);
  if (!semi) return;
  line_view comment = {semi, l.len - (size_t)(semi - l.s)};
  if (contains(comment, "Spill")) {
    f->spills++;
    f->spill_bytes += comment_bytes(comment);
  } else if (contains(comment, "Reload")) {
    f->reloads++;
    f->reload_bytes += comment_bytes(comment);
  }
}

/* "; Key: value" inside a resource block. */
static void on_info_line(report_builder *b, line_view l) {
  static const struct {
    const char *key;
    size_t offset;
  } keys[] = {
      {"NumSgprs", offsetof(vl_asm_function, num_sgprs)},
      {"NumVgprs", offsetof(vl_asm_function, num_vgprs)},
      {"NumAgprs", offsetof(vl_asm_function, num_agprs)},
      {"TotalNumVgprs", offsetof(vl_asm_function, total_num_vgprs)},
      {"ScratchSize", offsetof(vl_asm_function, scratch_size)},
      {"Occupancy", offsetof(vl_asm_function, occupancy)},
      {"codeLenInByte", offsetof(vl_asm_function, code_len)},
      {"LDSByteSize", offsetof(vl_asm_function, lds_size)},
  };
  line_view body = trim_left((line_view){l.s + 1, l.len - 1});
  const char *colon = memchr(body.s, ':', body.len);
  if (!colon) return;
  size_t key_len = (size_t)(colon - body.s);
  while (key_len && body.s[key_len - 1] == ' ') key_len--;
  for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
    if (strlen(keys[k].key) != key_len || memcmp(body.s, keys[k].key, key_len) != 0) continue;
    const char *v = colon + 1;
    while (*v == ' ' || *v == '=') v++;
    if (*v < '0' || *v > '9') return;   /* LLVM 20 prints symbolic expressions here; not ours */
    *(int32_t *)((char *)b->current + keys[k].offset) = (int32_t)strtol(v, NULL, 10);
    return;
  }
}

/* "; codeLenInByte = 172" uses '=' instead of ':'. */
static void on_code_len(report_builder *b, line_view l) {
  const char *eq = memchr(l.s, '=', l.len);
  if (eq) b->current->code_len = (int32_t)strtol(eq + 1, NULL, 10);
}

static void on_line(report_builder *b, line_view l) {
  line_view t = trim_left(l);
  if (starts_with(t, ".type") && (t.len > 5 && (t.s[5] == ' ' || t.s[5] == '\t'))) {
    on_type_directive(b, t);
    return;
  }
  vl_asm_function *f = b->current;
  if (!f) return;
  if (!b->in_body && l.s == t.s && is_entry_label(f, l)) {
    b->in_body = true;
    return;
  }
  if (starts_with(t, "; -- End function")) {
    b->in_body = false;
    return;
  }
  if (b->in_body) {
    on_body_line(b, l);
    return;
  }
  if (starts_with(t, "; Kernel info:")) f->has_info = f->is_kernel = true;
  else if (starts_with(t, "; Function info:")) f->has_info = true;
  else if (f->has_info && starts_with(t, "; codeLenInByte")) on_code_len(b, t);
  else if (f->has_info && starts_with(t, "; ")) on_info_line(b, t);
}

vl_status vl_asm_report_parse(const char *text, size_t len, const char *path, vl_asm_report *report,
                              vl_diags *diags) {
  memset(report, 0, sizeof *report);
  report_builder b = {.report = report};
  size_t pos = 0;
  while (pos < len && !b.out_of_memory) {
    const char *nl = memchr(text + pos, '\n', len - pos);
    size_t end = nl ? (size_t)(nl - text) : len;
    line_view l = {text + pos, end - pos};
    if (l.len && l.s[l.len - 1] == '\r') l.len--;
    on_line(&b, l);
    pos = end + 1;
  }
  if (b.out_of_memory) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "out of memory reading the assembly report");
    vl_asm_report_free(report);
    return VL_TOOL_ERROR;
  }
  if (!report->num_functions) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "no function (.type NAME,@function) in the assembly");
    return VL_BAD_INPUT;
  }
  return VL_OK;
}

vl_status vl_asm_report_parse_file(const char *path, vl_asm_report *report, vl_diags *diags) {
  memset(report, 0, sizeof *report);
  size_t len;
  char *text = vl_read_file(path, &len);
  if (!text) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the assembly: %s", strerror(errno));
    return VL_TOOL_ERROR;
  }
  vl_status status = vl_asm_report_parse(text, len, path, report, diags);
  free(text);
  return status;
}

void vl_asm_report_free(vl_asm_report *report) {
  for (uint32_t i = 0; i < report->num_functions; i++) free(report->functions[i].name);
  free(report->functions);
  report->functions = NULL;
  report->num_functions = 0;
}

const vl_asm_function *vl_asm_report_find(const vl_asm_report *report, const char *name) {
  for (uint32_t i = 0; i < report->num_functions; i++)
    if (strcmp(report->functions[i].name, name) == 0) return &report->functions[i];
  return NULL;
}

void vl_asm_report_print(const vl_asm_report *report, FILE *out) {
  for (uint32_t i = 0; i < report->num_functions; i++) {
    const vl_asm_function *f = &report->functions[i];
    fprintf(out, "%s: %s sgprs=%d vgprs=%d agprs=%d total_vgprs=%d scratch=%d occupancy=%d instrs=%u spills=%u reloads=%u\n",
            f->name, f->is_kernel ? "kernel" : "function", f->num_sgprs, f->num_vgprs, f->num_agprs,
            f->total_num_vgprs, f->scratch_size, f->occupancy, f->num_instructions, f->spills, f->reloads);
  }
}
