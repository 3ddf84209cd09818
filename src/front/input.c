/* Input of any syntax (see input.h). */
#include "input.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/file.h"
#include "sass.h"

/* Does a line of text[0..len) start with `word` after blanks? */
static bool line_starts(const char *text, size_t len, const char *word) {
  size_t n = strlen(word);
  for (size_t i = 0; i < len; i++) {
    if (i && text[i - 1] != '\n') continue;
    size_t j = i;
    while (j < len && (text[j] == ' ' || text[j] == '\t')) j++;
    if (j + n <= len && !memcmp(text + j, word, n)) return true;
  }
  return false;
}

vl_syntax vl_input_syntax(const char *text, size_t len, const vl_target *target) {
  size_t head = len < 65536 ? len : 65536;   /* both say what they are in their first lines */
  if (line_starts(text, head, "---") || line_starts(text, head, "body:")) return VL_SYNTAX_MIR;
  if (line_starts(text, head, ".headerflags") || line_starts(text, head, ".section\t.text.") ||
      line_starts(text, head, "/*0000*/"))
    return VL_SYNTAX_SASS;
  return target ? target->ops->syntax : VL_SYNTAX_UNKNOWN;
}

vl_module *vl_input_load(const char *path, const vl_target *target, vl_syntax *syntax, vl_diags *diags) {
  size_t len = 0;
  char *text = vl_read_file(path, &len);
  const char *name = strcmp(path, "-") ? path : "<stdin>";
  if (!text || len > UINT32_MAX) {
    vl_diag_add(diags, name, 0, 0, VL_CAT_NONE, "cannot read the file: %s", text ? "too large" : strerror(errno));
    free(text);
    return NULL;
  }
  vl_syntax s = vl_input_syntax(text, len, target);
  if (syntax) *syntax = s;
  if (s == VL_SYNTAX_UNKNOWN) {
    vl_diag_add(diags, name, 1, 1, VL_CAT_NONE,
                "cannot tell what this is: neither LLVM MIR (a '---' document with a body:) nor NVIDIA SASS "
                "(nvdisasm's output, with .headerflags); give --target to say which");
    free(text);
    return NULL;
  }
  if (target && target->ops->syntax != s) {
    vl_diag_add(diags, name, 1, 1, VL_CAT_NONE, "the input is %s, but --target %s is an %s target (%s)",
                s == VL_SYNTAX_SASS ? "NVIDIA SASS" : "LLVM MIR", target->name, target->ops->family_name,
                target->ops->target_names);
    free(text);
    return NULL;
  }
  vl_module *m = s == VL_SYNTAX_SASS ? vl_sass_parse_text(name, text, (uint32_t)len, target, diags)
                                     : vl_mir_parse_text(name, text, (uint32_t)len, target, diags);
  free(text);
  return m;
}
