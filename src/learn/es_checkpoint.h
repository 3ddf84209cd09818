/* The state of an ES run beside its model file, so that `train --es --resume`
 * goes on exactly where a checkpoint left it: OUT.es holds the iterations
 * done, Adam's step and moments, a fingerprint of the options that shape the
 * run (seed, population, functions, sigma, learning rate, penalty, pool) and
 * a hash of the model's weights, so that a model file and a state that do not
 * belong together (a save cut short between the two, another run's file) are
 * refused rather than silently continued. Both files are written to a .tmp
 * and renamed: an interrupted save leaves the previous checkpoint whole.
 * Needs: the transformer, Adam. Produces: OUT.es, and it read back. */
#ifndef VL_LEARN_ES_CHECKPOINT_H
#define VL_LEARN_ES_CHECKPOINT_H
#include "../base/diag.h"
#include "../model/transformer.h"

typedef struct vl_es_state {
  uint32_t iterations;        /* done */
  uint64_t fingerprint;       /* of the options */
} vl_es_state;

/* The path of the state file of model file `out` into buf[size]. */
void vl_es_state_path(const char *out, char *buf, size_t size);
/* Saves the model (as `train` does) and then the state. */
vl_status vl_es_checkpoint_save(const char *out, const vl_transformer *m, const vl_adamw *opt, const vl_es_state *st,
                                vl_diags *diags);
/* Reads OUT.es into *opt (initialised with the model's parameter count) and *st after the model was
 * loaded from `out`; VL_BAD_INPUT (a diag) when it is missing, damaged, of other options, or of
 * other weights. */
vl_status vl_es_checkpoint_load(const char *out, const vl_transformer *m, vl_adamw *opt, vl_es_state *st,
                                uint64_t fingerprint, vl_diags *diags);

#endif
