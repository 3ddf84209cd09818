/* The register fields of sm_89/sm_90 instruction words: an instruction's
 * nvdisasm text (our registers in it) and ptxas's two 64-bit words give the
 * words with those registers. Where each R operand lives comes from a table
 * learned from the corpus and checked with nvdisasm (sass_fields.h, made by
 * scripts/sass-fields.py): key the opcode bits 0-11 (they also say the form)
 * and the number of R tokens in the text; value each token's 8-bit field and
 * the operand-reuse flag (bits 122-125) ptxas sets for it. The flags are not
 * free bits (nvdisasm decodes them together with control bits through a table
 * that refuses some combinations), so a flag is only ever cleared where ptxas
 * set it, never set. Predicates and uniform registers are never renamed and
 * are left as they are.
 * Needs: the target. Produces: the words, or why not. */
#ifndef VL_SASS_ENCODE_H
#define VL_SASS_ENCODE_H
#include <stdbool.h>
#include <stdint.h>

#include "../target/target.h"

enum { VL_SASS_MAX_TOKENS = 8 };

/* The R tokens of one instruction's text, in order. */
typedef struct vl_sass_tokens {
  uint32_t count;
  uint8_t number[VL_SASS_MAX_TOKENS];     /* 255: RZ */
  uint8_t field[VL_SASS_MAX_TOKENS];      /* first bit of its field in the 128-bit word */
  uint8_t reuse_bit[VL_SASS_MAX_TOKENS];  /* its reuse flag (122-125); 0: the table knows none */
  bool reused[VL_SASS_MAX_TOKENS];        /* ".reuse" follows */
  uint32_t reuse_at[VL_SASS_MAX_TOKENS];  /* offset of that ".reuse" in the text */
} vl_sass_tokens;

/* Reads the R tokens of `text` (one instruction: guard, mnemonic, operands, up to its ';') and, from
 * the table, where the instruction with low word `lo` keeps them. NULL, or why not (an encoding
 * the table does not know, too many tokens). */
const char *vl_sass_tokens_read(const vl_target *t, const char *text, uint32_t len, uint64_t lo,
                                vl_sass_tokens *out);

/* Writes the tokens' numbers into their fields. */
void vl_sass_encode(const vl_sass_tokens *tokens, uint64_t *lo, uint64_t *hi);

/* Clears token k's reuse flag (all four where the table knows none for it). */
void vl_sass_clear_reuse(const vl_sass_tokens *tokens, uint32_t k, uint64_t *lo, uint64_t *hi);

/* The 8 bits at `at` of the 128-bit word. */
unsigned vl_sass_field_value(uint64_t lo, uint64_t hi, unsigned at);

#endif
