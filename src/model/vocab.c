/* Token ids (see vocab.h). */
#include "vocab.h"

#include <stdio.h>

#include "../norm/norm.h"

static const int32_t file_first[3] = {VL_TOK_REG_V, VL_TOK_REG_A, VL_TOK_REG_S};
static const uint32_t file_size[3] = {256, 256, 128};

int32_t vl_tok_reg(vl_regfile file, uint32_t index) {
  if (file > VL_FILE_SCALAR || index >= file_size[file]) return -1;
  return file_first[file] + (int32_t)index;
}

bool vl_tok_reg_decode(int32_t token, vl_regfile *file, uint32_t *index) {
  for (int f = 0; f < 3; f++)
    if (token >= file_first[f] && token < file_first[f] + (int32_t)file_size[f]) {
      *file = (vl_regfile)f;
      *index = (uint32_t)(token - file_first[f]);
      return true;
    }
  return false;
}

int32_t vl_tok_opcode(const char *opcode) {
  char buf[128];
  const char *name = vl_norm_opcode(opcode, buf, sizeof buf);
  uint32_t h = 2166136261u;   /* FNV-1a: stable across runs and machines */
  for (const char *p = name; *p; p++) h = (h ^ (uint8_t)*p) * 16777619u;
  return VL_TOK_OPCODE + (int32_t)(h % VL_NUM_OPCODE_BUCKETS);
}

void vl_tok_text(int32_t t, char *buf, size_t size) {
  static const char *const names[] = {"<pad>", "<bos>", "<decide>", "<hint>", "<free>", "<top>",
                                       "<def>", "<use>", "<none-free>", "<live-in>"};
  vl_regfile file;
  uint32_t index;
  if (t >= 0 && t < 10) snprintf(buf, size, "%s", names[t]);
  else if (vl_tok_reg_decode(t, &file, &index)) snprintf(buf, size, "%c%u", "vas"[file], index);
  else if (t >= VL_TOK_FILES && t < VL_TOK_WIDTH) snprintf(buf, size, "files%d", t - VL_TOK_FILES);
  else if (t >= VL_TOK_WIDTH && t < VL_TOK_ALIGN) snprintf(buf, size, "w%d", t - VL_TOK_WIDTH);
  else if (t >= VL_TOK_ALIGN && t < VL_TOK_HALF) snprintf(buf, size, "align%d", 1 << (t - VL_TOK_ALIGN));
  else if (t >= VL_TOK_HALF && t < VL_TOK_SPAN) snprintf(buf, size, "half%d", t - VL_TOK_HALF);
  else if (t >= VL_TOK_SPAN && t < VL_TOK_SPAN + 16) snprintf(buf, size, "span%d", t - VL_TOK_SPAN);
  else if (t >= VL_TOK_OPCODE && t < VL_TOK_PICK) snprintf(buf, size, "op%d", t - VL_TOK_OPCODE);
  else if (t >= VL_TOK_PICK && t < VL_VOCAB_SIZE) snprintf(buf, size, "<pick%d>", t - VL_TOK_PICK);
  else snprintf(buf, size, "<%d>", t);
}
