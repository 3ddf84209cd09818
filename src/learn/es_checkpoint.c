/* ES checkpoints (see es_checkpoint.h). The state file, in the host's byte
 * order (a checkpoint resumes on the machine kind that wrote it):
 *   "VLES0001" | u32 iterations | u32 0 | u64 fingerprint | u64 weights hash | u64 Adam step
 *   | u64 count | f32 m[count] | f32 v[count] */
#include "es_checkpoint.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "../base/atomic_file.h"
#include "../base/hash.h"
#include "train.h"

static const char magic[8] = "VLES0001";

void vl_es_state_path(const char *out, char *buf, size_t size) { snprintf(buf, size, "%s.es", out); }

static uint64_t weights_hash(const vl_transformer *m) {
  return vl_hash_bytes(VL_HASH_INIT, m->w.data, m->w.count * sizeof(float));
}

vl_status vl_es_checkpoint_save(const char *out, const vl_transformer *m, const vl_adamw *opt, const vl_es_state *st,
                                vl_diags *diags) {
  vl_status s = vl_train_save(m, out, diags);
  if (s != VL_OK) return s;
  char path[4096];
  vl_es_state_path(out, path, sizeof path);
  vl_atomic_file state;
  FILE *f = vl_atomic_open(&state, path, "wb");
  uint32_t zero = 0;
  uint64_t hash = weights_hash(m), count = m->w.count;
  bool ok = f && fwrite(magic, 1, 8, f) == 8 && fwrite(&st->iterations, 4, 1, f) == 1 && fwrite(&zero, 4, 1, f) == 1 &&
            fwrite(&st->fingerprint, 8, 1, f) == 1 && fwrite(&hash, 8, 1, f) == 1 &&
            fwrite(&opt->step, 8, 1, f) == 1 && fwrite(&count, 8, 1, f) == 1 &&
            fwrite(opt->m, sizeof(float), count, f) == count && fwrite(opt->v, sizeof(float), count, f) == count;
  if (f && vl_atomic_finish(&state, ok)) return VL_OK;
  vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the ES state: %s", strerror(errno));
  return VL_TOOL_ERROR;
}

vl_status vl_es_checkpoint_load(const char *out, const vl_transformer *m, vl_adamw *opt, vl_es_state *st,
                                uint64_t fingerprint, vl_diags *diags) {
  char path[4096];
  vl_es_state_path(out, path, sizeof path);
  FILE *f = fopen(path, "rb");
  if (!f) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot resume: no ES state beside %s: %s", out, strerror(errno));
    return VL_BAD_INPUT;
  }
  char head[8];
  uint32_t zero;
  uint64_t hash, count;
  const char *why = NULL;
  if (fread(head, 1, 8, f) != 8 || memcmp(head, magic, 8)) why = "not an ES state file";
  else if (fread(&st->iterations, 4, 1, f) != 1 || fread(&zero, 4, 1, f) != 1 || fread(&st->fingerprint, 8, 1, f) != 1 ||
           fread(&hash, 8, 1, f) != 1 || fread(&opt->step, 8, 1, f) != 1 || fread(&count, 8, 1, f) != 1)
    why = "the ES state file is cut short";
  else if (st->fingerprint != fingerprint)
    why = "the ES state was written with other options (seed, pairs, functions, sigma, lr, penalty, max-vregs)";
  else if (count != m->w.count || hash != weights_hash(m))
    why = "the ES state belongs to other weights than the model file's";
  else if (fread(opt->m, sizeof(float), count, f) != count || fread(opt->v, sizeof(float), count, f) != count ||
           fgetc(f) != EOF)
    why = "the ES state file is cut short or too long";
  fclose(f);
  if (!why) return VL_OK;
  vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot resume: %s", why);
  return VL_BAD_INPUT;
}
