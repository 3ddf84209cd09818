/* Whole-file reading (see file.h): grow a buffer until EOF, so pipes and files
 * whose size changes while we read both work; folders and copies. */
#include "file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "atomic_file.h"

char *vl_read_file(const char *path, size_t *len) {
  FILE *file = fopen(strcmp(path, "-") ? path : "/dev/stdin", "rb");   /* "-": standard input */
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

bool vl_make_dirs(const char *path) {
  char buf[4096];
  size_t n = strlen(path);
  if (n >= sizeof buf) {
    errno = ENAMETOOLONG;
    return false;
  }
  memcpy(buf, path, n + 1);
  for (char *c = buf + 1; *c; c++) {
    if (*c != '/') continue;
    *c = 0;
    if (mkdir(buf, 0777) && errno != EEXIST) return false;
    *c = '/';
  }
  return !mkdir(buf, 0777) || errno == EEXIST;
}

bool vl_copy_file(const char *from, const char *to) {
  size_t len;
  char *data = vl_read_file(from, &len);
  if (!data) return false;
  bool ok = vl_atomic_write(to, data, len);
  free(data);
  return ok;
}
