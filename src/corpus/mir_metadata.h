/* llc-19, stopping before greedy, can print memory operands that name metadata (`!tbaa !31`) which
 * the MIR file's IR module no longer uses and so does not define; it then cannot read its own file
 * back ("use of undefined metadata '!31'"). This drops such references from the machine functions.
 * They only tell alias analysis which accesses cannot overlap, so what remains is the same code
 * with memory operands that claim less.
 *
 * Needs: nothing. Produces: the repaired text. */
#ifndef VL_CORPUS_MIR_METADATA_H
#define VL_CORPUS_MIR_METADATA_H
#include <stddef.h>
#include <stdint.h>

/* The text without `, !KIND !N` where no `!N = ` is defined in the IR module (malloc'd, NUL-terminated,
 * its length in *out_len), or NULL when nothing is undefined (or memory ran out: *dropped is 0 then
 * too, and the file stays as llc wrote it). *dropped: how many references went. */
char *vl_mir_drop_undefined_metadata(const char *text, size_t len, size_t *out_len, uint32_t *dropped);

#endif
