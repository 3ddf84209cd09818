/* Whole-file reading (see file.h): grow a buffer until EOF, so pipes and files
 * whose size changes while we read both work. */
#include "file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

char *vl_read_file(const char *path, size_t *len) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  size_t cap = 1 << 16, used = 0, n;
  char *text = malloc(cap + 1);
  while (text && (n = fread(text + used, 1, cap - used, file)) > 0) {
    used += n;
    if (used < cap) continue;
    char *bigger = realloc(text, (cap *= 2) + 1);
    if (!bigger) free(text);
    text = bigger;
  }
  int failed = ferror(file) ? (errno ? errno : EIO) : text ? 0 : ENOMEM;
  fclose(file);
  if (failed) {
    free(text);
    errno = failed;
    return NULL;
  }
  text[used] = 0;
  if (len) *len = used;
  return text;
}
