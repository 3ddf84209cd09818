/* Measuring compiled variants for the manifest (see measure.h). */
#include "measure.h"

#include <stdlib.h>
#include <string.h>

#include "../analysis/analysis.h"
#include "../base/file.h"
#include "../base/hash.h"
#include "../emit/asm_report.h"
#include "../front/mir.h"
#include "ptxas_report.h"
#include "remarks.h"
#include "sass_scan.h"

typedef struct trigram_count {
  uint32_t hash, count;
} trigram_count;

static int compare_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

json_t *vl_corpus_fingerprint(const char *const *opcodes, uint32_t count) {
  json_t *out = json_array();
  if (count < 3) return out;
  uint32_t n = count - 2, *hashes = malloc(sizeof *hashes * n);
  if (!hashes) return out;
  for (uint32_t i = 0; i < n; i++) {
    uint64_t h = VL_HASH_INIT;
    for (uint32_t k = 0; k < 3; k++) h = vl_hash_string(h, opcodes[i + k]);
    hashes[i] = (uint32_t)(h ^ (h >> 32));
  }
  qsort(hashes, n, sizeof *hashes, compare_u32);
  for (uint32_t i = 0; i < n;) {
    uint32_t j = i;
    while (j < n && hashes[j] == hashes[i]) j++;
    json_array_append_new(out, json_integer(hashes[i]));
    json_array_append_new(out, json_integer(j - i));
    i = j;
  }
  free(hashes);
  return out;
}

static void set_int(json_t *obj, const char *key, long long value) {
  json_object_set_new(obj, key, value < 0 ? json_null() : json_integer(value));
}

static json_t *amdgpu_reference(const vl_asm_function *a, const vl_regalloc_counts *r) {
  json_t *ref = json_object();
  json_object_set_new(ref, "allocator", json_string("llvm-greedy"));
  set_int(ref, "NumVgprs", a ? a->num_vgprs : -1);
  set_int(ref, "NumAgprs", a ? a->num_agprs : -1);
  set_int(ref, "TotalNumVgprs", a ? a->total_num_vgprs : -1);
  set_int(ref, "NumSgprs", a ? a->num_sgprs : -1);
  set_int(ref, "ScratchSize", a ? a->scratch_size : -1);
  set_int(ref, "Occupancy", a ? a->occupancy : -1);
  /* greedy's own counts (its "SpillReloadCopies" remarks, both runs summed). */
  set_int(ref, "spills", r ? (long long)r->spills : 0);
  set_int(ref, "reloads", r ? (long long)r->reloads : 0);
  set_int(ref, "folded_spills", r ? (long long)r->folded_spills : 0);
  set_int(ref, "folded_reloads", r ? (long long)r->folded_reloads : 0);
  set_int(ref, "copies", r ? (long long)r->copies : 0);
  return ref;
}

static json_t *amdgpu_function(const vl_function *fn, const vl_asm_report *asm_report,
                               const vl_regalloc_remarks *remarks) {
  uint32_t instructions = 0, vregs = 0;
  const char **opcodes = malloc(sizeof *opcodes * (fn->num_instrs + 1));
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    if (!fn->instrs[i].is_debug && opcodes) opcodes[instructions++] = fn->instrs[i].opcode;
  for (uint32_t v = 0; v < fn->num_vregs; v++) vregs += fn->vregs[v].used;
  vl_arena arena = {0};
  vl_budget_options budget = {0};
  vl_analysis *an = vl_analyze(fn, &budget, &arena);
  const vl_asm_function *a = vl_asm_report_find(asm_report, fn->name);

  json_t *obj = json_object();
  json_object_set_new(obj, "function", json_string(fn->name));
  json_object_set_new(obj, "kernel", json_boolean(fn->info.is_entry_function));
  json_object_set_new(obj, "instructions", json_integer(instructions));
  json_object_set_new(obj, "blocks", json_integer(fn->num_blocks));
  json_object_set_new(obj, "vregs", json_integer(vregs));
  json_t *pressure = json_object();
  json_object_set_new(pressure, "vgpr", json_integer(an->pressure->max[VL_FILE_VECTOR]));
  json_object_set_new(pressure, "agpr", json_integer(an->pressure->max[VL_FILE_ACCUM]));
  json_object_set_new(pressure, "sgpr", json_integer(an->pressure->max[VL_FILE_SCALAR]));
  json_object_set_new(obj, "pressure", pressure);
  json_object_set_new(obj, "reference", amdgpu_reference(a, vl_regalloc_remarks_find(remarks, fn->name)));
  json_object_set_new(obj, "fingerprint", vl_corpus_fingerprint(opcodes, opcodes ? instructions : 0));
  free(opcodes);
  vl_arena_free(&arena);
  return obj;
}

/* The three outputs a measurement reads: dir/base+ext, whole. */
typedef struct outputs {
  char *path[3], *text[3];
  size_t len[3];
} outputs;

