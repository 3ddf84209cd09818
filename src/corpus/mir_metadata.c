/* Memory operands' references to metadata the MIR's IR module does not define (mir_metadata.h). */
#include "mir_metadata.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_kind_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == '_'; }

/* `!N` at `at` (the '!'): N (clamped, so that a number too long to be anything's is undefined), and
 * where its digits end in *after; -1 when no digit follows. */
static long number_at(const char *at, const char *end, const char **after) {
  const char *p = at + 1;
  long n = 0;
  if (p >= end || !is_digit(*p)) return -1;
  for (; p < end && is_digit(*p); p++) n = n < 1000000000 ? n * 10 + (*p - '0') : n;
  *after = p;
  return n;
}

static int by_value(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x > y) - (x < y);
}

char *vl_mir_drop_undefined_metadata(const char *text, size_t len, size_t *out_len, uint32_t *dropped) {
  *dropped = 0;
  const char *end = text + len;
  /* The IR module is the first YAML document, `--- |` up to `...`; the machine functions follow. */
  const char *body = strstr(text, "\n...\n");
  if (!body) return NULL;
  body += 5;

  /* The numbers defined there, lines `  !N = ...`, sorted for bsearch. */
  size_t num = 0, cap = 64;
  long *defined = malloc(cap * sizeof *defined);
  for (const char *p = text; defined && p < body; p = strchr(p, '\n') + 1) {
    const char *after;
    long n = !strncmp(p, "  !", 3) ? number_at(p + 2, body, &after) : -1;
    if (n < 0 || strncmp(after, " = ", 3)) continue;
    if (num == cap) {
      long *grown = realloc(defined, (cap *= 2) * sizeof *defined);
      if (!grown) free(defined);
      defined = grown;
    }
    if (defined) defined[num++] = n;
  }
  if (!defined) return NULL;
  qsort(defined, num, sizeof *defined, by_value);

  char *out = NULL;
  size_t n_out = 0;
  const char *copied = text;   /* what precedes this is in `out` */
  for (const char *p = body; p < end && (p = memchr(p, ',', (size_t)(end - p))); p++) {
    /* `, !KIND !N` */
    const char *k = p + 1;
    if (k + 2 >= end || k[0] != ' ' || k[1] != '!' || !is_kind_char(k[2])) continue;
    for (k += 2; k < end && is_kind_char(*k); k++) continue;
    const char *after;
    long n = k + 1 < end && k[0] == ' ' && k[1] == '!' ? number_at(k + 1, end, &after) : -1;
    if (n < 0 || bsearch(&n, defined, num, sizeof *defined, by_value)) continue;
    if (!out && !(out = malloc(len + 1))) break;
    memcpy(out + n_out, copied, (size_t)(p - copied));
    n_out += (size_t)(p - copied);
    copied = after;
    p = after - 1;
    (*dropped)++;
  }
  free(defined);
  if (!out) {
    *dropped = 0;
    return NULL;
  }
  memcpy(out + n_out, copied, (size_t)(end - copied));
  n_out += (size_t)(end - copied);
  out[n_out] = 0;
  *out_len = n_out;
  return out;
}
