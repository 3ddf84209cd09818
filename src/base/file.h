/* Files: whole-file reading (the one place that does it), folders, copies. */
#ifndef VL_FILE_H
#define VL_FILE_H
#include <stdbool.h>
#include <stddef.h>

/* The file's bytes ("-": standard input), NUL-terminated (malloc'd; the caller frees), length in *len.
 * NULL on failure with errno set (ENOMEM when memory ran out). Works on pipes too. */
char *vl_read_file(const char *path, size_t *len);

/* mkdir -p: creates `path` and its missing parents; false with errno set. */
bool vl_make_dirs(const char *path);
/* Copies a file's bytes (the destination's folder must exist); false with errno set. */
bool vl_copy_file(const char *from, const char *to);

#endif