static vl_status read_outputs(const char *dir, const char *base, const char *const ext[3], outputs *o,
                              vl_diags *diags) {
  memset(o, 0, sizeof *o);
  vl_status s = VL_OK;
  for (int i = 0; i < 3; i++) {
    size_t n = strlen(dir) + strlen(base) + strlen(ext[i]) + 2;
    o->path[i] = malloc(n);
    if (!o->path[i]) return VL_TOOL_ERROR;
    snprintf(o->path[i], n, "%s/%s%s", dir, base, ext[i]);
    o->text[i] = vl_read_file(o->path[i], &o->len[i]);
    if (!o->text[i]) {
      vl_diag_add(diags, o->path[i], 0, 0, VL_CAT_NONE, "cannot read the tool's output");
      s = VL_TOOL_ERROR;
    }
  }
  return s;
}

static void free_outputs(outputs *o) {
  for (int i = 0; i < 3; i++) free(o->path[i]), free(o->text[i]);
}

vl_status vl_corpus_measure_amdgpu(const char *dir, const char *base, json_t **functions, vl_diags *diags) {
  static const char *const ext[3] = {".pre.mir", ".greedy.s", ".greedy.remarks.yaml"};
  outputs o;
  vl_status s = read_outputs(dir, base, ext, &o, diags);
  vl_module *module = NULL;
  vl_asm_report asm_report = {0};
  vl_regalloc_remarks remarks = {0};
  if (s == VL_OK) {
    module = vl_mir_parse_text(o.path[0], o.text[0], (uint32_t)o.len[0], NULL, diags);
    if (!module) s = VL_BAD_INPUT;
  }
  if (s == VL_OK) s = vl_asm_report_parse(o.text[1], o.len[1], o.path[1], &asm_report, diags);
  if (s == VL_OK) s = vl_regalloc_remarks_parse(o.text[2], o.len[2], o.path[2], &remarks, diags);
  if (s == VL_OK) {
    *functions = json_array();
    for (uint32_t f = 0; f < module->num_functions; f++)
      json_array_append_new(*functions, amdgpu_function(&module->functions[f], &asm_report, &remarks));
  }
  vl_regalloc_remarks_free(&remarks);
  vl_asm_report_free(&asm_report);
  if (module) vl_module_free(module);
  free_outputs(&o);
  return s;
}

static json_t *nvidia_function(const vl_sass_function *f, const vl_sass_function *life, const vl_ptxas_function *p) {
  json_t *obj = json_object();
  json_object_set_new(obj, "function", json_string(f->name));
  json_object_set_new(obj, "kernel", p ? json_boolean(p->is_entry) : json_null());
  json_object_set_new(obj, "instructions", json_integer(f->num_instructions));
  json_object_set_new(obj, "blocks", json_integer(f->num_blocks));
  /* SASS carries ptxas's physical registers; virtual ones appear once the
   * SASS front end de-allocates them (docs/corpus.md). */
  json_object_set_new(obj, "vregs", json_null());
  json_t *pressure = json_object();
  set_int(pressure, "R", life ? life->max_live_gpr : -1);
  set_int(pressure, "P", life ? life->max_live_pred : -1);
  set_int(pressure, "UR", life ? life->max_live_ugpr : -1);
  json_object_set_new(obj, "pressure", pressure);
  json_t *ref = json_object();
  json_object_set_new(ref, "allocator", json_string("ptxas"));
  set_int(ref, "registers", p ? p->registers : -1);
  set_int(ref, "shi_registers", f->shi_registers);
  set_int(ref, "stack_frame", p ? p->stack_frame : -1);
  set_int(ref, "spill_store_bytes", p ? p->spill_store_bytes : -1);
  set_int(ref, "spill_load_bytes", p ? p->spill_load_bytes : -1);
  json_object_set_new(obj, "reference", ref);
  json_object_set_new(obj, "fingerprint", vl_corpus_fingerprint((const char *const *)f->opcodes, f->num_instructions));
  return obj;
}

static const vl_sass_function *sass_find(const vl_sass_scan *scan, const char *name) {
  for (uint32_t i = 0; i < scan->num_functions; i++)
    if (!strcmp(scan->functions[i].name, name)) return &scan->functions[i];
  return NULL;
}

vl_status vl_corpus_measure_nvidia(const char *dir, const char *base, json_t **functions, vl_diags *diags) {
  static const char *const ext[3] = {".sass", ".life.sass", ".ptxas.txt"};
  outputs o;
  vl_status s = read_outputs(dir, base, ext, &o, diags);
  vl_sass_scan sass = {0}, life = {0};
  vl_ptxas_report ptxas = {0};
  if (s == VL_OK) s = vl_sass_scan_parse(o.text[0], o.len[0], o.path[0], &sass, diags);
  if (s == VL_OK) s = vl_sass_scan_parse(o.text[1], o.len[1], o.path[1], &life, diags);
  if (s == VL_OK) s = vl_ptxas_report_parse(o.text[2], o.len[2], o.path[2], &ptxas, diags);
  if (s == VL_OK) {
    *functions = json_array();
    for (uint32_t f = 0; f < sass.num_functions; f++) {
      const vl_sass_function *fn = &sass.functions[f];
      json_array_append_new(*functions, nvidia_function(fn, sass_find(&life, fn->name),
                                                        vl_ptxas_report_find(&ptxas, fn->name)));
    }
  }
  vl_sass_scan_free(&sass), vl_sass_scan_free(&life), vl_ptxas_report_free(&ptxas);
  free_outputs(&o);
  return s;
}
