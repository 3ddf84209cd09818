/* The model's vocabulary, made for allocation decisions over normalized MIR:
 * structure tokens, register-class tokens (files, width, alignment, 16-bit),
 * live-range size buckets, physical register names (v0..v255, a0..a255,
 * s0..s127: a tuple is named by its first register), normalized opcodes
 * (vl_norm_opcode, hashed into a fixed number of buckets so that no opcode is
 * ever unknown) and picks (<pick0>..<pick15>: the register at that position of
 * the context's free list, the model's answer since version 2). Fixed ids: a model file is valid for exactly this layout
 * (its GGUF carries verilocc.vocab_version).
 * Needs: nothing. Produces: token ids and their meaning. */
#ifndef VL_MODEL_VOCAB_H
#define VL_MODEL_VOCAB_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../target/target.h"

enum {
  VL_VOCAB_VERSION = 2,   /* 2: pick tokens, the answer names a position of the free list */
  VL_TOK_PAD = 0,
  VL_TOK_BOS,
  VL_TOK_DECIDE,     /* the next token is the register */
  VL_TOK_HINT,       /* a copy partner's register follows */
  VL_TOK_FREE,       /* the lowest registers that fit follow */
  VL_TOK_TOP,        /* the highest register used so far in the file follows */
  VL_TOK_DEF,        /* the defining instruction's opcode follows */
  VL_TOK_USE,        /* a using instruction's opcode follows */
  VL_TOK_NONE_FREE,  /* no register fits */
  VL_TOK_LIVE_IN,    /* live into the function */
  VL_TOK_FILES = 16,                 /* + bitmask of files (VGPR 1, AGPR 2, SGPR 4) */
  VL_TOK_WIDTH = VL_TOK_FILES + 8,   /* + width 0..32 */
  VL_TOK_ALIGN = VL_TOK_WIDTH + 33,  /* + log2(alignment) 0..7 */
  VL_TOK_HALF = VL_TOK_ALIGN + 8,    /* + 0/1 */
  VL_TOK_SPAN = VL_TOK_HALF + 2,     /* + log2 bucket of the live range's length, 0..15 */
  VL_TOK_REG = 96,
  VL_TOK_REG_V = VL_TOK_REG,
  VL_TOK_REG_A = VL_TOK_REG_V + 256,
  VL_TOK_REG_S = VL_TOK_REG_A + 256,
  VL_TOK_REG_END = VL_TOK_REG_S + 128,
  VL_TOK_OPCODE = VL_TOK_REG_END,
  VL_NUM_OPCODE_BUCKETS = 512,
  VL_TOK_PICK = VL_TOK_OPCODE + VL_NUM_OPCODE_BUCKETS,   /* + position in the free list */
  VL_NUM_PICKS = 16,
  VL_VOCAB_SIZE = VL_TOK_PICK + VL_NUM_PICKS,
};

/* The token of register `index` of `file`, or -1 when the vocabulary has none. */
int32_t vl_tok_reg(vl_regfile file, uint32_t index);
/* The register a token names; false for other tokens. */
bool vl_tok_reg_decode(int32_t token, vl_regfile *file, uint32_t *index);
/* The bucket token of an opcode (normalized first). */
int32_t vl_tok_opcode(const char *opcode);
/* A readable spelling of a token (for logs and tests). */
void vl_tok_text(int32_t token, char *buf, size_t size);

#endif
