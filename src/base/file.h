/* Whole-file reading, the one place that does it. */
#ifndef VL_FILE_H
#define VL_FILE_H
#include <stddef.h>

/* The file's bytes, NUL-terminated (malloc'd; the caller frees), length in *len.
 * NULL on failure with errno set (ENOMEM when memory ran out). Works on pipes too. */
char *vl_read_file(const char *path, size_t *len);

#endif
