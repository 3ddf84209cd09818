/* --dump-after (see dump.h). */
#include "dump.h"

#include <string.h>

static const char *const passes[] = {"parse", "spill", "split", "allocate", "rewrite"};

bool vl_dump_pass_check(const char *pass) {
  for (size_t i = 0; i < sizeof passes / sizeof *passes; i++)
    if (!strcmp(pass, passes[i])) return true;
  fprintf(stderr, "verilocc alloc: error: --dump-after takes parse, spill, split, allocate or rewrite, not '%s'\n", pass);
  return false;
}

static bool header(const char *wanted, const char *pass, vl_syntax syntax) {
  if (!wanted || strcmp(wanted, pass)) return false;
  fprintf(stderr, "%s *** verilocc dump after %s ***\n", syntax == VL_SYNTAX_SASS ? "//" : "#", pass);
  return true;
}

void vl_dump_text(const char *wanted, const char *pass, vl_syntax syntax, const char *text, size_t len) {
  if (!header(wanted, pass, syntax)) return;
  fwrite(text, 1, len, stderr);
  if (len && text[len - 1] != '\n') fputc('\n', stderr);
}

void vl_dump_json(const char *wanted, const char *pass, vl_syntax syntax, json_t *root) {
  if (header(wanted, pass, syntax)) {
    json_dumpf(root, stderr, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    fputc('\n', stderr);
  }
  json_decref(root);
}
